; ModuleID = 'tests/programs/vla_alloca.c'
source_filename = "tests/programs/vla_alloca.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"sum_vla(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"matrix %lld %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"alloca %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"loop %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"aligned %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  %2 = alloca [33 x i8], align 1
  %3 = alloca [101 x i8], align 16
  %4 = alloca [11 x i8], align 16
  br label %182

5:                                                ; preds = %182
  %6 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef 22, i64 noundef 72) #6
  %7 = tail call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %4)
  store i8 97, ptr %4, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %4, i64 1
  store i8 98, ptr %8, align 1, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %4, i64 2
  store i8 99, ptr %9, align 2, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %4, i64 3
  store i8 100, ptr %10, align 1, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %4, i64 4
  store i8 101, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %4, i64 5
  store i8 102, ptr %12, align 1, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %4, i64 6
  store i8 103, ptr %13, align 2, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %4, i64 7
  store i8 104, ptr %14, align 1, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 105, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %4, i64 9
  store i8 106, ptr %16, align 1, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %4, i64 10
  store i8 0, ptr %17, align 2, !tbaa !6
  %18 = call i64 @strlen(ptr noundef nonnull %4) #6
  %19 = load i8, ptr %12, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %4)
  call void @llvm.stackrestore(ptr %7)
  %20 = call ptr @llvm.stacksave()
  call void @llvm.lifetime.start.p0(i64 101, ptr nonnull %3)
  br label %21

21:                                               ; preds = %21, %5
  %22 = phi i64 [ %28, %21 ], [ 0, %5 ]
  %23 = trunc i64 %22 to i32
  %24 = urem i32 %23, 26
  %25 = trunc i32 %24 to i8
  %26 = add nuw nsw i8 %25, 97
  %27 = getelementptr inbounds i8, ptr %3, i64 %22
  store i8 %26, ptr %27, align 1, !tbaa !6
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, 100
  br i1 %29, label %30, label %21, !llvm.loop !9

