/* What both real-library drivers share: a deterministic generator of test inputs and the
 * failure check. Each driver includes it once (the functions are static) and passes its
 * own vocabulary and back-reference distance, so its inputs stay what they were. */
#ifndef REALLIB_DRIVER_DATA_H
#define REALLIB_DRIVER_DATA_H

#include <stdio.h>
#include <string.h>

static unsigned failures;

static unsigned lcg_state;
static unsigned lcg(void) {
    lcg_state = lcg_state * 1103515245u + 12345u;
    return lcg_state >> 8;
}

/* shape 0: zeros; 1: words of `words` (16 of them; text-like); 2: random bytes
 * (incompressible); 3: runs, repeats of spans `back` bytes earlier (offset below `span`)
 * and noise */
static void generate_from(unsigned char *p, int n, int shape, unsigned seed,
                          const char *const words[16], int back, int span) {
    int i = 0;
    lcg_state = seed;
    if (shape == 0) {
        memset(p, 0, (size_t)n);
        return;
    }
    while (i < n) {
        unsigned r = lcg();
        if (shape == 1) {
            const char *w = words[r % 16];
            while (*w && i < n) p[i++] = (unsigned char)*w++;
        } else if (shape == 2) {
            p[i++] = (unsigned char)r;
        } else {
            int len = (int)(r % 40) + 1;
            int kind = (int)((r >> 8) % 3);
            int j;
            for (j = 0; j < len && i < n; j++, i++) {
                if (kind == 0) p[i] = (unsigned char)(r >> 16);
                else if (kind == 1 && i > back) p[i] = p[i - back + (int)((r >> 12) % span)];
                else p[i] = (unsigned char)lcg();
            }
        }
    }
}

static void check(const char *what, int n, int ok) {
    if (!ok) {
        printf("FAIL %s n=%d\n", what, n);
        failures++;
    }
}

#endif
