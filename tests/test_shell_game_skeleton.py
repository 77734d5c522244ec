"""The shared skeleton of the game windows (ui/shell: play_activity, newgame, table_window,
game_log, game_over), exercised with Pebbles, the tests' toy game, so it is proven apart from
any real game's windows."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QMessageBox, QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup, Level
from companion_ui.shell import newgame
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_over import GameOverPanel
from companion_ui.shell.play_activity import play_activity
from companion_ui.shell.session import GameSession
from companion_ui.shell.table_window import TableWindow
from tests.tinygame import SPEC, Take

PEBBLES = replace(SPEC, levels=(Level("Easy", "greedy", "takes all it may"),),
                  default_players=2)


class PebblesDialog(newgame.NewGameDialog):
    def __init__(self) -> None:
        super().__init__(PEBBLES, "New Pebbles game", "Seats")

    def sections_above_seats(self) -> list[QWidget]:
        self.about = QLabel()
        return [self.about]

    def sections_below_seats(self) -> list[QWidget]:
        self.short = QCheckBox("Short pile")
        return [self.short]

    def players_changed(self, count: int) -> None:
        self.about.setText(f"{count} players")

    def variants(self) -> frozenset[str]:
        return frozenset({"short"}) if self.short.isChecked() else frozenset()

    def check_setup(self, setup: GameSetup) -> None:
        if "short" in setup.variants and setup.players > 3:
            raise CompanionError("A short pile is for at most 3 players.")


class PebblesTable(TableWindow):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session, f"Pebbles — {', '.join(session.names)}")
        self.pile = QLabel()
        self.again = GameOverPanel()
        self.again.new_game.connect(self.new_game)
        self.lay_out(self.pile, [self.again])
        self.start_play()

    def render(self) -> None:
        waiting = self.session.needs_hand_over()
        if waiting is not None:
            self.show_hand_over(waiting, f"{self.session.names[waiting]}'s card comes next.")
            return
        self.show_table()
        view = self.current_view()
        self.pile.setText(f"pile {view.pile}, my card {view.secret}")
        self.again.setVisible(self.session.state.is_over())


PLAY = play_activity(PEBBLES, "Play", "Play Pebbles", PebblesDialog, PebblesTable)


def opened(context: ShellContext, kind: type[QWidget]) -> list[QWidget]:
    return [w for w in context.windows if isinstance(w, kind) and w.isVisible()]


def test_the_dialog_starts_a_table_and_new_game_reopens_it(qtbot, shell_context) -> None:
    assert (PLAY.key, PLAY.game, PLAY.resume is not None) == ("pebbles.play", "pebbles", True)
    dialog = PLAY.open(shell_context)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, PebblesDialog) and dialog.about.text() == "2 players"
    assert [dialog.seats.kinds[1].itemText(i) for i in range(2)] == ["Human", "Bot: Easy"]
    dialog.players.setValue(3)
    assert dialog.about.text() == "3 players" and dialog.seats.names[2].isVisibleTo(dialog)
    dialog.seats.kinds[1].setCurrentIndex(0)
    dialog.short.setChecked(True)
    dialog.start_button.click()
    [window] = opened(shell_context, PebblesTable)
    qtbot.addWidget(window)
    assert not dialog.isVisible()
    assert window.session.names == ["Ada", "Ben", "Cleo"]
    assert window.session.seats == ["human", "human", "greedy"]
    assert window.session.match.record.setup.variants == {"short"}
    assert window.windowTitle() == "Pebbles — Ada, Ben, Cleo"
    assert window.menuBar().actions()[0].text() == "&Game"  # the shared menus

    window.again.again.click()
    assert not window.isVisible()
    [again] = opened(shell_context, PebblesDialog)
    qtbot.addWidget(again)


def test_the_dialog_says_what_is_wrong_and_starts_nothing(qtbot) -> None:
    dialog = PebblesDialog()
    qtbot.addWidget(dialog)
    started: list[object] = []
    dialog.start.connect(lambda *args: started.append(args))
    dialog.seats.names[1].setText("Ada")
    dialog.accept()
    assert "distinct name" in dialog.message.text() and not started
    dialog.seats.names[1].setText("Ben")
    dialog.players.setValue(4)
    assert dialog.message.text() == ""  # a new count starts afresh
    dialog.short.setChecked(True)
    dialog.accept()
    assert dialog.message.text() == "A short pile is for at most 3 players." and not started


@pytest.fixture
def hot_seat(qtbot, shell_context) -> PebblesTable:
    session = GameSession.start(PEBBLES, GameSetup(2, seed=3), shell_context.autosaves,
                                ["Ann", "Bo"], ["human", "human"], bot_delay_ms=0)
    window = PebblesTable(session)
    qtbot.addWidget(window)
    return window


def test_hot_seat_hides_the_table_until_the_next_player_is_ready(hot_seat, qtbot) -> None:
    window = hot_seat
    assert window.pages.currentWidget() is window.hand_over
    assert window.hand_over.detail.text() == "Ann's card comes next."
    assert window.current_view().player is None and not window.my_decision()
    window.hand_over.button.click()
    assert window.pages.currentWidget() is window.play_page
    assert window.current_view().player == 0 and window.my_decision()
    window.play(Take(2))
    assert window.pages.currentWidget() is window.hand_over
    assert "Bo" in window.hand_over.heading.text()
    assert window.current_view().player is None  # Ann's card is not left on the table


def test_a_refused_choice_is_explained_and_changes_nothing(hot_seat, monkeypatch) -> None:
    window = hot_seat
    window.hand_over.button.click()
    for _ in range(4):
        window.session.play(Take(2))
        window.hand_over.button.click()
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text: said.append(f"{title}: {text}"))
    assert window.session.state.pile == 2
    window.play(Take(3))
    assert said == ["Not allowed: take 3: only 2 pebbles are left"]
    assert window.session.state.pile == 2 and window.pile.text().startswith("pile 2")


def test_the_status_says_which_bot_is_thinking(hot_seat) -> None:
    hot_seat.session.bot_thinking.emit(1)
    assert hot_seat.status.text() == "Bo is thinking…"


def test_the_log_follows_its_newest_line(hot_seat, qtbot) -> None:
    window = hot_seat
    window.resize(900, 400)
    window.hand_over.button.click()
    window.show()
    qtbot.waitExposed(window)
    log = window.log
    for number in range(60):
        log.add_line(f"line {number} " + "and more words " * 6, "#8a6200", bold=number == 0)
    log.follow_newest()
    newest = log.item(log.count() - 1)
    assert log.viewport().rect().contains(log.visualItemRect(newest).bottomLeft())
    assert log.item(0).font().bold() and newest.foreground().color().name() == "#8a6200"


def test_the_game_over_panel_puts_details_between_winner_and_buttons(qtbot) -> None:
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    standings = QLabel("1. Ann")
    panel.add_detail(standings)
    column = panel.column
    assert [column.itemAt(i).widget() for i in range(2)] == [panel.winner, standings]
    buttons = column.itemAt(2).layout()
    assert column.count() == 3 and [buttons.itemAt(i).widget() for i in range(2)] == [
        panel.again, panel.record]
    with qtbot.waitSignal(panel.new_game):
        panel.again.click()


def test_resume_opens_the_unfinished_game(qtbot, shell_context) -> None:
    session = GameSession.start(PEBBLES, GameSetup(2, seed=3), shell_context.autosaves,
                                ["Ann", "Bo"], ["human", "human"], bot_delay_ms=0)
    session.play(Take(3))
    session.release()  # its window closed: the launcher offers it for resuming
    path = shell_context.autosaves.path(session.autosave_key)
    window = PLAY.resume(shell_context, UnfinishedGame(session.autosave_key, path,
                                                       session.match.record, 0.0))
    qtbot.addWidget(window)
    assert isinstance(window, PebblesTable) and window.session.state.pile == 7
    assert window.session.autosave_key == session.autosave_key
