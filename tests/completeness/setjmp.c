/* setjmp/longjmp: error exits from deep recursion, longjmp(env, 0) returning 1, a
 * setjmp re-entered many times from a loop, nested jump buffers, and values that must
 * survive the jump (volatile locals, globals, callee-saved registers holding values set
 * before setjmp). pylli serves them on every target (emu/setjmp.py; SPARC's register
 * windows: targets/sparc/longjmp.py). */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf outer, inner;
static int depth_reached;

static int descend(int n, int limit, double acc) {
    depth_reached = n;
    if (n == limit) longjmp(outer, n * 10 + (int)acc);
    return descend(n + 1, limit, acc * 1.5) + 1;
}

static long long mix(long long a, long long b) { return a * 31 + b; }

static int guarded(int k) {
    int r = setjmp(inner);
    if (r == 0) {
        if (k % 3 == 0) longjmp(inner, 0);      /* setjmp then returns 1 */
        if (k % 3 == 1) longjmp(inner, -k);
        return 100 + k;
    }
    return r;
}

int main(void) {
    long long keep = mix(7, 11);          /* set before setjmp, never changed: survives */
    volatile int tries = 0;
    int r = setjmp(outer);
    tries++;
    if (r == 0)
        descend(0, 25, 1.0);
    printf("outer %d after %d tries, depth %d keep %lld\n", r, tries, depth_reached, keep);
    volatile int round = 0;
    volatile long long sum = 0;
    jmp_buf loop;
    int v = setjmp(loop);
    sum += v;
    if (++round < 50) longjmp(loop, round * 2);
    printf("loop %d %lld\n", round, sum);
    for (int k = 0; k < 6; k++) printf("guarded %d %d\n", k, guarded(k));
    double d = 2.5;
    volatile double vd = 0;
    if (setjmp(outer) == 0) {
        vd = d * 3;
        descend(0, 3, d);
    }
    printf("double %.2f %.2f depth %d\n", d, vd, depth_reached);
    return 0;
}
