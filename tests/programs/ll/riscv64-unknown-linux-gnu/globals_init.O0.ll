; ModuleID = 'tests/programs/globals_init.c'
source_filename = "tests/programs/globals_init.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.person = type { ptr, i32, double }
%struct.node = type { i32, ptr }
%struct.anon = type { i8, i16 }

@counter = dso_local global i32 5, align 4
@primes = dso_local constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4
@.str = private unnamed_addr constant [22 x i8] c"global string pointer\00", align 1
@msg = dso_local global ptr @.str, align 8
@pcounter = dso_local global ptr @counter, align 8
@pprime = dso_local global ptr getelementptr (i8, ptr @primes, i64 12), align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"alice\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"bob\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@people = dso_local global [3 x %struct.person] [%struct.person { ptr @.str.1, i32 31, double 8.850000e+01 }, %struct.person { ptr @.str.2, i32 25, double 7.225000e+01 }, %struct.person { ptr @.str.3, i32 47, double 9.100000e+01 }], align 8
@oldest = dso_local global ptr getelementptr (i8, ptr @people, i64 48), align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local global [4 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@dbl_init = dso_local global double 0x44DFE185CA57C517, align 8
@flt_init = dso_local global float 0xBF589374C0000000, align 4
@buf = dso_local global [32 x i8] c"prefilled\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@n3 = dso_local global %struct.node { i32 3, ptr null }, align 8
@n2 = dso_local global %struct.node { i32 2, ptr @n3 }, align 8
@n1 = dso_local global %struct.node { i32 1, ptr @n2 }, align 8
@pnames = dso_local global ptr @names, align 8
@.str.8 = private unnamed_addr constant [23 x i8] c"counter %d via ptr %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@zeroed = internal global [10 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [15 x i8] c"zeroed sum %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [27 x i8] c"primes[3] %d pprime[1] %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"%s / %s\0A\00", align 1
@greeting = internal constant [9 x i8] c"hi there\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"oldest %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"names %s %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"ints %lld %u %d\0A\00", align 1
@big_init = internal global i64 -1234567890123456789, align 8
@small_init = internal global i8 -56, align 1
@mid_init = internal global i16 -1234, align 2
@.str.17 = private unnamed_addr constant [14 x i8] c"fp %.6e %.6f\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"buf %s %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"node %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"matrix %d %d\0A\00", align 1
@matrix = internal global [2 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6]], align 4
@.str.21 = private unnamed_addr constant [17 x i8] c"codes %c%u %c%u\0A\00", align 1
@codes = internal constant [2 x %struct.anon] [%struct.anon { i8 97, i16 100 }, %struct.anon { i8 98, i16 -1 }], align 2
@.str.22 = private unnamed_addr constant [14 x i8] c"ids %d %d %d\0A\00", align 1
@next_id.id = internal global i32 100, align 4

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i32, ptr @counter, align 4
  %9 = load ptr, ptr @pcounter, align 8
  %10 = load i32, ptr %9, align 4
  %11 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext %8, i32 noundef signext %10) #2
  %12 = load ptr, ptr @pcounter, align 8
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, 10
  store i32 %14, ptr %12, align 4
  %15 = load i32, ptr @counter, align 4
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef signext %15) #2
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %17

17:                                               ; preds = %27, %0
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %18, 10
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [10 x i32], ptr @zeroed, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %1, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %1, align 4
  br label %27

27:                                               ; preds = %20
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %17, !llvm.loop !7

30:                                               ; preds = %17
  %31 = load i32, ptr %1, align 4
  %32 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %31) #2
  %33 = load i32, ptr getelementptr inbounds ([8 x i32], ptr @primes, i64 0, i64 3), align 4
  %34 = load ptr, ptr @pprime, align 8
  %35 = getelementptr inbounds i32, ptr %34, i64 1
  %36 = load i32, ptr %35, align 4
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %33, i32 noundef signext %36) #2
  %38 = load ptr, ptr @msg, align 8
  %39 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef @greeting, ptr noundef %38) #2
  store i32 0, ptr %3, align 4
  br label %40

40:                                               ; preds = %61, %30
  %41 = load i32, ptr %3, align 4
  %42 = zext i32 %41 to i64
  %43 = icmp ult i64 %42, 3
  br i1 %43, label %44, label %64

