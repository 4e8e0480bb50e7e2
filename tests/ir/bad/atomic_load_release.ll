; Invalid: loads cannot release.
; ERROR: atomic load cannot use Release ordering
define i32 @f(ptr %p) {
entry:
  %v = load atomic i32, ptr %p release, align 4
  ret i32 %v
}
