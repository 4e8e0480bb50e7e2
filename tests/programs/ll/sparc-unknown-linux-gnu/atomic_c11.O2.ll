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
@apair = internal global %struct.Pair zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [18 x i8] c"pair %d %d %d %d\0A\00", align 1
@main.flag = internal global i8 0, align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = atomicrmw add ptr @ai, i32 3 seq_cst, align 4
  %13 = load atomic i32, ptr @ai seq_cst, align 4, !tbaa !4
  br label %14

14:                                               ; preds = %14, %0
  %15 = phi i32 [ %13, %0 ], [ %18, %14 ]
  %16 = shl nsw i32 %15, 1
  %17 = cmpxchg ptr @ai, i32 %15, i32 %16 seq_cst seq_cst, align 4
  %18 = extractvalue { i32, i1 } %17, 0
  %19 = extractvalue { i32, i1 } %17, 1
  br i1 %19, label %20, label %14

20:                                               ; preds = %14
  %21 = atomicrmw add ptr @ai, i32 1 seq_cst, align 4
  %22 = atomicrmw sub ptr @ai, i32 4 acq_rel, align 4
  %23 = load atomic i32, ptr @ai seq_cst, align 4
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %22, i32 noundef %23) #5
  %25 = atomicrmw add ptr @ac, i8 10 seq_cst, align 1
  %26 = atomicrmw sub ptr @as, i16 100 seq_cst, align 2
  %27 = atomicrmw or ptr @as, i16 256 seq_cst, align 2
  %28 = load atomic i8, ptr @ac seq_cst, align 1, !tbaa !4
  %29 = zext i8 %28 to i32
  %30 = load atomic i16, ptr @as seq_cst, align 2, !tbaa !4
  %31 = sext i16 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %29, i32 noundef %31) #5
  %33 = atomicrmw add ptr @all, i64 5 seq_cst, align 8
  call void @__atomic_load(i32 noundef 8, ptr noundef nonnull @all, ptr noundef nonnull %3, i32 noundef 5) #6
  %34 = load i64, ptr %3, align 8, !tbaa !7
  %35 = shl i64 %34, 2
  store i64 %34, ptr %4, align 8, !tbaa !4
  store i64 %35, ptr %5, align 8, !tbaa !4
  %36 = call zeroext i1 @__atomic_compare_exchange(i32 noundef 8, ptr noundef nonnull @all, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 5, i32 noundef 5) #6
  br i1 %36, label %41, label %37

37:                                               ; preds = %20, %37
  %38 = load i64, ptr %4, align 8, !tbaa !7
  %39 = shl i64 %38, 2
  store i64 %39, ptr %5, align 8, !tbaa !4
  %40 = call zeroext i1 @__atomic_compare_exchange(i32 noundef 8, ptr noundef nonnull @all, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef 5, i32 noundef 5) #6
  br i1 %40, label %41, label %37, !llvm.loop !9

41:                                               ; preds = %37, %20
  %42 = call i64 @__atomic_fetch_xor_8(ptr noundef nonnull @all, i64 noundef 255, i32 noundef 5) #6
  %43 = call i64 @__atomic_load_8(ptr noundef nonnull @all, i32 noundef 5) #6
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i64 noundef %42, i64 noundef %43) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  %45 = call i64 @__atomic_load_8(ptr noundef nonnull @all, i32 noundef 0) #6
  store i64 %45, ptr %2, align 8, !tbaa !7
  %46 = icmp slt i64 %45, 1125899906842624
  br i1 %46, label %47, label %52

47:                                               ; preds = %41, %47
  %48 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef nonnull @all, ptr noundef nonnull %2, i64 noundef 1125899906842624, i32 noundef 5, i32 noundef 0) #6
  %49 = load i64, ptr %2, align 8
  %50 = icmp sgt i64 %49, 1125899906842623
  %51 = select i1 %48, i1 true, i1 %50
  br i1 %51, label %52, label %47, !llvm.loop !11

52:                                               ; preds = %47, %41
  %53 = phi i64 [ %45, %41 ], [ %49, %47 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  call void @__atomic_load(i32 noundef 8, ptr noundef nonnull @all, ptr noundef nonnull %6, i32 noundef 5) #6
  %54 = load i64, ptr %6, align 8, !tbaa !7
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %53, i64 noundef %54) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7
  %56 = call i64 @__atomic_load_8(ptr noundef nonnull @all, i32 noundef 0) #6
  store i64 %56, ptr %1, align 8, !tbaa !7
  %57 = icmp slt i64 %56, 7
  br i1 %57, label %58, label %63

58:                                               ; preds = %52, %58
  %59 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef nonnull @all, ptr noundef nonnull %1, i64 noundef 7, i32 noundef 5, i32 noundef 0) #6
  %60 = load i64, ptr %1, align 8
  %61 = icmp sgt i64 %60, 6
  %62 = select i1 %59, i1 true, i1 %61
  br i1 %62, label %63, label %58, !llvm.loop !11

