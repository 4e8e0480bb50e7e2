; A dense switch under -relocation-model=pic: llc's relative jump table entries
; (`.LBB - .LJTI` in .rodata, added to the table's address), which need no load-time
; relocation (codegen/pic.py jump_table_entry); SPARC: a compare tree, as llc-16.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --check-prefix=TABLE

@sink = dso_local global i32 0, align 4

define dso_local void @classify(i32 %x) nounwind {
; CHECK-LABEL: classify:{{.*}}
; CHECK-NEXT: .Lclassify$local:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: cmpl $4, %edi
; CHECK-NEXT: ja .LBB0_7
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: leaq .LJTI0_0(%rip), %rax
; CHECK-NEXT: movl %edi, %ecx
; CHECK-NEXT: movslq 0(%rax,%rcx,4), %rcx
; CHECK-NEXT: leaq 0(%rax,%rcx,1), %rax
; CHECK-NEXT: jmpq *%rax
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: movl $3, .Lsink$local(%rip)
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: movl $10, .Lsink$local(%rip)
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: movl $17, .Lsink$local(%rip)
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: movl $24, .Lsink$local(%rip)
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: movl $31, .Lsink$local(%rip)
; CHECK-NEXT: retq
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: retq
  switch i32 %x, label %other [ i32 0, label %b0
                                i32 1, label %b1
                                i32 2, label %b2
                                i32 3, label %b3
                                i32 4, label %b4 ]
b0:
  store volatile i32 3, ptr @sink, align 4
  ret void
b1:
  store volatile i32 10, ptr @sink, align 4
  ret void
b2:
  store volatile i32 17, ptr @sink, align 4
  ret void
b3:
  store volatile i32 24, ptr @sink, align 4
  ret void
b4:
  store volatile i32 31, ptr @sink, align 4
  ret void
other:
  ret void
}

; The table (hand-written: tools/filecheck_update.py blesses functions).
; TABLE-NOT: .data.rel.ro
; TABLE: .section .rodata,"a",@progbits
; TABLE-NEXT: .p2align 2
; TABLE-NEXT: .LJTI0_0:
; TABLE-NEXT: .long .LBB0_2-.LJTI0_0
; TABLE-NEXT: .long .LBB0_3-.LJTI0_0
; TABLE-NEXT: .long .LBB0_4-.LJTI0_0
; TABLE-NEXT: .long .LBB0_5-.LJTI0_0
; TABLE-NEXT: .long .LBB0_6-.LJTI0_0
