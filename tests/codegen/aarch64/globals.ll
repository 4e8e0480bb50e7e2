; Addresses of globals and functions, loads and stores through them, string constants.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@counter = dso_local global i32 0, align 4
@table = dso_local global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@ext_var = external global i32

declare i32 @puts(ptr noundef)

define dso_local i32 @load_global() {
; CHECK-LABEL: load_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, counter
; CHECK-NEXT: ldr w0, [x0, :lo12:counter]
; CHECK-NEXT: ret
entry:
  %0 = load i32, ptr @counter, align 4
  ret i32 %0
}

define dso_local void @store_global(i32 noundef %v) {
; CHECK-LABEL: store_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x1, counter
; CHECK-NEXT: str w0, [x1, :lo12:counter]
; CHECK-NEXT: ret
entry:
  store i32 %v, ptr @counter, align 4
  ret void
}

define dso_local i64 @load_table_elt() {
; CHECK-LABEL: load_table_elt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, table+16
; CHECK-NEXT: ldr x0, [x0, :lo12:table+16]
; CHECK-NEXT: ret
entry:
  %0 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @table, i64 0, i64 2), align 8
  ret i64 %0
}

define dso_local ptr @addr_global() {
; CHECK-LABEL: addr_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, table
; CHECK-NEXT: add x0, x0, :lo12:table
; CHECK-NEXT: ret
entry:
  ret ptr @table
}

define dso_local i32 @load_extern() {
; CHECK-LABEL: load_extern:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, ext_var
; CHECK-NEXT: ldr w0, [x0, :lo12:ext_var]
; CHECK-NEXT: ret
entry:
  %0 = load i32, ptr @ext_var, align 4
  ret i32 %0
}

define dso_local i32 @call_puts() {
; CHECK-LABEL: call_puts:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: adrp x0, .L.str
; CHECK-NEXT: add x0, x0, :lo12:.L.str
; CHECK-NEXT: bl puts
; CHECK-NEXT: mov w0, #0
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %call = call i32 @puts(ptr noundef @.str)
  ret i32 0
}

define dso_local ptr @addr_func() {
; CHECK-LABEL: addr_func:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, puts
; CHECK-NEXT: add x0, x0, :lo12:puts
; CHECK-NEXT: ret
entry:
  ret ptr @puts
}
