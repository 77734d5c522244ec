"""The replay viewer: a record stepped forward and back on the game's own table, from the public
seat or one player's, its decisions told as that viewer was told them, and a new game played on
from any decision."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem
from shiboken6 import isValid

from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.coup import GAME as COUP
from companion_ui.coup.card_art import Look
from companion_ui.coup.table import CoupTableWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import watch_so_far
from companion_ui.shell.replay import ReplayWindow, watch_file
from companion_ui.shell.session import GameSession
from tests.replay_support import NAMES, bots_record, refuse_message_boxes


@pytest.fixture(autouse=True)
def no_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_message_boxes(monkeypatch)


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "coup-game.json"
    bots_record(COUP, 7).save(path)
    return path


def rows(window: ReplayWindow) -> list[QListWidgetItem]:
    return [window.decisions.item(row) for row in range(window.decisions.count())]


def row_of(window: ReplayWindow, step: int) -> QListWidgetItem:
    """The list's row that shows the game after ``step`` decisions."""
    return next(item for item in rows(window) if item.data(Qt.ItemDataRole.UserRole) == step)


def headings(window: ReplayWindow) -> list[str]:
    return [item.text() for item in rows(window) if item.data(Qt.ItemDataRole.UserRole) is None]


def choose_viewer(window: ReplayWindow, seat: int | None) -> None:
    window.viewer.setCurrentIndex(window.viewer.findData(seat))


def hidden_cards(window: ReplayWindow, seat: int) -> list[Look]:
    """How one seat's cards still in play look (a card back, or the viewer's own)."""
    return [card.look for card in window.table.scene.seats[seat].cards
            if card.isVisible() and card.look is not Look.LOST]


def test_stepping_back_and_forth_shows_each_decision(qtbot, shell_context: ShellContext,
                                                     record_file: Path) -> None:
    with qtbot.waitActive(window := watch_file(shell_context, record_file)):
        window.activateWindow()
    qtbot.addWidget(window)
    record = GameRecord.load(record_file)
    total = len(record.actions)
    assert window.step == total and window.where.text().startswith(f"Decision {total} of {total}")
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.step == 0 and window.where.text().startswith("Set-up")
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    window.back.trigger()
    assert window.step == 4
    expected = replay(COUP, GameRecord(record.game, record.setup, record.actions[:4]))
    for seat, shown in zip(expected.view(None).seats, window.table.scene.seats, strict=True):
        assert shown.coins == seat.coins
    # The decisions list follows the step, and a click on a decision goes there.
    assert window.decisions.currentItem().data(Qt.ItemDataRole.UserRole) == 4
    item = next(window.decisions.item(r) for r in range(window.decisions.count())
                if window.decisions.item(r).data(Qt.ItemDataRole.UserRole) == 9)
    window.decisions.setCurrentItem(item)
    assert window.step == 9


def test_public_view_hides_every_card_and_a_player_sees_their_own(
        qtbot, shell_context: ShellContext, record_file: Path) -> None:
    window = watch_file(shell_context, record_file)
    qtbot.addWidget(window)
    window.show_step(3)
    assert all(look is Look.BACK for seat in range(3) for look in hidden_cards(window, seat))
    window.viewer.setCurrentIndex(window.viewer.findData(1))  # as Ben saw it
    assert hidden_cards(window, 1) and all(look is Look.YOURS for look in hidden_cards(window, 1))
    assert hidden_cards(window, 0) and all(look is Look.BACK for look in hidden_cards(window, 0))


def test_play_on_from_a_decision_starts_a_new_game(qtbot, shell_context: ShellContext,
                                                   record_file: Path) -> None:
    window = watch_file(shell_context, record_file)
    qtbot.addWidget(window)
    window.show_step(6)
    table = window.play_on_from_here()
    assert isinstance(table, CoupTableWindow)
    qtbot.addWidget(table)
    record = GameRecord.load(record_file)
    assert table.session.match.record.actions[:6] == record.actions[:6]
    assert table.session.match.record.names == NAMES
    assert GameRecord.load(record_file).actions == record.actions  # the file is untouched
    window.show_step(len(record.actions))
    assert not window.play_on.isEnabled()  # the game is over there: nothing to play on
    table.session.release()


