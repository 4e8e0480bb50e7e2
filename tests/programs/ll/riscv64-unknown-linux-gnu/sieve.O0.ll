; ModuleID = 'tests/programs/sieve.c'
source_filename = "tests/programs/sieve.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@composite = internal global [10001 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [40 x i8] c"primes <= %d: %d, sum %lld, largest %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"twin pairs %d\0A\00", align 1
@main.bits = internal global [313 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bit sieve count %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = call ptr @memset(ptr noundef @composite, i32 noundef signext 0, i64 noundef 10001) #2
  store i8 1, ptr getelementptr inbounds ([10001 x i8], ptr @composite, i64 0, i64 1), align 1
  store i8 1, ptr @composite, align 1
  store i32 2, ptr %1, align 4
  br label %16

16:                                               ; preds = %44, %0
  %17 = load i32, ptr %1, align 4
  %18 = load i32, ptr %1, align 4
  %19 = mul nsw i32 %17, %18
  %20 = icmp sle i32 %19, 10000
  br i1 %20, label %21, label %47

21:                                               ; preds = %16
  %22 = load i32, ptr %1, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = icmp ne i8 %25, 0
  br i1 %26, label %43, label %27

27:                                               ; preds = %21
  %28 = load i32, ptr %1, align 4
  %29 = load i32, ptr %1, align 4
  %30 = mul nsw i32 %28, %29
  store i32 %30, ptr %2, align 4
  br label %31

31:                                               ; preds = %38, %27
  %32 = load i32, ptr %2, align 4
  %33 = icmp sle i32 %32, 10000
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, ptr %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %36
  store i8 1, ptr %37, align 1
  br label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %1, align 4
  %40 = load i32, ptr %2, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %2, align 4
  br label %31, !llvm.loop !7

42:                                               ; preds = %31
  br label %43

43:                                               ; preds = %42, %21
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %1, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %1, align 4
  br label %16, !llvm.loop !9

47:                                               ; preds = %16
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 2, ptr %6, align 4
  br label %48

48:                                               ; preds = %66, %47
  %49 = load i32, ptr %6, align 4
  %50 = icmp sle i32 %49, 10000
  br i1 %50, label %51, label %69

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = icmp ne i8 %55, 0
  br i1 %56, label %65, label %57

57:                                               ; preds = %51
  %58 = load i32, ptr %3, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %3, align 4
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = load i64, ptr %5, align 8
  %63 = add nsw i64 %62, %61
  store i64 %63, ptr %5, align 8
  %64 = load i32, ptr %6, align 4
  store i32 %64, ptr %4, align 4
  br label %65

65:                                               ; preds = %57, %51
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %48, !llvm.loop !10

69:                                               ; preds = %48
  %70 = load i32, ptr %3, align 4
  %71 = load i64, ptr %5, align 8
  %72 = load i32, ptr %4, align 4
  %73 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext 10000, i32 noundef signext %70, i64 noundef %71, i32 noundef signext %72) #2
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %74

74:                                               ; preds = %89, %69
  %75 = load i32, ptr %8, align 4
  %76 = icmp slt i32 %75, 20
  br i1 %76, label %77, label %92

77:                                               ; preds = %74
  %78 = load i32, ptr %7, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = icmp ne i8 %81, 0
  br i1 %82, label %88, label %83

83:                                               ; preds = %77
  %84 = load i32, ptr %7, align 4
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %84) #2
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %88

88:                                               ; preds = %83, %77
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %7, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %7, align 4
  br label %74, !llvm.loop !11

92:                                               ; preds = %74
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2) #2
  store i32 0, ptr %9, align 4
  store i32 3, ptr %10, align 4
  br label %94

94:                                               ; preds = %115, %92
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %95, 2
  %97 = icmp sle i32 %96, 10000
  br i1 %97, label %98, label %118

