; ModuleID = 'tests/programs/atomic_c11.c'
source_filename = "tests/programs/atomic_c11.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
@cells = internal global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@ap = internal global ptr null, align 4
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
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i8, align 1
  %18 = alloca i64, align 8
  %19 = alloca i8, align 1
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i8, align 1
  %23 = alloca i64, align 8
  %24 = alloca ptr, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 4
  %27 = alloca ptr, align 4
  %28 = alloca i8, align 1
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca %struct.Pair, align 2
  %32 = alloca %struct.Pair, align 2
  %33 = alloca %struct.Pair, align 2
  %34 = alloca %struct.Pair, align 2
  %35 = alloca %struct.Pair, align 2
  %36 = alloca %struct.Pair, align 2
  %37 = alloca %struct.Pair, align 4
  %38 = alloca %struct.Pair, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = atomicrmw add ptr @ai, i32 3 seq_cst, align 4
  %42 = add i32 %41, 3
  %43 = load atomic i32, ptr @ai seq_cst, align 4
  br label %44

44:                                               ; preds = %44, %0
  %45 = phi i32 [ %43, %0 ], [ %48, %44 ]
  %46 = mul nsw i32 %45, 2
  %47 = cmpxchg ptr @ai, i32 %45, i32 %46 seq_cst seq_cst, align 4
  %48 = extractvalue { i32, i1 } %47, 0
  %49 = extractvalue { i32, i1 } %47, 1
  br i1 %49, label %50, label %44

50:                                               ; preds = %44
  %51 = atomicrmw add ptr @ai, i32 1 seq_cst, align 4
  store i32 4, ptr %2, align 4
  %52 = load i32, ptr %2, align 4
  %53 = atomicrmw sub ptr @ai, i32 %52 acq_rel, align 4
  store i32 %53, ptr %3, align 4
  %54 = load i32, ptr %3, align 4
  store i32 %54, ptr %1, align 4
  %55 = load i32, ptr %1, align 4
  %56 = load atomic i32, ptr @ai seq_cst, align 4
  store i32 %56, ptr %4, align 4
  %57 = load i32, ptr %4, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %57) #4
  %59 = atomicrmw add ptr @ac, i8 10 seq_cst, align 1
  %60 = add i8 %59, 10
  %61 = atomicrmw sub ptr @as, i16 100 seq_cst, align 2
  %62 = sub i16 %61, 100
  %63 = atomicrmw or ptr @as, i16 256 seq_cst, align 2
  %64 = or i16 %63, 256
  %65 = load atomic i8, ptr @ac seq_cst, align 1
  %66 = zext i8 %65 to i32
  %67 = load atomic i16, ptr @as seq_cst, align 2
  %68 = sext i16 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %66, i32 noundef %68) #4
  %70 = atomicrmw add ptr @all, i64 5 seq_cst, align 8
  %71 = add i64 %70, 5
  call void @__atomic_load(i32 noundef 8, ptr noundef @all, ptr noundef %5, i32 noundef 5) #4
  %72 = load i64, ptr %5, align 8
  br label %73

73:                                               ; preds = %73, %50
  %74 = phi i64 [ %72, %50 ], [ %77, %73 ]
  %75 = shl i64 %74, 2
  store i64 %74, ptr %6, align 8
  store i64 %75, ptr %7, align 8
  %76 = call zeroext i1 @__atomic_compare_exchange(i32 noundef 8, ptr noundef @all, ptr noundef %6, ptr noundef %7, i32 noundef 5, i32 noundef 5) #4
  %77 = load i64, ptr %6, align 8
  br i1 %76, label %78, label %73

