; ModuleID = 'tests/programs/ptr_arith.c'
source_filename = "tests/programs/ptr_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.pt = type { i32, i32 }

@.str = private unnamed_addr constant [38 x i8] c"diff %d *p %d *q %d p[2] %d q[-1] %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"swapped %d %d\0A\00", align 1
@__const.main.pts = private unnamed_addr constant [4 x %struct.pt] [%struct.pt { i32 1, i32 2 }, %struct.pt { i32 3, i32 4 }, %struct.pt { i32 5, i32 6 }, %struct.pt { i32 7, i32 8 }], align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"pt %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"container %d\0A\00", align 1
@__const.main.bytes = private unnamed_addr constant [8 x i8] c"\01\02\03\04\05\06\07\08", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"bytes %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"pp %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"pointer walk\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"len %d last %c\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"null %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"neg %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"uintptr diff %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [10 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [4 x %struct.pt], align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [8 x i8], align 1
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %29, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 10
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = mul nsw i32 %23, %24
  %26 = load i32, ptr %2, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %27
  store i32 %25, ptr %28, align 4
  br label %29

29:                                               ; preds = %22
  %30 = load i32, ptr %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %2, align 4
  br label %19, !llvm.loop !5

32:                                               ; preds = %19
  %33 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %34 = getelementptr inbounds i32, ptr %33, i64 3
  store ptr %34, ptr %3, align 8
  %35 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 8
  store ptr %35, ptr %4, align 8
  %36 = load ptr, ptr %4, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = ptrtoint ptr %36 to i64
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %38, %39
  %41 = sdiv exact i64 %40, 4
  %42 = trunc i64 %41 to i32
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %45, align 4
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds i32, ptr %47, i64 2
  %49 = load i32, ptr %48, align 4
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 -1
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %49, i32 noundef %52) #3
  %54 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %55 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %56 = getelementptr inbounds i32, ptr %55, i64 10
  %57 = call i32 @sum_range(ptr noundef %54, ptr noundef %56) #3
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57) #3
  %59 = load ptr, ptr %3, align 8
  %60 = load ptr, ptr %4, align 8
  %61 = icmp ult ptr %59, %60
  %62 = zext i1 %61 to i32
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 5
  %65 = load ptr, ptr %4, align 8
  %66 = icmp eq ptr %64, %65
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62, i32 noundef %67) #3
  %69 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %70 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 9
  call void @swap(ptr noundef %69, ptr noundef %70) #3
  %71 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %72 = load i32, ptr %71, align 4
  %73 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 9
  %74 = load i32, ptr %73, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %72, i32 noundef %74) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.pts, i64 32, i1 false)
  %76 = getelementptr inbounds [4 x %struct.pt], ptr %5, i64 0, i64 0
  store ptr %76, ptr %6, align 8
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds %struct.pt, ptr %77, i64 2
  store ptr %78, ptr %6, align 8
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds %struct.pt, ptr %79, i32 0, i32 0
  %81 = load i32, ptr %80, align 4
  %82 = load ptr, ptr %6, align 8
  %83 = getelementptr inbounds %struct.pt, ptr %82, i64 -1
  %84 = getelementptr inbounds %struct.pt, ptr %83, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = load ptr, ptr %6, align 8
  %87 = getelementptr inbounds [4 x %struct.pt], ptr %5, i64 0, i64 0
  %88 = ptrtoint ptr %86 to i64
  %89 = ptrtoint ptr %87 to i64
  %90 = sub i64 %88, %89
  %91 = sdiv exact i64 %90, 8
  %92 = trunc i64 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %81, i32 noundef %85, i32 noundef %92) #3
  %94 = getelementptr inbounds [4 x %struct.pt], ptr %5, i64 0, i64 3
  %95 = getelementptr inbounds %struct.pt, ptr %94, i32 0, i32 1
  store ptr %95, ptr %7, align 8
  %96 = load ptr, ptr %7, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 -4
  store ptr %97, ptr %8, align 8
  %98 = load ptr, ptr %8, align 8
  %99 = getelementptr inbounds %struct.pt, ptr %98, i32 0, i32 0
  %100 = load i32, ptr %99, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %100) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.bytes, i64 8, i1 false)
  %102 = getelementptr inbounds [8 x i8], ptr %9, i64 0, i64 0
  store ptr %102, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %103

