; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD1(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i32, align 4
  %A1 = alloca float, align 4
  %A = alloca float, align 4
  %L = load i32, ptr %0, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  %E = extractelement <8 x i32> zeroinitializer, i32 394359
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 undef, i32 2, i32 4, i32 6>
  %I = insertelement <1 x i64> zeroinitializer, i64 %4, i32 394359
  %B = udiv i64 %4, %4
  %Sl = select i1 true, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer
  %Cmp = icmp ne i64 %B, %B
  br label %CF36

CF36:                                             ; preds = %CF36, %BB
  %L5 = load i32, ptr %0, align 4
  %E6 = extractelement <1 x i32> zeroinitializer, i32 394359
  %Shuff7 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> undef
  %I8 = insertelement <1 x i32> zeroinitializer, i32 %L, i32 %L
  %FC = sitofp i1 true to double
  %Sl9 = select i1 %Cmp, i64 17763, i64 %B
  %L10 = load i16, ptr %0, align 2
  store <16 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %A2, align 16
  %E11 = extractelement <1 x i64> zeroinitializer, i32 %L
  %Shuff12 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I, <1 x i32> zeroinitializer
  %I13 = insertelement <1 x i32> zeroinitializer, i32 394359, i32 %L5
  %PC = bitcast ptr %1 to ptr
  %Sl14 = select <1 x i1> <i1 true>, <1 x i64> %Shuff12, <1 x i64> %I
  %Cmp15 = icmp sge <4 x i64> zeroinitializer, zeroinitializer
  %L16 = load i1, ptr %PC, align 1
  br i1 %L16, label %CF36, label %CF37

CF37:                                             ; preds = %CF36
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %PC, align 8
  %E17 = extractelement <1 x i64> %Shuff12, i32 %3
  %Shuff18 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I19 = insertelement <1 x i32> zeroinitializer, i32 %L5, i32 %L
  %Se = sext i1 %L16 to i64
  %Sl20 = select i1 %Cmp, i32 %3, i32 %3
  %Cmp21 = icmp slt <1 x i64> zeroinitializer, zeroinitializer
  %L22 = load i16, ptr %PC, align 2
  %E23 = extractelement <4 x i1> zeroinitializer, i32 394359
  br label %CF35

CF35:                                             ; preds = %CF37
  %Shuff24 = shufflevector <1 x i32> %I8, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I25 = insertelement <1 x i32> zeroinitializer, i32 394359, i32 %3
  %Tr = trunc <1 x i64> %I to <1 x i16>
  %Sl26 = select i1 %Cmp, float 0x3A96E9BAC0000000, float 0xBD67632B40000000
  %Cmp27 = icmp sge <8 x i32> zeroinitializer, %Shuff18
  %L28 = load <8 x i64>, ptr %PC, align 64
  store i16 231, ptr %PC, align 2
  %E29 = extractelement <1 x i64> zeroinitializer, i32 %Sl20
  %Shuff30 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I19, <1 x i32> <i32 1>
  %I31 = insertelement <1 x i64> %Sl14, i64 %B, i32 %Sl20
  %B32 = srem <1 x i64> %I31, zeroinitializer
  %Sl33 = select i1 true, ptr %PC, ptr %PC
  %Cmp34 = icmp ult i1 true, %Cmp
  br label %CF

CF:                                               ; preds = %CF35
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A, align 16
  store <2 x i32> zeroinitializer, ptr %Sl33, align 8
  store i32 %L, ptr %PC, align 4
  store float 0xC5B06AB440000000, ptr %PC, align 4
  ret void
}
