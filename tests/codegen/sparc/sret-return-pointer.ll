; A SPARC V8 function returning a struct through the hidden pointer at %fp+64 must
; also return that address in %o0 (%i0 before its restore), as llc-16 does
; (jmp %o7+12 / mov %o1, %o0) and as GCC-compiled callers expect. (pyllc once returned
; with jmp %i7+12 leaving %i0 holding the first argument.)
; Hand-written checks (not blessed): they state the correct code.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Big = type { i32, i32, i32, i32 }

define dso_local void @sret_ret(ptr noalias nocapture writeonly sret(%struct.Big) align 4 %agg.result, i32 noundef %x) {
; CHECK-LABEL: sret_ret:{{.*}}
; (The greedy allocator loads the pointer straight into %i0 and moves %x out of it.)
; CHECK: mov %i0, [[X:%[lo][0-7]]]
; CHECK-NEXT: ld [%fp+64], %i0
; CHECK-NEXT: st [[X]], [%i0+0]
; CHECK-NOT: {{.*}}, %i0
; CHECK: jmp %i7+12
; CHECK-NEXT: restore
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
