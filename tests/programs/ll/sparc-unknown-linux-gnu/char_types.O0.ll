; ModuleID = 'tests/programs/char_types.c'
source_filename = "tests/programs/char_types.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"sc %d uc %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [5 x i8] c"\80\FF\00\01\7F", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@__const.main.ua = private unnamed_addr constant [5 x i8] c"\FF\80\00\01\7F", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"usum %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"A\7F\80\FF\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d/%d \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"limits %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"wrap %d %d\0A\00", align 1
@__const.main.digits = private unnamed_addr constant [11 x i8] c"0123456789\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"digits %d\0A\00", align 1
@__const.main.bytes = private unnamed_addr constant [4 x i8] c"\DE\AD\BE\EF", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"be %08x\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"shift %d %d div %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca [5 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [5 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca [11 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [4 x i8], align 1
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  store i8 -16, ptr %1, align 1
  store i8 -16, ptr %2, align 1
  %19 = load i8, ptr %1, align 1
  %20 = call i32 @sc_to_int(i8 noundef signext %19) #3
  %21 = load i8, ptr %2, align 1
  %22 = call i32 @uc_to_int(i8 noundef zeroext %21) #3
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20, i32 noundef %22) #3
  %24 = load i8, ptr %1, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp slt i32 %25, 0
  %27 = zext i1 %26 to i32
  %28 = load i8, ptr %2, align 1
  %29 = zext i8 %28 to i32
  %30 = icmp sgt i32 %29, 127
  %31 = zext i1 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %31) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %3, ptr align 1 @__const.main.arr, i32 5, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %43, %0
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 5
  br i1 %35, label %36, label %46

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = getelementptr inbounds [5 x i8], ptr %3, i32 0, i32 %37
  %39 = load i8, ptr %38, align 1
  %40 = sext i8 %39 to i32
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %4, align 4
  br label %43

43:                                               ; preds = %36
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %5, align 4
  br label %33, !llvm.loop !5

46:                                               ; preds = %33
  %47 = load i32, ptr %4, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %47) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %6, ptr align 1 @__const.main.ua, i32 5, i1 false)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %49

49:                                               ; preds = %59, %46
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 5
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = load i32, ptr %8, align 4
  %54 = getelementptr inbounds [5 x i8], ptr %6, i32 0, i32 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = load i32, ptr %7, align 4
  %58 = add i32 %57, %56
  store i32 %58, ptr %7, align 4
  br label %59

59:                                               ; preds = %52
  %60 = load i32, ptr %8, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %8, align 4
  br label %49, !llvm.loop !7

62:                                               ; preds = %49
  %63 = load i32, ptr %7, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63) #3
  store ptr @.str.4, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %65

65:                                               ; preds = %80, %62
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %66, 4
  br i1 %67, label %68, label %83

68:                                               ; preds = %65
  %69 = load ptr, ptr %9, align 4
  %70 = load i32, ptr %10, align 4
  %71 = getelementptr inbounds i8, ptr %69, i32 %70
  %72 = load i8, ptr %71, align 1
  %73 = sext i8 %72 to i32
  %74 = load ptr, ptr %9, align 4
  %75 = load i32, ptr %10, align 4
  %76 = getelementptr inbounds i8, ptr %74, i32 %75
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %73, i32 noundef %78) #3
  br label %80

80:                                               ; preds = %68
  %81 = load i32, ptr %10, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %10, align 4
  br label %65, !llvm.loop !8

83:                                               ; preds = %65
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6) #3
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef -128, i32 noundef 127, i32 noundef 255) #3
  store i8 0, ptr %11, align 1
  %86 = load i8, ptr %11, align 1
  %87 = add i8 %86, -1
  store i8 %87, ptr %11, align 1
  store i8 127, ptr %12, align 1
  %88 = load i8, ptr %12, align 1
  %89 = sext i8 %88 to i32
  %90 = add nsw i32 %89, 1
  %91 = trunc i32 %90 to i8
  store i8 %91, ptr %12, align 1
  %92 = load i8, ptr %11, align 1
  %93 = zext i8 %92 to i32
  %94 = load i8, ptr %12, align 1
  %95 = sext i8 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %93, i32 noundef %95) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %13, ptr align 1 @__const.main.digits, i32 11, i1 false)
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %97

97:                                               ; preds = %111, %83
  %98 = load i32, ptr %15, align 4
  %99 = getelementptr inbounds [11 x i8], ptr %13, i32 0, i32 %98
  %100 = load i8, ptr %99, align 1
  %101 = icmp ne i8 %100, 0
  br i1 %101, label %102, label %114

102:                                              ; preds = %97
  %103 = load i32, ptr %14, align 4
  %104 = mul nsw i32 %103, 3
  %105 = load i32, ptr %15, align 4
  %106 = getelementptr inbounds [11 x i8], ptr %13, i32 0, i32 %105
  %107 = load i8, ptr %106, align 1
  %108 = sext i8 %107 to i32
  %109 = sub nsw i32 %108, 48
  %110 = add nsw i32 %104, %109
  store i32 %110, ptr %14, align 4
  br label %111

111:                                              ; preds = %102
  %112 = load i32, ptr %15, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %15, align 4
  br label %97, !llvm.loop !9

114:                                              ; preds = %97
  %115 = load i32, ptr %14, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %115) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %16, ptr align 1 @__const.main.bytes, i32 4, i1 false)
  %117 = getelementptr inbounds [4 x i8], ptr %16, i32 0, i32 0
  %118 = load i8, ptr %117, align 1
  %119 = zext i8 %118 to i32
  %120 = shl i32 %119, 24
  %121 = getelementptr inbounds [4 x i8], ptr %16, i32 0, i32 1
  %122 = load i8, ptr %121, align 1
  %123 = zext i8 %122 to i32
  %124 = shl i32 %123, 16
  %125 = or i32 %120, %124
  %126 = getelementptr inbounds [4 x i8], ptr %16, i32 0, i32 2
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i32
  %129 = shl i32 %128, 8
  %130 = or i32 %125, %129
  %131 = getelementptr inbounds [4 x i8], ptr %16, i32 0, i32 3
  %132 = load i8, ptr %131, align 1
  %133 = zext i8 %132 to i32
  %134 = or i32 %130, %133
  store i32 %134, ptr %17, align 4
  %135 = load i32, ptr %17, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %135) #3
  store i8 -3, ptr %18, align 1
  %137 = load i8, ptr %18, align 1
  %138 = sext i8 %137 to i32
  %139 = ashr i32 %138, 1
  %140 = load i8, ptr %18, align 1
  %141 = sext i8 %140 to i32
  %142 = mul nsw i32 %141, 50
  %143 = load i8, ptr %18, align 1
  %144 = sext i8 %143 to i32
  %145 = sdiv i32 %144, 2
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %139, i32 noundef %142, i32 noundef %145) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sc_to_int(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @uc_to_int(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
