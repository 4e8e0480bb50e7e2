; fp128 on SPARC V8 in memory (llc-16 passes no f128 in calls on V8): conversions, arithmetic,
; compares and fneg through the _Q_* routines; main prints the results (tests/exec/test_soft_float_programs.py).
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"
define void @add(ptr %r, ptr %a, ptr %b) {
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %z = fadd fp128 %x, %y
  store fp128 %z, ptr %r
  ret void
}
define i32 @lt(ptr %a, ptr %b) {
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %c = fcmp olt fp128 %x, %y
  %z = zext i1 %c to i32
  ret i32 %z
}
define i32 @ueq(ptr %a, ptr %b) {
  %x = load fp128, ptr %a
  %y = load fp128, ptr %b
  %c = fcmp ueq fp128 %x, %y
  %z = zext i1 %c to i32
  ret i32 %z
}
define void @neg(ptr %r, ptr %a) {
  %x = load fp128, ptr %a
  %z = fneg fp128 %x
  store fp128 %z, ptr %r
  ret void
}
define i64 @toi(ptr %a) {
  %x = load fp128, ptr %a
  %z = fptosi fp128 %x to i64
  ret i64 %z
}
define i32 @toi32(ptr %a) {
  %x = load fp128, ptr %a
  %z = fptoui fp128 %x to i32
  ret i32 %z
}
define double @tod(ptr %a) {
  %x = load fp128, ptr %a
  %z = fptrunc fp128 %x to double
  ret double %z
}
define void @fromd(ptr %r, double %d) {
  %z = fpext double %d to fp128
  store fp128 %z, ptr %r
  ret void
}
define void @fromi(ptr %r, i64 %d) {
  %z = uitofp i64 %d to fp128
  store fp128 %z, ptr %r
  ret void
}
define void @cst(ptr %r) {
  store fp128 0xL00000000000000003FFF800000000000, ptr %r
  ret void
}
@fmt = private constant [41 x i8] c"%d %d %d %d %lld %u %f %08x%08x%08x%08x\0A\00"
@q = global fp128 0xL00000000000000003FFF800000000000
declare i32 @printf(ptr, ...)
define i32 @main() {
  %a = alloca fp128, align 8
  %b = alloca fp128, align 8
  %r = alloca fp128, align 8
  call void @fromd(ptr %a, double 0.1)
  call void @fromi(ptr %b, i64 3)
  call void @add(ptr %r, ptr %a, ptr %b)
  %l1 = call i32 @lt(ptr %a, ptr %b)
  %l2 = call i32 @lt(ptr %b, ptr %a)
  %e1 = call i32 @ueq(ptr %a, ptr %a)
  %e2 = call i32 @ueq(ptr %a, ptr %b)
  call void @neg(ptr %b, ptr %r)
  %i = call i64 @toi(ptr %b)
  %u = call i32 @toi32(ptr %r)
  %d = call double @tod(ptr %r)
  %w0 = load i32, ptr %r
  %p1 = getelementptr i8, ptr %r, i32 4
  %w1 = load i32, ptr %p1
  %p2 = getelementptr i8, ptr %r, i32 8
  %w2 = load i32, ptr %p2
  %p3 = getelementptr i8, ptr %r, i32 12
  %w3 = load i32, ptr %p3
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %l1, i32 %l2, i32 %e1, i32 %e2, i64 %i, i32 %u, double %d, i32 %w0, i32 %w1, i32 %w2, i32 %w3)
  ret i32 0
}
