; ModuleID = 'tests/completeness/barrier.c'
source_filename = "tests/completeness/barrier.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@shared = internal global [8 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d %ld %d %d\0A\00", align 1
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
  store i32 0, ptr %1, align 4
  call void @fill(i32 noundef 10) #2
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %18, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %21

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = getelementptr inbounds [8 x i32], ptr @shared, i32 0, i32 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %1, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %1, align 4
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %9, !llvm.loop !5

21:                                               ; preds = %9
  %22 = call i32 @launder(i32 noundef 1234567) #2
  store i32 %22, ptr %3, align 4
  %23 = call i32 @copy_through(i32 noundef -77) #2
  store i32 %23, ptr %4, align 4
  store i32 5, ptr %5, align 4
  call void @touch(ptr noundef %5) #2
  call void asm sideeffect "", "=*m,*m"(ptr elementtype(i32) %5, ptr elementtype(i32) %5) #3, !srcloc !7
  %24 = load i32, ptr %1, align 4
  %25 = load i32, ptr %3, align 4
  %26 = mul nsw i32 %25, 2
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %5, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24, i32 noundef %26, i32 noundef %27, i32 noundef %28) #2
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %41, %21
  %31 = load i32, ptr %7, align 4
  %32 = icmp ult i32 %31, 100
  br i1 %32, label %33, label %44

33:                                               ; preds = %30
  %34 = load i32, ptr %7, align 4
  %35 = mul i32 %34, 3
  store i32 %35, ptr %8, align 4
  %36 = load i32, ptr %8, align 4
  %37 = call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %36) #3, !srcloc !8
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %6, align 4
  %40 = add i32 %39, %38
  store i32 %40, ptr %6, align 4
  br label %41

41:                                               ; preds = %33
  %42 = load i32, ptr %7, align 4
  %43 = add i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %30, !llvm.loop !9

44:                                               ; preds = %30
  %45 = load i32, ptr %6, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %45) #2
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
  call void asm sideeffect "", "~{memory}"() #3, !srcloc !10
  br label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !11

16:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @launder(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm sideeffect "", "=r,0"(i32 %3) #3, !srcloc !12
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
  %5 = call i32 asm "", "=r,0"(i32 %4) #4, !srcloc !13
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal void @touch(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void asm sideeffect "", "r,~{memory}"(ptr %3) #3, !srcloc !14
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
!8 = !{i64 1058}
!9 = distinct !{!9, !6}
!10 = !{i64 226}
!11 = distinct !{!11, !6}
!12 = !{i64 343}
!13 = !{i64 476}
!14 = !{i64 591}
