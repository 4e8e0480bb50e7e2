; ModuleID = 'tests/completeness/frame_address.c'
source_filename = "tests/completeness/frame_address.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"chain %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"deep %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"plain frames %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"distinct call sites %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"main frame %d\0A\00", align 1
@fa_top = internal global ptr null, align 4
@ra_top = internal global ptr null, align 4
@sink = internal global i32 0, align 4
@fa_mid = internal global ptr null, align 4
@ra_mid = internal global ptr null, align 4
@frames = internal global [16 x ptr] zeroinitializer, align 4
@ra_outer = internal global ptr null, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  %3 = call i32 @top(i32 noundef 0) #3
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3) #3
  %5 = call i32 @deep(i32 noundef 12) #3
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5) #3
  %7 = call i32 @outer() #3
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %7) #3
  %9 = call ptr @where() #3
  store ptr %9, ptr %1, align 4
  %10 = call ptr @where() #3
  store ptr %10, ptr %2, align 4
  %11 = load ptr, ptr %1, align 4
  %12 = load ptr, ptr %2, align 4
  %13 = icmp ne ptr %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %0
  %15 = load ptr, ptr %1, align 4
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %20

17:                                               ; preds = %14
  %18 = load ptr, ptr %2, align 4
  %19 = icmp ne ptr %18, null
  br label %20

20:                                               ; preds = %17, %14, %0
  %21 = phi i1 [ false, %14 ], [ false, %0 ], [ %19, %17 ]
  %22 = zext i1 %21 to i32
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %22) #3
  %24 = call ptr @llvm.frameaddress.p0(i32 0)
  %25 = icmp ne ptr %24, null
  %26 = zext i1 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %26) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @top(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @fa_top, align 4
  %5 = call ptr @llvm.returnaddress(i32 0)
  store ptr %5, ptr @ra_top, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 @mid(i32 noundef %6) #3
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  store volatile i32 %8, ptr @sink, align 4
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %6 = call ptr @llvm.frameaddress.p0(i32 0)
  %7 = load i32, ptr %3, align 4
  %8 = getelementptr inbounds [16 x ptr], ptr @frames, i32 0, i32 %7
  store ptr %6, ptr %8, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %35

11:                                               ; preds = %1
  %12 = call ptr @llvm.frameaddress.p0(i32 1)
  %13 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 1), align 4
  %14 = icmp eq ptr %12, %13
  %15 = zext i1 %14 to i32
  store i32 %15, ptr %4, align 4
  %16 = call ptr @llvm.frameaddress.p0(i32 2)
  %17 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 2), align 4
  %18 = icmp eq ptr %16, %17
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %4, align 4
  %22 = call ptr @llvm.frameaddress.p0(i32 3)
  %23 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 3), align 4
  %24 = icmp eq ptr %22, %23
  %25 = zext i1 %24 to i32
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %4, align 4
  %28 = call ptr @llvm.frameaddress.p0(i32 10)
  %29 = load ptr, ptr getelementptr inbounds ([16 x ptr], ptr @frames, i32 0, i32 10), align 4
  %30 = icmp eq ptr %28, %29
  %31 = zext i1 %30 to i32
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %4, align 4
  %34 = load i32, ptr %4, align 4
  store i32 %34, ptr %2, align 4
  br label %41

35:                                               ; preds = %1
  %36 = load i32, ptr %3, align 4
  %37 = sub nsw i32 %36, 1
  %38 = call i32 @deep(i32 noundef %37) #3
  store i32 %38, ptr %5, align 4
  %39 = load i32, ptr %5, align 4
  store volatile i32 %39, ptr @sink, align 4
  %40 = load i32, ptr %5, align 4
  store i32 %40, ptr %2, align 4
  br label %41

