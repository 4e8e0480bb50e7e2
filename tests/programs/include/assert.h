/* assert as glibc's <assert.h> spells it: a failure calls __assert_fail (pylli serves
   it: the message on stderr, then abort's status) */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
void __assert_fail(const char *expr, const char *file, unsigned line, const char *fn)
    __attribute__((noreturn));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
