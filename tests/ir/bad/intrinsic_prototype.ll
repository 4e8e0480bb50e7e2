; Invalid: a called intrinsic must have LLVM's shape (here the length must be an integer).
; ERROR: intrinsic @llvm.memcpy.p0.p0.i64 has type 'void (ptr, ptr, float, i1)', but LLVM defines it as 'void (ptr, ptr, iN, i1)'
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, float, i1)

define void @f(ptr %d, ptr %s) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, float 1.0, i1 false)
  ret void
}
