; ModuleID = 'tests/completeness/sparc.c'
source_filename = "tests/completeness/sparc.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple,#function"
module asm ".p2align 2"
module asm "asm_triple:"
module asm "\09sll %o0, 1, %o1"
module asm "\09retl"
module asm "\09add %o0, %o1, %o0"
module asm ".size asm_triple, .-asm_triple"

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"%.2f %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%llx %llx %x %x\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"%llx\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 40, ptr %1, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3
  store i32 0, ptr %2, align 4, !tbaa !4
  %4 = tail call { i32, i32, i32 } asm "mov $0, $2\0A\09mov $1, $0\0A\09mov $2, $1", "=r,=r,=&r,0,1"(i32 3, i32 9) #4, !srcloc !8
  %5 = extractvalue { i32, i32, i32 } %4, 0
  %6 = extractvalue { i32, i32, i32 } %4, 1
  call void asm "st $1, $0", "=*m,r"(ptr nonnull elementtype(i32) %2, i32 77) #3, !srcloc !9
  %7 = call i32 asm "add $1, $2, $0", "=r,r,r"(i32 40, i32 2) #4, !srcloc !10
  %8 = call i32 asm "add $0, $1, $0", "=r,r,0"(i32 23, i32 100) #4, !srcloc !11
  %9 = call i32 asm "mov $1, $0\0A\09add $0, $2, $0\0A\09add $0, $2, $0", "=&r,r,r"(i32 5, i32 7) #4, !srcloc !12
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9) #5
  %11 = call i32 asm "ld $1, $0\0A\09add $0, $2, $0", "=&r,*m,r"(ptr nonnull elementtype(i32) %1, i32 2) #6, !srcloc !13
  %12 = load i32, ptr %2, align 4, !tbaa !4
  %13 = call i32 asm "add $0, $1, $0", "=r,I,0"(i32 1000, i32 1) #4, !srcloc !14
  %14 = call i32 asm "sub $0, $1, $0", "=r,n,0"(i32 1, i32 %13) #4, !srcloc !15
  %15 = call i32 asm "add %o1, %o2, %o1", "={r9},{r10},{r9}"(i32 7, i32 6) #4, !srcloc !16
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %11, i32 noundef %12, i32 noundef %14, i32 noundef %15) #5
  %17 = call float asm "fadds $1, $2, $0", "=f,f,f"(float 1.250000e+00, float 2.500000e+00) #4, !srcloc !17
  %18 = fpext float %17 to double
  %19 = call i32 asm "mov $1, %l3\0A\09add %l3, 1, $0", "=r,r,~{r19}"(i32 41) #4, !srcloc !18
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %18, i32 noundef %19, i32 noundef %5, i32 noundef %6) #5
  br label %31

21:                                               ; preds = %31
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %38) #5
  %23 = call { i32, i32 } asm "mov 0, $0\0A1:\0A\09add $0, 3, $0\0A\09subcc $1, 1, $1\0A\09bne 1b\0A\09nop\0A\09ba 2f\0A\09nop\0A\09add $0, 100, $0\0A2:", "=&r,=r,1,~{cc}"(i32 7) #4, !srcloc !19
  %24 = extractvalue { i32, i32 } %23, 0
  %25 = call { i32, i32 } asm "mov 0, $0\0A1:\0A\09add $0, 3, $0\0A\09subcc $1, 1, $1\0A\09bne 1b\0A\09nop\0A\09ba 2f\0A\09nop\0A\09add $0, 100, $0\0A2:", "=&r,=r,1,~{cc}"(i32 1) #4, !srcloc !19
  %26 = extractvalue { i32, i32 } %25, 0
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %24, i32 noundef %26) #5
  %28 = call i32 @asm_triple(i32 noundef 14) #5
  %29 = call i32 @asm_triple(i32 noundef -5) #5
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %28, i32 noundef %29) #5
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 -3) #3
          to label %137 [label %136], !srcloc !20

31:                                               ; preds = %0, %31
  %32 = phi i32 [ 0, %0 ], [ %38, %31 ]
  %33 = phi i32 [ 0, %0 ], [ %34, %31 ]
  %34 = add nuw nsw i32 %33, 1
  %35 = call i32 asm "mov $1, $0\0A\09add $0, $2, $0\0A\09add $0, $2, $0", "=&r,r,r"(i32 %33, i32 %34) #4, !srcloc !12
  %36 = call i32 asm "add $1, $2, $0", "=r,r,r"(i32 %33, i32 3) #4, !srcloc !10
  %37 = add i32 %35, %32
  %38 = add i32 %37, %36
  %39 = icmp eq i32 %34, 50
  br i1 %39, label %21, label %31, !llvm.loop !21

40:                                               ; preds = %183
  br label %41

41:                                               ; preds = %183, %40
  %42 = phi i32 [ 0, %40 ], [ 1, %183 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 5) #3
          to label %44 [label %43], !srcloc !20

43:                                               ; preds = %41
  br label %44

