; ModuleID = 'tests/programs/sprintf_test.c'
source_filename = "tests/programs/sprintf_test.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %1 = alloca [100 x i8], align 1
  %2 = alloca i32, align 4
  %3 = alloca [200 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca [40 x i8], align 1
  %6 = alloca [32 x i8], align 1
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %10 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %9, ptr noundef @.str, i32 noundef 42, ptr noundef @.str.1, i32 noundef 90, i32 noundef 255) #3
  store i32 %10, ptr %2, align 4
  %11 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %11, i32 noundef %12) #3
  %14 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %15 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %14, i32 noundef 10, ptr noundef @.str.3, ptr noundef @.str.4) #3
  store i32 %15, ptr %2, align 4
  %16 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %17 = load i32, ptr %2, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %16, i32 noundef %17) #3
  %19 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %20 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %19, i32 noundef 100, ptr noundef @.str.5, double noundef 3.141590e+00, i32 noundef -7, i64 noundef -1234567890123) #3
  store i32 %20, ptr %2, align 4
  %21 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %22 = load i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %21, i32 noundef %22) #3
  %24 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef null, i32 noundef 0, ptr noundef @.str.6, i32 noundef 100, i32 noundef 200, i32 noundef 300) #3
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %25) #3
  %27 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %28 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %27, i32 noundef 1, ptr noundef @.str.1) #3
  store i32 %28, ptr %2, align 4
  %29 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %30 = load i32, ptr %2, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %29, i32 noundef %30) #3
  call void @llvm.memset.p0.i32(ptr align 1 %3, i8 0, i32 200, i1 false)
  store i32 1, ptr %4, align 4
  br label %32

32:                                               ; preds = %45, %0
  %33 = load i32, ptr %4, align 4
  %34 = icmp sle i32 %33, 5
  br i1 %34, label %35, label %48

35:                                               ; preds = %32
  %36 = getelementptr inbounds [40 x i8], ptr %5, i32 0, i32 0
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  %39 = load i32, ptr %4, align 4
  %40 = mul nsw i32 %38, %39
  %41 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %36, ptr noundef @.str.9, i32 noundef %37, i32 noundef %40) #3
  %42 = getelementptr inbounds [200 x i8], ptr %3, i32 0, i32 0
  %43 = getelementptr inbounds [40 x i8], ptr %5, i32 0, i32 0
  %44 = call ptr @strcat(ptr noundef %42, ptr noundef %43) #3
  br label %45

45:                                               ; preds = %35
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %32, !llvm.loop !5

48:                                               ; preds = %32
  %49 = getelementptr inbounds [200 x i8], ptr %3, i32 0, i32 0
  %50 = call i32 @puts(ptr noundef %49) #3
  %51 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %52 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %51, ptr noundef @.str.10, double noundef 1.234560e+05) #3
  %53 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %54 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %55 = call i32 @strlen(ptr noundef %54) #3
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %53, i32 noundef %55) #3
  %57 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %58 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %57, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14) #3
  %59 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %60 = call i32 @puts(ptr noundef %59) #3
  %61 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  store ptr %61, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %62

62:                                               ; preds = %72, %48
  %63 = load i32, ptr %8, align 4
  %64 = icmp slt i32 %63, 5
  br i1 %64, label %65, label %75

65:                                               ; preds = %62
  %66 = load ptr, ptr %7, align 4
  %67 = load i32, ptr %8, align 4
  %68 = mul nsw i32 %67, 11
  %69 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %66, ptr noundef @.str.15, i32 noundef %68) #3
  %70 = load ptr, ptr %7, align 4
  %71 = getelementptr inbounds i8, ptr %70, i32 %69
  store ptr %71, ptr %7, align 4
  br label %72

72:                                               ; preds = %65
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  br label %62, !llvm.loop !7

75:                                               ; preds = %62
  %76 = getelementptr inbounds [100 x i8], ptr %1, i32 0, i32 0
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %76) #3
  ret i32 0
}

declare i32 @sprintf(ptr noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

declare ptr @strcat(ptr noundef, ptr noundef) #1

declare i32 @puts(ptr noundef) #1

declare i32 @strlen(ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
