#!/usr/bin/env python3
"""Turn the real egg logs of the backtest corpus into coop content folders.

Each log comes as its authors published it; this writes what Coop Count reads: eggs (by day,
a collection over several days as a range), hens (joining and leaving where the log says so)
and, where the log has them, notes of molts. See Tests/Fixtures/real/README.md for where each
log comes from and its licence. Only data-poule.csv is in this repository; the others are read
from the path given.

    convert.py poule  Tests/Fixtures/real/data-poule.csv      OUT
    convert.py barbara path/to/pontes_format_final.csv         OUT
    convert.py ducks   path/to/data_eggs_laid.csv              OUT

Standard library only.
"""

from __future__ import annotations

import collections
import csv
import datetime as dt
import os
import sys
from typing import Any


def write(folder: str, name: str, text: str) -> None:
    os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
    with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
        f.write(text)


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def hen_yaml(hens: list[dict[str, Any]]) -> str:
    out = []
    for hen in hens:
        out.append(f"- name: {quoted(hen['name'])}")
        for key in ("breed", "kind", "hatched", "added", "started_laying", "removed", "removed_reason"):
            if hen.get(key):
                value = hen[key]
                out.append(f"  {key}: {value.isoformat() if isinstance(value, dt.date) else quoted(value)}")
    return "\n".join(out) + "\n"


def poule(path: str, out: str) -> None:
    """Remi100fa1000/data-poule: a row per collection (dd/mm/yy), the days since the last one,
    the eggs, their weights, the hens. A collection over several days is a range; the one
    date written twice (09/02/22) is added up."""
    counts: collections.OrderedDict[tuple[dt.date, dt.date], int] = collections.OrderedDict()
    hens_by_day = []
    with open(path, encoding="utf-8") as f:
        rows = list(csv.reader(f))[1:]
    previous = None
    for row in rows:
        day = dt.datetime.strptime(row[0], "%d/%m/%y").date()
        span = max(1, int(row[1]))
        first = day - dt.timedelta(days=span - 1)
        if previous is not None and first <= previous:
            first = previous + dt.timedelta(days=1)
        if first > day:
            key = next(k for k in reversed(counts) if k[1] == day)
            counts[key] += int(row[2])
            continue
        counts[(first, day)] = int(row[2])
        hens_by_day.append((day, int(row[4])))
        previous = day
    lines = ["# Remi100fa1000/data-poule (MIT licence), converted by Scripts/corpus/convert.py"]
    for (first, last), count in counts.items():
        key = first.isoformat() if first == last else f"{first.isoformat()}..{last.isoformat()}"
        lines.append(f"{key}: {count}")
    write(out, "eggs.yaml", "\n".join(lines) + "\n")
    # Three hens, one of them away (2 counted) on some collections: the third hen's absences
    # are too short and scattered to be a hen leaving, so three hens lay throughout.
    start = next(iter(counts))[0]
    write(out, "hens.yaml", hen_yaml([{"name": f"Poule {i}", "added": start} for i in (1, 2, 3)]))
    write(out, "coop.yaml", "title: data-poule (France, 2022)\nlatitude: 46.5\n")


def barbara(path: str, out: str) -> None:
    """herospiki/Barbara: a row per hen and day, 2023 to 2025: whether she laid (Ponte), the
    state of the egg, whether she was in the flock (Effectif), remarks. The Marans are counted
    as a group (1 to 3 hens): they are a kind of their own."""
    with open(path, encoding="utf-8") as f:
        rows = list(csv.DictReader(f, delimiter=";"))
    days: collections.defaultdict[dt.date, list[dict[str, str]]] = collections.defaultdict(list)
    for row in rows:
        days[dt.date.fromisoformat(row["Date"])].append(row)
    first, last = min(days), max(days)
    individuals = sorted({r["Poule"] for r in rows if r["niveau_observation"] == "individuel"})
    # Each hen's time in the flock, from the days her Effectif is 1.
    present = {
        name: sorted(d for d, rs in days.items() for r in rs if r["Poule"] == name and r["Effectif"] == "1")
        for name in individuals
    }
    hens: list[dict[str, Any]] = []
    for name in individuals:
        dates = present[name]
        hen: dict[str, Any] = {"name": name, "kind": "eggs"}
        if dates[0] > first:
            hen["added"] = dates[0]
        if dates[-1] < last:
            hen["removed"] = dates[-1] + dt.timedelta(days=1)
        hens.append(hen)
    # The Marans: Albertine from the start; Nina and Tina from 2024 (3 counted); Nina died
    # 1 Aug 2025 (2 counted, the remark says so); from 4 Dec 2025 3 again: a chick hatched in
    # July 2025 (the remarks "naissance", "2poussins") joining, not yet laying.
    marans = [
        {"name": "Albertine", "breed": "Marans", "kind": "marans"},
        {
            "name": "Nina",
            "breed": "Marans",
            "kind": "marans",
            "added": dt.date(2024, 1, 1),
            "removed": dt.date(2025, 8, 1),
            "removed_reason": "died",
        },
        {"name": "Tina", "breed": "Marans", "kind": "marans", "added": dt.date(2024, 1, 1)},
        {"name": "Poussin", "breed": "Marans", "kind": "marans", "hatched": dt.date(2025, 7, 21), "added": dt.date(2025, 12, 4)},
    ]
    write(out, "hens.yaml", hen_yaml(hens + marans))
    write(out, "kinds.yaml", "- name: eggs\n- name: marans\n  label: Marans (dark brown)\n")
    lines = ["# herospiki/Barbara (no licence given: not for redistribution), converted by Scripts/corpus/convert.py"]
    notes = []
    for day in sorted(days):
        parts = []
        marans_count = 0
        cracked = 0
        for row in sorted(days[day], key=lambda r: r["Poule"]):
            laid = int(float(row["Ponte"]))
            if row["Etat_oeuf"] in ("cassé",) and laid > 0:
                cracked += 1
            remark = row["Remarques"].lower()
            tag = (
                "molt"
                if "mue" in remark
                else "broody"
                if "couve" in remark and "arrêt" not in remark and "fin" not in remark
                else "sick"
                if "malade" in remark
                else None
            )
            if tag:
                who = row["Poule"] if row["niveau_observation"] == "individuel" else None
                notes.append((day, who, tag))
            if row["niveau_observation"] == "groupe":
                marans_count += laid
            elif row["Effectif"] == "1":
                parts.append(f"{quoted(row['Poule'])}: {laid}")
        parts.append(f"marans: {marans_count}")
        if cracked:
            parts.append(f"cracked: {cracked}")
        lines.append(f"{day.isoformat()}: {{{', '.join(parts)}}}")
    write(out, "eggs.yaml", "\n".join(lines) + "\n")
    note_lines = []
    titles = {"molt": "Molt", "broody": "Broody", "sick": "Sick"}
    for day, who, tag in notes:
        note_lines.append(f"- date: {day.isoformat()}\n  title: {titles[tag]}\n  tags: [{tag}]")
        if who:
            note_lines.append(f"  hens: [{quoted(who)}]")
    write(out, "notes.yaml", "\n".join(note_lines) + "\n")
    write(out, "coop.yaml", "title: Barbara (France, 2023-2025)\nlatitude: 46.5\n")


def ducks(path: str, out: str) -> None:
    """wpbSabi/ducks: a row per day (m/d/yyyy) with the eggs and the ducks laying; the README
    tells which ducks joined and left when."""
    with open(path, encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    lines = ["# wpbSabi/ducks (no licence given: not for redistribution), converted by Scripts/corpus/convert.py"]
    for row in rows:
        day = dt.datetime.strptime(row["date"], "%m/%d/%Y").date()
        lines.append(f"{day.isoformat()}: {int(row['quantity'] or 0)}")
    write(out, "eggs.yaml", "\n".join(lines) + "\n")
    first_egg = dt.date(2020, 11, 5)
    hens = (
        [
            {"name": "Crested 1", "breed": "White Crested duck", "added": dt.date(2020, 4, 10), "started_laying": first_egg},
            {
                "name": "Crested 2",
                "breed": "White Crested duck",
                "added": dt.date(2020, 4, 10),
                "started_laying": first_egg,
                "removed": dt.date(2022, 5, 31),
                "removed_reason": "died",
            },
            {"name": "Khaki 1", "breed": "Khaki Campbell duck", "added": dt.date(2020, 5, 14), "started_laying": first_egg},
            {
                "name": "Khaki 2",
                "breed": "Khaki Campbell duck",
                "added": dt.date(2020, 5, 14),
                "started_laying": first_egg,
                "removed": dt.date(2021, 7, 6),
                "removed_reason": "died",
            },
        ]
        + [
            {
                "name": f"Mix {i}",
                "breed": "Khaki/Buff mix duck",
                "added": dt.date(2022, 11, 1),
                "started_laying": dt.date(2023, 2, 17),
            }
            for i in (1, 2, 3)
        ]
        + [
            {
                "name": "Mix 4",
                "breed": "Khaki/Buff/Crested mix duck",
                "added": dt.date(2024, 3, 1),
                "started_laying": dt.date(2024, 3, 1),
            }
        ]
    )
    write(out, "hens.yaml", hen_yaml(hens))
    write(out, "coop.yaml", "title: ducks (USA, 2020-2024)\n")


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("poule", "barbara", "ducks"):
        sys.exit(__doc__)
    {"poule": poule, "barbara": barbara, "ducks": ducks}[sys.argv[1]](sys.argv[2], sys.argv[3])
