; The typed-pointer spelling used by the LangRef and older LLVM.
%struct.node = type { i32, %struct.node* }

@head = global %struct.node* null
@msg = private constant [3 x i8] c"ok\00"
@as = global i8 addrspace(1)* null
@fp = global void (i32)* @callee
@pp = global i32** null
@gepc = global i8* getelementptr inbounds ([3 x i8], [3 x i8]* @msg, i32 0, i32 0)
@bc = global i32* bitcast (i8* getelementptr ([3 x i8], [3 x i8]* @msg, i64 0, i64 1) to i32*)

declare i32 @printf(i8*, ...)

define void @callee(i32 %x) {
  ret void
}

define i32 @walk(%struct.node* %n, void (i32)* %f, i8 addrspace(1)* %q) {
entry:
  %p = getelementptr inbounds %struct.node, %struct.node* %n, i64 0, i32 1
  %next = load %struct.node*, %struct.node** %p, align 8
  %v = getelementptr %struct.node, %struct.node* %next, i32 0, i32 0
  %x = load i32, i32* %v
  call void %f(i32 %x)
  call void @callee(i32 1)
  %s = getelementptr [3 x i8], [3 x i8]* @msg, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %s, i32 %x)
  %c = bitcast %struct.node* %n to i8*
  %a = alloca i32*, align 8
  store i32* %v, i32** %a
  %ld = load i8, i8 addrspace(1)* %q
  %cx = cmpxchg i32* %v, i32 0, i32 1 seq_cst seq_cst
  %rmw = atomicrmw add i32* %v, i32 1 monotonic
  %vp = inttoptr i64 0 to <2 x i32>*
  ret i32 %x
}
