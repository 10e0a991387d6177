// The reading floor of a build: every YAML file under a folder read and run through
// libyaml's event parser, doing nothing with the events. No build can read the same files
// faster with the same parser. Prints the files, bytes, events and the time it took, in ms.
//
//     cc -O2 -o yaml-events yaml-events.c -lyaml && ./yaml-events CONTENT_DIR
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <yaml.h>

static long files, bytes, events, failures;

static int is_yaml(const char *path) {
    size_t n = strlen(path);
    return (n > 5 && strcmp(path + n - 5, ".yaml") == 0) || (n > 4 && strcmp(path + n - 4, ".yml") == 0);
}

static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
    (void)ftw;
    if (type != FTW_F || !is_yaml(path)) return 0;
    FILE *file = fopen(path, "rb");
    if (!file) { failures++; return 0; }
    size_t size = (size_t)info->st_size;
    unsigned char *text = malloc(size ? size : 1);
    size_t got = fread(text, 1, size, file);
    fclose(file);
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, text, got);
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) { failures++; break; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(text);
    files++;
    bytes += (long)got;
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: yaml-events DIR\n"); return 64; }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    if (nftw(argv[1], visit, 16, FTW_PHYS) != 0) { perror(argv[1]); return 1; }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double ms = (double)(end.tv_sec - start.tv_sec) * 1e3 + (double)(end.tv_nsec - start.tv_nsec) / 1e6;
    printf("files %ld bytes %ld events %ld failures %ld ms %.3f\n", files, bytes, events, failures, ms);
    return failures ? 1 : 0;
}
