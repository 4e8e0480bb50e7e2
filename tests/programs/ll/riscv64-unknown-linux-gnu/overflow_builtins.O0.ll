; ModuleID = 'tests/programs/overflow_builtins.c'
source_filename = "tests/programs/overflow_builtins.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@__const.main.a32 = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 46341, i32 -46341, i32 65536], align 4
@.str = private unnamed_addr constant [42 x i8] c"s32 %d %d: add %d/%d sub %d/%d mul %d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"u32 add %d \00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"u32 sub %d \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"u32 mul %d \00", align 1
@.str.5 = private unnamed_addr constant [52 x i8] c"s64 %lld %lld: add %d/%lld sub %d/%lld mul %d/%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"u64 mul %d %llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"u64 add %d %llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"s8 add %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"u16 mul %d %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"mixed %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"mixed2 %d %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [27 x i8] c"factorial overflows at %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca [7 x i64], align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  %29 = alloca i16, align 2
  %30 = alloca i32, align 4
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a32, i64 32, i1 false)
  store i32 0, ptr %3, align 4
  br label %33

33:                                               ; preds = %83, %0
  %34 = load i32, ptr %3, align 4
  %35 = icmp slt i32 %34, 8
  br i1 %35, label %36, label %86

36:                                               ; preds = %33
  store i32 0, ptr %4, align 4
  br label %37

37:                                               ; preds = %79, %36
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %40, label %82

40:                                               ; preds = %37
  %41 = load i32, ptr %3, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  store i32 %44, ptr %5, align 4
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  store i32 %48, ptr %6, align 4
  %49 = load i32, ptr %5, align 4
  %50 = load i32, ptr %6, align 4
  %51 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %49, i32 %50)
  %52 = extractvalue { i32, i1 } %51, 1
  %53 = extractvalue { i32, i1 } %51, 0
  store i32 %53, ptr %1, align 4
  %54 = zext i1 %52 to i32
  store i32 %54, ptr %7, align 4
  %55 = load i32, ptr %1, align 4
  store i32 %55, ptr %8, align 4
  %56 = load i32, ptr %5, align 4
  %57 = load i32, ptr %6, align 4
  %58 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %56, i32 %57)
  %59 = extractvalue { i32, i1 } %58, 1
  %60 = extractvalue { i32, i1 } %58, 0
  store i32 %60, ptr %1, align 4
  %61 = zext i1 %59 to i32
  store i32 %61, ptr %9, align 4
  %62 = load i32, ptr %1, align 4
  store i32 %62, ptr %10, align 4
  %63 = load i32, ptr %5, align 4
  %64 = load i32, ptr %6, align 4
  %65 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %63, i32 %64)
  %66 = extractvalue { i32, i1 } %65, 1
  %67 = extractvalue { i32, i1 } %65, 0
  store i32 %67, ptr %1, align 4
  %68 = zext i1 %66 to i32
  store i32 %68, ptr %11, align 4
  %69 = load i32, ptr %1, align 4
  store i32 %69, ptr %12, align 4
  %70 = load i32, ptr %5, align 4
  %71 = load i32, ptr %6, align 4
  %72 = load i32, ptr %7, align 4
  %73 = load i32, ptr %8, align 4
  %74 = load i32, ptr %9, align 4
  %75 = load i32, ptr %10, align 4
  %76 = load i32, ptr %11, align 4
  %77 = load i32, ptr %12, align 4
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %70, i32 noundef signext %71, i32 noundef signext %72, i32 noundef signext %73, i32 noundef signext %74, i32 noundef signext %75, i32 noundef signext %76, i32 noundef signext %77) #5
  br label %79

79:                                               ; preds = %40
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 3
  store i32 %81, ptr %4, align 4
  br label %37, !llvm.loop !7

82:                                               ; preds = %37
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %3, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %3, align 4
  br label %33, !llvm.loop !9

