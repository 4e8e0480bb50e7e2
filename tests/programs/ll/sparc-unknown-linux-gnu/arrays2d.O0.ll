; ModuleID = 'tests/programs/arrays2d.c'
source_filename = "tests/programs/arrays2d.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

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

17:                                               ; preds = %37, %0
  %18 = load i32, ptr %1, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %40

20:                                               ; preds = %17
  store i32 0, ptr %2, align 4
  br label %21

21:                                               ; preds = %33, %20
  %22 = load i32, ptr %2, align 4
  %23 = icmp slt i32 %22, 7
  br i1 %23, label %24, label %36

24:                                               ; preds = %21
  %25 = load i32, ptr %1, align 4
  %26 = mul nsw i32 %25, 10
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %26, %27
  %29 = load i32, ptr %1, align 4
  %30 = getelementptr inbounds [6 x [7 x i32]], ptr @grid, i32 0, i32 %29
  %31 = load i32, ptr %2, align 4
  %32 = getelementptr inbounds [7 x i32], ptr %30, i32 0, i32 %31
  store i32 %28, ptr %32, align 4
  br label %33

33:                                               ; preds = %24
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %2, align 4
  br label %21, !llvm.loop !5

36:                                               ; preds = %21
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %1, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %1, align 4
  br label %17, !llvm.loop !7

40:                                               ; preds = %17
  %41 = call i64 @total(ptr noundef @grid) #4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %41) #4
  %43 = getelementptr inbounds [7 x [6 x i32]], ptr %3, i32 0, i32 0
  %44 = getelementptr inbounds [6 x i32], ptr %43, i32 0, i32 0
  call void @transpose(i32 noundef 6, i32 noundef 7, ptr noundef @grid, ptr noundef %44) #4
  store i32 0, ptr %4, align 4
  br label %45

45:                                               ; preds = %64, %40
  %46 = load i32, ptr %4, align 4
  %47 = icmp slt i32 %46, 7
  br i1 %47, label %48, label %67

48:                                               ; preds = %45
  store i32 0, ptr %5, align 4
  br label %49

49:                                               ; preds = %59, %48
  %50 = load i32, ptr %5, align 4
  %51 = icmp slt i32 %50, 6
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = load i32, ptr %4, align 4
  %54 = getelementptr inbounds [7 x [6 x i32]], ptr %3, i32 0, i32 %53
  %55 = load i32, ptr %5, align 4
  %56 = getelementptr inbounds [6 x i32], ptr %54, i32 0, i32 %55
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57) #4
  br label %59

59:                                               ; preds = %52
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %49, !llvm.loop !8

62:                                               ; preds = %49
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  br label %64

64:                                               ; preds = %62
  %65 = load i32, ptr %4, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %4, align 4
  br label %45, !llvm.loop !9

67:                                               ; preds = %45
  call void @llvm.memset.p0.i32(ptr align 4 %6, i8 0, i32 576, i1 false)
  store i32 0, ptr %7, align 4
  br label %68

68:                                               ; preds = %102, %67
  %69 = load i32, ptr %7, align 4
  %70 = icmp slt i32 %69, 12
  br i1 %70, label %71, label %105

71:                                               ; preds = %68
  %72 = load i32, ptr %7, align 4
  %73 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i32 0, i32 %72
  %74 = getelementptr inbounds [12 x i32], ptr %73, i32 0, i32 0
  store i32 1, ptr %74, align 4
  store i32 1, ptr %8, align 4
  br label %75

75:                                               ; preds = %98, %71
  %76 = load i32, ptr %8, align 4
  %77 = load i32, ptr %7, align 4
  %78 = icmp sle i32 %76, %77
  br i1 %78, label %79, label %101

