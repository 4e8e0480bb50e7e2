; ModuleID = 'tests/programs/byval_big.c'
source_filename = "tests/programs/byval_big.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.big = type { [300 x i32], i8 }
%struct.mid = type { i64, i64, i64 }

@main.x = internal global %struct.big zeroinitializer, align 4
@__const.main.m = private unnamed_addr constant %struct.mid { i64 1, i64 2, i64 3 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @take(i32 noundef %0, ptr noundef byval(%struct.big) align 4 %1, i32 noundef %2, ptr noundef byval(%struct.mid) align 8 %3, ptr noundef byval(%struct.big) align 4 %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = add nsw i32 %10, %11
  %13 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 1
  %14 = load i8, ptr %13, align 4
  %15 = sext i8 %14 to i32
  %16 = add nsw i32 %12, %15
  %17 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 1
  %18 = load i8, ptr %17, align 4
  %19 = sext i8 %18 to i32
  %20 = add nsw i32 %16, %19
  store i32 %20, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %39, %5
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 300
  br i1 %23, label %24, label %42

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %26 = load i32, ptr %9, align 4
  %27 = getelementptr inbounds [300 x i32], ptr %25, i32 0, i32 %26
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %9, align 4
  %30 = and i32 %29, 7
  %31 = mul nsw i32 %28, %30
  %32 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %33 = load i32, ptr %9, align 4
  %34 = getelementptr inbounds [300 x i32], ptr %32, i32 0, i32 %33
  %35 = load i32, ptr %34, align 4
  %36 = sub nsw i32 %31, %35
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %8, align 4
  br label %39

39:                                               ; preds = %24
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %21, !llvm.loop !5

42:                                               ; preds = %21
  %43 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %44 = getelementptr inbounds [300 x i32], ptr %43, i32 0, i32 0
  store i32 99, ptr %44, align 4
  %45 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %46 = getelementptr inbounds [300 x i32], ptr %45, i32 0, i32 299
  store i32 77, ptr %46, align 4
  %47 = load i32, ptr %8, align 4
  %48 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 0
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = mul nsw i64 %51, 2
  %53 = add nsw i64 %49, %52
  %54 = getelementptr inbounds %struct.mid, ptr %3, i32 0, i32 2
  %55 = load i64, ptr %54, align 8
  %56 = mul nsw i64 %55, 3
  %57 = add nsw i64 %53, %56
  %58 = trunc i64 %57 to i32
  %59 = add nsw i32 %47, %58
  %60 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %61 = getelementptr inbounds [300 x i32], ptr %60, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %59, %62
  %64 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0
  %65 = getelementptr inbounds [300 x i32], ptr %64, i32 0, i32 299
  %66 = load i32, ptr %65, align 4
  %67 = add nsw i32 %63, %66
  ret i32 %67
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @with_alloca(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store ptr %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = alloca i8, i32 %8, align 8
  store ptr %9, ptr %7, align 4
  %10 = load ptr, ptr %7, align 4
  %11 = load i32, ptr %4, align 4
  %12 = call ptr @memset(ptr noundef %10, i32 noundef 3, i32 noundef %11) #3
  %13 = load ptr, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = getelementptr inbounds i8, ptr %13, i32 %15
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = load ptr, ptr %5, align 4
  %20 = load i32, ptr %4, align 4
  %21 = load ptr, ptr %6, align 4
  %22 = load ptr, ptr %5, align 4
  %23 = call i32 @take(i32 noundef %18, ptr noundef byval(%struct.big) align 4 %19, i32 noundef %20, ptr noundef byval(%struct.mid) align 8 %21, ptr noundef byval(%struct.big) align 4 %22) #3
  ret i32 %23
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.mid, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %1, ptr align 8 @__const.main.m, i32 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %14, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 300
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = mul nsw i32 %9, 3
  %11 = sub nsw i32 %10, 100
  %12 = load i32, ptr %2, align 4
  %13 = getelementptr inbounds [300 x i32], ptr @main.x, i32 0, i32 %12
  store i32 %11, ptr %13, align 4
  br label %14

14:                                               ; preds = %8
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %5, !llvm.loop !7

17:                                               ; preds = %5
  store i8 5, ptr getelementptr inbounds (%struct.big, ptr @main.x, i32 0, i32 1), align 4
  %18 = call i32 @take(i32 noundef 1, ptr noundef byval(%struct.big) align 4 @main.x, i32 noundef 2, ptr noundef byval(%struct.mid) align 8 %1, ptr noundef byval(%struct.big) align 4 @main.x) #3
  store i32 %18, ptr %3, align 4
  %19 = call i32 @with_alloca(i32 noundef 40, ptr noundef @main.x, ptr noundef %1) #3
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %3, align 4
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr @main.x, align 4
  %23 = load i32, ptr getelementptr inbounds ([300 x i32], ptr @main.x, i32 0, i32 299), align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
