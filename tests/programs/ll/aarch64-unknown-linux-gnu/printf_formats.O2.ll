; ModuleID = 'tests/programs/printf_formats.c'
source_filename = "tests/programs/printf_formats.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"[%d] [%i] [%u] [%x] [%X] [%o]\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"[%5d] [%-5d] [%05d] [%+d] [% d] [%+d]\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"[%8x] [%-8X] [%08x] [%#x] [%#o] [%#X]\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"[%c] [%3c] [%-3c]\0A\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%10.2s]\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"[%ld] [%lu] [%lx]\0A\00", align 1
@.str.11 = private unnamed_addr constant [36 x i8] c"[%lld] [%llu] [%llx] [%llX] [%llo]\0A\00", align 1
@.str.12 = private unnamed_addr constant [40 x i8] c"[%hhd] [%hhu] [%hd] [%hu] [%hhx] [%hx]\0A\00", align 1
@.str.13 = private unnamed_addr constant [50 x i8] c"[%f] [%.3f] [%10.4f] [%-10.2f] [%010.3f] [%+.1f]\0A\00", align 1
@.str.14 = private unnamed_addr constant [25 x i8] c"[%e] [%.2e] [%E] [%.0e]\0A\00", align 1
@.str.15 = private unnamed_addr constant [38 x i8] c"[%g] [%g] [%g] [%g] [%.3g] [%G] [%g]\0A\00", align 1
@.str.16 = private unnamed_addr constant [29 x i8] c"[%.0f] [%.0f] [%.0f] [%.1f]\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"[%f] [%f] [%e]\0A\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"[%%] [100%%]\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"[%*d] [%-*d] [%.*f]\0A\00", align 1
@.str.20 = private unnamed_addr constant [10 x i8] c"[%d%s%c]\0A\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"[%5.1f%%]\0A\00", align 1
@.str.23 = private unnamed_addr constant [16 x i8] c"[%x] [%o] [%u]\0A\00", align 1
@.str.24 = private unnamed_addr constant [16 x i8] c"[%.10d] [%.0d]\0A\00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"counting\0A\00", align 1
@.str.26 = private unnamed_addr constant [10 x i8] c"count %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -42, i32 noundef -42, i32 noundef -1294967296, i32 noundef -1294967296, i32 noundef -1294967296, i32 noundef -1294967296) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -42) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 48879, i32 noundef 48879, i32 noundef 48879, i32 noundef 255, i32 noundef 8, i32 noundef 255) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 65, i32 noundef 98, i32 noundef 99) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i64 noundef -123456, i64 noundef 123456, i64 noundef 11259375) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef 81985529216486895, i64 noundef -81985529216486896, i64 noundef 23528931761549395) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef 200, i32 noundef 200, i32 noundef 40000, i32 noundef 40000, i32 noundef 511, i32 noundef 131071) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, double noundef 0x400921FB53C8D4F1, double noundef 0x400921FB53C8D4F1, double noundef -2.500000e+00, double noundef 1.005000e+00, double noundef -7.250000e+00, double noundef 0x4023E66666666666) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef 0x40C81CD6C8B43958, double noundef -1.234560e-04, double noundef 1.000000e+100, double noundef 5.000000e-05) #2
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0.000000e+00) #2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 5.000000e-02) #2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, double noundef 1.000000e+15, double noundef -0.000000e+00, double noundef 0.000000e+00) #2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18) #2
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef 6, i32 noundef 7, i32 noundef 4, i32 noundef 8, i32 noundef 2, double noundef 1.234560e+00) #2
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.20, i32 noundef 1, ptr noundef nonnull @.str.21, i32 noundef 51) #2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.22, double noundef 0x4058DC28F5C28F5C) #2
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 0, i32 noundef 0, i32 noundef 0) #2
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, i32 noundef 12345, i32 noundef 0) #2
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25) #2
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.26, i32 noundef %20) #2
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
