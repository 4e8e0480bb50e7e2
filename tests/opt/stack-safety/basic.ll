; RUN: pyopt -passes=print-stack-safety -disable-output %s 2>&1 | FileCheck %s
; RUN: opt-16 -passes=print-stack-safety -disable-output %s 2>&1 | FileCheck %s
; RUN: pyopt -passes='print<stack-safety-local>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOCAL
; RUN: opt-16 -passes='print<stack-safety-local>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOCAL
; RUN: pyopt -passes=print-stack-safety -disable-output -stats %s 2>&1 | FileCheck %s --check-prefix=STATS
; The same checks hold for opt-16's output (the RUN lines above run both).

declare void @sink(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

; CHECK-LABEL: 'Stack Safety Analysis' for module
; CHECK-LABEL: @inbounds dso_preemptable
; CHECK-NEXT: args uses:
; CHECK-NEXT: allocas uses:
; CHECK-NEXT: x[16]: [4,12)
; CHECK-NEXT: safe accesses:
; CHECK-NEXT: store i32 1, ptr %p, align 4
; CHECK-NEXT: store i32 2, ptr %q, align 4
define void @inbounds() {
  %x = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %x, i64 0, i64 1
  store i32 1, ptr %p, align 4
  %q = getelementptr inbounds [4 x i32], ptr %x, i64 0, i64 2
  store i32 2, ptr %q, align 4
  ret void
}

; one byte past the end: the range leaves the alloca, the store is not safe
; CHECK-LABEL: @past_end dso_preemptable
; CHECK: x[16]: [16,20)
; CHECK-NEXT: safe accesses:
; CHECK-NOT: store
define void @past_end() {
  %x = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %x, i64 0, i64 4
  store i32 1, ptr %p, align 4
  ret void
}

; a variable i32 index, sign-extended: the range spans the whole i32 range times 4
; CHECK-LABEL: @index dso_preemptable
; CHECK: x[16]: [-8589934592,8589934592)
define i32 @index(i32 %k) {
  %x = alloca [4 x i32], align 4
  %i = sext i32 %k to i64
  %p = getelementptr inbounds [4 x i32], ptr %x, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; escaping to an unknown function, and storing the pointer itself: full-set
; CHECK-LABEL: @escapes dso_preemptable
; CHECK: a[8]: full-set, @sink(arg0, [0,1))
; CHECK-NEXT: b[4]: full-set
; LOCAL-LABEL: 'Stack Safety Local Analysis' for function 'escapes'
; LOCAL: a[8]: empty-set, @sink(arg0, [0,1))
; LOCAL-NEXT: b[4]: full-set
define void @escapes(ptr %out) {
  %a = alloca i64, align 8
  call void @sink(ptr %a)
  %b = alloca i32, align 4
  store ptr %b, ptr %out, align 8
  ret void
}

; memset: [0, len)
; CHECK-LABEL: @mem dso_preemptable
; CHECK: buf[32]: [0,24)
; CHECK: call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 24, i1 false)
define void @mem() {
  %buf = alloca [32 x i8], align 1
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 24, i1 false)
  ret void
}

; interprocedural: the callee's parameter range, shifted by the offset passed
; CHECK-LABEL: @callee
; CHECK-NEXT: args uses:
; CHECK-NEXT: p[]: [4,8)
; CHECK-LABEL: @caller dso_preemptable
; CHECK: y[16]: [12,16), @callee(arg0, [8,9))
; LOCAL-LABEL: 'Stack Safety Local Analysis' for function 'caller'
; LOCAL: y[16]: empty-set, @callee(arg0, [8,9))
define internal void @callee(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 0, ptr %q, align 4
  ret void
}

define void @caller() {
  %y = alloca [16 x i8], align 1
  %m = getelementptr inbounds i8, ptr %y, i64 8
  call void @callee(ptr %m)
  ret void
}

; an access after lifetime.end is not safe (the alloca is dead there)
; CHECK-LABEL: @dead dso_preemptable
; CHECK: z[4]: full-set
; CHECK-NEXT: safe accesses:
; CHECK-NEXT: store i32 1, ptr %z, align 4
; CHECK-EMPTY:
define void @dead() {
  %z = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %z)
  store i32 1, ptr %z, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %z)
  store i32 2, ptr %z, align 4
  ret void
}

; STATS: 3 stack-safety - Number of safe allocas
; STATS: 8 stack-safety - Number of total allocas
