; ModuleID = 'tests/programs/int128.c'
source_filename = "tests/programs/int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"b*b\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"a%b\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"a%(b-12)\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"a/1000003\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"a<<3\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"a>>70\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"a<<100\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"~a\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"a^b\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"mul_add\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"-a\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"-a>>4\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"-a/7\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"-a%7\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"-a%1000003\00", align 1
@.str.21 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"30!\00", align 1
@.str.23 = private unnamed_addr constant [23 x i8] c"1<<%d hi=%llx lo=%llx\0A\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"dec %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i128, align 16
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i32, align 4
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i32, align 4
  %35 = alloca i128, align 16
  store i128 1512366075204170947332355369683137040, ptr %1, align 16
  store i128 18446744073709551615, ptr %2, align 16
  %36 = load i128, ptr %1, align 16
  store i128 %36, ptr %3, align 16
  %37 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %38 = load i64, ptr %37, align 16
  %39 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  call void @p128(ptr noundef @.str, i64 noundef %38, i64 noundef %40) #2
  %41 = load i128, ptr %2, align 16
  store i128 %41, ptr %4, align 16
  %42 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %43 = load i64, ptr %42, align 16
  %44 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %45 = load i64, ptr %44, align 8
  call void @p128(ptr noundef @.str.1, i64 noundef %43, i64 noundef %45) #2
  %46 = load i128, ptr %1, align 16
  %47 = load i128, ptr %2, align 16
  %48 = add i128 %46, %47
  store i128 %48, ptr %5, align 16
  %49 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %50 = load i64, ptr %49, align 16
  %51 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  call void @p128(ptr noundef @.str.2, i64 noundef %50, i64 noundef %52) #2
  %53 = load i128, ptr %1, align 16
  %54 = load i128, ptr %2, align 16
  %55 = sub i128 %53, %54
  store i128 %55, ptr %6, align 16
  %56 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %57 = load i64, ptr %56, align 16
  %58 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  call void @p128(ptr noundef @.str.3, i64 noundef %57, i64 noundef %59) #2
  %60 = load i128, ptr %2, align 16
  %61 = load i128, ptr %2, align 16
  %62 = mul i128 %60, %61
  store i128 %62, ptr %7, align 16
  %63 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %64 = load i64, ptr %63, align 16
  %65 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %66 = load i64, ptr %65, align 8
  call void @p128(ptr noundef @.str.4, i64 noundef %64, i64 noundef %66) #2
  %67 = load i128, ptr %1, align 16
  %68 = load i128, ptr %2, align 16
  %69 = mul i128 %67, %68
  store i128 %69, ptr %8, align 16
  %70 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %71 = load i64, ptr %70, align 16
  %72 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %73 = load i64, ptr %72, align 8
  call void @p128(ptr noundef @.str.5, i64 noundef %71, i64 noundef %73) #2
  %74 = load i128, ptr %1, align 16
  %75 = load i128, ptr %2, align 16
  %76 = udiv i128 %74, %75
  store i128 %76, ptr %9, align 16
  %77 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %78 = load i64, ptr %77, align 16
  %79 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %80 = load i64, ptr %79, align 8
  call void @p128(ptr noundef @.str.6, i64 noundef %78, i64 noundef %80) #2
  %81 = load i128, ptr %1, align 16
  %82 = load i128, ptr %2, align 16
  %83 = urem i128 %81, %82
  store i128 %83, ptr %10, align 16
  %84 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %85 = load i64, ptr %84, align 16
  %86 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %87 = load i64, ptr %86, align 8
  call void @p128(ptr noundef @.str.7, i64 noundef %85, i64 noundef %87) #2
  %88 = load i128, ptr %1, align 16
  %89 = load i128, ptr %2, align 16
  %90 = sub i128 %89, 12
  %91 = urem i128 %88, %90
  store i128 %91, ptr %11, align 16
  %92 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %93 = load i64, ptr %92, align 16
  %94 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  call void @p128(ptr noundef @.str.8, i64 noundef %93, i64 noundef %95) #2
  %96 = load i128, ptr %1, align 16
  %97 = udiv i128 %96, 1000003
  store i128 %97, ptr %12, align 16
  %98 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %99 = load i64, ptr %98, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %101 = load i64, ptr %100, align 8
  call void @p128(ptr noundef @.str.9, i64 noundef %99, i64 noundef %101) #2
  %102 = load i128, ptr %1, align 16
  %103 = shl i128 %102, 3
  store i128 %103, ptr %13, align 16
  %104 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %105 = load i64, ptr %104, align 16
  %106 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %107 = load i64, ptr %106, align 8
  call void @p128(ptr noundef @.str.10, i64 noundef %105, i64 noundef %107) #2
  %108 = load i128, ptr %1, align 16
  %109 = lshr i128 %108, 70
  store i128 %109, ptr %14, align 16
  %110 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %111 = load i64, ptr %110, align 16
  %112 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  call void @p128(ptr noundef @.str.11, i64 noundef %111, i64 noundef %113) #2
  %114 = load i128, ptr %1, align 16
  %115 = shl i128 %114, 100
  store i128 %115, ptr %15, align 16
  %116 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %117 = load i64, ptr %116, align 16
  %118 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %119 = load i64, ptr %118, align 8
  call void @p128(ptr noundef @.str.12, i64 noundef %117, i64 noundef %119) #2
  %120 = load i128, ptr %1, align 16
  %121 = xor i128 %120, -1
  store i128 %121, ptr %16, align 16
  %122 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %123 = load i64, ptr %122, align 16
  %124 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %125 = load i64, ptr %124, align 8
  call void @p128(ptr noundef @.str.13, i64 noundef %123, i64 noundef %125) #2
  %126 = load i128, ptr %1, align 16
  %127 = load i128, ptr %2, align 16
  %128 = xor i128 %126, %127
  store i128 %128, ptr %17, align 16
  %129 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %130 = load i64, ptr %129, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  call void @p128(ptr noundef @.str.14, i64 noundef %130, i64 noundef %132) #2
  %133 = load i128, ptr %1, align 16
  store i128 %133, ptr %18, align 16
  %134 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %135 = load i64, ptr %134, align 16
  %136 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %137 = load i64, ptr %136, align 8
  store i128 12345, ptr %19, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  store i128 99, ptr %20, align 16
  %142 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %143 = load i64, ptr %142, align 16
  %144 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %145 = load i64, ptr %144, align 8
  %146 = call { i64, i64 } @mul_add(i64 noundef %135, i64 noundef %137, i64 noundef %139, i64 noundef %141, i64 noundef %143, i64 noundef %145) #2
  %147 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %148 = extractvalue { i64, i64 } %146, 0
  store i64 %148, ptr %147, align 16
  %149 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %150 = extractvalue { i64, i64 } %146, 1
  store i64 %150, ptr %149, align 8
  %151 = load i128, ptr %21, align 16
  store i128 %151, ptr %22, align 16
  %152 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %153 = load i64, ptr %152, align 16
  %154 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %155 = load i64, ptr %154, align 8
  call void @p128(ptr noundef @.str.15, i64 noundef %153, i64 noundef %155) #2
  %156 = load i128, ptr %1, align 16
  %157 = sub nsw i128 0, %156
  store i128 %157, ptr %23, align 16
  %158 = load i128, ptr %23, align 16
  store i128 %158, ptr %24, align 16
  %159 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %160 = load i64, ptr %159, align 16
  %161 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %162 = load i64, ptr %161, align 8
  call void @p128(ptr noundef @.str.16, i64 noundef %160, i64 noundef %162) #2
  %163 = load i128, ptr %23, align 16
  %164 = ashr i128 %163, 4
  store i128 %164, ptr %25, align 16
  %165 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %166 = load i64, ptr %165, align 16
  %167 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %168 = load i64, ptr %167, align 8
  call void @p128(ptr noundef @.str.17, i64 noundef %166, i64 noundef %168) #2
  %169 = load i128, ptr %23, align 16
  %170 = sdiv i128 %169, 7
  store i128 %170, ptr %26, align 16
  %171 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %172 = load i64, ptr %171, align 16
  %173 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %174 = load i64, ptr %173, align 8
  call void @p128(ptr noundef @.str.18, i64 noundef %172, i64 noundef %174) #2
  %175 = load i128, ptr %23, align 16
  %176 = srem i128 %175, 7
  store i128 %176, ptr %27, align 16
  %177 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %178 = load i64, ptr %177, align 16
  %179 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %180 = load i64, ptr %179, align 8
  call void @p128(ptr noundef @.str.19, i64 noundef %178, i64 noundef %180) #2
  %181 = load i128, ptr %23, align 16
  %182 = srem i128 %181, 1000003
  store i128 %182, ptr %28, align 16
  %183 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %184 = load i64, ptr %183, align 16
  %185 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %186 = load i64, ptr %185, align 8
  call void @p128(ptr noundef @.str.20, i64 noundef %184, i64 noundef %186) #2
  %187 = load i128, ptr %1, align 16
  %188 = load i128, ptr %2, align 16
  %189 = icmp ugt i128 %187, %188
  %190 = zext i1 %189 to i32
  %191 = load i128, ptr %23, align 16
  %192 = icmp slt i128 %191, 0
  %193 = zext i1 %192 to i32
  %194 = load i128, ptr %23, align 16
  %195 = load i128, ptr %1, align 16
  %196 = icmp ugt i128 %194, %195
  %197 = zext i1 %196 to i32
  %198 = load i128, ptr %23, align 16
  %199 = load i128, ptr %2, align 16
  %200 = icmp slt i128 %198, %199
  %201 = zext i1 %200 to i32
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %190, i32 noundef %193, i32 noundef %197, i32 noundef %201) #2
  store i128 1, ptr %29, align 16
  store i32 1, ptr %30, align 4
  br label %203

