; ModuleID = 'tests/programs/bigint.c'
source_filename = "tests/programs/bigint.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.big = type { [40 x i32], i32 }

@.str = private unnamed_addr constant [4 x i8] c"50!\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"fib300\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"2^200\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"2^400\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"999999999^2\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%s %u\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %1) #5
  %8 = call ptr @memset(ptr noundef nonnull %1, i32 noundef signext 0, i64 noundef 164) #6
  store i32 1, ptr %1, align 4, !tbaa !6
  %9 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 1
  store i32 0, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  store i32 1, ptr %10, align 4, !tbaa !10
  br label %39

11:                                               ; preds = %74
  %12 = add nsw i32 %77, -1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str, i32 noundef signext %15) #6
  %17 = load i32, ptr %10, align 4, !tbaa !10
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %19, label %29

19:                                               ; preds = %11
  %20 = add nsw i32 %17, -2
  %21 = zext i32 %20 to i64
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %21, %19 ], [ %28, %22 ]
  %24 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %25) #6
  %27 = icmp eq i64 %23, 0
  %28 = add nsw i64 %23, -1
  br i1 %27, label %29, label %22, !llvm.loop !12

29:                                               ; preds = %22, %11
  %30 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %4) #5
  %31 = call ptr @memset(ptr noundef nonnull %4, i32 noundef signext 0, i64 noundef 164) #6
  %32 = call ptr @memset(ptr noundef nonnull %2, i32 noundef signext 0, i64 noundef 164) #6
  store i32 0, ptr %2, align 4, !tbaa !6
  %33 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 1
  store i32 0, ptr %33, align 4, !tbaa !6
  %34 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  store i32 1, ptr %34, align 4, !tbaa !10
  %35 = call ptr @memset(ptr noundef nonnull %3, i32 noundef signext 0, i64 noundef 164) #6
  store i32 1, ptr %3, align 4, !tbaa !6
  %36 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 1
  store i32 0, ptr %36, align 4, !tbaa !6
  %37 = getelementptr inbounds %struct.big, ptr %3, i64 0, i32 1
  store i32 1, ptr %37, align 4, !tbaa !10
  %38 = getelementptr inbounds %struct.big, ptr %4, i64 0, i32 1
  br label %105

39:                                               ; preds = %74, %0
  %40 = phi i32 [ 1, %0 ], [ %77, %74 ]
  %41 = phi i64 [ 2, %0 ], [ %75, %74 ]
  %42 = icmp sgt i32 %40, 0
  br i1 %42, label %45, label %74

43:                                               ; preds = %45
  %44 = icmp ult i64 %52, 1000000000
  br i1 %44, label %74, label %62

45:                                               ; preds = %39, %45
  %46 = phi i64 [ %58, %45 ], [ 0, %39 ]
  %47 = phi i64 [ %54, %45 ], [ 0, %39 ]
  %48 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %46
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = zext i32 %49 to i64
  %51 = mul nuw i64 %41, %50
  %52 = add i64 %51, %47
  %53 = freeze i64 %52
  %54 = udiv i64 %53, 1000000000
  %55 = mul i64 %54, 1000000000
  %56 = sub i64 %53, %55
  %57 = trunc i64 %56 to i32
  store i32 %57, ptr %48, align 4, !tbaa !6
  %58 = add nuw nsw i64 %46, 1
  %59 = load i32, ptr %10, align 4, !tbaa !10
  %60 = sext i32 %59 to i64
  %61 = icmp slt i64 %58, %60
  br i1 %61, label %45, label %43, !llvm.loop !14

62:                                               ; preds = %43, %62
  %63 = phi i64 [ %65, %62 ], [ %54, %43 ]
  %64 = freeze i64 %63
  %65 = udiv i64 %64, 1000000000
  %66 = mul i64 %65, 1000000000
  %67 = sub i64 %64, %66
  %68 = trunc i64 %67 to i32
  %69 = load i32, ptr %10, align 4, !tbaa !10
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %10, align 4, !tbaa !10
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %71
  store i32 %68, ptr %72, align 4, !tbaa !6
  %73 = icmp ult i64 %63, 1000000000
  br i1 %73, label %74, label %62, !llvm.loop !15

74:                                               ; preds = %62, %39, %43
  %75 = add nuw nsw i64 %41, 1
  %76 = icmp eq i64 %75, 51
  %77 = load i32, ptr %10, align 4, !tbaa !10
  br i1 %76, label %11, label %39, !llvm.loop !16

78:                                               ; preds = %135
  %79 = load i32, ptr %34, align 4, !tbaa !10
  %80 = add nsw i32 %79, -1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef signext %83) #6
  %85 = load i32, ptr %34, align 4, !tbaa !10
  %86 = icmp sgt i32 %85, 1
  br i1 %86, label %87, label %97

