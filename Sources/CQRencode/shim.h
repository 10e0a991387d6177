#include <qrencode.h>
