/* fcntl.h for the real-library drivers (zlib's gzguts.h includes it; no file I/O runs). */
#ifndef _PYLLC_FCNTL_H
#define _PYLLC_FCNTL_H
#define O_RDONLY 0
#define O_WRONLY 1
#define O_RDWR 2
#define O_CREAT 0100
#define O_TRUNC 01000
#define O_APPEND 02000
int open(const char *path, int flags, ...);
#endif