86:                                               ; preds = %33
  %87 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 1)
  %88 = extractvalue { i32, i1 } %87, 1
  %89 = extractvalue { i32, i1 } %87, 0
  store i32 %89, ptr %13, align 4
  %90 = zext i1 %88 to i32
  %91 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %90) #5
  %92 = load i32, ptr %13, align 4
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %92) #5
  %94 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 1, i32 2)
  %95 = extractvalue { i32, i1 } %94, 1
  %96 = extractvalue { i32, i1 } %94, 0
  store i32 %96, ptr %13, align 4
  %97 = zext i1 %95 to i32
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %97) #5
  %99 = load i32, ptr %13, align 4
  %100 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %99) #5
  %101 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 65536)
  %102 = extractvalue { i32, i1 } %101, 1
  %103 = extractvalue { i32, i1 } %101, 0
  store i32 %103, ptr %13, align 4
  %104 = zext i1 %102 to i32
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %104) #5
  %106 = load i32, ptr %13, align 4
  %107 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %106) #5
  %108 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65535, i32 65537)
  %109 = extractvalue { i32, i1 } %108, 1
  %110 = extractvalue { i32, i1 } %108, 0
  store i32 %110, ptr %13, align 4
  %111 = zext i1 %109 to i32
  %112 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %111) #5
  %113 = load i32, ptr %13, align 4
  %114 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %113) #5
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 56, i1 false)
  %115 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 1
  store i64 -1, ptr %115, align 8
  %116 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 2
  store i64 9223372036854775807, ptr %116, align 8
  %117 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 3
  store i64 -9223372036854775808, ptr %117, align 8
  %118 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 4
  store i64 3037000500, ptr %118, align 8
  %119 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 5
  store i64 -3037000500, ptr %119, align 8
  %120 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 6
  store i64 4294967296, ptr %120, align 8
  store i32 0, ptr %16, align 4
  br label %121

121:                                              ; preds = %171, %86
  %122 = load i32, ptr %16, align 4
  %123 = icmp slt i32 %122, 7
  br i1 %123, label %124, label %174

124:                                              ; preds = %121
  store i32 0, ptr %17, align 4
  br label %125

125:                                              ; preds = %167, %124
  %126 = load i32, ptr %17, align 4
  %127 = icmp slt i32 %126, 7
  br i1 %127, label %128, label %170

128:                                              ; preds = %125
  %129 = load i32, ptr %16, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [7 x i64], ptr %15, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8
  store i64 %132, ptr %18, align 8
  %133 = load i32, ptr %17, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [7 x i64], ptr %15, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8
  store i64 %136, ptr %19, align 8
  %137 = load i64, ptr %18, align 8
  %138 = load i64, ptr %19, align 8
  %139 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %137, i64 %138)
  %140 = extractvalue { i64, i1 } %139, 1
  %141 = extractvalue { i64, i1 } %139, 0
  store i64 %141, ptr %14, align 8
  %142 = zext i1 %140 to i32
  store i32 %142, ptr %20, align 4
  %143 = load i64, ptr %14, align 8
  store i64 %143, ptr %21, align 8
  %144 = load i64, ptr %18, align 8
  %145 = load i64, ptr %19, align 8
  %146 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %144, i64 %145)
  %147 = extractvalue { i64, i1 } %146, 1
  %148 = extractvalue { i64, i1 } %146, 0
  store i64 %148, ptr %14, align 8
  %149 = zext i1 %147 to i32
  store i32 %149, ptr %22, align 4
  %150 = load i64, ptr %14, align 8
  store i64 %150, ptr %23, align 8
  %151 = load i64, ptr %18, align 8
  %152 = load i64, ptr %19, align 8
  %153 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %151, i64 %152)
  %154 = extractvalue { i64, i1 } %153, 1
  %155 = extractvalue { i64, i1 } %153, 0
  store i64 %155, ptr %14, align 8
  %156 = zext i1 %154 to i32
  store i32 %156, ptr %24, align 4
  %157 = load i64, ptr %14, align 8
  store i64 %157, ptr %25, align 8
  %158 = load i64, ptr %18, align 8
  %159 = load i64, ptr %19, align 8
  %160 = load i32, ptr %20, align 4
  %161 = load i64, ptr %21, align 8
  %162 = load i32, ptr %22, align 4
  %163 = load i64, ptr %23, align 8
  %164 = load i32, ptr %24, align 4
  %165 = load i64, ptr %25, align 8
  %166 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %158, i64 noundef %159, i32 noundef signext %160, i64 noundef %161, i32 noundef signext %162, i64 noundef %163, i32 noundef signext %164, i64 noundef %165) #5
  br label %167

167:                                              ; preds = %128
  %168 = load i32, ptr %17, align 4
  %169 = add nsw i32 %168, 2
  store i32 %169, ptr %17, align 4
  br label %125, !llvm.loop !10

170:                                              ; preds = %125
  br label %171

