; Leaf procedures (targets/sparc/leaf.py): a function that calls nothing, has no stack
; object and fits in %o0-%o5/%g2-%g4 runs in its caller's window: no `save`/`restore`,
; arguments in %o0-%o5, the result in %o0, `retl` (jmpl %o7+8) whose delay slot may take
; the result's move. Must not fire: a call, a stack object, too many registers, -O0.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefix=O0

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

; fires: arguments and result stay in the caller's %o registers
; bless(O0): match=save|restore|retl|ret
define i32 @mix(i32 %a, i32 %b, i32 %c) nounwind {
; CHECK-LABEL: mix:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: add %o0, %o1, %o3
; CHECK-NEXT: xor %o3, %o2, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: smul %o3, %o0, %o0
; O0-LABEL: mix:{{.*}}
; O0: save %sp, -96, %sp
; O0: ret
; O0: restore %g0, %o0, %o0
  %s = add i32 %a, %b
  %x = xor i32 %s, %c
  %m = mul i32 %x, %a
  ret i32 %m
}

; fires: a loop; values the body keeps in %o registers are renamed around the
; arguments (%i0 -> %o0 forces the body's %o0 elsewhere)
; bless(O0): match=save|restore|retl|ret
define i32 @sum(ptr %p, i32 %n) nounwind {
; CHECK-LABEL: sum:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: cmp %o1, 0
; CHECK-NEXT: ble .LBB1_5
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: mov %g0, %o4
; CHECK-NEXT: mov %g0, %o3
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: sll %o4, 2, %o2
; CHECK-NEXT: ld [%o0+%o2], %o2
; CHECK-NEXT: add %o4, 1, %o4
; CHECK-NEXT: cmp %o4, %o1
; CHECK-NEXT: bne .LBB1_2
; CHECK-NEXT: add %o3, %o2, %o3
; CHECK-NEXT: ! %bb.3:{{.*}}
; CHECK-NEXT: .LBB1_4:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: mov %o3, %o0
; CHECK-NEXT: .LBB1_5:{{.*}}
; CHECK-NEXT: ba .LBB1_4
; CHECK-NEXT: mov %g0, %o3
; O0-LABEL: sum:{{.*}}
; O0: save %sp, -128, %sp
; O0: ret
; O0: restore %g0, %o0, %o0
entry:
  %z = icmp sgt i32 %n, 0
  br i1 %z, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q, align 4
  %s1 = add i32 %s, %v
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i1, %n
  br i1 %c, label %done, label %loop
done:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}

; fires: an i64 result in the %o0:%o1 pair
; bless(O0): match=save|restore|retl|ret
define i64 @wide(i64 %a, i64 %b) nounwind {
; CHECK-LABEL: wide:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: addcc %o1, %o3, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: addxcc %o0, %o2, %o0
; O0-LABEL: wide:{{.*}}
; O0: save %sp, -96, %sp
; O0: ret
; O0: restore %g0, %o1, %o1
  %s = add i64 %a, %b
  ret i64 %s
}

declare i32 @ext(i32)

; does not fire: a call needs a window (%o7 and the %o registers are the callee's)
; bless: match=save|restore|retl|ret
; bless(O0): match=save|restore|retl|ret
define i32 @caller(i32 %a) nounwind {
; CHECK-LABEL: caller:{{.*}}
; CHECK: save %sp, -96, %sp
; CHECK: ret
; CHECK: restore %o0, %i0, %o0
; O0-LABEL: caller:{{.*}}
; O0: save %sp, -112, %sp
; O0: ret
; O0: restore %g0, %o0, %o0
  %r = call i32 @ext(i32 %a)
  %s = add i32 %r, %a
  ret i32 %s
}

; does not fire: a stack object is addressed from %fp
; bless: match=save|restore|retl|ret
; bless(O0): match=save|restore|retl|ret
define i32 @local(i32 %a) nounwind {
; CHECK-LABEL: local:{{.*}}
; CHECK: save %sp, -112, %sp
; CHECK: ret
; CHECK: restore
; O0-LABEL: local:{{.*}}
; O0: save %sp, -112, %sp
; O0: ret
; O0: restore %g0, %o0, %o0
  %buf = alloca [4 x i32], align 4
  %q = getelementptr inbounds [4 x i32], ptr %buf, i32 0, i32 %a
  store volatile i32 %a, ptr %q, align 4
  %p = getelementptr inbounds [4 x i32], ptr %buf, i32 0, i32 1
  %v = load volatile i32, ptr %p, align 4
  ret i32 %v
}

; does not fire: twelve values live at once need more than %o0-%o5 and %g2-%g4
; bless: match=save|restore|retl|ret
; bless(O0): match=save|restore|retl|ret
define i32 @pressure(ptr %p) nounwind {
; CHECK-LABEL: pressure:{{.*}}
; CHECK: save %sp, -96, %sp
; CHECK: ret
; CHECK: restore %o0, %l0, %o0
; O0-LABEL: pressure:{{.*}}
; O0: save %sp, -96, %sp
; O0: ret
; O0: restore %g0, %o0, %o0
  %p1 = getelementptr inbounds i32, ptr %p, i32 1
  %p2 = getelementptr inbounds i32, ptr %p, i32 2
  %p3 = getelementptr inbounds i32, ptr %p, i32 3
  %p4 = getelementptr inbounds i32, ptr %p, i32 4
  %p5 = getelementptr inbounds i32, ptr %p, i32 5
  %p6 = getelementptr inbounds i32, ptr %p, i32 6
  %p7 = getelementptr inbounds i32, ptr %p, i32 7
  %p8 = getelementptr inbounds i32, ptr %p, i32 8
  %p9 = getelementptr inbounds i32, ptr %p, i32 9
  %p10 = getelementptr inbounds i32, ptr %p, i32 10
  %p11 = getelementptr inbounds i32, ptr %p, i32 11
  %v0 = load volatile i32, ptr %p, align 4
  %v1 = load volatile i32, ptr %p1, align 4
  %v2 = load volatile i32, ptr %p2, align 4
  %v3 = load volatile i32, ptr %p3, align 4
  %v4 = load volatile i32, ptr %p4, align 4
  %v5 = load volatile i32, ptr %p5, align 4
  %v6 = load volatile i32, ptr %p6, align 4
  %v7 = load volatile i32, ptr %p7, align 4
  %v8 = load volatile i32, ptr %p8, align 4
  %v9 = load volatile i32, ptr %p9, align 4
  %v10 = load volatile i32, ptr %p10, align 4
  %v11 = load volatile i32, ptr %p11, align 4
  %m0 = mul i32 %v0, %v11
  %m1 = mul i32 %v1, %v10
  %m2 = mul i32 %v2, %v9
  %m3 = mul i32 %v3, %v8
  %m4 = mul i32 %v4, %v7
  %m5 = mul i32 %v5, %v6
  %s0 = xor i32 %m0, %m1
  %s1 = xor i32 %m2, %m3
  %s2 = xor i32 %m4, %m5
  %t0 = add i32 %s0, %s1
  %t1 = add i32 %t0, %s2
  %u = add i32 %t1, %v0
  %w = add i32 %u, %v11
  ret i32 %w
}
