; Addresses of globals and functions, loads and stores through them, string constants.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@counter = dso_local global i32 0, align 4
@table = dso_local global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@ext_var = external global i32

declare i32 @puts(ptr noundef)

define dso_local i32 @load_global() {
; CHECK-LABEL: load_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(counter)
; CHECK-NEXT: lw a0, %lo(counter)(a0)
; CHECK-NEXT: ret
entry:
  %0 = load i32, ptr @counter, align 4
  ret i32 %0
}

define dso_local void @store_global(i32 noundef %v) {
; CHECK-LABEL: store_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a1, %hi(counter)
; CHECK-NEXT: sw a0, %lo(counter)(a1)
; CHECK-NEXT: ret
entry:
  store i32 %v, ptr @counter, align 4
  ret void
}

define dso_local i64 @load_table_elt() {
; CHECK-LABEL: load_table_elt:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(table+16)
; CHECK-NEXT: ld a0, %lo(table+16)(a0)
; CHECK-NEXT: ret
entry:
  %0 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @table, i64 0, i64 2), align 8
  ret i64 %0
}

define dso_local ptr @addr_global() {
; CHECK-LABEL: addr_global:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(table)
; CHECK-NEXT: addi a0, a0, %lo(table)
; CHECK-NEXT: ret
entry:
  ret ptr @table
}

define dso_local i32 @load_extern() {
; CHECK-LABEL: load_extern:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(ext_var)
; CHECK-NEXT: lw a0, %lo(ext_var)(a0)
; CHECK-NEXT: ret
entry:
  %0 = load i32, ptr @ext_var, align 4
  ret i32 %0
}

define dso_local i32 @call_puts() {
; CHECK-LABEL: call_puts:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: lui a0, %hi(.L.str)
; CHECK-NEXT: addi a0, a0, %lo(.L.str)
; CHECK-NEXT: call puts
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
entry:
  %call = call i32 @puts(ptr noundef @.str)
  ret i32 0
}

define dso_local ptr @addr_func() {
; CHECK-LABEL: addr_func:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(puts)
; CHECK-NEXT: addi a0, a0, %lo(puts)
; CHECK-NEXT: ret
entry:
  ret ptr @puts
}
