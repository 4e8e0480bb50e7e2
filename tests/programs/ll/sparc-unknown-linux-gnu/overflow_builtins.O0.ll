; ModuleID = 'tests/programs/overflow_builtins.c'
source_filename = "tests/programs/overflow_builtins.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
define dso_local i32 @main() #0 {
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
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.a32, i32 32, i1 false)
  store i32 0, ptr %3, align 4
  br label %33

33:                                               ; preds = %81, %0
  %34 = load i32, ptr %3, align 4
  %35 = icmp slt i32 %34, 8
  br i1 %35, label %36, label %84

36:                                               ; preds = %33
  store i32 0, ptr %4, align 4
  br label %37

37:                                               ; preds = %77, %36
  %38 = load i32, ptr %4, align 4
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %40, label %80

40:                                               ; preds = %37
  %41 = load i32, ptr %3, align 4
  %42 = getelementptr inbounds [8 x i32], ptr %2, i32 0, i32 %41
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %5, align 4
  %44 = load i32, ptr %4, align 4
  %45 = getelementptr inbounds [8 x i32], ptr %2, i32 0, i32 %44
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %6, align 4
  %47 = load i32, ptr %5, align 4
  %48 = load i32, ptr %6, align 4
  %49 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %47, i32 %48)
  %50 = extractvalue { i32, i1 } %49, 1
  %51 = extractvalue { i32, i1 } %49, 0
  store i32 %51, ptr %1, align 4
  %52 = zext i1 %50 to i32
  store i32 %52, ptr %7, align 4
  %53 = load i32, ptr %1, align 4
  store i32 %53, ptr %8, align 4
  %54 = load i32, ptr %5, align 4
  %55 = load i32, ptr %6, align 4
  %56 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %54, i32 %55)
  %57 = extractvalue { i32, i1 } %56, 1
  %58 = extractvalue { i32, i1 } %56, 0
  store i32 %58, ptr %1, align 4
  %59 = zext i1 %57 to i32
  store i32 %59, ptr %9, align 4
  %60 = load i32, ptr %1, align 4
  store i32 %60, ptr %10, align 4
  %61 = load i32, ptr %5, align 4
  %62 = load i32, ptr %6, align 4
  %63 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %61, i32 %62)
  %64 = extractvalue { i32, i1 } %63, 1
  %65 = extractvalue { i32, i1 } %63, 0
  store i32 %65, ptr %1, align 4
  %66 = zext i1 %64 to i32
  store i32 %66, ptr %11, align 4
  %67 = load i32, ptr %1, align 4
  store i32 %67, ptr %12, align 4
  %68 = load i32, ptr %5, align 4
  %69 = load i32, ptr %6, align 4
  %70 = load i32, ptr %7, align 4
  %71 = load i32, ptr %8, align 4
  %72 = load i32, ptr %9, align 4
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %11, align 4
  %75 = load i32, ptr %12, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %68, i32 noundef %69, i32 noundef %70, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %75) #5
  br label %77

77:                                               ; preds = %40
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 3
  store i32 %79, ptr %4, align 4
  br label %37, !llvm.loop !5

80:                                               ; preds = %37
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %3, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %3, align 4
  br label %33, !llvm.loop !7

84:                                               ; preds = %33
  %85 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 1)
  %86 = extractvalue { i32, i1 } %85, 1
  %87 = extractvalue { i32, i1 } %85, 0
  store i32 %87, ptr %13, align 4
  %88 = zext i1 %86 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %88) #5
  %90 = load i32, ptr %13, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %90) #5
  %92 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 1, i32 2)
  %93 = extractvalue { i32, i1 } %92, 1
  %94 = extractvalue { i32, i1 } %92, 0
  store i32 %94, ptr %13, align 4
  %95 = zext i1 %93 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %95) #5
  %97 = load i32, ptr %13, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %97) #5
  %99 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 65536)
  %100 = extractvalue { i32, i1 } %99, 1
  %101 = extractvalue { i32, i1 } %99, 0
  store i32 %101, ptr %13, align 4
  %102 = zext i1 %100 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %102) #5
  %104 = load i32, ptr %13, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %104) #5
  %106 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65535, i32 65537)
  %107 = extractvalue { i32, i1 } %106, 1
  %108 = extractvalue { i32, i1 } %106, 0
  store i32 %108, ptr %13, align 4
  %109 = zext i1 %107 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %109) #5
  %111 = load i32, ptr %13, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %111) #5
  call void @llvm.memset.p0.i32(ptr align 8 %15, i8 0, i32 56, i1 false)
  %113 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 1
  store i64 -1, ptr %113, align 8
  %114 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 2
  store i64 9223372036854775807, ptr %114, align 8
  %115 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 3
  store i64 -9223372036854775808, ptr %115, align 8
  %116 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 4
  store i64 3037000500, ptr %116, align 8
  %117 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 5
  store i64 -3037000500, ptr %117, align 8
  %118 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 6
  store i64 4294967296, ptr %118, align 8
  store i32 0, ptr %16, align 4
  br label %119

