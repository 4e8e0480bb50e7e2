; ModuleID = 'tests/programs/mem_large.c'
source_filename = "tests/programs/mem_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.blob = type { i32, [100 x i8], double }

@src = internal global [8000 x i8] zeroinitializer, align 16
@dst = internal global [8000 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"memcpy eq %d sum %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"memset sum %08x byte %02x %02x %02x\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"memcmp sign %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"memmove fwd %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"memmove bwd %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"heap sum %08x\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"blob %d %s %.1f %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"copy %d %d\0A\00", align 1
@__const.main.s1 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@__const.main.s2 = private unnamed_addr constant [7 x i8] c"abcxef\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"memcmp %d %d %d\0A\00", align 1
@__const.main.hi = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@__const.main.lo = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"unsigned memcmp %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.blob, align 8
  %6 = alloca %struct.blob, align 8
  %7 = alloca [10 x %struct.blob], align 16
  %8 = alloca i32, align 4
  %9 = alloca [10 x %struct.blob], align 16
  %10 = alloca [7 x i8], align 1
  %11 = alloca [7 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca [2 x i8], align 1
  %14 = alloca [2 x i8], align 1
  store i32 0, ptr %1, align 4
  br label %15

15:                                               ; preds = %28, %0
  %16 = load i32, ptr %1, align 4
  %17 = icmp slt i32 %16, 8000
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = load i32, ptr %1, align 4
  %20 = mul nsw i32 %19, 7
  %21 = load i32, ptr %1, align 4
  %22 = ashr i32 %21, 8
  %23 = add nsw i32 %20, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, ptr %1, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8000 x i8], ptr @src, i64 0, i64 %26
  store i8 %24, ptr %27, align 1
  br label %28

28:                                               ; preds = %18
  %29 = load i32, ptr %1, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %1, align 4
  br label %15, !llvm.loop !5

31:                                               ; preds = %15
  %32 = call ptr @memcpy(ptr noundef @dst, ptr noundef @src, i64 noundef 8000) #4
  %33 = call i32 @memcmp(ptr noundef @dst, ptr noundef @src, i64 noundef 8000) #4
  %34 = icmp eq i32 %33, 0
  %35 = zext i1 %34 to i32
  %36 = call i32 @sum(ptr noundef @dst, i64 noundef 8000) #4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %36) #4
  %38 = call ptr @memset(ptr noundef getelementptr inbounds (i8, ptr @dst, i64 100), i32 noundef 171, i64 noundef 5000) #4
  %39 = call i32 @sum(ptr noundef @dst, i64 noundef 8000) #4
  %40 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 99), align 1
  %41 = zext i8 %40 to i32
  %42 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 100), align 4
  %43 = zext i8 %42 to i32
  %44 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i64 0, i64 5100), align 4
  %45 = zext i8 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i32 noundef %41, i32 noundef %43, i32 noundef %45) #4
  %47 = call i32 @memcmp(ptr noundef @dst, ptr noundef @src, i64 noundef 8000) #4
  store i32 %47, ptr %2, align 4
  %48 = load i32, ptr %2, align 4
  %49 = icmp sgt i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = load i32, ptr %2, align 4
  %52 = icmp slt i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = sub nsw i32 %50, %53
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %54) #4
  %56 = call ptr @memmove(ptr noundef getelementptr inbounds (i8, ptr @dst, i64 10), ptr noundef @dst, i64 noundef 1000) #4
  %57 = call i32 @sum(ptr noundef @dst, i64 noundef 2000) #4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %57) #4
  %59 = call ptr @memmove(ptr noundef @dst, ptr noundef getelementptr inbounds (i8, ptr @dst, i64 37), i64 noundef 3000) #4
  %60 = call i32 @sum(ptr noundef @dst, i64 noundef 4000) #4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %60) #4
  %62 = call ptr @malloc(i64 noundef 16384) #4
  store ptr %62, ptr %3, align 8
  %63 = load ptr, ptr %3, align 8
  %64 = call ptr @memset(ptr noundef %63, i32 noundef 0, i64 noundef 16384) #4
  store i32 0, ptr %4, align 4
  br label %65

65:                                               ; preds = %76, %31
  %66 = load i32, ptr %4, align 4
  %67 = icmp slt i32 %66, 16384
  br i1 %67, label %68, label %79

68:                                               ; preds = %65
  %69 = load i32, ptr %4, align 4
  %70 = ashr i32 %69, 10
  %71 = trunc i32 %70 to i8
  %72 = load ptr, ptr %3, align 8
  %73 = load i32, ptr %4, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr %72, i64 %74
  store i8 %71, ptr %75, align 1
  br label %76

76:                                               ; preds = %68
  %77 = load i32, ptr %4, align 4
  %78 = add nsw i32 %77, 1024
  store i32 %78, ptr %4, align 4
  br label %65, !llvm.loop !7

