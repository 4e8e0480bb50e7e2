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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = alloca i32, align 4
  store i32 40, ptr %1, align 4
  %12 = call i64 @mul_wide(i64 noundef -1, i64 noundef 3, ptr noundef %2) #2
  store i64 %12, ptr %3, align 8
  store i32 3, ptr %4, align 4
  store i32 9, ptr %5, align 4
  call void @xchg(ptr noundef %4, ptr noundef %5) #2
  %13 = call i32 @add3(i32 noundef 40, i32 noundef 2) #2
  %14 = call i64 @inc_tied(i64 noundef 100, i64 noundef 23) #2
  %15 = call i32 @early(i32 noundef 5, i32 noundef 7) #2
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i64 noundef %14, i32 noundef %15) #2
  %17 = call i32 @mem_add(ptr noundef %1, i32 noundef 2) #2
  %18 = load i64, ptr %3, align 8
  %19 = load i64, ptr %2, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17, i64 noundef %18, i64 noundef %19) #2
  %21 = call i32 @imm_add(i32 noundef 1) #2
  %22 = call i32 @low32(i64 noundef 4886718345) #2
  %23 = call zeroext i8 @is_equal(i32 noundef 3, i32 noundef 3) #2
  %24 = zext i8 %23 to i32
  %25 = call zeroext i8 @is_equal(i32 noundef 3, i32 noundef 4) #2
  %26 = zext i8 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %22, i32 noundef %24, i32 noundef %26) #2
  %28 = call i32 @swap_bytes(i32 noundef 287454020) #2
  %29 = call double @fadd(double noundef 1.250000e+00, double noundef 2.500000e+00) #2
  %30 = call i32 @via_rbx(i32 noundef 41) #2
  %31 = load i32, ptr %4, align 4
  %32 = load i32, ptr %5, align 4
  %33 = call i64 @dollar(i64 noundef 4) #2
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28, double noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i64 noundef %33) #2
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %35

35:                                               ; preds = %49, %0
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %36, 50
  br i1 %37, label %38, label %52

38:                                               ; preds = %35
  %39 = load i32, ptr %7, align 4
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = call i32 @early(i32 noundef %39, i32 noundef %41) #2
  %43 = load i32, ptr %7, align 4
  %44 = call i32 @add3(i32 noundef %43, i32 noundef 3) #2
  %45 = add nsw i32 %42, %44
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %6, align 8
  %48 = add nsw i64 %47, %46
  store i64 %48, ptr %6, align 8
  br label %49

49:                                               ; preds = %38
  %50 = load i32, ptr %7, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %7, align 4
  br label %35, !llvm.loop !5

52:                                               ; preds = %35
  %53 = load i64, ptr %6, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %53) #2
  %55 = call i32 @count_down(i32 noundef 7) #2
  %56 = call i32 @count_down(i32 noundef 1) #2
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %55, i32 noundef %56) #2
  %58 = call i32 @asm_triple(i32 noundef 14) #2
  %59 = call i32 @asm_triple(i32 noundef -5) #2
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %58, i32 noundef %59) #2
  %61 = call i32 @add_in_memory(i32 noundef 35) #2
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %61) #2
  store i32 0, ptr %8, align 4
  store i32 -3, ptr %9, align 4
  br label %63

63:                                               ; preds = %76, %52
  %64 = load i32, ptr %9, align 4
  %65 = icmp slt i32 %64, 4
  br i1 %65, label %66, label %79

66:                                               ; preds = %63
  %67 = load i32, ptr %8, align 4
  %68 = mul nsw i32 %67, 3
  %69 = load i32, ptr %9, align 4
  %70 = call i32 @goto_nonzero(i32 noundef %69) #2
  %71 = add nsw i32 %68, %70
  %72 = load i32, ptr %9, align 4
  %73 = call i32 @goto_output(i32 noundef %72) #2
  %74 = mul nsw i32 2, %73
  %75 = add nsw i32 %71, %74
  store i32 %75, ptr %8, align 4
  br label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %9, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %9, align 4
  br label %63, !llvm.loop !7