119:                                              ; preds = %167, %84
  %120 = load i32, ptr %16, align 4
  %121 = icmp slt i32 %120, 7
  br i1 %121, label %122, label %170

122:                                              ; preds = %119
  store i32 0, ptr %17, align 4
  br label %123

123:                                              ; preds = %163, %122
  %124 = load i32, ptr %17, align 4
  %125 = icmp slt i32 %124, 7
  br i1 %125, label %126, label %166

126:                                              ; preds = %123
  %127 = load i32, ptr %16, align 4
  %128 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 %127
  %129 = load i64, ptr %128, align 8
  store i64 %129, ptr %18, align 8
  %130 = load i32, ptr %17, align 4
  %131 = getelementptr inbounds [7 x i64], ptr %15, i32 0, i32 %130
  %132 = load i64, ptr %131, align 8
  store i64 %132, ptr %19, align 8
  %133 = load i64, ptr %18, align 8
  %134 = load i64, ptr %19, align 8
  %135 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %133, i64 %134)
  %136 = extractvalue { i64, i1 } %135, 1
  %137 = extractvalue { i64, i1 } %135, 0
  store i64 %137, ptr %14, align 8
  %138 = zext i1 %136 to i32
  store i32 %138, ptr %20, align 4
  %139 = load i64, ptr %14, align 8
  store i64 %139, ptr %21, align 8
  %140 = load i64, ptr %18, align 8
  %141 = load i64, ptr %19, align 8
  %142 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %140, i64 %141)
  %143 = extractvalue { i64, i1 } %142, 1
  %144 = extractvalue { i64, i1 } %142, 0
  store i64 %144, ptr %14, align 8
  %145 = zext i1 %143 to i32
  store i32 %145, ptr %22, align 4
  %146 = load i64, ptr %14, align 8
  store i64 %146, ptr %23, align 8
  %147 = load i64, ptr %18, align 8
  %148 = load i64, ptr %19, align 8
  %149 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %147, i64 %148)
  %150 = extractvalue { i64, i1 } %149, 1
  %151 = extractvalue { i64, i1 } %149, 0
  store i64 %151, ptr %14, align 8
  %152 = zext i1 %150 to i32
  store i32 %152, ptr %24, align 4
  %153 = load i64, ptr %14, align 8
  store i64 %153, ptr %25, align 8
  %154 = load i64, ptr %18, align 8
  %155 = load i64, ptr %19, align 8
  %156 = load i32, ptr %20, align 4
  %157 = load i64, ptr %21, align 8
  %158 = load i32, ptr %22, align 4
  %159 = load i64, ptr %23, align 8
  %160 = load i32, ptr %24, align 4
  %161 = load i64, ptr %25, align 8
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %154, i64 noundef %155, i32 noundef %156, i64 noundef %157, i32 noundef %158, i64 noundef %159, i32 noundef %160, i64 noundef %161) #5
  br label %163

163:                                              ; preds = %126
  %164 = load i32, ptr %17, align 4
  %165 = add nsw i32 %164, 2
  store i32 %165, ptr %17, align 4
  br label %123, !llvm.loop !8

166:                                              ; preds = %123
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %16, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %16, align 4
  br label %119, !llvm.loop !9

