; ModuleID = 'tests/completeness/riscv64.c'
source_filename = "tests/completeness/riscv64.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple,@function"
module asm ".p2align 2"
module asm "asm_triple:"
module asm "\09slli a1, a0, 1"
module asm "\09addw a0, a0, a1"
module asm "\09ret"
module asm ".size asm_triple, .-asm_triple"

@.str = private unnamed_addr constant [12 x i8] c"%d %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%d %ld %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"%.2f %.2f %ld %ld %d %d %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 40, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  store i64 0, ptr %2, align 8, !tbaa !10
  %3 = tail call { i32, i32, i32 } asm "mv $2, $0\0A\09mv $0, $1\0A\09mv $1, $2", "=r,=r,=&r,0,1"(i32 3, i32 9) #4, !srcloc !12
  %4 = extractvalue { i32, i32, i32 } %3, 0
  %5 = extractvalue { i32, i32, i32 } %3, 1
  call void asm "sd $1, $0", "=*m,r"(ptr nonnull elementtype(i64) %2, i64 77) #3, !srcloc !13
  call void asm sideeffect "fence", "~{memory}"() #3, !srcloc !14
  %6 = call i32 asm "addw $0, $1, $2", "=r,r,r"(i32 40, i32 2) #4, !srcloc !15
  %7 = call i64 asm "add $0, $0, $1", "=r,r,0"(i64 23, i64 100) #4, !srcloc !16
  %8 = call i64 asm "mv $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 5, i64 7) #4, !srcloc !17
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %6, i64 noundef %7, i64 noundef %8) #5
  %10 = call i32 asm "lw $0, $1\0A\09addw $0, $0, $2", "=&r,*m,r"(ptr nonnull elementtype(i32) %1, i32 2) #6, !srcloc !18
  %11 = load i64, ptr %2, align 8, !tbaa !10
  %12 = call i64 asm "addi $0, $0, $1", "=r,I,0"(i32 1000, i64 1) #4, !srcloc !19
  %13 = call i64 asm "addi $0, $0, $1", "=r,n,0"(i32 -1, i64 %12) #4, !srcloc !20
  %14 = call i64 asm "mul a0, a0, a1", "={x10},{x11},{x10}"(i64 7, i64 6) #4, !srcloc !21
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %10, i64 noundef %11, i64 noundef %13, i64 noundef %14) #5
  %16 = call double asm "fadd.d $0, $1, $2", "=f,f,f"(double 1.250000e+00, double 2.500000e+00) #4, !srcloc !22
  %17 = call float asm "fmul.s $0, $0, $1", "=f,f,0"(float 4.000000e+00, float 1.500000e+00) #4, !srcloc !23
  %18 = fpext float %17 to double
  %19 = call i64 asm "mv t0, $1\0A\09addi $0, t0, 1", "=r,r,~{x5}"(i64 41) #4, !srcloc !24
  %20 = call i64 asm "mv s1, $1\0A\09add $0, s1, s1", "=r,r,~{x9}"(i64 21) #4, !srcloc !25
  %21 = tail call i64 asm "li $0, 123456", "=r"() #4, !srcloc !26
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %16, double noundef %18, i64 noundef %19, i64 noundef %20, i32 noundef signext %4, i32 noundef signext %5, i64 noundef %21) #5
  br label %35

