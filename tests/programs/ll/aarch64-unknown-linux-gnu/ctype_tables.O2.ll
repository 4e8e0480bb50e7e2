; ModuleID = 'tests/programs/ctype_tables.c'
source_filename = "tests/programs/ctype_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"mismatch %s %d\0A\00", align 1
@names = internal unnamed_addr constant [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 8
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

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %11
  %2 = phi i64 [ 0, %0 ], [ %14, %11 ]
  %3 = phi i32 [ 0, %0 ], [ %82, %11 ]
  %4 = icmp ult i64 %2, 8
  %5 = trunc i64 %2 to i32
  %6 = shl i32 256, %5
  %7 = shl nuw i32 1, %5
  %8 = lshr i32 %7, 8
  %9 = select i1 %4, i32 %6, i32 %8
  %10 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %2
  br label %16

11:                                               ; preds = %81
  %12 = load ptr, ptr %10, align 8, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef %12, i32 noundef %33, i32 noundef %34) #2
  %14 = add nuw nsw i64 %2, 1
  %15 = icmp eq i64 %14, 12
  br i1 %15, label %111, label %1, !llvm.loop !9

16:                                               ; preds = %1, %81
  %17 = phi i64 [ -128, %1 ], [ %35, %81 ]
  %18 = phi i32 [ %3, %1 ], [ %82, %81 ]
  %19 = phi i32 [ 0, %1 ], [ %34, %81 ]
  %20 = phi i32 [ 0, %1 ], [ %33, %81 ]
  %21 = tail call ptr @__ctype_b_loc() #2
  %22 = load ptr, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds i16, ptr %22, i64 %17
  %24 = load i16, ptr %23, align 2, !tbaa !11
  %25 = zext i16 %24 to i32
  %26 = and i32 %9, %25
  %27 = icmp ne i32 %26, 0
  %28 = mul i32 %19, 31
  %29 = trunc i64 %17 to i32
  %30 = add i32 %29, 128
  %31 = add i32 %30, %28
  %32 = zext i1 %27 to i32
  %33 = add i32 %20, %32
  %34 = select i1 %27, i32 %31, i32 %19
  %35 = add nsw i64 %17, 1
  %36 = trunc i64 %35 to i32
  %37 = icmp ult i32 %36, 129
  br i1 %37, label %38, label %81

38:                                               ; preds = %16
  switch i32 %5, label %81 [
    i32 0, label %39
    i32 1, label %42
    i32 2, label %45
    i32 3, label %48
    i32 4, label %51
    i32 5, label %54
    i32 6, label %57
    i32 7, label %60
    i32 9, label %63
    i32 10, label %66
    i32 11, label %69
  ]

39:                                               ; preds = %38
  %40 = trunc i64 %17 to i32
  %41 = tail call i32 @isupper(i32 noundef %40) #2
  br label %72

42:                                               ; preds = %38
  %43 = trunc i64 %17 to i32
  %44 = tail call i32 @islower(i32 noundef %43) #2
  br label %72

45:                                               ; preds = %38
  %46 = trunc i64 %17 to i32
  %47 = tail call i32 @isalpha(i32 noundef %46) #2
  br label %72

48:                                               ; preds = %38
  %49 = trunc i64 %17 to i32
  %50 = tail call i32 @isdigit(i32 noundef %49) #2
  br label %72

51:                                               ; preds = %38
  %52 = trunc i64 %17 to i32
  %53 = tail call i32 @isxdigit(i32 noundef %52) #2
  br label %72

54:                                               ; preds = %38
  %55 = trunc i64 %17 to i32
  %56 = tail call i32 @isspace(i32 noundef %55) #2
  br label %72

57:                                               ; preds = %38
  %58 = trunc i64 %17 to i32
  %59 = tail call i32 @isprint(i32 noundef %58) #2
  br label %72

60:                                               ; preds = %38
  %61 = trunc i64 %17 to i32
  %62 = tail call i32 @isgraph(i32 noundef %61) #2
  br label %72

63:                                               ; preds = %38
  %64 = trunc i64 %17 to i32
  %65 = tail call i32 @iscntrl(i32 noundef %64) #2
  br label %72

66:                                               ; preds = %38
  %67 = trunc i64 %17 to i32
  %68 = tail call i32 @ispunct(i32 noundef %67) #2
  br label %72

69:                                               ; preds = %38
  %70 = trunc i64 %17 to i32
  %71 = tail call i32 @isalnum(i32 noundef %70) #2
  br label %72

72:                                               ; preds = %69, %66, %63, %60, %57, %54, %51, %48, %45, %42, %39
  %73 = phi i32 [ %71, %69 ], [ %68, %66 ], [ %65, %63 ], [ %62, %60 ], [ %59, %57 ], [ %56, %54 ], [ %53, %51 ], [ %50, %48 ], [ %47, %45 ], [ %44, %42 ], [ %41, %39 ]
  %74 = icmp eq i32 %73, 0
  %75 = xor i1 %27, %74
  br i1 %75, label %81, label %76

76:                                               ; preds = %72
  %77 = load ptr, ptr %10, align 8, !tbaa !5
  %78 = trunc i64 %17 to i32
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef %77, i32 noundef %78) #2
  %80 = add nsw i32 %18, 1
  br label %81

