; A dense switch (a jump table) whose destinations include the phi block itself, twice
; (edges straight from the switch block carry phi values) and blocks reached through
; the table; main calls it for every case, a hole and both sides of the range.
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
define i32 @f(i32 %x, i32 %y) {
entry:
  %m = mul i32 %y, 3
  switch i32 %x, label %d [ i32 0, label %merge
                            i32 1, label %a
                            i32 2, label %b
                            i32 3, label %merge
                            i32 4, label %c ]
a:
  br label %merge
b:
  %t = add i32 %m, 5
  br label %merge
c:
  br label %merge
d:
  br label %merge
merge:
  %r = phi i32 [ %m, %entry ], [ %m, %entry ], [ 100, %a ], [ %t, %b ], [ 7, %c ], [ -1, %d ]
  %s = phi i32 [ 1, %entry ], [ 1, %entry ], [ 2, %a ], [ 3, %b ], [ 4, %c ], [ 5, %d ]
  %z = mul i32 %r, %s
  ret i32 %z
}
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ -1, %entry ], [ %i1, %loop ]
  %v = call i32 @f(i32 %i, i32 %i)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 7
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0
}
