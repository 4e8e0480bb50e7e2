; Metadata: named, numbered, distinct, strings, specialized debug-info nodes, attachments.
source_filename = "dbg.c"
target triple = "x86_64-unknown-linux-gnu"

@gvar = dso_local global i32 0, align 4, !dbg !20

define dso_local i32 @main(i32 noundef %argc) !dbg !10 {
entry:
  %argc.addr = alloca i32, align 4
  store i32 %argc, ptr %argc.addr, align 4
  call void @llvm.dbg.declare(metadata ptr %argc.addr, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 %argc, metadata !16, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !17
  call void @llvm.dbg.value(metadata !DIArgList(i32 %argc, i32 %argc), metadata !16, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !17
  %0 = load i32, ptr %argc.addr, align 4, !dbg !18, !tbaa !30
  br label %exit, !dbg !18, !llvm.loop !40

exit:
  ret i32 %0, !dbg !19
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}
!empty.named = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 16.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !22, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg.c", directory: "/tmp/x", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"clang version 16.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !{}
!16 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!17 = !DILocation(line: 3, column: 14, scope: !10)
!18 = !DILocation(line: 4, column: 10, scope: !10, inlinedAt: !19)
!19 = !DILocation(line: 4, column: 3, scope: !10)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "gvar", scope: !0, file: !1, line: 1, type: !13, isLocal: false, isDefinition: true)
!22 = !{!20}
!23 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 9, size: 64, elements: !24)
!24 = !{!25}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !23, file: !1, line: 9, baseType: !13, size: 32, offset: 32, flags: DIFlagPublic)
!26 = !DISubrange(count: 10, lowerBound: -1)
!27 = !DIEnumerator(name: "E", value: -5)
!28 = !DILexicalBlock(scope: !10, file: !1, line: 5, column: 1)
!29 = !{!"string with \22quotes\22 and \5C"}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !{null, i32 1, !"x", ptr @gvar, !{i8 3}}
!35 = !DITemplateValueParameter(name: "N", type: !13, value: i32 3)
!40 = distinct !{!40, !41, !42}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.count", i32 4}
