; ModuleID = 'tests/programs/calloc_realloc.c'
source_filename = "tests/programs/calloc_realloc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.vec = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [19 x i8] c"calloc nonzero %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"vec len %d cap %d sum %lld last %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"shrunk keeps %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"grow\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"ing \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"a \00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"string \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"with \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 8
@.str.9 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"from NULL\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"calloc double %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"oom\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.vec, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca [6 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [64 x ptr], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = call ptr @calloc(i64 noundef 1000, i64 noundef 4) #5
  store ptr %23, ptr %1, align 8
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %37, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 1000
  br i1 %26, label %27, label %40

27:                                               ; preds = %24
  %28 = load ptr, ptr %1, align 8
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = icmp ne i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = load i32, ptr %2, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %2, align 4
  br label %37

37:                                               ; preds = %27
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %24, !llvm.loop !5

40:                                               ; preds = %24
  %41 = load i32, ptr %2, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41) #5
  %43 = load ptr, ptr %1, align 8
  call void @free(ptr noundef %43) #5
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  br label %44

44:                                               ; preds = %50, %40
  %45 = load i32, ptr %5, align 4
  %46 = icmp slt i32 %45, 1000
  br i1 %46, label %47, label %53

47:                                               ; preds = %44
  %48 = load i32, ptr %5, align 4
  %49 = mul nsw i32 %48, 3
  call void @vpush(ptr noundef %4, i32 noundef %49) #5
  br label %50

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %5, align 4
  br label %44, !llvm.loop !7

53:                                               ; preds = %44
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %54

54:                                               ; preds = %69, %53
  %55 = load i32, ptr %7, align 4
  %56 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 1
  %57 = load i32, ptr %56, align 8
  %58 = icmp slt i32 %55, %57
  br i1 %58, label %59, label %72

59:                                               ; preds = %54
  %60 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %61 = load ptr, ptr %60, align 8
  %62 = load i32, ptr %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = sext i32 %65 to i64
  %67 = load i64, ptr %6, align 8
  %68 = add nsw i64 %67, %66
  store i64 %68, ptr %6, align 8
  br label %69

69:                                               ; preds = %59
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %54, !llvm.loop !8

72:                                               ; preds = %54
  %73 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 1
  %74 = load i32, ptr %73, align 8
  %75 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 2
  %76 = load i32, ptr %75, align 4
  %77 = load i64, ptr %6, align 8
  %78 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds i32, ptr %79, i64 999
  %81 = load i32, ptr %80, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74, i32 noundef %76, i64 noundef %77, i32 noundef %81) #5
  %83 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %84 = load ptr, ptr %83, align 8
  %85 = call ptr @realloc(ptr noundef %84, i64 noundef 40) #5
  %86 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  store ptr %85, ptr %86, align 8
  %87 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds i32, ptr %88, i64 0
  %90 = load i32, ptr %89, align 4
  %91 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 9
  %94 = load i32, ptr %93, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %90, i32 noundef %94) #5
  %96 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %97 = load ptr, ptr %96, align 8
  call void @free(ptr noundef %97) #5
  store ptr null, ptr %8, align 8
  store i64 0, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.words, i64 48, i1 false)
  store i32 0, ptr %11, align 4
  br label %98

98:                                               ; preds = %126, %72
  %99 = load i32, ptr %11, align 4
  %100 = icmp slt i32 %99, 6
  br i1 %100, label %101, label %129

101:                                              ; preds = %98
  %102 = load i32, ptr %11, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [6 x ptr], ptr %10, i64 0, i64 %103
  %105 = load ptr, ptr %104, align 8
  %106 = call i64 @strlen(ptr noundef %105) #5
  store i64 %106, ptr %12, align 8
  %107 = load ptr, ptr %8, align 8
  %108 = load i64, ptr %9, align 8
  %109 = load i64, ptr %12, align 8
  %110 = add i64 %108, %109
  %111 = add i64 %110, 1
  %112 = call ptr @realloc(ptr noundef %107, i64 noundef %111) #5
  store ptr %112, ptr %8, align 8
  %113 = load ptr, ptr %8, align 8
  %114 = load i64, ptr %9, align 8
  %115 = getelementptr inbounds i8, ptr %113, i64 %114
  %116 = load i32, ptr %11, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [6 x ptr], ptr %10, i64 0, i64 %117
  %119 = load ptr, ptr %118, align 8
  %120 = load i64, ptr %12, align 8
  %121 = add i64 %120, 1
  %122 = call ptr @memcpy(ptr noundef %115, ptr noundef %119, i64 noundef %121) #5
  %123 = load i64, ptr %12, align 8
  %124 = load i64, ptr %9, align 8
  %125 = add i64 %124, %123
  store i64 %125, ptr %9, align 8
  br label %126

126:                                              ; preds = %101
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %11, align 4
  br label %98, !llvm.loop !9

129:                                              ; preds = %98
  %130 = load ptr, ptr %8, align 8
  %131 = load i64, ptr %9, align 8
  %132 = trunc i64 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %130, i32 noundef %132) #5
  %134 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %134) #5
  %135 = call ptr @realloc(ptr noundef null, i64 noundef 16) #5
  store ptr %135, ptr %13, align 8
  %136 = load ptr, ptr %13, align 8
  %137 = call ptr @strcpy(ptr noundef %136, ptr noundef @.str.10) #5
  %138 = load ptr, ptr %13, align 8
  %139 = call i32 @puts(ptr noundef %138) #5
  %140 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %140) #5
  call void @free(ptr noundef null) #5
  store i32 0, ptr %15, align 4
  br label %141

141:                                              ; preds = %163, %129
  %142 = load i32, ptr %15, align 4
  %143 = icmp slt i32 %142, 64
  br i1 %143, label %144, label %166

