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

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 40, ptr %1, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3
  store i32 0, ptr %2, align 4, !tbaa !4
  %3 = tail call { i32, i32, i32 } asm "mov $0, $2\0A\09mov $1, $0\0A\09mov $2, $1", "=r,=r,=&r,0,1"(i32 3, i32 9) #4, !srcloc !8
  %4 = extractvalue { i32, i32, i32 } %3, 0
  %5 = extractvalue { i32, i32, i32 } %3, 1
  call void asm "st $1, $0", "=*m,r"(ptr nonnull elementtype(i32) %2, i32 77) #3, !srcloc !9
  %6 = call i32 asm "add $1, $2, $0", "=r,r,r"(i32 40, i32 2) #4, !srcloc !10
  %7 = call i32 asm "add $0, $1, $0", "=r,r,0"(i32 23, i32 100) #4, !srcloc !11
  %8 = call i32 asm "mov $1, $0\0A\09add $0, $2, $0\0A\09add $0, $2, $0", "=&r,r,r"(i32 5, i32 7) #4, !srcloc !12
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %6, i32 noundef %7, i32 noundef %8) #5
  %10 = call i32 asm "ld $1, $0\0A\09add $0, $2, $0", "=&r,*m,r"(ptr nonnull elementtype(i32) %1, i32 2) #6, !srcloc !13
  %11 = load i32, ptr %2, align 4, !tbaa !4
  %12 = call i32 asm "add $0, $1, $0", "=r,I,0"(i32 1000, i32 1) #4, !srcloc !14
  %13 = call i32 asm "sub $0, $1, $0", "=r,n,0"(i32 1, i32 %12) #4, !srcloc !15
  %14 = call i32 asm "add %o1, %o2, %o1", "={r9},{r10},{r9}"(i32 7, i32 6) #4, !srcloc !16
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %13, i32 noundef %14) #5
  %16 = call float asm "fadds $1, $2, $0", "=f,f,f"(float 1.250000e+00, float 2.500000e+00) #4, !srcloc !17
  %17 = fpext float %16 to double
  %18 = call i32 asm "mov $1, %l3\0A\09add %l3, 1, $0", "=r,r,~{r19}"(i32 41) #4, !srcloc !18
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %17, i32 noundef %18, i32 noundef %4, i32 noundef %5) #5
  br label %30

20:                                               ; preds = %30
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %37) #5
  %22 = call { i32, i32 } asm "mov 0, $0\0A1:\0A\09add $0, 3, $0\0A\09subcc $1, 1, $1\0A\09bne 1b\0A\09nop\0A\09ba 2f\0A\09nop\0A\09add $0, 100, $0\0A2:", "=&r,=r,1,~{cc}"(i32 7) #4, !srcloc !19
  %23 = extractvalue { i32, i32 } %22, 0
  %24 = call { i32, i32 } asm "mov 0, $0\0A1:\0A\09add $0, 3, $0\0A\09subcc $1, 1, $1\0A\09bne 1b\0A\09nop\0A\09ba 2f\0A\09nop\0A\09add $0, 100, $0\0A2:", "=&r,=r,1,~{cc}"(i32 1) #4, !srcloc !19
  %25 = extractvalue { i32, i32 } %24, 0
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %23, i32 noundef %25) #5
  %27 = call i32 @asm_triple(i32 noundef 14) #5
  %28 = call i32 @asm_triple(i32 noundef -5) #5
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %27, i32 noundef %28) #5
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 -3) #3
          to label %81 [label %80], !srcloc !20

30:                                               ; preds = %0, %30
  %31 = phi i32 [ 0, %0 ], [ %33, %30 ]
  %32 = phi i32 [ 0, %0 ], [ %37, %30 ]
  %33 = add nuw nsw i32 %31, 1
  %34 = call i32 asm "mov $1, $0\0A\09add $0, $2, $0\0A\09add $0, $2, $0", "=&r,r,r"(i32 %31, i32 %33) #4, !srcloc !12
  %35 = call i32 asm "add $1, $2, $0", "=r,r,r"(i32 %31, i32 3) #4, !srcloc !10
  %36 = add i32 %34, %32
  %37 = add i32 %36, %35
  %38 = icmp eq i32 %33, 50
  br i1 %38, label %20, label %30, !llvm.loop !21

39:                                               ; preds = %127
  br label %40

40:                                               ; preds = %127, %39
  %41 = phi i32 [ 0, %39 ], [ 1, %127 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 5) #3
          to label %43 [label %42], !srcloc !20

42:                                               ; preds = %40
  br label %43

43:                                               ; preds = %40, %42
  %44 = phi i32 [ 0, %42 ], [ 1, %40 ]
  %45 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 0) #4
          to label %47 [label %46], !srcloc !23

46:                                               ; preds = %43
  br label %47

47:                                               ; preds = %43, %46
  %48 = phi i32 [ -1, %46 ], [ %45, %43 ]
  %49 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 7) #4
          to label %51 [label %50], !srcloc !23

50:                                               ; preds = %47
  br label %51

