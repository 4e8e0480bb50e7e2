; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sum_to(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !14, metadata !DIExpression()), !dbg !15
  call void @llvm.dbg.declare(metadata ptr %3, metadata !16, metadata !DIExpression()), !dbg !17
  store i32 0, ptr %3, align 4, !dbg !17
  call void @llvm.dbg.declare(metadata ptr %4, metadata !18, metadata !DIExpression()), !dbg !20
  store i32 0, ptr %4, align 4, !dbg !20
  br label %5, !dbg !21

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4, !dbg !22
  %7 = load i32, ptr %2, align 4, !dbg !24
  %8 = icmp slt i32 %6, %7, !dbg !25
  br i1 %8, label %9, label %17, !dbg !26

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !27
  %11 = call i32 @square(i32 noundef %10), !dbg !28
  %12 = load i32, ptr %3, align 4, !dbg !29
  %13 = add nsw i32 %12, %11, !dbg !29
  store i32 %13, ptr %3, align 4, !dbg !29
  br label %14, !dbg !30

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4, !dbg !31
  %16 = add nsw i32 %15, 1, !dbg !31
  store i32 %16, ptr %4, align 4, !dbg !31
  br label %5, !dbg !32, !llvm.loop !33

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4, !dbg !36
  ret i32 %18, !dbg !37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef %0) #0 !dbg !38 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata ptr %3, metadata !41, metadata !DIExpression()), !dbg !42
  %4 = load i32, ptr %2, align 4, !dbg !43
  %5 = load i32, ptr %2, align 4, !dbg !44
  %6 = mul nsw i32 %4, %5, !dbg !45
  store i32 %6, ptr %3, align 4, !dbg !42
  %7 = load i32, ptr %3, align 4, !dbg !46
  %8 = add nsw i32 %7, 1, !dbg !47
  ret i32 %8, !dbg !48
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !49 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !52, metadata !DIExpression()), !dbg !53
  %3 = call i32 @sum_to(i32 noundef 10), !dbg !54
  store i32 %3, ptr %2, align 4, !dbg !53
  %4 = load i32, ptr %2, align 4, !dbg !55
  %5 = icmp sgt i32 %4, 100, !dbg !57
  br i1 %5, label %6, label %9, !dbg !58

6:                                                ; preds = %0
  %7 = load i32, ptr %2, align 4, !dbg !59
  %8 = sub nsw i32 %7, 100, !dbg !59
  store i32 %8, ptr %2, align 4, !dbg !59
  br label %9, !dbg !60

9:                                                ; preds = %6, %0
  %10 = load i32, ptr %2, align 4, !dbg !61
  %11 = and i32 %10, 255, !dbg !62
  ret i32 %11, !dbg !63
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: "/work/wt-debuginfo/tests/debuginfo", checksumkind: CSK_MD5, checksum: "339333c83aa860f0c179cb0dd146339a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !DILocalVariable(name: "n", arg: 1, scope: !9, file: !1, line: 7, type: !12)
!15 = !DILocation(line: 7, column: 16, scope: !9)
!16 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 8, type: !12)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 9, type: !12)
!19 = distinct !DILexicalBlock(scope: !9, file: !1, line: 9, column: 3)
!20 = !DILocation(line: 9, column: 12, scope: !19)
!21 = !DILocation(line: 9, column: 8, scope: !19)
!22 = !DILocation(line: 9, column: 19, scope: !23)
!23 = distinct !DILexicalBlock(scope: !19, file: !1, line: 9, column: 3)
!24 = !DILocation(line: 9, column: 23, scope: !23)
!25 = !DILocation(line: 9, column: 21, scope: !23)
!26 = !DILocation(line: 9, column: 3, scope: !19)
!27 = !DILocation(line: 10, column: 17, scope: !23)
!28 = !DILocation(line: 10, column: 10, scope: !23)
!29 = !DILocation(line: 10, column: 7, scope: !23)
!30 = !DILocation(line: 10, column: 5, scope: !23)
!31 = !DILocation(line: 9, column: 27, scope: !23)
!32 = !DILocation(line: 9, column: 3, scope: !23)
!33 = distinct !{!33, !26, !34, !35}
!34 = !DILocation(line: 10, column: 18, scope: !19)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 11, column: 10, scope: !9)
!37 = !DILocation(line: 11, column: 3, scope: !9)
!38 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !13)
!39 = !DILocalVariable(name: "x", arg: 1, scope: !38, file: !1, line: 2, type: !12)
!40 = !DILocation(line: 2, column: 23, scope: !38)
!41 = !DILocalVariable(name: "y", scope: !38, file: !1, line: 3, type: !12)
!42 = !DILocation(line: 3, column: 7, scope: !38)
!43 = !DILocation(line: 3, column: 11, scope: !38)
!44 = !DILocation(line: 3, column: 15, scope: !38)
!45 = !DILocation(line: 3, column: 13, scope: !38)
!46 = !DILocation(line: 4, column: 10, scope: !38)
!47 = !DILocation(line: 4, column: 12, scope: !38)
!48 = !DILocation(line: 4, column: 3, scope: !38)
!49 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !50, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!50 = !DISubroutineType(types: !51)
!51 = !{!12}
!52 = !DILocalVariable(name: "total", scope: !49, file: !1, line: 15, type: !12)
!53 = !DILocation(line: 15, column: 7, scope: !49)
!54 = !DILocation(line: 15, column: 15, scope: !49)
!55 = !DILocation(line: 16, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !49, file: !1, line: 16, column: 7)
!57 = !DILocation(line: 16, column: 13, scope: !56)
!58 = !DILocation(line: 16, column: 7, scope: !49)
!59 = !DILocation(line: 17, column: 11, scope: !56)
!60 = !DILocation(line: 17, column: 5, scope: !56)
!61 = !DILocation(line: 18, column: 10, scope: !49)
!62 = !DILocation(line: 18, column: 16, scope: !49)
!63 = !DILocation(line: 18, column: 3, scope: !49)
