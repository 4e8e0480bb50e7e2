; ModuleID = 'tests/programs/ptr_arith.c'
source_filename = "tests/programs/ptr_arith.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca [4 x %struct.pt], align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca [8 x i8], align 1
  %10 = alloca ptr, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca ptr, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %28, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 10
  br i1 %21, label %22, label %31

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = mul nsw i32 %23, %24
  %26 = load i32, ptr %2, align 4
  %27 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 %26
  store i32 %25, ptr %27, align 4
  br label %28

28:                                               ; preds = %22
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %19, !llvm.loop !5

31:                                               ; preds = %19
  %32 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 0
  %33 = getelementptr inbounds i32, ptr %32, i32 3
  store ptr %33, ptr %3, align 4
  %34 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 8
  store ptr %34, ptr %4, align 4
  %35 = load ptr, ptr %4, align 4
  %36 = load ptr, ptr %3, align 4
  %37 = ptrtoint ptr %35 to i32
  %38 = ptrtoint ptr %36 to i32
  %39 = sub i32 %37, %38
  %40 = sdiv exact i32 %39, 4
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %4, align 4
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %3, align 4
  %46 = getelementptr inbounds i32, ptr %45, i32 2
  %47 = load i32, ptr %46, align 4
  %48 = load ptr, ptr %4, align 4
  %49 = getelementptr inbounds i32, ptr %48, i32 -1
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %47, i32 noundef %50) #3
  %52 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 0
  %53 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 0
  %54 = getelementptr inbounds i32, ptr %53, i32 10
  %55 = call i32 @sum_range(ptr noundef %52, ptr noundef %54) #3
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %55) #3
  %57 = load ptr, ptr %3, align 4
  %58 = load ptr, ptr %4, align 4
  %59 = icmp ult ptr %57, %58
  %60 = zext i1 %59 to i32
  %61 = load ptr, ptr %3, align 4
  %62 = getelementptr inbounds i32, ptr %61, i32 5
  %63 = load ptr, ptr %4, align 4
  %64 = icmp eq ptr %62, %63
  %65 = zext i1 %64 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60, i32 noundef %65) #3
  %67 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 0
  %68 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 9
  call void @swap(ptr noundef %67, ptr noundef %68) #3
  %69 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 0
  %70 = load i32, ptr %69, align 4
  %71 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 9
  %72 = load i32, ptr %71, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %70, i32 noundef %72) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %5, ptr align 4 @__const.main.pts, i32 32, i1 false)
  %74 = getelementptr inbounds [4 x %struct.pt], ptr %5, i32 0, i32 0
  store ptr %74, ptr %6, align 4
  %75 = load ptr, ptr %6, align 4
  %76 = getelementptr inbounds %struct.pt, ptr %75, i32 2
  store ptr %76, ptr %6, align 4
  %77 = load ptr, ptr %6, align 4
  %78 = getelementptr inbounds %struct.pt, ptr %77, i32 0, i32 0
  %79 = load i32, ptr %78, align 4
  %80 = load ptr, ptr %6, align 4
  %81 = getelementptr inbounds %struct.pt, ptr %80, i32 -1
  %82 = getelementptr inbounds %struct.pt, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = load ptr, ptr %6, align 4
  %85 = getelementptr inbounds [4 x %struct.pt], ptr %5, i32 0, i32 0
  %86 = ptrtoint ptr %84 to i32
  %87 = ptrtoint ptr %85 to i32
  %88 = sub i32 %86, %87
  %89 = sdiv exact i32 %88, 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79, i32 noundef %83, i32 noundef %89) #3
  %91 = getelementptr inbounds [4 x %struct.pt], ptr %5, i32 0, i32 3
  %92 = getelementptr inbounds %struct.pt, ptr %91, i32 0, i32 1
  store ptr %92, ptr %7, align 4
  %93 = load ptr, ptr %7, align 4
  %94 = getelementptr inbounds i8, ptr %93, i32 -4
  store ptr %94, ptr %8, align 4
  %95 = load ptr, ptr %8, align 4
  %96 = getelementptr inbounds %struct.pt, ptr %95, i32 0, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %97) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %9, ptr align 1 @__const.main.bytes, i32 8, i1 false)
  %99 = getelementptr inbounds [8 x i8], ptr %9, i32 0, i32 0
  store ptr %99, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %100

