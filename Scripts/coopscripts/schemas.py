"""Which JSON Schema of `coop schema` a content file is checked against."""

from __future__ import annotations

import os


def schema_for(relative: str) -> str:
    """The schema's stem for the content file at `relative` (`hens/pearl.yaml` → `hen`, `eggs/2026.yaml` → `eggs`)."""
    top = relative.split("/")[0]
    stem = os.path.splitext(top)[0]
    if top == "hens" and "/" in relative:
        return "hen"
    return stem
