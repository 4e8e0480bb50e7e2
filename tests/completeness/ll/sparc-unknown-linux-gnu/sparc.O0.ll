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
@.str.6 = private unnamed_addr constant [17 x i8] c"%llx %llx %x %x\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"%llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 40, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 3, ptr %3, align 4
  store i32 9, ptr %4, align 4
  call void @swap(ptr noundef %3, ptr noundef %4) #2
  call void @mem_store(ptr noundef %2, i32 noundef 77) #2
  %13 = call i32 @add3(i32 noundef 40, i32 noundef 2) #2
  %14 = call i32 @inc_tied(i32 noundef 100, i32 noundef 23) #2
  %15 = call i32 @early(i32 noundef 5, i32 noundef 7) #2
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %14, i32 noundef %15) #2
  %17 = call i32 @mem_load_add(ptr noundef %1, i32 noundef 2) #2
  %18 = load i32, ptr %2, align 4
  %19 = call i32 @imm_add(i32 noundef 1) #2
  %20 = call i32 @explicit_regs(i32 noundef 6, i32 noundef 7) #2
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20) #2
  %22 = call float @fadd(float noundef 1.250000e+00, float noundef 2.500000e+00) #2
  %23 = fpext float %22 to double
  %24 = call i32 @via_l3(i32 noundef 41) #2
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %4, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %23, i32 noundef %24, i32 noundef %25, i32 noundef %26) #2
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %28

28:                                               ; preds = %41, %0
  %29 = load i32, ptr %6, align 4
  %30 = icmp slt i32 %29, 50
  br i1 %30, label %31, label %44

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %33, 1
  %35 = call i32 @early(i32 noundef %32, i32 noundef %34) #2
  %36 = load i32, ptr %6, align 4
  %37 = call i32 @add3(i32 noundef %36, i32 noundef 3) #2
  %38 = add nsw i32 %35, %37
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %5, align 4
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %28, !llvm.loop !5

44:                                               ; preds = %28
  %45 = load i32, ptr %5, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45) #2
  %47 = call i32 @count_down(i32 noundef 7) #2
  %48 = call i32 @count_down(i32 noundef 1) #2
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %47, i32 noundef %48) #2
  %50 = call i32 @asm_triple(i32 noundef 14) #2
  %51 = call i32 @asm_triple(i32 noundef -5) #2
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %50, i32 noundef %51) #2
  store i32 0, ptr %7, align 4
  store i32 -3, ptr %8, align 4
  br label %53

53:                                               ; preds = %66, %44
  %54 = load i32, ptr %8, align 4
  %55 = icmp slt i32 %54, 4
  br i1 %55, label %56, label %69

56:                                               ; preds = %53
  %57 = load i32, ptr %7, align 4
  %58 = mul nsw i32 %57, 3
  %59 = load i32, ptr %8, align 4
  %60 = call i32 @goto_nonzero(i32 noundef %59) #2
  %61 = add nsw i32 %58, %60
  %62 = load i32, ptr %8, align 4
  %63 = call i32 @goto_output(i32 noundef %62) #2
  %64 = mul nsw i32 2, %63
  %65 = add nsw i32 %61, %64
  store i32 %65, ptr %7, align 4
  br label %66

66:                                               ; preds = %56
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %53, !llvm.loop !7

69:                                               ; preds = %53
  %70 = call i32 @goto_nonzero(i32 noundef 0) #2
  %71 = call i32 @goto_nonzero(i32 noundef 5) #2
  %72 = call i32 @goto_output(i32 noundef 0) #2
  %73 = call i32 @goto_output(i32 noundef 7) #2
  %74 = load i32, ptr %7, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %70, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74) #2
  store i64 0, ptr %9, align 8
  store i64 81985529216486895, ptr %10, align 8
  %76 = load i64, ptr %10, align 8
  call void @ll_store(ptr noundef %9, i64 noundef %76) #2
  %77 = load i64, ptr %9, align 8
  %78 = call i64 @ll_load(ptr noundef %9) #2
  %79 = load i64, ptr %10, align 8
  %80 = call i32 @ll_high(i64 noundef %79) #2
  %81 = load i64, ptr %10, align 8
  %82 = call i32 @ll_low(i64 noundef %81) #2
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %77, i64 noundef %78, i32 noundef %80, i32 noundef %82) #2
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %84

84:                                               ; preds = %103, %69
  %85 = load i32, ptr %12, align 4
  %86 = icmp slt i32 %85, 5
  br i1 %86, label %87, label %106

87:                                               ; preds = %84
  %88 = load i64, ptr %10, align 8
  %89 = load i32, ptr %12, align 4
  %90 = sext i32 %89 to i64
  %91 = add nsw i64 %88, %90
  %92 = load i64, ptr %10, align 8
  %93 = sub nsw i64 0, %92
  %94 = load i32, ptr %12, align 4
  %95 = call i64 @ll_both(i64 noundef %91, i64 noundef %93, i32 noundef %94) #2
  %96 = load i64, ptr %11, align 8
  %97 = mul nsw i64 %96, 3
  %98 = call i32 @ll_low(i64 noundef %97) #2
  %99 = sext i32 %98 to i64
  %100 = add nsw i64 %95, %99
  %101 = load i64, ptr %11, align 8
  %102 = add nsw i64 %101, %100
  store i64 %102, ptr %11, align 8
  br label %103

103:                                              ; preds = %87
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %12, align 4
  br label %84, !llvm.loop !8

