; Delay-slot filling (targets/sparc/delayslots.py) never moves a volatile or atomic
; access across another (codegen/mir.py is_ordered_access): in volatile_loads the load
; of %p stays before the load of %q (before the check it went into the bne's slot, after
; it: a reordering llc-16 also makes, SPARC DelaySlotFiller looking at mayLoad only). A
; plain load still crosses a plain or a volatile one.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define i32 @volatile_loads(ptr %p, ptr %q) {
; CHECK-LABEL: volatile_loads:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o0+0], %o0
; CHECK-NEXT: ld [%o1+0], %o2
; CHECK-NEXT: cmp %o2, 0
; CHECK-NEXT: bne .LBB0_2
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov 7, %o0
entry:
  %x = load volatile i32, ptr %p
  %y = load volatile i32, ptr %q
  %c = icmp eq i32 %y, 0
  br i1 %c, label %t, label %e
t:
  ret i32 %x
e:
  ret i32 7
}

define i32 @plain_loads(ptr %p, ptr %q) {
; CHECK-LABEL: plain_loads:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o1+0], %o2
; CHECK-NEXT: cmp %o2, 0
; CHECK-NEXT: bne .LBB1_2
; CHECK-NEXT: ld [%o0+0], %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov 7, %o0
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %y, 0
  br i1 %c, label %t, label %e
t:
  ret i32 %x
e:
  ret i32 7
}

define i32 @one_volatile(ptr %p, ptr %q) {
; CHECK-LABEL: one_volatile:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o1+0], %o2
; CHECK-NEXT: cmp %o2, 0
; CHECK-NEXT: bne .LBB2_2
; CHECK-NEXT: ld [%o0+0], %o0
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: nop
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov 7, %o0
entry:
  %x = load i32, ptr %p
  %y = load volatile i32, ptr %q
  %c = icmp eq i32 %y, 0
  br i1 %c, label %t, label %e
t:
  ret i32 %x
e:
  ret i32 7
}
