; ModuleID = 'tests/programs/strings.c'
source_filename = "tests/programs/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.parts = private unnamed_addr constant [4 x ptr] [ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25], align 16
@.str.26 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"joined %s\0A\00", align 1
@.str.28 = private unnamed_addr constant [32 x i8] c"find the needle in the haystack\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"needle\00", align 1
@.str.30 = private unnamed_addr constant [14 x i8] c"needle at %d\0A\00", align 1
@__const.main.esc = private unnamed_addr constant [19 x i8] c"tab\09here\\ \22quoted\22\00", align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [128 x i8], align 16
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [8 x i8], align 1
  %5 = alloca [8 x i8], align 1
  %6 = alloca [32 x i8], align 16
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [64 x i8], align 16
  %10 = alloca [4 x ptr], align 16
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [19 x i8], align 16
  %17 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %18 = call ptr @strcpy(ptr noundef %17, ptr noundef @.str) #4
  %19 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %20 = call ptr @strcat(ptr noundef %19, ptr noundef @.str.1) #4
  %21 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %22 = call ptr @strcat(ptr noundef %21, ptr noundef @.str.2) #4
  %23 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %24 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %25 = call i64 @strlen(ptr noundef %24) #4
  %26 = trunc i64 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %23, i32 noundef %26) #4
  %28 = call i32 @strcmp(ptr noundef @.str.5, ptr noundef @.str.6) #4
  %29 = call i32 @sign(i32 noundef %28) #4
  %30 = call i32 @strcmp(ptr noundef @.str.5, ptr noundef @.str.5) #4
  %31 = call i32 @sign(i32 noundef %30) #4
  %32 = call i32 @strcmp(ptr noundef @.str.7, ptr noundef @.str.5) #4
  %33 = call i32 @sign(i32 noundef %32) #4
  %34 = call i32 @strcmp(ptr noundef @.str.5, ptr noundef @.str.8) #4
  %35 = call i32 @sign(i32 noundef %34) #4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %35) #4
  %37 = call i32 @strncmp(ptr noundef @.str.10, ptr noundef @.str.11, i64 noundef 3) #4
  %38 = call i32 @sign(i32 noundef %37) #4
  %39 = call i32 @strncmp(ptr noundef @.str.10, ptr noundef @.str.11, i64 noundef 4) #4
  %40 = call i32 @sign(i32 noundef %39) #4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %38, i32 noundef %40) #4
  %42 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %43 = call ptr @strchr(ptr noundef %42, i32 noundef 111) #4
  store ptr %43, ptr %2, align 8
  %44 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %45 = call ptr @strrchr(ptr noundef %44, i32 noundef 111) #4
  store ptr %45, ptr %3, align 8
  %46 = load ptr, ptr %2, align 8
  %47 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %48 = ptrtoint ptr %46 to i64
  %49 = ptrtoint ptr %47 to i64
  %50 = sub i64 %48, %49
  %51 = trunc i64 %50 to i32
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %54 = ptrtoint ptr %52 to i64
  %55 = ptrtoint ptr %53 to i64
  %56 = sub i64 %54, %55
  %57 = trunc i64 %56 to i32
  %58 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %59 = call ptr @strchr(ptr noundef %58, i32 noundef 122) #4
  %60 = icmp eq ptr %59, null
  %61 = zext i1 %60 to i32
  %62 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %63 = call ptr @strchr(ptr noundef %62, i32 noundef 0) #4
  %64 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %65 = ptrtoint ptr %63 to i64
  %66 = ptrtoint ptr %64 to i64
  %67 = sub i64 %65, %66
  %68 = trunc i64 %67 to i32
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %51, i32 noundef %57, i32 noundef %61, i32 noundef %68) #4
  %70 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %71 = call ptr @strncpy(ptr noundef %70, ptr noundef @.str.13, i64 noundef 7) #4
  %72 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 7
  store i8 0, ptr %72, align 1
  %73 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %73) #4
  %75 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %76 = call ptr @memset(ptr noundef %75, i32 noundef 120, i64 noundef 8) #4
  %77 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %78 = call ptr @strncpy(ptr noundef %77, ptr noundef @.str.8, i64 noundef 6) #4
  %79 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 2
  %80 = load i8, ptr %79, align 1
  %81 = sext i8 %80 to i32
  %82 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 5
  %83 = load i8, ptr %82, align 1
  %84 = sext i8 %83 to i32
  %85 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 6
  %86 = load i8, ptr %85, align 1
  %87 = sext i8 %86 to i32
  %88 = icmp eq i32 %87, 120
  %89 = zext i1 %88 to i32
  %90 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 7
  %91 = load i8, ptr %90, align 1
  %92 = sext i8 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %81, i32 noundef %84, i32 noundef %89, i32 noundef %92) #4
  %94 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  call void @rev(ptr noundef %94) #4
  %95 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 0
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %95) #4
  %97 = call i32 @count_words(ptr noundef @.str.18) #4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %97) #4
  %99 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %100 = call ptr @strcpy(ptr noundef %99, ptr noundef @.str.19) #4
  %101 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  store ptr %101, ptr %7, align 8
  br label %102

