; Names: quoted names with escapes, numbered values, unnamed blocks, numbering rules.
@"\01_mangled" = global i32 0
@"with space" = global i32 1
@"quote\22in" = global i32 2
@0 = private global i32 3
@1 = private global ptr @0
@.dot.name = global i32 4
@$dollar = global i32 5
@-dash = global i32 6
@"9digit" = global i32 7

define i32 @"func name"(i32 %0, i32 %"arg with space", i32 %1) {
  %3 = add i32 %0, %"arg with space"
  %"quoted \5C value" = add i32 %3, %1
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ %6, %4 ]
  %6 = add i32 %5, 1
  %7 = icmp ult i32 %6, 10
  br i1 %7, label %4, label %"exit block"

"exit block":
  ret i32 %"quoted \5C value"
}

define void @unnamed_blocks(i1 %c) {
  br i1 %c, label %1, label %2
  br label %2
  ret void
}

define i32 @forward_refs(i32 %a) {
entry:
  br label %def
use:
  %x = add i32 %later, 1
  ret i32 %x
def:
  %later = add i32 %a, 2
  br label %use
}
