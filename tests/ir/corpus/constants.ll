; Every kind of constant and constant expression.
%S = type { i32, [2 x i8], ptr }
%P = type <{ i8, i16 }>

@t = global i1 true
@f = global i1 false
@neg = global i32 -2147483648
@big = global i64 18446744073709551615
@hexu = global i32 u0xFFFFFFFF
@hexs = global i16 s0x8000
@hexs2 = global i64 s0xF
@half = global half 0xH7C00
@bf16 = global bfloat 0xR7FC0
@flt = global float 0.5
@flt.hex = global float 0x3FB99999A0000000
@flt.nan = global float 0x7FF8000000000000
@flt.inf = global float 0xFFF0000000000000
@dbl = global double -1.25e-3
@dbl.small = global double 4.940656e-324
@dbl.exp = global double 1.0e10
@dbl.hex = global double 0x3FB999999999999A
@dbl.nzero = global double -0.0
@fp80 = global x86_fp80 0xK4000C90FDAA22168C235
@fp128 = global fp128 0xL0000000000000000400921FB54442D18
@ppc = global ppc_fp128 0xM400921FB54442D180000000000000000
@nul = global ptr null
@nul1 = global ptr addrspace(3) null
@und = global i32 undef
@poi = global i32 poison
@zi = global %S zeroinitializer
@arr = global [3 x i32] [i32 1, i32 2, i32 3]
@arr2 = global [2 x [2 x i8]] [[2 x i8] c"ab", [2 x i8] zeroinitializer]
@str = global [6 x i8] c"a\22b\5C\00\FF"
@st = global %S { i32 1, [2 x i8] c"xy", ptr @t }
@pst = global %P <{ i8 1, i16 2 }>
@lit = global { i32, float } { i32 1, float 2.0 }
@vec = global <4 x i32> <i32 1, i32 undef, i32 poison, i32 -1>
@fvec = global <2 x double> <double 1.0, double 0x7FF0000000000000>
@pvec = global <2 x ptr> <ptr @t, ptr null>
@ga = global ptr @arr
@gep = global ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 1)
@gep.ir = global ptr getelementptr inbounds ({ [3 x i32] }, ptr @gs, i32 0, inrange i32 0, i32 1)
@gs = global { [3 x i32] } zeroinitializer
@gep.plain = global ptr getelementptr (i8, ptr @arr, i64 4)
@cast.p2i = global i64 ptrtoint (ptr @arr to i64)
@cast.i2p = global ptr inttoptr (i64 4096 to ptr)
@cast.bc = global ptr bitcast (ptr @arr to ptr)
@cast.as = global ptr addrspace(1) addrspacecast (ptr @arr to ptr addrspace(1))
@cast.tr = global i32 trunc (i64 ptrtoint (ptr @arr to i64) to i32)
@bin.add = global i64 add (i64 ptrtoint (ptr @arr to i64), i64 8)
@bin.sub = global i64 sub nuw nsw (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @st to i64))
@bin.mul = global i64 mul nsw (i64 ptrtoint (ptr @arr to i64), i64 2)
@bin.shl = global i64 shl nuw (i64 ptrtoint (ptr @arr to i64), i64 1)
@bin.lshr = global i64 lshr exact (i64 ptrtoint (ptr @arr to i64), i64 1)
@bin.ashr = global i64 ashr (i64 ptrtoint (ptr @arr to i64), i64 1)
@bin.and = global i64 and (i64 ptrtoint (ptr @arr to i64), i64 7)
@bin.or = global i64 or (i64 ptrtoint (ptr @arr to i64), i64 1)
@bin.xor = global i64 xor (i64 ptrtoint (ptr @arr to i64), i64 -1)
@cmp = global i1 icmp eq (ptr @arr, ptr @st)
@fcmpc = global i1 fcmp olt (float 1.0, float 2.0)
@sel = global ptr select (i1 icmp ne (ptr @arr, ptr null), ptr @arr, ptr @st)
@ee = global i32 extractelement (<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2)
@ie = global <2 x i64> insertelement (<2 x i64> zeroinitializer, i64 ptrtoint (ptr @arr to i64), i32 0)
@sv = global <2 x i64> shufflevector (<2 x i64> <i64 1, i64 2>, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 2>)
@ba = global ptr blockaddress(@withblocks, %target)
@ba2 = global ptr blockaddress(@later, %l1)
@dle = global ptr dso_local_equivalent @ext_fn
@nocfi = global ptr no_cfi @ext_fn

declare void @ext_fn()

define void @withblocks() {
entry:
  br label %target
target:
  ret void
}

define i32 @const_operands() {
  %a = add i32 ptrtoint (ptr @arr to i32), 1
  %b = select i1 true, i32 1, i32 2
  %c = fadd double 0x7FF8000000000001, 1.0
  %d = fadd half 0xH3C00, 0xH0001
  ret i32 %a
}

define void @later() {
l0:
  br label %l1
l1:
  ret void
}
