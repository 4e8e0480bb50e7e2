; ModuleID = 'tests/programs/interp.c'
source_filename = "tests/programs/interp.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.prog1 = private unnamed_addr constant [35 x i32] [i32 0, i32 0, i32 16, i32 0, i32 0, i32 1, i32 16, i32 1, i32 15, i32 1, i32 0, i32 101, i32 13, i32 11, i32 31, i32 15, i32 0, i32 15, i32 1, i32 2, i32 16, i32 0, i32 15, i32 1, i32 0, i32 1, i32 2, i32 16, i32 1, i32 10, i32 8, i32 15, i32 0, i32 17, i32 20], align 4
@.str = private unnamed_addr constant [13 x i8] c"result %lld\0A\00", align 1
@__const.main.prog2 = private unnamed_addr constant [36 x i32] [i32 0, i32 15, i32 18, i32 9, i32 17, i32 0, i32 7, i32 20, i32 0, i32 16, i32 2, i32 0, i32 1, i32 16, i32 3, i32 15, i32 2, i32 11, i32 33, i32 15, i32 3, i32 15, i32 2, i32 4, i32 16, i32 3, i32 15, i32 2, i32 0, i32 1, i32 3, i32 16, i32 2, i32 10, i32 15, i32 0], align 4
@__const.main.prog3 = private unnamed_addr constant [17 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 7, i32 11, i32 14, i32 8, i32 9, i32 6, i32 10, i32 4, i32 0, i32 0, i32 1, i32 17, i32 20], align 4
@stack = internal global [256 x i64] zeroinitializer, align 8
@vars = internal global [16 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"out %lld\0A\00", align 1
@rstack = internal global [64 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"bad op %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca [35 x i32], align 4
  %2 = alloca [36 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [64 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca [17 x i32], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.prog1, i64 140, i1 false)
  %7 = getelementptr inbounds [35 x i32], ptr %1, i64 0, i64 0
  %8 = call i64 @run(ptr noundef %7) #3
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.prog2, i64 144, i1 false)
  store i32 35, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = getelementptr inbounds [36 x i32], ptr %2, i64 0, i64 18
  store i32 %10, ptr %11, align 4
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %24, %0
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %27

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [36 x i32], ptr %2, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %22
  store i32 %20, ptr %23, align 4
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %12, !llvm.loop !7

27:                                               ; preds = %12
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %29
  store i32 15, ptr %30, align 4
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %33
  store i32 3, ptr %34, align 4
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 %37
  store i32 19, ptr %38, align 4
  %39 = getelementptr inbounds [64 x i32], ptr %4, i64 0, i64 0
  %40 = call i64 @run(ptr noundef %39) #3
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %40) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.prog3, i64 68, i1 false)
  %42 = getelementptr inbounds [17 x i32], ptr %6, i64 0, i64 0
  %43 = call i64 @run(ptr noundef %42) #3
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %43) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @run(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %10

10:                                               ; preds = %292, %1
  %11 = load i64, ptr %7, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %7, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %8, align 4
  switch i32 %19, label %289 [
    i32 0, label %20
    i32 1, label %32
    i32 2, label %35
    i32 3, label %48
    i32 4, label %61
    i32 5, label %74
    i32 6, label %87
    i32 7, label %100
    i32 8, label %111
    i32 9, label %131
    i32 10, label %142
    i32 11, label %148
    i32 12, label %166
    i32 13, label %184
    i32 14, label %203
    i32 15, label %222
    i32 16, label %236
    i32 17, label %250
    i32 18, label %257
    i32 19, label %269
    i32 20, label %275
  ]

20:                                               ; preds = %10
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds i32, ptr %21, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = sext i32 %26 to i64
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %30
  store i64 %27, ptr %31, align 8
  br label %292

32:                                               ; preds = %10
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %5, align 4
  br label %292

35:                                               ; preds = %10
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, -1
  store i32 %37, ptr %5, align 4
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  %42 = load i32, ptr %5, align 4
  %43 = sub nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8
  %47 = add nsw i64 %46, %41
  store i64 %47, ptr %45, align 8
  br label %292

48:                                               ; preds = %10
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr %5, align 4
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = load i32, ptr %5, align 4
  %56 = sub nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8
  %60 = sub nsw i64 %59, %54
  store i64 %60, ptr %58, align 8
  br label %292

61:                                               ; preds = %10
  %62 = load i32, ptr %5, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr %5, align 4
  %64 = load i32, ptr %5, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8
  %68 = load i32, ptr %5, align 4
  %69 = sub nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8
  %73 = mul nsw i64 %72, %67
  store i64 %73, ptr %71, align 8
  br label %292

74:                                               ; preds = %10
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %75, -1
  store i32 %76, ptr %5, align 4
  %77 = load i32, ptr %5, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = load i32, ptr %5, align 4
  %82 = sub nsw i32 %81, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8
  %86 = sdiv i64 %85, %80
  store i64 %86, ptr %84, align 8
  br label %292

87:                                               ; preds = %10
  %88 = load i32, ptr %5, align 4
  %89 = add nsw i32 %88, -1
  store i32 %89, ptr %5, align 4
  %90 = load i32, ptr %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %91
  %93 = load i64, ptr %92, align 8
  %94 = load i32, ptr %5, align 4
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %96
  %98 = load i64, ptr %97, align 8
  %99 = srem i64 %98, %93
  store i64 %99, ptr %97, align 8
  br label %292

100:                                              ; preds = %10
  %101 = load i32, ptr %5, align 4
  %102 = sub nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %103
  %105 = load i64, ptr %104, align 8
  %106 = load i32, ptr %5, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %107
  store i64 %105, ptr %108, align 8
  %109 = load i32, ptr %5, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %5, align 4
  br label %292

111:                                              ; preds = %10
  %112 = load i32, ptr %5, align 4
  %113 = sub nsw i32 %112, 1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %114
  %116 = load i64, ptr %115, align 8
  store i64 %116, ptr %9, align 8
  %117 = load i32, ptr %5, align 4
  %118 = sub nsw i32 %117, 2
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %119
  %121 = load i64, ptr %120, align 8
  %122 = load i32, ptr %5, align 4
  %123 = sub nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %124
  store i64 %121, ptr %125, align 8
  %126 = load i64, ptr %9, align 8
  %127 = load i32, ptr %5, align 4
  %128 = sub nsw i32 %127, 2
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %129
  store i64 %126, ptr %130, align 8
  br label %292

131:                                              ; preds = %10
  %132 = load i32, ptr %5, align 4
  %133 = sub nsw i32 %132, 2
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8
  %137 = load i32, ptr %5, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %138
  store i64 %136, ptr %139, align 8
  %140 = load i32, ptr %5, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %5, align 4
  br label %292

142:                                              ; preds = %10
  %143 = load ptr, ptr %3, align 8
  %144 = load i32, ptr %4, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %143, i64 %145
  %147 = load i32, ptr %146, align 4
  store i32 %147, ptr %4, align 4
  br label %292

148:                                              ; preds = %10
  %149 = load i32, ptr %5, align 4
  %150 = add nsw i32 %149, -1
  store i32 %150, ptr %5, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8
  %154 = icmp eq i64 %153, 0
  br i1 %154, label %155, label %161

155:                                              ; preds = %148
  %156 = load ptr, ptr %3, align 8
  %157 = load i32, ptr %4, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr %156, i64 %158
  %160 = load i32, ptr %159, align 4
  br label %164

161:                                              ; preds = %148
  %162 = load i32, ptr %4, align 4
  %163 = add nsw i32 %162, 1
  br label %164

164:                                              ; preds = %161, %155
  %165 = phi i32 [ %160, %155 ], [ %163, %161 ]
  store i32 %165, ptr %4, align 4
  br label %292

166:                                              ; preds = %10
  %167 = load i32, ptr %5, align 4
  %168 = add nsw i32 %167, -1
  store i32 %168, ptr %5, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8
  %172 = icmp ne i64 %171, 0
  br i1 %172, label %173, label %179

173:                                              ; preds = %166
  %174 = load ptr, ptr %3, align 8
  %175 = load i32, ptr %4, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i32, ptr %174, i64 %176
  %178 = load i32, ptr %177, align 4
  br label %182

179:                                              ; preds = %166
  %180 = load i32, ptr %4, align 4
  %181 = add nsw i32 %180, 1
  br label %182

182:                                              ; preds = %179, %173
  %183 = phi i32 [ %178, %173 ], [ %181, %179 ]
  store i32 %183, ptr %4, align 4
  br label %292

184:                                              ; preds = %10
  %185 = load i32, ptr %5, align 4
  %186 = add nsw i32 %185, -1
  store i32 %186, ptr %5, align 4
  %187 = load i32, ptr %5, align 4
  %188 = sub nsw i32 %187, 1
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %189
  %191 = load i64, ptr %190, align 8
  %192 = load i32, ptr %5, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %193
  %195 = load i64, ptr %194, align 8
  %196 = icmp slt i64 %191, %195
  %197 = zext i1 %196 to i32
  %198 = sext i32 %197 to i64
  %199 = load i32, ptr %5, align 4
  %200 = sub nsw i32 %199, 1
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %201
  store i64 %198, ptr %202, align 8
  br label %292

203:                                              ; preds = %10
  %204 = load i32, ptr %5, align 4
  %205 = add nsw i32 %204, -1
  store i32 %205, ptr %5, align 4
  %206 = load i32, ptr %5, align 4
  %207 = sub nsw i32 %206, 1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8
  %211 = load i32, ptr %5, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %212
  %214 = load i64, ptr %213, align 8
  %215 = icmp eq i64 %210, %214
  %216 = zext i1 %215 to i32
  %217 = sext i32 %216 to i64
  %218 = load i32, ptr %5, align 4
  %219 = sub nsw i32 %218, 1
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %220
  store i64 %217, ptr %221, align 8
  br label %292

222:                                              ; preds = %10
  %223 = load ptr, ptr %3, align 8
  %224 = load i32, ptr %4, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %4, align 4
  %226 = sext i32 %224 to i64
  %227 = getelementptr inbounds i32, ptr %223, i64 %226
  %228 = load i32, ptr %227, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [16 x i64], ptr @vars, i64 0, i64 %229
  %231 = load i64, ptr %230, align 8
  %232 = load i32, ptr %5, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %5, align 4
  %234 = sext i32 %232 to i64
  %235 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %234
  store i64 %231, ptr %235, align 8
  br label %292

236:                                              ; preds = %10
  %237 = load i32, ptr %5, align 4
  %238 = add nsw i32 %237, -1
  store i32 %238, ptr %5, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %239
  %241 = load i64, ptr %240, align 8
  %242 = load ptr, ptr %3, align 8
  %243 = load i32, ptr %4, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %4, align 4
  %245 = sext i32 %243 to i64
  %246 = getelementptr inbounds i32, ptr %242, i64 %245
  %247 = load i32, ptr %246, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [16 x i64], ptr @vars, i64 0, i64 %248
  store i64 %241, ptr %249, align 8
  br label %292

250:                                              ; preds = %10
  %251 = load i32, ptr %5, align 4
  %252 = add nsw i32 %251, -1
  store i32 %252, ptr %5, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %253
  %255 = load i64, ptr %254, align 8
  %256 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %255) #3
  br label %292

