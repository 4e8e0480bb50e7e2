; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.flags = type { i32 }
%struct.hdr = type { i32 }
%struct.wide = type { i64 }

@.str = private unnamed_addr constant [19 x i8] c"%u %u %u %d %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"hdr %u %u %x %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"len wraps %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"wide %llx %llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.flags, align 4
  %2 = alloca %struct.hdr, align 4
  %3 = alloca %struct.wide, align 8
  %4 = alloca [4 x %struct.flags], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %1, i8 0, i64 4, i1 false)
  %8 = load i32, ptr %1, align 4
  %9 = and i32 %8, -2
  %10 = or i32 %9, 1
  store i32 %10, ptr %1, align 4
  %11 = load i32, ptr %1, align 4
  %12 = and i32 %11, -15
  %13 = or i32 %12, 10
  store i32 %13, ptr %1, align 4
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, -497
  %16 = or i32 %15, 496
  store i32 %16, ptr %1, align 4
  %17 = load i32, ptr %1, align 4
  %18 = and i32 %17, -7681
  %19 = or i32 %18, 6656
  store i32 %19, ptr %1, align 4
  %20 = load i32, ptr %1, align 4
  %21 = and i32 %20, -33546241
  %22 = or i32 %21, 32768000
  store i32 %22, ptr %1, align 4
  %23 = load i32, ptr %1, align 4
  %24 = and i32 %23, 33554431
  %25 = or i32 %24, -939524096
  store i32 %25, ptr %1, align 4
  %26 = load i32, ptr %1, align 4
  %27 = and i32 %26, 1
  %28 = load i32, ptr %1, align 4
  %29 = lshr i32 %28, 1
  %30 = and i32 %29, 7
  %31 = load i32, ptr %1, align 4
  %32 = lshr i32 %31, 4
  %33 = and i32 %32, 31
  %34 = load i32, ptr %1, align 4
  %35 = shl i32 %34, 19
  %36 = ashr i32 %35, 28
  %37 = load i32, ptr %1, align 4
  %38 = lshr i32 %37, 13
  %39 = and i32 %38, 4095
  %40 = load i32, ptr %1, align 4
  %41 = lshr i32 %40, 25
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39, i32 noundef %41) #3
  %43 = load i32, ptr %1, align 4
  %44 = lshr i32 %43, 1
  %45 = and i32 %44, 7
  %46 = add nsw i32 %45, 4
  %47 = load i32, ptr %1, align 4
  %48 = and i32 %46, 7
  %49 = shl i32 %48, 1
  %50 = and i32 %47, -15
  %51 = or i32 %50, %49
  store i32 %51, ptr %1, align 4
  %52 = load i32, ptr %1, align 4
  %53 = lshr i32 %52, 4
  %54 = and i32 %53, 31
  %55 = add i32 %54, 1
  %56 = load i32, ptr %1, align 4
  %57 = and i32 %55, 31
  %58 = shl i32 %57, 4
  %59 = and i32 %56, -497
  %60 = or i32 %59, %58
  store i32 %60, ptr %1, align 4
  %61 = load i32, ptr %1, align 4
  %62 = and i32 %61, -7681
  %63 = or i32 %62, 3584
  store i32 %63, ptr %1, align 4
  %64 = load i32, ptr %1, align 4
  %65 = shl i32 %64, 19
  %66 = ashr i32 %65, 28
  %67 = sub nsw i32 %66, 15
  %68 = load i32, ptr %1, align 4
  %69 = and i32 %67, 15
  %70 = shl i32 %69, 9
  %71 = and i32 %68, -7681
  %72 = or i32 %71, %70
  store i32 %72, ptr %1, align 4
  %73 = shl i32 %69, 28
  %74 = ashr i32 %73, 28
  %75 = load i32, ptr %1, align 4
  %76 = lshr i32 %75, 13
  %77 = and i32 %76, 4095
  %78 = mul nsw i32 %77, 2
  %79 = load i32, ptr %1, align 4
  %80 = and i32 %78, 4095
  %81 = shl i32 %80, 13
  %82 = and i32 %79, -33546241
  %83 = or i32 %82, %81
  store i32 %83, ptr %1, align 4
  %84 = load i32, ptr %1, align 4
  %85 = and i32 %84, 1
  %86 = load i32, ptr %1, align 4
  %87 = lshr i32 %86, 1
  %88 = and i32 %87, 7
  %89 = load i32, ptr %1, align 4
  %90 = lshr i32 %89, 4
  %91 = and i32 %90, 31
  %92 = load i32, ptr %1, align 4
  %93 = shl i32 %92, 19
  %94 = ashr i32 %93, 28
  %95 = load i32, ptr %1, align 4
  %96 = lshr i32 %95, 13
  %97 = and i32 %96, 4095
  %98 = load i32, ptr %1, align 4
  %99 = lshr i32 %98, 25
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %85, i32 noundef %88, i32 noundef %91, i32 noundef %94, i32 noundef %97, i32 noundef %99) #3
  %101 = load i32, ptr %2, align 4
  %102 = and i32 %101, -16
  %103 = or i32 %102, 4
  store i32 %103, ptr %2, align 4
  %104 = load i32, ptr %2, align 4
  %105 = and i32 %104, -241
  %106 = or i32 %105, 80
  store i32 %106, ptr %2, align 4
  %107 = load i32, ptr %2, align 4
  %108 = and i32 %107, -65281
  %109 = or i32 %108, 47104
  store i32 %109, ptr %2, align 4
  %110 = load i32, ptr %2, align 4
  %111 = and i32 %110, 65535
  %112 = or i32 %111, 98304000
  store i32 %112, ptr %2, align 4
  %113 = load i32, ptr %2, align 4
  %114 = and i32 %113, 15
  %115 = load i32, ptr %2, align 4
  %116 = lshr i32 %115, 4
  %117 = and i32 %116, 15
  %118 = load i32, ptr %2, align 4
  %119 = lshr i32 %118, 8
  %120 = and i32 %119, 255
  %121 = load i32, ptr %2, align 4
  %122 = lshr i32 %121, 16
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %114, i32 noundef %117, i32 noundef %120, i32 noundef %122) #3
  %124 = load i32, ptr %2, align 4
  %125 = lshr i32 %124, 16
  %126 = add nsw i32 %125, 64000
  %127 = load i32, ptr %2, align 4
  %128 = and i32 %126, 65535
  %129 = shl i32 %128, 16
  %130 = and i32 %127, 65535
  %131 = or i32 %130, %129
  store i32 %131, ptr %2, align 4
  %132 = load i32, ptr %2, align 4
  %133 = lshr i32 %132, 16
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %133) #3
  %135 = load i64, ptr %3, align 8
  %136 = and i64 %135, -1099511627776
  %137 = or i64 %136, 1099511627775
  store i64 %137, ptr %3, align 8
  %138 = load i64, ptr %3, align 8
  %139 = and i64 %138, 1099511627775
  %140 = or i64 %139, -6066930339719151616
  store i64 %140, ptr %3, align 8
  %141 = load i64, ptr %3, align 8
  %142 = and i64 %141, 1099511627775
  %143 = add i64 %142, 1
  %144 = load i64, ptr %3, align 8
  %145 = and i64 %143, 1099511627775
  %146 = and i64 %144, -1099511627776
  %147 = or i64 %146, %145
  store i64 %147, ptr %3, align 8
  %148 = load i64, ptr %3, align 8
  %149 = and i64 %148, 1099511627775
  %150 = load i64, ptr %3, align 8
  %151 = lshr i64 %150, 40
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %149, i64 noundef %151) #3
  store i32 0, ptr %5, align 4
  br label %153

