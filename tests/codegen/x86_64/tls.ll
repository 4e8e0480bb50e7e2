; Thread-local variables: local exec for dso_local definitions, initial exec for the
; others (targets/x86_64/tls.py), in .tdata / .tbss (SHF_TLS).
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --check-prefix=DATA

@counter = dso_local thread_local global i32 5, align 4
@table = dso_local thread_local global [4 x i32] zeroinitializer, align 4
@shared = external thread_local global i32, align 4
@asked = external thread_local(initialexec) global i64, align 8

define dso_local i32 @load_local() {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: leaq counter@TPOFF(%rax), %rax
; CHECK-NEXT: movl 0(%rax), %eax
; CHECK-NEXT: retq
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local ptr @element_address() {
; CHECK-LABEL: element_address:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: leaq table@TPOFF(%rax), %rax
; CHECK-NEXT: leaq 8(%rax), %rax
; CHECK-NEXT: retq
  ret ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 2)
}

define dso_local void @store_shared(i32 %v) {
; CHECK-LABEL: store_shared:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: addq shared@GOTTPOFF(%rip), %rax
; CHECK-NEXT: movl %edi, 0(%rax)
; CHECK-NEXT: retq
  store i32 %v, ptr @shared, align 4
  ret void
}

define dso_local i64 @load_asked() {
; CHECK-LABEL: load_asked:{{.*}}
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movq %fs:0, %rax
; CHECK-NEXT: addq asked@GOTTPOFF(%rip), %rax
; CHECK-NEXT: movq 0(%rax), %rax
; CHECK-NEXT: retq
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
