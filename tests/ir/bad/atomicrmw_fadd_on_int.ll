; Invalid: atomicrmw fadd works on floating point.
; ERROR: atomicrmw fadd operand must be a floating point type
define i32 @f(ptr %p) {
entry:
  %v = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret i32 %v
}
