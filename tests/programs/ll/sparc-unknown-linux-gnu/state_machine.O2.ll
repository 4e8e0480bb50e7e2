; ModuleID = 'tests/programs/state_machine.c'
source_filename = "tests/programs/state_machine.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"x1 = 42 + foo_bar*7 <= \22hi there\22 >= y - 3 # z \22open\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"num\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ident\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"unterminated\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%s '\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"'\0A\00", align 1
@traffic.names = internal unnamed_addr constant [3 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11], align 4
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
  %5 = load i8, ptr %3, align 1, !tbaa !4
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
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1) #2
  %21 = load i8, ptr %3, align 1, !tbaa !4
  %22 = sext i8 %21 to i32
  %23 = tail call i32 @putchar(i32 noundef %22) #2
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  br label %154

25:                                               ; preds = %1
  %26 = add i8 %5, -58
  %27 = icmp ult i8 %26, -10
  br i1 %27, label %28, label %154

28:                                               ; preds = %25
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.2) #2
  %30 = icmp ult ptr %2, %3
  br i1 %30, label %31, label %43

31:                                               ; preds = %28
  %32 = ptrtoint ptr %3 to i32
  %33 = ptrtoint ptr %2 to i32
  %34 = sub i32 %32, %33
  %35 = getelementptr i8, ptr %2, i32 %34
  br label %36

36:                                               ; preds = %36, %31
  %37 = phi ptr [ %38, %36 ], [ %2, %31 ]
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  %39 = load i8, ptr %37, align 1, !tbaa !4
  %40 = sext i8 %39 to i32
  %41 = tail call i32 @putchar(i32 noundef %40) #2
  %42 = icmp eq ptr %38, %35
  br i1 %42, label %43, label %36, !llvm.loop !7

43:                                               ; preds = %36, %28
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  %45 = getelementptr inbounds i8, ptr %3, i32 -1
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
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.3) #2
  %57 = icmp ult ptr %2, %3
  br i1 %57, label %58, label %70

58:                                               ; preds = %55
  %59 = ptrtoint ptr %3 to i32
  %60 = ptrtoint ptr %2 to i32
  %61 = sub i32 %59, %60
  %62 = getelementptr i8, ptr %2, i32 %61
  br label %63

63:                                               ; preds = %63, %58
  %64 = phi ptr [ %65, %63 ], [ %2, %58 ]
  %65 = getelementptr inbounds i8, ptr %64, i32 1
  %66 = load i8, ptr %64, align 1, !tbaa !4
  %67 = sext i8 %66 to i32
  %68 = tail call i32 @putchar(i32 noundef %67) #2
  %69 = icmp eq ptr %65, %62
  br i1 %69, label %70, label %63, !llvm.loop !7

70:                                               ; preds = %63, %55
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  %72 = getelementptr inbounds i8, ptr %3, i32 -1
  br label %154

73:                                               ; preds = %1
  switch i8 %5, label %154 [
    i8 34, label %74
    i8 0, label %92
  ]

74:                                               ; preds = %73
  %75 = getelementptr inbounds i8, ptr %3, i32 1
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.4) #2
  %77 = icmp ult ptr %2, %75
  br i1 %77, label %78, label %90

78:                                               ; preds = %74
  %79 = ptrtoint ptr %75 to i32
  %80 = ptrtoint ptr %2 to i32
  %81 = sub i32 %79, %80
  %82 = getelementptr i8, ptr %2, i32 %81
  br label %83

83:                                               ; preds = %83, %78
  %84 = phi ptr [ %85, %83 ], [ %2, %78 ]
  %85 = getelementptr inbounds i8, ptr %84, i32 1
  %86 = load i8, ptr %84, align 1, !tbaa !4
  %87 = sext i8 %86 to i32
  %88 = tail call i32 @putchar(i32 noundef %87) #2
  %89 = icmp eq ptr %85, %82
  br i1 %89, label %90, label %83, !llvm.loop !7

90:                                               ; preds = %83, %74
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  br label %154

92:                                               ; preds = %73
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.5) #2
  %94 = icmp ult ptr %2, %3
  br i1 %94, label %95, label %107

95:                                               ; preds = %92
  %96 = ptrtoint ptr %3 to i32
  %97 = ptrtoint ptr %2 to i32
  %98 = sub i32 %96, %97
  %99 = getelementptr i8, ptr %2, i32 %98
  br label %100

100:                                              ; preds = %100, %95
  %101 = phi ptr [ %102, %100 ], [ %2, %95 ]
  %102 = getelementptr inbounds i8, ptr %101, i32 1
  %103 = load i8, ptr %101, align 1, !tbaa !4
  %104 = sext i8 %103 to i32
  %105 = tail call i32 @putchar(i32 noundef %104) #2
  %106 = icmp eq ptr %102, %99
  br i1 %106, label %107, label %100, !llvm.loop !7

107:                                              ; preds = %100, %92
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  br label %109

109:                                              ; preds = %1, %6, %107
  br label %159

110:                                              ; preds = %1
  %111 = icmp eq i8 %5, 61
  br i1 %111, label %112, label %135