79:                                               ; preds = %65
  %80 = load ptr, ptr %3, align 8
  %81 = call i32 @sum(ptr noundef %80, i64 noundef 16384) #4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %81) #4
  %83 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %83) #4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 112, i1 false)
  %84 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 0
  store i32 1, ptr %84, align 8
  %85 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 1
  %86 = getelementptr inbounds [100 x i8], ptr %85, i32 0, i32 0
  store i8 97, ptr %86, align 4
  %87 = getelementptr inbounds [100 x i8], ptr %85, i32 0, i32 1
  store i8 98, ptr %87, align 1
  %88 = getelementptr inbounds [100 x i8], ptr %85, i32 0, i32 2
  store i8 99, ptr %88, align 2
  %89 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 2
  store double 2.500000e+00, ptr %89, align 8
  %90 = call ptr @memset(ptr noundef %6, i32 noundef 0, i64 noundef 112) #4
  %91 = call ptr @memcpy(ptr noundef %6, ptr noundef %5, i64 noundef 112) #4
  %92 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 1
  %93 = getelementptr inbounds [100 x i8], ptr %92, i64 0, i64 50
  store i8 122, ptr %93, align 2
  %94 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 1
  %97 = getelementptr inbounds [100 x i8], ptr %96, i64 0, i64 0
  %98 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 2
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 1
  %101 = getelementptr inbounds [100 x i8], ptr %100, i64 0, i64 50
  %102 = load i8, ptr %101, align 2
  %103 = sext i8 %102 to i32
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %95, ptr noundef %97, double noundef %99, i32 noundef %103) #4
  store i32 0, ptr %8, align 4
  br label %105

105:                                              ; preds = %117, %79
  %106 = load i32, ptr %8, align 4
  %107 = icmp slt i32 %106, 10
  br i1 %107, label %108, label %120

108:                                              ; preds = %105
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [10 x %struct.blob], ptr %7, i64 0, i64 %110
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %111, ptr align 8 %5, i64 112, i1 false)
  %112 = load i32, ptr %8, align 4
  %113 = load i32, ptr %8, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [10 x %struct.blob], ptr %7, i64 0, i64 %114
  %116 = getelementptr inbounds %struct.blob, ptr %115, i32 0, i32 0
  store i32 %112, ptr %116, align 16
  br label %117

117:                                              ; preds = %108
  %118 = load i32, ptr %8, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %8, align 4
  br label %105, !llvm.loop !8

120:                                              ; preds = %105
  %121 = getelementptr inbounds [10 x %struct.blob], ptr %9, i64 0, i64 0
  %122 = getelementptr inbounds [10 x %struct.blob], ptr %7, i64 0, i64 0
  %123 = call ptr @memcpy(ptr noundef %121, ptr noundef %122, i64 noundef 1120) #4
  %124 = getelementptr inbounds [10 x %struct.blob], ptr %9, i64 0, i64 9
  %125 = getelementptr inbounds %struct.blob, ptr %124, i32 0, i32 0
  %126 = load i32, ptr %125, align 16
  %127 = getelementptr inbounds [10 x %struct.blob], ptr %9, i64 0, i64 3
  %128 = getelementptr inbounds [10 x %struct.blob], ptr %7, i64 0, i64 3
  %129 = call i32 @memcmp(ptr noundef %127, ptr noundef %128, i64 noundef 112) #4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %126, i32 noundef %129) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.s1, i64 7, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 @__const.main.s2, i64 7, i1 false)
  %131 = getelementptr inbounds [7 x i8], ptr %10, i64 0, i64 0
  %132 = getelementptr inbounds [7 x i8], ptr %11, i64 0, i64 0
  %133 = call i32 @memcmp(ptr noundef %131, ptr noundef %132, i64 noundef 6) #4
  store i32 %133, ptr %12, align 4
  %134 = load i32, ptr %12, align 4
  %135 = icmp slt i32 %134, 0
  %136 = zext i1 %135 to i32
  %137 = getelementptr inbounds [7 x i8], ptr %10, i64 0, i64 0
  %138 = getelementptr inbounds [7 x i8], ptr %11, i64 0, i64 0
  %139 = call i32 @memcmp(ptr noundef %137, ptr noundef %138, i64 noundef 3) #4
  %140 = getelementptr inbounds [7 x i8], ptr %11, i64 0, i64 0
  %141 = getelementptr inbounds [7 x i8], ptr %10, i64 0, i64 0
  %142 = call i32 @memcmp(ptr noundef %140, ptr noundef %141, i64 noundef 6) #4
  %143 = icmp sgt i32 %142, 0
  %144 = zext i1 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %136, i32 noundef %139, i32 noundef %144) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.hi, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 @__const.main.lo, i64 2, i1 false)
  %146 = getelementptr inbounds [2 x i8], ptr %13, i64 0, i64 0
  %147 = getelementptr inbounds [2 x i8], ptr %14, i64 0, i64 0
  %148 = call i32 @memcmp(ptr noundef %146, ptr noundef %147, i64 noundef 2) #4
  %149 = icmp sgt i32 %148, 0
  %150 = zext i1 %149 to i32
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %150) #4
  ret i32 0
}

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = mul i32 %12, 33
  %14 = load ptr, ptr %3, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i64, ptr %6, align 8
  %22 = add i64 %21, 1
  store i64 %22, ptr %6, align 8
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

declare ptr @memmove(ptr noundef, ptr noundef, i64 noundef) #1

declare ptr @malloc(i64 noundef) #1

declare void @free(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

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
