#!/usr/bin/env python3
"""Writes the seed inputs of the fuzz targets (see docs/fuzzing.md).

Usage: make-seeds.py REPO_ROOT OUT_DIR [EXTRA_CORPUS_DIR ...]

OUT_DIR/content   content files from content/, Tests/Corpus/bad-input/*/content/ (and any
                  EXTRA_CORPUS_DIR laid out the same way) and the YAML written inline in the
                  test sources, each prefixed with the role byte FuzzContent reads
OUT_DIR/template  the default theme's pages, each with the layout and fragments after NUL
                  bytes, the way FuzzTemplate splits its input, and the theme files alone
OUT_DIR/markdown  the `about:` and `text:` blocks of the sample coop and the Markdown tests
OUT_DIR/http      requests as a browser, a form and a script send them (HTTP_SEEDS), alone and
                  one after the other, each after the byte FuzzHTTP cuts by
OUT_DIR/build     choices for FuzzBuild's generator: 64 byte strings from a fixed seed, short to
                  long (the generator reads every byte as a choice, so any bytes are a coop)
"""
import hashlib
import os
import re
import sys

# The order of ContentRole.all in Fuzzing/Sources/FuzzContent/ContentRole.swift.
ROLES = ["coop.yaml", "kinds.yaml", "hens.yaml", "hens/pearl.yaml", "eggs.yaml", "eggs/2026.yaml", "notes.yaml",
         "notes/2026.yaml", "people.yaml", "expenses.yaml", "expenses/2026.yaml", "contributions.yaml",
         "deliveries.yaml", "eggs/2025.yml", "hens.yml", "expences.yaml"]
CONTEXT = 0x10  # the role byte's bit for "with the small coop around it"
FOLDERS = {"hens": 3, "eggs": 5, "notes": 7, "expenses": 10}


def role_of(relative):
    """The role index for a content file's path relative to its content folder."""
    if relative in ROLES:
        return ROLES.index(relative)
    parts = relative.split("/")
    if len(parts) > 1 and parts[0] in FOLDERS:
        return FOLDERS[parts[0]]
    stem = parts[-1].rsplit(".", 1)[0]
    for index, name in enumerate(ROLES):
        if "/" not in name and name.rsplit(".", 1)[0] == stem:
            return index
    return ROLES.index("expences.yaml")  # any other name: the unknown-file rules


def write(folder, data):
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as out:
        out.write(data)


def content_seed(out, relative, data):
    role = role_of(relative)
    write(out, bytes([role]) + data)
    write(out, bytes([role | CONTEXT]) + data)


def content_folder_seeds(out, folder):
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "_")))
        for name in sorted(files):
            if name.endswith((".yaml", ".yml")):
                path = os.path.join(base, name)
                with open(path, "rb") as handle:
                    content_seed(out, os.path.relpath(path, folder), handle.read())


SWIFT_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\"": "\"", "'": "'", "\\": "\\"}


def unescape(literal):
    def replace(match):
        text = match.group(1)
        if text.startswith("u{"):
            return chr(int(text[2:-1], 16))
        return SWIFT_ESCAPES.get(text, text)
    return re.sub(r"\\(u\{[0-9A-Fa-f]+\}|.)", replace, literal)


def inline_yaml(test_dirs):
    """(path, text) for every `"file.yaml": "..."` and `"file.yaml": \"\"\"...\"\"\"` in the tests."""
    one_line = re.compile(r'"([\w./-]+\.ya?ml)":\s*"((?:[^"\\\n]|\\.)*)"')
    block = re.compile(r'"([\w./-]+\.ya?ml)":\s*"""\n(.*?)\n([ \t]*)"""', re.S)
    for test_dir in test_dirs:
        for base, _, files in os.walk(test_dir):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                with open(os.path.join(base, name), encoding="utf-8") as handle:
                    source = handle.read()
                for path, literal in one_line.findall(source):
                    yield path, unescape(literal)
                for path, body, indent in block.findall(source):
                    lines = [line[len(indent):] if line.startswith(indent) else line for line in body.split("\n")]
                    yield path, unescape("\n".join(lines) + "\n")


def template_seeds(out, theme):
    def read(relative):
        with open(os.path.join(theme, relative), "rb") as handle:
            return handle.read()
    layout = read("layouts/base.xhtml")
    hens = read("fragments/hens.xhtml")
    notes = read("fragments/notes.xhtml")
    for name in sorted(os.listdir(os.path.join(theme, "pages"))):
        if name.endswith(".xhtml"):
            page = read("pages/" + name)
            write(out, b"\0".join([page, layout, hens, notes]))
            write(out, page)
    for piece in (layout, hens, notes):
        write(out, piece)
    here = os.path.dirname(os.path.abspath(__file__))
    seeds = os.path.join(here, "Seeds", "template")
    for name in sorted(os.listdir(seeds)) if os.path.isdir(seeds) else []:
        with open(os.path.join(seeds, name), "rb") as handle:
            write(out, handle.read())


