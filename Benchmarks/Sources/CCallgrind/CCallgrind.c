// The requests are inline functions in the header; a C target needs a source file.
#include "CCallgrind.h"
