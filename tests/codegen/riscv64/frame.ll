; Prologue/epilogue: leaf without frame, non-leaf saving the return address, values live
; across calls in callee-saved registers, a big frame, dynamic alloca; -O0 and -O2.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

declare i32 @ext(i32 noundef)
declare void @use(ptr noundef)

define dso_local i32 @leaf(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: leaf:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: add a0, a1, a0
; CHECK-NEXT: ret
entry:
  %add = add nsw i32 %b, %a
  ret i32 %add
}

define dso_local i32 @nonleaf(i32 noundef %a) {
; CHECK-LABEL: nonleaf:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: call ext
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
entry:
  %call = call i32 @ext(i32 noundef %a)
  ret i32 %call
}

define dso_local i32 @callee_saved(i32 noundef %a, i32 noundef %b) {
; O2-LABEL: callee_saved:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: addi sp, sp, -32
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: sd ra, 24(sp)
; O2-NEXT: .cfi_offset 1, -8
; O2-NEXT: sd s1, 16(sp)
; O2-NEXT: .cfi_offset 9, -16
; O2-NEXT: sd s2, 8(sp)
; O2-NEXT: .cfi_offset 18, -24
; O2-NEXT: sd s3, 0(sp)
; O2-NEXT: .cfi_offset 19, -32
; O2-NEXT: mv s1, a0
; O2-NEXT: mv s2, a1
; O2-NEXT: mv a0, s1
; O2-NEXT: call ext
; O2-NEXT: mv s3, a0
; O2-NEXT: mv a0, s2
; O2-NEXT: call ext
; O2-NEXT: add a0, a0, s3
; O2-NEXT: add a0, a0, s1
; O2-NEXT: add a0, a0, s2
; O2-NEXT: ld ra, 24(sp)
; O2-NEXT: ld s1, 16(sp)
; O2-NEXT: ld s2, 8(sp)
; O2-NEXT: ld s3, 0(sp)
; O2-NEXT: addi sp, sp, 32
; O2-NEXT: ret
; O0-LABEL: callee_saved:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: addi sp, sp, -32
; O0-NEXT: .cfi_def_cfa_offset 32
; O0-NEXT: sd ra, 24(sp)
; O0-NEXT: .cfi_offset 1, -8
; O0-NEXT: sd a0, 0(sp)
; O0-NEXT: sd a1, 8(sp)
; O0-NEXT: call ext
; O0-NEXT: ld a1, 8(sp)
; O0-NEXT: sd a0, 16(sp)
; O0-NEXT: mv a0, a1
; O0-NEXT: call ext
; O0-NEXT: ld a1, 16(sp)
; O0-NEXT: add a0, a0, a1
; O0-NEXT: ld a1, 0(sp)
; O0-NEXT: add a0, a0, a1
; O0-NEXT: ld a1, 8(sp)
; O0-NEXT: add a0, a0, a1
; O0-NEXT: ld ra, 24(sp)
; O0-NEXT: addi sp, sp, 32
; O0-NEXT: ret
entry:
  %call = call i32 @ext(i32 noundef %a)
  %call1 = call i32 @ext(i32 noundef %b)
  %add = add nsw i32 %call1, %call
  %add2 = add nsw i32 %add, %a
  %add3 = add nsw i32 %add2, %b
  ret i32 %add3
}

