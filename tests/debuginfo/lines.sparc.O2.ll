; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define dso_local i32 @sum_to(i32 noundef %0) local_unnamed_addr #0 !dbg !8 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !13, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 0, metadata !14, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.value(metadata i32 0, metadata !15, metadata !DIExpression()), !dbg !18
  %2 = icmp sgt i32 %0, 0, !dbg !19
  br i1 %2, label %3, label %22, !dbg !21

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !21
  %5 = zext i32 %4 to i33, !dbg !21
  %6 = add nsw i32 %0, -2, !dbg !21
  %7 = zext i32 %6 to i33, !dbg !21
  %8 = mul i33 %5, %7, !dbg !21
  %9 = add nsw i32 %0, -3, !dbg !21
  %10 = zext i32 %9 to i33, !dbg !21
  %11 = mul i33 %8, %10, !dbg !21
  %12 = lshr i33 %11, 1, !dbg !21
  %13 = trunc i33 %12 to i32, !dbg !21
  %14 = mul i32 %13, 1431655766, !dbg !21
  %15 = lshr i33 %8, 1, !dbg !21
  %16 = trunc i33 %15 to i32, !dbg !21
  %17 = mul i32 %16, 3, !dbg !21
  %18 = add i32 %14, %17, !dbg !21
  %19 = shl nuw i32 %0, 1, !dbg !21
  %20 = add i32 %18, %19, !dbg !21
  call void @llvm.dbg.value(metadata i32 poison, metadata !15, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 poison, metadata !14, metadata !DIExpression()), !dbg !17
  %21 = add i32 %20, -1, !dbg !21
  br label %22, !dbg !22

22:                                               ; preds = %3, %1
  %23 = phi i32 [ 0, %1 ], [ %21, %3 ], !dbg !17
  ret i32 %23, !dbg !22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @main() local_unnamed_addr #1 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 295, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 195, metadata !27, metadata !DIExpression()), !dbg !28
  ret i32 195, !dbg !29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree norecurse nosync nounwind memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: "/work/wt-debuginfo/tests/debuginfo", checksumkind: CSK_MD5, checksum: "339333c83aa860f0c179cb0dd146339a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!8 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !14, !15}
!13 = !DILocalVariable(name: "n", arg: 1, scope: !8, file: !1, line: 7, type: !11)
!14 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 8, type: !11)
!15 = !DILocalVariable(name: "i", scope: !16, file: !1, line: 9, type: !11)
!16 = distinct !DILexicalBlock(scope: !8, file: !1, line: 9, column: 3)
!17 = !DILocation(line: 0, scope: !8)
!18 = !DILocation(line: 0, scope: !16)
!19 = !DILocation(line: 9, column: 21, scope: !20)
!20 = distinct !DILexicalBlock(scope: !16, file: !1, line: 9, column: 3)
!21 = !DILocation(line: 9, column: 3, scope: !16)
!22 = !DILocation(line: 11, column: 3, scope: !8)
!23 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!11}
!26 = !{!27}
!27 = !DILocalVariable(name: "total", scope: !23, file: !1, line: 15, type: !11)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocation(line: 18, column: 3, scope: !23)
