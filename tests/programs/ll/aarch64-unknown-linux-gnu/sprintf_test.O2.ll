; ModuleID = 'tests/programs/sprintf_test.c'
source_filename = "tests/programs/sprintf_test.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%d-%s-%c-%x\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"[%s] %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%08.3f|%-6d|%lld\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"%d %d %d\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"measure %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"size1 [%s] %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"%d^2=%-3d|\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%.2e\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"%5s|%-5s|\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"cd\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i8], align 1
  %2 = alloca [200 x i8], align 1
  %3 = alloca [40 x i8], align 1
  %4 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #4
  %5 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %1, ptr noundef nonnull @.str, i32 noundef 42, ptr noundef nonnull @.str.1, i32 noundef 90, i32 noundef 255) #5
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull %1, i32 noundef %5) #5
  %7 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %1, i64 noundef 10, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.4) #5
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull %1, i32 noundef %7) #5
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %1, i64 noundef 100, ptr noundef nonnull @.str.5, double noundef 3.141590e+00, i32 noundef -7, i64 noundef -1234567890123) #5
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, ptr noundef nonnull %1, i32 noundef %9) #5
  %11 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.6, i32 noundef 100, i32 noundef 200, i32 noundef 300) #5
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %11) #5
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %1, i64 noundef 1, ptr noundef nonnull @.str.1) #5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull %1, i32 noundef %13) #5
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %2) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(200) %2, i8 0, i64 200, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #4
  %15 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %3, ptr noundef nonnull @.str.9, i32 noundef 1, i32 noundef 1) #5
  %16 = call ptr @strcat(ptr noundef nonnull %2, ptr noundef nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #4
  %17 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %3, ptr noundef nonnull @.str.9, i32 noundef 2, i32 noundef 4) #5
  %18 = call ptr @strcat(ptr noundef nonnull %2, ptr noundef nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #4
  %19 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %3, ptr noundef nonnull @.str.9, i32 noundef 3, i32 noundef 9) #5
  %20 = call ptr @strcat(ptr noundef nonnull %2, ptr noundef nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #4
  %21 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %3, ptr noundef nonnull @.str.9, i32 noundef 4, i32 noundef 16) #5
  %22 = call ptr @strcat(ptr noundef nonnull %2, ptr noundef nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #4
  %23 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %3, ptr noundef nonnull @.str.9, i32 noundef 5, i32 noundef 25) #5
  %24 = call ptr @strcat(ptr noundef nonnull %2, ptr noundef nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #4
  %25 = call i32 @puts(ptr noundef nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #4
  %26 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %4, ptr noundef nonnull @.str.10, double noundef 1.234560e+05) #5
  %27 = call i64 @strlen(ptr noundef nonnull %4) #5
  %28 = trunc i64 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, ptr noundef nonnull %4, i32 noundef %28) #5
  %30 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %4, ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14) #5
  %31 = call i32 @puts(ptr noundef nonnull %4) #5
  %32 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %1, ptr noundef nonnull @.str.15, i32 noundef 0) #5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %1, i64 %33
  %35 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %34, ptr noundef nonnull @.str.15, i32 noundef 11) #5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %37, ptr noundef nonnull @.str.15, i32 noundef 22) #5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  %41 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %40, ptr noundef nonnull @.str.15, i32 noundef 33) #5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %40, i64 %42
  %44 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull %43, ptr noundef nonnull @.str.15, i32 noundef 44) #5
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull %1) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @sprintf(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare ptr @strcat(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @puts(ptr noundef) local_unnamed_addr #2

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
