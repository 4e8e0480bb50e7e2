#include <stdio.h>

int main(void) {
    int s = 0;
    for (int i = 0; i < 100; i++) s += i;
    printf("for %d\n", s);
    int i = 0, w = 1;
    while (w < 1000) { w *= 3; i++; }
    printf("while %d %d\n", w, i);
    int d = 10, k = 0;
    do { k += d; d--; } while (d > 0);
    printf("do %d\n", k);
    int found = -1;
    for (int a = 1; a < 50 && found < 0; a++)
        for (int b = a; b < 50; b++) {
            int c2 = a * a + b * b;
            int c = 1;
            while (c * c < c2) c++;
            if (c * c == c2 && a > 10) { found = a * 10000 + b * 100 + c; break; }
        }
    printf("pythagoras %d\n", found);
    int odd = 0;
    for (int j = 0; j < 30; j++) {
        if (j % 2 == 0) continue;
        if (j > 25) break;
        odd += j;
    }
    printf("odd %d\n", odd);
    unsigned n = 27, steps = 0;
    while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; steps++; }
    printf("collatz27 %u\n", steps);
    int g = 0;
again:
    g++;
    if (g < 5) goto again;
    printf("goto %d\n", g);
    for (int r = 5; r >= -5; r -= 2) printf("%d ", r);
    printf("\n");
    unsigned long long p = 1;
    for (unsigned char c = 250; c != 4; c++) p = p * 3 + c;
    printf("uchar loop %llu\n", p);
    return 0;
}
