; ModuleID = 'tests/programs/char_types.c'
source_filename = "tests/programs/char_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %9 = alloca ptr, align 8
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
  %20 = call i32 @sc_to_int(i8 noundef %19) #3
  %21 = load i8, ptr %2, align 1
  %22 = call i32 @uc_to_int(i8 noundef %21) #3
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.arr, i64 5, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %44, %0
  %34 = load i32, ptr %5, align 4
  %35 = icmp slt i32 %34, 5
  br i1 %35, label %36, label %47

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x i8], ptr %3, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %4, align 4
  br label %44

44:                                               ; preds = %36
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %5, align 4
  br label %33, !llvm.loop !5

47:                                               ; preds = %33
  %48 = load i32, ptr %4, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.ua, i64 5, i1 false)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %50

50:                                               ; preds = %61, %47
  %51 = load i32, ptr %8, align 4
  %52 = icmp slt i32 %51, 5
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = load i32, ptr %8, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x i8], ptr %6, i64 0, i64 %55
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = load i32, ptr %7, align 4
  %60 = add i32 %59, %58
  store i32 %60, ptr %7, align 4
  br label %61

61:                                               ; preds = %53
  %62 = load i32, ptr %8, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %8, align 4
  br label %50, !llvm.loop !7

64:                                               ; preds = %50
  %65 = load i32, ptr %7, align 4
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %65) #3
  store ptr @.str.4, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %67

67:                                               ; preds = %84, %64
  %68 = load i32, ptr %10, align 4
  %69 = icmp slt i32 %68, 4
  br i1 %69, label %70, label %87

70:                                               ; preds = %67
  %71 = load ptr, ptr %9, align 8
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %71, i64 %73
  %75 = load i8, ptr %74, align 1
  %76 = sext i8 %75 to i32
  %77 = load ptr, ptr %9, align 8
  %78 = load i32, ptr %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %77, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %76, i32 noundef %82) #3
  br label %84

84:                                               ; preds = %70
  %85 = load i32, ptr %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %10, align 4
  br label %67, !llvm.loop !8

87:                                               ; preds = %67
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.6) #3
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef -128, i32 noundef 127, i32 noundef 255) #3
  store i8 0, ptr %11, align 1
  %90 = load i8, ptr %11, align 1
  %91 = add i8 %90, -1
  store i8 %91, ptr %11, align 1
  store i8 127, ptr %12, align 1
  %92 = load i8, ptr %12, align 1
  %93 = sext i8 %92 to i32
  %94 = add nsw i32 %93, 1
  %95 = trunc i32 %94 to i8
  store i8 %95, ptr %12, align 1
  %96 = load i8, ptr %11, align 1
  %97 = zext i8 %96 to i32
  %98 = load i8, ptr %12, align 1
  %99 = sext i8 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %97, i32 noundef %99) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.digits, i64 11, i1 false)
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %101

101:                                              ; preds = %117, %87
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [11 x i8], ptr %13, i64 0, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = icmp ne i8 %105, 0
  br i1 %106, label %107, label %120

107:                                              ; preds = %101
  %108 = load i32, ptr %14, align 4
  %109 = mul nsw i32 %108, 3
  %110 = load i32, ptr %15, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [11 x i8], ptr %13, i64 0, i64 %111
  %113 = load i8, ptr %112, align 1
  %114 = zext i8 %113 to i32
  %115 = sub nsw i32 %114, 48
  %116 = add nsw i32 %109, %115
  store i32 %116, ptr %14, align 4
  br label %117

117:                                              ; preds = %107
  %118 = load i32, ptr %15, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %15, align 4
  br label %101, !llvm.loop !9

120:                                              ; preds = %101
  %121 = load i32, ptr %14, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %121) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %16, ptr align 1 @__const.main.bytes, i64 4, i1 false)
  %123 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0
  %124 = load i8, ptr %123, align 1
  %125 = zext i8 %124 to i32
  %126 = shl i32 %125, 24
  %127 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 1
  %128 = load i8, ptr %127, align 1
  %129 = zext i8 %128 to i32
  %130 = shl i32 %129, 16
  %131 = or i32 %126, %130
  %132 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 2
  %133 = load i8, ptr %132, align 1
  %134 = zext i8 %133 to i32
  %135 = shl i32 %134, 8
  %136 = or i32 %131, %135
  %137 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 3
  %138 = load i8, ptr %137, align 1
  %139 = zext i8 %138 to i32
  %140 = or i32 %136, %139
  store i32 %140, ptr %17, align 4
  %141 = load i32, ptr %17, align 4
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %141) #3
  store i8 -3, ptr %18, align 1
  %143 = load i8, ptr %18, align 1
  %144 = sext i8 %143 to i32
  %145 = ashr i32 %144, 1
  %146 = load i8, ptr %18, align 1
  %147 = sext i8 %146 to i32
  %148 = mul nsw i32 %147, 50
  %149 = load i8, ptr %18, align 1
  %150 = sext i8 %149 to i32
  %151 = sdiv i32 %150, 2
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %145, i32 noundef %148, i32 noundef %151) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sc_to_int(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @uc_to_int(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
