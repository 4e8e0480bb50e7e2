; ModuleID = 'tests/programs/qsort_bsearch.c'
source_filename = "tests/programs/qsort_bsearch.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 8
@.str.16 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"fig at %d\0A\00", align 1
@rows = internal global [6 x [5 x i32]] [[5 x i32] [i32 9, i32 1, i32 7, i32 3, i32 5], [5 x i32] [i32 2, i32 2, i32 8, i32 0, i32 4], [5 x i32] [i32 6, i32 6, i32 6, i32 1, i32 9], [5 x i32] [i32 0, i32 9, i32 1, i32 8, i32 2], [5 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1], [5 x i32] [i32 7, i32 0, i32 7, i32 0, i32 7]], align 4
@.str.18 = private unnamed_addr constant [18 x i8] c"row %d median %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca [23 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [9 x %struct.rec], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [7 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [6 x ptr], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [12 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %32, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %21, 23
  br i1 %22, label %23, label %35

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = mul nsw i32 %24, 37
  %26 = add nsw i32 %25, 11
  %27 = srem i32 %26, 29
  %28 = sub nsw i32 %27, 14
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 %30
  store i32 %28, ptr %31, align 4
  br label %32

32:                                               ; preds = %23
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %20, !llvm.loop !7

35:                                               ; preds = %20
  store i32 0, ptr @calls, align 4
  %36 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 0
  call void @qsort(ptr noundef %36, i64 noundef 23, i64 noundef 4, ptr noundef @cmp_int) #3
  %37 = load i32, ptr @calls, align 4
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %37) #3
  store i32 0, ptr %3, align 4
  br label %39

39:                                               ; preds = %48, %35
  %40 = load i32, ptr %3, align 4
  %41 = icmp slt i32 %40, 23
  br i1 %41, label %42, label %51

42:                                               ; preds = %39
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %46) #3
  br label %48

48:                                               ; preds = %42
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %3, align 4
  br label %39, !llvm.loop !9

51:                                               ; preds = %39
  %52 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  store i32 -15, ptr %4, align 4
  br label %53

53:                                               ; preds = %79, %51
  %54 = load i32, ptr %4, align 4
  %55 = icmp sle i32 %54, 15
  br i1 %55, label %56, label %82

56:                                               ; preds = %53
  store i32 0, ptr @calls, align 4
  %57 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 0
  %58 = call ptr @bsearch(ptr noundef %4, ptr noundef %57, i64 noundef 23, i64 noundef 4, ptr noundef @cmp_int) #3
  store ptr %58, ptr %5, align 8
  %59 = load i32, ptr %4, align 4
  %60 = load ptr, ptr %5, align 8
  %61 = icmp ne ptr %60, null
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, ptr @.str.4, ptr @.str.5
  %64 = load ptr, ptr %5, align 8
  %65 = icmp ne ptr %64, null
  br i1 %65, label %66, label %74

66:                                               ; preds = %56
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 0
  %69 = ptrtoint ptr %67 to i64
  %70 = ptrtoint ptr %68 to i64
  %71 = sub i64 %69, %70
  %72 = sdiv exact i64 %71, 4
  %73 = trunc i64 %72 to i32
  br label %75

74:                                               ; preds = %56
  br label %75

75:                                               ; preds = %74, %66
  %76 = phi i32 [ %73, %66 ], [ -1, %74 ]
  %77 = load i32, ptr @calls, align 4
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %59, ptr noundef %63, i32 noundef signext %76, i32 noundef signext %77) #3
  br label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 5
  store i32 %81, ptr %4, align 4
  br label %53, !llvm.loop !10

82:                                               ; preds = %53
  store i32 3, ptr %6, align 4
  %83 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 0
  %84 = call ptr @bsearch(ptr noundef %6, ptr noundef %83, i64 noundef 0, i64 noundef 4, ptr noundef @cmp_int) #3
  %85 = icmp eq ptr %84, null
  %86 = zext i1 %85 to i32
  %87 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %86) #3
  %88 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 0
  call void @qsort(ptr noundef %88, i64 noundef 0, i64 noundef 4, ptr noundef @cmp_int) #3
  %89 = getelementptr inbounds [23 x i32], ptr %1, i64 0, i64 0
  call void @qsort(ptr noundef %89, i64 noundef 1, i64 noundef 4, ptr noundef @cmp_int) #3
  store i32 0, ptr %8, align 4
  br label %90

90:                                               ; preds = %114, %82
  %91 = load i32, ptr %8, align 4
  %92 = icmp slt i32 %91, 9
  br i1 %92, label %93, label %117

