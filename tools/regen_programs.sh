#!/bin/bash
# Regenerate the checked-in LLVM IR of the test program corpus (tests/programs).
#
#   tools/regen_programs.sh              write tests/programs/ll/<triple>/<name>.O{0,2}.ll
#   tools/regen_programs.sh --expected   also rebuild <name>.expected / <name>.status by running
#                                        each program natively, built with gcc -O1 (system
#                                        headers) and clang-16 -O0 (our headers); both must agree
#   tools/regen_programs.sh --lli        also cross-check the x86-64 -O0/-O2 IR under lli-16
#
# Program names can follow the options to restrict the run to those programs.
# Needs clang-16 (and gcc, lli-16 for the optional modes). Run from anywhere.
set -u
cd "$(dirname "$0")/.."
P=tests/programs
TRIPLES="x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu riscv64-unknown-linux-gnu sparc-unknown-linux-gnu"
CFLAGS="-ffreestanding -nostdinc -I$P/include -fno-stack-protector -fno-exceptions -fno-unwind-tables -fno-asynchronous-unwind-tables"

expected=0 lli=0 names=()
for a in "$@"; do
  case "$a" in
    --expected) expected=1 ;;
    --lli) lli=1 ;;
    -*) echo "unknown option $a" >&2; exit 2 ;;
    *) names+=("$a") ;;
  esac
done
if [ ${#names[@]} = 0 ]; then
  names=($(cd $P && ls *.c | sed 's/\.c$//'))
  printf '%s\n' "${names[@]}" > $P/programs.txt
fi

fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for n in "${names[@]}"; do
  for t in $TRIPLES; do
    mkdir -p $P/ll/$t
    for o in O0 O2; do
      clang-16 --target=$t $CFLAGS -S -emit-llvm -$o $P/$n.c -o $P/ll/$t/$n.$o.ll \
        || { echo "FAIL: clang $t -$o $n" >&2; fail=1; }
    done
  done

  if [ $expected = 1 ]; then
    gcc -O1 -w $P/$n.c -o $tmp/g -lm || { echo "FAIL: gcc $n" >&2; fail=1; continue; }
    clang-16 -O0 -w -ffreestanding -nostdinc -I$P/include $P/$n.c -o $tmp/c -lm || { echo "FAIL: clang native $n" >&2; fail=1; continue; }
    timeout 20 $tmp/g > $tmp/g.out 2>/dev/null; gs=$?
    timeout 20 $tmp/c > $tmp/c.out 2>/dev/null; cs=$?
    if ! cmp -s $tmp/g.out $tmp/c.out || [ $gs != $cs ]; then
      echo "FAIL: $n: gcc and clang disagree (status $gs vs $cs)" >&2; fail=1; continue
    fi
    cp $tmp/g.out $P/$n.expected
    if [ $gs != 0 ]; then echo $gs > $P/$n.status; else rm -f $P/$n.status; fi
  fi

  if [ $lli = 1 ]; then
    want=0; [ -f $P/$n.status ] && want=$(cat $P/$n.status)
    for o in O0 O2; do
      timeout 60 lli-16 $P/ll/x86_64-unknown-linux-gnu/$n.$o.ll > $tmp/l.out 2>/dev/null; ls=$?
      if ! cmp -s $tmp/l.out $P/$n.expected || [ $ls != $want ]; then
        echo "FAIL: $n.$o: lli-16 output/status ($ls) differs from expected ($want)" >&2; fail=1
      fi
    done
  fi
done
exit $fail
