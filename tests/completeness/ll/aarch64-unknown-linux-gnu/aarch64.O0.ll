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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 40, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 3, ptr %3, align 4
  store i32 9, ptr %4, align 4
  call void @swap(ptr noundef %3, ptr noundef %4) #2
  call void @mem_store(ptr noundef %2, i64 noundef 77) #2
  %9 = call i32 @add3(i32 noundef 40, i32 noundef 2) #2
  %10 = call i64 @inc_tied(i64 noundef 100, i64 noundef 23) #2
  %11 = call i64 @early(i64 noundef 5, i64 noundef 7) #2
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i64 noundef %10, i64 noundef %11) #2
  %13 = call i32 @mem_load_add(ptr noundef %1, i32 noundef 2) #2
  %14 = load i64, ptr %2, align 8
  %15 = call i64 @imm_add(i64 noundef 1) #2
  %16 = call i64 @explicit_regs(i64 noundef 6, i64 noundef 7) #2
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16) #2
  %18 = call double @fadd(double noundef 1.250000e+00, double noundef 2.500000e+00) #2
  %19 = call float @fmul(float noundef 1.500000e+00, float noundef 4.000000e+00) #2
  %20 = fpext float %19 to double
  %21 = call i64 @via_x9(i64 noundef 41) #2
  %22 = call i64 @via_x20(i64 noundef 21) #2
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = call i32 @rev(i32 noundef 287454020) #2
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %18, double noundef %20, i64 noundef %21, i64 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25) #2
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %43, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 50
  br i1 %29, label %30, label %46

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = call i64 @early(i64 noundef %32, i64 noundef %35) #2
  %37 = load i32, ptr %6, align 4
  %38 = call i32 @add3(i32 noundef %37, i32 noundef 3) #2
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %36, %39
  %41 = load i64, ptr %5, align 8
  %42 = add nsw i64 %41, %40
  store i64 %42, ptr %5, align 8
  br label %43

43:                                               ; preds = %30
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %27, !llvm.loop !5

46:                                               ; preds = %27
  %47 = load i64, ptr %5, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %47) #2
  %49 = call i32 @count_down(i32 noundef 7) #2
  %50 = call i32 @count_down(i32 noundef 1) #2
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %49, i32 noundef %50) #2
  %52 = call i32 @asm_triple(i32 noundef 14) #2
  %53 = call i32 @asm_triple(i32 noundef -5) #2
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %52, i32 noundef %53) #2
  store i32 0, ptr %7, align 4
  store i32 -3, ptr %8, align 4
  br label %55

55:                                               ; preds = %68, %46
  %56 = load i32, ptr %8, align 4
  %57 = icmp slt i32 %56, 4
  br i1 %57, label %58, label %71

58:                                               ; preds = %55
  %59 = load i32, ptr %7, align 4
  %60 = mul nsw i32 %59, 3
  %61 = load i32, ptr %8, align 4
  %62 = call i32 @goto_nonzero(i32 noundef %61) #2
  %63 = add nsw i32 %60, %62
  %64 = load i32, ptr %8, align 4
  %65 = call i32 @goto_output(i32 noundef %64) #2
  %66 = mul nsw i32 2, %65
  %67 = add nsw i32 %63, %66
  store i32 %67, ptr %7, align 4
  br label %68

68:                                               ; preds = %58
  %69 = load i32, ptr %8, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %8, align 4
  br label %55, !llvm.loop !7

