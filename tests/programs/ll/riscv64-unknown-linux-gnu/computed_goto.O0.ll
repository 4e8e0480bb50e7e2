; ModuleID = 'tests/programs/computed_goto.c'
source_filename = "tests/programs/computed_goto.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.prog = private unnamed_addr constant [6 x i8] c"\00\01\02\03\00\04", align 1
@.str = private unnamed_addr constant [12 x i8] c"run(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"classify %d %d %d\0A\00", align 1
@run.labels = internal constant [5 x ptr] [ptr blockaddress(@run, %16), ptr blockaddress(@run, %25), ptr blockaddress(@run, %34), ptr blockaddress(@run, %43), ptr blockaddress(@run, %58)], align 8

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca [6 x i8], align 1
  %2 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @__const.main.prog, i64 6, i1 false)
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %12, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 4
  br i1 %5, label %6, label %15

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = getelementptr inbounds [6 x i8], ptr %1, i64 0, i64 0
  %9 = load i32, ptr %2, align 4
  %10 = call signext i32 @run(ptr noundef %8, i32 noundef signext %9) #3
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %7, i32 noundef signext %10) #3
  br label %12

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %2, align 4
  br label %3, !llvm.loop !7

15:                                               ; preds = %3
  %16 = call signext i32 @classify(i32 noundef signext -9) #3
  %17 = call signext i32 @classify(i32 noundef signext 0) #3
  %18 = call signext i32 @classify(i32 noundef signext 9) #3
  %19 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %16, i32 noundef signext %17, i32 noundef signext %18) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @run(ptr noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %5, align 4
  store i32 3, ptr %6, align 4
  %9 = load ptr, ptr %3, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %11, ptr %7, align 8
  %12 = load i8, ptr %10, align 1
  %13 = zext i8 %12 to i64
  %14 = getelementptr inbounds [5 x ptr], ptr @run.labels, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  br label %60

16:                                               ; preds = %60
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %5, align 4
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 1
  store ptr %20, ptr %7, align 8
  %21 = load i8, ptr %19, align 1
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds [5 x ptr], ptr @run.labels, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  br label %60

25:                                               ; preds = %60
  %26 = load i32, ptr %5, align 4
  %27 = mul nsw i32 %26, 2
  store i32 %27, ptr %5, align 4
  %28 = load ptr, ptr %7, align 8
  %29 = getelementptr inbounds i8, ptr %28, i32 1
  store ptr %29, ptr %7, align 8
  %30 = load i8, ptr %28, align 1
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds [5 x ptr], ptr @run.labels, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  br label %60

34:                                               ; preds = %60
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr %6, align 4
  %37 = load ptr, ptr %7, align 8
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  store ptr %38, ptr %7, align 8
  %39 = load i8, ptr %37, align 1
  %40 = zext i8 %39 to i64
  %41 = getelementptr inbounds [5 x ptr], ptr @run.labels, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8
  br label %60

43:                                               ; preds = %60
  %44 = load i32, ptr %6, align 4
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %43
  %47 = load ptr, ptr %3, align 8
  store ptr %47, ptr %7, align 8
  br label %51

48:                                               ; preds = %43
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %7, align 8
  br label %51

51:                                               ; preds = %48, %46
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds i8, ptr %52, i32 1
  store ptr %53, ptr %7, align 8
  %54 = load i8, ptr %52, align 1
  %55 = zext i8 %54 to i64
  %56 = getelementptr inbounds [5 x ptr], ptr @run.labels, i64 0, i64 %55
  %57 = load ptr, ptr %56, align 8
  br label %60

58:                                               ; preds = %60
  %59 = load i32, ptr %5, align 4
  ret i32 %59

60:                                               ; preds = %51, %34, %25, %16, %2
  %61 = phi ptr [ %15, %2 ], [ %24, %16 ], [ %33, %25 ], [ %42, %34 ], [ %57, %51 ]
  indirectbr ptr %61, [label %16, label %25, label %34, label %43, label %58]
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @classify(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  br label %13

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr blockaddress(@classify, %17), ptr blockaddress(@classify, %18)
  br label %13

13:                                               ; preds = %8, %7
  %14 = phi ptr [ blockaddress(@classify, %16), %7 ], [ %12, %8 ]
  store ptr %14, ptr %4, align 8
  %15 = load ptr, ptr %4, align 8
  br label %21

16:                                               ; preds = %21
  store i32 -1, ptr %2, align 4
  br label %19

17:                                               ; preds = %21
  store i32 0, ptr %2, align 4
  br label %19

18:                                               ; preds = %21
  store i32 1, ptr %2, align 4
  br label %19

19:                                               ; preds = %18, %17, %16
  %20 = load i32, ptr %2, align 4
  ret i32 %20

21:                                               ; preds = %13
  %22 = phi ptr [ %15, %13 ]
  indirectbr ptr %22, [label %16, label %17, label %18]
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
