; RUN: pyopt -passes=sroa -verify-each -S %s | FileCheck %s --check-prefix=SROA
; RUN: pyopt -passes=mem2reg -verify-each -S %s | FileCheck %s --check-prefix=M2R
; RUN: pyopt -passes=instcombine,dse -verify-each -S %s | FileCheck %s --check-prefix=DEAD
; RUN: pyopt -O2 -verify-each -S %s | llvm-as-16 -o /dev/null
; clang -g -O0 names every local in an llvm.dbg.declare: `metadata ptr %a` makes the
; alloca a user of metadata, not of the call. Passes that look at an alloca's users must
; not take it for an instruction (they crashed on every -g module at -O2) nor let it keep
; the alloca in memory; the debug location becomes undef when the alloca goes.

define i32 @scalar(i32 %x) {
; SROA-LABEL: @scalar(
; SROA-NOT: alloca
; SROA: call void @llvm.dbg.declare(metadata ptr undef,
; SROA: ret i32 %x
; M2R-LABEL: @scalar(
; M2R-NOT: alloca
; M2R: ret i32 %x
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !1, metadata !DIExpression())
  store i32 %x, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

%pair = type { i32, i64 }

define i64 @split(i32 %x, i64 %y) {
; SROA-LABEL: @split(
; SROA-NOT: alloca
; SROA: [[S:%.*]] = sext i32 %x to i64
; SROA: add i64 [[S]], %y
  %p = alloca %pair, align 8
  call void @llvm.dbg.declare(metadata ptr %p, metadata !1, metadata !DIExpression())
  store i32 %x, ptr %p, align 8
  %f = getelementptr inbounds %pair, ptr %p, i32 0, i32 1
  store i64 %y, ptr %f, align 8
  %a = load i32, ptr %p, align 8
  %b = load i64, ptr %f, align 8
  %s = sext i32 %a to i64
  %r = add i64 %s, %b
  ret i64 %r
}

define void @written_only(i32 %x) {
; DEAD-LABEL: @written_only(
; DEAD-NOT: alloca
; DEAD-NOT: store
; DEAD: ret void
  %a = alloca [4 x i32], align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !1, metadata !DIExpression())
  store i32 %x, ptr %a, align 4
  ret void
}


declare void @llvm.dbg.declare(metadata, metadata, metadata)

!1 = !{}
