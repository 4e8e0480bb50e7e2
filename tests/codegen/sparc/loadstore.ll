; Loads of every width with sign/zero extension, stores of every width, address offsets.
; RUN: pyllc -mtriple=sparc-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines

target datalayout = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
target triple = "sparc-unknown-linux-gnu"

define dso_local i64 @load_i8_sext(ptr noundef %p) {
; CHECK-LABEL: load_i8_sext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ldub [%o0+0], %o2
; CHECK-NEXT: sll %o2, 24, %o2
; CHECK-NEXT: sra %o2, 24, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o1, 31, %o0
entry:
  %0 = load i8, ptr %p, align 1
  %conv = sext i8 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i8_zext(ptr noundef %p) {
; CHECK-LABEL: load_i8_zext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ldub [%o0+0], %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %0 = load i8, ptr %p, align 1
  %conv = zext i8 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i16_sext(ptr noundef %p) {
; CHECK-LABEL: load_i16_sext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: lduh [%o0+0], %o2
; CHECK-NEXT: sll %o2, 16, %o2
; CHECK-NEXT: sra %o2, 16, %o1
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o1, 31, %o0
entry:
  %0 = load i16, ptr %p, align 2
  %conv = sext i16 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i16_zext(ptr noundef %p) {
; CHECK-LABEL: load_i16_zext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: lduh [%o0+0], %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %0 = load i16, ptr %p, align 2
  %conv = zext i16 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i32_sext(ptr noundef %p) {
; CHECK-LABEL: load_i32_sext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o0+0], %o1
; CHECK-NEXT: retl
; CHECK-NEXT: sra %o1, 31, %o0
entry:
  %0 = load i32, ptr %p, align 4
  %conv = sext i32 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i32_zext(ptr noundef %p) {
; CHECK-LABEL: load_i32_zext:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o0+0], %o1
; CHECK-NEXT: retl
; CHECK-NEXT: mov %g0, %o0
entry:
  %0 = load i32, ptr %p, align 4
  %conv = zext i32 %0 to i64
  ret i64 %conv
}

define dso_local i64 @load_i64(ptr noundef %p) {
; CHECK-LABEL: load_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: ld [%o0+4], %o1
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o0+0], %o0
entry:
  %0 = load i64, ptr %p, align 8
  ret i64 %0
}

define dso_local i32 @load_i32_offset(ptr noundef %p) {
; CHECK-LABEL: load_i32_offset:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o0+40], %o0
entry:
  %arrayidx = getelementptr inbounds i32, ptr %p, i64 10
  %0 = load i32, ptr %arrayidx, align 4
  ret i32 %0
}

define dso_local i64 @load_i64_far(ptr noundef %p) {
; CHECK-LABEL: load_i64_far:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sethi 7, %o2
; CHECK-NEXT: or %o2, 836, %o2
; CHECK-NEXT: add %o0, %o2, %o2
; CHECK-NEXT: ld [%o2+0], %o1
; CHECK-NEXT: sethi 7, %o2
; CHECK-NEXT: or %o2, 832, %o2
; CHECK-NEXT: add %o0, %o2, %o2
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o2+0], %o0
entry:
  %arrayidx = getelementptr inbounds i64, ptr %p, i64 1000
  %0 = load i64, ptr %arrayidx, align 8
  ret i64 %0
}

define dso_local i32 @load_indexed(ptr noundef %p, i64 noundef %i) {
; CHECK-LABEL: load_indexed:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: sll %o2, 2, %o3
; CHECK-NEXT: retl
; CHECK-NEXT: ld [%o0+%o3], %o0
entry:
  %arrayidx = getelementptr inbounds i32, ptr %p, i64 %i
  %0 = load i32, ptr %arrayidx, align 4
  ret i32 %0
}

define dso_local void @store_i8(ptr noundef %p, i8 noundef %v) {
; CHECK-LABEL: store_i8:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: stb %o1, [%o0+0]
entry:
  store i8 %v, ptr %p, align 1
  ret void
}

define dso_local void @store_i16(ptr noundef %p, i16 noundef %v) {
; CHECK-LABEL: store_i16:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: sth %o1, [%o0+6]
entry:
  %arrayidx = getelementptr inbounds i16, ptr %p, i64 3
  store i16 %v, ptr %arrayidx, align 2
  ret void
}

define dso_local void @store_i32(ptr noundef %p, i32 noundef %v) {
; CHECK-LABEL: store_i32:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: st %o1, [%o0+0]
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define dso_local void @store_i64(ptr noundef %p, i64 noundef %v) {
; CHECK-LABEL: store_i64:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: st %o2, [%o0+-4]
; CHECK-NEXT: retl
; CHECK-NEXT: st %o1, [%o0+-8]
entry:
  %arrayidx = getelementptr inbounds i64, ptr %p, i64 -1
  store i64 %v, ptr %arrayidx, align 8
  ret void
}

define dso_local void @store_zero(ptr noundef %p) {
; CHECK-LABEL: store_zero:{{.*}}
; CHECK-NEXT: .cfi_startproc
; CHECK-NEXT: ! %bb.0:{{.*}}
; CHECK-NEXT: retl
; CHECK-NEXT: st %g0, [%o0+0]
entry:
  store i32 0, ptr %p, align 4
  ret void
}
