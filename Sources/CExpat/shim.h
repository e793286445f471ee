#include <expat.h>
#include <string.h>