def test_a_finished_record_opens_in_the_viewer(qtbot, shell_context: ShellContext,
                                               record_file: Path) -> None:
    window = shell_context.open_path(record_file)
    assert isinstance(window, ReplayWindow)
    qtbot.addWidget(window)


def test_a_game_in_progress_is_watched_from_the_public_seat(qtbot,
                                                           shell_context: ShellContext) -> None:
    session = GameSession.start(COUP, GameSetup(2, seed=3), shell_context.autosaves,
                                ["Ada", "Ben"], ["human", "human"])
    session.play(session.state.legal_actions()[0])
    table = CoupTableWindow(session)
    qtbot.addWidget(table)
    watch_so_far(table, session, shell_context)
    window = next(w for w in shell_context.windows if isinstance(w, ReplayWindow))
    qtbot.addWidget(window)
    assert window.viewer.count() == 1  # hot-seat: nobody's secrets while the game is on
    session.release()


def test_lairs_takes_part_with_both_map_sheets_or_one_players_screen(
        qtbot, shell_context: ShellContext) -> None:
    from companion.lairs import GAME as LAIRS
    from companion_ui.lairs.explorer.fog_map import BuilderBoardScene, FogMapScene
    from companion_ui.shell.replay import watch

    match = Match.start(LAIRS, GameSetup(2, seed=7), ["Ann", "Bob"], ["heuristic"] * 2)
    match.play_out([LAIRS.bot("heuristic", seat) for seat in range(2)])
    window = watch(shell_context, match.record)
    assert window is not None
    qtbot.addWidget(window)
    window.show_step(40)
    table = window.table
    assert isinstance(table.right.scene(), FogMapScene)  # the public table: both map sheets
    assert "Ann's map of Bob's dungeon" in table.captions[0].text()
    window.viewer.setCurrentIndex(window.viewer.findData(0))  # as Ann saw it
    assert isinstance(table.right.scene(), BuilderBoardScene)
    state = window.state_at(40)
    assert table.log.toPlainText().splitlines()[-1] == state.view(0).explorer.log[-1]
    # Bob's turns in Ann's dungeon are in her log too, as she, his Builder, told them.
    assert "Bob's turn 1 in your dungeon: energy refreshed" in table.log.toPlainText()
    bar = table.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())


def test_a_click_on_a_decision_shows_that_one_and_keeps_the_list_still(
        qtbot, shell_context: ShellContext, record_file: Path) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    window.resize(900, 420)  # the list scrolls
    window.show_step(0)
    bar = window.decisions.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    viewport = window.decisions.viewport()
    # The lowest decision in sight: choosing it must not slide another row under the mouse,
    # which the release (or a twitch of the hand) would then choose.
    item = [item for item in rows(window)[1:] if item.data(Qt.ItemDataRole.UserRole)
            and viewport.rect().contains(window.decisions.visualItemRect(item))][-1]
    where = window.decisions.visualItemRect(item).center()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=where)
    assert bar.value() == 0 and window.decisions.itemAt(where) is item
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=where)
    step = item.data(Qt.ItemDataRole.UserRole)
    assert window.step == step and window.decisions.currentItem() is item
    # A turn's heading is no decision: a click on it neither moves nor marks anything.
    heading = next(h for h in rows(window) if h.data(Qt.ItemDataRole.UserRole) is None
                   and viewport.rect().contains(window.decisions.visualItemRect(h)))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton,
                     pos=window.decisions.visualItemRect(heading).center())
    assert window.step == step and window.decisions.currentItem() is item
    # Keys step from decision to decision over the headings.
    window.decisions.setFocus()
    for _ in range(12):
        qtbot.keyClick(window.decisions, Qt.Key.Key_Down)
        assert window.decisions.currentItem().data(Qt.ItemDataRole.UserRole) == window.step


