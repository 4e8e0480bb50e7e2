#include <stdio.h>
#include <math.h>

static float poly(float x) { return ((2.0f * x - 3.0f) * x + 0.5f) * x - 7.25f; }

int main(void) {
    float a = 1.5f, b = -0.375f, c = 1e10f, d = 3.0f;
    printf("%.6f %.6f %.6f %.6f\n", a + b, a - b, a * b, a / b);
    printf("%.6e %.6e\n", c * c, 1.0f / c);
    printf("third %.9f\n", 1.0f / d);
    float s = 0;
    for (int i = 1; i <= 100; i++) s += 1.0f / (float)i;
    printf("harmonic100 %.6f\n", s);
    printf("poly %.5f %.5f\n", poly(1.25f), poly(-2.0f));
    printf("sqrtf %.6f fabsf %.3f fmodf %.4f\n", sqrtf(2.0f), fabsf(-8.5f), fmodf(10.5f, 3.0f));
    float x = 1.0f;
    int k = 0;
    while (1.0f + x != 1.0f) { x /= 2; k++; }
    printf("float eps steps %d\n", k);
    float neg0 = -0.0f;
    printf("neg0 %.1f eq %d\n", neg0, neg0 == 0.0f);
    float big = 3.4e38f;
    printf("overflow inf %d\n", isinf(big * 10.0f) != 0);
    float m = 0.1f;
    float acc = 0;
    for (int i = 0; i < 10; i++) acc += m;
    printf("0.1*10 %.8f ne1 %d\n", acc, acc != 1.0f);
    printf("cmp %d %d %d\n", a > b, b >= -0.375f, a < b);
    float fma_like = a * 3.0f + b;
    printf("madd %.4f\n", fma_like);
    printf("neg %.3f\n", -a);
    return 0;
}
