"""Every window fits a laptop's screen: its minimum size fits a 1600×1000 laptop at 200% (800×500
logical pixels), so also 1366×768 at 100% and 1920×1080 at 150%, and the shell opens it whole
within the screen's available area (the offscreen screen is 800×800)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QMainWindow, QWidget

from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import Match
from companion.coup.tracker import Tracker
from companion.intrige.helper import new_helper
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.generator import generate_dungeon
from companion.scout.score_sheet import ScoreSheet
from companion_ui.coup.tracker_window import TrackerWindow
from companion_ui.intrige.bribe import BribeDialog
from companion_ui.intrige.landlord_helper import LandlordHelperWindow
from companion_ui.lairs.compare_dialog import CompareDialog
from companion_ui.lairs.explorer.difficulty_dialog import DifficultyDialog
from companion_ui.lairs.generate_dialog import GenerateDialog
from companion_ui.lairs.tabletop.sheet_window import MapSheetWindow
from companion_ui.net.join import JoinDialog
from companion_ui.net.lobby import LobbyWindow
from companion_ui.net.table import NetworkTable
from companion_ui.scout.score_keeper import ScoreKeeperWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.guides import show_guide
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.preferences import PreferencesDialog
from companion_ui.shell.quit import QuitDialog
from companion_ui.shell.replay import watch
from companion_ui.shell.screen_fit import fit_to_screen
from tests.game_windows import resumed_game_window

ROOM = QSize(800, 500)  # a 1600×1000 laptop at 200%
SERPENTINE = Path(__file__).parent / "lairs" / "dungeons" / "serpentine.json"
GAMES = ("coup", "lairs", "scout", "intrige")
NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo"]  # a full table
Opener = Callable[[ShellContext], QWidget]


def _launcher(context: ShellContext) -> QWidget:
    return context.show_window(LauncherWindow(context), "launcher")


def _activity(key: str) -> Opener:
    """What the launcher's button opens: a new game's dialog, a tool's set-up, an editor."""
    return lambda context: next(a for a in context.activities if a.key == key).open(context)


def _game(game: str, bots: bool) -> Opener:
    """A game's play window: hot-seat at a full table (six seats at most: more need a variant
    in Coup), or one human against bots."""
    def open_game(context: ShellContext) -> QWidget:
        spec = registry.get(game)
        players = (spec.default_players or spec.min_players) if bots else min(6, spec.max_players)
        seats = ["human"] + ["heuristic" if bots else "human"] * (players - 1)
        return resumed_game_window(context, game, seats=seats)
    return open_game


def _tool(make: Callable[[ShellContext], QWidget], key: str) -> Opener:
    """A table-side tool's window as its set-up dialog opens it."""
    return lambda context: context.show_window(make(context), key)


def _replay(game: str) -> Opener:
    """The replay viewer on a whole game the bots played."""
    def open_replay(context: ShellContext) -> QWidget:
        spec = registry.get(game)
        players = spec.default_players or spec.min_players
        match = Match.start(spec, GameSetup(players, seed=7), [f"P{i}" for i in range(players)],
                            ["heuristic"] * players)
        match.play_out([spec.bot("heuristic", seat) for seat in range(players)])
        window = watch(context, match.record)
        assert window is not None
        return window
    return open_replay


def _guide(context: ShellContext) -> QWidget:
    return show_guide(_launcher(context), "coup")


def _shown(make: Callable[[ShellContext], QWidget]) -> Opener:
    """A dialog the app runs by itself (``exec``), shown as it would be."""
    def open_dialog(context: ShellContext) -> QWidget:
        dialog = make(context)
        dialog.show()
        return dialog
    return open_dialog


def _lobby(context: ShellContext) -> QWidget:
    """A host's lobby of a full Coup table: free seats, bots and players (never connected)."""
    table = NetworkTable("ws://127.0.0.1:1", "ABCDE", host_token="host")
    kinds = ["human", "open", "bot", "human", "open", "bot"]
    table.status = {"game": "coup", "title": "Coup", "phase": "lobby", "seats": [
        {"seat": seat, "name": NAMES[seat] if kind == "human" else "", "kind": kind,
         "connected": False, "bot": "heuristic" if kind == "bot" else None}
        for seat, kind in enumerate(kinds)]}
    return context.show_window(LobbyWindow(table, ["192.168.1.20:8765"]), "net.lobby")


