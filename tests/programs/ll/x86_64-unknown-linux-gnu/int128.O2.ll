; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"b*b\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"a%b\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"a%(b-12)\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"a/1000003\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"a<<3\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"a>>70\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"a<<100\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"~a\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"a^b\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"mul_add\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"-a\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"-a>>4\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"-a/7\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"-a%7\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"-a%1000003\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"30!\00", align 1
@.str.23 = private unnamed_addr constant [23 x i8] c"1<<%d hi=%llx lo=%llx\0A\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"dec %s\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str, i64 noundef 81985529216486895, i64 noundef -81985529216486896) #3
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef -1) #3
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.2, i64 noundef 81985529216486896, i64 noundef -81985529216486897) #3
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.3, i64 noundef 81985529216486894, i64 noundef -81985529216486895) #3
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.4, i64 noundef -2, i64 noundef 1) #3
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.5, i64 noundef -163971058432973792, i64 noundef 81985529216486896) #3
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.6, i64 noundef 0, i64 noundef 81985529216486896) #3
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.7, i64 noundef 0, i64 noundef 0) #3
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.8, i64 noundef 0, i64 noundef 983826350597842752) #3
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.9, i64 noundef 81985283260, i64 noundef -6694063616470917862) #3
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.10, i64 noundef 655884233731895167, i64 noundef -655884233731895168) #3
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.11, i64 noundef 0, i64 noundef 1281023894007607) #3
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.12, i64 noundef 7296712105154052096, i64 noundef 0) #3
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.13, i64 noundef -81985529216486896, i64 noundef 81985529216486895) #3
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.14, i64 noundef 81985529216486895, i64 noundef 81985529216486895) #3
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.15, i64 noundef -2459565876494607815, i64 noundef 2459565876494607859) #3
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.16, i64 noundef -81985529216486896, i64 noundef 81985529216486896) #3
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.17, i64 noundef -5124095576030431, i64 noundef 5124095576030431) #3
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.18, i64 noundef -11712218459498128, i64 noundef 11712218459498128) #3
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.19, i64 noundef 0, i64 noundef 0) #3
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.20, i64 noundef -1, i64 noundef -991298) #3
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.21, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1) #3
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4
  %24 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 47
  store i8 0, ptr %24, align 1, !tbaa !4
  br label %25

25:                                               ; preds = %37, %0
  %26 = phi i64 [ 47, %0 ], [ %41, %37 ]
  %27 = phi i128 [ 265252859812191058636308480000000, %0 ], [ %43, %37 ]
  %28 = freeze i128 %27
  %29 = udiv i128 %28, 10
  %30 = mul i128 %29, 10
  %31 = sub i128 %28, %30
  %32 = trunc i128 %31 to i8
  %33 = or i8 %32, 48
  %34 = add nsw i64 %26, -1
  %35 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %34
  store i8 %33, ptr %35, align 1, !tbaa !4
  %36 = icmp ult i128 %27, 10
  br i1 %36, label %44, label %37, !llvm.loop !7

37:                                               ; preds = %25
  %38 = urem i128 %29, 10
  %39 = trunc i128 %38 to i8
  %40 = or i8 %39, 48
  %41 = add nsw i64 %26, -2
  %42 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %41
  store i8 %40, ptr %42, align 1, !tbaa !4
  %43 = udiv i128 %27, 100
  br label %25

44:                                               ; preds = %25
  %45 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 14
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.25, ptr noundef nonnull %45) #3
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.22, i64 noundef 14379386343318, i64 noundef -8764578968847253504) #3
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 0, i64 noundef 0, i64 noundef 1) #3
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 9, i64 noundef 0, i64 noundef 512) #3
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 18, i64 noundef 0, i64 noundef 262144) #3
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 27, i64 noundef 0, i64 noundef 134217728) #3
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 36, i64 noundef 0, i64 noundef 68719476736) #3
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 45, i64 noundef 0, i64 noundef 35184372088832) #3
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 54, i64 noundef 0, i64 noundef 18014398509481984) #3
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 63, i64 noundef 0, i64 noundef -9223372036854775808) #3
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 72, i64 noundef 256, i64 noundef 0) #3
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 81, i64 noundef 131072, i64 noundef 0) #3
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 90, i64 noundef 67108864, i64 noundef 0) #3
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 99, i64 noundef 34359738368, i64 noundef 0) #3
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 108, i64 noundef 17592186044416, i64 noundef 0) #3
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 117, i64 noundef 9007199254740992, i64 noundef 0) #3
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.23, i32 noundef 126, i64 noundef 4611686018427387904, i64 noundef 0) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
