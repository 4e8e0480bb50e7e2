; ModuleID = 'tests/programs/itoa_bases.c'
source_filename = "tests/programs/itoa_bases.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@__const.main.bases = private unnamed_addr constant [5 x i32] [i32 2, i32 8, i32 10, i32 16, i32 36], align 4
@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%s roundtrip %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"parse hex %lld bin %lld b36 %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [70 x i8], align 1
  %2 = alloca [70 x i8], align 1
  %3 = alloca [70 x i8], align 1
  %4 = alloca [80 x i8], align 1
  %5 = alloca [7 x i64], align 8
  %6 = alloca [5 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #3
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #3
  store i64 0, ptr %5, align 8
  %7 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 1
  store i64 1, ptr %7, align 8
  %8 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 2
  store i64 255, ptr %8, align 8
  %9 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 3
  store i64 65535, ptr %9, align 8
  %10 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 4
  store i64 1000000, ptr %10, align 8
  %11 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 5
  store i64 3735928559, ptr %11, align 8
  %12 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 6
  store i64 -1, ptr %12, align 8
  br label %19

13:                                               ; preds = %24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #3
  store i64 0, ptr %6, align 8
  %14 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 1
  store i64 -1, ptr %14, align 8
  %15 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 2
  store i64 12345, ptr %15, align 8
  %16 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 3
  store i64 -9223372036854775808, ptr %16, align 8
  %17 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 4
  store i64 9223372036854775807, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %4, i32 1
  br label %80

19:                                               ; preds = %0, %24
  %20 = phi i32 [ 0, %0 ], [ %26, %24 ]
  %21 = getelementptr inbounds [7 x i64], ptr %5, i32 0, i32 %20
  %22 = load i64, ptr %21, align 8, !tbaa !4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i64 noundef %22) #4
  br label %28

24:                                               ; preds = %75
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2) #4
  %26 = add nuw nsw i32 %20, 1
  %27 = icmp eq i32 %26, 7
  br i1 %27, label %13, label %19, !llvm.loop !8

28:                                               ; preds = %19, %75
  %29 = phi i32 [ 0, %19 ], [ %78, %75 ]
  %30 = getelementptr inbounds [5 x i32], ptr @__const.main.bases, i32 0, i32 %29
  %31 = load i32, ptr %30, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #3
  %32 = zext i32 %31 to i64
  br label %33

33:                                               ; preds = %33, %28
  %34 = phi i32 [ %48, %33 ], [ 1, %28 ]
  %35 = phi i64 [ %39, %33 ], [ %22, %28 ]
  %36 = phi i32 [ %45, %33 ], [ 0, %28 ]
  %37 = freeze i64 %35
  %38 = freeze i64 %32
  %39 = udiv i64 %37, %38
  %40 = mul i64 %39, %38
  %41 = sub i64 %37, %40
  %42 = trunc i64 %41 to i32
  %43 = getelementptr inbounds i8, ptr @.str.8, i32 %42
  %44 = load i8, ptr %43, align 1, !tbaa !12
  %45 = add nuw nsw i32 %36, 1
  %46 = getelementptr inbounds [70 x i8], ptr %3, i32 0, i32 %36
  store i8 %44, ptr %46, align 1, !tbaa !12
  %47 = icmp ult i64 %35, %32
  %48 = add nuw i32 %34, 1
  br i1 %47, label %49, label %33, !llvm.loop !13

49:                                               ; preds = %33
  %50 = icmp ult i32 %34, 4
  br i1 %50, label %65, label %51

51:                                               ; preds = %49
  %52 = and i32 %34, -4
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i32 [ 0, %51 ], [ %61, %53 ]
  %55 = sub nsw i32 %36, %54
  %56 = getelementptr inbounds [70 x i8], ptr %3, i32 0, i32 %55
  %57 = getelementptr inbounds i8, ptr %56, i32 -3
  %58 = load <4 x i8>, ptr %57, align 1, !tbaa !12
  %59 = shufflevector <4 x i8> %58, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %60 = getelementptr inbounds i8, ptr %4, i32 %54
  store <4 x i8> %59, ptr %60, align 1, !tbaa !12
  %61 = add nuw i32 %54, 4
  %62 = icmp eq i32 %61, %52
  br i1 %62, label %63, label %53, !llvm.loop !14

63:                                               ; preds = %53
  %64 = icmp eq i32 %34, %52
  br i1 %64, label %75, label %65

65:                                               ; preds = %49, %63
  %66 = phi i32 [ 0, %49 ], [ %52, %63 ]
  br label %67

