"""The ``companion`` command line (contract: docs/specs/cli.md).

Exit codes: 0 success, 1 a negative answer, 2 bad usage or unreadable input. Users never see a
traceback: errors are one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import textwrap
from collections.abc import Callable, Mapping, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, NoReturn

from companion import __version__
from companion.core import registry
from companion.core.account import Decision, decisions, result_words, seat_names, summary_lines
from companion.core.errors import CompanionError, one_line
from companion.core.ismcts import ISMCTSFactory
from companion.core.progress import progress_bar
from companion.core.protocol import GameSpec, GameState
from companion.core.record import GameRecord, replay
from companion.core.simulate import SimulationRequest, simulate
from companion.net.serve import add_serve_command, default_data_folder

EXIT_OK, EXIT_NO, EXIT_USAGE = 0, 1, 2


class CliParser(argparse.ArgumentParser):
    """argparse with the contract's one-line error instead of a usage dump."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


def version_text() -> str:
    """What a bug report needs: Companion's version (the first line, as scripts read it), each
    game's rules version, Python's and Qt's, and where the app keeps its data."""
    try:
        pyside = metadata.version("PySide6-Essentials")
    except metadata.PackageNotFoundError:
        pyside = "not installed"
    rules = ", ".join(f"{spec.name} {spec.rules_version}" for spec in registry.games())
    return (f"companion {__version__}\n"
            f"rules: {rules}\n"
            f"Python {platform.python_version()}, PySide6 (Qt) {pyside}\n"
            f"data folder: {default_data_folder().parent}")


class _Version(argparse.Action):
    """``--version`` on its own lines (argparse's own would wrap them into one paragraph)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        print(version_text())
        parser.exit()


def build_parser() -> CliParser:
    parser = CliParser(
        prog="companion",
        description="Rules, bots and tools for Lairs, Coup, Scout and Intrige. "
        "`companion` alone starts the desktop app; `companion FILE...` opens files in it "
        "(dungeons, trackers, sheets, game records), handing them to the app if it is "
        "already running.",
    )
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show the versions and the data folder, and exit")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="Linux: add Companion to this user's menu, with its icon and "
                              "its file types (double-clicked files open in it), and exit")
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help="Linux: remove what --install-desktop added, and exit")
    games = parser.add_subparsers(dest="game", metavar="GAME | serve", title="commands")
    for spec in registry.games():
        game_parser = games.add_parser(
            spec.name, help=spec.title,
            description=f"{spec.title}: what the command line can do with it. "
            f"`companion {spec.name} COMMAND --help` tells more about a command.")
        commands = game_parser.add_subparsers(dest="command", metavar="COMMAND")
        # A game named alone asks what it can do: its help, not an error.
        game_parser.set_defaults(func=_help_of(game_parser))
        if spec.playable:
            _add_simulate(commands, spec)
            _add_replay(commands, spec)
        if spec.add_cli_commands is not None:
            spec.add_cli_commands(commands)
    add_serve_command(games)
    return parser


# Plain words for the bots that several games share; a game's levels add which one the app plays.
BOT_WORDS = {
    "random": "any legal move, at random",
    "greedy": "the biggest move in sight, with no plan",
    "heuristic": "rules of thumb: quick and sensible",
    "ismcts": "before each decision, plays every move on in many imagined games (what it "
              "cannot see drawn at random) and picks what did best; a budget may follow a "
              "colon: ismcts:400 = 400 iterations a decision, ismcts:0.5s = half a second a "
              "decision",
}
HELP_WIDTH = 78  # argparse's own width on an 80-column terminal


def _help_of(parser: argparse.ArgumentParser) -> Callable[[argparse.Namespace], int]:
    def show(args: argparse.Namespace) -> int:
        parser.print_help()
        return EXIT_OK

    return show


def _add_simulate(commands: argparse._SubParsersAction, spec: GameSpec) -> None:
    p = commands.add_parser(
        "simulate", help="bot-vs-bot self-play with a summary",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=_fill(
            f"Bots play {spec.title} against each other N times; the summary counts each "
            "entrant's wins. Seats rotate (entrant i sits at seat (i + g) mod P in game g), so "
            "every entrant plays every seat equally. The same seed and options give the same "
            "results."),
        epilog=_simulate_epilog(spec))
    default_players = spec.default_players or spec.min_players
    p.add_argument("--games", type=int, required=True, metavar="N",
                   help="how many games to play (required)")
    p.add_argument("--players", type=int, metavar="P", default=default_players,
                   help=f"players at the table: {spec.min_players} to {spec.max_players} "
                        f"(default {default_players})" if spec.min_players < spec.max_players
                   else f"players at the table: always {spec.min_players}")
    p.add_argument("--seed", type=int, default=0, metavar="S",
                   help="the number every game's deal and every bot's choices are drawn from: "
                        "the same seed gives the same games (default 0)")
    p.add_argument("--bots", default="random", metavar="B[,B...]",
                   help="who plays: one bot for every seat, or a comma-separated list with "
                        "one bot per player, entrant 0 first (default random); the bots are "
                        "described below")
    p.add_argument("--variant", action="append", default=[], metavar="V",
                   help="play with a rules variant (described below); repeat for several"
                   if spec.variants else f"{spec.title} has no rules variants")
    p.add_argument("--json", action="store_true",
                   help="print the summary as one JSON object, for scripts: game, games, "
                        "players, seed, bots, wins (by entrant), draws, shared_games, "
                        "mean_turns, seconds, games_per_second and more")
    if spec.add_setup_arguments is not None:
        spec.add_setup_arguments(p)
    p.set_defaults(func=lambda args: _simulate(spec, args))


def _fill(text: str, indent: str = "") -> str:
    return textwrap.fill(text, HELP_WIDTH, initial_indent=indent, subsequent_indent=indent)


def _entries(title: str, entries: Sequence[tuple[str, str]]) -> list[str]:
    """A titled list like argparse's own option lists: names in a column, words wrapped."""
    column = max(len(name) for name, _ in entries) + 4
    lines = [f"{title}:"]
    for name, words in entries:
        lines.extend(textwrap.wrap(words, HELP_WIDTH, initial_indent=f"  {name}".ljust(column),
                                   subsequent_indent=" " * column))
    return lines


