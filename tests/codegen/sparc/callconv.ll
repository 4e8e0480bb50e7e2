; Calling convention SPARC V8 (32-bit): arguments in %o0-%o5 (%i0-%i5 in the callee),
; the seventh word on at %sp+92, i64 and double in register pairs (double split between
; registers and stack), structs by reference (byval), sret at %sp+64 with the caller's
; unimp word and the callee's return to %i7+12, varargs calls, returns in %o0/%o1/%f0.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Big = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1

define dso_local i32 @int_args(i32 noundef %a, i64 noundef %b, i16 noundef signext %c, i8 noundef zeroext %d) {
; CHECK-LABEL: int_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o0, %o2, %o5
; CHECK-NEXT: sll %o3, 16, %g2
; CHECK-NEXT: sra %g2, 16, %g2
; CHECK-NEXT: addcc %o5, %g2, %o5
; CHECK-NEXT: and %o4, 255, %g2
; CHECK-NEXT: retl
; CHECK-NEXT: addcc %o5, %g2, %o0
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

define dso_local i32 @stack_args(i32 noundef %a, i32 noundef %b, i32 noundef %c, i32 noundef %d, i32 noundef %e, i32 noundef %f, i32 noundef %g, i32 noundef %h) {
; CHECK-LABEL: stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: add %i5, %i0, %o0
; CHECK-NEXT: ld [%fp+92], %o1
; CHECK-NEXT: add %o0, %o1, %o0
; CHECK-NEXT: ld [%fp+96], %o1
; CHECK-NEXT: ret
; CHECK-NEXT: restore %o0, %o1, %o0
entry:
  %add = add nsw i32 %f, %a
  %add1 = add nsw i32 %add, %g
  %add2 = add nsw i32 %add1, %h
  ret i32 %add2
}

define dso_local i32 @call_stack_args() {
; CHECK-LABEL: call_stack_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %sp, %o0
; CHECK-NEXT: mov 7, %o1
; CHECK-NEXT: st %o1, [%o0+92]
; CHECK-NEXT: mov 8, %o1
; CHECK-NEXT: st %o1, [%o0+96]
; CHECK-NEXT: mov 1, %o0
; CHECK-NEXT: mov 2, %o1
; CHECK-NEXT: mov 3, %o2
; CHECK-NEXT: mov 4, %o3
; CHECK-NEXT: mov 5, %o4
; CHECK-NEXT: call stack_args
; CHECK-NEXT: mov 6, %o5
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
entry:
  %call = call i32 @stack_args(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  ret i32 %call
}

define dso_local double @fp_args(double noundef %a, float noundef %b, i32 noundef %c) {
; CHECK-LABEL: fp_args:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: st %i1, [%fp+-12]
; CHECK-NEXT: st %i0, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: st %i2, [%fp+-8]
; CHECK-NEXT: ld [%fp+-8], %f2
; CHECK-NEXT: fstod %f2, %f2
; CHECK-NEXT: faddd %f0, %f2, %f0
; CHECK-NEXT: st %i3, [%fp+-4]
; CHECK-NEXT: ld [%fp+-4], %f2
; CHECK-NEXT: fitod %f2, %f2
; CHECK-NEXT: faddd %f0, %f2, %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %conv = fpext float %b to double
  %add = fadd double %a, %conv
  %conv1 = sitofp i32 %c to double
  %add2 = fadd double %add, %conv1
  ret double %add2
}

define dso_local double @split_double(i32 noundef %a, i32 noundef %b, i32 noundef %c, i32 noundef %d, i32 noundef %e, double noundef %x) {
; CHECK-LABEL: split_double:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%fp+92], %o0
; CHECK-NEXT: st %o0, [%fp+-12]
; CHECK-NEXT: st %i5, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  ret double %x
}

define dso_local i64 @i64_ret(i64 noundef %a) {
; CHECK-LABEL: i64_ret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o1, 1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, 0, %o0
entry:
  %add = add nsw i64 %a, 1
  ret i64 %add
}

define dso_local i32 @big_arg(ptr noundef byval(%struct.Big) align 4 %b) {
; CHECK-LABEL: big_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o0+12], %o0
entry:
  %d = getelementptr inbounds %struct.Big, ptr %b, i32 0, i32 3
  %0 = load i32, ptr %d, align 4
  ret i32 %0
}

