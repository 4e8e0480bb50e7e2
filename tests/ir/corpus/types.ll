; Every type, as globals and function signatures.
%st = type { i8, i16 }
%op = type opaque

@i1v = global i1 true
@i7 = global i7 -1
@i24 = global i24 100
@i128 = global i128 170141183460469231731687303715884105727
@i256 = global i256 -1
@i1000 = global i1000 1
@h = global half 0xH3C00
@bf = global bfloat 0xR3F80
@f = global float 1.500000e+00
@d = global double 2.500000e-01
@x80 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@p = global ptr null
@p1 = global ptr addrspace(1) null
@arr = global [2 x [3 x i32]] zeroinitializer
@vec = global <4 x float> zeroinitializer
@vptr = global <2 x ptr> zeroinitializer
@lit = global { i32, { i8, double } } zeroinitializer
@pk = global <{ i8, i32 }> zeroinitializer
@emptyarr = global [0 x i32] zeroinitializer
@emptys = global {} zeroinitializer
@fnptrs = global [2 x ptr] zeroinitializer

declare void @takes_types(x86_mmx, <vscale x 4 x i32>, <vscale x 2 x ptr>, ptr)
declare { i32, i64 } @ret_struct(%st)
declare <8 x i1> @vec_i1(<16 x i8>)
declare void @vararg_only(...)
declare [4 x %st] @arr_ret([0 x i8])

define void @label_type() {
entry:
  br label %next
next:
  ret void
}
