"""``companion lairs difficulty FILE [--runs N] [--seed S] [--json]``: the dungeon difficulty
report (N solo explorations by the heuristic bot)."""

from __future__ import annotations

import argparse
import json

from companion.core.errors import CompanionError
from companion.core.progress import progress_bar
from companion.lairs.difficulty import SOLO_TURN_LIMIT, difficulty
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.validation import validate

EXIT_OK, EXIT_INVALID = 0, 1


def add_play_commands(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser(
        "difficulty", help="how hard a dungeon is: simulated explorations by the heuristic bot",
        description="Explore a dungeon N times with the heuristic bot and report the exit rate, "
        f"mean turns to exit and mean VP (runs stop at {SOLO_TURN_LIMIT} turns). "
        "Exit 1 for a dungeon that breaks the build rules.")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--runs", type=int, default=100, metavar="N", help="explorations (100)")
    p.add_argument("--seed", type=int, default=0, metavar="S")
    p.add_argument("--json", action="store_true", help="print one JSON object")
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
    with progress_bar(args.runs, "run", shown=not args.json) as progress:
        report = difficulty(dungeon, args.runs, args.seed, progress)
    document = {"file": args.file, **report.to_json()}
    if args.json:
        print(json.dumps(document))
        return EXIT_OK
    turns = report.mean_turns_to_exit
    print(f"{args.file}: {args.runs} explorations by the heuristic bot (seed {args.seed})")
    print(f"  exit rate: {100 * report.exit_rate:.0f}%")
    print(f"  mean turns to exit: {'-' if turns is None else f'{turns:.1f}'}")
    print(f"  mean VP: {report.mean_vp:.1f} (exit counted as first out)")
    if report.stopped:
        print(f"  stopped at the {SOLO_TURN_LIMIT}-turn limit: {report.stopped}")
    return EXIT_OK
