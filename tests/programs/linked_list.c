#include <stdio.h>
#include <stdlib.h>

struct node { int val; struct node *next; };

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    if (!n) { puts("oom"); exit(1); }
    n->val = v;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *h) {
    struct node *prev = NULL;
    while (h) { struct node *nx = h->next; h->next = prev; prev = h; h = nx; }
    return prev;
}

static void print(const struct node *h) {
    for (; h; h = h->next) printf("%d ", h->val);
    printf("\n");
}

static struct node *remove_if_even(struct node *h) {
    struct node **pp = &h;
    while (*pp) {
        if ((*pp)->val % 2 == 0) { struct node *d = *pp; *pp = d->next; free(d); }
        else pp = &(*pp)->next;
    }
    return h;
}

static struct node *merge(struct node *a, struct node *b) {
    struct node dummy, *t = &dummy;
    while (a && b) {
        if (a->val <= b->val) { t->next = a; a = a->next; } else { t->next = b; b = b->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return dummy.next;
}

static struct node *msort(struct node *h) {
    if (!h || !h->next) return h;
    struct node *slow = h, *fast = h->next;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
    struct node *b = slow->next;
    slow->next = NULL;
    return merge(msort(h), msort(b));
}

static void free_all(struct node *h) { while (h) { struct node *n = h->next; free(h); h = n; } }

int main(void) {
    struct node *l = NULL;
    for (int i = 1; i <= 10; i++) l = push(l, i * i % 17);
    print(l);
    l = reverse(l);
    print(l);
    l = remove_if_even(l);
    print(l);
    free_all(l);
    struct node *big = NULL;
    unsigned seed = 12345;
    for (int i = 0; i < 500; i++) { seed = seed * 1103515245u + 12345u; big = push(big, (int)((seed >> 16) % 1000)); }
    big = msort(big);
    int count = 0, sorted = 1;
    long long sum = 0;
    for (struct node *p = big; p; p = p->next) { count++; sum += p->val; if (p->next && p->val > p->next->val) sorted = 0; }
    printf("count %d sum %lld sorted %d first %d\n", count, sum, sorted, big->val);
    free_all(big);
    /* allocate and free repeatedly */
    for (int round = 0; round < 50; round++) {
        struct node *t = NULL;
        for (int i = 0; i < 20; i++) t = push(t, i);
        free_all(t);
    }
    puts("done");
    return 0;
}
