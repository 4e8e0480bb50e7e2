; ModuleID = 'tests/completeness/riscv64.c'
source_filename = "tests/completeness/riscv64.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%d %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"%d %ld %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"%.2f %.2f %ld %ld %d %d %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 40, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  store i64 0, ptr %2, align 8, !tbaa !10
  %3 = tail call { i32, i32, i32 } asm "mv $2, $0\0A\09mv $0, $1\0A\09mv $1, $2", "=r,=r,=&r,0,1"(i32 3, i32 9) #4, !srcloc !12
  %4 = extractvalue { i32, i32, i32 } %3, 0
  %5 = extractvalue { i32, i32, i32 } %3, 1
  call void asm "sd $1, $0", "=*m,r"(ptr nonnull elementtype(i64) %2, i64 77) #3, !srcloc !13
  call void asm sideeffect "fence", "~{memory}"() #3, !srcloc !14
  %6 = call i32 asm "addw $0, $1, $2", "=r,r,r"(i32 40, i32 2) #4, !srcloc !15
  %7 = call i64 asm "add $0, $0, $1", "=r,r,0"(i64 23, i64 100) #4, !srcloc !16
  %8 = call i64 asm "mv $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 5, i64 7) #4, !srcloc !17
  %9 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %6, i64 noundef %7, i64 noundef %8) #5
  %10 = call i32 asm "lw $0, $1\0A\09addw $0, $0, $2", "=&r,*m,r"(ptr nonnull elementtype(i32) %1, i32 2) #6, !srcloc !18
  %11 = load i64, ptr %2, align 8, !tbaa !10
  %12 = call i64 asm "addi $0, $0, $1", "=r,I,0"(i32 1000, i64 1) #4, !srcloc !19
  %13 = call i64 asm "addi $0, $0, $1", "=r,n,0"(i32 -1, i64 %12) #4, !srcloc !20
  %14 = call i64 asm "mul a0, a0, a1", "={x10},{x11},{x10}"(i64 7, i64 6) #4, !srcloc !21
  %15 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef signext %10, i64 noundef %11, i64 noundef %13, i64 noundef %14) #5
  %16 = call double asm "fadd.d $0, $1, $2", "=f,f,f"(double 1.250000e+00, double 2.500000e+00) #4, !srcloc !22
  %17 = call float asm "fmul.s $0, $0, $1", "=f,f,0"(float 4.000000e+00, float 1.500000e+00) #4, !srcloc !23
  %18 = fpext float %17 to double
  %19 = call i64 asm "mv t0, $1\0A\09addi $0, t0, 1", "=r,r,~{x5}"(i64 41) #4, !srcloc !24
  %20 = call i64 asm "mv s1, $1\0A\09add $0, s1, s1", "=r,r,~{x9}"(i64 21) #4, !srcloc !25
  %21 = tail call i64 asm "li $0, 123456", "=r"() #4, !srcloc !26
  %22 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %16, double noundef %18, i64 noundef %19, i64 noundef %20, i32 noundef signext %4, i32 noundef signext %5, i64 noundef %21) #5
  br label %32

23:                                               ; preds = %32
  %24 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i64 noundef %41) #5
  %25 = call { i64, i64 } asm "li $0, 0\0A1:\0A\09addi $0, $0, 3\0A\09addi $1, $1, -1\0A\09bnez $1, 1b\0A\09j 2f\0A\09addi $0, $0, 100\0A2:", "=&r,=r,1"(i64 7) #4, !srcloc !27
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = trunc i64 %26 to i32
  %28 = call { i64, i64 } asm "li $0, 0\0A1:\0A\09addi $0, $0, 3\0A\09addi $1, $1, -1\0A\09bnez $1, 1b\0A\09j 2f\0A\09addi $0, $0, 100\0A2:", "=&r,=r,1"(i64 1) #4, !srcloc !27
  %29 = extractvalue { i64, i64 } %28, 0
  %30 = trunc i64 %29 to i32
  %31 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %27, i32 noundef signext %30) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

32:                                               ; preds = %0, %32
  %33 = phi i64 [ 0, %0 ], [ %35, %32 ]
  %34 = phi i64 [ 0, %0 ], [ %41, %32 ]
  %35 = add nuw nsw i64 %33, 1
  %36 = call i64 asm "mv $0, $1\0A\09add $0, $0, $2\0A\09add $0, $0, $2", "=&r,r,r"(i64 %33, i64 %35) #4, !srcloc !17
  %37 = trunc i64 %33 to i32
  %38 = call i32 asm "addw $0, $1, $2", "=r,r,r"(i32 %37, i32 3) #4, !srcloc !15
  %39 = sext i32 %38 to i64
  %40 = add i64 %36, %34
  %41 = add i64 %40, %39
  %42 = icmp eq i64 %35, 50
  br i1 %42, label %23, label %32, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{i64 1639, i64 1651, i64 1664}
!13 = !{i64 724}
!14 = !{i64 2162}
!15 = !{i64 223}
!16 = !{i64 334}
!17 = !{i64 443, i64 455, i64 473}
!18 = !{i64 596, i64 608}
!19 = !{i64 801}
!20 = !{i64 853}
!21 = !{i64 1038}
!22 = !{i64 1157}
!23 = !{i64 1269}
!24 = !{i64 1374, i64 1386}
!25 = !{i64 1496, i64 1508}
!26 = !{i64 1780}
!27 = !{i64 1881, i64 1892, i64 1896, i64 1914, i64 1933, i64 1948, i64 1956, i64 1976}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
