; A dense switch under -relocation-model=pic: llc's relative jump table entries
; (`.LBB - .LJTI` in .rodata, added to the table's address), which need no load-time
; relocation (codegen/pic.py jump_table_entry); SPARC: a compare tree, as llc-16.
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --check-prefix=TABLE

@sink = dso_local global i32 0, align 4

define dso_local void @classify(i32 %x) nounwind {
; CHECK-LABEL: classify:{{.*}}
; CHECK-NEXT: .Lclassify$local:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: addi a1, zero, 4
; CHECK-NEXT: sext.w a2, a0
; CHECK-NEXT: bltu a1, a2, .LBB0_7
; CHECK-NEXT: # %bb.1:{{.*}}
; CHECK-NEXT: lla a1, .LJTI0_0
; CHECK-NEXT: slli a0, a0, 32
; CHECK-NEXT: srli a0, a0, 32
; CHECK-NEXT: slli a0, a0, 2
; CHECK-NEXT: add a0, a1, a0
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: add a1, a1, a0
; CHECK-NEXT: jr a1
; CHECK-NEXT: .LBB0_2:{{.*}}
; CHECK-NEXT: addi a0, zero, 3
; CHECK-NEXT: lla a1, .Lsink$local
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: addi a0, zero, 10
; CHECK-NEXT: lla a1, .Lsink$local
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_4:{{.*}}
; CHECK-NEXT: addi a0, zero, 17
; CHECK-NEXT: lla a1, .Lsink$local
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: addi a0, zero, 24
; CHECK-NEXT: lla a1, .Lsink$local
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_6:{{.*}}
; CHECK-NEXT: addi a0, zero, 31
; CHECK-NEXT: lla a1, .Lsink$local
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: ret
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
; TABLE-NEXT: .word .LBB0_2-.LJTI0_0
; TABLE-NEXT: .word .LBB0_3-.LJTI0_0
; TABLE-NEXT: .word .LBB0_4-.LJTI0_0
; TABLE-NEXT: .word .LBB0_5-.LJTI0_0
; TABLE-NEXT: .word .LBB0_6-.LJTI0_0