79:                                               ; preds = %75
  %80 = load i32, ptr %7, align 4
  %81 = sub nsw i32 %80, 1
  %82 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i32 0, i32 %81
  %83 = load i32, ptr %8, align 4
  %84 = sub nsw i32 %83, 1
  %85 = getelementptr inbounds [12 x i32], ptr %82, i32 0, i32 %84
  %86 = load i32, ptr %85, align 4
  %87 = load i32, ptr %7, align 4
  %88 = sub nsw i32 %87, 1
  %89 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i32 0, i32 %88
  %90 = load i32, ptr %8, align 4
  %91 = getelementptr inbounds [12 x i32], ptr %89, i32 0, i32 %90
  %92 = load i32, ptr %91, align 4
  %93 = add nsw i32 %86, %92
  %94 = load i32, ptr %7, align 4
  %95 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i32 0, i32 %94
  %96 = load i32, ptr %8, align 4
  %97 = getelementptr inbounds [12 x i32], ptr %95, i32 0, i32 %96
  store i32 %93, ptr %97, align 4
  br label %98

98:                                               ; preds = %79
  %99 = load i32, ptr %8, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %8, align 4
  br label %75, !llvm.loop !10

101:                                              ; preds = %75
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %7, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %7, align 4
  br label %68, !llvm.loop !11

105:                                              ; preds = %68
  store i32 0, ptr %9, align 4
  br label %106

106:                                              ; preds = %115, %105
  %107 = load i32, ptr %9, align 4
  %108 = icmp slt i32 %107, 12
  br i1 %108, label %109, label %118

109:                                              ; preds = %106
  %110 = getelementptr inbounds [12 x [12 x i32]], ptr %6, i32 0, i32 11
  %111 = load i32, ptr %9, align 4
  %112 = getelementptr inbounds [12 x i32], ptr %110, i32 0, i32 %111
  %113 = load i32, ptr %112, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %113) #4
  br label %115

115:                                              ; preds = %109
  %116 = load i32, ptr %9, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %9, align 4
  br label %106, !llvm.loop !12

118:                                              ; preds = %106
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.2) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %10, ptr align 2 @__const.main.local, i32 10, i1 false)
  store i32 0, ptr %11, align 4
  store i32 1, ptr %12, align 4
  br label %120

120:                                              ; preds = %136, %118
  %121 = load i32, ptr %12, align 4
  %122 = icmp slt i32 %121, 5
  br i1 %122, label %123, label %139

123:                                              ; preds = %120
  %124 = load i32, ptr %12, align 4
  %125 = getelementptr inbounds [5 x i16], ptr %10, i32 0, i32 %124
  %126 = load i16, ptr %125, align 2
  %127 = sext i16 %126 to i32
  %128 = load i32, ptr %11, align 4
  %129 = getelementptr inbounds [5 x i16], ptr %10, i32 0, i32 %128
  %130 = load i16, ptr %129, align 2
  %131 = sext i16 %130 to i32
  %132 = icmp slt i32 %127, %131
  br i1 %132, label %133, label %135

133:                                              ; preds = %123
  %134 = load i32, ptr %12, align 4
  store i32 %134, ptr %11, align 4
  br label %135

135:                                              ; preds = %133, %123
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %12, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %12, align 4
  br label %120, !llvm.loop !13

139:                                              ; preds = %120
  %140 = load i32, ptr %11, align 4
  %141 = load i32, ptr %11, align 4
  %142 = getelementptr inbounds [5 x i16], ptr %10, i32 0, i32 %141
  %143 = load i16, ptr %142, align 2
  %144 = sext i16 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %140, i32 noundef %144) #4
  store i32 0, ptr %14, align 4
  br label %146

146:                                              ; preds = %182, %139
  %147 = load i32, ptr %14, align 4
  %148 = icmp slt i32 %147, 3
  br i1 %148, label %149, label %185

149:                                              ; preds = %146
  store i32 0, ptr %15, align 4
  br label %150

150:                                              ; preds = %178, %149
  %151 = load i32, ptr %15, align 4
  %152 = icmp slt i32 %151, 4
  br i1 %152, label %153, label %181

153:                                              ; preds = %150
  store i32 0, ptr %16, align 4
  br label %154

154:                                              ; preds = %174, %153
  %155 = load i32, ptr %16, align 4
  %156 = icmp slt i32 %155, 5
  br i1 %156, label %157, label %177

