"""``companion lairs validate`` and ``companion lairs generate`` (contracts: specs/cli.md and
specs/lairs-dungeon-format.md)."""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from companion.core.document import DocumentError
from companion.core.errors import CompanionError, one_line
from companion.lairs.aim import aimed_dungeons
from companion.lairs.difficulty import Verdict
from companion.lairs.dungeon_file import dumps_dungeon, load_dungeon, save_dungeon
from companion.lairs.generator import generate_dungeons
from companion.lairs.validation import validate

EXIT_OK, EXIT_INVALID, EXIT_MALFORMED = 0, 1, 2


def add_cli_commands(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser(
        "validate", help="check dungeon files against the build rules",
        description="Check dungeon files. Exit 0: all valid; 1: some invalid; "
        "2: some malformed or missing.")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true",
                   help="one JSON object (one file) or array (several files) on stdout")
    p.set_defaults(func=validate_command)

    g = commands.add_parser(
        "generate", help="write random valid dungeons",
        description="Write K valid dungeons into DIR (lairs-SEED.json), or one to stdout. "
        "Dungeon i uses seed N+i, so each can be made again on its own.")
    g.add_argument("--seed", type=int, metavar="N", help="first seed (default: random)")
    g.add_argument("--count", type=int, default=1, metavar="K", help="how many (default 1)")
    g.add_argument("--out", metavar="DIR", help="folder for the files (default: stdout)")
    g.add_argument("--difficulty", choices=[str(v) for v in Verdict], metavar="D",
                   help="aim at a verdict: easy, fair, hard or brutal (checked by a short "
                   "difficulty report)")
    g.add_argument("--force", action="store_true",
                   help="overwrite files in DIR that have the same names (without it, an "
                   "existing file stops the command before anything is written)")
    g.set_defaults(func=generate_command)


def add_box_arguments(parser: argparse.ArgumentParser) -> None:
    """A player's own cards and die, for every command that plays or explores."""
    parser.add_argument(
        "--treasures", metavar="FILE",
        help="play with your own box's treasure cards instead of the shipped stand-ins: a "
        "lairs-treasures file, such as the treasures.json that the app's My box saves "
        "(default: the shipped cards)")
    parser.add_argument(
        "--die", metavar="FACES",
        help="play with your own die: its faces separated by commas, e.g. 1,1,2,2,3,4 "
        "(default: the shipped die)")


def validate_command(args: argparse.Namespace) -> int:
    reports: list[dict[str, Any]] = []
    malformed = invalid = False
    for file in args.files:
        try:
            dungeon = load_dungeon(file)
        except DocumentError as error:
            malformed = True
            for problem in error.problems:
                print(one_line(f"{file}: {problem}"), file=sys.stderr)
            reports.append({"file": file, "error": error.reason})
            continue
        result = validate(dungeon)
        invalid |= not result.valid
        report = {"file": file, "valid": result.valid,
                  "violations": [v.to_json() for v in result.violations]}
        reports.append(report)
        if not args.json:
            print(f"{one_line(file)}: {_human(report)}")
    if args.json:
        print(json.dumps(reports[0] if len(reports) == 1 else reports))
    if malformed:
        return EXIT_MALFORMED
    return EXIT_INVALID if invalid else EXIT_OK


def _human(report: dict[str, Any]) -> str:
    if report["valid"]:
        return "OK"
    parts = []
    for violation in report["violations"]:
        cells = f" [{' '.join(violation['cells'])}]" if violation["cells"] else ""
        parts.append(f"{violation['rule']}: {violation['message']}{cells}")
    return "INVALID — " + " | ".join(parts)


def generate_command(args: argparse.Namespace) -> int:
    if args.count < 1:
        raise CompanionError(f"--count must be at least 1, not {args.count}")
    if args.out is None and args.count != 1:
        raise CompanionError("several dungeons need --out DIR (stdout takes one)")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if args.out is not None and not args.force:
        _refuse_to_overwrite([_generated_path(args.out, seed + i) for i in range(args.count)])
    dungeons = (generate_dungeons(seed, args.count) if args.difficulty is None
                else aimed_dungeons(seed, args.count, Verdict(args.difficulty)))
    for dungeon_seed, dungeon in dungeons:
        if args.out is None:
            sys.stdout.write(dumps_dungeon(dungeon))
            continue
        path = _generated_path(args.out, dungeon_seed)
        try:
            save_dungeon(path, dungeon)
        except OSError as error:
            raise CompanionError(f"cannot write {path}: {error.strerror or error}") from None
        print(path)
    return EXIT_OK



def _generated_path(folder: str, seed: int) -> Path:
    return Path(folder) / f"lairs-{seed}.json"


def _refuse_to_overwrite(paths: list[Path]) -> None:
    """Checked before the first dungeon is made, so a refused command writes nothing."""
    existing = [path for path in paths if path.exists()]
    if existing:
        more = f" (and {len(existing) - 1} more)" if len(existing) > 1 else ""
        raise CompanionError(f"{existing[0]} exists already{more}; give --force to "
                             "overwrite, or another --seed or --out")
