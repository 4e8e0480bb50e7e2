; RUN: printf 'foo then\nbar next\n' > blocks.txt && pyopt -passes=extract-blocks -extract-blocks-file=blocks.txt -S %s | FileCheck %s
; RUN: printf 'foo then\nbar next\n' > blocks.txt && pyopt -passes=extract-blocks -extract-blocks-file=blocks.txt -S %s | llvm-as-16 -o /dev/null
; RUN: pyopt -passes=extract-blocks -S %s | FileCheck %s --check-prefix=NOFILE
; RUN: printf 'foo then;else\n' > two.txt && pyopt -passes=extract-blocks -extract-blocks-file=two.txt -S %s | FileCheck %s --check-prefix=TWOENTRY
; RUN: printf 'bar entry\n\nbar done\n' > ent.txt && pyopt -passes=extract-blocks -extract-blocks-file=ent.txt -S %s | FileCheck %s --check-prefix=ENTRY
; RUN: printf 'loopy body;latch\n' > lp.txt && pyopt -passes=extract-blocks -extract-blocks-file=lp.txt -S %s | FileCheck %s --check-prefix=LOOP
; RUN: printf 'foo then\n' > er.txt && pyopt -passes=extract-blocks -extract-blocks-file=er.txt -extract-blocks-erase-funcs -S %s | FileCheck %s --check-prefix=ERASE
; RUN: printf 'foo nosuch\n' > bad.txt && not pyopt -passes=extract-blocks -extract-blocks-file=bad.txt -S %s 2>&1 | FileCheck %s --check-prefix=BADBLOCK
; RUN: printf 'foo then else\n' > bad2.txt && not pyopt -passes=extract-blocks -extract-blocks-file=bad2.txt -S %s 2>&1 | FileCheck %s --check-prefix=BADLINE
; RUN: printf 'nofn then\n' > bad3.txt && not pyopt -passes=extract-blocks -extract-blocks-file=bad3.txt -S %s 2>&1 | FileCheck %s --check-prefix=BADFN

; one block with an output: the value leaves through a pointer parameter
define i32 @foo(i32 %a, i32 %b) {
; CHECK-LABEL: define i32 @foo(
; CHECK: %y.loc = alloca i32
; CHECK: codeRepl:
; CHECK-NEXT: call void @foo.then(i32 %a, i32 %b, ptr %y.loc)
; CHECK-NEXT: %y.reload = load i32, ptr %y.loc
; CHECK-NEXT: br label %join
; CHECK: phi i32 [ %y.reload, %codeRepl ], [ %z, %else ]
; NOFILE-LABEL: define i32 @foo(
; NOFILE-NOT: codeRepl
; NOFILE-NOT: call
; TWOENTRY-LABEL: define i32 @foo(
; TWOENTRY-NOT: codeRepl
; TWOENTRY-NOT: define internal
; ERASE: declare i32 @foo(i32 {{.*}})
; ERASE: define void @foo.then(i32 %a, i32 %b, ptr %y.out)
entry:
  %c = icmp sgt i32 %a, 0
  br i1 %c, label %then, label %else
then:
  %x = add i32 %a, %b
  %y = mul i32 %x, 3
  br label %join
else:
  %z = sub i32 %a, %b
  br label %join
join:
  %p = phi i32 [ %y, %then ], [ %z, %else ]
  ret i32 %p
}

; the entry block is split: the extracted part is %entry.split; a returning block keeps
; its ret in the caller (%done.ret)
define i32 @bar(i32 %a) {
; CHECK-LABEL: define i32 @bar(
; CHECK: call void @bar.next(i32 %x, ptr %y.loc)
; ENTRY-LABEL: define i32 @bar(
; ENTRY: call void @bar.entry.split(i32 %a, ptr %x.loc)
; ENTRY: call void @bar.done()
; ENTRY-NEXT: br label %done.ret
; ENTRY: done.ret:
; ENTRY-NEXT: ret i32 %y
entry:
  %x = add i32 %a, 1
  br label %next
next:
  %y = mul i32 %x, %x
  br label %done
done:
  ret i32 %y
}

; a two-block region with two exits: the new function returns i1 and the caller branches
define i32 @loopy(i32 %n) {
; LOOP-LABEL: define i32 @loopy(
; LOOP: %targetBlock = call i1 @loopy.body(i32 %n, ptr %inc.loc)
; LOOP-NEXT: %inc.reload = load i32, ptr %inc.loc
; LOOP-NEXT: br i1 %targetBlock, label %early, label %exit
; LOOP: ret i32 %inc.reload
; LOOP-LABEL: define internal i1 @loopy.body(
; LOOP: early.exitStub:
; LOOP-NEXT: ret i1 true
; LOOP: exit.exitStub:
; LOOP-NEXT: ret i1 false
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %odd = and i32 %i, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %early, label %latch
latch:
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %body
early:
  ret i32 -1
exit:
  ret i32 %inc
}

; ENTRY-LABEL: define internal void @bar.entry.split(i32 %a, ptr %x.out)
; ENTRY: store i32 %x, ptr %x.out
; BADBLOCK: pyopt: error: extract-blocks: invalid block name specified in the input file: 'nosuch'
; BADLINE: pyopt: error: extract-blocks: invalid line format
; BADFN: pyopt: error: extract-blocks: invalid function name specified in the input file: 'nofn'
