; ModuleID = 'tests/programs/union_bitfields.c'
source_filename = "tests/programs/union_bitfields.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"fields %x %x %x\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"raw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"signed %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"wrap %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"total %llu seq %llx kind %u flag %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"trunc %llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"float bits %x\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"small %d big %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"mixed %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"sums %d %d size %u %u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 18, i32 noundef 48879, i32 noundef 254) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef -3, i32 noundef 7) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef -3, i32 noundef -7) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 8796093020220, i64 noundef 1099511627527, i32 noundef 7, i32 noundef 1) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef 1) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 1065353216) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 3, i32 noundef 0) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef -1, i32 noundef 1000, i32 noundef 1) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef -2, i32 noundef -1800, i32 noundef 4, i32 noundef 16) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
