; ModuleID = 'tests/programs/calloc_realloc.c'
source_filename = "tests/programs/calloc_realloc.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"calloc nonzero %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"vec len %d cap %d sum %lld last %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"shrunk keeps %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"ing \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"a \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"string \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"with \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"from NULL\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"calloc double %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"oom\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x ptr], align 8
  %2 = tail call ptr @calloc(i64 noundef 1000, i64 noundef 4) #4
  br label %5

3:                                                ; preds = %5
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %12) #4
  tail call void @free(ptr noundef nonnull %2) #4
  br label %15

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %13, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %12, %5 ]
  %8 = getelementptr inbounds i32, ptr %2, i64 %6
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = add nuw nsw i32 %7, %11
  %13 = add nuw nsw i64 %6, 1
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %3, label %5, !llvm.loop !10

15:                                               ; preds = %3, %34
  %16 = phi i64 [ 0, %3 ], [ %37, %34 ]
  %17 = phi i32 [ 0, %3 ], [ %38, %34 ]
  %18 = phi i32 [ 0, %3 ], [ %36, %34 ]
  %19 = phi ptr [ null, %3 ], [ %35, %34 ]
  %20 = mul nuw nsw i32 %17, 3
  %21 = zext i32 %18 to i64
  %22 = icmp eq i64 %16, %21
  br i1 %22, label %23, label %34

23:                                               ; preds = %15
  %24 = icmp eq i64 %16, 0
  %25 = trunc i64 %16 to i32
  %26 = shl i32 %25, 1
  %27 = select i1 %24, i32 1, i32 %26
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = tail call ptr @realloc(ptr noundef %19, i64 noundef %29) #4
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %34

32:                                               ; preds = %23
  %33 = tail call signext i32 @puts(ptr noundef nonnull @.str.13) #4
  tail call void @exit(i32 noundef signext 2) #5
  unreachable

34:                                               ; preds = %23, %15
  %35 = phi ptr [ %19, %15 ], [ %30, %23 ]
  %36 = phi i32 [ %18, %15 ], [ %27, %23 ]
  %37 = add nuw nsw i64 %16, 1
  %38 = add nuw nsw i32 %17, 1
  %39 = getelementptr inbounds i32, ptr %35, i64 %16
  store i32 %20, ptr %39, align 4, !tbaa !6
  %40 = icmp eq i64 %37, 1000
  br i1 %40, label %94, label %15, !llvm.loop !12

41:                                               ; preds = %94
  %42 = getelementptr inbounds i32, ptr %35, i64 999
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 1000, i32 noundef signext %36, i64 noundef %100, i32 noundef signext %43) #4
  %45 = tail call ptr @realloc(ptr noundef nonnull %35, i64 noundef 40) #4
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds i32, ptr %45, i64 9
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %46, i32 noundef signext %48) #4
  tail call void @free(ptr noundef nonnull %45) #4
  %50 = tail call i64 @strlen(ptr noundef nonnull @.str.3) #4
  %51 = add i64 %50, 1
  %52 = tail call ptr @realloc(ptr noundef null, i64 noundef %51) #4
  %53 = tail call ptr @memcpy(ptr noundef %52, ptr noundef nonnull @.str.3, i64 noundef %51) #4
  %54 = tail call i64 @strlen(ptr noundef nonnull @.str.4) #4
  %55 = add i64 %54, %50
  %56 = add i64 %55, 1
  %57 = tail call ptr @realloc(ptr noundef %52, i64 noundef %56) #4
  %58 = getelementptr inbounds i8, ptr %57, i64 %50
  %59 = add i64 %54, 1
  %60 = tail call ptr @memcpy(ptr noundef %58, ptr noundef nonnull @.str.4, i64 noundef %59) #4
  %61 = tail call i64 @strlen(ptr noundef nonnull @.str.5) #4
  %62 = add i64 %61, %55
  %63 = add i64 %62, 1
  %64 = tail call ptr @realloc(ptr noundef %57, i64 noundef %63) #4
  %65 = getelementptr inbounds i8, ptr %64, i64 %55
  %66 = add i64 %61, 1
  %67 = tail call ptr @memcpy(ptr noundef %65, ptr noundef nonnull @.str.5, i64 noundef %66) #4
  %68 = tail call i64 @strlen(ptr noundef nonnull @.str.6) #4
  %69 = add i64 %68, %62
  %70 = add i64 %69, 1
  %71 = tail call ptr @realloc(ptr noundef %64, i64 noundef %70) #4
  %72 = getelementptr inbounds i8, ptr %71, i64 %62
  %73 = add i64 %68, 1
  %74 = tail call ptr @memcpy(ptr noundef %72, ptr noundef nonnull @.str.6, i64 noundef %73) #4
  %75 = tail call i64 @strlen(ptr noundef nonnull @.str.7) #4
  %76 = add i64 %75, %69
  %77 = add i64 %76, 1
  %78 = tail call ptr @realloc(ptr noundef %71, i64 noundef %77) #4
  %79 = getelementptr inbounds i8, ptr %78, i64 %69
  %80 = add i64 %75, 1
  %81 = tail call ptr @memcpy(ptr noundef %79, ptr noundef nonnull @.str.7, i64 noundef %80) #4
  %82 = tail call i64 @strlen(ptr noundef nonnull @.str.8) #4
  %83 = add i64 %82, %76
  %84 = add i64 %83, 1
  %85 = tail call ptr @realloc(ptr noundef %78, i64 noundef %84) #4
  %86 = getelementptr inbounds i8, ptr %85, i64 %76
  %87 = add i64 %82, 1
  %88 = tail call ptr @memcpy(ptr noundef %86, ptr noundef nonnull @.str.8, i64 noundef %87) #4
  %89 = trunc i64 %83 to i32
  %90 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %85, i32 noundef signext %89) #4
  tail call void @free(ptr noundef %85) #4
  %91 = tail call ptr @realloc(ptr noundef null, i64 noundef 16) #4
  %92 = tail call ptr @strcpy(ptr noundef %91, ptr noundef nonnull @.str.10) #4
  %93 = tail call signext i32 @puts(ptr noundef %91) #4
  tail call void @free(ptr noundef %91) #4
  tail call void @free(ptr noundef null) #4
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #6
  br label %103

