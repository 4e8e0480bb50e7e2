; ModuleID = 'tests/completeness/x86_64.c'
source_filename = "tests/completeness/x86_64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple,@function"
module asm ".p2align 4"
module asm "asm_triple:"
module asm "\09leal (%rdi,%rdi,2), %eax"
module asm "\09ret"
module asm ".size asm_triple, .-asm_triple"

@.str = private unnamed_addr constant [11 x i8] c"%d %ld %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d %lu %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d %u %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%x %.2f %d %d %d %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 40, ptr %1, align 4, !tbaa !4
  %2 = tail call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 -1, i64 3) #4, !srcloc !8
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  %5 = tail call { i32, i32 } asm "xchgl $0, $1", "=r,=r,0,1,~{dirflag},~{fpsr},~{flags}"(i32 3, i32 9) #4, !srcloc !9
  %6 = extractvalue { i32, i32 } %5, 0
  %7 = extractvalue { i32, i32 } %5, 1
  %8 = tail call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 40, i32 2) #4, !srcloc !10
  %9 = tail call i64 asm "addq $1, $0", "=r,r,0,~{dirflag},~{fpsr},~{flags}"(i64 23, i64 100) #4, !srcloc !11
  %10 = tail call i32 asm "movl $1, $0\0A\09addl $2, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 5, i32 7) #4, !srcloc !12
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %8, i64 noundef %9, i32 noundef %10) #5
  call void asm "movl $1, %eax\0A\09addl $2, %eax\0A\09movl %eax, $0", "=*m,=*m,r,*m,~{eax},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %1, ptr nonnull elementtype(i32) %1, i32 2, ptr nonnull elementtype(i32) %1) #3, !srcloc !13
  %12 = load i32, ptr %1, align 4, !tbaa !4
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %12, i64 noundef %3, i64 noundef %4) #5
  %14 = call i32 asm "addl $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i32 1) #4, !srcloc !14
  %15 = call i32 asm "subl $1, $0", "=r,n,0,~{dirflag},~{fpsr},~{flags}"(i32 1, i32 %14) #4, !srcloc !15
  %16 = call i32 asm "movl ${1:k}, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 4886718345) #4, !srcloc !16
  %17 = call i8 asm "cmpl $2, $1\0A\09sete $0", "=q,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3, i32 3) #4, !srcloc !17
  %18 = zext i8 %17 to i32
  %19 = call i8 asm "cmpl $2, $1\0A\09sete $0", "=q,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3, i32 4) #4, !srcloc !17
  %20 = zext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %15, i32 noundef %16, i32 noundef %18, i32 noundef %20) #5
  %22 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 287454020) #4, !srcloc !18
  %23 = call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double 2.500000e+00, double 1.250000e+00) #4, !srcloc !19
  %24 = call i32 asm "movl $1, %ebx\0A\09leal 1(%rbx), $0", "=r,r,~{rbx},~{dirflag},~{fpsr},~{flags}"(i32 41) #4, !srcloc !20
  %25 = call i64 asm "leaq 16($1), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 4) #4, !srcloc !21
  %26 = call i64 asm "shlq $$2, $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %25) #4, !srcloc !22
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %22, double noundef %23, i32 noundef %24, i32 noundef %6, i32 noundef %7, i64 noundef %26) #5
  br label %38

28:                                               ; preds = %38
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %46) #5
  %30 = call { i32, i32 } asm "xorl $0, $0\0A1:\0A\09addl $$3, $0\0A\09decl $1\0A\09jnz 1b\0A\09jmp 2f\0A\09addl $$100, $0\0A2:", "=&r,=r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 7) #4, !srcloc !23
  %31 = extractvalue { i32, i32 } %30, 0
  %32 = call { i32, i32 } asm "xorl $0, $0\0A1:\0A\09addl $$3, $0\0A\09decl $1\0A\09jnz 1b\0A\09jmp 2f\0A\09addl $$100, $0\0A2:", "=&r,=r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1) #4, !srcloc !23
  %33 = extractvalue { i32, i32 } %32, 0
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %31, i32 noundef %33) #5
  %35 = call i32 @asm_triple(i32 noundef 14) #5
  %36 = call i32 @asm_triple(i32 noundef -5) #5
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %35, i32 noundef %36) #5
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -3) #3
          to label %90 [label %89], !srcloc !24

38:                                               ; preds = %0, %38
  %39 = phi i32 [ 0, %0 ], [ %41, %38 ]
  %40 = phi i64 [ 0, %0 ], [ %46, %38 ]
  %41 = add nuw nsw i32 %39, 1
  %42 = call i32 asm "movl $1, $0\0A\09addl $2, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %39, i32 %41) #4, !srcloc !12
  %43 = call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %39, i32 3) #4, !srcloc !10
  %44 = add nsw i32 %43, %42
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %40, %45
  %47 = icmp eq i32 %41, 50
  br i1 %47, label %28, label %38, !llvm.loop !25

48:                                               ; preds = %136
  br label %49

49:                                               ; preds = %136, %48
  %50 = phi i32 [ 0, %48 ], [ 1, %136 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 5) #3
          to label %52 [label %51], !srcloc !24

51:                                               ; preds = %49
  br label %52

52:                                               ; preds = %49, %51
  %53 = phi i32 [ 0, %51 ], [ 1, %49 ]
  %54 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #4
          to label %56 [label %55], !srcloc !27

55:                                               ; preds = %52
  br label %56

56:                                               ; preds = %52, %55
  %57 = phi i32 [ -1, %55 ], [ %54, %52 ]
  %58 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 7) #4
          to label %60 [label %59], !srcloc !27

