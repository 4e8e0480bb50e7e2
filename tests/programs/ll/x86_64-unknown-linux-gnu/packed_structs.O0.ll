; ModuleID = 'tests/programs/packed_structs.c'
source_filename = "tests/programs/packed_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Odd = type { [7 x i8] }
%struct.Rec = type <{ i8, i32, i16, i64, double }>
%struct.Bits = type <{ i32, i8 }>
%struct.Aligned = type { i8, [31 x i8], i32, [28 x i8] }
%struct.Flex = type { i32, [0 x i16] }

@.str = private unnamed_addr constant [16 x i8] c"sizes %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"checksum %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"bits %u %u %u %u %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"flex %d\0A\00", align 1
@__const.main.o = private unnamed_addr constant %struct.Odd { [7 x i8] c"packed!" }, align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"odd %.7s\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"aligned %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"unaligned %d %lld %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [5 x %struct.Rec], align 16
  %2 = alloca i32, align 4
  %3 = alloca %struct.Bits, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Odd, align 1
  %9 = alloca i32, align 4
  %10 = alloca %struct.Odd, align 1
  %11 = alloca i56, align 8
  %12 = alloca i56, align 8
  %13 = alloca [2 x %struct.Aligned], align 32
  %14 = alloca [32 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %58, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %61

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 65, %21
  %23 = trunc i32 %22 to i8
  %24 = load i32, ptr %2, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.Rec, ptr %26, i32 0, i32 0
  store i8 %23, ptr %27, align 1
  %28 = load i32, ptr %2, align 4
  %29 = mul nsw i32 -1000, %28
  %30 = add nsw i32 %29, 7
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.Rec, ptr %33, i32 0, i32 1
  store i32 %30, ptr %34, align 1
  %35 = load i32, ptr %2, align 4
  %36 = mul nsw i32 %35, 300
  %37 = sub nsw i32 %36, 600
  %38 = trunc i32 %37 to i16
  %39 = load i32, ptr %2, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 %40
  %42 = getelementptr inbounds %struct.Rec, ptr %41, i32 0, i32 2
  store i16 %38, ptr %42, align 1
  %43 = load i32, ptr %2, align 4
  %44 = sext i32 %43 to i64
  %45 = shl i64 %44, 40
  %46 = or i64 %45, 4660
  %47 = load i32, ptr %2, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.Rec, ptr %49, i32 0, i32 3
  store i64 %46, ptr %50, align 1
  %51 = load i32, ptr %2, align 4
  %52 = sitofp i32 %51 to double
  %53 = fmul double %52, 1.250000e-01
  %54 = load i32, ptr %2, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 %55
  %57 = getelementptr inbounds %struct.Rec, ptr %56, i32 0, i32 4
  store double %53, ptr %57, align 1
  br label %58

58:                                               ; preds = %20
  %59 = load i32, ptr %2, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %2, align 4
  br label %17, !llvm.loop !5

61:                                               ; preds = %17
  %62 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 2
  %63 = getelementptr inbounds %struct.Rec, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 1
  %65 = add nsw i32 %64, 11
  store i32 %65, ptr %63, align 1
  %66 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 3
  %67 = getelementptr inbounds %struct.Rec, ptr %66, i32 0, i32 3
  %68 = load i64, ptr %67, align 1
  %69 = xor i64 %68, 65535
  store i64 %69, ptr %67, align 1
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 23, i32 noundef 5, i32 noundef 64) #3
  %71 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i64 0, i64 0
  %72 = call i64 @checksum(ptr noundef %71, i32 noundef 5) #3
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %72) #3
  %74 = call ptr @memset(ptr noundef %3, i32 noundef 0, i64 noundef 5) #3
  %75 = load i32, ptr %3, align 1
  %76 = and i32 %75, -8
  %77 = or i32 %76, 5
  store i32 %77, ptr %3, align 1
  %78 = load i32, ptr %3, align 1
  %79 = and i32 %78, -4089
  %80 = or i32 %79, 2400
  store i32 %80, ptr %3, align 1
  %81 = load i32, ptr %3, align 1
  %82 = and i32 %81, -520193
  %83 = or i32 %82, 409600
  store i32 %83, ptr %3, align 1
  %84 = load i32, ptr %3, align 1
  %85 = and i32 %84, 524287
  %86 = or i32 %85, -624951296
  store i32 %86, ptr %3, align 1
  %87 = getelementptr inbounds %struct.Bits, ptr %3, i32 0, i32 1
  store i8 -85, ptr %87, align 1
  %88 = load i32, ptr %3, align 1
  %89 = lshr i32 %88, 3
  %90 = and i32 %89, 511
  %91 = add nsw i32 %90, 250
  %92 = load i32, ptr %3, align 1
  %93 = and i32 %91, 511
  %94 = shl i32 %93, 3
  %95 = and i32 %92, -4089
  %96 = or i32 %95, %94
  store i32 %96, ptr %3, align 1
  %97 = load i32, ptr %3, align 1
  %98 = lshr i32 %97, 19
  %99 = mul nsw i32 %98, 2
  %100 = add nsw i32 %99, 1
  %101 = load i32, ptr %3, align 1
  %102 = and i32 %100, 8191
  %103 = shl i32 %102, 19
  %104 = and i32 %101, 524287
  %105 = or i32 %104, %103
  store i32 %105, ptr %3, align 1
  %106 = load i32, ptr %3, align 1
  %107 = and i32 %106, 7
  %108 = load i32, ptr %3, align 1
  %109 = lshr i32 %108, 3
  %110 = and i32 %109, 511
  %111 = load i32, ptr %3, align 1
  %112 = lshr i32 %111, 12
  %113 = and i32 %112, 127
  %114 = load i32, ptr %3, align 1
  %115 = lshr i32 %114, 19
  %116 = getelementptr inbounds %struct.Bits, ptr %3, i32 0, i32 1
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %107, i32 noundef %110, i32 noundef %113, i32 noundef %115, i32 noundef %118) #3
  %120 = call ptr @malloc(i64 noundef 24) #3
  store ptr %120, ptr %4, align 8
  %121 = load ptr, ptr %4, align 8
  %122 = getelementptr inbounds %struct.Flex, ptr %121, i32 0, i32 0
  store i32 10, ptr %122, align 4
  store i32 0, ptr %5, align 4
  br label %123

