; ModuleID = 'tests/programs/atomic_c11.c'
source_filename = "tests/programs/atomic_c11.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i16, i16 }

@ai = internal global i32 5, align 4
@.str = private unnamed_addr constant [11 x i8] c"int %d %d\0A\00", align 1
@ac = internal global i8 -6, align 1
@as = internal global i16 -3, align 2
@.str.1 = private unnamed_addr constant [18 x i8] c"char %u short %d\0A\00", align 1
@all = internal global i64 1099511627776, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"ll %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"max %lld %lld\0A\00", align 1
@aull = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"ull %d %llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"ull %d %llu %llu\0A\00", align 1
@cells = internal global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@ap = internal global ptr null, align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"ptr %d %d\0A\00", align 1
@ab = internal global i8 0, align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"bool %d %d\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Pair { i16 1, i16 2 }, align 2
@__const.main.q = private unnamed_addr constant %struct.Pair { i16 3, i16 4 }, align 2
@apair = internal global %struct.Pair zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [18 x i8] c"pair %d %d %d %d\0A\00", align 1
@main.flag = internal global i8 0, align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  %12 = alloca i64, align 8
  %13 = alloca i8, align 1
  %14 = alloca i64, align 8
  %15 = alloca i8, align 1
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca %struct.Pair, align 2
  %24 = alloca %struct.Pair, align 2
  %25 = alloca %struct.Pair, align 2
  %26 = alloca %struct.Pair, align 2
  %27 = alloca %struct.Pair, align 2
  %28 = alloca %struct.Pair, align 2
  %29 = alloca %struct.Pair, align 4
  %30 = alloca %struct.Pair, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = atomicrmw add ptr @ai, i32 3 seq_cst, align 4
  %34 = add i32 %33, 3
  %35 = load atomic i32, ptr @ai seq_cst, align 4
  br label %36

36:                                               ; preds = %36, %0
  %37 = phi i32 [ %35, %0 ], [ %40, %36 ]
  %38 = mul nsw i32 %37, 2
  %39 = cmpxchg ptr @ai, i32 %37, i32 %38 seq_cst seq_cst, align 4
  %40 = extractvalue { i32, i1 } %39, 0
  %41 = extractvalue { i32, i1 } %39, 1
  br i1 %41, label %42, label %36

42:                                               ; preds = %36
  %43 = atomicrmw add ptr @ai, i32 1 seq_cst, align 4
  store i32 4, ptr %2, align 4
  %44 = load i32, ptr %2, align 4
  %45 = atomicrmw sub ptr @ai, i32 %44 acq_rel, align 4
  store i32 %45, ptr %3, align 4
  %46 = load i32, ptr %3, align 4
  store i32 %46, ptr %1, align 4
  %47 = load i32, ptr %1, align 4
  %48 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %48, ptr %4, align 4
  %49 = load i32, ptr %4, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %47, i32 noundef %49) #3
  %51 = atomicrmw add ptr @ac, i8 10 seq_cst, align 1
  %52 = add i8 %51, 10
  %53 = atomicrmw sub ptr @as, i16 100 seq_cst, align 2
  %54 = sub i16 %53, 100
  %55 = atomicrmw or ptr @as, i16 256 seq_cst, align 2
  %56 = or i16 %55, 256
  %57 = load atomic i8, ptr @ac seq_cst, align 1
  %58 = zext i8 %57 to i32
  %59 = load atomic i16, ptr @as seq_cst, align 2
  %60 = sext i16 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %60) #3
  %62 = atomicrmw add ptr @all, i64 5 seq_cst, align 8
  %63 = add i64 %62, 5
  %64 = load atomic i64, ptr @all seq_cst, align 8
  br label %65

65:                                               ; preds = %65, %42
  %66 = phi i64 [ %64, %42 ], [ %69, %65 ]
  %67 = shl i64 %66, 2
  %68 = cmpxchg ptr @all, i64 %66, i64 %67 seq_cst seq_cst, align 8
  %69 = extractvalue { i64, i1 } %68, 0
  %70 = extractvalue { i64, i1 } %68, 1
  br i1 %70, label %71, label %65