78:                                               ; preds = %73
  store i64 255, ptr %9, align 8
  %79 = load i64, ptr %9, align 8
  %80 = call i64 @__atomic_fetch_xor_8(ptr noundef @all, i64 noundef %79, i32 noundef 5) #4
  store i64 %80, ptr %10, align 8
  %81 = load i64, ptr %10, align 8
  store i64 %81, ptr %8, align 8
  %82 = load i64, ptr %8, align 8
  %83 = call i64 @__atomic_load_8(ptr noundef @all, i32 noundef 5) #4
  store i64 %83, ptr %11, align 8
  %84 = load i64, ptr %11, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %82, i64 noundef %84) #4
  %86 = call i64 @atomic_max(ptr noundef @all, i64 noundef 1125899906842624) #4
  store i64 %86, ptr %12, align 8
  %87 = load i64, ptr %12, align 8
  call void @__atomic_load(i32 noundef 8, ptr noundef @all, ptr noundef %13, i32 noundef 5) #4
  %88 = load i64, ptr %13, align 8
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %87, i64 noundef %88) #4
  %90 = call i64 @atomic_max(ptr noundef @all, i64 noundef 7) #4
  store i64 %90, ptr %12, align 8
  %91 = load i64, ptr %12, align 8
  call void @__atomic_load(i32 noundef 8, ptr noundef @all, ptr noundef %14, i32 noundef 5) #4
  %92 = load i64, ptr %14, align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %91, i64 noundef %92) #4
  store i64 -1, ptr %15, align 8
  call void @__atomic_store(i32 noundef 8, ptr noundef @aull, ptr noundef %15, i32 noundef 5) #4
  %94 = atomicrmw add ptr @aull, i64 2 seq_cst, align 8
  %95 = add i64 %94, 2
  store i64 1, ptr %16, align 8
  store i64 99, ptr %18, align 8
  %96 = load i64, ptr %18, align 8
  %97 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef @aull, ptr noundef %16, i64 noundef %96, i32 noundef 5, i32 noundef 5) #4
  %98 = zext i1 %97 to i8
  store i8 %98, ptr %17, align 1
  %99 = load i8, ptr %17, align 1
  %100 = trunc i8 %99 to i1
  %101 = zext i1 %100 to i32
  call void @__atomic_load(i32 noundef 8, ptr noundef @aull, ptr noundef %20, i32 noundef 5) #4
  %102 = load i64, ptr %20, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %101, i64 noundef %102) #4
  store i64 5, ptr %16, align 8
  store i64 7, ptr %21, align 8
  %104 = load i64, ptr %21, align 8
  %105 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef @aull, ptr noundef %16, i64 noundef %104, i32 noundef 5, i32 noundef 5) #4
  %106 = zext i1 %105 to i8
  store i8 %106, ptr %17, align 1
  %107 = load i8, ptr %17, align 1
  %108 = trunc i8 %107 to i1
  %109 = zext i1 %108 to i32
  %110 = load i64, ptr %16, align 8
  call void @__atomic_load(i32 noundef 8, ptr noundef @aull, ptr noundef %23, i32 noundef 5) #4
  %111 = load i64, ptr %23, align 8
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %109, i64 noundef %110, i64 noundef %111) #4
  store atomic i32 ptrtoint (ptr @cells to i32), ptr @ap seq_cst, align 4
  store i32 8, ptr %25, align 4
  %113 = load i32, ptr %25, align 4
  %114 = atomicrmw add ptr @ap, i32 %113 seq_cst, align 4
  store i32 %114, ptr %26, align 4
  %115 = load ptr, ptr %26, align 4
  store ptr %115, ptr %24, align 4
  %116 = load ptr, ptr %24, align 4
  %117 = load i32, ptr %116, align 4
  %118 = load atomic i32, ptr @ap seq_cst, align 4
  store i32 %118, ptr %27, align 4
  %119 = load ptr, ptr %27, align 4
  %120 = load i32, ptr %119, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %117, i32 noundef %120) #4
  store atomic i8 1, ptr @ab seq_cst, align 1
  store i8 0, ptr %29, align 1
  %122 = load i8, ptr %29, align 1
  %123 = atomicrmw xchg ptr @ab, i8 %122 seq_cst, align 1
  store i8 %123, ptr %30, align 1
  %124 = load i8, ptr %30, align 1
  %125 = trunc i8 %124 to i1
  %126 = zext i1 %125 to i8
  store i8 %126, ptr %28, align 1
  %127 = load i8, ptr %28, align 1
  %128 = trunc i8 %127 to i1
  %129 = zext i1 %128 to i32
  %130 = load atomic i8, ptr @ab seq_cst, align 1
  %131 = trunc i8 %130 to i1
  %132 = zext i1 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %129, i32 noundef %132) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %31, ptr align 2 @__const.main.p, i32 4, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %32, ptr align 2 @__const.main.q, i32 4, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %35, ptr align 2 %31, i32 4, i1 false)
  %134 = load i32, ptr %35, align 2
  store atomic i32 %134, ptr @apair seq_cst, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %36, ptr align 2 %32, i32 4, i1 false)
  %135 = load i32, ptr %36, align 2
  %136 = atomicrmw xchg ptr @apair, i32 %135 seq_cst, align 4
  store i32 %136, ptr %37, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %33, ptr align 4 %37, i32 4, i1 false)
  %137 = load atomic i32, ptr @apair seq_cst, align 4
  store i32 %137, ptr %38, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %34, ptr align 4 %38, i32 4, i1 false)
  %138 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 0
  %139 = load i16, ptr %138, align 2
  %140 = sext i16 %139 to i32
  %141 = getelementptr inbounds %struct.Pair, ptr %33, i32 0, i32 1
  %142 = load i16, ptr %141, align 2
  %143 = sext i16 %142 to i32
  %144 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 0
  %145 = load i16, ptr %144, align 2
  %146 = sext i16 %145 to i32
  %147 = getelementptr inbounds %struct.Pair, ptr %34, i32 0, i32 1
  %148 = load i16, ptr %147, align 2
  %149 = sext i16 %148 to i32
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %140, i32 noundef %143, i32 noundef %146, i32 noundef %149) #4
  %151 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %152 = icmp ne i8 %151, 0
  %153 = zext i1 %152 to i32
  store i32 %153, ptr %39, align 4
  %154 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %155 = icmp ne i8 %154, 0
  %156 = zext i1 %155 to i32
  store i32 %156, ptr %40, align 4
  store atomic volatile i8 0, ptr @main.flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %157 = load i32, ptr %39, align 4
  %158 = load i32, ptr %40, align 4
  %159 = load volatile i8, ptr @main.flag, align 1
  %160 = sext i8 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %157, i32 noundef %158, i32 noundef %160) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn
