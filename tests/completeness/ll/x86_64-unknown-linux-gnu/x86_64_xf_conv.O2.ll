; ModuleID = 'tests/completeness/x86_64_xf_conv.c'
source_filename = "tests/completeness/x86_64_xf_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"fixxfti\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"fixunsxfti\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"floattixf\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"floatuntixf\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"extendxftf2\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"trunctfxf2\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"extendhfxf2\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"truncxfhf2\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"%s %016llx%016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"%s %Le %02x%02x\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"%s %04x\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca half, align 2
  %2 = alloca i16, align 2
  %3 = alloca half, align 2
  %4 = alloca i16, align 2
  %5 = alloca half, align 2
  %6 = alloca i16, align 2
  %7 = alloca half, align 2
  %8 = alloca i16, align 2
  %9 = alloca half, align 2
  %10 = alloca i16, align 2
  %11 = alloca fp128, align 16
  %12 = alloca [2 x i64], align 16
  %13 = alloca fp128, align 16
  %14 = alloca [2 x i64], align 16
  %15 = alloca fp128, align 16
  %16 = alloca [2 x i64], align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca [6 x i8], align 2
  %19 = alloca x86_fp80, align 16
  %20 = alloca [6 x i8], align 2
  %21 = alloca x86_fp80, align 16
  %22 = alloca [6 x i8], align 2
  %23 = alloca x86_fp80, align 16
  %24 = alloca [6 x i8], align 2
  %25 = alloca x86_fp80, align 16
  %26 = alloca [6 x i8], align 2
  %27 = alloca x86_fp80, align 16
  %28 = alloca [6 x i8], align 2
  %29 = alloca x86_fp80, align 16
  %30 = alloca [6 x i8], align 2
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  %41 = alloca x86_fp80, align 16
  %42 = alloca fp128, align 16
  %43 = alloca fp128, align 16
  %44 = alloca half, align 2
  %45 = alloca half, align 2
  %46 = alloca half, align 2
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %18, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %20, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %21, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %22, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %23, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %24, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %25, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %26, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %27, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %28, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %29, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %30, i8 0, i64 6, i1 true)
  store volatile x86_fp80 0xKBFFFC000000000000000, ptr %19, align 16
  store volatile x86_fp80 0xK4019EB79A2B800000000, ptr %21, align 16
  store volatile x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %23, align 16
  store volatile x86_fp80 0xKC07BCCA14B638597870F, ptr %25, align 16
  store volatile x86_fp80 0xK403F8000000000000000, ptr %27, align 16
  store volatile x86_fp80 0xK407DFFC99E3C66FD68D2, ptr %29, align 16
  %47 = load volatile x86_fp80, ptr %17, align 16, !tbaa !4
  %48 = fptosi x86_fp80 %47 to i128
  %49 = trunc i128 %48 to i64
  %50 = lshr i128 %48, 64
  %51 = trunc i128 %50 to i64
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %51, i64 noundef %49) #4
  %53 = load volatile x86_fp80, ptr %17, align 16, !tbaa !4
  %54 = fcmp ult x86_fp80 %53, 0xK00000000000000000000
  br i1 %54, label %62, label %55

55:                                               ; preds = %0
  %56 = load volatile x86_fp80, ptr %17, align 16, !tbaa !4
  %57 = fptoui x86_fp80 %56 to i128
  %58 = trunc i128 %57 to i64
  %59 = lshr i128 %57, 64
  %60 = trunc i128 %59 to i64
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %60, i64 noundef %58) #4
  br label %62

62:                                               ; preds = %55, %0
  %63 = load volatile x86_fp80, ptr %19, align 16, !tbaa !4
  %64 = fptosi x86_fp80 %63 to i128
  %65 = trunc i128 %64 to i64
  %66 = lshr i128 %64, 64
  %67 = trunc i128 %66 to i64
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %67, i64 noundef %65) #4
  %69 = load volatile x86_fp80, ptr %19, align 16, !tbaa !4
  %70 = fcmp ult x86_fp80 %69, 0xK00000000000000000000
  br i1 %70, label %78, label %71

71:                                               ; preds = %62
  %72 = load volatile x86_fp80, ptr %19, align 16, !tbaa !4
  %73 = fptoui x86_fp80 %72 to i128
  %74 = trunc i128 %73 to i64
  %75 = lshr i128 %73, 64
  %76 = trunc i128 %75 to i64
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %76, i64 noundef %74) #4
  br label %78

78:                                               ; preds = %71, %62
  %79 = load volatile x86_fp80, ptr %21, align 16, !tbaa !4
  %80 = fptosi x86_fp80 %79 to i128
  %81 = trunc i128 %80 to i64
  %82 = lshr i128 %80, 64
  %83 = trunc i128 %82 to i64
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %83, i64 noundef %81) #4
  %85 = load volatile x86_fp80, ptr %21, align 16, !tbaa !4
  %86 = fcmp ult x86_fp80 %85, 0xK00000000000000000000
  br i1 %86, label %94, label %87

