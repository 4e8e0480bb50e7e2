; ModuleID = 'tests/programs/packed_structs.c'
source_filename = "tests/programs/packed_structs.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Odd = type { [7 x i8] }
%struct.Rec = type <{ i8, i32, i16, i64, double }>
%struct.Bits = type <{ i32, i8 }>
%struct.Aligned = type { i8, [31 x i8], i32, [28 x i8] }
%struct.Flex = type { i32, [0 x i16] }

@.str = private unnamed_addr constant [16 x i8] c"sizes %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"checksum %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"bits %u %u %u %u %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"flex %d\0A\00", align 1
@__const.main.o = private unnamed_addr constant %struct.Odd { [7 x i8] c"packed!" }, align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"odd %.7s\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"aligned %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"unaligned %d %lld %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [5 x %struct.Rec], align 1
  %2 = alloca i32, align 4
  %3 = alloca %struct.Bits, align 1
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Odd, align 1
  %9 = alloca i32, align 4
  %10 = alloca %struct.Odd, align 1
  %11 = alloca [2 x %struct.Aligned], align 32
  %12 = alloca [32 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %51, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %16, 5
  br i1 %17, label %18, label %54

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 65, %19
  %21 = trunc i32 %20 to i8
  %22 = load i32, ptr %2, align 4
  %23 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 %22
  %24 = getelementptr inbounds %struct.Rec, ptr %23, i32 0, i32 0
  store i8 %21, ptr %24, align 1
  %25 = load i32, ptr %2, align 4
  %26 = mul nsw i32 -1000, %25
  %27 = add nsw i32 %26, 7
  %28 = load i32, ptr %2, align 4
  %29 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 %28
  %30 = getelementptr inbounds %struct.Rec, ptr %29, i32 0, i32 1
  store i32 %27, ptr %30, align 1
  %31 = load i32, ptr %2, align 4
  %32 = mul nsw i32 %31, 300
  %33 = sub nsw i32 %32, 600
  %34 = trunc i32 %33 to i16
  %35 = load i32, ptr %2, align 4
  %36 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 %35
  %37 = getelementptr inbounds %struct.Rec, ptr %36, i32 0, i32 2
  store i16 %34, ptr %37, align 1
  %38 = load i32, ptr %2, align 4
  %39 = sext i32 %38 to i64
  %40 = shl i64 %39, 40
  %41 = or i64 %40, 4660
  %42 = load i32, ptr %2, align 4
  %43 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.Rec, ptr %43, i32 0, i32 3
  store i64 %41, ptr %44, align 1
  %45 = load i32, ptr %2, align 4
  %46 = sitofp i32 %45 to double
  %47 = fmul double %46, 1.250000e-01
  %48 = load i32, ptr %2, align 4
  %49 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 %48
  %50 = getelementptr inbounds %struct.Rec, ptr %49, i32 0, i32 4
  store double %47, ptr %50, align 1
  br label %51

51:                                               ; preds = %18
  %52 = load i32, ptr %2, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %2, align 4
  br label %15, !llvm.loop !5

54:                                               ; preds = %15
  %55 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 2
  %56 = getelementptr inbounds %struct.Rec, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 1
  %58 = add nsw i32 %57, 11
  store i32 %58, ptr %56, align 1
  %59 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 3
  %60 = getelementptr inbounds %struct.Rec, ptr %59, i32 0, i32 3
  %61 = load i64, ptr %60, align 1
  %62 = xor i64 %61, 65535
  store i64 %62, ptr %60, align 1
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 23, i32 noundef 5, i32 noundef 64) #3
  %64 = getelementptr inbounds [5 x %struct.Rec], ptr %1, i32 0, i32 0
  %65 = call i64 @checksum(ptr noundef %64, i32 noundef 5) #3
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %65) #3
  %67 = call ptr @memset(ptr noundef %3, i32 noundef 0, i32 noundef 5) #3
  %68 = load i32, ptr %3, align 1
  %69 = and i32 %68, 536870911
  %70 = or i32 %69, -1610612736
  store i32 %70, ptr %3, align 1
  %71 = load i32, ptr %3, align 1
  %72 = and i32 %71, -535822337
  %73 = or i32 %72, 314572800
  store i32 %73, ptr %3, align 1
  %74 = load i32, ptr %3, align 1
  %75 = and i32 %74, -1040385
  %76 = or i32 %75, 819200
  store i32 %76, ptr %3, align 1
  %77 = load i32, ptr %3, align 1
  %78 = and i32 %77, -8192
  %79 = or i32 %78, 7000
  store i32 %79, ptr %3, align 1
  %80 = getelementptr inbounds %struct.Bits, ptr %3, i32 0, i32 1
  store i8 -85, ptr %80, align 1
  %81 = load i32, ptr %3, align 1
  %82 = lshr i32 %81, 20
  %83 = and i32 %82, 511
  %84 = add nsw i32 %83, 250
  %85 = load i32, ptr %3, align 1
  %86 = and i32 %84, 511
  %87 = shl i32 %86, 20
  %88 = and i32 %85, -535822337
  %89 = or i32 %88, %87
  store i32 %89, ptr %3, align 1
  %90 = load i32, ptr %3, align 1
  %91 = and i32 %90, 8191
  %92 = mul nsw i32 %91, 2
  %93 = add nsw i32 %92, 1
  %94 = load i32, ptr %3, align 1
  %95 = and i32 %93, 8191
  %96 = and i32 %94, -8192
  %97 = or i32 %96, %95
  store i32 %97, ptr %3, align 1
  %98 = load i32, ptr %3, align 1
  %99 = lshr i32 %98, 29
  %100 = load i32, ptr %3, align 1
  %101 = lshr i32 %100, 20
  %102 = and i32 %101, 511
  %103 = load i32, ptr %3, align 1
  %104 = lshr i32 %103, 13
  %105 = and i32 %104, 127
  %106 = load i32, ptr %3, align 1
  %107 = and i32 %106, 8191
  %108 = getelementptr inbounds %struct.Bits, ptr %3, i32 0, i32 1
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %99, i32 noundef %102, i32 noundef %105, i32 noundef %107, i32 noundef %110) #3
  %112 = call ptr @malloc(i32 noundef 24) #3
  store ptr %112, ptr %4, align 4
  %113 = load ptr, ptr %4, align 4
  %114 = getelementptr inbounds %struct.Flex, ptr %113, i32 0, i32 0
  store i32 10, ptr %114, align 4
  store i32 0, ptr %5, align 4
  br label %115