257:                                              ; preds = %10
  %258 = load i32, ptr %4, align 4
  %259 = add nsw i32 %258, 1
  %260 = load i32, ptr %6, align 4
  %261 = add nsw i32 %260, 1
  store i32 %261, ptr %6, align 4
  %262 = sext i32 %260 to i64
  %263 = getelementptr inbounds [64 x i32], ptr @rstack, i64 0, i64 %262
  store i32 %259, ptr %263, align 4
  %264 = load ptr, ptr %3, align 8
  %265 = load i32, ptr %4, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds i32, ptr %264, i64 %266
  %268 = load i32, ptr %267, align 4
  store i32 %268, ptr %4, align 4
  br label %292

269:                                              ; preds = %10
  %270 = load i32, ptr %6, align 4
  %271 = add nsw i32 %270, -1
  store i32 %271, ptr %6, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [64 x i32], ptr @rstack, i64 0, i64 %272
  %274 = load i32, ptr %273, align 4
  store i32 %274, ptr %4, align 4
  br label %292

275:                                              ; preds = %10
  %276 = load i64, ptr %7, align 8
  %277 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %276) #3
  %278 = load i32, ptr %5, align 4
  %279 = icmp ne i32 %278, 0
  br i1 %279, label %280, label %286

280:                                              ; preds = %275
  %281 = load i32, ptr %5, align 4
  %282 = sub nsw i32 %281, 1
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [256 x i64], ptr @stack, i64 0, i64 %283
  %285 = load i64, ptr %284, align 8
  br label %287

286:                                              ; preds = %275
  br label %287

287:                                              ; preds = %286, %280
  %288 = phi i64 [ %285, %280 ], [ 0, %286 ]
  store i64 %288, ptr %2, align 8
  br label %293

289:                                              ; preds = %10
  %290 = load i32, ptr %8, align 4
  %291 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %290) #3
  store i64 -1, ptr %2, align 8
  br label %293

292:                                              ; preds = %269, %257, %250, %236, %222, %203, %184, %182, %164, %142, %131, %111, %100, %87, %74, %61, %48, %35, %32, %20
  br label %10

293:                                              ; preds = %289, %287
  %294 = load i64, ptr %2, align 8
  ret i64 %294
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
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
