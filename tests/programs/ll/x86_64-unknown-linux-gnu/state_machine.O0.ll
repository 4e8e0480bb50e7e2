; ModuleID = 'tests/programs/state_machine.c'
source_filename = "tests/programs/state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"x1 = 42 + foo_bar*7 <= \22hi there\22 >= y - 3 # z \22open\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"num\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"ident\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"unterminated\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%s '\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"'\0A\00", align 1
@traffic.names = internal constant [3 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11], align 16
@.str.9 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"yellow\00", align 1
@traffic.dur = internal constant [3 x i32] [i32 3, i32 4, i32 1], align 4
@.str.12 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  call void @tokenize(ptr noundef @.str) #2
  call void @traffic(i32 noundef 20) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @tokenize(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %7 = load ptr, ptr %2, align 8
  store ptr %7, ptr %4, align 8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %152, %1
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %6, align 1
  %12 = load i32, ptr %3, align 4
  switch i32 %12, label %150 [
    i32 0, label %13
    i32 1, label %77
    i32 2, label %87
    i32 3, label %101
    i32 4, label %118
  ]

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  store ptr %14, ptr %4, align 8
  %15 = load i8, ptr %6, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %155

19:                                               ; preds = %13
  %20 = load i8, ptr %6, align 1
  %21 = call i32 @is_digit(i8 noundef signext %20) #2
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  store i32 1, ptr %3, align 4
  br label %76

24:                                               ; preds = %19
  %25 = load i8, ptr %6, align 1
  %26 = call i32 @is_alpha(i8 noundef signext %25) #2
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  store i32 2, ptr %3, align 4
  br label %75

29:                                               ; preds = %24
  %30 = load i8, ptr %6, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp eq i32 %31, 34
  br i1 %32, label %33, label %34

33:                                               ; preds = %29
  store i32 3, ptr %3, align 4
  br label %74

34:                                               ; preds = %29
  %35 = load i8, ptr %6, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp eq i32 %36, 32
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  store i32 0, ptr %3, align 4
  br label %73

39:                                               ; preds = %34
  %40 = load i8, ptr %6, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp eq i32 %41, 43
  br i1 %42, label %67, label %43

43:                                               ; preds = %39
  %44 = load i8, ptr %6, align 1
  %45 = sext i8 %44 to i32
  %46 = icmp eq i32 %45, 45
  br i1 %46, label %67, label %47

47:                                               ; preds = %43
  %48 = load i8, ptr %6, align 1
  %49 = sext i8 %48 to i32
  %50 = icmp eq i32 %49, 42
  br i1 %50, label %67, label %51

51:                                               ; preds = %47
  %52 = load i8, ptr %6, align 1
  %53 = sext i8 %52 to i32
  %54 = icmp eq i32 %53, 47
  br i1 %54, label %67, label %55

55:                                               ; preds = %51
  %56 = load i8, ptr %6, align 1
  %57 = sext i8 %56 to i32
  %58 = icmp eq i32 %57, 61
  br i1 %58, label %67, label %59

59:                                               ; preds = %55
  %60 = load i8, ptr %6, align 1
  %61 = sext i8 %60 to i32
  %62 = icmp eq i32 %61, 60
  br i1 %62, label %67, label %63

63:                                               ; preds = %59
  %64 = load i8, ptr %6, align 1
  %65 = sext i8 %64 to i32
  %66 = icmp eq i32 %65, 62
  br i1 %66, label %67, label %68

67:                                               ; preds = %63, %59, %55, %51, %47, %43, %39
  store i32 4, ptr %3, align 4
  br label %72

68:                                               ; preds = %63
  %69 = load ptr, ptr %5, align 8
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds i8, ptr %70, i64 1
  call void @emit(ptr noundef @.str.1, ptr noundef %69, ptr noundef %71) #2
  store i32 0, ptr %3, align 4
  br label %72

72:                                               ; preds = %68, %67
  br label %73

73:                                               ; preds = %72, %38
  br label %74

74:                                               ; preds = %73, %33
  br label %75

75:                                               ; preds = %74, %28
  br label %76

76:                                               ; preds = %75, %23
  br label %151

77:                                               ; preds = %9
  %78 = load i8, ptr %6, align 1
  %79 = call i32 @is_digit(i8 noundef signext %78) #2
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %86, label %81

81:                                               ; preds = %77
  %82 = load ptr, ptr %4, align 8
  %83 = load ptr, ptr %5, align 8
  call void @emit(ptr noundef @.str.2, ptr noundef %82, ptr noundef %83) #2
  store i32 0, ptr %3, align 4
  %84 = load ptr, ptr %5, align 8
  %85 = getelementptr inbounds i8, ptr %84, i32 -1
  store ptr %85, ptr %5, align 8
  br label %86

86:                                               ; preds = %81, %77
  br label %151

87:                                               ; preds = %9
  %88 = load i8, ptr %6, align 1
  %89 = call i32 @is_alpha(i8 noundef signext %88) #2
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %100, label %91

91:                                               ; preds = %87
  %92 = load i8, ptr %6, align 1
  %93 = call i32 @is_digit(i8 noundef signext %92) #2
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %100, label %95

95:                                               ; preds = %91
  %96 = load ptr, ptr %4, align 8
  %97 = load ptr, ptr %5, align 8
  call void @emit(ptr noundef @.str.3, ptr noundef %96, ptr noundef %97) #2
  store i32 0, ptr %3, align 4
  %98 = load ptr, ptr %5, align 8
  %99 = getelementptr inbounds i8, ptr %98, i32 -1
  store ptr %99, ptr %5, align 8
  br label %100

100:                                              ; preds = %95, %91, %87
  br label %151

101:                                              ; preds = %9
  %102 = load i8, ptr %6, align 1
  %103 = sext i8 %102 to i32
  %104 = icmp eq i32 %103, 34
  br i1 %104, label %105, label %109

105:                                              ; preds = %101
  %106 = load ptr, ptr %4, align 8
  %107 = load ptr, ptr %5, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 1
  call void @emit(ptr noundef @.str.4, ptr noundef %106, ptr noundef %108) #2
  store i32 0, ptr %3, align 4
  br label %117

109:                                              ; preds = %101
  %110 = load i8, ptr %6, align 1
  %111 = sext i8 %110 to i32
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %116

113:                                              ; preds = %109
  %114 = load ptr, ptr %4, align 8
  %115 = load ptr, ptr %5, align 8
  call void @emit(ptr noundef @.str.5, ptr noundef %114, ptr noundef %115) #2
  br label %155

116:                                              ; preds = %109
  br label %117

117:                                              ; preds = %116, %105
  br label %151

118:                                              ; preds = %9
  %119 = load i8, ptr %6, align 1
  %120 = sext i8 %119 to i32
  %121 = icmp eq i32 %120, 61
  br i1 %121, label %122, label %144

122:                                              ; preds = %118
  %123 = load ptr, ptr %5, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 -1
  %125 = load i8, ptr %124, align 1
  %126 = sext i8 %125 to i32
  %127 = icmp eq i32 %126, 60
  br i1 %127, label %140, label %128

128:                                              ; preds = %122
  %129 = load ptr, ptr %5, align 8
  %130 = getelementptr inbounds i8, ptr %129, i64 -1
  %131 = load i8, ptr %130, align 1
  %132 = sext i8 %131 to i32
  %133 = icmp eq i32 %132, 62
  br i1 %133, label %140, label %134

134:                                              ; preds = %128
  %135 = load ptr, ptr %5, align 8
  %136 = getelementptr inbounds i8, ptr %135, i64 -1
  %137 = load i8, ptr %136, align 1
  %138 = sext i8 %137 to i32
  %139 = icmp eq i32 %138, 61
  br i1 %139, label %140, label %144

140:                                              ; preds = %134, %128, %122
  %141 = load ptr, ptr %4, align 8
  %142 = load ptr, ptr %5, align 8
  %143 = getelementptr inbounds i8, ptr %142, i64 1
  call void @emit(ptr noundef @.str.6, ptr noundef %141, ptr noundef %143) #2
  store i32 0, ptr %3, align 4
  br label %149

144:                                              ; preds = %134, %118
  %145 = load ptr, ptr %4, align 8
  %146 = load ptr, ptr %5, align 8
  call void @emit(ptr noundef @.str.6, ptr noundef %145, ptr noundef %146) #2
  store i32 0, ptr %3, align 4
  %147 = load ptr, ptr %5, align 8
  %148 = getelementptr inbounds i8, ptr %147, i32 -1
  store ptr %148, ptr %5, align 8
  br label %149

149:                                              ; preds = %144, %140
  br label %151

150:                                              ; preds = %9
  br label %155

151:                                              ; preds = %149, %117, %100, %86, %76
  br label %152

152:                                              ; preds = %151
  %153 = load ptr, ptr %5, align 8
  %154 = getelementptr inbounds i8, ptr %153, i32 1
  store ptr %154, ptr %5, align 8
  br label %9

155:                                              ; preds = %150, %113, %18
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @traffic(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %29, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %32

10:                                               ; preds = %6
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i32], ptr @traffic.dur, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp sge i32 %12, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %10
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  %21 = srem i32 %20, 3
  store i32 %21, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x ptr], ptr @traffic.names, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %22, ptr noundef %26) #2
  br label %28

