; ModuleID = 'tests/programs/hashtable.c'
source_filename = "tests/programs/hashtable.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.table = type { ptr, i64, i64 }
%struct.entry = type { ptr, i32 }

@.str = private unnamed_addr constant [81 x i8] c"the cat and the dog and the bird saw a cat chase the other cat while a dog slept\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"bird\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"fish\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"slept\00", align 1
@__const.main.probe = private unnamed_addr constant [7 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"%s missing\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"count %d cap %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"bulk ok %d count %d cap %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.table, align 8
  %2 = alloca ptr, align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca [7 x ptr], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [16 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [16 x i8], align 1
  %16 = alloca i64, align 8
  %17 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %18 = call ptr @calloc(i64 noundef 4, i64 noundef 16) #3
  store ptr %18, ptr %17, align 8
  %19 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  store i64 4, ptr %19, align 8
  %20 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  store i64 0, ptr %20, align 8
  store ptr @.str, ptr %2, align 8
  store i32 0, ptr %4, align 4
  %21 = load ptr, ptr %2, align 8
  store ptr %21, ptr %5, align 8
  br label %22

22:                                               ; preds = %62, %0
  %23 = load ptr, ptr %5, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = icmp eq i32 %25, 32
  br i1 %26, label %32, label %27

27:                                               ; preds = %22
  %28 = load ptr, ptr %5, align 8
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %50

32:                                               ; preds = %27, %22
  %33 = load i32, ptr %4, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %44

35:                                               ; preds = %32
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 %37
  store i8 0, ptr %38, align 1
  store i32 0, ptr %6, align 4
  %39 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %40 = call i32 @get(ptr noundef %1, ptr noundef %39, ptr noundef %6) #3
  %41 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  call void @put(ptr noundef %1, ptr noundef %41, i32 noundef %43) #3
  store i32 0, ptr %4, align 4
  br label %44

44:                                               ; preds = %35, %32
  %45 = load ptr, ptr %5, align 8
  %46 = load i8, ptr %45, align 1
  %47 = icmp ne i8 %46, 0
  br i1 %47, label %49, label %48

48:                                               ; preds = %44
  br label %65

49:                                               ; preds = %44
  br label %61

50:                                               ; preds = %27
  %51 = load i32, ptr %4, align 4
  %52 = icmp slt i32 %51, 31
  br i1 %52, label %53, label %60

53:                                               ; preds = %50
  %54 = load ptr, ptr %5, align 8
  %55 = load i8, ptr %54, align 1
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 %58
  store i8 %55, ptr %59, align 1
  br label %60

60:                                               ; preds = %53, %50
  br label %61

61:                                               ; preds = %60, %49
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds i8, ptr %63, i32 1
  store ptr %64, ptr %5, align 8
  br label %22

65:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.probe, i64 56, i1 false)
  store i32 0, ptr %8, align 4
  br label %66

66:                                               ; preds = %90, %65
  %67 = load i32, ptr %8, align 4
  %68 = icmp slt i32 %67, 7
  br i1 %68, label %69, label %93

69:                                               ; preds = %66
  %70 = load i32, ptr %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 %71
  %73 = load ptr, ptr %72, align 8
  %74 = call i32 @get(ptr noundef %1, ptr noundef %73, ptr noundef %9) #3
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %83

76:                                               ; preds = %69
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 %78
  %80 = load ptr, ptr %79, align 8
  %81 = load i32, ptr %9, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %80, i32 noundef %81) #3
  br label %89

83:                                               ; preds = %69
  %84 = load i32, ptr %8, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [7 x ptr], ptr %7, i64 0, i64 %85
  %87 = load ptr, ptr %86, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %87) #3
  br label %89

89:                                               ; preds = %83, %76
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %66, !llvm.loop !5

93:                                               ; preds = %66
  %94 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  %95 = load i64, ptr %94, align 8
  %96 = trunc i64 %95 to i32
  %97 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %98 = load i64, ptr %97, align 8
  %99 = trunc i64 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %96, i32 noundef %99) #3
  store i32 0, ptr %10, align 4
  br label %101

