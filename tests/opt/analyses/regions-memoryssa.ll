; RUN: pyopt -passes='print<regions>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REG
; RUN: pyopt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MSSA
; The CHECK lines are opt-16's output for this file.
@g = internal global [100 x i32] zeroinitializer
@h = global i32 0

define void @f(ptr %p, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %v = load i32, ptr %a, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %then, label %latch
then:
  %i2 = add i64 %i, 1
  %b = getelementptr inbounds i32, ptr %p, i64 %i2
  store i32 %v, ptr %b, align 4
  br label %latch
latch:
  %i1 = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %cc = icmp slt i64 %i1, %n64
  br i1 %cc, label %loop, label %exit
exit:
  store i32 1, ptr @h, align 4
  ret void
}

define i32 @s(i32 %x) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca i32, align 4
  %q = getelementptr [4 x i32], ptr %a, i64 0, i64 2
  store i32 %x, ptr %q, align 4
  store i32 %x, ptr %b, align 4
  %r = load i32, ptr %b, align 4
  %c = icmp sgt i32 %x, 2
  br i1 %c, label %t, label %e
t:
  store i32 0, ptr %b, align 4
  br label %e
e:
  %r2 = load i32, ptr %b, align 4
  ret i32 %r2
}
; REG: Region Tree for function: f
; REG-NEXT: Region tree:
; REG-NEXT: [0] entry => <Function Return>
; REG-NEXT:   [1] entry => exit
; REG-NEXT:     [2] loop => exit
; REG-NEXT:       [3] loop => latch
; REG-NEXT: End region tree
; REG-NEXT: Region Tree for function: s
; REG-NEXT: Region tree:
; REG-NEXT: [0] entry => <Function Return>
; REG-NEXT:   [1] entry => e
; REG-NEXT: End region tree
; MSSA: MemorySSA for function: f
; MSSA-NEXT: define void @f(ptr %p, i32 %n) {
; MSSA-NEXT: entry:
; MSSA-NEXT:   %c0 = icmp sgt i32 %n, 0
; MSSA-NEXT:   br i1 %c0, label %loop, label %exit
; MSSA: loop:                                             ; preds = %latch, %entry
; MSSA-NEXT: ; 4 = MemoryPhi({entry,liveOnEntry},{latch,3})
; MSSA-NEXT:   %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
; MSSA-NEXT:   %a = getelementptr inbounds i32, ptr %p, i64 %i
; MSSA-NEXT: ; MemoryUse(4)
; MSSA-NEXT:   %v = load i32, ptr %a, align 4
; MSSA-NEXT:   %c = icmp eq i32 %v, 0
; MSSA-NEXT:   br i1 %c, label %then, label %latch
; MSSA: then:                                             ; preds = %loop
; MSSA-NEXT:   %i2 = add i64 %i, 1
; MSSA-NEXT:   %b = getelementptr inbounds i32, ptr %p, i64 %i2
; MSSA-NEXT: ; 1 = MemoryDef(4)
; MSSA-NEXT:   store i32 %v, ptr %b, align 4
; MSSA-NEXT:   br label %latch
; MSSA: latch:                                            ; preds = %then, %loop
; MSSA-NEXT: ; 3 = MemoryPhi({loop,4},{then,1})
; MSSA-NEXT:   %i1 = add nuw nsw i64 %i, 1
; MSSA-NEXT:   %n64 = zext i32 %n to i64
; MSSA-NEXT:   %cc = icmp slt i64 %i1, %n64
; MSSA-NEXT:   br i1 %cc, label %loop, label %exit
; MSSA: exit:                                             ; preds = %latch, %entry
; MSSA-NEXT: ; 5 = MemoryPhi({entry,liveOnEntry},{latch,3})
; MSSA-NEXT: ; 2 = MemoryDef(5)
; MSSA-NEXT:   store i32 1, ptr @h, align 4
; MSSA-NEXT:   ret void
; MSSA-NEXT: }
; MSSA-NEXT: MemorySSA for function: s
; MSSA-NEXT: define i32 @s(i32 %x) {
; MSSA-NEXT: entry:
; MSSA-NEXT:   %a = alloca [4 x i32], align 4
; MSSA-NEXT:   %b = alloca i32, align 4
; MSSA-NEXT:   %q = getelementptr [4 x i32], ptr %a, i64 0, i64 2
; MSSA-NEXT: ; 1 = MemoryDef(liveOnEntry)
; MSSA-NEXT:   store i32 %x, ptr %q, align 4
; MSSA-NEXT: ; 2 = MemoryDef(1)
; MSSA-NEXT:   store i32 %x, ptr %b, align 4
; MSSA-NEXT: ; MemoryUse(2)
; MSSA-NEXT:   %r = load i32, ptr %b, align 4
; MSSA-NEXT:   %c = icmp sgt i32 %x, 2
; MSSA-NEXT:   br i1 %c, label %t, label %e
; MSSA: t:                                                ; preds = %entry
; MSSA-NEXT: ; 3 = MemoryDef(2)
; MSSA-NEXT:   store i32 0, ptr %b, align 4
; MSSA-NEXT:   br label %e
; MSSA: e:                                                ; preds = %t, %entry
; MSSA-NEXT: ; 4 = MemoryPhi({entry,2},{t,3})
; MSSA-NEXT: ; MemoryUse(4)
; MSSA-NEXT:   %r2 = load i32, ptr %b, align 4
; MSSA-NEXT:   ret i32 %r2
; MSSA-NEXT: }
