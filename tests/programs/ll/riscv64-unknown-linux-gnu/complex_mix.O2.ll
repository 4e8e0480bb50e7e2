; ModuleID = 'tests/programs/complex_mix.c'
source_filename = "tests/programs/complex_mix.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"conj\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"z*z\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"z/conj\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"pow7\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"1/z\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"z*i\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"lz\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"lz*lz\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"lz/(1+2i)\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"poly\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"ldiv\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"t%d %d %.6f %.6f %.6f %.6f\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"fsum %.6f %.6f\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"fdiv %.6f %.6f\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"eq %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"%s %.6f %.6f\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"%s %.6Lf %.6Lf\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca { fp128, fp128 }, align 16
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca { fp128, fp128 }, align 16
  %7 = alloca { fp128, fp128 }, align 16
  %8 = alloca { fp128, fp128 }, align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 5.000000e-01, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double -1.250000e+00, ptr %3, align 8, !tbaa !6
  %9 = load volatile double, ptr %2, align 8, !tbaa !6
  %10 = load volatile double, ptr %3, align 8, !tbaa !6
  %11 = fmul double %10, 0.000000e+00
  %12 = fadd double %9, %11
  %13 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str, double noundef %12, double noundef %10) #3
  %14 = fneg double %10
  %15 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, double noundef %12, double noundef %14) #3
  %16 = fmul double %12, %12
  %17 = fmul double %10, %10
  %18 = fmul double %10, %12
  %19 = fsub double %16, %17
  %20 = fadd double %18, %18
  %21 = fcmp uno double %19, 0.000000e+00
  br i1 %21, label %22, label %28, !prof !10

22:                                               ; preds = %0
  %23 = fcmp uno double %20, 0.000000e+00
  br i1 %23, label %24, label %28, !prof !10

24:                                               ; preds = %22
  %25 = tail call { double, double } @__muldc3(double noundef %12, double noundef %10, double noundef %12, double noundef %10) #3
  %26 = extractvalue { double, double } %25, 0
  %27 = extractvalue { double, double } %25, 1
  br label %28

28:                                               ; preds = %24, %22, %0
  %29 = phi double [ %19, %0 ], [ %19, %22 ], [ %26, %24 ]
  %30 = phi double [ %20, %0 ], [ %20, %22 ], [ %27, %24 ]
  %31 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2, double noundef %29, double noundef %30) #3
  %32 = tail call { double, double } @__divdc3(double noundef %12, double noundef %10, double noundef %12, double noundef %14) #3
  %33 = extractvalue { double, double } %32, 0
  %34 = extractvalue { double, double } %32, 1
  %35 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3, double noundef %33, double noundef %34) #3
  %36 = fmul double %12, 0.000000e+00
  %37 = fsub double %12, %11
  %38 = fadd double %10, %36
  %39 = fcmp uno double %37, 0.000000e+00
  br i1 %39, label %40, label %46, !prof !10

40:                                               ; preds = %28
  %41 = fcmp uno double %38, 0.000000e+00
  br i1 %41, label %42, label %46, !prof !10

42:                                               ; preds = %40
  %43 = tail call { double, double } @__muldc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %12, double noundef %10) #3
  %44 = extractvalue { double, double } %43, 0
  %45 = extractvalue { double, double } %43, 1
  br label %46

46:                                               ; preds = %42, %40, %28
  %47 = phi double [ %38, %28 ], [ %38, %40 ], [ %45, %42 ]
  %48 = phi double [ %37, %28 ], [ %37, %40 ], [ %44, %42 ]
  br i1 %21, label %49, label %55, !prof !10

49:                                               ; preds = %46
  %50 = fcmp uno double %20, 0.000000e+00
  br i1 %50, label %51, label %55, !prof !10

51:                                               ; preds = %49
  %52 = tail call { double, double } @__muldc3(double noundef %12, double noundef %10, double noundef %12, double noundef %10) #3
  %53 = extractvalue { double, double } %52, 0
  %54 = extractvalue { double, double } %52, 1
  br label %55

