; Rotates written as shift pairs and shifts by masked amounts (isel/combine_shifts.py), each
; function noinline so its amount is a run-time value; main prints every result for one
; amount and a hash over all: x in {big, 2^31+1, ..., 0}, amounts 0..255 and -31.

@main.xs = internal unnamed_addr constant [5 x i64] [i64 81985529216486895, i64 2147483649, i64 -81985529216486896, i64 1, i64 0], align 16
@main.rs = internal unnamed_addr constant [12 x i32] [i32 0, i32 1, i32 5, i32 13, i32 31, i32 32, i32 37, i32 63, i32 64, i32 71, i32 255, i32 -31], align 16
@.str = private unnamed_addr constant [15 x i8] c"%d %d %d %llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"hash %llx\0A\00", align 1

define dso_local i32 @rotr32(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = lshr i32 %0, %1
  %4 = sub i32 0, %1
  %5 = and i32 %4, 31
  %6 = shl i32 %0, %5
  %7 = or i32 %6, %3
  ret i32 %7
}

define dso_local i32 @rotl32(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = shl i32 %0, %1
  %4 = sub i32 0, %1
  %5 = and i32 %4, 31
  %6 = lshr i32 %0, %5
  %7 = or i32 %6, %3
  ret i32 %7
}

define dso_local i32 @rotl32s(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = shl i32 %0, %1
  %4 = sub i32 32, %1
  %5 = lshr i32 %0, %4
  %6 = or i32 %3, %5
  %7 = icmp eq i32 %1, 0
  %8 = select i1 %7, i32 %0, i32 %6
  ret i32 %8
}

define dso_local i64 @rotr64(i64 noundef %0, i64 noundef %1) local_unnamed_addr {
  %3 = lshr i64 %0, %1
  %4 = sub i64 0, %1
  %5 = and i64 %4, 63
  %6 = shl i64 %0, %5
  %7 = or i64 %6, %3
  ret i64 %7
}

define dso_local i64 @rotl64c(i64 noundef %0) local_unnamed_addr {
  %2 = shl i64 %0, 13
  %3 = lshr i64 %0, 51
  %4 = or i64 %3, %2
  ret i64 %4
}

define dso_local i32 @rotr32c(i32 noundef %0) local_unnamed_addr {
  %2 = lshr i32 %0, 7
  %3 = shl i32 %0, 25
  %4 = or i32 %2, %3
  ret i32 %4
}

define dso_local i32 @notrot(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = lshr i32 %0, %1
  %4 = sub i32 0, %1
  %5 = and i32 %4, 15
  %6 = shl i32 %0, %5
  %7 = or i32 %6, %3
  ret i32 %7
}

define dso_local i32 @shl_m31(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = and i32 %1, 31
  %4 = shl i32 %0, %3
  ret i32 %4
}

define dso_local i32 @lshr_m31(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = and i32 %1, 31
  %4 = lshr i32 %0, %3
  ret i32 %4
}

define dso_local i32 @ashr_m31(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = and i32 %1, 31
  %4 = ashr i32 %0, %3
  ret i32 %4
}

define dso_local i64 @shl64_m63(i64 noundef %0, i64 noundef %1) local_unnamed_addr {
  %3 = and i64 %1, 63
  %4 = shl i64 %0, %3
  ret i64 %4
}

define dso_local i64 @ashr64_m63(i64 noundef %0, i64 noundef %1) local_unnamed_addr {
  %3 = and i64 %1, 63
  %4 = ashr i64 %0, %3
  ret i64 %4
}

define dso_local i32 @shl_m15(i32 noundef %0, i32 noundef %1) local_unnamed_addr {
  %3 = and i32 %1, 15
  %4 = shl i32 %0, %3
  ret i32 %4
}

