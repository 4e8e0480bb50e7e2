; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.point = type { i32, i32, ptr }
%union.word = type { i32 }

@__const.inspect.squares = private unnamed_addr constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 4
@.str = private unnamed_addr constant [5 x i8] c"here\00", align 1, !dbg !0
@__const.inspect.local = private unnamed_addr constant %struct.point { i32 3, i32 4, ptr @.str }, align 4
@sink = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"origin\00", align 1, !dbg !20
@__const.main.origin = private unnamed_addr constant %struct.point { i32 1, i32 2, ptr @.str.1 }, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @inspect(ptr noundef %0, i32 noundef %1) #0 !dbg !33 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x i32], align 4
  %7 = alloca %struct.point, align 4
  %8 = alloca %union.word, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !45, metadata !DIExpression()), !dbg !46
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata ptr %5, metadata !49, metadata !DIExpression()), !dbg !50
  store i32 0, ptr %5, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata ptr %6, metadata !51, metadata !DIExpression()), !dbg !55
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.inspect.squares, i32 16, i1 false), !dbg !55
  call void @llvm.dbg.declare(metadata ptr %7, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.inspect.local, i32 12, i1 false), !dbg !57
  call void @llvm.dbg.declare(metadata ptr %8, metadata !58, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata ptr %9, metadata !68, metadata !DIExpression()), !dbg !69
  store i32 5, ptr %9, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata ptr %10, metadata !70, metadata !DIExpression()), !dbg !73
  store double 2.500000e+00, ptr %10, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata ptr %11, metadata !74, metadata !DIExpression()), !dbg !77
  store i32 7, ptr %11, align 4, !dbg !77
  store i32 1065353216, ptr %8, align 4, !dbg !78
  call void @llvm.dbg.declare(metadata ptr %12, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, ptr %12, align 4, !dbg !81
  br label %14, !dbg !82

14:                                               ; preds = %30, %2
  %15 = load i32, ptr %12, align 4, !dbg !83
  %16 = load i32, ptr %4, align 4, !dbg !85
  %17 = icmp slt i32 %15, %16, !dbg !86
  br i1 %17, label %18, label %33, !dbg !87

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata ptr %13, metadata !88, metadata !DIExpression()), !dbg !90
  %19 = load i32, ptr %12, align 4, !dbg !91
  %20 = and i32 %19, 3, !dbg !92
  %21 = getelementptr inbounds [4 x i32], ptr %6, i32 0, i32 %20, !dbg !93
  %22 = load i32, ptr %21, align 4, !dbg !93
  %23 = load ptr, ptr %3, align 4, !dbg !94
  %24 = getelementptr inbounds %struct.point, ptr %23, i32 0, i32 0, !dbg !95
  %25 = load i32, ptr %24, align 4, !dbg !95
  %26 = add nsw i32 %22, %25, !dbg !96
  store i32 %26, ptr %13, align 4, !dbg !90
  %27 = load i32, ptr %13, align 4, !dbg !97
  %28 = load i32, ptr %5, align 4, !dbg !98
  %29 = add nsw i32 %28, %27, !dbg !98
  store i32 %29, ptr %5, align 4, !dbg !98
  br label %30, !dbg !99

30:                                               ; preds = %18
  %31 = load i32, ptr %12, align 4, !dbg !100
  %32 = add nsw i32 %31, 1, !dbg !100
  store i32 %32, ptr %12, align 4, !dbg !100
  br label %14, !dbg !101, !llvm.loop !102

33:                                               ; preds = %14
  %34 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !105
  %35 = load i32, ptr %34, align 4, !dbg !105
  %36 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 1, !dbg !106
  %37 = load i32, ptr %36, align 4, !dbg !106
  %38 = add nsw i32 %35, %37, !dbg !107
  %39 = getelementptr inbounds [4 x i32], ptr %6, i32 0, i32 2, !dbg !108
  %40 = load i32, ptr %39, align 4, !dbg !108
  %41 = add nsw i32 %38, %40, !dbg !109
  %42 = load i32, ptr %9, align 4, !dbg !110
  %43 = add nsw i32 %41, %42, !dbg !111
  %44 = add nsw i32 %43, 2, !dbg !112
  %45 = load i32, ptr %11, align 4, !dbg !113
  %46 = add nsw i32 %44, %45, !dbg !114
  %47 = load i32, ptr %5, align 4, !dbg !115
  %48 = add nsw i32 %47, %46, !dbg !115
  store i32 %48, ptr %5, align 4, !dbg !115
  %49 = load i32, ptr %5, align 4, !dbg !116
  store volatile i32 %49, ptr @sink, align 4, !dbg !117
  %50 = load i32, ptr %5, align 4, !dbg !118
  %51 = call i32 @scale(i32 noundef %50, ptr noundef @twice), !dbg !119
  %52 = getelementptr inbounds [4 x i8], ptr %8, i32 0, i32 0, !dbg !120
  %53 = load i8, ptr %52, align 4, !dbg !120
  %54 = zext i8 %53 to i32, !dbg !121
  %55 = add nsw i32 %51, %54, !dbg !122
  ret i32 %55, !dbg !123
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @scale(i32 noundef %0, ptr noundef %1) #0 !dbg !124 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !130, metadata !DIExpression()), !dbg !131
  store ptr %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !132, metadata !DIExpression()), !dbg !133
  %5 = load ptr, ptr %4, align 4, !dbg !134
  %6 = load i32, ptr %3, align 4, !dbg !135
  %7 = call i32 %5(i32 noundef %6), !dbg !134
  %8 = mul nsw i32 %7, 2, !dbg !136
  ret i32 %8, !dbg !137
}

