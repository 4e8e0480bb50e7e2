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
@.str.6 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"%.18Lg %.18Lg %.17g\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3
  store i32 40, ptr %2, align 4, !tbaa !4
  %3 = tail call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 -1, i64 3) #4, !srcloc !8
  %4 = extractvalue { i64, i64 } %3, 0
  %5 = extractvalue { i64, i64 } %3, 1
  %6 = tail call { i32, i32 } asm "xchgl $0, $1", "=r,=r,0,1,~{dirflag},~{fpsr},~{flags}"(i32 3, i32 9) #4, !srcloc !9
  %7 = extractvalue { i32, i32 } %6, 0
  %8 = extractvalue { i32, i32 } %6, 1
  %9 = tail call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 40, i32 2) #4, !srcloc !10
  %10 = tail call i64 asm "addq $1, $0", "=r,r,0,~{dirflag},~{fpsr},~{flags}"(i64 23, i64 100) #4, !srcloc !11
  %11 = tail call i32 asm "movl $1, $0\0A\09addl $2, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 5, i32 7) #4, !srcloc !12
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %9, i64 noundef %10, i32 noundef %11) #5
  call void asm "movl $1, %eax\0A\09addl $2, %eax\0A\09movl %eax, $0", "=*m,=*m,r,*m,~{eax},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2, i32 2, ptr nonnull elementtype(i32) %2) #3, !srcloc !13
  %13 = load i32, ptr %2, align 4, !tbaa !4
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %13, i64 noundef %4, i64 noundef %5) #5
  %15 = call i32 asm "addl $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i32 1) #4, !srcloc !14
  %16 = call i32 asm "subl $1, $0", "=r,n,0,~{dirflag},~{fpsr},~{flags}"(i32 1, i32 %15) #4, !srcloc !15
  %17 = call i32 asm "movl ${1:k}, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 4886718345) #4, !srcloc !16
  %18 = call i8 asm "cmpl $2, $1\0A\09sete $0", "=q,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3, i32 3) #4, !srcloc !17
  %19 = zext i8 %18 to i32
  %20 = call i8 asm "cmpl $2, $1\0A\09sete $0", "=q,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3, i32 4) #4, !srcloc !17
  %21 = zext i8 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %16, i32 noundef %17, i32 noundef %19, i32 noundef %21) #5
  %23 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 287454020) #4, !srcloc !18
  %24 = call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double 2.500000e+00, double 1.250000e+00) #4, !srcloc !19
  %25 = call i32 asm "movl $1, %ebx\0A\09leal 1(%rbx), $0", "=r,r,~{rbx},~{dirflag},~{fpsr},~{flags}"(i32 41) #4, !srcloc !20
  %26 = call i64 asm "leaq 16($1), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 4) #4, !srcloc !21
  %27 = call i64 asm "shlq $$2, $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %26) #4, !srcloc !22
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %23, double noundef %24, i32 noundef %25, i32 noundef %7, i32 noundef %8, i64 noundef %27) #5
  br label %41

29:                                               ; preds = %41
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i64 noundef %49) #5
  %31 = call { i32, i32 } asm "xorl $0, $0\0A1:\0A\09addl $$3, $0\0A\09decl $1\0A\09jnz 1b\0A\09jmp 2f\0A\09addl $$100, $0\0A2:", "=&r,=r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 7) #4, !srcloc !23
  %32 = extractvalue { i32, i32 } %31, 0
  %33 = call { i32, i32 } asm "xorl $0, $0\0A1:\0A\09addl $$3, $0\0A\09decl $1\0A\09jnz 1b\0A\09jmp 2f\0A\09addl $$100, $0\0A2:", "=&r,=r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1) #4, !srcloc !23
  %34 = extractvalue { i32, i32 } %33, 0
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %32, i32 noundef %34) #5
  %36 = call i32 @asm_triple(i32 noundef 14) #5
  %37 = call i32 @asm_triple(i32 noundef -5) #5
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %36, i32 noundef %37) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 35, ptr %1, align 4, !tbaa !4
  call void asm sideeffect "addl $$7, $0", "=*imr,0,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %1, i32 35) #3, !srcloc !24
  %39 = load i32, ptr %1, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %39) #5
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -3) #3
          to label %107 [label %106], !srcloc !25