153:                                              ; preds = %217, %0
  %154 = load i32, ptr %5, align 4
  %155 = icmp slt i32 %154, 4
  br i1 %155, label %156, label %220

156:                                              ; preds = %153
  %157 = load i32, ptr %5, align 4
  %158 = and i32 %157, 1
  %159 = load i32, ptr %5, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4
  %163 = and i32 %158, 1
  %164 = and i32 %162, -2
  %165 = or i32 %164, %163
  store i32 %165, ptr %161, align 4
  %166 = load i32, ptr %5, align 4
  %167 = load i32, ptr %5, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4
  %171 = and i32 %166, 7
  %172 = shl i32 %171, 1
  %173 = and i32 %170, -15
  %174 = or i32 %173, %172
  store i32 %174, ptr %169, align 4
  %175 = load i32, ptr %5, align 4
  %176 = mul nsw i32 %175, 9
  %177 = load i32, ptr %5, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4
  %181 = and i32 %176, 31
  %182 = shl i32 %181, 4
  %183 = and i32 %180, -497
  %184 = or i32 %183, %182
  store i32 %184, ptr %179, align 4
  %185 = load i32, ptr %5, align 4
  %186 = sub nsw i32 %185, 2
  %187 = load i32, ptr %5, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %188
  %190 = load i32, ptr %189, align 4
  %191 = and i32 %186, 15
  %192 = shl i32 %191, 9
  %193 = and i32 %190, -7681
  %194 = or i32 %193, %192
  store i32 %194, ptr %189, align 4
  %195 = shl i32 %191, 28
  %196 = ashr i32 %195, 28
  %197 = load i32, ptr %5, align 4
  %198 = mul nsw i32 %197, 1000
  %199 = load i32, ptr %5, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %200
  %202 = load i32, ptr %201, align 4
  %203 = and i32 %198, 4095
  %204 = shl i32 %203, 13
  %205 = and i32 %202, -33546241
  %206 = or i32 %205, %204
  store i32 %206, ptr %201, align 4
  %207 = load i32, ptr %5, align 4
  %208 = sub nsw i32 127, %207
  %209 = load i32, ptr %5, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = and i32 %208, 127
  %214 = shl i32 %213, 25
  %215 = and i32 %212, 33554431
  %216 = or i32 %215, %214
  store i32 %216, ptr %211, align 4
  br label %217

