/* Struct shapes whose classification differs between ABIs: pairs and triples of
 * floats (x86-64 packs two floats in one XMM register), mixed float/int eightbytes,
 * homogeneous float aggregates (AArch64 HFA), small char structs, memory-class ones. */
struct f2 { float a, b; };
struct f3 { float a[3]; };
struct f4 { float a[4]; };
struct df { double d; float f; };
struct fi { float f; int i; };
struct if2 { int i; float f, g; };
struct d2 { double a, b; };
struct mix { long long l; double d; };
struct big { long long a, b, c; };
struct ch3 { char a, b, c; };

struct f2 make_f2(float a, float b);
struct f3 make_f3(float a, float b, float c);
struct f4 make_f4(float a, float b, float c, float d);
struct df make_df(double d, float f);
struct fi make_fi(float f, int i);
struct if2 make_if2(int i, float f, float g);
struct d2 make_d2(double a, double b);
struct mix make_mix(long long l, double d);
struct big make_big(long long a, long long b, long long c);
struct ch3 make_ch3(char a, char b, char c);
double sum_fixed(struct f2 a, struct f3 b, struct f4 c, struct df d, struct fi e,
                 struct if2 f, struct d2 g, struct mix h, struct big i, struct ch3 j);
double sum_varargs(int n, ...);
