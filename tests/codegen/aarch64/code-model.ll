; -code-model (targets/aarch64/code_model.py): how a symbol's address is formed, as llc-16.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -code-model=large -O2 %s -o - | FileCheck %s --match-full-lines

@local = dso_local global i32 5, align 4
@preemptible = global [1000 x i32] zeroinitializer, align 4
@counter = internal global i32 0, align 4
declare i32 @ext(i32)

define dso_local i32 @load_local() {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: movz x0, #:abs_g0_nc:local
; CHECK-NEXT: movk x0, #:abs_g1_nc:local
; CHECK-NEXT: movk x0, #:abs_g2_nc:local
; CHECK-NEXT: movk x0, #:abs_g3:local
; CHECK-NEXT: ldr w0, [x0, #0]
; CHECK-NEXT: ret
  %v = load i32, ptr @local, align 4
  ret i32 %v
}

define dso_local void @store_preemptible(i32 %v) {
; CHECK-LABEL: store_preemptible:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x1, :got:preemptible
; CHECK-NEXT: ldr x1, [x1, :got_lo12:preemptible]
; CHECK-NEXT: stur w0, [x1, #28]
; CHECK-NEXT: ret
  %p = getelementptr [1000 x i32], ptr @preemptible, i64 0, i64 7
  store i32 %v, ptr %p, align 4
  ret void
}

define dso_local i32 @call_external(i32 %x) {
; CHECK-LABEL: call_external:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sub sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 16
; CHECK-NEXT: stp x29, x30, [sp, #0]
; CHECK-NEXT: mov x29, sp
; CHECK-NEXT: .cfi_def_cfa 29, 16
; CHECK-NEXT: .cfi_offset 30, -8
; CHECK-NEXT: .cfi_offset 29, -16
; CHECK-NEXT: movz x1, #:abs_g0_nc:counter
; CHECK-NEXT: movk x1, #:abs_g1_nc:counter
; CHECK-NEXT: movk x1, #:abs_g2_nc:counter
; CHECK-NEXT: movk x1, #:abs_g3:counter
; CHECK-NEXT: ldr w1, [x1, #0]
; CHECK-NEXT: add w0, w1, w0
; CHECK-NEXT: bl ext
; CHECK-NEXT: ldp x29, x30, [sp, #0]
; CHECK-NEXT: .cfi_def_cfa 31, 16
; CHECK-NEXT: .cfi_restore 30
; CHECK-NEXT: .cfi_restore 29
; CHECK-NEXT: add sp, sp, #16
; CHECK-NEXT: .cfi_def_cfa_offset 0
; CHECK-NEXT: ret
  %c = load i32, ptr @counter, align 4
  %s = add i32 %c, %x
  %r = call i32 @ext(i32 %s)
  ret i32 %r
}

define dso_local ptr @function_address() {
; CHECK-LABEL: function_address:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, :got:ext
; CHECK-NEXT: ldr x0, [x0, :got_lo12:ext]
; CHECK-NEXT: ret
  ret ptr @ext
}
