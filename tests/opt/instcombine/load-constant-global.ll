; RUN: pyopt -passes=instcombine -S %s | FileCheck %s
; The same CHECK lines pass on opt-16 -passes=instcombine.
; Loads from constant globals with a definitive initializer fold to the stored constant;
; weak (interposable) constants, mutable globals, volatile loads and loads at an unknown
; offset stay. (A load that straddles elements, e.g. i16 from [5 x i8], also stays here;
; LLVM reinterprets the bytes and folds it.)

@tab = private unnamed_addr constant [5 x i8] c"\80\FF\00\01\7F", align 1
@pairs = internal constant [2 x { i32, i64 }] [{ i32, i64 } { i32 7, i64 70 }, { i32, i64 } { i32 8, i64 80 }]
@weak = weak constant i32 5
@var = internal global i32 6

define i32 @folds() {
; CHECK-LABEL: @folds(
; CHECK-NEXT: ret i32 207
  %a = load i8, ptr @tab
  %p = getelementptr inbounds [5 x i8], ptr @tab, i64 0, i64 4
  %b = load i8, ptr %p
  %q = getelementptr inbounds [2 x { i32, i64 }], ptr @pairs, i64 0, i64 1, i32 1
  %c = load i64, ptr %q
  %a32 = sext i8 %a to i32
  %b32 = zext i8 %b to i32
  %c32 = trunc i64 %c to i32
  %s = add i32 %a32, %b32
  %t = add i32 %s, %c32
  %u = add i32 %t, 128
  ret i32 %u
}

define i32 @stays(i64 %i) {
; CHECK-LABEL: @stays(
; CHECK: load i32, ptr @weak
; CHECK: load i32, ptr @var
; CHECK: load volatile i8, ptr @tab
; CHECK: load i8, ptr %v
  %w = load i32, ptr @weak
  %m = load i32, ptr @var
  %x = load volatile i8, ptr @tab
  %v = getelementptr inbounds [5 x i8], ptr @tab, i64 0, i64 %i
  %z = load i8, ptr %v
  %x32 = zext i8 %x to i32
  %z32 = zext i8 %z to i32
  %r1 = add i32 %w, %m
  %r2 = add i32 %r1, %x32
  %r4 = add i32 %r2, %z32
  ret i32 %r4
}
