// Nothing to compile: the header declares a function libFuzzer defines.
#include "CFuzzerDriver.h"
