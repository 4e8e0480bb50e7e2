#include <stdio.h>

static int calls;
static int ack(int m, int n) {
    calls++;
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

int main(void) {
    for (int m = 0; m <= 2; m++)
        for (int n = 0; n <= 4; n++) {
            calls = 0;
            int r = ack(m, n);
            printf("ack(%d,%d)=%d calls=%d\n", m, n, r, calls);
        }
    calls = 0;
    int r33 = ack(3, 3);
    printf("ack(3,3)=%d calls=%d\n", r33, calls);
    return 0;
}
