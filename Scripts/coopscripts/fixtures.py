"""The fixture coops of the shared folder (../shared/fixtures/gen_coop.py), and the days of an egg
file held back, to be saved again one by one while `coop serve` runs (the live-preview
benchmarks)."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

from .programs import REPOSITORY

#: The count a held-back day is saved again with: no day of a fixture has it.
HELD_BACK_COUNT = 97


def shared_folder() -> Path | None:
    """The shared folder, the one with fixtures/gen_coop.py: $COOP_SHARED, else `shared` beside the
    repository (as CI has it), else /work/shared; None when there is none."""
    for place in (os.environ.get("COOP_SHARED"), REPOSITORY.parent / "shared", "/work/shared"):
        if place and (Path(place) / "fixtures" / "gen_coop.py").is_file():
            return Path(place).resolve()
    return None


def fixture_generator() -> Path | None:
    """gen_coop.py of the shared folder, or None."""
    shared = shared_folder()
    return shared / "fixtures" / "gen_coop.py" if shared else None


def fixture_command(generator: Path, size: str, out: Path | str) -> list[str]:
    """The command that makes the fixture coop of `size` (S, M, L, XL) in `out`."""
    return [sys.executable, str(generator), "--size", size, "--out", str(out)]


def make_fixture(generator: Path, size: str, out: Path | str) -> None:
    """Makes the fixture coop of `size` in `out`; stops the script with gen_coop.py's output if it fails."""
    done = subprocess.run(fixture_command(generator, size, out), capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{generator} --size {size} failed ({done.returncode}):\n{done.stdout}{done.stderr}")


def hold_back(eggs: Path | str, month: str, count: int) -> list[str]:
    """Takes the last `count` days of `month` (2026-11) but its first out of the egg file `eggs`,
    and returns their lines, oldest first (fewer if the month has fewer)."""
    with open(eggs, encoding="utf-8") as file:
        lines = file.read().splitlines(keepends=True)
    held = [line for line in lines if line.startswith(month + "-") and line[:10] != month + "-01"][-count:]
    with open(eggs, "w", encoding="utf-8") as file:
        file.writelines(line for line in lines if line not in held)
    return held


def put_back(eggs: Path | str, line: str) -> None:
    """Saves the day of a held-back `line` again, at the end of `eggs`, with HELD_BACK_COUNT eggs."""
    with open(eggs, "a", encoding="utf-8") as file:
        file.write(f"{line[:10]}: {HELD_BACK_COUNT}\n")


def put_back_marker(line: str) -> str:
    """What the month's calendar page says of the day of `line` once put back: `20 November 2026: 97 eggs`."""
    day = datetime.date.fromisoformat(line[:10])
    return f"{day.day} {day.strftime('%B')} {day.year}: {HELD_BACK_COUNT} eggs"
