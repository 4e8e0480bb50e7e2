; ModuleID = 'tests/programs/int32_arith.c'
source_filename = "tests/programs/int32_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100000, i32 -99999, i32 2147483647, i32 -2147483648, i32 65536, i32 12345678], align 4
@.str = private unnamed_addr constant [10 x i8] c"fnv %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"%d: neg=%u sq=%u half=%d mod7=%d umod7=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"INT_MAX+1 wraps to %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%i %i\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [11 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.v, i32 44, i1 false)
  store i32 11, ptr %2, align 4
  store i32 -2128831035, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %73, %0
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %76

17:                                               ; preds = %13
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %69, %17
  %19 = load i32, ptr %5, align 4
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %72

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4
  %24 = getelementptr inbounds [11 x i32], ptr %1, i32 0, i32 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %6, align 4
  %26 = load i32, ptr %5, align 4
  %27 = getelementptr inbounds [11 x i32], ptr %1, i32 0, i32 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %7, align 4
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %7, align 4
  %31 = add i32 %29, %30
  %32 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 0
  store i32 %31, ptr %32, align 4
  %33 = load i32, ptr %6, align 4
  %34 = load i32, ptr %7, align 4
  %35 = sub i32 %33, %34
  %36 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 1
  store i32 %35, ptr %36, align 4
  %37 = load i32, ptr %6, align 4
  %38 = load i32, ptr %7, align 4
  %39 = mul i32 %37, %38
  %40 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 2
  store i32 %39, ptr %40, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  %43 = and i32 %41, %42
  %44 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 3
  store i32 %43, ptr %44, align 4
  %45 = load i32, ptr %6, align 4
  %46 = load i32, ptr %7, align 4
  %47 = xor i32 %46, -1
  %48 = or i32 %45, %47
  %49 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 4
  store i32 %48, ptr %49, align 4
  %50 = load i32, ptr %6, align 4
  %51 = load i32, ptr %7, align 4
  %52 = lshr i32 %51, 3
  %53 = xor i32 %50, %52
  %54 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 5
  store i32 %53, ptr %54, align 4
  store i32 0, ptr %9, align 4
  br label %55

55:                                               ; preds = %65, %22
  %56 = load i32, ptr %9, align 4
  %57 = icmp slt i32 %56, 6
  br i1 %57, label %58, label %68

58:                                               ; preds = %55
  %59 = load i32, ptr %3, align 4
  %60 = load i32, ptr %9, align 4
  %61 = getelementptr inbounds [6 x i32], ptr %8, i32 0, i32 %60
  %62 = load i32, ptr %61, align 4
  %63 = xor i32 %59, %62
  %64 = mul i32 %63, 16777619
  store i32 %64, ptr %3, align 4
  br label %65

65:                                               ; preds = %58
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %55, !llvm.loop !5

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %5, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %5, align 4
  br label %18, !llvm.loop !7

72:                                               ; preds = %18
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %4, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %4, align 4
  br label %13, !llvm.loop !8

76:                                               ; preds = %13
  %77 = load i32, ptr %3, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %77) #3
  store i32 0, ptr %10, align 4
  br label %79

79:                                               ; preds = %101, %76
  %80 = load i32, ptr %10, align 4
  %81 = load i32, ptr %2, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %104

83:                                               ; preds = %79
  %84 = load i32, ptr %10, align 4
  %85 = getelementptr inbounds [11 x i32], ptr %1, i32 0, i32 %84
  %86 = load i32, ptr %85, align 4
  store i32 %86, ptr %11, align 4
  %87 = load i32, ptr %11, align 4
  store i32 %87, ptr %12, align 4
  %88 = load i32, ptr %11, align 4
  %89 = load i32, ptr %12, align 4
  %90 = sub i32 0, %89
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %12, align 4
  %93 = mul i32 %91, %92
  %94 = load i32, ptr %11, align 4
  %95 = sdiv i32 %94, 2
  %96 = load i32, ptr %11, align 4
  %97 = srem i32 %96, 7
  %98 = load i32, ptr %12, align 4
  %99 = urem i32 %98, 7
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %88, i32 noundef %90, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %99) #3
  br label %101

101:                                              ; preds = %83
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %79, !llvm.loop !9

104:                                              ; preds = %79
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -2147483648) #3
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef -2147483648, i32 noundef 2147483647) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
