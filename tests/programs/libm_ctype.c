/* The runtime's <math.h> transcendentals (served by the host libm under pylli), the
   function forms of <ctype.h> and memchr: values computed at run time (no constant
   folding), printed to the last bit. Only functions glibc rounds the same on every ISA
   (cbrt and hypot differ in the last bit between its x86-64 and AArch64 builds). */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static double inputs[] = {0.5, 1.0, 2.0, 3.25, 10.0, -1.5, 1e-3, 700.0, 0.0, -0.0};
static volatile int count = 10;

/* A NaN's sign differs by ISA (RISC-V's conversions make it positive): print one NaN. */
static double show(double v) { return isnan(v) ? NAN : v; }

int main(void) {
    for (int i = 0; i < count; i++) {
        double x = inputs[i];
        printf("%g: pow %.17g exp %.17g log %.17g log10 %.17g\n", x, show(pow(x, 1.0 / 3.0)),
               show(exp(x)), show(log(x)), show(log10(x)));
        printf("   sin %.17g cos %.17g atan2 %.17g ldexp %.17g\n",
               show(sin(x)), show(cos(x)), atan2(x, 2.0), ldexp(x, i - 4));
        float f = (float)x;
        printf("   powf %.9g expf %.9g logf %.9g sinf %.9g tanhf %.9g\n", show(powf(f, 2.5f)),
               show(expf(f)), show(logf(f)), show(sinf(f)), show(tanhf(f)));
    }
    printf("pow(-8, 1/3) %g, pow(0, -1) %g, exp(1000) %g\n", show(pow(-8.0, 1.0 / count * 3.333)),
           pow(0.0, -(double)count / 10), exp(100.0 * count));
    int classes[8] = {0};
    char upper[96];
    for (int c = 0; c < 128; c++) {
        classes[0] += isalpha(c) != 0;
        classes[1] += isdigit(c) != 0;
        classes[2] += isalnum(c) != 0;
        classes[3] += isxdigit(c) != 0;
        classes[4] += isspace(c) != 0;
        classes[5] += isprint(c) != 0;
        classes[6] += ispunct(c) != 0;
        classes[7] += iscntrl(c) != 0 && !isgraph(c) && !islower(c) && !isupper(c);
        if (c >= 32) upper[c - 32] = (char)(c & 1 ? toupper(c) : tolower(c));
    }
    upper[95] = 0;
    for (int k = 0; k < 8; k++) printf("class %d: %d\n", k, classes[k]);
    printf("%s\n", upper);
    const char *text = "find the needle here";
    const char *hit = memchr(text, 'n', 20);
    const char *miss = memchr(text, 'z', 20);
    printf("memchr: %d %d\n", hit ? (int)(hit - text) : -1, miss ? 1 : 0);
    return 0;
}
