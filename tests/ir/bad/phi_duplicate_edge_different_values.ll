; Invalid: two edges from one block must carry the same value.
; ERROR: PHI node has multiple entries for the same basic block %entry with different incoming values
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %b, label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %entry ]
  ret i32 %p
}