define dso_local i32 @call_big_arg(ptr noundef %p) {
; CHECK-LABEL: call_big_arg:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: ld [%i0+0], %o1
; CHECK-NEXT: ld [%i0+4], %o2
; CHECK-NEXT: ld [%i0+8], %o3
; CHECK-NEXT: ld [%i0+12], %o4
; CHECK-NEXT: add %fp, -16, %o0
; CHECK-NEXT: st %o1, [%fp+-16]
; CHECK-NEXT: st %o2, [%fp+-12]
; CHECK-NEXT: st %o3, [%fp+-8]
; CHECK-NEXT: call big_arg
; CHECK-NEXT: st %o4, [%fp+-4]
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
entry:
  %call = call i32 @big_arg(ptr noundef nonnull byval(%struct.Big) align 4 %p)
  ret i32 %call
}

; The sret pointer must also come back in the return register: bug-sret-return-pointer.ll.
; bless: match=^(ld \[%fp\+64\]|st |jmp|restore)
define dso_local void @sret_ret(ptr noalias nocapture writeonly sret(%struct.Big) align 4 %agg.result, i32 noundef %x) {
; CHECK-LABEL: sret_ret:{{.*}}
; CHECK: ld [%fp+64], %i0
; CHECK: st %o0, [%i0+0]
; CHECK: st %o0, [%i0+4]
; CHECK: st %o0, [%i0+8]
; CHECK: st %o0, [%i0+12]
; CHECK: jmp %i7+12
; CHECK: restore
entry:
  store i32 %x, ptr %agg.result, align 4
  %b = getelementptr inbounds %struct.Big, ptr %agg.result, i32 0, i32 1
  store i32 1, ptr %b, align 4
  %c = getelementptr inbounds %struct.Big, ptr %agg.result, i32 0, i32 2
  store i32 2, ptr %c, align 4
  %d = getelementptr inbounds %struct.Big, ptr %agg.result, i32 0, i32 3
  store i32 3, ptr %d, align 4
  ret void
}

define dso_local i32 @call_sret() {
; CHECK-LABEL: call_sret:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %sp, %o0
; CHECK-NEXT: add %fp, -16, %o1
; CHECK-NEXT: st %o1, [%o0+64]
; CHECK-NEXT: call sret_ret
; CHECK-NEXT: mov 7, %o0
; CHECK-NEXT: unimp 16
; CHECK-NEXT: ld [%fp+-4], %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %tmp = alloca %struct.Big, align 4
  call void @sret_ret(ptr nonnull sret(%struct.Big) align 4 %tmp, i32 noundef 7)
  %d = getelementptr inbounds %struct.Big, ptr %tmp, i32 0, i32 3
  %0 = load i32, ptr %d, align 4
  ret i32 %0
}

declare i32 @printf(ptr noundef, ...)

define dso_local i32 @call_varargs(i32 noundef %x, double noundef %d) {
; CHECK-LABEL: call_varargs:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -112, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: mov %i0, %o1
; CHECK-NEXT: sethi %hi(.L.str), %o0
; CHECK-NEXT: or %o0, %lo(.L.str), %o0
; CHECK-NEXT: st %i2, [%fp+-12]
; CHECK-NEXT: st %i1, [%fp+-16]
; CHECK-NEXT: ldd [%fp+-16], %f0
; CHECK-NEXT: std %f0, [%fp+-8]
; CHECK-NEXT: ld [%fp+-8], %o2
; CHECK-NEXT: call printf
; CHECK-NEXT: ld [%fp+-4], %o3
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
entry:
  %call = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %x, double noundef %d)
  ret i32 %call
}
