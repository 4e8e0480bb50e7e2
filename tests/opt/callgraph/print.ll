; RUN: pyopt -passes=print-callgraph -disable-output %s 2>&1 | FileCheck %s
; RUN: pyopt -passes=print-callgraph-sccs -disable-output %s 2>&1 | FileCheck %s --check-prefix=SCC
; RUN: cat %s | pyopt -passes=dot-callgraph -disable-output - 2>&1 | FileCheck %s --check-prefix=DOT
; RUN: dot -Tsvg '<stdin>.callgraph.dot' -o /dev/null
; RUN: pyopt -passes=basiccg -disable-output %s
; The same CHECK lines pass on opt-16 (print-callgraph, print-callgraph-sccs, dot-callgraph).

declare void @ext()
define internal void @leaf() { ret void }
define void @a() {
  call void @leaf()
  call void @b()
  ret void
}
define void @b() {
  call void @a()
  call void @ext()
  %p = alloca ptr
  %f = load ptr, ptr %p
  call void %f()
  ret void
}
define void @self() {
  call void @self()
  ret void
}

; CHECK: Call graph node <<null function>><<0x{{[0-9a-f]+}}>>  #uses=0
; CHECK-NEXT: CS<None> calls function 'ext'
; CHECK-NEXT: CS<None> calls function 'a'
; CHECK-NEXT: CS<None> calls function 'b'
; CHECK-NEXT: CS<None> calls function 'self'
; CHECK: Call graph node for function: 'a'<<0x{{[0-9a-f]+}}>>  #uses=2
; CHECK-NEXT: CS<0x{{[0-9a-f]+}}> calls function 'leaf'
; CHECK-NEXT: CS<0x{{[0-9a-f]+}}> calls function 'b'
; CHECK: Call graph node for function: 'b'<<0x{{[0-9a-f]+}}>>  #uses=2
; CHECK-NEXT: calls function 'a'
; CHECK-NEXT: calls function 'ext'
; CHECK-NEXT: calls external node
; CHECK: Call graph node for function: 'ext'<<0x{{[0-9a-f]+}}>>  #uses=2
; CHECK-NEXT: CS<None> calls external node
; CHECK: Call graph node for function: 'leaf'<<0x{{[0-9a-f]+}}>>  #uses=1

; SCC: SCCs for the program in PostOrder:
; SCC-NEXT: SCC #1: external node
; SCC-NEXT: SCC #2: ext
; SCC-NEXT: SCC #3: leaf
; SCC-NEXT: SCC #4: b, a
; SCC-NEXT: SCC #5: self (Has self-loop).
; SCC-NEXT: SCC #6: external node

; DOT: Writing '<stdin>.callgraph.dot'...