102:                                              ; preds = %125, %0
  %103 = load ptr, ptr %7, align 8
  %104 = load i8, ptr %103, align 1
  %105 = icmp ne i8 %104, 0
  br i1 %105, label %106, label %128

106:                                              ; preds = %102
  %107 = load ptr, ptr %7, align 8
  %108 = load i8, ptr %107, align 1
  %109 = sext i8 %108 to i32
  %110 = icmp sge i32 %109, 97
  br i1 %110, label %111, label %124

111:                                              ; preds = %106
  %112 = load ptr, ptr %7, align 8
  %113 = load i8, ptr %112, align 1
  %114 = sext i8 %113 to i32
  %115 = icmp sle i32 %114, 122
  br i1 %115, label %116, label %124

116:                                              ; preds = %111
  %117 = load ptr, ptr %7, align 8
  %118 = load i8, ptr %117, align 1
  %119 = sext i8 %118 to i32
  %120 = sub nsw i32 %119, 97
  %121 = add nsw i32 %120, 65
  %122 = trunc i32 %121 to i8
  %123 = load ptr, ptr %7, align 8
  store i8 %122, ptr %123, align 1
  br label %124

124:                                              ; preds = %116, %111, %106
  br label %125

125:                                              ; preds = %124
  %126 = load ptr, ptr %7, align 8
  %127 = getelementptr inbounds i8, ptr %126, i32 1
  store ptr %127, ptr %7, align 8
  br label %102, !llvm.loop !5

128:                                              ; preds = %102
  %129 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 0
  %130 = call i32 @puts(ptr noundef %129) #4
  store ptr @.str.20, ptr %8, align 8
  %131 = load ptr, ptr %8, align 8
  %132 = call i32 @strcmp(ptr noundef %131, ptr noundef @.str.5) #4
  %133 = call i32 @sign(i32 noundef %132) #4
  %134 = load ptr, ptr %8, align 8
  %135 = call i64 @strlen(ptr noundef %134) #4
  %136 = trunc i64 %135 to i32
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %133, i32 noundef %136) #4
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.parts, i64 32, i1 false)
  store i32 0, ptr %11, align 4
  br label %138

138:                                              ; preds = %154, %128
  %139 = load i32, ptr %11, align 4
  %140 = icmp slt i32 %139, 4
  br i1 %140, label %141, label %157

141:                                              ; preds = %138
  %142 = load i32, ptr %11, align 4
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %147

144:                                              ; preds = %141
  %145 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %146 = call ptr @strcat(ptr noundef %145, ptr noundef @.str.26) #4
  br label %147

147:                                              ; preds = %144, %141
  %148 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %149 = load i32, ptr %11, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [4 x ptr], ptr %10, i64 0, i64 %150
  %152 = load ptr, ptr %151, align 8
  %153 = call ptr @strcat(ptr noundef %148, ptr noundef %152) #4
  br label %154

154:                                              ; preds = %147
  %155 = load i32, ptr %11, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %11, align 4
  br label %138, !llvm.loop !7

