; ModuleID = 'tests/programs/loops.c'
source_filename = "tests/programs/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"for %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"while %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"do %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"pythagoras %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"odd %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"collatz27 %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"goto %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"uchar loop %llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %20

20:                                               ; preds = %27, %0
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %21, 100
  br i1 %22, label %23, label %30

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = load i32, ptr %1, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %1, align 4
  br label %27

27:                                               ; preds = %23
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %20, !llvm.loop !5

30:                                               ; preds = %20
  %31 = load i32, ptr %1, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31) #2
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %33

33:                                               ; preds = %36, %30
  %34 = load i32, ptr %4, align 4
  %35 = icmp slt i32 %34, 1000
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = load i32, ptr %4, align 4
  %38 = mul nsw i32 %37, 3
  store i32 %38, ptr %4, align 4
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %33, !llvm.loop !7

41:                                               ; preds = %33
  %42 = load i32, ptr %4, align 4
  %43 = load i32, ptr %3, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, i32 noundef %43) #2
  store i32 10, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %45

45:                                               ; preds = %51, %41
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %6, align 4
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr %5, align 4
  br label %51

51:                                               ; preds = %45
  %52 = load i32, ptr %5, align 4
  %53 = icmp sgt i32 %52, 0
  br i1 %53, label %45, label %54, !llvm.loop !8

54:                                               ; preds = %51
  %55 = load i32, ptr %6, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %55) #2
  store i32 -1, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %57

57:                                               ; preds = %109, %54
  %58 = load i32, ptr %8, align 4
  %59 = icmp slt i32 %58, 50
  br i1 %59, label %60, label %63

60:                                               ; preds = %57
  %61 = load i32, ptr %7, align 4
  %62 = icmp slt i32 %61, 0
  br label %63

63:                                               ; preds = %60, %57
  %64 = phi i1 [ false, %57 ], [ %62, %60 ]
  br i1 %64, label %65, label %112

65:                                               ; preds = %63
  %66 = load i32, ptr %8, align 4
  store i32 %66, ptr %9, align 4
  br label %67

67:                                               ; preds = %105, %65
  %68 = load i32, ptr %9, align 4
  %69 = icmp slt i32 %68, 50
  br i1 %69, label %70, label %108

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  %72 = load i32, ptr %8, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr %9, align 4
  %75 = load i32, ptr %9, align 4
  %76 = mul nsw i32 %74, %75
  %77 = add nsw i32 %73, %76
  store i32 %77, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %78

78:                                               ; preds = %84, %70
  %79 = load i32, ptr %11, align 4
  %80 = load i32, ptr %11, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %10, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %87

84:                                               ; preds = %78
  %85 = load i32, ptr %11, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %11, align 4
  br label %78, !llvm.loop !9

87:                                               ; preds = %78
  %88 = load i32, ptr %11, align 4
  %89 = load i32, ptr %11, align 4
  %90 = mul nsw i32 %88, %89
  %91 = load i32, ptr %10, align 4
  %92 = icmp eq i32 %90, %91
  br i1 %92, label %93, label %104

93:                                               ; preds = %87
  %94 = load i32, ptr %8, align 4
  %95 = icmp sgt i32 %94, 10
  br i1 %95, label %96, label %104

96:                                               ; preds = %93
  %97 = load i32, ptr %8, align 4
  %98 = mul nsw i32 %97, 10000
  %99 = load i32, ptr %9, align 4
  %100 = mul nsw i32 %99, 100
  %101 = add nsw i32 %98, %100
  %102 = load i32, ptr %11, align 4
  %103 = add nsw i32 %101, %102
  store i32 %103, ptr %7, align 4
  br label %108

104:                                              ; preds = %93, %87
  br label %105

105:                                              ; preds = %104
  %106 = load i32, ptr %9, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %9, align 4
  br label %67, !llvm.loop !10

108:                                              ; preds = %96, %67
  br label %109

109:                                              ; preds = %108
  %110 = load i32, ptr %8, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %8, align 4
  br label %57, !llvm.loop !11