55:                                               ; preds = %51, %49, %46
  %56 = phi double [ %19, %46 ], [ %19, %49 ], [ %53, %51 ]
  %57 = phi double [ %20, %46 ], [ %20, %49 ], [ %54, %51 ]
  %58 = fmul double %48, %56
  %59 = fmul double %47, %57
  %60 = fmul double %48, %57
  %61 = fmul double %47, %56
  %62 = fsub double %58, %59
  %63 = fadd double %61, %60
  %64 = fcmp uno double %62, 0.000000e+00
  br i1 %64, label %65, label %71, !prof !10

65:                                               ; preds = %55
  %66 = fcmp uno double %63, 0.000000e+00
  br i1 %66, label %67, label %71, !prof !10

67:                                               ; preds = %65
  %68 = tail call { double, double } @__muldc3(double noundef %48, double noundef %47, double noundef %56, double noundef %57) #3
  %69 = extractvalue { double, double } %68, 0
  %70 = extractvalue { double, double } %68, 1
  br label %71

71:                                               ; preds = %67, %65, %55
  %72 = phi double [ %63, %55 ], [ %63, %65 ], [ %70, %67 ]
  %73 = phi double [ %62, %55 ], [ %62, %65 ], [ %69, %67 ]
  %74 = fmul double %56, %56
  %75 = fmul double %57, %57
  %76 = fmul double %56, %57
  %77 = fsub double %74, %75
  %78 = fadd double %76, %76
  %79 = fcmp uno double %77, 0.000000e+00
  br i1 %79, label %80, label %86, !prof !10

80:                                               ; preds = %71
  %81 = fcmp uno double %78, 0.000000e+00
  br i1 %81, label %82, label %86, !prof !10

82:                                               ; preds = %80
  %83 = tail call { double, double } @__muldc3(double noundef %56, double noundef %57, double noundef %56, double noundef %57) #3
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  br label %86

86:                                               ; preds = %82, %80, %71
  %87 = phi double [ %77, %71 ], [ %77, %80 ], [ %84, %82 ]
  %88 = phi double [ %78, %71 ], [ %78, %80 ], [ %85, %82 ]
  %89 = fmul double %73, %87
  %90 = fmul double %72, %88
  %91 = fmul double %73, %88
  %92 = fmul double %72, %87
  %93 = fsub double %89, %90
  %94 = fadd double %92, %91
  %95 = fcmp uno double %93, 0.000000e+00
  br i1 %95, label %96, label %102, !prof !10

96:                                               ; preds = %86
  %97 = fcmp uno double %94, 0.000000e+00
  br i1 %97, label %98, label %102, !prof !10

98:                                               ; preds = %96
  %99 = tail call { double, double } @__muldc3(double noundef %73, double noundef %72, double noundef %87, double noundef %88) #3
  %100 = extractvalue { double, double } %99, 0
  %101 = extractvalue { double, double } %99, 1
  br label %102

102:                                              ; preds = %98, %96, %86
  %103 = phi double [ %94, %86 ], [ %94, %96 ], [ %101, %98 ]
  %104 = phi double [ %93, %86 ], [ %93, %96 ], [ %100, %98 ]
  %105 = fmul double %87, %87
  %106 = fmul double %88, %88
  %107 = fsub double %105, %106
  %108 = fcmp uno double %107, 0.000000e+00
  br i1 %108, label %109, label %115, !prof !10

109:                                              ; preds = %102
  %110 = fmul double %87, %88
  %111 = fadd double %110, %110
  %112 = fcmp uno double %111, 0.000000e+00
  br i1 %112, label %113, label %115, !prof !10

113:                                              ; preds = %109
  %114 = tail call { double, double } @__muldc3(double noundef %87, double noundef %88, double noundef %87, double noundef %88) #3
  br label %115