144:                                              ; preds = %141
  %145 = load i32, ptr %15, align 4
  %146 = mul nsw i32 %145, 13
  %147 = add nsw i32 %146, 1
  %148 = sext i32 %147 to i64
  %149 = call ptr @malloc(i64 noundef %148) #5
  %150 = load i32, ptr %15, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %151
  store ptr %149, ptr %152, align 8
  %153 = load i32, ptr %15, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %154
  %156 = load ptr, ptr %155, align 8
  %157 = load i32, ptr %15, align 4
  %158 = load i32, ptr %15, align 4
  %159 = mul nsw i32 %158, 13
  %160 = add nsw i32 %159, 1
  %161 = sext i32 %160 to i64
  %162 = call ptr @memset(ptr noundef %156, i32 noundef %157, i64 noundef %161) #5
  br label %163

163:                                              ; preds = %144
  %164 = load i32, ptr %15, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %15, align 4
  br label %141, !llvm.loop !10

166:                                              ; preds = %141
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %167

167:                                              ; preds = %200, %166
  %168 = load i32, ptr %17, align 4
  %169 = icmp slt i32 %168, 64
  br i1 %169, label %170, label %203

170:                                              ; preds = %167
  %171 = load i32, ptr %17, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %172
  %174 = load ptr, ptr %173, align 8
  store ptr %174, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %175

175:                                              ; preds = %196, %170
  %176 = load i32, ptr %19, align 4
  %177 = load i32, ptr %17, align 4
  %178 = mul nsw i32 %177, 13
  %179 = add nsw i32 %178, 1
  %180 = icmp slt i32 %176, %179
  br i1 %180, label %181, label %199

181:                                              ; preds = %175
  %182 = load ptr, ptr %18, align 8
  %183 = load i32, ptr %19, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i8, ptr %182, i64 %184
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i32
  %188 = load i32, ptr %17, align 4
  %189 = trunc i32 %188 to i8
  %190 = zext i8 %189 to i32
  %191 = icmp ne i32 %187, %190
  br i1 %191, label %192, label %195

192:                                              ; preds = %181
  %193 = load i32, ptr %16, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %16, align 4
  br label %195

195:                                              ; preds = %192, %181
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %19, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %19, align 4
  br label %175, !llvm.loop !11

199:                                              ; preds = %175
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %17, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %17, align 4
  br label %167, !llvm.loop !12

203:                                              ; preds = %167
  store i32 0, ptr %20, align 4
  br label %204

204:                                              ; preds = %212, %203
  %205 = load i32, ptr %20, align 4
  %206 = icmp slt i32 %205, 64
  br i1 %206, label %207, label %215

207:                                              ; preds = %204
  %208 = load i32, ptr %20, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %209
  %211 = load ptr, ptr %210, align 8
  call void @free(ptr noundef %211) #5
  br label %212

212:                                              ; preds = %207
  %213 = load i32, ptr %20, align 4
  %214 = add nsw i32 %213, 2
  store i32 %214, ptr %20, align 4
  br label %204, !llvm.loop !13

215:                                              ; preds = %204
  store i32 1, ptr %21, align 4
  br label %216

216:                                              ; preds = %224, %215
  %217 = load i32, ptr %21, align 4
  %218 = icmp slt i32 %217, 64
  br i1 %218, label %219, label %227

219:                                              ; preds = %216
  %220 = load i32, ptr %21, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %221
  %223 = load ptr, ptr %222, align 8
  call void @free(ptr noundef %223) #5
  br label %224

224:                                              ; preds = %219
  %225 = load i32, ptr %21, align 4
  %226 = add nsw i32 %225, 2
  store i32 %226, ptr %21, align 4
  br label %216, !llvm.loop !14

227:                                              ; preds = %216
  %228 = load i32, ptr %16, align 4
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %228) #5
  %230 = call ptr @calloc(i64 noundef 8, i64 noundef 8) #5
  store ptr %230, ptr %22, align 8
  %231 = load ptr, ptr %22, align 8
  %232 = getelementptr inbounds double, ptr %231, i64 7
  %233 = load double, ptr %232, align 8
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %233) #5
  %235 = load ptr, ptr %22, align 8
  call void @free(ptr noundef %235) #5
  ret i32 0
}

declare ptr @calloc(i64 noundef, i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare void @free(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @vpush(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %7, %10
  br i1 %11, label %12, label %45

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.vec, ptr %13, i32 0, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.vec, ptr %18, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %12
  br label %23

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1, %22 ]
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.vec, ptr %25, i32 0, i32 2
  store i32 %24, ptr %26, align 4
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.vec, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.vec, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 4
  %35 = call ptr @realloc(ptr noundef %29, i64 noundef %34) #5
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.vec, ptr %36, i32 0, i32 0
  store ptr %35, ptr %37, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.vec, ptr %38, i32 0, i32 0
  %40 = load ptr, ptr %39, align 8
  %41 = icmp ne ptr %40, null
  br i1 %41, label %44, label %42

42:                                               ; preds = %23
  %43 = call i32 @puts(ptr noundef @.str.13) #5
  call void @exit(i32 noundef 2) #6
  unreachable

44:                                               ; preds = %23
  br label %45

45:                                               ; preds = %44, %2
  %46 = load i32, ptr %4, align 4
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.vec, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.vec, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 8
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %51, align 8
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds i32, ptr %49, i64 %54
  store i32 %46, ptr %55, align 4
  ret void
}

declare ptr @realloc(ptr noundef, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i64 @strlen(ptr noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare i32 @puts(ptr noundef) #1

declare ptr @malloc(i64 noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

; Function Attrs: noreturn
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin noreturn "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
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
