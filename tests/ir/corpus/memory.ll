; Memory instructions: alloca, load/store (volatile, atomic), fence, cmpxchg, atomicrmw, gep.
%struct.T = type { i32, [4 x i16], { i8, ptr } }

@gv = global [10 x i32] zeroinitializer

define void @allocas(i32 %n) {
  %a1 = alloca i32
  %a2 = alloca i32, align 4
  %a3 = alloca i32, i32 4
  %a4 = alloca i8, i32 %n, align 16
  %a5 = alloca [4 x i64], i64 2, align 8
  %a6 = alloca i32, addrspace(5)
  %a7 = alloca i32, align 4, addrspace(5)
  %a8 = alloca inalloca i32
  %a9 = alloca swifterror ptr
  %a10 = alloca %struct.T, align 8, !annotation !0
  ret void
}

define i32 @loads(ptr %p) {
  %1 = load i32, ptr %p
  %2 = load i32, ptr %p, align 4
  %3 = load volatile i32, ptr %p, align 4
  %4 = load atomic i32, ptr %p unordered, align 4
  %5 = load atomic volatile i32, ptr %p seq_cst, align 4
  %6 = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  %7 = load atomic i64, ptr %p syncscope("agent") monotonic, align 8
  %8 = load ptr, ptr %p, align 8, !nonnull !1, !noundef !1
  %9 = load i32, ptr %p, align 4, !range !2, !tbaa !3
  %10 = load <4 x float>, ptr %p, align 16, !invariant.load !1
  store i32 %1, ptr %p
  store i32 %1, ptr %p, align 4
  store volatile i32 %1, ptr %p, align 4
  store atomic i32 %1, ptr %p unordered, align 4
  store atomic volatile i32 %1, ptr %p release, align 4
  store atomic i32 %1, ptr %p syncscope("singlethread") seq_cst, align 4
  store i32 %1, ptr %p, align 4, !nontemporal !4
  ret i32 %2
}

define void @atomics(ptr %p, i32 %v, float %f) {
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %c1 = cmpxchg ptr %p, i32 0, i32 %v seq_cst seq_cst
  %c2 = cmpxchg weak ptr %p, i32 0, i32 %v acq_rel monotonic
  %c3 = cmpxchg volatile ptr %p, i32 0, i32 %v syncscope("singlethread") release monotonic, align 4
  %c4 = cmpxchg weak volatile ptr %p, i32 0, i32 %v acquire acquire, align 8
  %ok = extractvalue { i32, i1 } %c1, 1
  %r1 = atomicrmw xchg ptr %p, i32 %v seq_cst
  %r2 = atomicrmw add ptr %p, i32 %v monotonic
  %r3 = atomicrmw sub ptr %p, i32 %v acquire
  %r4 = atomicrmw and ptr %p, i32 %v release
  %r5 = atomicrmw nand ptr %p, i32 %v acq_rel
  %r6 = atomicrmw or ptr %p, i32 %v seq_cst
  %r7 = atomicrmw xor ptr %p, i32 %v seq_cst
  %r8 = atomicrmw max ptr %p, i32 %v seq_cst
  %r9 = atomicrmw min ptr %p, i32 %v seq_cst
  %r10 = atomicrmw umax ptr %p, i32 %v seq_cst
  %r11 = atomicrmw umin ptr %p, i32 %v seq_cst
  %r12 = atomicrmw fadd ptr %p, float %f seq_cst
  %r13 = atomicrmw fsub ptr %p, float %f seq_cst
  %r14 = atomicrmw fmax ptr %p, float %f seq_cst
  %r15 = atomicrmw fmin ptr %p, float %f seq_cst
  %r16 = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst
  %r17 = atomicrmw udec_wrap ptr %p, i32 %v seq_cst
  %r18 = atomicrmw volatile xchg ptr %p, ptr null syncscope("agent") monotonic, align 8
  %r19 = atomicrmw xchg ptr %p, float %f seq_cst, align 4
  ret void
}

define ptr @geps(ptr %p, i64 %i, <2 x i64> %vi, <2 x ptr> %vp) {
  %g1 = getelementptr i32, ptr %p, i64 %i
  %g2 = getelementptr inbounds %struct.T, ptr %p, i64 0, i32 1, i64 2
  %g3 = getelementptr inbounds %struct.T, ptr %p, i32 1, i32 2, i32 1
  %g4 = getelementptr [10 x i32], ptr @gv, i64 0, i64 %i
  %g5 = getelementptr i8, ptr %p
  %g6 = getelementptr i32, ptr %p, <2 x i64> %vi
  %g7 = getelementptr i32, <2 x ptr> %vp, i64 1
  %g8 = getelementptr <4 x i32>, ptr %p, i64 1, i64 3
  ret ptr %g2
}

!0 = !{!"note"}
!1 = !{}
!2 = !{i32 0, i32 10}
!3 = !{!5, !5, i64 0}
!4 = !{i32 1}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
