"""Scout in the replay viewer: a bots' game watched decision by decision on the felt, the
public table hiding every hand and a player's view showing their own, the story told up to the
shown decision, playing on from a decision, and taking back a decision against bots."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.scout import GAME
from companion_ui.scout.card import CardItem
from companion_ui.scout.replay_table import ScoutReplayTable
from companion_ui.scout.scene import MINI
from companion_ui.scout.story import tell
from companion_ui.scout.table import ScoutTableWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_log import GameLog
from companion_ui.shell.game_menu import take_back_dialog
from companion_ui.shell.replay import ReplayWindow, watch_file
from companion_ui.shell.session import GameSession
from tests.replay_support import NAMES, bots_record, refuse_message_boxes


@pytest.fixture(autouse=True)
def no_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    refuse_message_boxes(monkeypatch)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return bots_record(GAME, 8)


@pytest.fixture
def record_file(tmp_path: Path, record: GameRecord) -> Path:
    path = tmp_path / "scout-game.json"
    record.save(path)
    return path


def table(window: ReplayWindow) -> ScoutReplayTable:
    assert isinstance(window.table, ScoutReplayTable)
    return window.table


def lines(log: GameLog) -> list[str]:
    return [log.item(row).text() for row in range(log.count())]


def story(record: GameRecord, step: int) -> list[str]:
    state = replay(GAME, GameRecord(record.game, record.setup, record.actions[:step]))
    return [line.text for line in tell(state.view(None), record.names)]


def faces_at(window: ReplayWindow, seat: int) -> list[int | None]:
    """The cards drawn on ``seat``'s plaque, left to right (None: a card back)."""
    plaque = table(window).scene.plaques[seat]
    cards = [item for item in plaque.childItems()
             if isinstance(item, CardItem) and item.scale() == MINI]  # not the captured pile
    return [item.card for item in sorted(cards, key=lambda c: c.x())]


def test_a_record_is_watched_step_by_step_with_its_story(qtbot, shell_context: ShellContext,
                                                         record_file: Path,
                                                         record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    total = len(record.actions)
    assert lines(table(window).log) == story(record, total)
    window.show_step(0)
    assert lines(table(window).log) == story(record, 0)
    for _ in range(7):
        window.forward.trigger()
    shown = replay(GAME, GameRecord(record.game, record.setup, record.actions[:7])).view(None)
    assert lines(table(window).log) == story(record, 7)
    active = [item.card for item in table(window).scene.active_items]
    assert active == list(shown.active)
    window.back.trigger()  # back: the story is told afresh up to decision 6
    assert lines(table(window).log) == story(record, 6)


def test_public_view_hides_every_hand_and_a_player_sees_their_own(
        qtbot, shell_context: ShellContext, record_file: Path, record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    window.show_step(12)
    state = replay(GAME, GameRecord(record.game, record.setup, record.actions[:12]))
    assert table(window).scene.hand_items == []
    for seat in range(3):  # only the cards scouted in plain sight show their faces
        assert faces_at(window, seat) == list(state.view(None).seats[seat].known)
    window.viewer.setCurrentIndex(window.viewer.findData(1))  # as Ben saw it
    assert [item.card for item in table(window).scene.hand_items] == list(state.view(1).hand)
    assert faces_at(window, 0) == list(state.view(1).seats[0].known)
    assert None in faces_at(window, 0)


def test_play_on_from_here_opens_the_scout_table(qtbot, shell_context: ShellContext,
                                                 record_file: Path, record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    window.show_step(9)
    opened = window.play_on_from_here()
    assert isinstance(opened, ScoutTableWindow)
    qtbot.addWidget(opened)
    assert opened.session.match.record.actions == record.actions[:9]
    assert lines(opened.log) == story(record, 9)
    opened.session.release()


def test_take_back_redraws_the_table_and_its_story(qtbot, shell_context: ShellContext) -> None:
    session = GameSession.start(GAME, GameSetup(3, seed=2), shell_context.autosaves, NAMES,
                                ["human", "heuristic", "heuristic"], bot_delay_ms=0)
    window = ScoutTableWindow(session)
    qtbot.addWidget(window)
    window.show()
    while len(session.match.record.actions) < 8:
        if session.state.to_move == 0:
            window.play(session.state.legal_actions()[0])
        else:
            qtbot.waitUntil(lambda: session.state.to_move == 0, timeout=5000)
    qtbot.waitUntil(lambda: session.state.to_move == 0, timeout=5000)
    told = len(lines(window.log))
    assert take_back_dialog(window, session)
    record = session.match.record
    assert lines(window.log) == story(record, len(record.actions))
    assert len(lines(window.log)) < told
    hand = list(session.state.view(0).hand)
    assert [item.card for item in window.scene.hand_items] == hand
    assert window.my_decision()
    session.release()


def test_a_round_end_taken_back_shows_its_sheet_again_when_it_ends_again(
        qtbot, shell_context: ShellContext) -> None:
    bots = Match.start(GAME, GameSetup(3, seed=4), NAMES, ["heuristic"] * 3)
    bots.play_out([GAME.bot("heuristic", seat) for seat in range(3)])
    ending = bots.record.actions[21]  # Ada's Show that ends round 1 in this game
    assert ending == "p1 show 1-4"
    session = GameSession.start(GAME, GameSetup(3, seed=4), shell_context.autosaves, NAMES,
                                ["human", "heuristic", "heuristic"], bot_delay_ms=0)
    for move in bots.record.actions[:21]:
        session.match.play(GAME.parse_action(move))
    window = ScoutTableWindow(session)
    qtbot.addWidget(window)
    window.show()
    window.play(GAME.parse_action(ending))
    assert window.pages.currentWidget() is window.round_end
    window.round_end.go_on.click()  # the sheet seen: round 2 begins
    assert take_back_dialog(window, session)
    assert session.match.record.actions == bots.record.actions[:21]
    assert window.pages.currentWidget() is window.play_page
    window.play(GAME.parse_action(ending))
    assert window.pages.currentWidget() is window.round_end
    session.release()


def test_the_decisions_are_the_story_s_lines_under_their_rounds(
        qtbot, shell_context: ShellContext, record_file: Path, record: GameRecord) -> None:
    window = watch_file(shell_context, record_file)
    assert window is not None
    qtbot.addWidget(window)
    told = [window.decisions.item(row).text() for row in range(window.decisions.count())]
    assert told[:2] == ["Set-up", "Round 1 of 3"] and "Round 3 of 3" in told
    decisions = [text for text in told[1:] if not text.startswith("Round ")]
    assert len(decisions) == len(record.actions)
    assert set(decisions) <= set(story(record, len(record.actions)))
    window.show_step(1)
    assert window.where.text() == f"Decision 1 of {len(record.actions)} · round 1 of 3"
