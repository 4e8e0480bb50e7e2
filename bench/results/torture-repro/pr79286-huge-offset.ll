; pr79286 at -O0 (x86-64, AArch64, RISC-V): a global's address plus a constant offset
; of about 2^63 (a constant-expression GEP) is folded into one PC-relative relocation, which cannot be resolved
; (pylli's link: "R_X86_64_PC32: value ... out of range"). LLVM folds only offsets the
; code model allows (X86: isOffsetSuitableForCodeModel). The load never runs. Expected:
; links and exits 0. Not a regression test: fails today.
@a = global i32 0
@d = internal global [0 x [8 x i32]] zeroinitializer, align 4
define i32 @main() {
  %z = load i32, ptr @a
  %t = icmp ne i32 %z, 0
  br i1 %t, label %far, label %done
far:
  %v = load i32, ptr getelementptr inbounds ([0 x [8 x i32]], ptr @d, i64 0, i64 300000000000000000), align 4
  ret i32 %v
done:
  ret i32 0
}