71:                                               ; preds = %65
  store i64 255, ptr %6, align 8
  %72 = load i64, ptr %6, align 8
  %73 = atomicrmw xor ptr @all, i64 %72 seq_cst, align 8
  store i64 %73, ptr %7, align 8
  %74 = load i64, ptr %7, align 8
  store i64 %74, ptr %5, align 8
  %75 = load i64, ptr %5, align 8
  %76 = load atomic i64, ptr @all seq_cst, align 8
  store i64 %76, ptr %8, align 8
  %77 = load i64, ptr %8, align 8
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %75, i64 noundef %77) #3
  %79 = call i64 @atomic_max(ptr noundef @all, i64 noundef 1125899906842624) #3
  store i64 %79, ptr %9, align 8
  %80 = load i64, ptr %9, align 8
  %81 = load atomic i64, ptr @all seq_cst, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %80, i64 noundef %81) #3
  %83 = call i64 @atomic_max(ptr noundef @all, i64 noundef 7) #3
  store i64 %83, ptr %9, align 8
  %84 = load i64, ptr %9, align 8
  %85 = load atomic i64, ptr @all seq_cst, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %84, i64 noundef %85) #3
  store atomic i64 -1, ptr @aull seq_cst, align 8
  %87 = atomicrmw add ptr @aull, i64 2 seq_cst, align 8
  %88 = add i64 %87, 2
  store i64 1, ptr %10, align 8
  store i64 99, ptr %12, align 8
  %89 = load i64, ptr %10, align 8
  %90 = load i64, ptr %12, align 8
  %91 = cmpxchg ptr @aull, i64 %89, i64 %90 seq_cst seq_cst, align 8
  %92 = extractvalue { i64, i1 } %91, 0
  %93 = extractvalue { i64, i1 } %91, 1
  br i1 %93, label %95, label %94

94:                                               ; preds = %71
  store i64 %92, ptr %10, align 8
  br label %95

95:                                               ; preds = %94, %71
  %96 = zext i1 %93 to i8
  store i8 %96, ptr %13, align 1
  %97 = load i8, ptr %13, align 1
  %98 = trunc i8 %97 to i1
  %99 = zext i1 %98 to i8
  store i8 %99, ptr %11, align 1
  %100 = load i8, ptr %11, align 1
  %101 = trunc i8 %100 to i1
  %102 = zext i1 %101 to i32
  %103 = load atomic i64, ptr @aull seq_cst, align 8
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %102, i64 noundef %103) #3
  store i64 5, ptr %10, align 8
  store i64 7, ptr %14, align 8
  %105 = load i64, ptr %10, align 8
  %106 = load i64, ptr %14, align 8
  %107 = cmpxchg ptr @aull, i64 %105, i64 %106 seq_cst seq_cst, align 8
  %108 = extractvalue { i64, i1 } %107, 0
  %109 = extractvalue { i64, i1 } %107, 1
  br i1 %109, label %111, label %110

110:                                              ; preds = %95
  store i64 %108, ptr %10, align 8
  br label %111

