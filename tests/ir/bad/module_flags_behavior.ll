; Invalid: a module flag's behaviour is 1 (Error) to 8 (Min).
; ERROR: invalid behavior operand in module flag (unexpected constant 9)
!llvm.module.flags = !{!0}
!0 = !{i32 9, !"wchar_size", i32 4}
