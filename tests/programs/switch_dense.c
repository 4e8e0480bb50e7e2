#include <stdio.h>

static const char *day(int d) {
    switch (d) {
    case 0: return "sun";
    case 1: return "mon";
    case 2: return "tue";
    case 3: return "wed";
    case 4: return "thu";
    case 5: return "fri";
    case 6: return "sat";
    default: return "???";
    }
}

static int calc(int op, int a, int b) {
    int r;
    switch (op) {
    case 10: r = a + b; break;
    case 11: r = a - b; break;
    case 12: r = a * b; break;
    case 13: r = b ? a / b : 0; break;
    case 14: r = b ? a % b : 0; break;
    case 15: r = a & b; break;
    case 16: r = a | b; break;
    case 17: r = a ^ b; break;
    case 18: r = a << (b & 7); break;
    case 19: r = a >> (b & 7); break;
    default: r = -1;
    }
    return r;
}

static int fallthrough(int n) {
    int r = 0;
    switch (n) {
    case 5: r += 5; /* fall through */
    case 4: r += 4; /* fall through */
    case 3: r += 3;
        break;
    case 2: r += 2; /* fall through */
    case 1: r += 1;
    }
    return r;
}

static char grade(unsigned char score) {
    switch (score / 10) {
    case 10: case 9: return 'A';
    case 8: return 'B';
    case 7: return 'C';
    case 6: return 'D';
    default: return 'F';
    }
}

int main(void) {
    for (int d = -1; d <= 7; d++) printf("%s ", day(d));
    printf("\n");
    for (int op = 9; op <= 20; op++) printf("op%d=%d\n", op, calc(op, 100, 7));
    for (int n = 0; n <= 6; n++) printf("%d ", fallthrough(n));
    printf("\n");
    for (int s = 35; s <= 100; s += 13) printf("%c", grade((unsigned char)s));
    printf("\n");
    return 0;
}
