; ModuleID = 'tests/programs/vprintf_family.c'
source_filename = "tests/programs/vprintf_family.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@stdout = external local_unnamed_addr global ptr, align 8
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
  %1 = load ptr, ptr @stdout, align 8, !tbaa !5
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %1, ptr noundef nonnull @.str, i32 noundef -42, i32 noundef 42, i64 noundef -123456789, i64 noundef 1234567890123) #5
  %2 = load ptr, ptr @stdout, align 8, !tbaa !5
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %2, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 113, i32 noundef 48879, double noundef 3.250000e+00) #5
  %3 = load ptr, ptr @stdout, align 8, !tbaa !5
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %3, ptr noundef nonnull @.str.3, double noundef 1.000000e-05, double noundef 0x40C81CD6C8B43958, double noundef -5.000000e-01, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6) #5
  br label %5

4:                                                ; preds = %5
  tail call void (ptr, ...) @say(ptr nonnull poison, ptr noundef nonnull @.str.9, i32 noundef 7, double noundef 2.500000e+00) #5
  ret i32 0

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %15, %5 ]
  %7 = tail call i32 (i64, ptr, ...) @clip(i64 noundef %6, ptr nonnull poison, ptr noundef nonnull @.str.5, i32 noundef 99) #5
  %8 = trunc i64 %6 to i32
  %9 = icmp eq i64 %6, 0
  %10 = select i1 %9, ptr @.str.7, ptr @buf
  %11 = getelementptr inbounds [128 x i8], ptr @buf, i64 0, i64 %6
  %12 = load i8, ptr %11, align 1, !tbaa !9
  %13 = zext i8 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %8, i32 noundef %7, ptr noundef nonnull %10, i32 noundef %13) #6
  %15 = add nuw nsw i64 %6, 3
  %16 = icmp ult i64 %6, 5
  br i1 %16, label %5, label %4, !llvm.loop !10
}

; Function Attrs: nounwind
define internal void @logf_(ptr noundef %0, ptr noundef %1, ...) unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  %6 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #7
  call void @llvm.va_start(ptr nonnull %3)
  call void @llvm.va_copy(ptr nonnull %4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !12
  %7 = call i32 @vfprintf(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !12
  %8 = call i32 @vsprintf(ptr noundef nonnull @buf, ptr noundef %1, ptr noundef nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7
  call void @llvm.va_end(ptr nonnull %4)
  call void @llvm.va_end(ptr nonnull %3)
  %9 = call i64 @strlen(ptr noundef nonnull @buf) #6
  %10 = trunc i64 %9 to i32
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %7, i32 noundef %8, i32 noundef %10, ptr noundef nonnull @buf) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal i32 @clip(i64 noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.va_start(ptr nonnull %3)
  %5 = call ptr @memset(ptr noundef nonnull @buf, i32 noundef 35, i64 noundef 128) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !12
  %6 = call i32 @vsnprintf(ptr noundef nonnull @buf, i64 noundef %0, ptr noundef nonnull @.str.4, ptr noundef nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #7
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  ret i32 %6
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @say(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !12
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.8, ptr noundef nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @vsprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 0, i64 8, !5, i64 8, i64 8, !5, i64 16, i64 8, !5, i64 24, i64 4, !13, i64 28, i64 4, !13}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
