#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H
#include <stdint.h>

/// Number of malloc/calloc/realloc calls in this process so far (all threads).
uint64_t malloc_counter_allocations(void);
/// Bytes currently allocated from the heap (glibc mallinfo2 in-use bytes).
uint64_t malloc_counter_heap_bytes(void);
/// Resident set size in bytes, from /proc/self/statm.
uint64_t malloc_counter_rss_bytes(void);

#endif
