; Invalid: llvm.* functions are intrinsics and cannot have bodies.
; ERROR: function @llvm.pyllc.test: llvm intrinsics cannot be defined
define void @llvm.pyllc.test() {
entry:
  ret void
}
