/* errno.h for the real-library drivers (zlib's gzguts.h includes it). */
#ifndef _PYLLC_ERRNO_H
#define _PYLLC_ERRNO_H
int *__errno_location(void);
#define errno (*__errno_location())
#endif