103:                                              ; preds = %108, %32
  %104 = load ptr, ptr %10, align 8
  %105 = getelementptr inbounds [8 x i8], ptr %9, i64 0, i64 0
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = icmp ult ptr %104, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %103
  %109 = load i32, ptr %11, align 4
  %110 = mul nsw i32 %109, 2
  %111 = load ptr, ptr %10, align 8
  %112 = getelementptr inbounds i8, ptr %111, i32 1
  store ptr %112, ptr %10, align 8
  %113 = load i8, ptr %111, align 1
  %114 = zext i8 %113 to i32
  %115 = add nsw i32 %110, %114
  store i32 %115, ptr %11, align 4
  br label %103, !llvm.loop !7

116:                                              ; preds = %103
  %117 = load i32, ptr %11, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %117) #3
  store ptr %3, ptr %12, align 8
  %119 = load ptr, ptr %12, align 8
  %120 = load ptr, ptr %119, align 8
  store i32 77, ptr %120, align 4
  %121 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 3
  %122 = load i32, ptr %121, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %122) #3
  store ptr @.str.8, ptr %13, align 8
  %124 = load ptr, ptr %13, align 8
  store ptr %124, ptr %14, align 8
  br label %125

125:                                              ; preds = %129, %116
  %126 = load ptr, ptr %14, align 8
  %127 = load i8, ptr %126, align 1
  %128 = icmp ne i8 %127, 0
  br i1 %128, label %129, label %132

129:                                              ; preds = %125
  %130 = load ptr, ptr %14, align 8
  %131 = getelementptr inbounds i8, ptr %130, i32 1
  store ptr %131, ptr %14, align 8
  br label %125, !llvm.loop !8

132:                                              ; preds = %125
  %133 = load ptr, ptr %14, align 8
  %134 = load ptr, ptr %13, align 8
  %135 = ptrtoint ptr %133 to i64
  %136 = ptrtoint ptr %134 to i64
  %137 = sub i64 %135, %136
  %138 = trunc i64 %137 to i32
  %139 = load ptr, ptr %14, align 8
  %140 = getelementptr inbounds i8, ptr %139, i64 -1
  %141 = load i8, ptr %140, align 1
  %142 = zext i8 %141 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %138, i32 noundef %142) #3
  store ptr null, ptr %15, align 8
  %144 = load ptr, ptr %15, align 8
  %145 = icmp eq ptr %144, null
  %146 = zext i1 %145 to i32
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %146) #3
  %148 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 1
  %149 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 7
  %150 = ptrtoint ptr %148 to i64
  %151 = ptrtoint ptr %149 to i64
  %152 = sub i64 %150, %151
  %153 = sdiv exact i64 %152, 4
  store i64 %153, ptr %16, align 8
  %154 = load i64, ptr %16, align 8
  %155 = trunc i64 %154 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %155) #3
  %157 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 4
  %158 = ptrtoint ptr %157 to i64
  store i64 %158, ptr %17, align 8
  %159 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 2
  %160 = ptrtoint ptr %159 to i64
  store i64 %160, ptr %18, align 8
  %161 = load i64, ptr %17, align 8
  %162 = load i64, ptr %18, align 8
  %163 = sub i64 %161, %162
  %164 = trunc i64 %163 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %164) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_range(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = icmp ne ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds i32, ptr %11, i32 1
  store ptr %12, ptr %3, align 8
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %5, align 4
  br label %6, !llvm.loop !9

16:                                               ; preds = %6
  %17 = load i32, ptr %5, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 8
  store i32 %11, ptr %12, align 4
  ret void
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
