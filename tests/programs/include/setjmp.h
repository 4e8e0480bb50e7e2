#ifndef _PYLLC_SETJMP_H
#define _PYLLC_SETJMP_H
/* big enough for glibc's jmp_buf on each target and for pylli's (emu/setjmp.py) */
typedef long long jmp_buf[40];
int setjmp(jmp_buf env) __attribute__((returns_twice));
void longjmp(jmp_buf env, int value) __attribute__((noreturn));
#endif
