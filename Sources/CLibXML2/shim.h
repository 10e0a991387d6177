// The parts of libxml2 the template reader uses.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> pulls in the
// system's <unicode/ucnv.h>. Foundation on Linux ships its own copy of ICU
// (module _FoundationICU) whose `UErrorCode` differs, and clang refuses a
// program that sees both. We never touch ICU or the encoding handler's
// ICU converter fields, so the ICU part of the headers is switched off here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