157:                                              ; preds = %138
  %158 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %158) #4
  store ptr @.str.28, ptr %12, align 8
  store ptr @.str.29, ptr %13, align 8
  store i32 -1, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %160

160:                                              ; preds = %186, %157
  %161 = load ptr, ptr %12, align 8
  %162 = load i32, ptr %15, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i8, ptr %161, i64 %163
  %165 = load i8, ptr %164, align 1
  %166 = sext i8 %165 to i32
  %167 = icmp ne i32 %166, 0
  br i1 %167, label %168, label %171

168:                                              ; preds = %160
  %169 = load i32, ptr %14, align 4
  %170 = icmp slt i32 %169, 0
  br label %171

171:                                              ; preds = %168, %160
  %172 = phi i1 [ false, %160 ], [ %170, %168 ]
  br i1 %172, label %173, label %189

173:                                              ; preds = %171
  %174 = load ptr, ptr %12, align 8
  %175 = load i32, ptr %15, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i8, ptr %174, i64 %176
  %178 = load ptr, ptr %13, align 8
  %179 = load ptr, ptr %13, align 8
  %180 = call i64 @strlen(ptr noundef %179) #4
  %181 = call i32 @strncmp(ptr noundef %177, ptr noundef %178, i64 noundef %180) #4
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %183, label %185

183:                                              ; preds = %173
  %184 = load i32, ptr %15, align 4
  store i32 %184, ptr %14, align 4
  br label %185

185:                                              ; preds = %183, %173
  br label %186

186:                                              ; preds = %185
  %187 = load i32, ptr %15, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %15, align 4
  br label %160, !llvm.loop !8

189:                                              ; preds = %171
  %190 = load i32, ptr %14, align 4
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %190) #4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.esc, i64 19, i1 false)
  %192 = getelementptr inbounds [19 x i8], ptr %16, i64 0, i64 0
  %193 = call i32 @puts(ptr noundef %192) #4
  ret i32 0
}

declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare ptr @strcat(ptr noundef, ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #1

declare i64 @strlen(ptr noundef) #1

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

declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #1

declare ptr @strchr(ptr noundef, i32 noundef) #1

declare ptr @strrchr(ptr noundef, i32 noundef) #1

declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #1

declare ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @rev(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = call i64 @strlen(ptr noundef %6) #4
  store i64 %7, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %3, align 8
  %11 = udiv i64 %10, 2
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %8
  %14 = load ptr, ptr %2, align 8
  %15 = load i64, ptr %4, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %5, align 1
  %18 = load ptr, ptr %2, align 8
  %19 = load i64, ptr %3, align 8
  %20 = sub i64 %19, 1
  %21 = load i64, ptr %4, align 8
  %22 = sub i64 %20, %21
  %23 = getelementptr inbounds i8, ptr %18, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = load ptr, ptr %2, align 8
  %26 = load i64, ptr %4, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  store i8 %24, ptr %27, align 1
  %28 = load i8, ptr %5, align 1
  %29 = load ptr, ptr %2, align 8
  %30 = load i64, ptr %3, align 8
  %31 = sub i64 %30, 1
  %32 = load i64, ptr %4, align 8
  %33 = sub i64 %31, %32
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  store i8 %28, ptr %34, align 1
  br label %35

35:                                               ; preds = %13
  %36 = load i64, ptr %4, align 8
  %37 = add i64 %36, 1
  store i64 %37, ptr %4, align 8
  br label %8, !llvm.loop !9

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_words(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %33, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %36

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8
  %11 = load i8, ptr %10, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp eq i32 %12, 32
  br i1 %13, label %24, label %14

14:                                               ; preds = %9
  %15 = load ptr, ptr %2, align 8
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp eq i32 %17, 9
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = load ptr, ptr %2, align 8
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
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds i8, ptr %34, i32 1
  store ptr %35, ptr %2, align 8
  br label %5, !llvm.loop !10

36:                                               ; preds = %5
  %37 = load i32, ptr %3, align 4
  ret i32 %37
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
