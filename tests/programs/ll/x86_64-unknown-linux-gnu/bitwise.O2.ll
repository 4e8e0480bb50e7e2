; ModuleID = 'tests/programs/bitwise.c'
source_filename = "tests/programs/bitwise.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"and %08x or %08x xor %08x not %08x andn %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"and %016llx or %016llx xor %016llx not %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"rev %08x %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"8: %02x %02x 16: %04x %04x\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"set %016llx test35 %d test36 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"lowbit %08x clear %08x pow2 %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"signed and %d or %d xor %d not %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"logic %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 235737636, i32 noundef -542130433, i32 noundef -777868069, i32 noundef 559038736, i32 noundef -794776373) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 61925147716878352, i64 noundef -72133462638775553, i64 noundef -134058610355653905, i64 noundef 81985529216486895) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef -142756485, i32 noundef -2147483648) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef 0) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 90, i32 noundef 90, i32 noundef 60875, i32 noundef 37429) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef 36064015784378400, i32 noundef 1, i32 noundef 0) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 262144, i32 noundef 11534336, i32 noundef 1, i32 noundef 0) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 199, i32 noundef -12337, i32 noundef 12344, i32 noundef 12344) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 0, i32 noundef 1, i32 noundef 0) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