59:                                               ; preds = %56
  br label %60

60:                                               ; preds = %56, %59
  %61 = phi i32 [ -1, %59 ], [ %58, %56 ]
  %62 = shl nsw i32 %95, 1
  %63 = or i32 %91, %62
  %64 = mul nsw i32 %63, 3
  %65 = add nsw i32 %98, %64
  %66 = shl nsw i32 %102, 1
  %67 = add nsw i32 %65, %66
  %68 = mul nsw i32 %67, 3
  %69 = add nsw i32 %105, %68
  %70 = shl nsw i32 %109, 1
  %71 = add nsw i32 %69, %70
  %72 = mul nsw i32 %71, 3
  %73 = add nsw i32 %112, %72
  %74 = shl nsw i32 %116, 1
  %75 = add nsw i32 %73, %74
  %76 = mul nsw i32 %75, 3
  %77 = add nsw i32 %119, %76
  %78 = shl nsw i32 %123, 1
  %79 = add nsw i32 %77, %78
  %80 = mul nsw i32 %79, 3
  %81 = add nsw i32 %126, %80
  %82 = shl nsw i32 %130, 1
  %83 = add nsw i32 %81, %82
  %84 = mul nsw i32 %83, 3
  %85 = add nsw i32 %133, %84
  %86 = shl nsw i32 %137, 1
  %87 = add nsw i32 %85, %86
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %50, i32 noundef %53, i32 noundef %57, i32 noundef %61, i32 noundef %87) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

89:                                               ; preds = %28
  br label %90

90:                                               ; preds = %28, %89
  %91 = phi i32 [ 0, %89 ], [ 1, %28 ]
  %92 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -3) #4
          to label %94 [label %93], !srcloc !27

93:                                               ; preds = %90
  br label %94

94:                                               ; preds = %90, %93
  %95 = phi i32 [ -1, %93 ], [ %92, %90 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -2) #3
          to label %97 [label %96], !srcloc !24

96:                                               ; preds = %94
  br label %97

97:                                               ; preds = %96, %94
  %98 = phi i32 [ 0, %96 ], [ 1, %94 ]
  %99 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -2) #4
          to label %101 [label %100], !srcloc !27

100:                                              ; preds = %97
  br label %101

101:                                              ; preds = %100, %97
  %102 = phi i32 [ -1, %100 ], [ %99, %97 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -1) #3
          to label %104 [label %103], !srcloc !24

103:                                              ; preds = %101
  br label %104

104:                                              ; preds = %103, %101
  %105 = phi i32 [ 0, %103 ], [ 1, %101 ]
  %106 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -1) #4
          to label %108 [label %107], !srcloc !27

107:                                              ; preds = %104
  br label %108

108:                                              ; preds = %107, %104
  %109 = phi i32 [ -1, %107 ], [ %106, %104 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #3
          to label %111 [label %110], !srcloc !24

110:                                              ; preds = %108
  br label %111

111:                                              ; preds = %110, %108
  %112 = phi i32 [ 0, %110 ], [ 1, %108 ]
  %113 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #4
          to label %115 [label %114], !srcloc !27

114:                                              ; preds = %111
  br label %115

115:                                              ; preds = %114, %111
  %116 = phi i32 [ -1, %114 ], [ %113, %111 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1) #3
          to label %118 [label %117], !srcloc !24

117:                                              ; preds = %115
  br label %118

118:                                              ; preds = %117, %115
  %119 = phi i32 [ 0, %117 ], [ 1, %115 ]
  %120 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1) #4
          to label %122 [label %121], !srcloc !27

121:                                              ; preds = %118
  br label %122

122:                                              ; preds = %121, %118
  %123 = phi i32 [ -1, %121 ], [ %120, %118 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 2) #3
          to label %125 [label %124], !srcloc !24

124:                                              ; preds = %122
  br label %125

125:                                              ; preds = %124, %122
  %126 = phi i32 [ 0, %124 ], [ 1, %122 ]
  %127 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 2) #4
          to label %129 [label %128], !srcloc !27

128:                                              ; preds = %125
  br label %129

129:                                              ; preds = %128, %125
  %130 = phi i32 [ -1, %128 ], [ %127, %125 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3) #3
          to label %132 [label %131], !srcloc !24

131:                                              ; preds = %129
  br label %132

132:                                              ; preds = %131, %129
  %133 = phi i32 [ 0, %131 ], [ 1, %129 ]
  %134 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3) #4
          to label %136 [label %135], !srcloc !27

135:                                              ; preds = %132
  br label %136

136:                                              ; preds = %135, %132
  %137 = phi i32 [ -1, %135 ], [ %134, %132 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #3
          to label %49 [label %48], !srcloc !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @asm_triple(i32 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }

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
!8 = !{i64 1130}
!9 = !{i64 2003}
!10 = !{i64 462}
!11 = !{i64 569}
!12 = !{i64 740, i64 754, i64 769}
!13 = !{i64 884, i64 901, i64 919}
!14 = !{i64 1251}
!15 = !{i64 1299}
!16 = !{i64 1414}
!17 = !{i64 1540, i64 1554}
!18 = !{i64 1667}
!19 = !{i64 1756}
!20 = !{i64 1854, i64 1871}
!21 = !{i64 2101}
!22 = !{i64 2150}
!23 = !{i64 2241, i64 2255, i64 2259, i64 2274, i64 2285, i64 2295, i64 2305, i64 2322}
!24 = !{i64 2430, i64 2445}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{i64 2571, i64 2585, i64 2601}
