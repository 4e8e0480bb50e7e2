; Invalid: a declaration has external or extern_weak linkage.
; ERROR: invalid linkage for function declaration
declare internal void @g()