79:                                               ; preds = %63
  %80 = call i32 @goto_nonzero(i32 noundef 0) #2
  %81 = call i32 @goto_nonzero(i32 noundef 5) #2
  %82 = call i32 @goto_output(i32 noundef 0) #2
  %83 = call i32 @goto_output(i32 noundef 7) #2
  %84 = load i32, ptr %8, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84) #2
  store x86_fp80 0xK40008000000000000000, ptr %10, align 16
  store i32 0, ptr %11, align 4
  br label %86

86:                                               ; preds = %97, %79
  %87 = load i32, ptr %11, align 4
  %88 = icmp slt i32 %87, 3
  br i1 %88, label %89, label %100

89:                                               ; preds = %86
  %90 = load x86_fp80, ptr %10, align 16
  %91 = call x86_fp80 @x87_sqrt(x86_fp80 noundef %90) #2
  %92 = load i32, ptr %11, align 4
  %93 = sitofp i32 %92 to x86_fp80
  %94 = call x86_fp80 @x87_scale(x86_fp80 noundef %91, x86_fp80 noundef %93) #2
  %95 = call x86_fp80 @x87_mul_pop(x86_fp80 noundef %94, x86_fp80 noundef 0xK3FFFC000000000000000) #2
  %96 = fadd x86_fp80 %95, 0xK3FFD8000000000000000
  store x86_fp80 %96, ptr %10, align 16
  br label %97

97:                                               ; preds = %89
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %11, align 4
  br label %86, !llvm.loop !8

