/* Exercises the real zlib (fetched by tools/reallib.py): round trips of generated data
 * of several shapes and sizes through compress2/uncompress at three levels, deflate with
 * each strategy and with raw, zlib and gzip wrappers, inflate fed in small pieces into a
 * small output window, a preset dictionary, and crc32/adler32 (whole and combined). What
 * it prints depends only on the bytes, so every target prints the same; a failed round
 * trip prints FAIL and the exit status is 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver_data.h"

#include "zlib.h"

static void generate(unsigned char *p, int n, int shape, unsigned seed) {
    static const char *const words[16] = {
        "the ", "quick ", "brown ", "fox ", "jumps ", "over ", "lazy ", "dog ",
        "deflate ", "inflate ", "window ", "\n", "0123456789", ", ", "zlib ", "huffman "};
    generate_from(p, n, shape, seed, words, 300, 64);
}

static void simple_round_trips(const unsigned char *src, int n, unsigned char *dst,
                               unsigned long cap, unsigned char *out) {
    static const int levels[] = {1, 6, 9};
    int k;
    printf("  compress2");
    for (k = 0; k < 3; k++) {
        uLongf c = cap, d = (uLongf)n + 16;
        int r1 = compress2(dst, &c, src, (uLong)n, levels[k]);
        int r2 = uncompress(out, &d, dst, c);
        check("compress2", n, r1 == Z_OK && r2 == Z_OK && d == (uLongf)n &&
                              memcmp(src, out, (size_t)n) == 0);
        printf("  L%d %6lu %08lx", levels[k], (unsigned long)c,
               (unsigned long)crc32(0L, dst, (uInt)c));
    }
    printf("\n");
}

/* deflate with a strategy and a wrapper (windowBits -15 raw, 15 zlib, 31 gzip), then
 * inflate fed 97 bytes at a time into an output window of 256 bytes */
static void stream_round_trip(const unsigned char *src, int n, unsigned char *dst,
                              unsigned long cap, unsigned char *out, int strategy,
                              int window_bits, const char *name) {
    z_stream zs;
    int ret;
    unsigned long c, got = 0;
    memset(&zs, 0, sizeof zs);
    ret = deflateInit2(&zs, 5, Z_DEFLATED, window_bits, 8, strategy);
    check("deflateInit2", n, ret == Z_OK);
    zs.next_in = (Bytef *)src;
    zs.avail_in = (uInt)n;
    zs.next_out = dst;
    zs.avail_out = (uInt)cap;
    ret = deflate(&zs, Z_FINISH);
    check("deflate", n, ret == Z_STREAM_END);
    c = zs.total_out;
    deflateEnd(&zs);

    memset(&zs, 0, sizeof zs);
    ret = inflateInit2(&zs, window_bits);
    check("inflateInit2", n, ret == Z_OK);
    zs.next_in = dst;
    while (ret == Z_OK) {
        unsigned long left = c - (unsigned long)(zs.next_in - dst);
        zs.avail_in = (uInt)(left < 97 ? left : 97);
        zs.next_out = out + got;
        zs.avail_out = 256;
        ret = inflate(&zs, Z_NO_FLUSH);
        got = zs.total_out;
        if (ret == Z_BUF_ERROR && zs.avail_in == 0 && left > 0) ret = Z_OK;
    }
    check(name, n, ret == Z_STREAM_END && got == (unsigned long)n &&
                   memcmp(src, out, (size_t)n) == 0);
    printf("  %-8s %6lu %08lx %08lx", name, c, (unsigned long)crc32(0L, dst, (uInt)c),
           (unsigned long)zs.adler);
    inflateEnd(&zs);
}

