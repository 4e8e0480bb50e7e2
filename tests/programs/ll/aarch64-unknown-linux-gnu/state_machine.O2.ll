; ModuleID = 'tests/programs/state_machine.c'
source_filename = "tests/programs/state_machine.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"x1 = 42 + foo_bar*7 <= \22hi there\22 >= y - 3 # z \22open\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"num\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ident\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"unterminated\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%s '\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"'\0A\00", align 1
@reltable.main = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @reltable.main to i64)) to i32)], align 4
@.str.9 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"yellow\00", align 1
@traffic.dur = internal unnamed_addr constant [3 x i32] [i32 3, i32 4, i32 1], align 4
@.str.12 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %154, %0
  %2 = phi ptr [ @.str, %0 ], [ %155, %154 ]
  %3 = phi ptr [ @.str, %0 ], [ %158, %154 ]
  %4 = phi i32 [ 0, %0 ], [ %157, %154 ]
  %5 = load i8, ptr %3, align 1, !tbaa !5
  switch i32 %4, label %109 [
    i32 0, label %6
    i32 1, label %25
    i32 2, label %46
    i32 3, label %73
    i32 4, label %110
  ]

6:                                                ; preds = %1
  %7 = icmp eq i8 %5, 0
  br i1 %7, label %109, label %8

8:                                                ; preds = %6
  %9 = add i8 %5, -58
  %10 = icmp ult i8 %9, -10
  br i1 %10, label %11, label %154

11:                                               ; preds = %8
  %12 = and i8 %5, -33
  %13 = add i8 %12, -91
  %14 = icmp ult i8 %13, -26
  %15 = icmp ne i8 %5, 95
  %16 = and i1 %15, %14
  br i1 %16, label %17, label %154

17:                                               ; preds = %11
  switch i8 %5, label %19 [
    i8 34, label %154
    i8 32, label %18
    i8 62, label %153
    i8 61, label %153
    i8 60, label %153
    i8 47, label %153
    i8 45, label %153
    i8 43, label %153
    i8 42, label %153
  ]

18:                                               ; preds = %17
  br label %154

19:                                               ; preds = %17
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1) #3
  %21 = load i8, ptr %3, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = tail call i32 @putchar(i32 noundef %22) #3
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  br label %154

25:                                               ; preds = %1
  %26 = add i8 %5, -58
  %27 = icmp ult i8 %26, -10
  br i1 %27, label %28, label %154

28:                                               ; preds = %25
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.2) #3
  %30 = icmp ult ptr %2, %3
  br i1 %30, label %31, label %43

31:                                               ; preds = %28
  %32 = ptrtoint ptr %3 to i64
  %33 = ptrtoint ptr %2 to i64
  %34 = sub i64 %32, %33
  %35 = getelementptr i8, ptr %2, i64 %34
  br label %36

36:                                               ; preds = %36, %31
  %37 = phi ptr [ %38, %36 ], [ %2, %31 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 1
  %39 = load i8, ptr %37, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = tail call i32 @putchar(i32 noundef %40) #3
  %42 = icmp eq ptr %38, %35
  br i1 %42, label %43, label %36, !llvm.loop !8

43:                                               ; preds = %36, %28
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  %45 = getelementptr inbounds i8, ptr %3, i64 -1
  br label %154

46:                                               ; preds = %1
  %47 = and i8 %5, -33
  %48 = add i8 %47, -91
  %49 = icmp ult i8 %48, -26
  %50 = icmp ne i8 %5, 95
  %51 = and i1 %50, %49
  %52 = add i8 %5, -58
  %53 = icmp ult i8 %52, -10
  %54 = and i1 %53, %51
  br i1 %54, label %55, label %154

55:                                               ; preds = %46
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.3) #3
  %57 = icmp ult ptr %2, %3
  br i1 %57, label %58, label %70

