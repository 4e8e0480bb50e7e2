#include <stdio.h>
#include <stdint.h>

struct person { const char *name; int age; double score; };

int counter = 5;
static int zeroed[10];
const int primes[] = { 2, 3, 5, 7, 11, 13, 17, 19 };
static const char greeting[] = "hi there";
const char *msg = "global string pointer";
int *pcounter = &counter;
const int *pprime = &primes[3];
struct person people[] = {
    { "alice", 31, 88.5 },
    { "bob", 25, 72.25 },
    { "carol", 47, 91.0 },
};
struct person *oldest = &people[2];
const char *names[] = { "zero", "one", "two", "three" };
static int64_t big_init = -1234567890123456789LL;
static uint8_t small_init = 200;
static int16_t mid_init = -1234;
double dbl_init = 6.02214076e23;
float flt_init = -1.5e-3f;
char buf[32] = "prefilled";
struct node { int v; struct node *next; };
struct node n3 = { 3, 0 };
struct node n2 = { 2, &n3 };
struct node n1 = { 1, &n2 };
static int matrix[2][3] = { { 1, 2, 3 }, { 4, 5, 6 } };
const char *const *pnames = names;
static const struct { char tag; unsigned short code; } codes[] = { { 'a', 100 }, { 'b', 65535 } };

static int next_id(void) {
    static int id = 100;
    return id++;
}

int main(void) {
    printf("counter %d via ptr %d\n", counter, *pcounter);
    *pcounter += 10;
    printf("counter %d\n", counter);
    int s = 0;
    for (int i = 0; i < 10; i++) s += zeroed[i];
    printf("zeroed sum %d\n", s);
    printf("primes[3] %d pprime[1] %d\n", primes[3], pprime[1]);
    printf("%s / %s\n", greeting, msg);
    for (unsigned i = 0; i < sizeof people / sizeof people[0]; i++)
        printf("%s %d %.2f\n", people[i].name, people[i].age, people[i].score);
    printf("oldest %s\n", oldest->name);
    printf("names %s %s\n", names[1], pnames[3]);
    printf("ints %lld %u %d\n", (long long)big_init, small_init, mid_init);
    printf("fp %.6e %.6f\n", dbl_init, flt_init);
    printf("buf %s %d\n", buf, buf[20]);
    for (struct node *p = &n1; p; p = p->next) printf("node %d\n", p->v);
    printf("matrix %d %d\n", matrix[1][2], matrix[0][1]);
    printf("codes %c%u %c%u\n", codes[0].tag, codes[0].code, codes[1].tag, codes[1].code);
    int a = next_id(), b = next_id(), c = next_id();
    printf("ids %d %d %d\n", a, b, c);
    return 0;
}
