; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@grid = internal global [6 x [7 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [12 x i8] c"total %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.local = private unnamed_addr constant [5 x i16] [i16 5, i16 -4, i16 3, i16 -2, i16 1], align 2
@.str.4 = private unnamed_addr constant [16 x i8] c"min at %d = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"%c%c%c %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [7 x [6 x i32]], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [12 x [12 x i32]], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [5 x i16], align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [3 x [4 x [5 x i8]]], align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %17

17:                                               ; preds = %39, %0
  %18 = load i32, ptr %1, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %42

20:                                               ; preds = %17
  store i32 0, ptr %2, align 4
  br label %21

21:                                               ; preds = %35, %20
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %22, 7
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = load i32, ptr %1, align 4
  %26 = mul nsw i32 %25, 10
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, ptr %1, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [6 x [7 x i32]], ptr @grid, i64 0, i64 %30
  %32 = load i32, ptr %2, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x i32], ptr %31, i64 0, i64 %33
  store i32 %28, ptr %34, align 4
  br label %35

35:                                               ; preds = %24
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %2, align 4
  br label %21, !llvm.loop !5

38:                                               ; preds = %21
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %1, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %1, align 4
  br label %17, !llvm.loop !7

42:                                               ; preds = %17
  %43 = call i64 @total(ptr noundef @grid) #4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %43) #4
  %45 = getelementptr inbounds [7 x [6 x i32]], ptr %3, i64 0, i64 0
  %46 = getelementptr inbounds [6 x i32], ptr %45, i64 0, i64 0
  call void @transpose(i32 noundef 6, i32 noundef 7, ptr noundef @grid, ptr noundef %46) #4
  store i32 0, ptr %4, align 4
  br label %47

47:                                               ; preds = %68, %42
  %48 = load i32, ptr %4, align 4
  %49 = icmp slt i32 %48, 7
  br i1 %49, label %50, label %71

50:                                               ; preds = %47
  store i32 0, ptr %5, align 4
  br label %51

51:                                               ; preds = %63, %50
  %52 = load i32, ptr %5, align 4
  %53 = icmp slt i32 %52, 6
  br i1 %53, label %54, label %66

54:                                               ; preds = %51
  %55 = load i32, ptr %4, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [7 x [6 x i32]], ptr %3, i64 0, i64 %56
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [6 x i32], ptr %57, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %61) #4
  br label %63

63:                                               ; preds = %54
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %5, align 4
  br label %51, !llvm.loop !8

66:                                               ; preds = %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  br label %68

68:                                               ; preds = %66
  %69 = load i32, ptr %4, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %4, align 4
  br label %47, !llvm.loop !9

71:                                               ; preds = %47
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 576, i1 false)
  store i32 0, ptr %7, align 4
  br label %72

72:                                               ; preds = %113, %71
  %73 = load i32, ptr %7, align 4
  %74 = icmp slt i32 %73, 12
  br i1 %74, label %75, label %116

75:                                               ; preds = %72
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i64 0, i64 %77
  %79 = getelementptr inbounds [12 x i32], ptr %78, i64 0, i64 0
  store i32 1, ptr %79, align 4
  store i32 1, ptr %8, align 4
  br label %80

80:                                               ; preds = %109, %75
  %81 = load i32, ptr %8, align 4
  %82 = load i32, ptr %7, align 4
  %83 = icmp sle i32 %81, %82
  br i1 %83, label %84, label %112

84:                                               ; preds = %80
  %85 = load i32, ptr %7, align 4
  %86 = sub nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i64 0, i64 %87
  %89 = load i32, ptr %8, align 4
  %90 = sub nsw i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [12 x i32], ptr %88, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = load i32, ptr %7, align 4
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i64 0, i64 %96
  %98 = load i32, ptr %8, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [12 x i32], ptr %97, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = add nsw i32 %93, %101
  %103 = load i32, ptr %7, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i64 0, i64 %104
  %106 = load i32, ptr %8, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [12 x i32], ptr %105, i64 0, i64 %107
  store i32 %102, ptr %108, align 4
  br label %109

109:                                              ; preds = %84
  %110 = load i32, ptr %8, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %8, align 4
  br label %80, !llvm.loop !10

112:                                              ; preds = %80
  br label %113

113:                                              ; preds = %112
  %114 = load i32, ptr %7, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %7, align 4
  br label %72, !llvm.loop !11

116:                                              ; preds = %72
  store i32 0, ptr %9, align 4
  br label %117

117:                                              ; preds = %127, %116
  %118 = load i32, ptr %9, align 4
  %119 = icmp slt i32 %118, 12
  br i1 %119, label %120, label %130

120:                                              ; preds = %117
  %121 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i64 0, i64 11
  %122 = load i32, ptr %9, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [12 x i32], ptr %121, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %125) #4
  br label %127

127:                                              ; preds = %120
  %128 = load i32, ptr %9, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %9, align 4
  br label %117, !llvm.loop !12

130:                                              ; preds = %117
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 @__const.main.local, i64 10, i1 false)
  store i32 0, ptr %11, align 4
  store i32 1, ptr %12, align 4
  br label %132

132:                                              ; preds = %150, %130
  %133 = load i32, ptr %12, align 4
  %134 = icmp slt i32 %133, 5
  br i1 %134, label %135, label %153

