; bcp-1 at -O0 (every target): `__builtin_constant_p(x[123456])` is a load feeding
; llvm.is.constant. llc-16 lowers is.constant to false and deletes the then-dead load
; (LowerConstantIntrinsics removes trivially dead operands); pyllc -O0 keeps the load,
; which faults on a short string. Expected: exit 0. Not a regression test: fails today.
@s = private constant [4 x i8] c"abc\00"
define i32 @bad9(ptr %x) noinline {
  %p = getelementptr inbounds i8, ptr %x, i64 123456
  %v = load i8, ptr %p, align 1
  %c = call i1 @llvm.is.constant.i8(i8 %v)
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @main() {
  %r = call i32 @bad9(ptr @s)
  ret i32 %r
}
declare i1 @llvm.is.constant.i8(i8)
