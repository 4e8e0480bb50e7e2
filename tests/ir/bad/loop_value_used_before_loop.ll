; Invalid: a value defined in a loop body does not dominate the loop header.
; ERROR: instruction does not dominate all uses: %v is defined in block %body, which does not dominate this block
define i32 @f(i32 %n) {
entry:
  br label %head
head:
  %t = add i32 %v, 1
  %c = icmp slt i32 %t, %n
  br i1 %c, label %body, label %exit
body:
  %v = add i32 %t, 2
  br label %head
exit:
  ret i32 %t
}
