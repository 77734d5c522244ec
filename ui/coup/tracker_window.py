"""The tabletop tracker window: renders ``companion.coup.tracker.Tracker`` and edits it through a
QUndoStack (every edit undoable). Sessions are saved to files (Save, Save As, Open, recent files);
while a session has unsaved changes it is autosaved after every change and offered again the next
time the tracker opens (``tracker_setup``)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.coup.cards import ALLEGIANCE_NAMES
from companion.coup.tracker import Table, Tracker
from companion.coup.tracker_file import (
    load_tracker,
    save_autosave,
    save_tracker,
)
from ui.coup.scene import character_name
from ui.shell.context import ShellContext

ACTIVITY_KEY = "coup.tracker"
FILE_FILTER = "Coup tracker session (*.json)"


def autosave_folder(context: ShellContext) -> Path:
    # A folder of its own: the shared autosave folder holds game records only.
    return context.autosaves.folder / "coup-tracker"


def open_tracker_file(context: ShellContext | None, path: Path) -> TrackerWindow:
    """Open a session file in a new window; a malformed file raises before any window opens."""
    window = TrackerWindow(load_tracker(path), context, path)
    if context is not None:
        context.show_window(window, ACTIVITY_KEY)
    else:
        window.show()
    return window

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
    def __init__(self, tracker: Tracker, context: ShellContext | None = None,
                 path: Path | None = None, autosave_path: Path | None = None) -> None:
        """``autosave_path``: resume a recovered session (its changes are not saved yet)."""
        super().__init__()
        self.tracker = tracker
        self.context = context
        self.path = path
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.undo_stack = QUndoStack(self)
        self.autosave_path = autosave_path
        if autosave_path is None and context is not None:
            self.autosave_path = autosave_folder(context) / f"{uuid.uuid4().hex[:12]}.json"
        names = tracker.table.names

        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        self._build_file_menu(undo, redo)
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
        self.undo_stack.cleanChanged.connect(self._update_title)
        self.undo_stack.indexChanged.connect(self._autosave)
        if autosave_path is not None:
            self.undo_stack.resetClean()  # a recovered session is not saved in any file yet
        self._update_title()

    # --- files ----------------------------------------------------------------------------------
    def _build_file_menu(self, undo: QAction, redo: QAction) -> None:
        menu = self.menuBar().addMenu(self.tr("&File"))
        self._action(menu, self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu.addSeparator()
        self._action(menu, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self._action(menu, self.tr("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        menu.addSeparator()
        self._action(menu, self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(undo)
        edit.addAction(redo)

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                key: QKeySequence.StandardKey) -> None:
        action = menu.addAction(text)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def _update_title(self) -> None:
        shown = self.path.name if self.path else self.tr("untitled")
        self.setWindowTitle(self.tr("{0}[*] — Coup table tracker").format(shown))
        self.setWindowModified(self.modified)

    def _autosave(self) -> None:
        """Unsaved changes are kept in the autosave file; a saved session needs none."""
        if self.autosave_path is None:
            return
        if not self.modified:
            self.autosave_path.unlink(missing_ok=True)
            return
        try:
            save_autosave(self.autosave_path, self.tracker, self.path)
        except OSError as error:
            self.message.setText(self.tr("Autosave failed: {0}").format(error.strerror or error))

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self) -> bool:
        suggested = self.path or Path(self.tr("coup table") + ".json")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save tracker session"),
                                              str(suggested), self.tr(FILE_FILTER))
        if not name:
            return False
        path = Path(name)
        return self._save_to(path if path.suffix else path.with_suffix(".json"))

    def _save_to(self, path: Path) -> bool:
        try:
            save_tracker(path, self.tracker)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot save the session"),
                                self.tr("{0}: {1}").format(path, error.strerror or error))
            return False
        self.path = path
        self.undo_stack.setClean()
        self._autosave()
        self._update_title()
        self._note_recent(path)
        self.statusBar().showMessage(self.tr("Saved {0}").format(path.name), 5000)
        return True

    def open_dialog(self) -> None:
        start = str(self.path.parent) if self.path else ""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open tracker session"), start,
                                              self.tr(FILE_FILTER))
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> TrackerWindow | None:
        """Open a session in a new window (this one stays as it is)."""
        try:
            window = open_tracker_file(self.context, path)
        except CompanionError as error:
            QMessageBox.warning(self, self.tr("Cannot open the session"), str(error))
            return None
        self._note_recent(path)
        return window

    def _note_recent(self, path: Path) -> None:
        if self.context is not None:
            self.context.note_recent(path, ACTIVITY_KEY)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        entries = [] if self.context is None else [
            r for r in self.context.settings.recent_files() if r.activity == ACTIVITY_KEY]
        for entry in entries:
            action = self.recent_menu.addAction(str(entry.path))
            action.triggered.connect(lambda _=False, p=entry.path: self.open_file(p))
        if not entries:
            self.recent_menu.addAction(self.tr("No recent sessions")).setEnabled(False)

    def confirm_discard(self) -> bool:
        """Ask before unsaved changes are lost; True when it is fine to go on."""
        if not self.modified:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"),
            self.tr("The tracked game has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        if self.autosave_path is not None:  # saved or discarded on purpose: nothing to recover
            self.autosave_path.unlink(missing_ok=True)
        event.accept()

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

