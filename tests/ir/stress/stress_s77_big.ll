; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD77(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca double, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca double, align 8
  %A = alloca i32, align 4
  %L = load i16, ptr %A1, align 2
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF1070

CF1070:                                           ; preds = %BB
  %Shuff = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 0, i32 undef, i32 4, i32 undef>
  %I = insertelement <4 x i1> zeroinitializer, i1 false, i32 %3
  %B = fdiv double 0x78EDCD8CE4EB2F0A, 0x561BB00735F9E7E
  %FC = sitofp i1 true to double
  %Sl = select i1 true, i8 -1, i8 -121
  %L5 = load i1, ptr %0, align 1
  br label %CF1028

CF1028:                                           ; preds = %CF1028, %CF1057, %CF1070
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E6 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 20, i32 undef, i32 24, i32 26, i32 28, i32 undef, i32 0, i32 undef, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14, i32 undef, i32 18>
  %I8 = insertelement <4 x i1> %Shuff, i1 true, i32 %E6
  %ZE = zext <4 x i1> zeroinitializer to <4 x i32>
  %Sl9 = select i1 true, ptr %2, ptr %0
  %Cmp = icmp sgt <4 x i1> zeroinitializer, %I8
  %L10 = load <8 x i8>, ptr %Sl9, align 8
  store i1 true, ptr %Sl9, align 1
  %E11 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff12 = shufflevector <4 x i1> %Shuff, <4 x i1> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I13 = insertelement <1 x i64> zeroinitializer, i64 %4, i32 %E6
  %B14 = urem i16 -1, -1
  %BC = bitcast double %B to i64
  %Sl15 = select i1 true, <4 x i1> %I8, <4 x i1> %I8
  %Cmp16 = icmp sgt <2 x i64> zeroinitializer, zeroinitializer
  %L17 = load i32, ptr %Sl9, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %A3, align 2
  %E18 = extractelement <2 x i64> zeroinitializer, i32 %E6
  %Shuff19 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 24, i32 26, i32 28, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14, i32 16, i32 18, i32 20, i32 22>
  %I20 = insertelement <2 x i64> zeroinitializer, i64 %BC, i32 %E6
  %B21 = or i8 91, -1
  %Sl22 = select i1 true, double %B, double 0x78EDCD8CE4EB2F0A
  %Cmp23 = icmp eq <4 x i32> %ZE, %ZE
  %L24 = load <1 x i1>, ptr %Sl9, align 1
  store i32 %3, ptr %0, align 4
  %E25 = extractelement <4 x i1> %Cmp, i32 %3
  br i1 %E25, label %CF1028, label %CF1057

CF1057:                                           ; preds = %CF1028
  %Shuff26 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 undef, i32 1>
  %I27 = insertelement <4 x i1> zeroinitializer, i1 true, i32 %3
  %B28 = xor i64 33507, %BC
  %Tr = trunc i8 -121 to i1
  br i1 %Tr, label %CF1028, label %CF1047

CF1047:                                           ; preds = %CF1057
  %Sl29 = select i1 true, ptr %Sl9, ptr %0
  %Cmp30 = icmp uge <4 x i1> zeroinitializer, %Shuff
  %L31 = load <8 x i64>, ptr %Sl29, align 64
  store float 0x42CE755240000000, ptr %Sl29, align 4
  %E32 = extractelement <2 x i64> %Shuff26, i32 %E6
  %Shuff33 = shufflevector <4 x i1> %Shuff, <4 x i1> %Cmp, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I34 = insertelement <4 x i32> %ZE, i32 %E6, i32 %E6
  %B35 = udiv i8 19, %5
  %FC36 = fptoui double %Sl22 to i32
  %Sl37 = select i1 true, ptr %Sl9, ptr %Sl29
  %Cmp38 = icmp sge i16 -30077, 0
  br label %CF1022

CF1022:                                           ; preds = %CF1022, %CF1114, %CF1047
  %L39 = load i64, ptr %0, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl9, align 32
  %E40 = extractelement <4 x i1> zeroinitializer, i32 %FC36
  br i1 %E40, label %CF1022, label %CF1114

CF1114:                                           ; preds = %CF1022
  %Shuff41 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I42 = insertelement <4 x i1> %Sl15, i1 %E25, i32 %E6
  %Sl43 = select i1 true, i1 %Cmp38, i1 %E40
  br i1 %Sl43, label %CF1022, label %CF1083

CF1083:                                           ; preds = %CF1114
  %Cmp44 = icmp slt i1 true, %E25
  br label %CF1013

CF1013:                                           ; preds = %CF1013, %CF1062, %CF1083
  %L45 = load <2 x i16>, ptr %A4, align 4
  store i8 %5, ptr %Sl9, align 1
  %E46 = extractelement <4 x i1> %Cmp30, i32 %E11
  br i1 %E46, label %CF1013, label %CF1031

CF1031:                                           ; preds = %CF1031, %CF1013
  %Shuff47 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I20, <2 x i32> <i32 3, i32 undef>
  %I48 = insertelement <2 x i16> zeroinitializer, i16 -30077, i32 %FC36
  %B49 = xor i8 -1, -1
  %Tr50 = trunc i16 5291 to i8
  %Sl51 = select i1 %E46, i64 %E18, i64 302567
  %Cmp52 = icmp ne <2 x i64> %I20, %I20
  %L53 = load <2 x i64>, ptr %Sl29, align 16
  store i8 %B49, ptr %Sl37, align 1
  %E54 = extractelement <4 x i1> zeroinitializer, i32 %E6
  br i1 %E54, label %CF1031, label %CF1062

CF1062:                                           ; preds = %CF1031
  %Shuff55 = shufflevector <4 x i1> %Shuff, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 undef, i32 3, i32 undef>
  %I56 = insertelement <4 x i1> %Shuff, i1 true, i32 %E6
  %Se = sext <4 x i1> %Shuff33 to <4 x i32>
  %Sl57 = select i1 true, i64 33507, i64 %BC
  %Cmp58 = icmp slt i16 5291, %B14
  br i1 %Cmp58, label %CF1013, label %CF1018

CF1018:                                           ; preds = %CF1018, %CF1062
  %L59 = load float, ptr %Sl9, align 4
  store <2 x i32> %Shuff41, ptr %A2, align 8
  %E60 = extractelement <16 x i8> %Shuff7, i32 %E6
  %Shuff61 = shufflevector <4 x i1> %Shuff33, <4 x i1> %Sl15, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I62 = insertelement <4 x i1> %Shuff, i1 %E25, i32 %E11
  %B63 = frem double %Sl22, %B
  %Tr64 = trunc <8 x i64> %L31 to <8 x i8>
  %Sl65 = select i1 %Cmp38, float 0xB9F9E0DDC0000000, float %L59
  %Cmp66 = icmp slt i8 %Sl, %Sl
  br i1 %Cmp66, label %CF1018, label %CF1086

CF1086:                                           ; preds = %CF1018
  %L67 = load <8 x i8>, ptr %Sl9, align 8
  store i64 %B28, ptr %0, align 4
  %E68 = extractelement <2 x i64> zeroinitializer, i32 %E6
  %Shuff69 = shufflevector <16 x i8> %Shuff7, <16 x i8> %Shuff19, <16 x i32> <i32 undef, i32 11, i32 13, i32 15, i32 undef, i32 19, i32 undef, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 undef, i32 5, i32 7>
  %I70 = insertelement <4 x i1> zeroinitializer, i1 %Cmp58, i32 %FC36
  %B71 = and i64 %4, 458639
  %Tr72 = trunc <8 x i64> %L31 to <8 x i32>
  %Sl73 = select i1 true, i64 458639, i64 %BC
  %Cmp74 = icmp sgt i64 %E18, 33507
  br label %CF988

CF988:                                            ; preds = %CF988, %CF1113, %CF1030, %CF1011, %CF1094, %CF1025, %CF1086
  %L75 = load i16, ptr %0, align 2
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E76 = extractelement <16 x i8> %Shuff7, i32 %FC36
  %Shuff77 = shufflevector <4 x i1> %Shuff55, <4 x i1> %Sl15, <4 x i32> <i32 6, i32 0, i32 undef, i32 4>
  %I78 = insertelement <8 x i8> %Tr64, i8 0, i32 %3
  %FC79 = uitofp i1 %Cmp66 to double
  %Sl80 = select i1 %L5, i8 0, i8 %E60
  %Cmp81 = icmp slt <4 x i1> %I8, %I70
  %L82 = load i32, ptr %Sl9, align 4
  store <8 x i64> %L31, ptr %2, align 64
  %E83 = extractelement <4 x i1> %Cmp81, i32 %L82
  br i1 %E83, label %CF988, label %CF1113

CF1113:                                           ; preds = %CF988
  %Shuff84 = shufflevector <2 x i1> %Cmp16, <2 x i1> %Cmp52, <2 x i32> <i32 2, i32 undef>
  %I85 = insertelement <4 x i1> zeroinitializer, i1 %Tr, i32 %E6
  %B86 = mul i64 %4, 33507
  %Sl87 = select <4 x i1> %I42, <4 x i1> %I70, <4 x i1> %I27
  %Cmp88 = icmp slt <4 x i1> %Cmp81, %I42
  %L89 = load <4 x float>, ptr %Sl9, align 16
  store i1 %E83, ptr %0, align 1
  %E90 = extractelement <2 x i32> %Shuff41, i32 %L82
  %Shuff91 = shufflevector <2 x i32> %Shuff41, <2 x i32> %Shuff41, <2 x i32> <i32 3, i32 1>
  %I92 = insertelement <4 x i32> %I34, i32 %E6, i32 %E6
  %B93 = lshr i16 %B14, -30077
  %Tr94 = trunc <2 x i64> %Shuff26 to <2 x i32>
  %Sl95 = select i1 true, i32 %L82, i32 %E6
  %Cmp96 = icmp eq <4 x i1> %I70, %I70
  %L97 = load i32, ptr %Sl29, align 4
  %E98 = extractelement <4 x i1> zeroinitializer, i32 %E90
  br i1 %E98, label %CF988, label %CF1030

CF1030:                                           ; preds = %CF1113
  %Shuff99 = shufflevector <2 x i64> %Shuff47, <2 x i64> %I20, <2 x i32> <i32 3, i32 1>
  %I100 = insertelement <8 x i8> %L10, i8 %5, i32 %L97
  %FC101 = uitofp <4 x i1> %Shuff77 to <4 x double>
  %Sl102 = select i1 %Cmp74, i64 33507, i64 %B28
  %Cmp103 = icmp eq <4 x i1> %Shuff12, %Cmp96
  %L104 = load i32, ptr %Sl9, align 4
  store <2 x i64> %I20, ptr %2, align 16
  %E105 = extractelement <1 x i64> zeroinitializer, i32 %E6
  %Shuff106 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff, <4 x i32> <i32 4, i32 undef, i32 0, i32 undef>
  %I107 = insertelement <2 x i32> %Tr94, i32 %L82, i32 %FC36
  %ZE108 = zext <4 x i1> %I85 to <4 x i16>
  %Sl109 = select i1 true, <8 x i8> %L10, <8 x i8> %L10
  %Cmp110 = icmp ugt <16 x i8> %Shuff19, %Shuff69
  %L111 = load i1, ptr %Sl29, align 1
  br i1 %L111, label %CF988, label %CF1011

CF1011:                                           ; preds = %CF1030
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E112 = extractelement <4 x i1> %Sl87, i32 %L82
  br i1 %E112, label %CF988, label %CF1001

CF1001:                                           ; preds = %CF1001, %CF1058, %CF1011
  %Shuff113 = shufflevector <4 x i1> %Sl15, <4 x i1> %Cmp103, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I114 = insertelement <4 x i1> %I62, i1 true, i32 %L82
  %B115 = mul <2 x i64> %Shuff47, zeroinitializer
  %FC116 = sitofp i32 %E6 to float
  %Sl117 = select i1 true, <4 x i1> %Cmp23, <4 x i1> %Shuff
  %L118 = load <8 x double>, ptr %Sl37, align 64
  store i16 -30077, ptr %Sl37, align 2
  %E119 = extractelement <4 x i32> %I92, i32 %L82
  %Shuff120 = shufflevector <2 x i1> %Shuff84, <2 x i1> %Cmp16, <2 x i32> <i32 3, i32 1>
  %I121 = insertelement <2 x i1> %Shuff120, i1 %E, i32 %L82
  %Sl122 = select i1 %Cmp58, <8 x i32> %Tr72, <8 x i32> %Tr72
  %Cmp123 = icmp ult <4 x i1> %Cmp23, %I27
  %L124 = load i32, ptr %Sl9, align 4
  %E125 = extractelement <4 x i1> %Sl87, i32 %FC36
  br i1 %E125, label %CF1001, label %CF1058

CF1058:                                           ; preds = %CF1001
  %Shuff126 = shufflevector <8 x i32> %Sl122, <8 x i32> %Sl122, <8 x i32> <i32 undef, i32 11, i32 undef, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I127 = insertelement <8 x i8> %Tr64, i8 91, i32 %E6
  %FC128 = fptosi float 0x4142F766C0000000 to i16
  %Sl129 = select i1 %E25, <4 x i1> %Shuff, <4 x i1> zeroinitializer
  %Cmp130 = icmp slt i1 true, %E83
  br i1 %Cmp130, label %CF1001, label %CF1012

CF1012:                                           ; preds = %CF1012, %CF1048, %CF1058
  %L131 = load i16, ptr %0, align 2
  store <2 x i64> %Shuff47, ptr %Sl9, align 16
  %E132 = extractelement <4 x i16> %ZE108, i32 %E6
  %Shuff133 = shufflevector <4 x i1> %Shuff55, <4 x i1> %I42, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I134 = insertelement <4 x i1> %Cmp, i1 %Cmp38, i32 %E6
  %B135 = urem <2 x i64> zeroinitializer, %Shuff99
  %FC136 = fptoui <4 x double> %FC101 to <4 x i8>
  %Sl137 = select i1 %Cmp38, i1 %E98, i1 %Cmp74
  br i1 %Sl137, label %CF1012, label %CF1048

CF1048:                                           ; preds = %CF1012
  %Cmp138 = icmp sge <4 x i1> %Sl15, %Shuff
  %L139 = load i8, ptr %0, align 1
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 32
  %E140 = extractelement <4 x i1> %Shuff133, i32 %L82
  br i1 %E140, label %CF1012, label %CF1032

CF1032:                                           ; preds = %CF1032, %CF1066, %CF1048
  %Shuff141 = shufflevector <2 x i32> %Shuff41, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 undef>
  %I142 = insertelement <4 x i1> zeroinitializer, i1 %E25, i32 %E6
  %B143 = urem <4 x i16> %ZE108, %ZE108
  %Sl144 = select i1 true, double %B, double %B
  %Cmp145 = fcmp ule double 0x561BB00735F9E7E, %B63
  br i1 %Cmp145, label %CF1032, label %CF1066

CF1066:                                           ; preds = %CF1032
  %L146 = load i1, ptr %0, align 1
  br i1 %L146, label %CF1032, label %CF1034

CF1034:                                           ; preds = %CF1034, %CF1066
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl9, align 2
  %E147 = extractelement <4 x i32> %I34, i32 %L82
  %Shuff148 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B115, <2 x i32> <i32 2, i32 0>
  %I149 = insertelement <2 x i16> %I48, i16 %B14, i32 %E6
  %B150 = udiv <8 x i32> %Tr72, %Sl122
  %ZE151 = zext i1 true to i16
  %Sl152 = select i1 %E, i64 %E18, i64 %4
  %Cmp153 = icmp sgt i1 %L5, %E54
  br i1 %Cmp153, label %CF1034, label %CF1094

CF1094:                                           ; preds = %CF1034
  %L154 = load <1 x i1>, ptr %Sl9, align 1
  store float %L59, ptr %0, align 4
  %E155 = extractelement <4 x i1> %Sl15, i32 %E6
  br i1 %E155, label %CF988, label %CF990

CF990:                                            ; preds = %CF990, %CF1088, %CF1112, %CF1040, %CF1098, %CF1094
  %Shuff156 = shufflevector <1 x i1> %L154, <1 x i1> %L154, <1 x i32> <i32 1>
  %I157 = insertelement <4 x i1> zeroinitializer, i1 %L111, i32 %E90
  %B158 = lshr i8 %B21, -1
  %Sl159 = select i1 %E25, <2 x i32> %I107, <2 x i32> zeroinitializer
  %Cmp160 = icmp slt i64 302567, %BC
  br i1 %Cmp160, label %CF990, label %CF1088

CF1088:                                           ; preds = %CF990
  %L161 = load i1, ptr %0, align 1
  br i1 %L161, label %CF990, label %CF1007

CF1007:                                           ; preds = %CF1007, %CF1088
  store <2 x i32> %Shuff41, ptr %0, align 8
  %E162 = extractelement <16 x i8> %Shuff69, i32 %E119
  %Shuff163 = shufflevector <1 x i1> %Shuff156, <1 x i1> %L24, <1 x i32> zeroinitializer
  %I164 = insertelement <4 x i1> %Shuff77, i1 %Cmp160, i32 %E6
  %B165 = sdiv i8 %B49, %B35
  %Sl166 = select i1 %L111, i1 %E125, i1 %E54
  br i1 %Sl166, label %CF1007, label %CF1037

CF1037:                                           ; preds = %CF1037, %CF1131, %CF1007
  %Cmp167 = icmp sgt i1 %Cmp74, %Sl137
  br i1 %Cmp167, label %CF1037, label %CF1126

CF1126:                                           ; preds = %CF1126, %CF1037
  %L168 = load <4 x i8>, ptr %0, align 4
  store float %L59, ptr %0, align 4
  %E169 = extractelement <4 x i1> zeroinitializer, i32 %E90
  br i1 %E169, label %CF1126, label %CF1131

CF1131:                                           ; preds = %CF1126
  %Shuff170 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp30, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I171 = insertelement <4 x i1> zeroinitializer, i1 %E25, i32 %FC36
  %B172 = or i64 33507, %B86
  %Tr173 = trunc i32 %E90 to i16
  %Sl174 = select i1 true, <2 x i64> %Shuff99, <2 x i64> %B135
  %L175 = load <8 x double>, ptr %Sl37, align 64
  store i32 %E147, ptr %0, align 4
  %E176 = extractelement <2 x i64> %Shuff148, i32 %E6
  %Shuff177 = shufflevector <8 x double> %L118, <8 x double> %L118, <8 x i32> <i32 7, i32 9, i32 undef, i32 13, i32 15, i32 1, i32 undef, i32 5>
  %I178 = insertelement <4 x i1> %Cmp30, i1 %Cmp66, i32 %E119
  %B179 = fdiv float 0x4177EDDBC0000000, %FC116
  %Se180 = sext i1 true to i8
  %Sl181 = select i1 true, i1 true, i1 %E25
  br i1 %Sl181, label %CF1037, label %CF1112

CF1112:                                           ; preds = %CF1131
  %Cmp182 = icmp ne i1 %Cmp38, %E169
  br i1 %Cmp182, label %CF990, label %CF1003

CF1003:                                           ; preds = %CF1003, %CF1069, %CF1112
  %L183 = load i16, ptr %0, align 2
  store <4 x float> %L89, ptr %Sl29, align 16
  %E184 = extractelement <2 x i32> %Shuff41, i32 %E11
  %Shuff185 = shufflevector <2 x i16> %L45, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I186 = insertelement <2 x i64> %Shuff47, i64 %B28, i32 %L17
  %B187 = xor i64 %Sl102, %Sl152
  %ZE188 = zext i1 %Sl137 to i32
  %Sl189 = select i1 true, <8 x i8> %L67, <8 x i8> %L10
  %Cmp190 = icmp ult <4 x i1> %Cmp30, %Sl87
  %L191 = load double, ptr %Sl9, align 8
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E192 = extractelement <2 x i32> %Shuff141, i32 %L17
  %Shuff193 = shufflevector <8 x i32> %Shuff126, <8 x i32> %B150, <8 x i32> <i32 undef, i32 9, i32 11, i32 13, i32 15, i32 undef, i32 3, i32 undef>
  %I194 = insertelement <2 x i64> zeroinitializer, i64 458639, i32 %L82
  %B195 = fmul float %Sl65, 0x4142F766C0000000
  %Se196 = sext i1 %E140 to i64
  %Sl197 = select i1 true, i8 %B158, i8 %B158
  %Cmp198 = icmp slt i1 %L5, %E83
  br i1 %Cmp198, label %CF1003, label %CF1069

CF1069:                                           ; preds = %CF1003
  %L199 = load i64, ptr %Sl9, align 4
  store <4 x i16> zeroinitializer, ptr %Sl9, align 8
  %E200 = extractelement <4 x i1> %Shuff77, i32 %E192
  br i1 %E200, label %CF1003, label %CF1040

CF1040:                                           ; preds = %CF1069
  %Shuff201 = shufflevector <4 x i1> %Cmp123, <4 x i1> %Cmp96, <4 x i32> <i32 4, i32 6, i32 undef, i32 undef>
  %I202 = insertelement <8 x double> %L118, double 0x561BB00735F9E7E, i32 %E147
  %BC203 = bitcast i32 %E11 to float
  %Sl204 = select i1 %E25, i16 %E132, i16 %ZE151
  %Cmp205 = fcmp ogt float %FC116, %B195
  br i1 %Cmp205, label %CF990, label %CF1000

CF1000:                                           ; preds = %CF1000, %CF1119, %CF1040
  %L206 = load <4 x i8>, ptr %0, align 4
  store float %B179, ptr %0, align 4
  %E207 = extractelement <2 x i64> %Shuff26, i32 %L82
  %Shuff208 = shufflevector <8 x i8> %I100, <8 x i8> %I100, <8 x i32> <i32 7, i32 undef, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I209 = insertelement <2 x i1> %Cmp52, i1 true, i32 %L82
  %FC210 = uitofp <4 x i1> %I134 to <4 x double>
  %Sl211 = select i1 %Sl166, i1 %E140, i1 %Tr
  br i1 %Sl211, label %CF1000, label %CF1119

CF1119:                                           ; preds = %CF1000
  %Cmp212 = icmp slt <2 x i64> %Sl174, %Shuff99
  %L213 = load i32, ptr %Sl9, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E214 = extractelement <8 x i32> %B150, i32 %FC36
  %Shuff215 = shufflevector <2 x i16> %Shuff185, <2 x i16> %I149, <2 x i32> <i32 1, i32 3>
  %I216 = insertelement <4 x i1> %I157, i1 %E98, i32 %L213
  %B217 = add i32 %L213, %E6
  %PC = bitcast ptr %Sl9 to ptr
  %Sl218 = select i1 true, i32 %E184, i32 %E147
  %Cmp219 = icmp ule <2 x i64> %I186, %Shuff26
  %L220 = load i32, ptr %Sl9, align 4
  store <2 x i16> %I149, ptr %PC, align 4
  %E221 = extractelement <2 x i16> zeroinitializer, i32 %E6
  %Shuff222 = shufflevector <2 x i64> %Shuff148, <2 x i64> %I20, <2 x i32> <i32 0, i32 2>
  %I223 = insertelement <4 x i1> zeroinitializer, i1 %Cmp66, i32 %E184
  %B224 = and <4 x i32> %I92, %I92
  %Se225 = sext <4 x i1> %Shuff12 to <4 x i64>
  %Sl226 = select i1 %L146, i8 %Se180, i8 %L139
  %Cmp227 = fcmp ord <8 x double> %L175, %I202
  %L228 = load i1, ptr %PC, align 1
  br i1 %L228, label %CF1000, label %CF1052

CF1052:                                           ; preds = %CF1052, %CF1119
  store <1 x float> zeroinitializer, ptr %PC, align 4
  %E229 = extractelement <16 x i8> %Shuff69, i32 %E184
  %Shuff230 = shufflevector <2 x i16> %Shuff215, <2 x i16> %Shuff185, <2 x i32> <i32 3, i32 undef>
  %I231 = insertelement <4 x i1> %Shuff113, i1 %L228, i32 %L124
  %B232 = lshr <4 x i16> zeroinitializer, %ZE108
  %Tr233 = trunc <2 x i64> %Shuff26 to <2 x i16>
  %Sl234 = select i1 %E83, i32 %3, i32 %E6
  %Cmp235 = icmp sge i1 %E112, %Sl181
  br i1 %Cmp235, label %CF1052, label %CF1076

CF1076:                                           ; preds = %CF1076, %CF1052
  %L236 = load i8, ptr %Sl9, align 1
  store <1 x i16> zeroinitializer, ptr %Sl29, align 2
  %E237 = extractelement <4 x i1> zeroinitializer, i32 %E6
  br i1 %E237, label %CF1076, label %CF1078

CF1078:                                           ; preds = %CF1078, %CF1076
  %Shuff238 = shufflevector <4 x i1> %Cmp103, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I239 = insertelement <8 x i32> %Shuff193, i32 %E184, i32 %E6
  %Tr240 = trunc i32 %E119 to i16
  %Sl241 = select <4 x i1> zeroinitializer, <4 x i1> %I114, <4 x i1> %I164
  %Cmp242 = icmp eq <4 x i1> %I178, %I42
  %L243 = load <1 x float>, ptr %PC, align 4
  store i32 %L213, ptr %PC, align 4
  %E244 = extractelement <2 x i32> %Shuff41, i32 %E6
  %Shuff245 = shufflevector <4 x i1> %Cmp23, <4 x i1> %I70, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I246 = insertelement <4 x i1> %I223, i1 %Cmp205, i32 %E90
  %B247 = ashr <8 x i32> %Sl122, %I239
  %ZE248 = zext <8 x i1> %Cmp227 to <8 x i64>
  %Sl249 = select i1 %E, float 0x4142F766C0000000, float %Sl65
  %Cmp250 = icmp eq <2 x i64> %Shuff148, %Shuff47
  %L251 = load <16 x i16>, ptr %PC, align 32
  store i1 %E98, ptr %A, align 1
  %E252 = extractelement <1 x i64> zeroinitializer, i32 %L82
  %Shuff253 = shufflevector <8 x i8> %Sl189, <8 x i8> %Tr64, <8 x i32> <i32 3, i32 5, i32 undef, i32 undef, i32 11, i32 13, i32 15, i32 1>
  %I254 = insertelement <4 x i1> %Cmp103, i1 %E83, i32 %L104
  %B255 = xor i64 %B172, %E252
  %ZE256 = zext <4 x i1> %I178 to <4 x i16>
  %Sl257 = select i1 true, i32 %3, i32 %Sl234
  %Cmp258 = icmp ne <16 x i1> %Cmp110, %Cmp110
  %L259 = load <4 x i1>, ptr %PC, align 1
  store i1 %E25, ptr %PC, align 1
  %E260 = extractelement <16 x i1> %Cmp110, i32 %E6
  br i1 %E260, label %CF1078, label %CF1098

CF1098:                                           ; preds = %CF1078
  %Shuff261 = shufflevector <2 x i1> %Shuff120, <2 x i1> %Shuff120, <2 x i32> <i32 1, i32 3>
  %I262 = insertelement <2 x i32> %Tr94, i32 %Sl234, i32 %Sl234
  %B263 = fsub double %FC79, 0x561BB00735F9E7E
  %ZE264 = zext <2 x i1> %Cmp212 to <2 x i32>
  %Sl265 = select i1 %Cmp198, <2 x i1> %Shuff261, <2 x i1> %Shuff84
  %Cmp266 = icmp slt <8 x i8> %L67, %Tr64
  %L267 = load double, ptr %Sl9, align 8
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl9, align 8
  %E268 = extractelement <4 x i1> zeroinitializer, i32 %E6
  br i1 %E268, label %CF990, label %CF996

CF996:                                            ; preds = %CF996, %CF1122, %CF1038, %CF1098
  %Shuff269 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I8, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I270 = insertelement <4 x i1> %Shuff33, i1 %Cmp66, i32 %E119
  %Sl271 = select i1 %L228, i16 0, i16 %Tr173
  %Cmp272 = icmp slt <4 x i1> %Sl129, zeroinitializer
  %L273 = load double, ptr %2, align 8
  store <4 x i32> %ZE, ptr %PC, align 16
  %E274 = extractelement <2 x i16> %Shuff185, i32 %E6
  %Shuff275 = shufflevector <8 x i32> %Shuff126, <8 x i32> %Tr72, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I276 = insertelement <2 x i16> %Shuff185, i16 %L75, i32 %E184
  %ZE277 = zext <2 x i16> %I276 to <2 x i64>
  %Sl278 = select i1 %L111, <4 x i1> %Cmp103, <4 x i1> %I157
  %Cmp279 = icmp uge i32 %L97, %FC36
  br i1 %Cmp279, label %CF996, label %CF1036

CF1036:                                           ; preds = %CF1036, %CF996
  %L280 = load double, ptr %0, align 8
  %E281 = extractelement <2 x i16> %I48, i32 %Sl234
  %Shuff282 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp123, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I283 = insertelement <4 x i64> %Se225, i64 %Sl51, i32 %E244
  %ZE284 = fpext float 0x4142F766C0000000 to double
  %Sl285 = select <4 x i1> %Sl87, <4 x i1> %Sl278, <4 x i1> %Cmp103
  %Cmp286 = icmp ule <2 x i64> %Sl174, %Sl174
  %L287 = load <8 x i1>, ptr %1, align 1
  store i8 %Se180, ptr %0, align 1
  %E288 = extractelement <4 x i1> %I70, i32 %Sl257
  br i1 %E288, label %CF1036, label %CF1042

CF1042:                                           ; preds = %CF1042, %CF1036
  %Shuff289 = shufflevector <4 x i1> %Shuff106, <4 x i1> %I42, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I290 = insertelement <8 x i8> %I78, i8 %L139, i32 %L82
  %B291 = shl <4 x i16> %B232, %B143
  %ZE292 = zext <1 x i1> %Shuff156 to <1 x i16>
  %Sl293 = select i1 %E260, i1 %Tr, i1 %L111
  br i1 %Sl293, label %CF1042, label %CF1122

CF1122:                                           ; preds = %CF1042
  %Cmp294 = icmp slt <2 x i64> zeroinitializer, %ZE277
  %L295 = load <2 x i8>, ptr %1, align 2
  store double 0x561BB00735F9E7E, ptr %PC, align 8
  %E296 = extractelement <4 x i1> %Shuff201, i32 %L82
  br i1 %E296, label %CF996, label %CF1026

CF1026:                                           ; preds = %CF1026, %CF1109, %CF1122
  %Shuff297 = shufflevector <16 x i1> %Cmp110, <16 x i1> %Cmp258, <16 x i32> <i32 31, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 undef>
  %I298 = insertelement <4 x i1> %Shuff269, i1 true, i32 %L82
  %B299 = frem float 0x4177EDDBC0000000, %B195
  %BC300 = bitcast i64 %B28 to double
  %Sl301 = select i1 %Cmp198, <2 x i64> %B115, <2 x i64> %Sl174
  %Cmp302 = icmp uge <8 x i8> %L67, %L10
  %L303 = load float, ptr %PC, align 4
  store <4 x i16> zeroinitializer, ptr %PC, align 8
  %E304 = extractelement <4 x i1> zeroinitializer, i32 %Sl257
  br i1 %E304, label %CF1026, label %CF1109

CF1109:                                           ; preds = %CF1026
  %Shuff305 = shufflevector <4 x i1> %L259, <4 x i1> %Shuff170, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I306 = insertelement <8 x i8> %Sl189, i8 %B21, i32 %E184
  %FC307 = uitofp i64 %B28 to float
  %Sl308 = select i1 %E25, double %FC, double 0x561BB00735F9E7E
  %Cmp309 = icmp ne <4 x i1> %Shuff113, %Cmp190
  %L310 = load i64, ptr %Sl9, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 64
  %E311 = extractelement <2 x i16> %L45, i32 %B217
  %Shuff312 = shufflevector <4 x i1> %I246, <4 x i1> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I313 = insertelement <2 x i16> zeroinitializer, i16 0, i32 %L213
  %PC314 = bitcast ptr %A3 to ptr
  %Sl315 = select i1 %L111, i1 %E98, i1 %E98
  br i1 %Sl315, label %CF1026, label %CF1038

CF1038:                                           ; preds = %CF1109
  %Cmp316 = icmp uge <4 x i1> %Shuff, %Sl278
  %L317 = load float, ptr %PC314, align 4
  %E318 = extractelement <4 x i1> %Shuff77, i32 %3
  br i1 %E318, label %CF996, label %CF1015

CF1015:                                           ; preds = %CF1015, %CF1038
  %Shuff319 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl278, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I320 = insertelement <4 x i1> %Cmp138, i1 %E304, i32 %E90
  %ZE321 = zext i1 %E54 to i32
  %Sl322 = select i1 %E54, <4 x i1> %I56, <4 x i1> zeroinitializer
  %Cmp323 = icmp eq <8 x i32> %Shuff126, %Tr72
  %L324 = load float, ptr %Sl29, align 4
  store <4 x i32> %B224, ptr %0, align 16
  %E325 = extractelement <4 x i1> %Cmp81, i32 %E184
  br i1 %E325, label %CF1015, label %CF1025

CF1025:                                           ; preds = %CF1015
  %Shuff326 = shufflevector <4 x i1> %Cmp123, <4 x i1> %Shuff, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I327 = insertelement <2 x i32> %Shuff41, i32 %Sl257, i32 %E119
  %Sl328 = select <4 x i1> %Shuff55, <4 x i1> %I142, <4 x i1> %I178
  %Cmp329 = icmp sgt <2 x i32> %Shuff141, %I262
  %L330 = load <1 x i32>, ptr %2, align 4
  store float %Sl249, ptr %PC, align 4
  %E331 = extractelement <2 x i32> %Shuff41, i32 %FC36
  %Shuff332 = shufflevector <2 x i8> %L295, <2 x i8> %L295, <2 x i32> <i32 1, i32 3>
  %I333 = insertelement <4 x i1> zeroinitializer, i1 %E288, i32 %E6
  %B334 = lshr i16 -30077, %E311
  %FC335 = fptoui float 0x4177EDDBC0000000 to i1
  br i1 %FC335, label %CF988, label %CF989

CF989:                                            ; preds = %CF989, %CF1063, %CF1016, %CF1025
  %Sl336 = select i1 %Tr, i16 -1, i16 %Tr240
  %Cmp337 = icmp eq <2 x i16> zeroinitializer, %I149
  %L338 = load double, ptr %PC, align 8
  store <4 x i16> %ZE256, ptr %PC, align 8
  %E339 = extractelement <4 x double> %FC101, i32 %L213
  %Shuff340 = shufflevector <1 x i16> %ZE292, <1 x i16> %ZE292, <1 x i32> undef
  %I341 = insertelement <2 x i64> %B115, i64 %B172, i32 %E184
  %B342 = srem <2 x i64> zeroinitializer, zeroinitializer
  %Tr343 = trunc i32 %E192 to i8
  %Sl344 = select <4 x i1> zeroinitializer, <4 x i1> %I62, <4 x i1> %Cmp23
  %Cmp345 = icmp ne <4 x i1> %I178, %Shuff282
  %L346 = load <2 x float>, ptr %0, align 8
  store i8 %Sl197, ptr %PC, align 1
  %E347 = extractelement <8 x i8> %Tr64, i32 %E90
  %Shuff348 = shufflevector <2 x i32> %I327, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I349 = insertelement <4 x i1> %Shuff77, i1 %E25, i32 %3
  %Tr350 = trunc <8 x i64> %ZE248 to <8 x i16>
  %Sl351 = select i1 %Cmp198, i1 %E140, i1 %E25
  br i1 %Sl351, label %CF989, label %CF1056

CF1056:                                           ; preds = %CF1056, %CF989
  %Cmp352 = icmp eq <2 x i64> %I194, %ZE277
  %L353 = load <1 x i1>, ptr %Sl9, align 1
  store i1 %E260, ptr %PC, align 1
  %E354 = extractelement <4 x i1> %Cmp23, i32 %L82
  br i1 %E354, label %CF1056, label %CF1063

CF1063:                                           ; preds = %CF1056
  %Shuff355 = shufflevector <4 x i1> %Shuff113, <4 x i1> %I349, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I356 = insertelement <4 x i1> %Shuff289, i1 true, i32 %E6
  %FC357 = sitofp i1 %E54 to double
  %Sl358 = select i1 %Cmp279, <8 x double> %Shuff177, <8 x double> %L118
  %Cmp359 = icmp uge i64 %L310, %Sl51
  br i1 %Cmp359, label %CF989, label %CF1016

CF1016:                                           ; preds = %CF1063
  %L360 = load float, ptr %PC314, align 4
  store <4 x i8> %FC136, ptr %PC, align 4
  %E361 = extractelement <8 x i8> %I306, i32 %L82
  %Shuff362 = shufflevector <4 x i1> %Sl15, <4 x i1> %Shuff269, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I363 = insertelement <4 x i16> %ZE256, i16 %E311, i32 %3
  %Tr364 = trunc i16 %E132 to i1
  br i1 %Tr364, label %CF989, label %CF999

CF999:                                            ; preds = %CF999, %CF1016
  %Sl365 = select i1 %Sl315, i16 %B334, i16 %B93
  %Cmp366 = icmp sge i1 true, %Sl181
  br i1 %Cmp366, label %CF999, label %CF1046

CF1046:                                           ; preds = %CF1046, %CF999
  %L367 = load <8 x i8>, ptr %PC, align 8
  store i16 0, ptr %PC314, align 2
  %E368 = extractelement <8 x double> %L118, i32 %L213
  %Shuff369 = shufflevector <2 x i64> %Sl174, <2 x i64> %Shuff99, <2 x i32> <i32 1, i32 3>
  %I370 = insertelement <8 x i8> %L67, i8 -1, i32 %L124
  %FC371 = sitofp i1 %L228 to double
  %Sl372 = select i1 %E260, i1 %E25, i1 %E260
  br i1 %Sl372, label %CF1046, label %CF1103

CF1103:                                           ; preds = %CF1046
  %Cmp373 = icmp uge <4 x i1> %Shuff33, %Shuff55
  %L374 = load <8 x i1>, ptr %Sl29, align 1
  store i32 %E90, ptr %PC, align 4
  %E375 = extractelement <16 x i8> %Shuff19, i32 %Sl234
  %Shuff376 = shufflevector <4 x i1> %I231, <4 x i1> %Sl328, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I377 = insertelement <4 x i1> zeroinitializer, i1 %E83, i32 %L213
  %B378 = xor i32 %B217, %E184
  %BC379 = bitcast i64 %Sl73 to double
  %Sl380 = select i1 %Sl211, <2 x i32> %I107, <2 x i32> %I262
  %Cmp381 = icmp uge <4 x i1> %I171, %Shuff282
  %L382 = load float, ptr %PC, align 4
  store <4 x double> %FC101, ptr %PC, align 32
  %E383 = extractelement <4 x i32> %Se, i32 %E184
  %Shuff384 = shufflevector <4 x i1> %Shuff326, <4 x i1> %Shuff, <4 x i32> <i32 6, i32 undef, i32 2, i32 undef>
  %I385 = insertelement <2 x i1> %Cmp52, i1 %Cmp38, i32 %B217
  %B386 = ashr i8 %E76, %B49
  %FC387 = sitofp i32 %ZE188 to float
  %Sl388 = select i1 true, <2 x i16> %Shuff185, <2 x i16> zeroinitializer
  %Cmp389 = icmp sgt i16 %ZE151, %L183
  br label %CF

CF:                                               ; preds = %CF, %CF1128, %CF1080, %CF1059, %CF1108, %CF1044, %CF1091, %CF1103
  %L390 = load i16, ptr %0, align 2
  store <8 x i32> %Tr72, ptr %PC, align 32
  %E391 = extractelement <2 x i64> %Shuff222, i32 %E119
  %Shuff392 = shufflevector <2 x i1> %Shuff84, <2 x i1> %Shuff84, <2 x i32> <i32 0, i32 undef>
  %I393 = insertelement <4 x i1> %Shuff201, i1 %Cmp198, i32 %E119
  %FC394 = uitofp i8 %E347 to double
  %Sl395 = select <2 x i1> %I209, <2 x i64> %L53, <2 x i64> %I186
  %L396 = load i32, ptr %PC, align 4
  store <8 x i32> %Shuff275, ptr %Sl9, align 32
  %E397 = extractelement <2 x i32> %ZE264, i32 %B378
  %Shuff398 = shufflevector <2 x i32> %Shuff41, <2 x i32> %Shuff91, <2 x i32> <i32 0, i32 2>
  %I399 = insertelement <8 x double> %Shuff177, double %B263, i32 %Sl95
  %B400 = fmul double 0x78EDCD8CE4EB2F0A, %B63
  %Se401 = sext <4 x i1> %I42 to <4 x i8>
  %Sl402 = select <2 x i1> %Sl265, <2 x i1> %Shuff261, <2 x i1> %Cmp52
  %Cmp403 = icmp sgt i16 %E281, %L75
  br i1 %Cmp403, label %CF, label %CF1093

CF1093:                                           ; preds = %CF1093, %CF
  %L404 = load <2 x i1>, ptr %PC, align 1
  store double %FC79, ptr %1, align 8
  %E405 = extractelement <4 x i1> %Cmp30, i32 %ZE321
  br i1 %E405, label %CF1093, label %CF1104

CF1104:                                           ; preds = %CF1104, %CF1093
  %Shuff406 = shufflevector <8 x i8> %L367, <8 x i8> %Sl189, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I407 = insertelement <4 x double> %FC101, double %B63, i32 %L97
  %Sl408 = select i1 %L146, i16 %FC128, i16 %Sl336
  %Cmp409 = icmp ne <8 x i32> %Sl122, %Shuff193
  %L410 = load i1, ptr %Sl29, align 1
  br i1 %L410, label %CF1104, label %CF1128

CF1128:                                           ; preds = %CF1104
  store <8 x i64> %ZE248, ptr %PC314, align 64
  %E411 = extractelement <4 x i1> %Sl241, i32 %E6
  br i1 %E411, label %CF, label %CF1080

CF1080:                                           ; preds = %CF1128
  %Shuff412 = shufflevector <4 x i1> %Sl117, <4 x i1> %Cmp138, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I413 = insertelement <4 x i1> %Shuff238, i1 %Sl181, i32 %E192
  %B414 = fadd double %Sl144, %BC300
  %ZE415 = zext i16 %B14 to i32
  %Sl416 = select i1 %Cmp359, i1 %Sl372, i1 %Cmp279
  br i1 %Sl416, label %CF, label %CF1059

CF1059:                                           ; preds = %CF1080
  %Cmp417 = icmp eq <2 x i16> %L45, %I149
  %L418 = load <2 x float>, ptr %PC, align 8
  store i32 %B217, ptr %PC314, align 4
  %E419 = extractelement <4 x i1> zeroinitializer, i32 %L213
  br i1 %E419, label %CF, label %CF993

CF993:                                            ; preds = %CF993, %CF1097, %CF1072, %CF1107, %CF1100, %CF1079, %CF1059
  %Shuff420 = shufflevector <2 x i64> %I20, <2 x i64> %Shuff99, <2 x i32> <i32 undef, i32 1>
  %I421 = insertelement <2 x i1> %Cmp52, i1 %E200, i32 %E6
  %B422 = fdiv <2 x float> %L418, %L346
  %FC423 = sitofp <16 x i1> %Cmp258 to <16 x float>
  %Sl424 = select i1 %E260, i32 %E119, i32 %E6
  %Cmp425 = icmp slt i1 %Cmp38, %E98
  br i1 %Cmp425, label %CF993, label %CF1097

CF1097:                                           ; preds = %CF993
  %L426 = load <2 x double>, ptr %Sl9, align 16
  store i32 %L104, ptr %0, align 4
  %E427 = extractelement <4 x i1> %Cmp88, i32 %B378
  br i1 %E427, label %CF993, label %CF1064

CF1064:                                           ; preds = %CF1064, %CF1097
  %Shuff428 = shufflevector <2 x i64> %Sl395, <2 x i64> %Shuff99, <2 x i32> <i32 1, i32 3>
  %I429 = insertelement <2 x float> %B422, float %B179, i32 %B378
  %B430 = lshr i32 %E119, %ZE415
  %Tr431 = trunc i32 %B378 to i1
  br i1 %Tr431, label %CF1064, label %CF1072

CF1072:                                           ; preds = %CF1064
  %Sl432 = select i1 %Cmp74, <8 x double> %Sl358, <8 x double> %L118
  %Cmp433 = icmp ult <8 x i1> %Cmp266, %Cmp227
  %L434 = load i8, ptr %Sl37, align 1
  %E435 = extractelement <8 x i32> %Shuff193, i32 %E6
  %Shuff436 = shufflevector <4 x i1> %Shuff201, <4 x i1> %Sl344, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I437 = insertelement <2 x i16> %Sl388, i16 %Sl204, i32 %ZE321
  %B438 = shl i32 %B378, %L104
  %Sl439 = select i1 %L5, <16 x i8> %Shuff19, <16 x i8> zeroinitializer
  %Cmp440 = fcmp uno float %L382, %B179
  br i1 %Cmp440, label %CF993, label %CF1045

CF1045:                                           ; preds = %CF1045, %CF1072
  %L441 = load i16, ptr %Sl29, align 2
  store <16 x float> %FC423, ptr %PC, align 64
  %E442 = extractelement <2 x i64> %Shuff428, i32 %E6
  %Shuff443 = shufflevector <4 x i1> %Shuff238, <4 x i1> %Sl15, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I444 = insertelement <4 x i1> %Shuff384, i1 %Cmp74, i32 %FC36
  %B445 = mul i8 -121, %Tr343
  %FC446 = uitofp <4 x i16> zeroinitializer to <4 x float>
  %Sl447 = select <4 x i1> %Shuff55, <4 x i1> %Cmp123, <4 x i1> %Shuff326
  %Cmp448 = icmp ugt i8 %5, %Tr343
  br i1 %Cmp448, label %CF1045, label %CF1107

CF1107:                                           ; preds = %CF1045
  %L449 = load <1 x double>, ptr %PC314, align 8
  store double %BC300, ptr %PC, align 8
  %E450 = extractelement <8 x i32> %I239, i32 %E6
  %Shuff451 = shufflevector <4 x i1> %Shuff376, <4 x i1> %Cmp138, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I452 = insertelement <2 x i64> zeroinitializer, i64 %Sl152, i32 %Sl234
  %B453 = sub <16 x i8> %Shuff19, %Shuff69
  %Sl454 = select i1 %L5, ptr %A1, ptr %Sl29
  %Cmp455 = icmp sge <4 x i1> %Sl15, %I298
  %L456 = load float, ptr %PC, align 4
  store <2 x i32> %Shuff41, ptr %PC, align 8
  %E457 = extractelement <4 x i16> %I363, i32 %ZE321
  %Shuff458 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %I363, <4 x i32> <i32 undef, i32 undef, i32 undef, i32 6>
  %I459 = insertelement <16 x i8> zeroinitializer, i8 %L139, i32 %L82
  %Se460 = sext i8 %B158 to i32
  %Sl461 = select <2 x i1> %I209, <2 x i64> %Shuff369, <2 x i64> %I452
  %Cmp462 = icmp uge i1 %E325, %Sl137
  br i1 %Cmp462, label %CF993, label %CF1004

CF1004:                                           ; preds = %CF1004, %CF1116, %CF1077, %CF1107
  %L463 = load <2 x i1>, ptr %PC314, align 1
  store i32 %ZE321, ptr %PC314, align 4
  %E464 = extractelement <4 x i8> %Se401, i32 %E147
  %Shuff465 = shufflevector <4 x i1> %Shuff362, <4 x i1> %Cmp123, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I466 = insertelement <4 x i1> %I223, i1 %E304, i32 %E435
  %B467 = udiv i8 %E76, %Tr343
  %FC468 = uitofp i1 %Cmp279 to double
  %Sl469 = select <4 x i1> %Shuff201, <4 x i1> %Sl87, <4 x i1> %Cmp23
  %Cmp470 = icmp uge <2 x i64> %Sl461, %Shuff420
  %L471 = load <1 x float>, ptr %PC314, align 4
  store float %B299, ptr %PC314, align 4
  %E472 = extractelement <4 x i1> %Shuff305, i32 %E244
  br i1 %E472, label %CF1004, label %CF1043

CF1043:                                           ; preds = %CF1043, %CF1004
  %Shuff473 = shufflevector <2 x float> %L346, <2 x float> %L346, <2 x i32> <i32 undef, i32 1>
  %I474 = insertelement <2 x i16> %L45, i16 %Sl408, i32 %ZE415
  %B475 = or i64 %4, %E391
  %Se476 = sext i8 -121 to i32
  %Sl477 = select <1 x i1> %L24, <1 x i64> %I13, <1 x i64> %I13
  %Cmp478 = icmp sge i1 %Sl315, %Cmp279
  br i1 %Cmp478, label %CF1043, label %CF1095

CF1095:                                           ; preds = %CF1095, %CF1043
  %L479 = load <1 x i32>, ptr %Sl454, align 4
  store i32 %FC36, ptr %Sl9, align 4
  %E480 = extractelement <8 x i1> %Cmp433, i32 %L104
  br i1 %E480, label %CF1095, label %CF1116

CF1116:                                           ; preds = %CF1095
  %Shuff481 = shufflevector <4 x i1> %I393, <4 x i1> %Shuff201, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I482 = insertelement <4 x i1> %Cmp309, i1 %L410, i32 %E331
  %B483 = add <2 x i64> %I20, %ZE277
  %FC484 = uitofp i1 %Cmp160 to double
  %Sl485 = select i1 %Sl351, i64 %B187, i64 %E391
  %Cmp486 = icmp slt i16 %B93, %Sl365
  br i1 %Cmp486, label %CF1004, label %CF1017

CF1017:                                           ; preds = %CF1017, %CF1116
  %L487 = load i16, ptr %Sl454, align 2
  store <4 x float> %FC446, ptr %Sl454, align 16
  %E488 = extractelement <2 x i1> %Shuff392, i32 %L82
  br i1 %E488, label %CF1017, label %CF1023

CF1023:                                           ; preds = %CF1023, %CF1087, %CF1017
  %Shuff489 = shufflevector <8 x i1> %L374, <8 x i1> %Cmp227, <8 x i32> <i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14, i32 0>
  %I490 = insertelement <2 x i64> %Sl301, i64 %BC, i32 %E6
  %B491 = and i64 %L199, %B172
  %PC492 = bitcast ptr %A2 to ptr
  %Sl493 = select i1 %Sl351, <4 x i16> %I363, <4 x i16> %B143
  %Cmp494 = icmp ne i1 %E288, %E54
  br i1 %Cmp494, label %CF1023, label %CF1087

CF1087:                                           ; preds = %CF1023
  %L495 = load i32, ptr %PC492, align 4
  store <2 x i8> %Shuff332, ptr %PC314, align 2
  %E496 = extractelement <2 x i64> %Shuff148, i32 %E6
  %Shuff497 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I498 = insertelement <4 x i1> %Shuff238, i1 %E237, i32 %ZE321
  %B499 = lshr <2 x i16> %I437, %I313
  %Tr500 = trunc <2 x i16> %I276 to <2 x i8>
  %Sl501 = select i1 %Cmp198, i64 %E32, i64 %B86
  %Cmp502 = fcmp ueq <1 x float> %L471, %L471
  %L503 = load <2 x i64>, ptr %PC314, align 16
  store float 0x42CE755240000000, ptr %PC492, align 4
  %E504 = extractelement <4 x i1> %Cmp373, i32 %B378
  br i1 %E504, label %CF1023, label %CF1033

CF1033:                                           ; preds = %CF1033, %CF1090, %CF1087
  %Shuff505 = shufflevector <2 x i1> %Cmp417, <2 x i1> %Cmp16, <2 x i32> <i32 undef, i32 1>
  %I506 = insertelement <4 x i1> %Shuff362, i1 %Cmp462, i32 %3
  %B507 = udiv i8 %E60, -1
  %ZE508 = zext <2 x i1> %Shuff505 to <2 x i16>
  %Sl509 = select i1 %Cmp389, i1 %Cmp167, i1 %Cmp279
  br i1 %Sl509, label %CF1033, label %CF1090

CF1090:                                           ; preds = %CF1033
  %Cmp510 = icmp slt i16 %E281, %Sl365
  br i1 %Cmp510, label %CF1033, label %CF1077

CF1077:                                           ; preds = %CF1090
  %L511 = load <2 x i64>, ptr %PC, align 16
  store double %B63, ptr %PC, align 8
  %E512 = extractelement <4 x i1> %I70, i32 %L82
  br i1 %E512, label %CF1004, label %CF1005

CF1005:                                           ; preds = %CF1005, %CF1051, %CF1077
  %Shuff513 = shufflevector <4 x i1> %Cmp345, <4 x i1> %Sl278, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I514 = insertelement <4 x i1> %I216, i1 true, i32 %ZE321
  %B515 = sub <2 x i16> %I313, %I437
  %Tr516 = trunc <4 x i32> %Se to <4 x i16>
  %Sl517 = select <2 x i1> %Shuff392, <2 x i1> %Cmp329, <2 x i1> %I209
  %Cmp518 = icmp uge <2 x i1> %Cmp337, %Cmp250
  %L519 = load <4 x i8>, ptr %PC314, align 4
  store double %BC379, ptr %PC, align 8
  %E520 = extractelement <4 x i1> %Cmp30, i32 %E383
  br i1 %E520, label %CF1005, label %CF1051

CF1051:                                           ; preds = %CF1005
  %Shuff521 = shufflevector <4 x i1> %Shuff362, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I522 = insertelement <2 x i1> %Sl265, i1 %Cmp38, i32 %L82
  %B523 = xor i8 -1, %Tr343
  %ZE524 = zext <4 x i1> %Cmp373 to <4 x i16>
  %Sl525 = select i1 %Sl137, <2 x i16> %Sl388, <2 x i16> %L45
  %Cmp526 = icmp ugt <2 x i1> %Cmp470, %Cmp294
  %L527 = load i32, ptr %Sl454, align 4
  %E528 = extractelement <2 x i32> %Shuff41, i32 %L17
  %Shuff529 = shufflevector <2 x i16> %Sl388, <2 x i16> %I437, <2 x i32> <i32 undef, i32 3>
  %I530 = insertelement <16 x i8> %Shuff7, i8 %E361, i32 %E147
  %B531 = fdiv double %FC357, %BC300
  %FC532 = sitofp <2 x i16> %B499 to <2 x double>
  %Sl533 = select i1 %Sl315, i1 %Cmp38, i1 %E520
  br i1 %Sl533, label %CF1005, label %CF1014

CF1014:                                           ; preds = %CF1014, %CF1082, %CF1051
  %Cmp534 = icmp uge i32 %L124, %FC36
  br i1 %Cmp534, label %CF1014, label %CF1082

CF1082:                                           ; preds = %CF1014
  %L535 = load <16 x i1>, ptr %PC, align 2
  store i32 %L495, ptr %Sl29, align 4
  %E536 = extractelement <2 x i32> %Shuff41, i32 %L396
  %Shuff537 = shufflevector <8 x i1> %Cmp433, <8 x i1> %Cmp227, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I538 = insertelement <2 x i1> %L463, i1 %Sl166, i32 %B378
  %B539 = or <4 x i32> %B224, %ZE
  %ZE540 = zext <4 x i1> %Shuff245 to <4 x i32>
  %Sl541 = select i1 %E169, <2 x float> %Shuff473, <2 x float> %L346
  %Cmp542 = icmp sgt i1 %E169, %Cmp66
  br i1 %Cmp542, label %CF1014, label %CF1024

CF1024:                                           ; preds = %CF1024, %CF1082
  %L543 = load float, ptr %Sl454, align 4
  store <8 x i16> %Tr350, ptr %PC314, align 16
  %E544 = extractelement <4 x i1> %I498, i32 %Sl95
  br i1 %E544, label %CF1024, label %CF1100

CF1100:                                           ; preds = %CF1024
  %Shuff545 = shufflevector <2 x float> %B422, <2 x float> %L346, <2 x i32> <i32 2, i32 undef>
  %I546 = insertelement <2 x i64> %B135, i64 %Sl102, i32 %E6
  %B547 = and i64 %E252, %E391
  %FC548 = uitofp <4 x i32> %ZE540 to <4 x double>
  %Sl549 = select i1 %E46, i8 %Tr343, i8 %L434
  %Cmp550 = icmp eq i32 %Sl424, %E331
  br i1 %Cmp550, label %CF993, label %CF1002

CF1002:                                           ; preds = %CF1002, %CF1100
  %L551 = load float, ptr %PC, align 4
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl454, align 64
  %E552 = extractelement <2 x i64> zeroinitializer, i32 %E331
  %Shuff553 = shufflevector <4 x i1> %I216, <4 x i1> %Cmp373, <4 x i32> <i32 undef, i32 undef, i32 4, i32 undef>
  %I554 = insertelement <1 x i32> %L479, i32 %L124, i32 %Sl234
  %B555 = srem <8 x i8> %L10, %Tr64
  %Se556 = sext <8 x i8> %L67 to <8 x i32>
  %Sl557 = select <2 x i1> %Shuff84, <2 x i32> %Tr94, <2 x i32> %Sl380
  %Cmp558 = icmp eq <1 x i1> %Shuff156, %L24
  %L559 = load <2 x i8>, ptr %PC, align 2
  store i64 %Sl152, ptr %Sl454, align 4
  %E560 = extractelement <4 x double> %FC548, i32 %L82
  %Shuff561 = shufflevector <2 x i1> %L404, <2 x i1> %Cmp250, <2 x i32> <i32 3, i32 1>
  %I562 = insertelement <4 x i1> %Sl469, i1 %E25, i32 %L104
  %B563 = mul <2 x i64> %Shuff222, %I452
  %FC564 = sitofp <2 x i64> %Sl174 to <2 x float>
  %Sl565 = select i1 %Sl533, i64 %E32, i64 %B547
  %Cmp566 = icmp ugt i32 %L124, %L495
  br i1 %Cmp566, label %CF1002, label %CF1079

CF1079:                                           ; preds = %CF1002
  %L567 = load <2 x i16>, ptr %Sl9, align 4
  store i16 %Tr173, ptr %PC314, align 2
  %E568 = extractelement <8 x i32> %Shuff126, i32 %B378
  %Shuff569 = shufflevector <4 x i1> %Shuff113, <4 x i1> %Cmp373, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I570 = insertelement <1 x i1> %Shuff156, i1 true, i32 %B378
  %B571 = fsub float %L456, 0x42CE755240000000
  %Tr572 = trunc i8 %E60 to i1
  br i1 %Tr572, label %CF993, label %CF995

CF995:                                            ; preds = %CF995, %CF1079
  %Sl573 = select i1 %Cmp389, <8 x i32> %Tr72, <8 x i32> %Se556
  %Cmp574 = icmp ult <1 x i16> %ZE292, %ZE292
  %L575 = load i64, ptr %PC, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 128
  %E576 = extractelement <2 x i16> %I474, i32 %L527
  %Shuff577 = shufflevector <2 x i1> %Cmp219, <2 x i1> %Cmp352, <2 x i32> <i32 2, i32 undef>
  %I578 = insertelement <2 x i1> %Shuff392, i1 %Sl315, i32 %FC36
  %ZE579 = zext <4 x i1> %I62 to <4 x i32>
  %Sl580 = select i1 %Cmp74, i16 %L, i16 %ZE151
  %Cmp581 = icmp uge <4 x i1> %I506, %Cmp
  %L582 = load <4 x i64>, ptr %Sl9, align 32
  store double %Sl144, ptr %PC314, align 8
  %E583 = extractelement <2 x i16> %L45, i32 %ZE321
  %Shuff584 = shufflevector <4 x i1> %Cmp103, <4 x i1> %I393, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I585 = insertelement <4 x i8> %L168, i8 91, i32 %ZE321
  %Se586 = sext <4 x i1> %Cmp30 to <4 x i64>
  %Sl587 = select <2 x i1> %Cmp352, <2 x i1> %Cmp417, <2 x i1> %Shuff120
  %Cmp588 = icmp ne <4 x i16> %Sl493, %Shuff458
  %L589 = load <4 x i8>, ptr %0, align 4
  store float %B299, ptr %PC, align 4
  %E590 = extractelement <8 x i1> %Shuff489, i32 %E450
  br i1 %E590, label %CF995, label %CF1027

CF1027:                                           ; preds = %CF1027, %CF995
  %Shuff591 = shufflevector <2 x i1> %I578, <2 x i1> %Cmp16, <2 x i32> <i32 1, i32 undef>
  %I592 = insertelement <8 x double> %I202, double %L338, i32 %3
  %FC593 = fptosi double %L191 to i64
  %Sl594 = select i1 %Cmp153, <2 x double> %L426, <2 x double> %L426
  %Cmp595 = icmp eq <8 x i8> %L67, %L367
  %L596 = load i1, ptr %Sl9, align 1
  br i1 %L596, label %CF1027, label %CF1054

CF1054:                                           ; preds = %CF1054, %CF1027
  store <8 x double> %L175, ptr %PC, align 64
  %E597 = extractelement <4 x i1> %Shuff412, i32 %ZE321
  br i1 %E597, label %CF1054, label %CF1108

CF1108:                                           ; preds = %CF1054
  %Shuff598 = shufflevector <2 x i64> %I490, <2 x i64> %Shuff222, <2 x i32> undef
  %I599 = insertelement <4 x i8> %L168, i8 %5, i32 %E184
  %B600 = srem i64 %Sl102, %BC
  %Se601 = sext <4 x i1> %Shuff12 to <4 x i8>
  %Sl602 = select <4 x i1> %I27, <4 x i1> %I333, <4 x i1> %Shuff
  %Cmp603 = icmp ult <8 x i64> %ZE248, %L31
  %L604 = load <4 x i1>, ptr %PC314, align 1
  store i1 %E488, ptr %Sl454, align 1
  %E605 = extractelement <4 x i1> zeroinitializer, i32 %E6
  br i1 %E605, label %CF, label %CF992

CF992:                                            ; preds = %CF992, %CF1123, %CF1060, %CF1074, %CF1039, %CF1118, %CF1133, %CF1108
  %Shuff606 = shufflevector <4 x double> %FC210, <4 x double> %FC101, <4 x i32> <i32 1, i32 undef, i32 undef, i32 7>
  %I607 = insertelement <1 x i1> %Cmp502, i1 %E488, i32 %3
  %B608 = srem <2 x i64> %Shuff420, %Shuff99
  %Tr609 = trunc i32 %B378 to i16
  %Sl610 = select i1 %E98, <4 x i16> %B143, <4 x i16> zeroinitializer
  %Cmp611 = icmp ult i8 91, %Sl80
  br i1 %Cmp611, label %CF992, label %CF1123

CF1123:                                           ; preds = %CF992
  %L612 = load i64, ptr %PC492, align 4
  store <4 x i16> zeroinitializer, ptr %0, align 8
  %E613 = extractelement <4 x i1> %Shuff305, i32 %L82
  br i1 %E613, label %CF992, label %CF1060

CF1060:                                           ; preds = %CF1123
  %Shuff614 = shufflevector <1 x i32> %L330, <1 x i32> %L330, <1 x i32> zeroinitializer
  %I615 = insertelement <2 x i8> %Shuff332, i8 %B158, i32 %E6
  %B616 = mul <4 x i32> %B539, %B539
  %Se617 = sext <4 x i1> %Cmp81 to <4 x i64>
  %Sl618 = select <4 x i1> %Shuff, <4 x i1> %I178, <4 x i1> %I223
  %Cmp619 = icmp eq <4 x i1> %Cmp81, zeroinitializer
  %L620 = load <4 x i32>, ptr %PC, align 16
  store float %Sl249, ptr %PC, align 4
  %E621 = extractelement <16 x i1> %Shuff297, i32 %B217
  br i1 %E621, label %CF992, label %CF1041

CF1041:                                           ; preds = %CF1041, %CF1102, %CF1060
  %Shuff622 = shufflevector <2 x i64> %Shuff148, <2 x i64> %Sl301, <2 x i32> <i32 3, i32 1>
  %I623 = insertelement <2 x i32> %I327, i32 %FC36, i32 %Sl234
  %Se624 = sext <4 x i1> %Sl344 to <4 x i8>
  %Sl625 = select <4 x i1> %I562, <4 x i1> %Shuff355, <4 x i1> %Cmp30
  %Cmp626 = icmp ugt i1 %Cmp235, %Cmp198
  br i1 %Cmp626, label %CF1041, label %CF1102

CF1102:                                           ; preds = %CF1041
  %L627 = load <4 x double>, ptr %0, align 32
  store i16 %FC128, ptr %PC492, align 2
  %E628 = extractelement <8 x i1> %Shuff489, i32 %E90
  br i1 %E628, label %CF1041, label %CF1067

CF1067:                                           ; preds = %CF1067, %CF1102
  %Shuff629 = shufflevector <2 x i64> %Sl395, <2 x i64> %I186, <2 x i32> <i32 1, i32 3>
  %I630 = insertelement <4 x i8> %L206, i8 %B35, i32 %B378
  %B631 = sub i8 %E361, %Sl226
  %FC632 = uitofp i8 91 to double
  %Sl633 = select <2 x i1> %Cmp16, <2 x i64> %I186, <2 x i64> %Shuff47
  %Cmp634 = icmp ne i1 %Cmp279, %Cmp167
  br i1 %Cmp634, label %CF1067, label %CF1074

CF1074:                                           ; preds = %CF1067
  %L635 = load <4 x float>, ptr %Sl454, align 16
  store i64 %FC593, ptr %PC314, align 4
  %E636 = extractelement <2 x i64> zeroinitializer, i32 %B378
  %Shuff637 = shufflevector <4 x i1> %Sl15, <4 x i1> %I8, <4 x i32> <i32 3, i32 5, i32 undef, i32 undef>
  %I638 = insertelement <4 x i1> %Shuff521, i1 %L111, i32 %E184
  %B639 = mul i8 %B158, %Sl549
  %PC640 = bitcast ptr %1 to ptr
  %Sl641 = select <4 x i1> %I42, <4 x i8> %I630, <4 x i8> %I585
  %Cmp642 = icmp eq <2 x i1> %Cmp417, %Cmp526
  %L643 = load <16 x i16>, ptr %Sl454, align 32
  store double %FC484, ptr %Sl454, align 8
  %E644 = extractelement <4 x i8> %L519, i32 %B378
  %Shuff645 = shufflevector <4 x i1> %Shuff289, <4 x i1> %I223, <4 x i32> <i32 undef, i32 undef, i32 3, i32 5>
  %I646 = insertelement <4 x i1> %Shuff133, i1 %L228, i32 %FC36
  %FC647 = sitofp i16 %B93 to float
  %Sl648 = select i1 true, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp649 = icmp uge i64 %B491, %E391
  br i1 %Cmp649, label %CF992, label %CF1039

CF1039:                                           ; preds = %CF1074
  %L650 = load double, ptr %0, align 8
  store <2 x float> %L346, ptr %Sl454, align 8
  %E651 = extractelement <4 x i1> %Sl344, i32 %E383
  br i1 %E651, label %CF992, label %CF1021

CF1021:                                           ; preds = %CF1021, %CF1039
  %Shuff652 = shufflevector <8 x double> %Sl432, <8 x double> %Sl432, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 2, i32 undef, i32 6, i32 8, i32 10>
  %I653 = insertelement <2 x double> %FC532, double %Sl22, i32 %E568
  %ZE654 = zext <2 x i8> %L559 to <2 x i32>
  %Sl655 = select i1 %Sl533, i1 %Sl181, i1 %E504
  br i1 %Sl655, label %CF1021, label %CF1092

CF1092:                                           ; preds = %CF1092, %CF1021
  %Cmp656 = icmp ult <8 x i32> %Sl122, %Shuff275
  %L657 = load <16 x i64>, ptr %PC314, align 128
  store i32 %E568, ptr %PC492, align 4
  %E658 = extractelement <4 x i1> %Shuff, i32 %3
  br i1 %E658, label %CF1092, label %CF1118

CF1118:                                           ; preds = %CF1092
  %Shuff659 = shufflevector <8 x i1> %Cmp409, <8 x i1> %Cmp227, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7>
  %I660 = insertelement <2 x i64> %Sl301, i64 %B547, i32 %L82
  %B661 = fdiv float %Sl249, %B299
  %ZE662 = zext <8 x i8> %B555 to <8 x i64>
  %Sl663 = select i1 %Sl509, i1 %Cmp359, i1 %Sl293
  br i1 %Sl663, label %CF992, label %CF997

CF997:                                            ; preds = %CF997, %CF1068, %CF1035, %CF1118
  %Cmp664 = icmp sge <2 x i1> %Shuff591, %Cmp286
  %L665 = load <8 x double>, ptr %PC314, align 64
  store float %L360, ptr %Sl454, align 4
  %E666 = extractelement <16 x i8> %Sl439, i32 %B378
  %Shuff667 = shufflevector <2 x i1> %Cmp417, <2 x i1> %L463, <2 x i32> <i32 3, i32 1>
  %I668 = insertelement <2 x i1> %Shuff392, i1 %E354, i32 %3
  %B669 = sub <4 x i64> %L582, %Se225
  %ZE670 = zext <8 x i1> %Cmp603 to <8 x i8>
  %Sl671 = select i1 %Tr364, <4 x i8> %I599, <4 x i8> %Se401
  %Cmp672 = icmp slt <2 x i1> %I522, %Sl587
  %L673 = load i1, ptr %PC314, align 1
  br i1 %L673, label %CF997, label %CF1068

CF1068:                                           ; preds = %CF997
  store <4 x i32> %B539, ptr %PC640, align 16
  %E674 = extractelement <8 x i8> %I370, i32 %ZE415
  %Shuff675 = shufflevector <2 x i8> %Shuff332, <2 x i8> %L295, <2 x i32> <i32 2, i32 0>
  %I676 = insertelement <4 x i1> %Shuff77, i1 %Sl351, i32 %Se460
  %B677 = add i32 %E184, %3
  %Tr678 = trunc i64 %Sl73 to i8
  %Sl679 = select <2 x i1> %Cmp642, <2 x i32> %Sl159, <2 x i32> %Sl159
  %Cmp680 = icmp ult <2 x i1> %Shuff84, %I385
  %L681 = load <1 x double>, ptr %PC640, align 8
  store double %FC632, ptr %PC, align 8
  %E682 = extractelement <8 x i1> %Shuff489, i32 %B378
  br i1 %E682, label %CF997, label %CF1035

CF1035:                                           ; preds = %CF1068
  %Shuff683 = shufflevector <4 x i1> %Shuff362, <4 x i1> %I231, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I684 = insertelement <4 x i1> %Cmp455, i1 %E260, i32 %FC36
  %Tr685 = trunc i32 %B430 to i16
  %Sl686 = select i1 true, i16 %Tr609, i16 -1
  %Cmp687 = icmp ult i8 %B467, %B386
  br i1 %Cmp687, label %CF997, label %CF1006

CF1006:                                           ; preds = %CF1006, %CF1035
  %L688 = load float, ptr %PC, align 4
  store <16 x float> %FC423, ptr %Sl9, align 64
  %E689 = extractelement <16 x i8> %Shuff7, i32 %E6
  %Shuff690 = shufflevector <4 x i1> %I684, <4 x i1> %Shuff553, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I691 = insertelement <2 x i1> %Sl517, i1 %Cmp205, i32 %E6
  %Tr692 = trunc <2 x i64> %Sl395 to <2 x i1>
  %Sl693 = select <2 x i1> %Cmp642, <2 x i16> %Tr233, <2 x i16> zeroinitializer
  %Cmp694 = icmp ule i16 0, %B334
  br i1 %Cmp694, label %CF1006, label %CF1053

CF1053:                                           ; preds = %CF1053, %CF1006
  %L695 = load <8 x i32>, ptr %Sl454, align 32
  store i32 %ZE321, ptr %Sl9, align 4
  %E696 = extractelement <4 x i1> %Cmp88, i32 %E147
  br i1 %E696, label %CF1053, label %CF1120

CF1120:                                           ; preds = %CF1120, %CF1053
  %Shuff697 = shufflevector <2 x i1> %Cmp294, <2 x i1> %I209, <2 x i32> <i32 3, i32 1>
  %I698 = insertelement <4 x i1> zeroinitializer, i1 %Cmp462, i32 %E244
  %B699 = udiv i32 %Se476, %ZE321
  %Tr700 = fptrunc <1 x double> %L449 to <1 x float>
  %Sl701 = select i1 %E260, i1 %Cmp38, i1 %Sl351
  br i1 %Sl701, label %CF1120, label %CF1133

CF1133:                                           ; preds = %CF1120
  %Cmp702 = icmp ult <4 x i32> %ZE540, %B539
  %L703 = load float, ptr %Sl9, align 4
  store <1 x i32> %Shuff614, ptr %PC314, align 4
  %E704 = extractelement <2 x i64> zeroinitializer, i32 %L396
  %Shuff705 = shufflevector <16 x i1> %L535, <16 x i1> %Cmp110, <16 x i32> <i32 4, i32 undef, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 undef, i32 24, i32 26, i32 28, i32 30, i32 0, i32 undef>
  %I706 = insertelement <2 x i1> %Shuff84, i1 %Cmp462, i32 %B699
  %Se707 = sext i1 %E544 to i16
  %Sl708 = select <2 x i1> %Shuff561, <2 x i1> %Sl265, <2 x i1> %I385
  %Cmp709 = icmp eq i1 %E325, %E140
  br i1 %Cmp709, label %CF992, label %CF994

CF994:                                            ; preds = %CF994, %CF1075, %CF1133
  %L710 = load <4 x i16>, ptr %PC, align 8
  store float %B571, ptr %PC, align 4
  %E711 = extractelement <4 x i16> %Shuff458, i32 %E6
  %Shuff712 = shufflevector <2 x i8> %I615, <2 x i8> %L295, <2 x i32> <i32 1, i32 3>
  %I713 = insertelement <8 x i8> %L67, i8 %B386, i32 %Sl257
  %B714 = fdiv float %BC203, %L59
  %ZE715 = zext <8 x i8> %Shuff406 to <8 x i64>
  %Sl716 = select i1 %Cmp403, i8 %E644, i8 %B631
  %Cmp717 = icmp ugt <2 x i64> %Shuff629, %ZE277
  %L718 = load <2 x i8>, ptr %PC, align 2
  store i32 %Se476, ptr %PC640, align 4
  %E719 = extractelement <2 x i1> %Shuff591, i32 %B378
  br i1 %E719, label %CF994, label %CF1075

CF1075:                                           ; preds = %CF994
  %Shuff720 = shufflevector <2 x i64> %I186, <2 x i64> %I341, <2 x i32> <i32 3, i32 1>
  %I721 = insertelement <2 x i32> %Shuff398, i32 %E6, i32 %E435
  %B722 = fdiv double %FC79, %FC468
  %FC723 = sitofp <4 x i1> %I646 to <4 x float>
  %Sl724 = select i1 %Cmp58, <4 x i64> %L582, <4 x i64> %B669
  %Cmp725 = icmp uge i16 %L75, %L441
  br i1 %Cmp725, label %CF994, label %CF1044

CF1044:                                           ; preds = %CF1075
  %L726 = load double, ptr %PC314, align 8
  store <16 x i8> %Sl439, ptr %PC640, align 16
  %E727 = extractelement <4 x double> %FC101, i32 %B677
  %Shuff728 = shufflevector <2 x i16> %ZE508, <2 x i16> %L45, <2 x i32> <i32 2, i32 undef>
  %I729 = insertelement <4 x i16> %L710, i16 %L441, i32 %L213
  %B730 = frem double %Sl144, %Sl144
  %FC731 = sitofp i32 %ZE415 to double
  %Sl732 = select i1 %Cmp462, float 0x4177EDDBC0000000, float %B179
  %Cmp733 = fcmp oeq float 0x4177EDDBC0000000, %L360
  br i1 %Cmp733, label %CF, label %CF987

CF987:                                            ; preds = %CF987, %CF1084, %CF1044
  %L734 = load <4 x double>, ptr %Sl454, align 32
  store i1 %E696, ptr %Sl454, align 1
  %E735 = extractelement <4 x i1> %Shuff201, i32 %L82
  br i1 %E735, label %CF987, label %CF1010

CF1010:                                           ; preds = %CF1010, %CF1110, %CF1105, %CF1132, %CF1061, %CF1049, %CF1106, %CF987
  %Shuff736 = shufflevector <2 x i32> %Tr94, <2 x i32> %I623, <2 x i32> <i32 3, i32 undef>
  %I737 = insertelement <2 x i16> %Shuff497, i16 %Sl365, i32 %L213
  %B738 = srem i32 %L213, %E568
  %Tr739 = trunc i32 %E331 to i16
  %Sl740 = select i1 %E268, <4 x i1> %Sl15, <4 x i1> %Shuff553
  %Cmp741 = icmp uge <2 x i1> %Tr692, %Cmp664
  %L742 = load i8, ptr %PC640, align 1
  store <8 x i8> %L10, ptr %PC, align 8
  %E743 = extractelement <2 x i1> %Shuff667, i32 %E6
  br i1 %E743, label %CF1010, label %CF1110

CF1110:                                           ; preds = %CF1010
  %Shuff744 = shufflevector <4 x i1> %I270, <4 x i1> %Shuff465, <4 x i32> <i32 undef, i32 undef, i32 4, i32 6>
  %I745 = insertelement <4 x i1> %Shuff289, i1 %Cmp542, i32 %ZE321
  %Tr746 = trunc i64 458639 to i1
  br i1 %Tr746, label %CF1010, label %CF1105

CF1105:                                           ; preds = %CF1110
  %Sl747 = select i1 %Cmp205, i1 %L146, i1 %L596
  br i1 %Sl747, label %CF1010, label %CF1071

CF1071:                                           ; preds = %CF1071, %CF1105
  %Cmp748 = icmp sgt i8 %E60, %E666
  br i1 %Cmp748, label %CF1071, label %CF1132

CF1132:                                           ; preds = %CF1071
  %L749 = load <16 x i16>, ptr %PC314, align 32
  store i8 %B631, ptr %0, align 1
  %E750 = extractelement <8 x i8> %I100, i32 %E6
  %Shuff751 = shufflevector <4 x i1> %Shuff61, <4 x i1> %I676, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I752 = insertelement <4 x float> %L635, float %B179, i32 %L213
  %B753 = lshr <2 x i8> %Shuff712, %L295
  %FC754 = sitofp <2 x i64> %B483 to <2 x float>
  %Sl755 = select i1 %Cmp403, <4 x i1> %Shuff355, <4 x i1> %Shuff326
  %Cmp756 = fcmp ugt <2 x float> %L418, %L418
  %L757 = load double, ptr %PC492, align 8
  store <16 x i64> %L657, ptr %PC314, align 128
  %E758 = extractelement <4 x float> %FC723, i32 %3
  %Shuff759 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I262, <2 x i32> <i32 2, i32 0>
  %I760 = insertelement <8 x i8> %Tr64, i8 %Sl716, i32 %L97
  %B761 = fdiv double %B531, %FC468
  %FC762 = fptosi double %B730 to i8
  %Sl763 = select i1 %Cmp205, <2 x i1> %I421, <2 x i1> %Cmp250
  %Cmp764 = icmp ult <2 x i1> %I209, %Cmp337
  %L765 = load i16, ptr %PC314, align 2
  %E766 = extractelement <16 x i8> zeroinitializer, i32 %B378
  %Shuff767 = shufflevector <4 x i8> %L168, <4 x i8> %FC136, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I768 = insertelement <4 x double> %L627, double %L757, i32 %E184
  %B769 = urem <2 x i64> zeroinitializer, %I660
  %ZE770 = zext <4 x i8> %I599 to <4 x i64>
  %Sl771 = select i1 %E719, i64 %B172, i64 %E391
  %Cmp772 = icmp ne i64 %B86, %E391
  br i1 %Cmp772, label %CF1010, label %CF1061

CF1061:                                           ; preds = %CF1132
  %L773 = load <8 x float>, ptr %0, align 32
  store i8 %B631, ptr %PC, align 1
  %E774 = extractelement <8 x i32> %Sl573, i32 %B677
  %Shuff775 = shufflevector <4 x i1> %I506, <4 x i1> %Cmp190, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I776 = insertelement <1 x i64> %I13, i64 %B491, i32 %L17
  %B777 = shl i8 %E674, %Sl549
  %ZE778 = zext <4 x i1> %Shuff683 to <4 x i32>
  %Sl779 = select i1 %Cmp279, <8 x i8> %L367, <8 x i8> %L367
  %Cmp780 = icmp ult <2 x i32> %ZE264, %I721
  %L781 = load i32, ptr %Sl9, align 4
  store <1 x i8> zeroinitializer, ptr %Sl454, align 1
  %E782 = extractelement <2 x i16> zeroinitializer, i32 %L82
  %Shuff783 = shufflevector <8 x i1> %Cmp227, <8 x i1> %Cmp227, <8 x i32> <i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef>
  %I784 = insertelement <8 x i1> %Cmp433, i1 %E427, i32 %L82
  %B785 = frem <1 x float> %L471, %L243
  %FC786 = uitofp i1 %Cmp649 to double
  %Sl787 = select i1 %Sl509, float 0x4177EDDBC0000000, float %L688
  %Cmp788 = icmp eq <4 x i1> %Sl322, %I393
  %L789 = load double, ptr %A, align 8
  store <1 x i8> zeroinitializer, ptr %Sl454, align 1
  %E790 = extractelement <4 x i1> %Shuff77, i32 %E6
  br i1 %E790, label %CF1010, label %CF1049

CF1049:                                           ; preds = %CF1061
  %Shuff791 = shufflevector <8 x i1> %Cmp409, <8 x i1> %Shuff489, <8 x i32> <i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I792 = insertelement <4 x i1> %Shuff553, i1 %L228, i32 %Sl218
  %B793 = shl <16 x i8> %Shuff19, zeroinitializer
  %FC794 = fptosi <4 x double> %I407 to <4 x i32>
  %Sl795 = select i1 %E590, <2 x float> %FC564, <2 x float> %L346
  %Cmp796 = icmp ult i8 %FC762, %L434
  br i1 %Cmp796, label %CF1010, label %CF1029

CF1029:                                           ; preds = %CF1029, %CF1049
  %L797 = load i16, ptr %PC492, align 2
  store <4 x i8> %I585, ptr %Sl454, align 4
  %E798 = extractelement <4 x i1> %Cmp588, i32 %L82
  br i1 %E798, label %CF1029, label %CF1055

CF1055:                                           ; preds = %CF1055, %CF1029
  %Shuff799 = shufflevector <4 x i1> %Shuff269, <4 x i1> %Sl740, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I800 = insertelement <4 x i1> %Shuff744, i1 %E304, i32 %ZE321
  %B801 = srem i8 %Sl, %Sl549
  %Sl802 = select <4 x i1> %I676, <4 x float> %FC723, <4 x float> %FC446
  %Cmp803 = icmp ult i1 %Cmp550, true
  br i1 %Cmp803, label %CF1055, label %CF1106

CF1106:                                           ; preds = %CF1055
  %L804 = load <1 x i1>, ptr %PC314, align 1
  store i32 %E774, ptr %PC, align 4
  %E805 = extractelement <16 x i8> %Shuff19, i32 %B738
  %Shuff806 = shufflevector <2 x i8> %I615, <2 x i8> %L295, <2 x i32> <i32 3, i32 1>
  %I807 = insertelement <2 x i1> %I691, i1 %Sl533, i32 %L495
  %ZE808 = zext i1 %Sl372 to i32
  %Sl809 = select i1 %Cmp74, <4 x i32> %ZE, <4 x i32> %B539
  %Cmp810 = icmp ult i32 %E450, %B677
  br i1 %Cmp810, label %CF1010, label %CF1019

CF1019:                                           ; preds = %CF1019, %CF1099, %CF1106
  %L811 = load i1, ptr %0, align 1
  br i1 %L811, label %CF1019, label %CF1099

CF1099:                                           ; preds = %CF1019
  store <2 x i8> %L295, ptr %0, align 2
  %E812 = extractelement <2 x i16> %Shuff728, i32 %ZE321
  %Shuff813 = shufflevector <2 x float> %L346, <2 x float> %L418, <2 x i32> <i32 0, i32 2>
  %I814 = insertelement <4 x i1> %Cmp138, i1 %L673, i32 %E184
  %Sl815 = select i1 %E98, i32 %E6, i32 %L213
  %L816 = load i64, ptr %PC, align 4
  %E817 = extractelement <4 x i1> %Sl740, i32 %L495
  br i1 %E817, label %CF1019, label %CF1020

CF1020:                                           ; preds = %CF1020, %CF1124, %CF1099
  %Shuff818 = shufflevector <8 x i1> %Cmp603, <8 x i1> %Cmp409, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 undef, i32 undef, i32 undef, i32 15>
  %I819 = insertelement <2 x i32> %Shuff141, i32 %E6, i32 %B677
  %B820 = or <1 x i16> %ZE292, %ZE292
  %Tr821 = fptrunc double %B400 to float
  %Sl822 = select i1 %E54, i32 %E119, i32 %B378
  %Cmp823 = icmp sgt i1 %E318, %E605
  br i1 %Cmp823, label %CF1020, label %CF1124

CF1124:                                           ; preds = %CF1020
  %L824 = load <8 x i1>, ptr %0, align 1
  store i1 %E98, ptr %0, align 1
  %E825 = extractelement <4 x i1> %Shuff584, i32 %E6
  br i1 %E825, label %CF1020, label %CF1084

CF1084:                                           ; preds = %CF1124
  %Shuff826 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl602, <4 x i32> <i32 5, i32 undef, i32 undef, i32 undef>
  %I827 = insertelement <4 x i1> %Shuff312, i1 %E504, i32 %E774
  %B828 = xor <8 x i8> %I760, %I78
  %Se829 = sext i16 -1 to i64
  %Sl830 = select <4 x i1> %Cmp702, <4 x i1> %Shuff33, <4 x i1> zeroinitializer
  %Cmp831 = icmp eq i16 %E457, %B14
  br i1 %Cmp831, label %CF987, label %CF991

CF991:                                            ; preds = %CF991, %CF1084
  %L832 = load <16 x i8>, ptr %PC, align 16
  store i1 %Cmp772, ptr %PC640, align 1
  %E833 = extractelement <8 x i1> %Cmp409, i32 %E6
  br i1 %E833, label %CF991, label %CF1065

CF1065:                                           ; preds = %CF1065, %CF1127, %CF991
  %Shuff834 = shufflevector <16 x i1> %Shuff705, <16 x i1> %L535, <16 x i32> <i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 undef, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13, i32 15, i32 17>
  %I835 = insertelement <2 x i16> %I313, i16 %E576, i32 %B378
  %B836 = ashr i32 %E147, %Sl822
  %FC837 = uitofp i8 %E750 to double
  %Sl838 = select i1 %E25, i64 %B255, i64 %Sl102
  %Cmp839 = icmp ult <2 x i1> %Cmp286, %Cmp286
  %L840 = load i1, ptr %0, align 1
  br i1 %L840, label %CF1065, label %CF1117

CF1117:                                           ; preds = %CF1117, %CF1065
  store <1 x float> %L243, ptr %PC640, align 4
  %E841 = extractelement <8 x i1> %Cmp323, i32 %B836
  br i1 %E841, label %CF1117, label %CF1127

CF1127:                                           ; preds = %CF1117
  %Shuff842 = shufflevector <2 x i64> %Shuff148, <2 x i64> %Sl174, <2 x i32> <i32 0, i32 2>
  %I843 = insertelement <2 x i1> %Sl763, i1 %L673, i32 %L82
  %B844 = udiv <2 x i32> %Shuff41, zeroinitializer
  %FC845 = fptosi double %L280 to i64
  %Sl846 = select i1 %Cmp74, <2 x double> %L426, <2 x double> %Sl594
  %Cmp847 = icmp ugt <4 x i1> %Cmp242, %Shuff521
  %L848 = load i8, ptr %Sl9, align 1
  store <4 x i16> %I363, ptr %PC492, align 8
  %E849 = extractelement <8 x i8> %Sl779, i32 %L213
  %Shuff850 = shufflevector <2 x i8> %Shuff712, <2 x i8> %Tr500, <2 x i32> <i32 2, i32 0>
  %I851 = insertelement <4 x i32> %ZE579, i32 %L82, i32 %B699
  %Se852 = sext i8 %Sl80 to i32
  %Sl853 = select <2 x i1> %Cmp741, <2 x i8> %Shuff850, <2 x i8> %L295
  %Cmp854 = icmp eq <8 x i64> %ZE715, %L31
  %L855 = load <1 x i32>, ptr %PC, align 4
  store i64 %E252, ptr %PC314, align 4
  %E856 = extractelement <2 x i8> %Shuff712, i32 %L82
  %Shuff857 = shufflevector <4 x i1> %Shuff33, <4 x i1> %L259, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I858 = insertelement <2 x i16> %Shuff185, i16 %Tr685, i32 %E383
  %B859 = shl <4 x i16> %Shuff458, %B232
  %Se860 = sext i1 %Cmp709 to i16
  %Sl861 = select <2 x i1> %L463, <2 x i16> %I858, <2 x i16> %I149
  %Cmp862 = icmp ult i8 -121, %Sl716
  br i1 %Cmp862, label %CF1065, label %CF1091

CF1091:                                           ; preds = %CF1127
  %L863 = load <4 x i16>, ptr %PC492, align 8
  store i8 %B158, ptr %Sl9, align 1
  %E864 = extractelement <2 x float> %I429, i32 %B438
  %Shuff865 = shufflevector <2 x i64> %Shuff222, <2 x i64> zeroinitializer, <2 x i32> <i32 undef, i32 3>
  %I866 = insertelement <2 x i8> %Shuff675, i8 %Tr343, i32 %E450
  %B867 = udiv <4 x i8> %I585, %I585
  %FC868 = fptoui float %FC116 to i1
  br i1 %FC868, label %CF, label %CF985

CF985:                                            ; preds = %CF985, %CF1130, %CF1101, %CF1115, %CF1091
  %Sl869 = select <4 x i1> %Shuff799, <4 x i32> %I92, <4 x i32> %B539
  %Cmp870 = icmp ne <4 x i1> %Shuff521, %I646
  %L871 = load <16 x i16>, ptr %Sl454, align 32
  store i64 33507, ptr %PC640, align 4
  %E872 = extractelement <4 x i1> %I223, i32 %E568
  br i1 %E872, label %CF985, label %CF1130

CF1130:                                           ; preds = %CF985
  %Shuff873 = shufflevector <2 x i64> %I194, <2 x i64> %I186, <2 x i32> undef
  %I874 = insertelement <2 x i8> %Sl853, i8 91, i32 %L104
  %B875 = ashr <4 x i64> %Se617, %Se225
  %Sl876 = select i1 %E25, double %FC632, double %Sl144
  %Cmp877 = icmp sge <4 x i64> %Se225, %Sl724
  %L878 = load <2 x double>, ptr %2, align 16
  store double %FC394, ptr %Sl9, align 8
  %E879 = extractelement <4 x i1> %Cmp30, i32 %L17
  br i1 %E879, label %CF985, label %CF1073

CF1073:                                           ; preds = %CF1073, %CF1130
  %Shuff880 = shufflevector <1 x i1> %Shuff163, <1 x i1> %L353, <1 x i32> <i32 1>
  %I881 = insertelement <4 x i1> zeroinitializer, i1 %Cmp772, i32 %ZE321
  %B882 = and i32 %E528, %Sl815
  %ZE883 = zext <4 x i1> %I178 to <4 x i16>
  %Sl884 = select i1 true, i64 %Sl57, i64 %E442
  %Cmp885 = fcmp ueq <4 x double> %FC548, %FC101
  %L886 = load <2 x i16>, ptr %Sl454, align 4
  store float %Sl65, ptr %PC, align 4
  %E887 = extractelement <2 x i1> %Cmp219, i32 %B738
  br i1 %E887, label %CF1073, label %CF1101

CF1101:                                           ; preds = %CF1073
  %Shuff888 = shufflevector <2 x i64> %I20, <2 x i64> %B135, <2 x i32> <i32 3, i32 undef>
  %I889 = insertelement <4 x i1> %I698, i1 %Sl351, i32 %B699
  %B890 = fmul float 0xC0F5F2D9C0000000, %FC116
  %ZE891 = zext <4 x i1> %I498 to <4 x i8>
  %Sl892 = select i1 %Sl181, i1 %Cmp486, i1 true
  br i1 %Sl892, label %CF985, label %CF998

CF998:                                            ; preds = %CF998, %CF1081, %CF1125, %CF1101
  %Cmp893 = fcmp ogt double %B761, %FC371
  br i1 %Cmp893, label %CF998, label %CF1081

CF1081:                                           ; preds = %CF998
  %L894 = load <16 x double>, ptr %PC640, align 128
  store i16 %Sl271, ptr %PC640, align 2
  %E895 = extractelement <4 x i8> %B867, i32 %FC36
  %Shuff896 = shufflevector <2 x i16> %B499, <2 x i16> %I437, <2 x i32> <i32 1, i32 3>
  %I897 = insertelement <8 x i8> %Shuff208, i8 %B631, i32 %E6
  %Sl898 = select <8 x i1> %Cmp656, <8 x double> %I202, <8 x double> %L118
  %Cmp899 = icmp uge i1 %Sl166, %Sl166
  br i1 %Cmp899, label %CF998, label %CF1009

CF1009:                                           ; preds = %CF1009, %CF1085, %CF1081
  %L900 = load <4 x i32>, ptr %PC640, align 16
  store i32 %E90, ptr %PC640, align 4
  %E901 = extractelement <1 x i64> %Sl648, i32 %B677
  %Shuff902 = shufflevector <4 x i1> %Shuff645, <4 x i1> %Sl602, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I903 = insertelement <2 x i1> %I522, i1 %Sl533, i32 %E244
  %B904 = udiv <1 x i64> zeroinitializer, zeroinitializer
  %Sl905 = select <2 x i1> %Cmp286, <2 x i64> %L503, <2 x i64> %Shuff47
  %Cmp906 = icmp ult i16 %Sl204, -30077
  br i1 %Cmp906, label %CF1009, label %CF1085

CF1085:                                           ; preds = %CF1009
  %L907 = load <16 x i8>, ptr %PC314, align 16
  store i32 %ZE321, ptr %0, align 4
  %E908 = extractelement <4 x i64> %Se617, i32 %E6
  %Shuff909 = shufflevector <2 x i1> %Cmp337, <2 x i1> %Cmp250, <2 x i32> <i32 1, i32 3>
  %I910 = insertelement <4 x i1> %Shuff443, i1 %Cmp440, i32 %E147
  %B911 = or i64 %Sl102, %Sl771
  %FC912 = fptoui double %E339 to i32
  %Sl913 = select i1 %FC335, i32 %B677, i32 %L495
  %Cmp914 = fcmp ule double %Sl308, %FC468
  br i1 %Cmp914, label %CF1009, label %CF1050

CF1050:                                           ; preds = %CF1050, %CF1085
  %L915 = load float, ptr %PC, align 4
  store <8 x i64> %ZE248, ptr %0, align 64
  %E916 = extractelement <4 x i8> %ZE891, i32 %B430
  %Shuff917 = shufflevector <16 x double> %L894, <16 x double> %L894, <16 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 undef, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0>
  %I918 = insertelement <2 x i1> %Shuff505, i1 %Sl137, i32 %E184
  %B919 = udiv <2 x i64> %I341, %B483
  %Sl920 = select i1 %E504, <2 x i64> %B115, <2 x i64> %Shuff842
  %Cmp921 = icmp ult <8 x i8> %Shuff208, %L10
  %L922 = load i16, ptr %PC314, align 2
  store <4 x i64> %Se225, ptr %PC, align 32
  %E923 = extractelement <4 x i1> %I482, i32 %B677
  br i1 %E923, label %CF1050, label %CF1089

CF1089:                                           ; preds = %CF1089, %CF1050
  %Shuff924 = shufflevector <1 x i64> %I776, <1 x i64> %I776, <1 x i32> zeroinitializer
  %I925 = insertelement <16 x i8> %Sl439, i8 %E76, i32 %E331
  %B926 = fdiv double 0x78EDCD8CE4EB2F0A, %L338
  %ZE927 = zext i8 -1 to i16
  %Sl928 = select i1 %Cmp130, <4 x i1> %Shuff826, <4 x i1> %I698
  %Cmp929 = icmp ult i64 %Sl152, %L816
  br i1 %Cmp929, label %CF1089, label %CF1096

CF1096:                                           ; preds = %CF1096, %CF1089
  %L930 = load i1, ptr %0, align 1
  br i1 %L930, label %CF1096, label %CF1125

CF1125:                                           ; preds = %CF1096
  store <1 x float> %Tr700, ptr %Sl454, align 4
  %E931 = extractelement <2 x float> %Shuff473, i32 %B677
  %Shuff932 = shufflevector <4 x i1> %I27, <4 x i1> %Shuff775, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I933 = insertelement <16 x i1> %Shuff705, i1 %E488, i32 %E6
  %ZE934 = zext <2 x i16> %Sl693 to <2 x i64>
  %Sl935 = select i1 %Cmp38, <2 x i8> %L559, <2 x i8> %L559
  %Cmp936 = icmp sgt <4 x i1> %I157, %Sl830
  %L937 = load i64, ptr %Sl454, align 4
  store <2 x i8> %I615, ptr %Sl9, align 2
  %E938 = extractelement <8 x i8> %I127, i32 %B378
  %Shuff939 = shufflevector <2 x i1> %Shuff577, <2 x i1> %I209, <2 x i32> <i32 0, i32 2>
  %I940 = insertelement <2 x i1> %I209, i1 %E790, i32 %E774
  %FC941 = sitofp <4 x i1> %I698 to <4 x float>
  %Sl942 = select i1 %L596, double %L338, double %B63
  %Cmp943 = icmp eq <4 x i1> %Sl285, %Shuff
  %L944 = load <2 x i16>, ptr %0, align 4
  store double %L757, ptr %0, align 8
  %E945 = extractelement <2 x i32> %Shuff759, i32 %B836
  %Shuff946 = shufflevector <8 x i1> %L824, <8 x i1> %Cmp227, <8 x i32> <i32 5, i32 undef, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I947 = insertelement <2 x i8> %Sl853, i8 %L236, i32 %Sl815
  %ZE948 = zext i1 %Cmp862 to i16
  %Sl949 = select i1 true, i8 %B507, i8 %E60
  %Cmp950 = icmp sge i1 %Cmp279, %E288
  br i1 %Cmp950, label %CF998, label %CF1008

CF1008:                                           ; preds = %CF1008, %CF1125
  %L951 = load <8 x i1>, ptr %PC, align 1
  store double %BC379, ptr %Sl454, align 8
  %E952 = extractelement <2 x i16> %Shuff215, i32 %E11
  %Shuff953 = shufflevector <4 x i1> %Sl117, <4 x i1> %Sl618, <4 x i32> <i32 1, i32 undef, i32 5, i32 7>
  %I954 = insertelement <2 x i64> %Shuff622, i64 %Sl771, i32 %E184
  %Tr955 = trunc i8 0 to i1
  br i1 %Tr955, label %CF1008, label %CF1111

CF1111:                                           ; preds = %CF1111, %CF1121, %CF1008
  %Sl956 = select <2 x i1> %Shuff261, <2 x i64> %Shuff369, <2 x i64> %Shuff99
  %Cmp957 = icmp ugt <2 x i64> zeroinitializer, %I660
  %L958 = load <4 x i8>, ptr %Sl37, align 4
  store i16 0, ptr %Sl9, align 2
  %E959 = extractelement <4 x i1> %Shuff, i32 %ZE321
  br i1 %E959, label %CF1111, label %CF1121

CF1121:                                           ; preds = %CF1111
  %Shuff960 = shufflevector <1 x i1> %L804, <1 x i1> %L154, <1 x i32> undef
  %I961 = insertelement <2 x i64> %Shuff842, i64 %E391, i32 %E184
  %Sl962 = select i1 %E237, i64 %BC, i64 %L310
  %Cmp963 = icmp ult <4 x i8> %I585, %Sl671
  %L964 = load i16, ptr %Sl454, align 2
  store <2 x float> %L346, ptr %PC, align 8
  %E965 = extractelement <2 x i64> %Shuff420, i32 %B677
  %Shuff966 = shufflevector <4 x i1> %Shuff170, <4 x i1> %Shuff826, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I967 = insertelement <4 x float> %I752, float %Sl249, i32 %E568
  %B968 = udiv i64 %Sl102, %E704
  %Sl969 = select i1 %E605, i1 %E155, i1 %Cmp38
  br i1 %Sl969, label %CF1111, label %CF1115

CF1115:                                           ; preds = %CF1121
  %Cmp970 = fcmp one double %BC300, %FC837
  br i1 %Cmp970, label %CF985, label %CF986

CF986:                                            ; preds = %CF986, %CF1115
  %L971 = load i64, ptr %0, align 4
  store <4 x i32> %I92, ptr %Sl454, align 16
  %E972 = extractelement <16 x i1> %Shuff834, i32 %B738
  br i1 %E972, label %CF986, label %CF1129

CF1129:                                           ; preds = %CF986
  %Shuff973 = shufflevector <4 x i1> %Shuff106, <4 x i1> %Shuff289, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I974 = insertelement <2 x i64> %Shuff888, i64 %Sl152, i32 %E184
  %ZE975 = zext <4 x i1> %Cmp373 to <4 x i8>
  %Sl976 = select i1 %E98, i16 %E952, i16 %Se707
  %Cmp977 = icmp ne <2 x i64> %Sl956, %Shuff720
  %L978 = load <4 x i64>, ptr %0, align 32
  store i16 %L75, ptr %PC, align 2
  %E979 = extractelement <2 x i16> %Shuff497, i32 %B677
  %Shuff980 = shufflevector <2 x i16> %Sl861, <2 x i16> %L886, <2 x i32> <i32 3, i32 undef>
  %I981 = insertelement <2 x i64> %I186, i64 %L816, i32 %B677
  %B982 = sub i8 %E674, %Tr343
  %Sl983 = select <4 x i1> %I8, <4 x i1> %I889, <4 x i1> %Shuff201
  %Cmp984 = icmp slt <8 x i1> %Cmp227, %Shuff537
  store <4 x float> %FC446, ptr %Sl29, align 16
  store <8 x i64> %L31, ptr %PC, align 64
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 64
  store <8 x i32> %Tr72, ptr %0, align 32
  store <4 x i16> %B232, ptr %0, align 8
  ret void
}
