; Reduced from GCC torture pr38051 (llvm-reduce-16). The switch's block dispatches through a
; jump table into two blocks that both enter the same cycle (an irreducible loop: neither
; block of the cycle dominates the other). Machine LICM once took the cycle's body walked
; back from its latch, which escapes past the header up to the entry, and hoisted the jump
; table's base and the switch block's constants into one of the entering blocks, so the
; dispatch read registers nothing had set. Every run must exit 0, as lli-16's does.
; ModuleID = 'pr38051.ll'
source_filename = "/root/.cache/pyllc-torture/execute/pr38051.c"

@buf = global [256 x i8] zeroinitializer
@.str = private constant [16 x i8] c"\017\82\A7UI\9D\BF\F8D\B6U\17\8E\F9\00"
@.str.1 = private constant [16 x i8] c"\017\82\A7UI\D0\F3\B7*m#qIj\00"

; Function Attrs: nofree noinline nosync nounwind memory(read, inaccessiblemem: none)
define i32 @mymemcmp() #0 {
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
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = and i64 0, 7
  %22 = icmp eq i64 %21, 0
  br label %23

23:                                               ; preds = %0
  %24 = trunc i64 0 to i32
  %25 = shl i32 %24, 3
  %26 = and i32 %25, 56
  %27 = sub nuw nsw i32 64, %26
  %28 = and i64 0, -8
  %29 = and i64 0, 3
  switch i64 %29, label %30 [
    i64 2, label %30
    i64 3, label %37
    i64 0, label %45
    i64 1, label %46
  ]

30:                                               ; preds = %23, %23
  %31 = inttoptr i64 %28 to ptr
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds i64, ptr %31, i64 1
  %34 = add i64 %28, -8
  %35 = add i64 0, -16
  %36 = add nuw nsw i64 0, 2
  br label %71

37:                                               ; preds = %23
  %38 = inttoptr i64 %28 to ptr
  %39 = load i64, ptr %38, align 8
  %40 = add i64 0, -8
  %41 = add nuw nsw i64 0, 1
  %42 = inttoptr i64 %40 to ptr
  %43 = zext i32 %26 to i64
  %44 = zext i32 %27 to i64
  br label %53

45:                                               ; preds = %23
  ret i32 0

46:                                               ; preds = %23
  %47 = inttoptr i64 %28 to ptr
  %48 = load i64, ptr %47, align 8
  %49 = getelementptr inbounds i64, ptr %47, i64 1
  %50 = load i64, ptr %49, align 8
  %51 = add nsw i64 0, -1
  %52 = icmp eq i64 %51, 0
  ret i32 0

53:                                               ; preds = %71, %37
  %54 = phi i64 [ %81, %71 ], [ %44, %37 ]
  %55 = phi i64 [ %79, %71 ], [ %43, %37 ]
  %56 = phi ptr [ %100, %71 ], [ %42, %37 ]
  %57 = phi i64 [ %92, %71 ], [ %40, %37 ]
  %58 = phi i64 [ %93, %71 ], [ %41, %37 ]
  %59 = phi i64 [ %102, %71 ], [ %39, %37 ]
  %60 = phi ptr [ %95, %71 ], [ %38, %37 ]
  %61 = phi i64 [ %91, %71 ], [ %28, %37 ]
  %62 = load i64, ptr null, align 8
  %63 = getelementptr inbounds i64, ptr %60, i64 1
  %64 = load i64, ptr %63, align 8
  %65 = getelementptr inbounds i64, ptr %60, i64 2
  %66 = getelementptr inbounds i64, ptr %56, i64 2
  %67 = lshr i64 %59, %55
  %68 = shl i64 %64, %54
  %69 = or i64 %68, %67
  %70 = icmp eq i64 %69, %62
  br label %71

71:                                               ; preds = %53, %30
  %72 = phi i64 [ %57, %53 ], [ %35, %30 ]
  %73 = phi i64 [ %58, %53 ], [ %36, %30 ]
  %74 = phi i64 [ %64, %53 ], [ %32, %30 ]
  %75 = phi ptr [ %65, %53 ], [ %33, %30 ]
  %76 = phi i64 [ %61, %53 ], [ %34, %30 ]
  %77 = load i64, ptr null, align 8
  %78 = load i64, ptr %75, align 8
  %79 = zext i32 %26 to i64
  %80 = lshr i64 %74, %79
  %81 = zext i32 %27 to i64
  %82 = shl i64 %78, %81
  %83 = or i64 %82, %80
  %84 = icmp eq i64 %83, %77
  %85 = inttoptr i64 %72 to ptr
  %86 = getelementptr inbounds i64, ptr %85, i64 3
  %87 = load i64, ptr %86, align 8
  %88 = inttoptr i64 %76 to ptr
  %89 = getelementptr inbounds i64, ptr %88, i64 3
  %90 = load i64, ptr %89, align 8
  %91 = add i64 %76, 32
  %92 = add i64 %72, 32
  %93 = add i64 %73, -4
  %94 = icmp eq i64 %93, 0
  %95 = inttoptr i64 %91 to ptr
  %96 = lshr i64 %78, %79
  %97 = shl i64 %90, %81
  %98 = or i64 %97, %96
  %99 = icmp eq i64 %98, %87
  %100 = inttoptr i64 %92 to ptr
  %101 = load i64, ptr %100, align 8
  %102 = load i64, ptr %95, align 8
  %103 = getelementptr inbounds i64, ptr %100, i64 1
  %104 = lshr i64 %90, %79
  %105 = shl i64 %102, %81
  %106 = or i64 %105, %104
  %107 = icmp eq i64 %106, %101
  br label %53
}

; Function Attrs: nounwind
define i32 @main() #1 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) getelementptr inbounds ([256 x i8], ptr @buf, i64 0, i64 25), ptr noundef nonnull align 1 dereferenceable(15) @.str, i64 15, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(15) getelementptr inbounds ([256 x i8], ptr @buf, i64 0, i64 168), ptr noundef nonnull align 1 dereferenceable(15) @.str.1, i64 15, i1 false)
  %1 = call i32 @mymemcmp()
  %2 = icmp eq i32 %1, -51
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; uselistorder directives
uselistorder i64 0, { 13, 14, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 }
uselistorder i32 0, { 2, 0, 1 }
uselistorder ptr @llvm.memcpy.p0.p0.i64, { 1, 0 }

attributes #0 = { nofree noinline nosync nounwind memory(read, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
