; ModuleID = 'tests/programs/bitwise.c'
source_filename = "tests/programs/bitwise.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"and %08x or %08x xor %08x not %08x andn %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"and %016llx or %016llx xor %016llx not %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"rev %08x %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"8: %02x %02x 16: %04x %04x\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"set %016llx test35 %d test36 %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"lowbit %08x clear %08x pow2 %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"signed and %d or %d xor %d not %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"logic %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i16, align 2
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  store i32 -559038737, ptr %1, align 4
  store i32 252645940, ptr %2, align 4
  %14 = load i32, ptr %1, align 4
  %15 = load i32, ptr %2, align 4
  %16 = and i32 %14, %15
  %17 = load i32, ptr %1, align 4
  %18 = load i32, ptr %2, align 4
  %19 = or i32 %17, %18
  %20 = load i32, ptr %1, align 4
  %21 = load i32, ptr %2, align 4
  %22 = xor i32 %20, %21
  %23 = load i32, ptr %1, align 4
  %24 = xor i32 %23, -1
  %25 = load i32, ptr %1, align 4
  %26 = load i32, ptr %2, align 4
  %27 = xor i32 %26, -1
  %28 = and i32 %25, %27
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef signext %16, i32 noundef signext %19, i32 noundef signext %22, i32 noundef signext %24, i32 noundef signext %28) #2
  store i64 -81985529216486896, ptr %3, align 8
  store i64 71777214294589695, ptr %4, align 8
  %30 = load i64, ptr %3, align 8
  %31 = load i64, ptr %4, align 8
  %32 = and i64 %30, %31
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %4, align 8
  %35 = or i64 %33, %34
  %36 = load i64, ptr %3, align 8
  %37 = load i64, ptr %4, align 8
  %38 = xor i64 %36, %37
  %39 = load i64, ptr %3, align 8
  %40 = xor i64 %39, -1
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %32, i64 noundef %35, i64 noundef %38, i64 noundef %40) #2
  %42 = load i32, ptr %1, align 4
  %43 = call signext i32 @reverse_bits(i32 noundef signext %42) #2
  %44 = call signext i32 @reverse_bits(i32 noundef signext 1) #2
  %45 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef signext %43, i32 noundef signext %44) #2
  %46 = load i64, ptr %3, align 8
  %47 = call signext i32 @parity64(i64 noundef %46) #2
  %48 = call signext i32 @parity64(i64 noundef 7) #2
  %49 = call signext i32 @parity64(i64 noundef 0) #2
  %50 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %47, i32 noundef signext %48, i32 noundef signext %49) #2
  store i8 -91, ptr %5, align 1
  store i16 4660, ptr %6, align 2
  %51 = load i8, ptr %5, align 1
  %52 = zext i8 %51 to i32
  %53 = xor i32 %52, -1
  %54 = trunc i32 %53 to i8
  %55 = zext i8 %54 to i32
  %56 = load i8, ptr %5, align 1
  %57 = zext i8 %56 to i32
  %58 = xor i32 %57, 255
  %59 = trunc i32 %58 to i8
  %60 = zext i8 %59 to i32
  %61 = load i16, ptr %6, align 2
  %62 = zext i16 %61 to i32
  %63 = xor i32 %62, -1
  %64 = trunc i32 %63 to i16
  %65 = zext i16 %64 to i32
  %66 = load i16, ptr %6, align 2
  %67 = zext i16 %66 to i32
  %68 = or i32 %67, 32769
  %69 = trunc i32 %68 to i16
  %70 = zext i16 %69 to i32
  %71 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext %55, i32 noundef signext %60, i32 noundef signext %65, i32 noundef signext %70) #2
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %72

72:                                               ; preds = %81, %0
  %73 = load i32, ptr %8, align 4
  %74 = icmp slt i32 %73, 64
  br i1 %74, label %75, label %84

75:                                               ; preds = %72
  %76 = load i32, ptr %8, align 4
  %77 = zext i32 %76 to i64
  %78 = shl i64 1, %77
  %79 = load i64, ptr %7, align 8
  %80 = or i64 %79, %78
  store i64 %80, ptr %7, align 8
  br label %81

81:                                               ; preds = %75
  %82 = load i32, ptr %8, align 4
  %83 = add nsw i32 %82, 5
  store i32 %83, ptr %8, align 4
  br label %72, !llvm.loop !7

84:                                               ; preds = %72
  store i32 0, ptr %9, align 4
  br label %85

85:                                               ; preds = %95, %84
  %86 = load i32, ptr %9, align 4
  %87 = icmp slt i32 %86, 64
  br i1 %87, label %88, label %98

88:                                               ; preds = %85
  %89 = load i32, ptr %9, align 4
  %90 = zext i32 %89 to i64
  %91 = shl i64 1, %90
  %92 = xor i64 %91, -1
  %93 = load i64, ptr %7, align 8
  %94 = and i64 %93, %92
  store i64 %94, ptr %7, align 8
  br label %95

