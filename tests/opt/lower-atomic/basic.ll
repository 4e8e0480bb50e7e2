; RUN: pyopt -passes=lower-atomic -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=loweratomic (its spelling of the pass).

define i32 @rmw(ptr %p, i32 %v) {
; CHECK-LABEL: @rmw(
; CHECK-NOT: atomicrmw
; CHECK: %[[O:.*]] = load i32, ptr %p
; CHECK-NEXT: %[[N:.*]] = add i32 %[[O]], %v
; CHECK-NEXT: store i32 %[[N]], ptr %p
; CHECK: load i32, ptr %p
; CHECK-NEXT: icmp sgt i32
; CHECK-NEXT: select i1
; CHECK-NEXT: store i32
; CHECK-NOT: fence
; CHECK: ret i32 %[[O]]
  %a = atomicrmw add ptr %p, i32 %v seq_cst
  %b = atomicrmw max ptr %p, i32 %v monotonic
  fence seq_cst
  ret i32 %a
}

define i1 @cas(ptr %p, i32 %c, i32 %n) {
; CHECK-LABEL: @cas(
; CHECK: %[[O:.*]] = load i32, ptr %p
; CHECK-NEXT: %[[E:.*]] = icmp eq i32 %[[O]], %c
; CHECK-NEXT: %[[S:.*]] = select i1 %[[E]], i32 %n, i32 %[[O]]
; CHECK-NEXT: store i32 %[[S]], ptr %p
; CHECK-NEXT: %[[P:.*]] = insertvalue { i32, i1 } poison, i32 %[[O]], 0
; CHECK-NEXT: %[[Q:.*]] = insertvalue { i32, i1 } %[[P]], i1 %[[E]], 1
; CHECK-NEXT: %ok = extractvalue { i32, i1 } %[[Q]], 1
  %r = cmpxchg ptr %p, i32 %c, i32 %n seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

define i32 @plain(ptr %p) {
; CHECK-LABEL: @plain(
; CHECK-NEXT: %v = load i32, ptr %p, align 4
; CHECK-NEXT: store i32 %v, ptr %p, align 4
  %v = load atomic i32, ptr %p acquire, align 4
  store atomic i32 %v, ptr %p release, align 4
  ret i32 %v
}
