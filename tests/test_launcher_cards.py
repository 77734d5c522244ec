"""The launcher's game cards and lists as a newcomer meets them: every game in sight at once,
Play first on every card, and each kind of file and work with its own icon."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFrame, QToolButton

from companion_ui.shell.context import ShellContext
from companion_ui.shell.icons import icon, kind_icon
from companion_ui.shell.launcher import LauncherWindow

GAMES = ("coup", "intrige", "lairs", "scout")


def launcher_shown(qtbot, shell_context: ShellContext) -> LauncherWindow:
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    return launcher


def picture(drawn: QIcon) -> bytes:
    return drawn.pixmap(32, 32).toImage().bits().tobytes()


def test_every_game_card_is_in_sight_at_the_default_size(qtbot, shell_context: ShellContext
                                                         ) -> None:
    launcher = launcher_shown(qtbot, shell_context)
    assert launcher.width() <= 1366 and launcher.height() <= 768 - 40  # a laptop, less a panel
    window = launcher.rect()
    for game in GAMES:
        card = launcher.findChild(QFrame, f"game-{game}")
        where = QRect(card.mapTo(launcher, card.rect().topLeft()), card.size())
        assert window.contains(where), game
        assert card.visibleRegion().boundingRect() == card.rect(), game  # not scrolled away


def test_play_comes_first_on_every_card(qtbot, shell_context: ShellContext) -> None:
    launcher = launcher_shown(qtbot, shell_context)
    for game in GAMES:
        card = launcher.findChild(QFrame, f"game-{game}")
        buttons = [b for b in card.findChildren(QToolButton) if b.objectName().startswith(game)]
        # Top to bottom as the card shows them (the rules guide's button is the card's own).
        buttons.sort(key=lambda b: b.mapTo(card, b.rect().topLeft()).y())
        assert buttons[0].objectName() == f"{game}.play", game
        assert len(buttons) >= 2


def test_each_kind_of_recent_file_has_its_own_icon(qtbot, shell_context: ShellContext,
                                                   tmp_path: Path) -> None:
    kinds = ["lairs.editor", "lairs.builder-console", "lairs.map-sheet", "coup.tracker",
             "scout.score-keeper", "intrige.landlord-helper", "coup.record", "scout.record",
             "intrige.record", "lairs.record"]
    for number, kind in enumerate(kinds):
        path = tmp_path / f"{number}.json"
        path.write_text("{}")
        shell_context.note_recent(path, kind)
    launcher = launcher_shown(qtbot, shell_context)
    shown = {launcher.recent.item(row).text(): picture(launcher.recent.item(row).icon())
             for row in range(launcher.recent.count())}
    assert len(shown) == len(kinds)
    assert len(set(shown.values())) == len(kinds)  # no two kinds alike
    # A record is a record however it was last opened: to watch it, or to play on.
    assert picture(launcher.file_icon("coup.play")) == picture(launcher.file_icon("coup.record"))
    assert picture(launcher.file_icon("unknown.kind")) == picture(icon("open"))


def test_network_tables_and_kept_games_are_told_apart_from_the_game(qapp) -> None:
    for game in GAMES:
        pictures = {picture(icon(game)), picture(kind_icon(game, "network")),
                    picture(kind_icon(game, "record"))}
        assert len(pictures) == 3, game
