; Bit-test selects as sll/sra/and instead of a branch diamond (patterns._bit_select_patterns).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; fires: (x & 16) == 0 ? 0 : t
; bless: not=(cmp|be|bne)
define i32 @bit_eq(i32 %x, i32 %t) {
; CHECK-LABEL: bit_eq:{{.*}}
; CHECK-NOT: {{.*((cmp|be|bne)).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sll %o0, 27, %o2
; CHECK-NEXT: sra %o2, 31, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: and %o2, %o1, %o0
  %a = and i32 %x, 16
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, i32 0, i32 %t
  ret i32 %r
}

; fires: bit 31 and bit 0, in the `!= 0 ? t : 0` form
; bless: not=(cmp|be|bne)
define i32 @bit_ne(i32 %x, i32 %t) {
; CHECK-LABEL: bit_ne:{{.*}}
; CHECK-NOT: {{.*((cmp|be|bne)).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sll %o0, 0, %o2
; CHECK-NEXT: sra %o2, 31, %o2
; CHECK-NEXT: and %o2, %o1, %o2
; CHECK-NEXT: sll %o0, 31, %o3
; CHECK-NEXT: sra %o3, 31, %o3
; CHECK-NEXT: and %o3, %o1, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: xor %o2, %o3, %o0
  %a = and i32 %x, -2147483648
  %c = icmp ne i32 %a, 0
  %r = select i1 %c, i32 %t, i32 0
  %b = and i32 %x, 1
  %d = icmp ne i32 %b, 0
  %s = select i1 %d, i32 %t, i32 0
  %z = xor i32 %r, %s
  ret i32 %z
}

; must not fire: two bits in the mask, or the zero on the taken side
; bless: match=cmp
define i32 @not_bit(i32 %x, i32 %t) {
; CHECK-LABEL: not_bit:{{.*}}
; CHECK: cmp %o2, 0
; CHECK: cmp %o3, 0
  %a = and i32 %x, 12
  %c = icmp eq i32 %a, 0
  %r = select i1 %c, i32 0, i32 %t
  %b = and i32 %x, 4
  %d = icmp eq i32 %b, 0
  %s = select i1 %d, i32 %t, i32 0
  %z = add i32 %r, %s
  ret i32 %z
}
