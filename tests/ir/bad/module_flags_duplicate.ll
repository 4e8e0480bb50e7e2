; Invalid: module flag identifiers are unique unless their behaviour is Require (3).
; ERROR: module flag identifiers must be unique (or of 'require' type): !"wchar_size"
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"wchar_size", i32 2}