111:                                              ; preds = %110, %95
  %112 = zext i1 %109 to i8
  store i8 %112, ptr %15, align 1
  %113 = load i8, ptr %15, align 1
  %114 = trunc i8 %113 to i1
  %115 = zext i1 %114 to i8
  store i8 %115, ptr %11, align 1
  %116 = load i8, ptr %11, align 1
  %117 = trunc i8 %116 to i1
  %118 = zext i1 %117 to i32
  %119 = load i64, ptr %10, align 8
  %120 = load atomic i64, ptr @aull seq_cst, align 8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %118, i64 noundef %119, i64 noundef %120) #3
  store atomic i64 ptrtoint (ptr @cells to i64), ptr @ap seq_cst, align 8
  store i64 8, ptr %17, align 8
  %122 = load i64, ptr %17, align 8
  %123 = atomicrmw add ptr @ap, i64 %122 seq_cst, align 8
  store i64 %123, ptr %18, align 8
  %124 = load ptr, ptr %18, align 8
  store ptr %124, ptr %16, align 8
  %125 = load ptr, ptr %16, align 8
  %126 = load i32, ptr %125, align 4
  %127 = load atomic i64, ptr @ap seq_cst, align 8
  store i64 %127, ptr %19, align 8
  %128 = load ptr, ptr %19, align 8
  %129 = load i32, ptr %128, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %126, i32 noundef %129) #3
  store atomic i8 1, ptr @ab seq_cst, align 1
  store i8 0, ptr %21, align 1
  %131 = load i8, ptr %21, align 1
  %132 = atomicrmw xchg ptr @ab, i8 %131 seq_cst, align 1
  store i8 %132, ptr %22, align 1
  %133 = load i8, ptr %22, align 1
  %134 = trunc i8 %133 to i1
  %135 = zext i1 %134 to i8
  store i8 %135, ptr %20, align 1
  %136 = load i8, ptr %20, align 1
  %137 = trunc i8 %136 to i1
  %138 = zext i1 %137 to i32
  %139 = load atomic i8, ptr @ab seq_cst, align 1
  %140 = trunc i8 %139 to i1
  %141 = zext i1 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %138, i32 noundef %141) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %23, ptr align 2 @__const.main.p, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %24, ptr align 2 @__const.main.q, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %27, ptr align 2 %23, i64 4, i1 false)
  %143 = load i32, ptr %27, align 2
  store atomic i32 %143, ptr @apair seq_cst, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %28, ptr align 2 %24, i64 4, i1 false)
  %144 = load i32, ptr %28, align 2
  %145 = atomicrmw xchg ptr @apair, i32 %144 seq_cst, align 4
  store i32 %145, ptr %29, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %25, ptr align 4 %29, i64 4, i1 false)
  %146 = load atomic i32, ptr @apair seq_cst, align 4
  store i32 %146, ptr %30, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 4 %30, i64 4, i1 false)
  %147 = getelementptr inbounds %struct.Pair, ptr %25, i32 0, i32 0
  %148 = load i16, ptr %147, align 2
  %149 = sext i16 %148 to i32
  %150 = getelementptr inbounds %struct.Pair, ptr %25, i32 0, i32 1
  %151 = load i16, ptr %150, align 2
  %152 = sext i16 %151 to i32
  %153 = getelementptr inbounds %struct.Pair, ptr %26, i32 0, i32 0
  %154 = load i16, ptr %153, align 2
  %155 = sext i16 %154 to i32
  %156 = getelementptr inbounds %struct.Pair, ptr %26, i32 0, i32 1
  %157 = load i16, ptr %156, align 2
  %158 = sext i16 %157 to i32
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %149, i32 noundef %152, i32 noundef %155, i32 noundef %158) #3
  %160 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %161 = icmp ne i8 %160, 0
  %162 = zext i1 %161 to i32
  store i32 %162, ptr %31, align 4
  %163 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %164 = icmp ne i8 %163, 0
  %165 = zext i1 %164 to i32
  store i32 %165, ptr %32, align 4
  store atomic volatile i8 0, ptr @main.flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %166 = load i32, ptr %31, align 4
  %167 = load i32, ptr %32, align 4
  %168 = load volatile i8, ptr @main.flag, align 1
  %169 = sext i8 %168 to i32
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %166, i32 noundef %167, i32 noundef %169) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @atomic_max(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = load atomic i64, ptr %9 monotonic, align 8
  store i64 %10, ptr %6, align 8
  %11 = load i64, ptr %6, align 8
  store i64 %11, ptr %5, align 8
  br label %12

12:                                               ; preds = %32, %2
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %4, align 8
  %15 = icmp slt i64 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i64, ptr %4, align 8
  store i64 %18, ptr %7, align 8
  %19 = load i64, ptr %5, align 8
  %20 = load i64, ptr %7, align 8
  %21 = cmpxchg weak ptr %17, i64 %19, i64 %20 seq_cst monotonic, align 8
  %22 = extractvalue { i64, i1 } %21, 0
  %23 = extractvalue { i64, i1 } %21, 1
  br i1 %23, label %25, label %24

24:                                               ; preds = %16
  store i64 %22, ptr %5, align 8
  br label %25

25:                                               ; preds = %24, %16
  %26 = zext i1 %23 to i8
  store i8 %26, ptr %8, align 1
  %27 = load i8, ptr %8, align 1
  %28 = trunc i8 %27 to i1
  %29 = xor i1 %28, true
  br label %30

30:                                               ; preds = %25, %12
  %31 = phi i1 [ false, %12 ], [ %29, %25 ]
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  br label %12, !llvm.loop !5

33:                                               ; preds = %30
  %34 = load i64, ptr %5, align 8
  ret i64 %34
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
