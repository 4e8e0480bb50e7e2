; ModuleID = 'tests/programs/calloc_realloc.c'
source_filename = "tests/programs/calloc_realloc.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 4
@.str.9 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"from NULL\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"calloc double %.1f\0A\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"oom\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.vec, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x ptr], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 4
  %14 = alloca [64 x ptr], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 4
  %23 = call ptr @calloc(i32 noundef 1000, i32 noundef 4) #5
  store ptr %23, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %36, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 1000
  br i1 %26, label %27, label %39

27:                                               ; preds = %24
  %28 = load ptr, ptr %1, align 4
  %29 = load i32, ptr %3, align 4
  %30 = getelementptr inbounds i32, ptr %28, i32 %29
  %31 = load i32, ptr %30, align 4
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr %2, align 4
  br label %36

36:                                               ; preds = %27
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %24, !llvm.loop !5

39:                                               ; preds = %24
  %40 = load i32, ptr %2, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40) #5
  %42 = load ptr, ptr %1, align 4
  call void @free(ptr noundef %42) #5
  call void @llvm.memset.p0.i32(ptr align 4 %4, i8 0, i32 12, i1 false)
  store i32 0, ptr %5, align 4
  br label %43

43:                                               ; preds = %49, %39
  %44 = load i32, ptr %5, align 4
  %45 = icmp slt i32 %44, 1000
  br i1 %45, label %46, label %52

46:                                               ; preds = %43
  %47 = load i32, ptr %5, align 4
  %48 = mul nsw i32 %47, 3
  call void @vpush(ptr noundef %4, i32 noundef %48) #5
  br label %49

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %43, !llvm.loop !7

52:                                               ; preds = %43
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %53

53:                                               ; preds = %67, %52
  %54 = load i32, ptr %7, align 4
  %55 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 1
  %56 = load i32, ptr %55, align 4
  %57 = icmp slt i32 %54, %56
  br i1 %57, label %58, label %70

58:                                               ; preds = %53
  %59 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %60 = load ptr, ptr %59, align 4
  %61 = load i32, ptr %7, align 4
  %62 = getelementptr inbounds i32, ptr %60, i32 %61
  %63 = load i32, ptr %62, align 4
  %64 = sext i32 %63 to i64
  %65 = load i64, ptr %6, align 8
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %6, align 8
  br label %67

67:                                               ; preds = %58
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %53, !llvm.loop !8

70:                                               ; preds = %53
  %71 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 1
  %72 = load i32, ptr %71, align 4
  %73 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 2
  %74 = load i32, ptr %73, align 4
  %75 = load i64, ptr %6, align 8
  %76 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %77 = load ptr, ptr %76, align 4
  %78 = getelementptr inbounds i32, ptr %77, i32 999
  %79 = load i32, ptr %78, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %72, i32 noundef %74, i64 noundef %75, i32 noundef %79) #5
  %81 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %82 = load ptr, ptr %81, align 4
  %83 = call ptr @realloc(ptr noundef %82, i32 noundef 40) #5
  %84 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  store ptr %83, ptr %84, align 4
  %85 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %86 = load ptr, ptr %85, align 4
  %87 = getelementptr inbounds i32, ptr %86, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %90 = load ptr, ptr %89, align 4
  %91 = getelementptr inbounds i32, ptr %90, i32 9
  %92 = load i32, ptr %91, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %88, i32 noundef %92) #5
  %94 = getelementptr inbounds %struct.vec, ptr %4, i32 0, i32 0
  %95 = load ptr, ptr %94, align 4
  call void @free(ptr noundef %95) #5
  store ptr null, ptr %8, align 4
  store i32 0, ptr %9, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.words, i32 24, i1 false)
  store i32 0, ptr %11, align 4
  br label %96

96:                                               ; preds = %122, %70
  %97 = load i32, ptr %11, align 4
  %98 = icmp slt i32 %97, 6
  br i1 %98, label %99, label %125

