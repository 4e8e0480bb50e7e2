#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[100];
    int n = sprintf(buf, "%d-%s-%c-%x", 42, "abc", 'Z', 255);
    printf("[%s] %d\n", buf, n);
    n = snprintf(buf, 10, "%s", "0123456789abcdef");
    printf("[%s] %d\n", buf, n);
    n = snprintf(buf, sizeof buf, "%08.3f|%-6d|%lld", 3.14159, -7, -1234567890123LL);
    printf("[%s] %d\n", buf, n);
    n = snprintf(NULL, 0, "%d %d %d", 100, 200, 300);
    printf("measure %d\n", n);
    n = snprintf(buf, 1, "abc");
    printf("size1 [%s] %d\n", buf, n);
    char table[200] = "";
    for (int i = 1; i <= 5; i++) {
        char line[40];
        sprintf(line, "%d^2=%-3d|", i, i * i);
        strcat(table, line);
    }
    puts(table);
    char num[32];
    sprintf(num, "%.2e", 123456.0);
    printf("%s %d\n", num, (int)strlen(num));
    sprintf(num, "%5s|%-5s|", "ab", "cd");
    puts(num);
    char *p = buf;
    for (int i = 0; i < 5; i++) p += sprintf(p, "%d,", i * 11);
    printf("%s\n", buf);
    return 0;
}
