#include <stdio.h>

int main(void) {
    int n = -42;
    unsigned u = 3000000000u;
    printf("[%d] [%i] [%u] [%x] [%X] [%o]\n", n, n, u, u, u, u);
    printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%+d]\n", 42, 42, 42, 42, 42, -42);
    printf("[%8x] [%-8X] [%08x] [%#x] [%#o] [%#X]\n", 0xbeef, 0xbeef, 0xbeef, 255, 8, 255);
    printf("[%c] [%3c] [%-3c]\n", 'A', 'b', 'c');
    printf("[%s] [%10s] [%-10s] [%.3s] [%10.2s]\n", "str", "right", "left", "truncate", "ab");
    printf("[%ld] [%lu] [%lx]\n", (long)-123456, (unsigned long)123456ul, (unsigned long)0xabcdeful);
    printf("[%lld] [%llu] [%llx] [%llX] [%llo]\n", -9223372036854775807LL - 1, 18446744073709551615ULL,
           0x0123456789abcdefULL, 0xfedcba9876543210ULL, 01234567012345670123ULL);
    printf("[%hhd] [%hhu] [%hd] [%hu] [%hhx] [%hx]\n", 200, 200, 40000, 40000, 0x1ff, 0x1ffff);
    printf("[%f] [%.3f] [%10.4f] [%-10.2f] [%010.3f] [%+.1f]\n", 3.14159265, 3.14159265, -2.5, 1.005, -7.25, 9.95);
    printf("[%e] [%.2e] [%E] [%.0e]\n", 12345.678, -0.000123456, 1e100, 5e-5);
    printf("[%g] [%g] [%g] [%g] [%.3g] [%G] [%g]\n", 100000.0, 1000000.0, 0.0001, 0.00001, 3.14159, 1e-10, 0.0);
    printf("[%.0f] [%.0f] [%.0f] [%.1f]\n", 0.5, 1.5, 2.5, 0.05);
    printf("[%f] [%f] [%e]\n", 1e15, -0.0, 0.0);
    printf("[%%] [100%%]\n");
    printf("[%*d] [%-*d] [%.*f]\n", 6, 7, 4, 8, 2, 1.23456);
    printf("[%d%s%c]\n", 1, "two", '3');
    printf("[%5.1f%%]\n", 99.44);
    printf("[%x] [%o] [%u]\n", 0, 0, 0);
    printf("[%.10d] [%.0d]\n", 12345, 0);
    int cnt = printf("counting\n");
    printf("count %d\n", cnt);
    return 0;
}
