#include <stdio.h>

/* Threaded-code interpreter using GNU labels-as-values (indirectbr). */
static int run(const unsigned char *code, int x) {
    static void *const labels[] = { &&op_inc, &&op_dbl, &&op_dec, &&op_jnz, &&op_halt };
    int acc = x, counter = 3;
    const unsigned char *pc = code;
#define NEXT goto *labels[*pc++]
    NEXT;
op_inc:
    acc++;
    NEXT;
op_dbl:
    acc *= 2;
    NEXT;
op_dec:
    counter--;
    NEXT;
op_jnz:
    if (counter) { pc = code; }
    else pc++;
    NEXT;
op_halt:
    return acc;
#undef NEXT
}

static int classify(int v) {
    void *target = v < 0 ? &&neg : v == 0 ? &&zero : &&pos;
    goto *target;
neg:
    return -1;
zero:
    return 0;
pos:
    return 1;
}

int main(void) {
    const unsigned char prog[] = { 0, 1, 2, 3, 0, 4 };
    for (int x = 0; x < 4; x++) printf("run(%d)=%d\n", x, run(prog, x));
    printf("classify %d %d %d\n", classify(-9), classify(0), classify(9));
    return 0;
}
