; Prologue/epilogue: leaf without frame, non-leaf saving the return address, values live
; across calls in callee-saved registers, a big frame, dynamic alloca; -O0 and -O2.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2 --allow-unused-prefixes
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O0 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O0 --allow-unused-prefixes

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

declare i32 @ext(i32 noundef)
declare void @use(ptr noundef)

define dso_local i32 @leaf(i32 noundef %a, i32 noundef %b) {
; O2-LABEL: leaf:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: retl
; O2-NEXT: add %o1, %o0, %o0
; O0-LABEL: leaf:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: add %o1, %o0, %o0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
entry:
  %add = add nsw i32 %b, %a
  ret i32 %add
}

define dso_local i32 @nonleaf(i32 noundef %a) {
; CHECK-LABEL: nonleaf:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: call ext
; CHECK-NEXT: mov %i0, %o0
; CHECK-NEXT: ret
; CHECK-NEXT: restore %g0, %o0, %o0
entry:
  %call = call i32 @ext(i32 noundef %a)
  ret i32 %call
}

define dso_local i32 @callee_saved(i32 noundef %a, i32 noundef %b) {
; O2-LABEL: callee_saved:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: call ext
; O2-NEXT: mov %i0, %o0
; O2-NEXT: mov %o0, %l0
; O2-NEXT: call ext
; O2-NEXT: mov %i1, %o0
; O2-NEXT: add %o0, %l0, %o0
; O2-NEXT: add %o0, %i0, %o0
; O2-NEXT: ret
; O2-NEXT: restore %o0, %i1, %o0
; O0-LABEL: callee_saved:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -112, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o1
; O0-NEXT: st %o0, [%fp+-16]
; O0-NEXT: call ext
; O0-NEXT: st %o1, [%fp+-12]
; O0-NEXT: ld [%fp+-12], %o1
; O0-NEXT: st %o0, [%fp+-8]
; O0-NEXT: call ext
; O0-NEXT: mov %o1, %o0
; O0-NEXT: ld [%fp+-8], %o1
; O0-NEXT: add %o0, %o1, %o0
; O0-NEXT: ld [%fp+-16], %o1
; O0-NEXT: add %o0, %o1, %o0
; O0-NEXT: ld [%fp+-12], %o1
; O0-NEXT: add %o0, %o1, %o0
; O0-NEXT: ret
; O0-NEXT: restore %g0, %o0, %o0
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
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -160, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: call use
; CHECK-NEXT: add %fp, -64, %o0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %buf = alloca [16 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @big_frame() {
; CHECK-LABEL: big_frame:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 4194264, %g1
; CHECK-NEXT: or %g1, 864, %g1
; CHECK-NEXT: save %sp, %g1, %sp
; CHECK-NEXT: .cfi_def_cfa_register %r30
; CHECK-NEXT: .cfi_window_save
; CHECK-NEXT: .cfi_register %r15, %r31
; CHECK-NEXT: sethi 4194264, %g1
; CHECK-NEXT: or %g1, 960, %g1
; CHECK-NEXT: add %g1, %fp, %g1
; CHECK-NEXT: call use
; CHECK-NEXT: add %g1, 0, %o0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
entry:
  %buf = alloca [10000 x i32], align 4
  call void @use(ptr noundef nonnull %buf)
  ret void
}

define dso_local void @dyn_alloca(i64 noundef %n) {
; O2-LABEL: dyn_alloca:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: mov %sp, %o0
; O2-NEXT: sll %i1, 2, %o1
; O2-NEXT: add %o1, 15, %o1
; O2-NEXT: and %o1, -16, %o1
; O2-NEXT: add %o1, 15, %o1
; O2-NEXT: and %o1, -16, %o1
; O2-NEXT: sub %o0, %o1, %o0
; O2-NEXT: mov %o0, %sp
; O2-NEXT: call use
; O2-NEXT: add %o0, 96, %o0
; O2-NEXT: ret
; O2-NEXT: restore
; O0-LABEL: dyn_alloca:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -96, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o0
; O0-NEXT: mov %sp, %o1
; O0-NEXT: sll %o0, 2, %o0
; O0-NEXT: add %o0, 15, %o0
; O0-NEXT: and %o0, -16, %o0
; O0-NEXT: add %o0, 15, %o0
; O0-NEXT: and %o0, -16, %o0
; O0-NEXT: sub %o1, %o0, %o0
; O0-NEXT: mov %o0, %sp
; O0-NEXT: call use
; O0-NEXT: add %o0, 96, %o0
; O0-NEXT: ret
; O0-NEXT: restore
entry:
  %vla = alloca i32, i64 %n, align 4
  call void @use(ptr noundef nonnull %vla)
  ret void
}

define dso_local void @stack_save(i64 noundef %n) {
; O2-LABEL: stack_save:{{.*}}
; O2-NEXT: .cfi_startproc
; O2-NEXT: ! %bb.0:{{.*}}
; O2-NEXT: save %sp, -96, %sp
; O2-NEXT: .cfi_def_cfa_register %r30
; O2-NEXT: .cfi_window_save
; O2-NEXT: .cfi_register %r15, %r31
; O2-NEXT: mov %sp, %l0
; O2-NEXT: mov %sp, %o0
; O2-NEXT: add %i1, 15, %o1
; O2-NEXT: and %o1, -16, %o1
; O2-NEXT: add %o1, 15, %o1
; O2-NEXT: and %o1, -16, %o1
; O2-NEXT: sub %o0, %o1, %o0
; O2-NEXT: mov %o0, %sp
; O2-NEXT: call use
; O2-NEXT: add %o0, 96, %o0
; O2-NEXT: mov %l0, %sp
; O2-NEXT: ret
; O2-NEXT: restore
; O0-LABEL: stack_save:{{.*}}
; O0-NEXT: .cfi_startproc
; O0-NEXT: ! %bb.0:{{.*}}
; O0-NEXT: save %sp, -112, %sp
; O0-NEXT: .cfi_def_cfa_register %r30
; O0-NEXT: .cfi_window_save
; O0-NEXT: .cfi_register %r15, %r31
; O0-NEXT: mov %i0, %o0
; O0-NEXT: mov %i1, %o0
; O0-NEXT: mov %sp, %o1
; O0-NEXT: mov %sp, %o2
; O0-NEXT: add %o0, 15, %o0
; O0-NEXT: and %o0, -16, %o0
; O0-NEXT: add %o0, 15, %o0
; O0-NEXT: and %o0, -16, %o0
; O0-NEXT: sub %o2, %o0, %o0
; O0-NEXT: mov %o0, %sp
; O0-NEXT: add %o0, 96, %o0
; O0-NEXT: call use
; O0-NEXT: st %o1, [%fp+-16]
; O0-NEXT: ld [%fp+-16], %o0
; O0-NEXT: mov %o0, %sp
; O0-NEXT: ret
; O0-NEXT: restore
entry:
  %0 = call ptr @llvm.stacksave()
  %vla = alloca i8, i64 %n, align 16
  call void @use(ptr noundef nonnull %vla)
  call void @llvm.stackrestore(ptr %0)
  ret void
}

declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
