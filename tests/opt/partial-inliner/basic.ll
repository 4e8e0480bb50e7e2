; RUN: pyopt -passes=partial-inliner -S %s | FileCheck %s
; RUN: pyopt -passes=partial-inliner -S %s | llvm-as-16 -o /dev/null
; A guard `if (x == 0) return 0;` before a large body is copied into the caller; only
; the other path calls the function.

define i32 @guarded(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %early, label %body
early:
  ret i32 0
body:
  %v0 = add i32 %x, 1
  %v1 = mul i32 %v0, %x
  %v2 = mul i32 %v1, %x
  %v3 = mul i32 %v2, %x
  %v4 = mul i32 %v3, %x
  %v5 = mul i32 %v4, %x
  %v6 = mul i32 %v5, %x
  %v7 = mul i32 %v6, %x
  %v8 = mul i32 %v7, %x
  %v9 = mul i32 %v8, %x
  %v10 = mul i32 %v9, %x
  %v11 = mul i32 %v10, %x
  %v12 = mul i32 %v11, %x
  %v13 = mul i32 %v12, %x
  %v14 = mul i32 %v13, %x
  %v15 = mul i32 %v14, %x
  %v16 = mul i32 %v15, %x
  %v17 = mul i32 %v16, %x
  %v18 = mul i32 %v17, %x
  %v19 = mul i32 %v18, %x
  %v20 = mul i32 %v19, %x
  %v21 = mul i32 %v20, %x
  %v22 = mul i32 %v21, %x
  %v23 = mul i32 %v22, %x
  %v24 = mul i32 %v23, %x
  %v25 = mul i32 %v24, %x
  %v26 = mul i32 %v25, %x
  %v27 = mul i32 %v26, %x
  %v28 = mul i32 %v27, %x
  %v29 = mul i32 %v28, %x
  %v30 = mul i32 %v29, %x
  %v31 = mul i32 %v30, %x
  %v32 = mul i32 %v31, %x
  %v33 = mul i32 %v32, %x
  %v34 = mul i32 %v33, %x
  %v35 = mul i32 %v34, %x
  %v36 = mul i32 %v35, %x
  %v37 = mul i32 %v36, %x
  %v38 = mul i32 %v37, %x
  %v39 = mul i32 %v38, %x
  br label %done
done:
  ret i32 %v39
}
; must not fire: the early return is not in the entry's successors
define i32 @unguarded(i32 %x) {
entry:
  %v0 = add i32 %x, 1
  %v1 = mul i32 %v0, %x
  %v2 = mul i32 %v1, %x
  %v3 = mul i32 %v2, %x
  %v4 = mul i32 %v3, %x
  %v5 = mul i32 %v4, %x
  %v6 = mul i32 %v5, %x
  %v7 = mul i32 %v6, %x
  %v8 = mul i32 %v7, %x
  %v9 = mul i32 %v8, %x
  %v10 = mul i32 %v9, %x
  %v11 = mul i32 %v10, %x
  %v12 = mul i32 %v11, %x
  %v13 = mul i32 %v12, %x
  %v14 = mul i32 %v13, %x
  %v15 = mul i32 %v14, %x
  %v16 = mul i32 %v15, %x
  %v17 = mul i32 %v16, %x
  %v18 = mul i32 %v17, %x
  %v19 = mul i32 %v18, %x
  %v20 = mul i32 %v19, %x
  %v21 = mul i32 %v20, %x
  %v22 = mul i32 %v21, %x
  %v23 = mul i32 %v22, %x
  %v24 = mul i32 %v23, %x
  %v25 = mul i32 %v24, %x
  %v26 = mul i32 %v25, %x
  %v27 = mul i32 %v26, %x
  %v28 = mul i32 %v27, %x
  %v29 = mul i32 %v28, %x
  %v30 = mul i32 %v29, %x
  %v31 = mul i32 %v30, %x
  %v32 = mul i32 %v31, %x
  %v33 = mul i32 %v32, %x
  %v34 = mul i32 %v33, %x
  %v35 = mul i32 %v34, %x
  %v36 = mul i32 %v35, %x
  %v37 = mul i32 %v36, %x
  %v38 = mul i32 %v37, %x
  %v39 = mul i32 %v38, %x
  ret i32 %v39
}
define i32 @user(i32 %y) {
; CHECK-LABEL: define i32 @user(
; CHECK: %c.i = icmp eq i32 %y, 0
; CHECK-NEXT: br i1 %c.i, label %[[EARLY:.*]], label %[[CALL:.*]]
; CHECK: [[CALL]]:
; CHECK-NEXT: %r = call i32 @guarded(i32 %y)
; CHECK: phi i32 [ 0, %[[EARLY]] ], [ %r, %[[CALL]] ]
; CHECK: call i32 @unguarded(i32 %y)
  %r = call i32 @guarded(i32 %y)
  %u = call i32 @unguarded(i32 %y)
  %s = add i32 %r, %u
  ret i32 %s
}