def markdown_seeds(out, root):
    block = re.compile(r"^\s*-?\s*(?:about|text):\s*[|>]?-?\n((?:[ \t]+.*\n|\n)+)", re.M)
    for base, _, files in os.walk(os.path.join(root, "content")):
        for name in sorted(files):
            if name.endswith(".yaml"):
                with open(os.path.join(base, name), encoding="utf-8") as handle:
                    for text in block.findall(handle.read()):
                        write(out, "\n".join(line.strip() for line in text.split("\n")).encode())
    literal = re.compile(r'\("((?:[^"\\\n]|\\.)*)",\s*"')
    tests = os.path.join(root, "Tests", "CoopMarkdownTests")
    for base, _, files in os.walk(tests):
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(base, name), encoding="utf-8") as handle:
                    for text in literal.findall(handle.read()):
                        write(out, unescape(text).encode())


FORM = b"secret=0123456789abcdef&kind=eggs&date=2026-11-22&count=4&note=caf%C3%A9+au+lait&tag=a&tag=b"
HTTP_SEEDS = [
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUser-Agent: Mozilla/5.0\r\nAccept: text/html\r\n"
    b"Accept-Encoding: gzip, deflate\r\nConnection: keep-alive\r\n\r\n",
    b"GET /__coop/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\nCache-Control: no-cache\r\n\r\n",
    b"HEAD /calendar/2026-11.html?since=3&x HTTP/1.0\r\n\r\n",
    b"POST /__coop/save HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\n"
    b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + str(len(FORM)).encode() + b"\r\n\r\n" + FORM,
    b"POST /__coop/undo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
    b"Transfer-Encoding: chunked\r\n\r\n7\r\nsecret=\r\n10;ext=1\r\n0123456789abcdef\r\n0\r\nX-Trailer: 1\r\n\r\n",
    b"POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello",
    b"POST / HTTP/1.1\r\nContent-Length: 5, 6\r\n\r\nhello!",
    b"POST / HTTP/1.1\r\nContent-Length: 262145\r\n\r\n",
    b"POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
    b"POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
    b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n",
    b"\r\n\nGET /hens/ HTTP/1.1\nHost: [::1]:8080\n\n",
    b"GET / HTTP/2.0\r\n\r\n",
    b"GET /%2e%2e/etc/passwd HTTP/1.1\r\nHost : x\r\n folded\r\n\r\n",
    # At the limits, and just past them: a request line of 8 KB, a head of 32 KB, 100 fields.
    b"GET /" + b"a" * (8192 - 14) + b" HTTP/1.1\r\n\r\n",
    b"GET /" + b"a" * (8192 - 13) + b" HTTP/1.1\r\n\r\n",
    b"GET / HTTP/1.1\r\nX: " + b"v" * (32768 - 21) + b"\r\n\r\n",
    b"GET / HTTP/1.1\r\nX: " + b"v" * (32768 - 20) + b"\r\n\r\n",
    b"GET / HTTP/1.1\r\n" + b"".join(b"X-%d: %d\r\n" % (i, i) for i in range(101)) + b"\r\n",
]


def http_seeds(out):
    for seed in HTTP_SEEDS:
        write(out, b"\x00" + seed)
        write(out, b"\x07" + seed)
    write(out, b"\x03" + b"".join(HTTP_SEEDS[:6]))
    write(out, b"\x05" + b"".join(reversed(HTTP_SEEDS)))


def build_seeds(out):
    """Byte strings for FuzzBuild, the same on every run: a seeded generator, 8 to 512 bytes."""
    import random
    generator = random.Random(19)
    for index in range(64):
        length = 8 << (index % 7)
        write(out, bytes(generator.randrange(256) for _ in range(length)))


def main():
    root, out = sys.argv[1], sys.argv[2]
    content = os.path.join(out, "content")
    content_folder_seeds(content, os.path.join(root, "content"))
    corpora = [os.path.join(root, "Tests", "Corpus", "bad-input")] + sys.argv[3:]
    for corpus in corpora:
        if os.path.isdir(corpus):
            for case in sorted(os.listdir(corpus)):
                folder = os.path.join(corpus, case, "content")
                if os.path.isdir(folder):
                    content_folder_seeds(content, folder)
    tests = [os.path.join(root, "Tests", name) for name in ("CoopRecordsTests", "CoopYAMLTests", "CoopEditingTests", "CoopCLITests")]
    for path, text in inline_yaml(tests):
        content_seed(content, path, text.encode())
    template_seeds(os.path.join(out, "template"), os.path.join(root, "Themes", "default"))
    markdown_seeds(os.path.join(out, "markdown"), root)
    http_seeds(os.path.join(out, "http"))
    build_seeds(os.path.join(out, "build"))
    for target in ("content", "template", "markdown", "http", "build"):
        folder = os.path.join(out, target)
        print(f"{target}: {len(os.listdir(folder)) if os.path.isdir(folder) else 0} seeds")


if __name__ == "__main__":
    main()