115:                                              ; preds = %102, %109, %113
  %116 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.4, double noundef %104, double noundef %103) #3
  %117 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %12, double noundef %10) #3
  %118 = extractvalue { double, double } %117, 0
  %119 = extractvalue { double, double } %117, 1
  %120 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.5, double noundef %118, double noundef %119) #3
  %121 = fsub double %36, %10
  %122 = fadd double %11, %12
  %123 = fcmp uno double %121, 0.000000e+00
  br i1 %123, label %124, label %130, !prof !10

124:                                              ; preds = %115
  %125 = fcmp uno double %122, 0.000000e+00
  br i1 %125, label %126, label %130, !prof !10

126:                                              ; preds = %124
  %127 = tail call { double, double } @__muldc3(double noundef %12, double noundef %10, double noundef 0.000000e+00, double noundef 1.000000e+00) #3
  %128 = extractvalue { double, double } %127, 0
  %129 = extractvalue { double, double } %127, 1
  br label %130

130:                                              ; preds = %126, %124, %115
  %131 = phi double [ %121, %115 ], [ %121, %124 ], [ %128, %126 ]
  %132 = phi double [ %122, %115 ], [ %122, %124 ], [ %129, %126 ]
  %133 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6, double noundef %131, double noundef %132) #3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  store volatile fp128 0xL00000000000000003FFF800000000000, ptr %4, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  store volatile fp128 0xL00000000000000003FFE800000000000, ptr %5, align 16, !tbaa !11
  %134 = load volatile fp128, ptr %4, align 16, !tbaa !11
  %135 = load volatile fp128, ptr %5, align 16, !tbaa !11
  %136 = fmul fp128 %135, 0xL00000000000000000000000000000000
  %137 = fadd fp128 %134, %136
  %138 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.7, fp128 noundef %137, fp128 noundef %135) #3
  %139 = fmul fp128 %137, %137
  %140 = fmul fp128 %135, %135
  %141 = fmul fp128 %135, %137
  %142 = fsub fp128 %139, %140
  %143 = fadd fp128 %141, %141
  %144 = fcmp uno fp128 %142, 0xL00000000000000000000000000000000
  br i1 %144, label %145, label %151, !prof !10

145:                                              ; preds = %130
  %146 = fcmp uno fp128 %143, 0xL00000000000000000000000000000000
  br i1 %146, label %147, label %151, !prof !10

147:                                              ; preds = %145
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %6, fp128 noundef %137, fp128 noundef %135, fp128 noundef %137, fp128 noundef %135) #3
  %148 = load fp128, ptr %6, align 16
  %149 = getelementptr inbounds { fp128, fp128 }, ptr %6, i64 0, i32 1
  %150 = load fp128, ptr %149, align 16
  br label %151

151:                                              ; preds = %147, %145, %130
  %152 = phi fp128 [ %142, %130 ], [ %142, %145 ], [ %148, %147 ]
  %153 = phi fp128 [ %143, %130 ], [ %143, %145 ], [ %150, %147 ]
  %154 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.8, fp128 noundef %152, fp128 noundef %153) #3
  call void @__divtc3(ptr nonnull sret({ fp128, fp128 }) align 16 %7, fp128 noundef %137, fp128 noundef %135, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000) #3
  %155 = load fp128, ptr %7, align 16
  %156 = getelementptr inbounds { fp128, fp128 }, ptr %7, i64 0, i32 1
  %157 = load fp128, ptr %156, align 16
  %158 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.9, fp128 noundef %155, fp128 noundef %157) #3
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1)
  %159 = getelementptr inbounds { fp128, fp128 }, ptr %1, i64 0, i32 1
  %160 = fmul fp128 %137, 0xL00000000000000000000000000000000
  %161 = fsub fp128 %137, %136
  %162 = fadd fp128 %135, %160
  %163 = fcmp uno fp128 %161, 0xL00000000000000000000000000000000
  br i1 %163, label %164, label %169, !prof !10

164:                                              ; preds = %151
  %165 = fcmp uno fp128 %162, 0xL00000000000000000000000000000000
  br i1 %165, label %166, label %169, !prof !10

166:                                              ; preds = %164
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %1, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef %137, fp128 noundef %135) #3, !noalias !13
  %167 = load fp128, ptr %1, align 16, !noalias !13
  %168 = load fp128, ptr %159, align 16, !noalias !13
  br label %169

