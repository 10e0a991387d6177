"""What the scripts of Scripts/ share: where the repository is, finding programs, starting
`coop serve` and a headless Chromium, and asking `coop` what it knows (record kinds, routes).

Each script imports it with `sys.path.insert(0, str(Path(__file__).resolve().parent))`
(the scripts have no `.py` suffix and are run by path, not installed).
"""
from __future__ import annotations

from .programs import REPOSITORY, find_program, free_port
from .served import ServedCoop, http_request

__all__ = ["REPOSITORY", "ServedCoop", "find_program", "free_port", "http_request"]