; Function Attrs: noinline nounwind optnone
define internal i32 @twice(i32 noundef %0) #0 !dbg !138 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !139, metadata !DIExpression()), !dbg !140
  %3 = load i32, ptr %2, align 4, !dbg !141
  %4 = load i32, ptr %2, align 4, !dbg !142
  %5 = add nsw i32 %3, %4, !dbg !143
  ret i32 %5, !dbg !144
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 !dbg !145 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !147, metadata !DIExpression()), !dbg !148
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.origin, i32 12, i1 false), !dbg !148
  call void @llvm.dbg.declare(metadata ptr %3, metadata !149, metadata !DIExpression()), !dbg !150
  %4 = call i32 @inspect(ptr noundef %2, i32 noundef 3), !dbg !151
  store i32 %4, ptr %3, align 4, !dbg !150
  %5 = load i32, ptr %3, align 4, !dbg !152
  %6 = and i32 %5, 255, !dbg !153
  ret i32 %6, !dbg !154
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vars.c", directory: "/work/wt/dwarf/tests/debuginfo", checksumkind: CSK_MD5, checksum: "58fd338eea77b40f551b40ebc137c4f6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "sink", scope: !9, file: !2, line: 18, type: !25, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !17, globals: !19, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 16, baseType: !12, size: 32, elements: !13)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "RED", value: 0)
!15 = !DIEnumerator(name: "GREEN", value: 5)
!16 = !DIEnumerator(name: "BLUE", value: 6)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!0, !20, !7}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 7)
!25 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!33 = distinct !DISubprogram(name: "inspect", scope: !2, file: !2, line: 26, type: !34, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !44)
!34 = !DISubroutineType(types: !35)
!35 = !{!18, !36, !18}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 32)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 4, size: 96, elements: !38)
!38 = !{!39, !40, !41}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !37, file: !2, line: 5, baseType: !18, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !37, file: !2, line: 6, baseType: !18, size: 32, offset: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !37, file: !2, line: 7, baseType: !42, size: 32, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!44 = !{}
!45 = !DILocalVariable(name: "p", arg: 1, scope: !33, file: !2, line: 26, type: !36)
!46 = !DILocation(line: 26, column: 27, scope: !33)
!47 = !DILocalVariable(name: "n", arg: 2, scope: !33, file: !2, line: 26, type: !18)
!48 = !DILocation(line: 26, column: 34, scope: !33)
!49 = !DILocalVariable(name: "total", scope: !33, file: !2, line: 27, type: !18)
!50 = !DILocation(line: 27, column: 7, scope: !33)
!51 = !DILocalVariable(name: "squares", scope: !33, file: !2, line: 28, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 4)
!55 = !DILocation(line: 28, column: 7, scope: !33)
!56 = !DILocalVariable(name: "local", scope: !33, file: !2, line: 29, type: !37)
!57 = !DILocation(line: 29, column: 16, scope: !33)
!58 = !DILocalVariable(name: "w", scope: !33, file: !2, line: 30, type: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !2, line: 10, size: 32, elements: !60)
!60 = !{!61, !62, !64}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !59, file: !2, line: 11, baseType: !12, size: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !59, file: !2, line: 12, baseType: !63, size: 32)
!63 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !59, file: !2, line: 13, baseType: !65, size: 32)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 32, elements: !53)
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !DILocation(line: 30, column: 14, scope: !33)
!68 = !DILocalVariable(name: "c", scope: !33, file: !2, line: 31, type: !11)
!69 = !DILocation(line: 31, column: 14, scope: !33)
!70 = !DILocalVariable(name: "ratio", scope: !33, file: !2, line: 32, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DILocation(line: 32, column: 16, scope: !33)
!74 = !DILocalVariable(name: "count", scope: !33, file: !2, line: 33, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "counter_t", file: !2, line: 2, baseType: !76)
!76 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!77 = !DILocation(line: 33, column: 13, scope: !33)
!78 = !DILocation(line: 34, column: 7, scope: !33)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 35, type: !18)
!80 = distinct !DILexicalBlock(scope: !33, file: !2, line: 35, column: 3)
!81 = !DILocation(line: 35, column: 12, scope: !80)
!82 = !DILocation(line: 35, column: 8, scope: !80)
!83 = !DILocation(line: 35, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 35, column: 3)
!85 = !DILocation(line: 35, column: 23, scope: !84)
!86 = !DILocation(line: 35, column: 21, scope: !84)
!87 = !DILocation(line: 35, column: 3, scope: !80)
!88 = !DILocalVariable(name: "step", scope: !89, file: !2, line: 36, type: !18)
!89 = distinct !DILexicalBlock(scope: !84, file: !2, line: 35, column: 31)
!90 = !DILocation(line: 36, column: 9, scope: !89)
!91 = !DILocation(line: 36, column: 24, scope: !89)
!92 = !DILocation(line: 36, column: 26, scope: !89)
!93 = !DILocation(line: 36, column: 16, scope: !89)
!94 = !DILocation(line: 36, column: 33, scope: !89)
!95 = !DILocation(line: 36, column: 36, scope: !89)
!96 = !DILocation(line: 36, column: 31, scope: !89)
!97 = !DILocation(line: 37, column: 14, scope: !89)
!98 = !DILocation(line: 37, column: 11, scope: !89)
!99 = !DILocation(line: 38, column: 3, scope: !89)
!100 = !DILocation(line: 35, column: 27, scope: !84)
!101 = !DILocation(line: 35, column: 3, scope: !84)
!102 = distinct !{!102, !87, !103, !104}
!103 = !DILocation(line: 38, column: 3, scope: !80)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 39, column: 18, scope: !33)
!106 = !DILocation(line: 39, column: 28, scope: !33)
!107 = !DILocation(line: 39, column: 20, scope: !33)
!108 = !DILocation(line: 39, column: 32, scope: !33)
!109 = !DILocation(line: 39, column: 30, scope: !33)
!110 = !DILocation(line: 39, column: 50, scope: !33)
!111 = !DILocation(line: 39, column: 43, scope: !33)
!112 = !DILocation(line: 39, column: 52, scope: !33)
!113 = !DILocation(line: 39, column: 72, scope: !33)
!114 = !DILocation(line: 39, column: 65, scope: !33)
!115 = !DILocation(line: 39, column: 9, scope: !33)
!116 = !DILocation(line: 40, column: 10, scope: !33)
!117 = !DILocation(line: 40, column: 8, scope: !33)
!118 = !DILocation(line: 41, column: 16, scope: !33)
!119 = !DILocation(line: 41, column: 10, scope: !33)
!120 = !DILocation(line: 41, column: 37, scope: !33)
!121 = !DILocation(line: 41, column: 32, scope: !33)
!122 = !DILocation(line: 41, column: 30, scope: !33)
!123 = !DILocation(line: 41, column: 3, scope: !33)
!124 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 20, type: !125, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !44)
!125 = !DISubroutineType(types: !126)
!126 = !{!18, !18, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32)
!128 = !DISubroutineType(types: !129)
!129 = !{!18, !18}
!130 = !DILocalVariable(name: "v", arg: 1, scope: !124, file: !2, line: 20, type: !18)
!131 = !DILocation(line: 20, column: 22, scope: !124)
!132 = !DILocalVariable(name: "op", arg: 2, scope: !124, file: !2, line: 20, type: !127)
!133 = !DILocation(line: 20, column: 31, scope: !124)
!134 = !DILocation(line: 21, column: 10, scope: !124)
!135 = !DILocation(line: 21, column: 13, scope: !124)
!136 = !DILocation(line: 21, column: 16, scope: !124)
!137 = !DILocation(line: 21, column: 3, scope: !124)
!138 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 24, type: !128, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !44)
!139 = !DILocalVariable(name: "v", arg: 1, scope: !138, file: !2, line: 24, type: !18)
!140 = !DILocation(line: 24, column: 22, scope: !138)
!141 = !DILocation(line: 24, column: 34, scope: !138)
!142 = !DILocation(line: 24, column: 38, scope: !138)
!143 = !DILocation(line: 24, column: 36, scope: !138)
!144 = !DILocation(line: 24, column: 27, scope: !138)
!145 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !146, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !44)
!146 = !DISubroutineType(types: !17)
!147 = !DILocalVariable(name: "origin", scope: !145, file: !2, line: 45, type: !37)
!148 = !DILocation(line: 45, column: 16, scope: !145)
!149 = !DILocalVariable(name: "r", scope: !145, file: !2, line: 46, type: !18)
!150 = !DILocation(line: 46, column: 7, scope: !145)
!151 = !DILocation(line: 46, column: 11, scope: !145)
!152 = !DILocation(line: 47, column: 10, scope: !145)
!153 = !DILocation(line: 47, column: 12, scope: !145)
!154 = !DILocation(line: 47, column: 3, scope: !145)
