/* sys/types.h for the real-library drivers (zlib's zconf.h includes it for off_t). */
#ifndef _PYLLC_SYS_TYPES_H
#define _PYLLC_SYS_TYPES_H
#include <stddef.h>
typedef long off_t;
typedef long ssize_t;
#endif