WINDOWS: dict[str, Opener] = {
    "launcher": _launcher,
    **{f"{game} play{' vs bots' if bots else ''}": _game(game, bots)
       for game in GAMES for bots in (False, True)},
    **{f"{game} replay": _replay(game) for game in GAMES},
    "coup tracker": _tool(lambda c: TrackerWindow(Tracker(NAMES, reformation=True), c),
                          "coup.tracker"),
    "scout score keeper": _tool(lambda c: ScoreKeeperWindow(ScoreSheet.new(["Ann", "Bo", "Cy"]),
                                                            c), "scout.score-keeper"),
    "intrige landlord's helper": _tool(
        lambda c: LandlordHelperWindow(new_helper(["Ada", "Ben", "Cleo", "Dan", "Eve"]), c),
        "intrige.landlord-helper"),
    "rules guide": _guide,
    "network lobby": _lobby,
    "join a network game": _tool(lambda c: JoinDialog(c.settings), "net.join"),
    "preferences": _shown(lambda c: PreferencesDialog(c.settings)),
    "quit with unsaved work": _shown(lambda c: QuitDialog([MapSheetWindow(c)])),
    "lairs difficulty": _shown(lambda c: DifficultyDialog(load_dungeon(SERPENTINE))),
    "lairs compare": _shown(lambda c: CompareDialog(generate_dungeon(3))),
    "lairs generate": _shown(lambda c: GenerateDialog()),
    "intrige bribe": _shown(lambda c: BribeDialog(0, 5000, lambda: "Ben applies.", [2000, 6000],
                                                  False, lambda _bribe: None, ["Ada", "Ben"])),
}


def _every_activity() -> list[str]:
    from companion_ui.shell.activities import discover

    return [activity.key for activity in discover()]


def _open(qtbot, context: ShellContext, opener: Opener) -> QWidget:  # type: ignore[no-untyped-def]
    window = opener(context)
    for shown in {window, *context.windows}:
        qtbot.addWidget(shown)
    qtbot.waitExposed(window)
    return window


def _check(window: QWidget, opened_by_the_shell: bool) -> None:
    needed = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert needed.width() <= ROOM.width() and needed.height() <= ROOM.height(), needed
    if opened_by_the_shell:
        room = window.screen().availableGeometry()
        assert room.contains(window.frameGeometry()), (window.frameGeometry(), room)


@pytest.mark.parametrize("name", sorted(WINDOWS))
def test_every_window_fits_a_laptop(qtbot, shell_context: ShellContext, name: str) -> None:
    opener = WINDOWS[name]
    window = _open(qtbot, shell_context, opener)
    _check(window, window in shell_context.windows)


@pytest.mark.parametrize("key", _every_activity())
def test_every_activity_opens_within_the_screen(qtbot, shell_context: ShellContext,
                                                key: str) -> None:
    window = _open(qtbot, shell_context, _activity(key))
    _check(window, True)


def test_a_window_larger_than_its_screen_is_shrunk_and_moved_inside(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    window.resize(room.width() * 2, room.height() * 2)
    window.move(room.topLeft() + QPoint(300, 200))
    fit_to_screen(window)
    window.show()
    qtbot.waitExposed(window)
    assert room.contains(window.frameGeometry())
    assert window.frameGeometry().width() == room.width()  # as large as it may be


def test_a_remembered_geometry_off_the_screen_comes_back(
        qtbot, shell_context: ShellContext) -> None:
    """Remembered on a larger screen (or at a smaller scale), the window opens on this one."""
    window = QMainWindow()
    room = window.screen().availableGeometry()
    window.setGeometry(QRect(room.right() + 500, room.bottom() + 400, 3000, 2000))
    shell_context.settings.set_geometry("far", window.saveGeometry())
    again = QMainWindow()
    qtbot.addWidget(again)
    shell_context.show_window(again, "far")
    qtbot.waitExposed(again)
    assert room.contains(again.frameGeometry())
    window.deleteLater()


def test_a_window_never_placed_opens_in_the_middle_of_its_screen(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(400, 300)
    fit_to_screen(window)
    window.show()
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()
    assert abs(window.frameGeometry().center().x() - room.center().x()) <= 1
    assert window.frameGeometry().top() > room.top()


def test_a_window_is_fitted_again_once_laid_out(qtbot, shell_context: ShellContext) -> None:
    """A page's minimum size may settle only as it shows (its words wrap): the shell fits the
    window again then."""
    window = QMainWindow()
    page = QWidget()
    page.setMinimumWidth(3000)
    window.setCentralWidget(page)
    qtbot.addWidget(window)
    shell_context.show_window(window, "settling")
    page.setMinimumWidth(300)
    room = window.screen().availableGeometry()
    qtbot.waitUntil(lambda: room.contains(window.frameGeometry()), timeout=2000)
