; Calling convention AAPCS64 (Linux): x0-x7 and d0-d7 arguments, arguments on the stack,
; composite types in register pairs, HFAs in d-registers, big composites by reference,
; sret in x8, varargs calls (Linux: same registers as named arguments), return values.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1

define dso_local i32 @int_args(i32 noundef %a, i64 noundef %b, i16 noundef signext %c, i8 noundef zeroext %d) {
; CHECK-LABEL: int_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x1, w0, sxtw #0
; CHECK-NEXT: sxth w1, w2
; CHECK-NEXT: add x0, x0, w1, sxtw #0
; CHECK-NEXT: and w1, w3, #255
; CHECK-NEXT: add x0, x0, x1
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x7, x0
; CHECK-NEXT: ldr x1, [sp, #0]
; CHECK-NEXT: add x0, x0, x1
; CHECK-NEXT: ldr x1, [sp, #8]
; CHECK-NEXT: add x0, x0, x1
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: mov x0, sp
; CHECK-NEXT: mov x1, #9
; CHECK-NEXT: mov x2, #10
; CHECK-NEXT: mov x7, #8
; CHECK-NEXT: stp x1, x2, [x0, #0]
; CHECK-NEXT: mov x0, #1
; CHECK-NEXT: mov x1, #2
; CHECK-NEXT: mov x2, #3
; CHECK-NEXT: mov x3, #4
; CHECK-NEXT: mov x4, #5
; CHECK-NEXT: mov x5, #6
; CHECK-NEXT: mov x6, #7
; CHECK-NEXT: bl stack_args
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %call = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10)
  ret i64 %call
}

define dso_local double @fp_args(double noundef %a, float noundef %b, i32 noundef %c) {
; CHECK-LABEL: fp_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fcvt d1, s1
; CHECK-NEXT: fadd d0, d0, d1
; CHECK-NEXT: scvtf d1, w0
; CHECK-NEXT: fadd d0, d0, d1
; CHECK-NEXT: ret
entry:
  %conv = fpext float %b to double
  %add = fadd double %a, %conv
  %conv1 = sitofp i32 %c to double
  %add2 = fadd double %add, %conv1
  ret double %add2
}

define dso_local double @fp_stack_args(double noundef %a0, double noundef %a1, double noundef %a2, double noundef %a3, double noundef %a4, double noundef %a5, double noundef %a6, double noundef %a7, double noundef %a8) {
; CHECK-LABEL: fp_stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr d1, [sp, #0]
; CHECK-NEXT: fadd d0, d0, d1
; CHECK-NEXT: ret
entry:
  %add = fadd double %a0, %a8
  ret double %add
}

define dso_local i64 @pair_arg([2 x i64] %p.coerce) {
; CHECK-LABEL: pair_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x1, x0
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x2, x0
; CHECK-NEXT: mov x0, x1
; CHECK-NEXT: mov x1, x2
; CHECK-NEXT: ret
entry:
  %.fca.0.insert = insertvalue [2 x i64] poison, i64 %b, 0
  %.fca.1.insert = insertvalue [2 x i64] %.fca.0.insert, i64 %a, 1
  ret [2 x i64] %.fca.1.insert
}

define dso_local double @dd_arg([2 x double] alignstack(8) %p.coerce) {
; CHECK-LABEL: dd_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: fsub d0, d0, d1
; CHECK-NEXT: ret
entry:
  %p.coerce.fca.0.extract = extractvalue [2 x double] %p.coerce, 0
  %p.coerce.fca.1.extract = extractvalue [2 x double] %p.coerce, 1
  %sub = fsub double %p.coerce.fca.0.extract, %p.coerce.fca.1.extract
  ret double %sub
}

define dso_local i64 @big_arg(ptr noundef %b) {
; CHECK-LABEL: big_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldur x0, [x0, #24]
; CHECK-NEXT: ret
entry:
  %d = getelementptr inbounds %struct.Big, ptr %b, i64 0, i32 3
  %0 = load i64, ptr %d, align 8
  ret i64 %0
}

define dso_local void @sret_ret(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %agg.result, i64 noundef %x) {
; CHECK-LABEL: sret_ret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mov x1, #1
; CHECK-NEXT: stp x0, x1, [x8, #0]
; CHECK-NEXT: mov x0, #2
; CHECK-NEXT: mov x1, #3
; CHECK-NEXT: stp x0, x1, [x8, #16]
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
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #32
; CHECK-NEXT: add x8, sp, #0
; CHECK-NEXT: mov x0, #7
; CHECK-NEXT: bl sret_ret
; CHECK-NEXT: ldur x0, [sp, #24]
; CHECK-NEXT: add sp, sp, #32
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %tmp = alloca %struct.Big, align 8
  call void @sret_ret(ptr nonnull sret(%struct.Big) align 8 %tmp, i64 noundef 7)
  %d = getelementptr inbounds %struct.Big, ptr %tmp, i64 0, i32 3
  %0 = load i64, ptr %d, align 8
  ret i64 %0
}

declare i32 @printf(ptr noundef, ...)

define dso_local i32 @call_varargs(i32 noundef %x, double noundef %d) {
; CHECK-LABEL: call_varargs:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: mov x1, x0
; CHECK-NEXT: adrp x0, .L.str
; CHECK-NEXT: add x0, x0, :lo12:.L.str
; CHECK-NEXT: bl printf
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %call = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %x, double noundef %d)
  ret i32 %call
}

define dso_local i128 @i128_arg(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: i128_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add x0, x2, x0
; CHECK-NEXT: add x1, x3, x1
; CHECK-NEXT: cmp x0, x2
; CHECK-NEXT: csinc x1, x1, x1, hs
; CHECK-NEXT: ret
entry:
  %add = add nsw i128 %b, %a
  ret i128 %add
}
