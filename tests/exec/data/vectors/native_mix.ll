; Native vector clusters next to scalarized vectors (isel/build_vector.py): phis of
; <4 x i32> and split <4 x i64> across blocks, a multiply SSE2 lacks (x86-64 scalarizes the
; whole cluster), a constant with an undef lane (never read), a 64-bit load widened, a widened vector
; reduced, an extractelement user (scalarized), volatile vector accesses, a vector
; argument and result, <16 x i8> wrapping adds, <2 x double> and <4 x float> arithmetic,
; 18 vectors live across a call (spilled as 16-byte slots).
; tests/exec/test_native_vectors.py runs it against llc-16's object for the same IR.

declare i32 @printf(ptr, ...)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>)

@fmt = private constant [4 x i8] c"%x\0A\00"
@fmtl = private constant [5 x i8] c"%lx\0A\00"
@buf = global [64 x i32] zeroinitializer, align 16
@out = global [64 x i32] zeroinitializer, align 16
@bytes = global [64 x i8] zeroinitializer, align 16
@dbl = global [4 x double] [double 1.5, double -2.25, double 1.0e10, double 3.0], align 16
@flt = global [4 x float] [float 1.5, float -2.25, float 7.0, float 0.125], align 16

define void @fill() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %t = trunc i64 %i to i32
  %m = mul i32 %t, 16843009
  %v = xor i32 %m, -1515870811
  %p = getelementptr i32, ptr @buf, i64 %i
  store i32 %v, ptr %p
  %b = trunc i32 %m to i8
  %pb = getelementptr i8, ptr @bytes, i64 %i
  store i8 %b, ptr %pb
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, 64
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; %mul: true -> mul <4 x i32> in one arm (native on AArch64, scalarized on x86-64)
define i64 @loopmix(ptr %p, i32 %n, i1 %mul) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %entry ], [ %acc2, %latch ]
  %wide = phi <4 x i64> [ zeroinitializer, %entry ], [ %wide2, %latch ]
  %idx = sext i32 %i to i64
  %q = getelementptr i32, ptr %p, i64 %idx
  %v = load <4 x i32>, ptr %q, align 4
  %x = xor <4 x i32> %v, <i32 -1, i32 255, i32 65535, i32 7>
  %bit = and i32 %i, 4
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %a, label %b
a:
  %ya = sub <4 x i32> %x, %acc
  br label %latch
b:
  br i1 %mul, label %bm, label %bo
bm:
  %ybm = mul <4 x i32> %x, <i32 3, i32 5, i32 7, i32 9>
  br label %latch
bo:
  %ybo = or <4 x i32> %x, <i32 48, i32 0, i32 -256, i32 1>
  br label %latch
latch:
  %y = phi <4 x i32> [ %ya, %a ], [ %ybm, %bm ], [ %ybo, %bo ]
  %acc2 = add <4 x i32> %acc, %y
  %w = sext <4 x i32> %y to <4 x i64>
  %wide2 = sub <4 x i64> %wide, %w
  %i.next = add i32 %i, 4
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %acc2)
  %r2 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %wide2)
  %r1w = zext i32 %r1 to i64
  %r = xor i64 %r2, %r1w
  ret i64 %r
}

; bytes widened from a 64-bit load, added, stored; 16-bit lanes widened and reduced
define i32 @widen(ptr %src, ptr %dst) {
  %v = load <8 x i8>, ptr %src, align 1
  %z = zext <8 x i8> %v to <8 x i16>
  %s = add <8 x i16> %z, <i16 1000, i16 -1, i16 0, i16 300, i16 5, i16 6, i16 7, i16 -32768>
  store <8 x i16> %s, ptr %dst, align 2
  %s2 = load <8 x i16>, ptr %dst, align 2
  %w = sext <8 x i16> %s2 to <8 x i32>
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %w)
  ret i32 %r
}

