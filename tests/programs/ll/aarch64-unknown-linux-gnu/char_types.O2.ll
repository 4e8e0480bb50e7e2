; ModuleID = 'tests/programs/char_types.c'
source_filename = "tests/programs/char_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"sc %d uc %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"usum %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d/%d \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"limits %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"wrap %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"digits %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"be %08x\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"shift %d %d div %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef -16, i32 noundef 240) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1, i32 noundef 1) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef -1) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 511) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 65, i32 noundef 65) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 127, i32 noundef 127) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef -128, i32 noundef 128) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef -1, i32 noundef 255) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef -128, i32 noundef 127, i32 noundef 255) #2
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 255, i32 noundef -128) #2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 14757) #2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef -559038737) #2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef -2, i32 noundef -150, i32 noundef -1) #2
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