100:                                              ; preds = %86
  %101 = call x86_fp80 @x87_sqrt(x86_fp80 noundef 0xK40008000000000000000) #2
  %102 = load x86_fp80, ptr %10, align 16
  %103 = call double @x87_pi() #2
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %101, x86_fp80 noundef %102, double noundef %103) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i64 @mul_wide(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %9, i64 %10) #3, !srcloc !9
  %12 = extractvalue { i64, i64 } %11, 0
  %13 = extractvalue { i64, i64 } %11, 1
  store i64 %12, ptr %7, align 8
  store i64 %13, ptr %8, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load ptr, ptr %6, align 8
  store i64 %14, ptr %15, align 8
  %16 = load i64, ptr %7, align 8
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal void @xchg(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = call { i32, i32 } asm "xchgl $0, $1", "=r,=r,0,1,~{dirflag},~{fpsr},~{flags}"(i32 %11, i32 %12) #3, !srcloc !10
  %14 = extractvalue { i32, i32 } %13, 0
  %15 = extractvalue { i32, i32 } %13, 1
  store i32 %14, ptr %5, align 4
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load ptr, ptr %3, align 8
  store i32 %16, ptr %17, align 4
  %18 = load i32, ptr %6, align 4
  %19 = load ptr, ptr %4, align 8
  store i32 %18, ptr %19, align 4
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
  %8 = call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !11
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
  %7 = call i64 asm "addq $1, $0", "=r,r,0,~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %5) #3, !srcloc !12
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone
define internal i32 @early(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "movl $1, $0\0A\09addl $2, $0\0A\09addl $2, $0", "=&r,r,r,~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !13
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mem_add(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void asm "movl $1, %eax\0A\09addl $2, %eax\0A\09movl %eax, $0", "=*m,=*m,r,*m,~{eax},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %6, ptr elementtype(i32) %7, i32 %8, ptr elementtype(i32) %7) #4, !srcloc !14
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @imm_add(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm "addl $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i32 %3) #3, !srcloc !15
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 asm "subl $1, $0", "=r,n,0,~{dirflag},~{fpsr},~{flags}"(i32 1, i32 %5) #3, !srcloc !16
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @low32(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i32 asm "movl ${1:k}, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 %4) #3, !srcloc !17
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal zeroext i8 @is_equal(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i8 asm "cmpl $2, $1\0A\09sete $0", "=q,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #3, !srcloc !18
  store i8 %8, ptr %5, align 1
  %9 = load i8, ptr %5, align 1
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @swap_bytes(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm "bswap $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %3) #3, !srcloc !19
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal double @fadd(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double %6, double %5) #3, !srcloc !20
  store double %7, ptr %3, align 8
  %8 = load double, ptr %3, align 8
  ret double %8
}

; Function Attrs: noinline nounwind optnone
define internal i32 @via_rbx(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm "movl $1, %ebx\0A\09leal 1(%rbx), $0", "=r,r,~{rbx},~{dirflag},~{fpsr},~{flags}"(i32 %4) #3, !srcloc !21
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i64 @dollar(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "leaq 16($1), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 %3) #3, !srcloc !22
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  %6 = call i64 asm "shlq $$2, $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5) #3, !srcloc !23
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_down(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call { i32, i32 } asm "xorl $0, $0\0A1:\0A\09addl $$3, $0\0A\09decl $1\0A\09jnz 1b\0A\09jmp 2f\0A\09addl $$100, $0\0A2:", "=&r,=r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #3, !srcloc !24
  %6 = extractvalue { i32, i32 } %5, 0
  %7 = extractvalue { i32, i32 } %5, 1
  store i32 %6, ptr %3, align 4
  store i32 %7, ptr %2, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

declare i32 @asm_triple(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @add_in_memory(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void asm sideeffect "addl $$7, $0", "=*imr,0,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %2, i32 %3) #4, !srcloc !25
  %4 = load i32, ptr %2, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @goto_nonzero(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "testl $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #4
          to label %5 [label %6], !srcloc !26

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
  %6 = callbr i32 asm "movl $1, $0\0A\09testl $1, $1\0A\09jz ${2:l}", "=r,r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %5) #3
          to label %7 [label %9], !srcloc !27

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

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @x87_mul_pop(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %6 = load x86_fp80, ptr %3, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = call x86_fp80 asm "fmulp", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %6, x86_fp80 %7) #3, !srcloc !28
  store x86_fp80 %8, ptr %5, align 16
  %9 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @x87_scale(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %6 = load x86_fp80, ptr %3, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = call x86_fp80 asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %6, x86_fp80 %7) #3, !srcloc !29
  store x86_fp80 %8, ptr %5, align 16
  %9 = load x86_fp80, ptr %5, align 16
  ret x86_fp80 %9
}

; Function Attrs: noinline nounwind optnone
define internal x86_fp80 @x87_sqrt(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %4) #3, !srcloc !30
  store x86_fp80 %5, ptr %3, align 16
  %6 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %6
}

; Function Attrs: noinline nounwind optnone
define internal double @x87_pi() #0 {
  %1 = alloca double, align 8
  %2 = call double asm "fldpi", "={st},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !31
  store double %2, ptr %1, align 8
  %3 = load double, ptr %1, align 8
  ret double %3
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{i64 1150}
!10 = !{i64 2023}
!11 = !{i64 482}
!12 = !{i64 589}
!13 = !{i64 760, i64 774, i64 789}
!14 = !{i64 904, i64 921, i64 939}
!15 = !{i64 1271}
!16 = !{i64 1319}
!17 = !{i64 1434}
!18 = !{i64 1560, i64 1574}
!19 = !{i64 1687}
!20 = !{i64 1776}
!21 = !{i64 1874, i64 1891}
!22 = !{i64 2121}
!23 = !{i64 2170}
!24 = !{i64 2261, i64 2275, i64 2279, i64 2294, i64 2305, i64 2315, i64 2325, i64 2342}
!25 = !{i64 2835}
!26 = !{i64 2450, i64 2465}
!27 = !{i64 2591, i64 2605, i64 2621}
!28 = !{i64 3507}
!29 = !{i64 3327}
!30 = !{i64 3195}
!31 = !{i64 3763}
