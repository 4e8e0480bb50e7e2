; Calling convention SysV x86-64: integer and SSE arguments in registers, arguments on the
; stack, small structs split into eightbytes, big structs byval, sret, varargs calls (%al),
; return values in rax/rdx/xmm0.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i64, i64 }
%struct.Big = type { i64, i64, i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1

define dso_local i32 @int_args(i32 noundef %a, i64 noundef %b, i16 noundef signext %c, i8 noundef zeroext %d) {
; CHECK-LABEL: int_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movslq %edi, %rax
; CHECK-NEXT: leaq 0(%rax,%rsi,1), %rax
; CHECK-NEXT: movswl %dx, %edx
; CHECK-NEXT: movslq %edx, %rdx
; CHECK-NEXT: leaq 0(%rax,%rdx,1), %rax
; CHECK-NEXT: movzbl %cl, %ecx
; CHECK-NEXT: leaq 0(%rax,%rcx,1), %rax
; CHECK-NEXT: retq
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

define dso_local i64 @stack_args(i64 noundef %a, i64 noundef %b, i64 noundef %c, i64 noundef %d, i64 noundef %e, i64 noundef %f, i64 noundef %g, i64 noundef %h) {
; CHECK-LABEL: stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 0(%r9,%rdi,1), %rax
; CHECK-NEXT: addq 8(%rsp), %rax
; CHECK-NEXT: addq 16(%rsp), %rax
; CHECK-NEXT: retq
entry:
  %add = add nsw i64 %f, %a
  %add1 = add nsw i64 %add, %g
  %add2 = add nsw i64 %add1, %h
  ret i64 %add2
}

define dso_local i64 @call_stack_args() {
; CHECK-LABEL: call_stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 32
; CHECK-NEXT: movq %rsp, %rax
; CHECK-NEXT: movq $7, 0(%rax)
; CHECK-NEXT: movq $8, 8(%rax)
; CHECK-NEXT: movl $1, %edi
; CHECK-NEXT: movl $2, %esi
; CHECK-NEXT: movl $3, %edx
; CHECK-NEXT: movl $4, %ecx
; CHECK-NEXT: movl $5, %r8d
; CHECK-NEXT: movl $6, %r9d
; CHECK-NEXT: callq stack_args
; CHECK-NEXT: addq $24, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
entry:
  %call = call i64 @stack_args(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  ret i64 %call
}

define dso_local double @fp_args(double noundef %a, float noundef %b, i32 noundef %c) {
; CHECK-LABEL: fp_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cvtss2sd %xmm1, %xmm1
; CHECK-NEXT: addsd %xmm1, %xmm0
; CHECK-NEXT: cvtsi2sdl %edi, %xmm1
; CHECK-NEXT: addsd %xmm1, %xmm0
; CHECK-NEXT: retq
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
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addsd 8(%rsp), %xmm0
; CHECK-NEXT: retq
entry:
  %add = fadd double %a0, %a8
  ret double %add
}

define dso_local i64 @pair_arg(i64 %p.coerce0, i64 %p.coerce1) {
; CHECK-LABEL: pair_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 0(%rsi,%rdi,1), %rax
; CHECK-NEXT: retq
entry:
  %add = add nsw i64 %p.coerce1, %p.coerce0
  ret i64 %add
}

define dso_local { i64, i64 } @pair_ret(i64 noundef %a, i64 noundef %b) {
; CHECK-LABEL: pair_ret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rdi, %rdx
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: retq
entry:
  %.fca.0.insert = insertvalue { i64, i64 } poison, i64 %b, 0
  %.fca.1.insert = insertvalue { i64, i64 } %.fca.0.insert, i64 %a, 1
  ret { i64, i64 } %.fca.1.insert
}

define dso_local double @dd_arg(double %p.coerce0, double %p.coerce1) {
; CHECK-LABEL: dd_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subsd %xmm1, %xmm0
; CHECK-NEXT: retq
entry:
  %sub = fsub double %p.coerce0, %p.coerce1
  ret double %sub
}

define dso_local i64 @big_arg(ptr noundef byval(%struct.Big) align 8 %b) {
; CHECK-LABEL: big_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq 32(%rsp), %rax
; CHECK-NEXT: retq
entry:
  %d = getelementptr inbounds %struct.Big, ptr %b, i64 0, i32 3
  %0 = load i64, ptr %d, align 8
  ret i64 %0
}

define dso_local i64 @call_big_arg(ptr noundef %p) {
; CHECK-LABEL: call_big_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: movq %rsp, %rax
; CHECK-NEXT: movq 0(%rdi), %rcx
; CHECK-NEXT: movq 8(%rdi), %rdx
; CHECK-NEXT: movq 16(%rdi), %rsi
; CHECK-NEXT: movq 24(%rdi), %rdi
; CHECK-NEXT: movq %rcx, 0(%rax)
; CHECK-NEXT: movq %rdx, 8(%rax)
; CHECK-NEXT: movq %rsi, 16(%rax)
; CHECK-NEXT: movq %rdi, 24(%rax)
; CHECK-NEXT: callq big_arg
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
entry:
  %call = call i64 @big_arg(ptr noundef nonnull byval(%struct.Big) align 8 %p)
  ret i64 %call
}

; The sret pointer must also come back in the return register: bug-sret-return-pointer.ll.
; bless: match=^(movq .*\(%rdi\)|retq)
define dso_local void @sret_ret(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %agg.result, i64 noundef %x) {
; CHECK-LABEL: sret_ret:{{.*}}
; CHECK: retq
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
; CHECK-NEXT: subq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 48
; CHECK-NEXT: leaq 0(%rsp), %rdi
; CHECK-NEXT: movl $7, %esi
; CHECK-NEXT: callq sret_ret
; CHECK-NEXT: movq 24(%rsp), %rax
; CHECK-NEXT: addq $40, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
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
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: subq $8, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: movq %rdi, %rsi
; CHECK-NEXT: movl $.L.str, %edi
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: callq printf
; CHECK-NEXT: addq $8, %rsp
; CHECK-NEXT: .cfi_def_cfa_offset 8
; CHECK-NEXT: retq
entry:
  %call = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %x, double noundef %d)
  ret i32 %call
}

define dso_local i128 @i128_arg(i128 noundef %a, i128 noundef %b) {
; CHECK-LABEL: i128_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: leaq 0(%rdx,%rdi,1), %rax
; CHECK-NEXT: addq %rsi, %rcx
; CHECK-NEXT: cmpq %rdx, %rax
; CHECK-NEXT: setb %dl
; CHECK-NEXT: movzbl %dl, %edx
; CHECK-NEXT: movl %edx, %edx
; CHECK-NEXT: leaq 0(%rcx,%rdx,1), %rdx
; CHECK-NEXT: retq
entry:
  %add = add nsw i128 %b, %a
  ret i128 %add
}
