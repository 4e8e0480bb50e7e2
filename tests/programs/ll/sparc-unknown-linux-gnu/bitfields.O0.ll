; ModuleID = 'tests/programs/bitfields.c'
source_filename = "tests/programs/bitfields.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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
  %4 = alloca [4 x %struct.flags], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %1, i8 0, i32 4, i1 false)
  %8 = load i32, ptr %1, align 4
  %9 = and i32 %8, 2147483647
  %10 = or i32 %9, -2147483648
  store i32 %10, ptr %1, align 4
  %11 = load i32, ptr %1, align 4
  %12 = and i32 %11, -1879048193
  %13 = or i32 %12, 1342177280
  store i32 %13, ptr %1, align 4
  %14 = load i32, ptr %1, align 4
  %15 = and i32 %14, -260046849
  %16 = or i32 %15, 260046848
  store i32 %16, ptr %1, align 4
  %17 = load i32, ptr %1, align 4
  %18 = and i32 %17, -7864321
  %19 = or i32 %18, 6815744
  store i32 %19, ptr %1, align 4
  %20 = load i32, ptr %1, align 4
  %21 = and i32 %20, -524161
  %22 = or i32 %21, 512000
  store i32 %22, ptr %1, align 4
  %23 = load i32, ptr %1, align 4
  %24 = and i32 %23, -128
  %25 = or i32 %24, 100
  store i32 %25, ptr %1, align 4
  %26 = load i32, ptr %1, align 4
  %27 = lshr i32 %26, 31
  %28 = load i32, ptr %1, align 4
  %29 = lshr i32 %28, 28
  %30 = and i32 %29, 7
  %31 = load i32, ptr %1, align 4
  %32 = lshr i32 %31, 23
  %33 = and i32 %32, 31
  %34 = load i32, ptr %1, align 4
  %35 = shl i32 %34, 9
  %36 = ashr i32 %35, 28
  %37 = load i32, ptr %1, align 4
  %38 = lshr i32 %37, 7
  %39 = and i32 %38, 4095
  %40 = load i32, ptr %1, align 4
  %41 = and i32 %40, 127
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %30, i32 noundef %33, i32 noundef %36, i32 noundef %39, i32 noundef %41) #3
  %43 = load i32, ptr %1, align 4
  %44 = lshr i32 %43, 28
  %45 = and i32 %44, 7
  %46 = add nsw i32 %45, 4
  %47 = load i32, ptr %1, align 4
  %48 = and i32 %46, 7
  %49 = shl i32 %48, 28
  %50 = and i32 %47, -1879048193
  %51 = or i32 %50, %49
  store i32 %51, ptr %1, align 4
  %52 = load i32, ptr %1, align 4
  %53 = lshr i32 %52, 23
  %54 = and i32 %53, 31
  %55 = add i32 %54, 1
  %56 = load i32, ptr %1, align 4
  %57 = and i32 %55, 31
  %58 = shl i32 %57, 23
  %59 = and i32 %56, -260046849
  %60 = or i32 %59, %58
  store i32 %60, ptr %1, align 4
  %61 = load i32, ptr %1, align 4
  %62 = and i32 %61, -7864321
  %63 = or i32 %62, 3670016
  store i32 %63, ptr %1, align 4
  %64 = load i32, ptr %1, align 4
  %65 = shl i32 %64, 9
  %66 = ashr i32 %65, 28
  %67 = sub nsw i32 %66, 15
  %68 = load i32, ptr %1, align 4
  %69 = and i32 %67, 15
  %70 = shl i32 %69, 19
  %71 = and i32 %68, -7864321
  %72 = or i32 %71, %70
  store i32 %72, ptr %1, align 4
  %73 = shl i32 %69, 28
  %74 = ashr i32 %73, 28
  %75 = load i32, ptr %1, align 4
  %76 = lshr i32 %75, 7
  %77 = and i32 %76, 4095
  %78 = mul nsw i32 %77, 2
  %79 = load i32, ptr %1, align 4
  %80 = and i32 %78, 4095
  %81 = shl i32 %80, 7
  %82 = and i32 %79, -524161
  %83 = or i32 %82, %81
  store i32 %83, ptr %1, align 4
  %84 = load i32, ptr %1, align 4
  %85 = lshr i32 %84, 31
  %86 = load i32, ptr %1, align 4
  %87 = lshr i32 %86, 28
  %88 = and i32 %87, 7
  %89 = load i32, ptr %1, align 4
  %90 = lshr i32 %89, 23
  %91 = and i32 %90, 31
  %92 = load i32, ptr %1, align 4
  %93 = shl i32 %92, 9
  %94 = ashr i32 %93, 28
  %95 = load i32, ptr %1, align 4
  %96 = lshr i32 %95, 7
  %97 = and i32 %96, 4095
  %98 = load i32, ptr %1, align 4
  %99 = and i32 %98, 127
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %85, i32 noundef %88, i32 noundef %91, i32 noundef %94, i32 noundef %97, i32 noundef %99) #3
  %101 = load i32, ptr %2, align 4
  %102 = and i32 %101, 268435455
  %103 = or i32 %102, 1073741824
  store i32 %103, ptr %2, align 4
  %104 = load i32, ptr %2, align 4
  %105 = and i32 %104, -251658241
  %106 = or i32 %105, 83886080
  store i32 %106, ptr %2, align 4
  %107 = load i32, ptr %2, align 4
  %108 = and i32 %107, -16711681
  %109 = or i32 %108, 12058624
  store i32 %109, ptr %2, align 4
  %110 = load i32, ptr %2, align 4
  %111 = and i32 %110, -65536
  %112 = or i32 %111, 1500
  store i32 %112, ptr %2, align 4
  %113 = load i32, ptr %2, align 4
  %114 = lshr i32 %113, 28
  %115 = load i32, ptr %2, align 4
  %116 = lshr i32 %115, 24
  %117 = and i32 %116, 15
  %118 = load i32, ptr %2, align 4
  %119 = lshr i32 %118, 16
  %120 = and i32 %119, 255
  %121 = load i32, ptr %2, align 4
  %122 = and i32 %121, 65535
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %114, i32 noundef %117, i32 noundef %120, i32 noundef %122) #3
  %124 = load i32, ptr %2, align 4
  %125 = and i32 %124, 65535
  %126 = add nsw i32 %125, 64000
  %127 = load i32, ptr %2, align 4
  %128 = and i32 %126, 65535
  %129 = and i32 %127, -65536
  %130 = or i32 %129, %128
  store i32 %130, ptr %2, align 4
  %131 = load i32, ptr %2, align 4
  %132 = and i32 %131, 65535
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %132) #3
  %134 = load i64, ptr %3, align 8
  %135 = and i64 %134, 16777215
  %136 = or i64 %135, -16777216
  store i64 %136, ptr %3, align 8
  %137 = load i64, ptr %3, align 8
  %138 = and i64 %137, -16777216
  %139 = or i64 %138, 11259375
  store i64 %139, ptr %3, align 8
  %140 = load i64, ptr %3, align 8
  %141 = lshr i64 %140, 24
  %142 = add i64 %141, 1
  %143 = load i64, ptr %3, align 8
  %144 = and i64 %142, 1099511627775
  %145 = shl i64 %144, 24
  %146 = and i64 %143, 16777215
  %147 = or i64 %146, %145
  store i64 %147, ptr %3, align 8
  %148 = load i64, ptr %3, align 8
  %149 = lshr i64 %148, 24
  %150 = load i64, ptr %3, align 8
  %151 = and i64 %150, 16777215
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %149, i64 noundef %151) #3
  store i32 0, ptr %5, align 4
  br label %153

