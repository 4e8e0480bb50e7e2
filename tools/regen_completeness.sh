#!/bin/bash
# Regenerate the checked-in LLVM IR of the completeness test programs (tests/completeness):
# barrier.c (inline asm barriers) and cleanup.c (-fexceptions: invoke/landingpad/resume)
# for every target, <arch>.c (that ISA's inline asm) for its own target,
# x86_64_longdouble.c (x87) for x86-64, long_double.c for the targets whose long double
# is binary128 (AArch64, RISC-V), half.c for those with _Float16 (AArch64, RISC-V,
# x86-64), float128.c (__float128) and x86_64_xf_conv.c (long double <-> __int128,
# __float128, _Float16) for x86-64, frame_address.c (frame chains) for all four targets,
# setjmp.c for all four targets, at -O0 and -O2,
# written to tests/completeness/ll/<triple>/<name>.O{0,2}.ll. Needs clang-16.
set -eu
cd "$(dirname "$0")/.."
D=tests/completeness
CFLAGS="-ffreestanding -nostdinc -Itests/programs/include -fno-stack-protector -fno-exceptions -fno-unwind-tables -fno-asynchronous-unwind-tables"
for pair in x86_64:x86_64-unknown-linux-gnu aarch64:aarch64-unknown-linux-gnu \
            riscv64:riscv64-unknown-linux-gnu sparc:sparc-unknown-linux-gnu; do
  arch=${pair%%:*} triple=${pair#*:}
  mkdir -p $D/ll/$triple
  quad=""
  case $arch in aarch64|riscv64) quad="long_double half setjmp";;
                x86_64) quad="half float128 x86_64_longdouble x86_64_xf_conv setjmp";;
                sparc) quad="setjmp";; esac
  for name in barrier cleanup frame_address $arch $quad; do
    extra=""
    [ $name = cleanup ] && extra="-fexceptions"
    for O in O0 O2; do
      clang-16 --target=$triple $CFLAGS $extra -S -emit-llvm -$O $D/$name.c -o $D/ll/$triple/$name.$O.ll
    done
  done
done
