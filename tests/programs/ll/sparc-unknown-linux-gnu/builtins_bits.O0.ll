; ModuleID = 'tests/programs/builtins_bits.c'
source_filename = "tests/programs/builtins_bits.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 -2147483648, i32 -1, i32 15732480, i32 305419896, i32 65536], align 4
@.str = private unnamed_addr constant [48 x i8] c"%08x pop %d clz %d ctz %d bswap %08x parity %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"%016llx popll %d clzll %d ctzll %d bswap64 %016llx parityll %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"bswap16 %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"ffs %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"pop sum %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"const %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"expect %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [8 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.v32, i32 32, i1 false)
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %32, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = getelementptr inbounds [8 x i32], ptr %1, i32 0, i32 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %3, align 4
  %19 = load i32, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  %21 = call i32 @llvm.ctpop.i32(i32 %20)
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @llvm.ctlz.i32(i32 %22, i1 true)
  %24 = load i32, ptr %3, align 4
  %25 = call i32 @llvm.cttz.i32(i32 %24, i1 true)
  %26 = load i32, ptr %3, align 4
  %27 = call i32 @llvm.bswap.i32(i32 %26)
  %28 = load i32, ptr %3, align 4
  %29 = call i32 @llvm.ctpop.i32(i32 %28)
  %30 = and i32 %29, 1
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, i32 noundef %21, i32 noundef %23, i32 noundef %25, i32 noundef %27, i32 noundef %30) #5
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %12, !llvm.loop !5

35:                                               ; preds = %12
  call void @llvm.memset.p0.i32(ptr align 8 %4, i8 0, i32 48, i1 false)
  %36 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 0
  store i64 1, ptr %36, align 8
  %37 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 1
  store i64 -9223372036854775808, ptr %37, align 8
  %38 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 2
  store i64 -1, ptr %38, align 8
  %39 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 3
  store i64 81985529216486895, ptr %39, align 8
  %40 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 4
  store i64 4294967296, ptr %40, align 8
  %41 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 5
  store i64 240, ptr %41, align 8
  store i32 0, ptr %5, align 4
  br label %42

42:                                               ; preds = %66, %35
  %43 = load i32, ptr %5, align 4
  %44 = icmp slt i32 %43, 6
  br i1 %44, label %45, label %69

45:                                               ; preds = %42
  %46 = load i32, ptr %5, align 4
  %47 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 %46
  %48 = load i64, ptr %47, align 8
  store i64 %48, ptr %6, align 8
  %49 = load i64, ptr %6, align 8
  %50 = load i64, ptr %6, align 8
  %51 = call i64 @llvm.ctpop.i64(i64 %50)
  %52 = trunc i64 %51 to i32
  %53 = load i64, ptr %6, align 8
  %54 = call i64 @llvm.ctlz.i64(i64 %53, i1 true)
  %55 = trunc i64 %54 to i32
  %56 = load i64, ptr %6, align 8
  %57 = call i64 @llvm.cttz.i64(i64 %56, i1 true)
  %58 = trunc i64 %57 to i32
  %59 = load i64, ptr %6, align 8
  %60 = call i64 @llvm.bswap.i64(i64 %59)
  %61 = load i64, ptr %6, align 8
  %62 = call i64 @llvm.ctpop.i64(i64 %61)
  %63 = and i64 %62, 1
  %64 = trunc i64 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %49, i32 noundef %52, i32 noundef %55, i32 noundef %58, i64 noundef %60, i32 noundef %64) #5
  br label %66

66:                                               ; preds = %45
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  br label %42, !llvm.loop !7

69:                                               ; preds = %42
  store i16 -24142, ptr %7, align 2
  %70 = load i16, ptr %7, align 2
  %71 = call i16 @llvm.bswap.i16(i16 %70)
  %72 = zext i16 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72) #5
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 0, i32 noundef 5, i32 noundef 39) #5
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %75

75:                                               ; preds = %97, %69
  %76 = load i32, ptr %10, align 4
  %77 = icmp ult i32 %76, 2000
  br i1 %77, label %78, label %100

78:                                               ; preds = %75
  %79 = load i32, ptr %10, align 4
  %80 = mul i32 %79, -1640531535
  %81 = call i32 @llvm.ctpop.i32(i32 %80)
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %8, align 4
  %84 = load i32, ptr %10, align 4
  %85 = mul i32 %84, -1640531535
  store i32 %85, ptr %11, align 4
  br label %86

86:                                               ; preds = %89, %78
  %87 = load i32, ptr %11, align 4
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %89, label %96

89:                                               ; preds = %86
  %90 = load i32, ptr %11, align 4
  %91 = and i32 %90, 1
  %92 = load i32, ptr %9, align 4
  %93 = add i32 %92, %91
  store i32 %93, ptr %9, align 4
  %94 = load i32, ptr %11, align 4
  %95 = lshr i32 %94, 1
  store i32 %95, ptr %11, align 4
  br label %86, !llvm.loop !8

96:                                               ; preds = %86
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %10, align 4
  %99 = add i32 %98, 7
  store i32 %99, ptr %10, align 4
  br label %75, !llvm.loop !9

100:                                              ; preds = %75
  %101 = load i32, ptr %8, align 4
  %102 = load i32, ptr %9, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %101, i32 noundef %102) #5
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 8, i32 noundef 31, i32 noundef 50) #5
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 1) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
