; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.rec = type { i32, [6 x i8] }

@calls = internal global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"ints (%d calls):\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"bsearch %d: %s at %d (%d calls)\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"missing\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"empty: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"records (%d calls):\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %d%s\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 4
@.str.16 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@rows = internal global [6 x [5 x i32]] [[5 x i32] [i32 9, i32 1, i32 7, i32 3, i32 5], [5 x i32] [i32 2, i32 2, i32 8, i32 0, i32 4], [5 x i32] [i32 6, i32 6, i32 6, i32 1, i32 9], [5 x i32] [i32 0, i32 9, i32 1, i32 8, i32 2], [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], [5 x i32] [i32 7, i32 0, i32 7, i32 0, i32 7]], align 4
@.str.18 = private unnamed_addr constant [18 x i8] c"row %d median %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [23 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca [9 x %struct.rec], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [7 x ptr], align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca [6 x ptr], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [12 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %31, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %21, 23
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = mul nsw i32 %24, 37
  %26 = add nsw i32 %25, 11
  %27 = srem i32 %26, 29
  %28 = sub nsw i32 %27, 14
  %29 = load i32, ptr %2, align 4
  %30 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 %29
  store i32 %28, ptr %30, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %2, align 4
  br label %20, !llvm.loop !5

34:                                               ; preds = %20
  store i32 0, ptr @calls, align 4
  %35 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 0
  call void @qsort(ptr noundef %35, i32 noundef 23, i32 noundef 4, ptr noundef @cmp_int) #3
  %36 = load i32, ptr @calls, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36) #3
  store i32 0, ptr %3, align 4
  br label %38

38:                                               ; preds = %46, %34
  %39 = load i32, ptr %3, align 4
  %40 = icmp slt i32 %39, 23
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 %42
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44) #3
  br label %46

46:                                               ; preds = %41
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %3, align 4
  br label %38, !llvm.loop !7

49:                                               ; preds = %38
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  store i32 -15, ptr %4, align 4
  br label %51

51:                                               ; preds = %76, %49
  %52 = load i32, ptr %4, align 4
  %53 = icmp sle i32 %52, 15
  br i1 %53, label %54, label %79

54:                                               ; preds = %51
  store i32 0, ptr @calls, align 4
  %55 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 0
  %56 = call ptr @bsearch(ptr noundef %4, ptr noundef %55, i32 noundef 23, i32 noundef 4, ptr noundef @cmp_int) #3
  store ptr %56, ptr %5, align 4
  %57 = load i32, ptr %4, align 4
  %58 = load ptr, ptr %5, align 4
  %59 = icmp ne ptr %58, null
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, ptr @.str.4, ptr @.str.5
  %62 = load ptr, ptr %5, align 4
  %63 = icmp ne ptr %62, null
  br i1 %63, label %64, label %71

64:                                               ; preds = %54
  %65 = load ptr, ptr %5, align 4
  %66 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 0
  %67 = ptrtoint ptr %65 to i32
  %68 = ptrtoint ptr %66 to i32
  %69 = sub i32 %67, %68
  %70 = sdiv exact i32 %69, 4
  br label %72

71:                                               ; preds = %54
  br label %72

72:                                               ; preds = %71, %64
  %73 = phi i32 [ %70, %64 ], [ -1, %71 ]
  %74 = load i32, ptr @calls, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %57, ptr noundef %61, i32 noundef %73, i32 noundef %74) #3
  br label %76

76:                                               ; preds = %72
  %77 = load i32, ptr %4, align 4
  %78 = add nsw i32 %77, 5
  store i32 %78, ptr %4, align 4
  br label %51, !llvm.loop !8

79:                                               ; preds = %51
  store i32 3, ptr %6, align 4
  %80 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 0
  %81 = call ptr @bsearch(ptr noundef %6, ptr noundef %80, i32 noundef 0, i32 noundef 4, ptr noundef @cmp_int) #3
  %82 = icmp eq ptr %81, null
  %83 = zext i1 %82 to i32
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %83) #3
  %85 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 0
  call void @qsort(ptr noundef %85, i32 noundef 0, i32 noundef 4, ptr noundef @cmp_int) #3
  %86 = getelementptr inbounds [23 x i32], ptr %1, i32 0, i32 0
  call void @qsort(ptr noundef %86, i32 noundef 1, i32 noundef 4, ptr noundef @cmp_int) #3
  store i32 0, ptr %8, align 4
  br label %87

