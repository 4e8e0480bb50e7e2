; mul, sdiv/udiv/srem/urem, variable shifts and compares of i129/i256/i512 (isel/wide_int_expand.py),
; the overflow intrinsics on them (isel/expand_int.py), an odd-width load;
; no target triple: tests/exec/test_wide_int.py compiles it for each target.
@fmt = private constant [6 x i8] c"%llx\0A\00"
declare i32 @printf(ptr, ...)
declare { i129, i1 } @llvm.smul.with.overflow.i129(i129, i129)
declare { i256, i1 } @llvm.umul.with.overflow.i256(i256, i256)
@odd = global i127 u0x7edcba98765432100123456789abcdef
define void @show(i256 %v) {
  %a = trunc i256 %v to i64
  %s1 = lshr i256 %v, 64
  %b = trunc i256 %s1 to i64
  %s2 = lshr i256 %v, 128
  %c = trunc i256 %s2 to i64
  %s3 = lshr i256 %v, 192
  %d = trunc i256 %s3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %d)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %c)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %b)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a)
  ret void
}
; SPARC passes the i64s in the 6th-7th and 8th-9th argument words, partly on the stack;
; the i128 runtime calls that compute them (__multi3, __udivti3, whose own arguments
; reach the stack too) must not run inside this call's sequence (isel/schedule.py)
define void @show_late(i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 %p5, i64 %x, i64 %y) noinline {
  %s = add i32 %p1, %p5
  %w = zext i32 %s to i256
  call void @show(i256 %w)
  %a = zext i64 %x to i256
  call void @show(i256 %a)
  %b = zext i64 %y to i256
  call void @show(i256 %b)
  ret void
}
define i32 @main() {
  %x = add i256 u0x123456789abcdef0fedcba9876543210deadbeefcafebabe, 0
  %y = sub i256 0, 98765432123456789012345678901234567
  %m = mul i256 %x, %y
  call void @show(i256 %m)
  %d = sdiv i256 %y, 12345678901234567
  call void @show(i256 %d)
  %r = srem i256 %y, 12345678901234567
  call void @show(i256 %r)
  %u = udiv i256 %y, %x
  call void @show(i256 %u)
  %v = urem i256 %y, %x
  call void @show(i256 %v)
  %z = zext i256 %x to i512
  %z2 = mul i512 %z, %z
  %z3 = lshr i512 %z2, 100
  %z4 = trunc i512 %z3 to i256
  call void @show(i256 %z4)
  %w = trunc i256 %y to i129
  %w2 = sdiv i129 %w, -7
  %w3 = sext i129 %w2 to i256
  call void @show(i256 %w3)
  %sh = trunc i256 %x to i32
  %amt = and i32 %sh, 255
  %amt5 = zext i32 %amt to i512
  %vs = shl i512 %z2, %amt5
  %vs2 = ashr i512 %vs, 77
  %vs3 = trunc i512 %vs2 to i256
  call void @show(i256 %vs3)
  %c1 = icmp slt i512 %vs, %z2
  %c2 = icmp ugt i129 %w, %w2
  %c3 = zext i1 %c1 to i256
  %c4 = zext i1 %c2 to i256
  %c5 = shl i256 %c4, 4
  %c6 = or i256 %c3, %c5
  call void @show(i256 %c6)
  %big = urem i512 %z2, 1000000007
  %big2 = trunc i512 %big to i256
  call void @show(i256 %big2)
  ; the overflow intrinsics multiply in twice the width in the DAG (mul i258 / i512),
  ; past the widest runtime helper
  %so = call { i129, i1 } @llvm.smul.with.overflow.i129(i129 %w, i129 %w2)
  %so.v = extractvalue { i129, i1 } %so, 0
  %so.f = extractvalue { i129, i1 } %so, 1
  %so.w = sext i129 %so.v to i256
  call void @show(i256 %so.w)
  %so.fw = zext i1 %so.f to i256
  call void @show(i256 %so.fw)
  %uo = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 %x, i256 %d)
  %uo.v = extractvalue { i256, i1 } %uo, 0
  %uo.f = extractvalue { i256, i1 } %uo, 1
  call void @show(i256 %uo.v)
  %uo.fw = zext i1 %uo.f to i256
  call void @show(i256 %uo.fw)
  ; an i127 load: its high part is a 63-bit piece read as a whole i64
  %o = load volatile i127, ptr @odd
  %o.w = sext i127 %o to i256
  call void @show(i256 %o.w)
  %o.a = zext i127 %o to i128
  %o.b = trunc i256 %y to i128
  %o.p = mul i128 %o.a, %o.b
  %o.q = udiv i128 %o.b, %o.a
  %o.pt = trunc i128 %o.p to i64
  %o.qt = trunc i128 %o.q to i64
  call void @show_late(i32 1, i32 2, i32 3, i32 4, i32 5, i64 %o.pt, i64 %o.qt)
  ret i32 0
}
