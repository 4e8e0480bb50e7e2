; Invalid: a definition cannot be extern_weak.
; ERROR: function @f: a function definition cannot have extern_weak linkage
define extern_weak void @f() {
entry:
  ret void
}
