; A function with an sret argument must return that pointer in %rax (SysV x86-64
; psABI 3.2.3: "On return %rax will contain the address that has been passed in by the
; caller in %rdi"; llc-16 emits movq %rdi, %rax). pyllc once left %rax undefined, so code
; compiled by GCC that uses %rax after the call reads garbage.
; Hand-written checks (not blessed): they state the correct code.
; RUN: pyllc -mtriple=x86_64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Big = type { i64, i64, i64, i64 }

define dso_local void @sret_ret(ptr noalias nocapture writeonly sret(%struct.Big) align 8 %agg.result, i64 noundef %x) {
; CHECK-LABEL: sret_ret:{{.*}}
; CHECK: movq %rdi, %rax
; CHECK: retq
entry:
  store i64 %x, ptr %agg.result, align 8
  %b = getelementptr inbounds %struct.Big, ptr %agg.result, i64 0, i32 1
  store i64 1, ptr %b, align 8
  %c = getelementptr inbounds %struct.Big, ptr %agg.result, i64 0, i32 2
  store i64 2, ptr %c, align 8
  %d = getelementptr inbounds %struct.Big, ptr %agg.result, i64 0, i32 3
  store i64 3, ptr %d, align 8
  ret void
}