23:                                               ; preds = %35
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %44) #5
  %25 = call { i64, i64 } asm "li $0, 0\0A1:\0A\09addi $0, $0, 3\0A\09addi $1, $1, -1\0A\09bnez $1, 1b\0A\09j 2f\0A\09addi $0, $0, 100\0A2:", "=&r,=r,1"(i64 7) #4, !srcloc !27
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = trunc i64 %26 to i32
  %28 = call { i64, i64 } asm "li $0, 0\0A1:\0A\09addi $0, $0, 3\0A\09addi $1, $1, -1\0A\09bnez $1, 1b\0A\09j 2f\0A\09addi $0, $0, 100\0A2:", "=&r,=r,1"(i64 1) #4, !srcloc !27
  %29 = extractvalue { i64, i64 } %28, 0
  %30 = trunc i64 %29 to i32
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %27, i32 noundef signext %30) #5
  %32 = call signext i32 @asm_triple(i32 noundef signext 14) #5
  %33 = call signext i32 @asm_triple(i32 noundef signext -5) #5
  %34 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %32, i32 noundef signext %33) #5
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 -3) #3
          to label %88 [label %87], !srcloc !28

35:                                               ; preds = %0, %35
  %36 = phi i64 [ 0, %0 ], [ %38, %35 ]
  %37 = phi i64 [ 0, %0 ], [ %44, %35 ]
  %38 = add nuw nsw i64 %36, 1
  %39 = call i64 asm "mv $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 %36, i64 %38) #4, !srcloc !17
  %40 = trunc i64 %36 to i32
  %41 = call i32 asm "addw $0, $1, $2", "=r,r,r"(i32 %40, i32 3) #4, !srcloc !15
  %42 = sext i32 %41 to i64
  %43 = add i64 %39, %37
  %44 = add i64 %43, %42
  %45 = icmp eq i64 %38, 50
  br i1 %45, label %23, label %35, !llvm.loop !29

46:                                               ; preds = %134
  br label %47

47:                                               ; preds = %134, %46
  %48 = phi i32 [ 0, %46 ], [ 1, %134 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 5) #3
          to label %50 [label %49], !srcloc !28

49:                                               ; preds = %47
  br label %50

50:                                               ; preds = %47, %49
  %51 = phi i32 [ 0, %49 ], [ 1, %47 ]
  %52 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 0) #4
          to label %54 [label %53], !srcloc !31

53:                                               ; preds = %50
  br label %54

54:                                               ; preds = %50, %53
  %55 = phi i32 [ -1, %53 ], [ %52, %50 ]
  %56 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 7) #4
          to label %58 [label %57], !srcloc !31

57:                                               ; preds = %54
  br label %58

58:                                               ; preds = %54, %57
  %59 = phi i32 [ -1, %57 ], [ %56, %54 ]
  %60 = shl nsw i32 %93, 1
  %61 = or i32 %89, %60
  %62 = mul nsw i32 %61, 3
  %63 = add nsw i32 %96, %62
  %64 = shl nsw i32 %100, 1
  %65 = add nsw i32 %63, %64
  %66 = mul nsw i32 %65, 3
  %67 = add nsw i32 %103, %66
  %68 = shl nsw i32 %107, 1
  %69 = add nsw i32 %67, %68
  %70 = mul nsw i32 %69, 3
  %71 = add nsw i32 %110, %70
  %72 = shl nsw i32 %114, 1
  %73 = add nsw i32 %71, %72
  %74 = mul nsw i32 %73, 3
  %75 = add nsw i32 %117, %74
  %76 = shl nsw i32 %121, 1
  %77 = add nsw i32 %75, %76
  %78 = mul nsw i32 %77, 3
  %79 = add nsw i32 %124, %78
  %80 = shl nsw i32 %128, 1
  %81 = add nsw i32 %79, %80
  %82 = mul nsw i32 %81, 3
  %83 = add nsw i32 %131, %82
  %84 = shl nsw i32 %135, 1
  %85 = add nsw i32 %83, %84
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %48, i32 noundef signext %51, i32 noundef signext %55, i32 noundef signext %59, i32 noundef signext %85) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

87:                                               ; preds = %23
  br label %88

88:                                               ; preds = %23, %87
  %89 = phi i32 [ 0, %87 ], [ 1, %23 ]
  %90 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 -3) #4
          to label %92 [label %91], !srcloc !31

91:                                               ; preds = %88
  br label %92

