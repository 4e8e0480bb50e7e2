#include <stdio.h>
#include <stdint.h>

/* A small stack-based bytecode interpreter. */
enum op { PUSH, POP, ADD, SUB, MUL, DIV, MOD, DUP, SWAP, OVER, JMP, JZ, JNZ, LT, EQ, LOAD, STORE, PRINT, CALL, RET, HALT };

static int64_t stack[256];
static int64_t vars[16];
static int rstack[64];

static int64_t run(const int *code) {
    int pc = 0, sp = 0, rsp = 0;
    long steps = 0;
    for (;;) {
        steps++;
        int op = code[pc++];
        switch (op) {
        case PUSH: stack[sp++] = code[pc++]; break;
        case POP: sp--; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
        case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case SWAP: { int64_t t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } break;
        case OVER: stack[sp] = stack[sp - 2]; sp++; break;
        case JMP: pc = code[pc]; break;
        case JZ: pc = stack[--sp] == 0 ? code[pc] : pc + 1; break;
        case JNZ: pc = stack[--sp] != 0 ? code[pc] : pc + 1; break;
        case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
        case EQ: sp--; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
        case LOAD: stack[sp++] = vars[code[pc++]]; break;
        case STORE: vars[code[pc++]] = stack[--sp]; break;
        case PRINT: printf("out %lld\n", (long long)stack[--sp]); break;
        case CALL: rstack[rsp++] = pc + 1; pc = code[pc]; break;
        case RET: pc = rstack[--rsp]; break;
        case HALT: printf("steps %ld\n", steps); return sp ? stack[sp - 1] : 0;
        default: printf("bad op %d\n", op); return -1;
        }
    }
}

int main(void) {
    /* sum of 1..100 */
    int prog1[] = { PUSH, 0, STORE, 0, PUSH, 1, STORE, 1,
                    /* 8 */ LOAD, 1, PUSH, 101, LT, JZ, 31,
                    LOAD, 0, LOAD, 1, ADD, STORE, 0, LOAD, 1, PUSH, 1, ADD, STORE, 1, JMP, 8,
                    /* 31 */ LOAD, 0, PRINT, HALT };
    printf("result %lld\n", (long long)run(prog1));
    /* factorial 15 via subroutine, gcd(1071,462) loop */
    int prog2[] = { PUSH, 15, CALL, 9, PRINT, PUSH, 7, HALT, 0,
                    /* 9: fact(n) iterative: acc=1; while n: acc*=n; n-- */
                    STORE, 2, PUSH, 1, STORE, 3,
                    /* 15 */ LOAD, 2, JZ, 33,
                    LOAD, 3, LOAD, 2, MUL, STORE, 3, LOAD, 2, PUSH, 1, SUB, STORE, 2, JMP, 15,
                    /* placeholder for the epilogue */ 0 };
    /* point JZ at the epilogue (LOAD 3; RET) appended below */
    int epi = (int)(sizeof prog2 / sizeof prog2[0]) - 1;
    prog2[18] = epi;
    int prog2b[64];
    for (int i = 0; i < epi; i++) prog2b[i] = prog2[i];
    prog2b[epi] = LOAD; prog2b[epi + 1] = 3; prog2b[epi + 2] = RET;
    printf("result %lld\n", (long long)run(prog2b));
    int prog3[] = { PUSH, 1071, PUSH, 462,
                    /* 4 */ DUP, JZ, 14, SWAP, OVER, MOD, JMP, 4, 0, 0,
                    /* 14 */ POP, PRINT, HALT };
    printf("result %lld\n", (long long)run(prog3));
    return 0;
}
