/* __builtin_frame_address and __builtin_return_address, at depth 0 and through the
 * frame chain (depth 1 and 2), checked against what each caller sees of itself. The
 * functions take the frame address so each keeps a frame pointer (the chain needs it).
 * SPARC walks the register save areas after flushing the windows (`ta 3`). */
#include <stdio.h>

static void *ra_mid, *fa_mid, *ra_top, *fa_top;
static volatile int sink;   /* a store after each call: no tail calls */

__attribute__((noinline)) static int leaf(int depth_check) {
    void *fa0 = __builtin_frame_address(0);
    void *fa1 = __builtin_frame_address(1);
    void *ra1 = __builtin_return_address(1);
    void *fa2 = __builtin_frame_address(2);
    void *ra2 = __builtin_return_address(2);
    int ok = fa0 != 0;
    ok |= (fa1 == fa_mid) << 1;
    ok |= (ra1 == ra_mid) << 2;
    ok |= (fa2 == fa_top) << 3;
    ok |= (ra2 == ra_top) << 4;
    ok |= ((char *)fa1 > (char *)fa0) << 5;     /* stacks grow down */
    return ok + depth_check;
}

__attribute__((noinline)) static int mid(int x) {
    fa_mid = __builtin_frame_address(0);
    ra_mid = __builtin_return_address(0);
    int r = leaf(x);
    sink = r;
    return r;
}

__attribute__((noinline)) static int top(int x) {
    fa_top = __builtin_frame_address(0);
    ra_top = __builtin_return_address(0);
    int r = mid(x);
    sink = r;
    return r;
}

/* a deeper chain: at the bottom of 12 recursive calls, frames 1, 2, 3 and 10 up (on
 * SPARC the older ones have left the 8 register windows for memory by then) */
static void *frames[16];

__attribute__((noinline)) static int deep(int n) {
    frames[n] = __builtin_frame_address(0);
    if (n == 0) {
        int ok = __builtin_frame_address(1) == frames[1];
        ok += __builtin_frame_address(2) == frames[2];
        ok += __builtin_frame_address(3) == frames[3];
        ok += __builtin_frame_address(10) == frames[10];
        return ok;
    }
    int r = deep(n - 1);
    sink = r;
    return r;
}

__attribute__((noinline)) static void *where(void) {
    sink++;                 /* not a pure function: each call stays */
    return __builtin_return_address(0);
}

/* frames whose functions never take an address themselves: at -O0 clang asks every
 * function for a frame pointer ("frame-pointer"="all"), so a walk from below finds
 * their records (as in GCC's torture test 20010122-1); optimized, no frame promises it */
static void *ra_outer;

__attribute__((noinline)) static int peek(void) {
    return __builtin_return_address(2) == ra_outer;
}

__attribute__((noinline)) static int plain(void) {
    char pad[24];
    pad[0] = (char)sink;
    int r = peek() + pad[0] * 0;
    sink = r;
    return r;
}

__attribute__((noinline)) static int outer(void) {
    ra_outer = __builtin_return_address(0);
    int r = plain();
    sink = r;
    return r;
}

int main(void) {
    printf("chain %d\n", top(0));
    printf("deep %d\n", deep(12));
#ifndef __OPTIMIZE__
    printf("plain frames %d\n", outer());
#endif
    void *a = where(), *b = where();
    printf("distinct call sites %d\n", a != b && a != 0 && b != 0);
    printf("main frame %d\n", __builtin_frame_address(0) != 0);
    return 0;
}