58:                                               ; preds = %55
  %59 = ptrtoint ptr %3 to i64
  %60 = ptrtoint ptr %2 to i64
  %61 = sub i64 %59, %60
  %62 = getelementptr i8, ptr %2, i64 %61
  br label %63

63:                                               ; preds = %63, %58
  %64 = phi ptr [ %65, %63 ], [ %2, %58 ]
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  %66 = load i8, ptr %64, align 1, !tbaa !5
  %67 = zext i8 %66 to i32
  %68 = tail call i32 @putchar(i32 noundef %67) #3
  %69 = icmp eq ptr %65, %62
  br i1 %69, label %70, label %63, !llvm.loop !8

70:                                               ; preds = %63, %55
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  %72 = getelementptr inbounds i8, ptr %3, i64 -1
  br label %154

73:                                               ; preds = %1
  switch i8 %5, label %154 [
    i8 34, label %74
    i8 0, label %92
  ]

74:                                               ; preds = %73
  %75 = getelementptr inbounds i8, ptr %3, i64 1
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.4) #3
  %77 = icmp ult ptr %2, %75
  br i1 %77, label %78, label %90

78:                                               ; preds = %74
  %79 = ptrtoint ptr %75 to i64
  %80 = ptrtoint ptr %2 to i64
  %81 = sub i64 %79, %80
  %82 = getelementptr i8, ptr %2, i64 %81
  br label %83

83:                                               ; preds = %83, %78
  %84 = phi ptr [ %85, %83 ], [ %2, %78 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 1
  %86 = load i8, ptr %84, align 1, !tbaa !5
  %87 = zext i8 %86 to i32
  %88 = tail call i32 @putchar(i32 noundef %87) #3
  %89 = icmp eq ptr %85, %82
  br i1 %89, label %90, label %83, !llvm.loop !8

90:                                               ; preds = %83, %74
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  br label %154

92:                                               ; preds = %73
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.5) #3
  %94 = icmp ult ptr %2, %3
  br i1 %94, label %95, label %107

95:                                               ; preds = %92
  %96 = ptrtoint ptr %3 to i64
  %97 = ptrtoint ptr %2 to i64
  %98 = sub i64 %96, %97
  %99 = getelementptr i8, ptr %2, i64 %98
  br label %100

100:                                              ; preds = %100, %95
  %101 = phi ptr [ %102, %100 ], [ %2, %95 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 1
  %103 = load i8, ptr %101, align 1, !tbaa !5
  %104 = zext i8 %103 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #3
  %106 = icmp eq ptr %102, %99
  br i1 %106, label %107, label %100, !llvm.loop !8

107:                                              ; preds = %100, %92
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  br label %109

109:                                              ; preds = %1, %6, %107
  br label %159

110:                                              ; preds = %1
  %111 = icmp eq i8 %5, 61
  br i1 %111, label %112, label %135

112:                                              ; preds = %110
  %113 = getelementptr inbounds i8, ptr %3, i64 -1
  %114 = load i8, ptr %113, align 1, !tbaa !5
  %115 = add i8 %114, -60
  %116 = icmp ult i8 %115, 3
  br i1 %116, label %117, label %135

117:                                              ; preds = %112
  %118 = getelementptr inbounds i8, ptr %3, i64 1
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.6) #3
  %120 = icmp ult ptr %2, %118
  br i1 %120, label %121, label %133

121:                                              ; preds = %117
  %122 = ptrtoint ptr %118 to i64
  %123 = ptrtoint ptr %2 to i64
  %124 = sub i64 %122, %123
  %125 = getelementptr i8, ptr %2, i64 %124
  br label %126

126:                                              ; preds = %126, %121
  %127 = phi ptr [ %128, %126 ], [ %2, %121 ]
  %128 = getelementptr inbounds i8, ptr %127, i64 1
  %129 = load i8, ptr %127, align 1, !tbaa !5
  %130 = zext i8 %129 to i32
  %131 = tail call i32 @putchar(i32 noundef %130) #3
  %132 = icmp eq ptr %128, %125
  br i1 %132, label %133, label %126, !llvm.loop !8

