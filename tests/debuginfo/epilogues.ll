; Two returns after calls: the first epilogue is followed by code, so its CFI is
; bracketed by .cfi_remember_state / .cfi_restore_state (tests/debuginfo).
declare i32 @g(i32)

define i32 @f(i32 %x) !dbg !5 {
entry:
  %c = icmp sgt i32 %x, 10, !dbg !9
  br i1 %c, label %a, label %b, !dbg !9
a:
  %r = call i32 @g(i32 %x), !dbg !10
  %r2 = call i32 @g(i32 %r), !dbg !10
  ret i32 %r2, !dbg !10
b:
  %s = call i32 @g(i32 0), !dbg !11
  %t = add i32 %s, %x, !dbg !11
  ret i32 %t, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", emissionKind: FullDebug)
!1 = !DIFile(filename: "two.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, scopeLine: 3, unit: !0)
!9 = !DILocation(line: 4, column: 7, scope: !5)
!10 = !DILocation(line: 5, column: 5, scope: !5)
!11 = !DILocation(line: 6, column: 3, scope: !5)
