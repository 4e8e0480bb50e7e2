; ModuleID = 'tests/programs/mem_large.c'
source_filename = "tests/programs/mem_large.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.blob = type { i32, [100 x i8], double }

@src = internal global [8000 x i8] zeroinitializer, align 1
@dst = internal global [8000 x i8] zeroinitializer, align 1
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
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.blob, align 8
  %6 = alloca %struct.blob, align 8
  %7 = alloca [10 x %struct.blob], align 8
  %8 = alloca i32, align 4
  %9 = alloca [10 x %struct.blob], align 8
  %10 = alloca [7 x i8], align 1
  %11 = alloca [7 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca [2 x i8], align 1
  %14 = alloca [2 x i8], align 1
  store i32 0, ptr %1, align 4
  br label %15

15:                                               ; preds = %27, %0
  %16 = load i32, ptr %1, align 4
  %17 = icmp slt i32 %16, 8000
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = load i32, ptr %1, align 4
  %20 = mul nsw i32 %19, 7
  %21 = load i32, ptr %1, align 4
  %22 = ashr i32 %21, 8
  %23 = add nsw i32 %20, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, ptr %1, align 4
  %26 = getelementptr inbounds [8000 x i8], ptr @src, i32 0, i32 %25
  store i8 %24, ptr %26, align 1
  br label %27

27:                                               ; preds = %18
  %28 = load i32, ptr %1, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %1, align 4
  br label %15, !llvm.loop !5

30:                                               ; preds = %15
  %31 = call ptr @memcpy(ptr noundef @dst, ptr noundef @src, i32 noundef 8000) #4
  %32 = call i32 @memcmp(ptr noundef @dst, ptr noundef @src, i32 noundef 8000) #4
  %33 = icmp eq i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = call i32 @sum(ptr noundef @dst, i32 noundef 8000) #4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34, i32 noundef %35) #4
  %37 = call ptr @memset(ptr noundef getelementptr inbounds (i8, ptr @dst, i32 100), i32 noundef 171, i32 noundef 5000) #4
  %38 = call i32 @sum(ptr noundef @dst, i32 noundef 8000) #4
  %39 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 99), align 1
  %40 = zext i8 %39 to i32
  %41 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 100), align 1
  %42 = zext i8 %41 to i32
  %43 = load i8, ptr getelementptr inbounds ([8000 x i8], ptr @dst, i32 0, i32 5100), align 1
  %44 = zext i8 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44) #4
  %46 = call i32 @memcmp(ptr noundef @dst, ptr noundef @src, i32 noundef 8000) #4
  store i32 %46, ptr %2, align 4
  %47 = load i32, ptr %2, align 4
  %48 = icmp sgt i32 %47, 0
  %49 = zext i1 %48 to i32
  %50 = load i32, ptr %2, align 4
  %51 = icmp slt i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = sub nsw i32 %49, %52
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %53) #4
  %55 = call ptr @memmove(ptr noundef getelementptr inbounds (i8, ptr @dst, i32 10), ptr noundef @dst, i32 noundef 1000) #4
  %56 = call i32 @sum(ptr noundef @dst, i32 noundef 2000) #4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %56) #4
  %58 = call ptr @memmove(ptr noundef @dst, ptr noundef getelementptr inbounds (i8, ptr @dst, i32 37), i32 noundef 3000) #4
  %59 = call i32 @sum(ptr noundef @dst, i32 noundef 4000) #4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %59) #4
  %61 = call ptr @malloc(i32 noundef 16384) #4
  store ptr %61, ptr %3, align 4
  %62 = load ptr, ptr %3, align 4
  %63 = call ptr @memset(ptr noundef %62, i32 noundef 0, i32 noundef 16384) #4
  store i32 0, ptr %4, align 4
  br label %64

64:                                               ; preds = %74, %30
  %65 = load i32, ptr %4, align 4
  %66 = icmp slt i32 %65, 16384
  br i1 %66, label %67, label %77

67:                                               ; preds = %64
  %68 = load i32, ptr %4, align 4
  %69 = ashr i32 %68, 10
  %70 = trunc i32 %69 to i8
  %71 = load ptr, ptr %3, align 4
  %72 = load i32, ptr %4, align 4
  %73 = getelementptr inbounds i8, ptr %71, i32 %72
  store i8 %70, ptr %73, align 1
  br label %74

74:                                               ; preds = %67
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %75, 1024
  store i32 %76, ptr %4, align 4
  br label %64, !llvm.loop !7

