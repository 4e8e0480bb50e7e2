; ModuleID = 'tests/programs/vprintf_family.c'
source_filename = "tests/programs/vprintf_family.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@stdout = external local_unnamed_addr global ptr, align 4
@.str = private unnamed_addr constant [16 x i8] c"%d %u %ld %lld|\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"%s/%c/%x/%05.1f|\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"%g %e %.3f %d %d %d %d %d %d|\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"%s-%d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"room %d: %d '%s' next '%c'\0A\00", align 1
@buf = internal global [128 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"[%d %d %d '%s']\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load ptr, ptr @stdout, align 4, !tbaa !4
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %1, ptr noundef nonnull @.str, i32 noundef -42, i32 noundef 42, i32 noundef -123456789, i64 noundef 1234567890123) #4
  %2 = load ptr, ptr @stdout, align 4, !tbaa !4
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %2, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 113, i32 noundef 48879, double noundef 3.250000e+00) #4
  %3 = load ptr, ptr @stdout, align 4, !tbaa !4
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %3, ptr noundef nonnull @.str.3, double noundef 1.000000e-05, double noundef 0x40C81CD6C8B43958, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6) #4
  br label %5

4:                                                ; preds = %5
  tail call void (ptr, ...) @say(ptr nonnull poison, ptr noundef nonnull @.str.9, i32 noundef 7, double noundef 2.500000e+00) #4
  ret i32 0

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %14, %5 ]
  %7 = tail call i32 (i32, ptr, ...) @clip(i32 noundef %6, ptr nonnull poison, ptr noundef nonnull @.str.5, i32 noundef 99) #4
  %8 = icmp eq i32 %6, 0
  %9 = select i1 %8, ptr @.str.7, ptr @buf
  %10 = getelementptr inbounds [128 x i8], ptr @buf, i32 0, i32 %6
  %11 = load i8, ptr %10, align 1, !tbaa !8
  %12 = sext i8 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %6, i32 noundef %7, ptr noundef nonnull %9, i32 noundef %12) #5
  %14 = add nuw nsw i32 %6, 3
  %15 = icmp ult i32 %6, 5
  br i1 %15, label %5, label %4, !llvm.loop !9
}

; Function Attrs: nounwind
define internal void @logf_(ptr noundef %0, ptr noundef %1, ...) unnamed_addr #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.va_start(ptr nonnull %3)
  call void @llvm.va_copy(ptr nonnull %4, ptr nonnull %3)
  %5 = load ptr, ptr %3, align 4, !tbaa !4
  %6 = call i32 @vfprintf(ptr noundef %0, ptr noundef %1, ptr noundef %5) #5
  %7 = load ptr, ptr %4, align 4, !tbaa !4
  %8 = call i32 @vsprintf(ptr noundef nonnull @buf, ptr noundef %1, ptr noundef %7) #5
  call void @llvm.va_end(ptr nonnull %4)
  call void @llvm.va_end(ptr nonnull %3)
  %9 = call i32 @strlen(ptr noundef nonnull @buf) #5
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %6, i32 noundef %8, i32 noundef %9, ptr noundef nonnull @buf) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal i32 @clip(i32 noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #6
  call void @llvm.va_start(ptr nonnull %3)
  %4 = call ptr @memset(ptr noundef nonnull @buf, i32 noundef 35, i32 noundef 128) #5
  %5 = load ptr, ptr %3, align 4, !tbaa !4
  %6 = call i32 @vsnprintf(ptr noundef nonnull @buf, i32 noundef %0, ptr noundef nonnull @.str.4, ptr noundef %5) #5
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #6
  ret i32 %6
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @say(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4, !tbaa !4
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.8, ptr noundef %3) #5
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @vsprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

declare i32 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @vsnprintf(ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