67:                                               ; preds = %65, %67
  %68 = phi i32 [ %73, %67 ], [ %66, %65 ]
  %69 = sub nsw i32 %36, %68
  %70 = getelementptr inbounds [70 x i8], ptr %3, i32 0, i32 %69
  %71 = load i8, ptr %70, align 1, !tbaa !12
  %72 = getelementptr inbounds i8, ptr %4, i32 %68
  store i8 %71, ptr %72, align 1, !tbaa !12
  %73 = add nuw i32 %68, 1
  %74 = icmp eq i32 %73, %34
  br i1 %74, label %75, label %67, !llvm.loop !17

75:                                               ; preds = %67, %63
  %76 = getelementptr inbounds i8, ptr %4, i32 %45
  store i8 0, ptr %76, align 1, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #3
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull %4) #4
  %78 = add nuw nsw i32 %29, 1
  %79 = icmp eq i32 %78, 5
  br i1 %79, label %24, label %28, !llvm.loop !18

80:                                               ; preds = %13, %196
  %81 = phi i32 [ 0, %13 ], [ %203, %196 ]
  %82 = getelementptr inbounds [5 x i64], ptr %6, i32 0, i32 %81
  %83 = load i64, ptr %82, align 8, !tbaa !4
  %84 = icmp slt i64 %83, 0
  br i1 %84, label %85, label %130

85:                                               ; preds = %80
  store i8 45, ptr %4, align 1, !tbaa !12
  %86 = sub i64 0, %83
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #3
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i32 [ %101, %87 ], [ 1, %85 ]
  %89 = phi i64 [ %92, %87 ], [ %86, %85 ]
  %90 = phi i32 [ %98, %87 ], [ 0, %85 ]
  %91 = freeze i64 %89
  %92 = udiv i64 %91, 10
  %93 = mul i64 %92, 10
  %94 = sub i64 %91, %93
  %95 = trunc i64 %94 to i32
  %96 = getelementptr inbounds i8, ptr @.str.8, i32 %95
  %97 = load i8, ptr %96, align 1, !tbaa !12
  %98 = add nuw nsw i32 %90, 1
  %99 = getelementptr inbounds [70 x i8], ptr %2, i32 0, i32 %90
  store i8 %97, ptr %99, align 1, !tbaa !12
  %100 = icmp ult i64 %89, 10
  %101 = add nuw i32 %88, 1
  br i1 %100, label %102, label %87, !llvm.loop !13

102:                                              ; preds = %87
  %103 = icmp ult i32 %88, 4
  br i1 %103, label %118, label %104

104:                                              ; preds = %102
  %105 = and i32 %88, -4
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi i32 [ 0, %104 ], [ %114, %106 ]
  %108 = sub nsw i32 %90, %107
  %109 = getelementptr inbounds [70 x i8], ptr %2, i32 0, i32 %108
  %110 = getelementptr inbounds i8, ptr %109, i32 -3
  %111 = load <4 x i8>, ptr %110, align 1, !tbaa !12
  %112 = shufflevector <4 x i8> %111, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %113 = getelementptr inbounds i8, ptr %18, i32 %107
  store <4 x i8> %112, ptr %113, align 1, !tbaa !12
  %114 = add nuw i32 %107, 4
  %115 = icmp eq i32 %114, %105
  br i1 %115, label %116, label %106, !llvm.loop !19

116:                                              ; preds = %106
  %117 = icmp eq i32 %88, %105
  br i1 %117, label %128, label %118

118:                                              ; preds = %102, %116
  %119 = phi i32 [ 0, %102 ], [ %105, %116 ]
  br label %120

120:                                              ; preds = %118, %120
  %121 = phi i32 [ %126, %120 ], [ %119, %118 ]
  %122 = sub nsw i32 %90, %121
  %123 = getelementptr inbounds [70 x i8], ptr %2, i32 0, i32 %122
  %124 = load i8, ptr %123, align 1, !tbaa !12
  %125 = getelementptr inbounds i8, ptr %18, i32 %121
  store i8 %124, ptr %125, align 1, !tbaa !12
  %126 = add nuw i32 %121, 1
  %127 = icmp eq i32 %126, %88
  br i1 %127, label %128, label %120, !llvm.loop !20

128:                                              ; preds = %120, %116
  %129 = getelementptr inbounds i8, ptr %18, i32 %98
  store i8 0, ptr %129, align 1, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #3
  br label %174

130:                                              ; preds = %80
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %1) #3
  br label %131