def _simulate_epilog(spec: GameSpec) -> str:
    lines = _entries("bots", [(name, _bot_words(spec, name)) for name in spec.bots])
    if spec.variants:
        lines += ["", *_entries("variants", list(spec.variants.items()))]
    lines += ["", "summary:", _fill(
        "Each entrant's wins; then the games won by one player, the games shared by several "
        "winners (a tie for first counts as a win for each of them, so the wins may add up "
        "to more than the games), the draws (games nobody won) and the mean number of "
        "turns." + (f" A game still going after {spec.turn_limit} turns is stopped and "
                    "counted apart." if spec.turn_limit else ""), indent="  ")]
    players = spec.default_players or spec.min_players
    command = f"companion {spec.name} simulate"
    search = "ismcts:400" if "ismcts" in spec.bots else "heuristic"
    examples = [
        f"{command} --games 100",
        f"{command} --games 200 --bots {','.join(['heuristic'] + ['random'] * (players - 1))}",
        # Continued on a second line: a search bot against three others fills one.
        f"{command} --games 20 --seed 7 --json \\\n"
        f"      --bots {','.join([search] + ['heuristic'] * (players - 1))}",
    ]
    if spec.variants:
        examples.append(f"{command} --games 100 --variant {next(iter(spec.variants))}")
    lines += ["", "examples:", *(f"  {example}" for example in examples)]
    return "\n".join(lines)


def _bot_words(spec: GameSpec, name: str) -> str:
    words = BOT_WORDS.get(name, "")
    factory = spec.bots[name]
    if isinstance(factory, ISMCTSFactory):
        words += f"; plain {name}: {factory.iterations} iterations"
    levels = [level for level in spec.levels if level.bot.partition(":")[0] == name]
    if not levels:
        return words
    # The app's levels are what a player knows the bots by.
    if len(levels) == 1 and levels[0].bot == name:
        return f"{words} (the app's {levels[0].label}: {levels[0].description})"
    return f"{words} (the app's " + ", ".join(
        f"{level.label} is {level.bot}" for level in levels) + ")"


def _simulate(spec: GameSpec, args: argparse.Namespace) -> int:
    request = SimulationRequest(
        spec, args.games, args.players, args.seed,
        [b.strip() for b in args.bots.split(",")], frozenset(args.variant),
        spec.setup_options(args) if spec.setup_options is not None else {},
    )
    with progress_bar(args.games, "game", shown=not args.json) as progress:
        summary = simulate(request, progress)
    if args.json:
        print(json.dumps(summary))
        return EXIT_OK
    for line in _summary_lines(spec, summary):
        print(line)
    return EXIT_OK


def _summary_lines(spec: GameSpec, summary: Mapping[str, Any]) -> list[str]:
    games = summary["games"]
    lines = [f"{spec.title}: {_count(games, 'game')}, {summary['players']} players, "
             f"seed {summary['seed']}"]
    for index, bot in enumerate(summary["bots"]):
        wins = summary["wins"][str(index)]
        lines.append(f"  entrant {index} ({bot}): {_count(wins, 'win')} "
                     f"({100 * wins / games:.1f}%)")
    lines.extend(f"  {line}" for line in _tally(summary))
    lines.append(f"  mean turns: {summary['mean_turns']:.1f}")
    lines.append(f"  {summary['seconds']:.2f} s, {summary['games_per_second']:.0f} games/s")
    return lines


