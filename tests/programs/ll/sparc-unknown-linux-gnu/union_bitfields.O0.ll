; ModuleID = 'tests/programs/union_bitfields.c'
source_filename = "tests/programs/union_bitfields.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%union.anon.4 = type { i32 }
%union.Word = type { i32 }
%struct.Packet = type { %union.anon, %union.anon.2, i8 }
%union.anon = type { i64 }
%union.anon.2 = type { i32 }
%union.Mixed = type { %struct.anon.3 }
%struct.anon.3 = type { i16 }

@.str = private unnamed_addr constant [17 x i8] c"fields %x %x %x\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"raw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"signed %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"wrap %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"total %llu seq %llx kind %u flag %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"trunc %llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"float bits %x\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"small %d big %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"mixed %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [23 x i8] c"sums %d %d size %u %u\0A\00", align 1
@__const.little.t = private unnamed_addr constant %union.anon.4 { i32 1 }, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %union.Word, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Packet, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %union.Mixed, align 2
  %7 = alloca i16, align 2
  %8 = alloca [4 x %union.Mixed], align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %13 = load i32, ptr %1, align 4
  %14 = and i32 %13, -16776961
  %15 = or i32 %14, 12513024
  store i32 %15, ptr %1, align 4
  %16 = load i32, ptr %1, align 4
  %17 = and i32 %16, 16777215
  %18 = or i32 %17, 301989888
  store i32 %18, ptr %1, align 4
  %19 = load i32, ptr %1, align 4
  %20 = and i32 %19, -256
  %21 = or i32 %20, 254
  store i32 %21, ptr %1, align 4
  %22 = load i32, ptr %1, align 4
  %23 = lshr i32 %22, 24
  %24 = load i32, ptr %1, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 65535
  %27 = load i32, ptr %1, align 4
  %28 = and i32 %27, 255
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %26, i32 noundef %28) #3
  %30 = call i32 @little() #3
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i32 -21041390, i32 314503166
  store i32 %33, ptr %2, align 4
  %34 = load i32, ptr %1, align 4
  %35 = load i32, ptr %2, align 4
  %36 = icmp eq i32 %34, %35
  %37 = zext i1 %36 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %37) #3
  store i32 0, ptr %1, align 4
  %39 = load i8, ptr %1, align 4
  %40 = and i8 %39, 15
  %41 = or i8 %40, -48
  store i8 %41, ptr %1, align 4
  %42 = load i8, ptr %1, align 4
  %43 = and i8 %42, -16
  %44 = or i8 %43, 7
  store i8 %44, ptr %1, align 4
  %45 = load i8, ptr %1, align 4
  %46 = ashr i8 %45, 4
  %47 = sext i8 %46 to i32
  %48 = load i8, ptr %1, align 4
  %49 = shl i8 %48, 4
  %50 = ashr i8 %49, 4
  %51 = sext i8 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %47, i32 noundef %51) #3
  %53 = load i8, ptr %1, align 4
  %54 = shl i8 %53, 4
  %55 = ashr i8 %54, 4
  %56 = sext i8 %55 to i32
  %57 = add nsw i32 %56, 2
  %58 = trunc i32 %57 to i8
  %59 = load i8, ptr %1, align 4
  %60 = and i8 %58, 15
  %61 = and i8 %59, -16
  %62 = or i8 %61, %60
  store i8 %62, ptr %1, align 4
  %63 = shl i8 %60, 4
  %64 = ashr i8 %63, 4
  %65 = sext i8 %64 to i32
  %66 = load i8, ptr %1, align 4
  %67 = ashr i8 %66, 4
  %68 = sext i8 %67 to i32
  %69 = load i8, ptr %1, align 4
  %70 = shl i8 %69, 4
  %71 = ashr i8 %70, 4
  %72 = sext i8 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %68, i32 noundef %72) #3
  store i64 0, ptr %4, align 8
  store i64 1099511627520, ptr %5, align 8
  br label %74

74:                                               ; preds = %85, %0
  %75 = load i64, ptr %5, align 8
  %76 = icmp ult i64 %75, 1099511627528
  br i1 %76, label %77, label %88

77:                                               ; preds = %74
  %78 = load i64, ptr %5, align 8
  %79 = load i64, ptr %5, align 8
  %80 = and i64 %79, 63
  %81 = trunc i64 %80 to i32
  %82 = call i64 @pack(ptr noundef %3, i64 noundef %78, i32 noundef %81) #3
  %83 = load i64, ptr %4, align 8
  %84 = add i64 %83, %82
  store i64 %84, ptr %4, align 8
  br label %85

