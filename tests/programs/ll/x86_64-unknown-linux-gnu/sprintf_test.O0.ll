; ModuleID = 'tests/programs/sprintf_test.c'
source_filename = "tests/programs/sprintf_test.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%d-%s-%c-%x\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"[%s] %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%08.3f|%-6d|%lld\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"%d %d %d\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"measure %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"size1 [%s] %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"%d^2=%-3d|\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%.2e\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"%5s|%-5s|\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"cd\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [100 x i8], align 16
  %2 = alloca i32, align 4
  %3 = alloca [200 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca [40 x i8], align 16
  %6 = alloca [32 x i8], align 16
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %10 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %9, ptr noundef @.str, i32 noundef 42, ptr noundef @.str.1, i32 noundef 90, i32 noundef 255) #3
  store i32 %10, ptr %2, align 4
  %11 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %11, i32 noundef %12) #3
  %14 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %14, i64 noundef 10, ptr noundef @.str.3, ptr noundef @.str.4) #3
  store i32 %15, ptr %2, align 4
  %16 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %17 = load i32, ptr %2, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %16, i32 noundef %17) #3
  %19 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %19, i64 noundef 100, ptr noundef @.str.5, double noundef 3.141590e+00, i32 noundef -7, i64 noundef -1234567890123) #3
  store i32 %20, ptr %2, align 4
  %21 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %22 = load i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %21, i32 noundef %22) #3
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef @.str.6, i32 noundef 100, i32 noundef 200, i32 noundef 300) #3
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %25) #3
  %27 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %28 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %27, i64 noundef 1, ptr noundef @.str.1) #3
  store i32 %28, ptr %2, align 4
  %29 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %30 = load i32, ptr %2, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %29, i32 noundef %30) #3
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 200, i1 false)
  store i32 1, ptr %4, align 4
  br label %32

32:                                               ; preds = %45, %0
  %33 = load i32, ptr %4, align 4
  %34 = icmp sle i32 %33, 5
  br i1 %34, label %35, label %48

35:                                               ; preds = %32
  %36 = getelementptr inbounds [40 x i8], ptr %5, i64 0, i64 0
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  %39 = load i32, ptr %4, align 4
  %40 = mul nsw i32 %38, %39
  %41 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %36, ptr noundef @.str.9, i32 noundef %37, i32 noundef %40) #3
  %42 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %43 = getelementptr inbounds [40 x i8], ptr %5, i64 0, i64 0
  %44 = call ptr @strcat(ptr noundef %42, ptr noundef %43) #3
  br label %45

45:                                               ; preds = %35
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %32, !llvm.loop !5

48:                                               ; preds = %32
  %49 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %50 = call i32 @puts(ptr noundef %49) #3
  %51 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %52 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %51, ptr noundef @.str.10, double noundef 1.234560e+05) #3
  %53 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %54 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %55 = call i64 @strlen(ptr noundef %54) #3
  %56 = trunc i64 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %53, i32 noundef %56) #3
  %58 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %59 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %58, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14) #3
  %60 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %61 = call i32 @puts(ptr noundef %60) #3
  %62 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  store ptr %62, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %63

63:                                               ; preds = %74, %48
  %64 = load i32, ptr %8, align 4
  %65 = icmp slt i32 %64, 5
  br i1 %65, label %66, label %77

66:                                               ; preds = %63
  %67 = load ptr, ptr %7, align 8
  %68 = load i32, ptr %8, align 4
  %69 = mul nsw i32 %68, 11
  %70 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %67, ptr noundef @.str.15, i32 noundef %69) #3
  %71 = load ptr, ptr %7, align 8
  %72 = sext i32 %70 to i64
  %73 = getelementptr inbounds i8, ptr %71, i64 %72
  store ptr %73, ptr %7, align 8
  br label %74

74:                                               ; preds = %66
  %75 = load i32, ptr %8, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %8, align 4
  br label %63, !llvm.loop !7

77:                                               ; preds = %63
  %78 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 0
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %78) #3
  ret i32 0
}

declare i32 @sprintf(ptr noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare ptr @strcat(ptr noundef, ptr noundef) #1

declare i32 @puts(ptr noundef) #1

declare i64 @strlen(ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
