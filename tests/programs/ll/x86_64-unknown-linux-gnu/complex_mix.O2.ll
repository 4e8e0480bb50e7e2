; ModuleID = 'tests/programs/complex_mix.c'
source_filename = "tests/programs/complex_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 5.000000e-01, ptr %1, align 8, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double -1.250000e+00, ptr %2, align 8, !tbaa !4
  %5 = load volatile double, ptr %1, align 8, !tbaa !4
  %6 = load volatile double, ptr %2, align 8, !tbaa !4
  %7 = fmul double %6, 0.000000e+00
  %8 = fadd double %5, %7
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str, double noundef %8, double noundef %6) #3
  %10 = fneg double %6
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, double noundef %8, double noundef %10) #3
  %12 = fmul double %8, %8
  %13 = fmul double %6, %6
  %14 = fmul double %6, %8
  %15 = fsub double %12, %13
  %16 = fadd double %14, %14
  %17 = fcmp uno double %15, 0.000000e+00
  br i1 %17, label %18, label %24, !prof !8

18:                                               ; preds = %0
  %19 = fcmp uno double %16, 0.000000e+00
  br i1 %19, label %20, label %24, !prof !8

20:                                               ; preds = %18
  %21 = tail call { double, double } @__muldc3(double noundef %8, double noundef %6, double noundef %8, double noundef %6) #3
  %22 = extractvalue { double, double } %21, 0
  %23 = extractvalue { double, double } %21, 1
  br label %24

24:                                               ; preds = %20, %18, %0
  %25 = phi double [ %15, %0 ], [ %15, %18 ], [ %22, %20 ]
  %26 = phi double [ %16, %0 ], [ %16, %18 ], [ %23, %20 ]
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.2, double noundef %25, double noundef %26) #3
  %28 = tail call { double, double } @__divdc3(double noundef %8, double noundef %6, double noundef %8, double noundef %10) #3
  %29 = extractvalue { double, double } %28, 0
  %30 = extractvalue { double, double } %28, 1
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.3, double noundef %29, double noundef %30) #3
  %32 = fmul double %8, 0.000000e+00
  %33 = fsub double %8, %7
  %34 = fadd double %6, %32
  %35 = fcmp uno double %33, 0.000000e+00
  br i1 %35, label %36, label %42, !prof !8

36:                                               ; preds = %24
  %37 = fcmp uno double %34, 0.000000e+00
  br i1 %37, label %38, label %42, !prof !8

38:                                               ; preds = %36
  %39 = tail call { double, double } @__muldc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %8, double noundef %6) #3
  %40 = extractvalue { double, double } %39, 0
  %41 = extractvalue { double, double } %39, 1
  br label %42

42:                                               ; preds = %38, %36, %24
  %43 = phi double [ %34, %24 ], [ %34, %36 ], [ %41, %38 ]
  %44 = phi double [ %33, %24 ], [ %33, %36 ], [ %40, %38 ]
  br i1 %17, label %45, label %51, !prof !8

45:                                               ; preds = %42
  %46 = fcmp uno double %16, 0.000000e+00
  br i1 %46, label %47, label %51, !prof !8

47:                                               ; preds = %45
  %48 = tail call { double, double } @__muldc3(double noundef %8, double noundef %6, double noundef %8, double noundef %6) #3
  %49 = extractvalue { double, double } %48, 0
  %50 = extractvalue { double, double } %48, 1
  br label %51

51:                                               ; preds = %47, %45, %42
  %52 = phi double [ %15, %42 ], [ %15, %45 ], [ %49, %47 ]
  %53 = phi double [ %16, %42 ], [ %16, %45 ], [ %50, %47 ]
  %54 = fmul double %44, %52
  %55 = fmul double %43, %53
  %56 = fmul double %44, %53
  %57 = fmul double %43, %52
  %58 = fsub double %54, %55
  %59 = fadd double %57, %56
  %60 = fcmp uno double %58, 0.000000e+00
  br i1 %60, label %61, label %67, !prof !8

61:                                               ; preds = %51
  %62 = fcmp uno double %59, 0.000000e+00
  br i1 %62, label %63, label %67, !prof !8

63:                                               ; preds = %61
  %64 = tail call { double, double } @__muldc3(double noundef %44, double noundef %43, double noundef %52, double noundef %53) #3
  %65 = extractvalue { double, double } %64, 0
  %66 = extractvalue { double, double } %64, 1
  br label %67

67:                                               ; preds = %63, %61, %51
  %68 = phi double [ %59, %51 ], [ %59, %61 ], [ %66, %63 ]
  %69 = phi double [ %58, %51 ], [ %58, %61 ], [ %65, %63 ]
  %70 = fmul double %52, %52
  %71 = fmul double %53, %53
  %72 = fmul double %52, %53
  %73 = fsub double %70, %71
  %74 = fadd double %72, %72
  %75 = fcmp uno double %73, 0.000000e+00
  br i1 %75, label %76, label %82, !prof !8

