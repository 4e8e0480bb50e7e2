; ModuleID = 'tests/programs/packed_structs.c'
source_filename = "tests/programs/packed_structs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Bits, align 4
  %2 = alloca %struct.Odd, align 8
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext 23, i32 noundef signext 5, i32 noundef signext 64) #3
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 10995116327758) #3
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #4
  %5 = call ptr @memset(ptr noundef nonnull %1, i32 noundef signext 0, i64 noundef 5) #3
  %6 = getelementptr inbounds %struct.Bits, ptr %1, i64 0, i32 1
  store i8 -85, ptr %6, align 4, !tbaa !6
  store i32 -1248968395, ptr %1, align 4
  %7 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext 5, i32 noundef signext 38, i32 noundef signext 100, i32 noundef signext 5809, i32 noundef signext 171) #3
  %8 = call ptr @malloc(i64 noundef 24) #3
  store i32 10, ptr %8, align 4, !tbaa !11
  %9 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 0
  store i16 -20, ptr %9, align 2, !tbaa !12
  %10 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 1
  store i16 -19, ptr %10, align 2, !tbaa !12
  %11 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 2
  store i16 -16, ptr %11, align 2, !tbaa !12
  %12 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 3
  store i16 -11, ptr %12, align 2, !tbaa !12
  %13 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 4
  store i16 -4, ptr %13, align 2, !tbaa !12
  %14 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 5
  store i16 5, ptr %14, align 2, !tbaa !12
  %15 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 6
  store i16 16, ptr %15, align 2, !tbaa !12
  %16 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 7
  store i16 29, ptr %16, align 2, !tbaa !12
  %17 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 8
  store i16 44, ptr %17, align 2, !tbaa !12
  %18 = getelementptr inbounds %struct.Flex, ptr %8, i64 0, i32 1, i64 9
  store i16 61, ptr %18, align 2, !tbaa !12
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 85) #3
  call void @free(ptr noundef nonnull %8) #3
  call void @llvm.lifetime.start.p0(i64 7, ptr nonnull %2) #4
  store i56 27973156918814059, ptr %2, align 8
  %20 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #3
  %21 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext 0, i32 noundef signext 64) #3
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext 16909060, i64 noundef -2, i32 noundef signext 10, i32 noundef signext -3) #3
  call void @llvm.lifetime.end.p0(i64 7, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !9, i64 4}
!7 = !{!"Bits", !8, i64 0, !8, i64 0, !8, i64 1, !8, i64 2, !9, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !9, i64 0}