87:                                               ; preds = %108, %79
  %88 = load i32, ptr %8, align 4
  %89 = icmp slt i32 %88, 9
  br i1 %89, label %90, label %111

90:                                               ; preds = %87
  %91 = load i32, ptr %8, align 4
  %92 = mul nsw i32 %91, 5
  %93 = srem i32 %92, 4
  %94 = load i32, ptr %8, align 4
  %95 = getelementptr inbounds [9 x %struct.rec], ptr %7, i32 0, i32 %94
  %96 = getelementptr inbounds %struct.rec, ptr %95, i32 0, i32 0
  store i32 %93, ptr %96, align 4
  %97 = load i32, ptr %8, align 4
  %98 = add nsw i32 97, %97
  %99 = trunc i32 %98 to i8
  %100 = load i32, ptr %8, align 4
  %101 = getelementptr inbounds [9 x %struct.rec], ptr %7, i32 0, i32 %100
  %102 = getelementptr inbounds %struct.rec, ptr %101, i32 0, i32 1
  %103 = getelementptr inbounds [6 x i8], ptr %102, i32 0, i32 0
  store i8 %99, ptr %103, align 4
  %104 = load i32, ptr %8, align 4
  %105 = getelementptr inbounds [9 x %struct.rec], ptr %7, i32 0, i32 %104
  %106 = getelementptr inbounds %struct.rec, ptr %105, i32 0, i32 1
  %107 = getelementptr inbounds [6 x i8], ptr %106, i32 0, i32 1
  store i8 0, ptr %107, align 1
  br label %108

108:                                              ; preds = %90
  %109 = load i32, ptr %8, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %8, align 4
  br label %87, !llvm.loop !9

111:                                              ; preds = %87
  store i32 0, ptr @calls, align 4
  %112 = getelementptr inbounds [9 x %struct.rec], ptr %7, i32 0, i32 0
  call void @qsort(ptr noundef %112, i32 noundef 9, i32 noundef 12, ptr noundef @cmp_rec) #3
  %113 = load i32, ptr @calls, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %113) #3
  store i32 0, ptr %9, align 4
  br label %115

115:                                              ; preds = %128, %111
  %116 = load i32, ptr %9, align 4
  %117 = icmp slt i32 %116, 9
  br i1 %117, label %118, label %131

118:                                              ; preds = %115
  %119 = load i32, ptr %9, align 4
  %120 = getelementptr inbounds [9 x %struct.rec], ptr %7, i32 0, i32 %119
  %121 = getelementptr inbounds %struct.rec, ptr %120, i32 0, i32 0
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr %9, align 4
  %124 = getelementptr inbounds [9 x %struct.rec], ptr %7, i32 0, i32 %123
  %125 = getelementptr inbounds %struct.rec, ptr %124, i32 0, i32 1
  %126 = getelementptr inbounds [6 x i8], ptr %125, i32 0, i32 0
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %122, ptr noundef %126) #3
  br label %128

128:                                              ; preds = %118
  %129 = load i32, ptr %9, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %9, align 4
  br label %115, !llvm.loop !10

131:                                              ; preds = %115
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.words, i32 28, i1 false)
  %133 = getelementptr inbounds [7 x ptr], ptr %10, i32 0, i32 0
  call void @qsort(ptr noundef %133, i32 noundef 7, i32 noundef 4, ptr noundef @cmp_str) #3
  store i32 0, ptr %11, align 4
  br label %134

134:                                              ; preds = %146, %131
  %135 = load i32, ptr %11, align 4
  %136 = icmp slt i32 %135, 7
  br i1 %136, label %137, label %149

137:                                              ; preds = %134
  %138 = load i32, ptr %11, align 4
  %139 = getelementptr inbounds [7 x ptr], ptr %10, i32 0, i32 %138
  %140 = load ptr, ptr %139, align 4
  %141 = load i32, ptr %11, align 4
  %142 = icmp eq i32 %141, 6
  %143 = zext i1 %142 to i64
  %144 = select i1 %142, i32 10, i32 32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %140, i32 noundef %144) #3
  br label %146

146:                                              ; preds = %137
  %147 = load i32, ptr %11, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %11, align 4
  br label %134, !llvm.loop !11

