; Directives the parser reads and drops (uselistorder, summaries) and numbered types.
%0 = type { i32, i8 }
%1 = type { %0, ptr }
%named = type { %1 }

@g = global %1 zeroinitializer
@h = global i32 0

define i32 @uses(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %a, 2
  %z = mul i32 %x, %y
  %v = load i32, ptr @h, align 4
  %w = load i32, ptr @h, align 4
  ret i32 %z

  uselistorder i32 %a, { 1, 0 }
}

uselistorder ptr @h, { 1, 0 }

^0 = module: (path: "misc.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "h", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 0, writeonly: 0, constant: 0))))
^2 = flags: 8
^3 = blockcount: 0
