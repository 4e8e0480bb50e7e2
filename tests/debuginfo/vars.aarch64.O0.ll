; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.point = type { i32, i32, ptr }
%union.word = type { i32 }

@__const.inspect.squares = private unnamed_addr constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 4
@.str = private unnamed_addr constant [5 x i8] c"here\00", align 1, !dbg !0
@__const.inspect.local = private unnamed_addr constant %struct.point { i32 3, i32 4, ptr @.str }, align 8
@sink = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"origin\00", align 1, !dbg !20
@__const.main.origin = private unnamed_addr constant %struct.point { i32 1, i32 2, ptr @.str.1 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inspect(ptr noundef %0, i32 noundef %1) #0 !dbg !34 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x i32], align 4
  %7 = alloca %struct.point, align 8
  %8 = alloca %union.word, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !46, metadata !DIExpression()), !dbg !47
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !48, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.declare(metadata ptr %5, metadata !50, metadata !DIExpression()), !dbg !51
  store i32 0, ptr %5, align 4, !dbg !51
  call void @llvm.dbg.declare(metadata ptr %6, metadata !52, metadata !DIExpression()), !dbg !56
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.inspect.squares, i64 16, i1 false), !dbg !56
  call void @llvm.dbg.declare(metadata ptr %7, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.inspect.local, i64 16, i1 false), !dbg !58
  call void @llvm.dbg.declare(metadata ptr %8, metadata !59, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata ptr %9, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 5, ptr %9, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata ptr %10, metadata !71, metadata !DIExpression()), !dbg !74
  store double 2.500000e+00, ptr %10, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata ptr %11, metadata !75, metadata !DIExpression()), !dbg !78
  store i64 7, ptr %11, align 8, !dbg !78
  store i32 1065353216, ptr %8, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata ptr %12, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, ptr %12, align 4, !dbg !82
  br label %14, !dbg !83

14:                                               ; preds = %31, %2
  %15 = load i32, ptr %12, align 4, !dbg !84
  %16 = load i32, ptr %4, align 4, !dbg !86
  %17 = icmp slt i32 %15, %16, !dbg !87
  br i1 %17, label %18, label %34, !dbg !88

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata ptr %13, metadata !89, metadata !DIExpression()), !dbg !91
  %19 = load i32, ptr %12, align 4, !dbg !92
  %20 = and i32 %19, 3, !dbg !93
  %21 = sext i32 %20 to i64, !dbg !94
  %22 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %21, !dbg !94
  %23 = load i32, ptr %22, align 4, !dbg !94
  %24 = load ptr, ptr %3, align 8, !dbg !95
  %25 = getelementptr inbounds %struct.point, ptr %24, i32 0, i32 0, !dbg !96
  %26 = load i32, ptr %25, align 8, !dbg !96
  %27 = add nsw i32 %23, %26, !dbg !97
  store i32 %27, ptr %13, align 4, !dbg !91
  %28 = load i32, ptr %13, align 4, !dbg !98
  %29 = load i32, ptr %5, align 4, !dbg !99
  %30 = add nsw i32 %29, %28, !dbg !99
  store i32 %30, ptr %5, align 4, !dbg !99
  br label %31, !dbg !100

31:                                               ; preds = %18
  %32 = load i32, ptr %12, align 4, !dbg !101
  %33 = add nsw i32 %32, 1, !dbg !101
  store i32 %33, ptr %12, align 4, !dbg !101
  br label %14, !dbg !102, !llvm.loop !103

