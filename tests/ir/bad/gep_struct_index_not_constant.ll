; Invalid: struct GEP indices are constant i32.
; ERROR: invalid getelementptr indices
define ptr @f(ptr %p, i32 %i) {
entry:
  %y = getelementptr { i32, i64 }, ptr %p, i32 0, i32 %i
  ret ptr %y
}