133:                                              ; preds = %126, %117
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  br label %154

135:                                              ; preds = %112, %110
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.6) #3
  %137 = icmp ult ptr %2, %3
  br i1 %137, label %138, label %150

138:                                              ; preds = %135
  %139 = ptrtoint ptr %3 to i64
  %140 = ptrtoint ptr %2 to i64
  %141 = sub i64 %139, %140
  %142 = getelementptr i8, ptr %2, i64 %141
  br label %143

143:                                              ; preds = %143, %138
  %144 = phi ptr [ %145, %143 ], [ %2, %138 ]
  %145 = getelementptr inbounds i8, ptr %144, i64 1
  %146 = load i8, ptr %144, align 1, !tbaa !5
  %147 = zext i8 %146 to i32
  %148 = tail call i32 @putchar(i32 noundef %147) #3
  %149 = icmp eq ptr %145, %142
  br i1 %149, label %150, label %143, !llvm.loop !8

150:                                              ; preds = %143, %135
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #3
  %152 = getelementptr inbounds i8, ptr %3, i64 -1
  br label %154

153:                                              ; preds = %17, %17, %17, %17, %17, %17, %17
  br label %154

154:                                              ; preds = %153, %150, %133, %90, %73, %70, %46, %43, %25, %19, %18, %17, %11, %8
  %155 = phi ptr [ %3, %153 ], [ %2, %73 ], [ %3, %17 ], [ %3, %11 ], [ %3, %8 ], [ %3, %19 ], [ %3, %18 ], [ %2, %43 ], [ %2, %25 ], [ %2, %70 ], [ %2, %46 ], [ %2, %90 ], [ %2, %150 ], [ %2, %133 ]
  %156 = phi ptr [ %3, %153 ], [ %3, %73 ], [ %3, %17 ], [ %3, %11 ], [ %3, %8 ], [ %3, %19 ], [ %3, %18 ], [ %45, %43 ], [ %3, %25 ], [ %72, %70 ], [ %3, %46 ], [ %3, %90 ], [ %152, %150 ], [ %3, %133 ]
  %157 = phi i32 [ 4, %153 ], [ 3, %73 ], [ 3, %17 ], [ 2, %11 ], [ 1, %8 ], [ 0, %19 ], [ 0, %18 ], [ 0, %43 ], [ 1, %25 ], [ 0, %70 ], [ 2, %46 ], [ 0, %90 ], [ 0, %150 ], [ 0, %133 ]
  %158 = getelementptr inbounds i8, ptr %156, i64 1
  br label %1

159:                                              ; preds = %109, %175
  %160 = phi i32 [ %178, %175 ], [ 0, %109 ]
  %161 = phi i32 [ %177, %175 ], [ 0, %109 ]
  %162 = phi i32 [ %176, %175 ], [ 0, %109 ]
  %163 = add nsw i32 %161, 1
  %164 = sext i32 %162 to i64
  %165 = getelementptr inbounds [3 x i32], ptr @traffic.dur, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !10
  %167 = icmp slt i32 %163, %166
  br i1 %167, label %175, label %168

168:                                              ; preds = %159
  %169 = add nsw i32 %162, 1
  %170 = srem i32 %169, 3
  %171 = sext i32 %170 to i64
  %172 = shl i64 %171, 2
  %173 = call ptr @llvm.load.relative.i64(ptr @reltable.main, i64 %172)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %160, ptr noundef %173) #3
  br label %175

175:                                              ; preds = %168, %159
  %176 = phi i32 [ %170, %168 ], [ %162, %159 ]
  %177 = phi i32 [ 0, %168 ], [ %163, %159 ]
  %178 = add nuw nsw i32 %160, 1
  %179 = icmp eq i32 %178, 20
  br i1 %179, label %180, label %159, !llvm.loop !12

180:                                              ; preds = %175
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @putchar(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !9}