112:                                              ; preds = %63
  %113 = load i32, ptr %7, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %113) #2
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %115

115:                                              ; preds = %131, %112
  %116 = load i32, ptr %13, align 4
  %117 = icmp slt i32 %116, 30
  br i1 %117, label %118, label %134

118:                                              ; preds = %115
  %119 = load i32, ptr %13, align 4
  %120 = srem i32 %119, 2
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %118
  br label %131

123:                                              ; preds = %118
  %124 = load i32, ptr %13, align 4
  %125 = icmp sgt i32 %124, 25
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  br label %134

127:                                              ; preds = %123
  %128 = load i32, ptr %13, align 4
  %129 = load i32, ptr %12, align 4
  %130 = add nsw i32 %129, %128
  store i32 %130, ptr %12, align 4
  br label %131

131:                                              ; preds = %127, %122
  %132 = load i32, ptr %13, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %13, align 4
  br label %115, !llvm.loop !12

134:                                              ; preds = %126, %115
  %135 = load i32, ptr %12, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %135) #2
  store i32 27, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %137

137:                                              ; preds = %151, %134
  %138 = load i32, ptr %14, align 4
  %139 = icmp ne i32 %138, 1
  br i1 %139, label %140, label %155

140:                                              ; preds = %137
  %141 = load i32, ptr %14, align 4
  %142 = and i32 %141, 1
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %148

144:                                              ; preds = %140
  %145 = load i32, ptr %14, align 4
  %146 = mul i32 3, %145
  %147 = add i32 %146, 1
  br label %151

148:                                              ; preds = %140
  %149 = load i32, ptr %14, align 4
  %150 = udiv i32 %149, 2
  br label %151

151:                                              ; preds = %148, %144
  %152 = phi i32 [ %147, %144 ], [ %150, %148 ]
  store i32 %152, ptr %14, align 4
  %153 = load i32, ptr %15, align 4
  %154 = add i32 %153, 1
  store i32 %154, ptr %15, align 4
  br label %137, !llvm.loop !13

155:                                              ; preds = %137
  %156 = load i32, ptr %15, align 4
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %156) #2
  store i32 0, ptr %16, align 4
  br label %158

158:                                              ; preds = %163, %155
  %159 = load i32, ptr %16, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %16, align 4
  %161 = load i32, ptr %16, align 4
  %162 = icmp slt i32 %161, 5
  br i1 %162, label %163, label %164

163:                                              ; preds = %158
  br label %158

164:                                              ; preds = %158
  %165 = load i32, ptr %16, align 4
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %165) #2
  store i32 5, ptr %17, align 4
  br label %167

167:                                              ; preds = %173, %164
  %168 = load i32, ptr %17, align 4
  %169 = icmp sge i32 %168, -5
  br i1 %169, label %170, label %176

170:                                              ; preds = %167
  %171 = load i32, ptr %17, align 4
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %171) #2
  br label %173

173:                                              ; preds = %170
  %174 = load i32, ptr %17, align 4
  %175 = sub nsw i32 %174, 2
  store i32 %175, ptr %17, align 4
  br label %167, !llvm.loop !14

176:                                              ; preds = %167
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.8) #2
  store i64 1, ptr %18, align 8
  store i8 -6, ptr %19, align 1
  br label %178

178:                                              ; preds = %188, %176
  %179 = load i8, ptr %19, align 1
  %180 = zext i8 %179 to i32
  %181 = icmp ne i32 %180, 4
  br i1 %181, label %182, label %191

182:                                              ; preds = %178
  %183 = load i64, ptr %18, align 8
  %184 = mul i64 %183, 3
  %185 = load i8, ptr %19, align 1
  %186 = zext i8 %185 to i64
  %187 = add i64 %184, %186
  store i64 %187, ptr %18, align 8
  br label %188

188:                                              ; preds = %182
  %189 = load i8, ptr %19, align 1
  %190 = add i8 %189, 1
  store i8 %190, ptr %19, align 1
  br label %178, !llvm.loop !15

191:                                              ; preds = %178
  %192 = load i64, ptr %18, align 8
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %192) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
