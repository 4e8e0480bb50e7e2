; Calling convention LP64D: integer and float arguments in registers, arguments on the
; stack, floats in integer registers once fa0-fa7 are used up, small structs in register
; pairs, big structs by reference, sret, varargs calls, return values.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Pair = type { i64, i64 }
%struct.Big = type { i64, i64, i64, i64 }
%struct.DD = type { double, double }

@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1

define dso_local signext i32 @int_args(i32 noundef signext %a, i64 noundef %b, i16 noundef signext %c, i8 noundef zeroext %d) {
; CHECK-LABEL: int_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addw a0, a0, a1
; CHECK-NEXT: slli a2, a2, 48
; CHECK-NEXT: srai a2, a2, 48
; CHECK-NEXT: addw a0, a0, a2
; CHECK-NEXT: andi a1, a3, 255
; CHECK-NEXT: addw a0, a0, a1
; CHECK-NEXT: ret
entry:
  %conv = sext i32 %a to i64
  %add = add nsw i64 %conv, %b
  %conv1 = sext i16 %c to i64
  %add2 = add nsw i64 %add, %conv1
  %conv3 = zext i8 %d to i64
  %add4 = add nsw i64 %add2, %conv3
  %conv5 = trunc i64 %add4 to i32
  ret i32 %conv5
}

define dso_local i64 @stack_args(i64 noundef %a, i64 noundef %b, i64 noundef %c, i64 noundef %d, i64 noundef %e, i64 noundef %f, i64 noundef %g, i64 noundef %h, i64 noundef %i, i64 noundef %j) {
; CHECK-LABEL: stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: add a0, a7, a0
; CHECK-NEXT: ld a1, 0(sp)
; CHECK-NEXT: add a0, a0, a1
; CHECK-NEXT: ld a1, 8(sp)
; CHECK-NEXT: add a0, a0, a1
; CHECK-NEXT: ret
entry:
  %add = add nsw i64 %h, %a
  %add1 = add nsw i64 %add, %i
  %add2 = add nsw i64 %add1, %j
  ret i64 %add2
}

define dso_local i64 @call_stack_args() {
; CHECK-LABEL: call_stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -32
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: sd ra, 24(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: mv a0, sp
; CHECK-NEXT: addi a1, zero, 9
; CHECK-NEXT: sd a1, 0(a0)
; CHECK-NEXT: addi a1, zero, 10
; CHECK-NEXT: addi a7, zero, 8
; CHECK-NEXT: sd a1, 8(a0)
; CHECK-NEXT: addi a0, zero, 1
; CHECK-NEXT: addi a1, zero, 2
; CHECK-NEXT: addi a2, zero, 3
; CHECK-NEXT: addi a3, zero, 4
; CHECK-NEXT: addi a4, zero, 5
; CHECK-NEXT: addi a5, zero, 6
; CHECK-NEXT: addi a6, zero, 7
; CHECK-NEXT: call stack_args
; CHECK-NEXT: ld ra, 24(sp)
; CHECK-NEXT: addi sp, sp, 32
; CHECK-NEXT: ret
entry:
  %call = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10)
  ret i64 %call
}

define dso_local double @fp_args(double noundef %a, float noundef %b, i32 noundef signext %c) {
; CHECK-LABEL: fp_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fcvt.d.s fa1, fa1
; CHECK-NEXT: fadd.d fa0, fa0, fa1
; CHECK-NEXT: fcvt.d.w fa1, a0
; CHECK-NEXT: fadd.d fa0, fa0, fa1
; CHECK-NEXT: ret
entry:
  %conv = fpext float %b to double
  %add = fadd double %a, %conv
  %conv1 = sitofp i32 %c to double
  %add2 = fadd double %add, %conv1
  ret double %add2
}

define dso_local double @fp_args_in_gprs(double noundef %a0, double noundef %a1, double noundef %a2, double noundef %a3, double noundef %a4, double noundef %a5, double noundef %a6, double noundef %a7, double noundef %a8) {
; CHECK-LABEL: fp_args_in_gprs:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fmv.d.x fa1, a0
; CHECK-NEXT: fadd.d fa0, fa0, fa1
; CHECK-NEXT: ret
entry:
  %add = fadd double %a0, %a8
  ret double %add
}

