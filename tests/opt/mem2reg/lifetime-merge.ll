; A lifetime marker in a block that gets a phi goes away with the alloca (it used to
; be adopted back into the block with no operands: "list index out of range").
; RUN: pyopt -passes=mem2reg -S %s | FileCheck %s

define i64 @f(i1 %c, i64 %x) {
; CHECK-LABEL: @f(
; CHECK-NOT: alloca
; CHECK-NOT: lifetime
; CHECK: join:
; CHECK-NEXT: %a.0 = phi i64 [ 0, %entry ], [ %x, %then ]
; CHECK-NEXT: ret i64 %a.0
entry:
  %a = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %a)
  store i64 0, ptr %a, align 8
  br i1 %c, label %then, label %join
then:
  store i64 %x, ptr %a, align 8
  br label %join
join:
  %v = load i64, ptr %a, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr %a)
  ret i64 %v
}

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