@pytest.mark.parametrize(("key", "modifier"), [
    (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)])
def test_ctrl_w_and_escape_close_the_viewer(qtbot, shell_context: ShellContext,
                                            record_file: Path, key: Qt.Key,
                                            modifier: Qt.KeyboardModifier) -> None:
    with qtbot.waitActive(window := watch_file(shell_context, record_file)):
        window.activateWindow()
    qtbot.keyClick(window, key, modifier)
    qtbot.waitUntil(lambda: not isValid(window))


def test_decisions_are_told_as_the_log_told_each_viewer(qtbot, shell_context: ShellContext,
                                                       record_file: Path) -> None:
    record = GameRecord.load(record_file)
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    # Words, as the log has them, never the record's notation.
    window.show_step(1)
    log = [window.table.log.item(row).text() for row in range(window.table.log.count())]
    assert row_of(window, 1).text() in log
    assert not any(re.search(r"\bp\d\b|\bkeep\b", item.text()) for item in rows(window))
    assert headings(window)[:2] == ["Turn 1", "Turn 2"]
    # Cards kept from an exchange are a secret of their keeper's.
    kept = next(index for index, text in enumerate(record.actions) if " keep " in text)
    keeper = int(record.actions[kept][1]) - 1
    unseen = f"{NAMES[keeper]} returns cards to the Court deck (unseen)."
    assert row_of(window, kept + 1).text() == unseen
    choose_viewer(window, (keeper + 1) % 3)
    assert row_of(window, kept + 1).text() == unseen
    choose_viewer(window, keeper)
    assert row_of(window, kept + 1).text().startswith("You keep ")


def test_lairs_decisions_are_headed_by_each_explorer_s_turn_and_told_per_viewer(
        qtbot, shell_context: ShellContext) -> None:
    from companion.lairs import GAME as LAIRS
    from companion_ui.shell.replay import watch

    match = Match.start(LAIRS, GameSetup(2, seed=7), ["Ann", "Bob"], ["heuristic"] * 2)
    match.play_out([LAIRS.bot("heuristic", seat) for seat in range(2)])
    record = match.record
    window = watch(shell_context, record)
    assert window is not None
    qtbot.addWidget(window)
    # Numbered as the game window counts: each explorer's own turns, from 1.
    assert headings(window)[:2] == ["Turn 1", "Turn 2"]
    window.show_step(1)
    assert window.where.text() == f"Decision 1 of {len(record.actions)} · turn 1"
    assert record.actions[0] == "peer D5 fp"
    # Decisions are said aloud at the table; the explorer's own log says theirs.
    told = "Ann: Peer to D5, paying Fresh Perception"
    assert row_of(window, 1).text() == told
    choose_viewer(window, 1)
    assert row_of(window, 1).text() == told
    choose_viewer(window, 0)
    assert row_of(window, 1).text() == "Ann: Peer into D5"


def test_the_record_of_a_game_being_played_is_watched_from_the_public_seat_only(
        qtbot, shell_context: ShellContext, tmp_path: Path) -> None:
    """*Watch a Game Record…* on an unfinished game's record offers no player's view, and the
    public list never names a card kept in secret."""
    match = Match.start(COUP, GameSetup(3, seed=3), NAMES, ["human"] * 3)
    choose = random.Random(1)
    while not any("keep" in notation for notation in match.record.actions):
        legal = match.state.legal_actions()
        exchange = [a for a in legal if "exchange" in str(a) or "keep" in str(a)]
        match.play(exchange[0] if exchange else choose.choice(legal))
    assert not match.state.is_over()
    path = tmp_path / "in-play.json"
    match.record.save(path)
    window = watch_file(shell_context, path)
    qtbot.addWidget(window)
    assert window.viewer.count() == 1 and window.seat() is None
    told = " ".join(item.text() for item in rows(window))
    assert "keep" not in told and "(unseen)" in told
