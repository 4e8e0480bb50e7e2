#include <stdio.h>
#include <string.h>

#define N 10000
static unsigned char composite[N + 1];

int main(void) {
    memset(composite, 0, sizeof composite);
    composite[0] = composite[1] = 1;
    for (int i = 2; i * i <= N; i++)
        if (!composite[i])
            for (int j = i * i; j <= N; j += i) composite[j] = 1;
    int count = 0, last = 0;
    long long sum = 0;
    for (int i = 2; i <= N; i++)
        if (!composite[i]) { count++; sum += i; last = i; }
    printf("primes <= %d: %d, sum %lld, largest %d\n", N, count, sum, last);
    for (int i = 0, shown = 0; shown < 20; i++)
        if (!composite[i]) { printf("%d ", i); shown++; }
    printf("\n");
    int twins = 0;
    for (int i = 3; i + 2 <= N; i += 2) if (!composite[i] && !composite[i + 2]) twins++;
    printf("twin pairs %d\n", twins);
    /* bit sieve */
    static unsigned int bits[(N >> 5) + 1];
    for (int i = 2; i * i <= N; i++)
        if (!(bits[i >> 5] & (1u << (i & 31))))
            for (int j = i * i; j <= N; j += i) bits[j >> 5] |= 1u << (j & 31);
    int c2 = 0;
    for (int i = 2; i <= N; i++) c2 += !(bits[i >> 5] & (1u << (i & 31)));
    printf("bit sieve count %d\n", c2);
    return 0;
}