41:                                               ; preds = %35, %11
  %42 = load i32, ptr %2, align 4
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone
define internal i32 @outer() #0 {
  %1 = alloca i32, align 4
  %2 = call ptr @llvm.returnaddress(i32 0)
  store ptr %2, ptr @ra_outer, align 4
  %3 = call i32 @plain() #3
  store i32 %3, ptr %1, align 4
  %4 = load i32, ptr %1, align 4
  store volatile i32 %4, ptr @sink, align 4
  %5 = load i32, ptr %1, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal ptr @where() #0 {
  %1 = load volatile i32, ptr @sink, align 4
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @sink, align 4
  %3 = call ptr @llvm.returnaddress(i32 0)
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @mid(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %4, ptr @fa_mid, align 4
  %5 = call ptr @llvm.returnaddress(i32 0)
  store ptr %5, ptr @ra_mid, align 4
  %6 = load i32, ptr %2, align 4
  %7 = call i32 @leaf(i32 noundef %6) #3
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  store volatile i32 %8, ptr @sink, align 4
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @leaf(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %9, ptr %3, align 4
  %10 = call ptr @llvm.frameaddress.p0(i32 1)
  store ptr %10, ptr %4, align 4
  %11 = call ptr @llvm.returnaddress(i32 1)
  store ptr %11, ptr %5, align 4
  %12 = call ptr @llvm.frameaddress.p0(i32 2)
  store ptr %12, ptr %6, align 4
  %13 = call ptr @llvm.returnaddress(i32 2)
  store ptr %13, ptr %7, align 4
  %14 = load ptr, ptr %3, align 4
  %15 = icmp ne ptr %14, null
  %16 = zext i1 %15 to i32
  store i32 %16, ptr %8, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = load ptr, ptr @fa_mid, align 4
  %19 = icmp eq ptr %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 1
  %22 = load i32, ptr %8, align 4
  %23 = or i32 %22, %21
  store i32 %23, ptr %8, align 4
  %24 = load ptr, ptr %5, align 4
  %25 = load ptr, ptr @ra_mid, align 4
  %26 = icmp eq ptr %24, %25
  %27 = zext i1 %26 to i32
  %28 = shl i32 %27, 2
  %29 = load i32, ptr %8, align 4
  %30 = or i32 %29, %28
  store i32 %30, ptr %8, align 4
  %31 = load ptr, ptr %6, align 4
  %32 = load ptr, ptr @fa_top, align 4
  %33 = icmp eq ptr %31, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = load i32, ptr %8, align 4
  %37 = or i32 %36, %35
  store i32 %37, ptr %8, align 4
  %38 = load ptr, ptr %7, align 4
  %39 = load ptr, ptr @ra_top, align 4
  %40 = icmp eq ptr %38, %39
  %41 = zext i1 %40 to i32
  %42 = shl i32 %41, 4
  %43 = load i32, ptr %8, align 4
  %44 = or i32 %43, %42
  store i32 %44, ptr %8, align 4
  %45 = load ptr, ptr %4, align 4
  %46 = load ptr, ptr %3, align 4
  %47 = icmp ugt ptr %45, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = load i32, ptr %8, align 4
  %51 = or i32 %50, %49
  store i32 %51, ptr %8, align 4
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %2, align 4
  %54 = add nsw i32 %52, %53
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone
define internal i32 @plain() #0 {
  %1 = alloca [24 x i8], align 1
  %2 = alloca i32, align 4
  %3 = load volatile i32, ptr @sink, align 4
  %4 = trunc i32 %3 to i8
  %5 = getelementptr inbounds [24 x i8], ptr %1, i32 0, i32 0
  store i8 %4, ptr %5, align 1
  %6 = call i32 @peek() #3
  %7 = getelementptr inbounds [24 x i8], ptr %1, i32 0, i32 0
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  %10 = mul nsw i32 %9, 0
  %11 = add nsw i32 %6, %10
  store i32 %11, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  store volatile i32 %12, ptr @sink, align 4
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @peek() #0 {
  %1 = call ptr @llvm.returnaddress(i32 2)
  %2 = load ptr, ptr @ra_outer, align 4
  %3 = icmp eq ptr %1, %2
  %4 = zext i1 %3 to i32
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