; a native-looking load read by extractelement (scalarized); volatile vector accesses
define i32 @lanes(ptr %p) {
  %v = load <4 x i32>, ptr %p, align 4
  %e = extractelement <4 x i32> %v, i32 2
  %q = getelementptr i32, ptr %p, i64 4
  %w = load volatile <4 x i32>, ptr %q, align 4
  %s = add <4 x i32> %w, <i32 1, i32 1, i32 1, i32 1>
  store volatile <4 x i32> %s, ptr @out, align 16
  %o = load i32, ptr getelementptr (i32, ptr @out, i64 3)
  %r = add i32 %e, %o
  ret i32 %r
}

define <4 x i32> @twice(<4 x i32> %a) noinline {
  %b = add <4 x i32> %a, %a
  ret <4 x i32> %b
}

define i32 @bytes16() {
  %v = load <16 x i8>, ptr @bytes, align 16
  %w = load <16 x i8>, ptr getelementptr (i8, ptr @bytes, i64 16), align 16
  %s = add <16 x i8> %v, %w
  %t = sub <16 x i8> %s, <i8 200, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 undef>
  %a = and <16 x i8> %t, <i8 -1, i8 127, i8 -1, i8 127, i8 -1, i8 127, i8 -1, i8 127, i8 -1, i8 127, i8 -1, i8 127, i8 -1, i8 127, i8 -1, i8 127>
  store <16 x i8> %a, ptr getelementptr (i8, ptr @bytes, i64 32), align 16
  %x = load i32, ptr getelementptr (i8, ptr @bytes, i64 32)
  %y = load i32, ptr getelementptr (i8, ptr @bytes, i64 40)
  %r = xor i32 %x, %y
  ret i32 %r
}

define i64 @floats() {
  %d = load <2 x double>, ptr @dbl, align 16
  %e = load <2 x double>, ptr getelementptr (double, ptr @dbl, i64 2), align 16
  %q = fdiv <2 x double> %e, %d
  %s = fsub <2 x double> %q, <double 0.5, double 1.0e9>
  store <2 x double> %s, ptr @dbl, align 16
  %f = load <4 x float>, ptr @flt, align 16
  %m = fmul <4 x float> %f, %f
  %n = fadd <4 x float> %m, <float 1.0, float 2.0, float 3.0, float 4.0>
  store <4 x float> %n, ptr @flt, align 16
  %b0 = load i64, ptr @dbl
  %b1 = load i64, ptr getelementptr (i64, ptr @dbl, i64 1)
  %f0 = load i64, ptr @flt
  %f1 = load i64, ptr getelementptr (i64, ptr @flt, i64 1)
  %x = xor i64 %b0, %b1
  %y = xor i64 %f0, %f1
  %r = add i64 %x, %y
  ret i64 %r
}