34:                                               ; preds = %14
  %35 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !106
  %36 = load i32, ptr %35, align 8, !dbg !106
  %37 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 1, !dbg !107
  %38 = load i32, ptr %37, align 4, !dbg !107
  %39 = add nsw i32 %36, %38, !dbg !108
  %40 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 2, !dbg !109
  %41 = load i32, ptr %40, align 4, !dbg !109
  %42 = add nsw i32 %39, %41, !dbg !110
  %43 = load i32, ptr %9, align 4, !dbg !111
  %44 = add nsw i32 %42, %43, !dbg !112
  %45 = add nsw i32 %44, 2, !dbg !113
  %46 = load i64, ptr %11, align 8, !dbg !114
  %47 = trunc i64 %46 to i32, !dbg !115
  %48 = add nsw i32 %45, %47, !dbg !116
  %49 = load i32, ptr %5, align 4, !dbg !117
  %50 = add nsw i32 %49, %48, !dbg !117
  store i32 %50, ptr %5, align 4, !dbg !117
  %51 = load i32, ptr %5, align 4, !dbg !118
  store volatile i32 %51, ptr @sink, align 4, !dbg !119
  %52 = load i32, ptr %5, align 4, !dbg !120
  %53 = call i32 @scale(i32 noundef %52, ptr noundef @twice), !dbg !121
  %54 = getelementptr inbounds [4 x i8], ptr %8, i64 0, i64 0, !dbg !122
  %55 = load i8, ptr %54, align 4, !dbg !122
  %56 = zext i8 %55 to i32, !dbg !123
  %57 = add nsw i32 %53, %56, !dbg !124
  ret i32 %57, !dbg !125
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @scale(i32 noundef %0, ptr noundef %1) #0 !dbg !126 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !132, metadata !DIExpression()), !dbg !133
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !134, metadata !DIExpression()), !dbg !135
  %5 = load ptr, ptr %4, align 8, !dbg !136
  %6 = load i32, ptr %3, align 4, !dbg !137
  %7 = call i32 %5(i32 noundef %6), !dbg !136
  %8 = mul nsw i32 %7, 2, !dbg !138
  ret i32 %8, !dbg !139
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !140 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !141, metadata !DIExpression()), !dbg !142
  %3 = load i32, ptr %2, align 4, !dbg !143
  %4 = load i32, ptr %2, align 4, !dbg !144
  %5 = add nsw i32 %3, %4, !dbg !145
  ret i32 %5, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !147 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !149, metadata !DIExpression()), !dbg !150
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.origin, i64 16, i1 false), !dbg !150
  call void @llvm.dbg.declare(metadata ptr %3, metadata !151, metadata !DIExpression()), !dbg !152
  %4 = call i32 @inspect(ptr noundef %2, i32 noundef 3), !dbg !153
  store i32 %4, ptr %3, align 4, !dbg !152
  %5 = load i32, ptr %3, align 4, !dbg !154
  %6 = and i32 %5, 255, !dbg !155
  ret i32 %6, !dbg !156
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vars.c", directory: "/work/wt/dwarf/tests/debuginfo", checksumkind: CSK_MD5, checksum: "58fd338eea77b40f551b40ebc137c4f6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 1}
!33 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!34 = distinct !DISubprogram(name: "inspect", scope: !2, file: !2, line: 26, type: !35, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !45)
!35 = !DISubroutineType(types: !36)
!36 = !{!18, !37, !18}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 4, size: 128, elements: !39)
!39 = !{!40, !41, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !38, file: !2, line: 5, baseType: !18, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !38, file: !2, line: 6, baseType: !18, size: 32, offset: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !38, file: !2, line: 7, baseType: !43, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!45 = !{}
!46 = !DILocalVariable(name: "p", arg: 1, scope: !34, file: !2, line: 26, type: !37)
!47 = !DILocation(line: 26, column: 27, scope: !34)
!48 = !DILocalVariable(name: "n", arg: 2, scope: !34, file: !2, line: 26, type: !18)
!49 = !DILocation(line: 26, column: 34, scope: !34)
!50 = !DILocalVariable(name: "total", scope: !34, file: !2, line: 27, type: !18)
!51 = !DILocation(line: 27, column: 7, scope: !34)
!52 = !DILocalVariable(name: "squares", scope: !34, file: !2, line: 28, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 4)
!56 = !DILocation(line: 28, column: 7, scope: !34)
!57 = !DILocalVariable(name: "local", scope: !34, file: !2, line: 29, type: !38)
!58 = !DILocation(line: 29, column: 16, scope: !34)
!59 = !DILocalVariable(name: "w", scope: !34, file: !2, line: 30, type: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !2, line: 10, size: 32, elements: !61)
!61 = !{!62, !63, !65}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !60, file: !2, line: 11, baseType: !12, size: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !60, file: !2, line: 12, baseType: !64, size: 32)
!64 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !60, file: !2, line: 13, baseType: !66, size: 32)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 32, elements: !54)
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !DILocation(line: 30, column: 14, scope: !34)
!69 = !DILocalVariable(name: "c", scope: !34, file: !2, line: 31, type: !11)
!70 = !DILocation(line: 31, column: 14, scope: !34)
!71 = !DILocalVariable(name: "ratio", scope: !34, file: !2, line: 32, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!73 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!74 = !DILocation(line: 32, column: 16, scope: !34)
!75 = !DILocalVariable(name: "count", scope: !34, file: !2, line: 33, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "counter_t", file: !2, line: 2, baseType: !77)
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DILocation(line: 33, column: 13, scope: !34)
!79 = !DILocation(line: 34, column: 7, scope: !34)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 35, type: !18)
!81 = distinct !DILexicalBlock(scope: !34, file: !2, line: 35, column: 3)
!82 = !DILocation(line: 35, column: 12, scope: !81)
!83 = !DILocation(line: 35, column: 8, scope: !81)
!84 = !DILocation(line: 35, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 35, column: 3)
!86 = !DILocation(line: 35, column: 23, scope: !85)
!87 = !DILocation(line: 35, column: 21, scope: !85)
!88 = !DILocation(line: 35, column: 3, scope: !81)
!89 = !DILocalVariable(name: "step", scope: !90, file: !2, line: 36, type: !18)
!90 = distinct !DILexicalBlock(scope: !85, file: !2, line: 35, column: 31)
!91 = !DILocation(line: 36, column: 9, scope: !90)
!92 = !DILocation(line: 36, column: 24, scope: !90)
!93 = !DILocation(line: 36, column: 26, scope: !90)
!94 = !DILocation(line: 36, column: 16, scope: !90)
!95 = !DILocation(line: 36, column: 33, scope: !90)
!96 = !DILocation(line: 36, column: 36, scope: !90)
!97 = !DILocation(line: 36, column: 31, scope: !90)
!98 = !DILocation(line: 37, column: 14, scope: !90)
!99 = !DILocation(line: 37, column: 11, scope: !90)
!100 = !DILocation(line: 38, column: 3, scope: !90)
!101 = !DILocation(line: 35, column: 27, scope: !85)
!102 = !DILocation(line: 35, column: 3, scope: !85)
!103 = distinct !{!103, !88, !104, !105}
!104 = !DILocation(line: 38, column: 3, scope: !81)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 39, column: 18, scope: !34)
!107 = !DILocation(line: 39, column: 28, scope: !34)
!108 = !DILocation(line: 39, column: 20, scope: !34)
!109 = !DILocation(line: 39, column: 32, scope: !34)
!110 = !DILocation(line: 39, column: 30, scope: !34)
!111 = !DILocation(line: 39, column: 50, scope: !34)
!112 = !DILocation(line: 39, column: 43, scope: !34)
!113 = !DILocation(line: 39, column: 52, scope: !34)
!114 = !DILocation(line: 39, column: 72, scope: !34)
!115 = !DILocation(line: 39, column: 67, scope: !34)
!116 = !DILocation(line: 39, column: 65, scope: !34)
!117 = !DILocation(line: 39, column: 9, scope: !34)
!118 = !DILocation(line: 40, column: 10, scope: !34)
!119 = !DILocation(line: 40, column: 8, scope: !34)
!120 = !DILocation(line: 41, column: 16, scope: !34)
!121 = !DILocation(line: 41, column: 10, scope: !34)
!122 = !DILocation(line: 41, column: 37, scope: !34)
!123 = !DILocation(line: 41, column: 32, scope: !34)
!124 = !DILocation(line: 41, column: 30, scope: !34)
!125 = !DILocation(line: 41, column: 3, scope: !34)
!126 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 20, type: !127, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !45)
!127 = !DISubroutineType(types: !128)
!128 = !{!18, !18, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DISubroutineType(types: !131)
!131 = !{!18, !18}
!132 = !DILocalVariable(name: "v", arg: 1, scope: !126, file: !2, line: 20, type: !18)
!133 = !DILocation(line: 20, column: 22, scope: !126)
!134 = !DILocalVariable(name: "op", arg: 2, scope: !126, file: !2, line: 20, type: !129)
!135 = !DILocation(line: 20, column: 31, scope: !126)
!136 = !DILocation(line: 21, column: 10, scope: !126)
!137 = !DILocation(line: 21, column: 13, scope: !126)
!138 = !DILocation(line: 21, column: 16, scope: !126)
!139 = !DILocation(line: 21, column: 3, scope: !126)
!140 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 24, type: !130, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !45)
!141 = !DILocalVariable(name: "v", arg: 1, scope: !140, file: !2, line: 24, type: !18)
!142 = !DILocation(line: 24, column: 22, scope: !140)
!143 = !DILocation(line: 24, column: 34, scope: !140)
!144 = !DILocation(line: 24, column: 38, scope: !140)
!145 = !DILocation(line: 24, column: 36, scope: !140)
!146 = !DILocation(line: 24, column: 27, scope: !140)
!147 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !148, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !45)
!148 = !DISubroutineType(types: !17)
!149 = !DILocalVariable(name: "origin", scope: !147, file: !2, line: 45, type: !38)
!150 = !DILocation(line: 45, column: 16, scope: !147)
!151 = !DILocalVariable(name: "r", scope: !147, file: !2, line: 46, type: !18)
!152 = !DILocation(line: 46, column: 7, scope: !147)
!153 = !DILocation(line: 46, column: 11, scope: !147)
!154 = !DILocation(line: 47, column: 10, scope: !147)
!155 = !DILocation(line: 47, column: 12, scope: !147)
!156 = !DILocation(line: 47, column: 3, scope: !147)