81:                                               ; preds = %38, %16, %76, %72
  %82 = phi i32 [ %80, %76 ], [ %18, %72 ], [ %18, %16 ], [ %18, %38 ]
  %83 = icmp eq i64 %35, 256
  br i1 %83, label %11, label %16, !llvm.loop !13

84:                                               ; preds = %141
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %126, i32 noundef %129) #2
  %86 = tail call ptr @__ctype_toupper_loc() #2
  %87 = load ptr, ptr %86, align 8, !tbaa !5
  %88 = getelementptr inbounds i32, ptr %87, i64 113
  %89 = load i32, ptr %88, align 4, !tbaa !14
  %90 = tail call ptr @__ctype_tolower_loc() #2
  %91 = load ptr, ptr %90, align 8, !tbaa !5
  %92 = getelementptr inbounds i32, ptr %91, i64 81
  %93 = load i32, ptr %92, align 4, !tbaa !14
  %94 = tail call ptr @__ctype_toupper_loc() #2
  %95 = load ptr, ptr %94, align 8, !tbaa !5
  %96 = getelementptr inbounds i32, ptr %95, i64 53
  %97 = load i32, ptr %96, align 4, !tbaa !14
  %98 = tail call ptr @__ctype_tolower_loc() #2
  %99 = load ptr, ptr %98, align 8, !tbaa !5
  %100 = getelementptr inbounds i32, ptr %99, i64 35
  %101 = load i32, ptr %100, align 4, !tbaa !14
  %102 = tail call ptr @__ctype_tolower_loc() #2
  %103 = load ptr, ptr %102, align 8, !tbaa !5
  %104 = getelementptr inbounds i32, ptr %103, i64 -1
  %105 = load i32, ptr %104, align 4, !tbaa !14
  %106 = tail call ptr @__ctype_toupper_loc() #2
  %107 = load ptr, ptr %106, align 8, !tbaa !5
  %108 = getelementptr inbounds i32, ptr %107, i64 200
  %109 = load i32, ptr %108, align 4, !tbaa !14
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %89, i32 noundef %93, i32 noundef %97, i32 noundef %101, i32 noundef %105, i32 noundef %109) #2
  ret i32 %142

111:                                              ; preds = %11, %141
  %112 = phi i64 [ %143, %141 ], [ -128, %11 ]
  %113 = phi i32 [ %142, %141 ], [ %82, %11 ]
  %114 = phi i32 [ %129, %141 ], [ 0, %11 ]
  %115 = phi i32 [ %126, %141 ], [ 0, %11 ]
  %116 = tail call ptr @__ctype_tolower_loc() #2
  %117 = load ptr, ptr %116, align 8, !tbaa !5
  %118 = getelementptr inbounds i32, ptr %117, i64 %112
  %119 = load i32, ptr %118, align 4, !tbaa !14
  %120 = tail call ptr @__ctype_toupper_loc() #2
  %121 = load ptr, ptr %120, align 8, !tbaa !5
  %122 = getelementptr inbounds i32, ptr %121, i64 %112
  %123 = load i32, ptr %122, align 4, !tbaa !14
  %124 = mul i32 %115, 33
  %125 = add i32 %124, 128
  %126 = add i32 %125, %119
  %127 = mul i32 %114, 33
  %128 = add i32 %127, 128
  %129 = add i32 %128, %123
  %130 = trunc i64 %112 to i32
  %131 = icmp ult i32 %130, 128
  br i1 %131, label %132, label %141

132:                                              ; preds = %111
  %133 = tail call i32 @tolower(i32 noundef %130) #2
  %134 = icmp eq i32 %119, %133
  br i1 %134, label %135, label %138

135:                                              ; preds = %132
  %136 = tail call i32 @toupper(i32 noundef %130) #2
  %137 = icmp eq i32 %123, %136
  br i1 %137, label %141, label %138

138:                                              ; preds = %135, %132
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %130) #2
  %140 = add nsw i32 %113, 1
  br label %141

141:                                              ; preds = %138, %135, %111
  %142 = phi i32 [ %140, %138 ], [ %113, %135 ], [ %113, %111 ]
  %143 = add nsw i64 %112, 1
  %144 = icmp eq i64 %143, 256
  br i1 %144, label %84, label %111, !llvm.loop !16
}

declare ptr @__ctype_b_loc() local_unnamed_addr #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare ptr @__ctype_tolower_loc() local_unnamed_addr #1

declare ptr @__ctype_toupper_loc() local_unnamed_addr #1

declare i32 @tolower(i32 noundef) local_unnamed_addr #1

declare i32 @toupper(i32 noundef) local_unnamed_addr #1

declare i32 @isupper(i32 noundef) local_unnamed_addr #1

declare i32 @islower(i32 noundef) local_unnamed_addr #1

declare i32 @isalpha(i32 noundef) local_unnamed_addr #1

declare i32 @isdigit(i32 noundef) local_unnamed_addr #1

declare i32 @isxdigit(i32 noundef) local_unnamed_addr #1

declare i32 @isspace(i32 noundef) local_unnamed_addr #1

declare i32 @isprint(i32 noundef) local_unnamed_addr #1

declare i32 @isgraph(i32 noundef) local_unnamed_addr #1

declare i32 @iscntrl(i32 noundef) local_unnamed_addr #1

declare i32 @ispunct(i32 noundef) local_unnamed_addr #1

declare i32 @isalnum(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 1}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10}
