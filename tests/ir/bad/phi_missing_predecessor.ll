; Invalid: one entry per predecessor edge.
; ERROR: PHI node should have one entry for each predecessor of its parent basic block: it has 1 entry for 2 predecessor edges
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ]
  ret i32 %p
}