define dso_local i64 @pair_arg([2 x i64] %p.coerce) {
; CHECK-LABEL: pair_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: add a0, a1, a0
; CHECK-NEXT: ret
entry:
  %p.coerce.fca.0.extract = extractvalue [2 x i64] %p.coerce, 0
  %p.coerce.fca.1.extract = extractvalue [2 x i64] %p.coerce, 1
  %add = add nsw i64 %p.coerce.fca.1.extract, %p.coerce.fca.0.extract
  ret i64 %add
}

define dso_local [2 x i64] @pair_ret(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: pair_ret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a2, a0
; CHECK-NEXT: mv a0, a1
; CHECK-NEXT: mv a1, a2
; CHECK-NEXT: ret
entry:
  %.fca.0.insert = insertvalue [2 x i64] poison, i64 %b, 0
  %.fca.1.insert = insertvalue [2 x i64] %.fca.0.insert, i64 %a, 1
  ret [2 x i64] %.fca.1.insert
}

define dso_local double @dd_arg(double %p.0, double %p.1) {
; CHECK-LABEL: dd_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fsub.d fa0, fa0, fa1
; CHECK-NEXT: ret
entry:
  %sub = fsub double %p.0, %p.1
  ret double %sub
}

define dso_local i64 @big_arg(ptr noundef %b) {
; CHECK-LABEL: big_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: ld a0, 24(a0)
; CHECK-NEXT: ret
entry:
  %d = getelementptr inbounds %struct.Big, ptr %b, i64 0, i32 3
  %0 = load i64, ptr %d, align 8
  ret i64 %0
}

define dso_local void @sret_ret(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %agg.result, i64 noundef %x) {
; CHECK-LABEL: sret_ret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sd a1, 0(a0)
; CHECK-NEXT: addi a1, zero, 1
; CHECK-NEXT: sd a1, 8(a0)
; CHECK-NEXT: addi a1, zero, 2
; CHECK-NEXT: sd a1, 16(a0)
; CHECK-NEXT: addi a1, zero, 3
; CHECK-NEXT: sd a1, 24(a0)
; CHECK-NEXT: ret
entry:
  store i64 %x, ptr %agg.result, align 8
  %b = getelementptr inbounds %struct.Big, ptr %agg.result, i64 0, i32 1
  store i64 1, ptr %b, align 8
  %c = getelementptr inbounds %struct.Big, ptr %agg.result, i64 0, i32 2
  store i64 2, ptr %c, align 8
  %d = getelementptr inbounds %struct.Big, ptr %agg.result, i64 0, i32 3
  store i64 3, ptr %d, align 8
  ret void
}

define dso_local i64 @call_sret() {
; CHECK-LABEL: call_sret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -48
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: sd ra, 40(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: addi a0, sp, 0
; CHECK-NEXT: addi a1, zero, 7
; CHECK-NEXT: call sret_ret
; CHECK-NEXT: ld a0, 24(sp)
; CHECK-NEXT: ld ra, 40(sp)
; CHECK-NEXT: addi sp, sp, 48
; CHECK-NEXT: ret
entry:
  %tmp = alloca %struct.Big, align 8
  call void @sret_ret(ptr nonnull sret(%struct.Big) align 8 %tmp, i64 noundef 7)
  %d = getelementptr inbounds %struct.Big, ptr %tmp, i64 0, i32 3
  %0 = load i64, ptr %d, align 8
  ret i64 %0
}

declare signext i32 @printf(ptr noundef, ...)

define dso_local signext i32 @call_varargs(i32 noundef signext %x, double noundef %d) {
; CHECK-LABEL: call_varargs:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi sp, sp, -16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: sd ra, 8(sp)
; CHECK-NEXT: .cfi_offset 1, -8
; CHECK-NEXT: mv a1, a0
; CHECK-NEXT: lui a0, %hi(.L.str)
; CHECK-NEXT: addi a0, a0, %lo(.L.str)
; CHECK-NEXT: fmv.x.d a2, fa0
; CHECK-NEXT: call printf
; CHECK-NEXT: sext.w a0, a0
; CHECK-NEXT: ld ra, 8(sp)
; CHECK-NEXT: addi sp, sp, 16
; CHECK-NEXT: ret
entry:
  %call = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %x, double noundef %d)
  ret i32 %call
}

define dso_local i128 @i128_arg(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: i128_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: add a0, a2, a0
; CHECK-NEXT: add a3, a3, a1
; CHECK-NEXT: sltu a1, a0, a2
; CHECK-NEXT: add a1, a3, a1
; CHECK-NEXT: ret
entry:
  %add = add nsw i128 %b, %a
  ret i128 %add
}