87:                                               ; preds = %78
  %88 = load volatile x86_fp80, ptr %21, align 16, !tbaa !4
  %89 = fptoui x86_fp80 %88 to i128
  %90 = trunc i128 %89 to i64
  %91 = lshr i128 %89, 64
  %92 = trunc i128 %91 to i64
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %92, i64 noundef %90) #4
  br label %94

94:                                               ; preds = %87, %78
  %95 = load volatile x86_fp80, ptr %23, align 16, !tbaa !4
  %96 = fptosi x86_fp80 %95 to i128
  %97 = trunc i128 %96 to i64
  %98 = lshr i128 %96, 64
  %99 = trunc i128 %98 to i64
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %99, i64 noundef %97) #4
  %101 = load volatile x86_fp80, ptr %23, align 16, !tbaa !4
  %102 = fcmp ult x86_fp80 %101, 0xK00000000000000000000
  br i1 %102, label %110, label %103

103:                                              ; preds = %94
  %104 = load volatile x86_fp80, ptr %23, align 16, !tbaa !4
  %105 = fptoui x86_fp80 %104 to i128
  %106 = trunc i128 %105 to i64
  %107 = lshr i128 %105, 64
  %108 = trunc i128 %107 to i64
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %108, i64 noundef %106) #4
  br label %110

110:                                              ; preds = %103, %94
  %111 = load volatile x86_fp80, ptr %25, align 16, !tbaa !4
  %112 = fptosi x86_fp80 %111 to i128
  %113 = trunc i128 %112 to i64
  %114 = lshr i128 %112, 64
  %115 = trunc i128 %114 to i64
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %115, i64 noundef %113) #4
  %117 = load volatile x86_fp80, ptr %25, align 16, !tbaa !4
  %118 = fcmp ult x86_fp80 %117, 0xK00000000000000000000
  br i1 %118, label %126, label %119

119:                                              ; preds = %110
  %120 = load volatile x86_fp80, ptr %25, align 16, !tbaa !4
  %121 = fptoui x86_fp80 %120 to i128
  %122 = trunc i128 %121 to i64
  %123 = lshr i128 %121, 64
  %124 = trunc i128 %123 to i64
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %124, i64 noundef %122) #4
  br label %126

126:                                              ; preds = %119, %110
  %127 = load volatile x86_fp80, ptr %27, align 16, !tbaa !4
  %128 = fptosi x86_fp80 %127 to i128
  %129 = trunc i128 %128 to i64
  %130 = lshr i128 %128, 64
  %131 = trunc i128 %130 to i64
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %131, i64 noundef %129) #4
  %133 = load volatile x86_fp80, ptr %27, align 16, !tbaa !4
  %134 = fcmp ult x86_fp80 %133, 0xK00000000000000000000
  br i1 %134, label %142, label %135

135:                                              ; preds = %126
  %136 = load volatile x86_fp80, ptr %27, align 16, !tbaa !4
  %137 = fptoui x86_fp80 %136 to i128
  %138 = trunc i128 %137 to i64
  %139 = lshr i128 %137, 64
  %140 = trunc i128 %139 to i64
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %140, i64 noundef %138) #4
  br label %142

142:                                              ; preds = %135, %126
  %143 = load volatile x86_fp80, ptr %29, align 16, !tbaa !4
  %144 = fptosi x86_fp80 %143 to i128
  %145 = trunc i128 %144 to i64
  %146 = lshr i128 %144, 64
  %147 = trunc i128 %146 to i64
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str, i64 noundef %147, i64 noundef %145) #4
  %149 = load volatile x86_fp80, ptr %29, align 16, !tbaa !4
  %150 = fcmp ult x86_fp80 %149, 0xK00000000000000000000
  br i1 %150, label %158, label %151

151:                                              ; preds = %142
  %152 = load volatile x86_fp80, ptr %29, align 16, !tbaa !4
  %153 = fptoui x86_fp80 %152 to i128
  %154 = trunc i128 %153 to i64
  %155 = lshr i128 %153, 64
  %156 = trunc i128 %155 to i64
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i64 noundef %156, i64 noundef %154) #4
  br label %158