99:                                               ; preds = %96
  %100 = load i32, ptr %11, align 4
  %101 = getelementptr inbounds [6 x ptr], ptr %10, i32 0, i32 %100
  %102 = load ptr, ptr %101, align 4
  %103 = call i32 @strlen(ptr noundef %102) #5
  store i32 %103, ptr %12, align 4
  %104 = load ptr, ptr %8, align 4
  %105 = load i32, ptr %9, align 4
  %106 = load i32, ptr %12, align 4
  %107 = add i32 %105, %106
  %108 = add i32 %107, 1
  %109 = call ptr @realloc(ptr noundef %104, i32 noundef %108) #5
  store ptr %109, ptr %8, align 4
  %110 = load ptr, ptr %8, align 4
  %111 = load i32, ptr %9, align 4
  %112 = getelementptr inbounds i8, ptr %110, i32 %111
  %113 = load i32, ptr %11, align 4
  %114 = getelementptr inbounds [6 x ptr], ptr %10, i32 0, i32 %113
  %115 = load ptr, ptr %114, align 4
  %116 = load i32, ptr %12, align 4
  %117 = add i32 %116, 1
  %118 = call ptr @memcpy(ptr noundef %112, ptr noundef %115, i32 noundef %117) #5
  %119 = load i32, ptr %12, align 4
  %120 = load i32, ptr %9, align 4
  %121 = add i32 %120, %119
  store i32 %121, ptr %9, align 4
  br label %122

122:                                              ; preds = %99
  %123 = load i32, ptr %11, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %11, align 4
  br label %96, !llvm.loop !9

125:                                              ; preds = %96
  %126 = load ptr, ptr %8, align 4
  %127 = load i32, ptr %9, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %126, i32 noundef %127) #5
  %129 = load ptr, ptr %8, align 4
  call void @free(ptr noundef %129) #5
  %130 = call ptr @realloc(ptr noundef null, i32 noundef 16) #5
  store ptr %130, ptr %13, align 4
  %131 = load ptr, ptr %13, align 4
  %132 = call ptr @strcpy(ptr noundef %131, ptr noundef @.str.10) #5
  %133 = load ptr, ptr %13, align 4
  %134 = call i32 @puts(ptr noundef %133) #5
  %135 = load ptr, ptr %13, align 4
  call void @free(ptr noundef %135) #5
  call void @free(ptr noundef null) #5
  store i32 0, ptr %15, align 4
  br label %136

136:                                              ; preds = %154, %125
  %137 = load i32, ptr %15, align 4
  %138 = icmp slt i32 %137, 64
  br i1 %138, label %139, label %157

139:                                              ; preds = %136
  %140 = load i32, ptr %15, align 4
  %141 = mul nsw i32 %140, 13
  %142 = add nsw i32 %141, 1
  %143 = call ptr @malloc(i32 noundef %142) #5
  %144 = load i32, ptr %15, align 4
  %145 = getelementptr inbounds [64 x ptr], ptr %14, i32 0, i32 %144
  store ptr %143, ptr %145, align 4
  %146 = load i32, ptr %15, align 4
  %147 = getelementptr inbounds [64 x ptr], ptr %14, i32 0, i32 %146
  %148 = load ptr, ptr %147, align 4
  %149 = load i32, ptr %15, align 4
  %150 = load i32, ptr %15, align 4
  %151 = mul nsw i32 %150, 13
  %152 = add nsw i32 %151, 1
  %153 = call ptr @memset(ptr noundef %148, i32 noundef %149, i32 noundef %152) #5
  br label %154

154:                                              ; preds = %139
  %155 = load i32, ptr %15, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %15, align 4
  br label %136, !llvm.loop !10

157:                                              ; preds = %136
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %158

158:                                              ; preds = %189, %157
  %159 = load i32, ptr %17, align 4
  %160 = icmp slt i32 %159, 64
  br i1 %160, label %161, label %192

161:                                              ; preds = %158
  %162 = load i32, ptr %17, align 4
  %163 = getelementptr inbounds [64 x ptr], ptr %14, i32 0, i32 %162
  %164 = load ptr, ptr %163, align 4
  store ptr %164, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %165

165:                                              ; preds = %185, %161
  %166 = load i32, ptr %19, align 4
  %167 = load i32, ptr %17, align 4
  %168 = mul nsw i32 %167, 13
  %169 = add nsw i32 %168, 1
  %170 = icmp slt i32 %166, %169
  br i1 %170, label %171, label %188

171:                                              ; preds = %165
  %172 = load ptr, ptr %18, align 4
  %173 = load i32, ptr %19, align 4
  %174 = getelementptr inbounds i8, ptr %172, i32 %173
  %175 = load i8, ptr %174, align 1
  %176 = zext i8 %175 to i32
  %177 = load i32, ptr %17, align 4
  %178 = trunc i32 %177 to i8
  %179 = zext i8 %178 to i32
  %180 = icmp ne i32 %176, %179
  br i1 %180, label %181, label %184

181:                                              ; preds = %171
  %182 = load i32, ptr %16, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %16, align 4
  br label %184

184:                                              ; preds = %181, %171
  br label %185

185:                                              ; preds = %184
  %186 = load i32, ptr %19, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %19, align 4
  br label %165, !llvm.loop !11

