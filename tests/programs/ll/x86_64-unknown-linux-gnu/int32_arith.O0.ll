; ModuleID = 'tests/programs/int32_arith.c'
source_filename = "tests/programs/int32_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100000, i32 -99999, i32 2147483647, i32 -2147483648, i32 65536, i32 12345678], align 16
@.str = private unnamed_addr constant [10 x i8] c"fnv %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"%d: neg=%u sq=%u half=%d mod7=%d umod7=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"INT_MAX+1 wraps to %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%i %i\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [11 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.v, i64 44, i1 false)
  store i32 11, ptr %2, align 4
  store i32 -2128831035, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %76, %0
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %79

17:                                               ; preds = %13
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %72, %17
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %75

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  %32 = load i32, ptr %7, align 4
  %33 = add i32 %31, %32
  %34 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 0
  store i32 %33, ptr %34, align 16
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr %7, align 4
  %37 = sub i32 %35, %36
  %38 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 1
  store i32 %37, ptr %38, align 4
  %39 = load i32, ptr %6, align 4
  %40 = load i32, ptr %7, align 4
  %41 = mul i32 %39, %40
  %42 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 2
  store i32 %41, ptr %42, align 8
  %43 = load i32, ptr %6, align 4
  %44 = load i32, ptr %7, align 4
  %45 = and i32 %43, %44
  %46 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 3
  store i32 %45, ptr %46, align 4
  %47 = load i32, ptr %6, align 4
  %48 = load i32, ptr %7, align 4
  %49 = xor i32 %48, -1
  %50 = or i32 %47, %49
  %51 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 4
  store i32 %50, ptr %51, align 16
  %52 = load i32, ptr %6, align 4
  %53 = load i32, ptr %7, align 4
  %54 = lshr i32 %53, 3
  %55 = xor i32 %52, %54
  %56 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 5
  store i32 %55, ptr %56, align 4
  store i32 0, ptr %9, align 4
  br label %57

57:                                               ; preds = %68, %22
  %58 = load i32, ptr %9, align 4
  %59 = icmp slt i32 %58, 6
  br i1 %59, label %60, label %71

60:                                               ; preds = %57
  %61 = load i32, ptr %3, align 4
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = xor i32 %61, %65
  %67 = mul i32 %66, 16777619
  store i32 %67, ptr %3, align 4
  br label %68

68:                                               ; preds = %60
  %69 = load i32, ptr %9, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %9, align 4
  br label %57, !llvm.loop !5

71:                                               ; preds = %57
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %5, align 4
  br label %18, !llvm.loop !7

75:                                               ; preds = %18
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %4, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %4, align 4
  br label %13, !llvm.loop !8

79:                                               ; preds = %13
  %80 = load i32, ptr %3, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80) #3
  store i32 0, ptr %10, align 4
  br label %82

82:                                               ; preds = %105, %79
  %83 = load i32, ptr %10, align 4
  %84 = load i32, ptr %2, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %108

86:                                               ; preds = %82
  %87 = load i32, ptr %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %11, align 4
  %91 = load i32, ptr %11, align 4
  store i32 %91, ptr %12, align 4
  %92 = load i32, ptr %11, align 4
  %93 = load i32, ptr %12, align 4
  %94 = sub i32 0, %93
  %95 = load i32, ptr %12, align 4
  %96 = load i32, ptr %12, align 4
  %97 = mul i32 %95, %96
  %98 = load i32, ptr %11, align 4
  %99 = sdiv i32 %98, 2
  %100 = load i32, ptr %11, align 4
  %101 = srem i32 %100, 7
  %102 = load i32, ptr %12, align 4
  %103 = urem i32 %102, 7
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %92, i32 noundef %94, i32 noundef %97, i32 noundef %99, i32 noundef %101, i32 noundef %103) #3
  br label %105

105:                                              ; preds = %86
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %10, align 4
  br label %82, !llvm.loop !9

108:                                              ; preds = %82
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -2147483648) #3
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef -2147483648, i32 noundef 2147483647) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