94:                                               ; preds = %34, %94
  %95 = phi i64 [ %101, %94 ], [ 0, %34 ]
  %96 = phi i64 [ %100, %94 ], [ 0, %34 ]
  %97 = getelementptr inbounds i32, ptr %35, i64 %95
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = sext i32 %98 to i64
  %100 = add nsw i64 %96, %99
  %101 = add nuw nsw i64 %95, 1
  %102 = icmp eq i64 %101, 1000
  br i1 %102, label %41, label %94, !llvm.loop !13

103:                                              ; preds = %41, %103
  %104 = phi i64 [ 0, %41 ], [ %111, %103 ]
  %105 = mul nuw nsw i64 %104, 13
  %106 = add nuw nsw i64 %105, 1
  %107 = tail call ptr @malloc(i64 noundef %106) #4
  %108 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %104
  store ptr %107, ptr %108, align 8, !tbaa !14
  %109 = trunc i64 %104 to i32
  %110 = tail call ptr @memset(ptr noundef %107, i32 noundef signext %109, i64 noundef %106) #4
  %111 = add nuw nsw i64 %104, 1
  %112 = icmp eq i64 %111, 64
  br i1 %112, label %113, label %103, !llvm.loop !16

113:                                              ; preds = %103, %121
  %114 = phi i64 [ %122, %121 ], [ 0, %103 ]
  %115 = phi i64 [ %124, %121 ], [ 1, %103 ]
  %116 = phi i32 [ %123, %121 ], [ 0, %103 ]
  %117 = phi i32 [ %133, %121 ], [ 0, %103 ]
  %118 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %114
  %119 = load ptr, ptr %118, align 8, !tbaa !14
  %120 = trunc i32 %116 to i8
  br label %126

121:                                              ; preds = %126
  %122 = add nuw nsw i64 %114, 1
  %123 = add nuw nsw i32 %116, 1
  %124 = add nuw nsw i64 %115, 13
  %125 = icmp eq i64 %122, 64
  br i1 %125, label %136, label %113, !llvm.loop !17

126:                                              ; preds = %113, %126
  %127 = phi i64 [ 0, %113 ], [ %134, %126 ]
  %128 = phi i32 [ %117, %113 ], [ %133, %126 ]
  %129 = getelementptr inbounds i8, ptr %119, i64 %127
  %130 = load i8, ptr %129, align 1, !tbaa !18
  %131 = icmp ne i8 %130, %120
  %132 = zext i1 %131 to i32
  %133 = add nsw i32 %128, %132
  %134 = add nuw nsw i64 %127, 1
  %135 = icmp eq i64 %134, %115
  br i1 %135, label %121, label %126, !llvm.loop !19

136:                                              ; preds = %121, %136
  %137 = phi i64 [ %140, %136 ], [ 0, %121 ]
  %138 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %137
  %139 = load ptr, ptr %138, align 8, !tbaa !14
  tail call void @free(ptr noundef %139) #4
  %140 = add nuw nsw i64 %137, 2
  %141 = icmp ult i64 %137, 62
  br i1 %141, label %136, label %148, !llvm.loop !20

142:                                              ; preds = %148
  %143 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11, i32 noundef signext %133) #4
  %144 = tail call ptr @calloc(i64 noundef 8, i64 noundef 8) #4
  %145 = getelementptr inbounds double, ptr %144, i64 7
  %146 = load double, ptr %145, align 8, !tbaa !21
  %147 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, double noundef %146) #4
  tail call void @free(ptr noundef %144) #4
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #6
  ret i32 0

148:                                              ; preds = %136, %148
  %149 = phi i64 [ %152, %148 ], [ 1, %136 ]
  %150 = getelementptr inbounds [64 x ptr], ptr %1, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8, !tbaa !14
  tail call void @free(ptr noundef %151) #4
  %152 = add nuw nsw i64 %149, 2
  %153 = icmp ult i64 %149, 62
  br i1 %153, label %148, label %142, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare void @free(ptr noundef) local_unnamed_addr #2

declare ptr @realloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare ptr @strcpy(ptr noundef, ptr noundef) local_unnamed_addr #2

declare signext i32 @puts(ptr noundef) local_unnamed_addr #2

declare ptr @malloc(i64 noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare void @exit(i32 noundef signext) local_unnamed_addr #3

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { noreturn "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = distinct !{!23, !11}
