; ModuleID = 'tests/programs/vprintf_family.c'
source_filename = "tests/programs/vprintf_family.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@stdout = external global ptr, align 4
@.str = private unnamed_addr constant [16 x i8] c"%d %u %ld %lld|\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%s/%c/%x/%05.1f|\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"%g %e %.3f %d %d %d %d %d %d|\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"%s-%d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"room %d: %d '%s' next '%c'\0A\00", align 1
@buf = internal global [128 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"[%d %d %d '%s']\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = load ptr, ptr @stdout, align 4
  %4 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %3, ptr noundef @.str, i32 noundef -42, i32 noundef 42, i32 noundef -123456789, i64 noundef 1234567890123) #3
  %5 = load ptr, ptr @stdout, align 4
  %6 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %5, ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef 113, i32 noundef 48879, double noundef 3.250000e+00) #3
  %7 = load ptr, ptr @stdout, align 4
  %8 = call i32 (ptr, ptr, ...) @logf_(ptr noundef %7, ptr noundef @.str.3, double noundef 1.000000e-05, double noundef 0x40C81CD6C8B43958, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6) #3
  store i32 0, ptr %1, align 4
  br label %9

9:                                                ; preds = %26, %0
  %10 = load i32, ptr %1, align 4
  %11 = icmp ult i32 %10, 8
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = load i32, ptr %1, align 4
  %14 = call i32 (i32, ptr, ...) @clip(i32 noundef %13, ptr noundef @.str.4, ptr noundef @.str.5, i32 noundef 99) #3
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %1, align 4
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %1, align 4
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, ptr @buf, ptr @.str.7
  %21 = load i32, ptr %1, align 4
  %22 = getelementptr inbounds [128 x i8], ptr @buf, i32 0, i32 %21
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %15, i32 noundef %16, ptr noundef %20, i32 noundef %24) #3
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %1, align 4
  %28 = add i32 %27, 3
  store i32 %28, ptr %1, align 4
  br label %9, !llvm.loop !5

29:                                               ; preds = %9
  call void (ptr, ...) @say(ptr noundef @.str.8, ptr noundef @.str.9, i32 noundef 7, double noundef 2.500000e+00) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @logf_(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  call void @llvm.va_start(ptr %5)
  call void @llvm.va_copy(ptr %6, ptr %5)
  %9 = load ptr, ptr %3, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = load ptr, ptr %5, align 4
  %12 = call i32 @vfprintf(ptr noundef %9, ptr noundef %10, ptr noundef %11) #3
  store i32 %12, ptr %7, align 4
  %13 = load ptr, ptr %4, align 4
  %14 = load ptr, ptr %6, align 4
  %15 = call i32 @vsprintf(ptr noundef @buf, ptr noundef %13, ptr noundef %14) #3
  store i32 %15, ptr %8, align 4
  call void @llvm.va_end(ptr %6)
  call void @llvm.va_end(ptr %5)
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %8, align 4
  %18 = call i32 @strlen(ptr noundef @buf) #3
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %16, i32 noundef %17, i32 noundef %18, ptr noundef @buf) #3
  %20 = load i32, ptr %7, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal i32 @clip(i32 noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  call void @llvm.va_start(ptr %5)
  %7 = call ptr @memset(ptr noundef @buf, i32 noundef 35, i32 noundef 128) #3
  %8 = load i32, ptr %3, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = call i32 @vsnprintf(ptr noundef @buf, i32 noundef %8, ptr noundef %9, ptr noundef %10) #3
  store i32 %11, ptr %6, align 4
  call void @llvm.va_end(ptr %5)
  %12 = load i32, ptr %6, align 4
  ret i32 %12
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @say(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  call void @llvm.va_start(ptr %3)
  %4 = load ptr, ptr %2, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = call i32 @vprintf(ptr noundef %4, ptr noundef %5) #3
  call void @llvm.va_end(ptr %3)
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

declare i32 @strlen(ptr noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

declare i32 @vsnprintf(ptr noundef, i32 noundef, ptr noundef, ptr noundef) #1

declare i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
