; RUN: pyopt -passes=internalize -S %s | FileCheck %s
; RUN: pyopt '-passes=internalize<api=main;api_fn>' -S %s | FileCheck %s --check-prefix=API
; The first RUN's CHECK lines pass on opt-16 -passes=internalize
; -internalize-public-api-list=main; the second's with -internalize-public-api-list=main,api_fn.

; CHECK: @data = internal global i32 1
; CHECK: @kept_used = global i32 2
; CHECK: @ae = available_externally global i32 3
; CHECK: @decl = external global i32
; CHECK: @weak_data = internal global i32 4
; CHECK: @already = internal global i32 5
@data = global i32 1
@kept_used = global i32 2
@ae = available_externally global i32 3
@decl = external global i32
@weak_data = weak global i32 4
@already = internal global i32 5
@llvm.used = appending global [1 x ptr] [ptr @kept_used], section "llvm.metadata"

; CHECK-LABEL: define i32 @main(
; API-LABEL: define i32 @main(
define i32 @main() {
  ret i32 0
}

; CHECK-LABEL: define internal void @api_fn(
; API-LABEL: define void @api_fn(
define void @api_fn() {
  ret void
}

; CHECK-LABEL: define internal void @hidden_fn(
; API-LABEL: define internal void @hidden_fn(
define hidden void @hidden_fn() {
  ret void
}

; CHECK: declare void @external_decl()
declare void @external_decl()
