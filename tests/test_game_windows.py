"""Every game window gets the shared Game and Help menus and can save its record."""

from __future__ import annotations

import pytest

from companion.core import registry
from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from ui.shell.context import ShellContext
from ui.shell.session import GameSession


@pytest.mark.parametrize(("game", "players"),
                         [("coup", 3), ("lairs", 2), ("scout", 3), ("intrige", 3)])
def test_game_windows_have_the_shared_menus(qtbot, shell_context: ShellContext, game: str,
                                            players: int) -> None:
    spec = registry.get(game)
    session = GameSession.start(spec, GameSetup(players, seed=2), shell_context.autosaves,
                                [f"P{i}" for i in range(players)], ["human"] * players)
    session.release()  # as if its window had closed: the game is free to resume
    path = shell_context.autosaves.path(session.autosave_key)
    activity = next(a for a in shell_context.activities if a.game == game and a.resume)
    window = shell_context.resume(UnfinishedGame(session.autosave_key, path,
                                                 session.match.record, 0.0), activity)
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus[:2] == ["&Game", "&Help"]
    game_menu = window.menuBar().actions()[0].menu()
    assert any("Record" in action.text() for action in game_menu.actions())


def mnemonic(text: str) -> str | None:
    """The Alt+letter of a label ("H&ustle" → "u"); "&&" is a literal ampersand."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


@pytest.mark.parametrize(("game", "players"), [("coup", 3), ("lairs", 2)])
def test_every_alt_key_of_a_game_window_does_one_thing(qtbot, shell_context: ShellContext,
                                                        game: str, players: int) -> None:
    from PySide6.QtWidgets import QAbstractButton

    spec = registry.get(game)
    session = GameSession.start(spec, GameSetup(players, seed=2), shell_context.autosaves,
                                [f"P{i}" for i in range(players)], ["human"] * players)
    session.release()
    path = shell_context.autosaves.path(session.autosave_key)
    activity = next(a for a in shell_context.activities if a.game == game and a.resume)
    window = shell_context.resume(UnfinishedGame(session.autosave_key, path,
                                                 session.match.record, 0.0), activity)
    qtbot.addWidget(window)
    labels = [action.text() for action in window.menuBar().actions()]
    labels += [b.text() for b in window.findChildren(QAbstractButton)]
    keys = [key for key in map(mnemonic, labels) if key is not None]
    assert len(keys) == len(set(keys)), sorted(keys)