123:                                              ; preds = %140, %61
  %124 = load i32, ptr %5, align 4
  %125 = load ptr, ptr %4, align 8
  %126 = getelementptr inbounds %struct.Flex, ptr %125, i32 0, i32 0
  %127 = load i32, ptr %126, align 4
  %128 = icmp slt i32 %124, %127
  br i1 %128, label %129, label %143

129:                                              ; preds = %123
  %130 = load i32, ptr %5, align 4
  %131 = load i32, ptr %5, align 4
  %132 = mul nsw i32 %130, %131
  %133 = sub nsw i32 %132, 20
  %134 = trunc i32 %133 to i16
  %135 = load ptr, ptr %4, align 8
  %136 = getelementptr inbounds %struct.Flex, ptr %135, i32 0, i32 1
  %137 = load i32, ptr %5, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [0 x i16], ptr %136, i64 0, i64 %138
  store i16 %134, ptr %139, align 2
  br label %140

140:                                              ; preds = %129
  %141 = load i32, ptr %5, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %5, align 4
  br label %123, !llvm.loop !7

143:                                              ; preds = %123
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %144

144:                                              ; preds = %160, %143
  %145 = load i32, ptr %7, align 4
  %146 = load ptr, ptr %4, align 8
  %147 = getelementptr inbounds %struct.Flex, ptr %146, i32 0, i32 0
  %148 = load i32, ptr %147, align 4
  %149 = icmp slt i32 %145, %148
  br i1 %149, label %150, label %163