41:                                               ; preds = %0, %41
  %42 = phi i64 [ 0, %0 ], [ %49, %41 ]
  %43 = phi i32 [ 0, %0 ], [ %44, %41 ]
  %44 = add nuw nsw i32 %43, 1
  %45 = call i32 asm "movl $1, $0\0A\09addl $2, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %43, i32 %44) #4, !srcloc !12
  %46 = call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %43, i32 3) #4, !srcloc !10
  %47 = add nsw i32 %46, %45
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %42, %48
  %50 = icmp eq i32 %44, 50
  br i1 %50, label %29, label %41, !llvm.loop !26

51:                                               ; preds = %153
  br label %52

52:                                               ; preds = %153, %51
  %53 = phi i32 [ 0, %51 ], [ 1, %153 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 5) #3
          to label %55 [label %54], !srcloc !25

54:                                               ; preds = %52
  br label %55

55:                                               ; preds = %52, %54
  %56 = phi i32 [ 0, %54 ], [ 1, %52 ]
  %57 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #4
          to label %59 [label %58], !srcloc !28

58:                                               ; preds = %55
  br label %59

59:                                               ; preds = %55, %58
  %60 = phi i32 [ -1, %58 ], [ %57, %55 ]
  %61 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 7) #4
          to label %63 [label %62], !srcloc !28

62:                                               ; preds = %59
  br label %63

63:                                               ; preds = %59, %62
  %64 = phi i32 [ -1, %62 ], [ %61, %59 ]
  %65 = shl nsw i32 %112, 1
  %66 = or i32 %108, %65
  %67 = mul nsw i32 %66, 3
  %68 = add nsw i32 %115, %67
  %69 = shl nsw i32 %119, 1
  %70 = add nsw i32 %68, %69
  %71 = mul nsw i32 %70, 3
  %72 = add nsw i32 %122, %71
  %73 = shl nsw i32 %126, 1
  %74 = add nsw i32 %72, %73
  %75 = mul nsw i32 %74, 3
  %76 = add nsw i32 %129, %75
  %77 = shl nsw i32 %133, 1
  %78 = add nsw i32 %76, %77
  %79 = mul nsw i32 %78, 3
  %80 = add nsw i32 %136, %79
  %81 = shl nsw i32 %140, 1
  %82 = add nsw i32 %80, %81
  %83 = mul nsw i32 %82, 3
  %84 = add nsw i32 %143, %83
  %85 = shl nsw i32 %147, 1
  %86 = add nsw i32 %84, %85
  %87 = mul nsw i32 %86, 3
  %88 = add nsw i32 %150, %87
  %89 = shl nsw i32 %154, 1
  %90 = add nsw i32 %88, %89
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %53, i32 noundef %56, i32 noundef %60, i32 noundef %64, i32 noundef %90) #5
  %92 = call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 0xK40008000000000000000) #4
  %93 = call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %92, x86_fp80 0xK00000000000000000000) #4, !srcloc !29
  %94 = call x86_fp80 asm "fmulp", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %93, x86_fp80 0xK3FFFC000000000000000) #4, !srcloc !30
  %95 = fadd x86_fp80 %94, 0xK3FFD8000000000000000
  %96 = call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %95) #4, !srcloc !31
  %97 = call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %96, x86_fp80 0xK3FFF8000000000000000) #4, !srcloc !29
  %98 = call x86_fp80 asm "fmulp", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %97, x86_fp80 0xK3FFFC000000000000000) #4, !srcloc !30
  %99 = fadd x86_fp80 %98, 0xK3FFD8000000000000000
  %100 = call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %99) #4, !srcloc !31
  %101 = call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %100, x86_fp80 0xK40008000000000000000) #4, !srcloc !29
  %102 = call x86_fp80 asm "fmulp", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %101, x86_fp80 0xK3FFFC000000000000000) #4, !srcloc !30
  %103 = fadd x86_fp80 %102, 0xK3FFD8000000000000000
  %104 = tail call double asm "fldpi", "={st},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !32
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.8, x86_fp80 noundef %92, x86_fp80 noundef %103, double noundef %104) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3
  ret i32 0

