; Invalid: atomic accesses are power-of-two bytes.
; ERROR: atomic load type 'i7' must be a power-of-two byte size
define i7 @f(ptr %p) {
entry:
  %v = load atomic i7, ptr %p seq_cst, align 1
  ret i7 %v
}
