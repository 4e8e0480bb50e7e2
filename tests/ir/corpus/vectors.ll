; Fixed and scalable vectors through arithmetic, casts, memory and element operations.
target triple = "aarch64-unknown-linux-gnu"

@vg = global <4 x i32> <i32 0, i32 1, i32 2, i32 3>
@vp = global <2 x ptr> <ptr @vg, ptr null>
@vh = global <8 x half> zeroinitializer
@vi1 = global <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>

declare <vscale x 4 x i32> @llvm.vector.reverse.nxv4i32(<vscale x 4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define <4 x float> @fixed(<4 x i32> %a, <4 x float> %f, <2 x ptr> %ps, ptr %p) {
  %add = add nsw <4 x i32> %a, <i32 1, i32 1, i32 1, i32 1>
  %shl = shl <4 x i32> %add, zeroinitializer
  %cmp = icmp ult <4 x i32> %add, %a
  %fc = fcmp fast ogt <4 x float> %f, zeroinitializer
  %sel = select <4 x i1> %cmp, <4 x float> %f, <4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>
  %sitofp = sitofp <4 x i32> %add to <4 x float>
  %bc = bitcast <4 x i32> %add to <2 x i64>
  %bc2 = bitcast <4 x i32> %add to i128
  %trunc = trunc <4 x i32> %add to <4 x i8>
  %ptrs = getelementptr i8, <2 x ptr> %ps, <2 x i64> <i64 1, i64 2>
  %p2i = ptrtoint <2 x ptr> %ptrs to <2 x i64>
  %i2p = inttoptr <2 x i64> %p2i to <2 x ptr>
  %e0 = extractelement <4 x float> %sel, i32 0
  %e1 = extractelement <4 x float> %sel, i64 3
  %ins = insertelement <4 x float> %sel, float %e0, i32 1
  %sh = shufflevector <4 x float> %ins, <4 x float> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %sh8 = shufflevector <4 x i32> %a, <4 x i32> %add, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  %red = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %add)
  %ld = load <4 x i32>, ptr %p, align 16
  store <4 x float> %sh, ptr %p, align 16
  %fneg = fneg <4 x float> %sh
  %fr = freeze <4 x float> %fneg
  %bool = load <8 x i1>, ptr @vi1, align 1
  ret <4 x float> %fr
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, <vscale x 4 x i1> %m, ptr %p) {
  %s = add <vscale x 4 x i32> %a, %a
  %sel = select <vscale x 4 x i1> %m, <vscale x 4 x i32> %s, <vscale x 4 x i32> zeroinitializer
  %ins = insertelement <vscale x 4 x i32> poison, i32 7, i64 0
  %splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %ld = load <vscale x 4 x i32>, ptr %p, align 16
  store <vscale x 4 x i32> %splat, ptr %p, align 16
  %gep = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  %rev = call <vscale x 4 x i32> @llvm.vector.reverse.nxv4i32(<vscale x 4 x i32> %sel)
  %e = extractelement <vscale x 4 x i32> %rev, i32 0
  %z = zext <vscale x 4 x i32> %rev to <vscale x 4 x i64>
  ret <vscale x 4 x i32> %rev
}
