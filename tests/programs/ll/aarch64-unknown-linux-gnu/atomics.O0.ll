; ModuleID = 'tests/programs/atomics.c'
source_filename = "tests/programs/atomics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@counter = internal global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"add: %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"xchg: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"cas hit: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"cas miss: %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sub: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"and: %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"or: %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"xor: %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"byte: %u \00", align 1
@small = internal global i8 -6, align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"byte cas: %d %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"half: %u \00", align 1
@half = internal global i16 -6, align 2
@.str.12 = private unnamed_addr constant [12 x i8] c"wide: %lld \00", align 1
@wide = internal global i64 5, align 8
@.str.13 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1

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
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i16, align 2
  %28 = alloca i16, align 2
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  store i32 10, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  store atomic i32 %31, ptr @counter seq_cst, align 4
  store i32 5, ptr %5, align 4
  %32 = load i32, ptr %5, align 4
  %33 = atomicrmw add ptr @counter, i32 %32 seq_cst, align 4
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %6, align 4
  store i32 %34, ptr %1, align 4
  %35 = load i32, ptr %1, align 4
  %36 = load atomic i32, ptr @counter acquire, align 4
  store i32 %36, ptr %7, align 4
  %37 = load i32, ptr %7, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %37) #2
  store i32 7, ptr %8, align 4
  %39 = load i32, ptr %8, align 4
  %40 = atomicrmw xchg ptr @counter, i32 %39 acq_rel, align 4
  store i32 %40, ptr %9, align 4
  %41 = load i32, ptr %9, align 4
  store i32 %41, ptr %1, align 4
  %42 = load i32, ptr %1, align 4
  %43 = load i32, ptr @counter, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, i32 noundef %43) #2
  store i32 7, ptr %2, align 4
  store i32 9, ptr %10, align 4
  %45 = load i32, ptr %2, align 4
  %46 = load i32, ptr %10, align 4
  %47 = cmpxchg ptr @counter, i32 %45, i32 %46 seq_cst seq_cst, align 4
  %48 = extractvalue { i32, i1 } %47, 0
  %49 = extractvalue { i32, i1 } %47, 1
  br i1 %49, label %51, label %50

50:                                               ; preds = %0
  store i32 %48, ptr %2, align 4
  br label %51

51:                                               ; preds = %50, %0
  %52 = zext i1 %49 to i8
  store i8 %52, ptr %11, align 1
  %53 = load i8, ptr %11, align 1
  %54 = trunc i8 %53 to i1
  %55 = zext i1 %54 to i32
  store i32 %55, ptr %3, align 4
  %56 = load i32, ptr %3, align 4
  %57 = load i32, ptr %2, align 4
  %58 = load i32, ptr @counter, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56, i32 noundef %57, i32 noundef %58) #2
  store i32 1, ptr %2, align 4
  store i32 3, ptr %12, align 4
  %60 = load i32, ptr %2, align 4
  %61 = load i32, ptr %12, align 4
  %62 = cmpxchg ptr @counter, i32 %60, i32 %61 seq_cst monotonic, align 4
  %63 = extractvalue { i32, i1 } %62, 0
  %64 = extractvalue { i32, i1 } %62, 1
  br i1 %64, label %66, label %65

65:                                               ; preds = %51
  store i32 %63, ptr %2, align 4
  br label %66

