; ModuleID = 'tests/programs/exit_call.c'
source_filename = "tests/programs/exit_call.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"back in level2 %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"level3 %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"exiting without newline flush test\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  call void @level1() #3
  %1 = call i32 @puts(ptr noundef @.str) #3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @level1() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %7, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 5
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  call void @level2(i32 noundef %6) #3
  br label %7

7:                                                ; preds = %5
  %8 = load i32, ptr %1, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %1, align 4
  br label %2, !llvm.loop !5

10:                                               ; preds = %2
  ret void
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @level2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @level3(i32 noundef %3) #3
  %4 = load i32, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %4) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @level3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %3) #3
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.3) #3
  call void @exit(i32 noundef 7) #4
  unreachable

9:                                                ; preds = %1
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noreturn
declare void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { noreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin noreturn "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
