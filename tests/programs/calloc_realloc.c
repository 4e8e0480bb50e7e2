#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec { int *data; int len, cap; };

static void vpush(struct vec *v, int x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 1;
        v->data = realloc(v->data, (size_t)v->cap * sizeof(int));
        if (!v->data) { puts("oom"); exit(2); }
    }
    v->data[v->len++] = x;
}

int main(void) {
    int *z = calloc(1000, sizeof(int));
    int nz = 0;
    for (int i = 0; i < 1000; i++) nz += z[i] != 0;
    printf("calloc nonzero %d\n", nz);
    free(z);
    struct vec v = { 0, 0, 0 };
    for (int i = 0; i < 1000; i++) vpush(&v, i * 3);
    long long s = 0;
    for (int i = 0; i < v.len; i++) s += v.data[i];
    printf("vec len %d cap %d sum %lld last %d\n", v.len, v.cap, s, v.data[999]);
    v.data = realloc(v.data, 10 * sizeof(int));
    printf("shrunk keeps %d %d\n", v.data[0], v.data[9]);
    free(v.data);
    char *str = NULL;
    size_t len = 0;
    const char *words[] = { "grow", "ing ", "a ", "string ", "with ", "realloc" };
    for (int i = 0; i < 6; i++) {
        size_t wl = strlen(words[i]);
        str = realloc(str, len + wl + 1);
        memcpy(str + len, words[i], wl + 1);
        len += wl;
    }
    printf("%s (%d)\n", str, (int)len);
    free(str);
    char *null_realloc = realloc(NULL, 16);
    strcpy(null_realloc, "from NULL");
    puts(null_realloc);
    free(null_realloc);
    free(NULL);
    void *ptrs[64];
    for (int i = 0; i < 64; i++) { ptrs[i] = malloc((size_t)(i * 13 + 1)); memset(ptrs[i], i, (size_t)(i * 13 + 1)); }
    int bad = 0;
    for (int i = 0; i < 64; i++) {
        unsigned char *p = ptrs[i];
        for (int j = 0; j < i * 13 + 1; j++) if (p[j] != (unsigned char)i) bad++;
    }
    for (int i = 0; i < 64; i += 2) free(ptrs[i]);
    for (int i = 1; i < 64; i += 2) free(ptrs[i]);
    printf("bad %d\n", bad);
    double *dz = calloc(8, sizeof(double));
    printf("calloc double %.1f\n", dz[7]);
    free(dz);
    return 0;
}