149:                                              ; preds = %134
  store ptr @.str.11, ptr %12, align 4
  %150 = getelementptr inbounds [7 x ptr], ptr %10, i32 0, i32 0
  %151 = call ptr @bsearch(ptr noundef %12, ptr noundef %150, i32 noundef 7, i32 noundef 4, ptr noundef @cmp_str) #3
  store ptr %151, ptr %13, align 4
  %152 = load ptr, ptr %13, align 4
  %153 = icmp ne ptr %152, null
  br i1 %153, label %154, label %161

154:                                              ; preds = %149
  %155 = load ptr, ptr %13, align 4
  %156 = getelementptr inbounds [7 x ptr], ptr %10, i32 0, i32 0
  %157 = ptrtoint ptr %155 to i32
  %158 = ptrtoint ptr %156 to i32
  %159 = sub i32 %157, %158
  %160 = sdiv exact i32 %159, 4
  br label %162

161:                                              ; preds = %149
  br label %162

162:                                              ; preds = %161, %154
  %163 = phi i32 [ %160, %154 ], [ -1, %161 ]
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %163) #3
  store i32 0, ptr %15, align 4
  br label %165

165:                                              ; preds = %174, %162
  %166 = load i32, ptr %15, align 4
  %167 = icmp slt i32 %166, 6
  br i1 %167, label %168, label %177

168:                                              ; preds = %165
  %169 = load i32, ptr %15, align 4
  %170 = getelementptr inbounds [6 x [5 x i32]], ptr @rows, i32 0, i32 %169
  %171 = getelementptr inbounds [5 x i32], ptr %170, i32 0, i32 0
  %172 = load i32, ptr %15, align 4
  %173 = getelementptr inbounds [6 x ptr], ptr %14, i32 0, i32 %172
  store ptr %171, ptr %173, align 4
  br label %174

174:                                              ; preds = %168
  %175 = load i32, ptr %15, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %15, align 4
  br label %165, !llvm.loop !12

177:                                              ; preds = %165
  %178 = getelementptr inbounds [6 x ptr], ptr %14, i32 0, i32 0
  call void @qsort(ptr noundef %178, i32 noundef 6, i32 noundef 4, ptr noundef @cmp_row) #3
  store i32 0, ptr %16, align 4
  br label %179

179:                                              ; preds = %195, %177
  %180 = load i32, ptr %16, align 4
  %181 = icmp slt i32 %180, 6
  br i1 %181, label %182, label %198

182:                                              ; preds = %179
  %183 = load i32, ptr %16, align 4
  %184 = getelementptr inbounds [6 x ptr], ptr %14, i32 0, i32 %183
  %185 = load ptr, ptr %184, align 4
  %186 = ptrtoint ptr %185 to i32
  %187 = sub i32 %186, ptrtoint (ptr @rows to i32)
  %188 = sdiv exact i32 %187, 4
  %189 = sdiv i32 %188, 5
  %190 = load i32, ptr %16, align 4
  %191 = getelementptr inbounds [6 x ptr], ptr %14, i32 0, i32 %190
  %192 = load ptr, ptr %191, align 4
  %193 = call i32 @median(ptr noundef %192) #3
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %189, i32 noundef %193) #3
  br label %195

195:                                              ; preds = %182
  %196 = load i32, ptr %16, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %16, align 4
  br label %179, !llvm.loop !13

198:                                              ; preds = %179
  store i32 0, ptr %18, align 4
  br label %199

199:                                              ; preds = %209, %198
  %200 = load i32, ptr %18, align 4
  %201 = icmp slt i32 %200, 12
  br i1 %201, label %202, label %212

202:                                              ; preds = %199
  %203 = load i32, ptr %18, align 4
  %204 = mul nsw i32 %203, 7
  %205 = srem i32 %204, 12
  %206 = sub nsw i32 %205, 6
  %207 = load i32, ptr %18, align 4
  %208 = getelementptr inbounds [12 x i32], ptr %17, i32 0, i32 %207
  store i32 %206, ptr %208, align 4
  br label %209

209:                                              ; preds = %202
  %210 = load i32, ptr %18, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %18, align 4
  br label %199, !llvm.loop !14

212:                                              ; preds = %199
  %213 = getelementptr inbounds [12 x i32], ptr %17, i32 0, i32 0
  call void @qsort(ptr noundef %213, i32 noundef 12, i32 noundef 4, ptr noundef @cmp_weight) #3
  store i32 0, ptr %19, align 4
  br label %214

214:                                              ; preds = %226, %212
  %215 = load i32, ptr %19, align 4
  %216 = icmp slt i32 %215, 12
  br i1 %216, label %217, label %229

