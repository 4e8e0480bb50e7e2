; Atomic loads and stores, read-modify-write and fences (C11 stdatomic as clang emits it).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i32 @atomic_load(ptr noundef %p) {
; CHECK-LABEL: atomic_load:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldar w0, [x0]
; CHECK-NEXT: ret
entry:
  %0 = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %0
}

define dso_local i32 @atomic_load_acquire(ptr noundef %p) {
; CHECK-LABEL: atomic_load_acquire:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldar w0, [x0]
; CHECK-NEXT: ret
entry:
  %0 = load atomic i32, ptr %p acquire, align 4
  ret i32 %0
}

define dso_local void @atomic_store(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: atomic_store:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: stlr w1, [x0]
; CHECK-NEXT: ret
entry:
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

define dso_local void @atomic_store_release(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: atomic_store_release:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: stlr w1, [x0]
; CHECK-NEXT: ret
entry:
  store atomic i32 %v, ptr %p release, align 4
  ret void
}

define dso_local i32 @fetch_add(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: fetch_add:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: .LBB4_1:{{.*}}
; CHECK-NEXT: ldaxr w2, [x0]
; CHECK-NEXT: add w3, w2, w1
; CHECK-NEXT: stlxr w17, w3, [x0]
; CHECK-NEXT: cbnz w17, .LBB4_1
; CHECK-NEXT: // %bb.2:{{.*}}
; CHECK-NEXT: mov x0, x2
; CHECK-NEXT: ret
entry:
  %0 = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %0
}

define dso_local i32 @exchange(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: exchange:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: .LBB5_1:{{.*}}
; CHECK-NEXT: ldaxr w2, [x0]
; CHECK-NEXT: stlxr w17, w1, [x0]
; CHECK-NEXT: cbnz w17, .LBB5_1
; CHECK-NEXT: // %bb.2:{{.*}}
; CHECK-NEXT: mov x0, x2
; CHECK-NEXT: ret
entry:
  %0 = atomicrmw xchg ptr %p, i32 %v seq_cst, align 4
  ret i32 %0
}

define dso_local void @fence() {
; CHECK-LABEL: fence:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: dmb ish
; CHECK-NEXT: ret
entry:
  fence seq_cst
  ret void
}