93:                                               ; preds = %90
  %94 = load i32, ptr %8, align 4
  %95 = mul nsw i32 %94, 5
  %96 = srem i32 %95, 4
  %97 = load i32, ptr %8, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [9 x %struct.rec], ptr %7, i64 0, i64 %98
  %100 = getelementptr inbounds %struct.rec, ptr %99, i32 0, i32 0
  store i32 %96, ptr %100, align 4
  %101 = load i32, ptr %8, align 4
  %102 = add nsw i32 97, %101
  %103 = trunc i32 %102 to i8
  %104 = load i32, ptr %8, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [9 x %struct.rec], ptr %7, i64 0, i64 %105
  %107 = getelementptr inbounds %struct.rec, ptr %106, i32 0, i32 1
  %108 = getelementptr inbounds [6 x i8], ptr %107, i64 0, i64 0
  store i8 %103, ptr %108, align 4
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [9 x %struct.rec], ptr %7, i64 0, i64 %110
  %112 = getelementptr inbounds %struct.rec, ptr %111, i32 0, i32 1
  %113 = getelementptr inbounds [6 x i8], ptr %112, i64 0, i64 1
  store i8 0, ptr %113, align 1
  br label %114

114:                                              ; preds = %93
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %8, align 4
  br label %90, !llvm.loop !11

117:                                              ; preds = %90
  store i32 0, ptr @calls, align 4
  %118 = getelementptr inbounds [9 x %struct.rec], ptr %7, i64 0, i64 0
  call void @qsort(ptr noundef %118, i64 noundef 9, i64 noundef 12, ptr noundef @cmp_rec) #3
  %119 = load i32, ptr @calls, align 4
  %120 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %119) #3
  store i32 0, ptr %9, align 4
  br label %121

121:                                              ; preds = %136, %117
  %122 = load i32, ptr %9, align 4
  %123 = icmp slt i32 %122, 9
  br i1 %123, label %124, label %139

124:                                              ; preds = %121
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [9 x %struct.rec], ptr %7, i64 0, i64 %126
  %128 = getelementptr inbounds %struct.rec, ptr %127, i32 0, i32 0
  %129 = load i32, ptr %128, align 4
  %130 = load i32, ptr %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [9 x %struct.rec], ptr %7, i64 0, i64 %131
  %133 = getelementptr inbounds %struct.rec, ptr %132, i32 0, i32 1
  %134 = getelementptr inbounds [6 x i8], ptr %133, i64 0, i64 0
  %135 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %129, ptr noundef %134) #3
  br label %136

136:                                              ; preds = %124
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %9, align 4
  br label %121, !llvm.loop !12

139:                                              ; preds = %121
  %140 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.words, i64 56, i1 false)
  %141 = getelementptr inbounds [7 x ptr], ptr %10, i64 0, i64 0
  call void @qsort(ptr noundef %141, i64 noundef 7, i64 noundef 8, ptr noundef @cmp_str) #3
  store i32 0, ptr %11, align 4
  br label %142

142:                                              ; preds = %155, %139
  %143 = load i32, ptr %11, align 4
  %144 = icmp slt i32 %143, 7
  br i1 %144, label %145, label %158

145:                                              ; preds = %142
  %146 = load i32, ptr %11, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [7 x ptr], ptr %10, i64 0, i64 %147
  %149 = load ptr, ptr %148, align 8
  %150 = load i32, ptr %11, align 4
  %151 = icmp eq i32 %150, 6
  %152 = zext i1 %151 to i64
  %153 = select i1 %151, i32 10, i32 32
  %154 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %149, i32 noundef signext %153) #3
  br label %155

155:                                              ; preds = %145
  %156 = load i32, ptr %11, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %11, align 4
  br label %142, !llvm.loop !13

158:                                              ; preds = %142
  store ptr @.str.11, ptr %12, align 8
  %159 = getelementptr inbounds [7 x ptr], ptr %10, i64 0, i64 0
  %160 = call ptr @bsearch(ptr noundef %12, ptr noundef %159, i64 noundef 7, i64 noundef 8, ptr noundef @cmp_str) #3
  store ptr %160, ptr %13, align 8
  %161 = load ptr, ptr %13, align 8
  %162 = icmp ne ptr %161, null
  br i1 %162, label %163, label %171

163:                                              ; preds = %158
  %164 = load ptr, ptr %13, align 8
  %165 = getelementptr inbounds [7 x ptr], ptr %10, i64 0, i64 0
  %166 = ptrtoint ptr %164 to i64
  %167 = ptrtoint ptr %165 to i64
  %168 = sub i64 %166, %167
  %169 = sdiv exact i64 %168, 8
  %170 = trunc i64 %169 to i32
  br label %172

171:                                              ; preds = %158
  br label %172

172:                                              ; preds = %171, %163
  %173 = phi i32 [ %170, %163 ], [ -1, %171 ]
  %174 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext %173) #3
  store i32 0, ptr %15, align 4
  br label %175

175:                                              ; preds = %186, %172
  %176 = load i32, ptr %15, align 4
  %177 = icmp slt i32 %176, 6
  br i1 %177, label %178, label %189

178:                                              ; preds = %175
  %179 = load i32, ptr %15, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [6 x [5 x i32]], ptr @rows, i64 0, i64 %180
  %182 = getelementptr inbounds [5 x i32], ptr %181, i64 0, i64 0
  %183 = load i32, ptr %15, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [6 x ptr], ptr %14, i64 0, i64 %184
  store ptr %182, ptr %185, align 8
  br label %186

