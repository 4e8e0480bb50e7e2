; ModuleID = 'tests/programs/union_bitfields.c'
source_filename = "tests/programs/union_bitfields.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  %17 = and i32 %16, -256
  %18 = or i32 %17, 18
  store i32 %18, ptr %1, align 4
  %19 = load i32, ptr %1, align 4
  %20 = and i32 %19, 16777215
  %21 = or i32 %20, -33554432
  store i32 %21, ptr %1, align 4
  %22 = load i32, ptr %1, align 4
  %23 = and i32 %22, 255
  %24 = load i32, ptr %1, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 65535
  %27 = load i32, ptr %1, align 4
  %28 = lshr i32 %27, 24
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %23, i32 noundef signext %26, i32 noundef signext %28) #3
  %30 = call signext i32 @little() #3
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i32 -21041390, i32 314503166
  store i32 %33, ptr %2, align 4
  %34 = load i32, ptr %1, align 4
  %35 = load i32, ptr %2, align 4
  %36 = icmp eq i32 %34, %35
  %37 = zext i1 %36 to i32
  %38 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %37) #3
  store i32 0, ptr %1, align 4
  %39 = load i8, ptr %1, align 4
  %40 = and i8 %39, -16
  %41 = or i8 %40, 13
  store i8 %41, ptr %1, align 4
  %42 = load i8, ptr %1, align 4
  %43 = and i8 %42, 15
  %44 = or i8 %43, 112
  store i8 %44, ptr %1, align 4
  %45 = load i8, ptr %1, align 4
  %46 = shl i8 %45, 4
  %47 = ashr i8 %46, 4
  %48 = sext i8 %47 to i32
  %49 = load i8, ptr %1, align 4
  %50 = ashr i8 %49, 4
  %51 = sext i8 %50 to i32
  %52 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %48, i32 noundef signext %51) #3
  %53 = load i8, ptr %1, align 4
  %54 = ashr i8 %53, 4
  %55 = sext i8 %54 to i32
  %56 = add nsw i32 %55, 2
  %57 = trunc i32 %56 to i8
  %58 = load i8, ptr %1, align 4
  %59 = and i8 %57, 15
  %60 = shl i8 %59, 4
  %61 = and i8 %58, 15
  %62 = or i8 %61, %60
  store i8 %62, ptr %1, align 4
  %63 = shl i8 %59, 4
  %64 = ashr i8 %63, 4
  %65 = sext i8 %64 to i32
  %66 = load i8, ptr %1, align 4
  %67 = shl i8 %66, 4
  %68 = ashr i8 %67, 4
  %69 = sext i8 %68 to i32
  %70 = load i8, ptr %1, align 4
  %71 = ashr i8 %70, 4
  %72 = sext i8 %71 to i32
  %73 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %69, i32 noundef signext %72) #3
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
  %82 = call i64 @pack(ptr noundef %3, i64 noundef %78, i32 noundef signext %81) #3
  %83 = load i64, ptr %4, align 8
  %84 = add i64 %83, %82
  store i64 %84, ptr %4, align 8
  br label %85

85:                                               ; preds = %77
  %86 = load i64, ptr %5, align 8
  %87 = add i64 %86, 1
  store i64 %87, ptr %5, align 8
  br label %74, !llvm.loop !7

