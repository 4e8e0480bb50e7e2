; ModuleID = 'tests/programs/deep_recursion.c'
source_filename = "tests/programs/deep_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.frame = type { [8 x i32] }

@.str = private unnamed_addr constant [28 x i8] c"sum_to(6000)=%lld depth=%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant %struct.frame { [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8] }, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"chain(2000)=%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %struct.frame, align 8
  store volatile i32 0, ptr %1, align 4
  %4 = call i64 @sum_to(i32 noundef 6000, ptr noundef %1) #3
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  %6 = load volatile i32, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %5, i32 noundef %6) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.f, i64 32, i1 false)
  %8 = call i32 @chain(i32 noundef 2000, ptr noundef byval(%struct.frame) align 8 %3) #3
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %8) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_to(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i64 0, ptr %3, align 8
  br label %27

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = load volatile i32, ptr %11, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = load i32, ptr %4, align 4
  %17 = load ptr, ptr %5, align 8
  store volatile i32 %16, ptr %17, align 4
  br label %18

18:                                               ; preds = %15, %10
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load ptr, ptr %5, align 8
  %22 = call i64 @sum_to(i32 noundef %20, ptr noundef %21) #3
  store i64 %22, ptr %6, align 8
  %23 = load i64, ptr %6, align 8
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %23, %25
  store i64 %26, ptr %3, align 8
  br label %27

27:                                               ; preds = %18, %9
  %28 = load i64, ptr %3, align 8
  ret i64 %28
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @chain(i32 noundef %0, ptr noundef byval(%struct.frame) align 8 %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  store i32 0, ptr %3, align 4
  br label %30

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds %struct.frame, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = and i32 %12, 7
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, %10
  store i32 %17, ptr %15, align 4
  %18 = load i32, ptr %4, align 4
  %19 = sub nsw i32 %18, 1
  %20 = call i32 @chain(i32 noundef %19, ptr noundef byval(%struct.frame) align 8 %1) #3
  store i32 %20, ptr %5, align 4
  %21 = load i32, ptr %5, align 4
  %22 = mul i32 %21, 31
  %23 = getelementptr inbounds %struct.frame, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %4, align 4
  %25 = and i32 %24, 7
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x i32], ptr %23, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = add i32 %22, %28
  store i32 %29, ptr %3, align 4
  br label %30

30:                                               ; preds = %9, %8
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