150:                                              ; preds = %144
  %151 = load ptr, ptr %4, align 8
  %152 = getelementptr inbounds %struct.Flex, ptr %151, i32 0, i32 1
  %153 = load i32, ptr %7, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [0 x i16], ptr %152, i64 0, i64 %154
  %156 = load i16, ptr %155, align 2
  %157 = sext i16 %156 to i32
  %158 = load i32, ptr %6, align 4
  %159 = add nsw i32 %158, %157
  store i32 %159, ptr %6, align 4
  br label %160

160:                                              ; preds = %150
  %161 = load i32, ptr %7, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %7, align 4
  br label %144, !llvm.loop !8

163:                                              ; preds = %144
  %164 = load i32, ptr %6, align 4
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %164) #3
  %166 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %166) #3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.o, i64 7, i1 false)
  store i32 0, ptr %9, align 4
  br label %167

167:                                              ; preds = %175, %163
  %168 = load i32, ptr %9, align 4
  %169 = icmp slt i32 %168, 3
  br i1 %169, label %170, label %178

170:                                              ; preds = %167
  %171 = getelementptr inbounds %struct.Odd, ptr %8, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %171, i64 7, i1 false)
  %172 = load i56, ptr %11, align 8
  %173 = call i56 @shift(i56 %172) #3
  %174 = getelementptr inbounds %struct.Odd, ptr %10, i32 0, i32 0
  store i56 %173, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %174, ptr align 8 %12, i64 7, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %10, i64 7, i1 false)
  br label %175

175:                                              ; preds = %170
  %176 = load i32, ptr %9, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %9, align 4
  br label %167, !llvm.loop !9

178:                                              ; preds = %167
  %179 = getelementptr inbounds %struct.Odd, ptr %8, i32 0, i32 0
  %180 = getelementptr inbounds [7 x i8], ptr %179, i64 0, i64 0
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %180) #3
  %182 = getelementptr inbounds [2 x %struct.Aligned], ptr %13, i64 0, i64 1
  %183 = getelementptr inbounds %struct.Aligned, ptr %182, i32 0, i32 2
  %184 = ptrtoint ptr %183 to i64
  %185 = urem i64 %184, 32
  %186 = trunc i64 %185 to i32
  %187 = getelementptr inbounds [2 x %struct.Aligned], ptr %13, i64 0, i64 1
  %188 = getelementptr inbounds [2 x %struct.Aligned], ptr %13, i64 0, i64 0
  %189 = ptrtoint ptr %187 to i64
  %190 = ptrtoint ptr %188 to i64
  %191 = sub i64 %189, %190
  %192 = trunc i64 %191 to i32
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %186, i32 noundef %192) #3
  store i32 0, ptr %15, align 4
  br label %194

194:                                              ; preds = %203, %178
  %195 = load i32, ptr %15, align 4
  %196 = icmp slt i32 %195, 32
  br i1 %196, label %197, label %206

197:                                              ; preds = %194
  %198 = load i32, ptr %15, align 4
  %199 = trunc i32 %198 to i8
  %200 = load i32, ptr %15, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 %201
  store i8 %199, ptr %202, align 1
  br label %203

203:                                              ; preds = %197
  %204 = load i32, ptr %15, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %15, align 4
  br label %194, !llvm.loop !10

