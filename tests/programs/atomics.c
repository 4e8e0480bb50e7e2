/* The GCC __atomic builtins on 1-, 4- and 8-byte objects: inline sequences where the
 * target has them (AMOs, LR/SC, lock-prefixed x86, LSE/exclusives on AArch64) and calls
 * into the atomic library where it has none (SPARC V8, sub-word widths, and/or/xor). */
#include <stdio.h>

static int counter;
static long long wide = 5;
static unsigned char small = 250;
static unsigned short half = 65530;

int main(void) {
    int old, expected, ok;
    __atomic_store_n(&counter, 10, __ATOMIC_SEQ_CST);
    old = __atomic_fetch_add(&counter, 5, __ATOMIC_SEQ_CST);
    printf("add: %d %d\n", old, __atomic_load_n(&counter, __ATOMIC_ACQUIRE));
    old = __atomic_exchange_n(&counter, 7, __ATOMIC_ACQ_REL);
    printf("xchg: %d %d\n", old, counter);
    expected = 7;
    ok = __atomic_compare_exchange_n(&counter, &expected, 9, 0, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST);
    printf("cas hit: %d %d %d\n", ok, expected, counter);
    expected = 1;
    ok = __atomic_compare_exchange_n(&counter, &expected, 3, 0, __ATOMIC_SEQ_CST,
                                     __ATOMIC_RELAXED);
    printf("cas miss: %d %d %d\n", ok, expected, counter);
    old = __atomic_fetch_sub(&counter, 2, __ATOMIC_SEQ_CST);
    printf("sub: %d %d\n", old, counter);
    old = __atomic_fetch_and(&counter, 6, __ATOMIC_SEQ_CST);
    printf("and: %d %d\n", old, counter);
    old = __atomic_fetch_or(&counter, 8, __ATOMIC_SEQ_CST);
    printf("or: %d %d\n", old, counter);
    old = __atomic_fetch_xor(&counter, 3, __ATOMIC_RELEASE);
    printf("xor: %d %d\n", old, counter);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    printf("byte: %u ", __atomic_fetch_add(&small, 10, __ATOMIC_SEQ_CST));
    printf("%u\n", small);
    unsigned char want = 4;
    ok = __atomic_compare_exchange_n(&small, &want, 200, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("byte cas: %d %u\n", ok, small);
    printf("half: %u ", __atomic_exchange_n(&half, 7, __ATOMIC_SEQ_CST));
    printf("%u\n", half);
    printf("wide: %lld ", __atomic_fetch_add(&wide, 1LL << 40, __ATOMIC_SEQ_CST));
    printf("%lld\n", wide);
    return 0;
}
