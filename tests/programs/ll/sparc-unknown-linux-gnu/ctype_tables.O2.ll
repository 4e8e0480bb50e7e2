; ModuleID = 'tests/programs/ctype_tables.c'
source_filename = "tests/programs/ctype_tables.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"mismatch %s %d\0A\00", align 1
@names = internal unnamed_addr constant [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 4
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

1:                                                ; preds = %0, %6
  %2 = phi i32 [ 0, %0 ], [ %63, %6 ]
  %3 = phi i32 [ 0, %0 ], [ %9, %6 ]
  %4 = shl nuw i32 1, %3
  %5 = getelementptr inbounds [12 x ptr], ptr @names, i32 0, i32 %3
  br label %11

6:                                                ; preds = %62
  %7 = load ptr, ptr %5, align 4, !tbaa !4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef %7, i32 noundef %27, i32 noundef %28) #2
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 12
  br i1 %10, label %92, label %1, !llvm.loop !8

11:                                               ; preds = %1, %62
  %12 = phi i32 [ %2, %1 ], [ %63, %62 ]
  %13 = phi i32 [ 0, %1 ], [ %28, %62 ]
  %14 = phi i32 [ -128, %1 ], [ %29, %62 ]
  %15 = phi i32 [ 0, %1 ], [ %27, %62 ]
  %16 = tail call ptr @__ctype_b_loc() #2
  %17 = load ptr, ptr %16, align 4, !tbaa !4
  %18 = getelementptr inbounds i16, ptr %17, i32 %14
  %19 = load i16, ptr %18, align 2, !tbaa !10
  %20 = zext i16 %19 to i32
  %21 = and i32 %4, %20
  %22 = icmp ne i32 %21, 0
  %23 = mul i32 %13, 31
  %24 = add nsw i32 %14, 128
  %25 = add i32 %24, %23
  %26 = zext i1 %22 to i32
  %27 = add i32 %15, %26
  %28 = select i1 %22, i32 %25, i32 %13
  %29 = add nsw i32 %14, 1
  %30 = icmp ult i32 %29, 129
  br i1 %30, label %31, label %62

31:                                               ; preds = %11
  switch i32 %3, label %62 [
    i32 0, label %32
    i32 1, label %34
    i32 2, label %36
    i32 3, label %38
    i32 4, label %40
    i32 5, label %42
    i32 6, label %44
    i32 7, label %46
    i32 9, label %48
    i32 10, label %50
    i32 11, label %52
  ]

32:                                               ; preds = %31
  %33 = tail call i32 @isupper(i32 noundef %14) #2
  br label %54

34:                                               ; preds = %31
  %35 = tail call i32 @islower(i32 noundef %14) #2
  br label %54

36:                                               ; preds = %31
  %37 = tail call i32 @isalpha(i32 noundef %14) #2
  br label %54

38:                                               ; preds = %31
  %39 = tail call i32 @isdigit(i32 noundef %14) #2
  br label %54

40:                                               ; preds = %31
  %41 = tail call i32 @isxdigit(i32 noundef %14) #2
  br label %54

42:                                               ; preds = %31
  %43 = tail call i32 @isspace(i32 noundef %14) #2
  br label %54

44:                                               ; preds = %31
  %45 = tail call i32 @isprint(i32 noundef %14) #2
  br label %54

46:                                               ; preds = %31
  %47 = tail call i32 @isgraph(i32 noundef %14) #2
  br label %54

48:                                               ; preds = %31
  %49 = tail call i32 @iscntrl(i32 noundef %14) #2
  br label %54

50:                                               ; preds = %31
  %51 = tail call i32 @ispunct(i32 noundef %14) #2
  br label %54

52:                                               ; preds = %31
  %53 = tail call i32 @isalnum(i32 noundef %14) #2
  br label %54

54:                                               ; preds = %52, %50, %48, %46, %44, %42, %40, %38, %36, %34, %32
  %55 = phi i32 [ %53, %52 ], [ %51, %50 ], [ %49, %48 ], [ %47, %46 ], [ %45, %44 ], [ %43, %42 ], [ %41, %40 ], [ %39, %38 ], [ %37, %36 ], [ %35, %34 ], [ %33, %32 ]
  %56 = icmp eq i32 %55, 0
  %57 = xor i1 %22, %56
  br i1 %57, label %62, label %58

