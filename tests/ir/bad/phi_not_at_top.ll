; Invalid: phi nodes must be grouped at the top of their block.
; ERROR: PHI nodes not grouped at top of basic block
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret i32 %p
}
