; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_to(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata ptr %3, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 0, ptr %3, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata ptr %4, metadata !19, metadata !DIExpression()), !dbg !21
  store i32 0, ptr %4, align 4, !dbg !21
  br label %5, !dbg !22

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4, !dbg !23
  %7 = load i32, ptr %2, align 4, !dbg !25
  %8 = icmp slt i32 %6, %7, !dbg !26
  br i1 %8, label %9, label %17, !dbg !27

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !28
  %11 = call i32 @square(i32 noundef %10), !dbg !29
  %12 = load i32, ptr %3, align 4, !dbg !30
  %13 = add nsw i32 %12, %11, !dbg !30
  store i32 %13, ptr %3, align 4, !dbg !30
  br label %14, !dbg !31

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4, !dbg !32
  %16 = add nsw i32 %15, 1, !dbg !32
  store i32 %16, ptr %4, align 4, !dbg !32
  br label %5, !dbg !33, !llvm.loop !34

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4, !dbg !37
  ret i32 %18, !dbg !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @square(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata ptr %3, metadata !42, metadata !DIExpression()), !dbg !43
  %4 = load i32, ptr %2, align 4, !dbg !44
  %5 = load i32, ptr %2, align 4, !dbg !45
  %6 = mul nsw i32 %4, %5, !dbg !46
  store i32 %6, ptr %3, align 4, !dbg !43
  %7 = load i32, ptr %3, align 4, !dbg !47
  %8 = add nsw i32 %7, 1, !dbg !48
  ret i32 %8, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !53, metadata !DIExpression()), !dbg !54
  %3 = call i32 @sum_to(i32 noundef 10), !dbg !55
  store i32 %3, ptr %2, align 4, !dbg !54
  %4 = load i32, ptr %2, align 4, !dbg !56
  %5 = icmp sgt i32 %4, 100, !dbg !58
  br i1 %5, label %6, label %9, !dbg !59

6:                                                ; preds = %0
  %7 = load i32, ptr %2, align 4, !dbg !60
  %8 = sub nsw i32 %7, 100, !dbg !60
  store i32 %8, ptr %2, align 4, !dbg !60
  br label %9, !dbg !61

9:                                                ; preds = %6, %0
  %10 = load i32, ptr %2, align 4, !dbg !62
  %11 = and i32 %10, 255, !dbg !63
  ret i32 %11, !dbg !64
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: "/work/wt-debuginfo/tests/debuginfo", checksumkind: CSK_MD5, checksum: "339333c83aa860f0c179cb0dd146339a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 16, scope: !10)
!17 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !13)
!18 = !DILocation(line: 8, column: 7, scope: !10)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 9, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!21 = !DILocation(line: 9, column: 12, scope: !20)
!22 = !DILocation(line: 9, column: 8, scope: !20)
!23 = !DILocation(line: 9, column: 19, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 9, column: 3)
!25 = !DILocation(line: 9, column: 23, scope: !24)
!26 = !DILocation(line: 9, column: 21, scope: !24)
!27 = !DILocation(line: 9, column: 3, scope: !20)
!28 = !DILocation(line: 10, column: 17, scope: !24)
!29 = !DILocation(line: 10, column: 10, scope: !24)
!30 = !DILocation(line: 10, column: 7, scope: !24)
!31 = !DILocation(line: 10, column: 5, scope: !24)
!32 = !DILocation(line: 9, column: 27, scope: !24)
!33 = !DILocation(line: 9, column: 3, scope: !24)
!34 = distinct !{!34, !27, !35, !36}
!35 = !DILocation(line: 10, column: 18, scope: !20)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 11, column: 10, scope: !10)
!38 = !DILocation(line: 11, column: 3, scope: !10)
!39 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!40 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !1, line: 2, type: !13)
!41 = !DILocation(line: 2, column: 23, scope: !39)
!42 = !DILocalVariable(name: "y", scope: !39, file: !1, line: 3, type: !13)
!43 = !DILocation(line: 3, column: 7, scope: !39)
!44 = !DILocation(line: 3, column: 11, scope: !39)
!45 = !DILocation(line: 3, column: 15, scope: !39)
!46 = !DILocation(line: 3, column: 13, scope: !39)
!47 = !DILocation(line: 4, column: 10, scope: !39)
!48 = !DILocation(line: 4, column: 12, scope: !39)
!49 = !DILocation(line: 4, column: 3, scope: !39)
!50 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !51, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!51 = !DISubroutineType(types: !52)
!52 = !{!13}
!53 = !DILocalVariable(name: "total", scope: !50, file: !1, line: 15, type: !13)
!54 = !DILocation(line: 15, column: 7, scope: !50)
!55 = !DILocation(line: 15, column: 15, scope: !50)
!56 = !DILocation(line: 16, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !50, file: !1, line: 16, column: 7)
!58 = !DILocation(line: 16, column: 13, scope: !57)
!59 = !DILocation(line: 16, column: 7, scope: !50)
!60 = !DILocation(line: 17, column: 11, scope: !57)
!61 = !DILocation(line: 17, column: 5, scope: !57)
!62 = !DILocation(line: 18, column: 10, scope: !50)
!63 = !DILocation(line: 18, column: 16, scope: !50)
!64 = !DILocation(line: 18, column: 3, scope: !50)
