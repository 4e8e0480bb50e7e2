; ModuleID = 'tests/programs/packed_structs.c'
source_filename = "tests/programs/packed_structs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Bits = type <{ i32, i8 }>
%struct.Odd = type { [7 x i8] }
%struct.Flex = type { i32, [0 x i16] }

@.str = private unnamed_addr constant [16 x i8] c"sizes %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"checksum %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"bits %u %u %u %u %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"flex %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"odd %.7s\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"aligned %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"unaligned %d %lld %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Bits, align 4
  %2 = alloca %struct.Odd, align 1
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 23, i32 noundef 5, i32 noundef 64) #3
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 10995116327758) #3
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #4
  %5 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 5) #3
  %6 = getelementptr inbounds %struct.Bits, ptr %1, i32 0, i32 1
  store i8 -85, ptr %6, align 4, !tbaa !4
  store i32 -1569941839, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef 5, i32 noundef 38, i32 noundef 100, i32 noundef 5809, i32 noundef 171) #3
  %8 = call ptr @malloc(i32 noundef 24) #3
  store i32 10, ptr %8, align 4, !tbaa !9
  %9 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 0
  store i16 -20, ptr %9, align 2, !tbaa !10
  %10 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 1
  store i16 -19, ptr %10, align 2, !tbaa !10
  %11 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 2
  store i16 -16, ptr %11, align 2, !tbaa !10
  %12 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 3
  store i16 -11, ptr %12, align 2, !tbaa !10
  %13 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 4
  store i16 -4, ptr %13, align 2, !tbaa !10
  %14 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 5
  store i16 5, ptr %14, align 2, !tbaa !10
  %15 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 6
  store i16 16, ptr %15, align 2, !tbaa !10
  %16 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 7
  store i16 29, ptr %16, align 2, !tbaa !10
  %17 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 8
  store i16 44, ptr %17, align 2, !tbaa !10
  %18 = getelementptr inbounds %struct.Flex, ptr %8, i32 0, i32 1, i32 9
  store i16 61, ptr %18, align 2, !tbaa !10
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef 85) #3
  call void @free(ptr noundef nonnull %8) #3
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %2) #4
  %20 = getelementptr inbounds i8, ptr %2, i32 1
  %21 = getelementptr inbounds i8, ptr %2, i32 2
  %22 = getelementptr inbounds i8, ptr %2, i32 3
  %23 = getelementptr inbounds i8, ptr %2, i32 4
  %24 = getelementptr inbounds i8, ptr %2, i32 5
  %25 = getelementptr inbounds i8, ptr %2, i32 6
  store i8 107, ptr %2, align 1
  store i8 101, ptr %20, align 1
  store i8 100, ptr %21, align 1
  store i8 33, ptr %22, align 1
  store i8 112, ptr %23, align 1
  store i8 97, ptr %24, align 1
  store i8 99, ptr %25, align 1
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #3
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef 0, i32 noundef 64) #3
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef 16909060, i64 noundef -2, i32 noundef 10, i32 noundef -3) #3
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare ptr @malloc(i32 noundef) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !7, i64 4}
!5 = !{!"Bits", !6, i64 0, !6, i64 0, !6, i64 1, !6, i64 2, !7, i64 4}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!6, !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !7, i64 0}
