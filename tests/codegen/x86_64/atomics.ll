; Atomic loads and stores, read-modify-write and fences (C11 stdatomic as clang emits it).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i32 @atomic_load(ptr noundef %p) {
; CHECK-LABEL: atomic_load:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: retq
entry:
  %0 = load atomic i32, ptr %p seq_cst, align 4
  ret i32 %0
}

define dso_local i32 @atomic_load_acquire(ptr noundef %p) {
; CHECK-LABEL: atomic_load_acquire:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl 0(%rdi), %eax
; CHECK-NEXT: retq
entry:
  %0 = load atomic i32, ptr %p acquire, align 4
  ret i32 %0
}

define dso_local void @atomic_store(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: atomic_store:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: xchgl %esi, 0(%rdi)
; CHECK-NEXT: retq
entry:
  store atomic i32 %v, ptr %p seq_cst, align 4
  ret void
}

define dso_local void @atomic_store_release(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: atomic_store_release:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movl %esi, 0(%rdi)
; CHECK-NEXT: retq
entry:
  store atomic i32 %v, ptr %p release, align 4
  ret void
}

define dso_local i32 @fetch_add(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: fetch_add:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: lock xaddl %eax, 0(%rdi)
; CHECK-NEXT: retq
entry:
  %0 = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %0
}

define dso_local i32 @exchange(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: exchange:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %rsi, %rax
; CHECK-NEXT: xchgl %eax, 0(%rdi)
; CHECK-NEXT: retq
entry:
  %0 = atomicrmw xchg ptr %p, i32 %v seq_cst, align 4
  ret i32 %0
}

define dso_local void @fence() {
; CHECK-LABEL: fence:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mfence
; CHECK-NEXT: retq
entry:
  fence seq_cst
  ret void
}
