/* Exercises the real LZ4 library (lz4.c, lz4hc.c, lz4frame.c, xxhash.c, fetched by
 * tools/reallib_fetch.py): round trips of generated data of several shapes and sizes
 * through the block API (fast and accelerated), the high-compression API, the
 * dictionary/streaming API and the frame format, with XXH32/XXH64 checksums of the
 * inputs and of every compressed stream. Everything printed depends only on the bytes,
 * so every target (big- or little-endian, 32- or 64-bit) prints the same; a failed
 * round trip prints FAIL and the exit status is 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver_data.h"

#include "lz4.h"
#include "lz4hc.h"
#include "lz4frame.h"
#include "xxhash.h"

static void generate(unsigned char *p, int n, int shape, unsigned seed) {
    static const char *const words[16] = {
        "the ", "quick ", "brown ", "fox ", "jumps ", "over ", "lazy ", "dog ",
        "compress ", "block ", "frame ", "\n", "0123456789", ", ", "LZ4 ", "xxhash "};
    generate_from(p, n, shape, seed, words, 64, 32);
}

static void block_round_trips(const unsigned char *src, int n, unsigned char *dst, int cap,
                              unsigned char *out) {
    int c, d;
    c = LZ4_compress_default((const char *)src, (char *)dst, n, cap);
    d = LZ4_decompress_safe((const char *)dst, (char *)out, c, n);
    check("default", n, c > 0 && d == n && memcmp(src, out, (size_t)n) == 0);
    printf("  block     %6d %08x", c, (unsigned)XXH32(dst, (size_t)c, 0));

    c = LZ4_compress_fast((const char *)src, (char *)dst, n, cap, 8);
    d = LZ4_decompress_safe((const char *)dst, (char *)out, c, n);
    check("fast8", n, c > 0 && d == n && memcmp(src, out, (size_t)n) == 0);
    printf("  fast8 %6d %08x", c, (unsigned)XXH32(dst, (size_t)c, 0));

    if (n > 16) {   /* the first half only, from a stream cut short */
        int part = n / 2;
        c = LZ4_compress_default((const char *)src, (char *)dst, n, cap);
        d = LZ4_decompress_safe_partial((const char *)dst, (char *)out, c, part, n);
        check("partial", n, d >= part && memcmp(src, out, (size_t)part) == 0);
    }
    printf("\n");
}

static void hc_round_trips(const unsigned char *src, int n, unsigned char *dst, int cap,
                           unsigned char *out) {
    static const int levels[] = {2, 9, 12};
    int k;
    printf("  hc");
    for (k = 0; k < 3; k++) {
        int c, d;
        if (levels[k] > 9 && n > 6000) continue;   /* the optimal parser is slow */
        c = LZ4_compress_HC((const char *)src, (char *)dst, n, cap, levels[k]);
        d = LZ4_decompress_safe((const char *)dst, (char *)out, c, n);
        check("hc", n, c > 0 && d == n && memcmp(src, out, (size_t)n) == 0);
        printf("  L%-2d %6d %08x", levels[k], c, (unsigned)XXH32(dst, (size_t)c, 0));
    }
    printf("\n");
}

/* the second half compressed with the first half as its dictionary */
static void dict_round_trip(const unsigned char *src, int n, unsigned char *dst, int cap,
                            unsigned char *out) {
    LZ4_stream_t *stream = LZ4_createStream();
    int half = n / 2, c, d;
    LZ4_loadDict(stream, (const char *)src, half);
    c = LZ4_compress_fast_continue(stream, (const char *)src + half, (char *)dst, n - half,
                                   cap, 1);
    d = LZ4_decompress_safe_usingDict((const char *)dst, (char *)out, c, n - half,
                                      (const char *)src, half);
    check("dict", n, c > 0 && d == n - half && memcmp(src + half, out, (size_t)d) == 0);
    printf("  dict      %6d %08x\n", c, (unsigned)XXH32(dst, (size_t)c, 0));
    LZ4_freeStream(stream);
}

static void frame_round_trip(const unsigned char *src, int n, unsigned char *dst, int cap,
                             unsigned char *out) {
    LZ4F_preferences_t prefs;
    LZ4F_dctx *dctx;
    size_t c, src_size, dst_size, got = 0, ret = 1, pos = 0;
    memset(&prefs, 0, sizeof prefs);
    prefs.frameInfo.contentChecksumFlag = LZ4F_contentChecksumEnabled;
    prefs.frameInfo.blockChecksumFlag = LZ4F_blockChecksumEnabled;
    prefs.frameInfo.blockSizeID = LZ4F_max64KB;
    prefs.frameInfo.contentSize = (unsigned long long)n;
    prefs.compressionLevel = n & 1 ? 3 : 0;
    c = LZ4F_compressFrame(dst, (size_t)cap, src, (size_t)n, &prefs);
    check("frame-compress", n, !LZ4F_isError(c));
    if (LZ4F_isError(LZ4F_createDecompressionContext(&dctx, LZ4F_VERSION))) {
        check("frame-dctx", n, 0);
        return;
    }
    /* feed the frame in pieces of 1000 bytes, as a reader of a file would */
    while (pos < c && ret != 0) {
        src_size = c - pos < 1000 ? c - pos : 1000;
        dst_size = (size_t)n + 64 - got;
        ret = LZ4F_decompress(dctx, out + got, &dst_size, dst + pos, &src_size, NULL);
        if (LZ4F_isError(ret)) {
            printf("  frame error %s\n", LZ4F_getErrorName(ret));
            break;
        }
        pos += src_size;
        got += dst_size;
    }
    check("frame", n, ret == 0 && got == (size_t)n && memcmp(src, out, (size_t)n) == 0);
    printf("  frame     %6u %08x\n", (unsigned)c, (unsigned)XXH32(dst, c, 0));
    LZ4F_freeDecompressionContext(dctx);
}

int main(int argc, char **argv) {
    static const int sizes[] = {0, 1, 15, 100, 1000, 4099, 12000};
    static const char *const shapes[] = {"zeros", "text", "random", "mixed"};
    int s, k;
    /* `quick`: inputs up to 1000 bytes (for SPARC, whose emulation is slow) */
    int quick = argc > 1 && argv[1][0] == 'q';
    int max = 12000;
    int cap = LZ4_compressBound(max) + 1024;
    unsigned char *src = malloc((size_t)max);
    unsigned char *dst = malloc((size_t)cap);
    unsigned char *out = malloc((size_t)max + 64);
    printf("lz4 %s, frame version %u\n", LZ4_versionString(), (unsigned)LZ4F_getVersion());
    for (s = 0; s < 4; s++) {
        for (k = 0; k < 7; k++) {
            int n = sizes[k];
            if (quick && n > 1000) continue;
            if (s == 2 && n > 4099) continue;   /* random data is all literals */
            generate(src, n, s, 7u * (unsigned)k + (unsigned)s);
            printf("%-6s %5d  xxh32 %08x  xxh64 %016llx\n", shapes[s], n,
                   (unsigned)XXH32(src, (size_t)n, 0),
                   (unsigned long long)XXH64(src, (size_t)n, 12345));
            block_round_trips(src, n, dst, cap, out);
            if (n <= 4099 || s != 1) hc_round_trips(src, n, dst, cap, out);
            dict_round_trip(src, n, dst, cap, out);
            frame_round_trip(src, n, dst, cap, out);
        }
    }
    free(src);
    free(dst);
    free(out);
    printf("%s (%u failures)\n", failures ? "FAIL" : "ok", failures);
    return failures ? 1 : 0;
}
