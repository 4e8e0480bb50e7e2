/* _BitInt wider than 128 bits (clang-16 allows them on x86-64 only): products, quotients,
 * remainders, variable shifts and compares (isel/wide_int_expand.py). */
#include <stdio.h>
typedef _BitInt(256) i256;
typedef unsigned _BitInt(256) u256;
typedef _BitInt(129) i129;
typedef _BitInt(512) i512;
static void show(const char *n, u256 v) {
    printf("%s %016llx%016llx%016llx%016llx\n", n, (unsigned long long)(v >> 192),
           (unsigned long long)(v >> 128), (unsigned long long)(v >> 64), (unsigned long long)v);
}
int main(void) {
    i256 a = (i256)0x123456789abcdef0LL * (i256)0x7fffffffffffffffLL + 12345;
    i256 b = -((i256)98765432123456789LL << 70);
    show("mul", a * b);
    show("sdiv", b / (i256)123456789);
    show("srem", b % (i256)123456789);
    show("udiv", (u256)b / (u256)a);
    show("urem", (u256)b % (u256)a);
    i129 c = (i129)-1234567890123456789LL * (i129)987654321987LL;
    show("i129", (u256)(i256)(c / (i129)-97));
    i512 d = (i512)a * (i512)b;
    i512 e = d * d;
    show("i512", (u256)(e >> 300));
    show("i512div", (u256)(e / (d >> 3)));
    int s = 77;
    show("shl", (u256)a << s);
    show("ashr", (u256)(b >> (s + 100)));
    show("ashr2", (u256)(b >> (s - 10)));
    printf("cmp %d %d %d\n", a < b, (u256)a < (u256)b, c > (i129)0);
    return 0;
}
