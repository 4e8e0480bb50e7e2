; Invalid: cannot allocate an opaque struct.
; ERROR: cannot allocate unsized type '%T'
%T = type opaque

define void @f() {
entry:
  %a = alloca %T
  ret void
}
