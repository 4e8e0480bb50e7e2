; ModuleID = 'tests/programs/ctype_tables.c'
source_filename = "tests/programs/ctype_tables.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"mismatch %s %d\0A\00", align 1
@names = internal global [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 4
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

13:                                               ; preds = %85, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 12
  br i1 %15, label %16, label %88

16:                                               ; preds = %13
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 -128, ptr %5, align 4
  br label %17

17:                                               ; preds = %75, %16
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 256
  br i1 %19, label %20, label %78

20:                                               ; preds = %17
  %21 = call ptr @__ctype_b_loc() #2
  %22 = load ptr, ptr %21, align 4
  %23 = load i32, ptr %5, align 4
  %24 = getelementptr inbounds i16, ptr %22, i32 %23
  %25 = load i16, ptr %24, align 2
  %26 = zext i16 %25 to i32
  %27 = load i32, ptr %2, align 4
  %28 = shl i32 1, %27
  %29 = trunc i32 %28 to i16
  %30 = zext i16 %29 to i32
  %31 = and i32 %26, %30
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %6, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %20
  %37 = load i32, ptr %3, align 4
  %38 = mul i32 %37, 31
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 128
  %41 = add i32 %38, %40
  store i32 %41, ptr %3, align 4
  %42 = load i32, ptr %4, align 4
  %43 = add i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %44

44:                                               ; preds = %36, %20
  %45 = load i32, ptr %5, align 4
  %46 = icmp sge i32 %45, 0
  br i1 %46, label %47, label %50

47:                                               ; preds = %44
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %48, 128
  br i1 %49, label %53, label %50

50:                                               ; preds = %47, %44
  %51 = load i32, ptr %5, align 4
  %52 = icmp eq i32 %51, -1
  br i1 %52, label %53, label %57

53:                                               ; preds = %50, %47
  %54 = load i32, ptr %2, align 4
  %55 = load i32, ptr %5, align 4
  %56 = call i32 @by_function(i32 noundef %54, i32 noundef %55) #2
  br label %58

57:                                               ; preds = %50
  br label %58

58:                                               ; preds = %57, %53
  %59 = phi i32 [ %56, %53 ], [ -1, %57 ]
  store i32 %59, ptr %7, align 4
  %60 = load i32, ptr %7, align 4
  %61 = icmp sge i32 %60, 0
  br i1 %61, label %62, label %74

62:                                               ; preds = %58
  %63 = load i32, ptr %7, align 4
  %64 = load i32, ptr %6, align 4
  %65 = icmp ne i32 %63, %64
  br i1 %65, label %66, label %74

66:                                               ; preds = %62
  %67 = load i32, ptr %2, align 4
  %68 = getelementptr inbounds [12 x ptr], ptr @names, i32 0, i32 %67
  %69 = load ptr, ptr %68, align 4
  %70 = load i32, ptr %5, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %69, i32 noundef %70) #2
  %72 = load i32, ptr %1, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %1, align 4
  br label %74

74:                                               ; preds = %66, %62, %58
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %5, align 4
  br label %17, !llvm.loop !5

78:                                               ; preds = %17
  %79 = load i32, ptr %2, align 4
  %80 = getelementptr inbounds [12 x ptr], ptr @names, i32 0, i32 %79
  %81 = load ptr, ptr %80, align 4
  %82 = load i32, ptr %4, align 4
  %83 = load i32, ptr %3, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %81, i32 noundef %82, i32 noundef %83) #2
  br label %85

85:                                               ; preds = %78
  %86 = load i32, ptr %2, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %2, align 4
  br label %13, !llvm.loop !7

88:                                               ; preds = %13
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 -128, ptr %10, align 4
  br label %89

89:                                               ; preds = %134, %88
  %90 = load i32, ptr %10, align 4
  %91 = icmp slt i32 %90, 256
  br i1 %91, label %92, label %137

