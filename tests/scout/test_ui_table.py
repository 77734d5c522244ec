"""The Scout windows: new game, the table (Show by selection, Scout with a preview, the
hand-turn choice), round-end and game-over sheets, hot-seat hand-over, bots, resume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from companion.core.protocol import GameSetup
from companion.scout import GAME
from companion_ui.scout import ACTIVITIES
from companion_ui.scout.newgame import NewGameDialog
from companion_ui.scout.table import ScoutTableWindow
from companion_ui.shell.session import GameSession
from companion_ui.shell.session_lock import SessionInUse

# Ada's active numbers: the run 1..9, then 1 2 3; Ben's: 2 3 4 8 9 3 4 5 9 4 5 6.
ADA = ["1/5", "2/6", "3/7", "4/8", "5/9", "6/1", "7/2", "8/3", "9/4", "1/7", "2/8", "3/9"]
BEN = ["2/1", "3/1", "4/1", "8/1", "9/1", "3/2", "4/2", "5/2", "9/2", "4/3", "5/3", "6/3"]


def table(qtbot, shell_context, seats, hands=(ADA, BEN), seed: int = 5) -> ScoutTableWindow:
    names = ["Ada", "Ben", "Cleo", "Dan", "Eve"][: len(seats)]
    setup = GameSetup(len(seats), seed, frozenset(), {"hands": list(hands)} if hands else {})
    session = GameSession.start(GAME, setup, shell_context.autosaves, names, seats,
                                bot_delay_ms=0)
    window = ScoutTableWindow(session)
    qtbot.addWidget(window)
    return window


def hot_seat(qtbot, shell_context, *moves: str) -> ScoutTableWindow:
    """Three humans at one device; ``moves`` played, the hand-over confirmed after the last."""
    window = table(qtbot, shell_context, ["human"] * 3)
    for move in moves:
        window.session.play(GAME.parse_action(move))
    window.hand_over.button.click()
    return window


def actions(window: ScoutTableWindow) -> list[str]:
    return window.session.match.record.actions


def hand_numbers(window: ScoutTableWindow) -> list[int]:
    return [item.card >> 4 for item in window.scene.hand_items]


def test_the_activity_is_registered() -> None:
    play = next(a for a in ACTIVITIES if a.key == "scout.play")
    assert play.resume is not None


def test_new_game_dialog_seats_and_start(qtbot, shell_context) -> None:
    dialog = ACTIVITIES[0].open(shell_context)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, NewGameDialog)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 5)
    dialog.players.setValue(5)
    assert dialog.seats.names[4].isVisibleTo(dialog)
    dialog.players.setValue(2)
    assert not dialog.seats.names[2].isVisibleTo(dialog)
    assert "two rounds" in dialog.rounds.text()
    kinds = dialog.seats.kinds[1]
    assert [kinds.itemText(i) for i in range(kinds.count())] == [
        "Human", "Bot: Easy", "Bot: Normal", "Bot: Hard", "Player on another device"]
    dialog.seats.names[1].setText("Ada")
    dialog.accept()
    assert "distinct name" in dialog.message.text()
    dialog.seats.names[1].setText("Ben")
    kinds.setCurrentIndex(kinds.findData("heuristic"))
    dialog.accept()
    tables = [w for w in shell_context.windows if isinstance(w, ScoutTableWindow)]
    assert len(tables) == 1
    qtbot.addWidget(tables[0])
    record = tables[0].session.match.record
    assert record.names == ["Ada", "Ben"] and record.seats == ["human", "heuristic"]


def test_the_hand_turn_choice_shows_both_orientations(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context)
    assert window.left.currentWidget() is window.hand_turn
    dealt = [item.card for item in window.hand_turn.as_dealt.cards]
    turned = [item.card for item in window.hand_turn.turned.cards]
    assert [c >> 4 for c in dealt] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
    # Turned: the order reversed, every card showing its other number.
    assert [c >> 4 for c in turned] == [9, 8, 7, 4, 3, 2, 1, 9, 8, 7, 6, 5]
    window.hand_turn.turn_button.click()
    assert actions(window) == ["p1 turn hand"]
    assert window.pages.currentWidget() is window.hand_over  # Ben's turn to decide
    assert window.scene.hand_items == []  # Ada's hand is gone from the covered table
    assert window.hand_turn.as_dealt.cards == []


def test_the_table_shows_the_viewers_hand_and_the_public_counts(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 1-3", "p2 scout left 1", "p3 show 10-12")
    # Ada sees her 9 cards; Ben's plaque shows his 13 cards, the scouted 1 face up.
    assert hand_numbers(window) == [4, 5, 6, 7, 8, 9, 1, 2, 3]
    ben = window.scene.plaques[1]
    texts = [item.text() for item in ben.childItems() if hasattr(item, "text")]
    assert "13 cards in hand" in texts
    minis = [item for item in ben.childItems() if hasattr(item, "card")]
    known = [item.card for item in minis[:13]]
    assert known[0] == 0x15 and known[1:].count(None) == 12
    ada_chips = [c for c in window.scene.plaques[0].childItems()
                 if hasattr(c, "rect") and c.toolTip().startswith("Scout chips")]
    assert ada_chips and "1" in [t.text() for t in ada_chips[0].childItems()]
    assert "Cleo's" in window.scene.caption.text()
    assert "Round 1 of 3" in " ".join(
        item.text() for item in window.scene.items() if hasattr(item, "text"))
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert log[4:] == [
        "Ada shows 1-2-3 on the empty table.",
        "Ben scouts the 1 from the left end into place 1; Ada gets a Scout chip.",
        f"Cleo shows {window.session.state.active[0] >> 4}-"
        f"{window.session.state.active[1] >> 4}-{window.session.state.active[2] >> 4} "
        "and beats Ada's run 2-3.",
    ]


def test_selecting_cards_enables_the_show_only_for_a_legal_set(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand")
    panel = window.panel
    scene = window.scene
    scene.hand_pressed.emit(8, False)  # the 9
    assert panel.show_button.isEnabled() and "single 9" in panel.message.text()
    scene.hand_pressed.emit(9, True)  # 9-1: no set
    assert not panel.show_button.isEnabled()
    assert "not a single, a group or a run" in panel.message.text()
    assert [item.selected for item in scene.hand_items][8:10] == [True, True]
    scene.hand_pressed.emit(4, False)
    scene.hand_dragged.emit(6)  # dragging over 5 6 7
    assert panel.marks.selected == (4, 6) and panel.show_button.isEnabled()
    panel.hint_button.click()
    assert all(item.hinted for item in scene.hand_items)  # every card is in some run
    panel.show_button.click()
    assert actions(window)[-1] == "p1 show 5-7"


def test_a_weaker_selection_cannot_be_confirmed(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 3-5")  # 3-4-5
    window.hand_over.button.click()  # Ben: 2 3 4 8 9 3 4 5 9 4 5 6
    panel, scene = window.panel, window.scene
    scene.hand_pressed.emit(0, False)
    scene.hand_pressed.emit(2, True)  # 2-3-4 is weaker than 3-4-5
    assert not panel.show_button.isEnabled() and "does not beat" in panel.message.text()
    scene.hand_pressed.emit(5, False)
    scene.hand_pressed.emit(7, True)  # 3-4-5 only equals it
    assert not panel.show_button.isEnabled()
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_N)  # the playable sets one after the other: 4-5-6
    assert panel.marks.selected == (9, 11) and panel.show_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert actions(window)[-1] == "p2 show 10-12"


def test_scouting_with_a_preview_plays_the_right_action(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 1-3")
    window.hand_over.button.click()  # Ben
    panel, scene = window.panel, window.scene
    assert scene.active_items[0].role == ("end", 0) and scene.active_items[2].role == ("end", 1)
    assert scene.active_items[1].role == ("", -1)  # the middle card cannot be scouted
    scene.end_pressed.emit(0, False)  # the 1/5 on the left
    assert len(scene.gaps) == 13 and not panel.scout_button.isEnabled()
    scene.end_pressed.emit(0, True)  # right-click: turned, a 5
    scene.gap_chosen.emit(1)
    new = [item for item in scene.items() if getattr(item, "new", False)]
    assert len(new) == 1 and new[0].card >> 4 == 5
    assert "Your hand would read 2-5-3-4-8" in panel.message.text()
    assert panel.scout_button.isEnabled()
    panel.scout_button.click()
    assert actions(window)[-1] == "p2 scout left turned 2"
    assert window.session.state.chips[0] == 1


def test_scout_by_drag_and_scout_and_show(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 7")  # Ada's single 7
    window.hand_over.button.click()  # Ben: 2 3 4 8 9 3 4 5 9 4 5 6
    scene, panel = window.scene, window.panel
    card = scene.active_items[0]
    start = card.sceneBoundingRect().center()
    view = window.board
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(start))
    target = scene.hand_items[5].sceneBoundingRect().center() - QPointF(50, 0)  # 9 | 3
    qtbot.mouseMove(view.viewport(), view.mapFromScene(target))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       pos=view.mapFromScene(target))
    assert panel.marks.picked == 0 and panel.marks.place == 5
    # 9 | 7 | 3: the 7 splits nothing Ben could show, so Scout & Show is offered.
    assert panel.scout_show_button.isVisibleTo(window) and panel.scout_show_button.isEnabled()
    panel.scout_show_button.click()
    assert actions(window)[-1] == "p2 scout and show left 6"
    assert "Scout & Show: now show" in panel.question.text()
    assert not panel.scout_button.isVisibleTo(window)  # only the Show is left
    scene.hand_pressed.emit(0, False)
    scene.hand_pressed.emit(2, True)
    panel.show_button.click()
    assert actions(window)[-1] == "p2 show 1-3"


def test_round_end_and_game_over_sheets(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 1-9", "p2 scout left 1")
    window.hand_over.button.click()  # Cleo scouts too: nobody beat Ada's Show
    window.session.play(GAME.parse_action("p3 scout left 1"))
    screen = window.round_end
    assert window.pages.currentWidget() is screen
    assert screen.heading.text() == "Round 1 of 3 is over"
    assert "Nobody beat Ada's Show" in screen.reason.text()
    sheet = screen.sheet
    row = [sheet.item(0, c).text() for c in range(4)]
    assert row == ["0", "2", "3 (no penalty)", "2"]  # 2 chips, the 3 cards left exempt
    assert [sheet.item(1, c).text() for c in range(4)] == ["0", "0", "−13", "−13"]
    assert screen.totals.columnCount() == 2 and not screen.again.isVisibleTo(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    assert window.focusWidget() is screen.go_on
    qtbot.keyClick(screen.go_on, Qt.Key.Key_Return)  # Enter goes on, only once
    assert window.pages.currentWidget() is window.hand_over  # round 2: Ben starts
    assert len(actions(window)) == 6
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert "Round 1 is over: Nobody beat Ada's Show: everyone else only scouted." in log
    assert "Round 2 of 3: Ben starts." in log


def test_bots_play_a_whole_game_to_the_winners(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["heuristic"] * 3, hands=())
    assert window.session.private_seat() is None
    qtbot.waitUntil(window.session.state.is_over, timeout=20000)
    screen = window.round_end
    for _ in range(2):
        assert screen.go_on.text() == "Next round"
        screen.go_on.click()
    assert screen.again.isVisibleTo(window) and screen.go_on.text() == "See the table"
    totals = window.session.state.totals
    winners = [n for s, n in enumerate(window.session.names) if totals[s] == max(totals)]
    assert winners[0] in screen.heading.text() and ("wins" in screen.heading.text()
                                                    or "share" in screen.heading.text())
    assert screen.totals.columnCount() == 4  # three rounds and the total
    screen.go_on.click()
    assert window.pages.currentWidget() is window.play_page
    assert window.status.text().startswith("The game is over")
    assert window.scene.hand_items == []  # a spectator sees no hand


def test_a_bot_seat_moves_by_itself(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"])
    thinking: list[str] = []
    window.session.bot_thinking.connect(lambda seat: thinking.extend(
        item.text() for item in window.scene.plaques[seat].childItems()
        if hasattr(item, "text")))
    window.hand_turn.keep_button.click()
    qtbot.waitUntil(lambda: len(actions(window)) == 3, timeout=5000)
    assert window.session.state.to_move == 0 and window.panel.show_button.isVisibleTo(window)
    assert any("thinking…" in text for text in thinking)  # on the plaque while it thought
    window.panel.next_show()
    window.panel.show_button.click()
    qtbot.waitUntil(lambda: window.session.state.to_move == 0 and len(actions(window)) >= 6,
                    timeout=5000)
    assert actions(window)[4].startswith("p2 ") and actions(window)[5].startswith("p3 ")


@pytest.mark.parametrize("closing", [True, False])
def test_an_unfinished_game_resumes(qtbot, shell_context, closing) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 1-3")
    key = window.session.autosave_key
    games, _ = shell_context.autosaves.unfinished()
    game = next(g for g in games if g.key == key)
    if not closing:  # one window owns a game: a second one is refused while it is open
        with pytest.raises(SessionInUse):
            ACTIVITIES[0].resume(shell_context, game)
        return
    window.close()
    window.session.release()  # as the shell does when the window goes
    resumed = ACTIVITIES[0].resume(shell_context, game)
    qtbot.addWidget(resumed)
    assert resumed.session.match.record.actions == actions(window)
    assert resumed.pages.currentWidget() is resumed.hand_over  # Ben's cards stay hidden
    resumed.hand_over.button.click()
    assert len(resumed.scene.hand_items) == 12
    assert resumed.log.item(resumed.log.count() - 1).text() == (
        "Ada shows 1-2-3 on the empty table.")


def test_two_players_scout_with_their_own_chips_and_go_on(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human"], hands=(ADA[:11], BEN[:11]))
    for move in ("p1 keep hand", "p2 keep hand", "p1 show 1-3"):
        window.hand_over.button.click()
        window.session.play(GAME.parse_action(move))
    window.hand_over.button.click()  # Ben
    panel, scene = window.panel, window.scene
    assert "(3 Scout chips left)" in panel.question.text()
    scene.end_pressed.emit(1, False)  # the 3 on the right
    scene.gap_chosen.emit(0)
    assert not panel.scout_show_button.isVisibleTo(window)  # no Scout & Show for two
    panel.scout_button.click()
    assert actions(window)[-1] == "p2 scout right 1"
    # Still Ben's turn, without a hand-over: one chip fewer, the 3 now first in his hand.
    assert window.pages.currentWidget() is window.play_page
    assert "(2 Scout chips left)" in panel.question.text() and hand_numbers(window)[0] == 3
    assert window.log.item(window.log.count() - 1).text() == (
        "Ben scouts the 3 from the right end into place 1, paying a Scout chip.")


def test_the_keyboard_shows_and_scouts(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand")
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    panel = window.panel
    for _ in range(3):  # the first press lands on the first card
        qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert panel.marks.selected == (2, 3)  # 3-4
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert actions(window)[-1] == "p1 show 3-4"
    assert window.pages.currentWidget() is window.hand_over
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Ben takes the device (an animated click)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.play_page, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_R)  # the 4 on the right end
    qtbot.keyClick(window, Qt.Key.Key_T)  # turned: an 8
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Right)  # gaps 1, 2, 3 (0-based 0..2)
    assert panel.marks.place == 2 and panel.marks.turned
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert panel.marks.picked is None
    qtbot.keyClick(window, Qt.Key.Key_L)
    qtbot.keyClick(window, Qt.Key.Key_Left)  # from the right end of the hand
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert actions(window)[-1] == "p2 scout left 13"


def test_enter_keeps_the_hand_and_t_turns_it(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human"], hands=(ADA[:11], BEN[:11]))
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.hand_over.button.click()
    assert window.left.currentWidget() is window.hand_turn
    assert window.hand_turn.keys_hint.text() == (
        "Keys: Enter keeps this hand, T turns it around")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert actions(window) == ["p1 keep hand"]
    qtbot.keyClick(window, Qt.Key.Key_T)  # the hand-over screen: no answer key works
    assert actions(window) == ["p1 keep hand"]
    window.hand_over.button.click()
    qtbot.keyClick(window, Qt.Key.Key_T)
    assert actions(window) == ["p1 keep hand", "p2 turn hand"]


def test_the_table_has_the_shared_game_menu(qtbot, shell_context) -> None:
    session = GameSession.start(GAME, GameSetup(3, 2), shell_context.autosaves,
                                ["Ada", "Ben", "Cleo"], ["human"] * 3)
    session.release()
    games, _ = shell_context.autosaves.unfinished()
    game = next(g for g in games if g.key == session.autosave_key)
    window = shell_context.resume(game, ACTIVITIES[0])
    qtbot.addWidget(window)
    assert isinstance(window, ScoutTableWindow)
    assert window.menuBar().actions()[0].text() == "&Game"
    game_menu = window.menuBar().actions()[0].menu()
    assert any("Record" in action.text() for action in game_menu.actions())


def test_a_finished_game_names_its_last_round(qapp) -> None:
    from companion.core.simulate import play_out
    from companion_ui.scout.scene import Marks, TableScene

    state = GAME.start(GameSetup(3, 8))
    assert play_out(state, [GAME.bot("greedy", seat) for seat in range(3)], GAME.turn_limit)
    scene = TableScene()
    scene.show_view(state.view(0), ["Ada", "Ben", "Cleo"], Marks())
    texts = " ".join(item.text() for item in scene.items() if hasattr(item, "text"))
    assert "Round 3 of 3" in texts and "Round 4" not in texts


def test_a_scout_that_ends_the_round_says_so_before_it_is_made(qtbot, shell_context) -> None:
    window = hot_seat(qtbot, shell_context, "p1 keep hand", "p2 keep hand", "p3 keep hand",
                      "p1 show 1-9")
    panel = window.panel
    panel.press_end(0, False)  # Ben scouts: Cleo is still to answer Ada's Show
    assert not panel.ending.isVisibleTo(window)
    assert panel.scout_button.text() == "Scout it here"
    panel.choose_gap(0)
    panel.scout(False)
    window.hand_over.button.click()  # Cleo: a Scout brings play back to Ada
    panel.press_end(0, False)
    ending = ("This Scout ends the round: play comes back to Ada, whose Show nobody beat, and "
              "Ada takes no hand penalty.")
    # Said as soon as the card is picked, wherever it goes.
    assert panel.ending.isVisibleTo(window) and panel.ending.text().startswith(ending)
    panel.choose_gap(2)
    assert panel.ending.text() == ending  # no Scout & Show from this gap
    assert panel.scout_button.text() == "Scout it here and end the round"
    assert actions(window)[-1] == "p2 scout left 1"
    panel.scout(False)
    assert actions(window)[-1] == "p3 scout left 3"
    assert window.pages.currentWidget() is window.round_end


def test_a_five_player_round_sheet_scrolls_rather_than_outgrow_a_laptop_at_200_percent(
        qtbot) -> None:
    import random

    from companion_ui.scout.round_end import RoundEndScreen

    state = GAME.start(GameSetup(5, seed=1))
    rng = random.Random(1)
    while not state.view(None).round_scores:  # play on to the end of round 1
        state.apply(rng.choice(state.legal_actions()))
    screen = RoundEndScreen()
    qtbot.addWidget(screen)
    screen.show_round(state.view(None), 0, ["Ada", "Ben", "Cleo", "Dan", "Eve"])
    screen.resize(800, 500)
    screen.show()
    qtbot.waitExposed(screen)
    needed = screen.minimumSizeHint().expandedTo(screen.minimumSize())
    assert needed.height() <= 500 and needed.width() <= 800, needed
    assert screen.go_on.isVisibleTo(screen)  # scrolled to, not cut off
