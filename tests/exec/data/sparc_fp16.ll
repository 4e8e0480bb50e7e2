; clang-16 -O2 for sparc-unknown-linux-gnu of: __fp16 g16 = 1.5; int main(void) { float x = g16;
; g16 = x * 3.1f; printf("%g %g\n", x, (double)g16); } -- __fp16 as llvm.convert.{from,to}.fp16
; ModuleID = 'h4.c'
source_filename = "h4.c"
target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

@g16 = dso_local local_unnamed_addr global i16 15872, align 2
@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i16, ptr @g16, align 2, !tbaa !4
  %2 = tail call float @llvm.convert.from.fp16.f32(i16 %1)
  %3 = fmul float %2, 0x4008CCCCC0000000
  %4 = tail call i16 @llvm.convert.to.fp16.f32(float %3)
  store i16 %4, ptr @g16, align 2, !tbaa !4
  %5 = fpext float %2 to double
  %6 = tail call double @llvm.convert.from.fp16.f64(i16 %4)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %5, double noundef %6) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.convert.from.fp16.f32(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.convert.to.fp16.f32(float) #1

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.convert.from.fp16.f64(i16) #1

attributes #0 = { nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"__fp16", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
