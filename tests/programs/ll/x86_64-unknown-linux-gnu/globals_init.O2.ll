; ModuleID = 'tests/programs/globals_init.c'
source_filename = "tests/programs/globals_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { ptr, i32, double }
%struct.node = type { i32, ptr }

@counter = dso_local global i32 5, align 4
@primes = dso_local constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 16
@.str = private unnamed_addr constant [22 x i8] c"global string pointer\00", align 1
@msg = dso_local local_unnamed_addr global ptr @.str, align 8
@pcounter = dso_local local_unnamed_addr global ptr @counter, align 8
@pprime = dso_local local_unnamed_addr global ptr getelementptr inbounds ([8 x i32], ptr @primes, i64 0, i64 3), align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@people = dso_local global [3 x %struct.person] [%struct.person { ptr @.str.1, i32 31, double 8.850000e+01 }, %struct.person { ptr @.str.2, i32 25, double 7.225000e+01 }, %struct.person { ptr @.str.3, i32 47, double 9.100000e+01 }], align 16
@oldest = dso_local local_unnamed_addr global ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 2, i32 0), align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local global [4 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@dbl_init = dso_local local_unnamed_addr global double 0x44DFE185CA57C517, align 8
@flt_init = dso_local local_unnamed_addr global float 0xBF589374C0000000, align 4
@buf = dso_local global [32 x i8] c"prefilled\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@n3 = dso_local global %struct.node { i32 3, ptr null }, align 8
@n2 = dso_local global %struct.node { i32 2, ptr @n3 }, align 8
@n1 = dso_local local_unnamed_addr global %struct.node { i32 1, ptr @n2 }, align 8
@pnames = dso_local local_unnamed_addr global ptr @names, align 8
@.str.8 = private unnamed_addr constant [23 x i8] c"counter %d via ptr %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"zeroed sum %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [27 x i8] c"primes[3] %d pprime[1] %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"%s / %s\0A\00", align 1
@greeting = internal constant [9 x i8] c"hi there\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"oldest %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"ints %lld %u %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"fp %.6e %.6f\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"buf %s %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"node %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"matrix %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"codes %c%u %c%u\0A\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@next_id.id = internal unnamed_addr global i32 100, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @counter, align 4, !tbaa !4
  %2 = load ptr, ptr @pcounter, align 8, !tbaa !8
  %3 = load i32, ptr %2, align 4, !tbaa !4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %1, i32 noundef %3) #2
  %5 = load ptr, ptr @pcounter, align 8, !tbaa !8
  %6 = load i32, ptr %5, align 4, !tbaa !4
  %7 = add nsw i32 %6, 10
  store i32 %7, ptr %5, align 4, !tbaa !4
  %8 = load i32, ptr @counter, align 4, !tbaa !4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %8) #2
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef 0) #2
  %11 = load ptr, ptr @pprime, align 8, !tbaa !8
  %12 = getelementptr inbounds i32, ptr %11, i64 1
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef 7, i32 noundef %13) #2
  %15 = load ptr, ptr @msg, align 8, !tbaa !8
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @greeting, ptr noundef %15) #2
  %17 = load ptr, ptr @people, align 16, !tbaa !10
  %18 = load i32, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 0, i32 1), align 8, !tbaa !13
  %19 = load double, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 0, i32 2), align 16, !tbaa !14
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef %17, i32 noundef %18, double noundef %19) #2
  %21 = load ptr, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 1), align 8, !tbaa !10
  %22 = load i32, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 1, i32 1), align 16, !tbaa !13
  %23 = load double, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 1, i32 2), align 8, !tbaa !14
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef %21, i32 noundef %22, double noundef %23) #2
  %25 = load ptr, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 2), align 16, !tbaa !10
  %26 = load i32, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 2, i32 1), align 8, !tbaa !13
  %27 = load double, ptr getelementptr inbounds ([3 x %struct.person], ptr @people, i64 0, i64 2, i32 2), align 16, !tbaa !14
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, ptr noundef %25, i32 noundef %26, double noundef %27) #2
  %29 = load ptr, ptr @oldest, align 8, !tbaa !8
  %30 = load ptr, ptr %29, align 8, !tbaa !10
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, ptr noundef %30) #2
  %32 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @names, i64 0, i64 1), align 8, !tbaa !8
  %33 = load ptr, ptr @pnames, align 8, !tbaa !8
  %34 = getelementptr inbounds ptr, ptr %33, i64 3
  %35 = load ptr, ptr %34, align 8, !tbaa !8
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, ptr noundef %32, ptr noundef %35) #2
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, i64 noundef -1234567890123456789, i32 noundef 200, i32 noundef -1234) #2
  %38 = load double, ptr @dbl_init, align 8, !tbaa !15
  %39 = load float, ptr @flt_init, align 4, !tbaa !16
  %40 = fpext float %39 to double
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, double noundef %38, double noundef %40) #2
  %42 = load i8, ptr getelementptr inbounds ([32 x i8], ptr @buf, i64 0, i64 20), align 4, !tbaa !18
  %43 = sext i8 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.18, ptr noundef nonnull @buf, i32 noundef %43) #2
  br label %53

45:                                               ; preds = %53
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.20, i32 noundef 6, i32 noundef 2) #2
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.21, i32 noundef 97, i32 noundef 100, i32 noundef 98, i32 noundef 65535) #2
  %48 = load i32, ptr @next_id.id, align 4, !tbaa !4
  %49 = add nsw i32 %48, 1
  %50 = add nsw i32 %48, 2
  %51 = add nsw i32 %48, 3
  store i32 %51, ptr @next_id.id, align 4, !tbaa !4
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.22, i32 noundef %48, i32 noundef %49, i32 noundef %50) #2
  ret i32 0

53:                                               ; preds = %0, %53
  %54 = phi ptr [ @n1, %0 ], [ %58, %53 ]
  %55 = load i32, ptr %54, align 8, !tbaa !19
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.19, i32 noundef %55) #2
  %57 = getelementptr inbounds %struct.node, ptr %54, i64 0, i32 1
  %58 = load ptr, ptr %57, align 8, !tbaa !21
  %59 = icmp eq ptr %58, null
  br i1 %59, label %45, label %53, !llvm.loop !22
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
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!11, !9, i64 0}
!11 = !{!"person", !9, i64 0, !5, i64 8, !12, i64 16}
!12 = !{!"double", !6, i64 0}
!13 = !{!11, !5, i64 8}
!14 = !{!11, !12, i64 16}
!15 = !{!12, !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = !{!6, !6, i64 0}
!19 = !{!20, !5, i64 0}
!20 = !{!"node", !5, i64 0, !9, i64 8}
!21 = !{!20, !9, i64 8}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