106:                                              ; preds = %84
  %107 = load i64, ptr %11, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %107) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %5, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = call { i32, i32, i32 } asm "mov $0, $2\0A\09mov $1, $0\0A\09mov $2, $1", "=r,=r,=&r,0,1"(i32 %12, i32 %13) #3, !srcloc !9
  %15 = extractvalue { i32, i32, i32 } %14, 0
  %16 = extractvalue { i32, i32, i32 } %14, 1
  %17 = extractvalue { i32, i32, i32 } %14, 2
  store i32 %15, ptr %5, align 4
  store i32 %16, ptr %6, align 4
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %5, align 4
  %19 = load ptr, ptr %3, align 4
  store i32 %18, ptr %19, align 4
  %20 = load i32, ptr %6, align 4
  %21 = load ptr, ptr %4, align 4
  store i32 %20, ptr %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mem_store(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  call void asm "st $1, $0", "=*m,r"(ptr elementtype(i32) %5, i32 %6) #4, !srcloc !10
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
  %8 = call i32 asm "add $1, $2, $0", "=r,r,r"(i32 %6, i32 %7) #3, !srcloc !11
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @inc_tied(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 asm "add $0, $1, $0", "=r,r,0"(i32 %6, i32 %5) #3, !srcloc !12
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
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
  %8 = call i32 asm "mov $1, $0\0A\09add $0, $2, $0\0A\09add $0, $2, $0", "=&r,r,r"(i32 %6, i32 %7) #3, !srcloc !13
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mem_load_add(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "ld $1, $0\0A\09add $0, $2, $0", "=&r,*m,r"(ptr elementtype(i32) %6, i32 %7) #5, !srcloc !14
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @imm_add(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm "add $0, $1, $0", "=r,I,0"(i32 1000, i32 %3) #3, !srcloc !15
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 asm "sub $0, $1, $0", "=r,n,0"(i32 1, i32 %5) #3, !srcloc !16
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @explicit_regs(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = call i32 asm "add %o1, %o2, %o1", "={r9},{r10},{r9}"(i32 %10, i32 %9) #3, !srcloc !17
  store i32 %11, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal float @fadd(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %4, align 4
  %8 = call float asm "fadds $1, $2, $0", "=f,f,f"(float %6, float %7) #3, !srcloc !18
  store float %8, ptr %5, align 4
  %9 = load float, ptr %5, align 4
  ret float %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @via_l3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm "mov $1, %l3\0A\09add %l3, 1, $0", "=r,r,~{r19}"(i32 %4) #3, !srcloc !19
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_down(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call { i32, i32 } asm "mov 0, $0\0A1:\0A\09add $0, 3, $0\0A\09subcc $1, 1, $1\0A\09bne 1b\0A\09nop\0A\09ba 2f\0A\09nop\0A\09add $0, 100, $0\0A2:", "=&r,=r,1,~{cc}"(i32 %4) #3, !srcloc !20
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
  callbr void asm sideeffect "cmp $0, 0\0A\09be ${1:l}\0A\09nop", "r,!i,~{cc}"(i32 %4) #4
          to label %5 [label %6], !srcloc !21

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
  %6 = callbr i32 asm "mov $1, $0\0A\09cmp $1, 0\0A\09be ${2:l}\0A\09nop", "=r,r,!i,~{cc}"(i32 %5) #3
          to label %7 [label %9], !srcloc !22

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
define internal void @ll_store(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 4
  %6 = load i64, ptr %4, align 8
  call void asm "std $1, $0", "=*m,r"(ptr elementtype(i64) %5, i64 %6) #4, !srcloc !23
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @ll_load(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  %5 = call i64 asm "ldd $1, $0", "=r,*m"(ptr elementtype(i64) %4) #5, !srcloc !24
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ll_high(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i32 asm "mov $1, $0", "=r,r"(i64 %4) #3, !srcloc !25
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ll_low(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "", "=r,0"(i64 %4) #3, !srcloc !26
  %6 = trunc i64 %5 to i32
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i64 @ll_both(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = call { i64, i64 } asm "add $0, $2, $0", "=r,=r,r,0,1,~{r8},~{r9}"(i32 %9, i64 %7, i64 %8) #3, !srcloc !27
  %11 = extractvalue { i64, i64 } %10, 0
  %12 = extractvalue { i64, i64 } %10, 1
  store i64 %11, ptr %4, align 8
  store i64 %12, ptr %5, align 8
  %13 = load i64, ptr %4, align 8
  %14 = load i64, ptr %5, align 8
  %15 = xor i64 %13, %14
  ret i64 %15
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin "no-builtins" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(read) }

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
!9 = !{i64 1697, i64 1710, i64 1724}
!10 = !{i64 1016}
!11 = !{i64 525}
!12 = !{i64 632}
!13 = !{i64 737, i64 750, i64 768}
!14 = !{i64 891, i64 903}
!15 = !{i64 1091}
!16 = !{i64 1142}
!17 = !{i64 1320}
!18 = !{i64 1441}
!19 = !{i64 1550, i64 1565}
!20 = !{i64 1842, i64 1854, i64 1858, i64 1875, i64 1894, i64 1904, i64 1911, i64 1920, i64 1927, i64 1946}
!21 = !{i64 2054, i64 2066, i64 2076}
!22 = !{i64 2199, i64 2212, i64 2225, i64 2235}
!23 = !{i64 2547}
!24 = !{i64 2651}
!25 = !{i64 2754}
!26 = !{i64 2896}
!27 = !{i64 3005}