131:                                              ; preds = %131, %130
  %132 = phi i32 [ %145, %131 ], [ 1, %130 ]
  %133 = phi i64 [ %136, %131 ], [ %83, %130 ]
  %134 = phi i32 [ %142, %131 ], [ 0, %130 ]
  %135 = freeze i64 %133
  %136 = udiv i64 %135, 10
  %137 = mul i64 %136, 10
  %138 = sub i64 %135, %137
  %139 = trunc i64 %138 to i32
  %140 = getelementptr inbounds i8, ptr @.str.8, i32 %139
  %141 = load i8, ptr %140, align 1, !tbaa !12
  %142 = add nuw nsw i32 %134, 1
  %143 = getelementptr inbounds [70 x i8], ptr %1, i32 0, i32 %134
  store i8 %141, ptr %143, align 1, !tbaa !12
  %144 = icmp ult i64 %133, 10
  %145 = add nuw i32 %132, 1
  br i1 %144, label %146, label %131, !llvm.loop !13

146:                                              ; preds = %131
  %147 = icmp ult i32 %132, 4
  br i1 %147, label %162, label %148

148:                                              ; preds = %146
  %149 = and i32 %132, -4
  br label %150

150:                                              ; preds = %150, %148
  %151 = phi i32 [ 0, %148 ], [ %158, %150 ]
  %152 = sub nsw i32 %134, %151
  %153 = getelementptr inbounds [70 x i8], ptr %1, i32 0, i32 %152
  %154 = getelementptr inbounds i8, ptr %153, i32 -3
  %155 = load <4 x i8>, ptr %154, align 1, !tbaa !12
  %156 = shufflevector <4 x i8> %155, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %157 = getelementptr inbounds i8, ptr %4, i32 %151
  store <4 x i8> %156, ptr %157, align 1, !tbaa !12
  %158 = add nuw i32 %151, 4
  %159 = icmp eq i32 %158, %149
  br i1 %159, label %160, label %150, !llvm.loop !21

160:                                              ; preds = %150
  %161 = icmp eq i32 %132, %149
  br i1 %161, label %172, label %162

162:                                              ; preds = %146, %160
  %163 = phi i32 [ 0, %146 ], [ %149, %160 ]
  br label %164

164:                                              ; preds = %162, %164
  %165 = phi i32 [ %170, %164 ], [ %163, %162 ]
  %166 = sub nsw i32 %134, %165
  %167 = getelementptr inbounds [70 x i8], ptr %1, i32 0, i32 %166
  %168 = load i8, ptr %167, align 1, !tbaa !12
  %169 = getelementptr inbounds i8, ptr %4, i32 %165
  store i8 %168, ptr %169, align 1, !tbaa !12
  %170 = add nuw i32 %165, 1
  %171 = icmp eq i32 %170, %132
  br i1 %171, label %172, label %164, !llvm.loop !22

172:                                              ; preds = %164, %160
  %173 = getelementptr inbounds i8, ptr %4, i32 %142
  store i8 0, ptr %173, align 1, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %1) #3
  br label %174

174:                                              ; preds = %128, %172
  %175 = load i8, ptr %4, align 1, !tbaa !12
  %176 = icmp eq i8 %175, 45
  %177 = zext i1 %176 to i32
  %178 = getelementptr i8, ptr %4, i32 %177
  %179 = load i8, ptr %178, align 1, !tbaa !12
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %196, label %181

181:                                              ; preds = %174, %181
  %182 = phi i8 [ %194, %181 ], [ %179, %174 ]
  %183 = phi ptr [ %193, %181 ], [ %178, %174 ]
  %184 = phi i64 [ %192, %181 ], [ 0, %174 ]
  %185 = sext i8 %182 to i32
  %186 = add i8 %182, -48
  %187 = icmp ult i8 %186, 10
  %188 = select i1 %187, i32 -48, i32 -87
  %189 = add nsw i32 %188, %185
  %190 = mul i64 %184, 10
  %191 = zext i32 %189 to i64
  %192 = add i64 %190, %191
  %193 = getelementptr inbounds i8, ptr %183, i32 1
  %194 = load i8, ptr %193, align 1, !tbaa !12
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %196, label %181, !llvm.loop !23

196:                                              ; preds = %181, %174
  %197 = phi i64 [ 0, %174 ], [ %192, %181 ]
  %198 = sub i64 0, %197
  %199 = select i1 %176, i64 %198, i64 %197
  %200 = icmp eq i64 %199, %83
  %201 = zext i1 %200 to i32
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, ptr noundef nonnull %4, i32 noundef %201) #4
  %203 = add nuw nsw i32 %81, 1
  %204 = icmp eq i32 %203, 5
  br i1 %204, label %205, label %80, !llvm.loop !24

205:                                              ; preds = %196
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef 65280, i64 noundef 45, i64 noundef 1295) #4
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!6, !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !9, !16, !15}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9, !15, !16}
!20 = distinct !{!20, !9, !16, !15}
!21 = distinct !{!21, !9, !15, !16}
!22 = distinct !{!22, !9, !16, !15}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
