"""Scout on the launcher: its game card's player count and play time, and an unfinished game
told as its table tells it: the round, and who is to move."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from companion.core.protocol import GameSetup
from companion.scout import GAME
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.session import GameSession


def test_the_game_card_and_an_unfinished_game_read_right(qtbot, shell_context: ShellContext
                                                         ) -> None:
    session = GameSession.start(GAME, GameSetup(3, seed=2), shell_context.autosaves,
                                ["Ada", "Ben", "Cleo"], ["human", "heuristic", "heuristic"])
    for move in ("p1 keep hand", "p2 keep hand", "p3 keep hand", "p1 show 1"):
        session.match.play(GAME.parse_action(move))
    session.play(GAME.parse_action("p2 show 1-2"))  # Ada's turn 1, Ben's turn 2: Cleo's next
    session.release()
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    assert launcher.findChild(QLabel, "facts-scout").text() == "2–5 players · about 15 min"
    title, detail = launcher.unfinished.item(0).text().split("\n")
    assert title == "Scout — Ada, Ben (bot), Cleo (bot)"
    assert detail.startswith("round 1 of 3, Cleo to move · saved ")  # as the felt's note