71:                                               ; preds = %55
  %72 = call i32 @goto_nonzero(i32 noundef 0) #2
  %73 = call i32 @goto_nonzero(i32 noundef 5) #2
  %74 = call i32 @goto_output(i32 noundef 0) #2
  %75 = call i32 @goto_output(i32 noundef 7) #2
  %76 = load i32, ptr %7, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %75, i32 noundef %76) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %5, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = call { i32, i32, i32 } asm "mov ${2:w}, ${0:w}\0A\09mov ${0:w}, ${1:w}\0A\09mov ${1:w}, ${2:w}", "=r,=r,=&r,0,1"(i32 %12, i32 %13) #3, !srcloc !8
  %15 = extractvalue { i32, i32, i32 } %14, 0
  %16 = extractvalue { i32, i32, i32 } %14, 1
  %17 = extractvalue { i32, i32, i32 } %14, 2
  store i32 %15, ptr %5, align 4
  store i32 %16, ptr %6, align 4
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %5, align 4
  %19 = load ptr, ptr %3, align 8
  store i32 %18, ptr %19, align 4
  %20 = load i32, ptr %6, align 4
  %21 = load ptr, ptr %4, align 8
  store i32 %20, ptr %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mem_store(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  call void asm "str $1, $0", "=*m,r"(ptr elementtype(i64) %5, i64 %6) #4, !srcloc !9
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @add3(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "add ${0:w}, ${1:w}, ${2:w}", "=r,r,r"(i32 %6, i32 %7) #3, !srcloc !10
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i64 @inc_tied(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 asm "add $0, $0, $1", "=r,r,0"(i64 %6, i64 %5) #3, !srcloc !11
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone
define internal i64 @early(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm "mov $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 %6, i64 %7) #3, !srcloc !12
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mem_load_add(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "ldr ${0:w}, $1\0A\09add ${0:w}, ${0:w}, ${2:w}", "=&r,*m,r"(ptr elementtype(i32) %6, i32 %7) #5, !srcloc !13
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i64 @imm_add(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "add $0, $0, $1", "=r,I,0"(i32 1000, i64 %3) #3, !srcloc !14
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  %6 = call i64 asm "sub $0, $0, $1", "=r,n,0"(i32 1, i64 %5) #3, !srcloc !15
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @explicit_regs(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  store i64 %7, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  store i64 %8, ptr %6, align 8
  %9 = load i64, ptr %5, align 8
  %10 = load i64, ptr %6, align 8
  %11 = call i64 asm "mul x0, x0, x1", "={x0},{x1},{x0}"(i64 %10, i64 %9) #3, !srcloc !16
  store i64 %11, ptr %5, align 8
  %12 = load i64, ptr %5, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone
define internal double @fadd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double asm "fadd ${0:d}, ${1:d}, ${2:d}", "=w,w,w"(double %6, double %7) #3, !srcloc !17
  store double %8, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  ret double %9
}

; Function Attrs: noinline nounwind optnone
define internal float @fmul(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = call float asm "fmul ${0:s}, ${0:s}, ${1:s}", "=w,w,0"(float %6, float %5) #3, !srcloc !18
  store float %7, ptr %3, align 4
  %8 = load float, ptr %3, align 4
  ret float %8
}

; Function Attrs: noinline nounwind optnone
define internal i64 @via_x9(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "mov x9, $1\0A\09add $0, x9, #1", "=r,r,~{x9}"(i64 %4) #3, !srcloc !19
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone
define internal i64 @via_x20(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "mov x20, $1\0A\09add $0, x20, x20", "=r,r,~{x20}"(i64 %4) #3, !srcloc !20
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rev(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm "rev ${0:w}, ${0:w}", "=r,0"(i32 %3) #3, !srcloc !21
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_down(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call { i32, i32 } asm "mov ${0:w}, #0\0A1:\0A\09add ${0:w}, ${0:w}, #3\0A\09subs ${1:w}, ${1:w}, #1\0A\09b.ne 1b\0A\09b 2f\0A\09add ${0:w}, ${0:w}, #100\0A2:", "=&r,=r,1,~{cc}"(i32 %4) #3, !srcloc !22
  %6 = extractvalue { i32, i32 } %5, 0
  %7 = extractvalue { i32, i32 } %5, 1
  store i32 %6, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

declare i32 @asm_triple(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @goto_nonzero(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "cbz ${0:w}, ${1:l}", "r,!i"(i32 %4) #4
          to label %5 [label %6], !srcloc !23

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define internal i32 @goto_output(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = callbr i32 asm "mov ${0:w}, ${1:w}\0A\09cbz ${1:w}, ${2:l}", "=r,r,!i"(i32 %5) #3
          to label %7 [label %9], !srcloc !24

7:                                                ; preds = %1
  store i32 %6, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %7
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{i64 1904, i64 1919, i64 1935}
!9 = !{i64 982}
!10 = !{i64 474}
!11 = !{i64 587}
!12 = !{i64 696, i64 709, i64 727}
!13 = !{i64 850, i64 864}
!14 = !{i64 1060}
!15 = !{i64 1111}
!16 = !{i64 1294}
!17 = !{i64 1413}
!18 = !{i64 1526}
!19 = !{i64 1632, i64 1645}
!20 = !{i64 1756, i64 1770}
!21 = !{i64 2049}
!22 = !{i64 2141, i64 2155, i64 2159, i64 2179, i64 2200, i64 2211, i64 2219, i64 2241}
!23 = !{i64 2349}
!24 = !{i64 2475, i64 2490}