95:                                               ; preds = %88
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, 10
  store i32 %97, ptr %9, align 4
  br label %85, !llvm.loop !9

98:                                               ; preds = %85
  %99 = load i64, ptr %7, align 8
  %100 = load i64, ptr %7, align 8
  %101 = lshr i64 %100, 35
  %102 = and i64 %101, 1
  %103 = trunc i64 %102 to i32
  %104 = load i64, ptr %7, align 8
  %105 = lshr i64 %104, 36
  %106 = and i64 %105, 1
  %107 = trunc i64 %106 to i32
  %108 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %99, i32 noundef signext %103, i32 noundef signext %107) #2
  store i32 11796480, ptr %10, align 4
  %109 = load i32, ptr %10, align 4
  %110 = load i32, ptr %10, align 4
  %111 = sub i32 0, %110
  %112 = and i32 %109, %111
  %113 = load i32, ptr %10, align 4
  %114 = load i32, ptr %10, align 4
  %115 = sub i32 %114, 1
  %116 = and i32 %113, %115
  %117 = load i32, ptr %10, align 4
  %118 = load i32, ptr %10, align 4
  %119 = sub i32 %118, 1
  %120 = and i32 %117, %119
  %121 = icmp eq i32 %120, 0
  %122 = zext i1 %121 to i32
  %123 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %112, i32 noundef signext %116, i32 noundef signext 1, i32 noundef signext %122) #2
  store i32 -12345, ptr %11, align 4
  %124 = load i32, ptr %11, align 4
  %125 = and i32 %124, 255
  %126 = load i32, ptr %11, align 4
  %127 = or i32 %126, 15
  %128 = load i32, ptr %11, align 4
  %129 = xor i32 %128, -1
  %130 = load i32, ptr %11, align 4
  %131 = xor i32 %130, -1
  %132 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %125, i32 noundef signext %127, i32 noundef signext %129, i32 noundef signext %131) #2
  %133 = load i32, ptr %1, align 4
  %134 = icmp ne i32 %133, 0
  br i1 %134, label %135, label %139

135:                                              ; preds = %98
  %136 = load i32, ptr %2, align 4
  %137 = icmp ne i32 %136, 0
  %138 = xor i1 %137, true
  br label %139

139:                                              ; preds = %135, %98
  %140 = phi i1 [ false, %98 ], [ %138, %135 ]
  %141 = zext i1 %140 to i8
  store i8 %141, ptr %12, align 1
  %142 = load i32, ptr %1, align 4
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %147, label %144

144:                                              ; preds = %139
  %145 = load i32, ptr %2, align 4
  %146 = icmp ne i32 %145, 0
  br label %147

147:                                              ; preds = %144, %139
  %148 = phi i1 [ true, %139 ], [ %146, %144 ]
  %149 = zext i1 %148 to i8
  store i8 %149, ptr %13, align 1
  %150 = load i8, ptr %12, align 1
  %151 = trunc i8 %150 to i1
  %152 = zext i1 %151 to i32
  %153 = load i8, ptr %13, align 1
  %154 = trunc i8 %153 to i1
  %155 = zext i1 %154 to i32
  %156 = load i32, ptr %1, align 4
  %157 = and i32 %156, 16
  %158 = icmp ne i32 %157, 0
  %159 = xor i1 %158, true
  %160 = xor i1 %159, true
  %161 = zext i1 %160 to i32
  %162 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %152, i32 noundef signext %155, i32 noundef signext %161) #2
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @reverse_bits(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 32
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = shl i32 %9, 1
  %11 = load i32, ptr %2, align 4
  %12 = and i32 %11, 1
  %13 = or i32 %10, %12
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %2, align 4
  %15 = lshr i32 %14, 1
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %5, !llvm.loop !10

19:                                               ; preds = %5
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal signext i32 @parity64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 32
  %5 = load i64, ptr %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = lshr i64 %7, 16
  %9 = load i64, ptr %2, align 8
  %10 = xor i64 %9, %8
  store i64 %10, ptr %2, align 8
  %11 = load i64, ptr %2, align 8
  %12 = lshr i64 %11, 8
  %13 = load i64, ptr %2, align 8
  %14 = xor i64 %13, %12
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 4
  %17 = load i64, ptr %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  %20 = lshr i64 %19, 2
  %21 = load i64, ptr %2, align 8
  %22 = xor i64 %21, %20
  store i64 %22, ptr %2, align 8
  %23 = load i64, ptr %2, align 8
  %24 = lshr i64 %23, 1
  %25 = load i64, ptr %2, align 8
  %26 = xor i64 %25, %24
  store i64 %26, ptr %2, align 8
  %27 = load i64, ptr %2, align 8
  %28 = and i64 %27, 1
  %29 = trunc i64 %28 to i32
  ret i32 %29
}

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