declare void @__atomic_load(i32, ptr, ptr, i32) #2

; Function Attrs: nounwind willreturn
declare i1 @__atomic_compare_exchange(i32, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: nounwind willreturn
declare i64 @__atomic_fetch_xor_8(ptr, i64, i32) #2

; Function Attrs: nounwind willreturn
declare i64 @__atomic_load_8(ptr, i32) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @atomic_max(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 4
  %10 = call i64 @__atomic_load_8(ptr noundef %9, i32 noundef 0) #4
  store i64 %10, ptr %6, align 8
  %11 = load i64, ptr %6, align 8
  store i64 %11, ptr %5, align 8
  br label %12

12:                                               ; preds = %24, %2
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %4, align 8
  %15 = icmp slt i64 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 4
  %18 = load i64, ptr %4, align 8
  store i64 %18, ptr %7, align 8
  %19 = load i64, ptr %7, align 8
  %20 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef %17, ptr noundef %5, i64 noundef %19, i32 noundef 5, i32 noundef 0) #4
  %21 = xor i1 %20, true
  br label %22

22:                                               ; preds = %16, %12
  %23 = phi i1 [ false, %12 ], [ %21, %16 ]
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  br label %12, !llvm.loop !5

25:                                               ; preds = %22
  %26 = load i64, ptr %5, align 8
  ret i64 %26
}

; Function Attrs: nounwind willreturn
declare void @__atomic_store(i32, ptr, ptr, i32) #2

; Function Attrs: nounwind willreturn
declare i1 @__atomic_compare_exchange_8(ptr, ptr, i64, i32, i32) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn }
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
