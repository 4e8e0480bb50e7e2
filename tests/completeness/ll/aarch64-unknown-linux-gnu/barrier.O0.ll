; ModuleID = 'tests/completeness/barrier.c'
source_filename = "tests/completeness/barrier.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@shared = internal global [8 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [17 x i8] c"%d %ld %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
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

10:                                               ; preds = %20, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8 x i32], ptr @shared, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %1, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %1, align 4
  br label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %10, !llvm.loop !5

23:                                               ; preds = %10
  %24 = call i64 @launder(i64 noundef 1234567) #2
  store i64 %24, ptr %3, align 8
  %25 = call i32 @copy_through(i32 noundef -77) #2
  store i32 %25, ptr %4, align 4
  store i32 5, ptr %5, align 4
  call void @touch(ptr noundef %5) #2
  call void asm sideeffect "", "=*m,*m"(ptr elementtype(i32) %5, ptr elementtype(i32) %5) #3, !srcloc !7
  %26 = load i32, ptr %5, align 4
  %27 = mul nsw i32 %26, 3
  store i32 %27, ptr %6, align 4
  %28 = load i32, ptr %6, align 4
  call void asm sideeffect "", "=*imr,0"(ptr elementtype(i32) %6, i32 %28) #3, !srcloc !8
  %29 = load i32, ptr %1, align 4
  %30 = load i64, ptr %3, align 8
  %31 = mul nsw i64 %30, 2
  %32 = load i32, ptr %4, align 4
  %33 = load i32, ptr %5, align 4
  %34 = load i32, ptr %6, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29, i64 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34) #2
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %36

36:                                               ; preds = %47, %23
  %37 = load i32, ptr %8, align 4
  %38 = icmp ult i32 %37, 100
  br i1 %38, label %39, label %50

39:                                               ; preds = %36
  %40 = load i32, ptr %8, align 4
  %41 = mul i32 %40, 3
  store i32 %41, ptr %9, align 4
  %42 = load i32, ptr %9, align 4
  %43 = call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %42) #3, !srcloc !9
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %7, align 4
  %46 = add i32 %45, %44
  store i32 %46, ptr %7, align 4
  br label %47

47:                                               ; preds = %39
  %48 = load i32, ptr %8, align 4
  %49 = add i32 %48, 1
  store i32 %49, ptr %8, align 4
  br label %36, !llvm.loop !10

50:                                               ; preds = %36
  %51 = load i32, ptr %7, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %51) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @fill(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %8, %9
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [8 x i32], ptr @shared, i64 0, i64 %12
  store i32 %10, ptr %13, align 4
  call void asm sideeffect "", "~{memory}"() #3, !srcloc !11
  br label %14

14:                                               ; preds = %7
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !12

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @launder(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm sideeffect "", "=r,0"(i64 %3) #3, !srcloc !13
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
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
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void asm sideeffect "", "r,~{memory}"(ptr %3) #3, !srcloc !15
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
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