206:                                              ; preds = %194
  %207 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 0
  %208 = getelementptr inbounds i8, ptr %207, i64 3
  store ptr %208, ptr %16, align 8
  %209 = load ptr, ptr %16, align 8
  %210 = getelementptr inbounds %struct.Rec, ptr %209, i32 0, i32 1
  store i32 16909060, ptr %210, align 1
  %211 = load ptr, ptr %16, align 8
  %212 = getelementptr inbounds %struct.Rec, ptr %211, i32 0, i32 3
  store i64 -2, ptr %212, align 1
  %213 = load ptr, ptr %16, align 8
  %214 = getelementptr inbounds %struct.Rec, ptr %213, i32 0, i32 1
  %215 = load i32, ptr %214, align 1
  %216 = load ptr, ptr %16, align 8
  %217 = getelementptr inbounds %struct.Rec, ptr %216, i32 0, i32 3
  %218 = load i64, ptr %217, align 1
  %219 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 4
  %220 = load i8, ptr %219, align 4
  %221 = sext i8 %220 to i32
  %222 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 5
  %223 = load i8, ptr %222, align 1
  %224 = sext i8 %223 to i32
  %225 = add nsw i32 %221, %224
  %226 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 6
  %227 = load i8, ptr %226, align 2
  %228 = sext i8 %227 to i32
  %229 = add nsw i32 %225, %228
  %230 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 7
  %231 = load i8, ptr %230, align 1
  %232 = sext i8 %231 to i32
  %233 = add nsw i32 %229, %232
  %234 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 10
  %235 = load i8, ptr %234, align 2
  %236 = sext i8 %235 to i32
  %237 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 17
  %238 = load i8, ptr %237, align 1
  %239 = sext i8 %238 to i32
  %240 = add nsw i32 %236, %239
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %215, i64 noundef %218, i32 noundef %233, i32 noundef %240) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @checksum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %55, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %58

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.Rec, ptr %12, i64 %14
  %16 = getelementptr inbounds %struct.Rec, ptr %15, i32 0, i32 0
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i64
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Rec, ptr %19, i64 %21
  %23 = getelementptr inbounds %struct.Rec, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 1
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, 3
  %27 = add nsw i64 %18, %26
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %6, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.Rec, ptr %28, i64 %30
  %32 = getelementptr inbounds %struct.Rec, ptr %31, i32 0, i32 2
  %33 = load i16, ptr %32, align 1
  %34 = sext i16 %33 to i64
  %35 = mul nsw i64 %34, 5
  %36 = add nsw i64 %27, %35
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %6, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.Rec, ptr %37, i64 %39
  %41 = getelementptr inbounds %struct.Rec, ptr %40, i32 0, i32 3
  %42 = load i64, ptr %41, align 1
  %43 = add nsw i64 %36, %42
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds %struct.Rec, ptr %44, i64 %46
  %48 = getelementptr inbounds %struct.Rec, ptr %47, i32 0, i32 4
  %49 = load double, ptr %48, align 1
  %50 = fmul double %49, 8.000000e+00
  %51 = fptosi double %50 to i64
  %52 = add nsw i64 %43, %51
  %53 = load i64, ptr %5, align 8
  %54 = add nsw i64 %53, %52
  store i64 %54, ptr %5, align 8
  br label %55

55:                                               ; preds = %11
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %7, !llvm.loop !11

58:                                               ; preds = %7
  %59 = load i64, ptr %5, align 8
  ret i64 %59
}

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

declare ptr @malloc(i64 noundef) #1

declare void @free(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i56 @shift(i56 %0) #0 {
  %2 = alloca %struct.Odd, align 1
  %3 = alloca %struct.Odd, align 1
  %4 = alloca i56, align 8
  %5 = alloca i32, align 4
  %6 = alloca i56, align 8
  %7 = getelementptr inbounds %struct.Odd, ptr %3, i32 0, i32 0
  store i56 %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 8 %4, i64 7, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %23, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %26

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Odd, ptr %3, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 1
  %15 = srem i32 %14, 7
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [7 x i8], ptr %12, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = getelementptr inbounds %struct.Odd, ptr %2, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %8, !llvm.loop !12

26:                                               ; preds = %8
  %27 = getelementptr inbounds %struct.Odd, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %27, i64 7, i1 false)
  %28 = load i56, ptr %6, align 8
  ret i56 %28
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
