; Vector multiplies SSE2 has no instruction for (i32 lanes: pmuludq twice; i8 lanes:
; pmullw on even and odd bytes), in a loop over arrays of varied values (negative,
; wrapping, 0x80), beside a zero vector accumulator and a non-zero constant vector.
@a32 = internal global [64 x i32] zeroinitializer, align 16
@b32 = internal global [64 x i32] zeroinitializer, align 16
@a8 = internal global [64 x i8] zeroinitializer, align 16
@b8 = internal global [64 x i8] zeroinitializer, align 16
@fmt = private constant [10 x i8] c"%u %u %u\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %s = phi i32 [ 12345, %entry ], [ %s2, %fill ]
  %s1 = mul i32 %s, 1103515245
  %s2 = add i32 %s1, 12345
  %pa = getelementptr i32, ptr @a32, i64 %i
  store i32 %s2, ptr %pa
  %t = lshr i32 %s2, 7
  %pb = getelementptr i32, ptr @b32, i64 %i
  store i32 %t, ptr %pb
  %c8 = trunc i32 %s2 to i8
  %pa8 = getelementptr i8, ptr @a8, i64 %i
  store i8 %c8, ptr %pa8
  %t8 = trunc i32 %t to i8
  %pb8 = getelementptr i8, ptr @b8, i64 %i
  store i8 %t8, ptr %pb8
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 64
  br i1 %more, label %fill, label %vec
vec:
  %j = phi i64 [ 0, %fill ], [ %j1, %vec ]
  %acc = phi <4 x i32> [ zeroinitializer, %fill ], [ %acc1, %vec ]
  %x = phi <4 x i32> [ <i32 -1, i32 65537, i32 -2147483648, i32 7>, %fill ], [ %x1, %vec ]
  %va = getelementptr i32, ptr @a32, i64 %j
  %v = load <4 x i32>, ptr %va, align 16
  %vb = getelementptr i32, ptr @b32, i64 %j
  %w = load <4 x i32>, ptr %vb, align 16
  %m = mul <4 x i32> %v, %w
  %x1 = mul <4 x i32> %x, <i32 3, i32 -5, i32 65539, i32 123456789>
  %mx = add <4 x i32> %m, %x1
  %acc1 = xor <4 x i32> %acc, %mx
  %j1 = add i64 %j, 4
  %jm = icmp ult i64 %j1, 64
  br i1 %jm, label %vec, label %bytes
bytes:
  %k = phi i64 [ 0, %vec ], [ %k1, %bytes ]
  %acc8 = phi <16 x i8> [ zeroinitializer, %vec ], [ %acc8n, %bytes ]
  %ba = getelementptr i8, ptr @a8, i64 %k
  %u = load <16 x i8>, ptr %ba, align 16
  %bb = getelementptr i8, ptr @b8, i64 %k
  %y = load <16 x i8>, ptr %bb, align 16
  %p = mul <16 x i8> %u, %y
  %q = mul <16 x i8> %p, <i8 -128, i8 3, i8 255, i8 77, i8 -3, i8 1, i8 0, i8 9, i8 11, i8 -41, i8 13, i8 101, i8 2, i8 127, i8 64, i8 5>
  %acc8n = add <16 x i8> %acc8, %q
  %k1 = add i64 %k, 16
  %km = icmp ult i64 %k1, 64
  br i1 %km, label %bytes, label %out
out:
  store <4 x i32> %acc1, ptr @a32, align 16
  %r0 = load i32, ptr @a32, align 16
  %rp = getelementptr i32, ptr @a32, i64 3
  %r1 = load i32, ptr %rp, align 4
  store <16 x i8> %acc8n, ptr @a8, align 16
  %h0 = load i32, ptr @a8, align 16
  %hp = getelementptr i32, ptr @a8, i64 3
  %h3 = load i32, ptr %hp, align 4
  %h = xor i32 %h0, %h3
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r0, i32 %r1, i32 %h)
  ret i32 0
}