188:                                              ; preds = %165
  br label %189

189:                                              ; preds = %188
  %190 = load i32, ptr %17, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %17, align 4
  br label %158, !llvm.loop !12

192:                                              ; preds = %158
  store i32 0, ptr %20, align 4
  br label %193

193:                                              ; preds = %200, %192
  %194 = load i32, ptr %20, align 4
  %195 = icmp slt i32 %194, 64
  br i1 %195, label %196, label %203

196:                                              ; preds = %193
  %197 = load i32, ptr %20, align 4
  %198 = getelementptr inbounds [64 x ptr], ptr %14, i32 0, i32 %197
  %199 = load ptr, ptr %198, align 4
  call void @free(ptr noundef %199) #5
  br label %200

200:                                              ; preds = %196
  %201 = load i32, ptr %20, align 4
  %202 = add nsw i32 %201, 2
  store i32 %202, ptr %20, align 4
  br label %193, !llvm.loop !13

203:                                              ; preds = %193
  store i32 1, ptr %21, align 4
  br label %204

204:                                              ; preds = %211, %203
  %205 = load i32, ptr %21, align 4
  %206 = icmp slt i32 %205, 64
  br i1 %206, label %207, label %214

207:                                              ; preds = %204
  %208 = load i32, ptr %21, align 4
  %209 = getelementptr inbounds [64 x ptr], ptr %14, i32 0, i32 %208
  %210 = load ptr, ptr %209, align 4
  call void @free(ptr noundef %210) #5
  br label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %21, align 4
  %213 = add nsw i32 %212, 2
  store i32 %213, ptr %21, align 4
  br label %204, !llvm.loop !14

214:                                              ; preds = %204
  %215 = load i32, ptr %16, align 4
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %215) #5
  %217 = call ptr @calloc(i32 noundef 8, i32 noundef 8) #5
  store ptr %217, ptr %22, align 4
  %218 = load ptr, ptr %22, align 4
  %219 = getelementptr inbounds double, ptr %218, i32 7
  %220 = load double, ptr %219, align 8
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %220) #5
  %222 = load ptr, ptr %22, align 4
  call void @free(ptr noundef %222) #5
  ret i32 0
}

declare ptr @calloc(i32 noundef, i32 noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare void @free(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @vpush(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %7, %10
  br i1 %11, label %12, label %44

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 4
  %14 = getelementptr inbounds %struct.vec, ptr %13, i32 0, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 4
  %19 = getelementptr inbounds %struct.vec, ptr %18, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, 2
  br label %23

22:                                               ; preds = %12
  br label %23

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1, %22 ]
  %25 = load ptr, ptr %3, align 4
  %26 = getelementptr inbounds %struct.vec, ptr %25, i32 0, i32 2
  store i32 %24, ptr %26, align 4
  %27 = load ptr, ptr %3, align 4
  %28 = getelementptr inbounds %struct.vec, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 4
  %30 = load ptr, ptr %3, align 4
  %31 = getelementptr inbounds %struct.vec, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 4
  %33 = mul i32 %32, 4
  %34 = call ptr @realloc(ptr noundef %29, i32 noundef %33) #5
  %35 = load ptr, ptr %3, align 4
  %36 = getelementptr inbounds %struct.vec, ptr %35, i32 0, i32 0
  store ptr %34, ptr %36, align 4
  %37 = load ptr, ptr %3, align 4
  %38 = getelementptr inbounds %struct.vec, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 4
  %40 = icmp ne ptr %39, null
  br i1 %40, label %43, label %41

41:                                               ; preds = %23
  %42 = call i32 @puts(ptr noundef @.str.13) #5
  call void @exit(i32 noundef 2) #6
  unreachable

43:                                               ; preds = %23
  br label %44

44:                                               ; preds = %43, %2
  %45 = load i32, ptr %4, align 4
  %46 = load ptr, ptr %3, align 4
  %47 = getelementptr inbounds %struct.vec, ptr %46, i32 0, i32 0
  %48 = load ptr, ptr %47, align 4
  %49 = load ptr, ptr %3, align 4
  %50 = getelementptr inbounds %struct.vec, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %50, align 4
  %53 = getelementptr inbounds i32, ptr %48, i32 %51
  store i32 %45, ptr %53, align 4
  ret void
}

declare ptr @realloc(ptr noundef, i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

declare i32 @strlen(ptr noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) #1

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare i32 @puts(ptr noundef) #1

declare ptr @malloc(i32 noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noreturn
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nobuiltin noreturn "no-builtins" }

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
