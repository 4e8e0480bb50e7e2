; ModuleID = 'tests/programs/overflow_builtins.c'
source_filename = "tests/programs/overflow_builtins.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %1 = alloca [7 x i64], align 8
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %33, %2 ]
  %4 = getelementptr inbounds [8 x i32], ptr @__const.main.a32, i32 0, i32 %3
  %5 = load i32, ptr %4, align 4, !tbaa !4
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
  %33 = add nuw nsw i32 %3, 1
  %34 = icmp eq i32 %33, 8
  br i1 %34, label %35, label %2, !llvm.loop !8

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
  store i64 0, ptr %1, align 8
  %44 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 1
  store i64 -1, ptr %44, align 8
  %45 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 2
  store i64 9223372036854775807, ptr %45, align 8
  %46 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 3
  store i64 -9223372036854775808, ptr %46, align 8
  %47 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 4
  store i64 3037000500, ptr %47, align 8
  %48 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 5
  store i64 -3037000500, ptr %48, align 8
  %49 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 6
  store i64 4294967296, ptr %49, align 8
  br label %50

50:                                               ; preds = %35, %50
  %51 = phi i32 [ 0, %35 ], [ %94, %50 ]
  %52 = getelementptr inbounds [7 x i64], ptr %1, i32 0, i32 %51
  %53 = load i64, ptr %52, align 8, !tbaa !10
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %53, i64 noundef 0, i32 noundef 0, i64 noundef %53, i32 noundef 0, i64 noundef %53, i32 noundef 0, i64 noundef 0) #4
  %55 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %53, i64 9223372036854775807)
  %56 = extractvalue { i64, i1 } %55, 1
  %57 = extractvalue { i64, i1 } %55, 0
  %58 = zext i1 %56 to i32
  %59 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %53, i64 -9223372036854775807)
  %60 = extractvalue { i64, i1 } %59, 1
  %61 = extractvalue { i64, i1 } %59, 0
  %62 = zext i1 %60 to i32
  %63 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %53, i64 9223372036854775807)
  %64 = extractvalue { i64, i1 } %63, 1
  %65 = extractvalue { i64, i1 } %63, 0
  %66 = zext i1 %64 to i32
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %53, i64 noundef 9223372036854775807, i32 noundef %58, i64 noundef %57, i32 noundef %62, i64 noundef %61, i32 noundef %66, i64 noundef %65) #4
  %68 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %53, i64 3037000500)
  %69 = extractvalue { i64, i1 } %68, 1
  %70 = extractvalue { i64, i1 } %68, 0
  %71 = zext i1 %69 to i32
  %72 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %53, i64 -3037000500)
  %73 = extractvalue { i64, i1 } %72, 1
  %74 = extractvalue { i64, i1 } %72, 0
  %75 = zext i1 %73 to i32
  %76 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %53, i64 3037000500)
  %77 = extractvalue { i64, i1 } %76, 1
  %78 = extractvalue { i64, i1 } %76, 0
  %79 = zext i1 %77 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %53, i64 noundef 3037000500, i32 noundef %71, i64 noundef %70, i32 noundef %75, i64 noundef %74, i32 noundef %79, i64 noundef %78) #4
  %81 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %53, i64 4294967296)
  %82 = extractvalue { i64, i1 } %81, 1
  %83 = extractvalue { i64, i1 } %81, 0
  %84 = zext i1 %82 to i32
  %85 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %53, i64 -4294967296)
  %86 = extractvalue { i64, i1 } %85, 1
  %87 = extractvalue { i64, i1 } %85, 0
  %88 = zext i1 %86 to i32
  %89 = add i64 %53, -2147483648
  %90 = icmp ult i64 %89, -4294967296
  %91 = shl i64 %53, 32
  %92 = zext i1 %90 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef %53, i64 noundef 4294967296, i32 noundef %84, i64 noundef %83, i32 noundef %88, i64 noundef %87, i32 noundef %92, i64 noundef %91) #4
  %94 = add nuw nsw i32 %51, 1
  %95 = icmp eq i32 %94, 7
  br i1 %95, label %96, label %50, !llvm.loop !12

96:                                               ; preds = %50
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 1, i64 noundef 4294967296) #4
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef 1, i64 noundef 16) #4
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef 1, i32 noundef -56) #4
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef 1, i32 noundef 24464) #4
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 0, i32 noundef 2147483647) #4
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 0, i32 noundef -1) #4
  br label %103

103:                                              ; preds = %96, %109
  %104 = phi i32 [ 1, %96 ], [ %111, %109 ]
  %105 = phi i64 [ 1, %96 ], [ %110, %109 ]
  %106 = zext i32 %104 to i64
  %107 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %105, i64 %106)
  %108 = extractvalue { i64, i1 } %107, 1
  br i1 %108, label %113, label %109

109:                                              ; preds = %103
  %110 = extractvalue { i64, i1 } %107, 0
  %111 = add nuw nsw i32 %104, 1
  %112 = icmp eq i32 %111, 40
  br i1 %112, label %113, label %103, !llvm.loop !13

113:                                              ; preds = %103, %109
  %114 = phi i32 [ %104, %103 ], [ 40, %109 ]
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %114) #4
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

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
