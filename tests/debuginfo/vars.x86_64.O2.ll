; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.inspect.squares = private unnamed_addr constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 16
@sink = internal global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @inspect(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !33 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !45, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %1, metadata !46, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.declare(metadata ptr @__const.inspect.squares, metadata !48, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 3, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !74
  call void @llvm.dbg.value(metadata i32 4, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !74
  call void @llvm.dbg.value(metadata ptr poison, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !74
  call void @llvm.dbg.value(metadata i32 5, metadata !62, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !63, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !74
  call void @llvm.dbg.value(metadata i24 4161536, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !76
  %3 = icmp sgt i32 %1, 0, !dbg !77
  br i1 %3, label %4, label %31, !dbg !78

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !79
  %6 = and i32 %1, 3, !dbg !78
  %7 = icmp ult i32 %1, 4, !dbg !78
  br i1 %7, label %10, label %8, !dbg !78

8:                                                ; preds = %4
  %9 = and i32 %1, -4, !dbg !78
  br label %34, !dbg !78

10:                                               ; preds = %34, %4
  %11 = phi i32 [ undef, %4 ], [ %45, %34 ]
  %12 = phi i32 [ 0, %4 ], [ %45, %34 ]
  %13 = phi i32 [ 0, %4 ], [ %46, %34 ]
  %14 = icmp eq i32 %6, 0, !dbg !78
  br i1 %14, label %28, label %15, !dbg !78

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %24, %15 ], [ %12, %10 ]
  %17 = phi i32 [ %25, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %26, %15 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i32 %16, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %17, metadata !69, metadata !DIExpression()), !dbg !76
  %19 = and i32 %17, 3, !dbg !85
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i32], ptr @__const.inspect.squares, i64 0, i64 %20, !dbg !86
  %22 = load i32, ptr %21, align 4, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata i32 poison, metadata !71, metadata !DIExpression()), !dbg !88
  %23 = add i32 %22, %16, !dbg !89
  %24 = add i32 %23, %5, !dbg !90
  call void @llvm.dbg.value(metadata i32 %24, metadata !47, metadata !DIExpression()), !dbg !74
  %25 = add nuw nsw i32 %17, 1, !dbg !91
  call void @llvm.dbg.value(metadata i32 %25, metadata !69, metadata !DIExpression()), !dbg !76
  %26 = add i32 %18, 1, !dbg !78
  %27 = icmp eq i32 %26, %6, !dbg !78
  br i1 %27, label %28, label %15, !dbg !78, !llvm.loop !92

28:                                               ; preds = %15, %10
  %29 = phi i32 [ %11, %10 ], [ %24, %15 ], !dbg !90
  %30 = add nsw i32 %29, 30, !dbg !94
  br label %31, !dbg !94

31:                                               ; preds = %28, %2
  %32 = phi i32 [ 30, %2 ], [ %30, %28 ]
  call void @llvm.dbg.value(metadata i32 %32, metadata !47, metadata !DIExpression()), !dbg !74
  store volatile i32 %32, ptr @sink, align 4, !dbg !95, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %32, metadata !96, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %32, metadata !107, metadata !DIExpression()), !dbg !111
  %33 = shl i32 %32, 2, !dbg !113
  ret i32 %33, !dbg !114

34:                                               ; preds = %34, %8
  %35 = phi i32 [ 0, %8 ], [ %45, %34 ]
  %36 = phi i32 [ 0, %8 ], [ %46, %34 ]
  %37 = phi i32 [ 0, %8 ], [ %47, %34 ]
  call void @llvm.dbg.value(metadata i32 %35, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !71, metadata !DIExpression()), !dbg !88
  %38 = add i32 %35, 1, !dbg !89
  %39 = add i32 %38, %5, !dbg !90
  call void @llvm.dbg.value(metadata i32 %39, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %39, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !71, metadata !DIExpression()), !dbg !88
  %40 = add i32 %39, 4, !dbg !89
  %41 = add i32 %40, %5, !dbg !90
  call void @llvm.dbg.value(metadata i32 %41, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %41, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !71, metadata !DIExpression()), !dbg !88
  %42 = add i32 %41, 9, !dbg !89
  %43 = add i32 %42, %5, !dbg !90
  call void @llvm.dbg.value(metadata i32 %43, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 %43, metadata !47, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %36, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !76
  call void @llvm.dbg.value(metadata i32 poison, metadata !71, metadata !DIExpression()), !dbg !88
  %44 = add i32 %43, 16, !dbg !89
  %45 = add i32 %44, %5, !dbg !90
  call void @llvm.dbg.value(metadata i32 %45, metadata !47, metadata !DIExpression()), !dbg !74
  %46 = add nuw nsw i32 %36, 4, !dbg !91
  call void @llvm.dbg.value(metadata i32 %46, metadata !69, metadata !DIExpression()), !dbg !76
  %47 = add i32 %37, 4, !dbg !78
  %48 = icmp eq i32 %47, %9, !dbg !78
  br i1 %48, label %10, label %34, !dbg !78, !llvm.loop !115
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind memory(readwrite, argmem: none) uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !119 {
  call void @llvm.dbg.value(metadata i32 1, metadata !122, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !124
  call void @llvm.dbg.value(metadata ptr undef, metadata !45, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 3, metadata !46, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.declare(metadata ptr @__const.inspect.squares, metadata !48, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 3, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !125
  call void @llvm.dbg.value(metadata i32 4, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !125
  call void @llvm.dbg.value(metadata ptr poison, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !125
  call void @llvm.dbg.value(metadata i32 5, metadata !62, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !63, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i8 0, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !125
  call void @llvm.dbg.value(metadata i24 4161536, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !125
  call void @llvm.dbg.value(metadata i32 poison, metadata !47, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 47, metadata !47, metadata !DIExpression()), !dbg !125
  store volatile i32 47, ptr @sink, align 4, !dbg !128, !tbaa !87
  call void @llvm.dbg.value(metadata i32 188, metadata !123, metadata !DIExpression()), !dbg !124
  ret i32 188, !dbg !129
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

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
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!33 = distinct !DISubprogram(name: "inspect", scope: !3, file: !3, line: 26, type: !34, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!34 = !DISubroutineType(types: !35)
!35 = !{!12, !36, !12}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 4, size: 128, elements: !38)
!38 = !{!39, !40, !41}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !37, file: !3, line: 5, baseType: !12, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !37, file: !3, line: 6, baseType: !12, size: 32, offset: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !37, file: !3, line: 7, baseType: !42, size: 64, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!44 = !{!45, !46, !47, !48, !52, !53, !62, !63, !66, !69, !71}
!45 = !DILocalVariable(name: "p", arg: 1, scope: !33, file: !3, line: 26, type: !36)
!46 = !DILocalVariable(name: "n", arg: 2, scope: !33, file: !3, line: 26, type: !12)
!47 = !DILocalVariable(name: "total", scope: !33, file: !3, line: 27, type: !12)
!48 = !DILocalVariable(name: "squares", scope: !33, file: !3, line: 28, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DILocalVariable(name: "local", scope: !33, file: !3, line: 29, type: !37)
!53 = !DILocalVariable(name: "w", scope: !33, file: !3, line: 30, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !3, line: 10, size: 32, elements: !55)
!55 = !{!56, !57, !59}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !54, file: !3, line: 11, baseType: !6, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !54, file: !3, line: 12, baseType: !58, size: 32)
!58 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !54, file: !3, line: 13, baseType: !60, size: 32)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 32, elements: !50)
!61 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!62 = !DILocalVariable(name: "c", scope: !33, file: !3, line: 31, type: !5)
!63 = !DILocalVariable(name: "ratio", scope: !33, file: !3, line: 32, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DILocalVariable(name: "count", scope: !33, file: !3, line: 33, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "counter_t", file: !3, line: 2, baseType: !68)
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 35, type: !12)
!70 = distinct !DILexicalBlock(scope: !33, file: !3, line: 35, column: 3)
!71 = !DILocalVariable(name: "step", scope: !72, file: !3, line: 36, type: !12)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 35, column: 31)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 35, column: 3)
!74 = !DILocation(line: 0, scope: !33)
!75 = !DILocation(line: 28, column: 7, scope: !33)
!76 = !DILocation(line: 0, scope: !70)
!77 = !DILocation(line: 35, column: 21, scope: !73)
!78 = !DILocation(line: 35, column: 3, scope: !70)
!79 = !{!80, !81, i64 0}
!80 = !{!"point", !81, i64 0, !81, i64 4, !84, i64 8}
!81 = !{!"int", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !{!"any pointer", !82, i64 0}
!85 = !DILocation(line: 36, column: 26, scope: !72)
!86 = !DILocation(line: 36, column: 16, scope: !72)
!87 = !{!81, !81, i64 0}
!88 = !DILocation(line: 0, scope: !72)
!89 = !DILocation(line: 36, column: 31, scope: !72)
!90 = !DILocation(line: 37, column: 11, scope: !72)
!91 = !DILocation(line: 35, column: 27, scope: !73)
!92 = distinct !{!92, !93}
!93 = !{!"llvm.loop.unroll.disable"}
!94 = !DILocation(line: 39, column: 9, scope: !33)
!95 = !DILocation(line: 40, column: 8, scope: !33)
!96 = !DILocalVariable(name: "v", arg: 1, scope: !97, file: !3, line: 20, type: !12)
!97 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 20, type: !98, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!98 = !DISubroutineType(types: !99)
!99 = !{!12, !12, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DISubroutineType(types: !102)
!102 = !{!12, !12}
!103 = !{!96, !104}
!104 = !DILocalVariable(name: "op", arg: 2, scope: !97, file: !3, line: 20, type: !100)
!105 = !DILocation(line: 0, scope: !97, inlinedAt: !106)
!106 = distinct !DILocation(line: 41, column: 10, scope: !33)
!107 = !DILocalVariable(name: "v", arg: 1, scope: !108, file: !3, line: 24, type: !12)
!108 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 24, type: !109, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!109 = !DISubroutineType(cc: DW_CC_nocall, types: !102)
!110 = !{!107}
!111 = !DILocation(line: 0, scope: !108, inlinedAt: !112)
!112 = distinct !DILocation(line: 21, column: 10, scope: !97, inlinedAt: !106)
!113 = !DILocation(line: 24, column: 36, scope: !108, inlinedAt: !112)
!114 = !DILocation(line: 41, column: 3, scope: !33)
!115 = distinct !{!115, !78, !116, !117, !118}
!116 = !DILocation(line: 38, column: 3, scope: !70)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !120, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!120 = !DISubroutineType(types: !11)
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "origin", scope: !119, file: !3, line: 45, type: !37)
!123 = !DILocalVariable(name: "r", scope: !119, file: !3, line: 46, type: !12)
!124 = !DILocation(line: 0, scope: !119)
!125 = !DILocation(line: 0, scope: !33, inlinedAt: !126)
!126 = distinct !DILocation(line: 46, column: 11, scope: !119)
!127 = !DILocation(line: 28, column: 7, scope: !33, inlinedAt: !126)
!128 = !DILocation(line: 40, column: 8, scope: !33, inlinedAt: !126)
!129 = !DILocation(line: 47, column: 3, scope: !119)
