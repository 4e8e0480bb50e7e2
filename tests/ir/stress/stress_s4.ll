; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD4(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x double>, align 64
  %A3 = alloca <16 x double>, align 128
  %A2 = alloca <4 x i64>, align 32
  %A1 = alloca <1 x i8>, align 1
  %A = alloca <2 x i8>, align 2
  %L = load float, ptr %0, align 4
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E = extractelement <2 x i1> zeroinitializer, i32 373173
  br label %CF191

CF191:                                            ; preds = %CF191, %BB
  %Shuff = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I = insertelement <2 x i1> zeroinitializer, i1 true, i32 %3
  %B = srem i32 439097, 373173
  %ZE = zext i16 -14615 to i32
  %Sl = select i1 true, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp = icmp ule i8 0, 0
  br i1 %Cmp, label %CF191, label %CF194

CF194:                                            ; preds = %CF191
  %L5 = load i1, ptr %0, align 1
  br label %CF187

CF187:                                            ; preds = %CF187, %CF196, %CF197, %CF194
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  %E6 = extractelement <4 x i64> zeroinitializer, i32 373173
  %Shuff7 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 41121, i32 373173
  %B9 = shl i8 0, 0
  %FC = fptosi double 0xA99365B24491B630 to i64
  %Sl10 = select i1 true, ptr %A, ptr %0
  %Cmp11 = icmp slt i64 402413, %E6
  br i1 %Cmp11, label %CF187, label %CF196

CF196:                                            ; preds = %CF187
  %L12 = load <4 x float>, ptr %Sl10, align 16
  store double 0xE02B3A4A372946C8, ptr %Sl10, align 8
  %E13 = extractelement <16 x i8> zeroinitializer, i32 166145
  %Shuff14 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 25, i32 undef, i32 29, i32 31, i32 1, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 undef, i32 undef>
  %I15 = insertelement <4 x i1> zeroinitializer, i1 true, i32 439097
  %B16 = add i32 287221, 287221
  %FC17 = uitofp i1 true to float
  %Sl18 = select <16 x i1> zeroinitializer, <16 x i8> zeroinitializer, <16 x i8> zeroinitializer
  %Cmp19 = icmp ugt <2 x i1> zeroinitializer, zeroinitializer
  %L20 = load <8 x i16>, ptr %Sl10, align 16
  store double 0x5C3BDE298C10660, ptr %Sl10, align 8
  %E21 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff22 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff14, <16 x i32> <i32 23, i32 undef, i32 undef, i32 29, i32 31, i32 1, i32 undef, i32 5, i32 undef, i32 undef, i32 11, i32 undef, i32 15, i32 17, i32 19, i32 21>
  %I23 = insertelement <8 x i16> %L20, i16 -14615, i32 373173
  %ZE24 = zext i8 0 to i16
  %Sl25 = select i1 true, i16 32521, i16 %ZE24
  %Cmp26 = icmp ugt <4 x i1> %I15, zeroinitializer
  %L27 = load <2 x float>, ptr %A, align 8
  store i32 373173, ptr %Sl10, align 4
  %E28 = extractelement <2 x float> %L27, i32 %B16
  %Shuff29 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I30 = insertelement <2 x i1> %Shuff, i1 %E, i32 166145
  %PC = bitcast ptr %Sl10 to ptr
  %Sl31 = select i1 %Cmp11, i8 -1, i8 %5
  %Cmp32 = icmp ule i8 0, 0
  br i1 %Cmp32, label %CF187, label %CF192

CF192:                                            ; preds = %CF192, %CF206, %CF208, %CF196
  %L33 = load <2 x float>, ptr %PC, align 8
  store i8 -47, ptr %Sl10, align 1
  %E34 = extractelement <2 x i32> zeroinitializer, i32 373173
  %Shuff35 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 undef, i32 undef, i32 undef, i32 7, i32 undef, i32 undef, i32 13, i32 undef, i32 17, i32 19>
  %I36 = insertelement <2 x i1> zeroinitializer, i1 %Cmp32, i32 %3
  %B37 = mul i64 402413, %E21
  %FC38 = fptosi <2 x float> %L33 to <2 x i16>
  %Sl39 = select i1 %Cmp32, <4 x float> %L12, <4 x float> %L12
  %Cmp40 = icmp uge <2 x i1> %I, %I36
  %L41 = load i32, ptr %A, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 128
  %E42 = extractelement <4 x i64> zeroinitializer, i32 %B
  %Shuff43 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I44 = insertelement <4 x float> %L12, float %L, i32 %B16
  %PC45 = bitcast ptr %PC to ptr
  %Sl46 = select i1 true, float 0xC4B4A00880000000, float 0xC4B4A00880000000
  %L47 = load <8 x i16>, ptr %Sl10, align 16
  store i1 true, ptr %A4, align 1
  %E48 = extractelement <8 x i16> %L47, i32 373173
  %Shuff49 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I30, <2 x i32> <i32 1, i32 undef>
  %I50 = insertelement <4 x i64> zeroinitializer, i64 %E6, i32 %L41
  %Sl51 = select i1 true, <4 x float> %Sl39, <4 x float> %L12
  %Cmp52 = icmp ugt i64 %E6, %B37
  br i1 %Cmp52, label %CF192, label %CF206

CF206:                                            ; preds = %CF192
  %L53 = load double, ptr %Sl10, align 8
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 128
  %E54 = extractelement <2 x i1> %Shuff43, i32 %E34
  br i1 %E54, label %CF192, label %CF200

CF200:                                            ; preds = %CF200, %CF206
  %Shuff55 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 16, i32 undef, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 14>
  %I56 = insertelement <2 x i1> %Shuff, i1 true, i32 %E34
  %Tr = trunc i16 17145 to i1
  br i1 %Tr, label %CF200, label %CF208

CF208:                                            ; preds = %CF200
  %Sl57 = select i1 %E54, i1 %Cmp11, i1 %Cmp52
  br i1 %Sl57, label %CF192, label %CF197

CF197:                                            ; preds = %CF208
  %Cmp58 = icmp eq <8 x i16> %I23, %L47
  %L59 = load <4 x i8>, ptr %0, align 4
  store double 0xA99365B24491B630, ptr %Sl10, align 8
  %E60 = extractelement <2 x i1> %I56, i32 %3
  br i1 %E60, label %CF187, label %CF190

CF190:                                            ; preds = %CF190, %CF210, %CF202, %CF197
  %Shuff61 = shufflevector <2 x i1> %Shuff43, <2 x i1> %Shuff43, <2 x i32> <i32 3, i32 1>
  %I62 = insertelement <2 x i1> zeroinitializer, i1 true, i32 %E34
  %Sl63 = select i1 %Cmp, <16 x i8> %Sl18, <16 x i8> %Shuff14
  %Cmp64 = icmp ule <16 x i8> %Sl18, %Shuff55
  %L65 = load i8, ptr %Sl10, align 1
  store <4 x i8> %L59, ptr %Sl10, align 4
  %E66 = extractelement <4 x i64> zeroinitializer, i32 %E34
  %Shuff67 = shufflevector <2 x i1> %Shuff49, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I68 = insertelement <2 x i1> zeroinitializer, i1 true, i32 439097
  %B69 = sdiv i32 373173, %B
  %ZE70 = zext i8 %B9 to i16
  %Sl71 = select i1 %E, i16 %ZE24, i16 %ZE24
  %Cmp72 = icmp ult <2 x i1> %Cmp19, %Cmp19
  %L73 = load <4 x double>, ptr %Sl10, align 32
  store float 0xC4B4A00880000000, ptr %PC, align 4
  %E74 = extractelement <2 x i1> %Cmp19, i32 %B69
  br i1 %E74, label %CF190, label %CF210

CF210:                                            ; preds = %CF190
  %Shuff75 = shufflevector <2 x i1> %Shuff67, <2 x i1> %Shuff43, <2 x i32> <i32 3, i32 1>
  %I76 = insertelement <4 x i32> zeroinitializer, i32 %B16, i32 %3
  %B77 = mul <8 x i16> %I23, %L20
  %PC78 = bitcast ptr %A3 to ptr
  %Sl79 = select <16 x i1> %Cmp64, <16 x i1> zeroinitializer, <16 x i1> %Cmp64
  %Cmp80 = icmp ule i16 -14615, %ZE24
  br i1 %Cmp80, label %CF190, label %CF202

CF202:                                            ; preds = %CF210
  %L81 = load <4 x double>, ptr %PC, align 32
  store i32 %B16, ptr %PC, align 4
  %E82 = extractelement <2 x i1> %Shuff, i32 287221
  br i1 %E82, label %CF190, label %CF195

CF195:                                            ; preds = %CF195, %CF202
  %Shuff83 = shufflevector <2 x i1> %Shuff49, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I84 = insertelement <2 x i1> zeroinitializer, i1 %E74, i32 %L41
  %B85 = fsub <4 x float> %I44, %L12
  %Tr86 = trunc i64 %E21 to i32
  %Sl87 = select i1 true, i8 0, i8 %L65
  %Cmp88 = icmp eq <2 x i1> %Shuff61, %Shuff
  %L89 = load <8 x i32>, ptr %Sl10, align 32
  store float %E28, ptr %PC78, align 4
  %E90 = extractelement <16 x i8> zeroinitializer, i32 %E34
  %Shuff91 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I92 = insertelement <2 x i32> zeroinitializer, i32 %B16, i32 %B16
  %B93 = shl i32 166145, %Tr86
  %ZE94 = zext <16 x i1> zeroinitializer to <16 x i32>
  %Sl95 = select i1 %E74, i8 %E90, i8 %Sl31
  %Cmp96 = icmp slt i16 %Sl25, -14615
  br i1 %Cmp96, label %CF195, label %CF198

CF198:                                            ; preds = %CF198, %CF212, %CF204, %CF195
  %L97 = load <4 x double>, ptr %PC, align 32
  store i8 %E90, ptr %Sl10, align 1
  %E98 = extractelement <2 x i1> zeroinitializer, i32 %B69
  br i1 %E98, label %CF198, label %CF212

CF212:                                            ; preds = %CF198
  %Shuff99 = shufflevector <16 x i8> %Shuff22, <16 x i8> %Sl63, <16 x i32> <i32 13, i32 15, i32 undef, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I100 = insertelement <16 x i1> zeroinitializer, i1 %E60, i32 373173
  %Tr101 = trunc i32 211981 to i16
  %Sl102 = select <16 x i1> %Cmp64, <16 x i1> %Sl79, <16 x i1> %Cmp64
  %Cmp103 = icmp sge i16 %E48, %Tr101
  br i1 %Cmp103, label %CF198, label %CF204

CF204:                                            ; preds = %CF212
  %L104 = load <16 x double>, ptr %0, align 128
  store i32 %3, ptr %0, align 4
  %E105 = extractelement <2 x i1> zeroinitializer, i32 %B93
  br i1 %E105, label %CF198, label %CF203

CF203:                                            ; preds = %CF204
  %Shuff106 = shufflevector <4 x double> %L81, <4 x double> %L73, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I107 = insertelement <8 x i1> %Cmp58, i1 %Cmp96, i32 287221
  %Se = sext <2 x i1> %Cmp88 to <2 x i16>
  %Sl108 = select i1 %Cmp96, i1 %Sl57, i1 true
  br label %CF186

CF186:                                            ; preds = %CF186, %CF207, %CF213, %CF203
  %Cmp109 = icmp ne <16 x i8> %Sl18, %Shuff99
  %L110 = load i1, ptr %PC, align 1
  br i1 %L110, label %CF186, label %CF207

CF207:                                            ; preds = %CF186
  store <4 x i32> %I76, ptr %0, align 16
  %E111 = extractelement <16 x i8> zeroinitializer, i32 %B69
  %Shuff112 = shufflevector <4 x float> %L12, <4 x float> %L12, <4 x i32> <i32 undef, i32 0, i32 2, i32 undef>
  %I113 = insertelement <4 x float> %Shuff112, float 0xC4B4A00880000000, i32 %L41
  %Tr114 = trunc i64 %E42 to i16
  %Sl115 = select i1 %Cmp52, i1 %Cmp96, i1 %E
  br i1 %Sl115, label %CF186, label %CF189

CF189:                                            ; preds = %CF189, %CF215, %CF207
  %Cmp116 = icmp ule i8 %Sl95, %L65
  br i1 %Cmp116, label %CF189, label %CF215

CF215:                                            ; preds = %CF189
  %L117 = load <4 x i64>, ptr %PC78, align 32
  store i1 true, ptr %A3, align 1
  %E118 = extractelement <2 x i16> %FC38, i32 %B69
  %Shuff119 = shufflevector <16 x i1> %Sl79, <16 x i1> %Cmp64, <16 x i32> <i32 17, i32 19, i32 undef, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 undef, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I120 = insertelement <2 x i1> zeroinitializer, i1 %E74, i32 %3
  %B121 = mul <16 x i32> %ZE94, %ZE94
  %Se122 = sext i1 %Sl57 to i32
  %Sl123 = select i1 %E82, i64 206097, i64 41121
  %Cmp124 = icmp uge <16 x i1> %Shuff119, zeroinitializer
  %L125 = load double, ptr %PC78, align 8
  store <4 x double> %L73, ptr %PC78, align 32
  %E126 = extractelement <4 x double> %Shuff106, i32 %Tr86
  %Shuff127 = shufflevector <16 x i32> %ZE94, <16 x i32> %ZE94, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 undef, i32 28, i32 30, i32 0, i32 2, i32 undef, i32 6, i32 8, i32 10, i32 12>
  %I128 = insertelement <16 x i32> %ZE94, i32 %Se122, i32 %B16
  %B129 = add i64 %E6, %E66
  %Se130 = sext <16 x i1> %Cmp124 to <16 x i16>
  %Sl131 = select i1 true, i8 %E13, i8 %Sl31
  %Cmp132 = icmp ugt i1 %E74, true
  br i1 %Cmp132, label %CF189, label %CF193

CF193:                                            ; preds = %CF193, %CF215
  %L133 = load float, ptr %0, align 4
  store <16 x i32> %ZE94, ptr %PC78, align 64
  %E134 = extractelement <2 x i1> %Cmp88, i32 %B69
  br i1 %E134, label %CF193, label %CF213

CF213:                                            ; preds = %CF193
  %Shuff135 = shufflevector <16 x i32> %Shuff127, <16 x i32> %ZE94, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 undef, i32 undef, i32 undef, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I136 = insertelement <2 x i1> %Shuff, i1 true, i32 439097
  %B137 = or <4 x i32> zeroinitializer, %I76
  %ZE138 = zext i16 32521 to i64
  %Sl139 = select i1 %Sl115, i8 %E111, i8 %Sl31
  %Cmp140 = icmp eq i1 %E74, %Cmp32
  br i1 %Cmp140, label %CF186, label %CF188

CF188:                                            ; preds = %CF188, %CF213
  %L141 = load <8 x i8>, ptr %Sl10, align 8
  store i64 %Sl123, ptr %PC45, align 4
  %E142 = extractelement <16 x i1> %Sl79, i32 %Tr86
  br i1 %E142, label %CF188, label %CF199

CF199:                                            ; preds = %CF199, %CF211, %CF188
  %Shuff143 = shufflevector <16 x i32> %Shuff127, <16 x i32> %ZE94, <16 x i32> <i32 9, i32 undef, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 undef, i32 1, i32 undef, i32 5, i32 undef>
  %I144 = insertelement <4 x i64> %L117, i64 %4, i32 %B69
  %B145 = srem i8 %Sl31, -1
  %FC146 = uitofp i16 %Tr114 to double
  %Sl147 = select i1 %Cmp96, double %FC146, double 0xA99365B24491B630
  %Cmp148 = fcmp oge <4 x float> %Sl51, %Shuff112
  %L149 = load double, ptr %0, align 8
  store <1 x i16> zeroinitializer, ptr %0, align 2
  %E150 = extractelement <8 x i16> %L47, i32 %3
  %Shuff151 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I8, <4 x i32> <i32 undef, i32 1, i32 3, i32 undef>
  %I152 = insertelement <4 x i32> zeroinitializer, i32 %B69, i32 287221
  %B153 = srem i8 %Sl139, %L65
  %Sl154 = select i1 %E82, i16 17145, i16 %ZE24
  %Cmp155 = fcmp false <4 x float> %B85, %Sl39
  %L156 = load <16 x i64>, ptr %0, align 128
  store i32 %3, ptr %PC, align 4
  %E157 = extractelement <2 x i1> %Shuff7, i32 %B69
  br i1 %E157, label %CF199, label %CF211

CF211:                                            ; preds = %CF199
  %Shuff158 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I159 = insertelement <16 x i1> %Cmp124, i1 %Cmp11, i32 %B16
  %B160 = frem <16 x double> %L104, %L104
  %FC161 = fptoui float %FC17 to i64
  %Sl162 = select i1 true, i32 %E34, i32 %3
  %Cmp163 = icmp eq i64 %4, 206097
  br i1 %Cmp163, label %CF199, label %CF209

CF209:                                            ; preds = %CF211
  %L164 = load i32, ptr %A3, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E165 = extractelement <4 x i64> zeroinitializer, i32 %B69
  %Shuff166 = shufflevector <4 x i64> %L117, <4 x i64> %I8, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I167 = insertelement <4 x i1> %Cmp148, i1 %Cmp32, i32 373173
  %FC168 = fptoui float %E28 to i1
  br label %CF

CF:                                               ; preds = %CF, %CF209
  %Sl169 = select i1 true, i1 %E142, i1 %E157
  br i1 %Sl169, label %CF, label %CF201

CF201:                                            ; preds = %CF201, %CF214, %CF
  %Cmp170 = icmp ugt i1 %L110, %Cmp32
  br i1 %Cmp170, label %CF201, label %CF214

CF214:                                            ; preds = %CF201
  %L171 = load i64, ptr %Sl10, align 4
  store <1 x double> zeroinitializer, ptr %A4, align 8
  %E172 = extractelement <4 x double> %L97, i32 %Se122
  %Shuff173 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I144, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I174 = insertelement <2 x i1> zeroinitializer, i1 true, i32 287221
  %B175 = sdiv i64 %B129, %ZE138
  %Sl176 = select i1 %Cmp132, ptr %A3, ptr %0
  %Cmp177 = icmp sge i1 %L110, %FC168
  br i1 %Cmp177, label %CF201, label %CF205

CF205:                                            ; preds = %CF214
  %L178 = load <4 x i1>, ptr %Sl176, align 1
  store float %FC17, ptr %Sl10, align 4
  %E179 = extractelement <4 x float> %L12, i32 %Tr86
  %Shuff180 = shufflevector <16 x i8> %Sl18, <16 x i8> %Shuff99, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 undef, i32 25, i32 27>
  %I181 = insertelement <2 x i1> %Cmp72, i1 %Sl115, i32 %Sl162
  %B182 = or i64 %FC161, %FC161
  %Tr183 = trunc i32 %B93 to i16
  %Sl184 = select i1 %Tr, double 0xE02B3A4A372946C8, double 0xE02B3A4A372946C8
  %Cmp185 = icmp ugt <2 x i1> %Shuff83, %I136
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl176, align 64
  store <1 x i8> zeroinitializer, ptr %PC78, align 1
  store double %FC146, ptr %PC78, align 8
  store double %L53, ptr %Sl10, align 8
  store i1 %Cmp32, ptr %Sl10, align 1
  ret void
}
