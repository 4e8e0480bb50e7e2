; Thread-local variables: local exec for dso_local definitions, initial exec for the
; others; under PIC for a shared object (no "PIE Level") general dynamic, initial exec
; where the IR asks for it (targets/sparc/tls.py), in .tdata / .tbss (SHF_TLS).
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=DATA
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=PIC

@counter = dso_local thread_local global i32 5, align 4
@table = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@shared = external thread_local global i32, align 4
@asked = external thread_local(initialexec) global i64, align 8

define dso_local i32 @load_local() nounwind {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %tle_hix22(counter), %o1
; CHECK-NEXT: xor %o1, %tle_lox10(counter), %o1
; CHECK-NEXT: add %g7, %o1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o1+0], %o0
; DATA-LABEL: load_local:{{.*}}
; DATA-NEXT: ! %bb.0:{{.*}}
; DATA-NEXT: sethi %tle_hix22(counter), %o1
; DATA-NEXT: xor %o1, %tle_lox10(counter), %o1
; DATA-NEXT: add %g7, %o1, %o1
; DATA-NEXT: retl
; DATA-NEXT: ld [%o1+0], %o0
; PIC-LABEL: load_local:{{.*}}
; PIC-NEXT: ! %bb.0:{{.*}}
; PIC-NEXT: save %sp, -96, %sp
; PIC-NEXT: call .+8
; PIC-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; PIC-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; PIC-NEXT: add %o0, %o7, %o0
; PIC-NEXT: sethi %tgd_hi22(counter), %g1
; PIC-NEXT: add %g1, %tgd_lo10(counter), %g1
; PIC-NEXT: add %o0, %g1, %o0, %tgd_add(counter)
; PIC-NEXT: call __tls_get_addr, %tgd_call(counter)
; PIC-NEXT: nop
; PIC-NEXT: ld [%o0+0], %i0
; PIC-NEXT: ret
; PIC-NEXT: restore
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local ptr @element_address() nounwind {
; CHECK-LABEL: element_address:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi %tle_hix22(table), %o1
; CHECK-NEXT: xor %o1, %tle_lox10(table), %o1
; CHECK-NEXT: add %g7, %o1, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: add %o1, 8, %o0
; DATA-LABEL: element_address:{{.*}}
; DATA-NEXT: ! %bb.0:{{.*}}
; DATA-NEXT: sethi %tle_hix22(table), %o1
; DATA-NEXT: xor %o1, %tle_lox10(table), %o1
; DATA-NEXT: add %g7, %o1, %o1
; DATA-NEXT: retl
; DATA-NEXT: add %o1, 8, %o0
; PIC-LABEL: element_address:{{.*}}
; PIC-NEXT: ! %bb.0:{{.*}}
; PIC-NEXT: save %sp, -96, %sp
; PIC-NEXT: call .+8
; PIC-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; PIC-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; PIC-NEXT: add %o0, %o7, %o0
; PIC-NEXT: sethi %tgd_hi22(table), %g1
; PIC-NEXT: add %g1, %tgd_lo10(table), %g1
; PIC-NEXT: add %o0, %g1, %o0, %tgd_add(table)
; PIC-NEXT: call __tls_get_addr, %tgd_call(table)
; PIC-NEXT: nop
; PIC-NEXT: ret
; PIC-NEXT: restore %o0, 8, %o0
  ret ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 2)
}

