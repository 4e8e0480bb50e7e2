; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.table = type { ptr, i32, i32 }
%struct.entry = type { ptr, i32 }

@.str = private unnamed_addr constant [81 x i8] c"the cat and the dog and the bird saw a cat chase the other cat while a dog slept\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"bird\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"fish\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"slept\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 4
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"%s missing\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"count %d cap %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"bulk ok %d count %d cap %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.table, align 4
  %2 = alloca ptr, align 4
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca [7 x ptr], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [16 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [16 x i8], align 1
  %16 = alloca i32, align 4
  %17 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %18 = call ptr @calloc(i32 noundef 4, i32 noundef 8) #3
  store ptr %18, ptr %17, align 4
  %19 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  store i32 4, ptr %19, align 4
  %20 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  store i32 0, ptr %20, align 4
  store ptr @.str, ptr %2, align 4
  store i32 0, ptr %4, align 4
  %21 = load ptr, ptr %2, align 4
  store ptr %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %60, %0
  %23 = load ptr, ptr %5, align 4
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp eq i32 %25, 32
  br i1 %26, label %32, label %27

27:                                               ; preds = %22
  %28 = load ptr, ptr %5, align 4
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %49

32:                                               ; preds = %27, %22
  %33 = load i32, ptr %4, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load i32, ptr %4, align 4
  %37 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 %36
  store i8 0, ptr %37, align 1
  store i32 0, ptr %6, align 4
  %38 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %39 = call i32 @get(ptr noundef %1, ptr noundef %38, ptr noundef %6) #3
  %40 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 0
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  call void @put(ptr noundef %1, ptr noundef %40, i32 noundef %42) #3
  store i32 0, ptr %4, align 4
  br label %43

43:                                               ; preds = %35, %32
  %44 = load ptr, ptr %5, align 4
  %45 = load i8, ptr %44, align 1
  %46 = icmp ne i8 %45, 0
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %63

48:                                               ; preds = %43
  br label %59

49:                                               ; preds = %27
  %50 = load i32, ptr %4, align 4
  %51 = icmp slt i32 %50, 31
  br i1 %51, label %52, label %58

52:                                               ; preds = %49
  %53 = load ptr, ptr %5, align 4
  %54 = load i8, ptr %53, align 1
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  %57 = getelementptr inbounds [32 x i8], ptr %3, i32 0, i32 %55
  store i8 %54, ptr %57, align 1
  br label %58

58:                                               ; preds = %52, %49
  br label %59

59:                                               ; preds = %58, %48
  br label %60

60:                                               ; preds = %59
  %61 = load ptr, ptr %5, align 4
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %5, align 4
  br label %22

63:                                               ; preds = %47
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.probe, i32 28, i1 false)
  store i32 0, ptr %8, align 4
  br label %64

64:                                               ; preds = %85, %63
  %65 = load i32, ptr %8, align 4
  %66 = icmp slt i32 %65, 7
  br i1 %66, label %67, label %88

67:                                               ; preds = %64
  %68 = load i32, ptr %8, align 4
  %69 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 %68
  %70 = load ptr, ptr %69, align 4
  %71 = call i32 @get(ptr noundef %1, ptr noundef %70, ptr noundef %9) #3
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %79

73:                                               ; preds = %67
  %74 = load i32, ptr %8, align 4
  %75 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 %74
  %76 = load ptr, ptr %75, align 4
  %77 = load i32, ptr %9, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %76, i32 noundef %77) #3
  br label %84

79:                                               ; preds = %67
  %80 = load i32, ptr %8, align 4
  %81 = getelementptr inbounds [7 x ptr], ptr %7, i32 0, i32 %80
  %82 = load ptr, ptr %81, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %82) #3
  br label %84

84:                                               ; preds = %79, %73
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %64, !llvm.loop !5

88:                                               ; preds = %64
  %89 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  %90 = load i32, ptr %89, align 4
  %91 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %92 = load i32, ptr %91, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %90, i32 noundef %92) #3
  store i32 0, ptr %10, align 4
  br label %94

94:                                               ; preds = %105, %88
  %95 = load i32, ptr %10, align 4
  %96 = icmp slt i32 %95, 300
  br i1 %96, label %97, label %108

