"""What the scripts know of `coop` itself: the kinds of record and the routes of the coop app
(`coop serve`). One place, so that the day `coop` can print them, only `kinds()` changes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Routes:
    """The addresses of the coop app that `coop serve` answers, besides the site's pages."""

    #: The add form: `?kind=KIND`, and `&hen=`, `&person=`, `&date=`, `&back=` to fill it in.
    add: str = "/add.html"
    #: A record's edit form, and the removal question: `?record=FILE:LINE&back=PAGE`.
    edit: str = "/__coop/edit"
    remove: str = "/__coop/remove"
    #: Where the forms post to (save: an add or an edit; remove; undo: `form-change`).
    save: str = "/__coop/save"
    undo: str = "/__coop/undo"
    #: The confirmation of a change: `?change=NAME`.
    done: str = "/__coop/done"
    #: The live-reload events (server-sent events) the served pages listen to.
    events: str = "/__coop/events"


@dataclass(frozen=True)
class Kinds:
    """The record kinds and the app's routes."""

    #: Every kind of record the add form takes (`/add.html?kind=KIND`), in the order of its menu.
    records: tuple[str, ...]
    routes: Routes


def kinds(coop: str | Path | None = None) -> Kinds:
    """The kinds of record and the coop app's routes of `coop` (a coop binary).

    Once `coop` can print them (a command such as `coop describe --json`, which it does not have
    yet), this will run `coop` and read them from what it prints, so that no script keeps a copy
    that can fall behind. Until then it returns the list the scripts used to copy (from
    Scripts/check-app and Scripts/snapshot-app), and `coop` is not run.
    """
    del coop  # not asked yet: see above
    records = ("eggs", "note", "expense", "contribution", "delivery", "hen", "person", "kind")
    return Kinds(records=records, routes=Routes())
