; Every non-memory instruction with its flags.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @f(i32)
declare void @g(...)
declare float @llvm.fabs.f32(float)
declare void @llvm.dbg.value(metadata, metadata, metadata)

define i32 @arith(i32 %a, i32 %b, float %x, float %y, <4 x i32> %v, <4 x float> %vf) {
entry:
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %a, %b
  %add.nsw = add nsw i32 %a, %b
  %add.both = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %a, 1
  %mul = mul nuw i32 %a, %b
  %udiv = udiv exact i32 %a, %b
  %sdiv = sdiv i32 %a, %b
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, %b
  %shl = shl nuw nsw i32 %a, 2
  %lshr = lshr exact i32 %a, 1
  %ashr = ashr i32 %a, 3
  %and = and i32 %a, 255
  %or = or i32 %a, %b
  %xor = xor i32 %a, -1
  %fadd = fadd float %x, %y
  %fsub = fsub nnan float %x, %y
  %fmul = fmul ninf nsz float %x, %y
  %fdiv = fdiv arcp contract afn reassoc float %x, %y
  %frem = frem fast float %x, %y
  %fneg = fneg float %x
  %fneg.f = fneg nnan float %x
  %vadd = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %vfmul = fmul <4 x float> %vf, %vf
  %cmp.eq = icmp eq i32 %a, %b
  %cmp.ne = icmp ne i32 %a, %b
  %cmp.ugt = icmp ugt i32 %a, %b
  %cmp.uge = icmp uge i32 %a, %b
  %cmp.ult = icmp ult i32 %a, %b
  %cmp.ule = icmp ule i32 %a, %b
  %cmp.sgt = icmp sgt i32 %a, %b
  %cmp.sge = icmp sge i32 %a, %b
  %cmp.slt = icmp slt i32 %a, %b
  %cmp.sle = icmp sle i32 %a, %b
  %vcmp = icmp slt <4 x i32> %v, zeroinitializer
  %fc0 = fcmp false float %x, %y
  %fc1 = fcmp oeq float %x, %y
  %fc2 = fcmp ogt float %x, %y
  %fc3 = fcmp oge float %x, %y
  %fc4 = fcmp olt float %x, %y
  %fc5 = fcmp ole float %x, %y
  %fc6 = fcmp one float %x, %y
  %fc7 = fcmp ord float %x, %y
  %fc8 = fcmp ueq float %x, %y
  %fc9 = fcmp ugt float %x, %y
  %fc10 = fcmp uge float %x, %y
  %fc11 = fcmp ult float %x, %y
  %fc12 = fcmp ule float %x, %y
  %fc13 = fcmp une float %x, %y
  %fc14 = fcmp uno float %x, %y
  %fc15 = fcmp fast true float %x, %y
  %vfc = fcmp olt <4 x float> %vf, %vf
  %sel = select i1 %cmp.eq, i32 %a, i32 %b
  %vsel = select <4 x i1> %vcmp, <4 x i32> %v, <4 x i32> zeroinitializer
  %fsel = select nnan i1 %fc1, float %x, float %y
  %fr = freeze i32 %a
  ret i32 %sel
}

define i64 @casts(i32 %a, float %f, double %d, ptr %p, <2 x i32> %v) {
  %1 = trunc i32 %a to i8
  %2 = zext i32 %a to i64
  %3 = sext i8 %1 to i32
  %4 = fptrunc double %d to float
  %5 = fpext float %f to double
  %6 = fptoui float %f to i32
  %7 = fptosi double %d to i64
  %8 = uitofp i32 %a to float
  %9 = sitofp i32 %a to double
  %10 = ptrtoint ptr %p to i64
  %11 = inttoptr i64 %10 to ptr
  %12 = bitcast i32 %a to float
  %13 = addrspacecast ptr %p to ptr addrspace(1)
  %14 = bitcast <2 x i32> %v to i64
  %15 = zext <2 x i32> %v to <2 x i64>
  ret i64 %2
}

define i32 @control(i32 %a, ptr %addr) {
entry:
  br label %sw

sw:
  switch i32 %a, label %default [
    i32 0, label %c0
    i32 1, label %c1
    i32 -7, label %c0
  ]

c0:
  br i1 true, label %c1, label %loop

c1:
  indirectbr ptr %addr, [label %c0, label %default]

loop:
  %i = phi i32 [ 0, %c0 ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, 10
  br i1 %done, label %default, label %loop

default:
  %r = phi i32 [ -1, %sw ], [ %inc, %loop ], [ 0, %c1 ]
  ret i32 %r

dead:
  unreachable
}

define void @emptyswitch(i8 %x) {
  switch i8 %x, label %out []
out:
  ret void
}

define void @calls(i32 %x, ptr %fp) {
  %1 = call i32 @f(i32 %x)
  %2 = tail call i32 @f(i32 1)
  ret void
}

define i32 @musttail_plain(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  ret i32 %r
}

define i32 @calls2(i32 %x, ptr %fp) {
  %r1 = notail call i32 @f(i32 %x)
  %r2 = call fastcc noundef i32 %fp(i32 signext %x) #0
  %r3 = call nnan float @llvm.fabs.f32(float 1.0)
  call void (...) @g(i32 1, double 2.0)
  call void @g() [ "deopt"(i32 1, i64 2), "gc-live"(ptr %fp), "empty"() ]
  %r4 = call addrspace(0) i32 @f(i32 0)
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"()
  %r5 = call i32 asm "mov $1, $0", "=r,r"(i32 %x)
  call void @llvm.dbg.value(metadata i32 %x, metadata !0, metadata !DIExpression())
  call void @g() nounwind readnone
  ret i32 %r1
}

define i32 @musttail_vararg(i32 %x, ...) {
  %r = musttail call i32 (i32, ...) @musttail_vararg(i32 %x, ...)
  ret i32 %r
}

define { i32, float } @aggregates({ i32, float } %s, [3 x i8] %a, <4 x i32> %v) {
  %e0 = extractvalue { i32, float } %s, 0
  %e1 = extractvalue [3 x i8] %a, 2
  %i0 = insertvalue { i32, float } %s, i32 7, 0
  %i1 = insertvalue { i32, float } undef, float 1.0, 1
  %x = extractelement <4 x i32> %v, i32 1
  %y = insertelement <4 x i32> %v, i32 %x, i64 3
  %sh = shufflevector <4 x i32> %v, <4 x i32> %y, <4 x i32> <i32 0, i32 5, i32 undef, i32 7>
  %sh2 = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> zeroinitializer
  %sh3 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> undef
  %nested = insertvalue { i32, { i8, i16 } } undef, i16 3, 1, 1
  %n2 = extractvalue { i32, { i8, i16 } } %nested, 1, 0
  ret { i32, float } %i0
}

define void @vaargs(ptr %ap) {
  %v = va_arg ptr %ap, i32
  %d = va_arg ptr %ap, double
  ret void
}

attributes #0 = { nounwind }

!0 = !DILocalVariable(name: "x", scope: !1)
!1 = distinct !DISubprogram(name: "calls2", unit: !2)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "a.c", directory: "/")
