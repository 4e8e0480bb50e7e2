; AArch64 selection forms llc uses in binary search's loop:
; - a sign- or zero-extended W index inside the access, `ldr w, [x, w, sxtw #2]`
;   (C6.2.131 LDR (register)), not `sxtw` + `ldr [x, x, lsl #2]` (@load_sext_index,
;   @load_zext_index; a byte load takes the unscaled form, @load_sext_byte);
;   also for `x & 0xffffffff` (uxtw, @load_masked_index) and `(x << 32) >> 32` (sxtw,
;   @store_inreg_index) of an X value, whose W view is its low half;
; - `select c, x + 1, y` as one `csinc` (@select_inc, @select_inc_false);
; - one `cmp` for two selects on the same condition (@two_selects); a compare whose
;   operands differ is kept (@two_compares).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i32 @load_sext_index(ptr %a, i32 %i) {
; CHECK-LABEL: load_sext_index:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr w0, [x0, w1, sxtw #2]
; CHECK-NEXT: ret
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i64 @load_zext_index(ptr %a, i32 %i) {
; CHECK-LABEL: load_zext_index:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x0, [x0, w1, uxtw #3]
; CHECK-NEXT: ret
  %x = zext i32 %i to i64
  %p = getelementptr inbounds i64, ptr %a, i64 %x
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

define i8 @load_sext_byte(ptr %a, i32 %i) {
; CHECK-LABEL: load_sext_byte:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrb w0, [x0, w1, sxtw]
; CHECK-NEXT: ret
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i8, ptr %a, i64 %x
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define i32 @load_masked_index(ptr %a, i64 %i) {
; CHECK-LABEL: load_masked_index:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub x1, x1, #1
; CHECK-NEXT: ldr w0, [x0, w1, uxtw #2]
; CHECK-NEXT: ret
  %j = add i64 %i, -1
  %x = and i64 %j, 4294967295
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define void @store_inreg_index(ptr %a, i64 %i, i32 %v) {
; CHECK-LABEL: store_inreg_index:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str w2, [x0, w1, sxtw #2]
; CHECK-NEXT: ret
  %s = shl i64 %i, 32
  %x = ashr exact i64 %s, 32
  %p = getelementptr inbounds i32, ptr %a, i64 %x
  store i32 %v, ptr %p, align 4
  ret void
}

define i32 @select_inc(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: select_inc:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csinc w0, w3, w2, ge
; CHECK-NEXT: ret
  %c = icmp slt i32 %a, %b
  %x1 = add i32 %x, 1
  %r = select i1 %c, i32 %x1, i32 %y
  ret i32 %r
}

define i64 @select_inc_false(i64 %a, i64 %x, i64 %y) {
; CHECK-LABEL: select_inc_false:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp x0, #7
; CHECK-NEXT: csinc x0, x2, x1, eq
; CHECK-NEXT: ret
  %c = icmp eq i64 %a, 7
  %x1 = add i64 %x, 1
  %r = select i1 %c, i64 %y, i64 %x1
  ret i64 %r
}

define i32 @two_selects(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: two_selects:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csel w1, w2, w3, lt
; CHECK-NEXT: csel w0, w3, w0, lt
; CHECK-NEXT: add w0, w1, w0
; CHECK-NEXT: ret
  %c = icmp slt i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  %t = select i1 %c, i32 %y, i32 %a
  %r = add i32 %s, %t
  ret i32 %r
}

define i32 @two_compares(i32 %a, i32 %b, i32 %x, i32 %y) {
; CHECK-LABEL: two_compares:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: cmp w0, w1
; CHECK-NEXT: csel w4, w2, w3, lt
; CHECK-NEXT: cmp w0, w2
; CHECK-NEXT: csel w0, w3, w1, lt
; CHECK-NEXT: add w0, w4, w0
; CHECK-NEXT: ret
  %c = icmp slt i32 %a, %b
  %d = icmp slt i32 %a, %x
  %s = select i1 %c, i32 %x, i32 %y
  %t = select i1 %d, i32 %y, i32 %b
  %r = add i32 %s, %t
  ret i32 %r
}
