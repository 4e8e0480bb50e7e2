; ModuleID = 'tests/programs/struct_large.c'
source_filename = "tests/programs/struct_large.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { i64, i64, i64, i32, [12 x i8] }

@.str = private unnamed_addr constant [18 x i8] c"dot %.3f w7 %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"rec %d %d %d %d | %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"eq %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"big#\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"%lld %lld %llx %d %s\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 16
  %2 = alloca %struct.big, align 16
  %3 = alloca %struct.big, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca [3 x %struct.big], align 8
  %6 = alloca %struct.big, align 16
  %7 = alloca %struct.big, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #5
  %8 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  store <2 x i64> <i64 3000, i64 -3>, ptr %1, align 16, !tbaa !5, !alias.scope !9
  %9 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 2
  store i64 3298534883328, ptr %9, align 16, !tbaa !12, !alias.scope !9
  %10 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 3
  store i32 9, ptr %10, align 8, !tbaa !15, !alias.scope !9
  %11 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 4
  %12 = call ptr @strcpy(ptr noundef nonnull %11, ptr noundef nonnull @.str.3) #6
  %13 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 4, i64 4
  store i8 51, ptr %13, align 16, !tbaa !16, !alias.scope !9
  %14 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 4, i64 5
  store i8 0, ptr %14, align 1, !tbaa !16, !alias.scope !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #5
  %15 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  store <2 x i64> <i64 7000, i64 -7>, ptr %2, align 16, !tbaa !5, !alias.scope !17
  %16 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 2
  store i64 7696581394432, ptr %16, align 16, !tbaa !12, !alias.scope !17
  %17 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 3
  store i32 21, ptr %17, align 8, !tbaa !15, !alias.scope !17
  %18 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 4
  %19 = call ptr @strcpy(ptr noundef nonnull %18, ptr noundef nonnull @.str.3) #6
  %20 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 4, i64 4
  store i8 55, ptr %20, align 16, !tbaa !16, !alias.scope !17
  %21 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 4, i64 5
  store i8 0, ptr %21, align 1, !tbaa !16, !alias.scope !17
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 16 dereferenceable(40) %1, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 16 dereferenceable(40) %2, i64 40, i1 false), !tbaa.struct !20
  call void @llvm.experimental.noalias.scope.decl(metadata !22)
  %22 = load i64, ptr %4, align 8, !tbaa !25, !noalias !22
  %23 = load i64, ptr %3, align 8, !tbaa !25, !alias.scope !22
  %24 = add nsw i64 %23, %22
  store i64 %24, ptr %3, align 8, !tbaa !25, !alias.scope !22
  %25 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  %26 = load i64, ptr %25, align 8, !tbaa !26, !noalias !22
  %27 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 1
  %28 = load i64, ptr %27, align 8, !tbaa !26, !alias.scope !22
  %29 = mul nsw i64 %28, %26
  store i64 %29, ptr %27, align 8, !tbaa !26, !alias.scope !22
  %30 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 2
  %31 = load i64, ptr %30, align 8, !tbaa !12, !noalias !22
  %32 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 2
  %33 = load i64, ptr %32, align 8, !tbaa !12, !alias.scope !22
  %34 = xor i64 %33, %31
  store i64 %34, ptr %32, align 8, !tbaa !12, !alias.scope !22
  %35 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 3
  %36 = load i32, ptr %35, align 8, !tbaa !15, !noalias !22
  %37 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 3
  %38 = load i32, ptr %37, align 8, !tbaa !15, !alias.scope !22
  %39 = sub nsw i32 %38, %36
  store i32 %39, ptr %37, align 8, !tbaa !15, !alias.scope !22
  %40 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 4
  %41 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 4
  %42 = call ptr @strcat(ptr noundef nonnull %40, ptr noundef nonnull %41) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #5
  %43 = load i64, ptr %1, align 16, !tbaa !25
  %44 = load i64, ptr %8, align 8, !tbaa !26
  %45 = load i64, ptr %9, align 16, !tbaa !12
  %46 = load i32, ptr %10, align 8, !tbaa !15
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %43, i64 noundef %44, i64 noundef %45, i32 noundef %46, ptr noundef nonnull %11) #6
  %48 = load i64, ptr %2, align 16, !tbaa !25
  %49 = load i64, ptr %15, align 8, !tbaa !26
  %50 = load i64, ptr %16, align 16, !tbaa !12
  %51 = load i32, ptr %17, align 8, !tbaa !15
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %48, i64 noundef %49, i64 noundef %50, i32 noundef %51, ptr noundef nonnull %18) #6
  %53 = load i64, ptr %3, align 8, !tbaa !25
  %54 = load i64, ptr %27, align 8, !tbaa !26
  %55 = load i64, ptr %32, align 8, !tbaa !12
  %56 = load i32, ptr %37, align 8, !tbaa !15
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %53, i64 noundef %54, i64 noundef %55, i32 noundef %56, ptr noundef nonnull %40) #6
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef -3.400000e+02, double noundef -1.500000e+01) #6
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 5, i32 noundef 11, i32 noundef 20, i32 noundef 10, i32 noundef 999, i32 noundef 11, i32 noundef -1, i32 noundef 10) #6
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %5) #5
  %60 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 2
  %61 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 3
  %62 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 4
  %63 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 4, i64 4
  %64 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 4, i64 5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  store <2 x i64> <i64 1000, i64 -1>, ptr %6, align 16, !tbaa !5, !alias.scope !27
  store i64 1099511627776, ptr %60, align 16, !tbaa !12, !alias.scope !27
  store i32 3, ptr %61, align 8, !tbaa !15, !alias.scope !27
  %65 = call ptr @strcpy(ptr noundef nonnull %62, ptr noundef nonnull @.str.3) #6
  store i8 49, ptr %63, align 16, !tbaa !16, !alias.scope !27
  store i8 0, ptr %64, align 1, !tbaa !16, !alias.scope !27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 16 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  %66 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  store <2 x i64> <i64 2000, i64 -2>, ptr %6, align 16, !tbaa !5, !alias.scope !27
  store i64 2199023255552, ptr %60, align 16, !tbaa !12, !alias.scope !27
  store i32 6, ptr %61, align 8, !tbaa !15, !alias.scope !27
  %67 = call ptr @strcpy(ptr noundef nonnull %62, ptr noundef nonnull @.str.3) #6
  store i8 50, ptr %63, align 16, !tbaa !16, !alias.scope !27
  store i8 0, ptr %64, align 1, !tbaa !16, !alias.scope !27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %66, ptr noundef nonnull align 16 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  %68 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #5
  store <2 x i64> <i64 3000, i64 -3>, ptr %6, align 16, !tbaa !5, !alias.scope !27
  store i64 3298534883328, ptr %60, align 16, !tbaa !12, !alias.scope !27
  store i32 9, ptr %61, align 8, !tbaa !15, !alias.scope !27
  %69 = call ptr @strcpy(ptr noundef nonnull %62, ptr noundef nonnull @.str.3) #6
  store i8 51, ptr %63, align 16, !tbaa !16, !alias.scope !27
  store i8 0, ptr %64, align 1, !tbaa !16, !alias.scope !27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %68, ptr noundef nonnull align 16 dereferenceable(40) %6, i64 40, i1 false), !tbaa.struct !20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false), !tbaa.struct !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %68, i64 40, i1 false), !tbaa.struct !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %68, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false), !tbaa.struct !20
  %70 = load i64, ptr %5, align 8, !tbaa !25
  %71 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 1
  %72 = load i64, ptr %71, align 8, !tbaa !26
  %73 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 2
  %74 = load i64, ptr %73, align 8, !tbaa !12
  %75 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 3
  %76 = load i32, ptr %75, align 8, !tbaa !15
  %77 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 0, i32 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %70, i64 noundef %72, i64 noundef %74, i32 noundef %76, ptr noundef nonnull %77) #6
  %79 = load i64, ptr %66, align 8, !tbaa !25
  %80 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 1
  %81 = load i64, ptr %80, align 8, !tbaa !26
  %82 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 2
  %83 = load i64, ptr %82, align 8, !tbaa !12
  %84 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 3
  %85 = load i32, ptr %84, align 8, !tbaa !15
  %86 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 1, i32 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %79, i64 noundef %81, i64 noundef %83, i32 noundef %85, ptr noundef nonnull %86) #6
  %88 = load i64, ptr %68, align 8, !tbaa !25
  %89 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 1
  %90 = load i64, ptr %89, align 8, !tbaa !26
  %91 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 2
  %92 = load i64, ptr %91, align 8, !tbaa !12
  %93 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 3
  %94 = load i32, ptr %93, align 8, !tbaa !15
  %95 = getelementptr inbounds [3 x %struct.big], ptr %5, i64 0, i64 2, i32 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %88, i64 noundef %90, i64 noundef %92, i32 noundef %94, ptr noundef nonnull %95) #6
  %97 = call i32 @memcmp(ptr noundef nonnull %66, ptr noundef nonnull %66, i64 noundef 40) #6
  %98 = icmp eq i32 %97, 0
  %99 = zext i1 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %99) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #3

declare ptr @strcat(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"make_big: argument 0"}
!11 = distinct !{!11, !"make_big"}
!12 = !{!13, !6, i64 16}
!13 = !{!"big", !6, i64 0, !6, i64 8, !6, i64 16, !14, i64 24, !7, i64 28}
!14 = !{!"int", !7, i64 0}
!15 = !{!13, !14, i64 24}
!16 = !{!7, !7, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"make_big: argument 0"}
!19 = distinct !{!19, !"make_big"}
!20 = !{i64 0, i64 8, !5, i64 8, i64 8, !5, i64 16, i64 8, !5, i64 24, i64 4, !21, i64 28, i64 12, !16}
!21 = !{!14, !14, i64 0}
!22 = !{!23}
!23 = distinct !{!23, !24, !"combine: argument 0"}
!24 = distinct !{!24, !"combine"}
!25 = !{!13, !6, i64 0}
!26 = !{!13, !6, i64 8}
!27 = !{!28}
!28 = distinct !{!28, !29, !"make_big: argument 0"}
!29 = distinct !{!29, !"make_big"}
