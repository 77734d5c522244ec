"""Take-back in a game: against bots (the human's last decision and the bots' answers go), and
in hot-seat only once every player agrees."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow, QMessageBox

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import TakeBackAction, add_game_menus
from companion_ui.shell.session import GameSession
from tests.tinygame import SPEC, Take


def against_bot(shell_context: ShellContext, delay_ms: int = 0) -> GameSession:
    return GameSession.start(SPEC, GameSetup(2, seed=4, options={"pile": 12}),
                             shell_context.autosaves, ["Ann", "Bot"], ["human", "greedy"],
                             bot_delay_ms=delay_ms)


def test_a_take_back_undoes_my_decision_and_the_bots_answer(qtbot,
                                                           shell_context: ShellContext) -> None:
    session = against_bot(shell_context)
    assert session.take_back_seat() is None  # nothing decided yet
    session.play(Take(1))
    qtbot.waitUntil(lambda: len(session.match.record.actions) == 2)  # the bot answered
    first_round, pile = list(session.match.record.actions), session.state.pile
    session.play(Take(2))
    qtbot.waitUntil(lambda: len(session.match.record.actions) == 4)
    assert session.take_back_seat() == 0 and not session.take_back_needs_agreement
    session.take_back()
    assert session.match.record.actions == first_round and session.state.pile == pile
    assert session.state.to_move == 0  # my decision again; the bot waits
    saved = GameRecord.load(shell_context.autosaves.path(session.autosave_key))
    assert saved.actions == session.match.record.actions  # the autosave follows
    session.play(Take(3))  # and play goes on from there
    qtbot.waitUntil(lambda: len(session.match.record.actions) == 4)
    session.release()


def test_a_bot_thought_from_before_the_take_back_is_never_played(
        qtbot, shell_context: ShellContext) -> None:
    session = against_bot(shell_context, delay_ms=300)
    session.play(Take(1))  # the bot starts thinking, then waits out its visible delay
    session.take_back()
    assert session.match.record.actions == []
    qtbot.wait(600)
    assert session.match.record.actions == []  # its old answer was dropped
    session.play(Take(2))
    qtbot.waitUntil(lambda: len(session.match.record.actions) == 2, timeout=3000)
    session.release()


def test_nothing_to_take_back_is_refused(shell_context: ShellContext) -> None:
    session = against_bot(shell_context)
    with pytest.raises(CompanionError, match="no decision to take back"):
        session.take_back()
    session.release()


@pytest.mark.parametrize(("answer", "taken_back"), [
    (QMessageBox.StandardButton.No, False), (QMessageBox.StandardButton.Yes, True)])
def test_hot_seat_takes_back_only_when_the_others_agree(
        qtbot, shell_context: ShellContext, monkeypatch: pytest.MonkeyPatch,
        answer: QMessageBox.StandardButton, taken_back: bool) -> None:
    session = GameSession.start(SPEC, GameSetup(3, seed=4), shell_context.autosaves,
                                ["Ann", "Bo", "Cy"], ["human"] * 3)
    window = QMainWindow()
    qtbot.addWidget(window)
    add_game_menus(window, session, shell_context)
    action = window.findChild(TakeBackAction)
    assert not action.isEnabled()
    session.play(Take(2))
    session.confirm_viewer(1)
    assert action.isEnabled() and action.text() == "&Take Back Ann's Decision"
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text: asked.append(text) or answer)
    action.trigger()
    assert asked == ["Ann asks to take back their last decision. Bo, Cy: do you all agree?"]
    assert (session.match.record.actions == []) == taken_back
    if taken_back:
        assert session.needs_hand_over() == 0  # Ann takes the device back first
    session.release()



def test_the_coup_table_takes_back_from_its_game_menu(qtbot,
                                                      shell_context: ShellContext) -> None:
    from companion.coup import GAME as COUP
    from companion_ui.coup import open_table

    session = GameSession.start(COUP, GameSetup(3, seed=4), shell_context.autosaves,
                                ["Ada", "Ben", "Cleo"], ["human", "heuristic", "heuristic"],
                                bot_delay_ms=0)
    window = open_table(shell_context, session)
    qtbot.addWidget(window)
    from companion.core.account import decisions

    window.prompt.button("Income (+1)").click()
    qtbot.waitUntil(lambda: session.state.to_move == 0 and session.state.turn > 0
                    and len(session.match.record.actions) > 1, timeout=10000)  # a bot acted
    before = list(session.match.record.actions)
    mine = [d.index for d in decisions(COUP, session.match.record) if d.seat == 0]
    action = window.findChild(TakeBackAction)
    assert action.isEnabled() and action.text() == "&Take Back Ada's Decision"
    action.trigger()
    assert session.match.record.actions == before[:mine[-1]]
    assert session.state.to_move == 0 and window.prompt.buttons  # Ada decides again
    if mine[-1] == 0:
        assert window.prompt.button("Income (+1)") in window.prompt.buttons
    session.release()