115:                                              ; preds = %131, %54
  %116 = load i32, ptr %5, align 4
  %117 = load ptr, ptr %4, align 4
  %118 = getelementptr inbounds %struct.Flex, ptr %117, i32 0, i32 0
  %119 = load i32, ptr %118, align 4
  %120 = icmp slt i32 %116, %119
  br i1 %120, label %121, label %134

121:                                              ; preds = %115
  %122 = load i32, ptr %5, align 4
  %123 = load i32, ptr %5, align 4
  %124 = mul nsw i32 %122, %123
  %125 = sub nsw i32 %124, 20
  %126 = trunc i32 %125 to i16
  %127 = load ptr, ptr %4, align 4
  %128 = getelementptr inbounds %struct.Flex, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %5, align 4
  %130 = getelementptr inbounds [0 x i16], ptr %128, i32 0, i32 %129
  store i16 %126, ptr %130, align 2
  br label %131

131:                                              ; preds = %121
  %132 = load i32, ptr %5, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %5, align 4
  br label %115, !llvm.loop !7

134:                                              ; preds = %115
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %135

135:                                              ; preds = %150, %134
  %136 = load i32, ptr %7, align 4
  %137 = load ptr, ptr %4, align 4
  %138 = getelementptr inbounds %struct.Flex, ptr %137, i32 0, i32 0
  %139 = load i32, ptr %138, align 4
  %140 = icmp slt i32 %136, %139
  br i1 %140, label %141, label %153

