/* assert.h for the real-library drivers (the libraries include it; tests/programs/include
 * has none): a failed assertion aborts, as C's does. */
#ifndef _PYLLC_ASSERT_H
#define _PYLLC_ASSERT_H
#include <stdlib.h>
#ifdef NDEBUG
#define assert(x) ((void)0)
#else
#define assert(x) ((x) ? (void)0 : abort())
#endif
#endif
