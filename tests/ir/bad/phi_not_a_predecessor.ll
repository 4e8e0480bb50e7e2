; Invalid: phi names a block that does not branch to it.
; ERROR: PHI node entries do not match predecessors: %b is not a predecessor of this block (or has more entries than edges)
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %b ]
  ret i32 %p
}