87:                                               ; preds = %78
  %88 = add nsw i32 %85, -2
  %89 = zext i32 %88 to i64
  br label %90

90:                                               ; preds = %90, %87
  %91 = phi i64 [ %89, %87 ], [ %96, %90 ]
  %92 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %93) #6
  %95 = icmp eq i64 %91, 0
  %96 = add nsw i64 %91, -1
  br i1 %95, label %97, label %90, !llvm.loop !12

97:                                               ; preds = %90, %78
  %98 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %99 = call ptr @memset(ptr noundef nonnull %5, i32 noundef signext 0, i64 noundef 164) #6
  store i32 2, ptr %5, align 4, !tbaa !6
  %100 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 1
  store i32 0, ptr %100, align 4, !tbaa !6
  %101 = getelementptr inbounds %struct.big, ptr %5, i64 0, i32 1
  store i32 1, ptr %101, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %6) #5
  %102 = call ptr @memset(ptr noundef nonnull %6, i32 noundef signext 0, i64 noundef 164) #6
  store i32 1, ptr %6, align 4, !tbaa !6
  %103 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 1
  store i32 0, ptr %103, align 4, !tbaa !6
  %104 = getelementptr inbounds %struct.big, ptr %6, i64 0, i32 1
  store i32 1, ptr %104, align 4, !tbaa !10
  br label %201

105:                                              ; preds = %29, %135
  %106 = phi i32 [ 0, %29 ], [ %136, %135 ]
  %107 = load i32, ptr %34, align 4, !tbaa !10
  %108 = load i32, ptr %37, align 4, !tbaa !10
  %109 = call i32 @llvm.smax.i32(i32 %107, i32 %108)
  %110 = icmp sgt i32 %109, 0
  br i1 %110, label %112, label %111

111:                                              ; preds = %105
  store i32 %109, ptr %38, align 4, !tbaa !10
  br label %135

112:                                              ; preds = %105
  %113 = zext i32 %109 to i64
  br label %115

114:                                              ; preds = %115
  store i32 %109, ptr %38, align 4, !tbaa !10
  br i1 %124, label %131, label %135

115:                                              ; preds = %115, %112
  %116 = phi i64 [ 0, %112 ], [ %129, %115 ]
  %117 = phi i32 [ 0, %112 ], [ %125, %115 ]
  %118 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %116
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = getelementptr inbounds [40 x i32], ptr %3, i64 0, i64 %116
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = add i32 %119, %117
  %123 = add i32 %122, %121
  %124 = icmp ugt i32 %123, 999999999
  %125 = zext i1 %124 to i32
  %126 = add i32 %123, -1000000000
  %127 = select i1 %124, i32 %126, i32 %123
  %128 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %116
  store i32 %127, ptr %128, align 4, !tbaa !6
  %129 = add nuw nsw i64 %116, 1
  %130 = icmp eq i64 %129, %113
  br i1 %130, label %114, label %115, !llvm.loop !17

131:                                              ; preds = %114
  %132 = add nsw i32 %109, 1
  store i32 %132, ptr %38, align 4, !tbaa !10
  %133 = sext i32 %109 to i64
  %134 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %133
  store i32 1, ptr %134, align 4, !tbaa !6
  br label %135

135:                                              ; preds = %111, %114, %131
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %2, ptr noundef nonnull align 4 dereferenceable(164) %3, i64 164, i1 false), !tbaa.struct !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %3, ptr noundef nonnull align 4 dereferenceable(164) %4, i64 164, i1 false), !tbaa.struct !18
  %136 = add nuw nsw i32 %106, 1
  %137 = icmp eq i32 %136, 300
  br i1 %137, label %78, label %105, !llvm.loop !20

138:                                              ; preds = %229
  %139 = add nsw i32 %232, -1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.2, i32 noundef signext %142) #6
  %144 = load i32, ptr %104, align 4, !tbaa !10
  %145 = icmp sgt i32 %144, 1
  br i1 %145, label %146, label %156

146:                                              ; preds = %138
  %147 = add nsw i32 %144, -2
  %148 = zext i32 %147 to i64
  br label %149

149:                                              ; preds = %149, %146
  %150 = phi i64 [ %148, %146 ], [ %155, %149 ]
  %151 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %152) #6
  %154 = icmp eq i64 %150, 0
  %155 = add nsw i64 %150, -1
  br i1 %154, label %156, label %149, !llvm.loop !12

