; ModuleID = 'tests/programs/interp.c'
source_filename = "tests/programs/interp.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
  %1 = alloca [35 x i32], align 4
  %2 = alloca [36 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [64 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca [17 x i32], align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.main.prog1, i32 140, i1 false)
  %7 = getelementptr inbounds [35 x i32], ptr %1, i32 0, i32 0
  %8 = call i64 @run(ptr noundef %7) #3
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.prog2, i32 144, i1 false)
  store i32 35, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = getelementptr inbounds [36 x i32], ptr %2, i32 0, i32 18
  store i32 %10, ptr %11, align 4
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %22, %0
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = getelementptr inbounds [36 x i32], ptr %2, i32 0, i32 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %5, align 4
  %21 = getelementptr inbounds [64 x i32], ptr %4, i32 0, i32 %20
  store i32 %19, ptr %21, align 4
  br label %22

22:                                               ; preds = %16
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %12, !llvm.loop !5

25:                                               ; preds = %12
  %26 = load i32, ptr %3, align 4
  %27 = getelementptr inbounds [64 x i32], ptr %4, i32 0, i32 %26
  store i32 15, ptr %27, align 4
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  %30 = getelementptr inbounds [64 x i32], ptr %4, i32 0, i32 %29
  store i32 3, ptr %30, align 4
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 2
  %33 = getelementptr inbounds [64 x i32], ptr %4, i32 0, i32 %32
  store i32 19, ptr %33, align 4
  %34 = getelementptr inbounds [64 x i32], ptr %4, i32 0, i32 0
  %35 = call i64 @run(ptr noundef %34) #3
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %35) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.prog3, i32 68, i1 false)
  %37 = getelementptr inbounds [17 x i32], ptr %6, i32 0, i32 0
  %38 = call i64 @run(ptr noundef %37) #3
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %38) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @run(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %249, %1
  %11 = load i32, ptr %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4
  %13 = load ptr, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  %16 = getelementptr inbounds i32, ptr %13, i32 %14
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %8, align 4
  switch i32 %18, label %246 [
    i32 0, label %19
    i32 1, label %29
    i32 2, label %32
    i32 3, label %43
    i32 4, label %54
    i32 5, label %65
    i32 6, label %76
    i32 7, label %87
    i32 8, label %96
    i32 9, label %112
    i32 10, label %121
    i32 11, label %126
    i32 12, label %142
    i32 13, label %158
    i32 14, label %174
    i32 15, label %190
    i32 16, label %201
    i32 17, label %212
    i32 18, label %218
    i32 19, label %228
    i32 20, label %233
  ]

19:                                               ; preds = %10
  %20 = load ptr, ptr %3, align 4
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  %23 = getelementptr inbounds i32, ptr %20, i32 %21
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  %28 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %26
  store i64 %25, ptr %28, align 8
  br label %249

29:                                               ; preds = %10
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %5, align 4
  br label %249

32:                                               ; preds = %10
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %5, align 4
  %35 = load i32, ptr %5, align 4
  %36 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %35
  %37 = load i64, ptr %36, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sub nsw i32 %38, 1
  %40 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %39
  %41 = load i64, ptr %40, align 8
  %42 = add nsw i64 %41, %37
  store i64 %42, ptr %40, align 8
  br label %249

43:                                               ; preds = %10
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %5, align 4
  %46 = load i32, ptr %5, align 4
  %47 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %46
  %48 = load i64, ptr %47, align 8
  %49 = load i32, ptr %5, align 4
  %50 = sub nsw i32 %49, 1
  %51 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %50
  %52 = load i64, ptr %51, align 8
  %53 = sub nsw i64 %52, %48
  store i64 %53, ptr %51, align 8
  br label %249

54:                                               ; preds = %10
  %55 = load i32, ptr %5, align 4
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr %5, align 4
  %57 = load i32, ptr %5, align 4
  %58 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %57
  %59 = load i64, ptr %58, align 8
  %60 = load i32, ptr %5, align 4
  %61 = sub nsw i32 %60, 1
  %62 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %61
  %63 = load i64, ptr %62, align 8
  %64 = mul nsw i64 %63, %59
  store i64 %64, ptr %62, align 8
  br label %249

65:                                               ; preds = %10
  %66 = load i32, ptr %5, align 4
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr %5, align 4
  %68 = load i32, ptr %5, align 4
  %69 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %68
  %70 = load i64, ptr %69, align 8
  %71 = load i32, ptr %5, align 4
  %72 = sub nsw i32 %71, 1
  %73 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %72
  %74 = load i64, ptr %73, align 8
  %75 = sdiv i64 %74, %70
  store i64 %75, ptr %73, align 8
  br label %249

76:                                               ; preds = %10
  %77 = load i32, ptr %5, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %5, align 4
  %79 = load i32, ptr %5, align 4
  %80 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %79
  %81 = load i64, ptr %80, align 8
  %82 = load i32, ptr %5, align 4
  %83 = sub nsw i32 %82, 1
  %84 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %83
  %85 = load i64, ptr %84, align 8
  %86 = srem i64 %85, %81
  store i64 %86, ptr %84, align 8
  br label %249

87:                                               ; preds = %10
  %88 = load i32, ptr %5, align 4
  %89 = sub nsw i32 %88, 1
  %90 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %89
  %91 = load i64, ptr %90, align 8
  %92 = load i32, ptr %5, align 4
  %93 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %92
  store i64 %91, ptr %93, align 8
  %94 = load i32, ptr %5, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %5, align 4
  br label %249

96:                                               ; preds = %10
  %97 = load i32, ptr %5, align 4
  %98 = sub nsw i32 %97, 1
  %99 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %98
  %100 = load i64, ptr %99, align 8
  store i64 %100, ptr %9, align 8
  %101 = load i32, ptr %5, align 4
  %102 = sub nsw i32 %101, 2
  %103 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %102
  %104 = load i64, ptr %103, align 8
  %105 = load i32, ptr %5, align 4
  %106 = sub nsw i32 %105, 1
  %107 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %106
  store i64 %104, ptr %107, align 8
  %108 = load i64, ptr %9, align 8
  %109 = load i32, ptr %5, align 4
  %110 = sub nsw i32 %109, 2
  %111 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %110
  store i64 %108, ptr %111, align 8
  br label %249

112:                                              ; preds = %10
  %113 = load i32, ptr %5, align 4
  %114 = sub nsw i32 %113, 2
  %115 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %114
  %116 = load i64, ptr %115, align 8
  %117 = load i32, ptr %5, align 4
  %118 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %117
  store i64 %116, ptr %118, align 8
  %119 = load i32, ptr %5, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %5, align 4
  br label %249

121:                                              ; preds = %10
  %122 = load ptr, ptr %3, align 4
  %123 = load i32, ptr %4, align 4
  %124 = getelementptr inbounds i32, ptr %122, i32 %123
  %125 = load i32, ptr %124, align 4
  store i32 %125, ptr %4, align 4
  br label %249

126:                                              ; preds = %10
  %127 = load i32, ptr %5, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, ptr %5, align 4
  %129 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %128
  %130 = load i64, ptr %129, align 8
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %132, label %137

132:                                              ; preds = %126
  %133 = load ptr, ptr %3, align 4
  %134 = load i32, ptr %4, align 4
  %135 = getelementptr inbounds i32, ptr %133, i32 %134
  %136 = load i32, ptr %135, align 4
  br label %140

137:                                              ; preds = %126
  %138 = load i32, ptr %4, align 4
  %139 = add nsw i32 %138, 1
  br label %140

140:                                              ; preds = %137, %132
  %141 = phi i32 [ %136, %132 ], [ %139, %137 ]
  store i32 %141, ptr %4, align 4
  br label %249

142:                                              ; preds = %10
  %143 = load i32, ptr %5, align 4
  %144 = add nsw i32 %143, -1
  store i32 %144, ptr %5, align 4
  %145 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %144
  %146 = load i64, ptr %145, align 8
  %147 = icmp ne i64 %146, 0
  br i1 %147, label %148, label %153

148:                                              ; preds = %142
  %149 = load ptr, ptr %3, align 4
  %150 = load i32, ptr %4, align 4
  %151 = getelementptr inbounds i32, ptr %149, i32 %150
  %152 = load i32, ptr %151, align 4
  br label %156

153:                                              ; preds = %142
  %154 = load i32, ptr %4, align 4
  %155 = add nsw i32 %154, 1
  br label %156

156:                                              ; preds = %153, %148
  %157 = phi i32 [ %152, %148 ], [ %155, %153 ]
  store i32 %157, ptr %4, align 4
  br label %249

158:                                              ; preds = %10
  %159 = load i32, ptr %5, align 4
  %160 = add nsw i32 %159, -1
  store i32 %160, ptr %5, align 4
  %161 = load i32, ptr %5, align 4
  %162 = sub nsw i32 %161, 1
  %163 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %162
  %164 = load i64, ptr %163, align 8
  %165 = load i32, ptr %5, align 4
  %166 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %165
  %167 = load i64, ptr %166, align 8
  %168 = icmp slt i64 %164, %167
  %169 = zext i1 %168 to i32
  %170 = sext i32 %169 to i64
  %171 = load i32, ptr %5, align 4
  %172 = sub nsw i32 %171, 1
  %173 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %172
  store i64 %170, ptr %173, align 8
  br label %249

174:                                              ; preds = %10
  %175 = load i32, ptr %5, align 4
  %176 = add nsw i32 %175, -1
  store i32 %176, ptr %5, align 4
  %177 = load i32, ptr %5, align 4
  %178 = sub nsw i32 %177, 1
  %179 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %178
  %180 = load i64, ptr %179, align 8
  %181 = load i32, ptr %5, align 4
  %182 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %181
  %183 = load i64, ptr %182, align 8
  %184 = icmp eq i64 %180, %183
  %185 = zext i1 %184 to i32
  %186 = sext i32 %185 to i64
  %187 = load i32, ptr %5, align 4
  %188 = sub nsw i32 %187, 1
  %189 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %188
  store i64 %186, ptr %189, align 8
  br label %249

190:                                              ; preds = %10
  %191 = load ptr, ptr %3, align 4
  %192 = load i32, ptr %4, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %4, align 4
  %194 = getelementptr inbounds i32, ptr %191, i32 %192
  %195 = load i32, ptr %194, align 4
  %196 = getelementptr inbounds [16 x i64], ptr @vars, i32 0, i32 %195
  %197 = load i64, ptr %196, align 8
  %198 = load i32, ptr %5, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %5, align 4
  %200 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %198
  store i64 %197, ptr %200, align 8
  br label %249

201:                                              ; preds = %10
  %202 = load i32, ptr %5, align 4
  %203 = add nsw i32 %202, -1
  store i32 %203, ptr %5, align 4
  %204 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %203
  %205 = load i64, ptr %204, align 8
  %206 = load ptr, ptr %3, align 4
  %207 = load i32, ptr %4, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %4, align 4
  %209 = getelementptr inbounds i32, ptr %206, i32 %207
  %210 = load i32, ptr %209, align 4
  %211 = getelementptr inbounds [16 x i64], ptr @vars, i32 0, i32 %210
  store i64 %205, ptr %211, align 8
  br label %249

212:                                              ; preds = %10
  %213 = load i32, ptr %5, align 4
  %214 = add nsw i32 %213, -1
  store i32 %214, ptr %5, align 4
  %215 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %214
  %216 = load i64, ptr %215, align 8
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %216) #3
  br label %249

