; ModuleID = 'tests/programs/unions.c'
source_filename = "tests/programs/unions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }
%union.num = type { i32 }
%union.wide = type { i64 }

@.str = private unnamed_addr constant [16 x i8] c"1.0f bits %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"-0.15625f bits %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"pi-ish %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"2.5 bits %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"d %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"halves contain %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@__const.main.vs = private unnamed_addr constant <{ %struct.value, { i32, { double } }, { i32, { ptr } } }> <{ %struct.value { i32 0, %union.anon { i64 -42 } }, { i32, { double } } { i32 1, { double } { double 3.250000e+00 } }, { i32, { ptr } } { i32 2, { ptr } { ptr @.str.6 } } }>, align 8
@.str.7 = private unnamed_addr constant [18 x i8] c"memcpy bits %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"sizeof %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"int %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"dbl %.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %union.num, align 4
  %2 = alloca %union.wide, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [3 x %struct.value], align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store float 1.000000e+00, ptr %1, align 4
  %9 = load i32, ptr %1, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9) #3
  store float -1.562500e-01, ptr %1, align 4
  %11 = load i32, ptr %1, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11) #3
  store i32 1078530011, ptr %1, align 4
  %13 = load float, ptr %1, align 4
  %14 = fpext float %13 to double
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %14) #3
  store double 2.500000e+00, ptr %2, align 8
  %16 = load i64, ptr %2, align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %16) #3
  store i64 4609434218613702656, ptr %2, align 8
  %18 = load double, ptr %2, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %18) #3
  store i64 1234605616436508552, ptr %2, align 8
  %20 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 0
  %21 = load i32, ptr %20, align 8
  store i32 %21, ptr %3, align 4
  %22 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 1
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %4, align 4
  %24 = load i32, ptr %3, align 4
  %25 = icmp eq i32 %24, 1432778632
  br i1 %25, label %26, label %29

26:                                               ; preds = %0
  %27 = load i32, ptr %4, align 4
  %28 = icmp eq i32 %27, 287454020
  br i1 %28, label %37, label %29

29:                                               ; preds = %26, %0
  %30 = load i32, ptr %4, align 4
  %31 = icmp eq i32 %30, 1432778632
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = icmp eq i32 %33, 287454020
  br label %35

35:                                               ; preds = %32, %29
  %36 = phi i1 [ false, %29 ], [ %34, %32 ]
  br label %37

37:                                               ; preds = %35, %26
  %38 = phi i1 [ true, %26 ], [ %36, %35 ]
  %39 = zext i1 %38 to i32
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %39) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.vs, i64 48, i1 false)
  store i32 0, ptr %6, align 4
  br label %41

41:                                               ; preds = %49, %37
  %42 = load i32, ptr %6, align 4
  %43 = icmp slt i32 %42, 3
  br i1 %43, label %44, label %52

44:                                               ; preds = %41
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x %struct.value], ptr %5, i64 0, i64 %46
  %48 = load [2 x i64], ptr %47, align 8
  call void @show([2 x i64] %48) #3
  br label %49

49:                                               ; preds = %44
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  br label %41, !llvm.loop !5

52:                                               ; preds = %41
  store float 3.000000e+00, ptr %7, align 4
  %53 = call ptr @memcpy(ptr noundef %8, ptr noundef %7, i64 noundef 4) #3
  %54 = load i32, ptr %8, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %54) #3
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 4, i32 noundef 8) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @show([2 x i64] %0) #0 {
  %2 = alloca %struct.value, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 8
  switch i32 %4, label %17 [
    i32 0, label %5
    i32 1, label %9
    i32 2, label %13
  ]

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %7) #3
  br label %17

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %11) #3
  br label %17

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %15) #3
  br label %17

17:                                               ; preds = %1, %13, %9, %5
  ret void
}

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