30:                                               ; preds = %21
  %31 = zext i8 %19 to i32
  %32 = trunc i64 %18 to i32
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds i8, ptr %3, i64 100
  store i8 0, ptr %34, align 4, !tbaa !6
  %35 = call i64 @strlen(ptr noundef nonnull %3) #6
  %36 = trunc i64 %35 to i32
  %37 = getelementptr inbounds i8, ptr %3, i64 50
  %38 = load i8, ptr %37, align 2, !tbaa !6
  %39 = zext i8 %38 to i32
  %40 = add nsw i32 %39, %36
  call void @llvm.lifetime.end.p0(i64 101, ptr nonnull %3)
  call void @llvm.stackrestore(ptr %20)
  %41 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef signext %33, i32 noundef signext %40) #6
  %42 = call fastcc signext i32 @loop_vla() #7
  %43 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef signext %42) #6
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  %44 = call ptr @llvm.stacksave()
  %45 = call ptr @memset(ptr noundef nonnull %2, i32 noundef signext 7, i64 noundef 33) #6
  %46 = call ptr @memset(ptr noundef nonnull %1, i32 noundef signext 1, i64 noundef 16) #6
  %47 = load i8, ptr %2, align 1, !tbaa !6
  %48 = zext i8 %47 to i32
  %49 = getelementptr inbounds i8, ptr %2, i64 1
  %50 = load i8, ptr %49, align 1, !tbaa !6
  %51 = zext i8 %50 to i32
  %52 = add nuw nsw i32 %51, %48
  %53 = getelementptr inbounds i8, ptr %2, i64 2
  %54 = load i8, ptr %53, align 1, !tbaa !6
  %55 = zext i8 %54 to i32
  %56 = add nuw nsw i32 %52, %55
  %57 = getelementptr inbounds i8, ptr %2, i64 3
  %58 = load i8, ptr %57, align 1, !tbaa !6
  %59 = zext i8 %58 to i32
  %60 = add nuw nsw i32 %56, %59
  %61 = getelementptr inbounds i8, ptr %2, i64 4
  %62 = load i8, ptr %61, align 1, !tbaa !6
  %63 = zext i8 %62 to i32
  %64 = add nuw nsw i32 %60, %63
  %65 = getelementptr inbounds i8, ptr %2, i64 5
  %66 = load i8, ptr %65, align 1, !tbaa !6
  %67 = zext i8 %66 to i32
  %68 = add nuw nsw i32 %64, %67
  %69 = getelementptr inbounds i8, ptr %2, i64 6
  %70 = load i8, ptr %69, align 1, !tbaa !6
  %71 = zext i8 %70 to i32
  %72 = add nuw nsw i32 %68, %71
  %73 = getelementptr inbounds i8, ptr %2, i64 7
  %74 = load i8, ptr %73, align 1, !tbaa !6
  %75 = zext i8 %74 to i32
  %76 = add nuw nsw i32 %72, %75
  %77 = getelementptr inbounds i8, ptr %2, i64 8
  %78 = load i8, ptr %77, align 1, !tbaa !6
  %79 = zext i8 %78 to i32
  %80 = add nuw nsw i32 %76, %79
  %81 = getelementptr inbounds i8, ptr %2, i64 9
  %82 = load i8, ptr %81, align 1, !tbaa !6
  %83 = zext i8 %82 to i32
  %84 = add nuw nsw i32 %80, %83
  %85 = getelementptr inbounds i8, ptr %2, i64 10
  %86 = load i8, ptr %85, align 1, !tbaa !6
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %84, %87
  %89 = getelementptr inbounds i8, ptr %2, i64 11
  %90 = load i8, ptr %89, align 1, !tbaa !6
  %91 = zext i8 %90 to i32
  %92 = add nuw nsw i32 %88, %91
  %93 = getelementptr inbounds i8, ptr %2, i64 12
  %94 = load i8, ptr %93, align 1, !tbaa !6
  %95 = zext i8 %94 to i32
  %96 = add nuw nsw i32 %92, %95
  %97 = getelementptr inbounds i8, ptr %2, i64 13
  %98 = load i8, ptr %97, align 1, !tbaa !6
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %96, %99
  %101 = getelementptr inbounds i8, ptr %2, i64 14
  %102 = load i8, ptr %101, align 1, !tbaa !6
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %100, %103
  %105 = getelementptr inbounds i8, ptr %2, i64 15
  %106 = load i8, ptr %105, align 1, !tbaa !6
  %107 = zext i8 %106 to i32
  %108 = add nuw nsw i32 %104, %107
  %109 = getelementptr inbounds i8, ptr %2, i64 16
  %110 = load i8, ptr %109, align 1, !tbaa !6
  %111 = zext i8 %110 to i32
  %112 = add nuw nsw i32 %108, %111
  %113 = getelementptr inbounds i8, ptr %2, i64 17
  %114 = load i8, ptr %113, align 1, !tbaa !6
  %115 = zext i8 %114 to i32
  %116 = add nuw nsw i32 %112, %115
  %117 = getelementptr inbounds i8, ptr %2, i64 18
  %118 = load i8, ptr %117, align 1, !tbaa !6
  %119 = zext i8 %118 to i32
  %120 = add nuw nsw i32 %116, %119
  %121 = getelementptr inbounds i8, ptr %2, i64 19
  %122 = load i8, ptr %121, align 1, !tbaa !6
  %123 = zext i8 %122 to i32
  %124 = add nuw nsw i32 %120, %123
  %125 = getelementptr inbounds i8, ptr %2, i64 20
  %126 = load i8, ptr %125, align 1, !tbaa !6
  %127 = zext i8 %126 to i32
  %128 = add nuw nsw i32 %124, %127
  %129 = getelementptr inbounds i8, ptr %2, i64 21
  %130 = load i8, ptr %129, align 1, !tbaa !6
  %131 = zext i8 %130 to i32
  %132 = add nuw nsw i32 %128, %131
  %133 = getelementptr inbounds i8, ptr %2, i64 22
  %134 = load i8, ptr %133, align 1, !tbaa !6
  %135 = zext i8 %134 to i32
  %136 = add nuw nsw i32 %132, %135
  %137 = getelementptr inbounds i8, ptr %2, i64 23
  %138 = load i8, ptr %137, align 1, !tbaa !6
  %139 = zext i8 %138 to i32
  %140 = add nuw nsw i32 %136, %139
  %141 = getelementptr inbounds i8, ptr %2, i64 24
  %142 = load i8, ptr %141, align 1, !tbaa !6
  %143 = zext i8 %142 to i32
  %144 = add nuw nsw i32 %140, %143
  %145 = getelementptr inbounds i8, ptr %2, i64 25
  %146 = load i8, ptr %145, align 1, !tbaa !6
  %147 = zext i8 %146 to i32
  %148 = add nuw nsw i32 %144, %147
  %149 = getelementptr inbounds i8, ptr %2, i64 26
  %150 = load i8, ptr %149, align 1, !tbaa !6
  %151 = zext i8 %150 to i32
  %152 = add nuw nsw i32 %148, %151
  %153 = getelementptr inbounds i8, ptr %2, i64 27
  %154 = load i8, ptr %153, align 1, !tbaa !6
  %155 = zext i8 %154 to i32
  %156 = add nuw nsw i32 %152, %155
  %157 = getelementptr inbounds i8, ptr %2, i64 28
  %158 = load i8, ptr %157, align 1, !tbaa !6
  %159 = zext i8 %158 to i32
  %160 = add nuw nsw i32 %156, %159
  %161 = getelementptr inbounds i8, ptr %2, i64 29
  %162 = load i8, ptr %161, align 1, !tbaa !6
  %163 = zext i8 %162 to i32
  %164 = add nuw nsw i32 %160, %163
  %165 = getelementptr inbounds i8, ptr %2, i64 30
  %166 = load i8, ptr %165, align 1, !tbaa !6
  %167 = zext i8 %166 to i32
  %168 = add nuw nsw i32 %164, %167
  %169 = getelementptr inbounds i8, ptr %2, i64 31
  %170 = load i8, ptr %169, align 1, !tbaa !6
  %171 = zext i8 %170 to i32
  %172 = add nuw nsw i32 %168, %171
  %173 = getelementptr inbounds i8, ptr %2, i64 32
  %174 = load i8, ptr %173, align 1, !tbaa !6
  %175 = zext i8 %174 to i32
  %176 = add nuw nsw i32 %172, %175
  %177 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 15
  %178 = load i8, ptr %177, align 1, !tbaa !6
  %179 = zext i8 %178 to i32
  %180 = add nuw nsw i32 %176, %179
  call void @llvm.stackrestore(ptr %44)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %2)
  %181 = call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef signext %180) #6
  ret i32 0

