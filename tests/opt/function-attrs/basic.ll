; RUN: pyopt -passes=function-attrs -S %s | FileCheck %s
; RUN: pyopt -passes=function-attrs -S %s | llvm-as-16 -o /dev/null
; The same CHECK lines pass on opt-16 -passes=function-attrs.

@g = global i32 0
declare void @unknown(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK: define i32 @pure(i32 %x) #[[PURE:[0-9]+]]
define i32 @pure(i32 %x) {
  %a = mul i32 %x, 3
  ret i32 %a
}
; CHECK: define i32 @reads_arg(ptr nocapture {{(readonly )?}}%p) #[[RA:[0-9]+]]
define i32 @reads_arg(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
; CHECK: define i32 @reads_global() #[[RG:[0-9]+]]
define i32 @reads_global() {
  %v = load i32, ptr @g
  ret i32 %v
}
; must not fire (nocapture): the pointer is stored
; CHECK: define void @escapes(ptr %p) #[[ESC:[0-9]+]]
define void @escapes(ptr %p) {
  store ptr %p, ptr @g
  ret void
}
; must not fire: an unknown callee may do anything
; CHECK: define void @calls_unknown(ptr %p) {
define void @calls_unknown(ptr %p) {
  call void @unknown(ptr %p)
  ret void
}
; a loop: no willreturn
; CHECK: define i32 @loop(i32 %n) #[[LOOP:[0-9]+]]
define i32 @loop(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
; recursion: no norecurse, no willreturn
; CHECK: define i32 @rec(i32 %n) #[[REC:[0-9]+]]
define i32 @rec(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  ret i32 0
r:
  %m = sub i32 %n, 1
  %v = call i32 @rec(i32 %m)
  ret i32 %v
}
; CHECK: define void @ms(ptr nocapture {{(writeonly )?}}%p) #[[MS:[0-9]+]]
define void @ms(ptr %p) {
  %a = alloca [16 x i8]
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i1 false)
  ret void
}
; CHECK-DAG: attributes #[[PURE]] = { {{.*}}norecurse{{.*}}nounwind{{.*}}willreturn{{.*}}memory(none) }
; CHECK-DAG: attributes #[[RA]] = { {{.*}}nounwind{{.*}}memory(argmem: read) }
; CHECK-DAG: attributes #[[RG]] = { {{.*}}memory(read, argmem: none, inaccessiblemem: none) }
; CHECK-DAG: attributes #[[ESC]] = { {{.*}}memory(write, argmem: none, inaccessiblemem: none) }
; CHECK-DAG: attributes #[[LOOP]] = { {{.*}}norecurse{{.*}}nounwind{{.*}}memory(none) }
; CHECK-DAG: attributes #[[REC]] = { {{.*}}nounwind{{.*}}memory(none) }
; CHECK-DAG: attributes #[[MS]] = { {{.*}}nounwind{{.*}}willreturn{{.*}}memory(argmem: write) }
