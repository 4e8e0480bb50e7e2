/* Static initializers that need relocations and constant folding: tables of function
 * pointers and strings, pointers into the middle of arrays and structs, self-references,
 * address differences, nested aggregates with designated initializers, and a
 * dispatch table driven interpreter. */
#include <stdio.h>
#include <string.h>

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int shl(int a, int b) { return a << (b & 15); }

struct Op { const char *name; int (*fn)(int, int); int weight; };
static const struct Op ops[] = {
    [2] = {"mul", mul, 3}, [0] = {"add", add, 1}, [1] = {"sub", sub, 2}, [3] = {"shl", shl, 4},
};

static int data[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
static int *mid = &data[5];
static int *const ends[2] = {data, data + 9};
struct Node { int v; struct Node *next; };
static struct Node ring[3] = {{1, &ring[1]}, {2, &ring[2]}, {3, &ring[0]}};
static const char *const words[] = {"alpha", "beta", "gamma", "delta", ""};
static const char text[] = "static-text";
static const char *tail = text + 7;
static struct { short id; struct { char c; double d; } in[2]; long long big; } nested = {
    .id = 9, .in = {[1] = {.c = 'z', .d = 2.5}, [0] = {'a', -1.25}}, .big = -1LL << 40};
static unsigned long diff = (unsigned long)(sizeof data / sizeof data[0]);

int main(void) {
    int acc = 3;
    for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        acc = ops[i].fn(acc, ops[i].weight + 1);
        printf("%s %d\n", ops[i].name, acc);
    }
    printf("mid %d %d ends %d %d span %d\n", *mid, mid[-5], *ends[0], *ends[1],
           (int)(ends[1] - ends[0]));
    struct Node *n = &ring[0];
    int s = 0;
    for (int k = 0; k < 7; k++) { s = s * 4 + n->v; n = n->next; }
    printf("ring %d\n", s);
    size_t total = 0;
    for (const char *const *w = words; **w; w++) total += strlen(*w);
    printf("words %u tail %s\n", (unsigned)total, tail);
    printf("nested %d %c %.2f %c %.2f %lld %lu\n", nested.id, nested.in[0].c, nested.in[0].d,
           nested.in[1].c, nested.in[1].d, nested.big, diff);
    static int counter;            /* zero-initialized static local */
    static int *pc = &counter;
    for (int k = 0; k < 5; k++) (*pc) += k;
    printf("counter %d\n", counter);
    return 0;
}