153:                                              ; preds = %211, %0
  %154 = load i32, ptr %5, align 4
  %155 = icmp slt i32 %154, 4
  br i1 %155, label %156, label %214

156:                                              ; preds = %153
  %157 = load i32, ptr %5, align 4
  %158 = and i32 %157, 1
  %159 = load i32, ptr %5, align 4
  %160 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %159
  %161 = load i32, ptr %160, align 4
  %162 = and i32 %158, 1
  %163 = shl i32 %162, 31
  %164 = and i32 %161, 2147483647
  %165 = or i32 %164, %163
  store i32 %165, ptr %160, align 4
  %166 = load i32, ptr %5, align 4
  %167 = load i32, ptr %5, align 4
  %168 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %167
  %169 = load i32, ptr %168, align 4
  %170 = and i32 %166, 7
  %171 = shl i32 %170, 28
  %172 = and i32 %169, -1879048193
  %173 = or i32 %172, %171
  store i32 %173, ptr %168, align 4
  %174 = load i32, ptr %5, align 4
  %175 = mul nsw i32 %174, 9
  %176 = load i32, ptr %5, align 4
  %177 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %176
  %178 = load i32, ptr %177, align 4
  %179 = and i32 %175, 31
  %180 = shl i32 %179, 23
  %181 = and i32 %178, -260046849
  %182 = or i32 %181, %180
  store i32 %182, ptr %177, align 4
  %183 = load i32, ptr %5, align 4
  %184 = sub nsw i32 %183, 2
  %185 = load i32, ptr %5, align 4
  %186 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %185
  %187 = load i32, ptr %186, align 4
  %188 = and i32 %184, 15
  %189 = shl i32 %188, 19
  %190 = and i32 %187, -7864321
  %191 = or i32 %190, %189
  store i32 %191, ptr %186, align 4
  %192 = shl i32 %188, 28
  %193 = ashr i32 %192, 28
  %194 = load i32, ptr %5, align 4
  %195 = mul nsw i32 %194, 1000
  %196 = load i32, ptr %5, align 4
  %197 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %196
  %198 = load i32, ptr %197, align 4
  %199 = and i32 %195, 4095
  %200 = shl i32 %199, 7
  %201 = and i32 %198, -524161
  %202 = or i32 %201, %200
  store i32 %202, ptr %197, align 4
  %203 = load i32, ptr %5, align 4
  %204 = sub nsw i32 127, %203
  %205 = load i32, ptr %5, align 4
  %206 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %205
  %207 = load i32, ptr %206, align 4
  %208 = and i32 %204, 127
  %209 = and i32 %207, -128
  %210 = or i32 %209, %208
  store i32 %210, ptr %206, align 4
  br label %211

