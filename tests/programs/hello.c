#include <stdio.h>

int main(void) {
    puts("Hello, world!");
    printf("%s %d %c\n", "answer", 42, 'x');
    putchar('o'); putchar('k'); putchar('\n');
    fputs("fputs to stdout\n", stdout);
    fputc('!', stdout); fputc('\n', stdout);
    fwrite("fwrite 12345\n", 1, 13, stdout);
    fprintf(stdout, "fprintf %d\n", -7);
    fprintf(stderr, "this goes to stderr\n");
    fflush(stdout);
    return 0;
}