157:                                              ; preds = %154
  %158 = load i32, ptr %14, align 4
  %159 = mul nsw i32 %158, 7
  %160 = load i32, ptr %15, align 4
  %161 = mul nsw i32 %160, 3
  %162 = add nsw i32 %159, %161
  %163 = load i32, ptr %16, align 4
  %164 = add nsw i32 %162, %163
  %165 = srem i32 %164, 26
  %166 = add nsw i32 97, %165
  %167 = trunc i32 %166 to i8
  %168 = load i32, ptr %14, align 4
  %169 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i32 0, i32 %168
  %170 = load i32, ptr %15, align 4
  %171 = getelementptr inbounds [4 x [5 x i8]], ptr %169, i32 0, i32 %170
  %172 = load i32, ptr %16, align 4
  %173 = getelementptr inbounds [5 x i8], ptr %171, i32 0, i32 %172
  store i8 %167, ptr %173, align 1
  br label %174

174:                                              ; preds = %157
  %175 = load i32, ptr %16, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %16, align 4
  br label %154, !llvm.loop !14

177:                                              ; preds = %154
  br label %178

178:                                              ; preds = %177
  %179 = load i32, ptr %15, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %15, align 4
  br label %150, !llvm.loop !15

181:                                              ; preds = %150
  br label %182

182:                                              ; preds = %181
  %183 = load i32, ptr %14, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %14, align 4
  br label %146, !llvm.loop !16

185:                                              ; preds = %146
  %186 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i32 0, i32 2
  %187 = getelementptr inbounds [4 x [5 x i8]], ptr %186, i32 0, i32 3
  %188 = getelementptr inbounds [5 x i8], ptr %187, i32 0, i32 4
  %189 = load i8, ptr %188, align 1
  %190 = sext i8 %189 to i32
  %191 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i32 0, i32 1
  %192 = getelementptr inbounds [4 x [5 x i8]], ptr %191, i32 0, i32 2
  %193 = getelementptr inbounds [5 x i8], ptr %192, i32 0, i32 3
  %194 = load i8, ptr %193, align 1
  %195 = sext i8 %194 to i32
  %196 = getelementptr inbounds [3 x [4 x [5 x i8]]], ptr %13, i32 0, i32 0
  %197 = getelementptr inbounds [4 x [5 x i8]], ptr %196, i32 0, i32 0
  %198 = getelementptr inbounds [5 x i8], ptr %197, i32 0, i32 0
  %199 = load i8, ptr %198, align 1
  %200 = sext i8 %199 to i32
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %190, i32 noundef %195, i32 noundef %200, i32 noundef 60) #4
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @total(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %33

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %26, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %29

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 4
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds [7 x i32], ptr %14, i32 %15
  %17 = load i32, ptr %5, align 4
  %18 = getelementptr inbounds [7 x i32], ptr %16, i32 0, i32 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  %22 = mul nsw i32 %19, %21
  %23 = sext i32 %22 to i64
  %24 = load i64, ptr %3, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %5, align 4
  br label %10, !llvm.loop !17

29:                                               ; preds = %10
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %6, !llvm.loop !18

33:                                               ; preds = %6
  %34 = load i64, ptr %3, align 8
  ret i64 %34
}

; Function Attrs: noinline nounwind optnone
define internal void @transpose(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 4
  store ptr %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %40, %4
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %43

15:                                               ; preds = %11
  store i32 0, ptr %10, align 4
  br label %16

16:                                               ; preds = %36, %15
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %39

20:                                               ; preds = %16
  %21 = load ptr, ptr %7, align 4
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = mul nsw i32 %22, %23
  %25 = load i32, ptr %10, align 4
  %26 = add nsw i32 %24, %25
  %27 = getelementptr inbounds i32, ptr %21, i32 %26
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %8, align 4
  %30 = load i32, ptr %10, align 4
  %31 = load i32, ptr %5, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %32, %33
  %35 = getelementptr inbounds i32, ptr %29, i32 %34
  store i32 %28, ptr %35, align 4
  br label %36

36:                                               ; preds = %20
  %37 = load i32, ptr %10, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %10, align 4
  br label %16, !llvm.loop !19

39:                                               ; preds = %16
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %9, align 4
  br label %11, !llvm.loop !20

43:                                               ; preds = %11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

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
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
