; ModuleID = 'examples/demo.c'
source_filename = "examples/demo.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.data = private unnamed_addr constant [8 x i32] [i32 42, i32 7, i32 19, i32 -3, i32 88, i32 0, i32 5, i32 23], align 4
@.str = private unnamed_addr constant [8 x i8] c"sorted:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"\0Afib(20) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"point = (%d, %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"sum 1/i^2 = %.6f\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"fnv1a(\22pyllc\22) = %016llx\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, ptr noundef nonnull align 4 dereferenceable(32) @__const.main.data, i64 32, i1 false)
  %2 = getelementptr inbounds i32, ptr %1, i64 1
  %3 = getelementptr inbounds i32, ptr %1, i64 2
  %4 = getelementptr inbounds i32, ptr %1, i64 3
  store i32 -3, ptr %1, align 4, !tbaa !6
  %5 = getelementptr inbounds i32, ptr %1, i64 4
  %6 = getelementptr inbounds i32, ptr %1, i64 5
  store i32 88, ptr %6, align 4, !tbaa !6
  store i32 42, ptr %5, align 4, !tbaa !6
  store i32 19, ptr %4, align 4, !tbaa !6
  store i32 7, ptr %3, align 4, !tbaa !6
  %7 = getelementptr inbounds i32, ptr %1, i64 1
  store i32 0, ptr %7, align 4, !tbaa !6
  %8 = getelementptr inbounds i32, ptr %1, i64 6
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = load i32, ptr %6, align 4, !tbaa !6
  %11 = icmp sgt i32 %10, %9
  br i1 %11, label %12, label %28

12:                                               ; preds = %0
  store i32 %10, ptr %8, align 4, !tbaa !6
  %13 = load i32, ptr %5, align 4, !tbaa !6
  %14 = icmp sgt i32 %13, %9
  br i1 %14, label %15, label %28

15:                                               ; preds = %12
  store i32 %13, ptr %6, align 4, !tbaa !6
  %16 = load i32, ptr %4, align 4, !tbaa !6
  %17 = icmp sgt i32 %16, %9
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  store i32 %16, ptr %5, align 4, !tbaa !6
  %19 = load i32, ptr %3, align 4, !tbaa !6
  %20 = icmp sgt i32 %19, %9
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  store i32 %19, ptr %4, align 4, !tbaa !6
  %22 = load i32, ptr %2, align 4, !tbaa !6
  %23 = icmp sgt i32 %22, %9
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  store i32 %22, ptr %3, align 4, !tbaa !6
  %25 = load i32, ptr %1, align 4, !tbaa !6
  %26 = icmp sgt i32 %25, %9
  br i1 %26, label %27, label %28

27:                                               ; preds = %24
  store i32 %25, ptr %2, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %27, %24, %21, %18, %15, %12, %0
  %29 = phi i64 [ 6, %0 ], [ 5, %12 ], [ 4, %15 ], [ 3, %18 ], [ 2, %21 ], [ 1, %24 ], [ 0, %27 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %29
  store i32 %9, ptr %30, align 4, !tbaa !6
  %31 = getelementptr inbounds i32, ptr %1, i64 7
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = load i32, ptr %8, align 4, !tbaa !6
  %34 = icmp sgt i32 %33, %32
  br i1 %34, label %35, label %54

35:                                               ; preds = %28
  store i32 %33, ptr %31, align 4, !tbaa !6
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = icmp sgt i32 %36, %32
  br i1 %37, label %38, label %54

38:                                               ; preds = %35
  store i32 %36, ptr %8, align 4, !tbaa !6
  %39 = load i32, ptr %5, align 4, !tbaa !6
  %40 = icmp sgt i32 %39, %32
  br i1 %40, label %41, label %54

41:                                               ; preds = %38
  store i32 %39, ptr %6, align 4, !tbaa !6
  %42 = load i32, ptr %4, align 4, !tbaa !6
  %43 = icmp sgt i32 %42, %32
  br i1 %43, label %44, label %54

44:                                               ; preds = %41
  store i32 %42, ptr %5, align 4, !tbaa !6
  %45 = load i32, ptr %3, align 4, !tbaa !6
  %46 = icmp sgt i32 %45, %32
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  store i32 %45, ptr %4, align 4, !tbaa !6
  %48 = load i32, ptr %2, align 4, !tbaa !6
  %49 = icmp sgt i32 %48, %32
  br i1 %49, label %50, label %54

50:                                               ; preds = %47
  store i32 %48, ptr %3, align 4, !tbaa !6
  %51 = load i32, ptr %1, align 4, !tbaa !6
  %52 = icmp sgt i32 %51, %32
  br i1 %52, label %53, label %54

53:                                               ; preds = %50
  store i32 %51, ptr %2, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %28, %35, %38, %41, %44, %47, %50, %53
  %55 = phi i64 [ 7, %28 ], [ 6, %35 ], [ 5, %38 ], [ 4, %41 ], [ 3, %44 ], [ 2, %47 ], [ 1, %50 ], [ 0, %53 ]
  %56 = getelementptr inbounds i32, ptr %1, i64 %55
  store i32 %32, ptr %56, align 4, !tbaa !6
  %57 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str) #6
  %58 = load i32, ptr %1, align 4, !tbaa !6
  %59 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %58) #6
  %60 = load i32, ptr %2, align 4, !tbaa !6
  %61 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %60) #6
  %62 = load i32, ptr %3, align 4, !tbaa !6
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %62) #6
  %64 = load i32, ptr %4, align 4, !tbaa !6
  %65 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %64) #6
  %66 = load i32, ptr %5, align 4, !tbaa !6
  %67 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %66) #6
  %68 = load i32, ptr %6, align 4, !tbaa !6
  %69 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %68) #6
  %70 = load i32, ptr %8, align 4, !tbaa !6
  %71 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %70) #6
  %72 = load i32, ptr %31, align 4, !tbaa !6
  %73 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %72) #6
  %74 = tail call fastcc signext i32 @fib(i32 noundef signext 20) #7
  %75 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %74) #6
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext 31, i32 noundef signext 42) #6
  %77 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 0x3FF8CBD93F9C1A44) #6
  %78 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef -2340490310821822735) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc signext i32 @fib(i32 noundef signext %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc signext i32 @fib(i32 noundef signext %6) #7
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