112:                                              ; preds = %110
  %113 = getelementptr inbounds i8, ptr %3, i32 -1
  %114 = load i8, ptr %113, align 1, !tbaa !4
  %115 = add i8 %114, -60
  %116 = icmp ult i8 %115, 3
  br i1 %116, label %117, label %135

117:                                              ; preds = %112
  %118 = getelementptr inbounds i8, ptr %3, i32 1
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.6) #2
  %120 = icmp ult ptr %2, %118
  br i1 %120, label %121, label %133

121:                                              ; preds = %117
  %122 = ptrtoint ptr %118 to i32
  %123 = ptrtoint ptr %2 to i32
  %124 = sub i32 %122, %123
  %125 = getelementptr i8, ptr %2, i32 %124
  br label %126

126:                                              ; preds = %126, %121
  %127 = phi ptr [ %128, %126 ], [ %2, %121 ]
  %128 = getelementptr inbounds i8, ptr %127, i32 1
  %129 = load i8, ptr %127, align 1, !tbaa !4
  %130 = sext i8 %129 to i32
  %131 = tail call i32 @putchar(i32 noundef %130) #2
  %132 = icmp eq ptr %128, %125
  br i1 %132, label %133, label %126, !llvm.loop !7

133:                                              ; preds = %126, %117
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  br label %154

135:                                              ; preds = %112, %110
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.6) #2
  %137 = icmp ult ptr %2, %3
  br i1 %137, label %138, label %150

138:                                              ; preds = %135
  %139 = ptrtoint ptr %3 to i32
  %140 = ptrtoint ptr %2 to i32
  %141 = sub i32 %139, %140
  %142 = getelementptr i8, ptr %2, i32 %141
  br label %143

143:                                              ; preds = %143, %138
  %144 = phi ptr [ %145, %143 ], [ %2, %138 ]
  %145 = getelementptr inbounds i8, ptr %144, i32 1
  %146 = load i8, ptr %144, align 1, !tbaa !4
  %147 = sext i8 %146 to i32
  %148 = tail call i32 @putchar(i32 noundef %147) #2
  %149 = icmp eq ptr %145, %142
  br i1 %149, label %150, label %143, !llvm.loop !7

150:                                              ; preds = %143, %135
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #2
  %152 = getelementptr inbounds i8, ptr %3, i32 -1
  br label %154

153:                                              ; preds = %17, %17, %17, %17, %17, %17, %17
  br label %154

154:                                              ; preds = %153, %150, %133, %90, %73, %70, %46, %43, %25, %19, %18, %17, %11, %8
  %155 = phi ptr [ %3, %153 ], [ %2, %73 ], [ %3, %17 ], [ %3, %11 ], [ %3, %8 ], [ %3, %19 ], [ %3, %18 ], [ %2, %43 ], [ %2, %25 ], [ %2, %70 ], [ %2, %46 ], [ %2, %90 ], [ %2, %150 ], [ %2, %133 ]
  %156 = phi ptr [ %3, %153 ], [ %3, %73 ], [ %3, %17 ], [ %3, %11 ], [ %3, %8 ], [ %3, %19 ], [ %3, %18 ], [ %45, %43 ], [ %3, %25 ], [ %72, %70 ], [ %3, %46 ], [ %3, %90 ], [ %152, %150 ], [ %3, %133 ]
  %157 = phi i32 [ 4, %153 ], [ 3, %73 ], [ 3, %17 ], [ 2, %11 ], [ 1, %8 ], [ 0, %19 ], [ 0, %18 ], [ 0, %43 ], [ 1, %25 ], [ 0, %70 ], [ 2, %46 ], [ 0, %90 ], [ 0, %150 ], [ 0, %133 ]
  %158 = getelementptr inbounds i8, ptr %156, i32 1
  br label %1

159:                                              ; preds = %109, %173
  %160 = phi i32 [ %176, %173 ], [ 0, %109 ]
  %161 = phi i32 [ %175, %173 ], [ 0, %109 ]
  %162 = phi i32 [ %174, %173 ], [ 0, %109 ]
  %163 = add nsw i32 %161, 1
  %164 = getelementptr inbounds [3 x i32], ptr @traffic.dur, i32 0, i32 %162
  %165 = load i32, ptr %164, align 4, !tbaa !9
  %166 = icmp slt i32 %163, %165
  br i1 %166, label %173, label %167

167:                                              ; preds = %159
  %168 = add nsw i32 %162, 1
  %169 = srem i32 %168, 3
  %170 = getelementptr inbounds [3 x ptr], ptr @traffic.names, i32 0, i32 %169
  %171 = load ptr, ptr %170, align 4, !tbaa !11
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef %160, ptr noundef %171) #2
  br label %173

173:                                              ; preds = %167, %159
  %174 = phi i32 [ %169, %167 ], [ %162, %159 ]
  %175 = phi i32 [ 0, %167 ], [ %163, %159 ]
  %176 = add nuw nsw i32 %160, 1
  %177 = icmp eq i32 %176, 20
  br i1 %177, label %178, label %159, !llvm.loop !13

178:                                              ; preds = %173
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !5, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !5, i64 0}
!13 = distinct !{!13, !8}