76:                                               ; preds = %67
  %77 = fcmp uno double %74, 0.000000e+00
  br i1 %77, label %78, label %82, !prof !8

78:                                               ; preds = %76
  %79 = tail call { double, double } @__muldc3(double noundef %52, double noundef %53, double noundef %52, double noundef %53) #3
  %80 = extractvalue { double, double } %79, 0
  %81 = extractvalue { double, double } %79, 1
  br label %82

82:                                               ; preds = %78, %76, %67
  %83 = phi double [ %73, %67 ], [ %73, %76 ], [ %80, %78 ]
  %84 = phi double [ %74, %67 ], [ %74, %76 ], [ %81, %78 ]
  %85 = fmul double %69, %83
  %86 = fmul double %68, %84
  %87 = fmul double %69, %84
  %88 = fmul double %68, %83
  %89 = fsub double %85, %86
  %90 = fadd double %88, %87
  %91 = fcmp uno double %89, 0.000000e+00
  br i1 %91, label %92, label %98, !prof !8

92:                                               ; preds = %82
  %93 = fcmp uno double %90, 0.000000e+00
  br i1 %93, label %94, label %98, !prof !8

94:                                               ; preds = %92
  %95 = tail call { double, double } @__muldc3(double noundef %69, double noundef %68, double noundef %83, double noundef %84) #3
  %96 = extractvalue { double, double } %95, 0
  %97 = extractvalue { double, double } %95, 1
  br label %98

98:                                               ; preds = %94, %92, %82
  %99 = phi double [ %90, %82 ], [ %90, %92 ], [ %97, %94 ]
  %100 = phi double [ %89, %82 ], [ %89, %92 ], [ %96, %94 ]
  %101 = fmul double %83, %83
  %102 = fmul double %84, %84
  %103 = fsub double %101, %102
  %104 = fcmp uno double %103, 0.000000e+00
  br i1 %104, label %105, label %111, !prof !8

105:                                              ; preds = %98
  %106 = fmul double %83, %84
  %107 = fadd double %106, %106
  %108 = fcmp uno double %107, 0.000000e+00
  br i1 %108, label %109, label %111, !prof !8

109:                                              ; preds = %105
  %110 = tail call { double, double } @__muldc3(double noundef %83, double noundef %84, double noundef %83, double noundef %84) #3
  br label %111

111:                                              ; preds = %98, %105, %109
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.4, double noundef %100, double noundef %99) #3
  %113 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef %8, double noundef %6) #3
  %114 = extractvalue { double, double } %113, 0
  %115 = extractvalue { double, double } %113, 1
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.5, double noundef %114, double noundef %115) #3
  %117 = fsub double %32, %6
  %118 = fadd double %7, %8
  %119 = fcmp uno double %117, 0.000000e+00
  br i1 %119, label %120, label %126, !prof !8

120:                                              ; preds = %111
  %121 = fcmp uno double %118, 0.000000e+00
  br i1 %121, label %122, label %126, !prof !8

122:                                              ; preds = %120
  %123 = tail call { double, double } @__muldc3(double noundef %8, double noundef %6, double noundef 0.000000e+00, double noundef 1.000000e+00) #3
  %124 = extractvalue { double, double } %123, 0
  %125 = extractvalue { double, double } %123, 1
  br label %126

126:                                              ; preds = %122, %120, %111
  %127 = phi double [ %117, %111 ], [ %117, %120 ], [ %124, %122 ]
  %128 = phi double [ %118, %111 ], [ %118, %120 ], [ %125, %122 ]
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.6, double noundef %127, double noundef %128) #3
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %3)
  store volatile x86_fp80 0xK3FFFC000000000000000, ptr %3, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %4)
  store volatile x86_fp80 0xK3FFEC000000000000000, ptr %4, align 16, !tbaa !9
  %130 = load volatile x86_fp80, ptr %3, align 16, !tbaa !9
  %131 = load volatile x86_fp80, ptr %4, align 16, !tbaa !9
  %132 = fmul x86_fp80 %131, 0xK00000000000000000000
  %133 = fadd x86_fp80 %130, %132
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.7, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %135 = fmul x86_fp80 %133, %133
  %136 = fmul x86_fp80 %131, %131
  %137 = fmul x86_fp80 %131, %133
  %138 = fsub x86_fp80 %135, %136
  %139 = fadd x86_fp80 %137, %137
  %140 = fcmp uno x86_fp80 %138, 0xK00000000000000000000
  br i1 %140, label %141, label %147, !prof !8

