#include <stdio.h>
#include <stdint.h>

static int16_t f16(int16_t a, int16_t b, int op) {
    switch (op) {
    case 0: return (int16_t)(a + b);
    case 1: return (int16_t)(a - b);
    case 2: return (int16_t)(a * b);
    case 3: return b ? (int16_t)(a / b) : 0;
    case 4: return b ? (int16_t)(a % b) : 0;
    case 5: return (int16_t)(a & b);
    case 6: return (int16_t)(a | b);
    default: return (int16_t)(a ^ b);
    }
}

static uint16_t u16(uint16_t a, uint16_t b, int op) {
    switch (op) {
    case 0: return (uint16_t)(a + b);
    case 1: return (uint16_t)(a - b);
    case 2: return (uint16_t)(a * b);
    case 3: return b ? (uint16_t)(a / b) : 0;
    case 4: return b ? (uint16_t)(a % b) : 0;
    case 5: return (uint16_t)(a << (b & 15));
    case 6: return (uint16_t)(a >> (b & 15));
    default: return (uint16_t)~a;
    }
}

int main(void) {
    int16_t sv[] = { 0, 1, -1, 32767, -32768, 1234, -4321, 255 };
    uint16_t uv[] = { 0, 1, 65535, 32768, 1234, 4321, 255, 7 };
    for (int i = 0; i < 8; i++) {
        int16_t a = sv[i], b = sv[(i * 3 + 1) % 8];
        printf("s %d %d:", a, b);
        for (int op = 0; op < 8; op++) printf(" %hd", f16(a, b, op));
        printf("\n");
        uint16_t c = uv[i], d = uv[(i * 5 + 2) % 8];
        printf("u %u %u:", c, d);
        for (int op = 0; op < 8; op++) printf(" %hu", u16(c, d, op));
        printf("\n");
    }
    int16_t x = -300;
    printf("sext16 %d %lld zext16 %u\n", x, (long long)x, (unsigned)(uint16_t)x);
    return 0;
}