169:                                              ; preds = %166, %164, %151
  %170 = phi fp128 [ %161, %151 ], [ %161, %164 ], [ %167, %166 ]
  %171 = phi fp128 [ %162, %151 ], [ %162, %164 ], [ %168, %166 ]
  %172 = fadd fp128 %170, 0xL00000000000000003FFF000000000000
  %173 = fadd fp128 %171, 0xL00000000000000000000000000000000
  %174 = fmul fp128 %137, %172
  %175 = fmul fp128 %135, %173
  %176 = fmul fp128 %135, %172
  %177 = fmul fp128 %137, %173
  %178 = fsub fp128 %174, %175
  %179 = fadd fp128 %176, %177
  %180 = fcmp uno fp128 %178, 0xL00000000000000000000000000000000
  br i1 %180, label %181, label %186, !prof !10

181:                                              ; preds = %169
  %182 = fcmp uno fp128 %179, 0xL00000000000000000000000000000000
  br i1 %182, label %183, label %186, !prof !10

183:                                              ; preds = %181
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %1, fp128 noundef %172, fp128 noundef %173, fp128 noundef %137, fp128 noundef %135) #3, !noalias !13
  %184 = load fp128, ptr %1, align 16, !noalias !13
  %185 = load fp128, ptr %159, align 16, !noalias !13
  br label %186

186:                                              ; preds = %183, %181, %169
  %187 = phi fp128 [ %178, %169 ], [ %178, %181 ], [ %184, %183 ]
  %188 = phi fp128 [ %179, %169 ], [ %179, %181 ], [ %185, %183 ]
  %189 = fadd fp128 %187, 0xL00000000000000004000000000000000
  %190 = fadd fp128 %188, 0xL00000000000000000000000000000000
  %191 = fmul fp128 %137, %189
  %192 = fmul fp128 %135, %190
  %193 = fmul fp128 %135, %189
  %194 = fmul fp128 %137, %190
  %195 = fsub fp128 %191, %192
  %196 = fadd fp128 %193, %194
  %197 = fcmp uno fp128 %195, 0xL00000000000000000000000000000000
  br i1 %197, label %198, label %203, !prof !10

198:                                              ; preds = %186
  %199 = fcmp uno fp128 %196, 0xL00000000000000000000000000000000
  br i1 %199, label %200, label %203, !prof !10

200:                                              ; preds = %198
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %1, fp128 noundef %189, fp128 noundef %190, fp128 noundef %137, fp128 noundef %135) #3, !noalias !13
  %201 = load fp128, ptr %1, align 16, !noalias !13
  %202 = load fp128, ptr %159, align 16, !noalias !13
  br label %203

203:                                              ; preds = %200, %198, %186
  %204 = phi fp128 [ %195, %186 ], [ %195, %198 ], [ %201, %200 ]
  %205 = phi fp128 [ %196, %186 ], [ %196, %198 ], [ %202, %200 ]
  %206 = fadd fp128 %204, 0xL00000000000000004000800000000000
  %207 = fadd fp128 %205, 0xL00000000000000000000000000000000
  %208 = fmul fp128 %137, %206
  %209 = fmul fp128 %135, %207
  %210 = fmul fp128 %135, %206
  %211 = fmul fp128 %137, %207
  %212 = fsub fp128 %208, %209
  %213 = fadd fp128 %210, %211
  %214 = fcmp uno fp128 %212, 0xL00000000000000000000000000000000
  br i1 %214, label %215, label %220, !prof !10

215:                                              ; preds = %203
  %216 = fcmp uno fp128 %213, 0xL00000000000000000000000000000000
  br i1 %216, label %217, label %220, !prof !10

217:                                              ; preds = %215
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %1, fp128 noundef %206, fp128 noundef %207, fp128 noundef %137, fp128 noundef %135) #3, !noalias !13
  %218 = load fp128, ptr %1, align 16, !noalias !13
  %219 = load fp128, ptr %159, align 16, !noalias !13
  br label %220