158:                                              ; preds = %151, %142
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr align 16 %31, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %32, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %33, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %34, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %35, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %36, i8 0, i64 16, i1 true)
  store volatile i128 -1, ptr %32, align 16
  store volatile i128 1267650600228229401496703205377, ptr %33, align 16
  store volatile i128 -1237940039285380274899124227, ptr %34, align 16
  store volatile i128 18446744073709573461, ptr %35, align 16
  store volatile i128 94522879700260683060474801574381568, ptr %36, align 16
  %159 = load volatile i128, ptr %31, align 16, !tbaa !8
  %160 = sitofp i128 %159 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.2, x86_fp80 noundef %160) #5
  %161 = load volatile i128, ptr %32, align 16, !tbaa !8
  %162 = sitofp i128 %161 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.2, x86_fp80 noundef %162) #5
  %163 = load volatile i128, ptr %33, align 16, !tbaa !8
  %164 = sitofp i128 %163 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.2, x86_fp80 noundef %164) #5
  %165 = load volatile i128, ptr %34, align 16, !tbaa !8
  %166 = sitofp i128 %165 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.2, x86_fp80 noundef %166) #5
  %167 = load volatile i128, ptr %35, align 16, !tbaa !8
  %168 = sitofp i128 %167 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.2, x86_fp80 noundef %168) #5
  %169 = load volatile i128, ptr %36, align 16, !tbaa !8
  %170 = sitofp i128 %169 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.2, x86_fp80 noundef %170) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37)
  store volatile i128 -1, ptr %37, align 16, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38)
  store volatile i128 -170141183460469231722463931679029329919, ptr %38, align 16, !tbaa !8
  %171 = load volatile i128, ptr %37, align 16, !tbaa !8
  %172 = uitofp i128 %171 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.3, x86_fp80 noundef %172) #5
  %173 = load volatile i128, ptr %38, align 16, !tbaa !8
  %174 = uitofp i128 %173 to x86_fp80
  tail call fastcc void @pld(ptr noundef nonnull @.str.3, x86_fp80 noundef %174) #5
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %39)
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %39, align 16, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %40)
  store volatile x86_fp80 0xK00000000000663278E62, ptr %40, align 16, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %41)
  store volatile x86_fp80 0xK73E6D1BA8323FE558C61, ptr %41, align 16, !tbaa !4
  %175 = load volatile x86_fp80, ptr %39, align 16, !tbaa !4
  %176 = fpext x86_fp80 %175 to fp128
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15)
  store fp128 %176, ptr %15, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #6
  %177 = call ptr @memcpy(ptr noundef nonnull %16, ptr noundef nonnull %15, i64 noundef 16) #4
  %178 = getelementptr inbounds [2 x i64], ptr %16, i64 0, i64 1
  %179 = load i64, ptr %178, align 8, !tbaa !12
  %180 = load i64, ptr %16, align 16, !tbaa !12
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.4, i64 noundef %179, i64 noundef %180) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15)
  %182 = load volatile x86_fp80, ptr %40, align 16, !tbaa !4
  %183 = fneg x86_fp80 %182
  %184 = fpext x86_fp80 %183 to fp128
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  store fp128 %184, ptr %13, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #6
  %185 = call ptr @memcpy(ptr noundef nonnull %14, ptr noundef nonnull %13, i64 noundef 16) #4
  %186 = getelementptr inbounds [2 x i64], ptr %14, i64 0, i64 1
  %187 = load i64, ptr %186, align 8, !tbaa !12
  %188 = load i64, ptr %14, align 16, !tbaa !12
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.4, i64 noundef %187, i64 noundef %188) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  %190 = load volatile x86_fp80, ptr %41, align 16, !tbaa !4
  %191 = fpext x86_fp80 %190 to fp128
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  store fp128 %191, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #6
  %192 = call ptr @memcpy(ptr noundef nonnull %12, ptr noundef nonnull %11, i64 noundef 16) #4
  %193 = getelementptr inbounds [2 x i64], ptr %12, i64 0, i64 1
  %194 = load i64, ptr %193, align 8, !tbaa !12
  %195 = load i64, ptr %12, align 16, !tbaa !12
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.4, i64 noundef %194, i64 noundef %195) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42)
  store volatile fp128 0xL55555555555555553FFD555555555555, ptr %42, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %43)
  store volatile fp128 0xL5F3ACF6E82949A560000000000000008, ptr %43, align 16, !tbaa !10
  %197 = load volatile fp128, ptr %42, align 16, !tbaa !10
  %198 = fptrunc fp128 %197 to x86_fp80
  call fastcc void @pld(ptr noundef nonnull @.str.5, x86_fp80 noundef %198) #5
  %199 = load volatile fp128, ptr %43, align 16, !tbaa !10
  %200 = fptrunc fp128 %199 to x86_fp80
  %201 = fneg x86_fp80 %200
  call fastcc void @pld(ptr noundef nonnull @.str.5, x86_fp80 noundef %201) #5
  %202 = load volatile fp128, ptr %42, align 16, !tbaa !10
  %203 = fmul fp128 %202, 0xL00000000000000004001C00000000000
  %204 = fptrunc fp128 %203 to x86_fp80
  call fastcc void @pld(ptr noundef nonnull @.str.5, x86_fp80 noundef %204) #5
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %44)
  store volatile half 0xH2E66, ptr %44, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %45)
  store volatile half 0xHFBFF, ptr %45, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %46)
  store volatile half 0xH0001, ptr %46, align 2, !tbaa !14
  %205 = load volatile half, ptr %44, align 2, !tbaa !14
  %206 = fpext half %205 to x86_fp80
  call fastcc void @pld(ptr noundef nonnull @.str.6, x86_fp80 noundef %206) #5
  %207 = load volatile half, ptr %45, align 2, !tbaa !14
  %208 = fpext half %207 to x86_fp80
  call fastcc void @pld(ptr noundef nonnull @.str.6, x86_fp80 noundef %208) #5
  %209 = load volatile half, ptr %46, align 2, !tbaa !14
  %210 = fpext half %209 to x86_fp80
  call fastcc void @pld(ptr noundef nonnull @.str.6, x86_fp80 noundef %210) #5
  %211 = load volatile x86_fp80, ptr %39, align 16, !tbaa !4
  %212 = fptrunc x86_fp80 %211 to half
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %9)
  store half %212, ptr %9, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %10) #6
  %213 = call ptr @memcpy(ptr noundef nonnull %10, ptr noundef nonnull %9, i64 noundef 2) #4
  %214 = load i16, ptr %10, align 2, !tbaa !16
  %215 = zext i16 %214 to i32
  %216 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.7, i32 noundef %215) #4
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %9)
  %217 = load volatile x86_fp80, ptr %41, align 16, !tbaa !4
  %218 = fptrunc x86_fp80 %217 to half
  %219 = fneg half %218
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %7)
  store half %219, ptr %7, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #6
  %220 = call ptr @memcpy(ptr noundef nonnull %8, ptr noundef nonnull %7, i64 noundef 2) #4
  %221 = load i16, ptr %8, align 2, !tbaa !16
  %222 = zext i16 %221 to i32
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.7, i32 noundef %222) #4
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5)
  store half 0xH0001, ptr %5, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %6) #6
  %224 = call ptr @memcpy(ptr noundef nonnull %6, ptr noundef nonnull %5, i64 noundef 2) #4
  %225 = load i16, ptr %6, align 2, !tbaa !16
  %226 = zext i16 %225 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.7, i32 noundef %226) #4
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3)
  store half 0xH6800, ptr %3, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %4) #6
  %228 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 2) #4
  %229 = load i16, ptr %4, align 2, !tbaa !16
  %230 = zext i16 %229 to i32
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.7, i32 noundef %230) #4
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1)
  store half 0xH6802, ptr %1, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %2) #6
  %232 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef nonnull %1, i64 noundef 2) #4
  %233 = load i16, ptr %2, align 2, !tbaa !16
  %234 = zext i16 %233 to i32
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.7, i32 noundef %234) #4
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %30)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal fastcc void @pld(ptr noundef %0, x86_fp80 noundef %1) unnamed_addr #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca [16 x i8], align 16
  store x86_fp80 %1, ptr %3, align 16, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %5 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %3, i64 noundef 10) #4
  %6 = load x86_fp80, ptr %3, align 16, !tbaa !4
  %7 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 9
  %8 = load i8, ptr %7, align 1, !tbaa !18
  %9 = zext i8 %8 to i32
  %10 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 8
  %11 = load i8, ptr %10, align 8, !tbaa !18
  %12 = zext i8 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.9, ptr noundef %0, x86_fp80 noundef %6, i32 noundef %9, i32 noundef %12) #4
  %14 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 7
  %15 = load i8, ptr %14, align 1, !tbaa !18
  %16 = zext i8 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %16) #4
  %18 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 6
  %19 = load i8, ptr %18, align 2, !tbaa !18
  %20 = zext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %20) #4
  %22 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 5
  %23 = load i8, ptr %22, align 1, !tbaa !18
  %24 = zext i8 %23 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %24) #4
  %26 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 4
  %27 = load i8, ptr %26, align 4, !tbaa !18
  %28 = zext i8 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %28) #4
  %30 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 3
  %31 = load i8, ptr %30, align 1, !tbaa !18
  %32 = zext i8 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %32) #4
  %34 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 2
  %35 = load i8, ptr %34, align 2, !tbaa !18
  %36 = zext i8 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %36) #4
  %38 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 1
  %39 = load i8, ptr %38, align 1, !tbaa !18
  %40 = zext i8 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %40) #4
  %42 = load i8, ptr %4, align 16, !tbaa !18
  %43 = zext i8 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.10, i32 noundef %43) #4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.11) #4
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #6
  ret void
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #3

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long double", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"__int128", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"__float128", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"_Float16", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !6, i64 0}
!18 = !{!6, !6, i64 0}
