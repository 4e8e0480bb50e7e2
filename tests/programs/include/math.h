#ifndef _PYLLC_MATH_H
#define _PYLLC_MATH_H
double fmod(double x, double y);
double sqrt(double x);
double fabs(double x);
float fmodf(float x, float y);
float sqrtf(float x);
float fabsf(float x);
double pow(double x, double y);
double exp(double x);
double log(double x);
double log10(double x);
double sin(double x);
double cos(double x);
double atan2(double y, double x);
double hypot(double x, double y);
double cbrt(double x);
double ldexp(double x, int n);
float powf(float x, float y);
float expf(float x);
float logf(float x);
float sinf(float x);
float tanhf(float x);
#define NAN __builtin_nan("")
#define INFINITY __builtin_inf()
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#endif
