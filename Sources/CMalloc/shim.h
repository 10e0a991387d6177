// glibc's allocator controls (malloc_trim), which the Glibc module does not bring in.
#include <malloc.h>