44:                                               ; preds = %41, %43
  %45 = phi i32 [ 0, %43 ], [ 1, %41 ]
  %46 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 0) #4
          to label %48 [label %47], !srcloc !23

47:                                               ; preds = %44
  br label %48

48:                                               ; preds = %44, %47
  %49 = phi i32 [ -1, %47 ], [ %46, %44 ]
  %50 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 7) #4
          to label %52 [label %51], !srcloc !23

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %48, %51
  %53 = phi i32 [ -1, %51 ], [ %50, %48 ]
  %54 = shl nsw i32 %142, 1
  %55 = or i32 %138, %54
  %56 = mul nsw i32 %55, 3
  %57 = add nsw i32 %145, %56
  %58 = shl nsw i32 %149, 1
  %59 = add nsw i32 %57, %58
  %60 = mul nsw i32 %59, 3
  %61 = add nsw i32 %152, %60
  %62 = shl nsw i32 %156, 1
  %63 = add nsw i32 %61, %62
  %64 = mul nsw i32 %63, 3
  %65 = add nsw i32 %159, %64
  %66 = shl nsw i32 %163, 1
  %67 = add nsw i32 %65, %66
  %68 = mul nsw i32 %67, 3
  %69 = add nsw i32 %166, %68
  %70 = shl nsw i32 %170, 1
  %71 = add nsw i32 %69, %70
  %72 = mul nsw i32 %71, 3
  %73 = add nsw i32 %173, %72
  %74 = shl nsw i32 %177, 1
  %75 = add nsw i32 %73, %74
  %76 = mul nsw i32 %75, 3
  %77 = add nsw i32 %180, %76
  %78 = shl nsw i32 %184, 1
  %79 = add nsw i32 %77, %78
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %42, i32 noundef %45, i32 noundef %49, i32 noundef %53, i32 noundef %79) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #3
  store i64 0, ptr %3, align 8, !tbaa !24
  call void asm "std $1, $0", "=*m,r"(ptr nonnull elementtype(i64) %3, i64 81985529216486895) #3, !srcloc !26
  %81 = load i64, ptr %3, align 8, !tbaa !24
  %82 = call i64 asm "ldd $1, $0", "=r,*m"(ptr nonnull elementtype(i64) %3) #6, !srcloc !27
  %83 = call i32 asm "mov $1, $0", "=r,r"(i64 81985529216486895) #4, !srcloc !28
  %84 = call i64 asm "", "=r,0"(i64 81985529216486895) #4, !srcloc !29
  %85 = trunc i64 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i64 noundef %81, i64 noundef %82, i32 noundef %83, i32 noundef %85) #5
  %87 = call { i64, i64 } asm "add $0, $2, $0", "=r,=r,r,0,1,~{r8},~{r9}"(i32 0, i64 81985529216486895, i64 -81985529216486895) #4, !srcloc !30
  %88 = extractvalue { i64, i64 } %87, 0
  %89 = extractvalue { i64, i64 } %87, 1
  %90 = xor i64 %88, %89
  %91 = call i64 asm "", "=r,0"(i64 0) #4, !srcloc !29
  %92 = shl i64 %91, 32
  %93 = ashr exact i64 %92, 32
  %94 = add i64 %90, %93
  %95 = call { i64, i64 } asm "add $0, $2, $0", "=r,=r,r,0,1,~{r8},~{r9}"(i32 1, i64 81985529216486896, i64 -81985529216486895) #4, !srcloc !30
  %96 = extractvalue { i64, i64 } %95, 0
  %97 = extractvalue { i64, i64 } %95, 1
  %98 = xor i64 %96, %97
  %99 = mul nsw i64 %94, 3
  %100 = call i64 asm "", "=r,0"(i64 %99) #4, !srcloc !29
  %101 = shl i64 %100, 32
  %102 = ashr exact i64 %101, 32
  %103 = add i64 %98, %94
  %104 = add i64 %103, %102
  %105 = call { i64, i64 } asm "add $0, $2, $0", "=r,=r,r,0,1,~{r8},~{r9}"(i32 2, i64 81985529216486897, i64 -81985529216486895) #4, !srcloc !30
  %106 = extractvalue { i64, i64 } %105, 0
  %107 = extractvalue { i64, i64 } %105, 1
  %108 = xor i64 %106, %107
  %109 = mul nsw i64 %104, 3
  %110 = call i64 asm "", "=r,0"(i64 %109) #4, !srcloc !29
  %111 = shl i64 %110, 32
  %112 = ashr exact i64 %111, 32
  %113 = add i64 %108, %104
  %114 = add i64 %113, %112
  %115 = call { i64, i64 } asm "add $0, $2, $0", "=r,=r,r,0,1,~{r8},~{r9}"(i32 3, i64 81985529216486898, i64 -81985529216486895) #4, !srcloc !30
  %116 = extractvalue { i64, i64 } %115, 0
  %117 = extractvalue { i64, i64 } %115, 1
  %118 = xor i64 %116, %117
  %119 = mul nsw i64 %114, 3
  %120 = call i64 asm "", "=r,0"(i64 %119) #4, !srcloc !29
  %121 = shl i64 %120, 32
  %122 = ashr exact i64 %121, 32
  %123 = add i64 %118, %114
  %124 = add i64 %123, %122
  %125 = call { i64, i64 } asm "add $0, $2, $0", "=r,=r,r,0,1,~{r8},~{r9}"(i32 4, i64 81985529216486899, i64 -81985529216486895) #4, !srcloc !30
  %126 = extractvalue { i64, i64 } %125, 0
  %127 = extractvalue { i64, i64 } %125, 1
  %128 = xor i64 %126, %127
  %129 = mul nsw i64 %124, 3
  %130 = call i64 asm "", "=r,0"(i64 %129) #4, !srcloc !29
  %131 = shl i64 %130, 32
  %132 = ashr exact i64 %131, 32
  %133 = add i64 %128, %124
  %134 = add i64 %133, %132
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i64 noundef %134) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

