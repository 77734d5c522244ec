"""Every game window gets the shared Game and Help menus and can save its record."""

from __future__ import annotations

import pytest

from companion_ui.shell.context import ShellContext
from tests.game_windows import resumed_game_window


@pytest.mark.parametrize(("game", "players"),
                         [("coup", 3), ("lairs", 2), ("scout", 3), ("intrige", 3)])
def test_game_windows_have_the_shared_menus(qtbot, shell_context: ShellContext, game: str,
                                            players: int) -> None:
    window = resumed_game_window(shell_context, game, players)
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

    window = resumed_game_window(shell_context, game, players)
    qtbot.addWidget(window)
    labels = [action.text() for action in window.menuBar().actions()]
    labels += [b.text() for b in window.findChildren(QAbstractButton)]
    keys = [key for key in map(mnemonic, labels) if key is not None]
    assert len(keys) == len(set(keys)), sorted(keys)