141:                                              ; preds = %135
  %142 = load ptr, ptr %4, align 4
  %143 = getelementptr inbounds %struct.Flex, ptr %142, i32 0, i32 1
  %144 = load i32, ptr %7, align 4
  %145 = getelementptr inbounds [0 x i16], ptr %143, i32 0, i32 %144
  %146 = load i16, ptr %145, align 2
  %147 = sext i16 %146 to i32
  %148 = load i32, ptr %6, align 4
  %149 = add nsw i32 %148, %147
  store i32 %149, ptr %6, align 4
  br label %150

150:                                              ; preds = %141
  %151 = load i32, ptr %7, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %7, align 4
  br label %135, !llvm.loop !8

153:                                              ; preds = %135
  %154 = load i32, ptr %6, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %154) #3
  %156 = load ptr, ptr %4, align 4
  call void @free(ptr noundef %156) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %8, ptr align 1 @__const.main.o, i32 7, i1 false)
  store i32 0, ptr %9, align 4
  br label %157

157:                                              ; preds = %161, %153
  %158 = load i32, ptr %9, align 4
  %159 = icmp slt i32 %158, 3
  br i1 %159, label %160, label %164

160:                                              ; preds = %157
  call void @shift(ptr sret(%struct.Odd) align 1 %10, ptr noundef byval(%struct.Odd) align 1 %8) #3
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %8, ptr align 1 %10, i32 7, i1 false)
  br label %161

161:                                              ; preds = %160
  %162 = load i32, ptr %9, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %9, align 4
  br label %157, !llvm.loop !9

164:                                              ; preds = %157
  %165 = getelementptr inbounds %struct.Odd, ptr %8, i32 0, i32 0
  %166 = getelementptr inbounds [7 x i8], ptr %165, i32 0, i32 0
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %166) #3
  %168 = getelementptr inbounds [2 x %struct.Aligned], ptr %11, i32 0, i32 1
  %169 = getelementptr inbounds %struct.Aligned, ptr %168, i32 0, i32 2
  %170 = ptrtoint ptr %169 to i32
  %171 = urem i32 %170, 32
  %172 = getelementptr inbounds [2 x %struct.Aligned], ptr %11, i32 0, i32 1
  %173 = getelementptr inbounds [2 x %struct.Aligned], ptr %11, i32 0, i32 0
  %174 = ptrtoint ptr %172 to i32
  %175 = ptrtoint ptr %173 to i32
  %176 = sub i32 %174, %175
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %171, i32 noundef %176) #3
  store i32 0, ptr %13, align 4
  br label %178

178:                                              ; preds = %186, %164
  %179 = load i32, ptr %13, align 4
  %180 = icmp slt i32 %179, 32
  br i1 %180, label %181, label %189

181:                                              ; preds = %178
  %182 = load i32, ptr %13, align 4
  %183 = trunc i32 %182 to i8
  %184 = load i32, ptr %13, align 4
  %185 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 %184
  store i8 %183, ptr %185, align 1
  br label %186

186:                                              ; preds = %181
  %187 = load i32, ptr %13, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %13, align 4
  br label %178, !llvm.loop !10

