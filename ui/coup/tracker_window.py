"""The tabletop tracker window: renders ``companion.coup.tracker.Tracker`` and edits it through a
QUndoStack (every edit undoable)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.coup.cards import ALLEGIANCE_NAMES
from companion.coup.tracker import Table, Tracker
from ui.coup.scene import character_name
from ui.shell.context import ShellContext

COIN_STEPS = (-7, -3, -2, -1, +1, +2, +3)


class _Edit(QUndoCommand):
    """One tracker edit, already carried out; undo and redo swap snapshots."""

    def __init__(self, window: TrackerWindow, text: str, before: Table, after: Table) -> None:
        super().__init__(text)
        self.window, self.before, self.after = window, before, after
        self.done = True

    def redo(self) -> None:
        if self.done:  # pushed right after the edit happened
            self.done = False
            return
        self.window.tracker.restore(self.after)
        self.window.refresh()

    def undo(self) -> None:
        self.window.tracker.restore(self.before)
        self.window.refresh()


class TrackerSetupDialog(QWidget):
    """Names (one per line, clockwise from the starting player) and variants."""

    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__()
        self.context = context
        self.setWindowTitle(self.tr("Coup table tracker"))
        self.names = QPlainTextEdit("Ada\nBen\nCleo\nDan")
        self.inquisitor = QCheckBox(self.tr("Inquisitor instead of Ambassador"))
        self.reformation = QCheckBox(self.tr("Reformation (allegiances, Treasury Reserve)"))
        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        self.start = QPushButton(self.tr("Start tracking"))
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        self.window: TrackerWindow | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Players, one per line, clockwise from the first:")))
        layout.addWidget(self.names)
        layout.addWidget(self.inquisitor)
        layout.addWidget(self.reformation)
        layout.addWidget(self.message)
        layout.addWidget(self.start)

    def accept(self) -> None:
        names = [line.strip() for line in self.names.toPlainText().splitlines() if line.strip()]
        try:
            tracker = Tracker(names, self.inquisitor.isChecked(), self.reformation.isChecked())
        except CompanionError as error:
            self.message.setText(str(error))
            return
        self.window = TrackerWindow(tracker)
        if self.context is not None:
            self.context.show_window(self.window, "coup.tracker")
        self.close()


class PlayerPanel(QGroupBox):
    def __init__(self, window: TrackerWindow, player: int) -> None:
        super().__init__()
        self.player = player
        self.coins = QLabel()
        font = self.coins.font()
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.coins.setFont(font)
        self.face_up = QLabel()
        self.reveal_choice = QComboBox()
        for card in window.tracker.characters:
            self.reveal_choice.addItem(character_name(card), card)
        self.reveal = QPushButton(self.tr("Turn face up"))
        self.reveal.clicked.connect(lambda: window.edit(
            self.tr("reveal"), lambda: window.tracker.reveal(
                player, self.reveal_choice.currentData())))
        grid = QGridLayout(self)
        grid.addWidget(self.coins, 0, 0)
        steps = QHBoxLayout()
        self.coin_buttons: dict[int, QToolButton] = {}
        for step in COIN_STEPS:
            button = QToolButton()
            button.setText(f"{step:+d}")
            button.clicked.connect(lambda _=False, s=step: window.edit(
                self.tr("coins"), lambda: window.tracker.add_coins(player, s)))
            steps.addWidget(button)
            self.coin_buttons[step] = button
        grid.addLayout(steps, 0, 1, 1, 3)
        grid.addWidget(self.face_up, 1, 0, 1, 2)
        grid.addWidget(self.reveal_choice, 1, 2)
        grid.addWidget(self.reveal, 1, 3)
        self.allegiance = QPushButton()
        if window.tracker.table.reformation:
            self.allegiance.clicked.connect(lambda: window.edit(
                self.tr("allegiance"), lambda: window.tracker.flip_allegiance(player)))
            convert = QPushButton(self.tr("Pay 1 to Reserve"))
            convert.clicked.connect(lambda: window.edit(
                self.tr("reserve"), lambda: window.tracker.pay_reserve(player, 1)))
            convert2 = QPushButton(self.tr("Pay 2 to Reserve"))
            convert2.clicked.connect(lambda: window.edit(
                self.tr("reserve"), lambda: window.tracker.pay_reserve(player, 2)))
            embezzle = QPushButton(self.tr("Embezzle"))
            embezzle.clicked.connect(lambda: window.edit(
                self.tr("embezzle"), lambda: window.tracker.embezzle(player)))
            grid.addWidget(self.allegiance, 2, 0)
            grid.addWidget(convert, 2, 1)
            grid.addWidget(convert2, 2, 2)
            grid.addWidget(embezzle, 2, 3)

    def refresh(self, tracker: Tracker) -> None:
        t = tracker.table
        p = self.player
        alive = tracker.alive(p)
        current = " ▶" if t.current == p and alive else ""
        self.setTitle(t.names[p] + current + ("" if alive else self.tr(" (exiled)")))
        self.coins.setText(self.tr("{0} coins").format(t.coins[p]))
        up = ", ".join(character_name(c) for c in t.revealed[p]) or self.tr("none")
        self.face_up.setText(self.tr("Face up: {0}").format(up))
        self.setEnabled(alive)
        if t.reformation:
            self.allegiance.setText(ALLEGIANCE_NAMES[t.allegiance[p]].capitalize())
        self.setStyleSheet("QGroupBox { font-weight: bold; }" if current else "")


class TrackerWindow(QMainWindow):
    def __init__(self, tracker: Tracker) -> None:
        super().__init__()
        self.tracker = tracker
        self.setWindowTitle(self.tr("Coup table tracker"))
        self.undo_stack = QUndoStack(self)
        names = tracker.table.names

        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        toolbar = self.addToolBar(self.tr("Edit"))
        toolbar.addAction(undo)
        toolbar.addAction(redo)
        self.next_turn = QPushButton(self.tr("Next turn ▶"))
        self.next_turn.clicked.connect(
            lambda: self.edit(self.tr("next turn"), tracker.next_turn))
        toolbar.addWidget(self.next_turn)

        self.panels = [PlayerPanel(self, p) for p in range(tracker.players)]
        players = QWidget()
        column = QVBoxLayout(players)
        for panel in self.panels:
            column.addWidget(panel)
        self.money = QLabel()
        column.addWidget(self.money)
        column.addStretch(1)

        claims = QGroupBox(self.tr("Claims"))
        form = QGridLayout(claims)
        self.claimant = QComboBox()
        self.challenger = QComboBox()
        for name in names:
            self.claimant.addItem(name)
            self.challenger.addItem(name)
        self.claim_kind = QComboBox()
        for what, card in tracker.claim_kinds():
            self.claim_kind.addItem(f"{character_name(card)} — {self.tr(what)}", (what, card))
        add = QPushButton(self.tr("Add claim"))
        add.clicked.connect(self._add_claim)
        stood = QPushButton(self.tr("Challenged: claim stood"))
        stood.clicked.connect(lambda: self._challenge(True))
        caught = QPushButton(self.tr("Challenged: bluff caught"))
        caught.clicked.connect(lambda: self._challenge(False))
        form.addWidget(self.claimant, 0, 0)
        form.addWidget(self.claim_kind, 0, 1)
        form.addWidget(add, 0, 2)
        form.addWidget(QLabel(self.tr("Latest claim challenged by")), 1, 0)
        form.addWidget(self.challenger, 1, 1)
        form.addWidget(stood, 2, 1)
        form.addWidget(caught, 2, 2)
        self.claims = QListWidget()
        form.addWidget(self.claims, 3, 0, 1, 3)

        self.unseen = QLabel()
        self.reminders = QLabel()
        self.reminders.setWordWrap(True)
        self.message = QLabel()
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        right = QWidget()
        side = QVBoxLayout(right)
        side.addWidget(claims, 1)
        side.addWidget(QLabel(self.tr("<b>Unseen cards</b> (not face up)")))
        side.addWidget(self.unseen)
        side.addWidget(QLabel(self.tr("<b>Reminders</b>")))
        side.addWidget(self.reminders)
        side.addWidget(self.message)

        central = QWidget()
        row = QHBoxLayout(central)
        row.addWidget(players, 3)
        row.addWidget(right, 2)
        self.setCentralWidget(central)
        self.resize(1100, 700)
        self.refresh()

    def edit(self, text: str, change: Callable[[], None]) -> None:
        """Carry out an edit of the model; a refused one explains itself and changes nothing."""
        before = self.tracker.snapshot()
        try:
            change()
        except CompanionError as error:
            self.message.setText(str(error))
            return
        self.message.clear()
        self.undo_stack.push(_Edit(self, text, before, self.tracker.snapshot()))
        self.refresh()

    def _add_claim(self) -> None:
        what, card = self.claim_kind.currentData()
        player = self.claimant.currentIndex()
        self.edit(self.tr("claim"), lambda: self.tracker.claim(player, card, what))

    def _challenge(self, stood: bool) -> None:
        challenger = self.challenger.currentIndex()
        self.edit(self.tr("challenge"), lambda: self.tracker.challenge(challenger, stood))

    def refresh(self) -> None:
        tracker = self.tracker
        t = tracker.table
        for panel in self.panels:
            panel.refresh(tracker)
        money = self.tr("Treasury: {0} coins").format(tracker.treasury)
        if t.reformation:
            money += "  ·  " + self.tr("Treasury Reserve: {0}").format(t.reserve)
        self.money.setText(money)
        self.claims.clear()
        for claim in t.claims:
            self.claims.addItem(claim.describe(t.names))
        self.claims.scrollToBottom()
        self.unseen.setText("  ".join(f"{character_name(c)}: {n}"
                                      for c, n in tracker.unseen().items()))
        self.reminders.setText("\n".join("• " + r for r in tracker.reminders()))
        self.next_turn.setEnabled(tracker.winner() is None)
        self.claimant.setCurrentIndex(t.current)

