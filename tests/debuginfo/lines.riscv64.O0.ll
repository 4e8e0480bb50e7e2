; ModuleID = 'lines.c'
source_filename = "lines.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @sum_to(i32 noundef signext %0) #0 !dbg !11 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata ptr %3, metadata !18, metadata !DIExpression()), !dbg !19
  store i32 0, ptr %3, align 4, !dbg !19
  call void @llvm.dbg.declare(metadata ptr %4, metadata !20, metadata !DIExpression()), !dbg !22
  store i32 0, ptr %4, align 4, !dbg !22
  br label %5, !dbg !23

5:                                                ; preds = %14, %1
  %6 = load i32, ptr %4, align 4, !dbg !24
  %7 = load i32, ptr %2, align 4, !dbg !26
  %8 = icmp slt i32 %6, %7, !dbg !27
  br i1 %8, label %9, label %17, !dbg !28

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !29
  %11 = call signext i32 @square(i32 noundef signext %10), !dbg !30
  %12 = load i32, ptr %3, align 4, !dbg !31
  %13 = add nsw i32 %12, %11, !dbg !31
  store i32 %13, ptr %3, align 4, !dbg !31
  br label %14, !dbg !32

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4, !dbg !33
  %16 = add nsw i32 %15, 1, !dbg !33
  store i32 %16, ptr %4, align 4, !dbg !33
  br label %5, !dbg !34, !llvm.loop !35

17:                                               ; preds = %5
  %18 = load i32, ptr %3, align 4, !dbg !38
  ret i32 %18, !dbg !39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @square(i32 noundef signext %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata ptr %3, metadata !43, metadata !DIExpression()), !dbg !44
  %4 = load i32, ptr %2, align 4, !dbg !45
  %5 = load i32, ptr %2, align 4, !dbg !46
  %6 = mul nsw i32 %4, %5, !dbg !47
  store i32 %6, ptr %3, align 4, !dbg !44
  %7 = load i32, ptr %3, align 4, !dbg !48
  %8 = add nsw i32 %7, 1, !dbg !49
  ret i32 %8, !dbg !50
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = call signext i32 @sum_to(i32 noundef signext 10), !dbg !56
  store i32 %3, ptr %2, align 4, !dbg !55
  %4 = load i32, ptr %2, align 4, !dbg !57
  %5 = icmp sgt i32 %4, 100, !dbg !59
  br i1 %5, label %6, label %9, !dbg !60

6:                                                ; preds = %0
  %7 = load i32, ptr %2, align 4, !dbg !61
  %8 = sub nsw i32 %7, 100, !dbg !61
  store i32 %8, ptr %2, align 4, !dbg !61
  br label %9, !dbg !62

9:                                                ; preds = %6, %0
  %10 = load i32, ptr %2, align 4, !dbg !63
  %11 = and i32 %10, 255, !dbg !64
  ret i32 %11, !dbg !65
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lines.c", directory: "/work/wt-debuginfo/tests/debuginfo", checksumkind: CSK_MD5, checksum: "339333c83aa860f0c179cb0dd146339a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 1, !"target-abi", !"lp64d"}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 1, !"SmallDataLimit", i32 8}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !11, file: !1, line: 7, type: !14)
!17 = !DILocation(line: 7, column: 16, scope: !11)
!18 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 8, type: !14)
!19 = !DILocation(line: 8, column: 7, scope: !11)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 9, type: !14)
!21 = distinct !DILexicalBlock(scope: !11, file: !1, line: 9, column: 3)
!22 = !DILocation(line: 9, column: 12, scope: !21)
!23 = !DILocation(line: 9, column: 8, scope: !21)
!24 = !DILocation(line: 9, column: 19, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !1, line: 9, column: 3)
!26 = !DILocation(line: 9, column: 23, scope: !25)
!27 = !DILocation(line: 9, column: 21, scope: !25)
!28 = !DILocation(line: 9, column: 3, scope: !21)
!29 = !DILocation(line: 10, column: 17, scope: !25)
!30 = !DILocation(line: 10, column: 10, scope: !25)
!31 = !DILocation(line: 10, column: 7, scope: !25)
!32 = !DILocation(line: 10, column: 5, scope: !25)
!33 = !DILocation(line: 9, column: 27, scope: !25)
!34 = !DILocation(line: 9, column: 3, scope: !25)
!35 = distinct !{!35, !28, !36, !37}
!36 = !DILocation(line: 10, column: 18, scope: !21)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 11, column: 10, scope: !11)
!39 = !DILocation(line: 11, column: 3, scope: !11)
!40 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !12, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!41 = !DILocalVariable(name: "x", arg: 1, scope: !40, file: !1, line: 2, type: !14)
!42 = !DILocation(line: 2, column: 23, scope: !40)
!43 = !DILocalVariable(name: "y", scope: !40, file: !1, line: 3, type: !14)
!44 = !DILocation(line: 3, column: 7, scope: !40)
!45 = !DILocation(line: 3, column: 11, scope: !40)
!46 = !DILocation(line: 3, column: 15, scope: !40)
!47 = !DILocation(line: 3, column: 13, scope: !40)
!48 = !DILocation(line: 4, column: 10, scope: !40)
!49 = !DILocation(line: 4, column: 12, scope: !40)
!50 = !DILocation(line: 4, column: 3, scope: !40)
!51 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !52, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!52 = !DISubroutineType(types: !53)
!53 = !{!14}
!54 = !DILocalVariable(name: "total", scope: !51, file: !1, line: 15, type: !14)
!55 = !DILocation(line: 15, column: 7, scope: !51)
!56 = !DILocation(line: 15, column: 15, scope: !51)
!57 = !DILocation(line: 16, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !51, file: !1, line: 16, column: 7)
!59 = !DILocation(line: 16, column: 13, scope: !58)
!60 = !DILocation(line: 16, column: 7, scope: !51)
!61 = !DILocation(line: 17, column: 11, scope: !58)
!62 = !DILocation(line: 17, column: 5, scope: !58)
!63 = !DILocation(line: 18, column: 10, scope: !51)
!64 = !DILocation(line: 18, column: 16, scope: !51)
!65 = !DILocation(line: 18, column: 3, scope: !51)
