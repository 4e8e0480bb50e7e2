; Invalid: a call to an intrinsic uses the intrinsic's own function type.
; ERROR: intrinsic called with incompatible signature: 'void (ptr, i32)', but @llvm.va_start has type 'void (ptr)'
declare void @llvm.va_start(ptr)

define void @f(ptr %p) {
entry:
  call void (ptr, i32) @llvm.va_start(ptr %p, i32 1)
  ret void
}
