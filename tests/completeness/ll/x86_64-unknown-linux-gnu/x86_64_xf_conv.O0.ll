; ModuleID = 'tests/completeness/x86_64_xf_conv.c'
source_filename = "tests/completeness/x86_64_xf_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"fixxfti\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"fixunsxfti\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"floattixf\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"floatuntixf\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"extendxftf2\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"trunctfxf2\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"extendhfxf2\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"truncxfhf2\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"%s %Le %02x%02x\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"%s %04x\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [7 x x86_fp80], align 16
  %2 = alloca i32, align 4
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca [6 x i128], align 16
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  %15 = alloca half, align 2
  %16 = alloca half, align 2
  %17 = alloca half, align 2
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 112, i1 true)
  %18 = getelementptr inbounds [7 x x86_fp80], ptr %1, i32 0, i32 1
  store volatile x86_fp80 0xKBFFFC000000000000000, ptr %18, align 16
  %19 = getelementptr inbounds [7 x x86_fp80], ptr %1, i32 0, i32 2
  store volatile x86_fp80 0xK4019EB79A2B800000000, ptr %19, align 16
  %20 = getelementptr inbounds [7 x x86_fp80], ptr %1, i32 0, i32 3
  store volatile x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %20, align 16
  %21 = getelementptr inbounds [7 x x86_fp80], ptr %1, i32 0, i32 4
  store volatile x86_fp80 0xKC07BCCA14B638597870F, ptr %21, align 16
  %22 = getelementptr inbounds [7 x x86_fp80], ptr %1, i32 0, i32 5
  store volatile x86_fp80 0xK403F8000000000000000, ptr %22, align 16
  %23 = getelementptr inbounds [7 x x86_fp80], ptr %1, i32 0, i32 6
  store volatile x86_fp80 0xK407DFFC99E3C66FD68D2, ptr %23, align 16
  store i32 0, ptr %2, align 4
  br label %24

24:                                               ; preds = %54, %0
  %25 = load i32, ptr %2, align 4
  %26 = icmp slt i32 %25, 7
  br i1 %26, label %27, label %57

27:                                               ; preds = %24
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x x86_fp80], ptr %1, i64 0, i64 %29
  %31 = load volatile x86_fp80, ptr %30, align 16
  %32 = fptosi x86_fp80 %31 to i128
  store i128 %32, ptr %3, align 16
  %33 = load i128, ptr %3, align 16
  store i128 %33, ptr %4, align 16
  %34 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %35 = load i64, ptr %34, align 16
  %36 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %37 = load i64, ptr %36, align 8
  call void @p128(ptr noundef @.str, i64 noundef %35, i64 noundef %37) #3
  %38 = load i32, ptr %2, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [7 x x86_fp80], ptr %1, i64 0, i64 %39
  %41 = load volatile x86_fp80, ptr %40, align 16
  %42 = fcmp oge x86_fp80 %41, 0xK00000000000000000000
  br i1 %42, label %43, label %53

43:                                               ; preds = %27
  %44 = load i32, ptr %2, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x x86_fp80], ptr %1, i64 0, i64 %45
  %47 = load volatile x86_fp80, ptr %46, align 16
  %48 = fptoui x86_fp80 %47 to i128
  store i128 %48, ptr %5, align 16
  %49 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %50 = load i64, ptr %49, align 16
  %51 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  call void @p128(ptr noundef @.str.1, i64 noundef %50, i64 noundef %52) #3
  br label %53

53:                                               ; preds = %43, %27
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %2, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %2, align 4
  br label %24, !llvm.loop !5

57:                                               ; preds = %24
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 96, i1 true)
  %58 = getelementptr inbounds [6 x i128], ptr %6, i32 0, i32 1
  store volatile i128 -1, ptr %58, align 16
  %59 = getelementptr inbounds [6 x i128], ptr %6, i32 0, i32 2
  store volatile i128 1267650600228229401496703205377, ptr %59, align 16
  %60 = getelementptr inbounds [6 x i128], ptr %6, i32 0, i32 3
  store volatile i128 -1237940039285380274899124227, ptr %60, align 16
  %61 = getelementptr inbounds [6 x i128], ptr %6, i32 0, i32 4
  store volatile i128 18446744073709573461, ptr %61, align 16
  %62 = getelementptr inbounds [6 x i128], ptr %6, i32 0, i32 5
  store volatile i128 94522879700260683060474801574381568, ptr %62, align 16
  store i32 0, ptr %7, align 4
  br label %63

63:                                               ; preds = %72, %57
  %64 = load i32, ptr %7, align 4
  %65 = icmp slt i32 %64, 6
  br i1 %65, label %66, label %75

66:                                               ; preds = %63
  %67 = load i32, ptr %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [6 x i128], ptr %6, i64 0, i64 %68
  %70 = load volatile i128, ptr %69, align 16
  %71 = sitofp i128 %70 to x86_fp80
  call void @pld(ptr noundef @.str.2, x86_fp80 noundef %71) #3
  br label %72

72:                                               ; preds = %66
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %63, !llvm.loop !7

