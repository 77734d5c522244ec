"""``companion lairs difficulty FILE [--runs N] [--seed S] [--json]``: the dungeon difficulty
report (N solo explorations by each explorer profile)."""

from __future__ import annotations

import argparse
import json

from companion.core.errors import CompanionError
from companion.core.progress import progress_bar
from companion.lairs.box import load_treasures, parse_faces, rules_with
from companion.lairs.cli import add_box_arguments
from companion.lairs.difficulty import (
    PROFILE_NAMES,
    PROFILES,
    SEARCHER,
    SOLO_TURN_LIMIT,
    difficulty,
    report_lines,
)
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.reference import shipped_reference
from companion.lairs.validation import validate

EXIT_OK, EXIT_INVALID = 0, 1


def add_play_commands(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser(
        "difficulty", help="how hard a dungeon is: simulated explorations, a score and a verdict",
        description=f"Explore a dungeon N times with each explorer profile "
        f"({', '.join(PROFILE_NAMES)}) and report a difficulty from 0 to 100, a verdict "
        "(easy, fair, hard, brutal), its percentile among generated dungeons and each "
        f"profile's figures (runs stop at {SOLO_TURN_LIMIT} turns). "
        "Exit 1 for a dungeon that breaks the build rules.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--runs", type=int, default=40, metavar="N",
                   help="explorations per profile (40)")
    p.add_argument("--seed", type=int, default=0, metavar="S")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_box_arguments(p)
    p.add_argument("--search", action="store_true",
                   help="also send the ismcts explorer in (slower; shown, not counted)")
    p.set_defaults(func=difficulty_command)


def difficulty_command(args: argparse.Namespace) -> int:
    if args.runs < 1:
        raise CompanionError(f"--runs must be at least 1, not {args.runs}")
    dungeon = load_dungeon(args.file)
    check = validate(dungeon)
    if not check.valid:
        for violation in check.violations:
            print(f"{args.file}: {violation.message}")
        return EXIT_INVALID
    data = rules_with(load_treasures(args.treasures) if args.treasures else None,
                      parse_faces(args.die) if args.die else None)
    profiles = (*PROFILES, SEARCHER) if args.search else PROFILES
    with progress_bar(args.runs * len(profiles), "run", shown=not args.json) as progress:
        report = difficulty(dungeon, args.runs, args.seed, progress, data=data,
                            profiles=profiles)
    percentile = shipped_reference().percentile(report.score)
    if args.json:
        print(json.dumps({"file": args.file, **report.to_json(percentile)}))
        return EXIT_OK
    print(f"{args.file}: {args.runs} explorations per profile (seed {args.seed})")
    print("\n".join(report_lines(report, percentile)))
    if args.treasures or args.die:
        print("  (the percentile compares with generated dungeons explored with the shipped "
              "cards and die)")
    return EXIT_OK