141:                                              ; preds = %126
  %142 = fcmp uno x86_fp80 %139, 0xK00000000000000000000
  br i1 %142, label %143, label %147, !prof !8

143:                                              ; preds = %141
  %144 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %133, x86_fp80 noundef %131, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %145 = extractvalue { x86_fp80, x86_fp80 } %144, 0
  %146 = extractvalue { x86_fp80, x86_fp80 } %144, 1
  br label %147

147:                                              ; preds = %143, %141, %126
  %148 = phi x86_fp80 [ %138, %126 ], [ %138, %141 ], [ %145, %143 ]
  %149 = phi x86_fp80 [ %139, %126 ], [ %139, %141 ], [ %146, %143 ]
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.8, x86_fp80 noundef %148, x86_fp80 noundef %149) #3
  %151 = tail call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef %133, x86_fp80 noundef %131, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK40008000000000000000) #3
  %152 = extractvalue { x86_fp80, x86_fp80 } %151, 0
  %153 = extractvalue { x86_fp80, x86_fp80 } %151, 1
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.9, x86_fp80 noundef %152, x86_fp80 noundef %153) #3
  %155 = fmul x86_fp80 %133, 0xK00000000000000000000
  %156 = fsub x86_fp80 %133, %132
  %157 = fadd x86_fp80 %131, %155
  %158 = fcmp uno x86_fp80 %156, 0xK00000000000000000000
  br i1 %158, label %159, label %165, !prof !8

159:                                              ; preds = %147
  %160 = fcmp uno x86_fp80 %157, 0xK00000000000000000000
  br i1 %160, label %161, label %165, !prof !8

161:                                              ; preds = %159
  %162 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xK00000000000000000000, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %163 = extractvalue { x86_fp80, x86_fp80 } %162, 0
  %164 = extractvalue { x86_fp80, x86_fp80 } %162, 1
  br label %165

165:                                              ; preds = %161, %159, %147
  %166 = phi x86_fp80 [ %156, %147 ], [ %156, %159 ], [ %163, %161 ]
  %167 = phi x86_fp80 [ %157, %147 ], [ %157, %159 ], [ %164, %161 ]
  %168 = fadd x86_fp80 %166, 0xK3FFF8000000000000000
  %169 = fadd x86_fp80 %167, 0xK00000000000000000000
  %170 = fmul x86_fp80 %133, %168
  %171 = fmul x86_fp80 %131, %169
  %172 = fmul x86_fp80 %131, %168
  %173 = fmul x86_fp80 %133, %169
  %174 = fsub x86_fp80 %170, %171
  %175 = fadd x86_fp80 %172, %173
  %176 = fcmp uno x86_fp80 %174, 0xK00000000000000000000
  br i1 %176, label %177, label %183, !prof !8

177:                                              ; preds = %165
  %178 = fcmp uno x86_fp80 %175, 0xK00000000000000000000
  br i1 %178, label %179, label %183, !prof !8

179:                                              ; preds = %177
  %180 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %168, x86_fp80 noundef %169, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %181 = extractvalue { x86_fp80, x86_fp80 } %180, 0
  %182 = extractvalue { x86_fp80, x86_fp80 } %180, 1
  br label %183

183:                                              ; preds = %179, %177, %165
  %184 = phi x86_fp80 [ %174, %165 ], [ %174, %177 ], [ %181, %179 ]
  %185 = phi x86_fp80 [ %175, %165 ], [ %175, %177 ], [ %182, %179 ]
  %186 = fadd x86_fp80 %184, 0xK40008000000000000000
  %187 = fadd x86_fp80 %185, 0xK00000000000000000000
  %188 = fmul x86_fp80 %133, %186
  %189 = fmul x86_fp80 %131, %187
  %190 = fmul x86_fp80 %131, %186
  %191 = fmul x86_fp80 %133, %187
  %192 = fsub x86_fp80 %188, %189
  %193 = fadd x86_fp80 %190, %191
  %194 = fcmp uno x86_fp80 %192, 0xK00000000000000000000
  br i1 %194, label %195, label %201, !prof !8

195:                                              ; preds = %183
  %196 = fcmp uno x86_fp80 %193, 0xK00000000000000000000
  br i1 %196, label %197, label %201, !prof !8

197:                                              ; preds = %195
  %198 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %186, x86_fp80 noundef %187, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %199 = extractvalue { x86_fp80, x86_fp80 } %198, 0
  %200 = extractvalue { x86_fp80, x86_fp80 } %198, 1
  br label %201