136:                                              ; preds = %21
  br label %137

137:                                              ; preds = %21, %136
  %138 = phi i32 [ 0, %136 ], [ 1, %21 ]
  %139 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 -3) #4
          to label %141 [label %140], !srcloc !23

140:                                              ; preds = %137
  br label %141

141:                                              ; preds = %137, %140
  %142 = phi i32 [ -1, %140 ], [ %139, %137 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 -2) #3
          to label %144 [label %143], !srcloc !20

143:                                              ; preds = %141
  br label %144

144:                                              ; preds = %143, %141
  %145 = phi i32 [ 0, %143 ], [ 1, %141 ]
  %146 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 -2) #4
          to label %148 [label %147], !srcloc !23

147:                                              ; preds = %144
  br label %148

148:                                              ; preds = %147, %144
  %149 = phi i32 [ -1, %147 ], [ %146, %144 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 -1) #3
          to label %151 [label %150], !srcloc !20

150:                                              ; preds = %148
  br label %151

151:                                              ; preds = %150, %148
  %152 = phi i32 [ 0, %150 ], [ 1, %148 ]
  %153 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 -1) #4
          to label %155 [label %154], !srcloc !23

154:                                              ; preds = %151
  br label %155

155:                                              ; preds = %154, %151
  %156 = phi i32 [ -1, %154 ], [ %153, %151 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 0) #3
          to label %158 [label %157], !srcloc !20

157:                                              ; preds = %155
  br label %158

158:                                              ; preds = %157, %155
  %159 = phi i32 [ 0, %157 ], [ 1, %155 ]
  %160 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 0) #4
          to label %162 [label %161], !srcloc !23

161:                                              ; preds = %158
  br label %162

162:                                              ; preds = %161, %158
  %163 = phi i32 [ -1, %161 ], [ %160, %158 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 1) #3
          to label %165 [label %164], !srcloc !20

164:                                              ; preds = %162
  br label %165

165:                                              ; preds = %164, %162
  %166 = phi i32 [ 0, %164 ], [ 1, %162 ]
  %167 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 1) #4
          to label %169 [label %168], !srcloc !23

168:                                              ; preds = %165
  br label %169

169:                                              ; preds = %168, %165
  %170 = phi i32 [ -1, %168 ], [ %167, %165 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 2) #3
          to label %172 [label %171], !srcloc !20

171:                                              ; preds = %169
  br label %172

172:                                              ; preds = %171, %169
  %173 = phi i32 [ 0, %171 ], [ 1, %169 ]
  %174 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 2) #4
          to label %176 [label %175], !srcloc !23

175:                                              ; preds = %172
  br label %176

176:                                              ; preds = %175, %172
  %177 = phi i32 [ -1, %175 ], [ %174, %172 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 3) #3
          to label %179 [label %178], !srcloc !20

178:                                              ; preds = %176
  br label %179

179:                                              ; preds = %178, %176
  %180 = phi i32 [ 0, %178 ], [ 1, %176 ]
  %181 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 3) #4
          to label %183 [label %182], !srcloc !23

182:                                              ; preds = %179
  br label %183

183:                                              ; preds = %182, %179
  %184 = phi i32 [ -1, %182 ], [ %181, %179 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 0) #3
          to label %41 [label %40], !srcloc !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @asm_triple(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i64 1697, i64 1710, i64 1724}
!9 = !{i64 1016}
!10 = !{i64 525}
!11 = !{i64 632}
!12 = !{i64 737, i64 750, i64 768}
!13 = !{i64 891, i64 903}
!14 = !{i64 1091}
!15 = !{i64 1142}
!16 = !{i64 1320}
!17 = !{i64 1441}
!18 = !{i64 1550, i64 1565}
!19 = !{i64 1842, i64 1854, i64 1858, i64 1875, i64 1894, i64 1904, i64 1911, i64 1920, i64 1927, i64 1946}
!20 = !{i64 2054, i64 2066, i64 2076}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{i64 2199, i64 2212, i64 2225, i64 2235}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !6, i64 0}
!26 = !{i64 2547}
!27 = !{i64 2651}
!28 = !{i64 2754}
!29 = !{i64 2896}
!30 = !{i64 3005}
