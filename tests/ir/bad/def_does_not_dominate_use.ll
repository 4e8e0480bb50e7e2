; Invalid: a value defined on one side of a diamond is used after the join.
; ERROR: instruction does not dominate all uses: %x is defined in block %then, which does not dominate this block
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %join
then:
  %x = mul i32 %a, 3
  br label %join
join:
  ret i32 %x
}
