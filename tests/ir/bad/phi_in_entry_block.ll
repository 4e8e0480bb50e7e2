; Invalid: the entry block has no predecessors, so no phis.
; ERROR: entry block cannot contain PHI nodes
define i32 @f() {
entry:
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}
