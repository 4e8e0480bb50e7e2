; ModuleID = 'tests/programs/overflow_builtins.c'
source_filename = "tests/programs/overflow_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a32 = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 46341, i32 -46341, i32 65536], align 4
@.str = private unnamed_addr constant [42 x i8] c"s32 %d %d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"u32 add %d \00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"u32 sub %d \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"u32 mul %d \00", align 1
@.str.5 = private unnamed_addr constant [52 x i8] c"s64 %lld %lld: add %d/%lld sub %d/%lld mul %d/%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"u64 mul %d %llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"u64 add %d %llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"s8 add %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"u16 mul %d %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"mixed %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"mixed2 %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [27 x i8] c"factorial overflows at %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 16
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %33, %2 ]
  %4 = getelementptr inbounds [8 x i32], ptr @__const.main.a32, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %5, i32 noundef 0, i32 noundef 0, i32 noundef %5, i32 noundef 0, i32 noundef %5, i32 noundef 0, i32 noundef 0) #4
  %7 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 2147483647)
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  %10 = zext i1 %8 to i32
  %11 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 -2147483647)
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = extractvalue { i32, i1 } %11, 0
  %14 = zext i1 %12 to i32
  %15 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %5, i32 2147483647)
  %16 = extractvalue { i32, i1 } %15, 1
  %17 = extractvalue { i32, i1 } %15, 0
  %18 = zext i1 %16 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %5, i32 noundef 2147483647, i32 noundef %10, i32 noundef %9, i32 noundef %14, i32 noundef %13, i32 noundef %18, i32 noundef %17) #4
  %20 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 -46341)
  %21 = extractvalue { i32, i1 } %20, 1
  %22 = extractvalue { i32, i1 } %20, 0
  %23 = zext i1 %21 to i32
  %24 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 46341)
  %25 = extractvalue { i32, i1 } %24, 1
  %26 = extractvalue { i32, i1 } %24, 0
  %27 = zext i1 %25 to i32
  %28 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %5, i32 -46341)
  %29 = extractvalue { i32, i1 } %28, 1
  %30 = extractvalue { i32, i1 } %28, 0
  %31 = zext i1 %29 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %5, i32 noundef -46341, i32 noundef %23, i32 noundef %22, i32 noundef %27, i32 noundef %26, i32 noundef %31, i32 noundef %30) #4
  %33 = add nuw nsw i64 %3, 1
  %34 = icmp eq i64 %33, 8
  br i1 %34, label %35, label %2, !llvm.loop !9

35:                                               ; preds = %2
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 1) #4
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 0) #4
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 1) #4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef -1) #4
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 1) #4
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 0) #4
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 0) #4
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef -1) #4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5
  store <2 x i64> <i64 0, i64 -1>, ptr %1, align 16
  %44 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 2
  store <2 x i64> <i64 9223372036854775807, i64 -9223372036854775808>, ptr %44, align 16
  %45 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 4
  store <2 x i64> <i64 3037000500, i64 -3037000500>, ptr %45, align 16
  %46 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 6
  store i64 4294967296, ptr %46, align 16
  br label %47

47:                                               ; preds = %35, %47
  %48 = phi i64 [ 0, %35 ], [ %91, %47 ]
  %49 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !11
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %50, i64 noundef 0, i32 noundef 0, i64 noundef %50, i32 noundef 0, i64 noundef %50, i32 noundef 0, i64 noundef 0) #4
  %52 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %50, i64 9223372036854775807)
  %53 = extractvalue { i64, i1 } %52, 1
  %54 = extractvalue { i64, i1 } %52, 0
  %55 = zext i1 %53 to i32
  %56 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %50, i64 -9223372036854775807)
  %57 = extractvalue { i64, i1 } %56, 1
  %58 = extractvalue { i64, i1 } %56, 0
  %59 = zext i1 %57 to i32
  %60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %50, i64 9223372036854775807)
  %61 = extractvalue { i64, i1 } %60, 1
  %62 = extractvalue { i64, i1 } %60, 0
  %63 = zext i1 %61 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %50, i64 noundef 9223372036854775807, i32 noundef %55, i64 noundef %54, i32 noundef %59, i64 noundef %58, i32 noundef %63, i64 noundef %62) #4
  %65 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %50, i64 3037000500)
  %66 = extractvalue { i64, i1 } %65, 1
  %67 = extractvalue { i64, i1 } %65, 0
  %68 = zext i1 %66 to i32
  %69 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %50, i64 -3037000500)
  %70 = extractvalue { i64, i1 } %69, 1
  %71 = extractvalue { i64, i1 } %69, 0
  %72 = zext i1 %70 to i32
  %73 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %50, i64 3037000500)
  %74 = extractvalue { i64, i1 } %73, 1
  %75 = extractvalue { i64, i1 } %73, 0
  %76 = zext i1 %74 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %50, i64 noundef 3037000500, i32 noundef %68, i64 noundef %67, i32 noundef %72, i64 noundef %71, i32 noundef %76, i64 noundef %75) #4
  %78 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %50, i64 4294967296)
  %79 = extractvalue { i64, i1 } %78, 1
  %80 = extractvalue { i64, i1 } %78, 0
  %81 = zext i1 %79 to i32
  %82 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %50, i64 -4294967296)
  %83 = extractvalue { i64, i1 } %82, 1
  %84 = extractvalue { i64, i1 } %82, 0
  %85 = zext i1 %83 to i32
  %86 = add i64 %50, -2147483648
  %87 = icmp ult i64 %86, -4294967296
  %88 = shl i64 %50, 32
  %89 = zext i1 %87 to i32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %50, i64 noundef 4294967296, i32 noundef %81, i64 noundef %80, i32 noundef %85, i64 noundef %84, i32 noundef %89, i64 noundef %88) #4
  %91 = add nuw nsw i64 %48, 1
  %92 = icmp eq i64 %91, 7
  br i1 %92, label %93, label %47, !llvm.loop !13

93:                                               ; preds = %47
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 1, i64 noundef 4294967296) #4
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i64 noundef 16) #4
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 1, i32 noundef -56) #4
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 1, i32 noundef 24464) #4
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 0, i32 noundef 2147483647) #4
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 0, i32 noundef -1) #4
  br label %100

100:                                              ; preds = %93, %105
  %101 = phi i64 [ 1, %93 ], [ %107, %105 ]
  %102 = phi i64 [ 1, %93 ], [ %106, %105 ]
  %103 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %102, i64 %101)
  %104 = extractvalue { i64, i1 } %103, 1
  br i1 %104, label %109, label %105

105:                                              ; preds = %100
  %106 = extractvalue { i64, i1 } %103, 0
  %107 = add nuw nsw i64 %101, 1
  %108 = icmp eq i64 %107, 40
  br i1 %108, label %111, label %100, !llvm.loop !14

109:                                              ; preds = %100
  %110 = trunc i64 %101 to i32
  br label %111

111:                                              ; preds = %105, %109
  %112 = phi i32 [ %110, %109 ], [ 40, %105 ]
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %112) #4
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