define dso_local zeroext i8 @shl8_m7(i8 noundef zeroext %0, i32 noundef %1) local_unnamed_addr {
  %3 = zext i8 %0 to i32
  %4 = and i32 %1, 7
  %5 = shl nuw nsw i32 %3, %4
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

define dso_local zeroext i16 @lshr16_m15(i16 noundef zeroext %0, i32 noundef %1) local_unnamed_addr {
  %3 = zext i16 %0 to i32
  %4 = and i32 %1, 15
  %5 = lshr i32 %3, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

define dso_local i64 @shl64_m31(i64 noundef %0, i64 noundef %1) local_unnamed_addr {
  %3 = and i64 %1, 31
  %4 = shl i64 %0, %3
  ret i64 %4
}

define dso_local i32 @main() local_unnamed_addr {
  br label %1

1:                                                ; preds = %0, %30
  %2 = phi i64 [ 0, %0 ], [ %31, %30 ]
  %3 = phi i64 [ 0, %0 ], [ %116, %30 ]
  %4 = getelementptr inbounds [5 x i64], ptr @main.xs, i64 0, i64 %2
  %5 = load i64, ptr %4, align 8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @rotl64c(i64 noundef %5)
  %8 = tail call i32 @rotr32c(i32 noundef %6)
  %9 = zext i32 %8 to i64
  %10 = trunc i64 %5 to i8
  %11 = trunc i64 %5 to i16
  %12 = trunc i64 %2 to i32
  %13 = trunc i64 %2 to i32
  %14 = trunc i64 %2 to i32
  %15 = trunc i64 %2 to i32
  %16 = trunc i64 %2 to i32
  %17 = trunc i64 %2 to i32
  %18 = trunc i64 %2 to i32
  %19 = trunc i64 %2 to i32
  %20 = trunc i64 %2 to i32
  %21 = trunc i64 %2 to i32
  %22 = trunc i64 %2 to i32
  %23 = trunc i64 %2 to i32
  %24 = trunc i64 %2 to i32
  %25 = trunc i64 %2 to i32
  %26 = trunc i64 %2 to i32
  %27 = trunc i64 %2 to i32
  br label %33

28:                                               ; preds = %30
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %116)
  ret i32 0

30:                                               ; preds = %86
  %31 = add nuw nsw i64 %2, 1
  %32 = icmp eq i64 %31, 5
  br i1 %32, label %28, label %1

33:                                               ; preds = %1, %86
  %34 = phi i64 [ 0, %1 ], [ %117, %86 ]
  %35 = phi i64 [ %3, %1 ], [ %116, %86 ]
  %36 = getelementptr inbounds [12 x i32], ptr @main.rs, i64 0, i64 %34
  %37 = load i32, ptr %36, align 4
  %38 = and i32 %37, 31
  %39 = tail call i32 @rotr32(i32 noundef %6, i32 noundef %38)
  %40 = zext i32 %39 to i64
  %41 = tail call i32 @rotl32(i32 noundef %6, i32 noundef %38)
  %42 = zext i32 %41 to i64
  %43 = tail call i32 @rotl32s(i32 noundef %6, i32 noundef %38)
  %44 = zext i32 %43 to i64
  %45 = and i32 %37, 63
  %46 = zext i32 %45 to i64
  %47 = tail call i64 @rotr64(i64 noundef %5, i64 noundef %46)
  %48 = tail call i32 @notrot(i32 noundef %6, i32 noundef %38)
  %49 = zext i32 %48 to i64
  %50 = tail call i32 @shl_m31(i32 noundef %6, i32 noundef %37)
  %51 = zext i32 %50 to i64
  %52 = tail call i32 @lshr_m31(i32 noundef %6, i32 noundef %37)
  %53 = zext i32 %52 to i64
  %54 = tail call i32 @ashr_m31(i32 noundef %6, i32 noundef %37)
  %55 = zext i32 %54 to i64
  %56 = zext i32 %37 to i64
  %57 = tail call i64 @shl64_m63(i64 noundef %5, i64 noundef %56)
  %58 = tail call i64 @ashr64_m63(i64 noundef %5, i64 noundef %56)
  %59 = tail call i32 @shl_m15(i32 noundef %6, i32 noundef %37)
  %60 = zext i32 %59 to i64
  %61 = tail call zeroext i8 @shl8_m7(i8 noundef zeroext %10, i32 noundef %37)
  %62 = zext i8 %61 to i64
  %63 = tail call zeroext i16 @lshr16_m15(i16 noundef zeroext %11, i32 noundef %37)
  %64 = zext i16 %63 to i64
  %65 = tail call i64 @shl64_m31(i64 noundef %5, i64 noundef %56)
  %66 = icmp eq i64 %34, 3
  %67 = xor i64 %35, %40
  %68 = mul i64 %67, 1099511628211
  br i1 %66, label %69, label %86

69:                                               ; preds = %33
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef 3, i32 noundef 0, i64 noundef %40)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i32 noundef 3, i32 noundef 1, i64 noundef %42)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14, i32 noundef 3, i32 noundef 2, i64 noundef %44)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15, i32 noundef 3, i32 noundef 3, i64 noundef %47)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16, i32 noundef 3, i32 noundef 4, i64 noundef %7)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, i32 noundef 3, i32 noundef 5, i64 noundef %9)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18, i32 noundef 3, i32 noundef 6, i64 noundef %49)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef 3, i32 noundef 7, i64 noundef %51)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i32 noundef 3, i32 noundef 8, i64 noundef %53)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i32 noundef 3, i32 noundef 9, i64 noundef %55)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22, i32 noundef 3, i32 noundef 10, i64 noundef %57)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23, i32 noundef 3, i32 noundef 11, i64 noundef %58)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24, i32 noundef 3, i32 noundef 12, i64 noundef %60)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %25, i32 noundef 3, i32 noundef 13, i64 noundef %62)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26, i32 noundef 3, i32 noundef 14, i64 noundef %64)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27, i32 noundef 3, i32 noundef 15, i64 noundef %65)
  br label %86

86:                                               ; preds = %33, %69
  %87 = xor i64 %68, %42
  %88 = mul i64 %87, 1099511628211
  %89 = xor i64 %88, %44
  %90 = mul i64 %89, 1099511628211
  %91 = xor i64 %47, %90
  %92 = mul i64 %91, 1099511628211
  %93 = xor i64 %7, %92
  %94 = mul i64 %93, 1099511628211
  %95 = xor i64 %94, %9
  %96 = mul i64 %95, 1099511628211
  %97 = xor i64 %96, %49
  %98 = mul i64 %97, 1099511628211
  %99 = xor i64 %98, %51
  %100 = mul i64 %99, 1099511628211
  %101 = xor i64 %100, %53
  %102 = mul i64 %101, 1099511628211
  %103 = xor i64 %102, %55
  %104 = mul i64 %103, 1099511628211
  %105 = xor i64 %57, %104
  %106 = mul i64 %105, 1099511628211
  %107 = xor i64 %58, %106
  %108 = mul i64 %107, 1099511628211
  %109 = xor i64 %108, %60
  %110 = mul i64 %109, 1099511628211
  %111 = xor i64 %110, %62
  %112 = mul i64 %111, 1099511628211
  %113 = xor i64 %112, %64
  %114 = mul i64 %113, 1099511628211
  %115 = xor i64 %65, %114
  %116 = mul i64 %115, 1099511628211
  %117 = add nuw nsw i64 %34, 1
  %118 = icmp eq i64 %117, 12
  br i1 %118, label %30, label %33
}

declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr





