#!/usr/bin/env python3
"""Write a synthetic lit-house laying flock for the backtest corpus: a flock with no season.

Forty pullets come into lay on 1 March 2023 under lights that keep their days long all year, so
the months follow the layer curve of a commercial flock (from 5% of the hens a day at 20 weeks
to 92% at 26, held to 40 weeks, then 0.4 points fewer each week) and no backyard season. A
quarter of the hens leave in a year, at random, each removal written in hens.yaml. The log runs
20 months, to 31 October 2024, as the lit-house log issue 31 describes.

    lit_house.py OUT [--seed N]

Seeded, so the same OUT each time. Standard library only.
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import os
import random

START = dt.date(2023, 3, 1)
END = dt.date(2024, 10, 31)
HENS = 40
LEAVING_PER_YEAR = 0.25


def laying_share(day: dt.date) -> float:
    """The share of the hens laying on `day`: the layer curve by age in weeks."""
    weeks = 20 + (day - START).days / 7
    if weeks < 26:
        return 0.05 + (0.92 - 0.05) * (weeks - 20) / 6
    if weeks < 40:
        return 0.92
    return max(0.0, 0.92 - 0.004 * (weeks - 40))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="the content folder to write")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    days = (END - START).days
    removed: list[dt.date | None] = []
    for _ in range(HENS):
        stays = rng.expovariate(-math.log(1 - LEAVING_PER_YEAR) / 365.25)
        removed.append(START + dt.timedelta(days=int(stays)) if stays < days else None)
    eggs = []
    day = START
    while day <= END:
        present = sum(1 for r in removed if r is None or r > day)
        laid = sum(1 for _ in range(present) if rng.random() < laying_share(day))
        eggs.append(f"{day.isoformat()}: {laid}\n")
        day += dt.timedelta(days=1)
    hens = []
    for number, leaving in enumerate(removed, start=1):
        hens.append(f"- name: Hen {number}\n  added: 2023-02-15\n  started_laying: {START.isoformat()}\n")
        if leaving:
            hens.append(f"  removed: {leaving.isoformat()}\n")
    os.makedirs(args.out, exist_ok=True)
    for name, text in (("coop.yaml", "title: Lit house\n"), ("eggs.yaml", "".join(eggs)), ("hens.yaml", "".join(hens))):
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as f:
            f.write(text)


if __name__ == "__main__":
    main()
