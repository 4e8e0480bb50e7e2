; ModuleID = 'tests/programs/switch_dense.c'
source_filename = "tests/programs/switch_dense.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"op%d=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.5) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.6) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.7) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.8) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.9) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.10) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.11) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.12) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 9, i32 noundef -1) #2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 10, i32 noundef 107) #2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 11, i32 noundef 93) #2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 12, i32 noundef 700) #2
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 13, i32 noundef 14) #2
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 14, i32 noundef 2) #2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 15, i32 noundef 4) #2
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 16, i32 noundef 103) #2
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 17, i32 noundef 99) #2
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 18, i32 noundef 12800) #2
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 19, i32 noundef 0) #2
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 20, i32 noundef -1) #2
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0) #2
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1) #2
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 3) #2
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 3) #2
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 7) #2
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 12) #2
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0) #2
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 70) #2
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 70) #2
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 68) #2
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 67) #2
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 66) #2
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 65) #2
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