218:                                              ; preds = %10
  %219 = load i32, ptr %4, align 4
  %220 = add nsw i32 %219, 1
  %221 = load i32, ptr %6, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %6, align 4
  %223 = getelementptr inbounds [64 x i32], ptr @rstack, i32 0, i32 %221
  store i32 %220, ptr %223, align 4
  %224 = load ptr, ptr %3, align 4
  %225 = load i32, ptr %4, align 4
  %226 = getelementptr inbounds i32, ptr %224, i32 %225
  %227 = load i32, ptr %226, align 4
  store i32 %227, ptr %4, align 4
  br label %249

228:                                              ; preds = %10
  %229 = load i32, ptr %6, align 4
  %230 = add nsw i32 %229, -1
  store i32 %230, ptr %6, align 4
  %231 = getelementptr inbounds [64 x i32], ptr @rstack, i32 0, i32 %230
  %232 = load i32, ptr %231, align 4
  store i32 %232, ptr %4, align 4
  br label %249

233:                                              ; preds = %10
  %234 = load i32, ptr %7, align 4
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %234) #3
  %236 = load i32, ptr %5, align 4
  %237 = icmp ne i32 %236, 0
  br i1 %237, label %238, label %243

238:                                              ; preds = %233
  %239 = load i32, ptr %5, align 4
  %240 = sub nsw i32 %239, 1
  %241 = getelementptr inbounds [256 x i64], ptr @stack, i32 0, i32 %240
  %242 = load i64, ptr %241, align 8
  br label %244

243:                                              ; preds = %233
  br label %244

244:                                              ; preds = %243, %238
  %245 = phi i64 [ %242, %238 ], [ 0, %243 ]
  store i64 %245, ptr %2, align 8
  br label %250

246:                                              ; preds = %10
  %247 = load i32, ptr %8, align 4
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %247) #3
  store i64 -1, ptr %2, align 8
  br label %250

249:                                              ; preds = %228, %218, %212, %201, %190, %174, %158, %156, %140, %121, %112, %96, %87, %76, %65, %54, %43, %32, %29, %19
  br label %10

250:                                              ; preds = %246, %244
  %251 = load i64, ptr %2, align 8
  ret i64 %251
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