203:                                              ; preds = %211, %0
  %204 = load i32, ptr %30, align 4
  %205 = icmp sle i32 %204, 30
  br i1 %205, label %206, label %214

206:                                              ; preds = %203
  %207 = load i32, ptr %30, align 4
  %208 = sext i32 %207 to i128
  %209 = load i128, ptr %29, align 16
  %210 = mul i128 %209, %208
  store i128 %210, ptr %29, align 16
  br label %211

211:                                              ; preds = %206
  %212 = load i32, ptr %30, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %30, align 4
  br label %203, !llvm.loop !5

214:                                              ; preds = %203
  %215 = load i128, ptr %29, align 16
  store i128 %215, ptr %31, align 16
  %216 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %217 = load i64, ptr %216, align 16
  %218 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %219 = load i64, ptr %218, align 8
  call void @pdec(i64 noundef %217, i64 noundef %219) #2
  %220 = load i128, ptr %29, align 16
  store i128 %220, ptr %32, align 16
  %221 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %222 = load i64, ptr %221, align 16
  %223 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %224 = load i64, ptr %223, align 8
  call void @p128(ptr noundef @.str.22, i64 noundef %222, i64 noundef %224) #2
  store i128 1, ptr %33, align 16
  store i32 0, ptr %34, align 4
  br label %225

