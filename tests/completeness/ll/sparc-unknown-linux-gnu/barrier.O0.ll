; ModuleID = 'tests/completeness/barrier.c'
source_filename = "tests/completeness/barrier.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@shared = internal global [8 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [17 x i8] c"%d %ld %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @fill(i32 noundef 10) #2
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %19, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = getelementptr inbounds [8 x i32], ptr @shared, i32 0, i32 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %1, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %1, align 4
  br label %19

19:                                               ; preds = %13
  %20 = load i32, ptr %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %2, align 4
  br label %10, !llvm.loop !5

22:                                               ; preds = %10
  %23 = call i32 @launder(i32 noundef 1234567) #2
  store i32 %23, ptr %3, align 4
  %24 = call i32 @copy_through(i32 noundef -77) #2
  store i32 %24, ptr %4, align 4
  store i32 5, ptr %5, align 4
  call void @touch(ptr noundef %5) #2
  call void asm sideeffect "", "=*m,*m"(ptr elementtype(i32) %5, ptr elementtype(i32) %5) #3, !srcloc !7
  %25 = load i32, ptr %5, align 4
  %26 = mul nsw i32 %25, 3
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %6, align 4
  call void asm sideeffect "", "=*imr,0"(ptr elementtype(i32) %6, i32 %27) #3, !srcloc !8
  %28 = load i32, ptr %1, align 4
  %29 = load i32, ptr %3, align 4
  %30 = mul nsw i32 %29, 2
  %31 = load i32, ptr %4, align 4
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %6, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33) #2
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %35

35:                                               ; preds = %46, %22
  %36 = load i32, ptr %8, align 4
  %37 = icmp ult i32 %36, 100
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %8, align 4
  %40 = mul i32 %39, 3
  store i32 %40, ptr %9, align 4
  %41 = load i32, ptr %9, align 4
  %42 = call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %41) #3, !srcloc !9
  store i32 %42, ptr %9, align 4
  %43 = load i32, ptr %9, align 4
  %44 = load i32, ptr %7, align 4
  %45 = add i32 %44, %43
  store i32 %45, ptr %7, align 4
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %8, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr %8, align 4
  br label %35, !llvm.loop !10

49:                                               ; preds = %35
  %50 = load i32, ptr %7, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %50) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %8, %9
  %11 = load i32, ptr %3, align 4
  %12 = getelementptr inbounds [8 x i32], ptr @shared, i32 0, i32 %11
  store i32 %10, ptr %12, align 4
  call void asm sideeffect "", "~{memory}"() #3, !srcloc !11
  br label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !12

16:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @launder(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm sideeffect "", "=r,0"(i32 %3) #3, !srcloc !13
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal i32 @copy_through(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm "", "=r,0"(i32 %4) #4, !srcloc !14
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal void @touch(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void asm sideeffect "", "r,~{memory}"(ptr %3) #3, !srcloc !15
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{i64 832}
!8 = !{i64 943}
!9 = !{i64 1182}
!10 = distinct !{!10, !6}
!11 = !{i64 226}
!12 = distinct !{!12, !6}
!13 = !{i64 343}
!14 = !{i64 476}
!15 = !{i64 591}
