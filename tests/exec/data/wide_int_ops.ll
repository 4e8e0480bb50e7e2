; mul, sdiv/udiv/srem/urem, variable shifts and compares of i129/i256/i512 (isel/wide_int_expand.py);
; no target triple: tests/exec/test_wide_int.py compiles it for each target.
@fmt = private constant [6 x i8] c"%llx\0A\00"
declare i32 @printf(ptr, ...)
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
  ret i32 0
}
