; RUN: pyopt -passes=sroa -S %s | FileCheck %s

%struct.pt = type { i32, i32 }

; A struct accessed field by field becomes two scalars, then SSA values.
define i32 @fields(i32 %a, i32 %b) {
; CHECK-LABEL: @fields(
; CHECK-NOT: alloca
; CHECK: %s = add i32 %a, %b
; CHECK-NEXT: ret i32 %s
  %p = alloca %struct.pt, align 4
  %x = getelementptr inbounds %struct.pt, ptr %p, i32 0, i32 0
  store i32 %a, ptr %x, align 4
  %y = getelementptr inbounds %struct.pt, ptr %p, i32 0, i32 1
  store i32 %b, ptr %y, align 4
  %lx = load i32, ptr %x, align 4
  %ly = load i32, ptr %y, align 4
  %s = add i32 %lx, %ly
  ret i32 %s
}

declare void @use(ptr)

; must not fire: the address escapes; a dynamic index; overlapping accesses
define i32 @escapes() {
; CHECK-LABEL: @escapes(
; CHECK: alloca %struct.pt
  %p = alloca %struct.pt, align 4
  call void @use(ptr %p)
  %l = load i32, ptr %p
  ret i32 %l
}

define i32 @dynamic(i64 %i) {
; CHECK-LABEL: @dynamic(
; CHECK: alloca [4 x i32]
  %p = alloca [4 x i32], align 4
  %e = getelementptr inbounds [4 x i32], ptr %p, i64 0, i64 %i
  store i32 1, ptr %e
  %l = load i32, ptr %p
  ret i32 %l
}

define i16 @overlap() {
; CHECK-LABEL: @overlap(
; CHECK: alloca i32
  %p = alloca i32, align 4
  store i32 65537, ptr %p
  %l = load i16, ptr %p
  ret i16 %l
}