88:                                               ; preds = %74
  %89 = load i64, ptr %4, align 8
  %90 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %91 = load i64, ptr %90, align 8
  %92 = and i64 %91, 1099511627775
  %93 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = lshr i64 %94, 40
  %96 = and i64 %95, 63
  %97 = trunc i64 %96 to i32
  %98 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %99 = load i64, ptr %98, align 8
  %100 = lshr i64 %99, 46
  %101 = and i64 %100, 1
  %102 = trunc i64 %101 to i32
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %89, i64 noundef %92, i32 noundef signext %97, i32 noundef signext %102) #3
  %104 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %105 = load i64, ptr %104, align 8
  %106 = and i64 %105, -1099511627776
  %107 = or i64 %106, 1
  store i64 %107, ptr %104, align 8
  %108 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 0
  %109 = load i64, ptr %108, align 8
  %110 = and i64 %109, 1099511627775
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %110) #3
  %112 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 1
  store float 1.000000e+00, ptr %112, align 8
  %113 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 1
  %114 = load i32, ptr %113, align 8
  %115 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %114) #3
  %116 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %117 = load i8, ptr %116, align 4
  %118 = and i8 %117, -8
  %119 = or i8 %118, 4
  store i8 %119, ptr %116, align 4
  %120 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %121 = load i8, ptr %120, align 4
  %122 = and i8 %121, 7
  %123 = or i8 %122, -8
  store i8 %123, ptr %120, align 4
  %124 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %125 = load i8, ptr %124, align 4
  %126 = shl i8 %125, 5
  %127 = ashr i8 %126, 5
  %128 = add i8 %127, -1
  %129 = load i8, ptr %124, align 4
  %130 = and i8 %128, 7
  %131 = and i8 %129, -8
  %132 = or i8 %131, %130
  store i8 %132, ptr %124, align 4
  %133 = shl i8 %130, 5
  %134 = ashr i8 %133, 5
  %135 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %136 = load i8, ptr %135, align 4
  %137 = lshr i8 %136, 3
  %138 = add i8 %137, 1
  %139 = load i8, ptr %135, align 4
  %140 = and i8 %138, 31
  %141 = shl i8 %140, 3
  %142 = and i8 %139, 7
  %143 = or i8 %142, %141
  store i8 %143, ptr %135, align 4
  %144 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %145 = load i8, ptr %144, align 4
  %146 = shl i8 %145, 5
  %147 = ashr i8 %146, 5
  %148 = sext i8 %147 to i32
  %149 = getelementptr inbounds %struct.Packet, ptr %3, i32 0, i32 2
  %150 = load i8, ptr %149, align 4
  %151 = lshr i8 %150, 3
  %152 = zext i8 %151 to i32
  %153 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %148, i32 noundef signext %152) #3
  store i16 0, ptr %6, align 2
  %154 = load i16, ptr %6, align 2
  %155 = and i16 %154, -32
  %156 = or i16 %155, 31
  store i16 %156, ptr %6, align 2
  %157 = load i16, ptr %6, align 2
  %158 = and i16 %157, 31
  %159 = or i16 %158, 32000
  store i16 %159, ptr %6, align 2
  %160 = call signext i32 @little() #3
  %161 = icmp ne i32 %160, 0
  %162 = zext i1 %161 to i64
  %163 = select i1 %161, i32 32031, i32 64488
  %164 = trunc i32 %163 to i16
  store i16 %164, ptr %7, align 2
  %165 = load i16, ptr %6, align 2
  %166 = shl i16 %165, 11
  %167 = ashr i16 %166, 11
  %168 = sext i16 %167 to i32
  %169 = load i16, ptr %6, align 2
  %170 = ashr i16 %169, 5
  %171 = sext i16 %170 to i32
  %172 = load i16, ptr %6, align 2
  %173 = zext i16 %172 to i32
  %174 = load i16, ptr %7, align 2
  %175 = zext i16 %174 to i32
  %176 = icmp eq i32 %173, %175
  %177 = zext i1 %176 to i32
  %178 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %168, i32 noundef signext %171, i32 noundef signext %177) #3
  store i32 0, ptr %9, align 4
  br label %179

179:                                              ; preds = %209, %88
  %180 = load i32, ptr %9, align 4
  %181 = icmp slt i32 %180, 4
  br i1 %181, label %182, label %212