170:                                              ; preds = %119
  %171 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 4294967297)
  %172 = extractvalue { i64, i1 } %171, 1
  %173 = extractvalue { i64, i1 } %171, 0
  store i64 %173, ptr %26, align 8
  %174 = zext i1 %172 to i32
  store i32 %174, ptr %27, align 4
  %175 = load i32, ptr %27, align 4
  %176 = load i64, ptr %26, align 8
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %175, i64 noundef %176) #5
  %178 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -16, i64 32)
  %179 = extractvalue { i64, i1 } %178, 1
  %180 = extractvalue { i64, i1 } %178, 0
  store i64 %180, ptr %26, align 8
  %181 = zext i1 %179 to i32
  store i32 %181, ptr %27, align 4
  %182 = load i32, ptr %27, align 4
  %183 = load i64, ptr %26, align 8
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %182, i64 noundef %183) #5
  %185 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 100, i8 100)
  %186 = extractvalue { i8, i1 } %185, 1
  %187 = extractvalue { i8, i1 } %185, 0
  store i8 %187, ptr %28, align 1
  %188 = zext i1 %186 to i32
  store i32 %188, ptr %27, align 4
  %189 = load i32, ptr %27, align 4
  %190 = load i8, ptr %28, align 1
  %191 = sext i8 %190 to i32
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %189, i32 noundef %191) #5
  %193 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 300, i16 300)
  %194 = extractvalue { i16, i1 } %193, 1
  %195 = extractvalue { i16, i1 } %193, 0
  store i16 %195, ptr %29, align 2
  %196 = zext i1 %194 to i32
  store i32 %196, ptr %27, align 4
  %197 = load i32, ptr %27, align 4
  %198 = load i16, ptr %29, align 2
  %199 = zext i16 %198 to i32
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %197, i32 noundef %199) #5
  %201 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 2147483647, i33 0)
  %202 = extractvalue { i33, i1 } %201, 1
  %203 = extractvalue { i33, i1 } %201, 0
  %204 = trunc i33 %203 to i32
  %205 = sext i32 %204 to i33
  %206 = icmp ne i33 %203, %205
  %207 = or i1 %202, %206
  store i32 %204, ptr %30, align 4
  %208 = zext i1 %207 to i32
  store i32 %208, ptr %27, align 4
  %209 = load i32, ptr %27, align 4
  %210 = load i32, ptr %30, align 4
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %209, i32 noundef %210) #5
  %212 = call { i33, i1 } @llvm.ssub.with.overflow.i33(i33 0, i33 1)
  %213 = extractvalue { i33, i1 } %212, 1
  %214 = extractvalue { i33, i1 } %212, 0
  %215 = trunc i33 %214 to i32
  %216 = sext i32 %215 to i33
  %217 = icmp ne i33 %214, %216
  %218 = or i1 %213, %217
  store i32 %215, ptr %30, align 4
  %219 = zext i1 %218 to i32
  store i32 %219, ptr %27, align 4
  %220 = load i32, ptr %27, align 4
  %221 = load i32, ptr %30, align 4
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %220, i32 noundef %221) #5
  store i64 1, ptr %31, align 8
  store i32 1, ptr %32, align 4
  br label %223

223:                                              ; preds = %235, %170
  %224 = load i32, ptr %32, align 4
  %225 = icmp slt i32 %224, 40
  br i1 %225, label %226, label %238

226:                                              ; preds = %223
  %227 = load i64, ptr %31, align 8
  %228 = load i32, ptr %32, align 4
  %229 = sext i32 %228 to i64
  %230 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %227, i64 %229)
  %231 = extractvalue { i64, i1 } %230, 1
  %232 = extractvalue { i64, i1 } %230, 0
  store i64 %232, ptr %31, align 8
  br i1 %231, label %233, label %234

233:                                              ; preds = %226
  br label %238

234:                                              ; preds = %226
  br label %235

235:                                              ; preds = %234
  %236 = load i32, ptr %32, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %32, align 4
  br label %223, !llvm.loop !10

238:                                              ; preds = %233, %223
  %239 = load i32, ptr %32, align 4
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %239) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nobuiltin "no-builtins" }

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