101:                                              ; preds = %112, %93
  %102 = load i32, ptr %10, align 4
  %103 = icmp slt i32 %102, 300
  br i1 %103, label %104, label %115

104:                                              ; preds = %101
  %105 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %106 = load i32, ptr %10, align 4
  %107 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %105, i64 noundef 16, ptr noundef @.str.11, i32 noundef %106) #3
  %108 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 0
  %109 = load i32, ptr %10, align 4
  %110 = load i32, ptr %10, align 4
  %111 = mul nsw i32 %109, %110
  call void @put(ptr noundef %1, ptr noundef %108, i32 noundef %111) #3
  br label %112

112:                                              ; preds = %104
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %10, align 4
  br label %101, !llvm.loop !7

115:                                              ; preds = %101
  store i32 0, ptr %12, align 4
  store i32 1, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %116

116:                                              ; preds = %134, %115
  %117 = load i32, ptr %14, align 4
  %118 = icmp slt i32 %117, 300
  br i1 %118, label %119, label %137

119:                                              ; preds = %116
  %120 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 0
  %121 = load i32, ptr %14, align 4
  %122 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %120, i64 noundef 16, ptr noundef @.str.11, i32 noundef %121) #3
  %123 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 0
  %124 = call i32 @get(ptr noundef %1, ptr noundef %123, ptr noundef %12) #3
  %125 = icmp ne i32 %124, 0
  br i1 %125, label %126, label %132

126:                                              ; preds = %119
  %127 = load i32, ptr %12, align 4
  %128 = load i32, ptr %14, align 4
  %129 = load i32, ptr %14, align 4
  %130 = mul nsw i32 %128, %129
  %131 = icmp ne i32 %127, %130
  br i1 %131, label %132, label %133

132:                                              ; preds = %126, %119
  store i32 0, ptr %13, align 4
  br label %133

133:                                              ; preds = %132, %126
  br label %134

134:                                              ; preds = %133
  %135 = load i32, ptr %14, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %14, align 4
  br label %116, !llvm.loop !8

137:                                              ; preds = %116
  %138 = load i32, ptr %13, align 4
  %139 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  %140 = load i64, ptr %139, align 8
  %141 = trunc i64 %140 to i32
  %142 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  %144 = trunc i64 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %138, i32 noundef %141, i32 noundef %144) #3
  store i64 0, ptr %16, align 8
  br label %146

146:                                              ; preds = %158, %137
  %147 = load i64, ptr %16, align 8
  %148 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 1
  %149 = load i64, ptr %148, align 8
  %150 = icmp ult i64 %147, %149
  br i1 %150, label %151, label %161

151:                                              ; preds = %146
  %152 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %153 = load ptr, ptr %152, align 8
  %154 = load i64, ptr %16, align 8
  %155 = getelementptr inbounds %struct.entry, ptr %153, i64 %154
  %156 = getelementptr inbounds %struct.entry, ptr %155, i32 0, i32 0
  %157 = load ptr, ptr %156, align 8
  call void @free(ptr noundef %157) #3
  br label %158

158:                                              ; preds = %151
  %159 = load i64, ptr %16, align 8
  %160 = add i64 %159, 1
  store i64 %160, ptr %16, align 8
  br label %146, !llvm.loop !9

161:                                              ; preds = %146
  %162 = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 0
  %163 = load ptr, ptr %162, align 8
  call void @free(ptr noundef %163) #3
  ret i32 0
}

