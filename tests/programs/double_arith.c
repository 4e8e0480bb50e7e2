#include <stdio.h>
#include <math.h>

static double newton_sqrt(double x) {
    double g = x / 2;
    for (int i = 0; i < 30; i++) g = (g + x / g) / 2;
    return g;
}

static double pi_leibniz(int n) {
    double s = 0, sign = 1;
    for (int i = 0; i < n; i++) { s += sign / (2 * i + 1); sign = -sign; }
    return 4 * s;
}

static double exp_series(double x) {
    double term = 1, s = 1;
    for (int i = 1; i < 30; i++) { term *= x / i; s += term; }
    return s;
}

int main(void) {
    double a = 10.0, b = 3.0;
    printf("%.15f %.15f %.15f %.15f\n", a + b, a - b, a * b, a / b);
    printf("newton %.12f sqrt %.12f\n", newton_sqrt(2.0), sqrt(2.0));
    printf("pi %.10f\n", pi_leibniz(2000));
    printf("e %.12f e^-1 %.12f\n", exp_series(1.0), exp_series(-1.0));
    printf("fmod %.6f %.6f fabs %.2f\n", fmod(10.0, 3.0), fmod(-7.5, 2.0), fabs(-123.25));
    double x = 1.0;
    int k = 0;
    while (1.0 + x != 1.0) { x /= 2; k++; }
    printf("double eps steps %d\n", k);
    double tiny = 1e-300;
    printf("underflow %e %e\n", tiny * 1e-10, tiny * tiny);
    printf("big %e %g\n", 1.7976931348623157e308, 1e308 * 10.0);
    double vals[] = { 1.5, -2.25, 1e-5, 123456.789, -0.0 };
    double prod = 1;
    for (int i = 0; i < 5; i++) { prod *= vals[i] + 1; printf("%g ", vals[i]); }
    printf("\nprod %.6f\n", prod);
    double h = 0.1 + 0.2;
    printf("0.1+0.2 %.17g eq %d\n", h, h == 0.3);
    double m = a;
    m += 0.5; m -= 1.25; m *= 4; m /= 3;
    printf("compound %.10f\n", m);
    printf("mixed %.4f\n", a * 2.5f + 1);
    return 0;
}
