#include "CGazetteer.h"

// The bytes of gazetteer.tsv, embedded by the compiler (C23's #embed, an extension clang accepts in
// SwiftPM's C mode): a 1.4 MB file compiles in well under a second, where `.embedInCode` would
// write a Swift array literal of the same bytes (decision 2200).
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char gazetteer[] = {
#embed "gazetteer.tsv"
};

const unsigned char *tern_gazetteer_bytes(void) { return gazetteer; }

size_t tern_gazetteer_size(void) { return sizeof gazetteer; }
