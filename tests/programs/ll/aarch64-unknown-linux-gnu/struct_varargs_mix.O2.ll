; ModuleID = 'tests/programs/struct_varargs_mix.c'
source_filename = "tests/programs/struct_varargs_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [5 x i64] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
  %1 = alloca %struct.Big, align 16
  %2 = tail call i64 (i32, ...) @pick_pair(i32 poison, i64 8589934593, i64 -12884901878, i64 17179869188) #6
  %3 = trunc i64 %2 to i32
  %4 = lshr i64 %2, 32
  %5 = trunc i64 %4 to i32
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %3, i32 noundef %5) #7
  store <2 x i64> <i64 3000000021, i64 6000000042>, ptr %1, align 16, !tbaa !5, !alias.scope !9
  %7 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 2
  store <2 x i64> <i64 9000000063, i64 12000000084>, ptr %7, align 16, !tbaa !5, !alias.scope !9
  %8 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 4
  store i64 15000000105, ptr %8, align 16, !tbaa !5, !alias.scope !9
  %9 = call [2 x i64] (ptr, ...) @mix(ptr noundef nonnull @.str.1, i32 noundef 3, i32 noundef 4, double noundef 5.000000e-01, i64 noundef 34359738368, [3 x float] [float 1.500000e+00, float 3.000000e+00, float 4.500000e+00], [2 x i64] [i64 4609434218613702656, i64 1075838976], [2 x i64] [i64 45875207, i64 7696581394432], ptr noundef nonnull %1, i64 723465) #6
  %10 = extractvalue [2 x i64] %9, 0
  %11 = bitcast i64 %10 to double
  %12 = extractvalue [2 x i64] %9, 1
  %13 = trunc i64 %12 to i32
  %14 = bitcast i32 %13 to float
  %15 = fpext float %14 to double
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %11, double noundef %15) #7
  %17 = call [2 x i64] (ptr, ...) @mix(ptr noundef nonnull @.str.3, i64 197121, double noundef 2.000000e+00, i64 13289928, [3 x float] [float -5.000000e-01, float -1.000000e+00, float -1.500000e+00]) #6
  %18 = extractvalue [2 x i64] %17, 0
  %19 = extractvalue [2 x i64] %17, 1
  %20 = trunc i64 %19 to i32
  %21 = bitcast i64 %18 to double
  %22 = bitcast i32 %20 to float
  %23 = fpext float %22 to double
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef %21, double noundef %23) #7
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i64 noundef -2000000014, i64 noundef -10000000070) #7
  call void (ptr, ...) @logf_(ptr nonnull poison, i32 noundef 42, ptr noundef nonnull @.str.7, double noundef 3.141590e+00, i64 noundef -5, i32 noundef 122) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind
