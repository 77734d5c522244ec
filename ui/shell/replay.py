"""Watch a game record: step forward and back through its decisions on the game's own table,
as the public table saw it or as one player did, and play on from any decision.

Generic over ``GameSpec``. A game takes part by giving its play activity a ``replay_table``: a
factory for a widget with ``show_position(state, seat, names)`` that draws ``state.view(seat)``
(``seat`` None: the public view) and nothing else of the state, its log included, and
``tell_decision(before, after, decision, names)`` that says one decision as that viewer was told
it, from their views just before and after it. The list of decisions, the stepping and "play
on" come from here; the list's headings say how far the game was (``Activity.progress``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from companion.core import registry
from companion.core.account import Decision, decisions, seat_names
from companion.core.autosave import UnfinishedGame
from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec, GameState
from companion.core.record import GameRecord, apply_notation, replay
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext
from companion_ui.shell.icons import icon
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ReplayWindow", text, disambiguation, n)


class ReplayTable(Protocol):
    def show_position(self, state: GameState, seat: int | None, names: list[str]) -> None: ...

    def tell_decision(self, before: Any, after: Any, decision: Decision, names: list[str]
                      ) -> str:
        """``decision`` in words, as the viewer of the views ``before`` and ``after`` it was
        told it: another player's secret stays one. Its notation may be said only by a game
        whose every decision is made aloud at the table."""
        ...


def replay_activity(context: ShellContext, game: str) -> Activity | None:
    """The activity that can show (and play on) records of ``game``, if any."""
    return next((a for a in context.activities
                 if a.game == game and a.replay_table is not None and a.resume is not None),
                None)


class ReplayWindow(Retranslating, QMainWindow):
    """``step`` is how many decisions have been replayed (0: the set-up, before any)."""

    def __init__(self, context: ShellContext, spec: GameSpec, record: GameRecord,
                 activity: Activity, source: str = "record",
                 seats: Sequence[int] | None = None) -> None:
        """``seats``: whose view may be chosen besides the public one (None: everyone's once
        the game is over; a record of a game still being played shows the public table only,
        since anyone's view would show the others' secrets)."""
        super().__init__()
        assert activity.replay_table is not None
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("replay")
        self.context, self.spec, self.activity = context, spec, activity
        self.record = record
        self.names = seat_names(record)
        self.steps: list[Decision] = decisions(spec, record, source)
        self.step = 0
        if seats is None and not replay(spec, record, source).is_over():
            seats = ()

        self.table: Any = activity.replay_table()
        self.viewer = QComboBox()
        self.viewer.setObjectName("replayViewer")
        self.viewer.addItem("", None)
        for seat in range(len(self.names)):
            if seats is None or seat in seats:
                self.viewer.addItem("", seat)
        # Each viewer was told the decisions their own way: the list is told again.
        self.viewer.currentIndexChanged.connect(lambda _=0: self._retell())
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps))
        self.slider.valueChanged.connect(self.show_step)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Home, End and arrows step the game
        self.where = QLabel()
        self.where.setObjectName("replayWhere")
        self.where.setMinimumWidth(260)
        self.decisions = QListWidget()
        self.decisions.setObjectName("replayDecisions")
        self.decisions.setWordWrap(True)
        self.decisions.setMinimumWidth(220)
        # Choosing a decision (click, Up/Down) shows the game just after it.
        self.decisions.currentItemChanged.connect(self._jump_to)
        self.progress: list[str] = []  # how far the game was at each decision
        self.play_on = QPushButton(icon("play"), "")
        self.play_on.clicked.connect(self.play_on_from_here)

        self.first = self._action("Home", lambda: self.show_step(0))
        self.back = self._action("Left", lambda: self.show_step(self.step - 1))
        self.forward = self._action("Right", lambda: self.show_step(self.step + 1))
        self.last = self._action("End", lambda: self.show_step(len(self.steps)))
        # A viewer closes as the rules guide does.
        QShortcut(QKeySequence.StandardKey.Close, self, self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.bar = bar = QToolBar()
        bar.setObjectName("replayBar")
        bar.setMovable(False)
        for action in (self.first, self.back, self.forward, self.last):
            bar.addAction(action)
        bar.addWidget(self.slider)
        bar.addWidget(self.where)
        bar.addSeparator()
        bar.addWidget(self.viewer)
        self.addToolBar(bar)

        side = QWidget()
        column = QVBoxLayout(side)
        self.decisions_heading = QLabel()
        column.addWidget(self.decisions_heading)
        column.addWidget(self.decisions, 1)
        column.addWidget(self.play_on)
        split = QSplitter()
        split.addWidget(ScrollingPanel(self.table, across=True))  # a table of mats: Lairs
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        self.setCentralWidget(split)
        self.resize(1300, 760)
        self.step = len(self.steps)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text, the decisions' words and the position shown, in the language of now."""
        self.setWindowTitle(self.tr("Replay: {0} — {1}").format(
            self.spec.title, ", ".join(self.names)))
        for index in range(self.viewer.count()):
            seat = self.viewer.itemData(index)
            self.viewer.setItemText(index, self.tr("Public table (no hidden cards)") if seat is None
                                    else self.tr("As {0} saw it").format(self.names[seat]))
        self.play_on.setText(self.tr("&Play On from Here"))
        self.play_on.setToolTip(self.tr("Start a new game from this decision, with the same "
                                        "seats; this record stays as it is"))
        for action, text in ((self.first, self.tr("First")), (self.back, self.tr("◀ Back")),
                             (self.forward, self.tr("Forward ▶")), (self.last, self.tr("Last"))):
            action.setText(text)
            action.setToolTip(self.tr("{0} ({1})").format(
                text, action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
        self.bar.setWindowTitle(self.tr("Replay"))
        self.decisions_heading.setText(self.tr("<b>Decisions</b>"))
        self._retell()

    def _retell(self) -> None:
        """The decisions told again (for another viewer, in another language), and the step
        shown."""
        self.decisions.blockSignals(True)  # refilled: no jump to the set-up meanwhile
        self._fill_decisions()
        self.decisions.blockSignals(False)
        self.show_step(self.step)

    def _action(self, key: str, slot: Any) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        return action

    def _fill_decisions(self) -> None:
        """Every decision as the chosen viewer was told it, under a heading whenever the game
        has gone further ("Turn 3", "Round 2 of 3")."""
        self.decisions.clear()
        setup = QListWidgetItem(self.tr("Set-up"))
        setup.setData(Qt.ItemDataRole.UserRole, 0)
        self.decisions.addItem(setup)
        self.progress = []
        seat = self.seat()
        state = self.state_at(0)
        before = state.view(seat)
        for step in self.steps:
            progress = self.activity.progress_words(state)
            if not self.progress or progress != self.progress[-1]:
                self.decisions.addItem(self._heading(progress))
            self.progress.append(progress)
            apply_notation(self.spec, state, [step.notation], "record")
            after = state.view(seat)
            item = QListWidgetItem(self.table.tell_decision(before, after, step, self.names))
            item.setData(Qt.ItemDataRole.UserRole, step.index + 1)
            self.decisions.addItem(item)
            before = after

    def _heading(self, progress: str) -> QListWidgetItem:
        heading = QListWidgetItem(QLocale().toUpper(progress[:1]) + progress[1:])
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        # Not a decision: neither a click nor Up/Down stops on it (in the text's own colour,
        # not greyed out).
        heading.setFlags(Qt.ItemFlag.NoItemFlags)
        heading.setForeground(self.decisions.palette().text())
        return heading

    def _jump_to(self, item: QListWidgetItem | None) -> None:
        """Show the decision chosen in the list, which stays as it is: scrolling it now would
        slide another row under the mouse before the button is up."""
        step = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if step is not None and step != self.step:
            self._show(step)

    def seat(self) -> int | None:
        seat: int | None = self.viewer.currentData()
        return seat

    def state_at(self, step: int) -> GameState:
        return replay(self.spec, self.prefix(step))

    def prefix(self, step: int) -> GameRecord:
        record = self.record
        return GameRecord(record.game, record.setup, record.actions[:step], list(record.names),
                          list(record.seats), record.rules)

    def show_step(self, step: int) -> None:
        """Show the game after ``step`` decisions, with that decision chosen in the list."""
        self._show(step)
        for row in range(self.decisions.count()):
            item = self.decisions.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == self.step:
                self.decisions.setCurrentItem(item)
                self.decisions.scrollToItem(item, QListWidget.ScrollHint.PositionAtCenter)

    def _show(self, step: int) -> None:
        step = max(0, min(step, len(self.steps)))
        self.step = step
        state = self.state_at(step)
        self.table.show_position(state, self.seat(), self.names)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        total = len(self.steps)
        if step == 0:
            self.where.setText(self.tr("Set-up · %n decision(s)", "", total))
        else:
            self.where.setText(self.tr("Decision {0} of {1} · {2}").format(
                step, total, self.progress[step - 1]))
        self.first.setEnabled(step > 0)
        self.back.setEnabled(step > 0)
        self.forward.setEnabled(step < total)
        self.last.setEnabled(step < total)
        self.play_on.setEnabled(not state.is_over())

    def play_on_from_here(self) -> QWidget | None:
        """A new autosaved game from the shown decision (the record itself is left alone)."""
        record = self.prefix(self.step)
        store = self.context.autosaves
        key = store.new_key(record.game)
        store.save(key, record)
        game = UnfinishedGame(key, store.path(key), record, time.time())
        window = self.context.resume(game, self.activity, self, self.tr("Cannot play on"))
        self.context.unfinished_changed.emit()
        return window


def watch(context: ShellContext, record: GameRecord, parent: QWidget | None = None,
          source: str = "record", seats: Sequence[int] | None = None) -> ReplayWindow | None:
    """Open the replay viewer on ``record`` (``seats`` as for ``ReplayWindow``); a clear
    message when it cannot be shown."""
    activity = replay_activity(context, record.game)
    spec = registry.find(record.game)
    if activity is None or spec is None:
        QMessageBox.warning(parent, _tr("Cannot watch game record"), _tr(
            "Companion cannot show {0} games yet.").format(record.game))
        return None
    try:
        window = ReplayWindow(context, spec, record, activity, source, seats)
    except CompanionError as error:
        QMessageBox.warning(parent, _tr("Cannot watch game record"), str(error))
        return None
    context.show_window(window, "replay")
    return window


def watch_file(context: ShellContext, path: Path, parent: QWidget | None = None
               ) -> ReplayWindow | None:
    try:
        record = GameRecord.load(path)
    except CompanionError as error:
        QMessageBox.warning(parent, _tr("Cannot watch game record"), str(error))
        return None
    window = watch(context, record, parent, str(path))
    if window is not None:
        context.note_recent(path, f"{record.game}.record")
    return window
