; A dense switch under -relocation-model=pic: llc's relative jump table entries
; (`.LBB - .LJTI` in .rodata, added to the table's address), which need no load-time
; relocation (codegen/pic.py jump_table_entry); SPARC: a compare tree, as llc-16.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --check-prefix=TABLE

@sink = dso_local global i32 0, align 4

define dso_local void @classify(i32 %x) nounwind {
; CHECK-LABEL: classify:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: cmp %i0, 2
; CHECK-NEXT: call .+8
; CHECK-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; CHECK-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; CHECK-NEXT: add %o0, %o7, %o0
; CHECK-NEXT: bcc .LBB0_3
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.1:{{.*}}
; CHECK-NEXT: cmp %i0, 0
; CHECK-NEXT: bne .LBB0_5
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.2:{{.*}}
; CHECK-NEXT: mov 3, %o1
; CHECK-NEXT: sethi %hi(sink), %o2
; CHECK-NEXT: add %o2, %lo(sink), %o2
; CHECK-NEXT: ld [%o0+%o2], %o0
; CHECK-NEXT: st %o1, [%o0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; CHECK-NEXT: .LBB0_3:{{.*}}
; CHECK-NEXT: cmp %i0, 2
; CHECK-NEXT: bne .LBB0_7
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.4:{{.*}}
; CHECK-NEXT: mov 17, %o1
; CHECK-NEXT: sethi %hi(sink), %o2
; CHECK-NEXT: add %o2, %lo(sink), %o2
; CHECK-NEXT: ld [%o0+%o2], %o0
; CHECK-NEXT: st %o1, [%o0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; CHECK-NEXT: .LBB0_5:{{.*}}
; CHECK-NEXT: cmp %i0, 1
; CHECK-NEXT: bne .LBB0_11
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.6:{{.*}}
; CHECK-NEXT: mov 10, %o1
; CHECK-NEXT: sethi %hi(sink), %o2
; CHECK-NEXT: add %o2, %lo(sink), %o2
; CHECK-NEXT: ld [%o0+%o2], %o0
; CHECK-NEXT: st %o1, [%o0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; CHECK-NEXT: .LBB0_7:{{.*}}
; CHECK-NEXT: cmp %i0, 3
; CHECK-NEXT: be .LBB0_10
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.8:{{.*}}
; CHECK-NEXT: cmp %i0, 4
; CHECK-NEXT: bne .LBB0_11
; CHECK-NEXT: nop
; CHECK-NEXT: ! %bb.9:{{.*}}
; CHECK-NEXT: mov 31, %o1
; CHECK-NEXT: sethi %hi(sink), %o2
; CHECK-NEXT: add %o2, %lo(sink), %o2
; CHECK-NEXT: ld [%o0+%o2], %o0
; CHECK-NEXT: st %o1, [%o0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; CHECK-NEXT: .LBB0_10:{{.*}}
; CHECK-NEXT: mov 24, %o1
; CHECK-NEXT: sethi %hi(sink), %o2
; CHECK-NEXT: add %o2, %lo(sink), %o2
; CHECK-NEXT: ld [%o0+%o2], %o0
; CHECK-NEXT: st %o1, [%o0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; CHECK-NEXT: .LBB0_11:{{.*}}
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; TABLE-LABEL: classify:{{.*}}
; TABLE-NEXT: ! %bb.0:{{.*}}
; TABLE-NEXT: save %sp, -96, %sp
; TABLE-NEXT: cmp %i0, 2
; TABLE-NEXT: call .+8
; TABLE-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; TABLE-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; TABLE-NEXT: add %o0, %o7, %o0
; TABLE-NEXT: bcc .LBB0_3
; TABLE-NEXT: nop
; TABLE-NEXT: ! %bb.1:{{.*}}
; TABLE-NEXT: cmp %i0, 0
; TABLE-NEXT: bne .LBB0_5
; TABLE-NEXT: nop
; TABLE-NEXT: ! %bb.2:{{.*}}
; TABLE-NEXT: mov 3, %o1
; TABLE-NEXT: sethi %hi(sink), %o2
; TABLE-NEXT: add %o2, %lo(sink), %o2
; TABLE-NEXT: ld [%o0+%o2], %o0
; TABLE-NEXT: st %o1, [%o0+0]
; TABLE-NEXT: ret
; TABLE-NEXT: restore
; TABLE-NEXT: .LBB0_3:{{.*}}
; TABLE-NEXT: cmp %i0, 2
; TABLE-NEXT: bne .LBB0_7
; TABLE-NEXT: nop
; TABLE-NEXT: ! %bb.4:{{.*}}
; TABLE-NEXT: mov 17, %o1
; TABLE-NEXT: sethi %hi(sink), %o2
; TABLE-NEXT: add %o2, %lo(sink), %o2
; TABLE-NEXT: ld [%o0+%o2], %o0
; TABLE-NEXT: st %o1, [%o0+0]
; TABLE-NEXT: ret
; TABLE-NEXT: restore
; TABLE-NEXT: .LBB0_5:{{.*}}
; TABLE-NEXT: cmp %i0, 1
; TABLE-NEXT: bne .LBB0_11
; TABLE-NEXT: nop
; TABLE-NEXT: ! %bb.6:{{.*}}
; TABLE-NEXT: mov 10, %o1
; TABLE-NEXT: sethi %hi(sink), %o2
; TABLE-NEXT: add %o2, %lo(sink), %o2
; TABLE-NEXT: ld [%o0+%o2], %o0
; TABLE-NEXT: st %o1, [%o0+0]
; TABLE-NEXT: ret
; TABLE-NEXT: restore
; TABLE-NEXT: .LBB0_7:{{.*}}
; TABLE-NEXT: cmp %i0, 3
; TABLE-NEXT: be .LBB0_10
; TABLE-NEXT: nop
; TABLE-NEXT: ! %bb.8:{{.*}}
; TABLE-NEXT: cmp %i0, 4
; TABLE-NEXT: bne .LBB0_11
; TABLE-NEXT: nop
; TABLE-NEXT: ! %bb.9:{{.*}}
; TABLE-NEXT: mov 31, %o1
; TABLE-NEXT: sethi %hi(sink), %o2
; TABLE-NEXT: add %o2, %lo(sink), %o2
; TABLE-NEXT: ld [%o0+%o2], %o0
; TABLE-NEXT: st %o1, [%o0+0]
; TABLE-NEXT: ret
; TABLE-NEXT: restore
; TABLE-NEXT: .LBB0_10:{{.*}}
; TABLE-NEXT: mov 24, %o1
; TABLE-NEXT: sethi %hi(sink), %o2
; TABLE-NEXT: add %o2, %lo(sink), %o2
; TABLE-NEXT: ld [%o0+%o2], %o0
; TABLE-NEXT: st %o1, [%o0+0]
; TABLE-NEXT: ret
; TABLE-NEXT: restore
; TABLE-NEXT: .LBB0_11:{{.*}}
; TABLE-NEXT: ret
; TABLE-NEXT: restore
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

; No table at all (llc-16 makes no SPARC jump tables).
