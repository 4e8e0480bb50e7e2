; ModuleID = 'tests/programs/vprintf_family.c'
source_filename = "tests/programs/vprintf_family.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@stdout = external global ptr, align 8
@.str = private unnamed_addr constant [16 x i8] c"%d %u %ld %lld|\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%s/%c/%x/%05.1f|\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"%g %e %.3f %d %d %d %d %d %d|\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"%s-%d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"room %d: %d '%s' next '%c'\0A\00", align 1
@buf = internal global [128 x i8] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"[%d %d %d '%s']\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = load ptr, ptr @stdout, align 8
  %4 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %3, ptr noundef @.str, i32 noundef -42, i32 noundef 42, i64 noundef -123456789, i64 noundef 1234567890123) #3
  %5 = load ptr, ptr @stdout, align 8
  %6 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %5, ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef 113, i32 noundef 48879, double noundef 3.250000e+00) #3
  %7 = load ptr, ptr @stdout, align 8
  %8 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %7, ptr noundef @.str.3, double noundef 1.000000e-05, double noundef 0x40C81CD6C8B43958, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6) #3
  store i64 0, ptr %1, align 8
  br label %9

9:                                                ; preds = %27, %0
  %10 = load i64, ptr %1, align 8
  %11 = icmp ult i64 %10, 8
  br i1 %11, label %12, label %30

12:                                               ; preds = %9
  %13 = load i64, ptr %1, align 8
  %14 = call i32 (i64, ptr, ...) @clip(i64 noundef %13, ptr noundef @.str.4, ptr noundef @.str.5, i32 noundef 99) #3
  store i32 %14, ptr %2, align 4
  %15 = load i64, ptr %1, align 8
  %16 = trunc i64 %15 to i32
  %17 = load i32, ptr %2, align 4
  %18 = load i64, ptr %1, align 8
  %19 = icmp ne i64 %18, 0
  %20 = zext i1 %19 to i64
  %21 = select i1 %19, ptr @buf, ptr @.str.7
  %22 = load i64, ptr %1, align 8
  %23 = getelementptr inbounds [128 x i8], ptr @buf, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %16, i32 noundef %17, ptr noundef %21, i32 noundef %25) #3
  br label %27

27:                                               ; preds = %12
  %28 = load i64, ptr %1, align 8
  %29 = add i64 %28, 3
  store i64 %29, ptr %1, align 8
  br label %9, !llvm.loop !5

30:                                               ; preds = %9
  call void (ptr, ...) @say(ptr noundef @.str.8, ptr noundef @.str.9, i32 noundef 7, double noundef 2.500000e+00) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @logf_(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca [1 x %struct.__va_list_tag], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_start(ptr %9)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %6, i64 0, i64 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_copy(ptr %10, ptr %11)
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %15 = call i32 @vfprintf(ptr noundef %12, ptr noundef %13, ptr noundef %14) #3
  store i32 %15, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %6, i64 0, i64 0
  %18 = call i32 @vsprintf(ptr noundef @buf, ptr noundef %16, ptr noundef %17) #3
  store i32 %18, ptr %8, align 4
  %19 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %6, i64 0, i64 0
  call void @llvm.va_end(ptr %19)
  %20 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_end(ptr %20)
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %8, align 4
  %23 = call i64 @strlen(ptr noundef @buf) #3
  %24 = trunc i64 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef %22, i32 noundef %24, ptr noundef @buf) #3
  %26 = load i32, ptr %7, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 @clip(i64 noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_start(ptr %7)
  %8 = call ptr @memset(ptr noundef @buf, i32 noundef 35, i64 noundef 128) #3
  %9 = load i64, ptr %3, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  %12 = call i32 @vsnprintf(ptr noundef @buf, i64 noundef %9, ptr noundef %10, ptr noundef %11) #3
  store i32 %12, ptr %6, align 4
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0
  call void @llvm.va_end(ptr %13)
  %14 = load i32, ptr %6, align 4
  ret i32 %14
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @say(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start(ptr %4)
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %7 = call i32 @vprintf(ptr noundef %5, ptr noundef %6) #3
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end(ptr %8)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #2

declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @vsprintf(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

declare i64 @strlen(ptr noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #1

declare i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
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
