#ifndef _PYLLC_MATH_H
#define _PYLLC_MATH_H
double fmod(double x, double y);
double sqrt(double x);
double fabs(double x);
float fmodf(float x, float y);
float sqrtf(float x);
float fabsf(float x);
#define NAN __builtin_nan("")
#define INFINITY __builtin_inf()
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#endif
