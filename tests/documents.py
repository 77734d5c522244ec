"""A valid document of every type Companion reads, and the loader of each (for the fuzz suite)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.coup.cards import DUKE, INQUISITOR
from companion.coup.tracker import Tracker
from companion.coup.tracker_file import load_tracker, tracker_to_json
from companion.intrige.helper import new_helper
from companion.intrige.helper_file import helper_to_json, load_helper
from companion.lairs.board import Feature, cell_name, parse_cell, wall
from companion.lairs.dungeon_file import dungeon_to_json, load_dungeon
from companion.lairs.game import setup_options
from companion.lairs.generator import generate_dungeon
from companion.lairs.tabletop.announcements import Verb
from companion.lairs.tabletop.builder_console import BuilderConsole
from companion.lairs.tabletop.map_sheet import DrawWall, MarkKnown, PlaceSymbol, WriteTarget
from companion.lairs.tabletop.player_mat import Row, SetAchievement
from companion.lairs.tabletop.score_chart import AddTreasure, SetExit
from companion.lairs.tabletop.table_sheet import TableSheet
from companion.scout.score_sheet import Ending, ScoreSheet, Tally
from companion_ui.shell.document_autosave import ORIGIN


def _record(game: str, setup: GameSetup, moves: int) -> dict[str, Any]:
    spec = registry.get(game)
    match = Match.start(spec, setup, [f"N{seat}" for seat in range(setup.players)],
                        ["human"] * setup.players)
    for _ in range(moves):
        match.play(match.state.legal_actions()[0])
    return match.record.to_json()


def _tracker() -> dict[str, Any]:
    t = Tracker(["Ann", "Bo", "Cy"], inquisitor=True, reformation=True)
    t.add_coins(0, 3)
    t.claim(1, INQUISITOR, "examine")
    t.challenge(2, stood=True)
    t.claim(2, DUKE, "tax")
    return tracker_to_json(t)


def _sheet() -> dict[str, Any]:
    b3, b4 = parse_cell("B3"), parse_cell("B4")
    sheet = TableSheet(title="Mossy Grotto")
    for edit in (MarkKnown(b3), DrawWall(wall(b3, b4)), PlaceSymbol(b3, Feature.MONSTER),
                 WriteTarget(b3, 2), SetAchievement(Row.TRAPS, 1), AddTreasure("jade-idol"),
                 SetExit(0)):
        sheet = sheet.apply(edit)
    return sheet.to_json()


def _console() -> dict[str, Any]:
    console = BuilderConsole(generate_dungeon(7))
    console.announce(f"creep {cell_name(console.destinations(Verb.CREEP)[0])}")
    return console.to_json()


def _score_sheet() -> dict[str, Any]:
    sheet = ScoreSheet.new(["Ann", "Bo", "Cy"])
    for player, tally in enumerate((Tally(6, 2, 3), Tally(4, 1, 0), Tally(2, 0, 5))):
        sheet = sheet.enter(0, player, tally)
    sheet = sheet.mark_ender(0, 1, Ending.EMPTIED).finish_round(0).add_round()
    return sheet.enter(1, 2, Tally(3, 1, 2)).mark_ender(1, 2, Ending.UNBEATEN).to_json()


def _landlord_helper() -> dict[str, Any]:
    helper = new_helper(["Ann", "Bo", "Cy"])
    for _ in range(6):
        helper = helper.record(helper.legal()[0])
    return helper_to_json(helper)


def _replayed(path: Path) -> object:
    record = GameRecord.load(path)
    return replay(registry.get(record.game), record, str(path))


# name → (a valid document, the loader that reads a file of it)
DOCUMENTS: dict[str, tuple[dict[str, Any], Callable[[Path], object]]] = {
    "dungeon": (dungeon_to_json(generate_dungeon(3)), load_dungeon),
    "coup-record": (_record("coup", GameSetup(3, seed=5), 6), _replayed),
    "lairs-record": (_record("lairs", GameSetup(2, seed=5, options=setup_options(
        (generate_dungeon(1), generate_dungeon(2)))), 4), _replayed),
    "tracker": (_tracker(), load_tracker),
    "sheet": (_sheet(), TableSheet.load),
    "console": (_console(), BuilderConsole.load),
    "scout-score-sheet": (_score_sheet(), ScoreSheet.load),
    "landlord-helper": (_landlord_helper(), load_helper),
    "autosave-note": ({"format": "companion-document-autosave", "version": 1,
                       "file": "/tmp/x.json"}, ORIGIN.read),
}
