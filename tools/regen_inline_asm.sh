#!/bin/bash
# Regenerate the checked-in LLVM IR of the inline-asm test programs (tests/inline_asm):
# barrier.c for every target, <arch>.c for its own target, at -O0 and -O2, written to
# tests/inline_asm/ll/<triple>/<name>.O{0,2}.ll. Needs clang-16. Run from anywhere.
set -eu
cd "$(dirname "$0")/.."
D=tests/inline_asm
CFLAGS="-ffreestanding -nostdinc -Itests/programs/include -fno-stack-protector -fno-exceptions -fno-unwind-tables -fno-asynchronous-unwind-tables"
for pair in x86_64:x86_64-unknown-linux-gnu aarch64:aarch64-unknown-linux-gnu \
            riscv64:riscv64-unknown-linux-gnu sparc:sparc-unknown-linux-gnu; do
  arch=${pair%%:*} triple=${pair#*:}
  mkdir -p $D/ll/$triple
  for name in barrier $arch; do
    for O in O0 O2; do
      clang-16 --target=$triple $CFLAGS -S -emit-llvm -$O $D/$name.c -o $D/ll/$triple/$name.$O.ll
    done
  done
done
