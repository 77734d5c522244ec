"""The table in the room, whole: the app hosts a table for the people around it and shows the
public table on its own screen, while three players (Lairs: one, against a bot) sit down and
play the game to its end from phone-sized pages in Debian's Chromium. The app's real windows,
a real server on 127.0.0.1 and the pages' own buttons; the app's screen never shows a seat's
private side."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from companion_ui.net import host as hosting_module
from companion_ui.shell.context import ShellContext
from companion_ui.shell.handover import HandOverScreen
from tests.net.test_app_windows import pump, tables  # noqa: F401  (a fixture)
from tests.net.test_table_display import room_network, room_table  # noqa: F401  (a fixture)
from tests.web.support import chromium, join, phone, step


def play_in_the_room(window: Any, pages: list[Any], rng: random.Random,
                     seconds: float = 90.0, max_taps: int = 3000) -> list[str]:
    """The phones answer their own decisions by their buttons until each shows the ending;
    between taps the app's screen keeps up, and it never shows a prompt or a hand-over."""
    deadline = time.monotonic() + seconds
    confirmed: list[str] = []
    for _ in range(max_taps):
        assert time.monotonic() < deadline, f"the game did not end in {seconds} s"
        QApplication.processEvents()
        assert window.session.private_seat() is None
        assert not any(s.isVisible() for s in window.findChildren(HandOverScreen))
        if all(page.locator("#ending").count() for page in pages):
            return confirmed
        tapped = False
        for page in pages:
            if not page.locator("#ending").count():
                action = step(page, rng)
                confirmed += [action] if action is not None else []
                tapped = tapped or action is not None
        if not tapped:
            pages[0].wait_for_timeout(20)
    raise AssertionError("the game did not end within the taps allowed")


@pytest.mark.parametrize(("game", "seats"), [
    ("coup", ["remote", "remote", "remote"]),
    ("scout", ["remote", "remote", "remote"]),
    ("intrige", ["remote", "remote", "remote"]),
    ("lairs", ["remote", "heuristic"]),
])
def test_phones_play_a_whole_game_while_the_app_shows_the_table(
        game: str, seats: list[str], shell_context: ShellContext, tables: Path,  # noqa: F811
        qapp: QApplication, room_network: None) -> None:  # noqa: F811
    screens = room_table(shell_context, game, seats)
    hosting = hosting_module.hosting()
    assert hosting is not None
    http = f"http://{hosting_module.LOOPBACK}:{hosting.port}"
    with chromium() as browser:
        pages = [phone(browser) for seat in seats if seat == "remote"]
        for page, name in zip(pages, ("Ada", "Ben", "Cy"), strict=False):
            join(page, http, screens.table.code, name)
            pump(lambda n=name: any(s["name"] == n for s in screens.table.status["seats"]))
        pump(lambda: screens.lobby.start.isEnabled())
        screens.lobby.start.click()
        pump(lambda: screens.game_window is not None)
        window: Any = screens.game_window
        confirmed = play_in_the_room(window, pages, random.Random(7))
        pump(lambda: window.session.match is not None, 30)  # the app saw the game end
        assert window.session.watching and window.session.humans == []
        assert confirmed, "the phones confirmed no action"
        for page in pages:
            assert page.errors == []
