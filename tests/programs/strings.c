#include <stdio.h>
#include <string.h>

static void rev(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
}

static int count_words(const char *s) {
    int n = 0, in = 0;
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t' || *s == '\n') in = 0;
        else if (!in) { in = 1; n++; }
    }
    return n;
}

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
    char buf[128];
    strcpy(buf, "Hello");
    strcat(buf, ", ");
    strcat(buf, "World");
    printf("%s len %d\n", buf, (int)strlen(buf));
    printf("strcmp %d %d %d %d\n", sign(strcmp("abc", "abd")), sign(strcmp("abc", "abc")), sign(strcmp("b", "abc")),
           sign(strcmp("abc", "ab")));
    printf("strncmp %d %d\n", sign(strncmp("abcdef", "abcxyz", 3)), sign(strncmp("abcdef", "abcxyz", 4)));
    const char *p = strchr(buf, 'o');
    const char *q = strrchr(buf, 'o');
    printf("strchr %d strrchr %d none %d nul %d\n", (int)(p - buf), (int)(q - buf), strchr(buf, 'z') == NULL,
           (int)(strchr(buf, '\0') - buf));
    char small[8];
    strncpy(small, "truncated string", 7);
    small[7] = 0;
    printf("strncpy %s\n", small);
    char pad[8];
    memset(pad, 'x', 8);
    strncpy(pad, "ab", 6);
    printf("pad %d %d %d %c\n", pad[2], pad[5], pad[6] == 'x', pad[7]);
    rev(buf);
    printf("rev %s\n", buf);
    printf("words %d\n", count_words("  the quick\tbrown fox\n jumps  "));
    char up[32];
    strcpy(up, "MiXeD cAsE 123");
    for (char *c = up; *c; c++) if (*c >= 'a' && *c <= 'z') *c = (char)(*c - 'a' + 'A');
    puts(up);
    const char *hi = "\xe9t\xe9";   /* bytes above 127: compare as unsigned */
    printf("high %d %d\n", sign(strcmp(hi, "abc")), (int)strlen(hi));
    char joined[64] = "";
    const char *parts[] = { "a", "bb", "ccc", "dddd" };
    for (int i = 0; i < 4; i++) { if (i) strcat(joined, "-"); strcat(joined, parts[i]); }
    printf("joined %s\n", joined);
    /* find substring by hand */
    const char *hay = "find the needle in the haystack";
    const char *needle = "needle";
    int pos = -1;
    for (int i = 0; hay[i] && pos < 0; i++) if (strncmp(hay + i, needle, strlen(needle)) == 0) pos = i;
    printf("needle at %d\n", pos);
    char esc[] = "tab\there\\ \"quoted\"";
    puts(esc);
    return 0;
}
