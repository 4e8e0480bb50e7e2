; ModuleID = 'tests/programs/shifts.c'
source_filename = "tests/programs/shifts.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"n=%2u shl %08x lshr %08x ashr %08x rotl %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [58 x i8] c"n=%2u shl %016llx lshr %016llx ashr %016llx rotr %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"8/16 n=%d %02x %02x %04x %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"const shifts %x %x %llx %llx\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %8, %1 ]
  %3 = shl i32 -2131712767, %2
  %4 = lshr i32 -2131712767, %2
  %5 = ashr i32 -2131712767, %2
  %6 = tail call i32 @llvm.fshl.i32(i32 -2131712767, i32 -2131712767, i32 %2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #3
  %8 = add nuw nsw i32 %2, 3
  %9 = icmp ult i32 %2, 29
  br i1 %9, label %1, label %10, !llvm.loop !4

10:                                               ; preds = %1, %10
  %11 = phi i32 [ %18, %10 ], [ 0, %1 ]
  %12 = zext i32 %11 to i64
  %13 = shl i64 -9141386507638288913, %12
  %14 = lshr i64 -9141386507638288913, %12
  %15 = ashr i64 -9141386507638288913, %12
  %16 = tail call i64 @llvm.fshr.i64(i64 -9141386507638288913, i64 -9141386507638288913, i64 %12)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %11, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16) #3
  %18 = add nuw nsw i32 %11, 7
  %19 = icmp ult i32 %11, 57
  br i1 %19, label %10, label %20, !llvm.loop !6

20:                                               ; preds = %10
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 0, i32 noundef 181, i32 noundef 181, i32 noundef 46531, i32 noundef 46531) #3
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 1, i32 noundef 90, i32 noundef 218, i32 noundef 55052, i32 noundef 60784) #3
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 2, i32 noundef 45, i32 noundef 237, i32 noundef 23600, i32 noundef 64348) #3
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 3, i32 noundef 22, i32 noundef 246, i32 noundef 28864, i32 noundef 65239) #3
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 4, i32 noundef 11, i32 noundef 251, i32 noundef 49920, i32 noundef 65461) #3
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 5, i32 noundef 5, i32 noundef 253, i32 noundef 3072, i32 noundef 65517) #3
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 6, i32 noundef 2, i32 noundef 254, i32 noundef 12288, i32 noundef 65531) #3
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 7, i32 noundef 1, i32 noundef 255, i32 noundef 49152, i32 noundef 65534) #3
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef -2147483648, i32 noundef -1, i64 noundef 1, i64 noundef -1) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
