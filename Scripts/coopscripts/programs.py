"""Finding the programs (and Python packages) the scripts run, running them, and a free port."""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

#: The repository's root folder (Scripts/ is in it).
REPOSITORY = Path(__file__).resolve().parents[2]


def find_program(variable: str, candidates: Sequence[str]) -> str | None:
    """The first of `$variable` and `candidates` that is a program on PATH or an executable path."""
    for candidate in filter(None, [os.environ.get(variable), *candidates]):
        path = shutil.which(candidate) or (candidate if os.access(candidate, os.X_OK) else None)
        if path:
            return path
    return None


def c_compiler() -> str | None:
    """The C compiler: cc, else clang."""
    return shutil.which("cc") or shutil.which("clang")


def require_selenium(script: str) -> None:
    """Exits 2, saying what to install, when Selenium is missing (call it before importing selenium
    or coopscripts.browser)."""
    if importlib.util.find_spec("selenium") is None:
        print(f"{script}: needs Selenium (pip install selenium)", file=sys.stderr)
        sys.exit(2)


def free_port() -> int:
    """A TCP port of 127.0.0.1 nothing listens on now (another program may take it later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def run_or_exit(command: Sequence[str], script: str, cwd: Path | str | None = None) -> str:
    """What `command` prints; when it fails, exits with `SCRIPT: COMMAND failed (STATUS):` and its output."""
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{script}: {' '.join(command)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout
