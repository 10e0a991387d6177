"""What the Python scripts of Scripts/ and Benchmarks/ share, one module per concept:

- programs: the repository's folder, finding programs (and Selenium), running them, a free port;
- served: `coop serve` started and stopped for a script (port 0 and its "Serving at" line, or a
  free port), what it prints, HTTP requests to it, a form's secret;
- browser: a headless Chromium driven by Selenium, phone-sized or a plain window, its colour
  scheme, a screenshot of its viewport (import it after `require_selenium`);
- fixtures: the shared folder's fixture coops (gen_coop.py), days of an egg file held back;
- app: the record kinds and the coop app's routes (`kinds()`), asked of `coop` itself (`coop describe`).

Each script imports it with `sys.path.insert(0, str(Path(__file__).resolve().parent))` (the
scripts have no `.py` suffix and are run by path, not installed); Benchmarks/ with the path of
Scripts/. Everything but `browser` needs only the standard library.
"""

from __future__ import annotations

from .app import DescribeError, Kinds, Routes, kinds
from .fixtures import fixture_command, fixture_generator, hold_back, make_fixture, put_back, put_back_marker, shared_folder
from .programs import REPOSITORY, c_compiler, find_program, free_port, require_selenium, run_or_exit
from .served import ServedCoop, ServeError, form_secret, http_request

__all__ = [
    "REPOSITORY",
    "DescribeError",
    "Kinds",
    "Routes",
    "ServeError",
    "ServedCoop",
    "c_compiler",
    "find_program",
    "fixture_command",
    "fixture_generator",
    "form_secret",
    "free_port",
    "hold_back",
    "http_request",
    "kinds",
    "make_fixture",
    "put_back",
    "put_back_marker",
    "require_selenium",
    "run_or_exit",
    "shared_folder",
]
