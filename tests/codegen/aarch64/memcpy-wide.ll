; A small memcpy of 4-aligned memory moves 8-byte pieces where misaligned access is
; allowed (isel/build_memory.py copy_chunk), as llc does, not 4-byte ones.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @copy32(ptr %d, ptr %s) {
; CHECK-LABEL: copy32:{{.*}}
; CHECK: ldp x2, x3, [x1, #0]
; CHECK-NEXT: ldp x1, x4, [x1, #16]
; CHECK-NEXT: stp x2, x3, [x0, #0]
; CHECK-NEXT: stp x1, x4, [x0, #16]
; CHECK-NEXT: ret
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 32, i1 false)
  ret void
}

define void @copy12(ptr %d, ptr %s) {
; CHECK-LABEL: copy12:{{.*}}
; CHECK: ldr x2, [x1, #0]
; CHECK-NEXT: ldur w1, [x1, #8]
; CHECK-NEXT: str x2, [x0, #0]
; CHECK-NEXT: stur w1, [x0, #8]
; CHECK-NEXT: ret
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 12, i1 false)
  ret void
}