106:                                              ; preds = %29
  br label %107

107:                                              ; preds = %29, %106
  %108 = phi i32 [ 0, %106 ], [ 1, %29 ]
  %109 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -3) #4
          to label %111 [label %110], !srcloc !28

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %107, %110
  %112 = phi i32 [ -1, %110 ], [ %109, %107 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -2) #3
          to label %114 [label %113], !srcloc !25

113:                                              ; preds = %111
  br label %114

114:                                              ; preds = %113, %111
  %115 = phi i32 [ 0, %113 ], [ 1, %111 ]
  %116 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -2) #4
          to label %118 [label %117], !srcloc !28

117:                                              ; preds = %114
  br label %118

118:                                              ; preds = %117, %114
  %119 = phi i32 [ -1, %117 ], [ %116, %114 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -1) #3
          to label %121 [label %120], !srcloc !25

120:                                              ; preds = %118
  br label %121

121:                                              ; preds = %120, %118
  %122 = phi i32 [ 0, %120 ], [ 1, %118 ]
  %123 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 -1) #4
          to label %125 [label %124], !srcloc !28

124:                                              ; preds = %121
  br label %125

125:                                              ; preds = %124, %121
  %126 = phi i32 [ -1, %124 ], [ %123, %121 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #3
          to label %128 [label %127], !srcloc !25

127:                                              ; preds = %125
  br label %128

128:                                              ; preds = %127, %125
  %129 = phi i32 [ 0, %127 ], [ 1, %125 ]
  %130 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #4
          to label %132 [label %131], !srcloc !28

131:                                              ; preds = %128
  br label %132

132:                                              ; preds = %131, %128
  %133 = phi i32 [ -1, %131 ], [ %130, %128 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1) #3
          to label %135 [label %134], !srcloc !25

134:                                              ; preds = %132
  br label %135

135:                                              ; preds = %134, %132
  %136 = phi i32 [ 0, %134 ], [ 1, %132 ]
  %137 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1) #4
          to label %139 [label %138], !srcloc !28

138:                                              ; preds = %135
  br label %139

139:                                              ; preds = %138, %135
  %140 = phi i32 [ -1, %138 ], [ %137, %135 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 2) #3
          to label %142 [label %141], !srcloc !25

141:                                              ; preds = %139
  br label %142

142:                                              ; preds = %141, %139
  %143 = phi i32 [ 0, %141 ], [ 1, %139 ]
  %144 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 2) #4
          to label %146 [label %145], !srcloc !28

145:                                              ; preds = %142
  br label %146

146:                                              ; preds = %145, %142
  %147 = phi i32 [ -1, %145 ], [ %144, %142 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3) #3
          to label %149 [label %148], !srcloc !25

148:                                              ; preds = %146
  br label %149

149:                                              ; preds = %148, %146
  %150 = phi i32 [ 0, %148 ], [ 1, %146 ]
  %151 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 3) #4
          to label %153 [label %152], !srcloc !28

152:                                              ; preds = %149
  br label %153

153:                                              ; preds = %152, %149
  %154 = phi i32 [ -1, %152 ], [ %151, %149 ]
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 0) #3
          to label %52 [label %51], !srcloc !25
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
!8 = !{i64 1150}
!9 = !{i64 2023}
!10 = !{i64 482}
!11 = !{i64 589}
!12 = !{i64 760, i64 774, i64 789}
!13 = !{i64 904, i64 921, i64 939}
!14 = !{i64 1271}
!15 = !{i64 1319}
!16 = !{i64 1434}
!17 = !{i64 1560, i64 1574}
!18 = !{i64 1687}
!19 = !{i64 1776}
!20 = !{i64 1874, i64 1891}
!21 = !{i64 2121}
!22 = !{i64 2170}
!23 = !{i64 2261, i64 2275, i64 2279, i64 2294, i64 2305, i64 2315, i64 2325, i64 2342}
!24 = !{i64 2835}
!25 = !{i64 2450, i64 2465}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{i64 2591, i64 2605, i64 2621}
!29 = !{i64 3327}
!30 = !{i64 3507}
!31 = !{i64 3195}
!32 = !{i64 3763}
