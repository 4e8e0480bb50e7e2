#include <stdio.h>
#include <stdint.h>

/* Enough arguments to spill onto the stack on every target, mixing widths. */
static long long many_ints(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l) {
    return a + 2LL * b + 3LL * c + 4LL * d + 5LL * e + 6LL * f + 7LL * g + 8LL * h + 9LL * i + 10LL * j + 11LL * k + 12LL * l;
}

static int64_t many_i64(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e, int64_t f, int64_t g, int64_t h, int64_t i, int64_t j) {
    return a - b + c - d + e - f + g - h + i - j;
}

static double many_dbl(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j, double k) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 + k * 11;
}

static double mixed(int a, double b, char c, float d, long long e, short f, double g, unsigned char h, int i, float j,
                    int64_t k, double l, int m, signed char n) {
    return a + b + c + d + (double)e + f + g + h + i + j + (double)k + l + m + n;
}

static int8_t small_types(int8_t a, uint8_t b, int16_t c, uint16_t d, int8_t e, uint8_t f, int16_t g, uint16_t h, int8_t i, uint16_t j) {
    return (int8_t)(a + b + c + d + e + f + g + h + i + j);
}

static float many_float(float a, float b, float c, float d, float e, float f, float g, float h, float i, float j) {
    return a * b + c * d + e * f + g * h + i * j;
}

int main(void) {
    printf("ints %lld\n", many_ints(1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12));
    printf("i64 %lld\n", (long long)many_i64(1LL << 40, 2, 3LL << 35, 4, -5, 6, 7, 8, 9000000000LL, -10));
    printf("dbl %.4f\n", many_dbl(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5));
    printf("mixed %.4f\n", mixed(1, 2.5, 'c', 4.25f, 5000000000LL, -6, 7.75, 200, 9, 10.5f, -11, 12.125, 13, -14));
    printf("small %d\n", small_types(-1, 255, -300, 60000, 100, 100, 1000, 1, -128, 65535));
    printf("float %.3f\n", many_float(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    long long (*fp)(int, int, int, int, int, int, int, int, int, int, int, int) = many_ints;
    printf("indirect %lld\n", fp(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
    return 0;
}