; 18 vectors live across a call (x86-64: every XMM register is caller-saved; AArch64:
; q values avoid v8-v15) and more than the registers: 16-byte spills and reloads
define i32 @pressure(ptr %p) {
  %a0 = getelementptr <4 x i32>, ptr %p, i64 0
  %v0 = load <4 x i32>, ptr %a0, align 4
  %a1 = getelementptr <4 x i32>, ptr %p, i64 1
  %v1 = load <4 x i32>, ptr %a1, align 4
  %a2 = getelementptr <4 x i32>, ptr %p, i64 2
  %v2 = load <4 x i32>, ptr %a2, align 4
  %a3 = getelementptr <4 x i32>, ptr %p, i64 3
  %v3 = load <4 x i32>, ptr %a3, align 4
  %a4 = getelementptr <4 x i32>, ptr %p, i64 4
  %v4 = load <4 x i32>, ptr %a4, align 4
  %a5 = getelementptr <4 x i32>, ptr %p, i64 5
  %v5 = load <4 x i32>, ptr %a5, align 4
  %a6 = getelementptr <4 x i32>, ptr %p, i64 6
  %v6 = load <4 x i32>, ptr %a6, align 4
  %a7 = getelementptr <4 x i32>, ptr %p, i64 7
  %v7 = load <4 x i32>, ptr %a7, align 4
  %a8 = getelementptr <4 x i32>, ptr %p, i64 8
  %v8 = load <4 x i32>, ptr %a8, align 4
  %a9 = getelementptr <4 x i32>, ptr %p, i64 9
  %v9 = load <4 x i32>, ptr %a9, align 4
  %a10 = getelementptr <4 x i32>, ptr %p, i64 10
  %v10 = load <4 x i32>, ptr %a10, align 4
  %a11 = getelementptr <4 x i32>, ptr %p, i64 11
  %v11 = load <4 x i32>, ptr %a11, align 4
  %a12 = getelementptr <4 x i32>, ptr %p, i64 12
  %v12 = load <4 x i32>, ptr %a12, align 4
  %a13 = getelementptr <4 x i32>, ptr %p, i64 13
  %v13 = load <4 x i32>, ptr %a13, align 4
  %a14 = getelementptr <4 x i32>, ptr %p, i64 14
  %v14 = load <4 x i32>, ptr %a14, align 4
  %a15 = getelementptr <4 x i32>, ptr %p, i64 15
  %v15 = load <4 x i32>, ptr %a15, align 4
  %a16 = getelementptr <4 x i32>, ptr %p, i64 16
  %v16 = load <4 x i32>, ptr %a16, align 4
  %a17 = getelementptr <4 x i32>, ptr %p, i64 17
  %v17 = load <4 x i32>, ptr %a17, align 4
  call void @clobber()
  %s1 = add <4 x i32> %v0, %v1
  %s2 = add <4 x i32> %s1, %v2
  %s3 = xor <4 x i32> %s2, %v3
  %s4 = add <4 x i32> %s3, %v4
  %s5 = add <4 x i32> %s4, %v5
  %s6 = xor <4 x i32> %s5, %v6
  %s7 = add <4 x i32> %s6, %v7
  %s8 = add <4 x i32> %s7, %v8
  %s9 = xor <4 x i32> %s8, %v9
  %s10 = add <4 x i32> %s9, %v10
  %s11 = add <4 x i32> %s10, %v11
  %s12 = xor <4 x i32> %s11, %v12
  %s13 = add <4 x i32> %s12, %v13
  %s14 = add <4 x i32> %s13, %v14
  %s15 = xor <4 x i32> %s14, %v15
  %s16 = add <4 x i32> %s15, %v16
  %s17 = add <4 x i32> %s16, %v17
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %s17)
  ret i32 %r
}

define void @clobber() noinline {
  %v = load <4 x i32>, ptr getelementptr (i32, ptr @buf, i64 40), align 16
  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %w, ptr getelementptr (i32, ptr @buf, i64 40), align 16
  ret void
}

define i32 @main() {
  call void @fill()
  %r1 = call i64 @loopmix(ptr @buf, i32 60, i1 true)
  call i32 (ptr, ...) @printf(ptr @fmtl, i64 %r1)
  %r2 = call i64 @loopmix(ptr @buf, i32 57, i1 false)
  call i32 (ptr, ...) @printf(ptr @fmtl, i64 %r2)
  %r3 = call i32 @widen(ptr @bytes, ptr @out)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r3)
  %r4 = call i32 @lanes(ptr @buf)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r4)
  %v = load <4 x i32>, ptr @buf, align 16
  %t = call <4 x i32> @twice(<4 x i32> %v)
  %t3 = extractelement <4 x i32> %t, i32 3
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t3)
  %r5 = call i32 @bytes16()
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r5)
  %r6 = call i64 @floats()
  call i32 (ptr, ...) @printf(ptr @fmtl, i64 %r6)
  %r7 = call i32 @pressure(ptr @buf)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r7)
  ret i32 0
}
