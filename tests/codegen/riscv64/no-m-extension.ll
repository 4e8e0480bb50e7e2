; -mattr=-m: no multiply/divide instructions; mul/div/rem become compiler-rt calls
; (__muldi3, __divdi3, __udivdi3, __moddi3, __umoddi3), with +m (the default) they are
; single instructions.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -mattr=-m -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=NOM
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=M
; BLESS: match=^(call|mul|div|rem)
; BLESS(NOM): not=[^a-z._](mul|div|rem)[a-z.]* 

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define dso_local i64 @mul64(i64 noundef %a, i64 noundef %b) {
; NOM-LABEL: mul64:{{.*}}
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: call __muldi3
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: ret
; M-LABEL: mul64:{{.*}}
; M: mul a0, a1, a0
entry:
  %mul = mul nsw i64 %b, %a
  ret i64 %mul
}

define dso_local i64 @sdiv64(i64 noundef %a, i64 noundef %b) {
; NOM-LABEL: sdiv64:{{.*}}
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: call __divdi3
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: ret
; M-LABEL: sdiv64:{{.*}}
; M: div a0, a0, a1
entry:
  %div = sdiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @udiv64(i64 noundef %a, i64 noundef %b) {
; NOM-LABEL: udiv64:{{.*}}
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: call __udivdi3
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: ret
; M-LABEL: udiv64:{{.*}}
; M: divu a0, a0, a1
entry:
  %div = udiv i64 %a, %b
  ret i64 %div
}

define dso_local i64 @srem64(i64 noundef %a, i64 noundef %b) {
; NOM-LABEL: srem64:{{.*}}
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: call __moddi3
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: ret
; M-LABEL: srem64:{{.*}}
; M: rem a0, a0, a1
entry:
  %rem = srem i64 %a, %b
  ret i64 %rem
}

define dso_local i64 @urem64(i64 noundef %a, i64 noundef %b) {
; NOM-LABEL: urem64:{{.*}}
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: call __umoddi3
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: ret
; M-LABEL: urem64:{{.*}}
; M: remu a0, a0, a1
entry:
  %rem = urem i64 %a, %b
  ret i64 %rem
}

define dso_local signext i32 @mul32(i32 noundef signext %a, i32 noundef signext %b) {
; NOM-LABEL: mul32:{{.*}}
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: call __muldi3
; NOM-NOT: {{.*([^a-z._](mul|div|rem)[a-z.]*).*}}
; NOM: ret
; M-LABEL: mul32:{{.*}}
; M: mulw a0, a1, a0
entry:
  %mul = mul nsw i32 %b, %a
  ret i32 %mul
}
