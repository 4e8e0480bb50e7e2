; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.inspect.squares = private unnamed_addr constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 4
@sink = internal global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read)
define dso_local signext i32 @inspect(ptr nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #0 !dbg !34 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !46, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %1, metadata !47, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata ptr @__const.inspect.squares, metadata !49, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 3, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !75
  call void @llvm.dbg.value(metadata i32 4, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !75
  call void @llvm.dbg.value(metadata ptr poison, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !75
  call void @llvm.dbg.value(metadata i32 5, metadata !63, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !64, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 7, metadata !67, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i8 0, metadata !54, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !75
  call void @llvm.dbg.value(metadata i24 4161536, metadata !54, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !77
  %3 = icmp sgt i32 %1, 0, !dbg !78
  br i1 %3, label %4, label %8, !dbg !79

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 8, !tbaa !80
  br label %11, !dbg !79

6:                                                ; preds = %11
  %7 = add nsw i32 %19, 30, !dbg !86
  br label %8, !dbg !86

8:                                                ; preds = %6, %2
  %9 = phi i32 [ 30, %2 ], [ %7, %6 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !48, metadata !DIExpression()), !dbg !75
  store volatile i32 %9, ptr @sink, align 4, !dbg !87, !tbaa !88
  call void @llvm.dbg.value(metadata i32 %9, metadata !89, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %9, metadata !100, metadata !DIExpression()), !dbg !104
  %10 = shl i32 %9, 2, !dbg !106
  ret i32 %10, !dbg !107

11:                                               ; preds = %4, %11
  %12 = phi i32 [ 0, %4 ], [ %19, %11 ]
  %13 = phi i32 [ 0, %4 ], [ %20, %11 ]
  call void @llvm.dbg.value(metadata i32 %12, metadata !48, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %13, metadata !70, metadata !DIExpression()), !dbg !77
  %14 = and i32 %13, 3, !dbg !108
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [4 x i32], ptr @__const.inspect.squares, i64 0, i64 %15, !dbg !109
  %17 = load i32, ptr %16, align 4, !dbg !109, !tbaa !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !72, metadata !DIExpression()), !dbg !110
  %18 = add i32 %17, %12, !dbg !111
  %19 = add i32 %18, %5, !dbg !112
  call void @llvm.dbg.value(metadata i32 %19, metadata !48, metadata !DIExpression()), !dbg !75
  %20 = add nuw nsw i32 %13, 1, !dbg !113
  call void @llvm.dbg.value(metadata i32 %20, metadata !70, metadata !DIExpression()), !dbg !77
  %21 = icmp eq i32 %20, %1, !dbg !78
  br i1 %21, label %6, label %11, !dbg !79, !llvm.loop !114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nounwind memory(readwrite, argmem: none)
define dso_local signext i32 @main() local_unnamed_addr #2 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 1, metadata !120, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !122
  call void @llvm.dbg.value(metadata ptr undef, metadata !46, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 3, metadata !47, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.declare(metadata ptr @__const.inspect.squares, metadata !49, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 3, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !123
  call void @llvm.dbg.value(metadata i32 4, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !123
  call void @llvm.dbg.value(metadata ptr poison, metadata !53, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !123
  call void @llvm.dbg.value(metadata i32 5, metadata !63, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata double 2.500000e+00, metadata !64, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i64 7, metadata !67, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i8 0, metadata !54, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 8)), !dbg !123
  call void @llvm.dbg.value(metadata i24 4161536, metadata !54, metadata !DIExpression(DW_OP_LLVM_fragment, 8, 24)), !dbg !123
  call void @llvm.dbg.value(metadata i32 poison, metadata !48, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 47, metadata !48, metadata !DIExpression()), !dbg !123
  store volatile i32 47, ptr @sink, align 4, !dbg !126, !tbaa !88
  call void @llvm.dbg.value(metadata i32 188, metadata !121, metadata !DIExpression()), !dbg !122
  ret i32 188, !dbg !127
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind memory(readwrite, argmem: none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

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
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!29 = !{i32 1, !"target-abi", !"lp64d"}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 1, !"SmallDataLimit", i32 8}
!33 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!34 = distinct !DISubprogram(name: "inspect", scope: !3, file: !3, line: 26, type: !35, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!35 = !DISubroutineType(types: !36)
!36 = !{!12, !37, !12}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 4, size: 128, elements: !39)
!39 = !{!40, !41, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !38, file: !3, line: 5, baseType: !12, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !38, file: !3, line: 6, baseType: !12, size: 32, offset: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !38, file: !3, line: 7, baseType: !43, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!45 = !{!46, !47, !48, !49, !53, !54, !63, !64, !67, !70, !72}
!46 = !DILocalVariable(name: "p", arg: 1, scope: !34, file: !3, line: 26, type: !37)
!47 = !DILocalVariable(name: "n", arg: 2, scope: !34, file: !3, line: 26, type: !12)
!48 = !DILocalVariable(name: "total", scope: !34, file: !3, line: 27, type: !12)
!49 = !DILocalVariable(name: "squares", scope: !34, file: !3, line: 28, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 4)
!53 = !DILocalVariable(name: "local", scope: !34, file: !3, line: 29, type: !38)
!54 = !DILocalVariable(name: "w", scope: !34, file: !3, line: 30, type: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !3, line: 10, size: 32, elements: !56)
!56 = !{!57, !58, !60}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !55, file: !3, line: 11, baseType: !6, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !55, file: !3, line: 12, baseType: !59, size: 32)
!59 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !55, file: !3, line: 13, baseType: !61, size: 32)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 32, elements: !51)
!62 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!63 = !DILocalVariable(name: "c", scope: !34, file: !3, line: 31, type: !5)
!64 = !DILocalVariable(name: "ratio", scope: !34, file: !3, line: 32, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!66 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!67 = !DILocalVariable(name: "count", scope: !34, file: !3, line: 33, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "counter_t", file: !3, line: 2, baseType: !69)
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 35, type: !12)
!71 = distinct !DILexicalBlock(scope: !34, file: !3, line: 35, column: 3)
!72 = !DILocalVariable(name: "step", scope: !73, file: !3, line: 36, type: !12)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 35, column: 31)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 35, column: 3)
!75 = !DILocation(line: 0, scope: !34)
!76 = !DILocation(line: 28, column: 7, scope: !34)
!77 = !DILocation(line: 0, scope: !71)
!78 = !DILocation(line: 35, column: 21, scope: !74)
!79 = !DILocation(line: 35, column: 3, scope: !71)
!80 = !{!81, !82, i64 0}
!81 = !{!"point", !82, i64 0, !82, i64 4, !85, i64 8}
!82 = !{!"int", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !{!"any pointer", !83, i64 0}
!86 = !DILocation(line: 39, column: 9, scope: !34)
!87 = !DILocation(line: 40, column: 8, scope: !34)
!88 = !{!82, !82, i64 0}
!89 = !DILocalVariable(name: "v", arg: 1, scope: !90, file: !3, line: 20, type: !12)
!90 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 20, type: !91, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!91 = !DISubroutineType(types: !92)
!92 = !{!12, !12, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DISubroutineType(types: !95)
!95 = !{!12, !12}
!96 = !{!89, !97}
!97 = !DILocalVariable(name: "op", arg: 2, scope: !90, file: !3, line: 20, type: !93)
!98 = !DILocation(line: 0, scope: !90, inlinedAt: !99)
!99 = distinct !DILocation(line: 41, column: 10, scope: !34)
!100 = !DILocalVariable(name: "v", arg: 1, scope: !101, file: !3, line: 24, type: !12)
!101 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 24, type: !102, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!102 = !DISubroutineType(cc: DW_CC_nocall, types: !95)
!103 = !{!100}
!104 = !DILocation(line: 0, scope: !101, inlinedAt: !105)
!105 = distinct !DILocation(line: 21, column: 10, scope: !90, inlinedAt: !99)
!106 = !DILocation(line: 24, column: 36, scope: !101, inlinedAt: !105)
!107 = !DILocation(line: 41, column: 3, scope: !34)
!108 = !DILocation(line: 36, column: 26, scope: !73)
!109 = !DILocation(line: 36, column: 16, scope: !73)
!110 = !DILocation(line: 0, scope: !73)
!111 = !DILocation(line: 36, column: 31, scope: !73)
!112 = !DILocation(line: 37, column: 11, scope: !73)
!113 = !DILocation(line: 35, column: 27, scope: !74)
!114 = distinct !{!114, !79, !115, !116}
!115 = !DILocation(line: 38, column: 3, scope: !71)
!116 = !{!"llvm.loop.mustprogress"}
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !118, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!118 = !DISubroutineType(types: !11)
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "origin", scope: !117, file: !3, line: 45, type: !38)
!121 = !DILocalVariable(name: "r", scope: !117, file: !3, line: 46, type: !12)
!122 = !DILocation(line: 0, scope: !117)
!123 = !DILocation(line: 0, scope: !34, inlinedAt: !124)
!124 = distinct !DILocation(line: 46, column: 11, scope: !117)
!125 = !DILocation(line: 28, column: 7, scope: !34, inlinedAt: !124)
!126 = !DILocation(line: 40, column: 8, scope: !34, inlinedAt: !124)
!127 = !DILocation(line: 47, column: 3, scope: !117)
