; Invalid: cmpxchg works on integers and pointers.
; ERROR: cmpxchg operand must have integer or pointer type, not 'float'
define void @f(ptr %p, float %a, float %b) {
entry:
  %v = cmpxchg ptr %p, float %a, float %b seq_cst seq_cst
  ret void
}
