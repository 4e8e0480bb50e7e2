; Invalid: a phi operand must dominate the end of its incoming block.
; ERROR: instruction does not dominate all uses: %y does not dominate the end of incoming block %a
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  %y = add i32 1, 2
  br label %join
join:
  %p = phi i32 [ %y, %a ], [ %y, %b ]
  ret i32 %p
}
