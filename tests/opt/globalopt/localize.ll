; RUN: pyopt -passes=globalopt -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=globalopt.

; used only in a norecurse main, always stored before it is read: an alloca
; CHECK-NOT: @local_to_main =
@local_to_main = internal global i32 0
; must not fire: read before the first store (the initializer is observable)
; CHECK: @read_first = internal unnamed_addr global i32 0
@read_first = internal global i32 0

declare i32 @get()

; CHECK-LABEL: define i32 @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %local_to_main = alloca i32
; CHECK-NEXT: store i32 0, ptr %local_to_main
; CHECK: store i32 %x, ptr %local_to_main
; CHECK: load i32, ptr %local_to_main
; CHECK: load i32, ptr @read_first
define i32 @main() norecurse {
entry:
  %x = call i32 @get()
  store i32 %x, ptr @local_to_main
  %y = call i32 @get()
  %a = load i32, ptr @local_to_main
  %b = load i32, ptr @read_first
  %c = add i32 %y, 1
  store i32 %c, ptr @read_first
  %s = add i32 %a, %b
  ret i32 %s
}
