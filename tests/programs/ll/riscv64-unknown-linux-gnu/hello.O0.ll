; ModuleID = 'tests/programs/hello.c'
source_filename = "tests/programs/hello.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"Hello, world!\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%s %d %c\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"answer\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"fputs to stdout\0A\00", align 1
@stdout = external global ptr, align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"fwrite 12345\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"fprintf %d\0A\00", align 1
@stderr = external global ptr, align 8
@.str.6 = private unnamed_addr constant [21 x i8] c"this goes to stderr\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local signext i32 @main() #0 {
  %1 = call signext i32 @puts(ptr noundef @.str) #2
  %2 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef signext 42, i32 noundef signext 120) #2
  %3 = call signext i32 @putchar(i32 noundef signext 111) #2
  %4 = call signext i32 @putchar(i32 noundef signext 107) #2
  %5 = call signext i32 @putchar(i32 noundef signext 10) #2
  %6 = load ptr, ptr @stdout, align 8
  %7 = call signext i32 @fputs(ptr noundef @.str.3, ptr noundef %6) #2
  %8 = load ptr, ptr @stdout, align 8
  %9 = call signext i32 @fputc(i32 noundef signext 33, ptr noundef %8) #2
  %10 = load ptr, ptr @stdout, align 8
  %11 = call signext i32 @fputc(i32 noundef signext 10, ptr noundef %10) #2
  %12 = load ptr, ptr @stdout, align 8
  %13 = call i64 @fwrite(ptr noundef @.str.4, i64 noundef 1, i64 noundef 13, ptr noundef %12) #2
  %14 = load ptr, ptr @stdout, align 8
  %15 = call signext i32 (ptr, ptr, ...) @fprintf(ptr noundef %14, ptr noundef @.str.5, i32 noundef signext -7) #2
  %16 = load ptr, ptr @stderr, align 8
  %17 = call signext i32 (ptr, ptr, ...) @fprintf(ptr noundef %16, ptr noundef @.str.6) #2
  %18 = load ptr, ptr @stdout, align 8
  %19 = call signext i32 @fflush(ptr noundef %18) #2
  ret i32 0
}

declare signext i32 @puts(ptr noundef) #1

declare signext i32 @printf(ptr noundef, ...) #1

declare signext i32 @putchar(i32 noundef signext) #1

declare signext i32 @fputs(ptr noundef, ptr noundef) #1

declare signext i32 @fputc(i32 noundef signext, ptr noundef) #1

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

declare signext i32 @fprintf(ptr noundef, ptr noundef, ...) #1

declare signext i32 @fflush(ptr noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "frame-pointer"="all" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