44:                                               ; preds = %40
  %45 = load i32, ptr %3, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [3 x %struct.person], ptr @people, i64 0, i64 %46
  %48 = getelementptr inbounds %struct.person, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr %3, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [3 x %struct.person], ptr @people, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.person, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %53, align 8
  %55 = load i32, ptr %3, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [3 x %struct.person], ptr @people, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.person, ptr %57, i32 0, i32 2
  %59 = load double, ptr %58, align 8
  %60 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %49, i32 noundef signext %54, double noundef %59) #2
  br label %61

61:                                               ; preds = %44
  %62 = load i32, ptr %3, align 4
  %63 = add i32 %62, 1
  store i32 %63, ptr %3, align 4
  br label %40, !llvm.loop !9

64:                                               ; preds = %40
  %65 = load ptr, ptr @oldest, align 8
  %66 = getelementptr inbounds %struct.person, ptr %65, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %67) #2
  %69 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @names, i64 0, i64 1), align 8
  %70 = load ptr, ptr @pnames, align 8
  %71 = getelementptr inbounds ptr, ptr %70, i64 3
  %72 = load ptr, ptr %71, align 8
  %73 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %69, ptr noundef %72) #2
  %74 = load i64, ptr @big_init, align 8
  %75 = load i8, ptr @small_init, align 1
  %76 = zext i8 %75 to i32
  %77 = load i16, ptr @mid_init, align 2
  %78 = sext i16 %77 to i32
  %79 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %74, i32 noundef signext %76, i32 noundef signext %78) #2
  %80 = load double, ptr @dbl_init, align 8
  %81 = load float, ptr @flt_init, align 4
  %82 = fpext float %81 to double
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %80, double noundef %82) #2
  %84 = load i8, ptr getelementptr inbounds ([32 x i8], ptr @buf, i64 0, i64 20), align 1
  %85 = zext i8 %84 to i32
  %86 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef @buf, i32 noundef signext %85) #2
  store ptr @n1, ptr %4, align 8
  br label %87

87:                                               ; preds = %95, %64
  %88 = load ptr, ptr %4, align 8
  %89 = icmp ne ptr %88, null
  br i1 %89, label %90, label %99

90:                                               ; preds = %87
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr inbounds %struct.node, ptr %91, i32 0, i32 0
  %93 = load i32, ptr %92, align 8
  %94 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef signext %93) #2
  br label %95

95:                                               ; preds = %90
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds %struct.node, ptr %96, i32 0, i32 1
  %98 = load ptr, ptr %97, align 8
  store ptr %98, ptr %4, align 8
  br label %87, !llvm.loop !10

99:                                               ; preds = %87
  %100 = load i32, ptr getelementptr inbounds ([2 x [3 x i32]], ptr @matrix, i64 0, i64 1, i64 2), align 4
  %101 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @matrix, i64 0, i64 1), align 4
  %102 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %100, i32 noundef signext %101) #2
  %103 = load i8, ptr @codes, align 2
  %104 = zext i8 %103 to i32
  %105 = load i16, ptr getelementptr inbounds (%struct.anon, ptr @codes, i32 0, i32 1), align 2
  %106 = zext i16 %105 to i32
  %107 = load i8, ptr getelementptr inbounds ([2 x %struct.anon], ptr @codes, i64 0, i64 1), align 2
  %108 = zext i8 %107 to i32
  %109 = load i16, ptr getelementptr inbounds ([2 x %struct.anon], ptr @codes, i64 0, i64 1, i32 1), align 2
  %110 = zext i16 %109 to i32
  %111 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef signext %104, i32 noundef signext %106, i32 noundef signext %108, i32 noundef signext %110) #2
  %112 = call signext i32 @next_id() #2
  store i32 %112, ptr %5, align 4
  %113 = call signext i32 @next_id() #2
  store i32 %113, ptr %6, align 4
  %114 = call signext i32 @next_id() #2
  store i32 %114, ptr %7, align 4
  %115 = load i32, ptr %5, align 4
  %116 = load i32, ptr %6, align 4
  %117 = load i32, ptr %7, align 4
  %118 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef signext %115, i32 noundef signext %116, i32 noundef signext %117) #2
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal signext i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
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
