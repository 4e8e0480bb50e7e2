; ModuleID = 'tests/programs/struct_large.c'
source_filename = "tests/programs/struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { i64, i64, i64, i32, [12 x i8] }

@.str = private unnamed_addr constant [18 x i8] c"dot %.3f w7 %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"rec %d %d %d %d | %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"eq %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"big#\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"%lld %lld %llx %d %s\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 8
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca [3 x %struct.big], align 16
  %6 = alloca %struct.big, align 8
  %7 = alloca %struct.big, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #5
  store i64 3000, ptr %2, align 8, !tbaa !4, !alias.scope !10
  %8 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  store i64 -3, ptr %8, align 8, !tbaa !13, !alias.scope !10
  %9 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 2
  store i64 3298534883328, ptr %9, align 8, !tbaa !14, !alias.scope !10
  %10 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 3
  store i32 9, ptr %10, align 8, !tbaa !15, !alias.scope !10
  %11 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 4
  %12 = call ptr @strcpy(ptr noundef nonnull %11, ptr noundef nonnull @.str.3) #6
  %13 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 4, i64 4
  store i8 51, ptr %13, align 8, !tbaa !16, !alias.scope !10
  %14 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 4, i64 5
  store i8 0, ptr %14, align 1, !tbaa !16, !alias.scope !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #5
  store i64 7000, ptr %3, align 8, !tbaa !4, !alias.scope !17
  %15 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 1
  store i64 -7, ptr %15, align 8, !tbaa !13, !alias.scope !17
  %16 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 2
  store i64 7696581394432, ptr %16, align 8, !tbaa !14, !alias.scope !17
  %17 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 3
  store i32 21, ptr %17, align 8, !tbaa !15, !alias.scope !17
  %18 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 4
  %19 = call ptr @strcpy(ptr noundef nonnull %18, ptr noundef nonnull @.str.3) #6
  %20 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 4, i64 4
  store i8 55, ptr %20, align 8, !tbaa !16, !alias.scope !17
  %21 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 4, i64 5
  store i8 0, ptr %21, align 1, !tbaa !16, !alias.scope !17
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #5
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %1, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  %22 = load i64, ptr %1, align 8, !tbaa !4, !noalias !20
  %23 = load i64, ptr %4, align 8, !tbaa !4, !alias.scope !20
  %24 = add nsw i64 %23, %22
  store i64 %24, ptr %4, align 8, !tbaa !4, !alias.scope !20
  %25 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %26 = load i64, ptr %25, align 8, !tbaa !13, !noalias !20
  %27 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  %28 = load i64, ptr %27, align 8, !tbaa !13, !alias.scope !20
  %29 = mul nsw i64 %28, %26
  store i64 %29, ptr %27, align 8, !tbaa !13, !alias.scope !20
  %30 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 2
  %31 = load i64, ptr %30, align 8, !tbaa !14, !noalias !20
  %32 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 2
  %33 = load i64, ptr %32, align 8, !tbaa !14, !alias.scope !20
  %34 = xor i64 %33, %31
  store i64 %34, ptr %32, align 8, !tbaa !14, !alias.scope !20
  %35 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 3
  %36 = load i32, ptr %35, align 8, !tbaa !15, !noalias !20
  %37 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 3
  %38 = load i32, ptr %37, align 8, !tbaa !15, !alias.scope !20
  %39 = sub nsw i32 %38, %36
  store i32 %39, ptr %37, align 8, !tbaa !15, !alias.scope !20
  %40 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 4
  %41 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 4
  %42 = call ptr @strcat(ptr noundef nonnull %40, ptr noundef nonnull %41) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1)
  %43 = load i64, ptr %2, align 8, !tbaa !4
  %44 = load i64, ptr %8, align 8, !tbaa !13
  %45 = load i64, ptr %9, align 8, !tbaa !14
  %46 = load i32, ptr %10, align 8, !tbaa !15
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %43, i64 noundef %44, i64 noundef %45, i32 noundef %46, ptr noundef nonnull %11) #6
  %48 = load i64, ptr %3, align 8, !tbaa !4
  %49 = load i64, ptr %15, align 8, !tbaa !13
  %50 = load i64, ptr %16, align 8, !tbaa !14
  %51 = load i32, ptr %17, align 8, !tbaa !15
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %48, i64 noundef %49, i64 noundef %50, i32 noundef %51, ptr noundef nonnull %18) #6
  %53 = load i64, ptr %4, align 8, !tbaa !4
  %54 = load i64, ptr %27, align 8, !tbaa !13
  %55 = load i64, ptr %32, align 8, !tbaa !14
  %56 = load i32, ptr %37, align 8, !tbaa !15
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %53, i64 noundef %54, i64 noundef %55, i32 noundef %56, ptr noundef nonnull %40) #6
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef -3.400000e+02, double noundef -1.500000e+01) #6
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 5, i32 noundef 11, i32 noundef 20, i32 noundef 10, i32 noundef 999, i32 noundef 11, i32 noundef -1, i32 noundef 10) #6
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %5) #5
  %60 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 1
  %61 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 2
  %62 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 3
  %63 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 4
  %64 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 4, i64 4
  %65 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 4, i64 5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  store i64 1000, ptr %6, align 8, !tbaa !4, !alias.scope !23
  store i64 -1, ptr %60, align 8, !tbaa !13, !alias.scope !23
  store i64 1099511627776, ptr %61, align 8, !tbaa !14, !alias.scope !23
  store i32 3, ptr %62, align 8, !tbaa !15, !alias.scope !23
  %66 = call ptr @strcpy(ptr noundef nonnull %63, ptr noundef nonnull @.str.3) #6
  store i8 49, ptr %64, align 8, !tbaa !16, !alias.scope !23
  store i8 0, ptr %65, align 1, !tbaa !16, !alias.scope !23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  %67 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  store i64 2000, ptr %6, align 8, !tbaa !4, !alias.scope !23
  store i64 -2, ptr %60, align 8, !tbaa !13, !alias.scope !23
  store i64 2199023255552, ptr %61, align 8, !tbaa !14, !alias.scope !23
  store i32 6, ptr %62, align 8, !tbaa !15, !alias.scope !23
  %68 = call ptr @strcpy(ptr noundef nonnull %63, ptr noundef nonnull @.str.3) #6
  store i8 50, ptr %64, align 8, !tbaa !16, !alias.scope !23
  store i8 0, ptr %65, align 1, !tbaa !16, !alias.scope !23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  %69 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  store i64 3000, ptr %6, align 8, !tbaa !4, !alias.scope !23
  store i64 -3, ptr %60, align 8, !tbaa !13, !alias.scope !23
  store i64 3298534883328, ptr %61, align 8, !tbaa !14, !alias.scope !23
  store i32 9, ptr %62, align 8, !tbaa !15, !alias.scope !23
  %70 = call ptr @strcpy(ptr noundef nonnull %63, ptr noundef nonnull @.str.3) #6
  store i8 51, ptr %64, align 8, !tbaa !16, !alias.scope !23
  store i8 0, ptr %65, align 1, !tbaa !16, !alias.scope !23
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %69, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 16 dereferenceable(40) %5, i64 40, i1 false), !tbaa.struct !26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 16 dereferenceable(40) %69, i64 40, i1 false), !tbaa.struct !26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %69, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false), !tbaa.struct !26
  %71 = load i64, ptr %5, align 16, !tbaa !4
  %72 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 1
  %73 = load i64, ptr %72, align 8, !tbaa !13
  %74 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 2
  %75 = load i64, ptr %74, align 16, !tbaa !14
  %76 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 3
  %77 = load i32, ptr %76, align 8, !tbaa !15
  %78 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %71, i64 noundef %73, i64 noundef %75, i32 noundef %77, ptr noundef nonnull %78) #6
  %80 = load i64, ptr %67, align 8, !tbaa !4
  %81 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 1
  %82 = load i64, ptr %81, align 16, !tbaa !13
  %83 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 2
  %84 = load i64, ptr %83, align 8, !tbaa !14
  %85 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 3
  %86 = load i32, ptr %85, align 16, !tbaa !15
  %87 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 4
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %80, i64 noundef %82, i64 noundef %84, i32 noundef %86, ptr noundef nonnull %87) #6
  %89 = load i64, ptr %69, align 16, !tbaa !4
  %90 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 1
  %91 = load i64, ptr %90, align 8, !tbaa !13
  %92 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 2
  %93 = load i64, ptr %92, align 16, !tbaa !14
  %94 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 3
  %95 = load i32, ptr %94, align 8, !tbaa !15
  %96 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %89, i64 noundef %91, i64 noundef %93, i32 noundef %95, ptr noundef nonnull %96) #6
  %98 = call i32 @memcmp(ptr noundef nonnull %67, ptr noundef nonnull %67, i64 noundef 40) #6
  %99 = icmp eq i32 %98, 0
  %100 = zext i1 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %100) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

declare ptr @strcat(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"big", !6, i64 0, !6, i64 8, !6, i64 16, !9, i64 24, !7, i64 28}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!11}
!11 = distinct !{!11, !12, !"make_big: argument 0"}
!12 = distinct !{!12, !"make_big"}
!13 = !{!5, !6, i64 8}
!14 = !{!5, !6, i64 16}
!15 = !{!5, !9, i64 24}
!16 = !{!7, !7, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"make_big: argument 0"}
!19 = distinct !{!19, !"make_big"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"combine: argument 0"}
!22 = distinct !{!22, !"combine"}
!23 = !{!24}
!24 = distinct !{!24, !25, !"make_big: argument 0"}
!25 = distinct !{!25, !"make_big"}
!26 = !{i64 0, i64 8, !27, i64 8, i64 8, !27, i64 16, i64 8, !27, i64 24, i64 4, !28, i64 28, i64 12, !16}
!27 = !{!6, !6, i64 0}
!28 = !{!9, !9, i64 0}
