#include <stdio.h>
#include <math.h>

static int cmpbits(double a, double b) {
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}
static int cmpbitsf(float a, float b) {
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}

int main(void) {
    volatile double zero = 0.0;
    double nan = zero / zero;
    double inf = 1.0 / zero;
    double vals[] = { nan, inf, -inf, 0.0, -0.0, 1.0, -1.0 };
    const char *names[] = { "nan", "inf", "-inf", "0", "-0", "1", "-1" };
    for (int i = 0; i < 7; i++) {
        printf("%-4s:", names[i]);
        for (int j = 0; j < 7; j++) printf(" %02x", cmpbits(vals[i], vals[j]));
        printf("\n");
    }
    float fn = (float)nan, fi = (float)inf;
    printf("float nan %02x %02x %02x\n", cmpbitsf(fn, fn), cmpbitsf(fn, 1.0f), cmpbitsf(fi, 1.0f));
    printf("isnan %d %d isinf %d %d\n", isnan(nan) != 0, isnan(inf) != 0, isinf(-inf) != 0, isinf(nan) != 0);
    printf("self ne %d\n", nan != nan);
    int cnt = 0;
    if (!(nan < 1.0)) cnt++;
    if (!(nan > 1.0)) cnt++;
    if (!(nan == nan)) cnt++;
    printf("negated %d\n", cnt);
    printf("inf %f %f %e\n", inf, -inf, inf);
    printf("max %f min %f\n", nan > 1.0 ? nan : 1.0, -inf < 2.0 ? -inf : 2.0);
    printf("inf-inf isnan %d inf*0 isnan %d\n", isnan(inf - inf) != 0, isnan(inf * zero) != 0);
    return 0;
}
