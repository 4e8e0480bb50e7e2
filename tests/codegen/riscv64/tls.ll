; Thread-local variables: local exec for dso_local definitions, initial exec for the
; others; under PIC for a shared object (no "PIE Level") general dynamic, initial exec
; where the IR asks for it (targets/riscv64/tls.py), in .tdata / .tbss (SHF_TLS).
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=DATA
; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=PIC

@counter = dso_local thread_local global i32 5, align 4
@table = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@shared = external thread_local global i32, align 4
@asked = external thread_local(initialexec) global i64, align 8

define dso_local i32 @load_local() nounwind {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %tprel_hi(counter)
; CHECK-NEXT: add a0, a0, tp, %tprel_add(counter)
; CHECK-NEXT: addi a0, a0, %tprel_lo(counter)
; CHECK-NEXT: lw a0, 0(a0)
; CHECK-NEXT: ret
; PIC-LABEL: load_local:{{.*}}
; PIC-NEXT: .Lload_local$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: addi sp, sp, -16
; PIC-NEXT: sd ra, 8(sp)
; PIC-NEXT: la.tls.gd a0, counter
; PIC-NEXT: call __tls_get_addr@plt
; PIC-NEXT: lw a0, 0(a0)
; PIC-NEXT: ld ra, 8(sp)
; PIC-NEXT: addi sp, sp, 16
; PIC-NEXT: ret
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local ptr @element_address() nounwind {
; CHECK-LABEL: element_address:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: lui a0, %tprel_hi(table)
; CHECK-NEXT: add a0, a0, tp, %tprel_add(table)
; CHECK-NEXT: addi a0, a0, %tprel_lo(table)
; CHECK-NEXT: addi a0, a0, 8
; CHECK-NEXT: ret
; PIC-LABEL: element_address:{{.*}}
; PIC-NEXT: .Lelement_address$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: addi sp, sp, -16
; PIC-NEXT: sd ra, 8(sp)
; PIC-NEXT: la.tls.gd a0, table
; PIC-NEXT: call __tls_get_addr@plt
; PIC-NEXT: addi a0, a0, 8
; PIC-NEXT: ld ra, 8(sp)
; PIC-NEXT: addi sp, sp, 16
; PIC-NEXT: ret
  ret ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 2)
}

define dso_local void @store_shared(i32 %v) nounwind {
; CHECK-LABEL: store_shared:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: la.tls.ie a1, shared
; CHECK-NEXT: add a1, a1, tp
; CHECK-NEXT: sw a0, 0(a1)
; CHECK-NEXT: ret
; PIC-LABEL: store_shared:{{.*}}
; PIC-NEXT: .Lstore_shared$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: addi sp, sp, -16
; PIC-NEXT: sd ra, 8(sp)
; PIC-NEXT: sd s1, 0(sp)
; PIC-NEXT: mv s1, a0
; PIC-NEXT: la.tls.gd a0, shared
; PIC-NEXT: call __tls_get_addr@plt
; PIC-NEXT: sw s1, 0(a0)
; PIC-NEXT: ld ra, 8(sp)
; PIC-NEXT: ld s1, 0(sp)
; PIC-NEXT: addi sp, sp, 16
; PIC-NEXT: ret
  store i32 %v, ptr @shared, align 4
  ret void
}

define dso_local i64 @load_asked() nounwind {
; CHECK-LABEL: load_asked:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: la.tls.ie a0, asked
; CHECK-NEXT: add a0, a0, tp
; CHECK-NEXT: ld a0, 0(a0)
; CHECK-NEXT: ret
; PIC-LABEL: load_asked:{{.*}}
; PIC-NEXT: .Lload_asked$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: la.tls.ie a0, asked
; PIC-NEXT: add a0, a0, tp
; PIC-NEXT: ld a0, 0(a0)
; PIC-NEXT: ret
  %v = load i64, ptr @asked, align 8
  ret i64 %v
}

; The sections and symbols (hand-written: tools/filecheck_update.py blesses functions,
; and would also write DATA checks for them and drop `.tlsdesccall`: restore by hand).
; DATA: .type counter,{{[@%#]}}object
; DATA-NEXT: .section	.tdata,"awT",@progbits
; DATA: counter:
; DATA: .type table,{{[@%#]}}object
; DATA-NEXT: .section	.tbss,"awT",@nobits
; DATA: table:
; DATA-NOT: shared:
