; ModuleID = 'tests/programs/static_init.c'
source_filename = "tests/programs/static_init.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"mid %d %d ends %d %d span %d\0A\00", align 1
@ring = internal global [3 x %struct.Node] [%struct.Node { i32 1, ptr getelementptr (i8, ptr @ring, i64 16) }, %struct.Node { i32 2, ptr getelementptr (i8, ptr @ring, i64 32) }, %struct.Node { i32 3, ptr @ring }], align 8
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
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.6, i32 noundef signext 5) #2
  %2 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.7, i32 noundef signext 2) #2
  %3 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.8, i32 noundef signext 8) #2
  %4 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.9, i32 noundef signext 256) #2
  %5 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext 6, i32 noundef signext 1, i32 noundef signext 1, i32 noundef signext 10, i32 noundef signext 9) #2
  %6 = load i32, ptr @ring, align 8, !tbaa !6
  %7 = load ptr, ptr getelementptr inbounds ([3 x %struct.Node], ptr @ring, i64 0, i64 0, i32 1), align 8, !tbaa !12
  %8 = shl nsw i32 %6, 2
  %9 = load i32, ptr %7, align 8, !tbaa !6
  %10 = add nsw i32 %9, %8
  %11 = getelementptr inbounds %struct.Node, ptr %7, i64 0, i32 1
  %12 = load ptr, ptr %11, align 8, !tbaa !12
  %13 = shl nsw i32 %10, 2
  %14 = load i32, ptr %12, align 8, !tbaa !6
  %15 = add nsw i32 %14, %13
  %16 = getelementptr inbounds %struct.Node, ptr %12, i64 0, i32 1
  %17 = load ptr, ptr %16, align 8, !tbaa !12
  %18 = shl nsw i32 %15, 2
  %19 = load i32, ptr %17, align 8, !tbaa !6
  %20 = add nsw i32 %19, %18
  %21 = getelementptr inbounds %struct.Node, ptr %17, i64 0, i32 1
  %22 = load ptr, ptr %21, align 8, !tbaa !12
  %23 = shl nsw i32 %20, 2
  %24 = load i32, ptr %22, align 8, !tbaa !6
  %25 = add nsw i32 %24, %23
  %26 = getelementptr inbounds %struct.Node, ptr %22, i64 0, i32 1
  %27 = load ptr, ptr %26, align 8, !tbaa !12
  %28 = shl nsw i32 %25, 2
  %29 = load i32, ptr %27, align 8, !tbaa !6
  %30 = add nsw i32 %29, %28
  %31 = getelementptr inbounds %struct.Node, ptr %27, i64 0, i32 1
  %32 = load ptr, ptr %31, align 8, !tbaa !12
  %33 = shl nsw i32 %30, 2
  %34 = load i32, ptr %32, align 8, !tbaa !6
  %35 = add nsw i32 %34, %33
  %36 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %35) #2
  %37 = tail call i64 @strlen(ptr noundef nonnull @.str.10) #2
  %38 = tail call i64 @strlen(ptr noundef nonnull @.str.11) #2
  %39 = add i64 %38, %37
  %40 = tail call i64 @strlen(ptr noundef nonnull @.str.12) #2
  %41 = add i64 %39, %40
  %42 = tail call i64 @strlen(ptr noundef nonnull @.str.13) #2
  %43 = add i64 %41, %42
  %44 = trunc i64 %43 to i32
  %45 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %44, ptr noundef nonnull getelementptr inbounds ([12 x i8], ptr @text, i64 0, i64 7)) #2
  %46 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext 9, i32 noundef signext 97, double noundef -1.250000e+00, i32 noundef signext 122, double noundef 2.500000e+00, i64 noundef -1099511627776, i64 noundef 10) #2
  %47 = load i32, ptr @main.counter, align 4, !tbaa !13
  %48 = add i32 %47, 10
  store i32 %48, ptr @main.counter, align 4, !tbaa !13
  %49 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef signext %48) #2
  ret i32 0
}

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #1

declare i64 @strlen(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Node", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!8, !8, i64 0}
