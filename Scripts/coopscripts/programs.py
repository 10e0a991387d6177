"""Finding the programs the scripts run, and a free port for a server."""
from __future__ import annotations

import os
import shutil
import socket
from pathlib import Path

#: The repository's root folder (Scripts/ is in it).
REPOSITORY = Path(__file__).resolve().parents[2]


def find_program(variable: str, candidates: list[str]) -> str | None:
    """The first of `$variable` and `candidates` that is a program on PATH or an executable path."""
    for candidate in filter(None, [os.environ.get(variable)] + candidates):
        path = shutil.which(candidate) or (candidate if os.access(candidate, os.X_OK) else None)
        if path:
            return path
    return None


def free_port() -> int:
    """A TCP port of 127.0.0.1 nothing listens on now (another program may take it later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
