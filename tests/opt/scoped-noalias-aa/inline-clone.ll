; Inlining a callee that carries scopes twice gives each copy its own scopes (LLVM's
; ScopedAliasMetadataDeepCloner): within a copy the accesses stay apart, across copies
; they may alias (with shared scopes, copy 2's load would wrongly be apart from copy
; 1's store: 4 NoAlias instead of 2).
; RUN: pyopt -passes='cgscc(inline),function(aa-eval)' -aa-pipeline=scoped-noalias-aa \
; RUN:   -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: Function: k:
; CHECK: NoAlias: %v.i = load i32, ptr %y{{.*}} <-> store i32 0, ptr %x
; CHECK: MayAlias: %v.i = load i32, ptr %y{{.*}} <-> store i32 0, ptr %y
; CHECK: MayAlias: %v.i{{[0-9]*}} = load i32, ptr %x{{.*}} <-> store i32 0, ptr %x
; CHECK: NoAlias: %v.i{{[0-9]*}} = load i32, ptr %x{{.*}} <-> store i32 0, ptr %y
; CHECK: MayAlias: store i32 0, ptr %y{{.*}} <-> store i32 0, ptr %x
; CHECK: 2 no alias responses

define internal i32 @c(ptr %a, ptr %b) {
  call void @llvm.experimental.noalias.scope.decl(metadata !10)
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store i32 0, ptr %a, align 4, !alias.scope !10, !noalias !11
  %v = load i32, ptr %b, align 4, !alias.scope !11, !noalias !10
  ret i32 %v
}

define i32 @k(ptr %x, ptr %y) {
  %r1 = call i32 @c(ptr %x, ptr %y)
  %r2 = call i32 @c(ptr %y, ptr %x)
  %s = add i32 %r1, %r2
  ret i32 %s
}

declare void @llvm.experimental.noalias.scope.decl(metadata)

!0 = distinct !{!0, !"c"}
!1 = distinct !{!1, !0, !"c: %a"}
!2 = distinct !{!2, !0, !"c: %b"}
!10 = !{!1}
!11 = !{!2}
