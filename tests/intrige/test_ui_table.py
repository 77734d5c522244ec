"""The Intrige table window: money shown to its owner only, bribes through the dialog, placing and
sending by clicks on the table, income, the end screen, hot-seat hand-over, bots and resuming.

Seats as in the rules' examples: Ada red p1, Ben yellow p2, Cleo green p3, Dan blue p4.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem

from companion.core.protocol import GameSetup
from companion.intrige import GAME
from companion.intrige.state import IntrigeState
from companion_ui.intrige import ACTIVITIES
from companion_ui.intrige.table import IntrigeTableWindow
from companion_ui.intrige.words import ranking
from companion_ui.shell.activities import discover
from companion_ui.shell.session import GameSession

PLAY = next(a for a in ACTIVITIES if a.key == "intrige.play")

NAMES = ["Ada", "Ben", "Cleo", "Dan", "Eve"]
PURSES = [30000, 41000, 25000, 37000]


def table(qtbot, shell_context, seats: list[str], variants: tuple[str, ...] = (),
          **options: Any) -> IntrigeTableWindow:
    setup = GameSetup(len(seats), 5, frozenset(variants), options)
    session = GameSession.start(GAME, setup, shell_context.autosaves, NAMES[: len(seats)],
                                seats, bot_delay_ms=0)
    window = IntrigeTableWindow(session)
    qtbot.addWidget(window)
    window.show()
    return window


def state(window: IntrigeTableWindow) -> IntrigeState:
    assert isinstance(window.session.state, IntrigeState)
    return window.session.state


def actions(window: IntrigeTableWindow) -> list[str]:
    return window.session.match.record.actions


def click(qtbot, window: IntrigeTableWindow, item: QGraphicsItem) -> None:
    """A real mouse click on an item of the table."""
    point = window.board.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()  # the table answers clicks once their handler is done


def purses_on_table(window: IntrigeTableWindow) -> list[str]:
    return [text for text in window.scene.texts() if text.endswith(" ducats")]


def admission(**more: Any) -> dict[str, Any]:
    """Ben's turn in round 2: Cleo's theologian lives in his 6000 suite; Dan's writer and Ada's
    scientist apply without a conflict, Ada's and Cleo's physicians in an external conflict."""
    return dict(round=2, start=1, landlord=1, money=PURSES,
                castles=[{}, {"6000": "p3 theologian"}, {}, {}],
                waiting=[[], ["p4 writer", "p1 scientist", "p1 physician", "p3 physician"],
                         [], []], **more)


def hand_over(window: IntrigeTableWindow, name: str) -> None:
    assert window.pages.currentWidget() is window.hand_over
    assert name in window.hand_over.heading.text()
    window.hand_over.button.click()
    assert window.pages.currentWidget() is window.play_page


def test_play_is_a_launcher_activity_that_resumes() -> None:
    assert PLAY in discover() and PLAY.game == "intrige" and PLAY.resume is not None


def test_the_table_shows_the_viewers_money_only(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["heuristic", "human", "heuristic", "heuristic"],
                   **admission())
    window.session.bot_delay_ms = 60_000  # the bots wait: look at the table meanwhile
    assert window.current_view().player == 1
    assert purses_on_table(window) == ["41,000 ducats"]  # Ben's, after no income
    assert window.scene.castle(1).purse is not None
    assert all(window.scene.castle(s).purse is None for s in (0, 2, 3))
    assert not any(f"{m:,}" in text for m in (30000, 25000, 37000)
                   for text in window.scene.texts())


def test_a_bribe_through_the_dialog(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human"] * 4, **admission())
    hand_over(window, "Dan")  # Dan's writer bribes first (clockwise from Ben's left)
    assert "Your writer applies at Ben's castle" in window.prompt.label.text()
    window.prompt.button("Offer a bribe…").click()
    dialog = window.prompt.bribe_dialog
    assert dialog is not None and dialog.isVisible()
    # Amounts in the locale's digit grouping (the rules package says 1000; the app 1,000).
    for amount, reason in ((500, "a bribe is at least 1,000"),
                           (1500, "a bribe is a multiple of 1,000"),
                           (38000, "Dan has only 37,000")):
        dialog.amount.setValue(amount)
        dialog.offer.click()
        assert dialog.message.text() == f"Not allowed: {reason}."
        assert actions(window) == [] and dialog.isVisible()
    dialog.amount.setValue(3000)
    dialog.suite.setCurrentIndex(dialog.suite.findData(10000))
    dialog.offer.click()
    assert actions(window) == ["p4 bribe 3000 for 10000"]
    assert not dialog.isVisible()
    # The offer is open at the table: the next payer sees it.
    hand_over(window, "Ada")
    assert log_lines(window)[-3:] == [
        "Ben's turn as landlord.", "Ben collects nothing.",
        "Dan offers Ben a bribe of 3,000 asking for the 10,000 suite."]
    assert "Dan's writer: 3,000 for the 10,000 suite" in window.admission.text()
    assert "Ada's scientist: no offer yet ← bribes next" in window.admission.text()


def test_enter_opens_the_bribe_dialog_where_the_amount_is_ready_to_type(qtbot,
                                                                        shell_context) -> None:
    window = table(qtbot, shell_context, ["human"] * 4, **admission())
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    hand_over(window, "Dan")
    assert window.prompt.keys_hint.text() == "Keys: 1–2, Enter: Offer a bribe…"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    dialog = window.prompt.bribe_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.amount  # not Cancel
    qtbot.keyClicks(dialog.amount, "3000")  # over the 1,000 offered
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    assert actions(window) == ["p4 bribe 3000"] and not dialog.isVisible()


def test_the_landlord_places_by_clicking(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human"] * 4, **admission())
    hand_over(window, "Dan")
    window.prompt.button("Offer the minimum (1,000)").click()
    hand_over(window, "Ada")
    window.prompt.button("Offer the minimum (1,000)").click()
    hand_over(window, "Ben")
    assert "Place Dan's writer in a free suite" in window.prompt.label.text()
    assert window.scene.castle(1).applicants[0].pen().color().name() == "#ffcc33"
    click(qtbot, window, window.scene.suite(1, 6000))  # Cleo's theologian lives there
    assert "suite 6,000 is occupied (Cleo's theologian)" in window.prompt.message.text()
    click(qtbot, window, window.scene.island)  # no conflict: the Island is refused
    assert "must be admitted" in window.prompt.message.text()
    assert actions(window) == ["p4 bribe 1000", "p1 bribe 1000"]
    click(qtbot, window, window.scene.suite(1, 10000))
    assert actions(window)[-1] == "p2 place p4 writer 10000"
    assert state(window).castles[1][2] == 3 * 4 + 3  # Dan's writer
    assert window.scene.suite(1, 10000).token is not None
    window.prompt.button("1,000 suite").click()  # Ada's scientist, by button
    assert actions(window)[-1] == "p2 place p1 scientist 1000"
    # The external conflict: the physicians bribe (Cleo first, from Ben's left), then Ben
    # sends Cleo's to the Island, and Ada's is the one left to place.
    hand_over(window, "Cleo")
    window.prompt.button("Offer the minimum (1,000)").click()
    hand_over(window, "Ada")
    window.prompt.button("Offer the minimum (1,000)").click()
    hand_over(window, "Ben")
    assert "External conflict (physicians)" in window.admission.text()
    click(qtbot, window, window.scene.island)
    assert actions(window)[-1] == "p2 island p3 physician"
    assert [b.text() for b in window.prompt.buttons] == ["3,000 suite"]
    click(qtbot, window, window.scene.suite(1, 3000))
    assert actions(window)[-1] == "p2 place p1 physician 3000"
    assert len(window.scene.island.tokens) == 1
    assert any(line.startswith("Ben sends Cleo's physician to the Island")
               for line in log_lines(window))


def log_lines(window: IntrigeTableWindow) -> list[str]:
    return [window.log.item(i).text() for i in range(window.log.count())]


def test_sending_a_scholar(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"], start=0)
    hand_over(window, "Ada")
    assert "Send scholar 1 of 2" in window.prompt.label.text()
    castle = window.scene.castle(0)
    click(qtbot, window, window.scene.castle(2))  # a castle before a scholar
    assert "First pick a scholar" in window.prompt.message.text()
    writer = next(t for t in castle.supply if t.profession == 3)
    click(qtbot, window, writer)
    assert "Send a writer to which castle?" in window.prompt.label.text()
    click(qtbot, window, window.scene.castle(0))
    assert "never applies to its own castle" in window.prompt.message.text()
    click(qtbot, window, window.scene.suite(2, 6000))  # anywhere on Cleo's castle
    assert actions(window) == ["p1 send writer to p3"]
    assert len(window.scene.castle(2).applicants) == 1
    window.prompt.button("physician (2 left)").click()
    window.prompt.button("Ben's castle").click()
    assert actions(window)[-1] == "p1 send physician to p2"
    assert log_lines(window)[-1] == "Ben's turn as landlord."
    assert "Ada sends a physician to Ben's castle." in log_lines(window)


def test_income_is_shown_at_the_start_of_a_turn(qtbot, shell_context) -> None:
    # The rules' example: Ben's scientists in Ada's 10000 and Cleo's 3000, a physician in
    # Cleo's 6000.
    window = table(qtbot, shell_context, ["human", "human", "human", "human"], round=2,
                   start=0, landlord=1, castles=[{"10000": "p2 scientist"}, {},
                                                 {"3000": "p2 scientist", "6000": "p2 physician"},
                                                 {}])
    hand_over(window, "Ben")
    assert window.news.text() == ("Ben collects 19,000: 10,000 (scientist at Ada's), "
                                  "6,000 (physician at Cleo's), 3,000 (scientist at Cleo's).")
    assert log_lines(window) == ["Round 2", "Ben's turn as landlord.", "Ben collects 19,000."]
    assert purses_on_table(window) == ["51,000 ducats"]


def test_the_end_screen(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"], round=5, start=0,
                   landlord=2, castles=[{}, {"6000": "p1 writer"}, {"10000": "p2 writer"}],
                   waiting=[[], [], ["p1 scientist"]])
    hand_over(window, "Ada")
    window.prompt.button("Offer a bribe…").click()
    window.prompt.bribe_dialog.amount.setValue(2000)
    window.prompt.bribe_dialog.offer.click()
    hand_over(window, "Cleo")
    window.prompt.button("1,000 suite").click()
    assert state(window).is_over()
    assert window.game_over.isVisibleTo(window) and not window.prompt.isVisibleTo(window)
    # Ada: 30,000 + 6,000 + 1,000; Ben 32,000 + 10,000; Cleo 34,000.
    assert window.game_over.winner.text() == "Ben wins with 42,000 ducats!"
    rows = [[window.standings.item(r, c).text() for c in range(4)]
            for r in range(window.standings.rowCount())]
    assert rows == [["1", "Ben", "10,000", "42,000"], ["2", "Ada", "7,000", "37,000"],
                    ["3", "Cleo", "0", "34,000"]]
    assert log_lines(window)[-4:] == [
        "After round 5 everyone collects once more:",
        "Ada collects 7,000: 6,000 (writer at Ben's), 1,000 (scientist at Cleo's).",
        "Ben collects 10,000: 10,000 (writer at Cleo's).",
        "Cleo collects nothing: no scholar of theirs lives in another castle."]
    assert window.scene.header.text() == (
        "The game is over after 5 rounds: Ben wins with 42,000 ducats!")
    assert sorted(purses_on_table(window)) == ["34,000 ducats", "37,000 ducats",
                                               "42,000 ducats"]  # no secret any more


def test_ties_share_a_place() -> None:
    assert ranking([5000, 7000, 7000, 1000]) == [(1, 1), (1, 2), (3, 0), (4, 3)]


def test_hot_seat_hand_over_hides_money(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human"] * 4, **admission())
    assert purses_on_table(window) == []  # the hand-over first: nobody's purse
    assert "Dan's bribe to Ben" in window.hand_over.detail.text()
    hand_over(window, "Dan")
    assert purses_on_table(window) == ["37,000 ducats"]
    window.prompt.button("Offer the minimum (1,000)").click()
    assert window.pages.currentWidget() is window.hand_over
    assert "Ada" in window.hand_over.heading.text()
    assert purses_on_table(window) == [] and window.current_view().money is None
    assert not any("ducats" in text for text in (window.hand_over.heading.text(),
                                                 window.hand_over.detail.text()))
    hand_over(window, "Ada")
    assert purses_on_table(window) == ["30,000 ducats"]


def test_a_bot_seat_moves_by_itself(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], start=1)
    qtbot.waitUntil(lambda: state(window).to_move == 0, timeout=5000)
    assert [a.split(" send ")[0] for a in actions(window)[:2]] == ["p2", "p2"]
    assert window.prompt.buttons and window.pages.currentWidget() is window.play_page
    assert window.status.text() == "Your decision, Ada."


def test_a_bot_only_table_plays_out_in_public(qtbot, shell_context) -> None:
    # The last two rounds, from a set-up with a few scholars placed and waiting.
    window = table(qtbot, shell_context, ["heuristic", "random", "heuristic"], round=4,
                   start=0, castles=[{"6000": "p2 writer"}, {"10000": "p3 writer"}, {}],
                   waiting=[["p3 scientist"], ["p1 scientist"], ["p1 physician"]])
    assert window.current_view().player is None
    qtbot.waitUntil(state(window).is_over, timeout=20000)
    assert window.game_over.isVisibleTo(window) and window.standings.rowCount() == 3


def test_an_unfinished_game_resumes(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"], start=0)
    hand_over(window, "Ada")
    window.prompt.button("scientist (2 left)").click()
    window.prompt.button("Cleo's castle").click()
    key = window.session.autosave_key
    window.close()
    window.session.release()  # as the shell does when the window goes
    games, _ = shell_context.autosaves.unfinished()
    game = next(g for g in games if g.key == key)
    resumed = PLAY.resume(shell_context, game)
    qtbot.addWidget(resumed)
    assert isinstance(resumed, IntrigeTableWindow)
    assert resumed.session.match.record.actions == ["p1 send scientist to p3"]
    assert resumed.pages.currentWidget() is resumed.hand_over
    hand_over(resumed, "Ada")
    assert "Send scholar 2 of 2" in resumed.prompt.label.text()
    menus = [action.text() for action in resumed.menuBar().actions()]
    assert menus[0] == "&Game"


def test_a_refused_castle_gives_the_variants_reason(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"], ("different-castles",),
                   start=0)
    hand_over(window, "Ada")
    window.prompt.button("writer (2 left)").click()
    window.prompt.button("Ben's castle").click()
    window.prompt.button("writer (1 left)").click()
    assert [b.text() for b in window.prompt.buttons] == ["Cleo's castle", "← Back"]
    click(qtbot, window, window.scene.castle(1))
    assert window.prompt.message.text() == (
        "Not allowed: with different-castles the two scholars of a turn go to two castles.")


def test_an_internal_conflict_asks_the_incumbent_first(qtbot, shell_context) -> None:
    # Cleo's theologian lives in Ben's 6000 suite; Dan's theologian applies for it.
    window = table(qtbot, shell_context, ["human"] * 4, round=2, start=1, landlord=1,
                   castles=[{}, {"6000": "p3 theologian"}, {}, {}],
                   waiting=[[], ["p4 theologian"], [], []])
    hand_over(window, "Cleo")
    assert window.prompt.label.text().startswith(
        "Your theologian lives in Ben's 6,000 suite and is challenged")
    assert "Internal conflict over the 6,000 suite: Cleo's theologian lives there" in (
        window.admission.text())
    assert "Cleo's theologian: no offer yet ← bribes next" in window.admission.text()
    window.prompt.button("Offer a bribe…").click()
    assert window.prompt.bribe_dialog.suite.count() == 1  # the suite is the contested one
    window.prompt.bribe_dialog.amount.setValue(2000)
    window.prompt.bribe_dialog.offer.click()
    hand_over(window, "Dan")
    assert window.prompt.label.text().startswith(
        "Your theologian applies at Ben's castle, against Cleo's theologian in the 6,000 suite")
    window.prompt.button("Offer a bribe…").click()
    window.prompt.bribe_dialog.amount.setValue(5000)
    window.prompt.bribe_dialog.offer.click()
    hand_over(window, "Ben")
    assert window.prompt.label.text().startswith(
        "Admit Dan's theologian to the 6,000 suite in place of Cleo's theologian")
    click(qtbot, window, window.scene.suite(1, 1000))
    assert "already has a theologian (in 6,000)" in window.prompt.message.text()
    click(qtbot, window, window.scene.suite(1, 6000))
    assert actions(window)[-1] == "p2 place p4 theologian 6000"
    assert "Cleo's theologian goes to the Island." in log_lines(window)


def drag(window: IntrigeTableWindow, item: QGraphicsItem, target: QGraphicsItem) -> None:
    """Press on ``item``, move with the button held, release over ``target``."""
    viewport = window.board.viewport()
    start = QPointF(window.board.mapFromScene(item.sceneBoundingRect().center()))
    end = QPointF(window.board.mapFromScene(target.sceneBoundingRect().center()))
    left = Qt.MouseButton.LeftButton
    for kind, point, buttons in ((QEvent.Type.MouseButtonPress, start, left),
                                 (QEvent.Type.MouseMove, (start + end) / 2, left),
                                 (QEvent.Type.MouseMove, end, left),
                                 (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)):
        event = QMouseEvent(kind, point, viewport.mapToGlobal(point), left, buttons,
                            Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)
    QApplication.processEvents()


def test_the_landlord_drags_an_applicant_onto_a_suite(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human"] * 4, **admission())
    for name in ("Dan", "Ada"):
        hand_over(window, name)
        window.prompt.button("Offer the minimum (1,000)").click()
    hand_over(window, "Ben")
    writer = window.scene.castle(1).applicants[0]
    assert writer.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable
    assert not window.scene.castle(1).applicants[1].flags() & (
        QGraphicsItem.GraphicsItemFlag.ItemIsMovable)  # only the applicant decided now
    drag(window, writer, window.scene.suite(1, 6000))  # occupied: refused, back in front
    assert "occupied" in window.prompt.message.text() and writer.pos().y() > 180
    drag(window, writer, window.scene.suite(1, 3000))
    assert actions(window)[-1] == "p2 place p4 writer 3000"


def test_number_keys_press_the_answers(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"], start=0)
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_1)  # the hand-over screen: no answer key works
    assert window.pages.currentWidget() is window.hand_over
    hand_over(window, "Ada")
    assert window.prompt.buttons[3].toolTip() == "Key: 4"
    assert window.prompt.keys_hint.text() == "Keys: 1–4"
    qtbot.keyClick(window, Qt.Key.Key_4)  # writer (2 left)
    assert window.prompt.keys_hint.text() == "Keys: 1–3, Esc back"
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # back to the supply
    assert window.prompt.buttons[3].toolTip() == "Key: 4"
    qtbot.keyClick(window, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_2)  # Cleo's castle
    assert actions(window) == ["p1 send writer to p3"]
