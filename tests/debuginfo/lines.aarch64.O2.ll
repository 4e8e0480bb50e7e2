; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @sum_to(i32 noundef %0) local_unnamed_addr #0 !dbg !10 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !16, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !20
  %2 = icmp sgt i32 %0, 0, !dbg !21
  br i1 %2, label %3, label %22, !dbg !23

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !23
  %5 = zext i32 %4 to i33, !dbg !23
  %6 = add nsw i32 %0, -2, !dbg !23
  %7 = zext i32 %6 to i33, !dbg !23
  %8 = mul i33 %5, %7, !dbg !23
  %9 = add nsw i32 %0, -3, !dbg !23
  %10 = zext i32 %9 to i33, !dbg !23
  %11 = mul i33 %8, %10, !dbg !23
  %12 = lshr i33 %11, 1, !dbg !23
  %13 = trunc i33 %12 to i32, !dbg !23
  %14 = mul i32 %13, 1431655766, !dbg !23
  %15 = lshr i33 %8, 1, !dbg !23
  %16 = trunc i33 %15 to i32, !dbg !23
  %17 = mul i32 %16, 3, !dbg !23
  %18 = add i32 %14, %17, !dbg !23
  %19 = shl nuw i32 %0, 1, !dbg !23
  %20 = add i32 %18, %19, !dbg !23
  call void @llvm.dbg.value(metadata i32 poison, metadata !17, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 poison, metadata !16, metadata !DIExpression()), !dbg !19
  %21 = add i32 %20, -1, !dbg !23
  br label %22, !dbg !24

22:                                               ; preds = %3, %1
  %23 = phi i32 [ 0, %1 ], [ %21, %3 ], !dbg !19
  ret i32 %23, !dbg !24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 295, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 195, metadata !29, metadata !DIExpression()), !dbg !30
  ret i32 195, !dbg !31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: "/work/wt-debuginfo/tests/debuginfo", checksumkind: CSK_MD5, checksum: "339333c83aa860f0c179cb0dd146339a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !13)
!17 = !DILocalVariable(name: "i", scope: !18, file: !1, line: 9, type: !13)
!18 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocation(line: 0, scope: !18)
!21 = !DILocation(line: 9, column: 21, scope: !22)
!22 = distinct !DILexicalBlock(scope: !18, file: !1, line: 9, column: 3)
!23 = !DILocation(line: 9, column: 3, scope: !18)
!24 = !DILocation(line: 11, column: 3, scope: !10)
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !26, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!13}
!28 = !{!29}
!29 = !DILocalVariable(name: "total", scope: !25, file: !1, line: 15, type: !13)
!30 = !DILocation(line: 0, scope: !25)
!31 = !DILocation(line: 18, column: 3, scope: !25)
