"""Intrige on the launcher: its game card's player count and play time, and an unfinished game
told as its table's header tells it: the round, and who is to move."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from companion.core.protocol import GameSetup
from companion.intrige import GAME
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.session import GameSession


def test_the_game_card_and_an_unfinished_game_read_right(qtbot, shell_context: ShellContext
                                                         ) -> None:
    session = GameSession.start(GAME, GameSetup(3, seed=2), shell_context.autosaves,
                                ["Ada", "Ben", "Cleo"], ["human", "heuristic", "heuristic"])
    # Round 1 has no applicants: Ada's turn is her two scholars sent; in Ben's, Ada bribes first.
    session.match.play(GAME.parse_action("p1 send scientist to p2"))
    session.play(GAME.parse_action("p1 send scientist to p2"))
    session.release()
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    assert launcher.findChild(QLabel, "facts-intrige").text() == "3–5 players · about 45 min"
    title, detail = launcher.unfinished.item(0).text().split("\n")
    assert title == "Intrige — Ada, Ben (bot), Cleo (bot)"
    assert detail.startswith("round 1 of 5, Ada to move · saved ")
