; RUN: pyopt -passes=inline -S %s | FileCheck %s
; RUN: pyopt -passes=inline -S %s | llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=inline.

declare void @ext(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @printf(ptr, ...)

; must fire: a small internal callee is inlined and, dead, deleted
define internal i32 @small(i32 %x) {
entry:
  %a = add i32 %x, 1
  ret i32 %a
}
; CHECK-NOT: define internal i32 @small(

; must fire: two returns become a phi in the continuation
define i32 @two_rets(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %pos, label %neg
pos:
  ret i32 %x
neg:
  %n = sub i32 0, %x
  ret i32 %n
}

define i32 @caller(i32 %y) {
; CHECK-LABEL: define i32 @caller(
; CHECK-NEXT: entry:
; CHECK-NEXT: %a.i = add i32 %y, 1
; CHECK-NEXT: %c.i = icmp sgt i32 %a.i, 0
; CHECK: two_rets.exit:
; CHECK-NEXT: phi i32 [ %a.i, %pos.i ], [ %n.i, %neg.i ]
; CHECK-NOT: call
; CHECK: ret i32
entry:
  %r = call i32 @small(i32 %y)
  %s = call i32 @two_rets(i32 %r)
  ret i32 %s
}

; must fire: the callee's static alloca moves to the caller's entry block; at an
; invoke site the callee's calls become invokes unwinding to the landing pad
define void @with_alloca(i32 %v) {
entry:
  %p = alloca i32
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  call void @ext(i32 %l)
  ret void
}

define void @invoker(i32 %v) personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: define void @invoker(
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.i = alloca i32
; CHECK: invoke void @ext(i32 %l.i)
; CHECK-NEXT: to label %{{.*}} unwind label %lp
; CHECK: lp:
entry:
  invoke void @with_alloca(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %e = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %e
}

; must not fire: noinline, a recursive callee, a varargs callee using va_start, a callee
; too big (even with the single-block bonus)
define void @noinl() noinline {
  ret void
}
define void @rec(i32 %n) {
  call void @rec(i32 %n)
  ret void
}
define i32 @va(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end(ptr %ap)
  ret i32 %v
}
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
define i32 @big(i32 %x) {
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
  %v40 = mul i32 %v39, %x
  %v41 = mul i32 %v40, %x
  %v42 = mul i32 %v41, %x
  %v43 = mul i32 %v42, %x
  %v44 = mul i32 %v43, %x
  %v45 = mul i32 %v44, %x
  %v46 = mul i32 %v45, %x
  %v47 = mul i32 %v46, %x
  %v48 = mul i32 %v47, %x
  %v49 = mul i32 %v48, %x
  %v50 = mul i32 %v49, %x
  %v51 = mul i32 %v50, %x
  %v52 = mul i32 %v51, %x
  %v53 = mul i32 %v52, %x
  %v54 = mul i32 %v53, %x
  %v55 = mul i32 %v54, %x
  %v56 = mul i32 %v55, %x
  %v57 = mul i32 %v56, %x
  %v58 = mul i32 %v57, %x
  %v59 = mul i32 %v58, %x
  %v60 = mul i32 %v59, %x
  %v61 = mul i32 %v60, %x
  %v62 = mul i32 %v61, %x
  %v63 = mul i32 %v62, %x
  %v64 = mul i32 %v63, %x
  %v65 = mul i32 %v64, %x
  %v66 = mul i32 %v65, %x
  %v67 = mul i32 %v66, %x
  %v68 = mul i32 %v67, %x
  %v69 = mul i32 %v68, %x
  %v70 = mul i32 %v69, %x
  %v71 = mul i32 %v70, %x
  %v72 = mul i32 %v71, %x
  %v73 = mul i32 %v72, %x
  %v74 = mul i32 %v73, %x
  %v75 = mul i32 %v74, %x
  %v76 = mul i32 %v75, %x
  %v77 = mul i32 %v76, %x
  %v78 = mul i32 %v77, %x
  %v79 = mul i32 %v78, %x
  %v80 = mul i32 %v79, %x
  %v81 = mul i32 %v80, %x
  %v82 = mul i32 %v81, %x
  %v83 = mul i32 %v82, %x
  %v84 = mul i32 %v83, %x
  %v85 = mul i32 %v84, %x
  %v86 = mul i32 %v85, %x
  %v87 = mul i32 %v86, %x
  %v88 = mul i32 %v87, %x
  %v89 = mul i32 %v88, %x
  %v90 = mul i32 %v89, %x
  %v91 = mul i32 %v90, %x
  %v92 = mul i32 %v91, %x
  %v93 = mul i32 %v92, %x
  %v94 = mul i32 %v93, %x
  %v95 = mul i32 %v94, %x
  %v96 = mul i32 %v95, %x
  %v97 = mul i32 %v96, %x
  %v98 = mul i32 %v97, %x
  %v99 = mul i32 %v98, %x
  ret i32 %v99
}
define i32 @refused(i32 %x) {
; CHECK-LABEL: define i32 @refused(
; CHECK-NEXT: call void @noinl()
; CHECK-NEXT: call void @rec(i32 1)
; CHECK-NEXT: %a = call i32 (i32, ...) @va(i32 1, i32 2)
; CHECK-NEXT: %b = call i32 @big(i32 %x)
  call void @noinl()
  call void @rec(i32 1)
  %a = call i32 (i32, ...) @va(i32 1, i32 2)
  %b = call i32 @big(i32 %x)
  %s = add i32 %a, %b
  ret i32 %s
}

; must fire: alwaysinline
; beats the cost model
define internal i32 @always(i32 %x) alwaysinline {
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
  %v40 = mul i32 %v39, %x
  %v41 = mul i32 %v40, %x
  %v42 = mul i32 %v41, %x
  %v43 = mul i32 %v42, %x
  %v44 = mul i32 %v43, %x
  %v45 = mul i32 %v44, %x
  %v46 = mul i32 %v45, %x
  %v47 = mul i32 %v46, %x
  %v48 = mul i32 %v47, %x
  %v49 = mul i32 %v48, %x
  %v50 = mul i32 %v49, %x
  %v51 = mul i32 %v50, %x
  %v52 = mul i32 %v51, %x
  %v53 = mul i32 %v52, %x
  %v54 = mul i32 %v53, %x
  %v55 = mul i32 %v54, %x
  %v56 = mul i32 %v55, %x
  %v57 = mul i32 %v56, %x
  %v58 = mul i32 %v57, %x
  %v59 = mul i32 %v58, %x
  %v60 = mul i32 %v59, %x
  %v61 = mul i32 %v60, %x
  %v62 = mul i32 %v61, %x
  %v63 = mul i32 %v62, %x
  %v64 = mul i32 %v63, %x
  %v65 = mul i32 %v64, %x
  %v66 = mul i32 %v65, %x
  %v67 = mul i32 %v66, %x
  %v68 = mul i32 %v67, %x
  %v69 = mul i32 %v68, %x
  ret i32 %v69
}
define i32 @forced(i32 %x) {
; CHECK-LABEL: define i32 @forced(
; CHECK-NOT: call i32 @always
; CHECK: ret i32
  %r = call i32 @always(i32 %x)
  ret i32 %r
}
