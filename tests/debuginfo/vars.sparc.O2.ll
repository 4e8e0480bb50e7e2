; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.inspect.squares = private unnamed_addr constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 4
@sink = internal global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read)
define dso_local i32 @inspect(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !32 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !44, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %1, metadata !45, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.declare(metadata ptr @__const.inspect.squares, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 3, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !73
  call void @llvm.dbg.value(metadata i32 4, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !73
  call void @llvm.dbg.value(metadata ptr poison, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !73
  call void @llvm.dbg.value(metadata i32 5, metadata !61, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !62, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 7, metadata !65, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i8 63, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !73
  call void @llvm.dbg.value(metadata i24 -8388608, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !75
  %3 = icmp sgt i32 %1, 0, !dbg !76
  br i1 %3, label %4, label %8, !dbg !77

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 4, !tbaa !78
  br label %12, !dbg !77

6:                                                ; preds = %12
  %7 = add nsw i32 %19, 30, !dbg !84
  br label %8, !dbg !84

8:                                                ; preds = %6, %2
  %9 = phi i32 [ 30, %2 ], [ %7, %6 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !46, metadata !DIExpression()), !dbg !73
  store volatile i32 %9, ptr @sink, align 4, !dbg !85, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %9, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %9, metadata !98, metadata !DIExpression()), !dbg !102
  %10 = shl i32 %9, 2, !dbg !104
  %11 = add nsw i32 %10, 63, !dbg !105
  ret i32 %11, !dbg !106

12:                                               ; preds = %4, %12
  %13 = phi i32 [ 0, %4 ], [ %19, %12 ]
  %14 = phi i32 [ 0, %4 ], [ %20, %12 ]
  call void @llvm.dbg.value(metadata i32 %13, metadata !46, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %14, metadata !68, metadata !DIExpression()), !dbg !75
  %15 = and i32 %14, 3, !dbg !107
  %16 = getelementptr inbounds [4 x i32], ptr @__const.inspect.squares, i32 0, i32 %15, !dbg !108
  %17 = load i32, ptr %16, align 4, !dbg !108, !tbaa !86
  call void @llvm.dbg.value(metadata i32 poison, metadata !70, metadata !DIExpression()), !dbg !109
  %18 = add i32 %17, %13, !dbg !110
  %19 = add i32 %18, %5, !dbg !111
  call void @llvm.dbg.value(metadata i32 %19, metadata !46, metadata !DIExpression()), !dbg !73
  %20 = add nuw nsw i32 %14, 1, !dbg !112
  call void @llvm.dbg.value(metadata i32 %20, metadata !68, metadata !DIExpression()), !dbg !75
  %21 = icmp eq i32 %20, %1, !dbg !76
  br i1 %21, label %6, label %12, !dbg !77, !llvm.loop !113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind memory(readwrite, argmem: none)
define dso_local i32 @main() local_unnamed_addr #2 !dbg !116 {
  call void @llvm.dbg.value(metadata i32 1, metadata !119, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !121
  call void @llvm.dbg.value(metadata ptr undef, metadata !44, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 3, metadata !45, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.declare(metadata ptr @__const.inspect.squares, metadata !47, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 3, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !122
  call void @llvm.dbg.value(metadata i32 4, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !122
  call void @llvm.dbg.value(metadata ptr poison, metadata !51, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !122
  call void @llvm.dbg.value(metadata i32 5, metadata !61, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !62, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 7, metadata !65, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i8 63, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !122
  call void @llvm.dbg.value(metadata i24 -8388608, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !122
  call void @llvm.dbg.value(metadata i32 poison, metadata !46, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 47, metadata !46, metadata !DIExpression()), !dbg !122
  store volatile i32 47, ptr @sink, align 4, !dbg !125, !tbaa !86
  call void @llvm.dbg.value(metadata i32 251, metadata !120, metadata !DIExpression()), !dbg !121
  ret i32 251, !dbg !126
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind memory(readwrite, argmem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 18, type: !25, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vars.c", directory: "/work/wt/dwarf/tests/debuginfo", checksumkind: CSK_MD5, checksum: "58fd338eea77b40f551b40ebc137c4f6")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 16, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "RED", value: 0)
!9 = !DIEnumerator(name: "GREEN", value: 5)
!10 = !DIEnumerator(name: "BLUE", value: 6)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !20, !0}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 40, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 56, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 7)
!25 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!32 = distinct !DISubprogram(name: "inspect", scope: !3, file: !3, line: 26, type: !33, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!33 = !DISubroutineType(types: !34)
!34 = !{!12, !35, !12}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 4, size: 96, elements: !37)
!37 = !{!38, !39, !40}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !36, file: !3, line: 5, baseType: !12, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !36, file: !3, line: 6, baseType: !12, size: 32, offset: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !36, file: !3, line: 7, baseType: !41, size: 32, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!43 = !{!44, !45, !46, !47, !51, !52, !61, !62, !65, !68, !70}
!44 = !DILocalVariable(name: "p", arg: 1, scope: !32, file: !3, line: 26, type: !35)
!45 = !DILocalVariable(name: "n", arg: 2, scope: !32, file: !3, line: 26, type: !12)
!46 = !DILocalVariable(name: "total", scope: !32, file: !3, line: 27, type: !12)
!47 = !DILocalVariable(name: "squares", scope: !32, file: !3, line: 28, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DILocalVariable(name: "local", scope: !32, file: !3, line: 29, type: !36)
!52 = !DILocalVariable(name: "w", scope: !32, file: !3, line: 30, type: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !3, line: 10, size: 32, elements: !54)
!54 = !{!55, !56, !58}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !53, file: !3, line: 11, baseType: !6, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !53, file: !3, line: 12, baseType: !57, size: 32)
!57 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !53, file: !3, line: 13, baseType: !59, size: 32)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 32, elements: !49)
!60 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!61 = !DILocalVariable(name: "c", scope: !32, file: !3, line: 31, type: !5)
!62 = !DILocalVariable(name: "ratio", scope: !32, file: !3, line: 32, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DILocalVariable(name: "count", scope: !32, file: !3, line: 33, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "counter_t", file: !3, line: 2, baseType: !67)
!67 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 35, type: !12)
!69 = distinct !DILexicalBlock(scope: !32, file: !3, line: 35, column: 3)
!70 = !DILocalVariable(name: "step", scope: !71, file: !3, line: 36, type: !12)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 35, column: 31)
!72 = distinct !DILexicalBlock(scope: !69, file: !3, line: 35, column: 3)
!73 = !DILocation(line: 0, scope: !32)
!74 = !DILocation(line: 28, column: 7, scope: !32)
!75 = !DILocation(line: 0, scope: !69)
!76 = !DILocation(line: 35, column: 21, scope: !72)
!77 = !DILocation(line: 35, column: 3, scope: !69)
!78 = !{!79, !80, i64 0}
!79 = !{!"point", !80, i64 0, !80, i64 4, !83, i64 8}
!80 = !{!"int", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !{!"any pointer", !81, i64 0}
!84 = !DILocation(line: 39, column: 9, scope: !32)
!85 = !DILocation(line: 40, column: 8, scope: !32)
!86 = !{!80, !80, i64 0}
!87 = !DILocalVariable(name: "v", arg: 1, scope: !88, file: !3, line: 20, type: !12)
!88 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 20, type: !89, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!89 = !DISubroutineType(types: !90)
!90 = !{!12, !12, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32)
!92 = !DISubroutineType(types: !93)
!93 = !{!12, !12}
!94 = !{!87, !95}
!95 = !DILocalVariable(name: "op", arg: 2, scope: !88, file: !3, line: 20, type: !91)
!96 = !DILocation(line: 0, scope: !88, inlinedAt: !97)
!97 = distinct !DILocation(line: 41, column: 10, scope: !32)
!98 = !DILocalVariable(name: "v", arg: 1, scope: !99, file: !3, line: 24, type: !12)
!99 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 24, type: !100, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!100 = !DISubroutineType(cc: DW_CC_nocall, types: !93)
!101 = !{!98}
!102 = !DILocation(line: 0, scope: !99, inlinedAt: !103)
!103 = distinct !DILocation(line: 21, column: 10, scope: !88, inlinedAt: !97)
!104 = !DILocation(line: 24, column: 36, scope: !99, inlinedAt: !103)
!105 = !DILocation(line: 41, column: 30, scope: !32)
!106 = !DILocation(line: 41, column: 3, scope: !32)
!107 = !DILocation(line: 36, column: 26, scope: !71)
!108 = !DILocation(line: 36, column: 16, scope: !71)
!109 = !DILocation(line: 0, scope: !71)
!110 = !DILocation(line: 36, column: 31, scope: !71)
!111 = !DILocation(line: 37, column: 11, scope: !71)
!112 = !DILocation(line: 35, column: 27, scope: !72)
!113 = distinct !{!113, !77, !114, !115}
!114 = !DILocation(line: 38, column: 3, scope: !69)
!115 = !{!"llvm.loop.mustprogress"}
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !117, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!117 = !DISubroutineType(types: !11)
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "origin", scope: !116, file: !3, line: 45, type: !36)
!120 = !DILocalVariable(name: "r", scope: !116, file: !3, line: 46, type: !12)
!121 = !DILocation(line: 0, scope: !116)
!122 = !DILocation(line: 0, scope: !32, inlinedAt: !123)
!123 = distinct !DILocation(line: 46, column: 11, scope: !116)
!124 = !DILocation(line: 28, column: 7, scope: !32, inlinedAt: !123)
!125 = !DILocation(line: 40, column: 8, scope: !32, inlinedAt: !123)
!126 = !DILocation(line: 47, column: 3, scope: !116)
