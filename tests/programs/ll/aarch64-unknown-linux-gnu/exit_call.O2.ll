; ModuleID = 'tests/programs/exit_call.c'
source_filename = "tests/programs/exit_call.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [19 x i8] c"back in level2 %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"level3 %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"exiting without newline flush test\00", align 1

; Function Attrs: noreturn nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 0) #3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 0) #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 1) #3
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1) #3
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 2) #3
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3) #3
  tail call void @exit(i32 noundef 7) #4
  unreachable
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #2

attributes #0 = { noreturn nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { noreturn "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin noreturn nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