211:                                              ; preds = %156
  %212 = load i32, ptr %5, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %5, align 4
  br label %153, !llvm.loop !5

214:                                              ; preds = %153
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %215

215:                                              ; preds = %254, %214
  %216 = load i32, ptr %7, align 4
  %217 = icmp slt i32 %216, 4
  br i1 %217, label %218, label %257

218:                                              ; preds = %215
  %219 = load i32, ptr %7, align 4
  %220 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %219
  %221 = load i32, ptr %220, align 4
  %222 = lshr i32 %221, 31
  %223 = load i32, ptr %7, align 4
  %224 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %223
  %225 = load i32, ptr %224, align 4
  %226 = lshr i32 %225, 28
  %227 = and i32 %226, 7
  %228 = add nsw i32 %222, %227
  %229 = load i32, ptr %7, align 4
  %230 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %229
  %231 = load i32, ptr %230, align 4
  %232 = lshr i32 %231, 23
  %233 = and i32 %232, 31
  %234 = add nsw i32 %228, %233
  %235 = load i32, ptr %7, align 4
  %236 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %235
  %237 = load i32, ptr %236, align 4
  %238 = shl i32 %237, 9
  %239 = ashr i32 %238, 28
  %240 = add nsw i32 %234, %239
  %241 = load i32, ptr %7, align 4
  %242 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %241
  %243 = load i32, ptr %242, align 4
  %244 = lshr i32 %243, 7
  %245 = and i32 %244, 4095
  %246 = add nsw i32 %240, %245
  %247 = load i32, ptr %7, align 4
  %248 = getelementptr inbounds [4 x %struct.flags], ptr %4, i32 0, i32 %247
  %249 = load i32, ptr %248, align 4
  %250 = and i32 %249, 127
  %251 = add nsw i32 %246, %250
  %252 = load i32, ptr %6, align 4
  %253 = add nsw i32 %252, %251
  store i32 %253, ptr %6, align 4
  br label %254

254:                                              ; preds = %218
  %255 = load i32, ptr %7, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %7, align 4
  br label %215, !llvm.loop !7

257:                                              ; preds = %215
  %258 = load i32, ptr %6, align 4
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %258) #3
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!7 = distinct !{!7, !6}