66:                                               ; preds = %65, %51
  %67 = zext i1 %64 to i8
  store i8 %67, ptr %13, align 1
  %68 = load i8, ptr %13, align 1
  %69 = trunc i8 %68 to i1
  %70 = zext i1 %69 to i32
  store i32 %70, ptr %3, align 4
  %71 = load i32, ptr %3, align 4
  %72 = load i32, ptr %2, align 4
  %73 = load i32, ptr @counter, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %71, i32 noundef %72, i32 noundef %73) #2
  store i32 2, ptr %14, align 4
  %75 = load i32, ptr %14, align 4
  %76 = atomicrmw sub ptr @counter, i32 %75 seq_cst, align 4
  store i32 %76, ptr %15, align 4
  %77 = load i32, ptr %15, align 4
  store i32 %77, ptr %1, align 4
  %78 = load i32, ptr %1, align 4
  %79 = load i32, ptr @counter, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %78, i32 noundef %79) #2
  store i32 6, ptr %16, align 4
  %81 = load i32, ptr %16, align 4
  %82 = atomicrmw and ptr @counter, i32 %81 seq_cst, align 4
  store i32 %82, ptr %17, align 4
  %83 = load i32, ptr %17, align 4
  store i32 %83, ptr %1, align 4
  %84 = load i32, ptr %1, align 4
  %85 = load i32, ptr @counter, align 4
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %84, i32 noundef %85) #2
  store i32 8, ptr %18, align 4
  %87 = load i32, ptr %18, align 4
  %88 = atomicrmw or ptr @counter, i32 %87 seq_cst, align 4
  store i32 %88, ptr %19, align 4
  %89 = load i32, ptr %19, align 4
  store i32 %89, ptr %1, align 4
  %90 = load i32, ptr %1, align 4
  %91 = load i32, ptr @counter, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %90, i32 noundef %91) #2
  store i32 3, ptr %20, align 4
  %93 = load i32, ptr %20, align 4
  %94 = atomicrmw xor ptr @counter, i32 %93 release, align 4
  store i32 %94, ptr %21, align 4
  %95 = load i32, ptr %21, align 4
  store i32 %95, ptr %1, align 4
  %96 = load i32, ptr %1, align 4
  %97 = load i32, ptr @counter, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %96, i32 noundef %97) #2
  fence seq_cst
  store i8 10, ptr %22, align 1
  %99 = load i8, ptr %22, align 1
  %100 = atomicrmw add ptr @small, i8 %99 seq_cst, align 1
  store i8 %100, ptr %23, align 1
  %101 = load i8, ptr %23, align 1
  %102 = zext i8 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %102) #2
  %104 = load i8, ptr @small, align 1
  %105 = zext i8 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %105) #2
  store i8 4, ptr %24, align 1
  store i8 -56, ptr %25, align 1
  %107 = load i8, ptr %24, align 1
  %108 = load i8, ptr %25, align 1
  %109 = cmpxchg ptr @small, i8 %107, i8 %108 seq_cst seq_cst, align 1
  %110 = extractvalue { i8, i1 } %109, 0
  %111 = extractvalue { i8, i1 } %109, 1
  br i1 %111, label %113, label %112

112:                                              ; preds = %66
  store i8 %110, ptr %24, align 1
  br label %113

113:                                              ; preds = %112, %66
  %114 = zext i1 %111 to i8
  store i8 %114, ptr %26, align 1
  %115 = load i8, ptr %26, align 1
  %116 = trunc i8 %115 to i1
  %117 = zext i1 %116 to i32
  store i32 %117, ptr %3, align 4
  %118 = load i32, ptr %3, align 4
  %119 = load i8, ptr @small, align 1
  %120 = zext i8 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %118, i32 noundef %120) #2
  store i16 7, ptr %27, align 2
  %122 = load i16, ptr %27, align 2
  %123 = atomicrmw xchg ptr @half, i16 %122 seq_cst, align 2
  store i16 %123, ptr %28, align 2
  %124 = load i16, ptr %28, align 2
  %125 = zext i16 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %125) #2
  %127 = load i16, ptr @half, align 2
  %128 = zext i16 %127 to i32
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %128) #2
  store i64 1099511627776, ptr %29, align 8
  %130 = load i64, ptr %29, align 8
  %131 = atomicrmw add ptr @wide, i64 %130 seq_cst, align 8
  store i64 %131, ptr %30, align 8
  %132 = load i64, ptr %30, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %132) #2
  %134 = load i64, ptr @wide, align 8
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %134) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
