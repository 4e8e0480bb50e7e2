; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK
; A branch on the `or`/`and` of two compares is two compare-and-branches (isel/build_branch.py):
; no setcc/or/test. Not when a compare has another user (it must be computed anyway).

; bless: not=set
define i32 @or_two(i64 %a, i64 %b) {
; CHECK-LABEL: or_two:{{.*}}
; CHECK-NOT: {{.*(set).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpq $8, %rdi
; CHECK-NEXT: jb .LBB0_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: cmpq $32, %rsi
; CHECK-NEXT: jae .LBB0_3
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: movl $2, %eax
; CHECK-NEXT: retq
entry:
  %c1 = icmp ult i64 %a, 8
  %c2 = icmp ult i64 %b, 32
  %c = or i1 %c1, %c2
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}

; bless: not=set
define i32 @and_two(i32 %a, i32 %b) {
; CHECK-LABEL: and_two:{{.*}}
; CHECK-NOT: {{.*(set).*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: testl %edi, %edi
; CHECK-NEXT: jle .LBB1_3
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: cmpl $7, %esi
; CHECK-NEXT: jne .LBB1_3
; CHECK-NEXT: # %bb.2:{{.*}}
; CHECK-NEXT: movl $1, %eax
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB1_3:{{.*}}
; CHECK-NEXT: movl $2, %eax
; CHECK-NEXT: retq
entry:
  %c1 = icmp sgt i32 %a, 0
  %c2 = icmp eq i32 %b, 7
  %c = and i1 %c1, %c2
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}

; the first compare is also returned: one branch on the combined condition
define i1 @shared(i32 %a, i32 %b) {
; CHECK-LABEL: shared:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: testl %edi, %edi
; CHECK-NEXT: setg %al
; CHECK-NEXT: movzbl %al, %eax
; CHECK-NEXT: cmpl $7, %esi
; CHECK-NEXT: sete %cl
; CHECK-NEXT: movzbl %cl, %ecx
; CHECK-NEXT: movq %rax, %rdx
; CHECK-NEXT: orl %ecx, %edx
; CHECK-NEXT: testl %edx, %edx
; CHECK-NEXT: je .LBB2_2
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB2_2:{{.*}}
; CHECK-NEXT: xorl %eax, %eax
; CHECK-NEXT: retq
entry:
  %c1 = icmp sgt i32 %a, 0
  %c2 = icmp eq i32 %b, 7
  %c = or i1 %c1, %c2
  br i1 %c, label %t, label %f
t:
  ret i1 %c1
f:
  ret i1 0
}
