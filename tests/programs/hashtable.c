#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* Open-addressing hash table from strings to ints, with growth. */
struct entry { char *key; int value; };
struct table { struct entry *slots; size_t cap, count; };

static uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static char *dup(const char *s) { size_t n = strlen(s) + 1; char *p = malloc(n); memcpy(p, s, n); return p; }

static void put(struct table *t, const char *key, int value);

static void grow(struct table *t) {
    struct table nt = { calloc(t->cap * 2, sizeof(struct entry)), t->cap * 2, 0 };
    for (size_t i = 0; i < t->cap; i++)
        if (t->slots[i].key) { put(&nt, t->slots[i].key, t->slots[i].value); free(t->slots[i].key); }
    free(t->slots);
    *t = nt;
}

static void put(struct table *t, const char *key, int value) {
    if ((t->count + 1) * 4 > t->cap * 3) grow(t);
    size_t i = fnv1a(key) & (t->cap - 1);
    while (t->slots[i].key) {
        if (strcmp(t->slots[i].key, key) == 0) { t->slots[i].value = value; return; }
        i = (i + 1) & (t->cap - 1);
    }
    t->slots[i].key = dup(key);
    t->slots[i].value = value;
    t->count++;
}

static int get(const struct table *t, const char *key, int *out) {
    size_t i = fnv1a(key) & (t->cap - 1);
    while (t->slots[i].key) {
        if (strcmp(t->slots[i].key, key) == 0) { *out = t->slots[i].value; return 1; }
        i = (i + 1) & (t->cap - 1);
    }
    return 0;
}

int main(void) {
    struct table t = { calloc(4, sizeof(struct entry)), 4, 0 };
    const char *text = "the cat and the dog and the bird saw a cat chase the other cat while a dog slept";
    char word[32];
    int wl = 0;
    for (const char *p = text;; p++) {
        if (*p == ' ' || *p == 0) {
            if (wl) {
                word[wl] = 0;
                int v = 0;
                get(&t, word, &v);
                put(&t, word, v + 1);
                wl = 0;
            }
            if (!*p) break;
        } else if (wl < 31) word[wl++] = *p;
    }
    const char *probe[] = { "the", "cat", "dog", "a", "bird", "fish", "slept" };
    for (int i = 0; i < 7; i++) {
        int v;
        if (get(&t, probe[i], &v)) printf("%s=%d\n", probe[i], v);
        else printf("%s missing\n", probe[i]);
    }
    printf("count %d cap %d\n", (int)t.count, (int)t.cap);
    for (int i = 0; i < 300; i++) {
        char k[16];
        snprintf(k, sizeof k, "key%d", i);
        put(&t, k, i * i);
    }
    int v = 0, ok = 1;
    for (int i = 0; i < 300; i += 1) {
        char k[16];
        snprintf(k, sizeof k, "key%d", i);
        if (!get(&t, k, &v) || v != i * i) ok = 0;
    }
    printf("bulk ok %d count %d cap %d\n", ok, (int)t.count, (int)t.cap);
    for (size_t i = 0; i < t.cap; i++) free(t.slots[i].key);
    free(t.slots);
    return 0;
}
