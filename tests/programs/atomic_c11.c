/* C11 _Atomic objects of every width on every target: integer, pointer, long long,
 * bool and small-struct atomics through operators and the __atomic builtins,
 * compare-exchange loops (strong and weak), atomic flags and fences. SPARC V8 has no
 * compare-and-swap: clang and the backend call the __atomic library there. */
#include <stdio.h>
#include <stdbool.h>

/* clang's __c11 builtins take _Atomic objects; gcc's __atomic ones accept them too */
#ifdef __clang__
#define LOAD(p, o) __c11_atomic_load(p, o)
#define STORE(p, v, o) __c11_atomic_store(p, v, o)
#define XCHG(p, v, o) __c11_atomic_exchange(p, v, o)
#define FETCH_ADD(p, v, o) __c11_atomic_fetch_add(p, v, o)
#define FETCH_SUB(p, v, o) __c11_atomic_fetch_sub(p, v, o)
#define FETCH_XOR(p, v, o) __c11_atomic_fetch_xor(p, v, o)
#define CAS(p, e, v, weak, o1, o2) ((weak) ? __c11_atomic_compare_exchange_weak(p, e, v, o1, o2) \
                                           : __c11_atomic_compare_exchange_strong(p, e, v, o1, o2))
#define PTR_STEP 1
#define PAIR_STORE(p, v) __c11_atomic_store(p, v, __ATOMIC_SEQ_CST)
#define PAIR_XCHG(p, v, out) (*(out) = __c11_atomic_exchange(p, v, __ATOMIC_SEQ_CST))
#define PAIR_LOAD(p, out) (*(out) = __c11_atomic_load(p, __ATOMIC_SEQ_CST))
#else
#define LOAD(p, o) __atomic_load_n(p, o)
#define STORE(p, v, o) __atomic_store_n(p, v, o)
#define XCHG(p, v, o) __atomic_exchange_n(p, v, o)
#define FETCH_ADD(p, v, o) __atomic_fetch_add(p, v, o)
#define FETCH_SUB(p, v, o) __atomic_fetch_sub(p, v, o)
#define FETCH_XOR(p, v, o) __atomic_fetch_xor(p, v, o)
#define CAS(p, e, v, weak, o1, o2) __atomic_compare_exchange_n(p, e, v, weak, o1, o2)
#define PTR_STEP sizeof(int)    /* gcc's fetch_add on pointers counts bytes */
#define PAIR_STORE(p, v) __atomic_store(p, &(v), __ATOMIC_SEQ_CST)
#define PAIR_XCHG(p, v, out) __atomic_exchange(p, &(v), out, __ATOMIC_SEQ_CST)
#define PAIR_LOAD(p, out) __atomic_load(p, out, __ATOMIC_SEQ_CST)
#endif

typedef struct { short a, b; } Pair;

static _Atomic int ai = 5;
static _Atomic unsigned char ac = 250;
static _Atomic short as = -3;
static _Atomic long long all = 1LL << 40;
static _Atomic unsigned long long aull;
static _Atomic(int *) ap;
static _Atomic bool ab;
static _Atomic Pair apair;
static int cells[4] = {10, 20, 30, 40};

static long long atomic_max(_Atomic long long *p, long long v) {
    long long cur = LOAD(p, __ATOMIC_RELAXED);
    while (cur < v && !CAS(p, &cur, v, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
        ;
    return cur;
}

int main(void) {
    ai += 3;
    ai *= 2;            /* a compare-exchange loop: no fetch_mul */
    ai++;
    int old = FETCH_SUB(&ai, 4, __ATOMIC_ACQ_REL);
    printf("int %d %d\n", old, LOAD(&ai, __ATOMIC_SEQ_CST));
    ac += 10;           /* wraps */
    as -= 100;
    as |= 0x100;
    printf("char %u short %d\n", (unsigned)ac, (int)as);
    all += 5;
    all <<= 2;
    long long prev = FETCH_XOR(&all, 0xFF, __ATOMIC_SEQ_CST);
    printf("ll %lld %lld\n", prev, LOAD(&all, __ATOMIC_SEQ_CST));
    long long seen = atomic_max(&all, 1LL << 50);
    printf("max %lld %lld\n", seen, (long long)all);
    seen = atomic_max(&all, 7);
    printf("max %lld %lld\n", seen, (long long)all);
    aull = 0xFFFFFFFFFFFFFFFFULL;
    aull += 2;
    unsigned long long e = 1;
    bool ok = CAS(&aull, &e, 99ULL, 0, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST);
    printf("ull %d %llu\n", ok, (unsigned long long)aull);
    e = 5;
    ok = CAS(&aull, &e, 7ULL, 0, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST);
    printf("ull %d %llu %llu\n", ok, e, (unsigned long long)aull);
    ap = &cells[0];
    int *was = FETCH_ADD(&ap, 2 * PTR_STEP, __ATOMIC_SEQ_CST);
    printf("ptr %d %d\n", *was, *LOAD(&ap, __ATOMIC_SEQ_CST));
    ab = true;
    bool t = XCHG(&ab, false, __ATOMIC_SEQ_CST);
    printf("bool %d %d\n", t, (int)ab);
    Pair p = {1, 2}, q = {3, 4}, r;
    Pair now;
    PAIR_STORE(&apair, p);
    PAIR_XCHG(&apair, q, &r);
    PAIR_LOAD(&apair, &now);
    printf("pair %d %d %d %d\n", r.a, r.b, now.a, now.b);
    static volatile char flag;
    int first = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    int second = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    __atomic_clear(&flag, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    printf("flag %d %d %d\n", first, second, (int)flag);
    return 0;
}
