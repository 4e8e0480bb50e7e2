#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct pt { int x, y; };

static int sum_range(const int *b, const int *e) {
    int s = 0;
    while (b != e) s += *b++;
    return s;
}

static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }

int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    int *p = a + 3, *q = &a[8];
    printf("diff %d *p %d *q %d p[2] %d q[-1] %d\n", (int)(q - p), *p, *q, p[2], q[-1]);
    printf("sum %d\n", sum_range(a, a + 10));
    printf("cmp %d %d\n", p < q, p + 5 == q);
    swap(&a[0], &a[9]);
    printf("swapped %d %d\n", a[0], a[9]);
    struct pt pts[4] = { { 1, 2 }, { 3, 4 }, { 5, 6 }, { 7, 8 } };
    struct pt *sp = pts;
    sp += 2;
    printf("pt %d %d %d\n", sp->x, (sp - 1)->y, (int)(sp - pts));
    int *py = &pts[3].y;
    struct pt *back = (struct pt *)((char *)py - offsetof(struct pt, y));
    printf("container %d\n", back->x);
    unsigned char bytes[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    unsigned char *bp = bytes;
    int acc = 0;
    while (bp < bytes + 8) acc = acc * 2 + *bp++;
    printf("bytes %d\n", acc);
    int **pp = &p;
    **pp = 77;
    printf("pp %d\n", a[3]);
    const char *s = "pointer walk";
    const char *e = s;
    while (*e) e++;
    printf("len %d last %c\n", (int)(e - s), e[-1]);
    int *null = NULL;
    printf("null %d\n", null == NULL);
    ptrdiff_t neg = &a[1] - &a[7];
    printf("neg %d\n", (int)neg);
    uintptr_t ua = (uintptr_t)&a[4], ub = (uintptr_t)&a[2];
    printf("uintptr diff %d\n", (int)(ua - ub));
    return 0;
}
