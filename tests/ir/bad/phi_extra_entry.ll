; Invalid: phi with more entries than the block has predecessor edges.
; ERROR: PHI node should have one entry for each predecessor of its parent basic block: it has 3 entries for 2 predecessor edges
define i32 @f(i1 %c) {
entry:
  br label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %entry ]
  ret i32 %p
}