182:                                              ; preds = %179
  %183 = load i32, ptr %9, align 4
  %184 = sub nsw i32 %183, 2
  %185 = trunc i32 %184 to i16
  %186 = load i32, ptr %9, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i64 0, i64 %187
  %189 = load i16, ptr %188, align 2
  %190 = and i16 %185, 31
  %191 = and i16 %189, -32
  %192 = or i16 %191, %190
  store i16 %192, ptr %188, align 2
  %193 = shl i16 %190, 11
  %194 = ashr i16 %193, 11
  %195 = load i32, ptr %9, align 4
  %196 = sub nsw i32 0, %195
  %197 = mul nsw i32 %196, 300
  %198 = trunc i32 %197 to i16
  %199 = load i32, ptr %9, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i64 0, i64 %200
  %202 = load i16, ptr %201, align 2
  %203 = and i16 %198, 2047
  %204 = shl i16 %203, 5
  %205 = and i16 %202, 31
  %206 = or i16 %205, %204
  store i16 %206, ptr %201, align 2
  %207 = shl i16 %203, 5
  %208 = ashr i16 %207, 5
  br label %209

209:                                              ; preds = %182
  %210 = load i32, ptr %9, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %9, align 4
  br label %179, !llvm.loop !9

212:                                              ; preds = %179
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %213

213:                                              ; preds = %234, %212
  %214 = load i32, ptr %12, align 4
  %215 = icmp slt i32 %214, 4
  br i1 %215, label %216, label %237

216:                                              ; preds = %213
  %217 = load i32, ptr %12, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i64 0, i64 %218
  %220 = load i16, ptr %219, align 2
  %221 = shl i16 %220, 11
  %222 = ashr i16 %221, 11
  %223 = sext i16 %222 to i32
  %224 = load i32, ptr %10, align 4
  %225 = add nsw i32 %224, %223
  store i32 %225, ptr %10, align 4
  %226 = load i32, ptr %12, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [4 x %union.Mixed], ptr %8, i64 0, i64 %227
  %229 = load i16, ptr %228, align 2
  %230 = ashr i16 %229, 5
  %231 = sext i16 %230 to i32
  %232 = load i32, ptr %11, align 4
  %233 = add nsw i32 %232, %231
  store i32 %233, ptr %11, align 4
  br label %234

234:                                              ; preds = %216
  %235 = load i32, ptr %12, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %12, align 4
  br label %213, !llvm.loop !10

237:                                              ; preds = %213
  %238 = load i32, ptr %10, align 4
  %239 = load i32, ptr %11, align 4
  %240 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %238, i32 noundef signext %239, i32 noundef signext 4, i32 noundef signext 16) #3
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @little() #0 {
  %1 = alloca %union.anon.4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.little.t, i64 4, i1 false)
  %2 = load i8, ptr %1, align 4
  %3 = zext i8 %2 to i32
  %4 = icmp eq i32 %3, 1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal i64 @pack(ptr noundef %0, i64 noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Packet, ptr %7, i32 0, i32 0
  store i64 0, ptr %8, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.Packet, ptr %10, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = and i64 %9, 1099511627775
  %14 = and i64 %12, -1099511627776
  %15 = or i64 %14, %13
  store i64 %15, ptr %11, align 8
  %16 = load i32, ptr %6, align 4
  %17 = zext i32 %16 to i64
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.Packet, ptr %18, i32 0, i32 0
  %20 = load i64, ptr %19, align 8
  %21 = and i64 %17, 63
  %22 = shl i64 %21, 40
  %23 = and i64 %20, -69269232549889
  %24 = or i64 %23, %22
  store i64 %24, ptr %19, align 8
  %25 = load i64, ptr %5, align 8
  %26 = and i64 %25, 1
  %27 = icmp ne i64 %26, 0
  %28 = zext i1 %27 to i32
  %29 = sext i32 %28 to i64
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.Packet, ptr %30, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = and i64 %29, 1
  %34 = shl i64 %33, 46
  %35 = and i64 %32, -70368744177665
  %36 = or i64 %35, %34
  store i64 %36, ptr %31, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.Packet, ptr %37, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = and i64 %39, 1099511627775
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.Packet, ptr %41, i32 0, i32 0
  %43 = load i64, ptr %42, align 8
  %44 = lshr i64 %43, 40
  %45 = and i64 %44, 63
  %46 = add i64 %40, %45
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.Packet, ptr %47, i32 0, i32 0
  %49 = load i64, ptr %48, align 8
  %50 = lshr i64 %49, 46
  %51 = and i64 %50, 1
  %52 = add i64 %46, %51
  ret i64 %52
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
