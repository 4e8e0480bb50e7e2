; ModuleID = 'tests/programs/vprintf_family.c'
source_filename = "tests/programs/vprintf_family.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = load ptr, ptr @stdout, align 8, !tbaa !6
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %1, ptr noundef nonnull @.str, i32 noundef signext -42, i32 noundef signext 42, i64 noundef -123456789, i64 noundef 1234567890123) #4
  %2 = load ptr, ptr @stdout, align 8, !tbaa !6
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %2, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef signext 113, i32 noundef signext 48879, double noundef 3.250000e+00) #4
  %3 = load ptr, ptr @stdout, align 8, !tbaa !6
  tail call void (ptr, ptr, ...) @logf_(ptr noundef %3, ptr noundef nonnull @.str.3, double noundef 1.000000e-05, double noundef 0x40C81CD6C8B43958, double noundef -5.000000e-01, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5, i32 noundef signext 6) #4
  br label %5

4:                                                ; preds = %5
  tail call void (ptr, ...) @say(ptr nonnull poison, ptr noundef nonnull @.str.9, i32 noundef signext 7, double noundef 2.500000e+00) #4
  ret i32 0

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %15, %5 ]
  %7 = tail call signext i32 (i64, ptr, ...) @clip(i64 noundef %6, ptr nonnull poison, ptr noundef nonnull @.str.5, i32 noundef signext 99) #4
  %8 = trunc i64 %6 to i32
  %9 = icmp eq i64 %6, 0
  %10 = select i1 %9, ptr @.str.7, ptr @buf
  %11 = getelementptr inbounds [128 x i8], ptr @buf, i64 0, i64 %6
  %12 = load i8, ptr %11, align 1, !tbaa !10
  %13 = zext i8 %12 to i32
  %14 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %8, i32 noundef signext %7, ptr noundef nonnull %10, i32 noundef signext %13) #5
  %15 = add nuw nsw i64 %6, 3
  %16 = icmp ult i64 %6, 5
  br i1 %16, label %5, label %4, !llvm.loop !11
}

; Function Attrs: nounwind
define internal void @logf_(ptr noundef %0, ptr noundef %1, ...) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.va_start(ptr nonnull %3)
  call void @llvm.va_copy(ptr nonnull %4, ptr nonnull %3)
  %5 = load ptr, ptr %3, align 8, !tbaa !6
  %6 = call signext i32 @vfprintf(ptr noundef %0, ptr noundef %1, ptr noundef %5) #5
  %7 = load ptr, ptr %4, align 8, !tbaa !6
  %8 = call signext i32 @vsprintf(ptr noundef nonnull @buf, ptr noundef %1, ptr noundef %7) #5
  call void @llvm.va_end(ptr nonnull %4)
  call void @llvm.va_end(ptr nonnull %3)
  %9 = call i64 @strlen(ptr noundef nonnull @buf) #5
  %10 = trunc i64 %9 to i32
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef signext %6, i32 noundef signext %8, i32 noundef signext %10, ptr noundef nonnull @buf) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal signext i32 @clip(i64 noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #0 {
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.va_start(ptr nonnull %3)
  %4 = call ptr @memset(ptr noundef nonnull @buf, i32 noundef signext 35, i64 noundef 128) #5
  %5 = load ptr, ptr %3, align 8, !tbaa !6
  %6 = call signext i32 @vsnprintf(ptr noundef nonnull @buf, i64 noundef %0, ptr noundef nonnull @.str.4, ptr noundef %5) #5
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  ret i32 %6
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @say(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8, !tbaa !6
  %4 = call signext i32 @vprintf(ptr noundef nonnull @.str.8, ptr noundef %3) #5
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

declare signext i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare signext i32 @vsprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

declare signext i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare signext i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
