; Compares of loaded values with constants that x86-64 selects as `cmp $imm, mem`: every
; width (8/16/32/64 bits), immediates that fit imm8 and ones that need imm16/imm32, and
; each addressing form (global + scaled register: a disp32 relocation followed by the
; immediate; base + displacement; RIP-relative), plain, sign- and zero-extended loads;
; and a load on the left of a register compare (`cmp mem, reg`, predicate swapped).
@b8a = internal global [4 x i8] c"\00\C8\7F\80", align 1
@b8b = internal global [4 x i8] c"\00\C8\7F\80", align 1
@b8c = internal global [4 x i8] c"\00\C8\7F\80", align 1
@w16a = internal global [4 x i16] [i16 -5, i16 300, i16 -300, i16 7], align 2
@w16b = internal global [4 x i16] [i16 -5, i16 300, i16 -300, i16 7], align 2
@w16c = internal global [4 x i16] [i16 -5, i16 300, i16 -300, i16 7], align 2
@d32a = internal global [4 x i32] [i32 1000, i32 -1, i32 100000, i32 5], align 4
@d32b = internal global [4 x i32] [i32 1000, i32 -1, i32 100000, i32 5], align 4
@d32c = internal global [4 x i32] [i32 1000, i32 -1, i32 100000, i32 5], align 4
@q64a = internal global [4 x i64] [i64 -1, i64 0, i64 70000, i64 -70000], align 8
@q64b = internal global [4 x i64] [i64 -1, i64 0, i64 70000, i64 -70000], align 8
@q64c = internal global [4 x i64] [i64 -1, i64 0, i64 70000, i64 -70000], align 8
@d32d = internal global [4 x i32] [i32 1000, i32 -1, i32 100000, i32 5], align 4
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc16, %loop ]
  %p8 = getelementptr [4 x i8], ptr @b8a, i64 0, i64 %i
  %v8 = load i8, ptr %p8
  %c0 = icmp eq i8 %v8, 0
  %p8b = getelementptr [4 x i8], ptr @b8b, i64 0, i64 %i
  %v8b = load i8, ptr %p8b
  %c1 = icmp ugt i8 %v8b, 200
  %p8c = getelementptr [4 x i8], ptr @b8c, i64 0, i64 %i
  %v8c = load i8, ptr %p8c
  %s8 = sext i8 %v8c to i32
  %c2 = icmp slt i32 %s8, -100
  %p16 = getelementptr [4 x i16], ptr @w16a, i64 0, i64 %i
  %v16 = load i16, ptr %p16
  %s16 = sext i16 %v16 to i32
  %c3 = icmp sgt i32 %s16, -6
  %p16b = getelementptr [4 x i16], ptr @w16b, i64 0, i64 %i
  %v16b = load i16, ptr %p16b
  %c4 = icmp ult i16 %v16b, 300
  %p16c = getelementptr [4 x i16], ptr @w16c, i64 0, i64 %i
  %v16c = load i16, ptr %p16c
  %c5 = icmp eq i16 %v16c, -300
  %p32 = getelementptr [4 x i32], ptr @d32a, i64 0, i64 %i
  %v32 = load i32, ptr %p32
  %c6 = icmp sge i32 %v32, 1000
  %p32b = getelementptr [4 x i32], ptr @d32b, i64 0, i64 %i
  %v32b = load i32, ptr %p32b
  %c7 = icmp eq i32 %v32b, -1
  %p32c = getelementptr [4 x i32], ptr @d32c, i64 0, i64 %i
  %v32c = load i32, ptr %p32c
  %c8 = icmp ugt i32 %v32c, 99999
  %p64 = getelementptr [4 x i64], ptr @q64a, i64 0, i64 %i
  %v64 = load i64, ptr %p64
  %c9 = icmp slt i64 %v64, -69999
  %p64b = getelementptr [4 x i64], ptr @q64b, i64 0, i64 %i
  %v64b = load i64, ptr %p64b
  %c10 = icmp eq i64 %v64b, 70000
  %p64c = getelementptr [4 x i64], ptr @q64c, i64 0, i64 %i
  %v64c = load i64, ptr %p64c
  %c11 = icmp ne i64 %v64c, 0
  %first = load i32, ptr @d32b
  %c12 = icmp eq i32 %first, 1000
  %b0z = zext i1 %c0 to i32
  %b0 = shl i32 %b0z, 0
  %b1z = zext i1 %c1 to i32
  %b1 = shl i32 %b1z, 1
  %b2z = zext i1 %c2 to i32
  %b2 = shl i32 %b2z, 2
  %b3z = zext i1 %c3 to i32
  %b3 = shl i32 %b3z, 3
  %b4z = zext i1 %c4 to i32
  %b4 = shl i32 %b4z, 4
  %b5z = zext i1 %c5 to i32
  %b5 = shl i32 %b5z, 5
  %b6z = zext i1 %c6 to i32
  %b6 = shl i32 %b6z, 6
  %b7z = zext i1 %c7 to i32
  %b7 = shl i32 %b7z, 7
  %b8xz = zext i1 %c8 to i32
  %b8x = shl i32 %b8xz, 8
  %b9z = zext i1 %c9 to i32
  %b9 = shl i32 %b9z, 9
  %b10z = zext i1 %c10 to i32
  %b10 = shl i32 %b10z, 10
  %b11z = zext i1 %c11 to i32
  %b11 = shl i32 %b11z, 11
  %b12z = zext i1 %c12 to i32
  %b12 = shl i32 %b12z, 12
  %o1 = or i32 %b0, %b1
  %o2 = or i32 %o1, %b2
  %o3 = or i32 %o2, %b3
  %o4 = or i32 %o3, %b4
  %o5 = or i32 %o4, %b5
  %o6 = or i32 %o5, %b6
  %o7 = or i32 %o6, %b7
  %o8 = or i32 %o7, %b8x
  %o9 = or i32 %o8, %b9
  %o10 = or i32 %o9, %b10
  %o11 = or i32 %o10, %b11
  %o12 = or i32 %o11, %b12
  %pd = getelementptr [4 x i32], ptr @d32d, i64 0, i64 %i
  %vd = load i32, ptr %pd
  %xi = trunc i64 %i to i32
  %xr = mul i32 %xi, 40000
  %c13 = icmp ugt i32 %vd, %xr
  %b13z = zext i1 %c13 to i32
  %b13 = shl i32 %b13z, 13
  %o13 = or i32 %o12, %b13
  %sh = mul i32 %acc, 8191
  %acc16 = xor i32 %sh, %o13
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %o13)
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %acc16)
  ret i32 0
}