156:                                              ; preds = %149, %138
  %157 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call fastcc void @mul(ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %6) #7
  %158 = load i32, ptr %101, align 4, !tbaa !10
  %159 = add nsw i32 %158, -1
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.3, i32 noundef signext %162) #6
  %164 = load i32, ptr %101, align 4, !tbaa !10
  %165 = icmp sgt i32 %164, 1
  br i1 %165, label %166, label %176

166:                                              ; preds = %156
  %167 = add nsw i32 %164, -2
  %168 = zext i32 %167 to i64
  br label %169

169:                                              ; preds = %169, %166
  %170 = phi i64 [ %168, %166 ], [ %175, %169 ]
  %171 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %172) #6
  %174 = icmp eq i64 %170, 0
  %175 = add nsw i64 %170, -1
  br i1 %174, label %176, label %169, !llvm.loop !12

176:                                              ; preds = %169, %156
  %177 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %7) #5
  %178 = call ptr @memset(ptr noundef nonnull %7, i32 noundef signext 0, i64 noundef 164) #6
  store i32 999999999, ptr %7, align 4, !tbaa !6
  %179 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 1
  store i32 0, ptr %179, align 4, !tbaa !6
  %180 = getelementptr inbounds %struct.big, ptr %7, i64 0, i32 1
  store i32 1, ptr %180, align 4, !tbaa !10
  call fastcc void @mul(ptr noundef nonnull %7, ptr noundef nonnull %7, ptr noundef nonnull %7) #7
  %181 = load i32, ptr %180, align 4, !tbaa !10
  %182 = add nsw i32 %181, -1
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4, !tbaa !6
  %186 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.4, i32 noundef signext %185) #6
  %187 = load i32, ptr %180, align 4, !tbaa !10
  %188 = icmp sgt i32 %187, 1
  br i1 %188, label %189, label %199

189:                                              ; preds = %176
  %190 = add nsw i32 %187, -2
  %191 = zext i32 %190 to i64
  br label %192

192:                                              ; preds = %192, %189
  %193 = phi i64 [ %191, %189 ], [ %198, %192 ]
  %194 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef signext %195) #6
  %197 = icmp eq i64 %193, 0
  %198 = add nsw i64 %193, -1
  br i1 %197, label %199, label %192, !llvm.loop !12

199:                                              ; preds = %192, %176
  %200 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7) #6
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %1) #5
  ret i32 0

201:                                              ; preds = %229, %97
  %202 = phi i32 [ 1, %97 ], [ %232, %229 ]
  %203 = phi i32 [ 0, %97 ], [ %230, %229 ]
  %204 = icmp sgt i32 %202, 0
  br i1 %204, label %212, label %229

205:                                              ; preds = %212
  %206 = icmp ult i64 %219, 1000000000
  br i1 %206, label %229, label %207

207:                                              ; preds = %205
  %208 = sext i32 %226 to i64
  %209 = trunc i64 %221 to i32
  %210 = add nsw i32 %226, 1
  store i32 %210, ptr %104, align 4, !tbaa !10
  %211 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %208
  store i32 %209, ptr %211, align 4, !tbaa !6
  br label %229

212:                                              ; preds = %201, %212
  %213 = phi i64 [ %225, %212 ], [ 0, %201 ]
  %214 = phi i64 [ %221, %212 ], [ 0, %201 ]
  %215 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %213
  %216 = load i32, ptr %215, align 4, !tbaa !6
  %217 = zext i32 %216 to i64
  %218 = shl nuw nsw i64 %217, 1
  %219 = add nuw nsw i64 %218, %214
  %220 = freeze i64 %219
  %221 = udiv i64 %220, 1000000000
  %222 = mul i64 %221, 1000000000
  %223 = sub i64 %220, %222
  %224 = trunc i64 %223 to i32
  store i32 %224, ptr %215, align 4, !tbaa !6
  %225 = add nuw nsw i64 %213, 1
  %226 = load i32, ptr %104, align 4, !tbaa !10
  %227 = sext i32 %226 to i64
  %228 = icmp slt i64 %225, %227
  br i1 %228, label %212, label %205, !llvm.loop !14

229:                                              ; preds = %207, %201, %205
  %230 = add nuw nsw i32 %203, 1
  %231 = icmp eq i32 %230, 200
  %232 = load i32, ptr %104, align 4, !tbaa !10
  br i1 %231, label %138, label %201, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
define internal fastcc void @mul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #0 {
  %4 = alloca [80 x i64], align 8
  %5 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 640, ptr nonnull %4) #5
  %6 = call ptr @memset(ptr noundef nonnull %4, i32 noundef signext 0, i64 noundef 640) #6
  %7 = getelementptr inbounds %struct.big, ptr %1, i64 0, i32 1
  %8 = load i32, ptr %7, align 4, !tbaa !10
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  %12 = load i32, ptr %11, align 4, !tbaa !10
  %13 = icmp sgt i32 %12, 0
  %14 = zext i32 %8 to i64
  %15 = zext i32 %12 to i64
  br label %16

