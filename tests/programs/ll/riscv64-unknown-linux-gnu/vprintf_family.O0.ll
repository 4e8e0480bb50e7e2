; ModuleID = 'tests/programs/vprintf_family.c'
source_filename = "tests/programs/vprintf_family.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@stdout = external global ptr, align 8
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
define dso_local signext i32 @main() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = load ptr, ptr @stdout, align 8
  %4 = call signext i32 (ptr, ptr, ...) @logf_(ptr noundef %3, ptr noundef @.str, i32 noundef signext -42, i32 noundef signext 42, i64 noundef -123456789, i64 noundef 1234567890123) #3
  %5 = load ptr, ptr @stdout, align 8
  %6 = call signext i32 (ptr, ptr, ...) @logf_(ptr noundef %5, ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef signext 113, i32 noundef signext 48879, double noundef 3.250000e+00) #3
  %7 = load ptr, ptr @stdout, align 8
  %8 = call signext i32 (ptr, ptr, ...) @logf_(ptr noundef %7, ptr noundef @.str.3, double noundef 1.000000e-05, double noundef 0x40C81CD6C8B43958, double noundef -5.000000e-01, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6) #3
  store i64 0, ptr %1, align 8
  br label %9

9:                                                ; preds = %27, %0
  %10 = load i64, ptr %1, align 8
  %11 = icmp ult i64 %10, 8
  br i1 %11, label %12, label %30

12:                                               ; preds = %9
  %13 = load i64, ptr %1, align 8
  %14 = call signext i32 (i64, ptr, ...) @clip(i64 noundef %13, ptr noundef @.str.4, ptr noundef @.str.5, i32 noundef signext 99) #3
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
  %25 = zext i8 %24 to i32
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %16, i32 noundef signext %17, ptr noundef %21, i32 noundef signext %25) #3
  br label %27

27:                                               ; preds = %12
  %28 = load i64, ptr %1, align 8
  %29 = add i64 %28, 3
  store i64 %29, ptr %1, align 8
  br label %9, !llvm.loop !7

30:                                               ; preds = %9
  call void (ptr, ...) @say(ptr noundef @.str.8, ptr noundef @.str.9, i32 noundef signext 7, double noundef 2.500000e+00) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @logf_(ptr noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start(ptr %5)
  call void @llvm.va_copy(ptr %6, ptr %5)
  %9 = load ptr, ptr %3, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = call signext i32 @vfprintf(ptr noundef %9, ptr noundef %10, ptr noundef %11) #3
  store i32 %12, ptr %7, align 4
  %13 = load ptr, ptr %4, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = call signext i32 @vsprintf(ptr noundef @buf, ptr noundef %13, ptr noundef %14) #3
  store i32 %15, ptr %8, align 4
  call void @llvm.va_end(ptr %6)
  call void @llvm.va_end(ptr %5)
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %8, align 4
  %18 = call i64 @strlen(ptr noundef @buf) #3
  %19 = trunc i64 %18 to i32
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %16, i32 noundef signext %17, i32 noundef signext %19, ptr noundef @buf) #3
  %21 = load i32, ptr %7, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @clip(i64 noundef %0, ptr noundef %1, ...) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start(ptr %5)
  %7 = call ptr @memset(ptr noundef @buf, i32 noundef signext 35, i64 noundef 128) #3
  %8 = load i64, ptr %3, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = call signext i32 @vsnprintf(ptr noundef @buf, i64 noundef %8, ptr noundef %9, ptr noundef %10) #3
  store i32 %11, ptr %6, align 4
  call void @llvm.va_end(ptr %5)
  %12 = load i32, ptr %6, align 4
  ret i32 %12
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @say(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start(ptr %3)
  %4 = load ptr, ptr %2, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call signext i32 @vprintf(ptr noundef %4, ptr noundef %5) #3
  call void @llvm.va_end(ptr %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #2

declare signext i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare signext i32 @vsprintf(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #2

declare i64 @strlen(ptr noundef) #1

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) #1

declare signext i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #1

declare signext i32 @vprintf(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
