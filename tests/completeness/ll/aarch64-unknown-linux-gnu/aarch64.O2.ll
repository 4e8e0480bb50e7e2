; ModuleID = 'tests/completeness/aarch64.c'
source_filename = "tests/completeness/aarch64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple,%function"
module asm ".p2align 2"
module asm "asm_triple:"
module asm "\09add w0, w0, w0, lsl #1"
module asm "\09ret"
module asm ".size asm_triple, .-asm_triple"

@.str = private unnamed_addr constant [12 x i8] c"%d %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%d %ld %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"%.2f %.2f %ld %ld %d %d %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 40, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  store i64 0, ptr %2, align 8, !tbaa !9
  %3 = tail call { i32, i32, i32 } asm "mov ${2:w}, ${0:w}\0A\09mov ${0:w}, ${1:w}\0A\09mov ${1:w}, ${2:w}", "=r,=r,=&r,0,1"(i32 3, i32 9) #4, !srcloc !11
  %4 = extractvalue { i32, i32, i32 } %3, 0
  %5 = extractvalue { i32, i32, i32 } %3, 1
  call void asm "str $1, $0", "=*m,r"(ptr nonnull elementtype(i64) %2, i64 77) #3, !srcloc !12
  %6 = call i32 asm "add ${0:w}, ${1:w}, ${2:w}", "=r,r,r"(i32 40, i32 2) #4, !srcloc !13
  %7 = call i64 asm "add $0, $0, $1", "=r,r,0"(i64 23, i64 100) #4, !srcloc !14
  %8 = call i64 asm "mov $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 5, i64 7) #4, !srcloc !15
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %6, i64 noundef %7, i64 noundef %8) #5
  %10 = call i32 asm "ldr ${0:w}, $1\0A\09add ${0:w}, ${0:w}, ${2:w}", "=&r,*m,r"(ptr nonnull elementtype(i32) %1, i32 2) #6, !srcloc !16
  %11 = load i64, ptr %2, align 8, !tbaa !9
  %12 = call i64 asm "add $0, $0, $1", "=r,I,0"(i32 1000, i64 1) #4, !srcloc !17
  %13 = call i64 asm "sub $0, $0, $1", "=r,n,0"(i32 1, i64 %12) #4, !srcloc !18
  %14 = call i64 asm "mul x0, x0, x1", "={x0},{x1},{x0}"(i64 7, i64 6) #4, !srcloc !19
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %10, i64 noundef %11, i64 noundef %13, i64 noundef %14) #5
  %16 = call double asm "fadd ${0:d}, ${1:d}, ${2:d}", "=w,w,w"(double 1.250000e+00, double 2.500000e+00) #4, !srcloc !20
  %17 = call float asm "fmul ${0:s}, ${0:s}, ${1:s}", "=w,w,0"(float 4.000000e+00, float 1.500000e+00) #4, !srcloc !21
  %18 = fpext float %17 to double
  %19 = call i64 asm "mov x9, $1\0A\09add $0, x9, #1", "=r,r,~{x9}"(i64 41) #4, !srcloc !22
  %20 = call i64 asm "mov x20, $1\0A\09add $0, x20, x20", "=r,r,~{x20}"(i64 21) #4, !srcloc !23
  %21 = call i32 asm "rev ${0:w}, ${0:w}", "=r,0"(i32 287454020) #4, !srcloc !24
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %16, double noundef %18, i64 noundef %19, i64 noundef %20, i32 noundef %4, i32 noundef %5, i32 noundef %21) #5
  br label %33

23:                                               ; preds = %33
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %42) #5
  %25 = call { i32, i32 } asm "mov ${0:w}, #0\0A1:\0A\09add ${0:w}, ${0:w}, #3\0A\09subs ${1:w}, ${1:w}, #1\0A\09b.ne 1b\0A\09b 2f\0A\09add ${0:w}, ${0:w}, #100\0A2:", "=&r,=r,1,~{cc}"(i32 7) #4, !srcloc !25
  %26 = extractvalue { i32, i32 } %25, 0
  %27 = call { i32, i32 } asm "mov ${0:w}, #0\0A1:\0A\09add ${0:w}, ${0:w}, #3\0A\09subs ${1:w}, ${1:w}, #1\0A\09b.ne 1b\0A\09b 2f\0A\09add ${0:w}, ${0:w}, #100\0A2:", "=&r,=r,1,~{cc}"(i32 1) #4, !srcloc !25
  %28 = extractvalue { i32, i32 } %27, 0
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %26, i32 noundef %28) #5
  %30 = call i32 @asm_triple(i32 noundef 14) #5
  %31 = call i32 @asm_triple(i32 noundef -5) #5
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %30, i32 noundef %31) #5
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 -3) #3
          to label %86 [label %85], !srcloc !26

33:                                               ; preds = %0, %33
  %34 = phi i64 [ 0, %0 ], [ %36, %33 ]
  %35 = phi i64 [ 0, %0 ], [ %42, %33 ]
  %36 = add nuw nsw i64 %34, 1
  %37 = call i64 asm "mov $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 %34, i64 %36) #4, !srcloc !15
  %38 = trunc i64 %34 to i32
  %39 = call i32 asm "add ${0:w}, ${1:w}, ${2:w}", "=r,r,r"(i32 %38, i32 3) #4, !srcloc !13
  %40 = sext i32 %39 to i64
  %41 = add i64 %37, %35
  %42 = add i64 %41, %40
  %43 = icmp eq i64 %36, 50
  br i1 %43, label %23, label %33, !llvm.loop !27

44:                                               ; preds = %132
  br label %45

45:                                               ; preds = %132, %44
  %46 = phi i32 [ 0, %44 ], [ 1, %132 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 5) #3
          to label %48 [label %47], !srcloc !26

47:                                               ; preds = %45
  br label %48

48:                                               ; preds = %45, %47
  %49 = phi i32 [ 0, %47 ], [ 1, %45 ]
  %50 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 0) #4
          to label %52 [label %51], !srcloc !29

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %48, %51
  %53 = phi i32 [ -1, %51 ], [ %50, %48 ]
  %54 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 7) #4
          to label %56 [label %55], !srcloc !29

55:                                               ; preds = %52
  br label %56

56:                                               ; preds = %52, %55
  %57 = phi i32 [ -1, %55 ], [ %54, %52 ]
  %58 = shl nsw i32 %91, 1
  %59 = or i32 %87, %58
  %60 = mul nsw i32 %59, 3
  %61 = add nsw i32 %94, %60
  %62 = shl nsw i32 %98, 1
  %63 = add nsw i32 %61, %62
  %64 = mul nsw i32 %63, 3
  %65 = add nsw i32 %101, %64
  %66 = shl nsw i32 %105, 1
  %67 = add nsw i32 %65, %66
  %68 = mul nsw i32 %67, 3
  %69 = add nsw i32 %108, %68
  %70 = shl nsw i32 %112, 1
  %71 = add nsw i32 %69, %70
  %72 = mul nsw i32 %71, 3
  %73 = add nsw i32 %115, %72
  %74 = shl nsw i32 %119, 1
  %75 = add nsw i32 %73, %74
  %76 = mul nsw i32 %75, 3
  %77 = add nsw i32 %122, %76
  %78 = shl nsw i32 %126, 1
  %79 = add nsw i32 %77, %78
  %80 = mul nsw i32 %79, 3
  %81 = add nsw i32 %129, %80
  %82 = shl nsw i32 %133, 1
  %83 = add nsw i32 %81, %82
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %46, i32 noundef %49, i32 noundef %53, i32 noundef %57, i32 noundef %83) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

85:                                               ; preds = %23
  br label %86

86:                                               ; preds = %23, %85
  %87 = phi i32 [ 0, %85 ], [ 1, %23 ]
  %88 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 -3) #4
          to label %90 [label %89], !srcloc !29

89:                                               ; preds = %86
  br label %90

90:                                               ; preds = %86, %89
  %91 = phi i32 [ -1, %89 ], [ %88, %86 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 -2) #3
          to label %93 [label %92], !srcloc !26

92:                                               ; preds = %90
  br label %93

93:                                               ; preds = %92, %90
  %94 = phi i32 [ 0, %92 ], [ 1, %90 ]
  %95 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 -2) #4
          to label %97 [label %96], !srcloc !29

96:                                               ; preds = %93
  br label %97

97:                                               ; preds = %96, %93
  %98 = phi i32 [ -1, %96 ], [ %95, %93 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 -1) #3
          to label %100 [label %99], !srcloc !26

99:                                               ; preds = %97
  br label %100

100:                                              ; preds = %99, %97
  %101 = phi i32 [ 0, %99 ], [ 1, %97 ]
  %102 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 -1) #4
          to label %104 [label %103], !srcloc !29

103:                                              ; preds = %100
  br label %104

104:                                              ; preds = %103, %100
  %105 = phi i32 [ -1, %103 ], [ %102, %100 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 0) #3
          to label %107 [label %106], !srcloc !26

106:                                              ; preds = %104
  br label %107

107:                                              ; preds = %106, %104
  %108 = phi i32 [ 0, %106 ], [ 1, %104 ]
  %109 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 0) #4
          to label %111 [label %110], !srcloc !29

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %110, %107
  %112 = phi i32 [ -1, %110 ], [ %109, %107 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 1) #3
          to label %114 [label %113], !srcloc !26

113:                                              ; preds = %111
  br label %114

114:                                              ; preds = %113, %111
  %115 = phi i32 [ 0, %113 ], [ 1, %111 ]
  %116 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 1) #4
          to label %118 [label %117], !srcloc !29

117:                                              ; preds = %114
  br label %118

118:                                              ; preds = %117, %114
  %119 = phi i32 [ -1, %117 ], [ %116, %114 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 2) #3
          to label %121 [label %120], !srcloc !26

120:                                              ; preds = %118
  br label %121

121:                                              ; preds = %120, %118
  %122 = phi i32 [ 0, %120 ], [ 1, %118 ]
  %123 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 2) #4
          to label %125 [label %124], !srcloc !29

124:                                              ; preds = %121
  br label %125

125:                                              ; preds = %124, %121
  %126 = phi i32 [ -1, %124 ], [ %123, %121 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 3) #3
          to label %128 [label %127], !srcloc !26

127:                                              ; preds = %125
  br label %128

128:                                              ; preds = %127, %125
  %129 = phi i32 [ 0, %127 ], [ 1, %125 ]
  %130 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 3) #4
          to label %132 [label %131], !srcloc !29

131:                                              ; preds = %128
  br label %132

132:                                              ; preds = %131, %128
  %133 = phi i32 [ -1, %131 ], [ %130, %128 ]
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 0) #3
          to label %45 [label %44], !srcloc !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @asm_triple(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{i64 1904, i64 1919, i64 1935}
!12 = !{i64 982}
!13 = !{i64 474}
!14 = !{i64 587}
!15 = !{i64 696, i64 709, i64 727}
!16 = !{i64 850, i64 864}
!17 = !{i64 1060}
!18 = !{i64 1111}
!19 = !{i64 1294}
!20 = !{i64 1413}
!21 = !{i64 1526}
!22 = !{i64 1632, i64 1645}
!23 = !{i64 1756, i64 1770}
!24 = !{i64 2049}
!25 = !{i64 2141, i64 2155, i64 2159, i64 2179, i64 2200, i64 2211, i64 2219, i64 2241}
!26 = !{i64 2349}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{i64 2475, i64 2490}
