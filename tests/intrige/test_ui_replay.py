"""Intrige in the replay viewer: a bots' game watched decision by decision on the castles, the
public table hiding every purse and a player's view showing their own, playing on from a
decision, and taking back a decision against bots."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, replay
from companion.intrige import GAME
from companion.intrige.actions import owner_of, profession_of
from companion_ui.intrige.replay_table import IntrigeReplayTable
from companion_ui.intrige.table import IntrigeTableWindow
from companion_ui.intrige.tokens import ScholarToken
from companion_ui.intrige.words import ducats
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import take_back_dialog
from companion_ui.shell.replay import ReplayWindow, watch_file
from companion_ui.shell.session import GameSession
from tests.replay_support import NAMES, bots_record, refuse_message_boxes


@pytest.fixture(autouse=True)
def no_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_message_boxes(monkeypatch)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return bots_record(GAME, 11)


@pytest.fixture
def record_file(tmp_path: Path, record: GameRecord) -> Path:
    path = tmp_path / "intrige-game.json"
    record.save(path)
    return path


def tokens(items: list[ScholarToken]) -> list[tuple[int, int | None]]:
    return [(token.profession, token.owner) for token in items]


def scholars(codes: Sequence[int]) -> list[tuple[int, int | None]]:
    return [(profession_of(code), owner_of(code)) for code in codes]


def purses(window: ReplayWindow) -> list[str]:
    assert isinstance(window.table, IntrigeReplayTable)
    return [text for text in window.table.scene.texts() if text.endswith(" ducats")]


def test_a_record_is_watched_step_by_step_on_the_castles(qtbot, shell_context: ShellContext,
                                                         record_file: Path,
                                                         record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None and isinstance(window.table, IntrigeReplayTable)
    qtbot.addWidget(window)
    window.show_step(0)
    assert len(window.table.scene.castles) == 3
    for step in (1, 9, 25):
        window.forward.trigger() if step == 1 else window.show_step(step)
        shown = replay(GAME, GameRecord(record.game, record.setup, record.actions[:step]))
        assert tokens(window.table.scene.island.tokens) == scholars(shown.view(None).island)
        log = [window.table.log.item(r).text() for r in range(window.table.log.count())]
        assert log[0] == "Round 1" and len(log) > 1
    assert window.step == 25


def test_public_view_hides_all_money_and_a_player_sees_their_own(
        qtbot, shell_context: ShellContext, record_file: Path, record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    window.show_step(12)
    assert purses(window) == []
    window.viewer.setCurrentIndex(window.viewer.findData(1))  # as Ben saw it
    state = replay(GAME, GameRecord(record.game, record.setup, record.actions[:12]))
    assert purses(window) == [f"{ducats(state.view(1).money)} ducats"]
    assert window.table.scene.castles[1].purse is not None  # on Ben's own castle
    window.show_step(len(window.steps))  # the end: everyone's money is public
    assert len(purses(window)) == 3
    assert "wins" in window.table.scene.header.text() or "share" in (
        window.table.scene.header.text())


def test_play_on_from_here_opens_the_intrige_table(qtbot, shell_context: ShellContext,
                                                   record_file: Path,
                                                   record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    window.show_step(10)
    table = window.play_on_from_here()
    assert isinstance(table, IntrigeTableWindow)
    qtbot.addWidget(table)
    assert table.session.match.record.actions[:10] == record.actions[:10]
    table.session.release()


def test_take_back_redraws_the_table_from_the_session(qtbot, shell_context: ShellContext
                                                      ) -> None:
    session = GameSession.start(GAME, GameSetup(3, seed=4), shell_context.autosaves, NAMES,
                                ["human", "heuristic", "heuristic"], bot_delay_ms=0)
    window = IntrigeTableWindow(session)
    qtbot.addWidget(window)
    window.show()
    # Ada decides until the bots answer her with decisions of their own.
    while len(session.match.record.actions) < 6 or session.state.to_move != 0:
        if session.state.to_move == 0:
            window.play(session.state.legal_actions()[0])
        else:
            qtbot.waitUntil(lambda: session.state.to_move == 0, timeout=5000)
    before = list(session.match.record.actions)
    assert take_back_dialog(window, session)
    assert len(session.match.record.actions) < len(before)
    assert session.state.to_move == 0
    view = session.state.view(0)
    log = [window.log.item(r).text() for r in range(window.log.count())]
    assert len(log) == sum(1 for e in view.log) + sum(1 for t in log if t.startswith("Round"))
    assert tokens(window.scene.island.tokens) == scholars(view.island)
    assert window.prompt.isVisible() and window.my_decision()
    session.release()


def test_the_decisions_are_the_log_s_lines_under_their_rounds(
        qtbot, shell_context: ShellContext, record_file: Path, record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None and isinstance(window.table, IntrigeReplayTable)
    qtbot.addWidget(window)
    told = [window.decisions.item(row).text() for row in range(window.decisions.count())]
    assert told[:2] == ["Set-up", "Round 1 of 5"] and "Round 5 of 5" in told
    decisions = [text for text in told[1:] if not text.startswith("Round ")]
    assert len(decisions) == len(record.actions)
    log = {window.table.log.item(r).text() for r in range(window.table.log.count())}
    assert set(decisions) <= log
