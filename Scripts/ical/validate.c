/* Checks iCalendar files with libical, as libical's own icalvalidator example does: parse
 * each file, apply the RFC 5545 restrictions (icalrestriction_check), then report every
 * X-LIC-ERROR the parser or the restrictions attached to any component.
 *
 *     cc -O2 -o ical-validate Scripts/ical/validate.c $(pkg-config --cflags --libs libical)
 *     ./ical-validate site/feeds/coop.ics
 *
 * Exit status 0 when every file is valid, 1 when any error is found, 2 when a file cannot be
 * read. Used by Scripts/check-feeds. */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>

static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t capacity = 1 << 16, length = 0;
    char *text = malloc(capacity);
    size_t got;
    while (text && (got = fread(text + length, 1, capacity - length - 1, file)) > 0) {
        length += got;
        if (capacity - length <= 1) {
            capacity *= 2;
            text = realloc(text, capacity);
        }
    }
    fclose(file);
    if (text) text[length] = '\0';
    return text;
}

/* Prints the X-LIC-ERROR properties of this component and every component inside it. */
static int report_errors(const char *path, icalcomponent *component) {
    int errors = 0;
    /* Asked before the loop: asking for a first property resets the component's iterator. */
    const char *uid = NULL;
    icalproperty *uid_property = icalcomponent_get_first_property(component, ICAL_UID_PROPERTY);
    if (uid_property) uid = icalproperty_get_uid(uid_property);
    for (icalproperty *error = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY);
         error; error = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)) {
        fprintf(stderr, "%s: %s%s%s: %s\n", path, icalcomponent_kind_to_string(icalcomponent_isa(component)),
                uid ? " " : "", uid ? uid : "", icalproperty_get_xlicerror(error));
        errors++;
    }
    for (icalcomponent *inner = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); inner;
         inner = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT))
        errors += report_errors(path, inner);
    return errors;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.ics...\n", argv[0]);
        return 2;
    }
    int status = 0;
    for (int index = 1; index < argc; index++) {
        const char *path = argv[index];
        char *text = read_file(path);
        if (!text) {
            perror(path);
            return 2;
        }
        icalcomponent *calendar = icalparser_parse_string(text);
        free(text);
        if (!calendar) {
            fprintf(stderr, "%s: libical could not parse it as iCalendar\n", path);
            status = 1;
            continue;
        }
        int events = icalcomponent_count_components(calendar, ICAL_VEVENT_COMPONENT);
        int valid = icalrestriction_check(calendar);
        int errors = report_errors(path, calendar);
        if (!valid || errors) {
            fprintf(stderr, "%s: %d error%s\n", path, errors, errors == 1 ? "" : "s");
            status = 1;
        } else {
            printf("%s: valid (%d events)\n", path, events);
        }
        icalcomponent_free(calendar);
    }
    return status;
}
