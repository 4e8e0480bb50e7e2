; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [12 x i8] c"best %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"iidlFDCBT\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"mix %.3f %.3f\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"TdTF\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mix2 %.3f %.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"big %lld %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%d %s %.2f %lld %c\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"[log] \00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 8
  %2 = tail call i64 (i32, ...) @pick_pair(i32 poison, i64 8589934593, i64 -12884901878, i64 17179869188) #6
  %3 = trunc i64 %2 to i32
  %4 = lshr i64 %2, 32
  %5 = trunc i64 %4 to i32
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %3, i32 noundef %5) #7
  store i64 3000000021, ptr %1, align 8, !tbaa !4, !alias.scope !8
  %7 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 1
  store i64 6000000042, ptr %7, align 8, !tbaa !4, !alias.scope !8
  %8 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 2
  store i64 9000000063, ptr %8, align 8, !tbaa !4, !alias.scope !8
  %9 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 3
  store i64 12000000084, ptr %9, align 8, !tbaa !4, !alias.scope !8
  %10 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 4
  store i64 15000000105, ptr %10, align 8, !tbaa !4, !alias.scope !8
  %11 = tail call { double, float } (ptr, ...) @mix(ptr noundef nonnull @.str.1, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01, i64 noundef 34359738368, <2 x float> <float 1.500000e+00, float 3.000000e+00>, float 4.500000e+00, double 1.500000e+00, float 2.500000e+00, i64 45875207, i64 7696581394432, ptr noundef nonnull byval(%struct.Big) align 8 %1, i24 723465) #6
  %12 = extractvalue { double, float } %11, 0
  %13 = extractvalue { double, float } %11, 1
  %14 = fpext float %13 to double
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %12, double noundef %14) #7
  %16 = tail call { double, float } (ptr, ...) @mix(ptr noundef nonnull @.str.3, i24 197121, double noundef 2.000000e+00, i24 -3487288, <2 x float> <float -5.000000e-01, float -1.000000e+00>, float -1.500000e+00) #6
  %17 = extractvalue { double, float } %16, 0
  %18 = extractvalue { double, float } %16, 1
  %19 = fpext float %18 to double
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %17, double noundef %19) #7
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef -2000000014, i64 noundef -10000000070) #7
  tail call void (ptr, ...) @logf_(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef 122) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal i64 @pick_pair(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %5 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %14, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  store ptr %10, ptr %4, align 8
  %11 = load i32, ptr %7, align 4, !tbaa.struct !11
  %12 = getelementptr inbounds i8, ptr %7, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa.struct !14
  br label %22

14:                                               ; preds = %1
  %15 = zext i32 %3 to i64
  %16 = getelementptr i8, ptr %6, i64 %15
  %17 = add nuw nsw i32 %3, 8
  store i32 %17, ptr %2, align 16
  %18 = load i32, ptr %16, align 4, !tbaa.struct !11
  %19 = getelementptr inbounds i8, ptr %16, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa.struct !14
  %21 = icmp ult i32 %3, 33
  br i1 %21, label %30, label %22

22:                                               ; preds = %14, %9
  %23 = phi i32 [ %13, %9 ], [ %20, %14 ]
  %24 = phi i32 [ %11, %9 ], [ %18, %14 ]
  %25 = phi ptr [ %10, %9 ], [ %7, %14 ]
  %26 = getelementptr i8, ptr %25, i64 8
  store ptr %26, ptr %4, align 8
  %27 = load i32, ptr %25, align 4, !tbaa.struct !11
  %28 = getelementptr inbounds i8, ptr %25, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa.struct !14
  br label %38

30:                                               ; preds = %14
  %31 = zext i32 %17 to i64
  %32 = getelementptr i8, ptr %6, i64 %31
  %33 = add nuw nsw i32 %3, 16
  store i32 %33, ptr %2, align 16
  %34 = load i32, ptr %32, align 4, !tbaa.struct !11
  %35 = getelementptr inbounds i8, ptr %32, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa.struct !14
  %37 = icmp ult i32 %3, 25
  br i1 %37, label %45, label %38

38:                                               ; preds = %22, %30
  %39 = phi i32 [ %29, %22 ], [ %36, %30 ]
  %40 = phi i32 [ %27, %22 ], [ %34, %30 ]
  %41 = phi ptr [ %26, %22 ], [ %7, %30 ]
  %42 = phi i32 [ %24, %22 ], [ %18, %30 ]
  %43 = phi i32 [ %23, %22 ], [ %20, %30 ]
  %44 = getelementptr i8, ptr %41, i64 8
  store ptr %44, ptr %4, align 8
  br label %49

45:                                               ; preds = %30
  %46 = zext i32 %33 to i64
  %47 = getelementptr i8, ptr %6, i64 %46
  %48 = add nuw nsw i32 %3, 24
  store i32 %48, ptr %2, align 16
  br label %49

49:                                               ; preds = %45, %38
  %50 = phi i32 [ %36, %45 ], [ %39, %38 ]
  %51 = phi i32 [ %34, %45 ], [ %40, %38 ]
  %52 = phi i32 [ %18, %45 ], [ %42, %38 ]
  %53 = phi i32 [ %20, %45 ], [ %43, %38 ]
  %54 = phi ptr [ %47, %45 ], [ %41, %38 ]
  %55 = add nsw i32 %50, %51
  %56 = add nsw i32 %53, %52
  %57 = icmp sgt i32 %56, 0
  %58 = select i1 %57, i32 %52, i32 0
  %59 = select i1 %57, i32 %53, i32 0
  %60 = add nsw i32 %58, %59
  %61 = icmp sgt i32 %55, %60
  %62 = select i1 %61, i32 %51, i32 %58
  %63 = select i1 %61, i32 %50, i32 %59
  %64 = load i32, ptr %54, align 4, !tbaa.struct !11
  %65 = getelementptr inbounds i8, ptr %54, i64 4
  %66 = load i32, ptr %65, align 4, !tbaa.struct !14
  %67 = add nsw i32 %66, %64
  %68 = add nsw i32 %62, %63
  %69 = icmp sgt i32 %67, %68
  %70 = select i1 %69, i32 %66, i32 %63
  %71 = select i1 %69, i32 %64, i32 %62
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  %72 = zext i32 %70 to i64
  %73 = shl nuw i64 %72, 32
  %74 = zext i32 %71 to i64
  %75 = or i64 %73, %74
  ret i64 %75
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind
define internal { double, float } @mix(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = load i8, ptr %0, align 1, !tbaa !15
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %216, label %6

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 16
  %8 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 2
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 3
  %10 = load ptr, ptr %9, align 16
  %11 = getelementptr inbounds %struct.__va_list_tag, ptr %2, i64 0, i32 1
  %12 = load ptr, ptr %8, align 8
  %13 = load i32, ptr %11, align 4
  br label %20

14:                                               ; preds = %187
  %15 = icmp eq i8 %4, 105
  br i1 %15, label %16, label %216

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 16
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %3, i64 0, i32 2
  %19 = load ptr, ptr %18, align 8
  br label %196

20:                                               ; preds = %6, %187
  %21 = phi i32 [ %13, %6 ], [ %188, %187 ]
  %22 = phi ptr [ %12, %6 ], [ %189, %187 ]
  %23 = phi i8 [ %4, %6 ], [ %194, %187 ]
  %24 = phi double [ 0.000000e+00, %6 ], [ %192, %187 ]
  %25 = phi float [ 0.000000e+00, %6 ], [ %191, %187 ]
  %26 = phi ptr [ %0, %6 ], [ %193, %187 ]
  %27 = phi i32 [ %7, %6 ], [ %190, %187 ]
  %28 = sext i8 %23 to i32
  switch i32 %28, label %187 [
    i32 105, label %29
    i32 100, label %44
    i32 108, label %58
    i32 70, label %73
    i32 68, label %97
    i32 67, label %118
    i32 66, label %142
    i32 84, label %163
  ]

29:                                               ; preds = %20
  %30 = icmp ult i32 %27, 41
  br i1 %30, label %31, label %35

31:                                               ; preds = %29
  %32 = zext i32 %27 to i64
  %33 = getelementptr i8, ptr %10, i64 %32
  %34 = add nuw nsw i32 %27, 8
  store i32 %34, ptr %2, align 16
  br label %37

35:                                               ; preds = %29
  %36 = getelementptr i8, ptr %22, i64 8
  store ptr %36, ptr %8, align 8
  br label %37

37:                                               ; preds = %35, %31
  %38 = phi ptr [ %22, %31 ], [ %36, %35 ]
  %39 = phi i32 [ %34, %31 ], [ %27, %35 ]
  %40 = phi ptr [ %33, %31 ], [ %22, %35 ]
  %41 = load i32, ptr %40, align 4
  %42 = sitofp i32 %41 to double
  %43 = fadd double %24, %42
  br label %187

44:                                               ; preds = %20
  %45 = icmp ult i32 %21, 161
  br i1 %45, label %46, label %50

46:                                               ; preds = %44
  %47 = zext i32 %21 to i64
  %48 = getelementptr i8, ptr %10, i64 %47
  %49 = add nuw nsw i32 %21, 16
  store i32 %49, ptr %11, align 4
  br label %52

50:                                               ; preds = %44
  %51 = getelementptr i8, ptr %22, i64 8
  store ptr %51, ptr %8, align 8
  br label %52

52:                                               ; preds = %50, %46
  %53 = phi i32 [ %49, %46 ], [ %21, %50 ]
  %54 = phi ptr [ %22, %46 ], [ %51, %50 ]
  %55 = phi ptr [ %48, %46 ], [ %22, %50 ]
  %56 = load double, ptr %55, align 8
  %57 = fadd double %24, %56
  br label %187

58:                                               ; preds = %20
  %59 = icmp ult i32 %27, 41
  br i1 %59, label %60, label %64

60:                                               ; preds = %58
  %61 = zext i32 %27 to i64
  %62 = getelementptr i8, ptr %10, i64 %61
  %63 = add nuw nsw i32 %27, 8
  store i32 %63, ptr %2, align 16
  br label %66

64:                                               ; preds = %58
  %65 = getelementptr i8, ptr %22, i64 8
  store ptr %65, ptr %8, align 8
  br label %66

66:                                               ; preds = %64, %60
  %67 = phi ptr [ %22, %60 ], [ %65, %64 ]
  %68 = phi i32 [ %63, %60 ], [ %27, %64 ]
  %69 = phi ptr [ %62, %60 ], [ %22, %64 ]
  %70 = load i64, ptr %69, align 8
  %71 = sitofp i64 %70 to double
  %72 = fadd double %24, %71
  br label %187

73:                                               ; preds = %20
  %74 = icmp ult i32 %21, 145
  br i1 %74, label %75, label %82

75:                                               ; preds = %73
  %76 = zext i32 %21 to i64
  %77 = getelementptr i8, ptr %10, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load <2 x float>, ptr %77, align 16
  %80 = load float, ptr %78, align 16
  %81 = add nuw nsw i32 %21, 32
  store i32 %81, ptr %11, align 4
  br label %87

82:                                               ; preds = %73
  %83 = getelementptr inbounds i8, ptr %22, i64 8
  %84 = getelementptr i8, ptr %22, i64 16
  store ptr %84, ptr %8, align 8
  %85 = load float, ptr %83, align 4, !tbaa.struct !16
  %86 = load <2 x float>, ptr %22, align 4
  br label %87

87:                                               ; preds = %82, %75
  %88 = phi i32 [ %81, %75 ], [ %21, %82 ]
  %89 = phi ptr [ %22, %75 ], [ %84, %82 ]
  %90 = phi float [ %80, %75 ], [ %85, %82 ]
  %91 = phi <2 x float> [ %79, %75 ], [ %86, %82 ]
  %92 = shufflevector <2 x float> %91, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %93 = fadd <2 x float> %91, %92
  %94 = extractelement <2 x float> %93, i64 0
  %95 = fadd float %94, %90
  %96 = fadd float %25, %95
  br label %187

97:                                               ; preds = %20
  %98 = icmp ult i32 %21, 145
  br i1 %98, label %99, label %106

99:                                               ; preds = %97
  %100 = zext i32 %21 to i64
  %101 = getelementptr i8, ptr %10, i64 %100
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load double, ptr %101, align 16
  %104 = load float, ptr %102, align 16
  %105 = add nuw nsw i32 %21, 32
  store i32 %105, ptr %11, align 4
  br label %111

106:                                              ; preds = %97
  %107 = getelementptr inbounds i8, ptr %22, i64 8
  %108 = getelementptr i8, ptr %22, i64 16
  store ptr %108, ptr %8, align 8
  %109 = load float, ptr %107, align 8, !tbaa.struct !17
  %110 = load double, ptr %22, align 8, !tbaa.struct !20
  br label %111

111:                                              ; preds = %106, %99
  %112 = phi i32 [ %105, %99 ], [ %21, %106 ]
  %113 = phi ptr [ %22, %99 ], [ %108, %106 ]
  %114 = phi double [ %103, %99 ], [ %110, %106 ]
  %115 = phi float [ %104, %99 ], [ %109, %106 ]
  %116 = fadd double %24, %114
  %117 = fadd float %25, %115
  br label %187

118:                                              ; preds = %20
  %119 = icmp ult i32 %27, 33
  br i1 %119, label %120, label %124

120:                                              ; preds = %118
  %121 = zext i32 %27 to i64
  %122 = getelementptr i8, ptr %10, i64 %121
  %123 = add nuw nsw i32 %27, 16
  store i32 %123, ptr %2, align 16
  br label %126

124:                                              ; preds = %118
  %125 = getelementptr i8, ptr %22, i64 16
  store ptr %125, ptr %8, align 8
  br label %126

126:                                              ; preds = %124, %120
  %127 = phi ptr [ %22, %120 ], [ %125, %124 ]
  %128 = phi i32 [ %123, %120 ], [ %27, %124 ]
  %129 = phi ptr [ %122, %120 ], [ %22, %124 ]
  %130 = load i8, ptr %129, align 8, !tbaa.struct !23
  %131 = getelementptr inbounds i8, ptr %129, i64 2
  %132 = load i16, ptr %131, align 2, !tbaa.struct !26
  %133 = getelementptr inbounds i8, ptr %129, i64 8
  %134 = load i64, ptr %133, align 8, !tbaa.struct !27
  %135 = sext i8 %130 to i32
  %136 = sext i16 %132 to i32
  %137 = add nsw i32 %136, %135
  %138 = sitofp i32 %137 to double
  %139 = sitofp i64 %134 to double
  %140 = fadd double %139, %138
  %141 = fadd double %24, %140
  br label %187

142:                                              ; preds = %20
  %143 = getelementptr i8, ptr %22, i64 40
  store ptr %143, ptr %8, align 8
  %144 = load i64, ptr %22, align 8, !tbaa.struct !28
  %145 = getelementptr inbounds i8, ptr %22, i64 8
  %146 = load i64, ptr %145, align 8, !tbaa.struct !29
  %147 = getelementptr inbounds i8, ptr %22, i64 16
  %148 = load i64, ptr %147, align 8, !tbaa.struct !30
  %149 = getelementptr inbounds i8, ptr %22, i64 24
  %150 = load i64, ptr %149, align 8, !tbaa.struct !31
  %151 = getelementptr inbounds i8, ptr %22, i64 32
  %152 = load i64, ptr %151, align 8, !tbaa.struct !32
  %153 = sitofp i64 %144 to double
  %154 = fadd double %24, %153
  %155 = sitofp i64 %146 to double
  %156 = fadd double %154, %155
  %157 = sitofp i64 %148 to double
  %158 = fadd double %156, %157
  %159 = sitofp i64 %150 to double
  %160 = fadd double %158, %159
  %161 = sitofp i64 %152 to double
  %162 = fadd double %160, %161
  br label %187

163:                                              ; preds = %20
  %164 = icmp ult i32 %27, 41
  br i1 %164, label %165, label %169

165:                                              ; preds = %163
  %166 = zext i32 %27 to i64
  %167 = getelementptr i8, ptr %10, i64 %166
  %168 = add nuw nsw i32 %27, 8
  store i32 %168, ptr %2, align 16
  br label %171

169:                                              ; preds = %163
  %170 = getelementptr i8, ptr %22, i64 8
  store ptr %170, ptr %8, align 8
  br label %171

171:                                              ; preds = %169, %165
  %172 = phi ptr [ %22, %165 ], [ %170, %169 ]
  %173 = phi i32 [ %168, %165 ], [ %27, %169 ]
  %174 = phi ptr [ %167, %165 ], [ %22, %169 ]
  %175 = load i8, ptr %174, align 1, !tbaa.struct !33
  %176 = getelementptr inbounds i8, ptr %174, i64 1
  %177 = load i8, ptr %176, align 1, !tbaa.struct !34
  %178 = getelementptr inbounds i8, ptr %174, i64 2
  %179 = load i8, ptr %178, align 1, !tbaa.struct !35
  %180 = zext i8 %175 to i32
  %181 = zext i8 %177 to i32
  %182 = add nuw nsw i32 %181, %180
  %183 = zext i8 %179 to i32
  %184 = add nuw nsw i32 %182, %183
  %185 = sitofp i32 %184 to float
  %186 = fadd float %25, %185
  br label %187

187:                                              ; preds = %37, %52, %66, %87, %111, %126, %142, %171, %20
  %188 = phi i32 [ %21, %20 ], [ %21, %171 ], [ %21, %142 ], [ %21, %126 ], [ %112, %111 ], [ %88, %87 ], [ %21, %66 ], [ %53, %52 ], [ %21, %37 ]
  %189 = phi ptr [ %22, %20 ], [ %172, %171 ], [ %143, %142 ], [ %127, %126 ], [ %113, %111 ], [ %89, %87 ], [ %67, %66 ], [ %54, %52 ], [ %38, %37 ]
  %190 = phi i32 [ %27, %20 ], [ %173, %171 ], [ %27, %142 ], [ %128, %126 ], [ %27, %111 ], [ %27, %87 ], [ %68, %66 ], [ %27, %52 ], [ %39, %37 ]
  %191 = phi float [ %25, %20 ], [ %186, %171 ], [ %25, %142 ], [ %25, %126 ], [ %117, %111 ], [ %96, %87 ], [ %25, %66 ], [ %25, %52 ], [ %25, %37 ]
  %192 = phi double [ %24, %20 ], [ %24, %171 ], [ %162, %142 ], [ %141, %126 ], [ %116, %111 ], [ %24, %87 ], [ %72, %66 ], [ %57, %52 ], [ %43, %37 ]
  %193 = getelementptr inbounds i8, ptr %26, i64 1
  %194 = load i8, ptr %193, align 1, !tbaa !15
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %14, label %20, !llvm.loop !36

196:                                              ; preds = %16, %206
  %197 = phi ptr [ %19, %16 ], [ %207, %206 ]
  %198 = phi ptr [ %0, %16 ], [ %210, %206 ]
  %199 = phi i32 [ 0, %16 ], [ %209, %206 ]
  %200 = phi i32 [ %17, %16 ], [ %208, %206 ]
  %201 = icmp ult i32 %200, 41
  br i1 %201, label %202, label %204

202:                                              ; preds = %196
  %203 = add nuw nsw i32 %200, 8
  store i32 %203, ptr %3, align 16
  br label %206

204:                                              ; preds = %196
  %205 = getelementptr i8, ptr %197, i64 8
  store ptr %205, ptr %18, align 8
  br label %206

206:                                              ; preds = %204, %202
  %207 = phi ptr [ %205, %204 ], [ %197, %202 ]
  %208 = phi i32 [ %200, %204 ], [ %203, %202 ]
  %209 = add nuw nsw i32 %199, 1
  %210 = getelementptr inbounds i8, ptr %198, i64 1
  %211 = load i8, ptr %210, align 1, !tbaa !15
  %212 = icmp eq i8 %211, 105
  br i1 %212, label %196, label %213, !llvm.loop !38

213:                                              ; preds = %206
  %214 = mul nsw i32 %209, 1000
  %215 = sitofp i32 %214 to float
  br label %216

216:                                              ; preds = %1, %213, %14
  %217 = phi double [ %192, %14 ], [ %192, %213 ], [ 0.000000e+00, %1 ]
  %218 = phi float [ %191, %14 ], [ %191, %213 ], [ 0.000000e+00, %1 ]
  %219 = phi float [ 0.000000e+00, %14 ], [ %215, %213 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %220 = fadd float %218, %219
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  %221 = insertvalue { double, float } poison, double %217, 0
  %222 = insertvalue { double, float } %221, float %220, 1
  ret { double, float } %222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @logf_(ptr nocapture readnone %0, ...) unnamed_addr #4 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #7
  %4 = call i32 @vprintf(ptr noundef nonnull @.str.6, ptr noundef nonnull %2) #7
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #5

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"make_big: argument 0"}
!10 = distinct !{!10, !"make_big"}
!11 = !{i64 0, i64 4, !12, i64 4, i64 4, !12}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{i64 0, i64 4, !12}
!15 = !{!6, !6, i64 0}
!16 = !{i64 0, i64 4, !15}
!17 = !{i64 0, i64 4, !18}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !6, i64 0}
!20 = !{i64 0, i64 8, !21, i64 8, i64 4, !18}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !6, i64 0}
!23 = !{i64 0, i64 1, !15, i64 2, i64 2, !24, i64 8, i64 8, !4}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !6, i64 0}
!26 = !{i64 0, i64 2, !24, i64 6, i64 8, !4}
!27 = !{i64 0, i64 8, !4}
!28 = !{i64 0, i64 40, !15}
!29 = !{i64 0, i64 32, !15}
!30 = !{i64 0, i64 24, !15}
!31 = !{i64 0, i64 16, !15}
!32 = !{i64 0, i64 8, !15}
!33 = !{i64 0, i64 3, !15}
!34 = !{i64 0, i64 2, !15}
!35 = !{i64 0, i64 1, !15}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.mustprogress"}
!38 = distinct !{!38, !37}
