"""The Coup windows: new game dialog, table (bots, target picking, hand-over), tracker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.tracker import Tracker
from companion.coup.tracker_file import load_tracker
from companion_ui.coup import ACTIVITIES, open_table
from companion_ui.coup.card_art import Look
from companion_ui.coup.newgame import NewGameDialog
from companion_ui.coup.table import CoupTableWindow
from companion_ui.coup.tracker_setup import TrackerSetupDialog
from companion_ui.coup.tracker_window import TrackerWindow
from companion_ui.shell.session import GameSession
from tests.document_recovery import (
    autosave_copy,
    autosave_files,
    crash_and_discard,
    crash_and_resume,
    launcher,
    save_drops_autosave,
)


class Boxes:
    """Message boxes answer at once (a modal box would wait forever offscreen): questions get
    the next queued answer (Discard when none is queued); every text shown is kept."""

    def __init__(self) -> None:
        self.answers: list[str] = []
        self.shown: list[str] = []

    def question(self, parent, title, text, *args):
        self.shown.append(text)
        return getattr(QMessageBox.StandardButton,
                       self.answers.pop(0) if self.answers else "Discard")

    def warning(self, parent, title, text):
        self.shown.append(text)


@pytest.fixture(autouse=True)
def boxes(monkeypatch) -> Boxes:
    boxes = Boxes()
    monkeypatch.setattr(QMessageBox, "question", boxes.question)
    monkeypatch.setattr(QMessageBox, "warning", boxes.warning)
    return boxes


def table(qtbot, shell_context, seats, setup=None) -> CoupTableWindow:
    names = ["Ada", "Ben", "Cleo", "Dan"][: len(seats)]
    setup = setup or GameSetup(len(seats), 4)
    session = GameSession.start(GAME, setup, shell_context.autosaves, names, seats,
                                bot_delay_ms=0)
    window = CoupTableWindow(session)
    qtbot.addWidget(window)
    return window


def test_activities_are_registered() -> None:
    assert [a.key for a in ACTIVITIES] == ["coup.play", "coup.tracker"]


def test_turn_menu_greys_what_is_not_allowed_and_picks_targets(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"])
    window.hand_over.button.click()
    labels = [b.text() for b in window.prompt.buttons]
    assert labels == ["Income (+1)", "Foreign Aid (+2)", "Tax — Duke (+3)",
                      "Exchange — Ambassador", "Steal — Captain…",
                      "Assassinate — Assassin (pay 3)…", "Coup (pay 7)…"]
    greyed = {b.text(): b.toolTip() for b in window.prompt.buttons if not b.isEnabled()}
    assert greyed == {"Assassinate — Assassin (pay 3)…": "Assassinate costs 3 coins; Ada has 2.",
                      "Coup (pay 7)…": "Coup costs 7 coins; Ada has 2."}
    window.prompt.button("Steal — Captain…").click()
    assert [b.text() for b in window.prompt.buttons] == ["Ben", "Cleo", "← Back"]
    window.prompt.button("Cleo").click()
    assert window.session.match.record.actions == ["p1 steal p3"]


def test_hot_seat_hands_over_only_for_decisions_that_show_cards(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"])
    assert window.pages.currentWidget() is window.hand_over
    assert "Ada" in window.hand_over.heading.text()
    window.hand_over.button.click()
    window.prompt.button("Tax — Duke (+3)").click()
    # The challenge is asked of Ben and Cleo at once, on the table: no hand-over, no cards.
    assert window.pages.currentWidget() is window.play_page
    assert window.responses.isVisibleTo(window) and not window.prompt.isVisibleTo(window)
    assert "Ada claims the Duke" in window.responses.label.text()
    assert sorted(window.responses.by_seat) == [1, 2]
    assert all(card.look is Look.BACK for seat in window.scene.seats for card in seat.cards)
    window.responses.nobody.click()
    assert window.session.match.record.actions == ["p1 tax", "p2 pass", "p3 pass"]
    # Ben's turn shows his cards: the device goes to him, with what happened since.
    assert window.pages.currentWidget() is window.hand_over
    assert "Ben" in window.hand_over.heading.text()
    assert "Ada claims the Duke to collect Tax (+3 coins)." in window.hand_over.recap.text()
    window.hand_over.button.click()
    ben_cards = window.scene.seat_at(1).cards
    ada_cards = window.scene.seat_at(0).cards
    assert all(card.look is Look.YOURS for card in ben_cards)
    assert all(card.look is Look.BACK and card.card is None for card in ada_cards)


def test_bots_play_until_the_human_decides(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["heuristic", "human", "heuristic", "heuristic"])
    session = window.session

    def humans_turn_or_over() -> bool:
        return session.state.is_over() or session.state.to_move == 1

    qtbot.waitUntil(humans_turn_or_over, timeout=5000)
    # Nobody can afford a Coup or an Assassination before Ben's first decision.
    assert not session.state.is_over()
    assert window.prompt.buttons and window.log.count() >= 1
    assert window.pages.currentWidget() is window.play_page


def test_end_of_game_screen(qtbot, shell_context) -> None:
    setup = GameSetup(2, 1, frozenset(), {"hands": [["duke", "duke"], ["captain"]],
                                          "coins": [7, 1]})
    window = table(qtbot, shell_context, ["human", "human"], setup)
    window.hand_over.button.click()
    window.prompt.button("Coup (pay 7)…").click()
    window.prompt.button("Ben").click()
    assert window.ending.isVisibleTo(window) and window.ending.winner.text() == "Ada wins!"
    assert not window.prompt.isVisibleTo(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    # The judged claims get most of the side column; the log keeps a share under them.
    assert window.ending.height() > 2 * window.log.height() > 0


def test_new_game_dialog_limits_and_start(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.players.maximum() == 8
    dialog.reformation.setChecked(True)
    dialog.players.setValue(10)
    assert dialog.players.value() == 10 and dialog.seats.names[9].isVisibleTo(dialog)
    dialog.reformation.setChecked(False)
    assert dialog.players.value() == 8
    dialog.players.setValue(2)
    dialog.two_player_sets.setChecked(True)
    assert dialog.players.maximum() == 2
    with qtbot.waitSignal(dialog.start) as started:
        dialog.accept()
    setup, names, seats = started.args
    assert setup.players == 2 and setup.variants == {"two-player-sets"}
    assert names == ["Ada", "Ben"] and seats == ["human", "ismcts:0.25s"]


def test_new_game_dialog_offers_strength_levels(qtbot, shell_context) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(2)
    kinds = dialog.seats.kinds[1]
    assert [kinds.itemText(i) for i in range(kinds.count())] == [
        "Human", "Bot: Easy", "Bot: Normal", "Bot: Hard", "Player on another device"]
    assert kinds.currentText() == "Bot: Normal"
    assert "quarter of a second" in kinds.itemData(2, Qt.ItemDataRole.ToolTipRole)
    legend = [label.text() for label in dialog.findChildren(QLabel)
              if label.text().startswith("Easy: ")]
    assert legend and "Normal: " in legend[0] and "Hard: " in legend[0]
    kinds.setCurrentIndex(kinds.findData("ismcts:1s"))
    with qtbot.waitSignal(dialog.start) as started:
        dialog.accept()
    assert started.args[2] == ["human", "ismcts:1s"]
    window = table(qtbot, shell_context, ["ismcts:40", "human"])
    qtbot.waitUntil(lambda: window.session.state.to_move == 1, timeout=5000)
    assert window.session.match.record.actions  # the bot made the first move


def test_new_game_dialog_rejects_duplicate_names(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.seats.names[1].setText("Ada")
    dialog.accept()
    assert "distinct name" in dialog.message.text()


def test_tracker_window_edits_and_undoes(qtbot) -> None:
    tracker = Tracker(["Ada", "Ben", "Cleo"])
    window = TrackerWindow(tracker)
    qtbot.addWidget(window)
    panel = window.panels[0]
    panel.coin_buttons[3].click()
    assert window.tracker.table.coins[0] == 5 and "5 coins" in panel.coins.text()
    panel.coin_buttons[-7].click()  # refused: a clear message, nothing changes
    assert "only 5 coins" in window.message.text() and window.tracker.table.coins[0] == 5
    panel.reveal.click()
    assert "Duke" in panel.face_up.text() and window.tracker.unseen()[0] == 2
    window._add_claim()
    assert window.claims.count() == 1
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert window.tracker.table.revealed[0] == () and window.claims.count() == 0
    window.undo_stack.undo()
    assert window.tracker.table.coins[0] == 2
    window.undo_stack.redo()
    assert window.tracker.table.coins[0] == 5


def test_tracker_setup_dialog(qtbot) -> None:
    dialog = TrackerSetupDialog()
    qtbot.addWidget(dialog)
    seats = dialog.seats
    assert (seats.players.minimum(), seats.count, seats.players.maximum()) == (2, 4, 8)
    dialog.reformation.setChecked(True)
    assert seats.players.maximum() == 10  # Reformation seats up to ten
    seats.names[1].setText("")
    dialog.accept()
    assert "distinct, non-empty name" in dialog.message.text() and dialog.window is None
    seats.names[1].setText("Bo")
    seats.players.setValue(2)
    dialog.accept()
    assert dialog.window is not None and dialog.window.tracker.table.reformation
    assert dialog.window.tracker.table.names == ("Ada", "Bo")
    qtbot.addWidget(dialog.window)


@pytest.mark.parametrize("activity", ACTIVITIES, ids=lambda a: a.key)
def test_activities_open(qtbot, shell_context, activity) -> None:
    window = activity.open(shell_context)
    qtbot.addWidget(window)
    assert window.isVisible()


def test_clicking_a_seat_picks_the_target(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"])
    window.scene.seat_clicked.emit(2)  # not picking a target yet: nothing happens
    assert window.session.match.record.actions == []
    window.prompt.button("Steal — Captain…").click()
    window.scene.seat_clicked.emit(0)  # not a legal target
    assert window.session.match.record.actions == []
    window.scene.seat_clicked.emit(2)
    assert window.session.match.record.actions == ["p1 steal p3"]


def test_an_unfinished_game_resumes(qtbot, shell_context) -> None:
    window = open_table(shell_context, GameSession.start(
        GAME, GameSetup(2, 4), shell_context.autosaves, ["Ada", "Ben"], ["human", "human"]))
    window.hand_over.button.click()
    window.prompt.button("Income (+1)").click()
    key = window.session.autosave_key
    window.close()
    qtbot.waitUntil(lambda: window not in shell_context.windows)  # gone: the game is free
    games, _ = shell_context.autosaves.unfinished()
    game = next(g for g in games if g.key == key)
    resumed = ACTIVITIES[0].resume(shell_context, game)
    qtbot.addWidget(resumed)
    assert resumed.session.match.record.actions == ["p1 income"]
    assert resumed.session.state.coins == [2, 2]


def test_a_whole_bot_game_plays_out_on_the_table(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["heuristic", "random", "heuristic"])
    assert window.session.private_seat() is None  # nobody's secrets: a spectator's table
    qtbot.waitUntil(window.session.state.is_over, timeout=20000)
    assert window.ending.isVisibleTo(window)
    assert window.ending.winner.text().endswith("wins!")
    winner = window.session.state.view(None).winner
    for seat in window.scene.seats:  # every hand open: the winner's, and the lost cards
        looks = {card.look for card in seat.cards if card.isVisible()}
        assert looks <= ({Look.SHOWN, Look.LOST} if seat.seat == winner else {Look.LOST})


def test_new_game_opens_a_table(qtbot, shell_context) -> None:
    dialog = ACTIVITIES[0].open(shell_context)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, NewGameDialog)
    dialog.players.setValue(3)
    dialog.inquisitor.setChecked(True)
    dialog.accept()
    tables = [w for w in shell_context.windows if isinstance(w, CoupTableWindow)]
    assert len(tables) == 1
    window = tables[0]
    qtbot.addWidget(window)
    assert window.session.names == ["Ada", "Ben", "Cleo"]
    assert window.session.match.record.seats == ["human", "ismcts:0.25s", "ismcts:0.25s"]
    assert window.session.match.record.setup.variants == {"inquisitor"}
    assert window.prompt.button("Exchange — Inquisitor")


# --- tracker sessions -----------------------------------------------------------------------
def tracker_window(qtbot, shell_context) -> TrackerWindow:
    window = TrackerWindow(Tracker(["Ada", "Ben", "Cleo"]), shell_context)
    qtbot.addWidget(window)
    return window


def test_tracker_saves_and_reopens_through_the_launcher(qtbot, shell_context, tmp_path,
                                                        monkeypatch) -> None:
    window = tracker_window(qtbot, shell_context)
    window.panels[1].coin_buttons[2].click()
    assert window.isWindowModified() and "untitled" in window.windowTitle()
    path = tmp_path / "friday"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    assert window.save()
    saved = path.with_suffix(".json")
    assert saved.exists() and not window.isWindowModified()
    assert "friday.json" in window.windowTitle()
    recent = shell_context.settings.recent_files()
    assert recent[0].path == saved and recent[0].activity == "coup.tracker"
    reopened = shell_context.open_path(saved)  # what `companion friday.json` and Open do
    assert isinstance(reopened, TrackerWindow)
    qtbot.addWidget(reopened)
    assert reopened.tracker.table == window.tracker.table and reopened.path == saved
    activity = ACTIVITIES[1]
    assert activity.accepts_file(saved) and activity.file_filter.endswith("(*.json)")


def test_a_malformed_session_file_is_refused_with_its_reason(qtbot, shell_context, tmp_path,
                                                              boxes) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "coup-tracker", "version": 7}')
    window = tracker_window(qtbot, shell_context)
    assert window.open_file(path) is None
    assert "version must be 1, found 7" in boxes.shown[-1]
    assert not any(isinstance(w, TrackerWindow) and w.path == path
                   for w in shell_context.windows)


def test_closing_with_unsaved_changes_asks(qtbot, shell_context, tmp_path, monkeypatch,
                                           boxes) -> None:
    window = tracker_window(qtbot, shell_context)
    window.show()
    window.close()  # nothing changed: no question
    assert boxes.shown == []
    window = tracker_window(qtbot, shell_context)
    window.show()
    window.next_turn.click()
    boxes.answers.append("Cancel")
    assert not window.close() and window.isVisible()
    assert boxes.shown[-1] == "Save the changes to “untitled”?"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(tmp_path / "kept.json"), ""))
    boxes.answers.append("Save")
    assert window.close()
    assert load_tracker(tmp_path / "kept.json").table.current == 1


def test_unsaved_changes_survive_a_crash(qtbot, shell_context, monkeypatch) -> None:
    dialog = ACTIVITIES[1].open(shell_context)  # the tracker as the launcher starts it
    qtbot.addWidget(dialog)
    dialog.seats.remove_seat(3)  # Dan is not playing tonight
    dialog.start.click()
    window = dialog.window
    window.panels[0].coin_buttons[3].click()
    window.next_turn.click()
    autosave = autosave_copy(window)
    assert autosave.exists()
    window.undo_stack.undo()
    window.undo_stack.undo()  # back to the unchanged table: nothing to recover
    assert not autosave.exists()
    window.undo_stack.redo()
    table = window.tracker.snapshot()
    assert load_tracker(autosave).table == table
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    assert isinstance(resumed, TrackerWindow)
    assert resumed.tracker.table == table and resumed.isWindowModified()
    crash_and_discard(qtbot, shell_context, resumed, monkeypatch)


def test_saving_a_recovered_session_drops_its_autosave(qtbot, shell_context, tmp_path) -> None:
    path = tmp_path / "friday.json"
    start = tracker_window(qtbot, shell_context)
    assert start.save_to(path)
    window = shell_context.open_path(path)
    window.panels[2].coin_buttons[3].click()
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    assert resumed.tracker.table.coins[2] == 5 and "friday.json" in resumed.windowTitle()
    save_drops_autosave(resumed, path)
    assert load_tracker(path).table.coins[2] == 5


def test_an_unreadable_autosave_can_be_discarded(qtbot, shell_context, boxes,
                                                 monkeypatch) -> None:
    store = shell_context.document_autosaves
    copy = store.document_path("coup.tracker", "junk")
    copy.parent.mkdir(parents=True)
    copy.write_text("{")
    store.note_origin("coup.tracker", "junk", None)
    offers = launcher(qtbot, shell_context)
    assert "never saved" in offers.unfinished.item(0).text()
    offers.resume_button.click()
    assert "junk.json" in boxes.shown[-1] and shell_context.windows == []
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    offers.discard_button.click()
    assert autosave_files(shell_context) == [] and not offers.unfinished.isVisibleTo(offers)


def test_keyboard_answers_the_prompt(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"hands": [["duke", "captain"]]})
    window = table(qtbot, shell_context, ["human", "human", "human"], setup)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the hand-over screen: no prompt key works
    assert window.session.match.record.actions == []
    window.hand_over.button.click()
    prompt = window.prompt
    assert prompt.button("Income (+1)").toolTip() == "Key: 1 or Enter"
    assert prompt.keys_hint.text() == "Keys: 1–7, Enter: Income (+1)"
    qtbot.keyClick(window, Qt.Key.Key_5)  # Steal…: now the targets
    assert [b.text() for b in prompt.buttons] == ["Ben", "Cleo", "← Back"]
    assert prompt.button("← Back").toolTip() == "Key: 3 or Esc"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_7)  # Coup is greyed: nothing happens
    assert window.session.match.record.actions == []
    qtbot.keyClick(window, Qt.Key.Key_3)  # Tax: the table answers on the public panel
    window.responses.answer(2, "Challenge!").click()
    window.hand_over.button.click()  # Ada proves it: her cards show, so the device goes back
    assert prompt.keyed["Return"].text() == "Reveal the Duke"
    qtbot.keyClick(window, Qt.Key.Key_Enter)
    assert window.session.match.record.actions == ["p1 tax", "p2 pass", "p3 challenge",
                                                   "p1 reveal duke"]
    window.hand_over.button.click()  # Cleo loses an influence
    qtbot.keyClick(window, Qt.Key.Key_1)
    window.hand_over.button.click()  # Ben's turn
    qtbot.keyClick(window, Qt.Key.Key_3)  # Tax again: Enter on the panel says "nobody"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.session.match.record.actions[-3:] == ["p2 tax", "p3 pass", "p1 pass"]


def test_a_block_challenge_says_what_is_blocked() -> None:
    from companion_ui.coup.prompt import question
    from tests.coup.conftest import play, start

    s = play(start(3, hands=[["captain", "duke"]]), "p1 steal p3", "p2 pass", "p3 pass",
             "p3 block captain")
    names = ["Ada", "Ben", "Cleo"]
    assert question(s.view(1), names) == (
        "Cleo claims the Captain to block Ada's steal. Challenge the block?")
    s = play(start(3, hands=[["captain", "duke"]]), "p1 foreign aid", "p2 block duke")
    assert question(s.view(0), names) == (
        "Ben claims the Duke to block your Foreign Aid. Challenge the block?")


def test_tracker_claims_and_reminders_in_words() -> None:
    from companion_ui.coup.tracker_words import claim_text, reminder_text

    t = Tracker(["Ann", "Bo", "Cy", "Di"], reformation=True)
    t.add_coins(0, 6)
    t.add_coins(2, 9)
    t.claim(0, 0, "tax")
    t.challenge(2, stood=True)
    assert claim_text(t.table.claims[0], t.table.names) == (
        "Ann claims Duke (tax); challenged by Cy: the claim stood")
    assert [reminder_text(r, t) for r in t.reminders()] == [
        "Ann can afford a Coup (7 coins).",
        "Foreign Aid by Ann may be blocked (Duke) by Bo, Di.",
        "Only the target may block a Steal (Captain or Ambassador) or an Assassination "
        "(Contessa); anyone may challenge any claim.",
        "Ann (Loyalist) may only target players of the other allegiance.",
        "Cy has 11 coins: must Coup on their turn.",
        "Deals are allowed but never binding; nobody may show their cards to others or give or "
        "lend coins.",
    ]


def test_a_loss_says_why() -> None:
    from companion_ui.coup.prompt import question
    from tests.coup.conftest import play, start

    names = ["Ada", "Ben", "Cleo"]
    hands = [["captain", "duke"], ["assassin", "contessa"]]
    s = play(start(3, hands=hands, coins=[7, 2, 2]), "p1 coup p2")
    assert question(s.view(1), names).startswith("Ada launches a Coup against you.")
    s = play(start(3, hands=hands), "p1 tax", "p2 challenge", "p1 reveal duke")
    assert question(s.view(1), names) == (
        "Ada revealed the Duke: your challenge failed. Which card do you turn face up?")
    s = play(start(3, hands=[*hands, ["duke", "captain"]]), "p1 foreign aid", "p2 pass",
             "p3 block duke", "p2 challenge", "p3 reveal duke")
    assert question(s.view(1), names).startswith("Cleo revealed the Duke: your challenge failed.")


def test_a_caught_bluffer_loses_rather_than_concedes(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"hands": [["assassin", "contessa"]]})
    window = table(qtbot, shell_context, ["human", "human", "human"], setup)
    window.hand_over.button.click()
    window.prompt.button("Tax — Duke (+3)").click()
    window.responses.answer(1, "Challenge!").click()
    window.hand_over.button.click()
    assert [b.text() for b in window.prompt.buttons] == ["Lose the Assassin", "Lose the Contessa"]
    assert "you cannot reveal it" in window.prompt.label.text()
    # Two different cards: no answer is obvious, so Enter chooses none of them.
    assert "Return" not in window.prompt.keyed and "Enter" not in window.prompt.keys_hint.text()


def test_enter_loses_the_only_card_and_keeps_the_hand_after_an_exchange(qtbot,
                                                                         shell_context) -> None:
    hands = [["duke", "captain"], ["contessa", "contessa"], ["assassin", "captain"]]
    window = table(qtbot, shell_context, ["human", "human", "human"],
                   GameSetup(3, 4, frozenset(), {"hands": hands}))
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    prompt = window.prompt
    window.hand_over.button.click()
    prompt.button("Tax — Duke (+3)").click()
    window.responses.answer(1, "Challenge!").click()
    window.hand_over.button.click()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Ada reveals her Duke
    window.hand_over.button.click()  # Ben's challenge failed: two Contessas, one answer
    assert prompt.keys_hint.text() == "Key: 1, Enter: Lose the Contessa"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.session.match.record.actions[-1] == "p2 lose contessa"
    window.hand_over.button.click()  # Ben's turn: an Exchange, which nobody challenges
    prompt.button("Exchange — Ambassador").click()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    window.hand_over.button.click()
    assert prompt.keyed["Return"].text() == "Keep Contessa"  # the hand he had
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.session.match.record.actions[-1] == "p2 keep contessa"


def test_the_log_says_whose_coins_changed(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"])
    window.hand_over.button.click()
    window.prompt.button("Income (+1)").click()
    window.hand_over.button.click()  # Ben takes the device
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    assert lines[-2:] == ["Ada takes Income (+1 coin).", "Coins: Ada 2 → 3"]


def test_hot_seat_cards_are_hidden_while_others_act(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "heuristic"])
    window.session.bot_delay_ms = 60_000  # the bot waits: look at the screen meanwhile
    window.hand_over.button.click()
    assert window.current_view() == window.session.state.view(0)
    window.prompt.button("Income (+1)").click()  # Ada's turn ends; Ben decides next
    assert window.pages.currentWidget() is window.hand_over
    window.hand_over.button.click()
    window.prompt.button("Income (+1)").click()  # Ben's turn ends; the bot is to move
    assert window.session.state.to_move == 2
    assert window.current_view().player is None  # the public view: no face-down card
    assert window.pages.currentWidget() is window.play_page