97:                                               ; preds = %94
  %98 = getelementptr inbounds [16 x i8], ptr %11, i32 0, i32 0
  %99 = load i32, ptr %10, align 4
  %100 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %98, i32 noundef 16, ptr noundef @.str.11, i32 noundef %99) #3
  %101 = getelementptr inbounds [16 x i8], ptr %11, i32 0, i32 0
  %102 = load i32, ptr %10, align 4
  %103 = load i32, ptr %10, align 4
  %104 = mul nsw i32 %102, %103
  call void @put(ptr noundef %1, ptr noundef %101, i32 noundef %104) #3
  br label %105

105:                                              ; preds = %97
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %10, align 4
  br label %94, !llvm.loop !7

108:                                              ; preds = %94
  store i32 0, ptr %12, align 4
  store i32 1, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %109

109:                                              ; preds = %127, %108
  %110 = load i32, ptr %14, align 4
  %111 = icmp slt i32 %110, 300
  br i1 %111, label %112, label %130

112:                                              ; preds = %109
  %113 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 0
  %114 = load i32, ptr %14, align 4
  %115 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %113, i32 noundef 16, ptr noundef @.str.11, i32 noundef %114) #3
  %116 = getelementptr inbounds [16 x i8], ptr %15, i32 0, i32 0
  %117 = call i32 @get(ptr noundef %1, ptr noundef %116, ptr noundef %12) #3
  %118 = icmp ne i32 %117, 0
  br i1 %118, label %119, label %125

119:                                              ; preds = %112
  %120 = load i32, ptr %12, align 4
  %121 = load i32, ptr %14, align 4
  %122 = load i32, ptr %14, align 4
  %123 = mul nsw i32 %121, %122
  %124 = icmp ne i32 %120, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %119, %112
  store i32 0, ptr %13, align 4
  br label %126

126:                                              ; preds = %125, %119
  br label %127

127:                                              ; preds = %126
  %128 = load i32, ptr %14, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %14, align 4
  br label %109, !llvm.loop !8

130:                                              ; preds = %109
  %131 = load i32, ptr %13, align 4
  %132 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  %133 = load i32, ptr %132, align 4
  %134 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %135 = load i32, ptr %134, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %131, i32 noundef %133, i32 noundef %135) #3
  store i32 0, ptr %16, align 4
  br label %137

137:                                              ; preds = %149, %130
  %138 = load i32, ptr %16, align 4
  %139 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %140 = load i32, ptr %139, align 4
  %141 = icmp ult i32 %138, %140
  br i1 %141, label %142, label %152

142:                                              ; preds = %137
  %143 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %144 = load ptr, ptr %143, align 4
  %145 = load i32, ptr %16, align 4
  %146 = getelementptr inbounds %struct.entry, ptr %144, i32 %145
  %147 = getelementptr inbounds %struct.entry, ptr %146, i32 0, i32 0
  %148 = load ptr, ptr %147, align 4
  call void @free(ptr noundef %148) #3
  br label %149

149:                                              ; preds = %142
  %150 = load i32, ptr %16, align 4
  %151 = add i32 %150, 1
  store i32 %151, ptr %16, align 4
  br label %137, !llvm.loop !9

152:                                              ; preds = %137
  %153 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %154 = load ptr, ptr %153, align 4
  call void @free(ptr noundef %154) #3
  ret i32 0
}

