; ModuleID = 'vars.c'
source_filename = "vars.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.point = type { i32, i32, ptr }
%union.word = type { i32 }

@__const.inspect.squares = private unnamed_addr constant [4 x i32] [i32 1, i32 4, i32 9, i32 16], align 4
@.str = private unnamed_addr constant [5 x i8] c"here\00", align 1, !dbg !0
@__const.inspect.local = private unnamed_addr constant %struct.point { i32 3, i32 4, ptr @.str }, align 8
@sink = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"origin\00", align 1, !dbg !20
@__const.main.origin = private unnamed_addr constant %struct.point { i32 1, i32 2, ptr @.str.1 }, align 8

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @inspect(ptr noundef %0, i32 noundef signext %1) #0 !dbg !35 {
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
  call void @llvm.dbg.declare(metadata ptr %3, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 %1, ptr %4, align 4
  call void @llvm.dbg.declare(metadata ptr %4, metadata !49, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata ptr %5, metadata !51, metadata !DIExpression()), !dbg !52
  store i32 0, ptr %5, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata ptr %6, metadata !53, metadata !DIExpression()), !dbg !57
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.inspect.squares, i64 16, i1 false), !dbg !57
  call void @llvm.dbg.declare(metadata ptr %7, metadata !58, metadata !DIExpression()), !dbg !59
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.inspect.local, i64 16, i1 false), !dbg !59
  call void @llvm.dbg.declare(metadata ptr %8, metadata !60, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.declare(metadata ptr %9, metadata !70, metadata !DIExpression()), !dbg !71
  store i32 5, ptr %9, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata ptr %10, metadata !72, metadata !DIExpression()), !dbg !75
  store double 2.500000e+00, ptr %10, align 8, !dbg !75
  call void @llvm.dbg.declare(metadata ptr %11, metadata !76, metadata !DIExpression()), !dbg !79
  store i64 7, ptr %11, align 8, !dbg !79
  store i32 1065353216, ptr %8, align 4, !dbg !80
  call void @llvm.dbg.declare(metadata ptr %12, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 0, ptr %12, align 4, !dbg !83
  br label %14, !dbg !84

14:                                               ; preds = %31, %2
  %15 = load i32, ptr %12, align 4, !dbg !85
  %16 = load i32, ptr %4, align 4, !dbg !87
  %17 = icmp slt i32 %15, %16, !dbg !88
  br i1 %17, label %18, label %34, !dbg !89

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata ptr %13, metadata !90, metadata !DIExpression()), !dbg !92
  %19 = load i32, ptr %12, align 4, !dbg !93
  %20 = and i32 %19, 3, !dbg !94
  %21 = sext i32 %20 to i64, !dbg !95
  %22 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %21, !dbg !95
  %23 = load i32, ptr %22, align 4, !dbg !95
  %24 = load ptr, ptr %3, align 8, !dbg !96
  %25 = getelementptr inbounds %struct.point, ptr %24, i32 0, i32 0, !dbg !97
  %26 = load i32, ptr %25, align 8, !dbg !97
  %27 = add nsw i32 %23, %26, !dbg !98
  store i32 %27, ptr %13, align 4, !dbg !92
  %28 = load i32, ptr %13, align 4, !dbg !99
  %29 = load i32, ptr %5, align 4, !dbg !100
  %30 = add nsw i32 %29, %28, !dbg !100
  store i32 %30, ptr %5, align 4, !dbg !100
  br label %31, !dbg !101

31:                                               ; preds = %18
  %32 = load i32, ptr %12, align 4, !dbg !102
  %33 = add nsw i32 %32, 1, !dbg !102
  store i32 %33, ptr %12, align 4, !dbg !102
  br label %14, !dbg !103, !llvm.loop !104

