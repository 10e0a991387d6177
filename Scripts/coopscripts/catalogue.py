"""A theme catalogue's messages in Python, for the checks that drive a page in a language:
what a heading or a count says in `fr` is what Themes/default/messages/fr.yaml says.

Reads the subset of ICU MessageFormat the catalogues use: text, `{name}`, `{name, select,
word {…} other {…}}`, `{name, plural, =0 {…} one {…} other {…}}` with `#`, and `''` or
`'{'` quoting. Plural categories come from the catalogue's own `plural:` rules for the
numbers the checks use (whole numbers): `i = 1 and v = 0`, `i = 0,1`, `n = 1`.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from coopscripts import REPOSITORY


class Catalogue:
    """The messages of one language, by dotted key (`app.title.add`)."""

    def __init__(self, language: str) -> None:
        path = REPOSITORY / "Themes" / "default" / "messages" / f"{language}.yaml"
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
        self.language = language
        self.messages: dict[str, str] = {}
        self._flatten("", data.get("messages", {}))
        self.one = [rule.replace(" ", "") for rule in (data.get("plural") or {}).values()][:1]

    def _flatten(self, prefix: str, node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                self._flatten(f"{prefix}{key}." if isinstance(value, dict) else f"{prefix}{key}", value)
        else:
            self.messages[prefix] = str(node)

    def category(self, number: int) -> str:
        """`one` or `other` for a whole number, by the language's rule for `one`."""
        rule = self.one[0] if self.one else "i=1andv=0"
        if rule.startswith("i=0,1"):
            return "one" if number in (0, 1) else "other"
        return "one" if number == 1 else "other"

    def say(self, key: str, **arguments: object) -> str:
        """The message `key` with `arguments`: what a page shows."""
        text, _ = self._pattern(self.messages[key], 0, arguments, None)
        return text

    def _pattern(self, text: str, at: int, arguments: dict[str, object], number: int | None) -> tuple[str, int]:
        out: list[str] = []
        while at < len(text):
            char = text[at]
            if char == "}":
                return "".join(out), at
            if char == "'" and at + 1 < len(text) and text[at + 1] in "'{}#":
                if text[at + 1] == "'":
                    out.append("'")
                    at += 2
                    continue
                end = text.find("'", at + 1)
                out.append(text[at + 1 : end])
                at = end + 1
                continue
            if char == "#" and number is not None:
                out.append(str(number))
                at += 1
                continue
            if char == "{":
                value, at = self._argument(text, at + 1, arguments, number)
                out.append(value)
                continue
            out.append(char)
            at += 1
        return "".join(out), at

    def _argument(self, text: str, at: int, arguments: dict[str, object], number: int | None) -> tuple[str, int]:
        end = at
        while text[end] not in ",}":
            end += 1
        name = text[at:end].strip()
        if text[end] == "}":
            return str(arguments.get(name, "{" + name + "}")), end + 1
        kind_end = text.index(",", end + 1) if text.find(",", end + 1) != -1 else text.index("}", end + 1)
        kind = text[end + 1 : kind_end].strip()
        at = kind_end + 1
        branches: dict[str, tuple[int, int]] = {}
        while True:
            while text[at] == " ":
                at += 1
            if text[at] == "}":
                at += 1
                break
            open_at = text.index("{", at)
            selector = text[at:open_at].strip()
            depth, scan = 0, open_at
            while True:
                if text[scan] == "{":
                    depth += 1
                elif text[scan] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                scan += 1
            branches[selector] = (open_at + 1, scan)
            at = scan + 1
        value = arguments.get(name)
        if kind == "plural":
            count = int(value)  # type: ignore[arg-type]
            chosen = branches.get(f"={count}") or branches.get(self.category(count)) or branches["other"]
            body, _ = self._pattern(text[: chosen[1]], chosen[0], arguments, count)
            return body, at
        chosen = branches.get(str(value)) or branches["other"]
        body, _ = self._pattern(text[: chosen[1]], chosen[0], arguments, number)
        return body, at
