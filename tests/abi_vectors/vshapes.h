/* Vector shapes for the vector calling-convention interop test: 16-byte vectors of
 * every element type (x86-64 XMM, AArch64 Q registers), 8- and 4-byte ones (packed in
 * one XMM / D register, or coerced to integers), 32-byte ones (memory on x86-64 without
 * AVX, by reference on AArch64), and enough of them to run out of registers. */
typedef float v4f __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
typedef short v8s __attribute__((vector_size(16)));
typedef signed char v16c __attribute__((vector_size(16)));
typedef long long v2l __attribute__((vector_size(16)));
typedef signed char v8c __attribute__((vector_size(8)));
typedef short v4s __attribute__((vector_size(8)));
typedef int v2i __attribute__((vector_size(8)));
typedef float v2f __attribute__((vector_size(8)));
typedef signed char v4c __attribute__((vector_size(4)));
typedef float v8f __attribute__((vector_size(32)));
typedef double v1d __attribute__((vector_size(8)));

v4f mix_v4f(v4f a, float s, v4f b);
v2d mix_v2d(v2d a, double s, v2d b);
v4i mix_v4i(v4i a, int s, v4i b);
v8s mix_v8s(v8s a, v8s b);
v16c mix_v16c(v16c a, v16c b);
v2l mix_v2l(v2l a, long long s, v2l b);
v8c mix_v8c(v8c a, v8c b);
v4s mix_v4s(v4s a, v4s b);
v2i mix_v2i(v2i a, v2i b);
v2f mix_v2f(v2f a, v2f b);
v4c mix_v4c(v4c a, v4c b);
v8f mix_v8f(v8f a, v8f b);
v1d mix_v1d(v1d a, v1d b);
/* ten 16-byte vectors and two doubles: the last ones go on the stack */
double many(v4f a, v2d b, v4i c, v8s d, v16c e, v2l f, v4f g, v2d h, double x,
            v4i i, v4f j, double y, v2d k);
/* vectors after the named argument: va_arg of vector types */
double vsum(int n, ...);