217:                                              ; preds = %214
  %218 = load i32, ptr %19, align 4
  %219 = getelementptr inbounds [12 x i32], ptr %17, i32 0, i32 %218
  %220 = load i32, ptr %219, align 4
  %221 = load i32, ptr %19, align 4
  %222 = icmp eq i32 %221, 11
  %223 = zext i1 %222 to i64
  %224 = select i1 %222, i32 10, i32 32
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %220, i32 noundef %224) #3
  br label %226

226:                                              ; preds = %217
  %227 = load i32, ptr %19, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %19, align 4
  br label %214, !llvm.loop !15

229:                                              ; preds = %214
  ret i32 0
}

declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr @calls, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @calls, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @bsearch(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_rec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @calls, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = load ptr, ptr %7, align 4
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #3
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_row(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %7, align 4
  %9 = call i32 @median(ptr noundef %8) #3
  store i32 %9, ptr %5, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = load ptr, ptr %10, align 4
  %12 = call i32 @median(ptr noundef %11) #3
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = sub nsw i32 %13, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @median(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %6 = getelementptr inbounds [5 x i32], ptr %3, i32 0, i32 0
  %7 = load ptr, ptr %2, align 4
  %8 = call ptr @memcpy(ptr noundef %6, ptr noundef %7, i32 noundef 20) #3
  %9 = getelementptr inbounds [5 x i32], ptr %3, i32 0, i32 0
  call void @qsort(ptr noundef %9, i32 noundef 5, i32 noundef 4, ptr noundef @cmp_int) #3
  %10 = getelementptr inbounds [5 x i32], ptr %3, i32 0, i32 2
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %4, align 4
  %12 = getelementptr inbounds [5 x i32], ptr %3, i32 0, i32 0
  %13 = call ptr @bsearch(ptr noundef %4, ptr noundef %12, i32 noundef 5, i32 noundef 4, ptr noundef @cmp_int) #3
  store ptr %13, ptr %5, align 4
  %14 = load ptr, ptr %5, align 4
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %19

16:                                               ; preds = %1
  %17 = load ptr, ptr %5, align 4
  %18 = load i32, ptr %17, align 4
  br label %20

19:                                               ; preds = %1
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ -1, %19 ]
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_weight(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %7, align 4
  %9 = call i64 @weight(i32 noundef %8) #3
  store i64 %9, ptr %5, align 8
  %10 = load ptr, ptr %4, align 4
  %11 = load i32, ptr %10, align 4
  %12 = call i64 @weight(i32 noundef %11) #3
  store i64 %12, ptr %6, align 8
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %6, align 8
  %15 = icmp slt i64 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %2
  br label %22

17:                                               ; preds = %2
  %18 = load i64, ptr %5, align 8
  %19 = load i64, ptr %6, align 8
  %20 = icmp sgt i64 %18, %19
  %21 = zext i1 %20 to i32
  br label %22

22:                                               ; preds = %17, %16
  %23 = phi i32 [ -1, %16 ], [ %21, %17 ]
  ret i32 %23
}

declare i32 @strcmp(ptr noundef, ptr noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @weight(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = mul nsw i32 %8, 3
  %10 = sext i32 %9 to i64
  store i64 %10, ptr %3, align 8
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 11
  %13 = sext i32 %12 to i64
  store i64 %13, ptr %4, align 8
  %14 = load i32, ptr %2, align 4
  %15 = xor i32 %14, 85
  %16 = sext i32 %15 to i64
  store i64 %16, ptr %5, align 8
  %17 = load i32, ptr %2, align 4
  %18 = load i32, ptr %2, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, ptr %2, align 4
  %21 = mul nsw i32 %19, %20
  %22 = sext i32 %21 to i64
  store i64 %22, ptr %6, align 8
  %23 = load i32, ptr %2, align 4
  %24 = sub nsw i32 %23, 7
  %25 = sext i32 %24 to i64
  store i64 %25, ptr %7, align 8
  %26 = load i64, ptr %3, align 8
  %27 = load i64, ptr %4, align 8
  %28 = mul nsw i64 %26, %27
  %29 = load i64, ptr %5, align 8
  %30 = load i64, ptr %6, align 8
  %31 = mul nsw i64 %29, %30
  %32 = add nsw i64 %28, %31
  %33 = load i64, ptr %7, align 8
  %34 = sub nsw i64 %32, %33
  ret i64 %34
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
