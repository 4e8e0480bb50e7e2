; Prologue/epilogue: leaf without frame, non-leaf saving the return address, values live
; across calls in callee-saved registers, a big frame, dynamic alloca; -O0 and -O2.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

declare i32 @ext(i32 noundef)
declare void @use(ptr noundef)

define dso_local i32 @leaf(i32 noundef %a, i32 noundef %b) {
; CHECK-LABEL: leaf:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: add w0, w1, w0
; CHECK-NEXT: ret
entry:
  %add = add nsw i32 %b, %a
  ret i32 %add
}

define dso_local i32 @nonleaf(i32 noundef %a) {
; CHECK-LABEL: nonleaf:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: bl ext
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %call = call i32 @ext(i32 noundef %a)
  ret i32 %call
}

define dso_local i32 @callee_saved(i32 noundef %a, i32 noundef %b) {
; O2-LABEL: callee_saved:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: // %bb.0:{{.*}}
; O2-NEXT: sub sp, sp, #48
; O2-NEXT: .cfi_def_cfa_offset 48
; O2-NEXT: str x21, [sp, #8]
; O2-NEXT: stp x20, x19, [sp, #16]
; O2-NEXT: stp x29, x30, [sp, #32]
; O2-NEXT: add x29, sp, #32
; O2-NEXT: .cfi_def_cfa 29, 16
; O2-NEXT: .cfi_offset 30, -8
; O2-NEXT: .cfi_offset 29, -16
; O2-NEXT: .cfi_offset 19, -24
; O2-NEXT: .cfi_offset 20, -32
; O2-NEXT: .cfi_offset 21, -40
; O2-NEXT: mov x19, x0
; O2-NEXT: mov x20, x1
; O2-NEXT: mov x0, x19
; O2-NEXT: bl ext
; O2-NEXT: mov x21, x0
; O2-NEXT: mov x0, x20
; O2-NEXT: bl ext
; O2-NEXT: add w0, w0, w21
; O2-NEXT: add w0, w0, w19
; O2-NEXT: add w0, w0, w20
; O2-NEXT: ldr x21, [sp, #8]
; O2-NEXT: ldp x20, x19, [sp, #16]
; O2-NEXT: ldp x29, x30, [sp, #32]
; O2-NEXT: .cfi_def_cfa 31, 48
; O2-NEXT: .cfi_restore 30
; O2-NEXT: .cfi_restore 29
; O2-NEXT: .cfi_restore 19
; O2-NEXT: .cfi_restore 20
; O2-NEXT: .cfi_restore 21
; O2-NEXT: add sp, sp, #48
; O2-NEXT: .cfi_def_cfa_offset 0
; O2-NEXT: ret
; O0-LABEL: callee_saved:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: // %bb.0:{{.*}}
; O0-NEXT: sub sp, sp, #16
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: stp x29, x30, [sp, #0]
; O0-NEXT: mov x29, sp
; O0-NEXT: .cfi_def_cfa 29, 16
; O0-NEXT: .cfi_offset 30, -8
; O0-NEXT: .cfi_offset 29, -16
; O0-NEXT: sub sp, sp, #32
; O0-NEXT: str x0, [sp, #0]
; O0-NEXT: str x1, [sp, #8]
; O0-NEXT: bl ext
; O0-NEXT: ldr x1, [sp, #8]
; O0-NEXT: str x0, [sp, #16]
; O0-NEXT: mov x0, x1
; O0-NEXT: bl ext
; O0-NEXT: ldr x1, [sp, #16]
; O0-NEXT: add w0, w0, w1
; O0-NEXT: ldr x1, [sp, #0]
; O0-NEXT: add w0, w0, w1
; O0-NEXT: ldr x1, [sp, #8]
; O0-NEXT: add w0, w0, w1
; O0-NEXT: add sp, sp, #32
; O0-NEXT: .cfi_def_cfa 31, 16
; O0-NEXT: ldp x29, x30, [sp, #0]
; O0-NEXT: .cfi_restore 30
; O0-NEXT: .cfi_restore 29
; O0-NEXT: add sp, sp, #16
; O0-NEXT: .cfi_def_cfa_offset 0
; O0-NEXT: ret
entry:
  %call = call i32 @ext(i32 noundef %a)
  %call1 = call i32 @ext(i32 noundef %b)
  %add = add nsw i32 %call1, %call
  %add2 = add nsw i32 %add, %a
  %add3 = add nsw i32 %add2, %b
  ret i32 %add3
}

define dso_local void @small_array() {
; CHECK-LABEL: small_array:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #64
; CHECK-NEXT: add x0, sp, #0
; CHECK-NEXT: bl use
; CHECK-NEXT: add sp, sp, #64
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %buf = alloca [16 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @big_frame() {
; CHECK-LABEL: big_frame:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: sub sp, sp, #9, lsl #12
; CHECK-NEXT: sub sp, sp, #3136
; CHECK-NEXT: add x0, sp, #0
; CHECK-NEXT: bl use
; CHECK-NEXT: add sp, sp, #9, lsl #12
; CHECK-NEXT: add sp, sp, #3136
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %buf = alloca [10000 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @dyn_alloca(i64 noundef %n) {
; CHECK-LABEL: dyn_alloca:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: mov x1, sp
; CHECK-NEXT: lsl x0, x0, #2
; CHECK-NEXT: add x0, x0, #15
; CHECK-NEXT: and x0, x0, #-16
; CHECK-NEXT: add x0, x0, #15
; CHECK-NEXT: and x0, x0, #-16
; CHECK-NEXT: sub x0, x1, x0
; CHECK-NEXT: mov sp, x0
; CHECK-NEXT: bl use
; CHECK-NEXT: mov sp, x29
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
entry:
  %vla = alloca i32, i64 %n, align 4
  call void @use(ptr noundef nonnull %vla)
  ret void
}

define dso_local void @stack_save(i64 noundef %n) {
; O2-LABEL: stack_save:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: // %bb.0:{{.*}}
; O2-NEXT: sub sp, sp, #32
; O2-NEXT: .cfi_def_cfa_offset 32
; O2-NEXT: str x19, [sp, #8]
; O2-NEXT: stp x29, x30, [sp, #16]
; O2-NEXT: add x29, sp, #16
; O2-NEXT: .cfi_def_cfa 29, 16
; O2-NEXT: .cfi_offset 30, -8
; O2-NEXT: .cfi_offset 29, -16
; O2-NEXT: .cfi_offset 19, -24
; O2-NEXT: mov x19, sp
; O2-NEXT: mov x1, sp
; O2-NEXT: add x0, x0, #15
; O2-NEXT: and x0, x0, #-16
; O2-NEXT: add x0, x0, #15
; O2-NEXT: and x0, x0, #-16
; O2-NEXT: sub x0, x1, x0
; O2-NEXT: mov sp, x0
; O2-NEXT: bl use
; O2-NEXT: mov sp, x19
; O2-NEXT: sub sp, x29, #16
; O2-NEXT: .cfi_def_cfa 31, 32
; O2-NEXT: ldr x19, [sp, #8]
; O2-NEXT: ldp x29, x30, [sp, #16]
; O2-NEXT: .cfi_restore 30
; O2-NEXT: .cfi_restore 29
; O2-NEXT: .cfi_restore 19
; O2-NEXT: add sp, sp, #32
; O2-NEXT: .cfi_def_cfa_offset 0
; O2-NEXT: ret
; O0-LABEL: stack_save:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: // %bb.0:{{.*}}
; O0-NEXT: sub sp, sp, #16
; O0-NEXT: .cfi_def_cfa_offset 16
; O0-NEXT: stp x29, x30, [sp, #0]
; O0-NEXT: mov x29, sp
; O0-NEXT: .cfi_def_cfa 29, 16
; O0-NEXT: .cfi_offset 30, -8
; O0-NEXT: .cfi_offset 29, -16
; O0-NEXT: sub sp, sp, #16
; O0-NEXT: mov x1, sp
; O0-NEXT: mov x2, sp
; O0-NEXT: add x0, x0, #15
; O0-NEXT: and x0, x0, #-16
; O0-NEXT: add x0, x0, #15
; O0-NEXT: and x0, x0, #-16
; O0-NEXT: sub x0, x2, x0
; O0-NEXT: mov sp, x0
; O0-NEXT: stur x1, [x29, #-16]
; O0-NEXT: bl use
; O0-NEXT: ldur x0, [x29, #-16]
; O0-NEXT: mov sp, x0
; O0-NEXT: mov sp, x29
; O0-NEXT: .cfi_def_cfa 31, 16
; O0-NEXT: ldp x29, x30, [sp, #0]
; O0-NEXT: .cfi_restore 30
; O0-NEXT: .cfi_restore 29
; O0-NEXT: add sp, sp, #16
; O0-NEXT: .cfi_def_cfa_offset 0
; O0-NEXT: ret
entry:
  %0 = call ptr @llvm.stacksave()
  %vla = alloca i8, i64 %n, align 16
  call void @use(ptr noundef nonnull %vla)
  call void @llvm.stackrestore(ptr %0)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