34:                                               ; preds = %14
  %35 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !107
  %36 = load i32, ptr %35, align 8, !dbg !107
  %37 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 1, !dbg !108
  %38 = load i32, ptr %37, align 4, !dbg !108
  %39 = add nsw i32 %36, %38, !dbg !109
  %40 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 2, !dbg !110
  %41 = load i32, ptr %40, align 4, !dbg !110
  %42 = add nsw i32 %39, %41, !dbg !111
  %43 = load i32, ptr %9, align 4, !dbg !112
  %44 = add nsw i32 %42, %43, !dbg !113
  %45 = add nsw i32 %44, 2, !dbg !114
  %46 = load i64, ptr %11, align 8, !dbg !115
  %47 = trunc i64 %46 to i32, !dbg !116
  %48 = add nsw i32 %45, %47, !dbg !117
  %49 = load i32, ptr %5, align 4, !dbg !118
  %50 = add nsw i32 %49, %48, !dbg !118
  store i32 %50, ptr %5, align 4, !dbg !118
  %51 = load i32, ptr %5, align 4, !dbg !119
  store volatile i32 %51, ptr @sink, align 4, !dbg !120
  %52 = load i32, ptr %5, align 4, !dbg !121
  %53 = call signext i32 @scale(i32 noundef signext %52, ptr noundef @twice), !dbg !122
  %54 = getelementptr inbounds [4 x i8], ptr %8, i64 0, i64 0, !dbg !123
  %55 = load i8, ptr %54, align 4, !dbg !123
  %56 = zext i8 %55 to i32, !dbg !124
  %57 = add nsw i32 %53, %56, !dbg !125
  ret i32 %57, !dbg !126
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @scale(i32 noundef signext %0, ptr noundef %1) #0 !dbg !127 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  call void @llvm.dbg.declare(metadata ptr %3, metadata !133, metadata !DIExpression()), !dbg !134
  store ptr %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !135, metadata !DIExpression()), !dbg !136
  %5 = load ptr, ptr %4, align 8, !dbg !137
  %6 = load i32, ptr %3, align 4, !dbg !138
  %7 = call signext i32 %5(i32 noundef signext %6), !dbg !137
  %8 = mul nsw i32 %7, 2, !dbg !139
  ret i32 %8, !dbg !140
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @twice(i32 noundef signext %0) #0 !dbg !141 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !142, metadata !DIExpression()), !dbg !143
  %3 = load i32, ptr %2, align 4, !dbg !144
  %4 = load i32, ptr %2, align 4, !dbg !145
  %5 = add nsw i32 %3, %4, !dbg !146
  ret i32 %5, !dbg !147
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 !dbg !148 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !150, metadata !DIExpression()), !dbg !151
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.origin, i64 16, i1 false), !dbg !151
  call void @llvm.dbg.declare(metadata ptr %3, metadata !152, metadata !DIExpression()), !dbg !153
  %4 = call signext i32 @inspect(ptr noundef %2, i32 noundef signext 3), !dbg !154
  store i32 %4, ptr %3, align 4, !dbg !153
  %5 = load i32, ptr %3, align 4, !dbg !155
  %6 = and i32 %5, 255, !dbg !156
  ret i32 %6, !dbg !157
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

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
!29 = !{i32 1, !"target-abi", !"lp64d"}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{i32 1, !"SmallDataLimit", i32 8}
!34 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!35 = distinct !DISubprogram(name: "inspect", scope: !2, file: !2, line: 26, type: !36, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !46)
!36 = !DISubroutineType(types: !37)
!37 = !{!18, !38, !18}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 4, size: 128, elements: !40)
!40 = !{!41, !42, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !39, file: !2, line: 5, baseType: !18, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !39, file: !2, line: 6, baseType: !18, size: 32, offset: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !39, file: !2, line: 7, baseType: !44, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!46 = !{}
!47 = !DILocalVariable(name: "p", arg: 1, scope: !35, file: !2, line: 26, type: !38)
!48 = !DILocation(line: 26, column: 27, scope: !35)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !35, file: !2, line: 26, type: !18)
!50 = !DILocation(line: 26, column: 34, scope: !35)
!51 = !DILocalVariable(name: "total", scope: !35, file: !2, line: 27, type: !18)
!52 = !DILocation(line: 27, column: 7, scope: !35)
!53 = !DILocalVariable(name: "squares", scope: !35, file: !2, line: 28, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DILocation(line: 28, column: 7, scope: !35)
!58 = !DILocalVariable(name: "local", scope: !35, file: !2, line: 29, type: !39)
!59 = !DILocation(line: 29, column: 16, scope: !35)
!60 = !DILocalVariable(name: "w", scope: !35, file: !2, line: 30, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !2, line: 10, size: 32, elements: !62)
!62 = !{!63, !64, !66}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !61, file: !2, line: 11, baseType: !12, size: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !61, file: !2, line: 12, baseType: !65, size: 32)
!65 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !61, file: !2, line: 13, baseType: !67, size: 32)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 32, elements: !55)
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !DILocation(line: 30, column: 14, scope: !35)
!70 = !DILocalVariable(name: "c", scope: !35, file: !2, line: 31, type: !11)
!71 = !DILocation(line: 31, column: 14, scope: !35)
!72 = !DILocalVariable(name: "ratio", scope: !35, file: !2, line: 32, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DILocation(line: 32, column: 16, scope: !35)
!76 = !DILocalVariable(name: "count", scope: !35, file: !2, line: 33, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "counter_t", file: !2, line: 2, baseType: !78)
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocation(line: 33, column: 13, scope: !35)
!80 = !DILocation(line: 34, column: 7, scope: !35)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 35, type: !18)
!82 = distinct !DILexicalBlock(scope: !35, file: !2, line: 35, column: 3)
!83 = !DILocation(line: 35, column: 12, scope: !82)
!84 = !DILocation(line: 35, column: 8, scope: !82)
!85 = !DILocation(line: 35, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !2, line: 35, column: 3)
!87 = !DILocation(line: 35, column: 23, scope: !86)
!88 = !DILocation(line: 35, column: 21, scope: !86)
!89 = !DILocation(line: 35, column: 3, scope: !82)
!90 = !DILocalVariable(name: "step", scope: !91, file: !2, line: 36, type: !18)
!91 = distinct !DILexicalBlock(scope: !86, file: !2, line: 35, column: 31)
!92 = !DILocation(line: 36, column: 9, scope: !91)
!93 = !DILocation(line: 36, column: 24, scope: !91)
!94 = !DILocation(line: 36, column: 26, scope: !91)
!95 = !DILocation(line: 36, column: 16, scope: !91)
!96 = !DILocation(line: 36, column: 33, scope: !91)
!97 = !DILocation(line: 36, column: 36, scope: !91)
!98 = !DILocation(line: 36, column: 31, scope: !91)
!99 = !DILocation(line: 37, column: 14, scope: !91)
!100 = !DILocation(line: 37, column: 11, scope: !91)
!101 = !DILocation(line: 38, column: 3, scope: !91)
!102 = !DILocation(line: 35, column: 27, scope: !86)
!103 = !DILocation(line: 35, column: 3, scope: !86)
!104 = distinct !{!104, !89, !105, !106}
!105 = !DILocation(line: 38, column: 3, scope: !82)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 39, column: 18, scope: !35)
!108 = !DILocation(line: 39, column: 28, scope: !35)
!109 = !DILocation(line: 39, column: 20, scope: !35)
!110 = !DILocation(line: 39, column: 32, scope: !35)
!111 = !DILocation(line: 39, column: 30, scope: !35)
!112 = !DILocation(line: 39, column: 50, scope: !35)
!113 = !DILocation(line: 39, column: 43, scope: !35)
!114 = !DILocation(line: 39, column: 52, scope: !35)
!115 = !DILocation(line: 39, column: 72, scope: !35)
!116 = !DILocation(line: 39, column: 67, scope: !35)
!117 = !DILocation(line: 39, column: 65, scope: !35)
!118 = !DILocation(line: 39, column: 9, scope: !35)
!119 = !DILocation(line: 40, column: 10, scope: !35)
!120 = !DILocation(line: 40, column: 8, scope: !35)
!121 = !DILocation(line: 41, column: 16, scope: !35)
!122 = !DILocation(line: 41, column: 10, scope: !35)
!123 = !DILocation(line: 41, column: 37, scope: !35)
!124 = !DILocation(line: 41, column: 32, scope: !35)
!125 = !DILocation(line: 41, column: 30, scope: !35)
!126 = !DILocation(line: 41, column: 3, scope: !35)
!127 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 20, type: !128, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !46)
!128 = !DISubroutineType(types: !129)
!129 = !{!18, !18, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DISubroutineType(types: !132)
!132 = !{!18, !18}
!133 = !DILocalVariable(name: "v", arg: 1, scope: !127, file: !2, line: 20, type: !18)
!134 = !DILocation(line: 20, column: 22, scope: !127)
!135 = !DILocalVariable(name: "op", arg: 2, scope: !127, file: !2, line: 20, type: !130)
!136 = !DILocation(line: 20, column: 31, scope: !127)
!137 = !DILocation(line: 21, column: 10, scope: !127)
!138 = !DILocation(line: 21, column: 13, scope: !127)
!139 = !DILocation(line: 21, column: 16, scope: !127)
!140 = !DILocation(line: 21, column: 3, scope: !127)
!141 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 24, type: !131, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !46)
!142 = !DILocalVariable(name: "v", arg: 1, scope: !141, file: !2, line: 24, type: !18)
!143 = !DILocation(line: 24, column: 22, scope: !141)
!144 = !DILocation(line: 24, column: 34, scope: !141)
!145 = !DILocation(line: 24, column: 38, scope: !141)
!146 = !DILocation(line: 24, column: 36, scope: !141)
!147 = !DILocation(line: 24, column: 27, scope: !141)
!148 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !149, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !46)
!149 = !DISubroutineType(types: !17)
!150 = !DILocalVariable(name: "origin", scope: !148, file: !2, line: 45, type: !39)
!151 = !DILocation(line: 45, column: 16, scope: !148)
!152 = !DILocalVariable(name: "r", scope: !148, file: !2, line: 46, type: !18)
!153 = !DILocation(line: 46, column: 7, scope: !148)
!154 = !DILocation(line: 46, column: 11, scope: !148)
!155 = !DILocation(line: 47, column: 10, scope: !148)
!156 = !DILocation(line: 47, column: 12, scope: !148)
!157 = !DILocation(line: 47, column: 3, scope: !148)
