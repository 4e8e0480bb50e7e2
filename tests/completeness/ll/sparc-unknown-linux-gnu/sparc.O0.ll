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
  store i32 40, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 3, ptr %3, align 4
  store i32 9, ptr %4, align 4
  call void @swap(ptr noundef %3, ptr noundef %4) #2
  call void @mem_store(ptr noundef %2, i32 noundef 77) #2
  %9 = call i32 @add3(i32 noundef 40, i32 noundef 2) #2
  %10 = call i32 @inc_tied(i32 noundef 100, i32 noundef 23) #2
  %11 = call i32 @early(i32 noundef 5, i32 noundef 7) #2
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10, i32 noundef %11) #2
  %13 = call i32 @mem_load_add(ptr noundef %1, i32 noundef 2) #2
  %14 = load i32, ptr %2, align 4
  %15 = call i32 @imm_add(i32 noundef 1) #2
  %16 = call i32 @explicit_regs(i32 noundef 6, i32 noundef 7) #2
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16) #2
  %18 = call float @fadd(float noundef 1.250000e+00, float noundef 2.500000e+00) #2
  %19 = fpext float %18 to double
  %20 = call i32 @via_l3(i32 noundef 41) #2
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22) #2
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %24

24:                                               ; preds = %37, %0
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %25, 50
  br i1 %26, label %27, label %40

27:                                               ; preds = %24
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  %31 = call i32 @early(i32 noundef %28, i32 noundef %30) #2
  %32 = load i32, ptr %6, align 4
  %33 = call i32 @add3(i32 noundef %32, i32 noundef 3) #2
  %34 = add nsw i32 %31, %33
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %5, align 4
  br label %37

37:                                               ; preds = %27
  %38 = load i32, ptr %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %6, align 4
  br label %24, !llvm.loop !5

40:                                               ; preds = %24
  %41 = load i32, ptr %5, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %41) #2
  %43 = call i32 @count_down(i32 noundef 7) #2
  %44 = call i32 @count_down(i32 noundef 1) #2
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %43, i32 noundef %44) #2
  %46 = call i32 @asm_triple(i32 noundef 14) #2
  %47 = call i32 @asm_triple(i32 noundef -5) #2
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %46, i32 noundef %47) #2
  store i32 0, ptr %7, align 4
  store i32 -3, ptr %8, align 4
  br label %49

49:                                               ; preds = %62, %40
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 4
  br i1 %51, label %52, label %65

52:                                               ; preds = %49
  %53 = load i32, ptr %7, align 4
  %54 = mul nsw i32 %53, 3
  %55 = load i32, ptr %8, align 4
  %56 = call i32 @goto_nonzero(i32 noundef %55) #2
  %57 = add nsw i32 %54, %56
  %58 = load i32, ptr %8, align 4
  %59 = call i32 @goto_output(i32 noundef %58) #2
  %60 = mul nsw i32 2, %59
  %61 = add nsw i32 %57, %60
  store i32 %61, ptr %7, align 4
  br label %62

62:                                               ; preds = %52
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  br label %49, !llvm.loop !7

65:                                               ; preds = %49
  %66 = call i32 @goto_nonzero(i32 noundef 0) #2
  %67 = call i32 @goto_nonzero(i32 noundef 5) #2
  %68 = call i32 @goto_output(i32 noundef 0) #2
  %69 = call i32 @goto_output(i32 noundef 7) #2
  %70 = load i32, ptr %7, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70) #2
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
  %14 = call { i32, i32, i32 } asm "mov $0, $2\0A\09mov $1, $0\0A\09mov $2, $1", "=r,=r,=&r,0,1"(i32 %12, i32 %13) #3, !srcloc !8
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
  call void asm "st $1, $0", "=*m,r"(ptr elementtype(i32) %5, i32 %6) #4, !srcloc !9
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
  %8 = call i32 asm "add $1, $2, $0", "=r,r,r"(i32 %6, i32 %7) #3, !srcloc !10
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
  %7 = call i32 asm "add $0, $1, $0", "=r,r,0"(i32 %6, i32 %5) #3, !srcloc !11
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
  %8 = call i32 asm "mov $1, $0\0A\09add $0, $2, $0\0A\09add $0, $2, $0", "=&r,r,r"(i32 %6, i32 %7) #3, !srcloc !12
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
  %8 = call i32 asm "ld $1, $0\0A\09add $0, $2, $0", "=&r,*m,r"(ptr elementtype(i32) %6, i32 %7) #5, !srcloc !13
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @imm_add(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 asm "add $0, $1, $0", "=r,I,0"(i32 1000, i32 %3) #3, !srcloc !14
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 asm "sub $0, $1, $0", "=r,n,0"(i32 1, i32 %5) #3, !srcloc !15
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
  %11 = call i32 asm "add %o1, %o2, %o1", "={r9},{r10},{r9}"(i32 %10, i32 %9) #3, !srcloc !16
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
  %8 = call float asm "fadds $1, $2, $0", "=f,f,f"(float %6, float %7) #3, !srcloc !17
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
  %5 = call i32 asm "mov $1, %l3\0A\09add %l3, 1, $0", "=r,r,~{r19}"(i32 %4) #3, !srcloc !18
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
  %5 = call { i32, i32 } asm "mov 0, $0\0A1:\0A\09add $0, 3, $0\0A\09subcc $1, 1, $1\0A\09bne 1b\0A\09nop\0A\09ba 2f\0A\09nop\0A\09add $0, 100, $0\0A2:", "=&r,=r,1,~{cc}"(i32 %4) #3, !srcloc !19
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
          to label %5 [label %6], !srcloc !20

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
          to label %7 [label %9], !srcloc !21

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
!21 = !{i64 2149, i64 2162, i64 2175, i64 2185}
