; -code-model (targets/x86_64/code_model.py): how a symbol's address is formed, as llc-16.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -code-model=medium -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,MEDIUM
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -code-model=large -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,LARGE

@local = dso_local global i32 5, align 4
@preemptible = global [1000 x i32] zeroinitializer, align 4
@counter = internal global i32 0, align 4
declare i32 @ext(i32)

define dso_local i32 @load_local() {
; CHECK-LABEL: load_local:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: # %bb.0:{{.*}}
; CHECK-NEXT: movabsq $local, %rax
; CHECK-NEXT: movl 0(%rax), %eax
; CHECK-NEXT: retq
  %v = load i32, ptr @local, align 4
  ret i32 %v
}

define dso_local void @store_preemptible(i32 %v) {
; MEDIUM-LABEL: store_preemptible:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: movq preemptible@GOTPCREL(%rip), %rax
; MEDIUM-NEXT: movl %edi, 28(%rax)
; MEDIUM-NEXT: retq
; LARGE-LABEL: store_preemptible:{{.*}}
; LARGE-NEXT: .cfi_startproc
; LARGE-NEXT: # %bb.0:{{.*}}
; LARGE-NEXT: movabsq $preemptible, %rax
; LARGE-NEXT: movl %edi, 28(%rax)
; LARGE-NEXT: retq
  %p = getelementptr [1000 x i32], ptr @preemptible, i64 0, i64 7
  store i32 %v, ptr %p, align 4
  ret void
}

define dso_local i32 @call_external(i32 %x) {
; MEDIUM-LABEL: call_external:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: subq $8, %rsp
; MEDIUM-NEXT: .cfi_def_cfa_offset 16
; MEDIUM-NEXT: movabsq $counter, %rax
; MEDIUM-NEXT: movl 0(%rax), %eax
; MEDIUM-NEXT: addl %eax, %edi
; MEDIUM-NEXT: callq ext
; MEDIUM-NEXT: addq $8, %rsp
; MEDIUM-NEXT: .cfi_def_cfa_offset 8
; MEDIUM-NEXT: retq
; LARGE-LABEL: call_external:{{.*}}
; LARGE-NEXT: .cfi_startproc
; LARGE-NEXT: # %bb.0:{{.*}}
; LARGE-NEXT: subq $8, %rsp
; LARGE-NEXT: .cfi_def_cfa_offset 16
; LARGE-NEXT: movabsq $counter, %rax
; LARGE-NEXT: movl 0(%rax), %eax
; LARGE-NEXT: addl %eax, %edi
; LARGE-NEXT: movabsq $ext, %rax
; LARGE-NEXT: callq *%rax
; LARGE-NEXT: addq $8, %rsp
; LARGE-NEXT: .cfi_def_cfa_offset 8
; LARGE-NEXT: retq
  %c = load i32, ptr @counter, align 4
  %s = add i32 %c, %x
  %r = call i32 @ext(i32 %s)
  ret i32 %r
}

define dso_local ptr @function_address() {
; MEDIUM-LABEL: function_address:{{.*}}
; MEDIUM-NEXT: .cfi_startproc
; MEDIUM-NEXT: # %bb.0:{{.*}}
; MEDIUM-NEXT: movq ext@GOTPCREL(%rip), %rax
; MEDIUM-NEXT: retq
; LARGE-LABEL: function_address:{{.*}}
; LARGE-NEXT: .cfi_startproc
; LARGE-NEXT: # %bb.0:{{.*}}
; LARGE-NEXT: movabsq $ext, %rax
; LARGE-NEXT: retq
  ret ptr @ext
}
