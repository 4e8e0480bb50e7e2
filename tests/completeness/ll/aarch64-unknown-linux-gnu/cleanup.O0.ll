; ModuleID = 'tests/completeness/cleanup.c'
source_filename = "tests/completeness/cleanup.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"v=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"work %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 personality ptr @__gcc_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %21, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %29

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %10, 20
  %12 = call i32 @work(i32 noundef %11) #2
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %1, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %1, align 4
  %16 = load i32, ptr %3, align 4
  %17 = invoke i32 @work(i32 noundef %16) #2
          to label %18 unwind label %24

18:                                               ; preds = %9
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17) #2
          to label %20 unwind label %24

20:                                               ; preds = %18
  call void @cleanup(ptr noundef %3) #2
  br label %21

21:                                               ; preds = %20
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %2, align 4
  br label %6, !llvm.loop !5

24:                                               ; preds = %18, %9
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %4, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %5, align 4
  invoke void @cleanup(ptr noundef %3) #2
          to label %28 unwind label %37

28:                                               ; preds = %24
  br label %32

29:                                               ; preds = %6
  %30 = load i32, ptr %1, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30) #2
  ret i32 0

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = insertvalue { ptr, i32 } poison, ptr %33, 0
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1
  resume { ptr, i32 } %36

37:                                               ; preds = %24
  %38 = landingpad { ptr, i32 }
          catch ptr null
  call void @abort() #3
  unreachable
}

; Function Attrs: noinline optnone
define internal i32 @work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %3) #2
  %5 = load i32, ptr %2, align 4
  %6 = mul nsw i32 %5, 2
  ret i32 %6
}

; Function Attrs: noinline optnone
define internal void @cleanup(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %4) #2
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @__gcc_personality_v0(...)

declare void @abort()

attributes #0 = { noinline optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
