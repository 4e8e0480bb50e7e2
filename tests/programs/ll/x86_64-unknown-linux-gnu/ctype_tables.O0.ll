; ModuleID = 'tests/programs/ctype_tables.c'
source_filename = "tests/programs/ctype_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"mismatch %s %d\0A\00", align 1
@names = internal global [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 16
@.str.1 = private unnamed_addr constant [15 x i8] c"%-6s %3u %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"case mismatch %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"tolower %08x toupper %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"%c%c %c%c %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"upper\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"lower\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"xdigit\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"graph\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"blank\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"cntrl\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"punct\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"alnum\00", align 1

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
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %98, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 12
  br i1 %15, label %16, label %101

16:                                               ; preds = %13
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 -128, ptr %5, align 4
  br label %17

17:                                               ; preds = %87, %16
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 256
  br i1 %19, label %20, label %90

20:                                               ; preds = %17
  %21 = call ptr @__ctype_b_loc() #2
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i16, ptr %22, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = zext i16 %26 to i32
  %28 = load i32, ptr %2, align 4
  %29 = icmp slt i32 %28, 8
  br i1 %29, label %30, label %34

30:                                               ; preds = %20
  %31 = load i32, ptr %2, align 4
  %32 = shl i32 1, %31
  %33 = shl i32 %32, 8
  br label %38

34:                                               ; preds = %20
  %35 = load i32, ptr %2, align 4
  %36 = shl i32 1, %35
  %37 = ashr i32 %36, 8
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi i32 [ %33, %30 ], [ %37, %34 ]
  %40 = trunc i32 %39 to i16
  %41 = zext i16 %40 to i32
  %42 = and i32 %27, %41
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  store i32 %44, ptr %6, align 4
  %45 = load i32, ptr %6, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %55

47:                                               ; preds = %38
  %48 = load i32, ptr %3, align 4
  %49 = mul i32 %48, 31
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 128
  %52 = add i32 %49, %51
  store i32 %52, ptr %3, align 4
  %53 = load i32, ptr %4, align 4
  %54 = add i32 %53, 1
  store i32 %54, ptr %4, align 4
  br label %55

55:                                               ; preds = %47, %38
  %56 = load i32, ptr %5, align 4
  %57 = icmp sge i32 %56, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %55
  %59 = load i32, ptr %5, align 4
  %60 = icmp slt i32 %59, 128
  br i1 %60, label %64, label %61

61:                                               ; preds = %58, %55
  %62 = load i32, ptr %5, align 4
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %64, label %68

64:                                               ; preds = %61, %58
  %65 = load i32, ptr %2, align 4
  %66 = load i32, ptr %5, align 4
  %67 = call i32 @by_function(i32 noundef %65, i32 noundef %66) #2
  br label %69

68:                                               ; preds = %61
  br label %69

69:                                               ; preds = %68, %64
  %70 = phi i32 [ %67, %64 ], [ -1, %68 ]
  store i32 %70, ptr %7, align 4
  %71 = load i32, ptr %7, align 4
  %72 = icmp sge i32 %71, 0
  br i1 %72, label %73, label %86

73:                                               ; preds = %69
  %74 = load i32, ptr %7, align 4
  %75 = load i32, ptr %6, align 4
  %76 = icmp ne i32 %74, %75
  br i1 %76, label %77, label %86

77:                                               ; preds = %73
  %78 = load i32, ptr %2, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %79
  %81 = load ptr, ptr %80, align 8
  %82 = load i32, ptr %5, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %81, i32 noundef %82) #2
  %84 = load i32, ptr %1, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %1, align 4
  br label %86

86:                                               ; preds = %77, %73, %69
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %5, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %5, align 4
  br label %17, !llvm.loop !5

90:                                               ; preds = %17
  %91 = load i32, ptr %2, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %92
  %94 = load ptr, ptr %93, align 8
  %95 = load i32, ptr %4, align 4
  %96 = load i32, ptr %3, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %94, i32 noundef %95, i32 noundef %96) #2
  br label %98

