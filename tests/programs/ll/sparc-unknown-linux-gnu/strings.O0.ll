; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"World\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"%s len %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"strcmp %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"strncmp %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"abcxyz\00", align 1
@.str.12 = private unnamed_addr constant [37 x i8] c"strchr %d strrchr %d none %d nul %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"truncated string\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"strncpy %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"pad %d %d %d %c\0A\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"rev %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"words %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [31 x i8] c"  the quick\09brown fox\0A jumps  \00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"MiXeD cAsE 123\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"\E9t\E9\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"high %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"bb\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"ccc\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"dddd\00", align 1
@__const.main.parts = private unnamed_addr constant [4 x ptr] [ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25], align 4
@.str.26 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"joined %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [32 x i8] c"find the needle in the haystack\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"needle\00", align 1
@.str.30 = private unnamed_addr constant [14 x i8] c"needle at %d\0A\00", align 1
@__const.main.esc = private unnamed_addr constant [19 x i8] c"tab\09here\\ \22quoted\22\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [128 x i8], align 1
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca [8 x i8], align 1
  %6 = alloca [32 x i8], align 1
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca [64 x i8], align 1
  %10 = alloca [4 x ptr], align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [19 x i8], align 1
  %17 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %18 = call ptr @strcpy(ptr noundef %17, ptr noundef @.str) #4
  %19 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %20 = call ptr @strcat(ptr noundef %19, ptr noundef @.str.1) #4
  %21 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %22 = call ptr @strcat(ptr noundef %21, ptr noundef @.str.2) #4
  %23 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %24 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %25 = call i32 @strlen(ptr noundef %24) #4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %23, i32 noundef %25) #4
  %27 = call i32 @strcmp(ptr noundef @.str.5, ptr noundef @.str.6) #4
  %28 = call i32 @sign(i32 noundef %27) #4
  %29 = call i32 @strcmp(ptr noundef @.str.5, ptr noundef @.str.5) #4
  %30 = call i32 @sign(i32 noundef %29) #4
  %31 = call i32 @strcmp(ptr noundef @.str.7, ptr noundef @.str.5) #4
  %32 = call i32 @sign(i32 noundef %31) #4
  %33 = call i32 @strcmp(ptr noundef @.str.5, ptr noundef @.str.8) #4
  %34 = call i32 @sign(i32 noundef %33) #4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34) #4
  %36 = call i32 @strncmp(ptr noundef @.str.10, ptr noundef @.str.11, i32 noundef 3) #4
  %37 = call i32 @sign(i32 noundef %36) #4
  %38 = call i32 @strncmp(ptr noundef @.str.10, ptr noundef @.str.11, i32 noundef 4) #4
  %39 = call i32 @sign(i32 noundef %38) #4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %37, i32 noundef %39) #4
  %41 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %42 = call ptr @strchr(ptr noundef %41, i32 noundef 111) #4
  store ptr %42, ptr %2, align 4
  %43 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %44 = call ptr @strrchr(ptr noundef %43, i32 noundef 111) #4
  store ptr %44, ptr %3, align 4
  %45 = load ptr, ptr %2, align 4
  %46 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %47 = ptrtoint ptr %45 to i32
  %48 = ptrtoint ptr %46 to i32
  %49 = sub i32 %47, %48
  %50 = load ptr, ptr %3, align 4
  %51 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %52 = ptrtoint ptr %50 to i32
  %53 = ptrtoint ptr %51 to i32
  %54 = sub i32 %52, %53
  %55 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %56 = call ptr @strchr(ptr noundef %55, i32 noundef 122) #4
  %57 = icmp eq ptr %56, null
  %58 = zext i1 %57 to i32
  %59 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %60 = call ptr @strchr(ptr noundef %59, i32 noundef 0) #4
  %61 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %62 = ptrtoint ptr %60 to i32
  %63 = ptrtoint ptr %61 to i32
  %64 = sub i32 %62, %63
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %49, i32 noundef %54, i32 noundef %58, i32 noundef %64) #4
  %66 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 0
  %67 = call ptr @strncpy(ptr noundef %66, ptr noundef @.str.13, i32 noundef 7) #4
  %68 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 7
  store i8 0, ptr %68, align 1
  %69 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 0
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %69) #4
  %71 = getelementptr inbounds [8 x i8], ptr %5, i32 0, i32 0
  %72 = call ptr @memset(ptr noundef %71, i32 noundef 120, i32 noundef 8) #4
  %73 = getelementptr inbounds [8 x i8], ptr %5, i32 0, i32 0
  %74 = call ptr @strncpy(ptr noundef %73, ptr noundef @.str.8, i32 noundef 6) #4
  %75 = getelementptr inbounds [8 x i8], ptr %5, i32 0, i32 2
  %76 = load i8, ptr %75, align 1
  %77 = sext i8 %76 to i32
  %78 = getelementptr inbounds [8 x i8], ptr %5, i32 0, i32 5
  %79 = load i8, ptr %78, align 1
  %80 = sext i8 %79 to i32
  %81 = getelementptr inbounds [8 x i8], ptr %5, i32 0, i32 6
  %82 = load i8, ptr %81, align 1
  %83 = sext i8 %82 to i32
  %84 = icmp eq i32 %83, 120
  %85 = zext i1 %84 to i32
  %86 = getelementptr inbounds [8 x i8], ptr %5, i32 0, i32 7
  %87 = load i8, ptr %86, align 1
  %88 = sext i8 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %77, i32 noundef %80, i32 noundef %85, i32 noundef %88) #4
  %90 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  call void @rev(ptr noundef %90) #4
  %91 = getelementptr inbounds [128 x i8], ptr %1, i32 0, i32 0
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %91) #4
  %93 = call i32 @count_words(ptr noundef @.str.18) #4
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %93) #4
  %95 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %96 = call ptr @strcpy(ptr noundef %95, ptr noundef @.str.19) #4
  %97 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  store ptr %97, ptr %7, align 4
  br label %98

