; ModuleID = 'tests/programs/static_init.c'
source_filename = "tests/programs/static_init.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"mid %d %d ends %d %d span %d\0A\00", align 1
@ring = internal global [3 x %struct.Node] [%struct.Node { i32 1, ptr getelementptr (i8, ptr @ring, i64 8) }, %struct.Node { i32 2, ptr getelementptr (i8, ptr @ring, i64 16) }, %struct.Node { i32 3, ptr @ring }], align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"ring %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"words %u tail %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"nested %d %c %.2f %c %.2f %lld %lu\0A\00", align 1
@main.counter = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@text = internal constant [12 x i8] c"static-text\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.6, i32 noundef 5) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.7, i32 noundef 2) #2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.8, i32 noundef 8) #2
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.9, i32 noundef 256) #2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 6, i32 noundef 1, i32 noundef 1, i32 noundef 10, i32 noundef 9) #2
  %6 = load i32, ptr @ring, align 4, !tbaa !4
  %7 = load ptr, ptr getelementptr inbounds ([3 x %struct.Node], ptr @ring, i32 0, i32 0, i32 1), align 4, !tbaa !10
  %8 = shl nsw i32 %6, 2
  %9 = load i32, ptr %7, align 4, !tbaa !4
  %10 = add nsw i32 %9, %8
  %11 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 1
  %12 = load ptr, ptr %11, align 4, !tbaa !10
  %13 = shl nsw i32 %10, 2
  %14 = load i32, ptr %12, align 4, !tbaa !4
  %15 = add nsw i32 %14, %13
  %16 = getelementptr inbounds %struct.Node, ptr %12, i32 0, i32 1
  %17 = load ptr, ptr %16, align 4, !tbaa !10
  %18 = shl nsw i32 %15, 2
  %19 = load i32, ptr %17, align 4, !tbaa !4
  %20 = add nsw i32 %19, %18
  %21 = getelementptr inbounds %struct.Node, ptr %17, i32 0, i32 1
  %22 = load ptr, ptr %21, align 4, !tbaa !10
  %23 = shl nsw i32 %20, 2
  %24 = load i32, ptr %22, align 4, !tbaa !4
  %25 = add nsw i32 %24, %23
  %26 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 1
  %27 = load ptr, ptr %26, align 4, !tbaa !10
  %28 = shl nsw i32 %25, 2
  %29 = load i32, ptr %27, align 4, !tbaa !4
  %30 = add nsw i32 %29, %28
  %31 = getelementptr inbounds %struct.Node, ptr %27, i32 0, i32 1
  %32 = load ptr, ptr %31, align 4, !tbaa !10
  %33 = shl nsw i32 %30, 2
  %34 = load i32, ptr %32, align 4, !tbaa !4
  %35 = add nsw i32 %34, %33
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %35) #2
  %37 = tail call i32 @strlen(ptr noundef nonnull @.str.10) #2
  %38 = tail call i32 @strlen(ptr noundef nonnull @.str.11) #2
  %39 = add i32 %38, %37
  %40 = tail call i32 @strlen(ptr noundef nonnull @.str.12) #2
  %41 = add i32 %39, %40
  %42 = tail call i32 @strlen(ptr noundef nonnull @.str.13) #2
  %43 = add i32 %41, %42
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %43, ptr noundef nonnull getelementptr inbounds ([12 x i8], ptr @text, i32 0, i32 7)) #2
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 9, i32 noundef 97, double noundef -1.250000e+00, i32 noundef 122, double noundef 2.500000e+00, i64 noundef -1099511627776, i32 noundef 10) #2
  %46 = load i32, ptr @main.counter, align 4, !tbaa !11
  %47 = add i32 %46, 10
  store i32 %47, ptr @main.counter, align 4, !tbaa !11
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %47) #2
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @strlen(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !6, i64 0}
!5 = !{!"Node", !6, i64 0, !9, i64 4}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"any pointer", !7, i64 0}
!10 = !{!5, !9, i64 4}
!11 = !{!6, !6, i64 0}
