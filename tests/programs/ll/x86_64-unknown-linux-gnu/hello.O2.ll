; ModuleID = 'tests/programs/hello.c'
source_filename = "tests/programs/hello.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"Hello, world!\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%s %d %c\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"answer\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"fputs to stdout\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"fwrite 12345\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"fprintf %d\0A\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.6 = private unnamed_addr constant [21 x i8] c"this goes to stderr\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @puts(ptr noundef nonnull @.str) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 42, i32 noundef 120) #2
  %3 = tail call i32 @putchar(i32 noundef 111) #2
  %4 = tail call i32 @putchar(i32 noundef 107) #2
  %5 = tail call i32 @putchar(i32 noundef 10) #2
  %6 = load ptr, ptr @stdout, align 8, !tbaa !4
  %7 = tail call i32 @fputs(ptr noundef nonnull @.str.3, ptr noundef %6) #2
  %8 = load ptr, ptr @stdout, align 8, !tbaa !4
  %9 = tail call i32 @fputc(i32 noundef 33, ptr noundef %8) #2
  %10 = load ptr, ptr @stdout, align 8, !tbaa !4
  %11 = tail call i32 @fputc(i32 noundef 10, ptr noundef %10) #2
  %12 = load ptr, ptr @stdout, align 8, !tbaa !4
  %13 = tail call i64 @fwrite(ptr noundef nonnull @.str.4, i64 noundef 1, i64 noundef 13, ptr noundef %12) #2
  %14 = load ptr, ptr @stdout, align 8, !tbaa !4
  %15 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %14, ptr noundef nonnull @.str.5, i32 noundef -7) #2
  %16 = load ptr, ptr @stderr, align 8, !tbaa !4
  %17 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %16, ptr noundef nonnull @.str.6) #2
  %18 = load ptr, ptr @stdout, align 8, !tbaa !4
  %19 = tail call i32 @fflush(ptr noundef %18) #2
  ret i32 0
}

declare i32 @puts(ptr noundef) local_unnamed_addr #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @putchar(i32 noundef) local_unnamed_addr #1

declare i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @fputc(i32 noundef, ptr noundef) local_unnamed_addr #1

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @fprintf(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare i32 @fflush(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