98:                                               ; preds = %121, %0
  %99 = load ptr, ptr %7, align 4
  %100 = load i8, ptr %99, align 1
  %101 = icmp ne i8 %100, 0
  br i1 %101, label %102, label %124

102:                                              ; preds = %98
  %103 = load ptr, ptr %7, align 4
  %104 = load i8, ptr %103, align 1
  %105 = sext i8 %104 to i32
  %106 = icmp sge i32 %105, 97
  br i1 %106, label %107, label %120

107:                                              ; preds = %102
  %108 = load ptr, ptr %7, align 4
  %109 = load i8, ptr %108, align 1
  %110 = sext i8 %109 to i32
  %111 = icmp sle i32 %110, 122
  br i1 %111, label %112, label %120

112:                                              ; preds = %107
  %113 = load ptr, ptr %7, align 4
  %114 = load i8, ptr %113, align 1
  %115 = sext i8 %114 to i32
  %116 = sub nsw i32 %115, 97
  %117 = add nsw i32 %116, 65
  %118 = trunc i32 %117 to i8
  %119 = load ptr, ptr %7, align 4
  store i8 %118, ptr %119, align 1
  br label %120

120:                                              ; preds = %112, %107, %102
  br label %121

121:                                              ; preds = %120
  %122 = load ptr, ptr %7, align 4
  %123 = getelementptr inbounds i8, ptr %122, i32 1
  store ptr %123, ptr %7, align 4
  br label %98, !llvm.loop !5

124:                                              ; preds = %98
  %125 = getelementptr inbounds [32 x i8], ptr %6, i32 0, i32 0
  %126 = call i32 @puts(ptr noundef %125) #4
  store ptr @.str.20, ptr %8, align 4
  %127 = load ptr, ptr %8, align 4
  %128 = call i32 @strcmp(ptr noundef %127, ptr noundef @.str.5) #4
  %129 = call i32 @sign(i32 noundef %128) #4
  %130 = load ptr, ptr %8, align 4
  %131 = call i32 @strlen(ptr noundef %130) #4
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %129, i32 noundef %131) #4
  call void @llvm.memset.p0.i32(ptr align 1 %9, i8 0, i32 64, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.parts, i32 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %133

133:                                              ; preds = %148, %124
  %134 = load i32, ptr %11, align 4
  %135 = icmp slt i32 %134, 4
  br i1 %135, label %136, label %151

136:                                              ; preds = %133
  %137 = load i32, ptr %11, align 4
  %138 = icmp ne i32 %137, 0
  br i1 %138, label %139, label %142

139:                                              ; preds = %136
  %140 = getelementptr inbounds [64 x i8], ptr %9, i32 0, i32 0
  %141 = call ptr @strcat(ptr noundef %140, ptr noundef @.str.26) #4
  br label %142

142:                                              ; preds = %139, %136
  %143 = getelementptr inbounds [64 x i8], ptr %9, i32 0, i32 0
  %144 = load i32, ptr %11, align 4
  %145 = getelementptr inbounds [4 x ptr], ptr %10, i32 0, i32 %144
  %146 = load ptr, ptr %145, align 4
  %147 = call ptr @strcat(ptr noundef %143, ptr noundef %146) #4
  br label %148

148:                                              ; preds = %142
  %149 = load i32, ptr %11, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %11, align 4
  br label %133, !llvm.loop !7

151:                                              ; preds = %133
  %152 = getelementptr inbounds [64 x i8], ptr %9, i32 0, i32 0
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %152) #4
  store ptr @.str.28, ptr %12, align 4
  store ptr @.str.29, ptr %13, align 4
  store i32 -1, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %154

