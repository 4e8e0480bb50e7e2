; Vector constants: a non-zero one is a RIP-relative load from the 16-byte aligned
; constant pool (`movaps .LCPI0_0(%rip)`, no `leaq` of the entry's address; machine LICM
; hoists it out of the loop), an all-zero one is the `pxor` idiom and no pool entry.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

; the pool (printed before the function) holds only the non-zero constant
; CHECK: .LCPI0_0:{{.*}}
; CHECK-NEXT: .quad{{[[:space:]]+}}8589934593
; CHECK-NEXT: .quad{{[[:space:]]+}}17179869187
; CHECK-NOT: .LCPI0_1:
define void @add_const(ptr %p, i64 %n) {
; CHECK-LABEL: add_const:{{.*}}
; CHECK: pxor %xmm{{[0-9]+}}, %xmm{{[0-9]+}}
; CHECK-NEXT: movaps .LCPI0_0(%rip), %xmm{{[0-9]+}}
; CHECK-NOT: leaq .LCPI
; CHECK: .LBB0_1:{{.*}}
; CHECK-NOT: .LCPI
; CHECK: paddd {{.*}}
; CHECK: jne .LBB0_1
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%i1, %loop]
  %acc = phi <4 x i32> [zeroinitializer, %entry], [%w, %loop]
  %q = getelementptr <4 x i32>, ptr %p, i64 %i
  %v = load <4 x i32>, ptr %q
  %w0 = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %w = add <4 x i32> %w0, %acc
  store <4 x i32> %w0, ptr %q
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %n
  br i1 %c, label %exit, label %loop
exit:
  store <4 x i32> %w, ptr %p
  ret void
}
