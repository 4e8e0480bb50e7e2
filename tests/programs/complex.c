/* _Complex multiplication and division: clang calls __muldc3/__mulsc3/__divdc3/__divsc3
 * (C99 Annex G), which return the pair in two FP registers (a packed <2 x float> on
 * x86-64). Special values are printed as classes so NaN signs do not matter. */
#include <stdio.h>

static volatile double huge = 1e308;

static const char *cls(double v) {
    if (v != v) return "nan";
    if (v > huge * 10) return "+inf";
    if (v < -huge * 10) return "-inf";
    return "fin";
}

static void show(const char *what, double _Complex z) {
    double re = __real__ z, im = __imag__ z;
    printf("%s (%s %s)", what, cls(re), cls(im));
    if (re == re && im == im)
        printf(" %.17g %.17g", re, im);
    printf("\n");
}

static void showf(const char *what, float _Complex z) {
    printf("%s %.9g %.9g\n", what, (double)__real__ z, (double)__imag__ z);
}

int main(void) {
    volatile double a = 1.5, b = -2.0, c = 0.25, d = 3.0, zero = 0.0;
    double inf = 1.0 / zero, nan = zero / zero;
    double _Complex x = a + b * 1.0i, y = c + d * 1.0i;
    show("mul", x * y);
    show("div", x / y);
    show("div tiny", x / (1e-300 + 3e-300 * 1.0i));
    show("div huge", x / (1e300 + 3e300 * 1.0i));
    double _Complex xi = __builtin_complex(inf, nan), one = __builtin_complex(1.0, 2.0);
    show("inf*finite", xi * one);
    show("finite/0", one / __builtin_complex(0.0, 0.0));
    show("inf/finite", xi / one);
    show("finite/inf", one / __builtin_complex(inf, 1.0));
    volatile float e = 1.5f, f = -2.0f, g = 0.25f, h = 3.0f;
    float _Complex u = e + f * 1.0if, v = g + h * 1.0if;
    showf("mulf", u * v);
    showf("divf", u / v);
    showf("divf 3", (1.0f + 1.0if) / (3.0f + 7.0if));
    return 0;
}
