; Thread-local variables: local exec for dso_local definitions, initial exec for the
; others; under PIC for a shared object (no "PIE Level") local dynamic for the dso_local
; ones (the module's block, then x@DTPOFF), general dynamic for the others, initial exec
; where the IR asks for it (targets/x86_64/tls.py), in .tdata / .tbss (SHF_TLS).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=DATA
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -O2 %s -o - | FileCheck %s --match-full-lines --check-prefix=PIC

@counter = dso_local thread_local global i32 5, align 4
@table = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@shared = external thread_local global i32, align 4
@asked = external thread_local(initialexec) global i64, align 8

define dso_local i32 @load_local() nounwind {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: leaq counter@TPOFF(%rax), %rax
; CHECK-NEXT: movl 0(%rax), %eax
; CHECK-NEXT: retq
; PIC-LABEL: load_local:{{.*}}
; PIC-NEXT: .Lload_local$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: subq $8, %rsp
; PIC-NEXT: leaq counter@TLSLD(%rip), %rdi
; PIC-NEXT: callq __tls_get_addr@PLT
; PIC-NEXT: movq $counter@DTPOFF, %rcx
; PIC-NEXT: movl 0(%rax,%rcx,1), %eax
; PIC-NEXT: addq $8, %rsp
; PIC-NEXT: retq
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local ptr @element_address() nounwind {
; CHECK-LABEL: element_address:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: leaq table@TPOFF(%rax), %rax
; CHECK-NEXT: leaq 8(%rax), %rax
; CHECK-NEXT: retq
; PIC-LABEL: element_address:{{.*}}
; PIC-NEXT: .Lelement_address$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: subq $8, %rsp
; PIC-NEXT: leaq table@TLSLD(%rip), %rdi
; PIC-NEXT: callq __tls_get_addr@PLT
; PIC-NEXT: leaq table@DTPOFF(%rax), %rax
; PIC-NEXT: addq $8, %rax
; PIC-NEXT: addq $8, %rsp
; PIC-NEXT: retq
  ret ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 2)
}

define dso_local void @store_shared(i32 %v) nounwind {
; CHECK-LABEL: store_shared:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: addq shared@GOTTPOFF(%rip), %rax
; CHECK-NEXT: movl %edi, 0(%rax)
; CHECK-NEXT: retq
; PIC-LABEL: store_shared:{{.*}}
; PIC-NEXT: .Lstore_shared$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: pushq %rbx
; PIC-NEXT: movq %rdi, %rbx
; PIC-NEXT: data16
; PIC-NEXT: leaq shared@TLSGD(%rip), %rdi
; PIC-NEXT: data16
; PIC-NEXT: data16
; PIC-NEXT: rex64
; PIC-NEXT: callq __tls_get_addr@PLT
; PIC-NEXT: movl %ebx, 0(%rax)
; PIC-NEXT: popq %rbx
; PIC-NEXT: retq
  store i32 %v, ptr @shared, align 4
  ret void
}

define dso_local i64 @load_asked() nounwind {
; CHECK-LABEL: load_asked:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: addq asked@GOTTPOFF(%rip), %rax
; CHECK-NEXT: movq 0(%rax), %rax
; CHECK-NEXT: retq
; PIC-LABEL: load_asked:{{.*}}
; PIC-NEXT: .Lload_asked$local:{{.*}}
; PIC-NEXT: # %bb.0:{{.*}}
; PIC-NEXT: movq %fs:0, %rax
; PIC-NEXT: addq asked@GOTTPOFF(%rip), %rax
; PIC-NEXT: movq 0(%rax), %rax
; PIC-NEXT: retq
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