51:                                               ; preds = %47, %50
  %52 = phi i32 [ -1, %50 ], [ %49, %47 ]
  %53 = shl nsw i32 %86, 1
  %54 = or i32 %82, %53
  %55 = mul nsw i32 %54, 3
  %56 = add nsw i32 %89, %55
  %57 = shl nsw i32 %93, 1
  %58 = add nsw i32 %56, %57
  %59 = mul nsw i32 %58, 3
  %60 = add nsw i32 %96, %59
  %61 = shl nsw i32 %100, 1
  %62 = add nsw i32 %60, %61
  %63 = mul nsw i32 %62, 3
  %64 = add nsw i32 %103, %63
  %65 = shl nsw i32 %107, 1
  %66 = add nsw i32 %64, %65
  %67 = mul nsw i32 %66, 3
  %68 = add nsw i32 %110, %67
  %69 = shl nsw i32 %114, 1
  %70 = add nsw i32 %68, %69
  %71 = mul nsw i32 %70, 3
  %72 = add nsw i32 %117, %71
  %73 = shl nsw i32 %121, 1
  %74 = add nsw i32 %72, %73
  %75 = mul nsw i32 %74, 3
  %76 = add nsw i32 %124, %75
  %77 = shl nsw i32 %128, 1
  %78 = add nsw i32 %76, %77
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %41, i32 noundef %44, i32 noundef %48, i32 noundef %52, i32 noundef %78) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

80:                                               ; preds = %20
  br label %81

81:                                               ; preds = %20, %80
  %82 = phi i32 [ 0, %80 ], [ 1, %20 ]
  %83 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 -3) #4
          to label %85 [label %84], !srcloc !23

84:                                               ; preds = %81
  br label %85

85:                                               ; preds = %81, %84
  %86 = phi i32 [ -1, %84 ], [ %83, %81 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 -2) #3
          to label %88 [label %87], !srcloc !20

87:                                               ; preds = %85
  br label %88

88:                                               ; preds = %87, %85
  %89 = phi i32 [ 0, %87 ], [ 1, %85 ]
  %90 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 -2) #4
          to label %92 [label %91], !srcloc !23

91:                                               ; preds = %88
  br label %92

92:                                               ; preds = %91, %88
  %93 = phi i32 [ -1, %91 ], [ %90, %88 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 -1) #3
          to label %95 [label %94], !srcloc !20

94:                                               ; preds = %92
  br label %95

95:                                               ; preds = %94, %92
  %96 = phi i32 [ 0, %94 ], [ 1, %92 ]
  %97 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 -1) #4
          to label %99 [label %98], !srcloc !23

98:                                               ; preds = %95
  br label %99

99:                                               ; preds = %98, %95
  %100 = phi i32 [ -1, %98 ], [ %97, %95 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 0) #3
          to label %102 [label %101], !srcloc !20

101:                                              ; preds = %99
  br label %102

102:                                              ; preds = %101, %99
  %103 = phi i32 [ 0, %101 ], [ 1, %99 ]
  %104 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 0) #4
          to label %106 [label %105], !srcloc !23

105:                                              ; preds = %102
  br label %106

106:                                              ; preds = %105, %102
  %107 = phi i32 [ -1, %105 ], [ %104, %102 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 1) #3
          to label %109 [label %108], !srcloc !20

108:                                              ; preds = %106
  br label %109

109:                                              ; preds = %108, %106
  %110 = phi i32 [ 0, %108 ], [ 1, %106 ]
  %111 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 1) #4
          to label %113 [label %112], !srcloc !23

112:                                              ; preds = %109
  br label %113

113:                                              ; preds = %112, %109
  %114 = phi i32 [ -1, %112 ], [ %111, %109 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 2) #3
          to label %116 [label %115], !srcloc !20

115:                                              ; preds = %113
  br label %116

116:                                              ; preds = %115, %113
  %117 = phi i32 [ 0, %115 ], [ 1, %113 ]
  %118 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 2) #4
          to label %120 [label %119], !srcloc !23

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %119, %116
  %121 = phi i32 [ -1, %119 ], [ %118, %116 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 3) #3
          to label %123 [label %122], !srcloc !20

122:                                              ; preds = %120
  br label %123

123:                                              ; preds = %122, %120
  %124 = phi i32 [ 0, %122 ], [ 1, %120 ]
  %125 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 3) #4
          to label %127 [label %126], !srcloc !23

126:                                              ; preds = %123
  br label %127

127:                                              ; preds = %126, %123
  %128 = phi i32 [ -1, %126 ], [ %125, %123 ]
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 0) #3
          to label %40 [label %39], !srcloc !20
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
!8 = !{i64 1647, i64 1660, i64 1674}
!9 = !{i64 966}
!10 = !{i64 475}
!11 = !{i64 582}
!12 = !{i64 687, i64 700, i64 718}
!13 = !{i64 841, i64 853}
!14 = !{i64 1041}
!15 = !{i64 1092}
!16 = !{i64 1270}
!17 = !{i64 1391}
!18 = !{i64 1500, i64 1515}
!19 = !{i64 1792, i64 1804, i64 1808, i64 1825, i64 1844, i64 1854, i64 1861, i64 1870, i64 1877, i64 1896}
!20 = !{i64 2004, i64 2016, i64 2026}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{i64 2149, i64 2162, i64 2175, i64 2185}