98:                                               ; preds = %94
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %100
  %102 = load i8, ptr %101, align 1
  %103 = icmp ne i8 %102, 0
  br i1 %103, label %114, label %104

104:                                              ; preds = %98
  %105 = load i32, ptr %10, align 4
  %106 = add nsw i32 %105, 2
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [10001 x i8], ptr @composite, i64 0, i64 %107
  %109 = load i8, ptr %108, align 1
  %110 = icmp ne i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %104
  %112 = load i32, ptr %9, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %9, align 4
  br label %114

114:                                              ; preds = %111, %104, %98
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %10, align 4
  %117 = add nsw i32 %116, 2
  store i32 %117, ptr %10, align 4
  br label %94, !llvm.loop !12

118:                                              ; preds = %94
  %119 = load i32, ptr %9, align 4
  %120 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %119) #2
  store i32 2, ptr %11, align 4
  br label %121

121:                                              ; preds = %160, %118
  %122 = load i32, ptr %11, align 4
  %123 = load i32, ptr %11, align 4
  %124 = mul nsw i32 %122, %123
  %125 = icmp sle i32 %124, 10000
  br i1 %125, label %126, label %163

126:                                              ; preds = %121
  %127 = load i32, ptr %11, align 4
  %128 = ashr i32 %127, 5
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4
  %132 = load i32, ptr %11, align 4
  %133 = and i32 %132, 31
  %134 = shl i32 1, %133
  %135 = and i32 %131, %134
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %159, label %137

137:                                              ; preds = %126
  %138 = load i32, ptr %11, align 4
  %139 = load i32, ptr %11, align 4
  %140 = mul nsw i32 %138, %139
  store i32 %140, ptr %12, align 4
  br label %141

141:                                              ; preds = %154, %137
  %142 = load i32, ptr %12, align 4
  %143 = icmp sle i32 %142, 10000
  br i1 %143, label %144, label %158

144:                                              ; preds = %141
  %145 = load i32, ptr %12, align 4
  %146 = and i32 %145, 31
  %147 = shl i32 1, %146
  %148 = load i32, ptr %12, align 4
  %149 = ashr i32 %148, 5
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = or i32 %152, %147
  store i32 %153, ptr %151, align 4
  br label %154

154:                                              ; preds = %144
  %155 = load i32, ptr %11, align 4
  %156 = load i32, ptr %12, align 4
  %157 = add nsw i32 %156, %155
  store i32 %157, ptr %12, align 4
  br label %141, !llvm.loop !13

158:                                              ; preds = %141
  br label %159

159:                                              ; preds = %158, %126
  br label %160

160:                                              ; preds = %159
  %161 = load i32, ptr %11, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %11, align 4
  br label %121, !llvm.loop !14

163:                                              ; preds = %121
  store i32 0, ptr %13, align 4
  store i32 2, ptr %14, align 4
  br label %164

164:                                              ; preds = %182, %163
  %165 = load i32, ptr %14, align 4
  %166 = icmp sle i32 %165, 10000
  br i1 %166, label %167, label %185

167:                                              ; preds = %164
  %168 = load i32, ptr %14, align 4
  %169 = ashr i32 %168, 5
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [313 x i32], ptr @main.bits, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = load i32, ptr %14, align 4
  %174 = and i32 %173, 31
  %175 = shl i32 1, %174
  %176 = and i32 %172, %175
  %177 = icmp ne i32 %176, 0
  %178 = xor i1 %177, true
  %179 = zext i1 %178 to i32
  %180 = load i32, ptr %13, align 4
  %181 = add nsw i32 %180, %179
  store i32 %181, ptr %13, align 4
  br label %182

182:                                              ; preds = %167
  %183 = load i32, ptr %14, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %14, align 4
  br label %164, !llvm.loop !15

185:                                              ; preds = %164
  %186 = load i32, ptr %13, align 4
  %187 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %186) #2
  ret i32 0
}

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) #1

declare signext i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin "no-builtins" }

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
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