85:                                               ; preds = %77
  %86 = load i64, ptr %5, align 8
  %87 = add i64 %86, 1
  store i64 %87, ptr %5, align 8
  br label %74, !llvm.loop !5

88:                                               ; preds = %74
  %89 = load i64, ptr %4, align 8
  %90 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %91 = load i64, ptr %90, align 8
  %92 = lshr i64 %91, 24
  %93 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = lshr i64 %94, 18
  %96 = and i64 %95, 63
  %97 = trunc i64 %96 to i32
  %98 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %99 = load i64, ptr %98, align 8
  %100 = lshr i64 %99, 17
  %101 = and i64 %100, 1
  %102 = trunc i64 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %89, i64 noundef %92, i32 noundef %97, i32 noundef %102) #3
  %104 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %105 = load i64, ptr %104, align 8
  %106 = and i64 %105, 16777215
  %107 = or i64 %106, 16777216
  store i64 %107, ptr %104, align 8
  %108 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %109 = load i64, ptr %108, align 8
  %110 = lshr i64 %109, 24
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %110) #3
  %112 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 1
  store float 1.000000e+00, ptr %112, align 8
  %113 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 1
  %114 = load i32, ptr %113, align 8
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %114) #3
  %116 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %117 = load i8, ptr %116, align 4
  %118 = and i8 %117, 31
  %119 = or i8 %118, -128
  store i8 %119, ptr %116, align 4
  %120 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %121 = load i8, ptr %120, align 4
  %122 = and i8 %121, -32
  %123 = or i8 %122, 31
  store i8 %123, ptr %120, align 4
  %124 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %125 = load i8, ptr %124, align 4
  %126 = ashr i8 %125, 5
  %127 = add i8 %126, -1
  %128 = load i8, ptr %124, align 4
  %129 = and i8 %127, 7
  %130 = shl i8 %129, 5
  %131 = and i8 %128, 31
  %132 = or i8 %131, %130
  store i8 %132, ptr %124, align 4
  %133 = shl i8 %129, 5
  %134 = ashr i8 %133, 5
  %135 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %136 = load i8, ptr %135, align 4
  %137 = and i8 %136, 31
  %138 = add i8 %137, 1
  %139 = load i8, ptr %135, align 4
  %140 = and i8 %138, 31
  %141 = and i8 %139, -32
  %142 = or i8 %141, %140
  store i8 %142, ptr %135, align 4
  %143 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %144 = load i8, ptr %143, align 4
  %145 = ashr i8 %144, 5
  %146 = sext i8 %145 to i32
  %147 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %148 = load i8, ptr %147, align 4
  %149 = and i8 %148, 31
  %150 = zext i8 %149 to i32
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %146, i32 noundef %150) #3
  store i16 0, ptr %6, align 2
  %152 = load i16, ptr %6, align 2
  %153 = and i16 %152, 2047
  %154 = or i16 %153, -2048
  store i16 %154, ptr %6, align 2
  %155 = load i16, ptr %6, align 2
  %156 = and i16 %155, -2048
  %157 = or i16 %156, 1000
  store i16 %157, ptr %6, align 2
  %158 = call i32 @little() #3
  %159 = icmp ne i32 %158, 0
  %160 = zext i1 %159 to i64
  %161 = select i1 %159, i32 32031, i32 64488
  %162 = trunc i32 %161 to i16
  store i16 %162, ptr %7, align 2
  %163 = load i16, ptr %6, align 2
  %164 = ashr i16 %163, 11
  %165 = sext i16 %164 to i32
  %166 = load i16, ptr %6, align 2
  %167 = shl i16 %166, 5
  %168 = ashr i16 %167, 5
  %169 = sext i16 %168 to i32
  %170 = load i16, ptr %6, align 2
  %171 = zext i16 %170 to i32
  %172 = load i16, ptr %7, align 2
  %173 = zext i16 %172 to i32
  %174 = icmp eq i32 %171, %173
  %175 = zext i1 %174 to i32
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %165, i32 noundef %169, i32 noundef %175) #3
  store i32 0, ptr %9, align 4
  br label %177

177:                                              ; preds = %205, %88
  %178 = load i32, ptr %9, align 4
  %179 = icmp slt i32 %178, 4
  br i1 %179, label %180, label %208

