; ModuleID = 'tests/programs/funcptr.c'
source_filename = "tests/programs/funcptr.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%s fold %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"%s(3.5)=%.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"each %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"same %d diff %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"2d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"dbl\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"neg\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.6, i32 noundef 31) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.7, i32 noundef -31) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.8, i32 noundef 6480) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.9, i32 noundef 9) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, double noundef 7.000000e+00) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.11, double noundef 1.225000e+01) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.12, double noundef -3.500000e+00) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 56) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 285) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef 0) #2
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 42) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
