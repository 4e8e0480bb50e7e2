#include <stdio.h>
#include <string.h>

struct account { char owner[16]; long long balance; int history[4]; int nhist; };
struct bank { struct account accts[3]; int count; };

static void deposit(struct account *a, int amount) {
    a->balance += amount;
    a->history[a->nhist++ % 4] = amount;
}

static int transfer(struct bank *b, int from, int to, int amount) {
    if (b->accts[from].balance < amount) return 0;
    deposit(&b->accts[from], -amount);
    deposit(&b->accts[to], amount);
    return 1;
}

static const struct account *richest(const struct bank *b) {
    const struct account *best = &b->accts[0];
    for (int i = 1; i < b->count; i++) if (b->accts[i].balance > best->balance) best = &b->accts[i];
    return best;
}

struct point3 { short x, y, z; };
static void scale(struct point3 *pts, int n, int k) {
    for (struct point3 *p = pts; p < pts + n; p++) { p->x = (short)(p->x * k); p->y = (short)(p->y * k); p->z = (short)(p->z * k); }
}

int main(void) {
    struct bank b;
    memset(&b, 0, sizeof b);
    const char *names[] = { "ann", "ben", "cat" };
    for (int i = 0; i < 3; i++) { strcpy(b.accts[i].owner, names[i]); b.accts[i].balance = 100 * (i + 1); }
    b.count = 3;
    printf("t1 %d\n", transfer(&b, 0, 1, 50));
    printf("t2 %d\n", transfer(&b, 0, 2, 80));
    printf("t3 %d\n", transfer(&b, 2, 0, 250));
    for (int i = 0; i < 3; i++) {
        const struct account *a = &b.accts[i];
        printf("%s %lld [", a->owner, a->balance);
        for (int j = 0; j < a->nhist && j < 4; j++) printf("%d ", a->history[j]);
        printf("]\n");
    }
    printf("richest %s\n", richest(&b)->owner);
    struct bank copy = b;
    deposit(&copy.accts[1], 1000);
    printf("copy %lld orig %lld\n", copy.accts[1].balance, b.accts[1].balance);
    struct point3 pts[3] = { { 1, 2, 3 }, { -4, 5, -6 }, { 100, 200, 300 } };
    scale(pts, 3, 3);
    for (int i = 0; i < 3; i++) printf("(%d,%d,%d) ", pts[i].x, pts[i].y, pts[i].z);
    printf("\n");
    struct point3 *pp = &pts[1];
    struct point3 **ppp = &pp;
    (*ppp)->z = 7;
    printf("via ** %d\n", pts[1].z);
    return 0;
}