180:                                              ; preds = %177
  %181 = load i32, ptr %9, align 4
  %182 = sub nsw i32 %181, 2
  %183 = trunc i32 %182 to i16
  %184 = load i32, ptr %9, align 4
  %185 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i32 0, i32 %184
  %186 = load i16, ptr %185, align 2
  %187 = and i16 %183, 31
  %188 = shl i16 %187, 11
  %189 = and i16 %186, 2047
  %190 = or i16 %189, %188
  store i16 %190, ptr %185, align 2
  %191 = shl i16 %187, 11
  %192 = ashr i16 %191, 11
  %193 = load i32, ptr %9, align 4
  %194 = sub nsw i32 0, %193
  %195 = mul nsw i32 %194, 300
  %196 = trunc i32 %195 to i16
  %197 = load i32, ptr %9, align 4
  %198 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i32 0, i32 %197
  %199 = load i16, ptr %198, align 2
  %200 = and i16 %196, 2047
  %201 = and i16 %199, -2048
  %202 = or i16 %201, %200
  store i16 %202, ptr %198, align 2
  %203 = shl i16 %200, 5
  %204 = ashr i16 %203, 5
  br label %205

205:                                              ; preds = %180
  %206 = load i32, ptr %9, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %9, align 4
  br label %177, !llvm.loop !7

208:                                              ; preds = %177
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %209

209:                                              ; preds = %228, %208
  %210 = load i32, ptr %12, align 4
  %211 = icmp slt i32 %210, 4
  br i1 %211, label %212, label %231

212:                                              ; preds = %209
  %213 = load i32, ptr %12, align 4
  %214 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i32 0, i32 %213
  %215 = load i16, ptr %214, align 2
  %216 = ashr i16 %215, 11
  %217 = sext i16 %216 to i32
  %218 = load i32, ptr %10, align 4
  %219 = add nsw i32 %218, %217
  store i32 %219, ptr %10, align 4
  %220 = load i32, ptr %12, align 4
  %221 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i32 0, i32 %220
  %222 = load i16, ptr %221, align 2
  %223 = shl i16 %222, 5
  %224 = ashr i16 %223, 5
  %225 = sext i16 %224 to i32
  %226 = load i32, ptr %11, align 4
  %227 = add nsw i32 %226, %225
  store i32 %227, ptr %11, align 4
  br label %228

228:                                              ; preds = %212
  %229 = load i32, ptr %12, align 4
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %12, align 4
  br label %209, !llvm.loop !8

231:                                              ; preds = %209
  %232 = load i32, ptr %10, align 4
  %233 = load i32, ptr %11, align 4
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %232, i32 noundef %233, i32 noundef 4, i32 noundef 16) #3
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @little() #0 {
  %1 = alloca %union.anon.4, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.little.t, i32 4, i1 false)
  %2 = load i8, ptr %1, align 4
  %3 = sext i8 %2 to i32
  %4 = icmp eq i32 %3, 1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal i64 @pack(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Packet, ptr %7, i32 0, i32 0
  store i64 0, ptr %8, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %struct.Packet, ptr %10, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = and i64 %9, 1099511627775
  %14 = shl i64 %13, 24
  %15 = and i64 %12, 16777215
  %16 = or i64 %15, %14
  store i64 %16, ptr %11, align 8
  %17 = load i32, ptr %6, align 4
  %18 = zext i32 %17 to i64
  %19 = load ptr, ptr %4, align 4
  %20 = getelementptr inbounds %struct.Packet, ptr %19, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = and i64 %18, 63
  %23 = shl i64 %22, 18
  %24 = and i64 %21, -16515073
  %25 = or i64 %24, %23
  store i64 %25, ptr %20, align 8
  %26 = load i64, ptr %5, align 8
  %27 = and i64 %26, 1
  %28 = icmp ne i64 %27, 0
  %29 = zext i1 %28 to i32
  %30 = sext i32 %29 to i64
  %31 = load ptr, ptr %4, align 4
  %32 = getelementptr inbounds %struct.Packet, ptr %31, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = and i64 %30, 1
  %35 = shl i64 %34, 17
  %36 = and i64 %33, -131073
  %37 = or i64 %36, %35
  store i64 %37, ptr %32, align 8
  %38 = load ptr, ptr %4, align 4
  %39 = getelementptr inbounds %struct.Packet, ptr %38, i32 0, i32 0
  %40 = load i64, ptr %39, align 8
  %41 = lshr i64 %40, 24
  %42 = load ptr, ptr %4, align 4
  %43 = getelementptr inbounds %struct.Packet, ptr %42, i32 0, i32 0
  %44 = load i64, ptr %43, align 8
  %45 = lshr i64 %44, 18
  %46 = and i64 %45, 63
  %47 = add i64 %41, %46
  %48 = load ptr, ptr %4, align 4
  %49 = getelementptr inbounds %struct.Packet, ptr %48, i32 0, i32 0
  %50 = load i64, ptr %49, align 8
  %51 = lshr i64 %50, 17
  %52 = and i64 %51, 1
  %53 = add i64 %47, %52
  ret i64 %53
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

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