189:                                              ; preds = %178
  %190 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 0
  %191 = getelementptr inbounds i8, ptr %190, i32 3
  store ptr %191, ptr %14, align 4
  %192 = load ptr, ptr %14, align 4
  %193 = getelementptr inbounds %struct.Rec, ptr %192, i32 0, i32 1
  store i32 16909060, ptr %193, align 1
  %194 = load ptr, ptr %14, align 4
  %195 = getelementptr inbounds %struct.Rec, ptr %194, i32 0, i32 3
  store i64 -2, ptr %195, align 1
  %196 = load ptr, ptr %14, align 4
  %197 = getelementptr inbounds %struct.Rec, ptr %196, i32 0, i32 1
  %198 = load i32, ptr %197, align 1
  %199 = load ptr, ptr %14, align 4
  %200 = getelementptr inbounds %struct.Rec, ptr %199, i32 0, i32 3
  %201 = load i64, ptr %200, align 1
  %202 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 4
  %203 = load i8, ptr %202, align 1
  %204 = sext i8 %203 to i32
  %205 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 5
  %206 = load i8, ptr %205, align 1
  %207 = sext i8 %206 to i32
  %208 = add nsw i32 %204, %207
  %209 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 6
  %210 = load i8, ptr %209, align 1
  %211 = sext i8 %210 to i32
  %212 = add nsw i32 %208, %211
  %213 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 7
  %214 = load i8, ptr %213, align 1
  %215 = sext i8 %214 to i32
  %216 = add nsw i32 %212, %215
  %217 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 10
  %218 = load i8, ptr %217, align 1
  %219 = sext i8 %218 to i32
  %220 = getelementptr inbounds [32 x i8], ptr %12, i32 0, i32 17
  %221 = load i8, ptr %220, align 1
  %222 = sext i8 %221 to i32
  %223 = add nsw i32 %219, %222
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %198, i64 noundef %201, i32 noundef %216, i32 noundef %223) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @checksum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %50, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %53

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = load i32, ptr %6, align 4
  %14 = getelementptr inbounds %struct.Rec, ptr %12, i32 %13
  %15 = getelementptr inbounds %struct.Rec, ptr %14, i32 0, i32 0
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i64
  %18 = load ptr, ptr %3, align 4
  %19 = load i32, ptr %6, align 4
  %20 = getelementptr inbounds %struct.Rec, ptr %18, i32 %19
  %21 = getelementptr inbounds %struct.Rec, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 1
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, 3
  %25 = add nsw i64 %17, %24
  %26 = load ptr, ptr %3, align 4
  %27 = load i32, ptr %6, align 4
  %28 = getelementptr inbounds %struct.Rec, ptr %26, i32 %27
  %29 = getelementptr inbounds %struct.Rec, ptr %28, i32 0, i32 2
  %30 = load i16, ptr %29, align 1
  %31 = sext i16 %30 to i64
  %32 = mul nsw i64 %31, 5
  %33 = add nsw i64 %25, %32
  %34 = load ptr, ptr %3, align 4
  %35 = load i32, ptr %6, align 4
  %36 = getelementptr inbounds %struct.Rec, ptr %34, i32 %35
  %37 = getelementptr inbounds %struct.Rec, ptr %36, i32 0, i32 3
  %38 = load i64, ptr %37, align 1
  %39 = add nsw i64 %33, %38
  %40 = load ptr, ptr %3, align 4
  %41 = load i32, ptr %6, align 4
  %42 = getelementptr inbounds %struct.Rec, ptr %40, i32 %41
  %43 = getelementptr inbounds %struct.Rec, ptr %42, i32 0, i32 4
  %44 = load double, ptr %43, align 1
  %45 = fmul double %44, 8.000000e+00
  %46 = fptosi double %45 to i64
  %47 = add nsw i64 %39, %46
  %48 = load i64, ptr %5, align 8
  %49 = add nsw i64 %48, %47
  store i64 %49, ptr %5, align 8
  br label %50

50:                                               ; preds = %11
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %6, align 4
  br label %7, !llvm.loop !11

53:                                               ; preds = %7
  %54 = load i64, ptr %5, align 8
  ret i64 %54
}

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

declare ptr @malloc(i32 noundef) #1

declare void @free(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @shift(ptr noalias sret(%struct.Odd) align 1 %0, ptr noundef byval(%struct.Odd) align 1 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 7
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Odd, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 1
  %11 = srem i32 %10, 7
  %12 = getelementptr inbounds [7 x i8], ptr %8, i32 0, i32 %11
  %13 = load i8, ptr %12, align 1
  %14 = getelementptr inbounds %struct.Odd, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %3, align 4
  %16 = getelementptr inbounds [7 x i8], ptr %14, i32 0, i32 %15
  store i8 %13, ptr %16, align 1
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !12

20:                                               ; preds = %4
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