declare ptr @calloc(i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @get(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  store ptr %1, ptr %6, align 4
  store ptr %2, ptr %7, align 4
  %9 = load ptr, ptr %6, align 4
  %10 = call i32 @fnv1a(ptr noundef %9) #3
  %11 = load ptr, ptr %5, align 4
  %12 = getelementptr inbounds %struct.table, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = sub i32 %13, 1
  %15 = and i32 %10, %14
  store i32 %15, ptr %8, align 4
  br label %16

16:                                               ; preds = %45, %3
  %17 = load ptr, ptr %5, align 4
  %18 = getelementptr inbounds %struct.table, ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %18, align 4
  %20 = load i32, ptr %8, align 4
  %21 = getelementptr inbounds %struct.entry, ptr %19, i32 %20
  %22 = getelementptr inbounds %struct.entry, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %22, align 4
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %53

25:                                               ; preds = %16
  %26 = load ptr, ptr %5, align 4
  %27 = getelementptr inbounds %struct.table, ptr %26, i32 0, i32 0
  %28 = load ptr, ptr %27, align 4
  %29 = load i32, ptr %8, align 4
  %30 = getelementptr inbounds %struct.entry, ptr %28, i32 %29
  %31 = getelementptr inbounds %struct.entry, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 4
  %33 = load ptr, ptr %6, align 4
  %34 = call i32 @strcmp(ptr noundef %32, ptr noundef %33) #3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %45

36:                                               ; preds = %25
  %37 = load ptr, ptr %5, align 4
  %38 = getelementptr inbounds %struct.table, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 4
  %40 = load i32, ptr %8, align 4
  %41 = getelementptr inbounds %struct.entry, ptr %39, i32 %40
  %42 = getelementptr inbounds %struct.entry, ptr %41, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %7, align 4
  store i32 %43, ptr %44, align 4
  store i32 1, ptr %4, align 4
  br label %54

45:                                               ; preds = %25
  %46 = load i32, ptr %8, align 4
  %47 = add i32 %46, 1
  %48 = load ptr, ptr %5, align 4
  %49 = getelementptr inbounds %struct.table, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = sub i32 %50, 1
  %52 = and i32 %47, %51
  store i32 %52, ptr %8, align 4
  br label %16, !llvm.loop !10

53:                                               ; preds = %16
  store i32 0, ptr %4, align 4
  br label %54

54:                                               ; preds = %53, %36
  %55 = load i32, ptr %4, align 4
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone
define internal void @put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = add i32 %10, 1
  %12 = mul i32 %11, 4
  %13 = load ptr, ptr %4, align 4
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = mul i32 %15, 3
  %17 = icmp ugt i32 %12, %16
  br i1 %17, label %18, label %20

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 4
  call void @grow(ptr noundef %19) #3
  br label %20

20:                                               ; preds = %18, %3
  %21 = load ptr, ptr %5, align 4
  %22 = call i32 @fnv1a(ptr noundef %21) #3
  %23 = load ptr, ptr %4, align 4
  %24 = getelementptr inbounds %struct.table, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = sub i32 %25, 1
  %27 = and i32 %22, %26
  store i32 %27, ptr %7, align 4
  br label %28

28:                                               ; preds = %56, %20
  %29 = load ptr, ptr %4, align 4
  %30 = getelementptr inbounds %struct.table, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 4
  %32 = load i32, ptr %7, align 4
  %33 = getelementptr inbounds %struct.entry, ptr %31, i32 %32
  %34 = getelementptr inbounds %struct.entry, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %34, align 4
  %36 = icmp ne ptr %35, null
  br i1 %36, label %37, label %64

37:                                               ; preds = %28
  %38 = load ptr, ptr %4, align 4
  %39 = getelementptr inbounds %struct.table, ptr %38, i32 0, i32 0
  %40 = load ptr, ptr %39, align 4
  %41 = load i32, ptr %7, align 4
  %42 = getelementptr inbounds %struct.entry, ptr %40, i32 %41
  %43 = getelementptr inbounds %struct.entry, ptr %42, i32 0, i32 0
  %44 = load ptr, ptr %43, align 4
  %45 = load ptr, ptr %5, align 4
  %46 = call i32 @strcmp(ptr noundef %44, ptr noundef %45) #3
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %56

48:                                               ; preds = %37
  %49 = load i32, ptr %6, align 4
  %50 = load ptr, ptr %4, align 4
  %51 = getelementptr inbounds %struct.table, ptr %50, i32 0, i32 0
  %52 = load ptr, ptr %51, align 4
  %53 = load i32, ptr %7, align 4
  %54 = getelementptr inbounds %struct.entry, ptr %52, i32 %53
  %55 = getelementptr inbounds %struct.entry, ptr %54, i32 0, i32 1
  store i32 %49, ptr %55, align 4
  br label %84

56:                                               ; preds = %37
  %57 = load i32, ptr %7, align 4
  %58 = add i32 %57, 1
  %59 = load ptr, ptr %4, align 4
  %60 = getelementptr inbounds %struct.table, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = sub i32 %61, 1
  %63 = and i32 %58, %62
  store i32 %63, ptr %7, align 4
  br label %28, !llvm.loop !11

64:                                               ; preds = %28
  %65 = load ptr, ptr %5, align 4
  %66 = call ptr @dup(ptr noundef %65) #3
  %67 = load ptr, ptr %4, align 4
  %68 = getelementptr inbounds %struct.table, ptr %67, i32 0, i32 0
  %69 = load ptr, ptr %68, align 4
  %70 = load i32, ptr %7, align 4
  %71 = getelementptr inbounds %struct.entry, ptr %69, i32 %70
  %72 = getelementptr inbounds %struct.entry, ptr %71, i32 0, i32 0
  store ptr %66, ptr %72, align 4
  %73 = load i32, ptr %6, align 4
  %74 = load ptr, ptr %4, align 4
  %75 = getelementptr inbounds %struct.table, ptr %74, i32 0, i32 0
  %76 = load ptr, ptr %75, align 4
  %77 = load i32, ptr %7, align 4
  %78 = getelementptr inbounds %struct.entry, ptr %76, i32 %77
  %79 = getelementptr inbounds %struct.entry, ptr %78, i32 0, i32 1
  store i32 %73, ptr %79, align 4
  %80 = load ptr, ptr %4, align 4
  %81 = getelementptr inbounds %struct.table, ptr %80, i32 0, i32 2
  %82 = load i32, ptr %81, align 4
  %83 = add i32 %82, 1
  store i32 %83, ptr %81, align 4
  br label %84

84:                                               ; preds = %64, %48
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #1

declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #1

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 4
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 4
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 4
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !12

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @grow(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca %struct.table, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 0
  %6 = load ptr, ptr %2, align 4
  %7 = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = mul i32 %8, 2
  %10 = call ptr @calloc(i32 noundef %9, i32 noundef 8) #3
  store ptr %10, ptr %5, align 4
  %11 = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 1
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = mul i32 %14, 2
  store i32 %15, ptr %11, align 4
  %16 = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 2
  store i32 0, ptr %16, align 4
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %55, %1
  %18 = load i32, ptr %4, align 4
  %19 = load ptr, ptr %2, align 4
  %20 = getelementptr inbounds %struct.table, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = icmp ult i32 %18, %21
  br i1 %22, label %23, label %58

23:                                               ; preds = %17
  %24 = load ptr, ptr %2, align 4
  %25 = getelementptr inbounds %struct.table, ptr %24, i32 0, i32 0
  %26 = load ptr, ptr %25, align 4
  %27 = load i32, ptr %4, align 4
  %28 = getelementptr inbounds %struct.entry, ptr %26, i32 %27
  %29 = getelementptr inbounds %struct.entry, ptr %28, i32 0, i32 0
  %30 = load ptr, ptr %29, align 4
  %31 = icmp ne ptr %30, null
  br i1 %31, label %32, label %54

32:                                               ; preds = %23
  %33 = load ptr, ptr %2, align 4
  %34 = getelementptr inbounds %struct.table, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %34, align 4
  %36 = load i32, ptr %4, align 4
  %37 = getelementptr inbounds %struct.entry, ptr %35, i32 %36
  %38 = getelementptr inbounds %struct.entry, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 4
  %40 = load ptr, ptr %2, align 4
  %41 = getelementptr inbounds %struct.table, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 4
  %43 = load i32, ptr %4, align 4
  %44 = getelementptr inbounds %struct.entry, ptr %42, i32 %43
  %45 = getelementptr inbounds %struct.entry, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  call void @put(ptr noundef %3, ptr noundef %39, i32 noundef %46) #3
  %47 = load ptr, ptr %2, align 4
  %48 = getelementptr inbounds %struct.table, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 4
  %50 = load i32, ptr %4, align 4
  %51 = getelementptr inbounds %struct.entry, ptr %49, i32 %50
  %52 = getelementptr inbounds %struct.entry, ptr %51, i32 0, i32 0
  %53 = load ptr, ptr %52, align 4
  call void @free(ptr noundef %53) #3
  br label %54

54:                                               ; preds = %32, %23
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %4, align 4
  %57 = add i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %17, !llvm.loop !13

58:                                               ; preds = %17
  %59 = load ptr, ptr %2, align 4
  %60 = getelementptr inbounds %struct.table, ptr %59, i32 0, i32 0
  %61 = load ptr, ptr %60, align 4
  call void @free(ptr noundef %61) #3
  %62 = load ptr, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %62, ptr align 4 %3, i32 12, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal ptr @dup(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = call i32 @strlen(ptr noundef %5) #3
  %7 = add i32 %6, 1
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = call ptr @malloc(i32 noundef %8) #3
  store ptr %9, ptr %4, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = load ptr, ptr %2, align 4
  %12 = load i32, ptr %3, align 4
  %13 = call ptr @memcpy(ptr noundef %10, ptr noundef %11, i32 noundef %12) #3
  %14 = load ptr, ptr %4, align 4
  ret ptr %14
}

declare i32 @strlen(ptr noundef) #1

declare ptr @malloc(i32 noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
