; ModuleID = 'tests/programs/shifts.c'
source_filename = "tests/programs/shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"n=%2u shl %08x lshr %08x ashr %08x rotl %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [58 x i8] c"n=%2u shl %016llx lshr %016llx ashr %016llx rotr %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"8/16 n=%d %02x %02x %04x %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"const shifts %x %x %llx %llx\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 0, i32 noundef -2131712767, i32 noundef -2131712767, i32 noundef -2131712767, i32 noundef -2131712767) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 3, i32 noundef 126167048, i32 noundef 270406816, i32 noundef -266464096, i32 noundef 126167052) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 6, i32 noundef 1009336384, i32 noundef 33800852, i32 noundef -33308012, i32 noundef 1009336416) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 9, i32 noundef -515243520, i32 noundef 4225106, i32 noundef -4163502, i32 noundef -515243263) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 12, i32 noundef 173019136, i32 noundef 528138, i32 noundef -520438, i32 noundef 173021199) #2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 15, i32 noundef 1384153088, i32 noundef 66017, i32 noundef -65055, i32 noundef 1384169592) #2
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 18, i32 noundef -1811677184, i32 noundef 8252, i32 noundef -8132, i32 noundef -1811545150) #2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 21, i32 noundef -1608515584, i32 noundef 1031, i32 noundef -1017, i32 noundef -1607459308) #2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 24, i32 noundef 16777216, i32 noundef 128, i32 noundef -128, i32 noundef 25227429) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 27, i32 noundef 134217728, i32 noundef 16, i32 noundef -16, i32 noundef 201819432) #2
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 30, i32 noundef 1073741824, i32 noundef 2, i32 noundef -2, i32 noundef 1614555456) #2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 0, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913, i64 noundef -9141386507638288913) #2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 7, i64 noundef -7952596333999229056, i64 noundef 72698105984931739, i64 noundef -71417082090924133, i64 noundef -2377260091304618085) #2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 14, i64 noundef -3361406697875980288, i64 noundef 567953953007279, i64 noundef -557945953835345, i64 noundef 4016652921660647087) #2
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 21, i64 noundef -5984943632805789696, i64 noundef 4437140257869, i64 noundef -4358952764339, i64 noundef 6804793940515699789) #2
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 28, i64 noundef 8690466096660086784, i64 noundef 34665158264, i64 noundef -34054318472, i64 noundef -7296712139208370568) #2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 35, i64 noundef 5575015949918011392, i64 noundef 270821548, i64 noundef -266049364, i64 noundef -1065811880118556500) #2
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 42, i64 noundef -5820977285167054848, i64 noundef 2115793, i64 noundef -2078511, i64 noundef 6476856808100088017) #2
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 49, i64 noundef -7215329553000955904, i64 noundef 16529, i64 noundef -16239, i64 noundef -6722813395751944047) #2
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 56, i64 noundef -1224979098644774912, i64 noundef 129, i64 noundef -127, i64 noundef 2541551405711093633) #2
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 63, i64 noundef -9223372036854775808, i64 noundef 1, i64 noundef -1, i64 noundef 163971058432973791) #2
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 0, i32 noundef 181, i32 noundef 181, i32 noundef 46531, i32 noundef 46531) #2
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 1, i32 noundef 90, i32 noundef 218, i32 noundef 55052, i32 noundef 60784) #2
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 2, i32 noundef 45, i32 noundef 237, i32 noundef 23600, i32 noundef 64348) #2
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 3, i32 noundef 22, i32 noundef 246, i32 noundef 28864, i32 noundef 65239) #2
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 4, i32 noundef 11, i32 noundef 251, i32 noundef 49920, i32 noundef 65461) #2
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 5, i32 noundef 5, i32 noundef 253, i32 noundef 3072, i32 noundef 65517) #2
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 6, i32 noundef 2, i32 noundef 254, i32 noundef 12288, i32 noundef 65531) #2
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 7, i32 noundef 1, i32 noundef 255, i32 noundef 49152, i32 noundef 65534) #2
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef -2147483648, i32 noundef -1, i64 noundef 1, i64 noundef -1) #2
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
