"""What the scripts know of `coop` itself: the kinds of record and the routes of the coop app
(`coop serve`), read from `coop describe` (the hidden command that prints them as JSON; README,
"How the code is laid out"), so that no script keeps a copy that can fall behind."""

from __future__ import annotations

import dataclasses
import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class DescribeError(SystemExit):
    """`coop describe` failed, or printed what the scripts cannot read. Uncaught, it ends the
    script with its message (exit status 1), as SystemExit does."""


@dataclass(frozen=True)
class Routes:
    """The addresses of the coop app that `coop serve` answers, besides the site's pages (the
    `routes` of `coop describe`, by name)."""

    #: The add form: `?kind=KIND`, and `&hen=`, `&person=`, `&date=`, `&back=` to fill it in.
    add: str
    #: A record's edit form, and the removal question: `?record=FILE:LINE&back=PAGE`.
    edit: str
    remove: str
    #: Where the forms post to (save: an add or an edit; remove; undo: `form-change`).
    save: str
    undo: str
    #: The confirmation of a change: `?change=NAME`.
    done: str
    #: The live-reload events (server-sent events) the served pages listen to.
    events: str
    #: The polled address of pages served by an older `coop serve`.
    changes: str
    #: The form of the coop's settings (coop.yaml), posted to `save`.
    settings: str
    #: The app's stylesheet.
    style: str
    #: The pairing address: `?code=CODE`.
    pair: str
    #: A chore's Done question (GET) and its tick (POST): `?record=FILE:LINE`.
    choreDone: str
    #: The page the service worker shows for a page only `coop serve` makes, out of its reach.
    offline: str
    #: The names of the addresses' query parameters (`kind`, `record`, `back`, …).
    parameters: tuple[str, ...]


@dataclass(frozen=True)
class Kinds:
    """The record kinds and the app's routes."""

    #: Every kind of record the add form takes (`/add.html?kind=KIND`), in the order of its menu.
    records: tuple[str, ...]
    routes: Routes


def describe(coop: str | Path) -> dict[str, Any]:
    """What `coop describe` prints, parsed: `version`, `kinds`, `routes` and `parameters`."""
    command = [str(coop), "describe"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise DescribeError(f"{' '.join(command)} could not run: {error}") from None
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().splitlines()[:1]
        raise DescribeError(
            f"{' '.join(command)} failed ({done.returncode}: {' '.join(said) or 'no message'});"
            " a coop older than `coop describe` cannot tell the scripts its kinds and routes"
        )
    try:
        document = json.loads(done.stdout)
    except json.JSONDecodeError as error:
        raise DescribeError(f"{' '.join(command)} printed what is not JSON: {error}") from None
    if not isinstance(document, dict) or document.get("version") != 1:
        raise DescribeError(f"{' '.join(command)} printed a layout these scripts do not know (version 1 expected)")
    return document


def kinds(coop: str | Path) -> Kinds:
    """The kinds of record the add form takes and the coop app's routes, as `coop` (a coop
    binary: a path, or a program on PATH) prints them with `coop describe`."""
    document = describe(coop)
    records = tuple(kind["noun"] for kind in document["kinds"] if kind["add"] is not None)
    paths: dict[str, str] = document["routes"]
    names = [field.name for field in dataclasses.fields(Routes) if field.name != "parameters"]
    missing = [name for name in names if name not in paths]
    if missing:
        raise DescribeError(f"{coop} describe names no route {', '.join(missing)}")
    routes = Routes(**{name: paths[name] for name in names}, parameters=tuple(document["parameters"]))
    return Kinds(records=records, routes=routes)