define internal i64 @pick_pair(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %3 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 3
  %4 = load i32, ptr %3, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 8
  store i32 %10, ptr %3, align 8
  %11 = icmp ult i32 %4, -7
  br i1 %11, label %17, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %13, ptr %2, align 8
  %14 = load i32, ptr %5, align 8, !tbaa.struct !12
  %15 = getelementptr inbounds i8, ptr %5, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa.struct !15
  br label %27

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i8, ptr %7, i64 %18
  %20 = load i32, ptr %19, align 8, !tbaa.struct !12
  %21 = getelementptr inbounds i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa.struct !15
  %23 = icmp sgt i32 %4, -9
  br i1 %23, label %27, label %24

24:                                               ; preds = %17
  %25 = add nsw i32 %4, 16
  store i32 %25, ptr %3, align 8
  %26 = icmp ult i32 %10, -7
  br i1 %26, label %35, label %27

27:                                               ; preds = %17, %24, %12
  %28 = phi i32 [ %22, %24 ], [ %22, %17 ], [ %16, %12 ]
  %29 = phi i32 [ %20, %24 ], [ %20, %17 ], [ %14, %12 ]
  %30 = phi ptr [ %5, %24 ], [ %5, %17 ], [ %13, %12 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %31, ptr %2, align 8
  %32 = load i32, ptr %30, align 8, !tbaa.struct !12
  %33 = getelementptr inbounds i8, ptr %30, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa.struct !15
  br label %48

35:                                               ; preds = %24
  %36 = sext i32 %10 to i64
  %37 = getelementptr inbounds i8, ptr %7, i64 %36
  %38 = load i32, ptr %37, align 8, !tbaa.struct !12
  %39 = getelementptr inbounds i8, ptr %37, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa.struct !15
  %41 = icmp sgt i32 %4, -17
  br i1 %41, label %48, label %42

42:                                               ; preds = %35
  %43 = add nsw i32 %4, 24
  store i32 %43, ptr %3, align 8
  %44 = icmp ult i32 %25, -7
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %46 = sext i32 %25 to i64
  %47 = getelementptr inbounds i8, ptr %7, i64 %46
  br label %55

48:                                               ; preds = %27, %42, %35
  %49 = phi i32 [ %34, %27 ], [ %40, %42 ], [ %40, %35 ]
  %50 = phi i32 [ %32, %27 ], [ %38, %42 ], [ %38, %35 ]
  %51 = phi ptr [ %31, %27 ], [ %5, %42 ], [ %5, %35 ]
  %52 = phi i32 [ %29, %27 ], [ %20, %42 ], [ %20, %35 ]
  %53 = phi i32 [ %28, %27 ], [ %22, %42 ], [ %22, %35 ]
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr %54, ptr %2, align 8
  br label %55

55:                                               ; preds = %48, %45
  %56 = phi i32 [ %40, %45 ], [ %49, %48 ]
  %57 = phi i32 [ %38, %45 ], [ %50, %48 ]
  %58 = phi i32 [ %20, %45 ], [ %52, %48 ]
  %59 = phi i32 [ %22, %45 ], [ %53, %48 ]
  %60 = phi ptr [ %47, %45 ], [ %51, %48 ]
  %61 = add nsw i32 %56, %57
  %62 = add nsw i32 %59, %58
  %63 = icmp sgt i32 %62, 0
  %64 = select i1 %63, i32 %58, i32 0
  %65 = select i1 %63, i32 %59, i32 0
  %66 = add nsw i32 %64, %65
  %67 = icmp sgt i32 %61, %66
  %68 = select i1 %67, i32 %57, i32 %64
  %69 = select i1 %67, i32 %56, i32 %65
  %70 = load i32, ptr %60, align 8, !tbaa.struct !12
  %71 = getelementptr inbounds i8, ptr %60, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa.struct !15
  %73 = add nsw i32 %72, %70
  %74 = add nsw i32 %68, %69
  %75 = icmp sgt i32 %73, %74
  %76 = select i1 %75, i32 %72, i32 %69
  %77 = select i1 %75, i32 %70, i32 %68
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  %78 = zext i32 %76 to i64
  %79 = shl nuw i64 %78, 32
  %80 = zext i32 %77 to i64
  %81 = or i64 %79, %80
  ret i64 %81
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
define internal [2 x i64] @mix(ptr nocapture noundef readonly %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start(ptr nonnull %2)
  call void @llvm.va_copy(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 3
  %6 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 1
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 4
  %9 = getelementptr inbounds %struct.__va_list, ptr %2, i64 0, i32 2
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %5, align 8
  %12 = load i32, ptr %8, align 4
  br label %13

13:                                               ; preds = %217, %1
  %14 = phi i32 [ %12, %1 ], [ %218, %217 ]
  %15 = phi i32 [ %11, %1 ], [ %219, %217 ]
  %16 = phi ptr [ %4, %1 ], [ %220, %217 ]
  %17 = phi ptr [ %0, %1 ], [ %223, %217 ]
  %18 = phi float [ 0.000000e+00, %1 ], [ %221, %217 ]
  %19 = phi double [ 0.000000e+00, %1 ], [ %222, %217 ]
  %20 = load i8, ptr %17, align 1, !tbaa !16
  switch i8 %20, label %217 [
    i8 0, label %21
    i8 105, label %28
    i8 100, label %46
    i8 108, label %63
    i8 70, label %81
    i8 68, label %108
    i8 67, label %128
    i8 66, label %155
    i8 84, label %190
  ]

21:                                               ; preds = %13
  %22 = load i8, ptr %0, align 1, !tbaa !16
  %23 = icmp eq i8 %22, 105
  br i1 %23, label %24, label %246

24:                                               ; preds = %21
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.__va_list, ptr %3, i64 0, i32 3
  %27 = load i32, ptr %26, align 8
  br label %224

28:                                               ; preds = %13
  %29 = icmp sgt i32 %15, -1
  br i1 %29, label %36, label %30

30:                                               ; preds = %28
  %31 = add nsw i32 %15, 8
  store i32 %31, ptr %5, align 8
  %32 = icmp ult i32 %15, -7
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  %34 = sext i32 %15 to i64
  %35 = getelementptr inbounds i8, ptr %7, i64 %34
  br label %39

36:                                               ; preds = %30, %28
  %37 = phi i32 [ %31, %30 ], [ %15, %28 ]
  %38 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %38, ptr %2, align 8
  br label %39

39:                                               ; preds = %36, %33
  %40 = phi i32 [ %31, %33 ], [ %37, %36 ]
  %41 = phi ptr [ %16, %33 ], [ %38, %36 ]
  %42 = phi ptr [ %35, %33 ], [ %16, %36 ]
  %43 = load i32, ptr %42, align 8
  %44 = sitofp i32 %43 to double
  %45 = fadd double %19, %44
  br label %217

46:                                               ; preds = %13
  %47 = icmp sgt i32 %14, -1
  br i1 %47, label %54, label %48

48:                                               ; preds = %46
  %49 = add nsw i32 %14, 16
  store i32 %49, ptr %8, align 4
  %50 = icmp ult i32 %14, -15
  br i1 %50, label %51, label %54

51:                                               ; preds = %48
  %52 = sext i32 %14 to i64
  %53 = getelementptr inbounds i8, ptr %10, i64 %52
  br label %57

54:                                               ; preds = %48, %46
  %55 = phi i32 [ %49, %48 ], [ %14, %46 ]
  %56 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %56, ptr %2, align 8
  br label %57

57:                                               ; preds = %54, %51
  %58 = phi i32 [ %49, %51 ], [ %55, %54 ]
  %59 = phi ptr [ %16, %51 ], [ %56, %54 ]
  %60 = phi ptr [ %53, %51 ], [ %16, %54 ]
  %61 = load double, ptr %60, align 8
  %62 = fadd double %19, %61
  br label %217

63:                                               ; preds = %13
  %64 = icmp sgt i32 %15, -1
  br i1 %64, label %71, label %65

65:                                               ; preds = %63
  %66 = add nsw i32 %15, 8
  store i32 %66, ptr %5, align 8
  %67 = icmp ult i32 %15, -7
  br i1 %67, label %68, label %71

68:                                               ; preds = %65
  %69 = sext i32 %15 to i64
  %70 = getelementptr inbounds i8, ptr %7, i64 %69
  br label %74

71:                                               ; preds = %65, %63
  %72 = phi i32 [ %66, %65 ], [ %15, %63 ]
  %73 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %73, ptr %2, align 8
  br label %74

74:                                               ; preds = %71, %68
  %75 = phi i32 [ %66, %68 ], [ %72, %71 ]
  %76 = phi ptr [ %16, %68 ], [ %73, %71 ]
  %77 = phi ptr [ %70, %68 ], [ %16, %71 ]
  %78 = load i64, ptr %77, align 8
  %79 = sitofp i64 %78 to double
  %80 = fadd double %19, %79
  br label %217

81:                                               ; preds = %13
  %82 = icmp sgt i32 %14, -1
  br i1 %82, label %91, label %83

83:                                               ; preds = %81
  %84 = add nsw i32 %14, 48
  store i32 %84, ptr %8, align 4
  %85 = icmp ult i32 %14, -47
  br i1 %85, label %86, label %91

86:                                               ; preds = %83
  %87 = sext i32 %14 to i64
  %88 = getelementptr inbounds i8, ptr %10, i64 %87
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = getelementptr inbounds i8, ptr %88, i64 32
  br label %96

91:                                               ; preds = %83, %81
  %92 = phi i32 [ %84, %83 ], [ %14, %81 ]
  %93 = getelementptr inbounds i8, ptr %16, i64 8
  %94 = getelementptr inbounds i8, ptr %16, i64 4
  %95 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %95, ptr %2, align 8
  br label %96

96:                                               ; preds = %91, %86
  %97 = phi i32 [ %84, %86 ], [ %92, %91 ]
  %98 = phi ptr [ %16, %86 ], [ %95, %91 ]
  %99 = phi ptr [ %88, %86 ], [ %16, %91 ]
  %100 = phi ptr [ %89, %86 ], [ %94, %91 ]
  %101 = phi ptr [ %90, %86 ], [ %93, %91 ]
  %102 = load float, ptr %101, align 4
  %103 = load float, ptr %100, align 4
  %104 = load float, ptr %99, align 4
  %105 = fadd float %103, %104
  %106 = fadd float %102, %105
  %107 = fadd float %18, %106
  br label %217

108:                                              ; preds = %13
  %109 = icmp sgt i32 %15, -1
  br i1 %109, label %116, label %110

110:                                              ; preds = %108
  %111 = add nsw i32 %15, 16
  store i32 %111, ptr %5, align 8
  %112 = icmp ult i32 %15, -15
  br i1 %112, label %113, label %116

113:                                              ; preds = %110
  %114 = sext i32 %15 to i64
  %115 = getelementptr inbounds i8, ptr %7, i64 %114
  br label %119

116:                                              ; preds = %110, %108
  %117 = phi i32 [ %111, %110 ], [ %15, %108 ]
  %118 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %118, ptr %2, align 8
  br label %119

119:                                              ; preds = %116, %113
  %120 = phi i32 [ %111, %113 ], [ %117, %116 ]
  %121 = phi ptr [ %16, %113 ], [ %118, %116 ]
  %122 = phi ptr [ %115, %113 ], [ %16, %116 ]
  %123 = load double, ptr %122, align 8, !tbaa.struct !17
  %124 = getelementptr inbounds i8, ptr %122, i64 8
  %125 = load float, ptr %124, align 8, !tbaa.struct !22
  %126 = fadd double %19, %123
  %127 = fadd float %18, %125
  br label %217

128:                                              ; preds = %13
  %129 = icmp sgt i32 %15, -1
  br i1 %129, label %136, label %130

130:                                              ; preds = %128
  %131 = add nsw i32 %15, 16
  store i32 %131, ptr %5, align 8
  %132 = icmp ult i32 %15, -15
  br i1 %132, label %133, label %136

133:                                              ; preds = %130
  %134 = sext i32 %15 to i64
  %135 = getelementptr inbounds i8, ptr %7, i64 %134
  br label %139

136:                                              ; preds = %130, %128
  %137 = phi i32 [ %131, %130 ], [ %15, %128 ]
  %138 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %138, ptr %2, align 8
  br label %139

139:                                              ; preds = %136, %133
  %140 = phi i32 [ %131, %133 ], [ %137, %136 ]
  %141 = phi ptr [ %16, %133 ], [ %138, %136 ]
  %142 = phi ptr [ %135, %133 ], [ %16, %136 ]
  %143 = load i8, ptr %142, align 8, !tbaa.struct !23
  %144 = getelementptr inbounds i8, ptr %142, i64 2
  %145 = load i16, ptr %144, align 2, !tbaa.struct !26
  %146 = getelementptr inbounds i8, ptr %142, i64 8
  %147 = load i64, ptr %146, align 8, !tbaa.struct !27
  %148 = zext i8 %143 to i32
  %149 = sext i16 %145 to i32
  %150 = add nsw i32 %149, %148
  %151 = sitofp i32 %150 to double
  %152 = sitofp i64 %147 to double
  %153 = fadd double %152, %151
  %154 = fadd double %19, %153
  br label %217

155:                                              ; preds = %13
  %156 = icmp sgt i32 %15, -1
  br i1 %156, label %163, label %157

157:                                              ; preds = %155
  %158 = add nsw i32 %15, 8
  store i32 %158, ptr %5, align 8
  %159 = icmp ult i32 %15, -7
  br i1 %159, label %160, label %163

160:                                              ; preds = %157
  %161 = sext i32 %15 to i64
  %162 = getelementptr inbounds i8, ptr %7, i64 %161
  br label %166

163:                                              ; preds = %157, %155
  %164 = phi i32 [ %158, %157 ], [ %15, %155 ]
  %165 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %165, ptr %2, align 8
  br label %166

166:                                              ; preds = %163, %160
  %167 = phi i32 [ %158, %160 ], [ %164, %163 ]
  %168 = phi ptr [ %16, %160 ], [ %165, %163 ]
  %169 = phi ptr [ %162, %160 ], [ %16, %163 ]
  %170 = load ptr, ptr %169, align 8
  %171 = load i64, ptr %170, align 8, !tbaa.struct !28
  %172 = getelementptr inbounds i8, ptr %170, i64 8
  %173 = load i64, ptr %172, align 8, !tbaa.struct !29
  %174 = getelementptr inbounds i8, ptr %170, i64 16
  %175 = load i64, ptr %174, align 8, !tbaa.struct !30
  %176 = getelementptr inbounds i8, ptr %170, i64 24
  %177 = load i64, ptr %176, align 8, !tbaa.struct !31
  %178 = getelementptr inbounds i8, ptr %170, i64 32
  %179 = load i64, ptr %178, align 8, !tbaa.struct !32
  %180 = sitofp i64 %171 to double
  %181 = fadd double %19, %180
  %182 = sitofp i64 %173 to double
  %183 = fadd double %181, %182
  %184 = sitofp i64 %175 to double
  %185 = fadd double %183, %184
  %186 = sitofp i64 %177 to double
  %187 = fadd double %185, %186
  %188 = sitofp i64 %179 to double
  %189 = fadd double %187, %188
  br label %217

190:                                              ; preds = %13
  %191 = icmp sgt i32 %15, -1
  br i1 %191, label %198, label %192

192:                                              ; preds = %190
  %193 = add nsw i32 %15, 8
  store i32 %193, ptr %5, align 8
  %194 = icmp ult i32 %15, -7
  br i1 %194, label %195, label %198

195:                                              ; preds = %192
  %196 = sext i32 %15 to i64
  %197 = getelementptr inbounds i8, ptr %7, i64 %196
  br label %201

198:                                              ; preds = %192, %190
  %199 = phi i32 [ %193, %192 ], [ %15, %190 ]
  %200 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %200, ptr %2, align 8
  br label %201

201:                                              ; preds = %198, %195
  %202 = phi i32 [ %193, %195 ], [ %199, %198 ]
  %203 = phi ptr [ %16, %195 ], [ %200, %198 ]
  %204 = phi ptr [ %197, %195 ], [ %16, %198 ]
  %205 = load i8, ptr %204, align 8, !tbaa.struct !33
  %206 = getelementptr inbounds i8, ptr %204, i64 1
  %207 = load i8, ptr %206, align 1, !tbaa.struct !34
  %208 = getelementptr inbounds i8, ptr %204, i64 2
  %209 = load i8, ptr %208, align 2, !tbaa.struct !35
  %210 = zext i8 %205 to i32
  %211 = zext i8 %207 to i32
  %212 = add nuw nsw i32 %211, %210
  %213 = zext i8 %209 to i32
  %214 = add nuw nsw i32 %212, %213
  %215 = sitofp i32 %214 to float
  %216 = fadd float %18, %215
  br label %217

217:                                              ; preds = %13, %39, %57, %74, %96, %119, %139, %166, %201
  %218 = phi i32 [ %14, %201 ], [ %14, %166 ], [ %14, %139 ], [ %14, %119 ], [ %97, %96 ], [ %14, %74 ], [ %58, %57 ], [ %14, %39 ], [ %14, %13 ]
  %219 = phi i32 [ %202, %201 ], [ %167, %166 ], [ %140, %139 ], [ %120, %119 ], [ %15, %96 ], [ %75, %74 ], [ %15, %57 ], [ %40, %39 ], [ %15, %13 ]
  %220 = phi ptr [ %203, %201 ], [ %168, %166 ], [ %141, %139 ], [ %121, %119 ], [ %98, %96 ], [ %76, %74 ], [ %59, %57 ], [ %41, %39 ], [ %16, %13 ]
  %221 = phi float [ %216, %201 ], [ %18, %166 ], [ %18, %139 ], [ %127, %119 ], [ %107, %96 ], [ %18, %74 ], [ %18, %57 ], [ %18, %39 ], [ %18, %13 ]
  %222 = phi double [ %19, %201 ], [ %189, %166 ], [ %154, %139 ], [ %126, %119 ], [ %19, %96 ], [ %80, %74 ], [ %62, %57 ], [ %45, %39 ], [ %19, %13 ]
  %223 = getelementptr inbounds i8, ptr %17, i64 1
  br label %13, !llvm.loop !36

224:                                              ; preds = %24, %236
  %225 = phi i32 [ %27, %24 ], [ %237, %236 ]
  %226 = phi ptr [ %0, %24 ], [ %240, %236 ]
  %227 = phi i32 [ 0, %24 ], [ %239, %236 ]
  %228 = phi ptr [ %25, %24 ], [ %238, %236 ]
  %229 = icmp sgt i32 %225, -1
  br i1 %229, label %233, label %230

230:                                              ; preds = %224
  %231 = add nsw i32 %225, 8
  store i32 %231, ptr %26, align 8
  %232 = icmp ult i32 %225, -7
  br i1 %232, label %236, label %233

233:                                              ; preds = %230, %224
  %234 = phi i32 [ %231, %230 ], [ %225, %224 ]
  %235 = getelementptr inbounds i8, ptr %228, i64 8
  store ptr %235, ptr %3, align 8
  br label %236

236:                                              ; preds = %230, %233
  %237 = phi i32 [ %231, %230 ], [ %234, %233 ]
  %238 = phi ptr [ %228, %230 ], [ %235, %233 ]
  %239 = add nuw nsw i32 %227, 1
  %240 = getelementptr inbounds i8, ptr %226, i64 1
  %241 = load i8, ptr %240, align 1, !tbaa !16
  %242 = icmp eq i8 %241, 105
  br i1 %242, label %224, label %243, !llvm.loop !38

243:                                              ; preds = %236
  %244 = mul nsw i32 %239, 1000
  %245 = sitofp i32 %244 to float
  br label %246

246:                                              ; preds = %243, %21
  %247 = phi float [ 0.000000e+00, %21 ], [ %245, %243 ]
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.va_end(ptr nonnull %2)
  %248 = fadd float %18, %247
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  %249 = bitcast double %19 to i64
  %250 = insertvalue [2 x i64] poison, i64 %249, 0
  %251 = bitcast float %248 to i32
  %252 = zext i32 %251 to i64
  %253 = insertvalue [2 x i64] %250, i64 %252, 1
  ret [2 x i64] %253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal void @logf_(ptr nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start(ptr nonnull %2)
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !39
  %5 = call i32 @vprintf(ptr noundef nonnull @.str.6, ptr noundef nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_end(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #5

declare i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }

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
!12 = !{i64 0, i64 4, !13, i64 4, i64 4, !13}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{i64 0, i64 4, !13}
!16 = !{!7, !7, i64 0}
!17 = !{i64 0, i64 8, !18, i64 8, i64 4, !20}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !7, i64 0}
!22 = !{i64 0, i64 4, !20}
!23 = !{i64 0, i64 1, !16, i64 2, i64 2, !24, i64 8, i64 8, !5}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !7, i64 0}
!26 = !{i64 0, i64 2, !24, i64 6, i64 8, !5}
!27 = !{i64 0, i64 8, !5}
!28 = !{i64 0, i64 40, !16}
!29 = !{i64 0, i64 32, !16}
!30 = !{i64 0, i64 24, !16}
!31 = !{i64 0, i64 16, !16}
!32 = !{i64 0, i64 8, !16}
!33 = !{i64 0, i64 3, !16}
!34 = !{i64 0, i64 2, !16}
!35 = !{i64 0, i64 1, !16}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.mustprogress"}
!38 = distinct !{!38, !37}
!39 = !{i64 0, i64 8, !40, i64 8, i64 8, !40, i64 16, i64 8, !40, i64 24, i64 4, !13, i64 28, i64 4, !13}
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !7, i64 0}