77:                                               ; preds = %64
  %78 = load ptr, ptr %3, align 4
  %79 = call i32 @sum(ptr noundef %78, i32 noundef 16384) #4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %79) #4
  %81 = load ptr, ptr %3, align 4
  call void @free(ptr noundef %81) #4
  call void @llvm.memset.p0.i32(ptr align 8 %5, i8 0, i32 112, i1 false)
  %82 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 0
  store i32 1, ptr %82, align 8
  %83 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 1
  %84 = getelementptr inbounds [100 x i8], ptr %83, i32 0, i32 0
  store i8 97, ptr %84, align 4
  %85 = getelementptr inbounds [100 x i8], ptr %83, i32 0, i32 1
  store i8 98, ptr %85, align 1
  %86 = getelementptr inbounds [100 x i8], ptr %83, i32 0, i32 2
  store i8 99, ptr %86, align 2
  %87 = getelementptr inbounds %struct.blob, ptr %5, i32 0, i32 2
  store double 2.500000e+00, ptr %87, align 8
  %88 = call ptr @memset(ptr noundef %6, i32 noundef 0, i32 noundef 112) #4
  %89 = call ptr @memcpy(ptr noundef %6, ptr noundef %5, i32 noundef 112) #4
  %90 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 1
  %91 = getelementptr inbounds [100 x i8], ptr %90, i32 0, i32 50
  store i8 122, ptr %91, align 2
  %92 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 0
  %93 = load i32, ptr %92, align 8
  %94 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 1
  %95 = getelementptr inbounds [100 x i8], ptr %94, i32 0, i32 0
  %96 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 2
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds %struct.blob, ptr %6, i32 0, i32 1
  %99 = getelementptr inbounds [100 x i8], ptr %98, i32 0, i32 50
  %100 = load i8, ptr %99, align 2
  %101 = sext i8 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %93, ptr noundef %95, double noundef %97, i32 noundef %101) #4
  store i32 0, ptr %8, align 4
  br label %103

103:                                              ; preds = %113, %77
  %104 = load i32, ptr %8, align 4
  %105 = icmp slt i32 %104, 10
  br i1 %105, label %106, label %116

106:                                              ; preds = %103
  %107 = load i32, ptr %8, align 4
  %108 = getelementptr inbounds [10 x %struct.blob], ptr %7, i32 0, i32 %107
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %108, ptr align 8 %5, i32 112, i1 false)
  %109 = load i32, ptr %8, align 4
  %110 = load i32, ptr %8, align 4
  %111 = getelementptr inbounds [10 x %struct.blob], ptr %7, i32 0, i32 %110
  %112 = getelementptr inbounds %struct.blob, ptr %111, i32 0, i32 0
  store i32 %109, ptr %112, align 8
  br label %113

113:                                              ; preds = %106
  %114 = load i32, ptr %8, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %8, align 4
  br label %103, !llvm.loop !8

116:                                              ; preds = %103
  %117 = getelementptr inbounds [10 x %struct.blob], ptr %9, i32 0, i32 0
  %118 = getelementptr inbounds [10 x %struct.blob], ptr %7, i32 0, i32 0
  %119 = call ptr @memcpy(ptr noundef %117, ptr noundef %118, i32 noundef 1120) #4
  %120 = getelementptr inbounds [10 x %struct.blob], ptr %9, i32 0, i32 9
  %121 = getelementptr inbounds %struct.blob, ptr %120, i32 0, i32 0
  %122 = load i32, ptr %121, align 8
  %123 = getelementptr inbounds [10 x %struct.blob], ptr %9, i32 0, i32 3
  %124 = getelementptr inbounds [10 x %struct.blob], ptr %7, i32 0, i32 3
  %125 = call i32 @memcmp(ptr noundef %123, ptr noundef %124, i32 noundef 112) #4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %122, i32 noundef %125) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %10, ptr align 1 @__const.main.s1, i32 7, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %11, ptr align 1 @__const.main.s2, i32 7, i1 false)
  %127 = getelementptr inbounds [7 x i8], ptr %10, i32 0, i32 0
  %128 = getelementptr inbounds [7 x i8], ptr %11, i32 0, i32 0
  %129 = call i32 @memcmp(ptr noundef %127, ptr noundef %128, i32 noundef 6) #4
  store i32 %129, ptr %12, align 4
  %130 = load i32, ptr %12, align 4
  %131 = icmp slt i32 %130, 0
  %132 = zext i1 %131 to i32
  %133 = getelementptr inbounds [7 x i8], ptr %10, i32 0, i32 0
  %134 = getelementptr inbounds [7 x i8], ptr %11, i32 0, i32 0
  %135 = call i32 @memcmp(ptr noundef %133, ptr noundef %134, i32 noundef 3) #4
  %136 = getelementptr inbounds [7 x i8], ptr %11, i32 0, i32 0
  %137 = getelementptr inbounds [7 x i8], ptr %10, i32 0, i32 0
  %138 = call i32 @memcmp(ptr noundef %136, ptr noundef %137, i32 noundef 6) #4
  %139 = icmp sgt i32 %138, 0
  %140 = zext i1 %139 to i32
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %132, i32 noundef %135, i32 noundef %140) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %13, ptr align 1 @__const.main.hi, i32 2, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %14, ptr align 1 @__const.main.lo, i32 2, i1 false)
  %142 = getelementptr inbounds [2 x i8], ptr %13, i32 0, i32 0
  %143 = getelementptr inbounds [2 x i8], ptr %14, i32 0, i32 0
  %144 = call i32 @memcmp(ptr noundef %142, ptr noundef %143, i32 noundef 2) #4
  %145 = icmp sgt i32 %144, 0
  %146 = zext i1 %145 to i32
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %146) #4
  ret i32 0
}

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @memcmp(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4
  %13 = mul i32 %12, 33
  %14 = load ptr, ptr %3, align 4
  %15 = load i32, ptr %6, align 4
  %16 = getelementptr inbounds i8, ptr %14, i32 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %13, %18
  store i32 %19, ptr %5, align 4
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

declare ptr @memmove(ptr noundef, ptr noundef, i32 noundef) #1

declare ptr @malloc(i32 noundef) #1

declare void @free(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