define dso_local void @store_shared(i32 %v) nounwind {
; CHECK-LABEL: store_shared:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: call .+8
; CHECK-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; CHECK-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; CHECK-NEXT: add %o0, %o7, %o0
; CHECK-NEXT: sethi %tie_hi22(shared), %o1
; CHECK-NEXT: add %o1, %tie_lo10(shared), %o1
; CHECK-NEXT: ld [%o0+%o1], %o0, %tie_ld(shared)
; CHECK-NEXT: add %g7, %o0, %o0, %tie_add(shared)
; CHECK-NEXT: st %i0, [%o0+0]
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; DATA-LABEL: store_shared:{{.*}}
; DATA-NEXT: ! %bb.0:{{.*}}
; DATA-NEXT: save %sp, -96, %sp
; DATA-NEXT: call .+8
; DATA-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; DATA-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; DATA-NEXT: add %o0, %o7, %o0
; DATA-NEXT: sethi %tie_hi22(shared), %o1
; DATA-NEXT: add %o1, %tie_lo10(shared), %o1
; DATA-NEXT: ld [%o0+%o1], %o0, %tie_ld(shared)
; DATA-NEXT: add %g7, %o0, %o0, %tie_add(shared)
; DATA-NEXT: st %i0, [%o0+0]
; DATA-NEXT: ret
; DATA-NEXT: restore
; PIC-LABEL: store_shared:{{.*}}
; PIC-NEXT: ! %bb.0:{{.*}}
; PIC-NEXT: save %sp, -96, %sp
; PIC-NEXT: call .+8
; PIC-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; PIC-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; PIC-NEXT: add %o0, %o7, %o0
; PIC-NEXT: sethi %tgd_hi22(shared), %g1
; PIC-NEXT: add %g1, %tgd_lo10(shared), %g1
; PIC-NEXT: add %o0, %g1, %o0, %tgd_add(shared)
; PIC-NEXT: call __tls_get_addr, %tgd_call(shared)
; PIC-NEXT: nop
; PIC-NEXT: st %i0, [%o0+0]
; PIC-NEXT: ret
; PIC-NEXT: restore
  store i32 %v, ptr @shared, align 4
  ret void
}

define dso_local i64 @load_asked() nounwind {
; CHECK-LABEL: load_asked:{{.*}}
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: save %sp, -96, %sp
; CHECK-NEXT: call .+8
; CHECK-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; CHECK-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; CHECK-NEXT: add %o0, %o7, %o0
; CHECK-NEXT: sethi %tie_hi22(asked), %o1
; CHECK-NEXT: add %o1, %tie_lo10(asked), %o1
; CHECK-NEXT: ld [%o0+%o1], %o0, %tie_ld(asked)
; CHECK-NEXT: add %g7, %o0, %o0, %tie_add(asked)
; CHECK-NEXT: ld [%o0+4], %i1
; CHECK-NEXT: ld [%o0+0], %i0
; CHECK-NEXT: ret
; CHECK-NEXT: restore
; DATA-LABEL: load_asked:{{.*}}
; DATA-NEXT: ! %bb.0:{{.*}}
; DATA-NEXT: save %sp, -96, %sp
; DATA-NEXT: call .+8
; DATA-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; DATA-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; DATA-NEXT: add %o0, %o7, %o0
; DATA-NEXT: sethi %tie_hi22(asked), %o1
; DATA-NEXT: add %o1, %tie_lo10(asked), %o1
; DATA-NEXT: ld [%o0+%o1], %o0, %tie_ld(asked)
; DATA-NEXT: add %g7, %o0, %o0, %tie_add(asked)
; DATA-NEXT: ld [%o0+4], %i1
; DATA-NEXT: ld [%o0+0], %i0
; DATA-NEXT: ret
; DATA-NEXT: restore
; PIC-LABEL: load_asked:{{.*}}
; PIC-NEXT: ! %bb.0:{{.*}}
; PIC-NEXT: save %sp, -96, %sp
; PIC-NEXT: call .+8
; PIC-NEXT: sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), %o0
; PIC-NEXT: or %o0, %pc10(_GLOBAL_OFFSET_TABLE_+8), %o0
; PIC-NEXT: add %o0, %o7, %o0
; PIC-NEXT: sethi %tie_hi22(asked), %o1
; PIC-NEXT: add %o1, %tie_lo10(asked), %o1
; PIC-NEXT: ld [%o0+%o1], %o0, %tie_ld(asked)
; PIC-NEXT: add %g7, %o0, %o0, %tie_add(asked)
; PIC-NEXT: ld [%o0+4], %i1
; PIC-NEXT: ld [%o0+0], %i0
; PIC-NEXT: ret
; PIC-NEXT: restore
  %v = load i64, ptr @asked, align 8
  ret i64 %v
}

; The sections and symbols (hand-written: tools/filecheck_update.py blesses functions,
; and would also write DATA checks for them and drop `.tlsdesccall`: restore by hand).