28:                                               ; preds = %18, %10
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %6, !llvm.loop !5

32:                                               ; preds = %6
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.13) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_digit(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp sge i32 %4, 48
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %8, 57
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i1 [ false, %1 ], [ %9, %6 ]
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_alpha(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp sge i32 %4, 97
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %8, 122
  br i1 %9, label %22, label %10

10:                                               ; preds = %6, %1
  %11 = load i8, ptr %2, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp sge i32 %12, 65
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = load i8, ptr %2, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp sle i32 %16, 90
  br i1 %17, label %22, label %18

18:                                               ; preds = %14, %10
  %19 = load i8, ptr %2, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 95
  br label %22

22:                                               ; preds = %18, %14, %6
  %23 = phi i1 [ true, %14 ], [ true, %6 ], [ %21, %18 ]
  %24 = zext i1 %23 to i32
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define internal void @emit(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %7) #2
  br label %9

9:                                                ; preds = %13, %3
  %10 = load ptr, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = icmp ult ptr %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 1
  store ptr %15, ptr %5, align 8
  %16 = load i8, ptr %14, align 1
  %17 = sext i8 %16 to i32
  %18 = call i32 @putchar(i32 noundef %17) #2
  br label %9, !llvm.loop !7

19:                                               ; preds = %9
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.8) #2
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

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