225:                                              ; preds = %240, %214
  %226 = load i32, ptr %34, align 4
  %227 = icmp slt i32 %226, 128
  br i1 %227, label %228, label %243

228:                                              ; preds = %225
  %229 = load i128, ptr %33, align 16
  %230 = load i32, ptr %34, align 4
  %231 = zext i32 %230 to i128
  %232 = shl i128 %229, %231
  store i128 %232, ptr %35, align 16
  %233 = load i32, ptr %34, align 4
  %234 = load i128, ptr %35, align 16
  %235 = lshr i128 %234, 64
  %236 = trunc i128 %235 to i64
  %237 = load i128, ptr %35, align 16
  %238 = trunc i128 %237 to i64
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %233, i64 noundef %236, i64 noundef %238) #2
  br label %240

240:                                              ; preds = %228
  %241 = load i32, ptr %34, align 4
  %242 = add nsw i32 %241, 9
  store i32 %242, ptr %34, align 4
  br label %225, !llvm.loop !7

243:                                              ; preds = %225
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @p128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %10, i64 noundef %13, i64 noundef %15) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal { i64, i64 } @mul_add(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %0, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %1, ptr %15, align 8
  %16 = load i128, ptr %8, align 16
  %17 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %2, ptr %17, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %3, ptr %18, align 8
  %19 = load i128, ptr %9, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %4, ptr %20, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %5, ptr %21, align 8
  %22 = load i128, ptr %10, align 16
  store i128 %16, ptr %11, align 16
  store i128 %19, ptr %12, align 16
  store i128 %22, ptr %13, align 16
  %23 = load i128, ptr %11, align 16
  %24 = load i128, ptr %12, align 16
  %25 = mul i128 %23, %24
  %26 = load i128, ptr %13, align 16
  %27 = add i128 %25, %26
  store i128 %27, ptr %7, align 16
  %28 = load { i64, i64 }, ptr %7, align 16
  ret { i64, i64 } %28
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @pdec(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [48 x i8], align 16
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  store i32 47, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %11
  store i8 0, ptr %12, align 1
  %13 = load i128, ptr %4, align 16
  %14 = icmp eq i128 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, -1
  store i32 %17, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %18
  store i8 48, ptr %19, align 1
  br label %20

20:                                               ; preds = %15, %2
  br label %21

21:                                               ; preds = %24, %20
  %22 = load i128, ptr %4, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %24, label %36

24:                                               ; preds = %21
  %25 = load i128, ptr %4, align 16
  %26 = urem i128 %25, 10
  %27 = trunc i128 %26 to i32
  %28 = add nsw i32 48, %27
  %29 = trunc i32 %28 to i8
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %32
  store i8 %29, ptr %33, align 1
  %34 = load i128, ptr %4, align 16
  %35 = udiv i128 %34, 10
  store i128 %35, ptr %4, align 16
  br label %21, !llvm.loop !8

36:                                               ; preds = %21
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %38
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, ptr noundef %39) #2
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

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
