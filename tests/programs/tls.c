/* Thread-local variables (C11 _Thread_local and GNU __thread): initialized (.tdata) and
   zero (.tbss), scalars, arrays, structs, static ones, their addresses passed around. */
#include <stdio.h>

struct point { int x; long long y; char tag[5]; };

_Thread_local int counter = 42;
__thread int zero_int;
_Thread_local int primes[6] = {2, 3, 5, 7, 11, 13};
__thread long long squares[9];
_Thread_local struct point origin = {-3, 1234567890123LL, "tls"};
__thread struct point scratch;
static __thread int hidden = 9;
static _Thread_local double ratio = 0.75;
_Thread_local const char *label = "first";
__thread unsigned char bytes[3] = {250, 251, 252};

__attribute__((noinline)) static void add_to(int *p, int v) { *p += v; }
__attribute__((noinline)) int *prime_at(int i) { return &primes[i]; }
__attribute__((noinline)) long long sum_squares(void) {
  long long s = 0;
  for (int i = 0; i < 9; i++) s += squares[i];
  return s;
}

int main(void) {
  printf("start %d %d %d %lld %s\n", counter, zero_int, primes[5], origin.y, origin.tag);
  zero_int = counter + 1;
  for (int i = 0; i < 9; i++) squares[i] = (long long)i * i * 1000000007LL;
  for (int i = 0; i < 6; i++) primes[i] *= zero_int;
  add_to(&counter, 100);
  add_to(prime_at(2), 1);
  add_to(&hidden, hidden);
  scratch = origin;
  scratch.x += 10;
  scratch.tag[0] = 'T';
  origin.y -= 123;
  ratio *= 4;
  label = "second";
  for (int i = 0; i < 3; i++) bytes[i] += 3;
  printf("%d %d %d %d %d\n", counter, zero_int, primes[0], primes[2], hidden);
  printf("%lld %lld\n", sum_squares(), squares[8]);
  printf("%d %lld %s | %d %lld %s\n", scratch.x, scratch.y, scratch.tag, origin.x, origin.y,
         origin.tag);
  printf("%g %s %u %u %u\n", ratio, label, bytes[0], bytes[1], bytes[2]);
  printf("%d %d\n", (int)(&primes[4] - prime_at(1)), prime_at(3) == &primes[3]);
  return counter == 142 ? 0 : 1;
}