58:                                               ; preds = %54
  %59 = load ptr, ptr %5, align 4, !tbaa !4
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef %59, i32 noundef %14) #2
  %61 = add nsw i32 %12, 1
  br label %62

62:                                               ; preds = %31, %11, %58, %54
  %63 = phi i32 [ %61, %58 ], [ %12, %54 ], [ %12, %11 ], [ %12, %31 ]
  %64 = icmp eq i32 %29, 256
  br i1 %64, label %6, label %11, !llvm.loop !12

65:                                               ; preds = %121
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %107, i32 noundef %110) #2
  %67 = tail call ptr @__ctype_toupper_loc() #2
  %68 = load ptr, ptr %67, align 4, !tbaa !4
  %69 = getelementptr inbounds i32, ptr %68, i32 113
  %70 = load i32, ptr %69, align 4, !tbaa !13
  %71 = tail call ptr @__ctype_tolower_loc() #2
  %72 = load ptr, ptr %71, align 4, !tbaa !4
  %73 = getelementptr inbounds i32, ptr %72, i32 81
  %74 = load i32, ptr %73, align 4, !tbaa !13
  %75 = tail call ptr @__ctype_toupper_loc() #2
  %76 = load ptr, ptr %75, align 4, !tbaa !4
  %77 = getelementptr inbounds i32, ptr %76, i32 53
  %78 = load i32, ptr %77, align 4, !tbaa !13
  %79 = tail call ptr @__ctype_tolower_loc() #2
  %80 = load ptr, ptr %79, align 4, !tbaa !4
  %81 = getelementptr inbounds i32, ptr %80, i32 35
  %82 = load i32, ptr %81, align 4, !tbaa !13
  %83 = tail call ptr @__ctype_tolower_loc() #2
  %84 = load ptr, ptr %83, align 4, !tbaa !4
  %85 = getelementptr inbounds i32, ptr %84, i32 -1
  %86 = load i32, ptr %85, align 4, !tbaa !13
  %87 = tail call ptr @__ctype_toupper_loc() #2
  %88 = load ptr, ptr %87, align 4, !tbaa !4
  %89 = getelementptr inbounds i32, ptr %88, i32 200
  %90 = load i32, ptr %89, align 4, !tbaa !13
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %70, i32 noundef %74, i32 noundef %78, i32 noundef %82, i32 noundef %86, i32 noundef %90) #2
  ret i32 %122

92:                                               ; preds = %6, %121
  %93 = phi i32 [ %122, %121 ], [ %63, %6 ]
  %94 = phi i32 [ %123, %121 ], [ -128, %6 ]
  %95 = phi i32 [ %110, %121 ], [ 0, %6 ]
  %96 = phi i32 [ %107, %121 ], [ 0, %6 ]
  %97 = tail call ptr @__ctype_tolower_loc() #2
  %98 = load ptr, ptr %97, align 4, !tbaa !4
  %99 = getelementptr inbounds i32, ptr %98, i32 %94
  %100 = load i32, ptr %99, align 4, !tbaa !13
  %101 = tail call ptr @__ctype_toupper_loc() #2
  %102 = load ptr, ptr %101, align 4, !tbaa !4
  %103 = getelementptr inbounds i32, ptr %102, i32 %94
  %104 = load i32, ptr %103, align 4, !tbaa !13
  %105 = mul i32 %96, 33
  %106 = add i32 %105, 128
  %107 = add i32 %106, %100
  %108 = mul i32 %95, 33
  %109 = add i32 %108, 128
  %110 = add i32 %109, %104
  %111 = icmp ult i32 %94, 128
  br i1 %111, label %112, label %121

112:                                              ; preds = %92
  %113 = tail call i32 @tolower(i32 noundef %94) #2
  %114 = icmp eq i32 %100, %113
  br i1 %114, label %115, label %118

115:                                              ; preds = %112
  %116 = tail call i32 @toupper(i32 noundef %94) #2
  %117 = icmp eq i32 %104, %116
  br i1 %117, label %121, label %118

118:                                              ; preds = %115, %112
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %94) #2
  %120 = add nsw i32 %93, 1
  br label %121

121:                                              ; preds = %118, %115, %92
  %122 = phi i32 [ %120, %118 ], [ %93, %115 ], [ %93, %92 ]
  %123 = add nsw i32 %94, 1
  %124 = icmp eq i32 %123, 256
  br i1 %124, label %65, label %92, !llvm.loop !15
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

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9}
