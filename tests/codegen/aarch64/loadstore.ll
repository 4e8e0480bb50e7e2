; Loads of every width with sign/zero extension, stores of every width, address offsets.
; RUN: pyllc -mtriple=aarch64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define dso_local i64 @load_i8_sext(ptr noundef %p) {
; CHECK-LABEL: load_i8_sext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrsb x0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i8, ptr %p, align 1
  %conv = sext i8 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i8_zext(ptr noundef %p) {
; CHECK-LABEL: load_i8_zext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrb w0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i8, ptr %p, align 1
  %conv = zext i8 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i16_sext(ptr noundef %p) {
; CHECK-LABEL: load_i16_sext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrsh x0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i16, ptr %p, align 2
  %conv = sext i16 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i16_zext(ptr noundef %p) {
; CHECK-LABEL: load_i16_zext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrh w0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i16, ptr %p, align 2
  %conv = zext i16 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i32_sext(ptr noundef %p) {
; CHECK-LABEL: load_i32_sext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldrsw x0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i32, ptr %p, align 4
  %conv = sext i32 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i32_zext(ptr noundef %p) {
; CHECK-LABEL: load_i32_zext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr w0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i32, ptr %p, align 4
  %conv = zext i32 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i64(ptr noundef %p) {
; CHECK-LABEL: load_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x0, [x0, #0]
; CHECK-NEXT: ret
entry:
  %0 = load i64, ptr %p, align 8
  ret i64 %0
}

define dso_local i32 @load_i32_offset(ptr noundef %p) {
; CHECK-LABEL: load_i32_offset:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldur w0, [x0, #40]
; CHECK-NEXT: ret
entry:
  %arrayidx = getelementptr inbounds i32, ptr %p, i64 10
  %0 = load i32, ptr %arrayidx, align 4
  ret i32 %0
}

define dso_local i64 @load_i64_far(ptr noundef %p) {
; CHECK-LABEL: load_i64_far:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr x0, [x0, #8000]
; CHECK-NEXT: ret
entry:
  %arrayidx = getelementptr inbounds i64, ptr %p, i64 1000
  %0 = load i64, ptr %arrayidx, align 8
  ret i64 %0
}

define dso_local i32 @load_indexed(ptr noundef %p, i64 noundef %i) {
; CHECK-LABEL: load_indexed:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: ldr w0, [x0, x1, lsl #2]
; CHECK-NEXT: ret
entry:
  %arrayidx = getelementptr inbounds i32, ptr %p, i64 %i
  %0 = load i32, ptr %arrayidx, align 4
  ret i32 %0
}

define dso_local void @store_i8(ptr noundef %p, i8 noundef %v) {
; CHECK-LABEL: store_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: strb w1, [x0, #0]
; CHECK-NEXT: ret
entry:
  store i8 %v, ptr %p, align 1
  ret void
}

define dso_local void @store_i16(ptr noundef %p, i16 noundef %v) {
; CHECK-LABEL: store_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: sturh w1, [x0, #6]
; CHECK-NEXT: ret
entry:
  %arrayidx = getelementptr inbounds i16, ptr %p, i64 3
  store i16 %v, ptr %arrayidx, align 2
  ret void
}

define dso_local void @store_i32(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: store_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str w1, [x0, #0]
; CHECK-NEXT: ret
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define dso_local void @store_i64(ptr noundef %p, i64 noundef %v) {
; CHECK-LABEL: store_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: stur x1, [x0, #-8]
; CHECK-NEXT: ret
entry:
  %arrayidx = getelementptr inbounds i64, ptr %p, i64 -1
  store i64 %v, ptr %arrayidx, align 8
  ret void
}

define dso_local void @store_zero(ptr noundef %p) {
; CHECK-LABEL: store_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: // %bb.0:{{.*}}
; CHECK-NEXT: str wzr, [x0, #0]
; CHECK-NEXT: ret
entry:
  store i32 0, ptr %p, align 4
  ret void
}
