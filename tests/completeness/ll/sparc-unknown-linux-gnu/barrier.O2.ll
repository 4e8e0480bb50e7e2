; ModuleID = 'tests/completeness/barrier.c'
source_filename = "tests/completeness/barrier.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"%d %ld %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  tail call void asm sideeffect "", "~{memory}"() #3, !srcloc !4
  %3 = tail call i32 asm sideeffect "", "=r,0"(i32 1234567) #3, !srcloc !5
  %4 = tail call i32 asm "", "=r,0"(i32 -77) #4, !srcloc !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 5, ptr %1, align 4, !tbaa !7
  call void asm sideeffect "", "r,~{memory}"(ptr nonnull %1) #3, !srcloc !11
  call void asm sideeffect "", "=*m,*m"(ptr nonnull elementtype(i32) %1, ptr nonnull elementtype(i32) %1) #3, !srcloc !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3
  %5 = load i32, ptr %1, align 4, !tbaa !7
  %6 = mul nsw i32 %5, 3
  store i32 %6, ptr %2, align 4, !tbaa !7
  call void asm sideeffect "", "=*imr,0"(ptr nonnull elementtype(i32) %2, i32 %6) #3, !srcloc !13
  %7 = shl nsw i32 %3, 1
  %8 = load i32, ptr %1, align 4, !tbaa !7
  %9 = load i32, ptr %2, align 4, !tbaa !7
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef 108, i32 noundef %7, i32 noundef %4, i32 noundef %8, i32 noundef %9) #5
  br label %13

11:                                               ; preds = %13
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef %18) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 0

13:                                               ; preds = %0, %13
  %14 = phi i32 [ 0, %0 ], [ %19, %13 ]
  %15 = phi i32 [ 0, %0 ], [ %18, %13 ]
  %16 = mul nuw nsw i32 %14, 3
  %17 = call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %16) #3, !srcloc !14
  %18 = add i32 %17, %15
  %19 = add nuw nsw i32 %14, 1
  %20 = icmp eq i32 %19, 100
  br i1 %20, label %11, label %13, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{i64 226}
!5 = !{i64 343}
!6 = !{i64 476}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i64 591}
!12 = !{i64 832}
!13 = !{i64 943}
!14 = !{i64 1182}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
