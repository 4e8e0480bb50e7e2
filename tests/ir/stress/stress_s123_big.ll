; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD123(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i32, align 4
  %A2 = alloca double, align 8
  %A1 = alloca float, align 4
  %A = alloca float, align 4
  %L = load i64, ptr %0, align 4
  %E = extractelement <4 x i1> zeroinitializer, i32 371021
  br label %CF2141

CF2141:                                           ; preds = %CF2141, %BB
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I = insertelement <2 x i64> zeroinitializer, i64 0, i32 371021
  %B = sub i8 -55, %5
  %FC = uitofp i8 -99 to float
  %Sl = select i1 %E, i1 %E, i1 true
  br i1 %Sl, label %CF2141, label %CF2273

CF2273:                                           ; preds = %CF2273, %CF2141
  %Cmp = icmp ugt i32 %3, 371021
  br i1 %Cmp, label %CF2273, label %CF2335

CF2335:                                           ; preds = %CF2273
  %L5 = load i64, ptr %1, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E6 = extractelement <4 x i32> zeroinitializer, i32 371021
  %Shuff7 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 undef, i32 6, i32 undef>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 %E, i32 371021
  %B9 = frem double 0xFCABF6CA93A94348, 0xFCABF6CA93A94348
  %Tr = trunc i64 %L5 to i8
  %Sl10 = select i1 %Cmp, double 0x9C5F077E555DF5FC, double 0xFCABF6CA93A94348
  %Cmp11 = icmp ule i8 -99, 13
  br label %CF2082

CF2082:                                           ; preds = %CF2082, %CF2398, %CF2322, %CF2352, %CF2335
  %L12 = load double, ptr %0, align 8
  store <1 x i32> zeroinitializer, ptr %A, align 4
  %E13 = extractelement <4 x i16> zeroinitializer, i32 371021
  %Shuff14 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff7, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I15 = insertelement <4 x i32> %Shuff, i32 %3, i32 %E6
  %B16 = and <4 x i32> %Shuff, %Shuff
  %Tr17 = trunc i16 1001 to i8
  %Sl18 = select i1 true, i8 -55, i8 13
  %Cmp19 = icmp ne i16 11337, 1001
  br i1 %Cmp19, label %CF2082, label %CF2398

CF2398:                                           ; preds = %CF2082
  %L20 = load <8 x i64>, ptr %0, align 64
  store double 0x9C5F077E555DF5FC, ptr %0, align 8
  %E21 = extractelement <4 x i1> %Shuff14, i32 371021
  br i1 %E21, label %CF2082, label %CF2228

CF2228:                                           ; preds = %CF2228, %CF2398
  %Shuff22 = shufflevector <4 x i32> %Shuff, <4 x i32> %I15, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I23 = insertelement <4 x i1> %Shuff7, i1 %E21, i32 371021
  %B24 = urem <4 x i32> %Shuff, %I15
  %Tr25 = trunc i16 11337 to i1
  br i1 %Tr25, label %CF2228, label %CF2279

CF2279:                                           ; preds = %CF2279, %CF2228
  %Sl26 = select i1 true, <4 x i32> %B16, <4 x i32> %I15
  %Cmp27 = icmp sge i8 -95, -55
  br i1 %Cmp27, label %CF2279, label %CF2322

CF2322:                                           ; preds = %CF2279
  %L28 = load i1, ptr %0, align 1
  br i1 %L28, label %CF2082, label %CF2127

CF2127:                                           ; preds = %CF2127, %CF2218, %CF2322
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E29 = extractelement <4 x i16> zeroinitializer, i32 371021
  %Shuff30 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I31 = insertelement <4 x i16> zeroinitializer, i16 11013, i32 371021
  %B32 = lshr i8 -119, %B
  %FC33 = fptosi double %B9 to i1
  br i1 %FC33, label %CF2127, label %CF2218

CF2218:                                           ; preds = %CF2127
  %Sl34 = select i1 %Cmp27, ptr %0, ptr %0
  %Cmp35 = icmp eq i8 -55, -55
  br i1 %Cmp35, label %CF2127, label %CF2161

CF2161:                                           ; preds = %CF2161, %CF2218
  %L36 = load <8 x i8>, ptr %Sl34, align 8
  store i1 %Cmp35, ptr %Sl34, align 1
  %E37 = extractelement <2 x i64> %Shuff30, i32 %3
  %Shuff38 = shufflevector <4 x i1> %Shuff7, <4 x i1> %Shuff7, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I39 = insertelement <2 x i64> %I, i64 0, i32 %3
  %B40 = lshr i8 -55, -7
  %Sl41 = select i1 %FC33, i1 true, i1 %Cmp19
  br i1 %Sl41, label %CF2161, label %CF2352

CF2352:                                           ; preds = %CF2161
  %L42 = load <1 x i8>, ptr %Sl34, align 1
  store i8 %Tr, ptr %Sl34, align 1
  %E43 = extractelement <4 x i1> %Shuff7, i32 371021
  br i1 %E43, label %CF2082, label %CF2101

CF2101:                                           ; preds = %CF2101, %CF2364, %CF2316, %CF2352
  %Shuff44 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff30, <2 x i32> <i32 3, i32 1>
  %I45 = insertelement <2 x i64> zeroinitializer, i64 %E37, i32 371021
  %FC46 = fptosi float 0xB864AFB880000000 to i1
  br i1 %FC46, label %CF2101, label %CF2364

CF2364:                                           ; preds = %CF2101
  %Sl47 = select i1 %Cmp19, i1 %Sl, i1 %Sl41
  br i1 %Sl47, label %CF2101, label %CF2140

CF2140:                                           ; preds = %CF2140, %CF2365, %CF2207, %CF2364
  %L48 = load i64, ptr %Sl34, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl34, align 16
  %E49 = extractelement <4 x i1> zeroinitializer, i32 %3
  br i1 %E49, label %CF2140, label %CF2365

CF2365:                                           ; preds = %CF2140
  %Shuff50 = shufflevector <2 x i64> %Shuff44, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I51 = insertelement <4 x i1> zeroinitializer, i1 %Tr25, i32 371021
  %B52 = ashr i8 -119, %Tr
  %PC = bitcast ptr %A2 to ptr
  %Sl53 = select i1 %Cmp11, <4 x i32> %Shuff, <4 x i32> %I15
  %Cmp54 = icmp ne i8 -119, %5
  br i1 %Cmp54, label %CF2140, label %CF2207

CF2207:                                           ; preds = %CF2365
  %L55 = load float, ptr %Sl34, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl34, align 32
  %E56 = extractelement <4 x i32> %Shuff, i32 371021
  %Shuff57 = shufflevector <4 x i32> %Shuff, <4 x i32> %Shuff, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I58 = insertelement <2 x i8> zeroinitializer, i8 -55, i32 371021
  %Tr59 = trunc i16 %E13 to i8
  %Sl60 = select i1 true, i8 %B32, i8 %B
  %Cmp61 = icmp ult i8 %Sl60, %B40
  br i1 %Cmp61, label %CF2140, label %CF2174

CF2174:                                           ; preds = %CF2174, %CF2207
  %L62 = load <8 x i64>, ptr %PC, align 64
  store float %L55, ptr %0, align 4
  %E63 = extractelement <4 x i16> %I31, i32 371021
  %Shuff64 = shufflevector <4 x i1> %Shuff7, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I65 = insertelement <4 x i1> %Shuff14, i1 %Cmp11, i32 371021
  %B66 = add i16 11337, 11337
  %FC67 = uitofp i1 %Tr25 to float
  %Sl68 = select i1 true, i1 true, i1 true
  br i1 %Sl68, label %CF2174, label %CF2278

CF2278:                                           ; preds = %CF2278, %CF2174
  %Cmp69 = icmp sgt i64 %L, 0
  br i1 %Cmp69, label %CF2278, label %CF2316

CF2316:                                           ; preds = %CF2278
  %L70 = load i8, ptr %Sl34, align 1
  store <4 x i32> %Shuff, ptr %Sl34, align 16
  %E71 = extractelement <4 x i1> %Shuff14, i32 %E6
  br i1 %E71, label %CF2101, label %CF2111

CF2111:                                           ; preds = %CF2316
  %Shuff72 = shufflevector <4 x i1> %Shuff38, <4 x i1> %Shuff14, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I73 = insertelement <4 x i1> %Shuff14, i1 %Cmp54, i32 %E56
  %PC74 = bitcast ptr %1 to ptr
  %Sl75 = select i1 true, i8 %L70, i8 -7
  %Cmp76 = fcmp oge float %FC, 0x3B11AEA580000000
  br label %CF2078

CF2078:                                           ; preds = %CF2078, %CF2354, %CF2209, %CF2305, %CF2111
  %L77 = load double, ptr %Sl34, align 8
  %E78 = extractelement <4 x i32> %Shuff, i32 %E56
  %Shuff79 = shufflevector <2 x i64> %I, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I80 = insertelement <2 x i64> %Shuff79, i64 %L48, i32 %E6
  %FC81 = uitofp <1 x i8> %L42 to <1 x float>
  %Sl82 = select i1 %FC33, double %L77, double %L77
  %L83 = load <1 x i1>, ptr %Sl34, align 1
  store i8 %B40, ptr %PC, align 1
  %E84 = extractelement <2 x i64> %I45, i32 371021
  %Shuff85 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I, <2 x i32> <i32 undef, i32 3>
  %I86 = insertelement <4 x i32> %Sl53, i32 %3, i32 371021
  %B87 = ashr <4 x i32> %B16, %Sl53
  %Sl88 = select i1 %Cmp11, i32 371021, i32 %E6
  %Cmp89 = icmp sgt <4 x i1> zeroinitializer, %Shuff7
  %L90 = load <4 x i64>, ptr %Sl34, align 32
  store i64 %E84, ptr %Sl34, align 4
  %E91 = extractelement <2 x i8> zeroinitializer, i32 %E78
  %Shuff92 = shufflevector <4 x i1> %Shuff72, <4 x i1> %Shuff38, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I93 = insertelement <4 x i1> zeroinitializer, i1 %Cmp19, i32 %E78
  %B94 = urem i16 %E13, %E63
  %Se = sext i16 11337 to i32
  %Sl95 = select i1 true, i1 %L28, i1 true
  br i1 %Sl95, label %CF2078, label %CF2354

CF2354:                                           ; preds = %CF2078
  %Cmp96 = fcmp ogt float %L55, %FC
  br i1 %Cmp96, label %CF2078, label %CF2209

CF2209:                                           ; preds = %CF2354
  %L97 = load i64, ptr %PC, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 32
  %E98 = extractelement <4 x i1> zeroinitializer, i32 %E78
  br i1 %E98, label %CF2078, label %CF2114

CF2114:                                           ; preds = %CF2114, %CF2209
  %Shuff99 = shufflevector <4 x i1> %Shuff14, <4 x i1> %Shuff7, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I100 = insertelement <4 x i1> %Shuff14, i1 %E, i32 371021
  %B101 = sdiv i8 %Tr, %B32
  %Tr102 = trunc i16 11013 to i1
  br i1 %Tr102, label %CF2114, label %CF2193

CF2193:                                           ; preds = %CF2193, %CF2114
  %Sl103 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i64> %L62, <8 x i64> %L20
  %Cmp104 = icmp ult i32 %3, %E78
  br i1 %Cmp104, label %CF2193, label %CF2305

CF2305:                                           ; preds = %CF2193
  %L105 = load <4 x i32>, ptr %Sl34, align 16
  store i1 true, ptr %PC, align 1
  %E106 = extractelement <4 x i32> zeroinitializer, i32 %E56
  %Shuff107 = shufflevector <4 x i1> %I100, <4 x i1> %Shuff7, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I108 = insertelement <4 x i1> zeroinitializer, i1 true, i32 371021
  %FC109 = sitofp i64 106229 to float
  %Sl110 = select i1 %Cmp27, i8 %B, i8 -7
  %Cmp111 = icmp sgt i8 13, %B
  br i1 %Cmp111, label %CF2078, label %CF2091

CF2091:                                           ; preds = %CF2091, %CF2305
  %L112 = load <16 x i8>, ptr %PC, align 16
  store float %L55, ptr %0, align 4
  %E113 = extractelement <4 x i1> %Shuff99, i32 %E56
  br i1 %E113, label %CF2091, label %CF2107

CF2107:                                           ; preds = %CF2107, %CF2325, %CF2299, %CF2091
  %Shuff114 = shufflevector <8 x i64> %L62, <8 x i64> %L62, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 undef, i32 5, i32 7, i32 9>
  %I115 = insertelement <2 x i64> %Shuff79, i64 %L48, i32 %E56
  %B116 = mul i16 11013, 11337
  %FC117 = uitofp i8 %5 to float
  %Sl118 = select i1 %Cmp61, i32 %E56, i32 %E56
  %Cmp119 = icmp uge i64 0, %L48
  br i1 %Cmp119, label %CF2107, label %CF2325

CF2325:                                           ; preds = %CF2107
  %L120 = load double, ptr %A, align 8
  %E121 = extractelement <4 x i32> %L105, i32 %E106
  %Shuff122 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I123 = insertelement <4 x i1> zeroinitializer, i1 true, i32 371021
  %Tr124 = fptrunc double %L77 to float
  %Sl125 = select i1 %Cmp19, ptr %1, ptr %Sl34
  %L126 = load <2 x i16>, ptr %Sl34, align 4
  store i8 %Tr, ptr %Sl34, align 1
  %E127 = extractelement <4 x i32> %Shuff, i32 %E56
  %Shuff128 = shufflevector <8 x i64> %Shuff114, <8 x i64> %L20, <8 x i32> <i32 undef, i32 11, i32 undef, i32 15, i32 1, i32 3, i32 5, i32 undef>
  %I129 = insertelement <2 x i64> %Shuff79, i64 %4, i32 %E6
  %B130 = ashr i8 %Sl110, %B
  %FC131 = uitofp i1 %E71 to double
  %Sl132 = select i1 %Cmp61, i1 %Cmp76, i1 true
  br i1 %Sl132, label %CF2107, label %CF2299

CF2299:                                           ; preds = %CF2325
  %Cmp133 = icmp ule i8 %B40, 13
  br i1 %Cmp133, label %CF2107, label %CF2112

CF2112:                                           ; preds = %CF2112, %CF2237, %CF2345, %CF2299
  %L134 = load float, ptr %Sl34, align 4
  store <4 x i64> %L90, ptr %Sl34, align 32
  %E135 = extractelement <8 x i8> %L36, i32 371021
  %Shuff136 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I86, <4 x i32> <i32 6, i32 undef, i32 undef, i32 4>
  %I137 = insertelement <4 x i32> zeroinitializer, i32 %Sl118, i32 %Sl88
  %B138 = frem double 0xFCABF6CA93A94348, %L77
  %ZE = zext i8 %Sl75 to i16
  %Sl139 = select i1 %Sl95, i8 %B32, i8 -55
  %Cmp140 = icmp sge <4 x i32> %B24, %Sl53
  %L141 = load <2 x i32>, ptr %Sl125, align 8
  store i16 %E13, ptr %Sl125, align 2
  %E142 = extractelement <2 x i64> %Shuff79, i32 %E56
  %Shuff143 = shufflevector <2 x i64> %I129, <2 x i64> %Shuff44, <2 x i32> undef
  %I144 = insertelement <8 x i64> %L62, i64 %E37, i32 %E6
  %ZE145 = zext i8 %B to i16
  %Sl146 = select i1 %Cmp11, i16 1001, i16 %E63
  %Cmp147 = icmp eq i1 %Cmp119, %Sl
  br i1 %Cmp147, label %CF2112, label %CF2191

CF2191:                                           ; preds = %CF2191, %CF2297, %CF2112
  %L148 = load <4 x i16>, ptr %PC, align 8
  store i64 %E84, ptr %PC, align 4
  %E149 = extractelement <4 x i32> %Shuff, i32 371021
  %Shuff150 = shufflevector <4 x i32> %Shuff57, <4 x i32> %Sl53, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I151 = insertelement <4 x i1> %Shuff99, i1 %FC33, i32 %E149
  %B152 = srem <4 x i32> %I137, %Sl53
  %Tr153 = trunc i64 %E37 to i1
  br i1 %Tr153, label %CF2191, label %CF2297

CF2297:                                           ; preds = %CF2191
  %Sl154 = select i1 %Cmp19, i1 %E49, i1 %Sl95
  br i1 %Sl154, label %CF2191, label %CF2237

CF2237:                                           ; preds = %CF2297
  %Cmp155 = icmp sgt <4 x i1> %I51, zeroinitializer
  %L156 = load <2 x i8>, ptr %Sl34, align 2
  store double %FC131, ptr %PC74, align 8
  %E157 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff158 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff79, <2 x i32> <i32 3, i32 1>
  %I159 = insertelement <4 x i32> %Sl53, i32 %E56, i32 %E78
  %B160 = udiv i64 %L48, %L48
  %FC161 = uitofp i1 %Cmp76 to float
  %Sl162 = select i1 %E113, i8 -7, i8 %Tr
  %Cmp163 = icmp ugt <2 x i64> %Shuff50, %I
  %L164 = load i32, ptr %Sl34, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl125, align 16
  %E165 = extractelement <4 x i1> %Shuff7, i32 %L164
  br i1 %E165, label %CF2112, label %CF2118

CF2118:                                           ; preds = %CF2118, %CF2237
  %Shuff166 = shufflevector <2 x i64> %Shuff143, <2 x i64> %I115, <2 x i32> <i32 2, i32 0>
  %I167 = insertelement <4 x i1> zeroinitializer, i1 %Sl95, i32 %E56
  %B168 = lshr <4 x i16> %I31, %I31
  %Tr169 = fptrunc double %B9 to float
  %Sl170 = select <4 x i1> %Shuff7, <4 x i32> %Shuff136, <4 x i32> %Shuff
  %Cmp171 = icmp ule i1 %Cmp76, %Sl95
  br i1 %Cmp171, label %CF2118, label %CF2341

CF2341:                                           ; preds = %CF2341, %CF2118
  %L172 = load <4 x i1>, ptr %Sl125, align 1
  store i1 true, ptr %A, align 1
  %E173 = extractelement <4 x i1> zeroinitializer, i32 %E78
  br i1 %E173, label %CF2341, label %CF2345

CF2345:                                           ; preds = %CF2341
  %Shuff174 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I175 = insertelement <4 x i1> %Shuff64, i1 %E98, i32 %E106
  %B176 = ashr i16 11337, 1001
  %Se177 = sext i1 %Sl41 to i16
  %Sl178 = select <4 x i1> %I51, <4 x i1> %Shuff122, <4 x i1> %Cmp89
  %Cmp179 = icmp ule i64 %L97, %E142
  br i1 %Cmp179, label %CF2112, label %CF2113

CF2113:                                           ; preds = %CF2113, %CF2345
  %L180 = load <16 x i1>, ptr %PC, align 2
  store i64 %E37, ptr %Sl34, align 4
  %E181 = extractelement <2 x i64> %I115, i32 %E78
  %Shuff182 = shufflevector <2 x i64> %Shuff85, <2 x i64> %Shuff166, <2 x i32> <i32 undef, i32 3>
  %I183 = insertelement <4 x i32> zeroinitializer, i32 %E6, i32 %E149
  %B184 = mul i8 %Sl139, -119
  %Se185 = sext i1 %Cmp11 to i8
  %Sl186 = select i1 %Sl95, ptr %A2, ptr %Sl125
  %Cmp187 = icmp ult i1 %FC46, %Sl68
  br i1 %Cmp187, label %CF2113, label %CF2144

CF2144:                                           ; preds = %CF2144, %CF2113
  %L188 = load i64, ptr %Sl186, align 4
  store <1 x i8> %L42, ptr %Sl186, align 1
  %E189 = extractelement <16 x i1> %L180, i32 %L164
  br i1 %E189, label %CF2144, label %CF2159

CF2159:                                           ; preds = %CF2159, %CF2300, %CF2144
  %Shuff190 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %L148, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I191 = insertelement <4 x i1> %I65, i1 %E113, i32 %Se
  %PC192 = bitcast ptr %A to ptr
  %Sl193 = select <4 x i1> %Shuff122, <4 x i1> %Shuff64, <4 x i1> %Shuff64
  %Cmp194 = icmp uge i32 %E106, %E56
  br i1 %Cmp194, label %CF2159, label %CF2300

CF2300:                                           ; preds = %CF2159
  %L195 = load <4 x i8>, ptr %Sl186, align 4
  store i1 %FC33, ptr %Sl125, align 1
  %E196 = extractelement <4 x i1> %Shuff122, i32 %3
  br i1 %E196, label %CF2159, label %CF2249

CF2249:                                           ; preds = %CF2300
  %Shuff197 = shufflevector <4 x i1> %Cmp140, <4 x i1> %Shuff14, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I198 = insertelement <4 x i1> %Shuff72, i1 %Sl95, i32 %Sl118
  %B199 = urem i64 167165, %E181
  %FC200 = sitofp <2 x i64> zeroinitializer to <2 x float>
  %Sl201 = select i1 %Sl95, float 0x3B11AEA580000000, float %FC67
  %Cmp202 = icmp eq i1 true, %E196
  br label %CF2075

CF2075:                                           ; preds = %CF2075, %CF2179, %CF2204, %CF2363, %CF2249
  %L203 = load <2 x i8>, ptr %PC74, align 2
  store i16 1001, ptr %Sl34, align 2
  %E204 = extractelement <4 x i1> %Shuff122, i32 %E78
  br i1 %E204, label %CF2075, label %CF2179

CF2179:                                           ; preds = %CF2075
  %Shuff205 = shufflevector <2 x i1> %Cmp163, <2 x i1> %Cmp163, <2 x i32> <i32 3, i32 1>
  %I206 = insertelement <2 x i1> %Shuff205, i1 %E165, i32 %3
  %B207 = srem i8 %Se185, %Tr59
  %PC208 = bitcast ptr %2 to ptr
  %Sl209 = select i1 %Sl95, i16 11337, i16 %ZE
  %Cmp210 = icmp ule i1 %E21, %E
  br i1 %Cmp210, label %CF2075, label %CF2131

CF2131:                                           ; preds = %CF2131, %CF2315, %CF2179
  %L211 = load float, ptr %PC192, align 4
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl34, align 16
  %E212 = extractelement <4 x i1> %Shuff72, i32 %3
  br i1 %E212, label %CF2131, label %CF2226

CF2226:                                           ; preds = %CF2226, %CF2374, %CF2131
  %Shuff213 = shufflevector <4 x i1> %Shuff38, <4 x i1> %Shuff107, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I214 = insertelement <4 x i8> %L195, i8 %Sl162, i32 %3
  %FC215 = uitofp i1 true to float
  %Sl216 = select <4 x i1> %Shuff38, <4 x i32> %Sl26, <4 x i32> zeroinitializer
  %Cmp217 = icmp ule <4 x i32> zeroinitializer, %I183
  %L218 = load <8 x i32>, ptr %PC208, align 32
  store i64 %L48, ptr %PC192, align 4
  %E219 = extractelement <4 x i1> %Shuff107, i32 %Sl118
  br i1 %E219, label %CF2226, label %CF2374

CF2374:                                           ; preds = %CF2226
  %Shuff220 = shufflevector <2 x i1> %Cmp163, <2 x i1> %Shuff205, <2 x i32> <i32 1, i32 3>
  %I221 = insertelement <4 x i32> %Sl170, i32 %E78, i32 %E121
  %B222 = or <4 x i32> %Shuff57, %L105
  %Sl223 = select i1 %E43, i1 %Cmp202, i1 %Sl
  br i1 %Sl223, label %CF2226, label %CF2243

CF2243:                                           ; preds = %CF2243, %CF2374
  %L224 = load <8 x float>, ptr %Sl186, align 32
  store i1 %Cmp104, ptr %Sl34, align 1
  %E225 = extractelement <4 x i64> %L90, i32 371021
  %Shuff226 = shufflevector <4 x i32> %Shuff, <4 x i32> %L105, <4 x i32> <i32 undef, i32 5, i32 undef, i32 1>
  %I227 = insertelement <4 x i32> %Shuff136, i32 %L164, i32 %E78
  %PC228 = bitcast ptr %2 to ptr
  %Sl229 = select i1 true, i1 %Cmp147, i1 %Cmp147
  br i1 %Sl229, label %CF2243, label %CF2315

CF2315:                                           ; preds = %CF2243
  %Cmp230 = icmp sge <4 x i1> %I73, %Shuff107
  %L231 = load <8 x double>, ptr %PC208, align 64
  store i8 %B40, ptr %Sl34, align 1
  %E232 = extractelement <4 x i1> %Shuff72, i32 %E127
  br i1 %E232, label %CF2131, label %CF2204

CF2204:                                           ; preds = %CF2315
  %Shuff233 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I51, <4 x i32> <i32 5, i32 undef, i32 undef, i32 3>
  %I234 = insertelement <4 x i1> %Shuff92, i1 true, i32 %E56
  %B235 = and i64 %E225, %L97
  %Tr236 = trunc i64 %L48 to i32
  %Sl237 = select i1 %Sl223, float 0xB864AFB880000000, float %FC161
  %Cmp238 = icmp slt i1 %Sl41, %Tr25
  br i1 %Cmp238, label %CF2075, label %CF2095

CF2095:                                           ; preds = %CF2095, %CF2176, %CF2204
  %L239 = load <4 x float>, ptr %PC208, align 16
  store i64 %L97, ptr %Sl34, align 4
  %E240 = extractelement <4 x i1> %I151, i32 371021
  br i1 %E240, label %CF2095, label %CF2143

CF2143:                                           ; preds = %CF2143, %CF2095
  %Shuff241 = shufflevector <2 x i8> %I58, <2 x i8> %L156, <2 x i32> <i32 undef, i32 3>
  %I242 = insertelement <2 x i16> %L126, i16 %B116, i32 %Sl118
  %B243 = mul i64 %B199, %E157
  %ZE244 = zext <4 x i32> %I15 to <4 x i64>
  %Sl245 = select i1 %E204, i64 %E181, i64 %B199
  %Cmp246 = icmp ugt <2 x i16> %I242, %I242
  %L247 = load <8 x i8>, ptr %Sl125, align 8
  store i16 1001, ptr %Sl125, align 2
  %E248 = extractelement <4 x i1> zeroinitializer, i32 %Tr236
  br i1 %E248, label %CF2143, label %CF2176

CF2176:                                           ; preds = %CF2143
  %Shuff249 = shufflevector <4 x i1> %Sl178, <4 x i1> %Shuff7, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I250 = insertelement <4 x i32> zeroinitializer, i32 %Sl88, i32 %Se
  %B251 = srem <2 x i64> %Shuff50, %I
  %Se252 = sext i16 %B176 to i64
  %Sl253 = select i1 true, i8 %Sl60, i8 %Sl18
  %Cmp254 = fcmp ueq double %B9, 0xFCABF6CA93A94348
  br i1 %Cmp254, label %CF2095, label %CF2137

CF2137:                                           ; preds = %CF2137, %CF2176
  %L255 = load float, ptr %A, align 4
  store <4 x i64> %ZE244, ptr %Sl125, align 32
  %E256 = extractelement <2 x i64> zeroinitializer, i32 %Tr236
  %Shuff257 = shufflevector <8 x i8> %L36, <8 x i8> %L36, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 undef, i32 14>
  %I258 = insertelement <4 x i32> zeroinitializer, i32 %E56, i32 %Sl88
  %FC259 = uitofp i8 %Sl60 to double
  %Sl260 = select <2 x i1> %Cmp163, <2 x i16> %L126, <2 x i16> %L126
  %Cmp261 = icmp ne i8 %5, %B130
  br i1 %Cmp261, label %CF2137, label %CF2189

CF2189:                                           ; preds = %CF2189, %CF2137
  %L262 = load <2 x i64>, ptr %Sl34, align 16
  store float %L134, ptr %Sl125, align 4
  %E263 = extractelement <8 x float> %L224, i32 %Tr236
  %Shuff264 = shufflevector <4 x i1> %Shuff14, <4 x i1> %I23, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I265 = insertelement <16 x i8> %L112, i8 %B207, i32 %E56
  %B266 = sdiv i8 -7, %Sl162
  %FC267 = sitofp <4 x i1> %Cmp230 to <4 x float>
  %Sl268 = select i1 %Cmp54, i1 %Cmp69, i1 %Cmp171
  br i1 %Sl268, label %CF2189, label %CF2363

CF2363:                                           ; preds = %CF2189
  %Cmp269 = icmp eq i1 %Cmp, %E165
  br i1 %Cmp269, label %CF2075, label %CF2081

CF2081:                                           ; preds = %CF2081, %CF2363
  %L270 = load <4 x i16>, ptr %Sl34, align 8
  store float 0x46E2A3B680000000, ptr %Sl34, align 4
  %E271 = extractelement <4 x float> %FC267, i32 371021
  %Shuff272 = shufflevector <4 x i1> %I108, <4 x i1> %Shuff38, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I273 = insertelement <4 x i32> zeroinitializer, i32 %Tr236, i32 371021
  %Tr274 = trunc i64 106229 to i32
  %Sl275 = select i1 %Cmp147, double %FC131, double %FC259
  %Cmp276 = fcmp false <1 x float> %FC81, %FC81
  %L277 = load i32, ptr %Sl34, align 4
  store <4 x i8> %L195, ptr %Sl34, align 4
  %E278 = extractelement <4 x i32> zeroinitializer, i32 %Sl88
  %Shuff279 = shufflevector <4 x i32> %Sl53, <4 x i32> %L105, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I280 = insertelement <8 x double> %L231, double %L77, i32 %Sl118
  %B281 = xor i8 %Sl60, %B101
  %Sl282 = select i1 %Sl132, i1 %Sl229, i1 %Cmp187
  br i1 %Sl282, label %CF2081, label %CF2272

CF2272:                                           ; preds = %CF2081
  %Cmp283 = icmp ult <4 x i1> %Cmp217, zeroinitializer
  %L284 = load float, ptr %Sl186, align 4
  store <2 x i64> %I45, ptr %PC74, align 16
  %E285 = extractelement <1 x float> %FC81, i32 %E149
  %Shuff286 = shufflevector <2 x i64> %Shuff182, <2 x i64> %I, <2 x i32> <i32 2, i32 0>
  %I287 = insertelement <4 x i32> %B16, i32 371021, i32 %E56
  %B288 = ashr i16 %B176, %B116
  %FC289 = sitofp i64 106229 to double
  %Sl290 = select i1 %Sl268, <2 x i64> %Shuff182, <2 x i64> zeroinitializer
  %Cmp291 = icmp ule i64 %4, 0
  br label %CF2071

CF2071:                                           ; preds = %CF2071, %CF2219, %CF2136, %CF2272
  %L292 = load i64, ptr %Sl34, align 4
  %E293 = extractelement <4 x i1> zeroinitializer, i32 %Tr236
  br i1 %E293, label %CF2071, label %CF2169

CF2169:                                           ; preds = %CF2169, %CF2239, %CF2071
  %Shuff294 = shufflevector <2 x i64> %Shuff50, <2 x i64> %Shuff286, <2 x i32> <i32 3, i32 1>
  %I295 = insertelement <4 x i1> %Shuff213, i1 %Sl229, i32 %L164
  %B296 = lshr i16 %B116, %B288
  %Sl297 = select i1 %Cmp261, double %FC289, double %FC259
  %Cmp298 = icmp eq <2 x i64> %I39, %Shuff143
  %L299 = load <4 x i1>, ptr %Sl34, align 1
  store i1 %Cmp, ptr %Sl125, align 1
  %E300 = extractelement <8 x i64> %L20, i32 %E56
  %Shuff301 = shufflevector <2 x i64> %I115, <2 x i64> %I, <2 x i32> <i32 3, i32 1>
  %I302 = insertelement <16 x i8> %L112, i8 %B, i32 %3
  %Tr303 = trunc <4 x i32> %Shuff to <4 x i1>
  %Sl304 = select i1 %Cmp202, i16 %E13, i16 %ZE
  %Cmp305 = icmp ne i64 %L292, %E37
  br i1 %Cmp305, label %CF2169, label %CF2239

CF2239:                                           ; preds = %CF2169
  %L306 = load <8 x i1>, ptr %Sl34, align 1
  store i32 %E6, ptr %A, align 4
  %E307 = extractelement <4 x i32> %L105, i32 %Tr236
  %Shuff308 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B251, <2 x i32> <i32 3, i32 1>
  %I309 = insertelement <2 x i8> zeroinitializer, i8 %B130, i32 %Tr236
  %B310 = urem <4 x i32> %I159, %Sl216
  %FC311 = uitofp i16 %ZE to double
  %Sl312 = select i1 %E165, i1 %E21, i1 %Sl229
  br i1 %Sl312, label %CF2169, label %CF2219

CF2219:                                           ; preds = %CF2239
  %Cmp313 = fcmp ord double %B9, %FC259
  br i1 %Cmp313, label %CF2071, label %CF2093

CF2093:                                           ; preds = %CF2093, %CF2187, %CF2192, %CF2219
  %L314 = load i1, ptr %Sl186, align 1
  br i1 %L314, label %CF2093, label %CF2167

CF2167:                                           ; preds = %CF2167, %CF2233, %CF2093
  store <2 x i8> %L156, ptr %0, align 2
  %E315 = extractelement <4 x i32> %Shuff, i32 %L277
  %Shuff316 = shufflevector <4 x i8> %L195, <4 x i8> %L195, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I317 = insertelement <4 x i32> zeroinitializer, i32 %Tr236, i32 371021
  %B318 = urem i64 %E225, %B199
  %ZE319 = zext i1 %E71 to i16
  %Sl320 = select i1 %E219, i1 %E165, i1 %Cmp305
  br i1 %Sl320, label %CF2167, label %CF2233

CF2233:                                           ; preds = %CF2167
  %Cmp321 = icmp ult <4 x i1> %Shuff107, %Cmp140
  %L322 = load <8 x double>, ptr %Sl186, align 64
  store double %L77, ptr %0, align 8
  %E323 = extractelement <2 x i1> %Cmp298, i32 %E78
  br i1 %E323, label %CF2167, label %CF2187

CF2187:                                           ; preds = %CF2233
  %Shuff324 = shufflevector <4 x i1> %Shuff14, <4 x i1> %I295, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I325 = insertelement <4 x i32> %Sl53, i32 371021, i32 %E149
  %FC326 = sitofp i8 -7 to float
  %Sl327 = select i1 %Cmp147, i8 %B52, i8 %B52
  %Cmp328 = icmp sge i64 167165, %L292
  br i1 %Cmp328, label %CF2093, label %CF2120

CF2120:                                           ; preds = %CF2120, %CF2187
  %L329 = load <2 x i1>, ptr %PC, align 1
  store i1 %Cmp111, ptr %Sl186, align 1
  %E330 = extractelement <4 x i1> zeroinitializer, i32 %Tr274
  br i1 %E330, label %CF2120, label %CF2192

CF2192:                                           ; preds = %CF2120
  %Shuff331 = shufflevector <4 x i1> %Shuff38, <4 x i1> %Shuff197, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I332 = insertelement <4 x i1> %Sl178, i1 %Cmp54, i32 %E56
  %Tr333 = trunc i64 0 to i8
  %Sl334 = select i1 %Cmp305, i1 %Cmp104, i1 %Cmp171
  br i1 %Sl334, label %CF2093, label %CF2097

CF2097:                                           ; preds = %CF2097, %CF2319, %CF2192
  %Cmp335 = icmp sgt <4 x i32> %Sl26, %Sl53
  %L336 = load i1, ptr %Sl34, align 1
  br i1 %L336, label %CF2097, label %CF2308

CF2308:                                           ; preds = %CF2308, %CF2097
  store <8 x i8> %L247, ptr %PC, align 8
  %E337 = extractelement <4 x i32> %Shuff279, i32 %E307
  %Shuff338 = shufflevector <2 x i1> %I206, <2 x i1> %Cmp298, <2 x i32> <i32 0, i32 2>
  %I339 = insertelement <4 x i1> %Shuff99, i1 true, i32 %L164
  %B340 = ashr i16 -17399, 1001
  %Tr341 = trunc <2 x i8> %L203 to <2 x i1>
  %Sl342 = select i1 %Sl95, <16 x i8> %I265, <16 x i8> %L112
  %Cmp343 = icmp slt <4 x i32> %B87, %Shuff
  %L344 = load i32, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl125, align 32
  %E345 = extractelement <2 x i64> %Shuff294, i32 %E337
  %Shuff346 = shufflevector <4 x i64> %L90, <4 x i64> %L90, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I347 = insertelement <2 x i64> %Shuff50, i64 %E84, i32 %E78
  %FC348 = sitofp <2 x i64> %Shuff143 to <2 x float>
  %Sl349 = select i1 %Cmp76, <8 x i64> %L20, <8 x i64> %L62
  %Cmp350 = icmp slt i32 %E278, %Tr236
  br i1 %Cmp350, label %CF2308, label %CF2319

CF2319:                                           ; preds = %CF2308
  %L351 = load i32, ptr %Sl125, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E352 = extractelement <8 x i1> %L306, i32 %Tr236
  br i1 %E352, label %CF2097, label %CF2136

CF2136:                                           ; preds = %CF2319
  %Shuff353 = shufflevector <8 x i64> %L62, <8 x i64> %Sl349, <8 x i32> <i32 undef, i32 6, i32 8, i32 undef, i32 12, i32 14, i32 undef, i32 undef>
  %I354 = insertelement <4 x i16> %L148, i16 %Sl209, i32 %E307
  %B355 = udiv i8 %Sl162, %Sl162
  %FC356 = sitofp i64 106229 to double
  %Sl357 = select i1 %Sl312, double %FC259, double %Sl275
  %Cmp358 = icmp eq i1 %Sl41, %Sl41
  br i1 %Cmp358, label %CF2071, label %CF2086

CF2086:                                           ; preds = %CF2086, %CF2136
  %L359 = load <4 x float>, ptr %0, align 16
  store float %Tr169, ptr %0, align 4
  %E360 = extractelement <4 x i16> zeroinitializer, i32 %Tr236
  %Shuff361 = shufflevector <2 x i64> %Shuff79, <2 x i64> %Shuff44, <2 x i32> <i32 1, i32 undef>
  %I362 = insertelement <8 x i8> %L36, i8 %L70, i32 %L277
  %FC363 = sitofp i8 %Sl75 to double
  %Sl364 = select i1 %Cmp358, i8 %Tr59, i8 %B130
  %Cmp365 = icmp sgt i1 %E, %Cmp11
  br i1 %Cmp365, label %CF2086, label %CF2147

CF2147:                                           ; preds = %CF2147, %CF2332, %CF2086
  %L366 = load <4 x float>, ptr %PC74, align 16
  store i16 24813, ptr %0, align 2
  %E367 = extractelement <4 x i32> %I250, i32 %E78
  %Shuff368 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I369 = insertelement <4 x i32> %Sl53, i32 %E367, i32 %L277
  %ZE370 = zext i1 %FC33 to i8
  %Sl371 = select i1 %Cmp61, <8 x i8> %L247, <8 x i8> %I362
  %Cmp372 = icmp ne i1 true, %Cmp119
  br i1 %Cmp372, label %CF2147, label %CF2198

CF2198:                                           ; preds = %CF2198, %CF2147
  %L373 = load i8, ptr %Sl186, align 1
  store <8 x i64> %Sl349, ptr %Sl125, align 64
  %E374 = extractelement <4 x i1> %I73, i32 %3
  br i1 %E374, label %CF2198, label %CF2332

CF2332:                                           ; preds = %CF2198
  %Shuff375 = shufflevector <4 x i1> %L299, <4 x i1> %I167, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I376 = insertelement <4 x i1> %Cmp283, i1 true, i32 %Tr236
  %B377 = mul <4 x i32> %I250, %I159
  %FC378 = sitofp i1 %E212 to float
  %Sl379 = select i1 %Cmp358, i1 %E98, i1 %Sl
  br i1 %Sl379, label %CF2147, label %CF2177

CF2177:                                           ; preds = %CF2177, %CF2332
  %Cmp380 = icmp ule i1 %Cmp, %E165
  br i1 %Cmp380, label %CF2177, label %CF2346

CF2346:                                           ; preds = %CF2177
  %L381 = load <8 x i16>, ptr %PC228, align 16
  store i8 %B266, ptr %Sl34, align 1
  %E382 = extractelement <2 x i64> zeroinitializer, i32 %Tr236
  %Shuff383 = shufflevector <4 x i8> %Shuff316, <4 x i8> %L195, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I384 = insertelement <4 x i32> %Shuff57, i32 %E6, i32 %E106
  %B385 = shl <2 x i64> %Shuff50, %I115
  %Tr386 = trunc i32 %E278 to i1
  br label %CF2069

CF2069:                                           ; preds = %CF2069, %CF2348, %CF2373, %CF2123, %CF2158, %CF2267, %CF2269, %CF2096, %CF2346
  %Sl387 = select i1 %Cmp147, i32 %E367, i32 %E78
  %Cmp388 = fcmp une float %Tr169, %L134
  br i1 %Cmp388, label %CF2069, label %CF2348

CF2348:                                           ; preds = %CF2069
  %L389 = load <16 x i32>, ptr %0, align 64
  store i1 true, ptr %0, align 1
  %E390 = extractelement <2 x i64> %Shuff361, i32 %Sl88
  %Shuff391 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I183, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I392 = insertelement <4 x float> %FC267, float %L55, i32 %L164
  %B393 = urem <4 x i8> %L195, %L195
  %FC394 = fptoui float %FC215 to i8
  %Sl395 = select <2 x i1> %Cmp246, <2 x i64> %Shuff182, <2 x i64> %Shuff30
  %Cmp396 = icmp sgt i16 %E360, %B116
  br i1 %Cmp396, label %CF2069, label %CF2129

CF2129:                                           ; preds = %CF2129, %CF2348
  %L397 = load <4 x double>, ptr %Sl125, align 32
  store i1 %Cmp358, ptr %PC208, align 1
  %E398 = extractelement <4 x i1> %Cmp321, i32 371021
  br i1 %E398, label %CF2129, label %CF2373

CF2373:                                           ; preds = %CF2129
  %Shuff399 = shufflevector <4 x i16> %Shuff190, <4 x i16> %L148, <4 x i32> undef
  %I400 = insertelement <16 x i32> %L389, i32 %E337, i32 %E367
  %B401 = frem float %FC67, %L134
  %Sl402 = select i1 %Cmp11, <4 x i1> %I167, <4 x i1> %Shuff38
  %Cmp403 = icmp sgt <4 x i1> %Shuff375, %Shuff368
  %L404 = load float, ptr %PC, align 4
  store <4 x i64> %ZE244, ptr %Sl186, align 32
  %E405 = extractelement <4 x i1> %I93, i32 %E56
  br i1 %E405, label %CF2069, label %CF2123

CF2123:                                           ; preds = %CF2373
  %Shuff406 = shufflevector <4 x i1> %I23, <4 x i1> %I339, <4 x i32> <i32 undef, i32 4, i32 undef, i32 0>
  %I407 = insertelement <4 x i1> %Sl193, i1 %Cmp291, i32 %Tr236
  %B408 = lshr i8 %Sl253, %B52
  %FC409 = sitofp i16 %Se177 to float
  %Sl410 = select i1 %Cmp194, i16 %B94, i16 %B340
  %Cmp411 = icmp eq i1 %FC33, %Cmp54
  br i1 %Cmp411, label %CF2069, label %CF2122

CF2122:                                           ; preds = %CF2122, %CF2230, %CF2372, %CF2355, %CF2123
  %L412 = load <16 x i32>, ptr %Sl34, align 64
  store i16 %E63, ptr %Sl125, align 2
  %E413 = extractelement <4 x i1> %Shuff122, i32 %3
  br i1 %E413, label %CF2122, label %CF2230

CF2230:                                           ; preds = %CF2122
  %Shuff414 = shufflevector <16 x i32> %L389, <16 x i32> %L389, <16 x i32> <i32 31, i32 undef, i32 3, i32 undef, i32 7, i32 9, i32 undef, i32 undef, i32 undef, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I415 = insertelement <4 x i64> %Shuff346, i64 %E300, i32 %Tr236
  %ZE416 = zext i8 %L70 to i64
  %Sl417 = select i1 %Cmp61, i8 %B52, i8 %Sl110
  %Cmp418 = icmp ule i8 -99, %Sl327
  br i1 %Cmp418, label %CF2122, label %CF2181

CF2181:                                           ; preds = %CF2181, %CF2230
  %L419 = load <2 x double>, ptr %PC, align 16
  store i16 %ZE319, ptr %PC, align 2
  %E420 = extractelement <4 x i32> %Shuff, i32 %E6
  %Shuff421 = shufflevector <4 x i1> %Shuff99, <4 x i1> %Shuff122, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I422 = insertelement <4 x i32> %Shuff, i32 371021, i32 %Tr236
  %B423 = sdiv i16 %Se177, %E63
  %Tr424 = trunc <2 x i64> %I129 to <2 x i1>
  %Sl425 = select i1 %Cmp411, i32 %E278, i32 371021
  %Cmp426 = icmp ugt <4 x i1> %I295, %Shuff213
  %L427 = load i64, ptr %0, align 4
  store <8 x i8> %L36, ptr %0, align 8
  %E428 = extractelement <8 x i8> %Sl371, i32 %E106
  %Shuff429 = shufflevector <4 x float> %L359, <4 x float> %L359, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I430 = insertelement <4 x i1> %I65, i1 %Sl268, i32 %E420
  %B431 = lshr i64 %Se252, %E181
  %FC432 = uitofp <4 x i32> %I422 to <4 x double>
  %Sl433 = select <16 x i1> %L180, <16 x i32> %L412, <16 x i32> %L389
  %Cmp434 = icmp ult <4 x i1> %I73, %Cmp230
  %L435 = load <4 x float>, ptr %Sl34, align 16
  store i64 %E382, ptr %Sl34, align 4
  %E436 = extractelement <4 x i16> %Shuff399, i32 %E6
  %Shuff437 = shufflevector <4 x i1> %Shuff331, <4 x i1> %Shuff122, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I438 = insertelement <4 x i1> %Cmp321, i1 %Cmp396, i32 %Sl387
  %B439 = srem i32 %Sl387, %E56
  %FC440 = sitofp <4 x i1> %I407 to <4 x float>
  %Sl441 = select i1 %Sl95, <4 x i1> %Cmp403, <4 x i1> %I167
  %Cmp442 = icmp uge i8 %Tr333, %ZE370
  br i1 %Cmp442, label %CF2181, label %CF2372

CF2372:                                           ; preds = %CF2181
  %L443 = load i16, ptr %0, align 2
  store <2 x i64> %Shuff308, ptr %Sl34, align 16
  %E444 = extractelement <4 x i1> %Shuff107, i32 %L164
  br i1 %E444, label %CF2122, label %CF2164

CF2164:                                           ; preds = %CF2164, %CF2372
  %Shuff445 = shufflevector <8 x i64> %L62, <8 x i64> %Sl349, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 undef, i32 12>
  %I446 = insertelement <4 x i1> %Shuff324, i1 %Cmp54, i32 %Tr236
  %B447 = lshr <4 x i16> %B168, %I354
  %FC448 = fptosi double %FC289 to i8
  %Sl449 = select i1 %Cmp396, <16 x i32> %Sl433, <16 x i32> %L389
  %Cmp450 = icmp sgt i32 %E337, %Sl425
  br i1 %Cmp450, label %CF2164, label %CF2171

CF2171:                                           ; preds = %CF2171, %CF2367, %CF2164
  %L451 = load i32, ptr %PC208, align 4
  store <2 x i64> zeroinitializer, ptr %Sl34, align 16
  %E452 = extractelement <4 x i1> %Cmp155, i32 %E56
  br i1 %E452, label %CF2171, label %CF2356

CF2356:                                           ; preds = %CF2356, %CF2171
  %Shuff453 = shufflevector <2 x i1> %L329, <2 x i1> %Tr424, <2 x i32> <i32 undef, i32 2>
  %I454 = insertelement <8 x i32> %L218, i32 %E106, i32 %E56
  %B455 = srem <4 x i32> %I384, %B87
  %FC456 = uitofp <2 x i64> %I115 to <2 x float>
  %Sl457 = select i1 %Cmp61, i1 %Cmp54, i1 %E219
  br i1 %Sl457, label %CF2356, label %CF2367

CF2367:                                           ; preds = %CF2356
  %Cmp458 = icmp eq i1 %Cmp133, %Sl229
  br i1 %Cmp458, label %CF2171, label %CF2293

CF2293:                                           ; preds = %CF2293, %CF2367
  %L459 = load i32, ptr %Sl186, align 4
  store <1 x float> %FC81, ptr %0, align 4
  %E460 = extractelement <4 x i16> zeroinitializer, i32 %Sl387
  %Shuff461 = shufflevector <4 x i32> %Shuff136, <4 x i32> %I250, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I462 = insertelement <4 x i1> %Shuff437, i1 %Sl268, i32 %3
  %B463 = xor <16 x i8> %Sl342, %I265
  %Se464 = sext <4 x i32> %Shuff279 to <4 x i64>
  %Sl465 = select i1 %E189, i1 %Cmp418, i1 %E212
  br i1 %Sl465, label %CF2293, label %CF2355

CF2355:                                           ; preds = %CF2293
  %Cmp466 = icmp sgt i1 true, %Cmp171
  br i1 %Cmp466, label %CF2122, label %CF2158

CF2158:                                           ; preds = %CF2355
  %L467 = load float, ptr %PC208, align 4
  %E468 = extractelement <2 x i1> %Shuff205, i32 %E56
  br i1 %E468, label %CF2069, label %CF2119

CF2119:                                           ; preds = %CF2119, %CF2220, %CF2158
  %Shuff469 = shufflevector <1 x i1> %Cmp276, <1 x i1> %Cmp276, <1 x i32> <i32 1>
  %I470 = insertelement <4 x i1> %I123, i1 true, i32 %E307
  %B471 = fadd <4 x float> %FC267, %L239
  %FC472 = sitofp <4 x i32> %Sl53 to <4 x double>
  %Sl473 = select i1 %Sl268, i8 %Sl75, i8 %B130
  %Cmp474 = icmp ne <16 x i32> %Sl449, %L389
  %L475 = load <4 x i32>, ptr %PC, align 16
  store double 0xFCABF6CA93A94348, ptr %0, align 8
  %E476 = extractelement <8 x i8> %Shuff257, i32 %3
  %Shuff477 = shufflevector <2 x i64> %Shuff286, <2 x i64> %Shuff308, <2 x i32> <i32 3, i32 1>
  %I478 = insertelement <2 x i1> %Cmp246, i1 %Cmp11, i32 %Tr236
  %FC479 = fptoui <8 x double> %L231 to <8 x i1>
  %Sl480 = select i1 %Sl223, i1 %E204, i1 %Sl312
  br i1 %Sl480, label %CF2119, label %CF2220

CF2220:                                           ; preds = %CF2119
  %Cmp481 = icmp sgt i8 %Tr333, %B281
  br i1 %Cmp481, label %CF2119, label %CF2201

CF2201:                                           ; preds = %CF2201, %CF2334, %CF2220
  %L482 = load i32, ptr %PC, align 4
  store <4 x i8> %L195, ptr %Sl34, align 4
  %E483 = extractelement <4 x i32> %Shuff136, i32 %E307
  %Shuff484 = shufflevector <2 x i64> %I, <2 x i64> %Shuff477, <2 x i32> <i32 0, i32 undef>
  %I485 = insertelement <16 x i32> %Shuff414, i32 %Tr236, i32 371021
  %B486 = mul i64 %E390, %L292
  %ZE487 = zext i8 -99 to i16
  %Sl488 = select i1 %E165, i8 %Sl110, i8 %Sl473
  %Cmp489 = icmp ugt <2 x i64> %Shuff286, %B385
  %L490 = load <8 x i32>, ptr %0, align 32
  store i16 %B288, ptr %0, align 2
  %E491 = extractelement <8 x i8> %Shuff257, i32 %Tr236
  %Shuff492 = shufflevector <8 x i64> %Shuff445, <8 x i64> %Sl349, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 undef, i32 15, i32 1, i32 undef>
  %I493 = insertelement <4 x i1> %I198, i1 %Cmp442, i32 %E78
  %B494 = srem i32 371021, %E420
  %ZE495 = zext <4 x i1> %Cmp230 to <4 x i16>
  %Sl496 = select i1 %Sl, i1 %Cmp458, i1 %FC33
  br i1 %Sl496, label %CF2201, label %CF2277

CF2277:                                           ; preds = %CF2277, %CF2201
  %Cmp497 = icmp sgt i1 true, %Cmp442
  br i1 %Cmp497, label %CF2277, label %CF2334

CF2334:                                           ; preds = %CF2277
  %L498 = load <2 x i64>, ptr %Sl186, align 16
  store i32 %E367, ptr %Sl186, align 4
  %E499 = extractelement <4 x i1> %Cmp321, i32 %E106
  br i1 %E499, label %CF2201, label %CF2267

CF2267:                                           ; preds = %CF2334
  %Shuff500 = shufflevector <4 x i1> %Shuff72, <4 x i1> %I493, <4 x i32> <i32 3, i32 undef, i32 undef, i32 1>
  %I501 = insertelement <4 x i1> %Cmp321, i1 %E, i32 %Tr274
  %B502 = or i16 %B296, %Sl410
  %Tr503 = trunc <4 x i64> %Shuff346 to <4 x i1>
  %Sl504 = select i1 %Cmp442, double %FC289, double %FC259
  %Cmp505 = icmp ugt i64 %L5, %E181
  br i1 %Cmp505, label %CF2069, label %CF2116

CF2116:                                           ; preds = %CF2116, %CF2342, %CF2267
  %L506 = load i64, ptr %0, align 4
  store <8 x i8> %L247, ptr %Sl34, align 8
  %E507 = extractelement <4 x i1> %Cmp217, i32 %E420
  br i1 %E507, label %CF2116, label %CF2222

CF2222:                                           ; preds = %CF2222, %CF2116
  %Shuff508 = shufflevector <2 x i64> %Shuff30, <2 x i64> %Shuff143, <2 x i32> <i32 undef, i32 2>
  %I509 = insertelement <2 x i64> %Shuff166, i64 %E390, i32 %E56
  %B510 = or i8 %Sl139, %FC394
  %FC511 = uitofp <4 x i1> %Cmp89 to <4 x float>
  %Sl512 = select i1 %Sl480, float 0x3B11AEA580000000, float %FC109
  %Cmp513 = icmp ult <4 x i1> %L299, %Shuff249
  %L514 = load i8, ptr %PC228, align 1
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E515 = extractelement <4 x i32> %I325, i32 %L164
  %Shuff516 = shufflevector <4 x i8> %Shuff316, <4 x i8> %Shuff383, <4 x i32> <i32 undef, i32 4, i32 undef, i32 undef>
  %I517 = insertelement <8 x i8> %L247, i8 %L70, i32 %Tr274
  %B518 = or i64 %E142, 0
  %Tr519 = trunc <2 x i64> %Shuff301 to <2 x i1>
  %Sl520 = select i1 %Cmp111, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp521 = icmp uge <2 x i1> %L329, %Cmp163
  %L522 = load i1, ptr %0, align 1
  br i1 %L522, label %CF2222, label %CF2342

CF2342:                                           ; preds = %CF2222
  store <8 x double> %L231, ptr %Sl125, align 64
  %E523 = extractelement <4 x i1> zeroinitializer, i32 %E420
  br i1 %E523, label %CF2116, label %CF2128

CF2128:                                           ; preds = %CF2128, %CF2261, %CF2234, %CF2342
  %Shuff524 = shufflevector <4 x i1> %Shuff324, <4 x i1> %Shuff197, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I525 = insertelement <2 x i64> %Shuff158, i64 0, i32 %L482
  %Sl526 = select i1 true, i64 %B318, i64 %E37
  %Cmp527 = icmp ult i8 %B40, %B408
  br i1 %Cmp527, label %CF2128, label %CF2261

CF2261:                                           ; preds = %CF2128
  %L528 = load i64, ptr %0, align 4
  store <8 x i64> %I144, ptr %Sl34, align 64
  %E529 = extractelement <4 x i1> %Cmp335, i32 %Tr274
  br i1 %E529, label %CF2128, label %CF2234

CF2234:                                           ; preds = %CF2261
  %Shuff530 = shufflevector <2 x i8> %L203, <2 x i8> %Sl520, <2 x i32> <i32 2, i32 0>
  %I531 = insertelement <4 x double> %FC432, double %FC259, i32 %E149
  %B532 = xor i32 %E483, %E56
  %Se533 = sext <4 x i1> %Shuff233 to <4 x i32>
  %Sl534 = select i1 %Sl95, ptr %Sl34, ptr %0
  %Cmp535 = icmp slt <4 x i32> %I221, %Se533
  %L536 = load double, ptr %Sl34, align 8
  store <8 x i16> %L381, ptr %Sl534, align 16
  %E537 = extractelement <16 x i32> %L412, i32 %L482
  %Shuff538 = shufflevector <4 x float> %L366, <4 x float> %L239, <4 x i32> <i32 undef, i32 6, i32 undef, i32 2>
  %I539 = insertelement <4 x i1> %Sl441, i1 %Cmp388, i32 %E537
  %Se540 = sext i32 %E56 to i64
  %Sl541 = select <4 x i1> %I151, <4 x i32> %B310, <4 x i32> %I15
  %Cmp542 = icmp eq i1 %Cmp19, %E248
  br i1 %Cmp542, label %CF2128, label %CF2211

CF2211:                                           ; preds = %CF2211, %CF2234
  %L543 = load <4 x i1>, ptr %Sl534, align 1
  store i1 %Cmp442, ptr %PC208, align 1
  %E544 = extractelement <4 x i1> %I430, i32 %B532
  br i1 %E544, label %CF2211, label %CF2213

CF2213:                                           ; preds = %CF2213, %CF2211
  %Shuff545 = shufflevector <2 x i64> %Shuff484, <2 x i64> %Shuff477, <2 x i32> <i32 1, i32 undef>
  %I546 = insertelement <4 x i1> %Cmp535, i1 %Sl95, i32 %B439
  %FC547 = uitofp <2 x i64> %I509 to <2 x float>
  %Sl548 = select i1 %Cmp261, i1 %Cmp505, i1 %Sl41
  br i1 %Sl548, label %CF2213, label %CF2269

CF2269:                                           ; preds = %CF2213
  %Cmp549 = icmp eq <4 x i1> %I167, %I51
  %L550 = load double, ptr %Sl34, align 8
  %E551 = extractelement <4 x i1> %Shuff213, i32 %3
  br i1 %E551, label %CF2069, label %CF2092

CF2092:                                           ; preds = %CF2092, %CF2382, %CF2296, %CF2184, %CF2269
  %Shuff552 = shufflevector <2 x i8> %I58, <2 x i8> %Sl520, <2 x i32> <i32 1, i32 3>
  %I553 = insertelement <8 x i32> %I454, i32 %Tr236, i32 %Tr274
  %Tr554 = trunc <8 x i64> %I144 to <8 x i16>
  %Sl555 = select i1 %Cmp442, <8 x i64> %L20, <8 x i64> %L20
  %Cmp556 = icmp sgt <2 x i8> %Sl520, %Sl520
  %L557 = load i64, ptr %Sl125, align 4
  store <2 x i8> %Sl520, ptr %Sl534, align 2
  %E558 = extractelement <4 x i1> %Cmp140, i32 %B532
  br i1 %E558, label %CF2092, label %CF2382

CF2382:                                           ; preds = %CF2092
  %Shuff559 = shufflevector <4 x i1> %Shuff38, <4 x i1> %I462, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I560 = insertelement <2 x i16> %L126, i16 1001, i32 %E315
  %Se561 = sext i1 %E232 to i64
  %Sl562 = select <4 x i1> %Shuff72, <4 x i1> %Shuff197, <4 x i1> %I407
  %Cmp563 = fcmp oge double %Sl82, %B9
  br i1 %Cmp563, label %CF2092, label %CF2148

CF2148:                                           ; preds = %CF2148, %CF2382
  %L564 = load <2 x i8>, ptr %Sl534, align 2
  store double %L77, ptr %Sl534, align 8
  %E565 = extractelement <4 x i32> %Shuff, i32 %E127
  %Shuff566 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp230, <4 x i32> <i32 undef, i32 1, i32 3, i32 5>
  %I567 = insertelement <4 x i64> %Se464, i64 %L506, i32 %E149
  %FC568 = fptosi double %Sl357 to i1
  br i1 %FC568, label %CF2148, label %CF2178

CF2178:                                           ; preds = %CF2178, %CF2395, %CF2284, %CF2148
  %Sl569 = select i1 %Cmp291, i64 %L, i64 %L97
  %Cmp570 = icmp ule <4 x i32> %Sl170, %I422
  %L571 = load <16 x i1>, ptr %Sl34, align 2
  store float %Sl237, ptr %0, align 4
  %E572 = extractelement <2 x i1> %Tr424, i32 %E420
  br i1 %E572, label %CF2178, label %CF2395

CF2395:                                           ; preds = %CF2178
  %Shuff573 = shufflevector <4 x i1> %Shuff406, <4 x i1> %I493, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I574 = insertelement <2 x i64> %I129, i64 %ZE416, i32 %E367
  %Se575 = sext <4 x i1> %Shuff437 to <4 x i8>
  %Sl576 = select i1 %Cmp372, i1 %Sl132, i1 %Sl268
  br i1 %Sl576, label %CF2178, label %CF2284

CF2284:                                           ; preds = %CF2395
  %Cmp577 = icmp slt i1 %Cmp305, %Cmp542
  br i1 %Cmp577, label %CF2178, label %CF2197

CF2197:                                           ; preds = %CF2197, %CF2320, %CF2284
  %L578 = load i32, ptr %Sl534, align 4
  store <1 x i64> zeroinitializer, ptr %Sl534, align 8
  %E579 = extractelement <4 x i1> zeroinitializer, i32 %E537
  br i1 %E579, label %CF2197, label %CF2320

CF2320:                                           ; preds = %CF2197
  %Shuff580 = shufflevector <16 x i1> %L180, <16 x i1> %L180, <16 x i32> <i32 9, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7>
  %I581 = insertelement <4 x i32> %I258, i32 %E78, i32 %Tr236
  %B582 = shl <8 x i64> %I144, %L20
  %Se583 = sext i1 %E452 to i16
  %Sl584 = select i1 %L336, i1 true, i1 true
  br i1 %Sl584, label %CF2197, label %CF2296

CF2296:                                           ; preds = %CF2320
  %Cmp585 = icmp slt <8 x i1> %FC479, %L306
  %L586 = load i8, ptr %PC192, align 1
  %E587 = extractelement <4 x double> %FC472, i32 %E56
  %Shuff588 = shufflevector <4 x float> %FC511, <4 x float> %B471, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I589 = insertelement <4 x i1> %Shuff64, i1 %E405, i32 371021
  %B590 = urem i8 %B, %Sl162
  %Se591 = sext i1 %E398 to i32
  %Sl592 = select <2 x i1> %Cmp556, <2 x i64> zeroinitializer, <2 x i64> %Shuff158
  %Cmp593 = icmp sgt <8 x i64> %L62, %Sl349
  %L594 = load <2 x float>, ptr %PC, align 8
  store float %FC378, ptr %Sl34, align 4
  %E595 = extractelement <4 x float> %Shuff588, i32 %Sl387
  %Shuff596 = shufflevector <4 x i32> %Shuff, <4 x i32> %I258, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I597 = insertelement <4 x float> %FC440, float %FC409, i32 %Tr236
  %ZE598 = zext i1 %Sl379 to i8
  %Sl599 = select i1 %Cmp388, ptr %Sl34, ptr %PC208
  %Cmp600 = icmp ule <2 x i64> %B385, %I129
  %L601 = load <2 x float>, ptr %Sl534, align 8
  store i8 %B281, ptr %Sl534, align 1
  %E602 = extractelement <8 x i64> %Sl103, i32 %Tr274
  %Shuff603 = shufflevector <8 x i8> %L36, <8 x i8> %L36, <8 x i32> <i32 15, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef>
  %I604 = insertelement <8 x i64> %I144, i64 %B486, i32 %E56
  %B605 = add i8 -99, %Sl327
  %Sl606 = select i1 %E212, float %Sl201, float %FC326
  %Cmp607 = fcmp oeq float %E271, %E595
  br i1 %Cmp607, label %CF2092, label %CF2125

CF2125:                                           ; preds = %CF2125, %CF2225, %CF2296
  %L608 = load i64, ptr %Sl534, align 4
  store <8 x i8> %L247, ptr %Sl534, align 8
  %E609 = extractelement <4 x i1> %I151, i32 %E420
  br i1 %E609, label %CF2125, label %CF2186

CF2186:                                           ; preds = %CF2186, %CF2384, %CF2262, %CF2246, %CF2125
  %Shuff610 = shufflevector <2 x i64> %Shuff508, <2 x i64> %Shuff158, <2 x i32> <i32 2, i32 0>
  %I611 = insertelement <2 x i64> %Shuff85, i64 %B518, i32 %B494
  %B612 = and i8 %B130, %B32
  %ZE613 = zext i8 %B52 to i16
  %Sl614 = select i1 %FC46, i1 %E468, i1 %Sl223
  br i1 %Sl614, label %CF2186, label %CF2360

CF2360:                                           ; preds = %CF2360, %CF2186
  %Cmp615 = fcmp false double %L536, %Sl504
  br i1 %Cmp615, label %CF2360, label %CF2384

CF2384:                                           ; preds = %CF2360
  %L616 = load <4 x i16>, ptr %PC228, align 8
  store i1 %Cmp35, ptr %Sl599, align 1
  %E617 = extractelement <4 x i32> %I384, i32 371021
  %Shuff618 = shufflevector <4 x i32> %Sl541, <4 x i32> %I250, <4 x i32> <i32 undef, i32 5, i32 7, i32 1>
  %I619 = insertelement <4 x i32> %Shuff, i32 %E617, i32 %E121
  %B620 = fdiv <4 x float> %Shuff429, %L239
  %Tr621 = trunc <2 x i8> %Shuff174 to <2 x i1>
  %Sl622 = select <4 x i1> %Shuff7, <4 x i1> %I438, <4 x i1> %Cmp140
  %Cmp623 = icmp sgt i32 %3, %Tr236
  br i1 %Cmp623, label %CF2186, label %CF2262

CF2262:                                           ; preds = %CF2384
  %L624 = load <4 x double>, ptr %Sl186, align 32
  store i64 0, ptr %Sl186, align 4
  %E625 = extractelement <4 x i1> %I430, i32 %E420
  br i1 %E625, label %CF2186, label %CF2246

CF2246:                                           ; preds = %CF2262
  %Shuff626 = shufflevector <4 x i32> %Sl216, <4 x i32> %I250, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I627 = insertelement <4 x i64> %Shuff346, i64 %B431, i32 %E515
  %B628 = urem i8 %L373, %B40
  %FC629 = fptosi <4 x float> %FC440 to <4 x i32>
  %Sl630 = select i1 %E, i16 %B340, i16 %B116
  %Cmp631 = icmp ule <4 x i32> %I15, %I159
  %L632 = load <8 x i8>, ptr %Sl34, align 8
  store i16 %E13, ptr %Sl34, align 2
  %E633 = extractelement <4 x float> %Shuff429, i32 %L164
  %Shuff634 = shufflevector <8 x i8> %L632, <8 x i8> %I517, <8 x i32> <i32 7, i32 undef, i32 undef, i32 undef, i32 15, i32 1, i32 undef, i32 undef>
  %I635 = insertelement <8 x double> %L322, double %FC259, i32 %E337
  %B636 = udiv i8 %ZE370, %E428
  %Se637 = sext i1 %Tr25 to i16
  %Sl638 = select <2 x i1> %Cmp298, <2 x i64> %Shuff50, <2 x i64> %Shuff79
  %Cmp639 = icmp ult <16 x i8> %I302, %B463
  %L640 = load <4 x i16>, ptr %PC228, align 8
  store i32 %E420, ptr %Sl534, align 4
  %E641 = extractelement <4 x i1> %Cmp140, i32 %E315
  br i1 %E641, label %CF2186, label %CF2195

CF2195:                                           ; preds = %CF2195, %CF2286, %CF2288, %CF2246
  %Shuff642 = shufflevector <4 x i1> %Cmp631, <4 x i1> %Sl441, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I643 = insertelement <2 x i64> %Shuff50, i64 %L292, i32 %L351
  %B644 = fsub float %Tr169, %L467
  %ZE645 = zext <4 x i1> %Shuff272 to <4 x i32>
  %Sl646 = select i1 %Tr25, i32 %Sl118, i32 %L459
  %Cmp647 = icmp sge i64 %B318, %B486
  br i1 %Cmp647, label %CF2195, label %CF2260

CF2260:                                           ; preds = %CF2260, %CF2195
  %L648 = load <2 x i8>, ptr %Sl534, align 2
  store i64 %E225, ptr %Sl534, align 4
  %E649 = extractelement <16 x i32> %Sl449, i32 %L482
  %Shuff650 = shufflevector <2 x i64> %Shuff301, <2 x i64> %Shuff477, <2 x i32> <i32 3, i32 undef>
  %I651 = insertelement <2 x i64> %I129, i64 %L506, i32 %E367
  %B652 = ashr <4 x i32> %Sl216, %Shuff596
  %Se653 = sext i1 %Cmp418 to i16
  %Sl654 = select i1 %Cmp54, float 0x46E2A3B680000000, float %L255
  %Cmp655 = icmp slt <4 x i1> %Cmp631, %Shuff368
  %L656 = load i32, ptr %Sl599, align 4
  store <2 x double> %L419, ptr %0, align 16
  %E657 = extractelement <2 x i8> %Shuff241, i32 %Tr236
  %Shuff658 = shufflevector <4 x i32> %Shuff22, <4 x i32> %I369, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I659 = insertelement <2 x i64> %Sl395, i64 %L608, i32 %E367
  %B660 = shl <8 x i64> %L20, %Sl349
  %Se661 = sext <4 x i1> %L543 to <4 x i8>
  %Sl662 = select i1 %Cmp147, i1 %Cmp179, i1 %Cmp396
  br i1 %Sl662, label %CF2260, label %CF2286

CF2286:                                           ; preds = %CF2260
  %Cmp663 = icmp slt i64 %B199, %B486
  br i1 %Cmp663, label %CF2195, label %CF2240

CF2240:                                           ; preds = %CF2240, %CF2286
  %L664 = load i32, ptr %Sl534, align 4
  store <4 x i16> %B168, ptr %Sl534, align 8
  %E665 = extractelement <4 x i1> %Cmp89, i32 %L459
  br i1 %E665, label %CF2240, label %CF2288

CF2288:                                           ; preds = %CF2240
  %Shuff666 = shufflevector <2 x i64> %Shuff79, <2 x i64> %Shuff158, <2 x i32> <i32 undef, i32 0>
  %I667 = insertelement <4 x i32> %I287, i32 371021, i32 371021
  %B668 = or <4 x i32> %FC629, %Sl53
  %FC669 = fptosi float 0x3B11AEA580000000 to i64
  %Sl670 = select i1 %Sl480, <4 x i1> zeroinitializer, <4 x i1> %Shuff573
  %Cmp671 = fcmp ogt double %FC311, %FC363
  br i1 %Cmp671, label %CF2195, label %CF2225

CF2225:                                           ; preds = %CF2288
  %L672 = load float, ptr %0, align 4
  store <2 x i16> %L126, ptr %Sl125, align 4
  %E673 = extractelement <4 x i32> %Shuff618, i32 %3
  %Shuff674 = shufflevector <4 x i1> %I167, <4 x i1> %I539, <4 x i32> <i32 4, i32 undef, i32 0, i32 2>
  %I675 = insertelement <4 x i32> %Shuff57, i32 %E337, i32 %E149
  %B676 = and <2 x i64> %B385, %Shuff477
  %Sl677 = select i1 %Cmp350, ptr %PC, ptr %Sl34
  %Cmp678 = icmp ule <4 x i16> %B447, %ZE495
  %L679 = load float, ptr %Sl125, align 4
  store <2 x i16> %L126, ptr %Sl186, align 4
  %E680 = extractelement <4 x i1> %I470, i32 %Se591
  br i1 %E680, label %CF2125, label %CF2184

CF2184:                                           ; preds = %CF2225
  %Shuff681 = shufflevector <4 x double> %L624, <4 x double> %L397, <4 x i32> <i32 0, i32 undef, i32 4, i32 6>
  %I682 = insertelement <2 x i64> %Shuff484, i64 %ZE416, i32 %Tr236
  %FC683 = sitofp <2 x i16> %I560 to <2 x float>
  %Sl684 = select i1 %Sl496, <4 x i1> %Shuff122, <4 x i1> %Shuff368
  %Cmp685 = icmp uge <2 x i64> %I659, %Shuff477
  %L686 = load double, ptr %Sl534, align 8
  store <1 x double> zeroinitializer, ptr %Sl534, align 8
  %E687 = extractelement <4 x i1> zeroinitializer, i32 %E307
  br i1 %E687, label %CF2092, label %CF2096

CF2096:                                           ; preds = %CF2184
  %Shuff688 = shufflevector <2 x i64> %Shuff508, <2 x i64> %Sl395, <2 x i32> <i32 undef, i32 1>
  %I689 = insertelement <4 x i1> %Shuff437, i1 %Tr102, i32 %E307
  %B690 = fsub float %L211, %FC
  %Tr691 = trunc i8 %B612 to i1
  br i1 %Tr691, label %CF2069, label %CF2070

CF2070:                                           ; preds = %CF2070, %CF2387, %CF2096
  %Sl692 = select i1 true, <4 x i1> %Shuff566, <4 x i1> %Cmp631
  %Cmp693 = icmp uge i32 %E673, %Tr236
  br i1 %Cmp693, label %CF2070, label %CF2387

CF2387:                                           ; preds = %CF2070
  %L694 = load i8, ptr %Sl34, align 1
  store <2 x i8> %L648, ptr %Sl125, align 2
  %E695 = extractelement <2 x i1> %Cmp298, i32 %Tr236
  br i1 %E695, label %CF2070, label %CF2073

CF2073:                                           ; preds = %CF2073, %CF2196, %CF2099, %CF2387
  %Shuff696 = shufflevector <2 x i1> %Cmp489, <2 x i1> %Cmp163, <2 x i32> <i32 0, i32 2>
  %I697 = insertelement <4 x i16> zeroinitializer, i16 %B502, i32 %B532
  %B698 = add i64 %E300, %FC669
  %ZE699 = zext i8 %Sl473 to i16
  %Sl700 = select i1 %Tr386, i1 %Cmp442, i1 %Cmp607
  br i1 %Sl700, label %CF2073, label %CF2168

CF2168:                                           ; preds = %CF2168, %CF2205, %CF2073
  %Cmp701 = icmp ugt i1 %Cmp111, %Sl312
  br i1 %Cmp701, label %CF2168, label %CF2205

CF2205:                                           ; preds = %CF2168
  %L702 = load <4 x i16>, ptr %Sl534, align 8
  store i32 %L164, ptr %Sl534, align 4
  %E703 = extractelement <4 x i1> %Cmp570, i32 %Sl387
  br i1 %E703, label %CF2168, label %CF2196

CF2196:                                           ; preds = %CF2205
  %Shuff704 = shufflevector <8 x i8> %L36, <8 x i8> %Shuff603, <8 x i32> <i32 undef, i32 undef, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I705 = insertelement <4 x i1> %Shuff642, i1 %Cmp542, i32 %Se
  %B706 = udiv <2 x i16> %Sl260, %L126
  %Tr707 = trunc <4 x i16> %L640 to <4 x i1>
  %Sl708 = select <16 x i1> %L571, <16 x i8> %I265, <16 x i8> %L112
  %Cmp709 = icmp slt <2 x i64> %Shuff508, %B251
  %L710 = load <4 x i32>, ptr %Sl677, align 16
  store i16 %Sl410, ptr %Sl534, align 2
  %E711 = extractelement <4 x i32> %Sl26, i32 %E307
  %Shuff712 = shufflevector <8 x i8> %L36, <8 x i8> %L247, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13>
  %I713 = insertelement <4 x i8> %Shuff316, i8 %Sl473, i32 %E315
  %B714 = add <2 x i64> %Shuff508, %Shuff484
  %Se715 = sext i32 %E56 to i64
  %Sl716 = select i1 %E641, i8 %E91, i8 -55
  %Cmp717 = icmp ult i16 %E63, %ZE613
  br i1 %Cmp717, label %CF2073, label %CF2099

CF2099:                                           ; preds = %CF2196
  %L718 = load i1, ptr %Sl186, align 1
  br i1 %L718, label %CF2073, label %CF2084

CF2084:                                           ; preds = %CF2084, %CF2257, %CF2099
  store <8 x float> %L224, ptr %Sl599, align 32
  %E719 = extractelement <4 x float> %Shuff538, i32 %E56
  %Shuff720 = shufflevector <2 x i64> %I39, <2 x i64> %Shuff158, <2 x i32> <i32 0, i32 undef>
  %I721 = insertelement <2 x i64> %Shuff30, i64 %E37, i32 %Sl387
  %B722 = shl <4 x i16> zeroinitializer, %I697
  %FC723 = fptosi float %E595 to i1
  br i1 %FC723, label %CF2084, label %CF2215

CF2215:                                           ; preds = %CF2215, %CF2084
  %Sl724 = select i1 %E405, i1 %Cmp365, i1 %FC33
  br i1 %Sl724, label %CF2215, label %CF2257

CF2257:                                           ; preds = %CF2215
  %Cmp725 = icmp slt <2 x i64> %Shuff286, %I574
  %L726 = load <4 x i1>, ptr %0, align 1
  store double %FC259, ptr %Sl677, align 8
  %E727 = extractelement <8 x i64> %Sl103, i32 %Tr274
  %Shuff728 = shufflevector <4 x i32> %Sl170, <4 x i32> %Sl53, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I729 = insertelement <8 x i64> %Shuff353, i64 %L608, i32 %E78
  %B730 = and <8 x i64> %Sl103, %B660
  %Sl731 = select i1 %Cmp147, <8 x i8> %L247, <8 x i8> %Shuff603
  %Cmp732 = icmp ugt <16 x i1> %Cmp474, %L571
  %L733 = load i8, ptr %Sl34, align 1
  store <4 x i32> %I250, ptr %PC208, align 16
  %E734 = extractelement <4 x i1> %Sl178, i32 %E56
  br i1 %E734, label %CF2084, label %CF2088

CF2088:                                           ; preds = %CF2088, %CF2287, %CF2353, %CF2326, %CF2257
  %Shuff735 = shufflevector <2 x i64> %Shuff158, <2 x i64> %B251, <2 x i32> <i32 2, i32 undef>
  %I736 = insertelement <8 x i64> %Shuff114, i64 %FC669, i32 %L344
  %Se737 = sext i8 %L70 to i32
  %Sl738 = select i1 %Sl662, i32 %E307, i32 %Sl646
  %Cmp739 = fcmp ole float %E285, %Sl512
  br i1 %Cmp739, label %CF2088, label %CF2235

CF2235:                                           ; preds = %CF2235, %CF2294, %CF2088
  %L740 = load i16, ptr %Sl125, align 2
  store <8 x i16> %L381, ptr %Sl186, align 16
  %E741 = extractelement <2 x i64> %I651, i32 %E315
  %Shuff742 = shufflevector <2 x i64> %Shuff484, <2 x i64> %I659, <2 x i32> <i32 2, i32 0>
  %I743 = insertelement <4 x i1> %Cmp283, i1 %Cmp291, i32 %E307
  %B744 = lshr <4 x i32> %I250, %Shuff
  %Se745 = sext <8 x i8> %I517 to <8 x i32>
  %Sl746 = select i1 true, double %E587, double %FC259
  %Cmp747 = icmp ule i1 %E551, %Cmp372
  br i1 %Cmp747, label %CF2235, label %CF2294

CF2294:                                           ; preds = %CF2235
  %L748 = load i32, ptr %PC, align 4
  store <4 x float> %L359, ptr %Sl34, align 16
  %E749 = extractelement <16 x i32> %L412, i32 %E711
  %Shuff750 = shufflevector <16 x i1> %Shuff580, <16 x i1> %Cmp474, <16 x i32> <i32 20, i32 undef, i32 24, i32 26, i32 undef, i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 undef, i32 14, i32 16, i32 undef>
  %I751 = insertelement <4 x float> %L359, float %E595, i32 %Tr274
  %B752 = sdiv i64 %Se540, %FC669
  %Sl753 = select i1 %Cmp442, i1 %E374, i1 %E240
  br i1 %Sl753, label %CF2235, label %CF2287

CF2287:                                           ; preds = %CF2294
  %L754 = load <2 x i64>, ptr %Sl677, align 16
  store i64 %B199, ptr %Sl186, align 4
  %E755 = extractelement <4 x i8> %Shuff316, i32 %E711
  %Shuff756 = shufflevector <8 x i64> %Shuff445, <8 x i64> %Sl349, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 5, i32 undef, i32 9, i32 11, i32 13>
  %I757 = insertelement <4 x i16> %L270, i16 %B176, i32 %B439
  %B758 = mul i8 -55, %L586
  %FC759 = uitofp i8 %Tr to double
  %Sl760 = select i1 true, i1 %Sl68, i1 %Sl334
  br i1 %Sl760, label %CF2088, label %CF2166

CF2166:                                           ; preds = %CF2166, %CF2287
  %Cmp761 = icmp ne i32 %E565, %E56
  br i1 %Cmp761, label %CF2166, label %CF2353

CF2353:                                           ; preds = %CF2166
  %L762 = load i16, ptr %PC74, align 2
  store <2 x i32> %L141, ptr %0, align 8
  %E763 = extractelement <4 x i1> zeroinitializer, i32 %E78
  br i1 %E763, label %CF2088, label %CF2100

CF2100:                                           ; preds = %CF2100, %CF2241, %CF2353
  %Shuff764 = shufflevector <4 x i1> %Tr503, <4 x i1> %Cmp140, <4 x i32> <i32 4, i32 6, i32 undef, i32 2>
  %I765 = insertelement <16 x i32> %Sl433, i32 %E711, i32 %Se591
  %Sl766 = select i1 %Cmp739, <16 x i32> %I765, <16 x i32> %I765
  %Cmp767 = icmp slt <8 x i8> %Shuff257, %L36
  %L768 = load i1, ptr %Sl534, align 1
  br i1 %L768, label %CF2100, label %CF2231

CF2231:                                           ; preds = %CF2231, %CF2383, %CF2259, %CF2251, %CF2100
  store <8 x i32> %Se745, ptr %A, align 32
  %E769 = extractelement <4 x i32> %Shuff57, i32 %E6
  %Shuff770 = shufflevector <2 x i64> %Shuff79, <2 x i64> %Shuff30, <2 x i32> <i32 0, i32 2>
  %I771 = insertelement <4 x i1> %Cmp631, i1 %Cmp563, i32 %Se737
  %B772 = udiv i8 %Sl253, %B184
  %ZE773 = zext i1 %Cmp69 to i64
  %Sl774 = select i1 true, i8 %B207, i8 %Sl327
  %Cmp775 = icmp ule i32 %L664, %L451
  br i1 %Cmp775, label %CF2231, label %CF2383

CF2383:                                           ; preds = %CF2231
  %L776 = load <1 x float>, ptr %Sl534, align 4
  store i16 %E63, ptr %Sl599, align 2
  %E777 = extractelement <1 x float> %L776, i32 %B494
  %Shuff778 = shufflevector <2 x i8> %L648, <2 x i8> %L203, <2 x i32> <i32 1, i32 3>
  %I779 = insertelement <16 x i1> %Shuff580, i1 %Cmp481, i32 %E307
  %B780 = sdiv <2 x i64> %B714, %Shuff79
  %Se781 = sext i1 %Cmp372 to i32
  %Sl782 = select i1 %Cmp450, i1 %E558, i1 %Cmp527
  br i1 %Sl782, label %CF2231, label %CF2259

CF2259:                                           ; preds = %CF2383
  %Cmp783 = icmp uge <4 x i32> %B455, %I581
  %L784 = load float, ptr %Sl534, align 4
  store <4 x i16> %ZE495, ptr %Sl125, align 8
  %E785 = extractelement <4 x i1> %Shuff375, i32 %L482
  br i1 %E785, label %CF2231, label %CF2251

CF2251:                                           ; preds = %CF2259
  %Shuff786 = shufflevector <2 x i1> %Shuff205, <2 x i1> %Cmp163, <2 x i32> <i32 undef, i32 0>
  %I787 = insertelement <4 x i64> %ZE244, i64 %E602, i32 %Se737
  %Tr788 = trunc <4 x i32> %Shuff22 to <4 x i8>
  %Sl789 = select i1 %Cmp542, i8 %B612, i8 %E91
  %Cmp790 = icmp slt <8 x i8> %Shuff712, %I517
  %L791 = load i32, ptr %Sl186, align 4
  store <2 x i32> %L141, ptr %Sl125, align 8
  %E792 = extractelement <1 x i1> %Shuff469, i32 %E56
  br i1 %E792, label %CF2231, label %CF2241

CF2241:                                           ; preds = %CF2251
  %Shuff793 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff477, <2 x i32> <i32 2, i32 0>
  %I794 = insertelement <4 x i1> zeroinitializer, i1 %Cmp497, i32 %E711
  %B795 = fdiv float %L672, %E777
  %Tr796 = trunc <2 x i16> %L126 to <2 x i8>
  %Sl797 = select i1 %E468, <8 x i64> %Shuff353, <8 x i64> %I729
  %Cmp798 = icmp ugt i1 %Cmp411, %Cmp542
  br i1 %Cmp798, label %CF2100, label %CF2135

CF2135:                                           ; preds = %CF2135, %CF2253, %CF2241
  %L799 = load i32, ptr %Sl186, align 4
  store <8 x i32> %L218, ptr %Sl599, align 32
  %E800 = extractelement <2 x i16> %L126, i32 %Tr236
  %Shuff801 = shufflevector <4 x float> %Shuff429, <4 x float> %Shuff538, <4 x i32> <i32 undef, i32 6, i32 0, i32 undef>
  %I802 = insertelement <2 x i64> %Shuff79, i64 %4, i32 %E537
  %B803 = mul <8 x i8> %L632, %I517
  %Sl804 = select i1 %Cmp739, i8 %B281, i8 %B266
  %Cmp805 = icmp sge i16 %B288, %E460
  br i1 %Cmp805, label %CF2135, label %CF2253

CF2253:                                           ; preds = %CF2135
  %L806 = load <4 x float>, ptr %Sl677, align 16
  store i16 %Sl410, ptr %Sl677, align 2
  %E807 = extractelement <4 x i8> %Shuff316, i32 %E149
  %Shuff808 = shufflevector <4 x i8> %Se575, <4 x i8> %L195, <4 x i32> <i32 7, i32 undef, i32 3, i32 5>
  %I809 = insertelement <4 x i1> %Cmp570, i1 %Sl95, i32 %E565
  %Sl810 = select <4 x i1> %I493, <4 x i1> %Shuff264, <4 x i1> %I462
  %Cmp811 = icmp sgt <2 x i64> %I682, %Shuff666
  %L812 = load <2 x i16>, ptr %Sl534, align 4
  store i8 13, ptr %Sl34, align 1
  %E813 = extractelement <4 x i1> %Shuff213, i32 %Sl88
  br i1 %E813, label %CF2135, label %CF2145

CF2145:                                           ; preds = %CF2145, %CF2253
  %Shuff814 = shufflevector <2 x i64> %Shuff308, <2 x i64> %B251, <2 x i32> <i32 undef, i32 1>
  %I815 = insertelement <4 x i32> %Shuff22, i32 %L459, i32 %E769
  %Tr816 = trunc i32 %E483 to i16
  %Sl817 = select <2 x i1> %Cmp163, <2 x float> %FC200, <2 x float> %FC200
  %Cmp818 = icmp slt <4 x i32> %Shuff279, %B455
  %L819 = load <4 x double>, ptr %Sl125, align 32
  store i32 %E106, ptr %Sl534, align 4
  %E820 = extractelement <2 x double> %L419, i32 %L578
  %Shuff821 = shufflevector <4 x i32> %Shuff150, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I822 = insertelement <16 x i1> %I779, i1 %Cmp147, i32 %E6
  %B823 = add <4 x i32> %Shuff279, %L475
  %Tr824 = trunc i64 %E727 to i16
  %Sl825 = select i1 %Sl782, <2 x i8> %I309, <2 x i8> zeroinitializer
  %Cmp826 = icmp ugt <8 x i16> %Tr554, %Tr554
  %L827 = load i64, ptr %Sl186, align 4
  store <2 x i64> %Shuff477, ptr %Sl677, align 16
  %E828 = extractelement <4 x i1> %Cmp283, i32 %L482
  br i1 %E828, label %CF2145, label %CF2326

CF2326:                                           ; preds = %CF2145
  %Shuff829 = shufflevector <4 x i32> %Sl53, <4 x i32> %I86, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I830 = insertelement <4 x i32> %I675, i32 %Tr236, i32 %3
  %Se831 = sext i1 %Cmp54 to i64
  %Sl832 = select <4 x i1> %I407, <4 x float> %L435, <4 x float> %FC440
  %Cmp833 = icmp ult i64 %B518, %B486
  br i1 %Cmp833, label %CF2088, label %CF2090

CF2090:                                           ; preds = %CF2090, %CF2401, %CF2326
  %L834 = load <1 x double>, ptr %Sl534, align 8
  store i64 %L292, ptr %0, align 4
  %E835 = extractelement <8 x i64> %L62, i32 %L277
  %Shuff836 = shufflevector <2 x i1> %Shuff453, <2 x i1> %Cmp163, <2 x i32> <i32 1, i32 3>
  %I837 = insertelement <2 x i64> %Shuff484, i64 %B698, i32 %Sl646
  %B838 = sub <2 x i64> %Shuff166, %I347
  %FC839 = uitofp i1 %Cmp396 to float
  %Sl840 = select i1 %E734, float %FC117, float %FC378
  %L841 = load <4 x i32>, ptr %Sl534, align 16
  store float %FC161, ptr %Sl534, align 4
  %E842 = extractelement <2 x i64> %Sl592, i32 %Se737
  %Shuff843 = shufflevector <4 x float> %FC511, <4 x float> %B620, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I844 = insertelement <4 x i32> %Shuff, i32 %E307, i32 %Tr236
  %FC845 = sitofp i1 %Cmp96 to float
  %Sl846 = select i1 %Cmp396, <2 x i64> %I643, <2 x i64> %B251
  %Cmp847 = icmp ugt i1 %FC723, %Sl548
  br i1 %Cmp847, label %CF2090, label %CF2401

CF2401:                                           ; preds = %CF2090
  %L848 = load i1, ptr %Sl599, align 1
  br i1 %L848, label %CF2090, label %CF2106

CF2106:                                           ; preds = %CF2106, %CF2245, %CF2397, %CF2401
  store <4 x double> %L397, ptr %Sl125, align 32
  %E849 = extractelement <16 x i1> %Cmp639, i32 %E56
  br i1 %E849, label %CF2106, label %CF2245

CF2245:                                           ; preds = %CF2106
  %Shuff850 = shufflevector <8 x float> %L224, <8 x float> %L224, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 undef>
  %I851 = insertelement <4 x i64> %I787, i64 %E225, i32 %Tr274
  %B852 = fdiv float %FC378, %Sl512
  %Tr853 = trunc i64 %Sl569 to i32
  %Sl854 = select i1 %Sl282, i16 %Sl304, i16 %B340
  %Cmp855 = icmp uge <4 x i32> %I183, %Shuff136
  %L856 = load i16, ptr %Sl34, align 2
  store <2 x double> %L419, ptr %Sl186, align 16
  %E857 = extractelement <8 x i64> %L62, i32 %B494
  %Shuff858 = shufflevector <4 x double> %FC432, <4 x double> %L397, <4 x i32> <i32 6, i32 0, i32 2, i32 undef>
  %I859 = insertelement <4 x i32> %I183, i32 %E367, i32 %E769
  %B860 = ashr <8 x i8> %Shuff634, %L247
  %Se861 = sext <4 x i1> %I809 to <4 x i16>
  %Sl862 = select <4 x i1> %I705, <4 x i1> zeroinitializer, <4 x i1> %Shuff264
  %Cmp863 = icmp sgt i8 %L586, %Sl789
  br i1 %Cmp863, label %CF2106, label %CF2160

CF2160:                                           ; preds = %CF2160, %CF2303, %CF2245
  %L864 = load <8 x i16>, ptr %PC228, align 16
  store double %Sl504, ptr %Sl125, align 8
  %E865 = extractelement <2 x i64> %I115, i32 %E56
  %Shuff866 = shufflevector <4 x i8> %Shuff316, <4 x i8> %Shuff383, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I867 = insertelement <4 x i32> %I830, i32 %Sl88, i32 %E673
  %Se868 = sext <4 x i1> %Shuff524 to <4 x i16>
  %Sl869 = select i1 %Cmp563, i16 %B296, i16 %E360
  %Cmp870 = fcmp ole float %E271, %L55
  br i1 %Cmp870, label %CF2160, label %CF2303

CF2303:                                           ; preds = %CF2160
  %L871 = load float, ptr %PC74, align 4
  store <2 x i16> %I560, ptr %0, align 4
  %E872 = extractelement <4 x i16> %L702, i32 %L277
  %Shuff873 = shufflevector <16 x i1> %Cmp474, <16 x i1> %Cmp474, <16 x i32> <i32 18, i32 20, i32 undef, i32 24, i32 26, i32 undef, i32 30, i32 0, i32 2, i32 4, i32 undef, i32 8, i32 undef, i32 12, i32 14, i32 16>
  %I874 = insertelement <8 x i1> %Cmp585, i1 %Sl41, i32 %B494
  %ZE875 = zext <16 x i1> %Cmp732 to <16 x i16>
  %Sl876 = select i1 %Sl68, <8 x i1> %I874, <8 x i1> %Cmp767
  %Cmp877 = icmp ule i32 %E565, %E711
  br i1 %Cmp877, label %CF2160, label %CF2182

CF2182:                                           ; preds = %CF2182, %CF2309, %CF2303
  %L878 = load i1, ptr %Sl534, align 1
  br i1 %L878, label %CF2182, label %CF2309

CF2309:                                           ; preds = %CF2182
  store <8 x i32> %I454, ptr %Sl534, align 32
  %E879 = extractelement <4 x i32> zeroinitializer, i32 %Tr853
  %Shuff880 = shufflevector <4 x i16> %L702, <4 x i16> %I697, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I881 = insertelement <4 x i32> %Shuff461, i32 %Se591, i32 %E711
  %Se882 = sext i32 %Sl738 to i64
  %Sl883 = select <4 x i1> %I175, <4 x i1> %L172, <4 x i1> %Cmp434
  %Cmp884 = icmp ule i32 %E6, %Tr274
  br i1 %Cmp884, label %CF2182, label %CF2199

CF2199:                                           ; preds = %CF2199, %CF2309
  %L885 = load <1 x i16>, ptr %Sl677, align 2
  store i32 %Se591, ptr %Sl534, align 4
  %E886 = extractelement <4 x i1> %Shuff500, i32 %Se737
  br i1 %E886, label %CF2199, label %CF2271

CF2271:                                           ; preds = %CF2271, %CF2199
  %Shuff887 = shufflevector <2 x i1> %Cmp600, <2 x i1> %Shuff786, <2 x i32> <i32 1, i32 3>
  %I888 = insertelement <2 x i64> %Sl290, i64 %L427, i32 %Se737
  %ZE889 = zext i16 %Se583 to i32
  %Sl890 = select i1 %E813, i8 -95, i8 %L373
  %Cmp891 = icmp sge i1 %Cmp350, %Cmp747
  br i1 %Cmp891, label %CF2271, label %CF2397

CF2397:                                           ; preds = %CF2271
  %L892 = load <4 x float>, ptr %Sl34, align 16
  store i32 %E106, ptr %0, align 4
  %E893 = extractelement <4 x i16> %I354, i32 %E56
  %Shuff894 = shufflevector <8 x i32> %I553, <8 x i32> %L218, <8 x i32> <i32 5, i32 7, i32 undef, i32 11, i32 13, i32 undef, i32 1, i32 3>
  %I895 = insertelement <4 x float> %FC511, float %E271, i32 %Sl646
  %Se896 = sext <4 x i1> %Cmp140 to <4 x i64>
  %Sl897 = select i1 %Cmp76, i1 %Cmp27, i1 %Cmp747
  br i1 %Sl897, label %CF2106, label %CF2124

CF2124:                                           ; preds = %CF2397
  %Cmp898 = icmp slt <2 x i64> %I347, %I802
  %L899 = load double, ptr %0, align 8
  store <8 x i32> %L218, ptr %Sl677, align 32
  %E900 = extractelement <4 x i32> %Shuff626, i32 %E420
  %Shuff901 = shufflevector <2 x i64> %Sl638, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 undef>
  %I902 = insertelement <4 x float> %L239, float %FC839, i32 %Tr274
  %B903 = urem i8 %B758, %L70
  %ZE904 = zext i8 %Sl716 to i64
  %Sl905 = select i1 %Sl320, i8 %Tr59, i8 %B355
  %Cmp906 = icmp eq i8 %Sl75, %E91
  br label %CF

CF:                                               ; preds = %CF, %CF2255, %CF2124
  %L907 = load <4 x i32>, ptr %0, align 16
  store i16 10329, ptr %Sl599, align 2
  %E908 = extractelement <2 x i16> %Sl260, i32 %E711
  %Shuff909 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp655, <4 x i32> <i32 3, i32 undef, i32 undef, i32 1>
  %I910 = insertelement <2 x i64> %I509, i64 %ZE904, i32 371021
  %B911 = shl i64 167165, %L557
  %FC912 = fptoui double 0xFCABF6CA93A94348 to i16
  %Sl913 = select <4 x i1> %Cmp631, <4 x i8> %I214, <4 x i8> %Shuff866
  %Cmp914 = icmp uge i16 %E872, %Tr816
  br i1 %Cmp914, label %CF, label %CF2255

CF2255:                                           ; preds = %CF
  %L915 = load <2 x double>, ptr %PC228, align 16
  store float 0x3B11AEA580000000, ptr %0, align 4
  %E916 = extractelement <4 x i1> %Shuff213, i32 %E537
  br i1 %E916, label %CF, label %CF2068

CF2068:                                           ; preds = %CF2068, %CF2307, %CF2104, %CF2255
  %Shuff917 = shufflevector <2 x i1> %Shuff205, <2 x i1> %Shuff887, <2 x i32> <i32 1, i32 3>
  %I918 = insertelement <4 x i1> zeroinitializer, i1 %Cmp542, i32 %L164
  %B919 = ashr <2 x i64> %I659, zeroinitializer
  %Sl920 = select i1 %E452, i64 %B698, i64 %E256
  %Cmp921 = icmp sgt <4 x i32> %I258, %I815
  %L922 = load <8 x double>, ptr %0, align 64
  store i16 %L740, ptr %0, align 2
  %E923 = extractelement <2 x i64> %Shuff742, i32 %3
  %Shuff924 = shufflevector <2 x i64> %Sl638, <2 x i64> %I115, <2 x i32> <i32 1, i32 3>
  %I925 = insertelement <4 x i1> %Cmp570, i1 %E212, i32 %E711
  %B926 = mul i8 %E657, %L586
  %Tr927 = trunc <2 x i8> %L564 to <2 x i1>
  %Sl928 = select i1 %Sl320, i1 %Sl268, i1 %Cmp607
  br i1 %Sl928, label %CF2068, label %CF2202

CF2202:                                           ; preds = %CF2202, %CF2068
  %Cmp929 = icmp slt <4 x i32> %Shuff22, zeroinitializer
  %L930 = load i32, ptr %0, align 4
  store <4 x i16> %B168, ptr %Sl534, align 8
  %E931 = extractelement <2 x i1> %Cmp811, i32 %Tr853
  br i1 %E931, label %CF2202, label %CF2281

CF2281:                                           ; preds = %CF2281, %CF2202
  %Shuff932 = shufflevector <4 x i16> %B447, <4 x i16> %L148, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I933 = insertelement <4 x i1> %Cmp783, i1 %Sl662, i32 %Tr853
  %Tr934 = trunc <4 x i32> %I317 to <4 x i8>
  %Sl935 = select i1 %L718, float %FC109, float %L134
  %Cmp936 = icmp ugt i32 %E515, %E711
  br i1 %Cmp936, label %CF2281, label %CF2307

CF2307:                                           ; preds = %CF2281
  %L937 = load float, ptr %Sl677, align 4
  store <4 x i64> %Shuff346, ptr %PC208, align 32
  %E938 = extractelement <1 x float> %L776, i32 %L164
  %Shuff939 = shufflevector <4 x i32> %B455, <4 x i32> %I815, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I940 = insertelement <4 x i32> zeroinitializer, i32 %E307, i32 %E56
  %B941 = shl <16 x i32> %Sl766, %L389
  %Se942 = sext <2 x i1> %Shuff786 to <2 x i8>
  %Sl943 = select <4 x i1> %L726, <4 x i16> %I31, <4 x i16> %Shuff399
  %Cmp944 = icmp sge i1 %Cmp238, %Cmp870
  br i1 %Cmp944, label %CF2068, label %CF2077

CF2077:                                           ; preds = %CF2077, %CF2400, %CF2337, %CF2307
  %L945 = load <8 x i16>, ptr %Sl34, align 16
  store i8 %B184, ptr %Sl34, align 1
  %E946 = extractelement <4 x i32> %Shuff136, i32 %E711
  %Shuff947 = shufflevector <4 x i16> %Shuff880, <4 x i16> %Se861, <4 x i32> <i32 undef, i32 7, i32 1, i32 3>
  %I948 = insertelement <4 x double> %L624, double %Sl504, i32 %E946
  %B949 = fmul float %E777, %FC326
  %Se950 = sext i1 %E785 to i16
  %Sl951 = select <4 x i1> %L726, <4 x i1> %Cmp140, <4 x i1> %Shuff909
  %Cmp952 = icmp ult <4 x i32> %Shuff626, %I867
  %L953 = load <8 x i1>, ptr %Sl534, align 1
  store i8 %L694, ptr %PC228, align 1
  %E954 = extractelement <2 x float> %FC683, i32 %E56
  %Shuff955 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %L648, <2 x i32> <i32 undef, i32 1>
  %I956 = insertelement <4 x i1> %Shuff7, i1 %Cmp747, i32 %E56
  %B957 = or <4 x i32> %Shuff279, zeroinitializer
  %Sl958 = select i1 %Cmp396, <4 x i1> %I918, <4 x i1> %Cmp513
  %Cmp959 = icmp ult i1 %E625, %Sl68
  br i1 %Cmp959, label %CF2077, label %CF2134

CF2134:                                           ; preds = %CF2134, %CF2077
  %L960 = load i32, ptr %Sl34, align 4
  store <2 x i16> %L126, ptr %Sl34, align 4
  %E961 = extractelement <16 x i1> %Cmp474, i32 %E565
  br i1 %E961, label %CF2134, label %CF2247

CF2247:                                           ; preds = %CF2247, %CF2134
  %Shuff962 = shufflevector <2 x i64> %I682, <2 x i64> %Shuff770, <2 x i32> <i32 0, i32 2>
  %I963 = insertelement <4 x i16> zeroinitializer, i16 %ZE699, i32 %E420
  %B964 = and <4 x i8> %B393, %I713
  %Tr965 = trunc <4 x i64> %I415 to <4 x i8>
  %Sl966 = select i1 %Cmp202, <4 x i1> %I73, <4 x i1> %I493
  %Cmp967 = icmp eq <16 x i32> %Sl433, %I765
  %L968 = load i8, ptr %Sl534, align 1
  store <16 x i8> %L112, ptr %PC228, align 16
  %E969 = extractelement <2 x i64> %I611, i32 %E78
  %Shuff970 = shufflevector <2 x i64> %Shuff85, <2 x i64> %Shuff770, <2 x i32> <i32 2, i32 0>
  %I971 = insertelement <4 x i1> zeroinitializer, i1 %Cmp147, i32 %Sl425
  %B972 = fadd float %FC109, %E719
  %FC973 = uitofp <4 x i1> %Cmp513 to <4 x float>
  %Sl974 = select i1 %Sl548, i1 %L878, i1 %Sl662
  br i1 %Sl974, label %CF2247, label %CF2264

CF2264:                                           ; preds = %CF2264, %CF2247
  %Cmp975 = icmp eq <4 x i64> %I415, %I787
  %L976 = load i8, ptr %0, align 1
  store <2 x i64> %I659, ptr %Sl677, align 16
  %E977 = extractelement <4 x i32> %Se533, i32 %Tr236
  %Shuff978 = shufflevector <1 x double> %L834, <1 x double> %L834, <1 x i32> zeroinitializer
  %I979 = insertelement <2 x i1> %Tr341, i1 %E21, i32 %Tr236
  %FC980 = sitofp <4 x i32> %I325 to <4 x double>
  %Sl981 = select i1 %L768, float %E633, float %E719
  %Cmp982 = icmp eq i64 %Se252, %Se882
  br i1 %Cmp982, label %CF2264, label %CF2396

CF2396:                                           ; preds = %CF2396, %CF2264
  %L983 = load <8 x double>, ptr %0, align 64
  store i32 %Tr853, ptr %PC228, align 4
  %E984 = extractelement <16 x i1> %Shuff873, i32 %E106
  br i1 %E984, label %CF2396, label %CF2400

CF2400:                                           ; preds = %CF2396
  %Shuff985 = shufflevector <4 x float> %L806, <4 x float> %L359, <4 x i32> <i32 7, i32 1, i32 3, i32 undef>
  %I986 = insertelement <2 x float> %FC547, float 0x40FB3E6F00000000, i32 %Tr236
  %B987 = frem double %FC363, %FC259
  %Se988 = sext i16 %Sl410 to i64
  %Sl989 = select <8 x i1> %Cmp585, <8 x double> %L322, <8 x double> %L231
  %Cmp990 = icmp ugt <8 x i64> %I729, %L20
  %L991 = load <2 x i8>, ptr %Sl534, align 2
  store double %L120, ptr %Sl534, align 8
  %E992 = extractelement <1 x float> %L776, i32 %E565
  %Shuff993 = shufflevector <2 x i8> %L156, <2 x i8> %I309, <2 x i32> <i32 undef, i32 3>
  %I994 = insertelement <4 x i32> %Shuff821, i32 %E315, i32 %Tr236
  %FC995 = fptosi float %L871 to i64
  %Sl996 = select i1 %FC568, <2 x i64> %Shuff688, <2 x i64> %Shuff508
  %Cmp997 = fcmp ule float %Tr124, 0x3B11AEA580000000
  br i1 %Cmp997, label %CF2077, label %CF2080

CF2080:                                           ; preds = %CF2080, %CF2263, %CF2317, %CF2283, %CF2256, %CF2400
  %L998 = load i16, ptr %0, align 2
  store <1 x i32> zeroinitializer, ptr %Sl34, align 4
  %E999 = extractelement <4 x i1> %I446, i32 %L344
  br i1 %E999, label %CF2080, label %CF2263

CF2263:                                           ; preds = %CF2080
  %Shuff1000 = shufflevector <1 x i1> %L83, <1 x i1> %L83, <1 x i32> <i32 1>
  %I1001 = insertelement <2 x float> %L594, float %E633, i32 %Tr853
  %B1002 = mul <2 x i64> %Shuff308, %I129
  %FC1003 = uitofp i32 %E420 to double
  %Sl1004 = select <16 x i1> %I822, <16 x i32> %I400, <16 x i32> %B941
  %Cmp1005 = icmp ugt i1 %Sl700, %Sl334
  br i1 %Cmp1005, label %CF2080, label %CF2162

CF2162:                                           ; preds = %CF2162, %CF2263
  %L1006 = load <4 x float>, ptr %0, align 16
  store i64 %B199, ptr %Sl534, align 4
  %E1007 = extractelement <4 x i1> %Shuff764, i32 %3
  br i1 %E1007, label %CF2162, label %CF2317

CF2317:                                           ; preds = %CF2162
  %Shuff1008 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff64, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1009 = insertelement <4 x float> %FC440, float %E777, i32 %Tr274
  %Tr1010 = trunc i16 %Tr816 to i1
  br i1 %Tr1010, label %CF2080, label %CF2155

CF2155:                                           ; preds = %CF2155, %CF2317
  %Sl1011 = select <2 x i1> %Shuff696, <2 x float> %FC456, <2 x float> %FC348
  %Cmp1012 = fcmp oeq double %Sl357, %B987
  br i1 %Cmp1012, label %CF2155, label %CF2283

CF2283:                                           ; preds = %CF2155
  %L1013 = load <16 x i32>, ptr %Sl534, align 64
  store i64 %E345, ptr %0, align 4
  %E1014 = extractelement <2 x i64> %Shuff688, i32 %3
  %Shuff1015 = shufflevector <4 x i64> %Shuff346, <4 x i64> %Se896, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1016 = insertelement <4 x i32> %ZE645, i32 %Tr274, i32 %L351
  %Tr1017 = trunc <2 x i8> %Shuff241 to <2 x i1>
  %Sl1018 = select i1 %Cmp877, i32 %Tr853, i32 %Tr274
  %Cmp1019 = icmp ne i32 %E78, %ZE889
  br i1 %Cmp1019, label %CF2080, label %CF2109

CF2109:                                           ; preds = %CF2109, %CF2283
  %L1020 = load <2 x i32>, ptr %Sl677, align 8
  store float %Sl201, ptr %0, align 4
  %E1021 = extractelement <2 x i1> %Shuff696, i32 %E617
  br i1 %E1021, label %CF2109, label %CF2256

CF2256:                                           ; preds = %CF2109
  %Shuff1022 = shufflevector <16 x i32> %L412, <16 x i32> %L389, <16 x i32> <i32 15, i32 17, i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 undef, i32 undef, i32 3, i32 5, i32 7, i32 undef, i32 11, i32 13>
  %I1023 = insertelement <2 x i64> %Shuff770, i64 %B518, i32 %Se737
  %B1024 = fmul double %FC1003, %Sl746
  %FC1025 = sitofp <4 x i8> %I214 to <4 x double>
  %Sl1026 = select i1 %L878, i1 %Sl41, i1 %Cmp863
  br i1 %Sl1026, label %CF2080, label %CF2103

CF2103:                                           ; preds = %CF2103, %CF2275, %CF2274, %CF2291, %CF2385, %CF2256
  %Cmp1027 = icmp ne <4 x i32> %Shuff618, %I859
  %L1028 = load <1 x i8>, ptr %Sl186, align 1
  store float %FC109, ptr %0, align 4
  %E1029 = extractelement <2 x i64> %I45, i32 %Tr274
  %Shuff1030 = shufflevector <8 x i8> %L247, <8 x i8> %Shuff603, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 undef, i32 9, i32 11>
  %I1031 = insertelement <2 x float> %Sl817, float %Sl981, i32 %L960
  %Tr1032 = trunc i64 %B235 to i16
  %Sl1033 = select i1 %Cmp19, i1 %L718, i1 %E113
  br i1 %Sl1033, label %CF2103, label %CF2275

CF2275:                                           ; preds = %CF2103
  %Cmp1034 = icmp ule i1 %L522, %Cmp914
  br i1 %Cmp1034, label %CF2103, label %CF2236

CF2236:                                           ; preds = %CF2236, %CF2275
  %L1035 = load double, ptr %Sl34, align 8
  store <4 x i32> zeroinitializer, ptr %PC208, align 16
  %E1036 = extractelement <2 x i64> %Shuff301, i32 %Sl1018
  %Shuff1037 = shufflevector <4 x i32> %Shuff728, <4 x i32> %L907, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1038 = insertelement <8 x i64> %Shuff114, i64 %E37, i32 %Tr236
  %Se1039 = sext i32 %3 to i64
  %Sl1040 = select <2 x i1> %Shuff453, <2 x i16> %I560, <2 x i16> %L126
  %Cmp1041 = icmp slt i1 %E374, %E828
  br i1 %Cmp1041, label %CF2236, label %CF2274

CF2274:                                           ; preds = %CF2236
  %L1042 = load <4 x i1>, ptr %Sl534, align 1
  store i8 %B207, ptr %PC, align 1
  %E1043 = extractelement <2 x i64> %Shuff970, i32 %L164
  %Shuff1044 = shufflevector <2 x i1> %Shuff453, <2 x i1> %Shuff836, <2 x i32> <i32 1, i32 3>
  %I1045 = insertelement <1 x double> %L834, double 0x9C5F077E555DF5FC, i32 %Tr853
  %B1046 = xor i64 %E157, %E142
  %Se1047 = sext i1 %Sl47 to i32
  %Sl1048 = select <4 x i1> %I51, <4 x i16> %B447, <4 x i16> zeroinitializer
  %Cmp1049 = icmp ult i1 %Sl584, %E330
  br i1 %Cmp1049, label %CF2103, label %CF2156

CF2156:                                           ; preds = %CF2156, %CF2274
  %L1050 = load <4 x i64>, ptr %Sl534, align 32
  store i8 %FC448, ptr %Sl34, align 1
  %E1051 = extractelement <2 x i1> %Cmp163, i32 %E78
  br i1 %E1051, label %CF2156, label %CF2291

CF2291:                                           ; preds = %CF2156
  %Shuff1052 = shufflevector <8 x i64> %B660, <8 x i64> %I1038, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 undef>
  %I1053 = insertelement <4 x i1> %Shuff764, i1 %Cmp542, i32 %Tr236
  %B1054 = add i16 %ZE487, %Se583
  %Tr1055 = trunc <2 x i64> %Shuff610 to <2 x i16>
  %Sl1056 = select <16 x i1> %Cmp732, <16 x i32> %I400, <16 x i32> %L389
  %Cmp1057 = icmp slt i1 %Cmp542, %Sl496
  br i1 %Cmp1057, label %CF2103, label %CF2153

CF2153:                                           ; preds = %CF2153, %CF2291
  %L1058 = load <2 x i32>, ptr %Sl534, align 8
  store i8 %L968, ptr %0, align 1
  %E1059 = extractelement <4 x i1> %Shuff249, i32 %E673
  br i1 %E1059, label %CF2153, label %CF2385

CF2385:                                           ; preds = %CF2153
  %Shuff1060 = shufflevector <4 x i32> %B16, <4 x i32> %I881, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I1061 = insertelement <4 x i1> %Shuff14, i1 %FC723, i32 %B439
  %B1062 = urem i8 %Sl18, %B408
  %FC1063 = fptosi <4 x float> %I392 to <4 x i8>
  %Sl1064 = select i1 %Cmp11, <2 x float> %FC456, <2 x float> %FC200
  %Cmp1065 = icmp ne <2 x i64> %Shuff79, %Shuff545
  %L1066 = load i16, ptr %Sl534, align 2
  store <4 x float> %I751, ptr %0, align 16
  %E1067 = extractelement <4 x i1> %Shuff213, i32 %Tr853
  br i1 %E1067, label %CF2103, label %CF2151

CF2151:                                           ; preds = %CF2151, %CF2350, %CF2394, %CF2343, %CF2242, %CF2385
  %Shuff1068 = shufflevector <4 x i1> %Cmp426, <4 x i1> %Sl193, <4 x i32> <i32 4, i32 6, i32 0, i32 undef>
  %I1069 = insertelement <4 x float> %L1006, float %FC109, i32 %L930
  %Tr1070 = trunc i32 %E367 to i8
  %Sl1071 = select i1 %L848, <4 x i16> %I697, <4 x i16> %Sl1048
  %Cmp1072 = icmp ugt <4 x i32> %B957, %Sl53
  %L1073 = load i64, ptr %0, align 4
  store <4 x i64> %Shuff346, ptr %Sl534, align 32
  %E1074 = extractelement <2 x i64> %Shuff688, i32 %E106
  %Shuff1075 = shufflevector <4 x i1> %Cmp321, <4 x i1> %Cmp1027, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1076 = insertelement <4 x i32> %Sl170, i32 %E977, i32 %L930
  %B1077 = urem i16 %B296, %L740
  %FC1078 = sitofp i64 %E300 to float
  %Sl1079 = select i1 true, <8 x i1> %FC479, <8 x i1> %L306
  %Cmp1080 = icmp sgt <2 x i64> %Sl290, %Shuff182
  %L1081 = load i8, ptr %Sl34, align 1
  store <4 x i32> %Shuff618, ptr %PC192, align 16
  %E1082 = extractelement <4 x i32> %Shuff57, i32 %Se1047
  %Shuff1083 = shufflevector <2 x i8> %Shuff530, <2 x i8> %L156, <2 x i32> <i32 2, i32 undef>
  %I1084 = insertelement <4 x float> %Shuff588, float 0x46E2A3B680000000, i32 %E711
  %Sl1085 = select i1 %Sl282, i1 %L718, i1 %Cmp1041
  br i1 %Sl1085, label %CF2151, label %CF2350

CF2350:                                           ; preds = %CF2151
  %Cmp1086 = fcmp one double %E587, %FC289
  br i1 %Cmp1086, label %CF2151, label %CF2244

CF2244:                                           ; preds = %CF2244, %CF2350
  %L1087 = load i32, ptr %0, align 4
  store <4 x float> %Shuff538, ptr %Sl677, align 16
  %E1088 = extractelement <8 x i64> %Shuff492, i32 %Sl387
  %Shuff1089 = shufflevector <2 x i32> %L1020, <2 x i32> %L1020, <2 x i32> <i32 0, i32 2>
  %I1090 = insertelement <8 x i1> %Cmp593, i1 %Cmp805, i32 %Se591
  %ZE1091 = zext <4 x i16> %Se868 to <4 x i32>
  %Sl1092 = select i1 %Cmp442, float 0x3B11AEA580000000, float %L672
  %Cmp1093 = icmp uge i64 %B518, %E181
  br i1 %Cmp1093, label %CF2244, label %CF2394

CF2394:                                           ; preds = %CF2244
  %L1094 = load <4 x i1>, ptr %0, align 1
  store i16 %B1054, ptr %0, align 2
  %E1095 = extractelement <2 x double> %L915, i32 %E977
  %Shuff1096 = shufflevector <4 x i1> %Cmp140, <4 x i1> %Cmp535, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1097 = insertelement <4 x i1> %I462, i1 %Sl496, i32 %Tr853
  %B1098 = or i64 %E741, %E84
  %Se1099 = sext i1 %E to i8
  %Sl1100 = select i1 %Cmp187, i64 %Se540, i64 %B160
  %Cmp1101 = icmp ult <2 x i64> %Shuff50, %Shuff962
  %L1102 = load i64, ptr %0, align 4
  store <2 x i32> %L1020, ptr %Sl534, align 8
  %E1103 = extractelement <4 x i1> %Shuff72, i32 %L451
  br i1 %E1103, label %CF2151, label %CF2227

CF2227:                                           ; preds = %CF2227, %CF2344, %CF2394
  %Shuff1104 = shufflevector <2 x i64> %Shuff666, <2 x i64> %B251, <2 x i32> <i32 2, i32 0>
  %I1105 = insertelement <4 x i1> %Tr503, i1 %E813, i32 %L578
  %B1106 = lshr <16 x i32> %Shuff1022, %L389
  %FC1107 = fptosi double %B987 to i64
  %Sl1108 = select i1 %Cmp147, <2 x i32> %L141, <2 x i32> %L1020
  %Cmp1109 = icmp eq <2 x i16> %L126, %I560
  %L1110 = load i1, ptr %Sl534, align 1
  br i1 %L1110, label %CF2227, label %CF2344

CF2344:                                           ; preds = %CF2227
  %E1111 = extractelement <2 x i64> %Shuff962, i32 %E307
  %Shuff1112 = shufflevector <4 x i32> %Shuff, <4 x i32> %Shuff279, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1113 = insertelement <4 x i64> %ZE244, i64 %E142, i32 %L578
  %B1114 = sub i16 %E436, %Sl630
  %FC1115 = sitofp <4 x i8> %Tr934 to <4 x double>
  %Sl1116 = select i1 true, i1 %Cmp328, i1 %Cmp254
  br i1 %Sl1116, label %CF2227, label %CF2285

CF2285:                                           ; preds = %CF2285, %CF2344
  %Cmp1117 = icmp sge <4 x i1> %Sl622, %Sl966
  %L1118 = load <4 x i32>, ptr %Sl534, align 16
  store i32 %E420, ptr %Sl186, align 4
  %E1119 = extractelement <4 x i32> zeroinitializer, i32 %L482
  %Shuff1120 = shufflevector <4 x i32> %Shuff, <4 x i32> %I994, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1121 = insertelement <4 x i1> %I794, i1 %E219, i32 %L960
  %FC1122 = sitofp i1 %Cmp to float
  %Sl1123 = select i1 %Cmp35, i16 %B116, i16 %E63
  %Cmp1124 = icmp ugt i64 %Se715, %E142
  br i1 %Cmp1124, label %CF2285, label %CF2343

CF2343:                                           ; preds = %CF2285
  %L1125 = load <2 x i16>, ptr %Sl534, align 4
  store i16 %E800, ptr %PC228, align 2
  %E1126 = extractelement <4 x i32> %Shuff1037, i32 %Tr236
  %Shuff1127 = shufflevector <2 x i64> %Sl290, <2 x i64> %Shuff901, <2 x i32> <i32 undef, i32 3>
  %I1128 = insertelement <8 x i64> %L20, i64 0, i32 %L791
  %Tr1129 = trunc i64 0 to i8
  %Sl1130 = select i1 %Cmp411, i1 %Cmp27, i1 %Cmp847
  br i1 %Sl1130, label %CF2151, label %CF2221

CF2221:                                           ; preds = %CF2221, %CF2331, %CF2343
  %Cmp1131 = icmp slt <16 x i1> %L571, %L571
  %L1132 = load i1, ptr %0, align 1
  br i1 %L1132, label %CF2221, label %CF2331

CF2331:                                           ; preds = %CF2221
  store <2 x double> %L915, ptr %Sl34, align 16
  %E1133 = extractelement <4 x i1> %Shuff1075, i32 %E617
  br i1 %E1133, label %CF2221, label %CF2224

CF2224:                                           ; preds = %CF2224, %CF2321, %CF2265, %CF2331
  %Shuff1134 = shufflevector <4 x i1> %Cmp230, <4 x i1> %I1053, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1135 = insertelement <4 x i32> %Sl216, i32 %Sl118, i32 %L930
  %B1136 = or <16 x i32> %Sl433, %L389
  %Tr1137 = trunc <2 x i8> %Shuff1083 to <2 x i1>
  %Sl1138 = select i1 %Cmp350, <2 x i64> %I, <2 x i64> %Shuff962
  %Cmp1139 = icmp sge <2 x i1> %Tr341, %Cmp709
  %L1140 = load i16, ptr %0, align 2
  store <4 x i8> %L195, ptr %Sl534, align 4
  %E1141 = extractelement <4 x i1> %Shuff14, i32 %E56
  br i1 %E1141, label %CF2224, label %CF2321

CF2321:                                           ; preds = %CF2224
  %Shuff1142 = shufflevector <4 x i1> %Shuff674, <4 x i1> %Cmp783, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1143 = insertelement <16 x i1> %Shuff873, i1 %Cmp261, i32 %Tr236
  %Se1144 = sext i16 %B340 to i64
  %Sl1145 = select i1 %Cmp607, float %L284, float %E595
  %Cmp1146 = icmp ne i64 %L97, %L557
  br i1 %Cmp1146, label %CF2224, label %CF2265

CF2265:                                           ; preds = %CF2321
  %L1147 = load i64, ptr %0, align 4
  store <4 x i64> %ZE244, ptr %Sl534, align 32
  %E1148 = extractelement <4 x i1> %Shuff524, i32 %Tr236
  br i1 %E1148, label %CF2224, label %CF2242

CF2242:                                           ; preds = %CF2265
  %Shuff1149 = shufflevector <8 x i8> %Shuff257, <8 x i8> %I362, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4>
  %I1150 = insertelement <2 x i64> %Sl395, i64 %ZE904, i32 %L482
  %FC1151 = sitofp <4 x i16> %L616 to <4 x float>
  %Sl1152 = select i1 %Sl95, i1 %Cmp27, i1 %Cmp119
  br i1 %Sl1152, label %CF2151, label %CF2165

CF2165:                                           ; preds = %CF2165, %CF2242
  %Cmp1153 = icmp slt <4 x i1> %I23, %I462
  %L1154 = load <2 x i32>, ptr %Sl534, align 8
  store float %L467, ptr %Sl534, align 4
  %E1155 = extractelement <4 x i32> %Sl170, i32 %L1087
  %Shuff1156 = shufflevector <2 x i64> %Shuff294, <2 x i64> %Shuff962, <2 x i32> <i32 3, i32 1>
  %I1157 = insertelement <4 x float> %L366, float %E777, i32 %L459
  %Tr1158 = trunc i32 %E367 to i1
  br i1 %Tr1158, label %CF2165, label %CF2337

CF2337:                                           ; preds = %CF2165
  %Sl1159 = select i1 %Cmp305, i1 %Sl154, i1 %Cmp442
  br i1 %Sl1159, label %CF2077, label %CF2079

CF2079:                                           ; preds = %CF2079, %CF2138, %CF2337
  %Cmp1160 = icmp ne <2 x i64> %I1150, %I115
  %L1161 = load i64, ptr %0, align 4
  store <8 x float> %Shuff850, ptr %0, align 32
  %E1162 = extractelement <4 x i1> %I407, i32 %Tr236
  br i1 %E1162, label %CF2079, label %CF2130

CF2130:                                           ; preds = %CF2130, %CF2340, %CF2079
  %Shuff1163 = shufflevector <4 x float> %I1009, <4 x float> %I751, <4 x i32> <i32 undef, i32 undef, i32 6, i32 undef>
  %I1164 = insertelement <2 x i1> %Tr519, i1 true, i32 %E56
  %Tr1165 = trunc <2 x i64> %I39 to <2 x i32>
  %Sl1166 = select <4 x i1> %I51, <4 x i32> %I815, <4 x i32> %B957
  %Cmp1167 = icmp eq <4 x i16> %L640, %L616
  %L1168 = load <16 x double>, ptr %Sl599, align 128
  store float %E719, ptr %0, align 4
  %E1169 = extractelement <2 x i64> %Shuff477, i32 %Tr853
  %Shuff1170 = shufflevector <4 x i1> %Shuff1068, <4 x i1> %Sl862, <4 x i32> <i32 undef, i32 1, i32 undef, i32 5>
  %I1171 = insertelement <2 x i64> %Shuff650, i64 %L506, i32 %L482
  %B1172 = sdiv i32 %Se737, %E6
  %FC1173 = uitofp i1 %L878 to double
  %Sl1174 = select i1 %Cmp11, i1 %E212, i1 %Tr386
  br i1 %Sl1174, label %CF2130, label %CF2340

CF2340:                                           ; preds = %CF2130
  %Cmp1175 = icmp ule <4 x i16> %I697, %L270
  %L1176 = load i8, ptr %0, align 1
  %E1177 = extractelement <8 x i16> %L864, i32 %Tr236
  %Shuff1178 = shufflevector <16 x i8> %Sl342, <16 x i8> %Sl708, <16 x i32> <i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 undef, i32 9>
  %I1179 = insertelement <4 x i16> %L702, i16 %E800, i32 %Tr853
  %B1180 = lshr i8 %B266, %B926
  %FC1181 = sitofp <4 x i1> %I794 to <4 x float>
  %Sl1182 = select i1 %E71, <4 x i8> %Tr965, <4 x i8> %Tr788
  %Cmp1183 = icmp sge <2 x i1> %Cmp1139, %Shuff1044
  %L1184 = load i64, ptr %Sl125, align 4
  store <2 x i16> %I560, ptr %PC, align 4
  %E1185 = extractelement <4 x i64> %I415, i32 %Se1047
  %Shuff1186 = shufflevector <8 x i64> %B582, <8 x i64> %Shuff492, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I1187 = insertelement <2 x i64> %Shuff50, i64 %E37, i32 %E56
  %B1188 = fdiv <8 x double> %I280, %I635
  %FC1189 = uitofp <4 x i16> %I757 to <4 x double>
  %Sl1190 = select <2 x i1> %Cmp600, <2 x i64> %I910, <2 x i64> %Shuff182
  %Cmp1191 = fcmp false <4 x float> %I1084, %Shuff801
  %L1192 = load <2 x i1>, ptr %Sl534, align 1
  store i1 %Cmp291, ptr %0, align 1
  %E1193 = extractelement <8 x i8> %L36, i32 %E106
  %Shuff1194 = shufflevector <4 x i1> %Shuff14, <4 x i1> %Shuff909, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1195 = insertelement <4 x i32> %Shuff, i32 %E149, i32 %E1155
  %Sl1196 = select i1 %Cmp739, float %FC326, float %FC161
  %Cmp1197 = icmp eq <2 x i8> %L156, zeroinitializer
  %L1198 = load <2 x i16>, ptr %Sl534, align 4
  store i64 %Se882, ptr %0, align 4
  %E1199 = extractelement <8 x i64> %Sl103, i32 %Sl1018
  %Shuff1200 = shufflevector <2 x i64> %Shuff508, <2 x i64> %B714, <2 x i32> <i32 3, i32 undef>
  %I1201 = insertelement <2 x i1> %Cmp489, i1 %Cmp542, i32 %3
  %B1202 = fmul <4 x float> %FC511, %L239
  %Sl1203 = select i1 %Cmp238, i64 %B199, i64 %E727
  %Cmp1204 = icmp ugt i32 %E149, %Tr236
  br i1 %Cmp1204, label %CF2130, label %CF2138

CF2138:                                           ; preds = %CF2340
  %L1205 = load <4 x i8>, ptr %0, align 4
  store i8 %B926, ptr %Sl534, align 1
  %E1206 = extractelement <4 x i1> %Sl692, i32 %L930
  br i1 %E1206, label %CF2079, label %CF2098

CF2098:                                           ; preds = %CF2098, %CF2399, %CF2393, %CF2138
  %Shuff1207 = shufflevector <2 x float> %FC348, <2 x float> %FC200, <2 x i32> <i32 3, i32 1>
  %I1208 = insertelement <4 x i1> %Shuff573, i1 %Sl68, i32 %Tr853
  %B1209 = fdiv <4 x double> %FC1115, %FC980
  %FC1210 = uitofp i1 %E1059 to float
  %Sl1211 = select i1 %E828, double %Sl82, double %E1095
  %Cmp1212 = icmp ugt <4 x i64> %I627, %ZE244
  %L1213 = load i32, ptr %0, align 4
  store <4 x i8> %Se661, ptr %0, align 4
  %E1214 = extractelement <2 x i64> %Shuff610, i32 %L656
  %Shuff1215 = shufflevector <2 x i64> %Shuff610, <2 x i64> %Shuff545, <2 x i32> <i32 0, i32 undef>
  %I1216 = insertelement <4 x i8> %Shuff808, i8 %B772, i32 %Se1047
  %Se1217 = sext i1 %E886 to i16
  %Sl1218 = select <16 x i1> %Cmp1131, <16 x i8> %L112, <16 x i8> %B463
  %Cmp1219 = icmp ugt i1 %Cmp1086, %Sl1130
  br i1 %Cmp1219, label %CF2098, label %CF2399

CF2399:                                           ; preds = %CF2098
  %L1220 = load <4 x i32>, ptr %Sl534, align 16
  store i1 %Sl928, ptr %Sl599, align 1
  %E1221 = extractelement <8 x i8> %Sl371, i32 %E121
  %Shuff1222 = shufflevector <1 x i1> %Cmp276, <1 x i1> %Shuff1000, <1 x i32> <i32 1>
  %I1223 = insertelement <4 x i1> %L1042, i1 %Cmp884, i32 %L164
  %B1224 = sub <2 x i64> %Shuff143, %Shuff1200
  %FC1225 = uitofp i64 %L1102 to float
  %Sl1226 = select <2 x i1> %Shuff220, <2 x float> %FC200, <2 x float> %Sl817
  %Cmp1227 = icmp ult <4 x i1> %Shuff1170, %Shuff566
  %L1228 = load <16 x i16>, ptr %0, align 32
  store i8 %L586, ptr %0, align 1
  %E1229 = extractelement <8 x i8> %Sl371, i32 %E6
  %Shuff1230 = shufflevector <2 x i64> %I45, <2 x i64> %B385, <2 x i32> <i32 1, i32 3>
  %I1231 = insertelement <4 x i1> %Sl402, i1 %Cmp863, i32 %B1172
  %B1232 = and <2 x i64> %I888, %Shuff1104
  %Tr1233 = trunc i64 %ZE416 to i8
  %Sl1234 = select i1 %Cmp527, <4 x double> %I531, <4 x double> %Shuff858
  %Cmp1235 = icmp ugt i32 %E879, %Sl646
  br i1 %Cmp1235, label %CF2098, label %CF2180

CF2180:                                           ; preds = %CF2180, %CF2369, %CF2336, %CF2399
  %L1236 = load i16, ptr %0, align 2
  store <1 x i16> %L885, ptr %Sl599, align 2
  %E1237 = extractelement <4 x i16> %Shuff947, i32 %E307
  %Shuff1238 = shufflevector <4 x i8> %Shuff316, <4 x i8> %Shuff383, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1239 = insertelement <8 x i64> %L62, i64 %L506, i32 %E617
  %B1240 = fadd double %Sl297, %Sl746
  %FC1241 = sitofp i32 %L277 to float
  %Sl1242 = select i1 %Cmp111, <8 x i1> %L953, <8 x i1> %FC479
  %Cmp1243 = icmp sge i1 %E165, true
  br i1 %Cmp1243, label %CF2180, label %CF2369

CF2369:                                           ; preds = %CF2180
  %L1244 = load i16, ptr %Sl125, align 2
  %E1245 = extractelement <4 x i1> %Shuff1142, i32 %L451
  br i1 %E1245, label %CF2180, label %CF2258

CF2258:                                           ; preds = %CF2258, %CF2369
  %Shuff1246 = shufflevector <2 x i1> %Shuff220, <2 x i1> %L329, <2 x i32> <i32 undef, i32 1>
  %I1247 = insertelement <1 x i8> %L1028, i8 %Sl327, i32 %E515
  %B1248 = and i16 %Se950, %E13
  %FC1249 = sitofp <4 x i1> %I470 to <4 x double>
  %Sl1250 = select i1 %E1051, <8 x i64> %Shuff492, <8 x i64> %I1128
  %Cmp1251 = icmp slt <2 x i64> %Shuff301, %B714
  %L1252 = load float, ptr %Sl186, align 4
  store <8 x float> %Shuff850, ptr %Sl125, align 32
  %E1253 = extractelement <2 x i8> %L203, i32 %E946
  %Shuff1254 = shufflevector <4 x float> %L892, <4 x float> %I1069, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1255 = insertelement <4 x i64> %I415, i64 %4, i32 371021
  %B1256 = lshr <8 x i8> %Shuff603, %Shuff1030
  %Tr1257 = trunc <16 x i32> %I765 to <16 x i1>
  %Sl1258 = select i1 %L28, float %B690, float %B972
  %Cmp1259 = icmp ule <4 x i1> %Sl670, %Shuff1008
  %L1260 = load <2 x i16>, ptr %Sl534, align 4
  store i64 %E382, ptr %Sl534, align 4
  %E1261 = extractelement <4 x float> %L892, i32 %E149
  %Shuff1262 = shufflevector <4 x i1> %Cmp321, <4 x i1> %Cmp335, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1263 = insertelement <2 x i64> %I45, i64 %E1214, i32 %E649
  %B1264 = udiv i8 %E135, %L586
  %Sl1265 = select i1 %Cmp450, float %Sl1092, float %Sl935
  %Cmp1266 = icmp eq i64 %Se988, %E1014
  br i1 %Cmp1266, label %CF2258, label %CF2336

CF2336:                                           ; preds = %CF2258
  %L1267 = load i64, ptr %0, align 4
  store <4 x float> %L892, ptr %0, align 16
  %E1268 = extractelement <2 x float> %L601, i32 %Tr274
  %Shuff1269 = shufflevector <16 x i32> %Sl449, <16 x i32> %L389, <16 x i32> <i32 undef, i32 undef, i32 18, i32 20, i32 22, i32 24, i32 undef, i32 undef, i32 30, i32 0, i32 2, i32 undef, i32 6, i32 undef, i32 undef, i32 undef>
  %I1270 = insertelement <4 x i1> %Shuff7, i1 %Cmp847, i32 %E78
  %Sl1271 = select i1 %Cmp997, <4 x i8> %Tr965, <4 x i8> %I713
  %Cmp1272 = icmp slt i64 %L1147, %ZE416
  br i1 %Cmp1272, label %CF2180, label %CF2238

CF2238:                                           ; preds = %CF2238, %CF2336
  %L1273 = load i1, ptr %0, align 1
  br i1 %L1273, label %CF2238, label %CF2295

CF2295:                                           ; preds = %CF2295, %CF2238
  %E1274 = extractelement <4 x float> %Shuff429, i32 %E977
  %Shuff1275 = shufflevector <4 x i1> %Shuff909, <4 x i1> %I462, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1276 = insertelement <4 x i16> zeroinitializer, i16 1001, i32 %L664
  %B1277 = fdiv <4 x double> %FC1025, %Shuff681
  %FC1278 = sitofp <4 x i8> %I1216 to <4 x float>
  %Sl1279 = select i1 %Sl662, <4 x i1> %I1105, <4 x i1> %Cmp155
  %Cmp1280 = icmp sgt <4 x i16> %I697, %I354
  %L1281 = load i16, ptr %0, align 2
  store <4 x i32> %Shuff1112, ptr %0, align 16
  %E1282 = extractelement <4 x float> %L239, i32 %L1213
  %Shuff1283 = shufflevector <1 x float> %FC81, <1 x float> %FC81, <1 x i32> zeroinitializer
  %I1284 = insertelement <8 x i1> %Cmp790, i1 %Tr691, i32 %L930
  %Se1285 = sext i1 %Cmp1124 to i64
  %Sl1286 = select <4 x i1> %I167, <4 x i1> %I1270, <4 x i1> %Shuff213
  %Cmp1287 = icmp ugt <2 x i8> %I58, %Se942
  %L1288 = load <8 x double>, ptr %0, align 64
  store double %L77, ptr %Sl677, align 8
  %E1289 = extractelement <2 x i32> %Sl1108, i32 %L1213
  %Shuff1290 = shufflevector <2 x i8> %L648, <2 x i8> %L156, <2 x i32> undef
  %I1291 = insertelement <4 x i16> %Sl1048, i16 %E460, i32 %Tr236
  %Sl1292 = select <4 x i1> %I493, <4 x i1> %I376, <4 x i1> %Shuff642
  %Cmp1293 = icmp sgt i1 %Sl584, true
  br i1 %Cmp1293, label %CF2295, label %CF2393

CF2393:                                           ; preds = %CF2295
  %L1294 = load <4 x i8>, ptr %PC74, align 4
  store i64 %E1088, ptr %Sl34, align 4
  %E1295 = extractelement <4 x i16> %I31, i32 %B439
  %Shuff1296 = shufflevector <2 x i1> %Cmp685, <2 x i1> %Cmp685, <2 x i32> <i32 3, i32 1>
  %I1297 = insertelement <2 x i1> %Shuff453, i1 %Cmp906, i32 %E307
  %B1298 = srem i8 %Sl716, %Tr1129
  %FC1299 = sitofp <8 x i64> %Sl103 to <8 x float>
  %Sl1300 = select i1 %E398, <4 x i32> %B652, <4 x i32> %I384
  %Cmp1301 = icmp uge <4 x i1> %Cmp89, %I1270
  %L1302 = load float, ptr %Sl534, align 4
  store <4 x i8> %L195, ptr %Sl534, align 4
  %E1303 = extractelement <2 x i8> %Shuff993, i32 %E420
  %Shuff1304 = shufflevector <4 x i1> %Shuff72, <4 x i1> %Cmp1212, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1305 = insertelement <16 x i1> %Shuff580, i1 %Cmp775, i32 %Tr236
  %ZE1306 = zext <4 x i16> %I697 to <4 x i64>
  %Sl1307 = select i1 %Cmp179, <4 x i1> %Cmp1301, <4 x i1> %Shuff38
  %Cmp1308 = icmp sge i1 %Sl1174, %FC46
  br i1 %Cmp1308, label %CF2098, label %CF2104

CF2104:                                           ; preds = %CF2393
  %L1309 = load float, ptr %0, align 4
  store <2 x double> %L419, ptr %0, align 16
  %E1310 = extractelement <4 x i64> %I627, i32 %Sl1018
  %Shuff1311 = shufflevector <4 x i1> %Tr503, <4 x i1> %Shuff909, <4 x i32> <i32 undef, i32 undef, i32 4, i32 6>
  %I1312 = insertelement <4 x i1> %I198, i1 %Cmp1272, i32 %L930
  %B1313 = urem i8 %B101, %Sl162
  %FC1314 = sitofp i8 %Sl75 to float
  %Sl1315 = select i1 %E165, i1 %L28, i1 %Cmp798
  br i1 %Sl1315, label %CF2068, label %CF2072

CF2072:                                           ; preds = %CF2072, %CF2375, %CF2357, %CF2270, %CF2133, %CF2276, %CF2104
  %Cmp1316 = icmp eq i1 %Cmp450, %L522
  br i1 %Cmp1316, label %CF2072, label %CF2375

CF2375:                                           ; preds = %CF2072
  %L1317 = load <2 x i1>, ptr %Sl186, align 1
  store float %E595, ptr %0, align 4
  %E1318 = extractelement <4 x float> %FC440, i32 %L164
  %Shuff1319 = shufflevector <2 x i16> %L126, <2 x i16> %I560, <2 x i32> <i32 undef, i32 3>
  %I1320 = insertelement <8 x i64> %B582, i64 %E256, i32 %Sl1018
  %B1321 = xor <2 x i64> %I525, %B251
  %BC = bitcast float %L679 to i32
  %Sl1322 = select i1 %Cmp238, ptr %A, ptr %Sl186
  %Cmp1323 = icmp ne i64 %Se831, %E300
  br i1 %Cmp1323, label %CF2072, label %CF2185

CF2185:                                           ; preds = %CF2185, %CF2375
  %L1324 = load <4 x i1>, ptr %Sl1322, align 1
  store i16 %L1140, ptr %Sl534, align 2
  %E1325 = extractelement <4 x i1> %Shuff1170, i32 %E1119
  br i1 %E1325, label %CF2185, label %CF2357

CF2357:                                           ; preds = %CF2185
  %Shuff1326 = shufflevector <2 x i64> %B780, <2 x i64> %B676, <2 x i32> <i32 undef, i32 3>
  %I1327 = insertelement <2 x i1> %Shuff1246, i1 %Sl496, i32 %L1213
  %FC1328 = sitofp i8 %B207 to double
  %Sl1329 = select i1 %Cmp1293, i32 %Se781, i32 %Tr236
  %Cmp1330 = icmp ne i32 %E420, %E420
  br i1 %Cmp1330, label %CF2072, label %CF2173

CF2173:                                           ; preds = %CF2173, %CF2357
  %L1331 = load <8 x i64>, ptr %Sl1322, align 64
  store i32 %E649, ptr %Sl534, align 4
  %E1332 = extractelement <4 x i32> %L1118, i32 %Se737
  %Shuff1333 = shufflevector <1 x float> %Shuff1283, <1 x float> %Shuff1283, <1 x i32> <i32 1>
  %I1334 = insertelement <4 x float> %I392, float %L1302, i32 %E565
  %FC1335 = uitofp <4 x i1> %I295 to <4 x float>
  %Sl1336 = select <4 x i1> %Shuff72, <4 x i16> %I354, <4 x i16> %I1179
  %Cmp1337 = icmp sgt <2 x i1> %Tr1137, %Cmp163
  %L1338 = load <2 x i1>, ptr %Sl534, align 1
  store i32 %E537, ptr %Sl534, align 4
  %E1339 = extractelement <4 x i1> %Shuff559, i32 %E1289
  br i1 %E1339, label %CF2173, label %CF2270

CF2270:                                           ; preds = %CF2173
  %Shuff1340 = shufflevector <4 x i1> %Sl178, <4 x i1> %I167, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I1341 = insertelement <4 x i1> %L1094, i1 %Tr1158, i32 %E1289
  %FC1342 = fptoui <2 x float> %FC683 to <2 x i8>
  %Sl1343 = select i1 %Cmp615, i8 %Sl473, i8 %L586
  %Cmp1344 = icmp ugt <8 x i8> %Sl731, %I362
  %L1345 = load i16, ptr %Sl1322, align 2
  store <8 x i8> %Shuff1149, ptr %Sl125, align 8
  %E1346 = extractelement <4 x float> %FC973, i32 %E769
  %Shuff1347 = shufflevector <4 x i1> %Cmp513, <4 x i1> %I191, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1348 = insertelement <16 x i1> %I1143, i1 %E813, i32 %L482
  %Sl1349 = select i1 %Cmp1243, i16 %L1244, i16 %Tr1032
  %Cmp1350 = fcmp olt <4 x double> %FC432, %L819
  %L1351 = load <4 x i16>, ptr %Sl1322, align 8
  store i8 %Sl364, ptr %Sl599, align 1
  %E1352 = extractelement <2 x i64> %Shuff79, i32 %E367
  %Shuff1353 = shufflevector <2 x i64> %Sl290, <2 x i64> %Shuff1104, <2 x i32> <i32 1, i32 3>
  %I1354 = insertelement <2 x i8> %L203, i8 %Se185, i32 %Sl387
  %B1355 = shl i8 %E1253, %Sl473
  %Sl1356 = select i1 %Cmp411, <4 x i1> %Cmp335, <4 x i1> %Shuff38
  %Cmp1357 = icmp ule i1 %E529, %Tr1010
  br i1 %Cmp1357, label %CF2072, label %CF2083

CF2083:                                           ; preds = %CF2083, %CF2333, %CF2358, %CF2270
  %L1358 = load double, ptr %Sl186, align 8
  store <8 x float> %Shuff850, ptr %Sl599, align 32
  %E1359 = extractelement <4 x i32> zeroinitializer, i32 %Sl1018
  %Shuff1360 = shufflevector <4 x i32> %Shuff821, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1361 = insertelement <4 x i16> %I1276, i16 %Se583, i32 %L1213
  %Tr1362 = trunc <2 x i64> %Sl1138 to <2 x i32>
  %Sl1363 = select i1 %Cmp914, i32 %E879, i32 %E617
  %Cmp1364 = icmp slt <4 x i1> %Cmp783, %Shuff1008
  %L1365 = load double, ptr %Sl534, align 8
  store <4 x i64> %ZE244, ptr %Sl1322, align 32
  %E1366 = extractelement <16 x i1> %I1305, i32 %L459
  br i1 %E1366, label %CF2083, label %CF2333

CF2333:                                           ; preds = %CF2083
  %Shuff1367 = shufflevector <4 x i1> %Cmp631, <4 x i1> %Cmp426, <4 x i32> <i32 undef, i32 4, i32 6, i32 0>
  %I1368 = insertelement <8 x i64> %L62, i64 %E181, i32 %E515
  %FC1369 = fptoui double %FC289 to i32
  %Sl1370 = select i1 %E468, i8 %L514, i8 %Sl18
  %Cmp1371 = fcmp uge <4 x float> %Shuff1163, %Shuff538
  %L1372 = load i64, ptr %Sl1322, align 4
  store <4 x i16> %Shuff932, ptr %Sl534, align 8
  %E1373 = extractelement <4 x i32> %Shuff, i32 %E565
  %Shuff1374 = shufflevector <4 x double> %FC1249, <4 x double> %I531, <4 x i32> <i32 6, i32 undef, i32 undef, i32 4>
  %I1375 = insertelement <4 x float> %L1006, float %FC1078, i32 %E56
  %FC1376 = sitofp <4 x i1> %Shuff500 to <4 x double>
  %Sl1377 = select i1 %Sl662, float %E1274, float %Sl237
  %Cmp1378 = icmp slt <4 x i64> %ZE1306, %I787
  %L1379 = load <8 x i64>, ptr %Sl1322, align 64
  store i16 %E63, ptr %Sl34, align 2
  %E1380 = extractelement <16 x i1> %Cmp732, i32 %BC
  br i1 %E1380, label %CF2083, label %CF2089

CF2089:                                           ; preds = %CF2089, %CF2306, %CF2338, %CF2333
  %Shuff1381 = shufflevector <8 x i64> %Shuff353, <8 x i64> %I1038, <8 x i32> <i32 undef, i32 5, i32 undef, i32 undef, i32 11, i32 undef, i32 15, i32 1>
  %I1382 = insertelement <4 x i8> %L195, i8 %B1062, i32 %Tr236
  %B1383 = fmul double %Sl275, %Sl746
  %Tr1384 = trunc <16 x i32> %B1106 to <16 x i8>
  %Sl1385 = select <4 x i1> %Shuff1008, <4 x i1> %I93, <4 x i1> %I493
  %Cmp1386 = icmp ne i32 %B1172, %L930
  br i1 %Cmp1386, label %CF2089, label %CF2306

CF2306:                                           ; preds = %CF2089
  %L1387 = load <4 x double>, ptr %Sl534, align 32
  store double %FC1173, ptr %Sl1322, align 8
  %E1388 = extractelement <2 x i64> %L754, i32 %E149
  %Shuff1389 = shufflevector <8 x i1> %L306, <8 x i1> %L953, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1390 = insertelement <8 x i64> %Sl103, i64 %E142, i32 %L791
  %B1391 = mul i32 %Tr236, %E565
  %Tr1392 = trunc i8 %L976 to i1
  br i1 %Tr1392, label %CF2089, label %CF2110

CF2110:                                           ; preds = %CF2110, %CF2306
  %Sl1393 = select i1 %E1366, <8 x double> %I280, <8 x double> %B1188
  %Cmp1394 = fcmp ult <4 x double> %B1209, %L624
  %L1395 = load i1, ptr %Sl1322, align 1
  br i1 %L1395, label %CF2110, label %CF2338

CF2338:                                           ; preds = %CF2110
  %E1396 = extractelement <16 x i1> %Shuff580, i32 %E337
  br i1 %E1396, label %CF2089, label %CF2105

CF2105:                                           ; preds = %CF2105, %CF2311, %CF2338
  %Shuff1397 = shufflevector <16 x i32> %Sl1056, <16 x i32> %Sl433, <16 x i32> <i32 13, i32 15, i32 17, i32 undef, i32 undef, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 undef, i32 11>
  %I1398 = insertelement <2 x i16> %Sl1040, i16 %E1177, i32 %L459
  %B1399 = shl i8 %L733, %Tr333
  %Se1400 = sext i32 %Tr236 to i64
  %Sl1401 = select <4 x i1> %Cmp321, <4 x i1> %Sl966, <4 x i1> %Shuff524
  %Cmp1402 = icmp sgt i1 %Cmp944, %Sl662
  br i1 %Cmp1402, label %CF2105, label %CF2311

CF2311:                                           ; preds = %CF2105
  %L1403 = load <4 x double>, ptr %Sl1322, align 32
  store float %FC326, ptr %Sl34, align 4
  %E1404 = extractelement <2 x i64> %I129, i32 %E149
  %Shuff1405 = shufflevector <4 x i32> %I325, <4 x i32> %Sl216, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1406 = insertelement <4 x i8> %Shuff383, i8 %Sl253, i32 %Tr853
  %B1407 = and <2 x i64> %Shuff901, %Shuff924
  %FC1408 = sitofp <4 x i1> %I234 to <4 x double>
  %Sl1409 = select i1 %Sl1033, <8 x i1> %I1284, <8 x i1> %FC479
  %Cmp1410 = icmp sgt i1 %E665, %Cmp607
  br i1 %Cmp1410, label %CF2105, label %CF2206

CF2206:                                           ; preds = %CF2206, %CF2311
  %L1411 = load i1, ptr %Sl677, align 1
  br i1 %L1411, label %CF2206, label %CF2358

CF2358:                                           ; preds = %CF2206
  store <4 x float> %FC973, ptr %Sl599, align 16
  %E1412 = extractelement <2 x i64> %I643, i32 371021
  %Shuff1413 = shufflevector <8 x double> %I280, <8 x double> %I280, <8 x i32> <i32 undef, i32 4, i32 6, i32 undef, i32 10, i32 12, i32 undef, i32 0>
  %I1414 = insertelement <4 x i1> %Shuff99, i1 %Cmp607, i32 %Se1047
  %B1415 = lshr <4 x i32> %Shuff136, %L710
  %Se1416 = sext <8 x i1> %Cmp593 to <8 x i32>
  %Sl1417 = select i1 %Sl95, i32 %L656, i32 %B439
  %Cmp1418 = icmp sgt <4 x i1> %Cmp343, %Cmp321
  %L1419 = load i8, ptr %Sl1322, align 1
  store <4 x i32> %I867, ptr %Sl599, align 16
  %E1420 = extractelement <2 x i64> %Shuff301, i32 %E315
  %Shuff1421 = shufflevector <4 x i1> %Cmp1418, <4 x i1> %Shuff249, <4 x i32> <i32 undef, i32 2, i32 4, i32 6>
  %I1422 = insertelement <4 x i1> %Shuff524, i1 true, i32 %B1172
  %Se1423 = sext i1 %E1148 to i16
  %Sl1424 = select <4 x i1> %I462, <4 x i64> %ZE1306, <4 x i64> %ZE244
  %Cmp1425 = icmp ult <4 x i8> %I1216, %Sl1182
  %L1426 = load <2 x i64>, ptr %Sl1322, align 16
  store i32 %E1155, ptr %Sl534, align 4
  %E1427 = extractelement <4 x i1> %I771, i32 %BC
  br i1 %E1427, label %CF2083, label %CF2085

CF2085:                                           ; preds = %CF2085, %CF2323, %CF2208, %CF2314, %CF2358
  %Shuff1428 = shufflevector <2 x i32> %Shuff1089, <2 x i32> %Tr1362, <2 x i32> <i32 undef, i32 3>
  %I1429 = insertelement <8 x i1> %Cmp767, i1 %Cmp863, i32 %E515
  %B1430 = xor i16 %Sl209, %Se1423
  %ZE1431 = zext <4 x i1> %Cmp434 to <4 x i64>
  %Sl1432 = select i1 %E641, i1 %E413, i1 %Cmp147
  br i1 %Sl1432, label %CF2085, label %CF2323

CF2323:                                           ; preds = %CF2085
  %Cmp1433 = icmp eq <4 x i1> %Shuff566, %I462
  %L1434 = load <8 x i64>, ptr %Sl534, align 64
  store double %L77, ptr %Sl1322, align 8
  %E1435 = extractelement <2 x double> %L419, i32 %E367
  %Shuff1436 = shufflevector <4 x i1> %Shuff1304, <4 x i1> %I462, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1437 = insertelement <2 x i8> %Sl520, i8 %Sl162, i32 %Se737
  %B1438 = ashr <1 x i8> %I1247, %I1247
  %Sl1439 = select i1 %E813, <4 x i8> %L195, <4 x i8> %Shuff516
  %Cmp1440 = icmp eq i1 %E1396, %Sl1315
  br i1 %Cmp1440, label %CF2085, label %CF2208

CF2208:                                           ; preds = %CF2323
  %L1441 = load i16, ptr %Sl1322, align 2
  store <1 x float> %Shuff1283, ptr %Sl534, align 4
  %E1442 = extractelement <4 x i1> %I407, i32 %E977
  br i1 %E1442, label %CF2085, label %CF2126

CF2126:                                           ; preds = %CF2126, %CF2208
  %Shuff1443 = shufflevector <2 x i64> %Shuff50, <2 x i64> %B251, <2 x i32> <i32 undef, i32 2>
  %I1444 = insertelement <4 x i16> %L148, i16 11337, i32 %Tr274
  %Tr1445 = trunc <2 x i64> %I1150 to <2 x i1>
  %Sl1446 = select i1 %E1021, i8 %B510, i8 %L733
  %Cmp1447 = icmp ule i1 %Cmp388, %Cmp27
  br i1 %Cmp1447, label %CF2126, label %CF2314

CF2314:                                           ; preds = %CF2126
  %L1448 = load i64, ptr %Sl1322, align 4
  store <4 x i64> %I1255, ptr %Sl677, align 32
  %E1449 = extractelement <8 x i64> %I729, i32 %L960
  %Shuff1450 = shufflevector <2 x i8> %FC1342, <2 x i8> %Sl520, <2 x i32> <i32 0, i32 2>
  %I1451 = insertelement <4 x i1> %Sl1286, i1 %E984, i32 %L482
  %B1452 = fmul double %E1435, %E587
  %Tr1453 = trunc <8 x i64> %B660 to <8 x i8>
  %Sl1454 = select i1 %Cmp1272, i1 %Cmp481, i1 %FC568
  br i1 %Sl1454, label %CF2085, label %CF2094

CF2094:                                           ; preds = %CF2094, %CF2327, %CF2314
  %Cmp1455 = icmp eq i32 %L664, %E711
  br i1 %Cmp1455, label %CF2094, label %CF2203

CF2203:                                           ; preds = %CF2203, %CF2391, %CF2094
  %L1456 = load <16 x i16>, ptr %PC228, align 32
  store double %B9, ptr %Sl1322, align 8
  %E1457 = extractelement <4 x i16> %ZE495, i32 %E149
  %Shuff1458 = shufflevector <16 x i32> %Shuff1269, <16 x i32> %L389, <16 x i32> <i32 13, i32 15, i32 undef, i32 undef, i32 21, i32 undef, i32 25, i32 27, i32 29, i32 31, i32 undef, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I1459 = insertelement <8 x i8> %Shuff704, i8 %Sl1343, i32 %3
  %Tr1460 = trunc <2 x i64> %Shuff143 to <2 x i1>
  %Sl1461 = select i1 %Cmp959, ptr %PC74, ptr %Sl1322
  %Cmp1462 = icmp sgt i8 %Sl60, %B1313
  br i1 %Cmp1462, label %CF2203, label %CF2391

CF2391:                                           ; preds = %CF2203
  %L1463 = load <1 x i64>, ptr %Sl1322, align 8
  store i8 %Sl327, ptr %PC208, align 1
  %E1464 = extractelement <4 x i1> %I462, i32 %L164
  br i1 %E1464, label %CF2203, label %CF2214

CF2214:                                           ; preds = %CF2214, %CF2391
  %Shuff1465 = shufflevector <2 x i64> %Shuff1215, <2 x i64> %Sl638, <2 x i32> <i32 1, i32 undef>
  %I1466 = insertelement <8 x i64> %L1379, i64 %Se1144, i32 %Tr236
  %B1467 = add <2 x i64> %Shuff650, %L498
  %Sl1468 = select i1 true, double %Sl10, double %B987
  %Cmp1469 = icmp sgt i32 %E315, %E977
  br i1 %Cmp1469, label %CF2214, label %CF2327

CF2327:                                           ; preds = %CF2214
  %L1470 = load <2 x float>, ptr %Sl1322, align 8
  store double %Sl746, ptr %Sl1322, align 8
  %E1471 = extractelement <4 x i1> %Shuff368, i32 %E149
  br i1 %E1471, label %CF2094, label %CF2132

CF2132:                                           ; preds = %CF2132, %CF2290, %CF2327
  %Shuff1472 = shufflevector <4 x i32> %Shuff1037, <4 x i32> %Sl1300, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1473 = insertelement <2 x i64> zeroinitializer, i64 %E382, i32 %E483
  %B1474 = sdiv i16 %B1077, %B288
  %Sl1475 = select i1 %E1339, <4 x i1> %Shuff1340, <4 x i1> %I175
  %Cmp1476 = icmp ult <2 x i64> %Sl395, %I1473
  %L1477 = load i32, ptr %Sl1322, align 4
  store <8 x i32> %Se745, ptr %Sl534, align 32
  %E1478 = extractelement <16 x i8> %Shuff1178, i32 %Tr236
  %Shuff1479 = shufflevector <4 x i1> %I376, <4 x i1> %Shuff1262, <4 x i32> <i32 6, i32 undef, i32 2, i32 4>
  %I1480 = insertelement <4 x i32> %I159, i32 %Sl1417, i32 %Tr853
  %B1481 = shl <8 x i64> %Shuff1381, %Shuff1186
  %Tr1482 = trunc i64 0 to i1
  br i1 %Tr1482, label %CF2132, label %CF2152

CF2152:                                           ; preds = %CF2152, %CF2388, %CF2132
  %Sl1483 = select i1 %L1110, i1 %Cmp35, i1 %Sl480
  br i1 %Sl1483, label %CF2152, label %CF2388

CF2388:                                           ; preds = %CF2152
  %Cmp1484 = icmp sge <2 x i16> %I1398, %I560
  %L1485 = load i8, ptr %Sl1322, align 1
  %E1486 = extractelement <2 x float> %Shuff1207, i32 %Tr236
  %Shuff1487 = shufflevector <2 x i64> %Shuff735, <2 x i64> %Shuff793, <2 x i32> <i32 1, i32 3>
  %I1488 = insertelement <4 x i8> %Shuff1238, i8 %L70, i32 %Tr236
  %B1489 = sub i64 %E1214, %B486
  %Tr1490 = trunc <4 x i32> %Shuff1405 to <4 x i16>
  %Sl1491 = select i1 %Cmp418, i1 %Cmp380, i1 %Cmp1386
  br i1 %Sl1491, label %CF2152, label %CF2290

CF2290:                                           ; preds = %CF2388
  %Cmp1492 = icmp eq <8 x i64> %Shuff128, %I729
  %L1493 = load i16, ptr %Sl1322, align 2
  store <4 x i64> %Sl1424, ptr %Sl1322, align 32
  %E1494 = extractelement <1 x i8> %L42, i32 %L482
  %Shuff1495 = shufflevector <4 x i32> %L841, <4 x i32> %I258, <4 x i32> <i32 2, i32 4, i32 6, i32 undef>
  %I1496 = insertelement <4 x i64> %I851, i64 %E84, i32 %B1391
  %B1497 = and <16 x i32> %L389, %Shuff1269
  %Se1498 = sext <4 x i1> %I743 to <4 x i32>
  %Sl1499 = select <4 x i1> %Sl951, <4 x i1> %L543, <4 x i1> %Cmp140
  %Cmp1500 = icmp ule <2 x i64> %I574, %I910
  %L1501 = load <4 x i32>, ptr %Sl1322, align 16
  store i32 %BC, ptr %Sl186, align 4
  %E1502 = extractelement <4 x i1> %Shuff1068, i32 %Sl1417
  br i1 %E1502, label %CF2132, label %CF2133

CF2133:                                           ; preds = %CF2290
  %Shuff1503 = shufflevector <4 x i16> %L270, <4 x i16> %Se861, <4 x i32> <i32 undef, i32 3, i32 5, i32 7>
  %I1504 = insertelement <4 x i16> %L148, i16 %E63, i32 %E946
  %Tr1505 = trunc <4 x i64> %ZE1306 to <4 x i8>
  %Sl1506 = select i1 %E1021, <2 x i1> %I1201, <2 x i1> %Cmp898
  %Cmp1507 = icmp sge <1 x i1> %Cmp276, %Shuff1222
  %L1508 = load i32, ptr %Sl599, align 4
  store <2 x i16> %B706, ptr %Sl1322, align 4
  %E1509 = extractelement <8 x i64> %L1331, i32 %E337
  %Shuff1510 = shufflevector <1 x i1> %Shuff469, <1 x i1> %Shuff1222, <1 x i32> zeroinitializer
  %I1511 = insertelement <4 x i1> zeroinitializer, i1 %Cmp1146, i32 %Sl1363
  %B1512 = sub i32 %3, %E1289
  %Tr1513 = trunc <2 x i64> %I888 to <2 x i16>
  %Sl1514 = select i1 %Cmp884, <4 x i8> %Shuff383, <4 x i8> %Sl913
  %Cmp1515 = icmp slt <8 x i8> %Shuff712, %B860
  %L1516 = load i1, ptr %Sl1461, align 1
  br i1 %L1516, label %CF2072, label %CF2076

CF2076:                                           ; preds = %CF2076, %CF2379, %CF2133
  store <8 x i64> %Shuff353, ptr %Sl599, align 64
  %E1517 = extractelement <4 x i1> %Shuff249, i32 %B1391
  br i1 %E1517, label %CF2076, label %CF2216

CF2216:                                           ; preds = %CF2216, %CF2076
  %Shuff1518 = shufflevector <2 x i64> %Shuff770, <2 x i64> %Sl290, <2 x i32> <i32 2, i32 undef>
  %I1519 = insertelement <8 x i1> %I874, i1 %L522, i32 %Se591
  %B1520 = lshr <2 x i64> %I1150, %Shuff85
  %FC1521 = sitofp i1 %Tr1482 to double
  %Sl1522 = select i1 %L1516, <4 x i1> %I1414, <4 x i1> %I809
  %Cmp1523 = icmp ult <4 x i32> %I159, %L710
  %L1524 = load double, ptr %PC208, align 8
  %E1525 = extractelement <2 x i64> %Shuff1518, i32 %Sl646
  %Shuff1526 = shufflevector <16 x i32> %Sl1056, <16 x i32> %L389, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 undef>
  %I1527 = insertelement <4 x i1> %Shuff213, i1 %Tr1158, i32 %L930
  %B1528 = ashr <4 x i32> %I859, %ZE1091
  %FC1529 = sitofp <4 x i32> %L1501 to <4 x double>
  %Sl1530 = select i1 %Cmp647, <1 x i8> %I1247, <1 x i8> %L1028
  %Cmp1531 = icmp uge i1 %E398, %Cmp1204
  br i1 %Cmp1531, label %CF2216, label %CF2379

CF2379:                                           ; preds = %CF2216
  %L1532 = load i64, ptr %Sl534, align 4
  store <2 x float> %FC456, ptr %Sl1322, align 8
  %E1533 = extractelement <16 x i32> %Shuff1269, i32 %E56
  %Shuff1534 = shufflevector <4 x i32> %Shuff596, <4 x i32> %B455, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1535 = insertelement <4 x i1> %Shuff1262, i1 %Cmp1357, i32 %E946
  %B1536 = fdiv float %FC1210, %Sl237
  %FC1537 = fptosi float %Sl840 to i32
  %Sl1538 = select i1 %Cmp1323, <4 x i1> %I771, <4 x i1> %I493
  %Cmp1539 = icmp ugt i1 %Cmp458, %Cmp350
  br i1 %Cmp1539, label %CF2076, label %CF2102

CF2102:                                           ; preds = %CF2102, %CF2339, %CF2347, %CF2371, %CF2379
  %L1540 = load i8, ptr %Sl599, align 1
  store <2 x i64> %Shuff1215, ptr %Sl1322, align 16
  %E1541 = extractelement <4 x i8> %Shuff1238, i32 %Tr274
  %Shuff1542 = shufflevector <4 x i16> %B447, <4 x i16> %I1361, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I1543 = insertelement <4 x i1> zeroinitializer, i1 %L1110, i32 %E946
  %B1544 = sub i8 %B1399, %L733
  %Se1545 = sext <2 x i1> %L329 to <2 x i8>
  %Sl1546 = select <4 x i1> %I589, <4 x i32> %L1220, <4 x i32> %B310
  %Cmp1547 = icmp uge i8 %Tr1129, %B207
  br i1 %Cmp1547, label %CF2102, label %CF2339

CF2339:                                           ; preds = %CF2102
  %L1548 = load <4 x double>, ptr %Sl534, align 32
  store double %Sl746, ptr %Sl1322, align 8
  %E1549 = extractelement <16 x i1> %L571, i32 %Se1047
  br i1 %E1549, label %CF2102, label %CF2254

CF2254:                                           ; preds = %CF2254, %CF2339
  %Shuff1550 = shufflevector <2 x i1> %Cmp1484, <2 x i1> %Cmp685, <2 x i32> <i32 3, i32 1>
  %I1551 = insertelement <8 x i32> %Se745, i32 %E6, i32 %Tr853
  %B1552 = lshr <2 x i64> %Shuff30, %Shuff182
  %BC1553 = bitcast i32 %L664 to float
  %Sl1554 = select i1 %Cmp847, <4 x i32> %I1135, <4 x i32> %I581
  %Cmp1555 = icmp sge <2 x i1> %Tr519, %Cmp1101
  %L1556 = load float, ptr %0, align 4
  store <8 x i8> %Shuff603, ptr %Sl1322, align 8
  %E1557 = extractelement <2 x i64> %Sl1190, i32 %Sl1018
  %Shuff1558 = shufflevector <4 x i16> %Shuff1542, <4 x i16> %B447, <4 x i32> <i32 undef, i32 6, i32 0, i32 undef>
  %I1559 = insertelement <4 x i1> %Shuff99, i1 %Cmp261, i32 %Tr274
  %Se1560 = sext i1 %Cmp466 to i32
  %Sl1561 = select <4 x i1> %Shuff1008, <4 x float> %Shuff801, <4 x float> %L239
  %Cmp1562 = icmp uge <2 x i16> %I560, %Tr1513
  %L1563 = load <16 x i32>, ptr %PC228, align 64
  store double %Sl746, ptr %Sl534, align 8
  %E1564 = extractelement <8 x i64> %Shuff1186, i32 %E879
  %Shuff1565 = shufflevector <2 x i8> %L156, <2 x i8> %Sl520, <2 x i32> <i32 1, i32 3>
  %I1566 = insertelement <4 x i1> %Shuff7, i1 %Cmp997, i32 %E1373
  %B1567 = ashr <4 x i64> %ZE1306, %Sl1424
  %Se1568 = sext i1 %Cmp1012 to i32
  %Sl1569 = select <4 x i1> %Cmp929, <4 x double> %FC1189, <4 x double> %L397
  %Cmp1570 = icmp sgt <8 x i64> %I144, %L20
  %L1571 = load <16 x double>, ptr %Sl1322, align 128
  store double %FC1521, ptr %Sl534, align 8
  %E1572 = extractelement <8 x i64> %I736, i32 %E420
  %Shuff1573 = shufflevector <4 x i1> %Cmp155, <4 x i1> %Cmp426, <4 x i32> <i32 undef, i32 5, i32 7, i32 undef>
  %I1574 = insertelement <16 x i8> %L112, i8 %E1221, i32 %E367
  %Tr1575 = trunc i16 %L856 to i8
  %Sl1576 = select i1 %Cmp1235, i8 %E428, i8 %B926
  %Cmp1577 = icmp ule <2 x i1> %Shuff917, %Cmp685
  %L1578 = load i1, ptr %Sl1322, align 1
  br i1 %L1578, label %CF2254, label %CF2347

CF2347:                                           ; preds = %CF2254
  store <4 x i64> %I567, ptr %Sl1322, align 32
  %E1579 = extractelement <4 x i1> %I23, i32 %L748
  br i1 %E1579, label %CF2102, label %CF2115

CF2115:                                           ; preds = %CF2115, %CF2351, %CF2223, %CF2217, %CF2268, %CF2347
  %Shuff1580 = shufflevector <4 x float> %Shuff985, <4 x float> %Shuff1254, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1581 = insertelement <4 x i1> %Cmp230, i1 %L1578, i32 %B1172
  %B1582 = fmul double %B1024, %FC1173
  %Se1583 = sext <2 x i1> %Cmp725 to <2 x i32>
  %Sl1584 = select i1 %E405, float %E1274, float %L467
  %Cmp1585 = icmp ugt i1 %E1464, %Sl496
  br i1 %Cmp1585, label %CF2115, label %CF2232

CF2232:                                           ; preds = %CF2232, %CF2115
  %L1586 = load i64, ptr %Sl599, align 4
  store <1 x float> %Shuff1333, ptr %Sl1461, align 4
  %E1587 = extractelement <4 x i32> %Shuff1037, i32 %Se1568
  %Shuff1588 = shufflevector <2 x i64> %Shuff793, <2 x i64> %Shuff1104, <2 x i32> <i32 0, i32 2>
  %I1589 = insertelement <4 x i32> %ZE645, i32 %E673, i32 %Sl646
  %FC1590 = fptosi <4 x double> %FC1529 to <4 x i32>
  %Sl1591 = select i1 %Sl760, i1 %L28, i1 true
  br i1 %Sl1591, label %CF2232, label %CF2329

CF2329:                                           ; preds = %CF2329, %CF2232
  %Cmp1592 = fcmp ule <4 x float> %I902, %I1084
  %L1593 = load <2 x i8>, ptr %Sl1322, align 2
  store i1 %Cmp959, ptr %Sl1322, align 1
  %E1594 = extractelement <2 x i64> %Shuff182, i32 %E149
  %Shuff1595 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %L640, <4 x i32> <i32 5, i32 undef, i32 1, i32 3>
  %I1596 = insertelement <2 x i64> %Shuff1588, i64 %E300, i32 %L578
  %B1597 = and i32 %L578, %E1289
  %FC1598 = uitofp i1 %Cmp210 to double
  %Sl1599 = select i1 %E499, i1 %Cmp997, i1 %Cmp1547
  br i1 %Sl1599, label %CF2329, label %CF2351

CF2351:                                           ; preds = %CF2329
  %Cmp1600 = icmp eq i64 %L1147, %FC669
  br i1 %Cmp1600, label %CF2115, label %CF2223

CF2223:                                           ; preds = %CF2351
  %L1601 = load i32, ptr %PC, align 4
  store <4 x i64> %I1255, ptr %Sl186, align 32
  %E1602 = extractelement <4 x i1> %Shuff7, i32 %L482
  br i1 %E1602, label %CF2115, label %CF2170

CF2170:                                           ; preds = %CF2170, %CF2378, %CF2282, %CF2223
  %Shuff1603 = shufflevector <2 x i8> %Shuff174, <2 x i8> %Tr796, <2 x i32> <i32 2, i32 undef>
  %I1604 = insertelement <4 x i32> %L1220, i32 %L1213, i32 %L451
  %FC1605 = sitofp <4 x i16> %Shuff880 to <4 x double>
  %Sl1606 = select i1 true, <4 x i1> %I501, <4 x i1> %L726
  %Cmp1607 = fcmp false double %B1452, %E1095
  br i1 %Cmp1607, label %CF2170, label %CF2378

CF2378:                                           ; preds = %CF2170
  %L1608 = load float, ptr %Sl677, align 4
  store <8 x i64> %Sl1250, ptr %0, align 64
  %E1609 = extractelement <8 x i64> %Sl1250, i32 %Tr236
  %Shuff1610 = shufflevector <4 x float> %I895, <4 x float> %FC1151, <4 x i32> <i32 undef, i32 6, i32 0, i32 2>
  %I1611 = insertelement <4 x i1> %Shuff566, i1 %E1339, i32 %Sl1018
  %B1612 = fdiv <2 x float> %FC200, %I986
  %FC1613 = uitofp <4 x i1> %Sl1385 to <4 x double>
  %Sl1614 = select <2 x i1> %Cmp163, <2 x i32> %L1058, <2 x i32> %L1020
  %Cmp1615 = icmp ule <8 x i8> %I362, %L247
  %L1616 = load <2 x i32>, ptr %Sl1461, align 8
  store float %FC1078, ptr %Sl1322, align 4
  %E1617 = extractelement <4 x float> %L1006, i32 %L664
  %Shuff1618 = shufflevector <4 x i1> %Shuff1311, <4 x i1> %Cmp140, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1619 = insertelement <8 x i64> %I144, i64 %Se540, i32 %Tr236
  %Se1620 = sext <2 x i1> %I1297 to <2 x i16>
  %Sl1621 = select <2 x i1> %I478, <2 x i8> %L203, <2 x i8> %Tr796
  %Cmp1622 = icmp sge i16 %Sl854, %L740
  br i1 %Cmp1622, label %CF2170, label %CF2282

CF2282:                                           ; preds = %CF2378
  %L1623 = load <16 x i1>, ptr %Sl534, align 2
  store double %E1095, ptr %Sl1322, align 8
  %E1624 = extractelement <8 x i64> %B582, i32 %E1119
  %Shuff1625 = shufflevector <2 x i64> %Shuff793, <2 x i64> %B1407, <2 x i32> <i32 1, i32 3>
  %I1626 = insertelement <4 x float> %I1084, float %FC1078, i32 %L791
  %B1627 = fdiv <4 x float> %I751, %B471
  %Tr1628 = trunc i64 %ZE904 to i8
  %Sl1629 = select i1 %E828, <2 x i64> %Shuff44, <2 x i64> %B385
  %Cmp1630 = icmp sge <8 x i32> %I553, %Se1416
  %L1631 = load float, ptr %0, align 4
  store <2 x double> %L419, ptr %Sl1322, align 16
  %E1632 = extractelement <4 x i32> %Shuff1534, i32 %Se1560
  %Shuff1633 = shufflevector <4 x i1> %Shuff573, <4 x i1> %I1208, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1634 = insertelement <4 x i1> %Shuff1096, i1 %L1516, i32 %Se1047
  %B1635 = fadd double %B1383, %Sl746
  %ZE1636 = zext i1 %Sl1033 to i16
  %Sl1637 = select i1 %Cmp944, i64 %Se540, i64 %E390
  %Cmp1638 = icmp uge <2 x i64> %Shuff688, %B1407
  %L1639 = load <8 x i1>, ptr %0, align 1
  store i64 %E382, ptr %Sl1322, align 4
  %E1640 = extractelement <8 x i8> %Shuff257, i32 %L930
  %Shuff1641 = shufflevector <4 x i1> %Sl670, <4 x i1> %Shuff1618, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1642 = insertelement <8 x i8> %Shuff634, i8 %B590, i32 %Tr236
  %B1643 = sdiv i64 %ZE904, %L608
  %FC1644 = sitofp <4 x i1> %I918 to <4 x float>
  %Sl1645 = select i1 %Cmp442, <4 x i32> %Shuff596, <4 x i32> %Shuff1360
  %Cmp1646 = icmp sge i1 %E1103, %Cmp1005
  br i1 %Cmp1646, label %CF2170, label %CF2217

CF2217:                                           ; preds = %CF2282
  %L1647 = load double, ptr %Sl1461, align 8
  store <8 x double> %L922, ptr %Sl1322, align 64
  %E1648 = extractelement <8 x i64> %Shuff756, i32 %Se1047
  %Shuff1649 = shufflevector <8 x i64> %L1331, <8 x i64> %I729, <8 x i32> <i32 undef, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I1650 = insertelement <2 x i32> %Shuff1089, i32 %E337, i32 %E1289
  %FC1651 = sitofp <4 x i16> %Shuff1558 to <4 x float>
  %Sl1652 = select i1 %E507, i8 %Se185, i8 %B1062
  %Cmp1653 = icmp slt <4 x i1> %I8, %Shuff642
  %L1654 = load <2 x i64>, ptr %Sl534, align 16
  store i64 %E1509, ptr %Sl599, align 4
  %E1655 = extractelement <2 x i1> %Cmp1251, i32 %L1601
  br i1 %E1655, label %CF2115, label %CF2150

CF2150:                                           ; preds = %CF2150, %CF2380, %CF2210, %CF2217
  %Shuff1656 = shufflevector <4 x i32> %Shuff22, <4 x i32> %I1480, <4 x i32> <i32 3, i32 5, i32 7, i32 undef>
  %I1657 = insertelement <8 x i1> %Shuff1389, i1 %Sl1026, i32 %E307
  %B1658 = fdiv float %Tr169, %E719
  %FC1659 = fptosi <4 x float> %I1157 to <4 x i16>
  %Sl1660 = select i1 %E1325, i64 %Se1039, i64 %B698
  %Cmp1661 = icmp ugt <8 x i8> %Shuff634, %Shuff603
  %L1662 = load <2 x i32>, ptr %Sl1322, align 8
  store i16 %E63, ptr %Sl1461, align 2
  %E1663 = extractelement <2 x i8> %Shuff1450, i32 %E420
  %Shuff1664 = shufflevector <2 x i64> %Shuff1200, <2 x i64> %I888, <2 x i32> <i32 1, i32 3>
  %I1665 = insertelement <4 x i8> %L1205, i8 %E755, i32 %E879
  %B1666 = shl <4 x i16> %B447, %L148
  %FC1667 = uitofp i32 %E537 to double
  %Sl1668 = select <8 x i1> %FC479, <8 x i1> %Cmp1615, <8 x i1> %L953
  %Cmp1669 = icmp uge <4 x i1> %I108, %Cmp855
  %L1670 = load <16 x i32>, ptr %Sl1322, align 64
  store i32 %Sl1018, ptr %PC, align 4
  %E1671 = extractelement <4 x i1> %Sl966, i32 %Sl1417
  br i1 %E1671, label %CF2150, label %CF2229

CF2229:                                           ; preds = %CF2229, %CF2150
  %Shuff1672 = shufflevector <4 x i1> %Shuff92, <4 x i1> %Cmp1027, <4 x i32> <i32 3, i32 undef, i32 7, i32 1>
  %I1673 = insertelement <4 x float> %B471, float 0x46E2A3B680000000, i32 %E1119
  %B1674 = and <2 x i8> %I1354, %Se1545
  %FC1675 = fptoui double %E820 to i32
  %Sl1676 = select i1 %FC723, i16 1001, i16 %Sl1123
  %Cmp1677 = fcmp ogt <2 x float> %L601, %L1470
  %L1678 = load i8, ptr %Sl34, align 1
  store <16 x i32> %L389, ptr %Sl1461, align 64
  %E1679 = extractelement <4 x double> %L1387, i32 %FC1675
  %Shuff1680 = shufflevector <1 x i1> %Shuff1000, <1 x i1> %L83, <1 x i32> zeroinitializer
  %I1681 = insertelement <16 x i32> %Shuff1526, i32 %E515, i32 %E337
  %B1682 = add i8 %L586, %Sl789
  %Tr1683 = trunc <2 x i64> %Sl395 to <2 x i32>
  %Sl1684 = select i1 %Sl282, i1 %E641, i1 %E1602
  br i1 %Sl1684, label %CF2229, label %CF2380

CF2380:                                           ; preds = %CF2229
  %Cmp1685 = icmp ugt i1 %Cmp313, %Cmp396
  br i1 %Cmp1685, label %CF2150, label %CF2183

CF2183:                                           ; preds = %CF2183, %CF2359, %CF2380
  %L1686 = load <4 x i64>, ptr %Sl1322, align 32
  store i1 %Sl1491, ptr %Sl534, align 1
  %E1687 = extractelement <4 x double> %L397, i32 %L1508
  %Shuff1688 = shufflevector <4 x i32> %L1118, <4 x i32> %Sl1300, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1689 = insertelement <2 x i8> %Shuff530, i8 %L586, i32 %Sl1417
  %B1690 = ashr <4 x i32> %I369, %Se533
  %ZE1691 = zext <4 x i8> %Se661 to <4 x i32>
  %Sl1692 = select i1 %Cmp1293, i32 %Se1047, i32 %L1213
  %Cmp1693 = icmp uge <1 x i1> %Cmp276, %Shuff1680
  %L1694 = load <16 x i32>, ptr %PC228, align 64
  store i32 %L344, ptr %PC228, align 4
  %E1695 = extractelement <4 x i32> %Shuff1656, i32 %E1289
  %Shuff1696 = shufflevector <4 x i1> %Shuff1340, <4 x i1> %Cmp1153, <4 x i32> <i32 5, i32 7, i32 1, i32 undef>
  %I1697 = insertelement <2 x i1> %Shuff1246, i1 %Sl320, i32 %E673
  %Se1698 = sext <4 x i32> %Se533 to <4 x i64>
  %Sl1699 = select i1 %Cmp450, i1 %Sl782, i1 %Cmp291
  br i1 %Sl1699, label %CF2183, label %CF2298

CF2298:                                           ; preds = %CF2298, %CF2183
  %Cmp1700 = icmp uge <2 x i64> %I1187, %Shuff294
  %L1701 = load i16, ptr %0, align 2
  store <4 x double> %L397, ptr %0, align 32
  %E1702 = extractelement <4 x i1> %Shuff368, i32 %E1082
  br i1 %E1702, label %CF2298, label %CF2359

CF2359:                                           ; preds = %CF2298
  %Shuff1703 = shufflevector <4 x i16> %Shuff1558, <4 x i16> %L148, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I1704 = insertelement <4 x i64> %I787, i64 %L1448, i32 %E565
  %Se1705 = sext i1 %Cmp563 to i16
  %Sl1706 = select i1 %Cmp1357, double %Sl504, double %FC356
  %Cmp1707 = icmp ugt i32 %E1155, %E617
  br i1 %Cmp1707, label %CF2183, label %CF2210

CF2210:                                           ; preds = %CF2359
  %L1708 = load i64, ptr %Sl125, align 4
  store <4 x float> %I1069, ptr %Sl599, align 16
  %E1709 = extractelement <4 x i1> %Shuff64, i32 %Sl646
  br i1 %E1709, label %CF2150, label %CF2163

CF2163:                                           ; preds = %CF2163, %CF2392, %CF2310, %CF2210
  %Shuff1710 = shufflevector <4 x i8> %L195, <4 x i8> %Shuff516, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I1711 = insertelement <4 x i8> %Shuff316, i8 %B101, i32 %Tr853
  %B1712 = xor <16 x i32> %B1106, %Sl1056
  %Sl1713 = select <4 x i1> %Shuff368, <4 x float> %FC1335, <4 x float> %Shuff429
  %Cmp1714 = icmp uge i1 %E452, %Sl132
  br i1 %Cmp1714, label %CF2163, label %CF2392

CF2392:                                           ; preds = %CF2163
  %L1715 = load <2 x float>, ptr %Sl1322, align 8
  store i16 %L1701, ptr %Sl599, align 2
  %E1716 = extractelement <8 x i64> %L62, i32 %Tr236
  %Shuff1717 = shufflevector <4 x i32> %L105, <4 x i32> %Sl1166, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1718 = insertelement <4 x i32> %Sl1645, i32 %L960, i32 %E1289
  %ZE1719 = zext i1 %E71 to i16
  %Sl1720 = select i1 %E248, i64 %E1572, i64 %Se540
  %Cmp1721 = fcmp ugt double %FC363, %E1095
  br i1 %Cmp1721, label %CF2163, label %CF2250

CF2250:                                           ; preds = %CF2250, %CF2392
  %L1722 = load <4 x i16>, ptr %Sl125, align 8
  store i16 %E1177, ptr %Sl1322, align 2
  %E1723 = extractelement <4 x i64> %B1567, i32 %E1082
  %Shuff1724 = shufflevector <4 x i8> %Tr934, <4 x i8> %Shuff383, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1725 = insertelement <4 x i16> zeroinitializer, i16 %Se950, i32 %E78
  %FC1726 = uitofp <4 x i8> %Shuff1724 to <4 x double>
  %Sl1727 = select <16 x i1> %I1305, <16 x i1> %Cmp474, <16 x i1> %Cmp474
  %Cmp1728 = icmp ult i8 %Tr, %Sl890
  br i1 %Cmp1728, label %CF2250, label %CF2310

CF2310:                                           ; preds = %CF2250
  %L1729 = load <2 x float>, ptr %Sl1461, align 8
  store i16 %E1295, ptr %Sl1322, align 2
  %E1730 = extractelement <4 x i1> %Cmp1212, i32 %E617
  br i1 %E1730, label %CF2163, label %CF2175

CF2175:                                           ; preds = %CF2175, %CF2330, %CF2310
  %Shuff1731 = shufflevector <4 x i8> %L195, <4 x i8> %B964, <4 x i32> <i32 undef, i32 7, i32 1, i32 undef>
  %I1732 = insertelement <4 x i1> %I918, i1 %Cmp450, i32 %E420
  %B1733 = ashr <4 x i16> %Se861, %L270
  %FC1734 = fptosi <4 x float> %Sl1561 to <4 x i8>
  %Sl1735 = select i1 %Cmp358, i1 %Cmp717, i1 %Sl897
  br i1 %Sl1735, label %CF2175, label %CF2292

CF2292:                                           ; preds = %CF2292, %CF2175
  %Cmp1736 = icmp eq <4 x i32> %I86, %Se533
  %L1737 = load <4 x i16>, ptr %Sl34, align 8
  store i64 %B318, ptr %PC228, align 4
  %E1738 = extractelement <4 x float> %I1673, i32 %FC1675
  %Shuff1739 = shufflevector <2 x i1> %Cmp1577, <2 x i1> %Cmp163, <2 x i32> <i32 3, i32 undef>
  %I1740 = insertelement <4 x i1> %I1527, i1 %L1516, i32 %Tr236
  %B1741 = urem i32 %Se1560, %FC1675
  %Tr1742 = trunc i16 %B1248 to i8
  %Sl1743 = select i1 %Sl1026, i16 %Se950, i16 %Se653
  %Cmp1744 = icmp ne <4 x i32> %I1076, %B310
  %L1745 = load <8 x i16>, ptr %0, align 16
  store i1 %Cmp27, ptr %Sl534, align 1
  %E1746 = extractelement <4 x i1> %Shuff764, i32 %E307
  br i1 %E1746, label %CF2292, label %CF2330

CF2330:                                           ; preds = %CF2292
  %Shuff1747 = shufflevector <4 x i1> %Shuff7, <4 x i1> %I971, <4 x i32> <i32 3, i32 5, i32 undef, i32 1>
  %I1748 = insertelement <4 x i16> %L270, i16 %ZE699, i32 %Tr236
  %B1749 = and <16 x i32> %L1563, %Sl1004
  %FC1750 = sitofp <8 x i64> %L62 to <8 x double>
  %Sl1751 = select i1 %Sl1315, <4 x i16> zeroinitializer, <4 x i16> %I1291
  %Cmp1752 = icmp sge i1 %Sl379, %E1339
  br i1 %Cmp1752, label %CF2175, label %CF2268

CF2268:                                           ; preds = %CF2330
  %L1753 = load i32, ptr %PC74, align 4
  store <1 x i64> %L1463, ptr %Sl1322, align 8
  %E1754 = extractelement <16 x i1> %Shuff873, i32 %E1533
  br i1 %E1754, label %CF2115, label %CF2142

CF2142:                                           ; preds = %CF2142, %CF2268
  %Shuff1755 = shufflevector <1 x i1> %Cmp1693, <1 x i1> %Shuff469, <1 x i32> undef
  %I1756 = insertelement <4 x i32> %I273, i32 %FC1675, i32 %E1155
  %B1757 = add i32 %L1213, %Se1560
  %Sl1758 = select i1 %Sl282, i8 %Tr, i8 %L1176
  %Cmp1759 = icmp eq <4 x i32> %I667, %I86
  %L1760 = load i8, ptr %Sl599, align 1
  store <2 x double> %L419, ptr %Sl677, align 16
  %E1761 = extractelement <2 x i1> %Cmp1197, i32 %E106
  br i1 %E1761, label %CF2142, label %CF2371

CF2371:                                           ; preds = %CF2142
  %Shuff1762 = shufflevector <2 x i32> %Tr1683, <2 x i32> %Se1583, <2 x i32> <i32 0, i32 2>
  %I1763 = insertelement <4 x i1> %Cmp1259, i1 %Sl132, i32 %3
  %B1764 = shl <4 x i16> %Shuff1595, %L1737
  %Tr1765 = trunc i32 %E711 to i16
  %Sl1766 = select i1 %E1427, float %E1617, float %E1738
  %Cmp1767 = icmp sge i1 %E1761, %Sl1174
  br i1 %Cmp1767, label %CF2102, label %CF2108

CF2108:                                           ; preds = %CF2108, %CF2312, %CF2371
  %L1768 = load double, ptr %Sl677, align 8
  store <4 x i8> %Sl1271, ptr %Sl534, align 4
  %E1769 = extractelement <4 x i1> %Shuff72, i32 %L799
  br i1 %E1769, label %CF2108, label %CF2312

CF2312:                                           ; preds = %CF2108
  %Shuff1770 = shufflevector <4 x i32> %Shuff, <4 x i32> %Se533, <4 x i32> <i32 undef, i32 undef, i32 4, i32 6>
  %I1771 = insertelement <4 x i1> %Shuff92, i1 %E1103, i32 %E565
  %Tr1772 = trunc <16 x i8> %I302 to <16 x i1>
  %Sl1773 = select <8 x i1> %Sl1242, <8 x i8> %I362, <8 x i8> %L36
  %Cmp1774 = icmp ule <4 x i16> %L270, %Sl1071
  %L1775 = load <4 x i1>, ptr %Sl1322, align 1
  store float %E777, ptr %Sl677, align 4
  %E1776 = extractelement <16 x i32> %B1497, i32 %E946
  %Shuff1777 = shufflevector <4 x i32> %L105, <4 x i32> %Shuff1360, <4 x i32> <i32 undef, i32 undef, i32 1, i32 3>
  %I1778 = insertelement <4 x i1> %Shuff1142, i1 %Sl268, i32 %Tr236
  %Sl1779 = select i1 %E1380, <8 x i64> %L62, <8 x i64> %I1320
  %Cmp1780 = icmp eq <4 x i1> %Sl193, %Shuff909
  %L1781 = load double, ptr %Sl1461, align 8
  store <4 x float> %Sl1561, ptr %Sl1322, align 16
  %E1782 = extractelement <4 x i1> %Shuff99, i32 %E367
  br i1 %E1782, label %CF2108, label %CF2212

CF2212:                                           ; preds = %CF2212, %CF2312
  %Shuff1783 = shufflevector <4 x i1> %I73, <4 x i1> %Cmp1191, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1784 = insertelement <2 x i64> %B1321, i64 %L5, i32 %E420
  %B1785 = shl i64 %E1557, %B752
  %BC1786 = bitcast <8 x double> %FC1750 to <8 x i64>
  %Sl1787 = select i1 %Cmp863, i16 %B1430, i16 %ZE1636
  %Cmp1788 = icmp ugt <4 x i1> %Shuff1262, %Sl402
  %L1789 = load <4 x i1>, ptr %Sl677, align 1
  store i1 %Cmp870, ptr %Sl1322, align 1
  %E1790 = extractelement <4 x i1> %Shuff764, i32 %E1776
  br i1 %E1790, label %CF2212, label %CF2276

CF2276:                                           ; preds = %CF2212
  %Shuff1791 = shufflevector <4 x i1> %Cmp818, <4 x i1> %I1208, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I1792 = insertelement <2 x i64> %Shuff610, i64 %L1532, i32 %L1477
  %B1793 = shl <4 x i32> %B87, %Sl1300
  %Sl1794 = select <2 x i1> %I478, <2 x i1> %Cmp246, <2 x i1> %Cmp1101
  %Cmp1795 = icmp sgt <4 x i32> %B16, %Shuff1360
  %L1796 = load <4 x i8>, ptr %Sl1322, align 4
  store i16 %Se950, ptr %Sl534, align 2
  %E1797 = extractelement <4 x i16> %B447, i32 %E367
  %Shuff1798 = shufflevector <4 x i32> %I1016, <4 x i32> %I273, <4 x i32> <i32 1, i32 3, i32 5, i32 undef>
  %I1799 = insertelement <16 x i1> %L180, i1 %Cmp959, i32 %E1359
  %Tr1800 = trunc i8 %Sl1446 to i1
  br i1 %Tr1800, label %CF2072, label %CF2074

CF2074:                                           ; preds = %CF2074, %CF2304, %CF2276
  %Sl1801 = select i1 %Cmp1219, i1 %E1051, i1 %E828
  br i1 %Sl1801, label %CF2074, label %CF2304

CF2304:                                           ; preds = %CF2074
  %Cmp1802 = icmp ugt i1 %Cmp891, %Sl223
  br i1 %Cmp1802, label %CF2074, label %CF2087

CF2087:                                           ; preds = %CF2087, %CF2362, %CF2252, %CF2266, %CF2188, %CF2304
  %L1803 = load i1, ptr %Sl1461, align 1
  br i1 %L1803, label %CF2087, label %CF2194

CF2194:                                           ; preds = %CF2194, %CF2087
  store <2 x double> %L419, ptr %Sl677, align 16
  %E1804 = extractelement <4 x i1> %Shuff92, i32 %E6
  br i1 %E1804, label %CF2194, label %CF2301

CF2301:                                           ; preds = %CF2301, %CF2194
  %Shuff1805 = shufflevector <2 x i64> %Shuff1156, <2 x i64> %Shuff545, <2 x i32> <i32 0, i32 2>
  %I1806 = insertelement <2 x i64> %Shuff735, i64 0, i32 %E711
  %B1807 = add <4 x i16> %Sl1048, %I31
  %FC1808 = fptoui <4 x float> %FC1151 to <4 x i8>
  %Sl1809 = select <4 x i1> %Sl1475, <4 x float> %Shuff1610, <4 x float> %L239
  %Cmp1810 = icmp uge i1 %Sl974, %Cmp1204
  br i1 %Cmp1810, label %CF2301, label %CF2362

CF2362:                                           ; preds = %CF2301
  %L1811 = load <1 x i8>, ptr %Sl1322, align 1
  store i32 %E307, ptr %Sl34, align 4
  %E1812 = extractelement <2 x i1> %Cmp1638, i32 %E1289
  br i1 %E1812, label %CF2087, label %CF2172

CF2172:                                           ; preds = %CF2172, %CF2381, %CF2362
  %Shuff1813 = shufflevector <4 x i1> %Cmp1744, <4 x i1> %Cmp1364, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1814 = insertelement <4 x i1> %Cmp1795, i1 %Cmp1272, i32 %Tr274
  %B1815 = sub <2 x i64> %I888, %Sl1138
  %Tr1816 = trunc <4 x i32> %L1501 to <4 x i8>
  %Sl1817 = select <4 x i1> zeroinitializer, <4 x i1> %Cmp975, <4 x i1> %Shuff368
  %Cmp1818 = icmp sge i64 %Sl526, %Se252
  br i1 %Cmp1818, label %CF2172, label %CF2328

CF2328:                                           ; preds = %CF2328, %CF2172
  %L1819 = load <2 x i64>, ptr %Sl1322, align 16
  store i16 %ZE145, ptr %0, align 2
  %E1820 = extractelement <16 x i32> %Shuff1269, i32 %E307
  %Shuff1821 = shufflevector <2 x i32> %Shuff1089, <2 x i32> %Se1583, <2 x i32> <i32 1, i32 undef>
  %I1822 = insertelement <4 x i32> %I137, i32 %B1741, i32 %Se737
  %FC1823 = sitofp i32 %E127 to float
  %Sl1824 = select i1 %Cmp1767, <4 x i64> %I787, <4 x i64> %I1113
  %Cmp1825 = fcmp ole <2 x float> %I1001, %L1715
  %L1826 = load float, ptr %Sl1322, align 4
  %E1827 = extractelement <4 x i32> %Shuff618, i32 %Se1560
  %Shuff1828 = shufflevector <4 x i1> %I332, <4 x i1> %L543, <4 x i32> <i32 5, i32 7, i32 undef, i32 3>
  %I1829 = insertelement <4 x i8> %L1205, i8 %B32, i32 %L799
  %B1830 = mul i64 %B431, %Sl1637
  %Se1831 = sext i8 %L1081 to i16
  %Sl1832 = select <1 x i1> %Cmp276, <1 x i64> %L1463, <1 x i64> %L1463
  %Cmp1833 = icmp sgt i64 %E865, %L1448
  br i1 %Cmp1833, label %CF2328, label %CF2381

CF2381:                                           ; preds = %CF2328
  %L1834 = load <2 x i32>, ptr %Sl34, align 8
  store i8 %B926, ptr %Sl534, align 1
  %E1835 = extractelement <2 x i64> %Shuff30, i32 %Sl1329
  %Shuff1836 = shufflevector <8 x i1> %Cmp826, <8 x i1> %L306, <8 x i32> <i32 3, i32 5, i32 7, i32 undef, i32 undef, i32 undef, i32 15, i32 1>
  %I1837 = insertelement <8 x i64> %Shuff1052, i64 %B1785, i32 %L930
  %B1838 = shl i64 %L1532, %E1557
  %Tr1839 = trunc <2 x i64> %I1171 to <2 x i16>
  %Sl1840 = select i1 %Tr1800, i1 %L878, i1 %Sl753
  br i1 %Sl1840, label %CF2172, label %CF2252

CF2252:                                           ; preds = %CF2381
  %Cmp1841 = icmp ugt <1 x i8> %B1438, %L1028
  %L1842 = load i64, ptr %Sl125, align 4
  store <2 x i32> %L1020, ptr %Sl1322, align 8
  %E1843 = extractelement <4 x float> %Shuff588, i32 %B1391
  %Shuff1844 = shufflevector <4 x i8> %Shuff316, <4 x i8> %I1406, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1845 = insertelement <4 x i1> %Shuff524, i1 %Cmp701, i32 %L791
  %B1846 = sub <2 x i64> %Shuff294, %Shuff30
  %ZE1847 = zext i1 %L1411 to i64
  %Sl1848 = select i1 %Cmp1204, i1 %Cmp61, i1 %Cmp1057
  br i1 %Sl1848, label %CF2087, label %CF2149

CF2149:                                           ; preds = %CF2149, %CF2377, %CF2252
  %Cmp1849 = icmp ugt <2 x i64> %Shuff1156, %L1426
  %L1850 = load <8 x double>, ptr %0, align 64
  store i64 %E1310, ptr %Sl677, align 4
  %E1851 = extractelement <2 x i64> %Shuff1326, i32 %Se781
  %Shuff1852 = shufflevector <2 x i64> %B780, <2 x i64> %L262, <2 x i32> <i32 1, i32 3>
  %I1853 = insertelement <4 x i8> %Tr1505, i8 %B1062, i32 %L930
  %B1854 = fdiv double %L1524, %E820
  %FC1855 = fptoui float %FC378 to i8
  %Sl1856 = select <4 x i1> %I1231, <4 x i1> %Sl1292, <4 x i1> %I191
  %Cmp1857 = icmp ule i64 %Sl1660, %L97
  br i1 %Cmp1857, label %CF2149, label %CF2377

CF2377:                                           ; preds = %CF2149
  %L1858 = load <8 x i1>, ptr %Sl1322, align 1
  store float %FC839, ptr %Sl534, align 4
  %E1859 = extractelement <4 x i32> %L475, i32 %L791
  %Shuff1860 = shufflevector <2 x i64> %Shuff650, <2 x i64> %B385, <2 x i32> <i32 3, i32 1>
  %I1861 = insertelement <4 x i32> %I994, i32 %E1332, i32 %E367
  %B1862 = fadd float %FC1225, %B949
  %ZE1863 = zext <4 x i1> %Shuff1421 to <4 x i64>
  %Sl1864 = select i1 %Cmp982, ptr %A, ptr %Sl186
  %Cmp1865 = icmp sgt i8 %Tr1129, %B510
  br i1 %Cmp1865, label %CF2149, label %CF2200

CF2200:                                           ; preds = %CF2200, %CF2377
  %L1866 = load <4 x double>, ptr %Sl1322, align 32
  store double %L77, ptr %Sl1322, align 8
  %E1867 = extractelement <4 x i16> %Shuff190, i32 %L1477
  %Shuff1868 = shufflevector <2 x i64> %Sl290, <2 x i64> %I115, <2 x i32> <i32 1, i32 3>
  %I1869 = insertelement <8 x i1> %Cmp767, i1 %E828, i32 %B1172
  %B1870 = frem double %L1768, %L1768
  %Tr1871 = trunc <2 x i64> %Shuff1852 to <2 x i32>
  %Sl1872 = select i1 %Cmp671, i8 %FC448, i8 %B184
  %Cmp1873 = icmp ne <2 x i64> %I80, %I574
  %L1874 = load i64, ptr %Sl1322, align 4
  store <2 x i64> %Shuff1465, ptr %Sl1322, align 16
  %E1875 = extractelement <2 x float> %Sl817, i32 %E1587
  %Shuff1876 = shufflevector <8 x i64> %L1331, <8 x i64> %I1128, <8 x i32> <i32 10, i32 undef, i32 14, i32 0, i32 2, i32 4, i32 6, i32 undef>
  %I1877 = insertelement <4 x i32> %Shuff1656, i32 %L1508, i32 %B1741
  %B1878 = urem i32 %L748, %L1213
  %Sl1879 = select i1 %Cmp944, float %E777, float %FC109
  %Cmp1880 = icmp uge <4 x i32> %L1118, %Shuff1717
  %L1881 = load <2 x i32>, ptr %Sl1864, align 8
  store i8 %Tr17, ptr %Sl599, align 1
  %E1882 = extractelement <8 x i32> %L218, i32 %Tr853
  %Shuff1883 = shufflevector <16 x i32> %L412, <16 x i32> %L389, <16 x i32> <i32 undef, i32 undef, i32 9, i32 undef, i32 13, i32 undef, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 undef, i32 31, i32 1, i32 3>
  %I1884 = insertelement <8 x i64> %I1038, i64 %ZE773, i32 %L748
  %B1885 = frem <4 x double> %L624, %L397
  %Sl1886 = select i1 %Cmp1622, <4 x i32> %I1195, <4 x i32> %B455
  %Cmp1887 = icmp ule i1 %Cmp563, %L1578
  br i1 %Cmp1887, label %CF2200, label %CF2266

CF2266:                                           ; preds = %CF2200
  %L1888 = load double, ptr %Sl125, align 8
  store <8 x double> %L231, ptr %Sl599, align 64
  %E1889 = extractelement <2 x i64> %Shuff1465, i32 %Sl1417
  %Shuff1890 = shufflevector <2 x i32> %Tr1683, <2 x i32> %L141, <2 x i32> <i32 2, i32 0>
  %I1891 = insertelement <4 x i8> %Shuff316, i8 %B355, i32 %E307
  %FC1892 = sitofp <4 x i8> %I1711 to <4 x double>
  %Sl1893 = select i1 %Cmp1462, <2 x i1> %Cmp1337, <2 x i1> %L329
  %Cmp1894 = icmp sgt i1 %E785, %Sl320
  br i1 %Cmp1894, label %CF2087, label %CF2146

CF2146:                                           ; preds = %CF2146, %CF2324, %CF2370, %CF2366, %CF2266
  %L1895 = load i1, ptr %Sl1864, align 1
  br i1 %L1895, label %CF2146, label %CF2324

CF2324:                                           ; preds = %CF2146
  %E1896 = extractelement <2 x i1> %Tr424, i32 %E106
  br i1 %E1896, label %CF2146, label %CF2289

CF2289:                                           ; preds = %CF2289, %CF2324
  %Shuff1897 = shufflevector <4 x i1> %I1527, <4 x i1> %Cmp1425, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1898 = insertelement <8 x i16> %Tr554, i16 %E29, i32 %Tr236
  %B1899 = or i16 %Sl146, %Se637
  %Sl1900 = select i1 %Cmp1622, <2 x i1> %Cmp1109, <2 x i1> %Cmp1873
  %Cmp1901 = icmp uge <8 x i64> %BC1786, %I1320
  %L1902 = load i1, ptr %Sl1322, align 1
  br i1 %L1902, label %CF2289, label %CF2370

CF2370:                                           ; preds = %CF2289
  %E1903 = extractelement <2 x i64> %L754, i32 %E1533
  %Shuff1904 = shufflevector <2 x i64> %Shuff610, <2 x i64> %B919, <2 x i32> <i32 undef, i32 1>
  %I1905 = insertelement <4 x i32> %Shuff626, i32 %E1082, i32 %Tr236
  %Se1906 = sext <4 x i8> %B393 to <4 x i16>
  %Sl1907 = select <4 x i1> %Shuff7, <4 x i32> %I183, <4 x i32> %I422
  %Cmp1908 = icmp sge <4 x i1> %Shuff674, %Cmp1653
  %L1909 = load <1 x i32>, ptr %Sl34, align 4
  store i1 %Cmp1204, ptr %Sl1461, align 1
  %E1910 = extractelement <4 x i1> %Shuff1421, i32 %L1213
  br i1 %E1910, label %CF2146, label %CF2190

CF2190:                                           ; preds = %CF2190, %CF2389, %CF2370
  %Shuff1911 = shufflevector <16 x i1> %Tr1257, <16 x i1> %Shuff750, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 undef, i32 21, i32 23, i32 25, i32 27, i32 29, i32 undef, i32 1, i32 3, i32 5, i32 7>
  %I1912 = insertelement <4 x double> %Sl1234, double %B1635, i32 %BC
  %FC1913 = uitofp <2 x i64> %L262 to <2 x float>
  %Sl1914 = select i1 %Cmp563, float %Sl654, float %FC109
  %Cmp1915 = icmp ugt <4 x i32> %Shuff1688, %Sl1554
  %L1916 = load float, ptr %Sl1322, align 4
  store <4 x i64> %Shuff1015, ptr %Sl1322, align 32
  %E1917 = extractelement <4 x i64> %ZE244, i32 %L451
  %Shuff1918 = shufflevector <8 x i64> %L20, <8 x i64> %I1038, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 undef, i32 4>
  %I1919 = insertelement <4 x i1> %Shuff406, i1 %E1427, i32 %E315
  %Sl1920 = select i1 %Cmp1818, <4 x i1> %I167, <4 x i1> %Cmp1759
  %Cmp1921 = icmp ne <2 x i64> %B1467, %B1224
  %L1922 = load i32, ptr %Sl1322, align 4
  store <2 x double> %L915, ptr %Sl1322, align 16
  %E1923 = extractelement <8 x i1> %Shuff1836, i32 %E769
  br i1 %E1923, label %CF2190, label %CF2389

CF2389:                                           ; preds = %CF2190
  %Shuff1924 = shufflevector <2 x i32> %Shuff1821, <2 x i32> %L1154, <2 x i32> <i32 2, i32 0>
  %I1925 = insertelement <2 x i1> %Sl1794, i1 %E813, i32 %E420
  %B1926 = sdiv i32 %B1757, %E56
  %Sl1927 = select i1 %Cmp1721, float %L1556, float %B401
  %Cmp1928 = icmp ugt <4 x i1> %Cmp1227, %I51
  %L1929 = load i32, ptr %PC, align 4
  store <8 x i64> %I604, ptr %Sl1864, align 64
  %E1930 = extractelement <2 x i64> %Shuff1852, i32 %E1587
  %Shuff1931 = shufflevector <4 x i1> %Shuff764, <4 x i1> %I743, <4 x i32> <i32 2, i32 undef, i32 6, i32 0>
  %I1932 = insertelement <4 x i1> %Shuff524, i1 %Cmp1146, i32 %B1391
  %B1933 = shl <2 x i64> %I1596, %B1407
  %ZE1934 = zext i1 %Cmp305 to i16
  %Sl1935 = select i1 %Cmp1235, i1 %Cmp1810, i1 %E680
  br i1 %Sl1935, label %CF2190, label %CF2349

CF2349:                                           ; preds = %CF2349, %CF2368, %CF2389
  %Cmp1936 = icmp ule i8 %E1663, %Sl162
  br i1 %Cmp1936, label %CF2349, label %CF2368

CF2368:                                           ; preds = %CF2349
  %L1937 = load <16 x float>, ptr %Sl534, align 64
  store i16 %B176, ptr %Sl186, align 2
  %E1938 = extractelement <2 x i64> %Shuff1326, i32 %L1213
  %Shuff1939 = shufflevector <2 x i64> %Shuff79, <2 x i64> %Shuff688, <2 x i32> <i32 3, i32 1>
  %I1940 = insertelement <4 x i64> %ZE1863, i64 %L1708, i32 %L482
  %B1941 = sdiv i8 %Tr, %5
  %Se1942 = sext i32 %FC1537 to i64
  %Sl1943 = select i1 %E813, i1 %L768, i1 %E204
  br i1 %Sl1943, label %CF2349, label %CF2366

CF2366:                                           ; preds = %CF2368
  %Cmp1944 = icmp slt i8 %L1760, %E1193
  br i1 %Cmp1944, label %CF2146, label %CF2188

CF2188:                                           ; preds = %CF2366
  %L1945 = load i32, ptr %Sl1322, align 4
  store <16 x i32> %L389, ptr %Sl1322, align 64
  %E1946 = extractelement <2 x i1> %I979, i32 %E711
  br i1 %E1946, label %CF2087, label %CF2117

CF2117:                                           ; preds = %CF2117, %CF2390, %CF2302, %CF2188
  %Shuff1947 = shufflevector <2 x i1> %I1201, <2 x i1> %I1164, <2 x i32> <i32 0, i32 undef>
  %I1948 = insertelement <4 x i1> %Cmp1653, i1 %Cmp171, i32 %Tr853
  %B1949 = frem <4 x float> %I895, %I1069
  %BC1950 = bitcast <2 x float> %B1612 to <2 x i32>
  %Sl1951 = select i1 %L1578, <4 x i1> %Sl193, <4 x i1> %I809
  %Cmp1952 = icmp eq i1 %Cmp1219, %Sl928
  br i1 %Cmp1952, label %CF2117, label %CF2390

CF2390:                                           ; preds = %CF2117
  %L1953 = load i16, ptr %Sl1864, align 2
  store <4 x i64> %L1686, ptr %Sl1322, align 32
  %E1954 = extractelement <8 x i64> %Shuff756, i32 %L1477
  %Shuff1955 = shufflevector <1 x double> %I1045, <1 x double> %L834, <1 x i32> zeroinitializer
  %I1956 = insertelement <4 x i1> %I925, i1 %Cmp1330, i32 %E515
  %B1957 = ashr i64 %Sl1100, %L1372
  %ZE1958 = zext i16 %L443 to i32
  %Sl1959 = select i1 %Sl95, i16 %Sl1123, i16 %L998
  %Cmp1960 = icmp ne <2 x i64> %I115, %B1321
  %L1961 = load <8 x float>, ptr %0, align 32
  store float %E1738, ptr %Sl1461, align 4
  %E1962 = extractelement <4 x i32> %Sl216, i32 %L482
  %Shuff1963 = shufflevector <4 x i1> %Shuff1479, <4 x i1> %Cmp1027, <4 x i32> <i32 1, i32 3, i32 undef, i32 7>
  %I1964 = insertelement <2 x i1> %Cmp1577, i1 %Sl496, i32 %Se1560
  %B1965 = sub i32 %L1087, %E946
  %FC1966 = sitofp <4 x i8> %Shuff1238 to <4 x float>
  %Sl1967 = select i1 %Sl457, <2 x i64> %I347, <2 x i64> %Shuff1104
  %Cmp1968 = icmp ne <8 x i1> %Cmp585, %L306
  %L1969 = load i1, ptr %Sl1322, align 1
  br i1 %L1969, label %CF2117, label %CF2139

CF2139:                                           ; preds = %CF2139, %CF2386, %CF2361, %CF2390
  store <2 x i64> %I1784, ptr %Sl186, align 16
  %E1970 = extractelement <4 x i1> %I339, i32 %E769
  br i1 %E1970, label %CF2139, label %CF2386

CF2386:                                           ; preds = %CF2139
  %Shuff1971 = shufflevector <4 x i8> %I713, <4 x i8> %I1382, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I1972 = insertelement <16 x i32> %Shuff1022, i32 %L1213, i32 %E617
  %B1973 = or i64 %E1111, %E382
  %ZE1974 = zext i32 %E307 to i64
  %Sl1975 = select i1 %E1655, <4 x i1> %I191, <4 x i1> %I1312
  %Cmp1976 = icmp ult <4 x i32> %I287, %L105
  %L1977 = load float, ptr %Sl1461, align 4
  store <2 x i64> %B251, ptr %Sl1864, align 16
  %E1978 = extractelement <1 x float> %Shuff1283, i32 %E420
  %Shuff1979 = shufflevector <4 x i1> %L299, <4 x i1> %Cmp678, <4 x i32> <i32 undef, i32 undef, i32 2, i32 undef>
  %I1980 = insertelement <4 x i32> %Shuff829, i32 %E1882, i32 %L1922
  %B1981 = sdiv <4 x i32> %I258, %I1604
  %FC1982 = sitofp i8 %E1494 to float
  %Sl1983 = select i1 %L878, i32 %Tr853, i32 %B532
  %Cmp1984 = icmp slt <4 x i8> %I1891, %Sl1271
  %L1985 = load <4 x i8>, ptr %Sl1322, align 4
  store i32 %E879, ptr %0, align 4
  %E1986 = extractelement <2 x float> %FC348, i32 %E1289
  %Shuff1987 = shufflevector <2 x i1> %Cmp1183, <2 x i1> %Shuff1947, <2 x i32> <i32 3, i32 1>
  %I1988 = insertelement <2 x float> %FC348, float %Sl935, i32 %Sl1018
  %FC1989 = fptoui <4 x double> %FC1892 to <4 x i1>
  %Sl1990 = select i1 %Cmp210, float %FC117, float %FC1823
  %Cmp1991 = icmp sgt <2 x i1> %I1327, %Shuff1246
  %L1992 = load i8, ptr %Sl1322, align 1
  store <2 x i8> %Shuff1290, ptr %Sl534, align 2
  %E1993 = extractelement <2 x i64> %Shuff720, i32 %L791
  %Shuff1994 = shufflevector <8 x i64> %L1331, <8 x i64> %I1038, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I1995 = insertelement <2 x i1> %Cmp556, i1 %Cmp847, i32 %L960
  %B1996 = fsub float 0x40FB3E6F00000000, %L1977
  %FC1997 = uitofp <2 x i8> %Shuff241 to <2 x float>
  %Sl1998 = select i1 true, i32 %E127, i32 %E337
  %Cmp1999 = icmp ult <8 x i1> %Cmp990, %Cmp1615
  %L2000 = load i32, ptr %Sl1864, align 4
  store <4 x i64> %Sl1424, ptr %Sl1322, align 32
  %E2001 = extractelement <8 x i8> %L36, i32 %Sl1363
  %Shuff2002 = shufflevector <4 x i1> %Shuff1828, <4 x i1> %I1223, <4 x i32> <i32 undef, i32 undef, i32 6, i32 0>
  %I2003 = insertelement <4 x i1> %Shuff375, i1 %Sl334, i32 %E769
  %B2004 = fdiv float %E938, %L1977
  %Tr2005 = trunc i8 %Tr59 to i1
  br i1 %Tr2005, label %CF2139, label %CF2361

CF2361:                                           ; preds = %CF2386
  %Sl2006 = select <8 x i1> %FC479, <8 x i64> %Shuff756, <8 x i64> %I1619
  %Cmp2007 = icmp ne i16 %ZE699, %Sl209
  br i1 %Cmp2007, label %CF2139, label %CF2302

CF2302:                                           ; preds = %CF2361
  %L2008 = load <4 x i1>, ptr %Sl677, align 1
  store double %Sl1211, ptr %Sl1322, align 8
  %E2009 = extractelement <4 x i1> %Shuff1641, i32 %B1741
  br i1 %E2009, label %CF2117, label %CF2121

CF2121:                                           ; preds = %CF2121, %CF2402, %CF2302
  %Shuff2010 = shufflevector <2 x i16> %I560, <2 x i16> %Shuff1319, <2 x i32> <i32 3, i32 undef>
  %I2011 = insertelement <2 x i1> %Shuff220, i1 %Cmp863, i32 %L344
  %B2012 = lshr <2 x i64> %L1426, %I1187
  %FC2013 = sitofp <8 x i32> %Shuff894 to <8 x float>
  %Sl2014 = select i1 %Cmp1767, <2 x i16> %I1398, <2 x i16> %I560
  %Cmp2015 = icmp ule <4 x i1> %I1814, %Cmp1592
  %L2016 = load i64, ptr %0, align 4
  store <4 x i16> %I697, ptr %Sl1461, align 8
  %E2017 = extractelement <1 x i8> %L42, i32 %FC1675
  %Shuff2018 = shufflevector <4 x i32> %Shuff939, <4 x i32> %Sl1166, <4 x i32> <i32 2, i32 4, i32 undef, i32 0>
  %I2019 = insertelement <16 x i32> %B1712, i32 %Sl425, i32 %ZE889
  %B2020 = fdiv <2 x float> %L1729, %I986
  %ZE2021 = zext i1 %Sl548 to i16
  %Sl2022 = select i1 %Cmp466, <2 x i1> %Shuff205, <2 x i1> %Cmp709
  %Cmp2023 = icmp sge i64 %L1147, %L1372
  br i1 %Cmp2023, label %CF2121, label %CF2402

CF2402:                                           ; preds = %CF2121
  %L2024 = load i1, ptr %Sl677, align 1
  br i1 %L2024, label %CF2121, label %CF2154

CF2154:                                           ; preds = %CF2154, %CF2376, %CF2313, %CF2248, %CF2402
  store <4 x double> %L819, ptr %Sl534, align 32
  %E2025 = extractelement <4 x i16> %L702, i32 %E1082
  %Shuff2026 = shufflevector <4 x float> %L239, <4 x float> %Shuff588, <4 x i32> <i32 0, i32 2, i32 undef, i32 6>
  %I2027 = insertelement <4 x i32> %I1604, i32 %L1477, i32 %Se781
  %B2028 = xor i64 %Se988, %E382
  %FC2029 = uitofp <4 x i1> %Cmp1736 to <4 x double>
  %Sl2030 = select <4 x i1> %Cmp535, <4 x float> %FC1278, <4 x float> %Sl1561
  %Cmp2031 = icmp sge <4 x i16> %B447, %Se861
  %L2032 = load <4 x float>, ptr %Sl677, align 16
  store i32 %E1820, ptr %Sl534, align 4
  %E2033 = extractelement <2 x i64> %I802, i32 %E56
  %Shuff2034 = shufflevector <4 x i64> %Sl1424, <4 x i64> %ZE244, <4 x i32> <i32 7, i32 1, i32 undef, i32 5>
  %I2035 = insertelement <4 x i1> %Shuff99, i1 %L1578, i32 %E1695
  %FC2036 = fptosi float %Sl1265 to i1
  br i1 %FC2036, label %CF2154, label %CF2376

CF2376:                                           ; preds = %CF2154
  %Sl2037 = select i1 %Cmp542, <4 x i32> %I1016, <4 x i32> %I815
  %Cmp2038 = fcmp oge <4 x float> %Shuff1580, %FC511
  %L2039 = load i1, ptr %Sl1322, align 1
  br i1 %L2039, label %CF2154, label %CF2313

CF2313:                                           ; preds = %CF2376
  %E2040 = extractelement <2 x i64> %Shuff508, i32 %L1922
  %Shuff2041 = shufflevector <4 x i8> %I1216, <4 x i8> %Shuff516, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I2042 = insertelement <4 x i1> %Shuff72, i1 %Cmp959, i32 %FC1675
  %ZE2043 = zext i1 %Cmp805 to i16
  %Sl2044 = select i1 %Sl268, <16 x i1> %I1348, <16 x i1> %Shuff1911
  %Cmp2045 = icmp ugt <4 x i1> %I956, %I1053
  %L2046 = load i64, ptr %Sl534, align 4
  store <1 x i32> %L1909, ptr %Sl1322, align 4
  %E2047 = extractelement <4 x i1> %Shuff1436, i32 %Se1560
  br i1 %E2047, label %CF2154, label %CF2248

CF2248:                                           ; preds = %CF2313
  %Shuff2048 = shufflevector <4 x i16> %Shuff1503, <4 x i16> %Sl1048, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I2049 = insertelement <1 x double> %Shuff978, double %E1435, i32 %E1082
  %Tr2050 = trunc <4 x i64> %Se464 to <4 x i16>
  %Sl2051 = select <4 x i1> %Shuff909, <4 x i1> %I1566, <4 x i1> %Shuff249
  %Cmp2052 = icmp eq i64 %E1509, %L1708
  br i1 %Cmp2052, label %CF2154, label %CF2157

CF2157:                                           ; preds = %CF2157, %CF2318, %CF2248
  %L2053 = load <4 x double>, ptr %Sl677, align 32
  store i32 %B1391, ptr %Sl1322, align 4
  %E2054 = extractelement <2 x i64> %Shuff1200, i32 %E1289
  %Shuff2055 = shufflevector <2 x i1> %L329, <2 x i1> %Tr424, <2 x i32> <i32 1, i32 3>
  %I2056 = insertelement <2 x i64> %Shuff650, i64 %FC669, i32 %Se737
  %FC2057 = uitofp <16 x i32> %B1106 to <16 x double>
  %Sl2058 = select i1 %Tr25, i16 %B1899, i16 %Se1423
  %Cmp2059 = icmp uge i32 %E711, %L277
  br i1 %Cmp2059, label %CF2157, label %CF2318

CF2318:                                           ; preds = %CF2157
  %L2060 = load i1, ptr %Sl1864, align 1
  br i1 %L2060, label %CF2157, label %CF2280

CF2280:                                           ; preds = %CF2318
  store <8 x i64> %I1619, ptr %Sl534, align 64
  %E2061 = extractelement <4 x float> %Shuff843, i32 %E149
  %Shuff2062 = shufflevector <4 x i1> %Shuff1275, <4 x i1> %I1559, <4 x i32> <i32 undef, i32 0, i32 2, i32 4>
  %I2063 = insertelement <2 x i64> %Shuff1215, i64 %Se715, i32 371021
  %B2064 = mul <2 x i64> %L498, %I1784
  %ZE2065 = zext i1 %Cmp481 to i64
  %Sl2066 = select i1 %Tr1392, <4 x i1> %Cmp549, <4 x i1> %Shuff909
  %Cmp2067 = icmp sge <16 x i32> %Shuff1397, %L389
  store i16 %B176, ptr %Sl1461, align 2
  store i16 %L1493, ptr %Sl534, align 2
  store double %FC1598, ptr %Sl1461, align 8
  store i64 %ZE2065, ptr %Sl1461, align 4
  store i64 %E1352, ptr %Sl1322, align 4
  ret void
}