75:                                               ; preds = %63
  store volatile i128 -1, ptr %8, align 16
  store volatile i128 -170141183460469231722463931679029329919, ptr %9, align 16
  %76 = load volatile i128, ptr %8, align 16
  %77 = uitofp i128 %76 to x86_fp80
  call void @pld(ptr noundef @.str.3, x86_fp80 noundef %77) #3
  %78 = load volatile i128, ptr %9, align 16
  %79 = uitofp i128 %78 to x86_fp80
  call void @pld(ptr noundef @.str.3, x86_fp80 noundef %79) #3
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %10, align 16
  store volatile x86_fp80 0xK00000000000663278E62, ptr %11, align 16
  store volatile x86_fp80 0xK73E6D1BA8323FE558C61, ptr %12, align 16
  %80 = load volatile x86_fp80, ptr %10, align 16
  %81 = fpext x86_fp80 %80 to fp128
  call void @pq(ptr noundef @.str.4, fp128 noundef %81) #3
  %82 = load volatile x86_fp80, ptr %11, align 16
  %83 = fneg x86_fp80 %82
  %84 = fpext x86_fp80 %83 to fp128
  call void @pq(ptr noundef @.str.4, fp128 noundef %84) #3
  %85 = load volatile x86_fp80, ptr %12, align 16
  %86 = fpext x86_fp80 %85 to fp128
  call void @pq(ptr noundef @.str.4, fp128 noundef %86) #3
  store volatile fp128 0xL55555555555555553FFD555555555555, ptr %13, align 16
  store volatile fp128 0xL5F3ACF6E82949A560000000000000008, ptr %14, align 16
  %87 = load volatile fp128, ptr %13, align 16
  %88 = fptrunc fp128 %87 to x86_fp80
  call void @pld(ptr noundef @.str.5, x86_fp80 noundef %88) #3
  %89 = load volatile fp128, ptr %14, align 16
  %90 = fneg fp128 %89
  %91 = fptrunc fp128 %90 to x86_fp80
  call void @pld(ptr noundef @.str.5, x86_fp80 noundef %91) #3
  %92 = load volatile fp128, ptr %13, align 16
  %93 = fmul fp128 %92, 0xL00000000000000004001C00000000000
  %94 = fptrunc fp128 %93 to x86_fp80
  call void @pld(ptr noundef @.str.5, x86_fp80 noundef %94) #3
  store volatile half 0xH2E66, ptr %15, align 2
  store volatile half 0xHFBFF, ptr %16, align 2
  store volatile half 0xH0001, ptr %17, align 2
  %95 = load volatile half, ptr %15, align 2
  %96 = fpext half %95 to x86_fp80
  call void @pld(ptr noundef @.str.6, x86_fp80 noundef %96) #3
  %97 = load volatile half, ptr %16, align 2
  %98 = fpext half %97 to x86_fp80
  call void @pld(ptr noundef @.str.6, x86_fp80 noundef %98) #3
  %99 = load volatile half, ptr %17, align 2
  %100 = fpext half %99 to x86_fp80
  call void @pld(ptr noundef @.str.6, x86_fp80 noundef %100) #3
  %101 = load volatile x86_fp80, ptr %10, align 16
  %102 = fptrunc x86_fp80 %101 to half
  call void @ph(ptr noundef @.str.7, half noundef %102) #3
  %103 = load volatile x86_fp80, ptr %12, align 16
  %104 = fneg x86_fp80 %103
  %105 = fptrunc x86_fp80 %104 to half
  call void @ph(ptr noundef @.str.7, half noundef %105) #3
  call void @ph(ptr noundef @.str.7, half noundef 0xH0001) #3
  call void @ph(ptr noundef @.str.7, half noundef 0xH6800) #3
  call void @ph(ptr noundef @.str.7, half noundef 0xH6802) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @p128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %10, i64 noundef %13, i64 noundef %15) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @pld(ptr noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca [16 x i8], align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store x86_fp80 %1, ptr %4, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 16, i1 false)
  %7 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  %8 = call ptr @memcpy(ptr noundef %7, ptr noundef %4, i64 noundef 10) #3
  %9 = load ptr, ptr %3, align 8
  %10 = load x86_fp80, ptr %4, align 16
  %11 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 9
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 8
  %15 = load i8, ptr %14, align 8
  %16 = zext i8 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %9, x86_fp80 noundef %10, i32 noundef %13, i32 noundef %16) #3
  store i32 7, ptr %6, align 4
  br label %18

18:                                               ; preds = %28, %2
  %19 = load i32, ptr %6, align 4
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %31

21:                                               ; preds = %18
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %26) #3
  br label %28

28:                                               ; preds = %21
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr %6, align 4
  br label %18, !llvm.loop !8

31:                                               ; preds = %18
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.11) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @pq(ptr noundef %0, fp128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca fp128, align 16
  %5 = alloca [2 x i64], align 16
  store ptr %0, ptr %3, align 8
  store fp128 %1, ptr %4, align 16
  %6 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  %7 = call ptr @memcpy(ptr noundef %6, ptr noundef %4, i64 noundef 16) #3
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  %12 = load i64, ptr %11, align 16
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %8, i64 noundef %10, i64 noundef %12) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @ph(ptr noundef %0, half noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca half, align 2
  %5 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store half %1, ptr %4, align 2
  %6 = call ptr @memcpy(ptr noundef %5, ptr noundef %4, i64 noundef 2) #3
  %7 = load ptr, ptr %3, align 8
  %8 = load i16, ptr %5, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %7, i32 noundef %9) #3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }

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