217:                                              ; preds = %156
  %218 = load i32, ptr %5, align 4
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %5, align 4
  br label %153, !llvm.loop !5

220:                                              ; preds = %153
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %221

221:                                              ; preds = %266, %220
  %222 = load i32, ptr %7, align 4
  %223 = icmp slt i32 %222, 4
  br i1 %223, label %224, label %269

224:                                              ; preds = %221
  %225 = load i32, ptr %7, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4
  %229 = and i32 %228, 1
  %230 = load i32, ptr %7, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = lshr i32 %233, 1
  %235 = and i32 %234, 7
  %236 = add nsw i32 %229, %235
  %237 = load i32, ptr %7, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %238
  %240 = load i32, ptr %239, align 4
  %241 = lshr i32 %240, 4
  %242 = and i32 %241, 31
  %243 = add nsw i32 %236, %242
  %244 = load i32, ptr %7, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4
  %248 = shl i32 %247, 19
  %249 = ashr i32 %248, 28
  %250 = add nsw i32 %243, %249
  %251 = load i32, ptr %7, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4
  %255 = lshr i32 %254, 13
  %256 = and i32 %255, 4095
  %257 = add nsw i32 %250, %256
  %258 = load i32, ptr %7, align 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [4 x %struct.flags], ptr %4, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4
  %262 = lshr i32 %261, 25
  %263 = add nsw i32 %257, %262
  %264 = load i32, ptr %6, align 4
  %265 = add nsw i32 %264, %263
  store i32 %265, ptr %6, align 4
  br label %266

266:                                              ; preds = %224
  %267 = load i32, ptr %7, align 4
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %7, align 4
  br label %221, !llvm.loop !7

269:                                              ; preds = %221
  %270 = load i32, ptr %6, align 4
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %270) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