100:                                              ; preds = %105, %31
  %101 = load ptr, ptr %10, align 4
  %102 = getelementptr inbounds [8 x i8], ptr %9, i32 0, i32 0
  %103 = getelementptr inbounds i8, ptr %102, i32 8
  %104 = icmp ult ptr %101, %103
  br i1 %104, label %105, label %113

105:                                              ; preds = %100
  %106 = load i32, ptr %11, align 4
  %107 = mul nsw i32 %106, 2
  %108 = load ptr, ptr %10, align 4
  %109 = getelementptr inbounds i8, ptr %108, i32 1
  store ptr %109, ptr %10, align 4
  %110 = load i8, ptr %108, align 1
  %111 = zext i8 %110 to i32
  %112 = add nsw i32 %107, %111
  store i32 %112, ptr %11, align 4
  br label %100, !llvm.loop !7

113:                                              ; preds = %100
  %114 = load i32, ptr %11, align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %114) #3
  store ptr %3, ptr %12, align 4
  %116 = load ptr, ptr %12, align 4
  %117 = load ptr, ptr %116, align 4
  store i32 77, ptr %117, align 4
  %118 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 3
  %119 = load i32, ptr %118, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %119) #3
  store ptr @.str.8, ptr %13, align 4
  %121 = load ptr, ptr %13, align 4
  store ptr %121, ptr %14, align 4
  br label %122

122:                                              ; preds = %126, %113
  %123 = load ptr, ptr %14, align 4
  %124 = load i8, ptr %123, align 1
  %125 = icmp ne i8 %124, 0
  br i1 %125, label %126, label %129

126:                                              ; preds = %122
  %127 = load ptr, ptr %14, align 4
  %128 = getelementptr inbounds i8, ptr %127, i32 1
  store ptr %128, ptr %14, align 4
  br label %122, !llvm.loop !8

129:                                              ; preds = %122
  %130 = load ptr, ptr %14, align 4
  %131 = load ptr, ptr %13, align 4
  %132 = ptrtoint ptr %130 to i32
  %133 = ptrtoint ptr %131 to i32
  %134 = sub i32 %132, %133
  %135 = load ptr, ptr %14, align 4
  %136 = getelementptr inbounds i8, ptr %135, i32 -1
  %137 = load i8, ptr %136, align 1
  %138 = sext i8 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %134, i32 noundef %138) #3
  store ptr null, ptr %15, align 4
  %140 = load ptr, ptr %15, align 4
  %141 = icmp eq ptr %140, null
  %142 = zext i1 %141 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %142) #3
  %144 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 1
  %145 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 7
  %146 = ptrtoint ptr %144 to i32
  %147 = ptrtoint ptr %145 to i32
  %148 = sub i32 %146, %147
  %149 = sdiv exact i32 %148, 4
  store i32 %149, ptr %16, align 4
  %150 = load i32, ptr %16, align 4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %150) #3
  %152 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 4
  %153 = ptrtoint ptr %152 to i32
  store i32 %153, ptr %17, align 4
  %154 = getelementptr inbounds [10 x i32], ptr %1, i32 0, i32 2
  %155 = ptrtoint ptr %154 to i32
  store i32 %155, ptr %18, align 4
  %156 = load i32, ptr %17, align 4
  %157 = load i32, ptr %18, align 4
  %158 = sub i32 %156, %157
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %158) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_range(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = icmp ne ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i32, ptr %11, i32 1
  store ptr %12, ptr %3, align 4
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
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 4
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 4
  store i32 %11, ptr %12, align 4
  ret void
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
