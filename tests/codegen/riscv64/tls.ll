; Thread-local variables: local exec for dso_local definitions, initial exec for the
; others (targets/riscv64/tls.py), in .tdata / .tbss (SHF_TLS).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=DATA

@counter = dso_local thread_local global i32 5, align 4
@table = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@shared = external thread_local global i32, align 4
@asked = external thread_local(initialexec) global i64, align 8

define dso_local i32 @load_local() {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %tprel_hi(counter)
; CHECK-NEXT: add a0, a0, tp, %tprel_add(counter)
; CHECK-NEXT: addi a0, a0, %tprel_lo(counter)
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: ret
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local ptr @element_address() {
; CHECK-LABEL: element_address:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %tprel_hi(table)
; CHECK-NEXT: add a0, a0, tp, %tprel_add(table)
; CHECK-NEXT: addi a0, a0, %tprel_lo(table)
; CHECK-NEXT: addi a0, a0, 8
; CHECK-NEXT: ret
  ret ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 2)
}

define dso_local void @store_shared(i32 %v) {
; CHECK-LABEL: store_shared:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: la.tls.ie a1, shared
; CHECK-NEXT: add a1, a1, tp
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
  store i32 %v, ptr @shared, align 4
  ret void
}

define dso_local i64 @load_asked() {
; CHECK-LABEL: load_asked:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: la.tls.ie a0, asked
; CHECK-NEXT: add a0, a0, tp
; CHECK-NEXT: ld a0, 0(a0)
; CHECK-NEXT: ret
  %v = load i64, ptr @asked, align 8
  ret i64 %v
}

; The sections and symbols (hand-written: tools/filecheck_update.py blesses functions).
; DATA: .type counter,{{[@%#]}}object
; DATA-NEXT: .section	.tdata,"awT",@progbits
; DATA: counter:
; DATA: .type table,{{[@%#]}}object
; DATA-NEXT: .section	.tbss,"awT",@nobits
; DATA: table:
; DATA-NOT: shared:
