/* _Complex float, double and long double: arithmetic, mul/div through the Annex G
 * helpers (__mulsc3 __muldc3 __mulxc3/__multc3 ...), conjugates, complex values in
 * structs, arrays and as arguments/results. Printed to 6 digits so the output does not
 * depend on long double's width (x87, binary128, or double on SPARC). */
#include <stdio.h>

typedef struct { int tag; double _Complex z; float _Complex w; } Tagged;

static long double _Complex ld_poly(long double _Complex z, int n) {
    long double _Complex acc = 1.0L;
    for (int i = 0; i < n; i++)
        acc = acc * z + (long double _Complex)(i + 1);
    return acc;
}

static double _Complex cpow_int(double _Complex z, unsigned n) {
    double _Complex r = 1.0;
    while (n) {
        if (n & 1) r *= z;
        z *= z;
        n >>= 1;
    }
    return r;
}

static Tagged make(int t, double re, double im) {
    Tagged x;
    x.tag = t;
    x.z = re + im * 1.0i;
    x.w = (float)im + (float)re * 1.0if;
    return x;
}

static float _Complex fsum(const float _Complex *v, int n) {
    float _Complex s = 0;
    for (int i = 0; i < n; i++) s += v[i] * v[i];
    return s;
}

static void pd(const char *s, double _Complex z) {
    printf("%s %.6f %.6f\n", s, __real__ z, __imag__ z);
}

static void pl(const char *s, long double _Complex z) {
    printf("%s %.6Lf %.6Lf\n", s, __real__ z, __imag__ z);
}

int main(void) {
    volatile double a = 0.5, b = -1.25;
    double _Complex z = a + b * 1.0i;
    pd("z", z);
    pd("conj", __builtin_conj(z));
    pd("z*z", z * z);
    pd("z/conj", z / __builtin_conj(z));
    pd("pow7", cpow_int(z, 7));
    pd("1/z", 1.0 / z);
    pd("z*i", z * 1.0i);
    volatile long double la = 1.5L, lb = 0.75L;
    long double _Complex lz = la + lb * 1.0il;
    pl("lz", lz);
    pl("lz*lz", lz * lz);
    pl("lz/(1+2i)", lz / (1.0L + 2.0il));
    pl("poly", ld_poly(lz, 5));
    pl("ldiv", (3.0L + 4.0il) / lz);
    Tagged t[3];
    for (int i = 0; i < 3; i++) t[i] = make(i, i * 0.5, 2.0 - i);
    for (int i = 0; i < 3; i++) {
        double _Complex q = t[i].z * (double _Complex)t[i].w;
        printf("t%d %d %.6f %.6f %.6f %.6f\n", i, t[i].tag, __real__ q, __imag__ q,
               (double)__real__ t[i].w, (double)__imag__ t[i].w);
    }
    float _Complex fv[4] = {1.0f + 1.0if, 2.0f - 0.5if, -1.0f + 3.0if, 0.25if};
    float _Complex s = fsum(fv, 4);
    printf("fsum %.6f %.6f\n", (double)__real__ s, (double)__imag__ s);
    float _Complex fq = fv[1] / fv[2];
    printf("fdiv %.6f %.6f\n", (double)__real__ fq, (double)__imag__ fq);
    printf("eq %d %d\n", z == __builtin_conj(__builtin_conj(z)), z != lz);
    return 0;
}
