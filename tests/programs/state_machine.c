#include <stdio.h>

/* A tokenizer state machine: numbers, identifiers, operators, strings. */
enum state { S_START, S_NUM, S_IDENT, S_STR, S_OP, S_ERR };

static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

static void emit(const char *kind, const char *b, const char *e) {
    printf("%s '", kind);
    while (b < e) putchar(*b++);
    printf("'\n");
}

static void tokenize(const char *s) {
    enum state st = S_START;
    const char *tok = s;
    for (const char *p = s;; p++) {
        char c = *p;
        switch (st) {
        case S_START:
            tok = p;
            if (c == 0) return;
            if (is_digit(c)) st = S_NUM;
            else if (is_alpha(c)) st = S_IDENT;
            else if (c == '"') st = S_STR;
            else if (c == ' ') st = S_START;
            else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '=' || c == '<' || c == '>') st = S_OP;
            else { emit("error", p, p + 1); st = S_START; }
            break;
        case S_NUM:
            if (!is_digit(c)) { emit("num", tok, p); st = S_START; p--; }
            break;
        case S_IDENT:
            if (!is_alpha(c) && !is_digit(c)) { emit("ident", tok, p); st = S_START; p--; }
            break;
        case S_STR:
            if (c == '"') { emit("str", tok, p + 1); st = S_START; }
            else if (c == 0) { emit("unterminated", tok, p); return; }
            break;
        case S_OP:
            if (c == '=' && (p[-1] == '<' || p[-1] == '>' || p[-1] == '=')) { emit("op", tok, p + 1); st = S_START; }
            else { emit("op", tok, p); st = S_START; p--; }
            break;
        default:
            return;
        }
    }
}

/* traffic light with timer */
static void traffic(int ticks) {
    static const char *const names[] = { "red", "green", "yellow" };
    static const int dur[] = { 3, 4, 1 };
    int s = 0, t = 0;
    for (int i = 0; i < ticks; i++) {
        if (++t >= dur[s]) { s = (s + 1) % 3; t = 0; printf("%d:%s ", i, names[s]); }
    }
    printf("\n");
}

int main(void) {
    tokenize("x1 = 42 + foo_bar*7 <= \"hi there\" >= y - 3 # z \"open");
    traffic(20);
    return 0;
}
