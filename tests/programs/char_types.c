#include <stdio.h>
#include <limits.h>

/* Explicitly signed/unsigned char behaviour (plain char signedness differs by target). */
static int sc_to_int(signed char c) { return c; }
static int uc_to_int(unsigned char c) { return c; }

int main(void) {
    signed char sc = (signed char)0xf0;
    unsigned char uc = 0xf0;
    printf("sc %d uc %d\n", sc_to_int(sc), uc_to_int(uc));
    printf("cmp %d %d\n", sc < 0, uc > 127);
    signed char arr[] = { -128, -1, 0, 1, 127 };
    int sum = 0;
    for (int i = 0; i < 5; i++) sum += arr[i];
    printf("sum %d\n", sum);
    unsigned char ua[] = { 255, 128, 0, 1, 127 };
    unsigned usum = 0;
    for (int i = 0; i < 5; i++) usum += ua[i];
    printf("usum %u\n", usum);
    const char *s = "A\x7f\x80\xff";
    for (int i = 0; i < 4; i++) printf("%d/%d ", (signed char)s[i], (unsigned char)s[i]);
    printf("\n");
    printf("limits %d %d %d\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    unsigned char u = 0;
    u--;
    signed char m = SCHAR_MAX;
    m = (signed char)(m + 1);
    printf("wrap %d %d\n", u, m);
    char digits[] = "0123456789";
    int v = 0;
    for (int i = 0; digits[i]; i++) v = v * 3 + (digits[i] - '0');
    printf("digits %d\n", v);
    unsigned char bytes[4] = { 0xde, 0xad, 0xbe, 0xef };
    unsigned int be = (unsigned)bytes[0] << 24 | (unsigned)bytes[1] << 16 | (unsigned)bytes[2] << 8 | bytes[3];
    printf("be %08x\n", be);
    signed char neg = -3;
    printf("shift %d %d div %d\n", neg >> 1, neg * 50, neg / 2);
    return 0;
}
