#include <stdio.h>
#include <stdlib.h>

struct tree { int key; struct tree *l, *r; };

static struct tree *insert(struct tree *t, int k) {
    if (!t) { t = malloc(sizeof *t); t->key = k; t->l = t->r = NULL; return t; }
    if (k < t->key) t->l = insert(t->l, k);
    else if (k > t->key) t->r = insert(t->r, k);
    return t;
}
static int height(const struct tree *t) {
    if (!t) return 0;
    int a = height(t->l), b = height(t->r);
    return 1 + (a > b ? a : b);
}
static int count(const struct tree *t) { return t ? 1 + count(t->l) + count(t->r) : 0; }
static void inorder(const struct tree *t, int *out, int *n) {
    if (!t) return;
    inorder(t->l, out, n);
    out[(*n)++] = t->key;
    inorder(t->r, out, n);
}
static int contains(const struct tree *t, int k) {
    while (t) { if (k == t->key) return 1; t = k < t->key ? t->l : t->r; }
    return 0;
}
static void destroy(struct tree *t) { if (t) { destroy(t->l); destroy(t->r); free(t); } }

/* build a tree of expressions and evaluate */
struct expr { char op; int val; struct expr *a, *b; };
static struct expr *num(int v) { struct expr *e = calloc(1, sizeof *e); e->op = 'n'; e->val = v; return e; }
static struct expr *bin(char op, struct expr *a, struct expr *b) { struct expr *e = calloc(1, sizeof *e); e->op = op; e->a = a; e->b = b; return e; }
static long long eval(const struct expr *e) {
    switch (e->op) {
    case 'n': return e->val;
    case '+': return eval(e->a) + eval(e->b);
    case '-': return eval(e->a) - eval(e->b);
    case '*': return eval(e->a) * eval(e->b);
    default: return 0;
    }
}
static void show(const struct expr *e) {
    if (e->op == 'n') { printf("%d", e->val); return; }
    printf("(");
    show(e->a);
    printf(" %c ", e->op);
    show(e->b);
    printf(")");
}

int main(void) {
    struct tree *t = NULL;
    unsigned s = 7;
    for (int i = 0; i < 200; i++) { s = s * 69069u + 1u; t = insert(t, (int)(s >> 20)); }
    int keys[200], n = 0;
    inorder(t, keys, &n);
    int sorted = 1;
    for (int i = 1; i < n; i++) if (keys[i - 1] >= keys[i]) sorted = 0;
    printf("count %d height %d sorted %d min %d max %d\n", count(t), height(t), sorted, keys[0], keys[n - 1]);
    printf("contains %d %d\n", contains(t, keys[17]), contains(t, -5));
    destroy(t);
    struct expr *e = bin('*', bin('+', num(3), num(4)), bin('-', num(10), bin('*', num(2), num(6))));
    show(e);
    printf(" = %lld\n", eval(e));
    return 0;
}
