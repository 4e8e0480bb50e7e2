; ModuleID = 'tests/programs/builtins_bits.c'
source_filename = "tests/programs/builtins_bits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.v32, i64 32, i1 false)
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %33, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %15, label %36

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @llvm.ctpop.i32(i32 %21)
  %23 = load i32, ptr %3, align 4
  %24 = call i32 @llvm.ctlz.i32(i32 %23, i1 false)
  %25 = load i32, ptr %3, align 4
  %26 = call i32 @llvm.cttz.i32(i32 %25, i1 false)
  %27 = load i32, ptr %3, align 4
  %28 = call i32 @llvm.bswap.i32(i32 %27)
  %29 = load i32, ptr %3, align 4
  %30 = call i32 @llvm.ctpop.i32(i32 %29)
  %31 = and i32 %30, 1
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %22, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %31) #5
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %2, align 4
  br label %12, !llvm.loop !5

36:                                               ; preds = %12
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 48, i1 false)
  %37 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 0
  store i64 1, ptr %37, align 8
  %38 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 1
  store i64 -9223372036854775808, ptr %38, align 8
  %39 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 2
  store i64 -1, ptr %39, align 8
  %40 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 3
  store i64 81985529216486895, ptr %40, align 8
  %41 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 4
  store i64 4294967296, ptr %41, align 8
  %42 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 5
  store i64 240, ptr %42, align 8
  store i32 0, ptr %5, align 4
  br label %43

43:                                               ; preds = %68, %36
  %44 = load i32, ptr %5, align 4
  %45 = icmp slt i32 %44, 6
  br i1 %45, label %46, label %71

46:                                               ; preds = %43
  %47 = load i32, ptr %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  store i64 %50, ptr %6, align 8
  %51 = load i64, ptr %6, align 8
  %52 = load i64, ptr %6, align 8
  %53 = call i64 @llvm.ctpop.i64(i64 %52)
  %54 = trunc i64 %53 to i32
  %55 = load i64, ptr %6, align 8
  %56 = call i64 @llvm.ctlz.i64(i64 %55, i1 false)
  %57 = trunc i64 %56 to i32
  %58 = load i64, ptr %6, align 8
  %59 = call i64 @llvm.cttz.i64(i64 %58, i1 false)
  %60 = trunc i64 %59 to i32
  %61 = load i64, ptr %6, align 8
  %62 = call i64 @llvm.bswap.i64(i64 %61)
  %63 = load i64, ptr %6, align 8
  %64 = call i64 @llvm.ctpop.i64(i64 %63)
  %65 = and i64 %64, 1
  %66 = trunc i64 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %51, i32 noundef %54, i32 noundef %57, i32 noundef %60, i64 noundef %62, i32 noundef %66) #5
  br label %68

68:                                               ; preds = %46
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %5, align 4
  br label %43, !llvm.loop !7

71:                                               ; preds = %43
  store i16 -24142, ptr %7, align 2
  %72 = load i16, ptr %7, align 2
  %73 = call i16 @llvm.bswap.i16(i16 %72)
  %74 = zext i16 %73 to i32
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %74) #5
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 0, i32 noundef 5, i32 noundef 39) #5
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %77

77:                                               ; preds = %99, %71
  %78 = load i32, ptr %10, align 4
  %79 = icmp ult i32 %78, 2000
  br i1 %79, label %80, label %102

80:                                               ; preds = %77
  %81 = load i32, ptr %10, align 4
  %82 = mul i32 %81, -1640531535
  %83 = call i32 @llvm.ctpop.i32(i32 %82)
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %8, align 4
  %86 = load i32, ptr %10, align 4
  %87 = mul i32 %86, -1640531535
  store i32 %87, ptr %11, align 4
  br label %88

88:                                               ; preds = %91, %80
  %89 = load i32, ptr %11, align 4
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %91, label %98

91:                                               ; preds = %88
  %92 = load i32, ptr %11, align 4
  %93 = and i32 %92, 1
  %94 = load i32, ptr %9, align 4
  %95 = add i32 %94, %93
  store i32 %95, ptr %9, align 4
  %96 = load i32, ptr %11, align 4
  %97 = lshr i32 %96, 1
  store i32 %97, ptr %11, align 4
  br label %88, !llvm.loop !8

98:                                               ; preds = %88
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %10, align 4
  %101 = add i32 %100, 7
  store i32 %101, ptr %10, align 4
  br label %77, !llvm.loop !9

102:                                              ; preds = %77
  %103 = load i32, ptr %8, align 4
  %104 = load i32, ptr %9, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %103, i32 noundef %104) #5
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 8, i32 noundef 31, i32 noundef 50) #5
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 1) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

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

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
