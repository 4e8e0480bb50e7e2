; Atomic loads and stores, read-modify-write and fences (C11 stdatomic as clang emits it).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; seq_cst needs a leading fence rw, rw too: bug-seq-cst-load-fence.ll.
; bless: match=^(lw|fence r, rw)
define dso_local i32 @atomic_load(ptr noundef %p) {
; CHECK-LABEL: atomic_load:{{.*}}
; CHECK: lw a0, 0(a0)
; CHECK: fence r, rw
entry:
  %0 = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %0
}

define dso_local i32 @atomic_load_acquire(ptr noundef %p) {
; CHECK-LABEL: atomic_load_acquire:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: fence r, rw
; CHECK-NEXT: ret
entry:
  %0 = load atomic i32, ptr %p acquire, align 4
  ret i32 %0
}

define dso_local void @atomic_store(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: atomic_store:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fence rw, w
; CHECK-NEXT: sw a1, 0(a0)
; CHECK-NEXT: ret
entry:
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

define dso_local void @atomic_store_release(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: atomic_store_release:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fence rw, w
; CHECK-NEXT: sw a1, 0(a0)
; CHECK-NEXT: ret
entry:
  store atomic i32 %v, ptr %p release, align 4
  ret void
}

define dso_local i32 @fetch_add(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: fetch_add:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: amoadd.w.aqrl a0, a1, (a0)
; CHECK-NEXT: ret
entry:
  %0 = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %0
}

define dso_local i32 @exchange(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: exchange:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: amoswap.w.aqrl a0, a1, (a0)
; CHECK-NEXT: ret
entry:
  %0 = atomicrmw xchg ptr %p, i32 %v seq_cst, align 4
  ret i32 %0
}

define dso_local void @fence() {
; CHECK-LABEL: fence:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: fence rw, rw
; CHECK-NEXT: ret
entry:
  fence seq_cst
  ret void
}
