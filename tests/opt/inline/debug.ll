; RUN: pyopt -passes=inline -S %s | FileCheck %s
; RUN: pyopt -passes=inline -S %s | opt-16 -passes=verify -disable-output 2>&1 | FileCheck %s --allow-empty --check-prefix=VERIFY
; clang-16 -g -O0 -Xclang -disable-O0-optnone of: static int sq(int x) { int y = x * x; return y + 1; }
;   int twice(int a) { return sq(a) + sq(a + 1); }   (noinline removed)
; The inlined code keeps its locations with inlinedAt: the call's location; the
; debug intrinsics name the cloned allocas; opt-16's verifier accepts the debug info.
; CHECK-LABEL: define {{.*}} @twice(
; CHECK: call void @llvm.dbg.declare(metadata ptr %{{[0-9a-z.]+}}, metadata ![[X:[0-9]+]], metadata !DIExpression()), !dbg !DILocation(line: 1, column: 19, scope: ![[SQ:[0-9]+]], inlinedAt: ![[CALL1:[0-9]+]])
; CHECK: !dbg !DILocation(line: 1, column: 19, scope: ![[SQ]], inlinedAt: ![[CALL2:[0-9]+]])
; CHECK-NOT: call {{.*}} @sq(
; VERIFY-NOT: warning
; VERIFY-NOT: error
; ModuleID = 'dbg.c'
source_filename = "dbg.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: noinline nounwind
define dso_local signext i32 @twice(i32 noundef signext %0) #0 !dbg !11 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !16, metadata !DIExpression()), !dbg !17
  %3 = load i32, ptr %2, align 4, !dbg !18
  %4 = call signext i32 @sq(i32 noundef signext %3), !dbg !19
  %5 = load i32, ptr %2, align 4, !dbg !20
  %6 = add nsw i32 %5, 1, !dbg !21
  %7 = call signext i32 @sq(i32 noundef signext %6), !dbg !22
  %8 = add nsw i32 %4, %7, !dbg !23
  ret i32 %8, !dbg !24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind
define internal signext i32 @sq(i32 noundef signext %0) #0 !dbg !25 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata ptr %3, metadata !28, metadata !DIExpression()), !dbg !29
  %4 = load i32, ptr %2, align 4, !dbg !30
  %5 = load i32, ptr %2, align 4, !dbg !31
  %6 = mul nsw i32 %4, %5, !dbg !32
  store i32 %6, ptr %3, align 4, !dbg !29
  %7 = load i32, ptr %3, align 4, !dbg !33
  %8 = add nsw i32 %7, 1, !dbg !34
  ret i32 %8, !dbg !35
}

attributes #0 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg.c", directory: "/tmp/cgt", checksumkind: CSK_MD5, checksum: "f8e07dfd0c1d468070c72e7f09b3c9f5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 1, !"target-abi", !"lp64d"}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 1, !"SmallDataLimit", i32 8}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 2, type: !12, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 2, type: !14)
!17 = !DILocation(line: 2, column: 15, scope: !11)
!18 = !DILocation(line: 2, column: 30, scope: !11)
!19 = !DILocation(line: 2, column: 27, scope: !11)
!20 = !DILocation(line: 2, column: 38, scope: !11)
!21 = !DILocation(line: 2, column: 40, scope: !11)
!22 = !DILocation(line: 2, column: 35, scope: !11)
!23 = !DILocation(line: 2, column: 33, scope: !11)
!24 = !DILocation(line: 2, column: 20, scope: !11)
!25 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 1, type: !12, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!26 = !DILocalVariable(name: "x", arg: 1, scope: !25, file: !1, line: 1, type: !14)
!27 = !DILocation(line: 1, column: 19, scope: !25)
!28 = !DILocalVariable(name: "y", scope: !25, file: !1, line: 1, type: !14)
!29 = !DILocation(line: 1, column: 28, scope: !25)
!30 = !DILocation(line: 1, column: 32, scope: !25)
!31 = !DILocation(line: 1, column: 36, scope: !25)
!32 = !DILocation(line: 1, column: 34, scope: !25)
!33 = !DILocation(line: 1, column: 46, scope: !25)
!34 = !DILocation(line: 1, column: 48, scope: !25)
!35 = !DILocation(line: 1, column: 39, scope: !25)
