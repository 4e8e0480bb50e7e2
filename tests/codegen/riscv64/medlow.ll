; Symbol addresses under the default small code model (medlow, llc-16's default for
; riscv64 without PIC; targets/riscv64/medlow.py): `lui %hi` + `%lo` folded into the
; load or store, one `lui` shared by the accesses it dominates and hoisted out of loops;
; `addi %lo` only where the address itself is needed. -code-model=medium keeps `lla`.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 -code-model=medium %s -o - | FileCheck %s --check-prefix=MEDIUM

@g = dso_local global i32 0, align 4
@pair = dso_local global { i32, i32 } zeroinitializer, align 8
@arr = dso_local global [16 x i32] zeroinitializer, align 4

; one lui for the load and the store; %lo in both
define dso_local void @increment() {
; CHECK-LABEL: increment:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(g)
; CHECK-NEXT: lw a1, %lo(g)(a0)
; CHECK-NEXT: addiw a1, a1, 1
; CHECK-NEXT: sw a1, %lo(g)(a0)
; CHECK-NEXT: ret
; MEDIUM-LABEL: increment:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: lla a0, g
; MEDIUM-NEXT: lw a1, 0(a0)
; MEDIUM-NEXT: addiw a1, a1, 1
; MEDIUM-NEXT: sw a1, 0(a0)
; MEDIUM-NEXT: ret
  %v = load i32, ptr @g, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr @g, align 4
  ret void
}

; offsets below the alignment fold into %lo(pair+4) under the shared %hi(pair)
define dso_local i32 @pair_sum() {
; CHECK-LABEL: pair_sum:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(pair)
; CHECK-NEXT: lw a1, %lo(pair)(a0)
; CHECK-NEXT: lw a0, %lo(pair+4)(a0)
; CHECK-NEXT: add a0, a1, a0
; CHECK-NEXT: ret
; MEDIUM-LABEL: pair_sum:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: lla a0, pair
; MEDIUM-NEXT: lw a1, 0(a0)
; MEDIUM-NEXT: lw a0, 4(a0)
; MEDIUM-NEXT: add a0, a1, a0
; MEDIUM-NEXT: ret
  %a = load i32, ptr @pair, align 8
  %p = getelementptr inbounds { i32, i32 }, ptr @pair, i64 0, i32 1
  %b = load i32, ptr %p, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; two offsets not below the alignment: the address is built once, offsets stay
define dso_local i32 @arr_two(i64 %i) {
; CHECK-LABEL: arr_two:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a1, %hi(arr)
; CHECK-NEXT: addi a1, a1, %lo(arr)
; CHECK-NEXT: slli a0, a0, 2
; CHECK-NEXT: add a1, a1, a0
; CHECK-NEXT: lw a0, 0(a1)
; CHECK-NEXT: lw a1, 4(a1)
; CHECK-NEXT: add a0, a0, a1
; CHECK-NEXT: ret
; MEDIUM-LABEL: arr_two:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: lla a1, arr
; MEDIUM-NEXT: slli a0, a0, 2
; MEDIUM-NEXT: add a1, a1, a0
; MEDIUM-NEXT: lw a0, 0(a1)
; MEDIUM-NEXT: lw a1, 4(a1)
; MEDIUM-NEXT: add a0, a0, a1
; MEDIUM-NEXT: ret
  %p = getelementptr inbounds [16 x i32], ptr @arr, i64 0, i64 %i
  %a = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %b = load i32, ptr %q, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; the entry block's lui serves both arms
define dso_local i32 @branches(i32 %c) {
; CHECK-LABEL: branches:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: mv a2, a0
; CHECK-NEXT: lui a1, %hi(g)
; CHECK-NEXT: lw a0, %lo(g)(a1)
; CHECK-NEXT: slli a2, a2, 32
; CHECK-NEXT: bne a2, zero, .LBB3_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a2, zero, 1
; CHECK-NEXT: sw a2, %lo(g)(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB3_2:{{.*}}
; CHECK-NEXT: addi a2, zero, 2
; CHECK-NEXT: sw a2, %lo(g)(a1)
; CHECK-NEXT: ret
; MEDIUM-LABEL: branches:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: mv a1, a0
; MEDIUM-NEXT: lla a0, g
; MEDIUM-NEXT: lw a0, 0(a0)
; MEDIUM-NEXT: slli a1, a1, 32
; MEDIUM-NEXT: bne a1, zero, .LBB3_2
; MEDIUM-NEXT: # %bb.1:{{.*}}
; MEDIUM-NEXT: addi a1, zero, 1
; MEDIUM-NEXT: lla a2, g
; MEDIUM-NEXT: sw a1, 0(a2)
; MEDIUM-NEXT: ret
; MEDIUM-NEXT: .LBB3_2:{{.*}}
; MEDIUM-NEXT: addi a1, zero, 2
; MEDIUM-NEXT: lla a2, g
; MEDIUM-NEXT: sw a1, 0(a2)
; MEDIUM-NEXT: ret
entry:
  %v = load i32, ptr @g, align 4
  %t = icmp eq i32 %c, 0
  br i1 %t, label %zero, label %other
zero:
  store i32 1, ptr @g, align 4
  ret i32 %v
other:
  store i32 2, ptr @g, align 4
  ret i32 %v
}

; the lui leaves the loop
define dso_local void @fill(i32 signext %n) {
; CHECK-LABEL: fill:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: bge zero, a0, .LBB4_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a2, zero, 0
; CHECK-NEXT: lui a1, %hi(g)
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: mv a3, a2
; CHECK-NEXT: lw a2, %lo(g)(a1)
; CHECK-NEXT: addw a2, a2, a3
; CHECK-NEXT: sw a2, %lo(g)(a1)
; CHECK-NEXT: addiw a2, a3, 1
; CHECK-NEXT: addiw a3, a3, 1
; CHECK-NEXT: blt a3, a0, .LBB4_2
; CHECK-NEXT: .LBB4_3:{{.*}}
; CHECK-NEXT: ret
; MEDIUM-LABEL: fill:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: bge zero, a0, .LBB4_3
; MEDIUM-NEXT: # %bb.1:{{.*}}
; MEDIUM-NEXT: addi a2, zero, 0
; MEDIUM-NEXT: lla a1, g
; MEDIUM-NEXT: .LBB4_2:{{.*}}
; MEDIUM-NEXT: mv a3, a2
; MEDIUM-NEXT: lw a2, 0(a1)
; MEDIUM-NEXT: addw a2, a2, a3
; MEDIUM-NEXT: sw a2, 0(a1)
; MEDIUM-NEXT: addiw a2, a3, 1
; MEDIUM-NEXT: addiw a3, a3, 1
; MEDIUM-NEXT: blt a3, a0, .LBB4_2
; MEDIUM-NEXT: .LBB4_3:{{.*}}
; MEDIUM-NEXT: ret
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %old = load i32, ptr @g, align 4
  %new = add i32 %old, %i
  store i32 %new, ptr @g, align 4
  %next = add nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; the address itself: lui + addi
define dso_local ptr @address() {
; CHECK-LABEL: address:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %hi(arr)
; CHECK-NEXT: addi a0, a0, %lo(arr)
; CHECK-NEXT: ret
; MEDIUM-LABEL: address:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: lla a0, arr
; MEDIUM-NEXT: ret
  ret ptr @arr
}