186:                                              ; preds = %178
  %187 = load i32, ptr %15, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %15, align 4
  br label %175, !llvm.loop !14

189:                                              ; preds = %175
  %190 = getelementptr inbounds [6 x ptr], ptr %14, i64 0, i64 0
  call void @qsort(ptr noundef %190, i64 noundef 6, i64 noundef 8, ptr noundef @cmp_row) #3
  store i32 0, ptr %16, align 4
  br label %191

191:                                              ; preds = %210, %189
  %192 = load i32, ptr %16, align 4
  %193 = icmp slt i32 %192, 6
  br i1 %193, label %194, label %213

194:                                              ; preds = %191
  %195 = load i32, ptr %16, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [6 x ptr], ptr %14, i64 0, i64 %196
  %198 = load ptr, ptr %197, align 8
  %199 = ptrtoint ptr %198 to i64
  %200 = sub i64 %199, ptrtoint (ptr @rows to i64)
  %201 = sdiv exact i64 %200, 4
  %202 = trunc i64 %201 to i32
  %203 = sdiv i32 %202, 5
  %204 = load i32, ptr %16, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [6 x ptr], ptr %14, i64 0, i64 %205
  %207 = load ptr, ptr %206, align 8
  %208 = call signext i32 @median(ptr noundef %207) #3
  %209 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef signext %203, i32 noundef signext %208) #3
  br label %210

210:                                              ; preds = %194
  %211 = load i32, ptr %16, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %16, align 4
  br label %191, !llvm.loop !15

213:                                              ; preds = %191
  store i32 0, ptr %18, align 4
  br label %214

214:                                              ; preds = %225, %213
  %215 = load i32, ptr %18, align 4
  %216 = icmp slt i32 %215, 12
  br i1 %216, label %217, label %228

217:                                              ; preds = %214
  %218 = load i32, ptr %18, align 4
  %219 = mul nsw i32 %218, 7
  %220 = srem i32 %219, 12
  %221 = sub nsw i32 %220, 6
  %222 = load i32, ptr %18, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [12 x i32], ptr %17, i64 0, i64 %223
  store i32 %221, ptr %224, align 4
  br label %225

225:                                              ; preds = %217
  %226 = load i32, ptr %18, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, ptr %18, align 4
  br label %214, !llvm.loop !16

228:                                              ; preds = %214
  %229 = getelementptr inbounds [12 x i32], ptr %17, i64 0, i64 0
  call void @qsort(ptr noundef %229, i64 noundef 12, i64 noundef 4, ptr noundef @cmp_weight) #3
  store i32 0, ptr %19, align 4
  br label %230

230:                                              ; preds = %243, %228
  %231 = load i32, ptr %19, align 4
  %232 = icmp slt i32 %231, 12
  br i1 %232, label %233, label %246

233:                                              ; preds = %230
  %234 = load i32, ptr %19, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [12 x i32], ptr %17, i64 0, i64 %235
  %237 = load i32, ptr %236, align 4
  %238 = load i32, ptr %19, align 4
  %239 = icmp eq i32 %238, 11
  %240 = zext i1 %239 to i64
  %241 = select i1 %239, i32 10, i32 32
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef signext %237, i32 noundef signext %241) #3
  br label %243

243:                                              ; preds = %233
  %244 = load i32, ptr %19, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %19, align 4
  br label %230, !llvm.loop !17

246:                                              ; preds = %230
  ret i32 0
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
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

declare signext i32 @printf(ptr noundef, ...) #1

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @cmp_rec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @calls, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @calls, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal signext i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call signext i32 @strcmp(ptr noundef %6, ptr noundef %8) #3
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @cmp_row(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call signext i32 @median(ptr noundef %8) #3
  store i32 %9, ptr %5, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = call signext i32 @median(ptr noundef %11) #3
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = sub nsw i32 %13, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @median(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %6 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  %8 = call ptr @memcpy(ptr noundef %6, ptr noundef %7, i64 noundef 20) #3
  %9 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 0
  call void @qsort(ptr noundef %9, i64 noundef 5, i64 noundef 4, ptr noundef @cmp_int) #3
  %10 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 2
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %4, align 4
  %12 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 0
  %13 = call ptr @bsearch(ptr noundef %4, ptr noundef %12, i64 noundef 5, i64 noundef 4, ptr noundef @cmp_int) #3
  store ptr %13, ptr %5, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %19

16:                                               ; preds = %1
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %17, align 4
  br label %20

19:                                               ; preds = %1
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ -1, %19 ]
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @cmp_weight(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  %9 = call i64 @weight(i32 noundef signext %8) #3
  store i64 %9, ptr %5, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %10, align 4
  %12 = call i64 @weight(i32 noundef signext %11) #3
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

declare signext i32 @strcmp(ptr noundef, ptr noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @weight(i32 noundef signext %0) #0 {
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