220:                                              ; preds = %217, %215, %203
  %221 = phi fp128 [ %212, %203 ], [ %212, %215 ], [ %218, %217 ]
  %222 = phi fp128 [ %213, %203 ], [ %213, %215 ], [ %219, %217 ]
  %223 = fadd fp128 %221, 0xL00000000000000004001000000000000
  %224 = fadd fp128 %222, 0xL00000000000000000000000000000000
  %225 = fmul fp128 %137, %223
  %226 = fmul fp128 %135, %224
  %227 = fmul fp128 %135, %223
  %228 = fmul fp128 %137, %224
  %229 = fsub fp128 %225, %226
  %230 = fadd fp128 %227, %228
  %231 = fcmp uno fp128 %229, 0xL00000000000000000000000000000000
  br i1 %231, label %232, label %237, !prof !10

232:                                              ; preds = %220
  %233 = fcmp uno fp128 %230, 0xL00000000000000000000000000000000
  br i1 %233, label %234, label %237, !prof !10

234:                                              ; preds = %232
  call void @__multc3(ptr nonnull sret({ fp128, fp128 }) align 16 %1, fp128 noundef %223, fp128 noundef %224, fp128 noundef %137, fp128 noundef %135) #3, !noalias !13
  %235 = load fp128, ptr %1, align 16, !noalias !13
  %236 = load fp128, ptr %159, align 16, !noalias !13
  br label %237

237:                                              ; preds = %234, %232, %220
  %238 = phi fp128 [ %229, %220 ], [ %229, %232 ], [ %235, %234 ]
  %239 = phi fp128 [ %230, %220 ], [ %230, %232 ], [ %236, %234 ]
  %240 = fadd fp128 %238, 0xL00000000000000004001400000000000
  %241 = fadd fp128 %239, 0xL00000000000000000000000000000000
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1)
  %242 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.10, fp128 noundef %240, fp128 noundef %241) #3
  call void @__divtc3(ptr nonnull sret({ fp128, fp128 }) align 16 %8, fp128 noundef 0xL00000000000000004000800000000000, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef %137, fp128 noundef %135) #3
  %243 = load fp128, ptr %8, align 16
  %244 = getelementptr inbounds { fp128, fp128 }, ptr %8, i64 0, i32 1
  %245 = load fp128, ptr %244, align 16
  %246 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.11, fp128 noundef %243, fp128 noundef %245) #3
  %247 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext 0, i32 noundef signext 0, double noundef 0.000000e+00, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 0.000000e+00) #3
  %248 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext 1, i32 noundef signext 1, double noundef 0.000000e+00, double noundef 1.250000e+00, double noundef 1.000000e+00, double noundef 5.000000e-01) #3
  %249 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef signext 2, i32 noundef signext 2, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00) #3
  %250 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, double noundef -4.312500e+00, double noundef -6.000000e+00) #3
  %251 = call { float, float } @__divsc3(float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef -1.000000e+00, float noundef 3.000000e+00) #3
  %252 = extractvalue { float, float } %251, 0
  %253 = extractvalue { float, float } %251, 1
  %254 = fpext float %252 to double
  %255 = fpext float %253 to double
  %256 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %254, double noundef %255) #3
  %257 = fcmp ord double %12, %10
  %258 = zext i1 %257 to i32
  %259 = fpext double %12 to fp128
  %260 = fpext double %10 to fp128
  %261 = fcmp une fp128 %137, %259
  %262 = fcmp une fp128 %135, %260
  %263 = or i1 %262, %261
  %264 = zext i1 %263 to i32
  %265 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef signext %258, i32 noundef signext %264) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare void @__multc3(ptr, fp128, fp128, fp128, fp128) local_unnamed_addr

declare void @__divtc3(ptr, fp128, fp128, fp128, fp128) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", i32 1, i32 1048575}
!11 = !{!12, !12, i64 0}
!12 = !{!"long double", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"ld_poly: argument 0"}
!15 = distinct !{!15, !"ld_poly"}
