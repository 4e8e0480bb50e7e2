; Addresses of globals and functions, loads and stores through them, string constants.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@counter = dso_local global i32 0, align 4
@table = dso_local global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@ext_var = external global i32

declare i32 @puts(ptr noundef)

define dso_local i32 @load_global() {
; CHECK-LABEL: load_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %hi(counter), %o1
; CHECK-NEXT: or %o1, %lo(counter), %o1
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o1+0], %o0
entry:
  %0 = load i32, ptr @counter, align 4
  ret i32 %0
}

define dso_local void @store_global(i32 noundef %v) {
; CHECK-LABEL: store_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %hi(counter), %o1
; CHECK-NEXT: or %o1, %lo(counter), %o1
; CHECK-NEXT: retl
; CHECK-NEXT: st %o0, [%o1+0]
entry:
  store i32 %v, ptr @counter, align 4
  ret void
}

define dso_local i64 @load_table_elt() {
; CHECK-LABEL: load_table_elt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %hi(table+16), %o2
; CHECK-NEXT: or %o2, %lo(table+16), %o2
; CHECK-NEXT: ld [%o2+4], %o1
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o2+0], %o0
entry:
  %0 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @table, i64 0, i64 2), align 8
  ret i64 %0
}

define dso_local ptr @addr_global() {
; CHECK-LABEL: addr_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %hi(table), %o1
; CHECK-NEXT: retl
; CHECK-NEXT: or %o1, %lo(table), %o0
entry:
  ret ptr @table
}

define dso_local i32 @load_extern() {
; CHECK-LABEL: load_extern:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %hi(ext_var), %o1
; CHECK-NEXT: or %o1, %lo(ext_var), %o1
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o1+0], %o0
entry:
  %0 = load i32, ptr @ext_var, align 4
  ret i32 %0
}

define dso_local i32 @call_puts() {
; CHECK-LABEL: call_puts:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sethi %hi(.L.str), %o0
; CHECK-NEXT: call puts
; CHECK-NEXT: or %o0, %lo(.L.str), %o0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %g0, %o0
entry:
  %call = call i32 @puts(ptr noundef @.str)
  ret i32 0
}

define dso_local ptr @addr_func() {
; CHECK-LABEL: addr_func:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %hi(puts), %o1
; CHECK-NEXT: retl
; CHECK-NEXT: or %o1, %lo(puts), %o0
entry:
  ret ptr @puts
}
