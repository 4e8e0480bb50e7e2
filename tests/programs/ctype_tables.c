/* glibc's <ctype.h> macros, spelled out as glibc's header does: they read the tables
   of __ctype_b_loc, __ctype_tolower_loc and __ctype_toupper_loc (pylli:
   emu/ctype_tables.py). Every index from -128 to 255 is read (signed char values and
   EOF included), checked against the function forms and summarised per class. */
#include <ctype.h>
#include <stdio.h>

extern const unsigned short **__ctype_b_loc(void);
extern const int **__ctype_tolower_loc(void);
extern const int **__ctype_toupper_loc(void);

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define BIT(n) (1 << (n))
#else
#define BIT(n) ((n) < 8 ? ((1 << (n)) << 8) : ((1 << (n)) >> 8))
#endif
#define IS(c, n) ((*__ctype_b_loc())[(int)(c)] & (unsigned short)BIT(n))

static const char *names[12] = {"upper", "lower", "alpha", "digit", "xdigit", "space",
                                "print", "graph", "blank", "cntrl", "punct", "alnum"};

static int by_function(int n, int c) {
  switch (n) {
  case 0: return isupper(c) != 0;
  case 1: return islower(c) != 0;
  case 2: return isalpha(c) != 0;
  case 3: return isdigit(c) != 0;
  case 4: return isxdigit(c) != 0;
  case 5: return isspace(c) != 0;
  case 6: return isprint(c) != 0;
  case 7: return isgraph(c) != 0;
  case 9: return iscntrl(c) != 0;
  case 10: return ispunct(c) != 0;
  case 11: return isalnum(c) != 0;
  }
  return -1;
}

int main(void) {
  int bad = 0;
  for (int n = 0; n < 12; n++) {
    unsigned sum = 0, count = 0;
    for (int c = -128; c < 256; c++) {
      int is = IS(c, n) != 0;
      if (is) {
        sum = sum * 31 + (unsigned)(c + 128);
        count++;
      }
      int f = (c >= 0 && c < 128) || c == -1 ? by_function(n, c) : -1;
      if (f >= 0 && f != is) {
        printf("mismatch %s %d\n", names[n], c);
        bad++;
      }
    }
    printf("%-6s %3u %08x\n", names[n], count, sum);
  }
  unsigned lo = 0, up = 0;
  for (int c = -128; c < 256; c++) {
    int l = (*__ctype_tolower_loc())[c], u = (*__ctype_toupper_loc())[c];
    lo = lo * 33 + (unsigned)(l + 128);
    up = up * 33 + (unsigned)(u + 128);
    if (c >= 0 && c < 128 && (l != tolower(c) || u != toupper(c))) {
      printf("case mismatch %d\n", c);
      bad++;
    }
  }
  printf("tolower %08x toupper %08x\n", lo, up);
  printf("%c%c %c%c %d %d\n", (*__ctype_toupper_loc())['q'], (*__ctype_tolower_loc())['Q'],
         (*__ctype_toupper_loc())['5'], (*__ctype_tolower_loc())['#'],
         (*__ctype_tolower_loc())[-1], (*__ctype_toupper_loc())[200]);
  return bad;
}