92:                                               ; preds = %88, %91
  %93 = phi i32 [ -1, %91 ], [ %90, %88 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 -2) #3
          to label %95 [label %94], !srcloc !28

94:                                               ; preds = %92
  br label %95

95:                                               ; preds = %94, %92
  %96 = phi i32 [ 0, %94 ], [ 1, %92 ]
  %97 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 -2) #4
          to label %99 [label %98], !srcloc !31

98:                                               ; preds = %95
  br label %99

99:                                               ; preds = %98, %95
  %100 = phi i32 [ -1, %98 ], [ %97, %95 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 -1) #3
          to label %102 [label %101], !srcloc !28

101:                                              ; preds = %99
  br label %102

102:                                              ; preds = %101, %99
  %103 = phi i32 [ 0, %101 ], [ 1, %99 ]
  %104 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 -1) #4
          to label %106 [label %105], !srcloc !31

105:                                              ; preds = %102
  br label %106

106:                                              ; preds = %105, %102
  %107 = phi i32 [ -1, %105 ], [ %104, %102 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 0) #3
          to label %109 [label %108], !srcloc !28

108:                                              ; preds = %106
  br label %109

109:                                              ; preds = %108, %106
  %110 = phi i32 [ 0, %108 ], [ 1, %106 ]
  %111 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 0) #4
          to label %113 [label %112], !srcloc !31

112:                                              ; preds = %109
  br label %113

113:                                              ; preds = %112, %109
  %114 = phi i32 [ -1, %112 ], [ %111, %109 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 1) #3
          to label %116 [label %115], !srcloc !28

115:                                              ; preds = %113
  br label %116

116:                                              ; preds = %115, %113
  %117 = phi i32 [ 0, %115 ], [ 1, %113 ]
  %118 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 1) #4
          to label %120 [label %119], !srcloc !31

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %119, %116
  %121 = phi i32 [ -1, %119 ], [ %118, %116 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 2) #3
          to label %123 [label %122], !srcloc !28

122:                                              ; preds = %120
  br label %123

123:                                              ; preds = %122, %120
  %124 = phi i32 [ 0, %122 ], [ 1, %120 ]
  %125 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 2) #4
          to label %127 [label %126], !srcloc !31

126:                                              ; preds = %123
  br label %127

127:                                              ; preds = %126, %123
  %128 = phi i32 [ -1, %126 ], [ %125, %123 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 3) #3
          to label %130 [label %129], !srcloc !28

129:                                              ; preds = %127
  br label %130

130:                                              ; preds = %129, %127
  %131 = phi i32 [ 0, %129 ], [ 1, %127 ]
  %132 = callbr i32 asm "mv $0, $1\0A\09beqz $1, ${2:l}", "=r,r,!i"(i32 3) #4
          to label %134 [label %133], !srcloc !31

133:                                              ; preds = %130
  br label %134

134:                                              ; preds = %133, %130
  %135 = phi i32 [ -1, %133 ], [ %132, %130 ]
  callbr void asm sideeffect "beqz $0, ${1:l}", "r,!i"(i32 0) #3
          to label %47 [label %46], !srcloc !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @asm_triple(i32 noundef signext) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{i64 1885, i64 1897, i64 1910}
!13 = !{i64 970}
!14 = !{i64 2674}
!15 = !{i64 469}
!16 = !{i64 580}
!17 = !{i64 689, i64 701, i64 719}
!18 = !{i64 842, i64 854}
!19 = !{i64 1047}
!20 = !{i64 1099}
!21 = !{i64 1284}
!22 = !{i64 1403}
!23 = !{i64 1515}
!24 = !{i64 1620, i64 1632}
!25 = !{i64 1742, i64 1754}
!26 = !{i64 2026}
!27 = !{i64 2127, i64 2138, i64 2142, i64 2160, i64 2179, i64 2194, i64 2202, i64 2222}
!28 = !{i64 2326}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{i64 2452, i64 2464}
