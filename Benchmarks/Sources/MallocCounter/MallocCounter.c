// Counts heap allocations by interposing malloc/calloc/realloc in the benchmark executable and
// forwarding to glibc's implementations. Only linked into tern-bench.
#define _GNU_SOURCE
#include "MallocCounter.h"
#include <malloc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}

uint64_t malloc_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t malloc_counter_heap_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
}

uint64_t malloc_counter_rss_bytes(void) {
    FILE *file = fopen("/proc/self/statm", "r");
    if (file == NULL) return 0;
    unsigned long size = 0, resident = 0;
    int matched = fscanf(file, "%lu %lu", &size, &resident);
    fclose(file);
    return matched == 2 ? (uint64_t)resident * (uint64_t)sysconf(_SC_PAGESIZE) : 0;
}