16:                                               ; preds = %10, %30
  %17 = phi i64 [ 0, %10 ], [ %31, %30 ]
  br i1 %13, label %18, label %30

18:                                               ; preds = %16
  %19 = getelementptr inbounds [40 x i32], ptr %1, i64 0, i64 %17
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = zext i32 %20 to i64
  br label %33

22:                                               ; preds = %30, %3
  call void @llvm.lifetime.start.p0(i64 164, ptr nonnull %5) #5
  %23 = call ptr @memset(ptr noundef nonnull %5, i32 noundef signext 0, i64 noundef 164) #6
  %24 = load i32, ptr %7, align 4, !tbaa !10
  %25 = getelementptr inbounds %struct.big, ptr %2, i64 0, i32 1
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = add nsw i32 %26, %24
  %28 = icmp sgt i32 %27, 0
  %29 = zext i32 %27 to i64
  br i1 %28, label %58, label %56

30:                                               ; preds = %53, %16
  %31 = add nuw nsw i64 %17, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %22, label %16, !llvm.loop !22

33:                                               ; preds = %18, %53
  %34 = phi i64 [ 0, %18 ], [ %54, %53 ]
  %35 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = zext i32 %36 to i64
  %38 = mul nuw i64 %37, %21
  %39 = add nuw nsw i64 %34, %17
  %40 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !23
  %42 = add i64 %38, %41
  store i64 %42, ptr %40, align 8, !tbaa !23
  %43 = icmp ugt i64 %42, 7999999999999999999
  br i1 %43, label %44, label %53

44:                                               ; preds = %33
  %45 = freeze i64 %42
  %46 = udiv i64 %45, 1000000000
  %47 = add nuw nsw i64 %39, 1
  %48 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8, !tbaa !23
  %50 = add i64 %49, %46
  store i64 %50, ptr %48, align 8, !tbaa !23
  %51 = mul i64 %46, 1000000000
  %52 = sub i64 %45, %51
  store i64 %52, ptr %40, align 8, !tbaa !23
  br label %53

53:                                               ; preds = %33, %44
  %54 = add nuw nsw i64 %34, 1
  %55 = icmp eq i64 %54, %15
  br i1 %55, label %30, label %33, !llvm.loop !25

56:                                               ; preds = %58, %22
  %57 = call i32 @llvm.smin.i32(i32 %27, i32 1)
  br label %72

58:                                               ; preds = %22, %58
  %59 = phi i64 [ %70, %58 ], [ 0, %22 ]
  %60 = phi i64 [ %65, %58 ], [ 0, %22 ]
  %61 = getelementptr inbounds [80 x i64], ptr %4, i64 0, i64 %59
  %62 = load i64, ptr %61, align 8, !tbaa !23
  %63 = add i64 %62, %60
  %64 = freeze i64 %63
  %65 = udiv i64 %64, 1000000000
  %66 = mul i64 %65, 1000000000
  %67 = sub i64 %64, %66
  %68 = trunc i64 %67 to i32
  %69 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %59
  store i32 %68, ptr %69, align 4, !tbaa !6
  %70 = add nuw nsw i64 %59, 1
  %71 = icmp eq i64 %70, %29
  br i1 %71, label %56, label %58, !llvm.loop !26

72:                                               ; preds = %56, %76
  %73 = phi i64 [ %29, %56 ], [ %77, %76 ]
  %74 = trunc i64 %73 to i32
  %75 = icmp sgt i32 %74, 1
  br i1 %75, label %76, label %83

76:                                               ; preds = %72
  %77 = add nsw i64 %73, -1
  %78 = getelementptr inbounds [40 x i32], ptr %5, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %72, label %81, !llvm.loop !27

81:                                               ; preds = %76
  %82 = trunc i64 %73 to i32
  br label %83

83:                                               ; preds = %72, %81
  %84 = phi i32 [ %82, %81 ], [ %57, %72 ]
  %85 = getelementptr inbounds %struct.big, ptr %5, i64 0, i32 1
  store i32 %84, ptr %85, align 4, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(164) %0, ptr noundef nonnull align 4 dereferenceable(164) %5, i64 164, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 164, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 640, ptr nonnull %4) #5
  ret void
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 160}
!11 = !{!"", !8, i64 0, !7, i64 160}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = !{i64 0, i64 160, !19, i64 160, i64 4, !6}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !8, i64 0}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