135:                                              ; preds = %132
  %136 = load i32, ptr %12, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [5 x i16], ptr %10, i64 0, i64 %137
  %139 = load i16, ptr %138, align 2
  %140 = sext i16 %139 to i32
  %141 = load i32, ptr %11, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [5 x i16], ptr %10, i64 0, i64 %142
  %144 = load i16, ptr %143, align 2
  %145 = sext i16 %144 to i32
  %146 = icmp slt i32 %140, %145
  br i1 %146, label %147, label %149

147:                                              ; preds = %135
  %148 = load i32, ptr %12, align 4
  store i32 %148, ptr %11, align 4
  br label %149

149:                                              ; preds = %147, %135
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %12, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %12, align 4
  br label %132, !llvm.loop !13

153:                                              ; preds = %132
  %154 = load i32, ptr %11, align 4
  %155 = load i32, ptr %11, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [5 x i16], ptr %10, i64 0, i64 %156
  %158 = load i16, ptr %157, align 2
  %159 = sext i16 %158 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %154, i32 noundef %159) #4
  store i32 0, ptr %14, align 4
  br label %161

161:                                              ; preds = %200, %153
  %162 = load i32, ptr %14, align 4
  %163 = icmp slt i32 %162, 3
  br i1 %163, label %164, label %203

164:                                              ; preds = %161
  store i32 0, ptr %15, align 4
  br label %165

165:                                              ; preds = %196, %164
  %166 = load i32, ptr %15, align 4
  %167 = icmp slt i32 %166, 4
  br i1 %167, label %168, label %199

168:                                              ; preds = %165
  store i32 0, ptr %16, align 4
  br label %169

169:                                              ; preds = %192, %168
  %170 = load i32, ptr %16, align 4
  %171 = icmp slt i32 %170, 5
  br i1 %171, label %172, label %195

172:                                              ; preds = %169
  %173 = load i32, ptr %14, align 4
  %174 = mul nsw i32 %173, 7
  %175 = load i32, ptr %15, align 4
  %176 = mul nsw i32 %175, 3
  %177 = add nsw i32 %174, %176
  %178 = load i32, ptr %16, align 4
  %179 = add nsw i32 %177, %178
  %180 = srem i32 %179, 26
  %181 = add nsw i32 97, %180
  %182 = trunc i32 %181 to i8
  %183 = load i32, ptr %14, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i64 0, i64 %184
  %186 = load i32, ptr %15, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [4 x [5 x i8]], ptr %185, i64 0, i64 %187
  %189 = load i32, ptr %16, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [5 x i8], ptr %188, i64 0, i64 %190
  store i8 %182, ptr %191, align 1
  br label %192

192:                                              ; preds = %172
  %193 = load i32, ptr %16, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %16, align 4
  br label %169, !llvm.loop !14

195:                                              ; preds = %169
  br label %196

196:                                              ; preds = %195
  %197 = load i32, ptr %15, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %15, align 4
  br label %165, !llvm.loop !15

199:                                              ; preds = %165
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %14, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %14, align 4
  br label %161, !llvm.loop !16

203:                                              ; preds = %161
  %204 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i64 0, i64 2
  %205 = getelementptr inbounds [4 x [5 x i8]], ptr %204, i64 0, i64 3
  %206 = getelementptr inbounds [5 x i8], ptr %205, i64 0, i64 4
  %207 = load i8, ptr %206, align 1
  %208 = zext i8 %207 to i32
  %209 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i64 0, i64 1
  %210 = getelementptr inbounds [4 x [5 x i8]], ptr %209, i64 0, i64 2
  %211 = getelementptr inbounds [5 x i8], ptr %210, i64 0, i64 3
  %212 = load i8, ptr %211, align 1
  %213 = zext i8 %212 to i32
  %214 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i64 0, i64 0
  %215 = getelementptr inbounds [4 x [5 x i8]], ptr %214, i64 0, i64 0
  %216 = getelementptr inbounds [5 x i8], ptr %215, i64 0, i64 0
  %217 = load i8, ptr %216, align 1
  %218 = zext i8 %217 to i32
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %208, i32 noundef %213, i32 noundef %218, i32 noundef 60) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @total(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %35

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %28, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [7 x i32], ptr %14, i64 %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  %24 = mul nsw i32 %21, %23
  %25 = sext i32 %24 to i64
  %26 = load i64, ptr %3, align 8
  %27 = add nsw i64 %26, %25
  store i64 %27, ptr %3, align 8
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %10, !llvm.loop !17

31:                                               ; preds = %10
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %6, !llvm.loop !18

35:                                               ; preds = %6
  %36 = load i64, ptr %3, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone
define internal void @transpose(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %42, %4
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %45

15:                                               ; preds = %11
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %38, %15
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %41

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = mul nsw i32 %22, %23
  %25 = load i32, ptr %10, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %21, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %8, align 8
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %5, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %30, i64 %36
  store i32 %29, ptr %37, align 4
  br label %38

38:                                               ; preds = %20
  %39 = load i32, ptr %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %10, align 4
  br label %16, !llvm.loop !19

41:                                               ; preds = %16
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %9, align 4
  br label %11, !llvm.loop !20

45:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

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
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
