; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @sum_to(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !14, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 0, metadata !15, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !19
  %2 = icmp sgt i32 %0, 0, !dbg !20
  br i1 %2, label %3, label %22, !dbg !22

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !22
  %5 = zext i32 %4 to i33, !dbg !22
  %6 = add nsw i32 %0, -2, !dbg !22
  %7 = zext i32 %6 to i33, !dbg !22
  %8 = mul i33 %5, %7, !dbg !22
  %9 = add nsw i32 %0, -3, !dbg !22
  %10 = zext i32 %9 to i33, !dbg !22
  %11 = mul i33 %8, %10, !dbg !22
  %12 = lshr i33 %11, 1, !dbg !22
  %13 = trunc i33 %12 to i32, !dbg !22
  %14 = mul i32 %13, 1431655766, !dbg !22
  %15 = lshr i33 %8, 1, !dbg !22
  %16 = trunc i33 %15 to i32, !dbg !22
  %17 = mul i32 %16, 3, !dbg !22
  %18 = add i32 %14, %17, !dbg !22
  %19 = shl nuw i32 %0, 1, !dbg !22
  %20 = add i32 %18, %19, !dbg !22
  call void @llvm.dbg.value(metadata i32 poison, metadata !16, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 poison, metadata !15, metadata !DIExpression()), !dbg !18
  %21 = add i32 %20, -1, !dbg !22
  br label %22, !dbg !23

22:                                               ; preds = %3, %1
  %23 = phi i32 [ 0, %1 ], [ %21, %3 ], !dbg !18
  ret i32 %23, !dbg !23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 295, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 195, metadata !28, metadata !DIExpression()), !dbg !29
  ret i32 195, !dbg !30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: "/work/wt-debuginfo/tests/debuginfo", checksumkind: CSK_MD5, checksum: "339333c83aa860f0c179cb0dd146339a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16}
!14 = !DILocalVariable(name: "n", arg: 1, scope: !9, file: !1, line: 7, type: !12)
!15 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 8, type: !12)
!16 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 9, type: !12)
!17 = distinct !DILexicalBlock(scope: !9, file: !1, line: 9, column: 3)
!18 = !DILocation(line: 0, scope: !9)
!19 = !DILocation(line: 0, scope: !17)
!20 = !DILocation(line: 9, column: 21, scope: !21)
!21 = distinct !DILexicalBlock(scope: !17, file: !1, line: 9, column: 3)
!22 = !DILocation(line: 9, column: 3, scope: !17)
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !25, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!12}
!27 = !{!28}
!28 = !DILocalVariable(name: "total", scope: !24, file: !1, line: 15, type: !12)
!29 = !DILocation(line: 0, scope: !24)
!30 = !DILocation(line: 18, column: 3, scope: !24)