182:                                              ; preds = %0, %182
  %183 = phi i32 [ 1, %0 ], [ %186, %182 ]
  %184 = tail call fastcc signext i32 @sum_vla(i32 noundef signext %183) #7
  %185 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef signext %183, i32 noundef signext %184) #6
  %186 = add nuw nsw i32 %183, 7
  %187 = icmp ult i32 %183, 44
  br i1 %187, label %182, label %5, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare signext i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc signext i32 @sum_vla(i32 noundef signext %0) unnamed_addr #3 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %6, label %16

5:                                                ; preds = %6
  br i1 %4, label %18, label %16

6:                                                ; preds = %1, %6
  %7 = phi i64 [ %13, %6 ], [ 0, %1 ]
  %8 = phi i32 [ %14, %6 ], [ 0, %1 ]
  %9 = add nsw i32 %8, -3
  %10 = trunc i64 %7 to i32
  %11 = mul i32 %9, %10
  %12 = getelementptr inbounds i32, ptr %3, i64 %7
  store i32 %11, ptr %12, align 4, !tbaa !12
  %13 = add nuw nsw i64 %7, 1
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i64 %13, %2
  br i1 %15, label %5, label %6, !llvm.loop !14

16:                                               ; preds = %18, %1, %5
  %17 = phi i32 [ 0, %5 ], [ 0, %1 ], [ %23, %18 ]
  ret i32 %17

18:                                               ; preds = %5, %18
  %19 = phi i64 [ %24, %18 ], [ 0, %5 ]
  %20 = phi i32 [ %23, %18 ], [ 0, %5 ]
  %21 = getelementptr inbounds i32, ptr %3, i64 %19
  %22 = load i32, ptr %21, align 4, !tbaa !12
  %23 = add nsw i32 %22, %20
  %24 = add nuw nsw i64 %19, 1
  %25 = icmp eq i64 %24, %2
  br i1 %25, label %16, label %18, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc signext i32 @loop_vla() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %9
  ret i32 %14

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 1, %0 ], [ %15, %9 ]
  %4 = phi i64 [ 3, %0 ], [ %16, %9 ]
  %5 = phi i32 [ 0, %0 ], [ %14, %9 ]
  %6 = mul nuw nsw i64 %3, 3
  %7 = tail call ptr @llvm.stacksave()
  %8 = alloca double, i64 %6, align 8
  br label %18

9:                                                ; preds = %18
  %10 = add nsw i64 %6, -1
  %11 = getelementptr inbounds double, ptr %8, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !16
  %13 = fptosi double %12 to i32
  %14 = add nsw i32 %5, %13
  tail call void @llvm.stackrestore(ptr %7)
  %15 = add nuw nsw i64 %3, 1
  %16 = add nuw nsw i64 %4, 3
  %17 = icmp eq i64 %15, 41
  br i1 %17, label %1, label %2, !llvm.loop !18

18:                                               ; preds = %2, %18
  %19 = phi i64 [ 0, %2 ], [ %24, %18 ]
  %20 = trunc i64 %19 to i32
  %21 = sitofp i32 %20 to double
  %22 = fmul double %21, 5.000000e-01
  %23 = getelementptr inbounds double, ptr %8, i64 %19
  store double %22, ptr %23, align 8, !tbaa !16
  %24 = add nuw nsw i64 %19, 1
  %25 = icmp eq i64 %24, %4
  br i1 %25, label %9, label %18, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #5

declare i64 @strlen(ptr noundef) local_unnamed_addr #2

declare ptr @memset(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nofree nosync nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,-e,-experimental-zawrs,-experimental-zca,-experimental-zcd,-experimental-zcf,-experimental-zihintntl,-experimental-ztso,-experimental-zvfh,-h,-save-restore,-svinval,-svnapot,-svpbmt,-v,-xtheadvdot,-xventanacondops,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zdinx,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zicbom,-zicbop,-zicboz,-zihintpause,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-zmmul,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nobuiltin nounwind "no-builtins" }
attributes #7 = { nobuiltin "no-builtins" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
