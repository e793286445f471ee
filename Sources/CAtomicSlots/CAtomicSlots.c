// The functions are the header's, static inline (include/CAtomicSlots.h): this file
// only gives the target a source to compile.
#include "CAtomicSlots.h"