declare ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @get(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 @fnv1a(ptr noundef %9) #3
  %11 = zext i32 %10 to i64
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = sub i64 %14, 1
  %16 = and i64 %11, %15
  store i64 %16, ptr %8, align 8
  br label %17

17:                                               ; preds = %46, %3
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.table, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = load i64, ptr %8, align 8
  %22 = getelementptr inbounds %struct.entry, ptr %20, i64 %21
  %23 = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %54

26:                                               ; preds = %17
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.table, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load i64, ptr %8, align 8
  %31 = getelementptr inbounds %struct.entry, ptr %29, i64 %30
  %32 = getelementptr inbounds %struct.entry, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %6, align 8
  %35 = call i32 @strcmp(ptr noundef %33, ptr noundef %34) #3
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %46

37:                                               ; preds = %26
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.table, ptr %38, i32 0, i32 0
  %40 = load ptr, ptr %39, align 8
  %41 = load i64, ptr %8, align 8
  %42 = getelementptr inbounds %struct.entry, ptr %40, i64 %41
  %43 = getelementptr inbounds %struct.entry, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %43, align 8
  %45 = load ptr, ptr %7, align 8
  store i32 %44, ptr %45, align 4
  store i32 1, ptr %4, align 4
  br label %55

46:                                               ; preds = %26
  %47 = load i64, ptr %8, align 8
  %48 = add i64 %47, 1
  %49 = load ptr, ptr %5, align 8
  %50 = getelementptr inbounds %struct.table, ptr %49, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = sub i64 %51, 1
  %53 = and i64 %48, %52
  store i64 %53, ptr %8, align 8
  br label %17, !llvm.loop !10

54:                                               ; preds = %17
  store i32 0, ptr %4, align 4
  br label %55

55:                                               ; preds = %54, %37
  %56 = load i32, ptr %4, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone
define internal void @put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 2
  %10 = load i64, ptr %9, align 8
  %11 = add i64 %10, 1
  %12 = mul i64 %11, 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %15, 3
  %17 = icmp ugt i64 %12, %16
  br i1 %17, label %18, label %20

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 8
  call void @grow(ptr noundef %19) #3
  br label %20

20:                                               ; preds = %18, %3
  %21 = load ptr, ptr %5, align 8
  %22 = call i32 @fnv1a(ptr noundef %21) #3
  %23 = zext i32 %22 to i64
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.table, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = sub i64 %26, 1
  %28 = and i64 %23, %27
  store i64 %28, ptr %7, align 8
  br label %29

29:                                               ; preds = %57, %20
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.table, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %7, align 8
  %34 = getelementptr inbounds %struct.entry, ptr %32, i64 %33
  %35 = getelementptr inbounds %struct.entry, ptr %34, i32 0, i32 0
  %36 = load ptr, ptr %35, align 8
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %65

38:                                               ; preds = %29
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.table, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load i64, ptr %7, align 8
  %43 = getelementptr inbounds %struct.entry, ptr %41, i64 %42
  %44 = getelementptr inbounds %struct.entry, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = call i32 @strcmp(ptr noundef %45, ptr noundef %46) #3
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %57

49:                                               ; preds = %38
  %50 = load i32, ptr %6, align 4
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds %struct.table, ptr %51, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = load i64, ptr %7, align 8
  %55 = getelementptr inbounds %struct.entry, ptr %53, i64 %54
  %56 = getelementptr inbounds %struct.entry, ptr %55, i32 0, i32 1
  store i32 %50, ptr %56, align 8
  br label %85

57:                                               ; preds = %38
  %58 = load i64, ptr %7, align 8
  %59 = add i64 %58, 1
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.table, ptr %60, i32 0, i32 1
  %62 = load i64, ptr %61, align 8
  %63 = sub i64 %62, 1
  %64 = and i64 %59, %63
  store i64 %64, ptr %7, align 8
  br label %29, !llvm.loop !11

65:                                               ; preds = %29
  %66 = load ptr, ptr %5, align 8
  %67 = call ptr @dup(ptr noundef %66) #3
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.table, ptr %68, i32 0, i32 0
  %70 = load ptr, ptr %69, align 8
  %71 = load i64, ptr %7, align 8
  %72 = getelementptr inbounds %struct.entry, ptr %70, i64 %71
  %73 = getelementptr inbounds %struct.entry, ptr %72, i32 0, i32 0
  store ptr %67, ptr %73, align 8
  %74 = load i32, ptr %6, align 4
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds %struct.table, ptr %75, i32 0, i32 0
  %77 = load ptr, ptr %76, align 8
  %78 = load i64, ptr %7, align 8
  %79 = getelementptr inbounds %struct.entry, ptr %77, i64 %78
  %80 = getelementptr inbounds %struct.entry, ptr %79, i32 0, i32 1
  store i32 %74, ptr %80, align 8
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.table, ptr %81, i32 0, i32 2
  %83 = load i64, ptr %82, align 8
  %84 = add i64 %83, 1
  store i64 %84, ptr %82, align 8
  br label %85

85:                                               ; preds = %65, %49
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #1

declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
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
  %2 = alloca ptr, align 8
  %3 = alloca %struct.table, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %5 = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 0
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = mul i64 %8, 2
  %10 = call ptr @calloc(i64 noundef %9, i64 noundef 16) #3
  store ptr %10, ptr %5, align 8
  %11 = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 1
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %14, 2
  store i64 %15, ptr %11, align 8
  %16 = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 2
  store i64 0, ptr %16, align 8
  store i64 0, ptr %4, align 8
  br label %17

17:                                               ; preds = %55, %1
  %18 = load i64, ptr %4, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.table, ptr %19, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = icmp ult i64 %18, %21
  br i1 %22, label %23, label %58

23:                                               ; preds = %17
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds %struct.table, ptr %24, i32 0, i32 0
  %26 = load ptr, ptr %25, align 8
  %27 = load i64, ptr %4, align 8
  %28 = getelementptr inbounds %struct.entry, ptr %26, i64 %27
  %29 = getelementptr inbounds %struct.entry, ptr %28, i32 0, i32 0
  %30 = load ptr, ptr %29, align 8
  %31 = icmp ne ptr %30, null
  br i1 %31, label %32, label %54

32:                                               ; preds = %23
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds %struct.table, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  %36 = load i64, ptr %4, align 8
  %37 = getelementptr inbounds %struct.entry, ptr %35, i64 %36
  %38 = getelementptr inbounds %struct.entry, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.table, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = load i64, ptr %4, align 8
  %44 = getelementptr inbounds %struct.entry, ptr %42, i64 %43
  %45 = getelementptr inbounds %struct.entry, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 8
  call void @put(ptr noundef %3, ptr noundef %39, i32 noundef %46) #3
  %47 = load ptr, ptr %2, align 8
  %48 = getelementptr inbounds %struct.table, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = load i64, ptr %4, align 8
  %51 = getelementptr inbounds %struct.entry, ptr %49, i64 %50
  %52 = getelementptr inbounds %struct.entry, ptr %51, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  call void @free(ptr noundef %53) #3
  br label %54

54:                                               ; preds = %32, %23
  br label %55

55:                                               ; preds = %54
  %56 = load i64, ptr %4, align 8
  %57 = add i64 %56, 1
  store i64 %57, ptr %4, align 8
  br label %17, !llvm.loop !13

58:                                               ; preds = %17
  %59 = load ptr, ptr %2, align 8
  %60 = getelementptr inbounds %struct.table, ptr %59, i32 0, i32 0
  %61 = load ptr, ptr %60, align 8
  call void @free(ptr noundef %61) #3
  %62 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %62, ptr align 8 %3, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal ptr @dup(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call i64 @strlen(ptr noundef %5) #3
  %7 = add i64 %6, 1
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = call ptr @malloc(i64 noundef %8) #3
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = load i64, ptr %3, align 8
  %13 = call ptr @memcpy(ptr noundef %10, ptr noundef %11, i64 noundef %12) #3
  %14 = load ptr, ptr %4, align 8
  ret ptr %14
}

declare i64 @strlen(ptr noundef) #1

declare ptr @malloc(i64 noundef) #1

declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
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
