; Redundant sext.w removal and W-form widening (targets/riscv64/sextw.py).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; fires: lw already sign-extends, so the compare of two loaded i32 needs no sext.w
; bless: not=sext\.w
define i32 @cmp_loaded(ptr %p, ptr %q) {
; CHECK-LABEL: cmp_loaded:{{.*}}
; CHECK-NOT: {{.*(sext\.w).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: lw a1, 0(a1)
; CHECK-NEXT: slt a0, a0, a1
; CHECK-NEXT: ret
  %a = load i32, ptr %p
  %b = load i32, ptr %q
  %c = icmp slt i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}

; fires: the i32 counter is only compared and incremented, so the increment becomes
; addiw and the compare in the loop needs no sext.w (the bound is loaded: lw)
; bless: match=addiw
; bless: not=sext\.w
define void @count(ptr %p, ptr %q) {
; CHECK-LABEL: count:{{.*}}
; CHECK-NOT: {{.*(sext\.w).*}}
; CHECK: addiw a2, a3, 1
; CHECK-NOT: {{.*(sext\.w).*}}
; CHECK: addiw a3, a3, 1
; CHECK-NOT: {{.*(sext\.w).*}}
; CHECK: ret
entry:
  %n = load i32, ptr %q
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store volatile i32 %i, ptr %p
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

; must not fire: the sum is also stored as i64, so its upper bits matter: add stays add
; and the compare in the next block keeps its sext.w
; bless: match=sext\.w
; bless: not=addw
define void @sum_used_wide(i64 %a, i64 %b, ptr %p, ptr %q) {
; CHECK-LABEL: sum_used_wide:{{.*}}
; CHECK-NOT: {{.*(addw).*}}
; CHECK: sext.w a0, a0
; CHECK-NOT: {{.*(addw).*}}
; CHECK: ret
entry:
  %s = add i64 %a, %b
  store i64 %s, ptr %q
  br label %next
next:
  %t = trunc i64 %s to i32
  %t.b = load i32, ptr %p
  %c = icmp slt i32 %t, %t.b
  %z = zext i1 %c to i32
  store i32 %z, ptr %p
  ret void
}

; must not fire: an argument register without signext may hold anything above bit 31
; bless: match=sext\.w
define i32 @arg_cmp(i32 %a, i32 %b) {
; CHECK-LABEL: arg_cmp:{{.*}}
; CHECK: sext.w a0, a0
; CHECK: sext.w a1, a1
  %c = icmp slt i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}