171:                                              ; preds = %170
  %172 = load i32, ptr %16, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %16, align 4
  br label %121, !llvm.loop !11

174:                                              ; preds = %121
  %175 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 4294967297)
  %176 = extractvalue { i64, i1 } %175, 1
  %177 = extractvalue { i64, i1 } %175, 0
  store i64 %177, ptr %26, align 8
  %178 = zext i1 %176 to i32
  store i32 %178, ptr %27, align 4
  %179 = load i32, ptr %27, align 4
  %180 = load i64, ptr %26, align 8
  %181 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %179, i64 noundef %180) #5
  %182 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -16, i64 32)
  %183 = extractvalue { i64, i1 } %182, 1
  %184 = extractvalue { i64, i1 } %182, 0
  store i64 %184, ptr %26, align 8
  %185 = zext i1 %183 to i32
  store i32 %185, ptr %27, align 4
  %186 = load i32, ptr %27, align 4
  %187 = load i64, ptr %26, align 8
  %188 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %186, i64 noundef %187) #5
  %189 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 100, i8 100)
  %190 = extractvalue { i8, i1 } %189, 1
  %191 = extractvalue { i8, i1 } %189, 0
  store i8 %191, ptr %28, align 1
  %192 = zext i1 %190 to i32
  store i32 %192, ptr %27, align 4
  %193 = load i32, ptr %27, align 4
  %194 = load i8, ptr %28, align 1
  %195 = sext i8 %194 to i32
  %196 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %193, i32 noundef signext %195) #5
  %197 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 300, i16 300)
  %198 = extractvalue { i16, i1 } %197, 1
  %199 = extractvalue { i16, i1 } %197, 0
  store i16 %199, ptr %29, align 2
  %200 = zext i1 %198 to i32
  store i32 %200, ptr %27, align 4
  %201 = load i32, ptr %27, align 4
  %202 = load i16, ptr %29, align 2
  %203 = zext i16 %202 to i32
  %204 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %201, i32 noundef signext %203) #5
  %205 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483647, i33 0)
  %206 = extractvalue { i33, i1 } %205, 1
  %207 = extractvalue { i33, i1 } %205, 0
  %208 = trunc i33 %207 to i32
  %209 = sext i32 %208 to i33
  %210 = icmp ne i33 %207, %209
  %211 = or i1 %206, %210
  store i32 %208, ptr %30, align 4
  %212 = zext i1 %211 to i32
  store i32 %212, ptr %27, align 4
  %213 = load i32, ptr %27, align 4
  %214 = load i32, ptr %30, align 4
  %215 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %213, i32 noundef signext %214) #5
  %216 = call { i33, i1 } @llvm.ssub.with.overflow.i33(i33 0, i33 1)
  %217 = extractvalue { i33, i1 } %216, 1
  %218 = extractvalue { i33, i1 } %216, 0
  %219 = trunc i33 %218 to i32
  %220 = sext i32 %219 to i33
  %221 = icmp ne i33 %218, %220
  %222 = or i1 %217, %221
  store i32 %219, ptr %30, align 4
  %223 = zext i1 %222 to i32
  store i32 %223, ptr %27, align 4
  %224 = load i32, ptr %27, align 4
  %225 = load i32, ptr %30, align 4
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %224, i32 noundef signext %225) #5
  store i64 1, ptr %31, align 8
  store i32 1, ptr %32, align 4
  br label %227

227:                                              ; preds = %239, %174
  %228 = load i32, ptr %32, align 4
  %229 = icmp slt i32 %228, 40
  br i1 %229, label %230, label %242

230:                                              ; preds = %227
  %231 = load i64, ptr %31, align 8
  %232 = load i32, ptr %32, align 4
  %233 = sext i32 %232 to i64
  %234 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %231, i64 %233)
  %235 = extractvalue { i64, i1 } %234, 1
  %236 = extractvalue { i64, i1 } %234, 0
  store i64 %236, ptr %31, align 8
  br i1 %235, label %237, label %238

237:                                              ; preds = %230
  br label %242

238:                                              ; preds = %230
  br label %239

239:                                              ; preds = %238
  %240 = load i32, ptr %32, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %32, align 4
  br label %227, !llvm.loop !12

242:                                              ; preds = %237, %227
  %243 = load i32, ptr %32, align 4
  %244 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %243) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

declare signext i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.ssub.with.overflow.i33(i33, i33) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nobuiltin "no-builtins" }

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