def _tally(summary: Mapping[str, Any]) -> list[str]:
    """Where every game went, so that the wins above add up: a shared game is a win for each
    of its winners."""
    games, shared = summary["games"], summary["shared_games"]
    draws, unfinished = summary["draws"], summary["unfinished"]
    alone = games - shared - draws - unfinished
    wins = sum(summary["wins"].values())
    lines = [f"won by one player: {_count(alone, 'game')}",
             f"shared: {_count(shared, 'game')}" + (
                 f", by {wins - alone} winners (a win for each: {wins} wins in all)"
                 if shared else ""),
             f"draws (nobody won): {draws}"]
    if unfinished:
        lines.append(f"stopped at the {summary['turn_limit']}-turn limit: "
                     f"{_count(unfinished, 'game')}")
    return lines


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _add_replay(commands: argparse._SubParsersAction, spec: GameSpec) -> None:
    p = commands.add_parser(
        "replay", help="replay a saved game record: every decision by turn, the result and "
        "the final position, with the players' names")
    p.add_argument("record", metavar="RECORD")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=lambda args: _replay(spec, args))


def _replay(spec: GameSpec, args: argparse.Namespace) -> int:
    record = GameRecord.load(args.record)
    state = replay(spec, record, args.record)
    steps = decisions(spec, record, args.record)
    names = seat_names(record)
    over = state.is_over()
    result = state.result() if over else None
    winners = sorted(result.winners) if result else []
    document: dict[str, Any] = {
        "game": spec.name,
        "record": args.record,
        "actions": len(record.actions),
        "names": names,
        "seats": record.seats or ["human"] * record.setup.players,
        "over": over,
        "winners": winners,
        "winner_names": [names[seat] for seat in winners],
        "scores": list(result.scores) if result and result.scores is not None else None,
        "decisions": [{"turn": step.turn, "seat": step.seat, "player": names[step.seat],
                       "action": step.notation} for step in steps],
        "state": state.summary(),
    }
    if args.json:
        print(json.dumps(document))
        return EXIT_OK
    for line in _account(spec, record, state, steps, names):
        print(line)
    return EXIT_OK


def _account(spec: GameSpec, record: GameRecord, state: GameState, steps: list[Decision],
             names: list[str]) -> list[str]:
    seats = record.seats or ["human"] * record.setup.players
    players = ", ".join(f"{name} ({'human' if kind == 'human' else f'{kind} bot'})"
                        for name, kind in zip(names, seats, strict=True))
    lines = [f"{spec.title}, {record.setup.players} players: {players}"]
    setup = [f"seed {record.setup.seed}"]
    if record.setup.variants:
        setup.append("variants: " + ", ".join(sorted(record.setup.variants)))
    lines.append("  " + "; ".join(setup))
    turn = None
    for step in steps:
        if step.turn != turn:
            turn = step.turn
            lines.append(f"Turn {turn + 1}")
        lines.append(f"  {step.words(names)}")
    lines.append(f"Result: {result_words(state, names)}")
    if state.is_over() and state.result().scores is not None:
        lines.append("  scores: " + ", ".join(
            f"{name} {score:g}" for name, score in zip(names, state.result().scores or (),
                                                        strict=True)))
    lines.append("Final position:")
    lines.extend(f"  {line}" for line in summary_lines(state.summary(), names))
    return lines


def _wants_app(argv: Sequence[str]) -> bool:
    """No arguments, or only files to open: start the desktop app."""
    return all(not a.startswith("-") and Path(a).is_file() for a in argv)


def start_app(files: Sequence[str]) -> int:
    from companion_ui.app import (
        run,  # the rules package never imports Qt; only this entry point does
    )

    return run(list(files))


def desktop_command(install: bool) -> int:
    from companion_ui import desktop  # its icons are drawn by Qt: only this entry point loads it

    try:
        files = desktop.install() if install else desktop.uninstall()
    except OSError as error:
        raise CompanionError(f"cannot {'install' if install else 'remove'} the desktop "
                             f"entry: {error.strerror or error}") from None
    verb = "Installed" if install else "Removed"
    print(f"{verb} {len(files)} file(s) under {desktop.data_home()}" +
          (": Companion is in the menu; its files open in it." if install else "."))
    return EXIT_OK


def _tolerant_output() -> None:
    """A character the terminal's encoding lacks ("—" under PYTHONIOENCODING=ascii) is written
    escaped instead of ending the command with a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _tolerant_output()
    try:
        if _wants_app(argv):
            return start_app(argv)
        first = argv[0] if argv else ""
        commands = {spec.name for spec in registry.games()} | {"serve"}
        if Path(first).suffix and first not in commands:
            # Meant as a file to open (e.g. a dungeon), not as a game name.
            raise CompanionError(f"cannot open {first}: no such file")
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as stop:
            return stop.code if isinstance(stop.code, int) else EXIT_USAGE
        if args.install_desktop or args.uninstall_desktop:
            return desktop_command(args.install_desktop)
        if args.game is None:
            parser.print_help()
            return EXIT_OK
        return int(args.func(args))
    except CompanionError as error:
        print(f"companion: {one_line(error)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # Output piped into e.g. `head` that closed early: not an error worth a traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
