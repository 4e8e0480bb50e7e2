/* qsort and bsearch calling back into the program (pylli: emu/search_sort.py through
   emu/guest_call.py): ints, structures sorted by one key (equal keys keep glibc's
   merge-sort order), strings through pointers, a comparison function that itself
   calls qsort and bsearch (nested calls), and one with many live values across its
   calls (callee-saved registers, SPARC register windows). The comparison calls
   are counted: glibc's algorithm makes the same number on every target. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int calls;

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  calls++;
  return (x > y) - (x < y);
}

struct rec { int key; char name[6]; };

static int cmp_rec(const void *a, const void *b) {
  calls++;
  return ((const struct rec *)a)->key - ((const struct rec *)b)->key;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* a comparison that sorts a copy of each row and compares medians: qsort inside qsort */
static int rows[6][5] = {{9, 1, 7, 3, 5}, {2, 2, 8, 0, 4}, {6, 6, 6, 1, 9},
                         {0, 9, 1, 8, 2}, {5, 4, 3, 2, 1}, {7, 0, 7, 0, 7}};

static int median(const int *row) {
  int tmp[5];
  memcpy(tmp, row, sizeof tmp);
  qsort(tmp, 5, sizeof tmp[0], cmp_int);
  int key = tmp[2];
  int *hit = bsearch(&key, tmp, 5, sizeof tmp[0], cmp_int);
  return hit ? *hit : -1;
}

static int cmp_row(const void *a, const void *b) {
  int ma = median(*(const int *const *)a), mb = median(*(const int *const *)b);
  return ma - mb;
}

/* many values live across the calls that reach it */
static long long weight(int v) {
  long long a = v * 3, b = v + 11, c = v ^ 0x55, d = v * v * v, e = v - 7;
  return a * b + c * d - e;
}

static int cmp_weight(const void *a, const void *b) {
  long long x = weight(*(const int *)a), y = weight(*(const int *)b);
  return x < y ? -1 : x > y;
}

int main(void) {
  int v[23];
  for (int i = 0; i < 23; i++)
    v[i] = (i * 37 + 11) % 29 - 14;
  calls = 0;
  qsort(v, 23, sizeof v[0], cmp_int);
  printf("ints (%d calls):", calls);
  for (int i = 0; i < 23; i++)
    printf(" %d", v[i]);
  printf("\n");
  for (int k = -15; k <= 15; k += 5) {
    calls = 0;
    int *p = bsearch(&k, v, 23, sizeof v[0], cmp_int);
    printf("bsearch %d: %s at %d (%d calls)\n", k, p ? "found" : "missing",
           p ? (int)(p - v) : -1, calls);
  }
  int none = 3;
  printf("empty: %d\n", bsearch(&none, v, 0, sizeof v[0], cmp_int) == 0);
  qsort(v, 0, sizeof v[0], cmp_int);
  qsort(v, 1, sizeof v[0], cmp_int);

  struct rec r[9];
  for (int i = 0; i < 9; i++) {
    r[i].key = (i * 5) % 4;
    r[i].name[0] = 'a' + i;
    r[i].name[1] = 0;
  }
  calls = 0;
  qsort(r, 9, sizeof r[0], cmp_rec);
  printf("records (%d calls):", calls);
  for (int i = 0; i < 9; i++)
    printf(" %d%s", r[i].key, r[i].name);
  printf("\n");

  const char *words[] = {"pear", "apple", "fig", "banana", "kiwi", "cherry", "date"};
  qsort(words, 7, sizeof words[0], cmp_str);
  for (int i = 0; i < 7; i++)
    printf("%s%c", words[i], i == 6 ? '\n' : ' ');
  const char *want = "fig";
  const char **w = bsearch(&want, words, 7, sizeof words[0], cmp_str);
  printf("fig at %d\n", w ? (int)(w - words) : -1);

  int *rp[6];
  for (int i = 0; i < 6; i++)
    rp[i] = rows[i];
  qsort(rp, 6, sizeof rp[0], cmp_row);
  for (int i = 0; i < 6; i++)
    printf("row %d median %d\n", (int)(rp[i] - rows[0]) / 5, median(rp[i]));

  int u[12];
  for (int i = 0; i < 12; i++)
    u[i] = (i * 7) % 12 - 6;
  qsort(u, 12, sizeof u[0], cmp_weight);
  for (int i = 0; i < 12; i++)
    printf("%d%c", u[i], i == 11 ? '\n' : ' ');
  return 0;
}