92:                                               ; preds = %89
  %93 = call ptr @__ctype_tolower_loc() #2
  %94 = load ptr, ptr %93, align 4
  %95 = load i32, ptr %10, align 4
  %96 = getelementptr inbounds i32, ptr %94, i32 %95
  %97 = load i32, ptr %96, align 4
  store i32 %97, ptr %11, align 4
  %98 = call ptr @__ctype_toupper_loc() #2
  %99 = load ptr, ptr %98, align 4
  %100 = load i32, ptr %10, align 4
  %101 = getelementptr inbounds i32, ptr %99, i32 %100
  %102 = load i32, ptr %101, align 4
  store i32 %102, ptr %12, align 4
  %103 = load i32, ptr %8, align 4
  %104 = mul i32 %103, 33
  %105 = load i32, ptr %11, align 4
  %106 = add nsw i32 %105, 128
  %107 = add i32 %104, %106
  store i32 %107, ptr %8, align 4
  %108 = load i32, ptr %9, align 4
  %109 = mul i32 %108, 33
  %110 = load i32, ptr %12, align 4
  %111 = add nsw i32 %110, 128
  %112 = add i32 %109, %111
  store i32 %112, ptr %9, align 4
  %113 = load i32, ptr %10, align 4
  %114 = icmp sge i32 %113, 0
  br i1 %114, label %115, label %133

115:                                              ; preds = %92
  %116 = load i32, ptr %10, align 4
  %117 = icmp slt i32 %116, 128
  br i1 %117, label %118, label %133

118:                                              ; preds = %115
  %119 = load i32, ptr %11, align 4
  %120 = load i32, ptr %10, align 4
  %121 = call i32 @tolower(i32 noundef %120) #2
  %122 = icmp ne i32 %119, %121
  br i1 %122, label %128, label %123

123:                                              ; preds = %118
  %124 = load i32, ptr %12, align 4
  %125 = load i32, ptr %10, align 4
  %126 = call i32 @toupper(i32 noundef %125) #2
  %127 = icmp ne i32 %124, %126
  br i1 %127, label %128, label %133

128:                                              ; preds = %123, %118
  %129 = load i32, ptr %10, align 4
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %129) #2
  %131 = load i32, ptr %1, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %1, align 4
  br label %133

133:                                              ; preds = %128, %123, %115, %92
  br label %134

134:                                              ; preds = %133
  %135 = load i32, ptr %10, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %10, align 4
  br label %89, !llvm.loop !8

137:                                              ; preds = %89
  %138 = load i32, ptr %8, align 4
  %139 = load i32, ptr %9, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %138, i32 noundef %139) #2
  %141 = call ptr @__ctype_toupper_loc() #2
  %142 = load ptr, ptr %141, align 4
  %143 = getelementptr inbounds i32, ptr %142, i32 113
  %144 = load i32, ptr %143, align 4
  %145 = call ptr @__ctype_tolower_loc() #2
  %146 = load ptr, ptr %145, align 4
  %147 = getelementptr inbounds i32, ptr %146, i32 81
  %148 = load i32, ptr %147, align 4
  %149 = call ptr @__ctype_toupper_loc() #2
  %150 = load ptr, ptr %149, align 4
  %151 = getelementptr inbounds i32, ptr %150, i32 53
  %152 = load i32, ptr %151, align 4
  %153 = call ptr @__ctype_tolower_loc() #2
  %154 = load ptr, ptr %153, align 4
  %155 = getelementptr inbounds i32, ptr %154, i32 35
  %156 = load i32, ptr %155, align 4
  %157 = call ptr @__ctype_tolower_loc() #2
  %158 = load ptr, ptr %157, align 4
  %159 = getelementptr inbounds i32, ptr %158, i32 -1
  %160 = load i32, ptr %159, align 4
  %161 = call ptr @__ctype_toupper_loc() #2
  %162 = load ptr, ptr %161, align 4
  %163 = getelementptr inbounds i32, ptr %162, i32 200
  %164 = load i32, ptr %163, align 4
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %144, i32 noundef %148, i32 noundef %152, i32 noundef %156, i32 noundef %160, i32 noundef %164) #2
  %166 = load i32, ptr %1, align 4
  ret i32 %166
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
