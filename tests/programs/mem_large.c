#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <stdint.h>

static unsigned char src[8000], dst[8000];

static uint32_t sum(const unsigned char *p, size_t n) {
    uint32_t s = 0;
    for (size_t i = 0; i < n; i++) s = s * 33u + p[i];
    return s;
}

struct blob { int id; char data[100]; double w; };

int main(void) {
    for (int i = 0; i < 8000; i++) src[i] = (unsigned char)(i * 7 + (i >> 8));
    memcpy(dst, src, 8000);
    printf("memcpy eq %d sum %08x\n", memcmp(dst, src, 8000) == 0, sum(dst, 8000));
    memset(dst + 100, 0xab, 5000);
    printf("memset sum %08x byte %02x %02x %02x\n", sum(dst, 8000), dst[99], dst[100], dst[5100]);
    int c = memcmp(dst, src, 8000);
    printf("memcmp sign %d\n", (c > 0) - (c < 0));
    memmove(dst + 10, dst, 1000);   /* overlapping forward */
    printf("memmove fwd %08x\n", sum(dst, 2000));
    memmove(dst, dst + 37, 3000);   /* overlapping backward */
    printf("memmove bwd %08x\n", sum(dst, 4000));
    unsigned char *h = malloc(16384);
    memset(h, 0, 16384);
    for (int i = 0; i < 16384; i += 1024) h[i] = (unsigned char)(i >> 10);
    printf("heap sum %08x\n", sum(h, 16384));
    free(h);
    struct blob a = { 1, "abc", 2.5 }, b;
    memset(&b, 0, sizeof b);
    memcpy(&b, &a, sizeof a);
    b.data[50] = 'z';
    printf("blob %d %s %.1f %c\n", b.id, b.data, b.w, b.data[50]);
    struct blob arr[10];
    for (int i = 0; i < 10; i++) { arr[i] = a; arr[i].id = i; }
    struct blob copy[10];
    memcpy(copy, arr, sizeof arr);
    printf("copy %d %d\n", copy[9].id, memcmp(&copy[3], &arr[3], sizeof(struct blob)));
    char s1[] = "abcdef", s2[] = "abcxef";
    int r = memcmp(s1, s2, 6);
    printf("memcmp %d %d %d\n", r < 0, memcmp(s1, s2, 3), memcmp(s2, s1, 6) > 0);
    unsigned char hi[2] = { 0x80, 0 }, lo[2] = { 0x7f, 0 };
    printf("unsigned memcmp %d\n", memcmp(hi, lo, 2) > 0);
    return 0;
}
