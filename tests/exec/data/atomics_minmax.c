/* atomicrmw min/max/umin/umax (clang's __atomic_fetch_min/max) and fadd/fsub (C11
 * compound assignment on _Atomic floating types), on every width the targets have. */
#include <stdio.h>

static int i32 = 5;
static unsigned u32 = 5;
static long long i64 = -7;
static unsigned long long u64 = 7;
static signed char i8 = -3;
static unsigned short u16 = 300;
static _Atomic float af = 1.5f;
static _Atomic double ad = -2.25;

int main(void) {
    int r1 = __atomic_fetch_min(&i32, 3, __ATOMIC_SEQ_CST);
    int r2 = __atomic_fetch_max(&i32, 10, __ATOMIC_RELAXED);
    unsigned r3 = __atomic_fetch_min(&u32, 0xffffffffu, __ATOMIC_ACQUIRE);
    unsigned r4 = __atomic_fetch_max(&u32, 0x80000000u, __ATOMIC_RELEASE);
    printf("i32 %d %d %d  u32 %u %u %u\n", r1, r2, i32, r3, r4, u32);
    signed char r5 = __atomic_fetch_max(&i8, 100, __ATOMIC_ACQ_REL);
    signed char r6 = __atomic_fetch_min(&i8, -128, __ATOMIC_SEQ_CST);
    unsigned short r7 = __atomic_fetch_max(&u16, 65000, __ATOMIC_SEQ_CST);
    unsigned short r8 = __atomic_fetch_min(&u16, 2, __ATOMIC_SEQ_CST);
    printf("i8 %d %d %d  u16 %u %u %u\n", r5, r6, i8, r7, r8, u16);
#ifndef NO_ATOMIC64
    long long r9 = __atomic_fetch_min(&i64, -100, __ATOMIC_SEQ_CST);
    unsigned long long r10 = __atomic_fetch_max(&u64, 1ULL << 40, __ATOMIC_SEQ_CST);
    printf("i64 %lld %lld  u64 %llu %llu\n", r9, i64, r10, u64);
#endif
    float f1 = (af += 2.25f);
    float f2 = (af -= 0.5f);
    printf("float %g %g %g\n", f1, f2, (double)af);
#ifndef NO_ATOMIC64
    double d1 = (ad += 10.0);
    double d2 = (ad -= 0.125);
    printf("double %g %g %g\n", d1, d2, ad);
#endif
    return 0;
}
