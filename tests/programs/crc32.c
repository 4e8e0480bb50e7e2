#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t table[256];

static void make_table(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
}

static uint32_t crc32(const unsigned char *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

static uint32_t crc32_bitwise(const unsigned char *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}

static uint16_t crc16_ccitt(const unsigned char *p, size_t n) {
    uint16_t c = 0xffff;
    for (size_t i = 0; i < n; i++) {
        c ^= (uint16_t)(p[i] << 8);
        for (int k = 0; k < 8; k++) c = (c & 0x8000) ? (uint16_t)((c << 1) ^ 0x1021) : (uint16_t)(c << 1);
    }
    return c;
}

static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return (b << 16) | a;
}

int main(void) {
    make_table();
    const char *s = "123456789";
    printf("crc32 %08x bitwise %08x\n", crc32((const unsigned char *)s, 9), crc32_bitwise((const unsigned char *)s, 9));
    const char *fox = "The quick brown fox jumps over the lazy dog";
    printf("fox crc32 %08x crc16 %04x adler %08x\n", crc32((const unsigned char *)fox, strlen(fox)),
           crc16_ccitt((const unsigned char *)fox, strlen(fox)), adler32((const unsigned char *)fox, strlen(fox)));
    static unsigned char data[2048];
    for (int i = 0; i < 2048; i++) data[i] = (unsigned char)(i * 31 + 7);
    printf("data crc32 %08x crc16 %04x adler %08x\n", crc32(data, 2048), crc16_ccitt(data, 2048), adler32(data, 2048));
    printf("empty %08x\n", crc32(data, 0));
    printf("table[1] %08x table[255] %08x\n", table[1], table[255]);
    return 0;
}