154:                                              ; preds = %178, %151
  %155 = load ptr, ptr %12, align 4
  %156 = load i32, ptr %15, align 4
  %157 = getelementptr inbounds i8, ptr %155, i32 %156
  %158 = load i8, ptr %157, align 1
  %159 = sext i8 %158 to i32
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %164

161:                                              ; preds = %154
  %162 = load i32, ptr %14, align 4
  %163 = icmp slt i32 %162, 0
  br label %164

164:                                              ; preds = %161, %154
  %165 = phi i1 [ false, %154 ], [ %163, %161 ]
  br i1 %165, label %166, label %181

166:                                              ; preds = %164
  %167 = load ptr, ptr %12, align 4
  %168 = load i32, ptr %15, align 4
  %169 = getelementptr inbounds i8, ptr %167, i32 %168
  %170 = load ptr, ptr %13, align 4
  %171 = load ptr, ptr %13, align 4
  %172 = call i32 @strlen(ptr noundef %171) #4
  %173 = call i32 @strncmp(ptr noundef %169, ptr noundef %170, i32 noundef %172) #4
  %174 = icmp eq i32 %173, 0
  br i1 %174, label %175, label %177

175:                                              ; preds = %166
  %176 = load i32, ptr %15, align 4
  store i32 %176, ptr %14, align 4
  br label %177

177:                                              ; preds = %175, %166
  br label %178

178:                                              ; preds = %177
  %179 = load i32, ptr %15, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %15, align 4
  br label %154, !llvm.loop !8

181:                                              ; preds = %164
  %182 = load i32, ptr %14, align 4
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %182) #4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %16, ptr align 1 @__const.main.esc, i32 19, i1 false)
  %184 = getelementptr inbounds [19 x i8], ptr %16, i32 0, i32 0
  %185 = call i32 @puts(ptr noundef %184) #4
  ret i32 0
}

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare ptr @strcat(ptr noundef, ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare i32 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @sign(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

declare i32 @strcmp(ptr noundef, ptr noundef) #1

declare i32 @strncmp(ptr noundef, ptr noundef, i32 noundef) #1

declare ptr @strchr(ptr noundef, i32 noundef) #1

declare ptr @strrchr(ptr noundef, i32 noundef) #1

declare ptr @strncpy(ptr noundef, ptr noundef, i32 noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @rev(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
  %6 = load ptr, ptr %2, align 4
  %7 = call i32 @strlen(ptr noundef %6) #4
  store i32 %7, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = udiv i32 %10, 2
  %12 = icmp ult i32 %9, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %8
  %14 = load ptr, ptr %2, align 4
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds i8, ptr %14, i32 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %5, align 1
  %18 = load ptr, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = sub i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = sub i32 %20, %21
  %23 = getelementptr inbounds i8, ptr %18, i32 %22
  %24 = load i8, ptr %23, align 1
  %25 = load ptr, ptr %2, align 4
  %26 = load i32, ptr %4, align 4
  %27 = getelementptr inbounds i8, ptr %25, i32 %26
  store i8 %24, ptr %27, align 1
  %28 = load i8, ptr %5, align 1
  %29 = load ptr, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = sub i32 %30, 1
  %32 = load i32, ptr %4, align 4
  %33 = sub i32 %31, %32
  %34 = getelementptr inbounds i8, ptr %29, i32 %33
  store i8 %28, ptr %34, align 1
  br label %35

35:                                               ; preds = %13
  %36 = load i32, ptr %4, align 4
  %37 = add i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %8, !llvm.loop !9

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_words(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %33, %1
  %6 = load ptr, ptr %2, align 4
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %36

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 4
  %11 = load i8, ptr %10, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp eq i32 %12, 32
  br i1 %13, label %24, label %14

14:                                               ; preds = %9
  %15 = load ptr, ptr %2, align 4
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp eq i32 %17, 9
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = load ptr, ptr %2, align 4
  %21 = load i8, ptr %20, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 10
  br i1 %23, label %24, label %25

24:                                               ; preds = %19, %14, %9
  store i32 0, ptr %4, align 4
  br label %32

25:                                               ; preds = %19
  %26 = load i32, ptr %4, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %25
  store i32 1, ptr %4, align 4
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %31

31:                                               ; preds = %28, %25
  br label %32

32:                                               ; preds = %31, %24
  br label %33

33:                                               ; preds = %32
  %34 = load ptr, ptr %2, align 4
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %2, align 4
  br label %5, !llvm.loop !10

36:                                               ; preds = %5
  %37 = load i32, ptr %3, align 4
  ret i32 %37
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nobuiltin "no-builtins" }

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