201:                                              ; preds = %197, %195, %183
  %202 = phi x86_fp80 [ %192, %183 ], [ %192, %195 ], [ %199, %197 ]
  %203 = phi x86_fp80 [ %193, %183 ], [ %193, %195 ], [ %200, %197 ]
  %204 = fadd x86_fp80 %202, 0xK4000C000000000000000
  %205 = fadd x86_fp80 %203, 0xK00000000000000000000
  %206 = fmul x86_fp80 %133, %204
  %207 = fmul x86_fp80 %131, %205
  %208 = fmul x86_fp80 %131, %204
  %209 = fmul x86_fp80 %133, %205
  %210 = fsub x86_fp80 %206, %207
  %211 = fadd x86_fp80 %208, %209
  %212 = fcmp uno x86_fp80 %210, 0xK00000000000000000000
  br i1 %212, label %213, label %219, !prof !8

213:                                              ; preds = %201
  %214 = fcmp uno x86_fp80 %211, 0xK00000000000000000000
  br i1 %214, label %215, label %219, !prof !8

215:                                              ; preds = %213
  %216 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %204, x86_fp80 noundef %205, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %217 = extractvalue { x86_fp80, x86_fp80 } %216, 0
  %218 = extractvalue { x86_fp80, x86_fp80 } %216, 1
  br label %219

219:                                              ; preds = %215, %213, %201
  %220 = phi x86_fp80 [ %210, %201 ], [ %210, %213 ], [ %217, %215 ]
  %221 = phi x86_fp80 [ %211, %201 ], [ %211, %213 ], [ %218, %215 ]
  %222 = fadd x86_fp80 %220, 0xK40018000000000000000
  %223 = fadd x86_fp80 %221, 0xK00000000000000000000
  %224 = fmul x86_fp80 %133, %222
  %225 = fmul x86_fp80 %131, %223
  %226 = fmul x86_fp80 %131, %222
  %227 = fmul x86_fp80 %133, %223
  %228 = fsub x86_fp80 %224, %225
  %229 = fadd x86_fp80 %226, %227
  %230 = fcmp uno x86_fp80 %228, 0xK00000000000000000000
  br i1 %230, label %231, label %237, !prof !8

231:                                              ; preds = %219
  %232 = fcmp uno x86_fp80 %229, 0xK00000000000000000000
  br i1 %232, label %233, label %237, !prof !8

233:                                              ; preds = %231
  %234 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %222, x86_fp80 noundef %223, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %235 = extractvalue { x86_fp80, x86_fp80 } %234, 0
  %236 = extractvalue { x86_fp80, x86_fp80 } %234, 1
  br label %237

237:                                              ; preds = %233, %231, %219
  %238 = phi x86_fp80 [ %228, %219 ], [ %228, %231 ], [ %235, %233 ]
  %239 = phi x86_fp80 [ %229, %219 ], [ %229, %231 ], [ %236, %233 ]
  %240 = fadd x86_fp80 %238, 0xK4001A000000000000000
  %241 = fadd x86_fp80 %239, 0xK00000000000000000000
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.10, x86_fp80 noundef %240, x86_fp80 noundef %241) #3
  %243 = tail call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef 0xK4000C000000000000000, x86_fp80 noundef 0xK40018000000000000000, x86_fp80 noundef %133, x86_fp80 noundef %131) #3
  %244 = extractvalue { x86_fp80, x86_fp80 } %243, 0
  %245 = extractvalue { x86_fp80, x86_fp80 } %243, 1
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.11, x86_fp80 noundef %244, x86_fp80 noundef %245) #3
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef 0, i32 noundef 0, double noundef 0.000000e+00, double noundef 4.000000e+00, double noundef 2.000000e+00, double noundef 0.000000e+00) #3
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef 1, i32 noundef 1, double noundef 0.000000e+00, double noundef 1.250000e+00, double noundef 1.000000e+00, double noundef 5.000000e-01) #3
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, i32 noundef 2, i32 noundef 2, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00) #3
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.13, double noundef -4.312500e+00, double noundef -6.000000e+00) #3
  %251 = tail call <2 x float> @__divsc3(float noundef 2.000000e+00, float noundef -5.000000e-01, float noundef -1.000000e+00, float noundef 3.000000e+00) #3
  %252 = extractelement <2 x float> %251, i64 0
  %253 = extractelement <2 x float> %251, i64 1
  %254 = fpext float %252 to double
  %255 = fpext float %253 to double
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.14, double noundef %254, double noundef %255) #3
  %257 = fcmp ord double %8, %6
  %258 = zext i1 %257 to i32
  %259 = fpext double %8 to x86_fp80
  %260 = fpext double %6 to x86_fp80
  %261 = fcmp une x86_fp80 %133, %259
  %262 = fcmp une x86_fp80 %131, %260
  %263 = or i1 %262, %261
  %264 = zext i1 %263 to i32
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.15, i32 noundef %258, i32 noundef %264) #3
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

attributes #0 = { nounwind "min-legal-vector-width"="64" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"double", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = !{!10, !10, i64 0}
!10 = !{!"long double", !6, i64 0}