63:                                               ; preds = %58, %52
  %64 = phi i64 [ %56, %52 ], [ %60, %58 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7
  call void @__atomic_load(i32 noundef 8, ptr noundef nonnull @all, ptr noundef nonnull %7, i32 noundef 5) #6
  %65 = load i64, ptr %7, align 8, !tbaa !7
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %64, i64 noundef %65) #5
  store i64 -1, ptr %8, align 8, !tbaa !4
  call void @__atomic_store(i32 noundef 8, ptr noundef nonnull @aull, ptr noundef nonnull %8, i32 noundef 5) #6
  %67 = atomicrmw add ptr @aull, i64 2 seq_cst, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #7
  store i64 1, ptr %9, align 8, !tbaa !7
  %68 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef nonnull @aull, ptr noundef nonnull %9, i64 noundef 99, i32 noundef 5, i32 noundef 5) #6
  %69 = zext i1 %68 to i32
  call void @__atomic_load(i32 noundef 8, ptr noundef nonnull @aull, ptr noundef nonnull %10, i32 noundef 5) #6
  %70 = load i64, ptr %10, align 8, !tbaa !7
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %69, i64 noundef %70) #5
  store i64 5, ptr %9, align 8, !tbaa !7
  %72 = call zeroext i1 @__atomic_compare_exchange_8(ptr noundef nonnull @aull, ptr noundef nonnull %9, i64 noundef 7, i32 noundef 5, i32 noundef 5) #6
  %73 = zext i1 %72 to i32
  %74 = load i64, ptr %9, align 8, !tbaa !7
  call void @__atomic_load(i32 noundef 8, ptr noundef nonnull @aull, ptr noundef nonnull %11, i32 noundef 5) #6
  %75 = load i64, ptr %11, align 8, !tbaa !7
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %73, i64 noundef %74, i64 noundef %75) #5
  store atomic i32 ptrtoint (ptr @cells to i32), ptr @ap seq_cst, align 4, !tbaa !4
  %77 = atomicrmw add ptr @ap, i32 8 seq_cst, align 4
  %78 = inttoptr i32 %77 to ptr
  %79 = load i32, ptr %78, align 4, !tbaa !13
  %80 = load atomic i32, ptr @ap seq_cst, align 4
  %81 = inttoptr i32 %80 to ptr
  %82 = load i32, ptr %81, align 4, !tbaa !13
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %79, i32 noundef %82) #5
  store atomic i8 1, ptr @ab seq_cst, align 1, !tbaa !4
  %84 = atomicrmw xchg ptr @ab, i8 0 seq_cst, align 1
  %85 = and i8 %84, 1
  %86 = zext i8 %85 to i32
  %87 = load atomic i8, ptr @ab seq_cst, align 1, !tbaa !4
  %88 = and i8 %87, 1
  %89 = zext i8 %88 to i32
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %86, i32 noundef %89) #5
  store atomic i32 65538, ptr @apair seq_cst, align 4
  %91 = atomicrmw xchg ptr @apair, i32 196612 seq_cst, align 4
  %92 = load atomic i32, ptr @apair seq_cst, align 4
  %93 = ashr i32 %91, 16
  %94 = shl i32 %91, 16
  %95 = ashr exact i32 %94, 16
  %96 = ashr i32 %92, 16
  %97 = shl i32 %92, 16
  %98 = ashr exact i32 %97, 16
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, i32 noundef %93, i32 noundef %95, i32 noundef %96, i32 noundef %98) #5
  %100 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %101 = icmp ne i8 %100, 0
  %102 = zext i1 %101 to i32
  %103 = atomicrmw volatile xchg ptr @main.flag, i8 1 seq_cst, align 1
  %104 = icmp ne i8 %103, 0
  %105 = zext i1 %104 to i32
  store atomic volatile i8 0, ptr @main.flag seq_cst, align 1
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %106 = load volatile i8, ptr @main.flag, align 1, !tbaa !4
  %107 = sext i8 %106 to i32
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, i32 noundef %102, i32 noundef %105, i32 noundef %107) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare void @__atomic_load(i32, ptr, ptr, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn
declare i1 @__atomic_compare_exchange(i32, ptr, ptr, ptr, i32, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn
declare i64 @__atomic_fetch_xor_8(ptr, i64, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn
declare i64 @__atomic_load_8(ptr, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare void @__atomic_store(i32, ptr, ptr, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn
declare i1 @__atomic_compare_exchange_8(ptr, ptr, i64, i32, i32) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nounwind willreturn }
attributes #4 = { mustprogress nounwind willreturn }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.peeled.count", i32 1}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !5, i64 0}
