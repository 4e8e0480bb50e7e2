; ModuleID = 'tests/programs/hello.c'
source_filename = "tests/programs/hello.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"Hello, world!\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%s %d %c\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"answer\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"fputs to stdout\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 4
@.str.4 = private unnamed_addr constant [14 x i8] c"fwrite 12345\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"fprintf %d\0A\00", align 1
@stderr = external local_unnamed_addr global ptr, align 4
@.str.6 = private unnamed_addr constant [21 x i8] c"this goes to stderr\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 @puts(ptr noundef nonnull @.str) #2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 42, i32 noundef 120) #2
  %3 = tail call i32 @putchar(i32 noundef 111) #2
  %4 = tail call i32 @putchar(i32 noundef 107) #2
  %5 = tail call i32 @putchar(i32 noundef 10) #2
  %6 = load ptr, ptr @stdout, align 4, !tbaa !4
  %7 = tail call i32 @fputs(ptr noundef nonnull @.str.3, ptr noundef %6) #2
  %8 = load ptr, ptr @stdout, align 4, !tbaa !4
  %9 = tail call i32 @fputc(i32 noundef 33, ptr noundef %8) #2
  %10 = load ptr, ptr @stdout, align 4, !tbaa !4
  %11 = tail call i32 @fputc(i32 noundef 10, ptr noundef %10) #2
  %12 = load ptr, ptr @stdout, align 4, !tbaa !4
  %13 = tail call i32 @fwrite(ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef 13, ptr noundef %12) #2
  %14 = load ptr, ptr @stdout, align 4, !tbaa !4
  %15 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %14, ptr noundef nonnull @.str.5, i32 noundef -7) #2
  %16 = load ptr, ptr @stderr, align 4, !tbaa !4
  %17 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %16, ptr noundef nonnull @.str.6) #2
  %18 = load ptr, ptr @stdout, align 4, !tbaa !4
  %19 = tail call i32 @fflush(ptr noundef %18) #2
  ret i32 0
}

declare i32 @puts(ptr noundef) local_unnamed_addr #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i32 @putchar(i32 noundef) local_unnamed_addr #1

declare i32 @fputs(ptr noundef, ptr noundef) local_unnamed_addr #1

declare i32 @fputc(i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @fwrite(ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

declare i32 @fprintf(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

declare i32 @fflush(ptr noundef) local_unnamed_addr #1

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
