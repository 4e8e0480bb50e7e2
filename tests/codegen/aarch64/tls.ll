; Thread-local variables: local exec for dso_local definitions, initial exec for the
; others; under PIC for a shared object (no "PIE Level") general dynamic, initial exec
; where the IR asks for it (targets/aarch64/tls.py), in .tdata / .tbss (SHF_TLS).
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=DATA
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=PIC

@counter = dso_local thread_local global i32 5, align 4
@table = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@shared = external thread_local global i32, align 4
@asked = external thread_local(initialexec) global i64, align 8

define dso_local i32 @load_local() nounwind {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mrs x0, TPIDR_EL0
; CHECK-NEXT: add x0, x0, :tprel_hi12:counter
; CHECK-NEXT: add x0, x0, :tprel_lo12_nc:counter
; CHECK-NEXT: ldr w0, [x0, #0]
; CHECK-NEXT: ret
; PIC-LABEL: load_local:{{.*}}
; PIC-NEXT: .Lload_local$local:{{.*}}
; PIC-NEXT: // %bb.0:{{.*}}
; PIC-NEXT: sub sp, sp, #16
; PIC-NEXT: stp x29, x30, [sp, #0]
; PIC-NEXT: mov x29, sp
; PIC-NEXT: adrp x0, :tlsdesc:counter
; PIC-NEXT: ldr x1, [x0, :tlsdesc_lo12:counter]
; PIC-NEXT: add x0, x0, :tlsdesc_lo12:counter
; PIC-NEXT: .tlsdesccall counter
; PIC-NEXT: blr x1
; PIC-NEXT: mrs x1, TPIDR_EL0
; PIC-NEXT: add x0, x1, x0
; PIC-NEXT: ldr w0, [x0, #0]
; PIC-NEXT: ldp x29, x30, [sp, #0]
; PIC-NEXT: add sp, sp, #16
; PIC-NEXT: ret
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local ptr @element_address() nounwind {
; CHECK-LABEL: element_address:{{.*}}
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: mrs x0, TPIDR_EL0
; CHECK-NEXT: add x0, x0, :tprel_hi12:table
; CHECK-NEXT: add x0, x0, :tprel_lo12_nc:table
; CHECK-NEXT: add x0, x0, #8
; CHECK-NEXT: ret
; PIC-LABEL: element_address:{{.*}}
; PIC-NEXT: .Lelement_address$local:{{.*}}
; PIC-NEXT: // %bb.0:{{.*}}
; PIC-NEXT: sub sp, sp, #16
; PIC-NEXT: stp x29, x30, [sp, #0]
; PIC-NEXT: mov x29, sp
; PIC-NEXT: adrp x0, :tlsdesc:table
; PIC-NEXT: ldr x1, [x0, :tlsdesc_lo12:table]
; PIC-NEXT: add x0, x0, :tlsdesc_lo12:table
; PIC-NEXT: .tlsdesccall table
; PIC-NEXT: blr x1
; PIC-NEXT: mrs x1, TPIDR_EL0
; PIC-NEXT: add x0, x1, x0
; PIC-NEXT: add x0, x0, #8
; PIC-NEXT: ldp x29, x30, [sp, #0]
; PIC-NEXT: add sp, sp, #16
; PIC-NEXT: ret
  ret ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 2)
}

define dso_local void @store_shared(i32 %v) nounwind {
; CHECK-LABEL: store_shared:{{.*}}
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x1, :gottprel:shared
; CHECK-NEXT: ldr x1, [x1, :gottprel_lo12:shared]
; CHECK-NEXT: mrs x2, TPIDR_EL0
; CHECK-NEXT: add x1, x2, x1
; CHECK-NEXT: str w0, [x1, #0]
; CHECK-NEXT: ret
; PIC-LABEL: store_shared:{{.*}}
; PIC-NEXT: .Lstore_shared$local:{{.*}}
; PIC-NEXT: // %bb.0:{{.*}}
; PIC-NEXT: sub sp, sp, #32
; PIC-NEXT: str x19, [sp, #8]
; PIC-NEXT: stp x29, x30, [sp, #16]
; PIC-NEXT: add x29, sp, #16
; PIC-NEXT: mov x19, x0
; PIC-NEXT: adrp x0, :tlsdesc:shared
; PIC-NEXT: ldr x1, [x0, :tlsdesc_lo12:shared]
; PIC-NEXT: add x0, x0, :tlsdesc_lo12:shared
; PIC-NEXT: .tlsdesccall shared
; PIC-NEXT: blr x1
; PIC-NEXT: mrs x1, TPIDR_EL0
; PIC-NEXT: add x0, x1, x0
; PIC-NEXT: str w19, [x0, #0]
; PIC-NEXT: ldr x19, [sp, #8]
; PIC-NEXT: ldp x29, x30, [sp, #16]
; PIC-NEXT: add sp, sp, #32
; PIC-NEXT: ret
  store i32 %v, ptr @shared, align 4
  ret void
}

define dso_local i64 @load_asked() nounwind {
; CHECK-LABEL: load_asked:{{.*}}
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: adrp x0, :gottprel:asked
; CHECK-NEXT: ldr x0, [x0, :gottprel_lo12:asked]
; CHECK-NEXT: mrs x1, TPIDR_EL0
; CHECK-NEXT: add x0, x1, x0
; CHECK-NEXT: ldr x0, [x0, #0]
; CHECK-NEXT: ret
; PIC-LABEL: load_asked:{{.*}}
; PIC-NEXT: .Lload_asked$local:{{.*}}
; PIC-NEXT: // %bb.0:{{.*}}
; PIC-NEXT: adrp x0, :gottprel:asked
; PIC-NEXT: ldr x0, [x0, :gottprel_lo12:asked]
; PIC-NEXT: mrs x1, TPIDR_EL0
; PIC-NEXT: add x0, x1, x0
; PIC-NEXT: ldr x0, [x0, #0]
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