98:                                               ; preds = %90
  %99 = load i32, ptr %2, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %2, align 4
  br label %13, !llvm.loop !7

101:                                              ; preds = %13
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 -128, ptr %10, align 4
  br label %102

102:                                              ; preds = %149, %101
  %103 = load i32, ptr %10, align 4
  %104 = icmp slt i32 %103, 256
  br i1 %104, label %105, label %152

105:                                              ; preds = %102
  %106 = call ptr @__ctype_tolower_loc() #2
  %107 = load ptr, ptr %106, align 8
  %108 = load i32, ptr %10, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %107, i64 %109
  %111 = load i32, ptr %110, align 4
  store i32 %111, ptr %11, align 4
  %112 = call ptr @__ctype_toupper_loc() #2
  %113 = load ptr, ptr %112, align 8
  %114 = load i32, ptr %10, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  %117 = load i32, ptr %116, align 4
  store i32 %117, ptr %12, align 4
  %118 = load i32, ptr %8, align 4
  %119 = mul i32 %118, 33
  %120 = load i32, ptr %11, align 4
  %121 = add nsw i32 %120, 128
  %122 = add i32 %119, %121
  store i32 %122, ptr %8, align 4
  %123 = load i32, ptr %9, align 4
  %124 = mul i32 %123, 33
  %125 = load i32, ptr %12, align 4
  %126 = add nsw i32 %125, 128
  %127 = add i32 %124, %126
  store i32 %127, ptr %9, align 4
  %128 = load i32, ptr %10, align 4
  %129 = icmp sge i32 %128, 0
  br i1 %129, label %130, label %148

130:                                              ; preds = %105
  %131 = load i32, ptr %10, align 4
  %132 = icmp slt i32 %131, 128
  br i1 %132, label %133, label %148

133:                                              ; preds = %130
  %134 = load i32, ptr %11, align 4
  %135 = load i32, ptr %10, align 4
  %136 = call i32 @tolower(i32 noundef %135) #2
  %137 = icmp ne i32 %134, %136
  br i1 %137, label %143, label %138

138:                                              ; preds = %133
  %139 = load i32, ptr %12, align 4
  %140 = load i32, ptr %10, align 4
  %141 = call i32 @toupper(i32 noundef %140) #2
  %142 = icmp ne i32 %139, %141
  br i1 %142, label %143, label %148

143:                                              ; preds = %138, %133
  %144 = load i32, ptr %10, align 4
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %144) #2
  %146 = load i32, ptr %1, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %1, align 4
  br label %148

148:                                              ; preds = %143, %138, %130, %105
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %10, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %10, align 4
  br label %102, !llvm.loop !8

152:                                              ; preds = %102
  %153 = load i32, ptr %8, align 4
  %154 = load i32, ptr %9, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %153, i32 noundef %154) #2
  %156 = call ptr @__ctype_toupper_loc() #2
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr inbounds i32, ptr %157, i64 113
  %159 = load i32, ptr %158, align 4
  %160 = call ptr @__ctype_tolower_loc() #2
  %161 = load ptr, ptr %160, align 8
  %162 = getelementptr inbounds i32, ptr %161, i64 81
  %163 = load i32, ptr %162, align 4
  %164 = call ptr @__ctype_toupper_loc() #2
  %165 = load ptr, ptr %164, align 8
  %166 = getelementptr inbounds i32, ptr %165, i64 53
  %167 = load i32, ptr %166, align 4
  %168 = call ptr @__ctype_tolower_loc() #2
  %169 = load ptr, ptr %168, align 8
  %170 = getelementptr inbounds i32, ptr %169, i64 35
  %171 = load i32, ptr %170, align 4
  %172 = call ptr @__ctype_tolower_loc() #2
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr inbounds i32, ptr %173, i64 -1
  %175 = load i32, ptr %174, align 4
  %176 = call ptr @__ctype_toupper_loc() #2
  %177 = load ptr, ptr %176, align 8
  %178 = getelementptr inbounds i32, ptr %177, i64 200
  %179 = load i32, ptr %178, align 4
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %159, i32 noundef %163, i32 noundef %167, i32 noundef %171, i32 noundef %175, i32 noundef %179) #2
  %181 = load i32, ptr %1, align 4
  ret i32 %181
}

declare ptr @__ctype_b_loc() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @by_function(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %62 [
    i32 0, label %7
    i32 1, label %12
    i32 2, label %17
    i32 3, label %22
    i32 4, label %27
    i32 5, label %32
    i32 6, label %37
    i32 7, label %42
    i32 9, label %47
    i32 10, label %52
    i32 11, label %57
  ]

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4
  %9 = call i32 @isupper(i32 noundef %8) #2
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  store i32 %11, ptr %3, align 4
  br label %63

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @islower(i32 noundef %13) #2
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  store i32 %16, ptr %3, align 4
  br label %63

17:                                               ; preds = %2
  %18 = load i32, ptr %5, align 4
  %19 = call i32 @isalpha(i32 noundef %18) #2
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i32
  store i32 %21, ptr %3, align 4
  br label %63

22:                                               ; preds = %2
  %23 = load i32, ptr %5, align 4
  %24 = call i32 @isdigit(i32 noundef %23) #2
  %25 = icmp ne i32 %24, 0
  %26 = zext i1 %25 to i32
  store i32 %26, ptr %3, align 4
  br label %63

27:                                               ; preds = %2
  %28 = load i32, ptr %5, align 4
  %29 = call i32 @isxdigit(i32 noundef %28) #2
  %30 = icmp ne i32 %29, 0
  %31 = zext i1 %30 to i32
  store i32 %31, ptr %3, align 4
  br label %63

32:                                               ; preds = %2
  %33 = load i32, ptr %5, align 4
  %34 = call i32 @isspace(i32 noundef %33) #2
  %35 = icmp ne i32 %34, 0
  %36 = zext i1 %35 to i32
  store i32 %36, ptr %3, align 4
  br label %63

37:                                               ; preds = %2
  %38 = load i32, ptr %5, align 4
  %39 = call i32 @isprint(i32 noundef %38) #2
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  store i32 %41, ptr %3, align 4
  br label %63

42:                                               ; preds = %2
  %43 = load i32, ptr %5, align 4
  %44 = call i32 @isgraph(i32 noundef %43) #2
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  store i32 %46, ptr %3, align 4
  br label %63

47:                                               ; preds = %2
  %48 = load i32, ptr %5, align 4
  %49 = call i32 @iscntrl(i32 noundef %48) #2
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  store i32 %51, ptr %3, align 4
  br label %63

52:                                               ; preds = %2
  %53 = load i32, ptr %5, align 4
  %54 = call i32 @ispunct(i32 noundef %53) #2
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  store i32 %56, ptr %3, align 4
  br label %63

57:                                               ; preds = %2
  %58 = load i32, ptr %5, align 4
  %59 = call i32 @isalnum(i32 noundef %58) #2
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i32
  store i32 %61, ptr %3, align 4
  br label %63

62:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %63

63:                                               ; preds = %62, %57, %52, %47, %42, %37, %32, %27, %22, %17, %12, %7
  %64 = load i32, ptr %3, align 4
  ret i32 %64
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @__ctype_tolower_loc() #1

declare ptr @__ctype_toupper_loc() #1

declare i32 @tolower(i32 noundef) #1

declare i32 @toupper(i32 noundef) #1

declare i32 @isupper(i32 noundef) #1

declare i32 @islower(i32 noundef) #1

declare i32 @isalpha(i32 noundef) #1

declare i32 @isdigit(i32 noundef) #1

declare i32 @isxdigit(i32 noundef) #1

declare i32 @isspace(i32 noundef) #1

declare i32 @isprint(i32 noundef) #1

declare i32 @isgraph(i32 noundef) #1

declare i32 @iscntrl(i32 noundef) #1

declare i32 @ispunct(i32 noundef) #1

declare i32 @isalnum(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

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
