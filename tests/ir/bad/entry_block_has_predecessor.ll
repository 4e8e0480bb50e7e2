; Invalid: nothing may branch to the entry block.
; ERROR: entry block %entry must not have predecessors
define void @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %entry, label %done
done:
  ret void
}
