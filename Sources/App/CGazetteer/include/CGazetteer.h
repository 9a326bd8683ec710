#ifndef TERN_CGAZETTEER_H
#define TERN_CGAZETTEER_H

#include <stddef.h>

/// The bundled gazetteer (gazetteer.tsv, written by scripts/make-gazetteer): UTF-8 text in the
/// binary's read-only data, read in place, never copied at start-up (decision 2200).
const unsigned char *tern_gazetteer_bytes(void);

/// The gazetteer's length in bytes.
size_t tern_gazetteer_size(void);

#endif
