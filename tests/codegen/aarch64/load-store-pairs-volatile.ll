; Volatile and atomic accesses never pair (codegen/mir.py is_ordered_access, used by
; targets/aarch64/load_pairs.py): llc-16 -O2 keeps each of these as two ldr/str, and so
; must pyllc. Before the check, every function below became one ldp/stp (a MachineInstr
; carries no memory operands, so pairing could not see volatility).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i64 @volatile_loads(ptr %p) {
; CHECK-LABEL: volatile_loads:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x1, [x0, #0]
; CHECK-NEXT: ldur x0, [x0, #8]
; CHECK-NEXT: add x0, x1, x0
; CHECK-NEXT: ret
  %a = load volatile i64, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %b = load volatile i64, ptr %q, align 8
  %s = add i64 %a, %b
  ret i64 %s
}

define void @volatile_stores(ptr %p, i32 %x, i32 %y) {
; CHECK-LABEL: volatile_stores:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str w1, [x0, #0]
; CHECK-NEXT: stur w2, [x0, #4]
; CHECK-NEXT: ret
  store volatile i32 %x, ptr %p, align 4
  %q = getelementptr i8, ptr %p, i64 4
  store volatile i32 %y, ptr %q, align 4
  ret void
}

define i64 @one_volatile_load(ptr %p) {
; CHECK-LABEL: one_volatile_load:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x1, [x0, #0]
; CHECK-NEXT: ldur x0, [x0, #8]
; CHECK-NEXT: add x0, x1, x0
; CHECK-NEXT: ret
  %a = load i64, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %b = load volatile i64, ptr %q, align 8
  %s = add i64 %a, %b
  ret i64 %s
}

define i64 @monotonic_loads(ptr %p) {
; CHECK-LABEL: monotonic_loads:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x1, [x0, #0]
; CHECK-NEXT: ldur x0, [x0, #8]
; CHECK-NEXT: add x0, x1, x0
; CHECK-NEXT: ret
  %a = load atomic i64, ptr %p monotonic, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %b = load atomic i64, ptr %q monotonic, align 8
  %s = add i64 %a, %b
  ret i64 %s
}

define void @volatile_aggregate_store(ptr %p, i64 %x, i64 %y) {
; CHECK-LABEL: volatile_aggregate_store:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str x1, [x0, #0]
; CHECK-NEXT: stur x2, [x0, #8]
; CHECK-NEXT: ret
  %v0 = insertvalue { i64, i64 } undef, i64 %x, 0
  %v1 = insertvalue { i64, i64 } %v0, i64 %y, 1
  store volatile { i64, i64 } %v1, ptr %p, align 8
  ret void
}

define double @volatile_doubles(ptr %p) {
; CHECK-LABEL: volatile_doubles:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr d0, [x0, #0]
; CHECK-NEXT: ldur d1, [x0, #8]
; CHECK-NEXT: fadd d0, d0, d1
; CHECK-NEXT: ret
  %a = load volatile double, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %b = load volatile double, ptr %q, align 8
  %s = fadd double %a, %b
  ret double %s
}