static void dictionary_round_trip(const unsigned char *src, int n, unsigned char *dst,
                                  unsigned long cap, unsigned char *out) {
    static const char dict[] = "the quick brown fox jumps over the lazy dog, zlib inflate";
    z_stream zs;
    int ret;
    unsigned long c;
    memset(&zs, 0, sizeof zs);
    deflateInit(&zs, 9);
    deflateSetDictionary(&zs, (const Bytef *)dict, sizeof dict - 1);
    zs.next_in = (Bytef *)src;
    zs.avail_in = (uInt)n;
    zs.next_out = dst;
    zs.avail_out = (uInt)cap;
    ret = deflate(&zs, Z_FINISH);
    c = zs.total_out;
    deflateEnd(&zs);
    memset(&zs, 0, sizeof zs);
    inflateInit(&zs);
    zs.next_in = dst;
    zs.avail_in = (uInt)c;
    zs.next_out = out;
    zs.avail_out = (uInt)n + 16;
    ret = inflate(&zs, Z_FINISH);
    if (ret == Z_NEED_DICT) {
        inflateSetDictionary(&zs, (const Bytef *)dict, sizeof dict - 1);
        ret = inflate(&zs, Z_FINISH);
    }
    check("dictionary", n, ret == Z_STREAM_END && zs.total_out == (unsigned long)n &&
                           memcmp(src, out, (size_t)n) == 0);
    printf("  dict     %6lu %08lx\n", c, (unsigned long)crc32(0L, dst, (uInt)c));
    inflateEnd(&zs);
}

int main(int argc, char **argv) {
    static const int sizes[] = {0, 1, 15, 100, 1000, 4099, 20000};
    static const char *const shapes[] = {"zeros", "text", "random", "mixed"};
    int s, k;
    /* `quick`: inputs up to 1000 bytes (for SPARC, whose emulation is slow) */
    int quick = argc > 1 && argv[1][0] == 'q';
    int max = 20000;
    unsigned long cap = compressBound((uLong)max) + 64;
    unsigned char *src = malloc((size_t)max);
    unsigned char *dst = malloc((size_t)cap);
    unsigned char *out = malloc((size_t)max + 16);
    printf("zlib %s\n", zlibVersion());
    for (s = 0; s < 4; s++) {
        for (k = 0; k < 7; k++) {
            int n = sizes[k];
            if (quick && n > 1000) continue;
            uLong crc_a, crc_b, ad_a, ad_b;
            if (s == 2 && n > 4099) continue;
            generate(src, n, s, 11u * (unsigned)k + (unsigned)s);
            crc_a = crc32(0L, src, (uInt)(n / 3));
            crc_b = crc32(0L, src + n / 3, (uInt)(n - n / 3));
            ad_a = adler32(1L, src, (uInt)(n / 3));
            ad_b = adler32(1L, src + n / 3, (uInt)(n - n / 3));
            printf("%-6s %5d  crc32 %08lx  adler32 %08lx  bound %lu\n", shapes[s], n,
                   (unsigned long)crc32(0L, src, (uInt)n),
                   (unsigned long)adler32(1L, src, (uInt)n),
                   (unsigned long)deflateBound(NULL, (uLong)n));
            check("crc32_combine", n, crc32_combine(crc_a, crc_b, n - n / 3) ==
                                      crc32(0L, src, (uInt)n));
            check("adler32_combine", n, adler32_combine(ad_a, ad_b, n - n / 3) ==
                                        adler32(1L, src, (uInt)n));
            simple_round_trips(src, n, dst, cap, out);
            stream_round_trip(src, n, dst, cap, out, Z_DEFAULT_STRATEGY, 15, "zlib");
            stream_round_trip(src, n, dst, cap, out, Z_FILTERED, -15, "raw");
            printf("\n");
            stream_round_trip(src, n, dst, cap, out, Z_HUFFMAN_ONLY, 31, "gzip");
            stream_round_trip(src, n, dst, cap, out, Z_RLE, 15, "rle");
            stream_round_trip(src, n, dst, cap, out, Z_FIXED, 15, "fixed");
            printf("\n");
            dictionary_round_trip(src, n, dst, cap, out);
        }
    }
    free(src);
    free(dst);
    free(out);
    printf("%s (%u failures)\n", failures ? "FAIL" : "ok", failures);
    return failures ? 1 : 0;
}