define dso_local void @small_array() {
; CHECK-LABEL: small_array:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -80
; CHECK-NEXT: .cfi_def_cfa_offset 80
; CHECK-NEXT: sd ra, 72(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: addi a0, sp, 0
; CHECK-NEXT: call use
; CHECK-NEXT: ld ra, 72(sp)
; CHECK-NEXT: addi sp, sp, 80
; CHECK-NEXT: ret
entry:
  %buf = alloca [16 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @big_frame() {
; CHECK-LABEL: big_frame:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -2032
; CHECK-NEXT: .cfi_def_cfa_offset 2032
; CHECK-NEXT: sd ra, 2024(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: lui t6, 1048567
; CHECK-NEXT: addi t6, t6, -1120
; CHECK-NEXT: add sp, sp, t6
; CHECK-NEXT: .cfi_def_cfa_offset 40016
; CHECK-NEXT: addi a0, sp, 0
; CHECK-NEXT: call use
; CHECK-NEXT: lui t6, 9
; CHECK-NEXT: addi t6, t6, 1120
; CHECK-NEXT: add sp, sp, t6
; CHECK-NEXT: ld ra, 2024(sp)
; CHECK-NEXT: addi sp, sp, 2032
; CHECK-NEXT: ret
entry:
  %buf = alloca [10000 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @dyn_alloca(i64 noundef %n) {
; CHECK-LABEL: dyn_alloca:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: sd s0, 0(sp)
; CHECK-NEXT: .cfi_offset 8, -16
; CHECK-NEXT: addi s0, sp, 16
; CHECK-NEXT: .cfi_def_cfa 8, 0
; CHECK-NEXT: mv a1, sp
; CHECK-NEXT: slli a0, a0, 2
; CHECK-NEXT: addi a0, a0, 15
; CHECK-NEXT: andi a0, a0, -16
; CHECK-NEXT: addi a0, a0, 15
; CHECK-NEXT: andi a0, a0, -16
; CHECK-NEXT: sub a0, a1, a0
; CHECK-NEXT: mv sp, a0
; CHECK-NEXT: call use
; CHECK-NEXT: addi sp, s0, -16
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: ld s0, 0(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
entry:
  %vla = alloca i32, i64 %n, align 4
  call void @use(ptr noundef nonnull %vla)
  ret void
}

define dso_local void @stack_save(i64 noundef %n) {
; O2-LABEL: stack_save:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: # %bb.0:{{.*}}
; O2-NEXT: addi sp, sp, -32
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: sd ra, 24(sp)
; O2-NEXT: .cfi_offset 1, -8
; O2-NEXT: sd s0, 16(sp)
; O2-NEXT: .cfi_offset 8, -16
; O2-NEXT: sd s1, 8(sp)
; O2-NEXT: .cfi_offset 9, -24
; O2-NEXT: addi s0, sp, 32
; O2-NEXT: .cfi_def_cfa 8, 0
; O2-NEXT: mv s1, sp
; O2-NEXT: mv a1, sp
; O2-NEXT: addi a0, a0, 15
; O2-NEXT: andi a0, a0, -16
; O2-NEXT: addi a0, a0, 15
; O2-NEXT: andi a0, a0, -16
; O2-NEXT: sub a0, a1, a0
; O2-NEXT: mv sp, a0
; O2-NEXT: call use
; O2-NEXT: mv sp, s1
; O2-NEXT: addi sp, s0, -32
; O2-NEXT: ld ra, 24(sp)
; O2-NEXT: ld s0, 16(sp)
; O2-NEXT: ld s1, 8(sp)
; O2-NEXT: addi sp, sp, 32
; O2-NEXT: ret
; O0-LABEL: stack_save:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: # %bb.0:{{.*}}
; O0-NEXT: addi sp, sp, -32
; O0-NEXT: .cfi_def_cfa_offset 32
; O0-NEXT: sd ra, 24(sp)
; O0-NEXT: .cfi_offset 1, -8
; O0-NEXT: sd s0, 16(sp)
; O0-NEXT: .cfi_offset 8, -16
; O0-NEXT: addi s0, sp, 32
; O0-NEXT: .cfi_def_cfa 8, 0
; O0-NEXT: mv a1, sp
; O0-NEXT: mv a2, sp
; O0-NEXT: addi a0, a0, 15
; O0-NEXT: andi a0, a0, -16
; O0-NEXT: addi a0, a0, 15
; O0-NEXT: andi a0, a0, -16
; O0-NEXT: sub a0, a2, a0
; O0-NEXT: mv sp, a0
; O0-NEXT: sd a1, -32(s0)
; O0-NEXT: call use
; O0-NEXT: ld a0, -32(s0)
; O0-NEXT: mv sp, a0
; O0-NEXT: addi sp, s0, -32
; O0-NEXT: ld ra, 24(sp)
; O0-NEXT: ld s0, 16(sp)
; O0-NEXT: addi sp, sp, 32
; O0-NEXT: ret
entry:
  %0 = call ptr @llvm.stacksave()
  %vla = alloca i8, i64 %n, align 16
  call void @use(ptr noundef nonnull %vla)
  call void @llvm.stackrestore(ptr %0)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
