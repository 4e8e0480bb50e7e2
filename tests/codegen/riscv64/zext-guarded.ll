; `zext i32 %n to i64` of a sign-extended %n is %n itself where %n > 0 or %n >= 0 is
; known by the branch into the block (targets/riscv64/zext.py, after LLVM's
; RISCVCodeGenPrepare); elsewhere it stays `slli 32` + `srli 32`.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

; n > 0 guards the block: no shifts
define dso_local i64 @positive(i32 signext %n) {
; CHECK-LABEL: positive:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: bge zero, a0, .LBB0_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a1, zero, 3
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ret
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %then, label %done
then:
  %z = zext i32 %n to i64
  %m = mul i64 %z, 3
  ret i64 %m
done:
  ret i64 0
}

; n >= 0 guards it too
define dso_local i64 @non_negative(i32 signext %n) {
; CHECK-LABEL: non_negative:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: blt a0, zero, .LBB1_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: addi a1, zero, 3
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB1_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ret
entry:
  %neg = icmp slt i32 %n, 0
  br i1 %neg, label %done, label %then
then:
  %z = zext i32 %n to i64
  %m = mul i64 %z, 3
  ret i64 %m
done:
  ret i64 0
}

; the other edge (n <= 0): the shifts stay
define dso_local i64 @other_edge(i32 signext %n) {
; CHECK-LABEL: other_edge:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: blt zero, a0, .LBB2_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: addi a1, zero, 3
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ret
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %done, label %then
then:
  %z = zext i32 %n to i64
  %m = mul i64 %z, 3
  ret i64 %m
done:
  ret i64 0
}

; no guard: the shifts stay
define dso_local i64 @unguarded(i32 signext %n) {
; CHECK-LABEL: unguarded:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: addi a1, zero, 3
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: ret
  %z = zext i32 %n to i64
  %m = mul i64 %z, 3
  ret i64 %m
}

; without signext the register's upper bits are unknown: the shifts stay
define dso_local i64 @not_signext(i32 %n) {
; CHECK-LABEL: not_signext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: sext.w a1, a0
; CHECK-NEXT: bge zero, a1, .LBB4_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: addi a1, zero, 3
; CHECK-NEXT: mul a0, a0, a1
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB4_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 0
; CHECK-NEXT: ret
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %then, label %done
then:
  %z = zext i32 %n to i64
  %m = mul i64 %z, 3
  ret i64 %m
done:
  ret i64 0
}

; `n - 1` feeds a compare (sext.w) and a zext (slli 32): only its low 32 bits are read,
; so it is an addiw (sign-extended) and the sext.w goes
define dso_local i64 @low_bits_only(i32 signext %n, i32 signext %k) {
; CHECK-LABEL: low_bits_only:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addiw a3, a0, -1
; CHECK-NEXT: addiw a2, a0, -1
; CHECK-NEXT: slli a3, a3, 32
; CHECK-NEXT: srli a0, a3, 32
; CHECK-NEXT: addi a3, zero, 7
; CHECK-NEXT: blt a2, a1, .LBB5_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: mv a0, a3
; CHECK-NEXT: .LBB5_2:{{.*}}
; CHECK-NEXT: ret
  %d = add i32 %n, -1
  %c = icmp slt i32 %d, %k
  %z = zext i32 %d to i64
  %r = select i1 %c, i64 %z, i64 7
  ret i64 %r
}
