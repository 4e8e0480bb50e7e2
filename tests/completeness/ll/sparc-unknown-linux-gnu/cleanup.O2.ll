; ModuleID = 'tests/completeness/cleanup.c'
source_filename = "tests/completeness/cleanup.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"v=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"work %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1

define dso_local i32 @main() local_unnamed_addr #0 personality ptr @__gcc_personality_v0 {
  %1 = tail call fastcc i32 @work(i32 noundef 20) #2
  %2 = invoke fastcc i32 @work(i32 noundef %1) #2
          to label %3 unwind label %22

3:                                                ; preds = %0
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %2) #2
          to label %5 unwind label %22

5:                                                ; preds = %3
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %1) #2
  %7 = tail call fastcc i32 @work(i32 noundef 21) #2
  %8 = invoke fastcc i32 @work(i32 noundef %7) #2
          to label %9 unwind label %22

9:                                                ; preds = %5
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %8) #2
          to label %11 unwind label %22

11:                                               ; preds = %9
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %7) #2
  %13 = tail call fastcc i32 @work(i32 noundef 22) #2
  %14 = invoke fastcc i32 @work(i32 noundef %13) #2
          to label %15 unwind label %22

15:                                               ; preds = %11
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %14) #2
          to label %17 unwind label %22

17:                                               ; preds = %15
  %18 = add nsw i32 %7, %1
  %19 = add nsw i32 %13, %18
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %13) #2
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %19) #2
  ret i32 0

22:                                               ; preds = %15, %11, %9, %5, %3, %0
  %23 = phi i32 [ %1, %3 ], [ %1, %0 ], [ %7, %5 ], [ %7, %9 ], [ %13, %11 ], [ %13, %15 ]
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %23) #2
          to label %26 unwind label %27

26:                                               ; preds = %22
  resume { ptr, i32 } %24

27:                                               ; preds = %22
  %28 = landingpad { ptr, i32 }
          catch ptr null
  tail call void @abort() #3
  unreachable
}

; Function Attrs: noinline
define internal fastcc i32 @work(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %0) #2
  %3 = shl nsw i32 %0, 1
  ret i32 %3
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #0

declare i32 @__gcc_personality_v0(...)

declare void @abort() local_unnamed_addr

attributes #0 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { noinline "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
