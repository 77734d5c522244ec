"""The tabletop tracker window: renders ``companion.coup.tracker.Tracker`` and edits it through an
undo history (every edit undoable). Sessions are saved to files (a ``DocumentWindow``: Save, Save
As, Open — each session in a window of its own — and recent files); unsaved changes are autosaved
by the shell's ``DocumentWindow`` and offered again by the launcher after a crash."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.coup.tracker import Table, Tracker
from companion.coup.tracker_file import load_tracker, save_tracker
from companion_ui.coup.scene import allegiance_name, character_name
from companion_ui.coup.tracker_words import claim_text, reminder_text, what_label
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, UndoableDocumentWindow
from companion_ui.shell.game_menu import HelpMenu
from companion_ui.shell.labels import error_line
from companion_ui.shell.messages import error_text
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.tabletop_activity import show_tabletop_window
from companion_ui.shell.undoable import Label, UndoableDocument

ACTIVITY_KEY = "coup.tracker"
FILE_FILTER = QT_TRANSLATE_NOOP("TrackerWindow", "Coup tracker session (*.json)")


def open_tracker_file(context: ShellContext | None, path: Path) -> TrackerWindow:
    """Open a session file in a new window; a malformed file raises before any window opens."""
    window = TrackerWindow(load_tracker(path), context, path)
    show_tabletop_window(context, window, ACTIVITY_KEY)
    return window


COIN_STEPS = (-7, -3, -2, -1, +1, +2, +3)


class TrackerDocument(UndoableDocument[Table]):
    """The tracked table's history: each step holds the table before and after an edit. The live
    ``tracker`` (which applies the rules) is set back to whichever table is shown."""

    def __init__(self, tracker: Tracker, path: Path | None, parent: QObject | None) -> None:
        super().__init__(tracker.snapshot(), path, parent)
        self.tracker = tracker
        self.changed.connect(lambda: tracker.restore(self.value))

    def write_value(self, path: Path, value: Table) -> None:
        """Writes ``value`` itself (an autosave of any step, not only the live one)."""
        table = Tracker(value.names, value.inquisitor, value.reformation)
        table.restore(value)
        save_tracker(path, table)


class PlayerPanel(Retranslating, QGroupBox):
    """One player's coins, face-up cards and buttons; ``refresh`` shows the table (the window's
    refresh, also after a language change)."""

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
            self.reveal_choice.addItem("", card)
        self.reveal = QPushButton()
        self.reveal.clicked.connect(lambda: window.edit(
            lambda: self.tr("reveal"), lambda: window.tracker.reveal(
                player, self.reveal_choice.currentData())))
        grid = QGridLayout(self)
        grid.addWidget(self.coins, 0, 0)
        steps = QHBoxLayout()
        self.coin_buttons: dict[int, QToolButton] = {}
        for step in COIN_STEPS:
            button = QToolButton()
            button.setText(f"{step:+d}")
            button.clicked.connect(lambda _=False, s=step: window.edit(
                lambda: self.tr("coins"), lambda: window.tracker.add_coins(player, s)))
            steps.addWidget(button)
            self.coin_buttons[step] = button
        grid.addLayout(steps, 0, 1, 1, 3)
        grid.addWidget(self.face_up, 1, 0, 1, 2)
        grid.addWidget(self.reveal_choice, 1, 2)
        grid.addWidget(self.reveal, 1, 3)
        self.allegiance = QPushButton()
        self.convert, self.convert2, self.embezzle = QPushButton(), QPushButton(), QPushButton()
        if window.tracker.table.reformation:
            self.allegiance.clicked.connect(lambda: window.edit(
                lambda: self.tr("allegiance"), lambda: window.tracker.flip_allegiance(player)))
            self.convert.clicked.connect(lambda: window.edit(
                lambda: self.tr("reserve"), lambda: window.tracker.pay_reserve(player, 1)))
            self.convert2.clicked.connect(lambda: window.edit(
                lambda: self.tr("reserve"), lambda: window.tracker.pay_reserve(player, 2)))
            self.embezzle.clicked.connect(lambda: window.edit(
                lambda: self.tr("embezzle"), lambda: window.tracker.embezzle(player)))
            # Two a row: four side by side would widen the window past a small screen.
            grid.addWidget(self.allegiance, 2, 0, 1, 2)
            grid.addWidget(self.embezzle, 2, 2, 1, 2)
            grid.addWidget(self.convert, 3, 0, 1, 2)
            grid.addWidget(self.convert2, 3, 2, 1, 2)
        self.retranslate()

    def retranslate(self) -> None:
        for index in range(self.reveal_choice.count()):
            self.reveal_choice.setItemText(index,
                                           character_name(self.reveal_choice.itemData(index)))
        self.reveal.setText(self.tr("Turn face up"))
        self.convert.setText(self.tr("Pay 1 to Reserve"))
        self.convert2.setText(self.tr("Pay 2 to Reserve"))
        self.embezzle.setText(self.tr("Embezzle"))

    def refresh(self, tracker: Tracker) -> None:
        t = tracker.table
        p = self.player
        alive = tracker.alive(p)
        current = " ▶" if t.current == p and alive else ""
        self.setTitle(t.names[p] + current + ("" if alive else self.tr(" (exiled)")))
        self.coins.setText(self.tr("%n coin(s)", "", t.coins[p]))
        up = ", ".join(character_name(c) for c in t.revealed[p]) or self.tr("none")
        self.face_up.setText(self.tr("Face up: {0}").format(up))
        self.setEnabled(alive)
        if t.reformation:
            self.allegiance.setText(allegiance_name(t.allegiance[p]))
        self.setStyleSheet("QGroupBox { font-weight: bold; }" if current else "")


class TrackerWindow(UndoableDocumentWindow):
    activity_key = ACTIVITY_KEY
    file_filter = FILE_FILTER
    opens_in_new_window = True

    def __init__(self, tracker: Tracker, context: ShellContext | None = None,
                 path: Path | None = None) -> None:
        super().__init__(context)
        self.tracker = tracker
        self.document = TrackerDocument(tracker, path, self)
        self.undo_stack = self.document.undo_stack
        self._build_menus()
        players = self._build_players()
        right = self._build_claims_side()

        central = QWidget()
        row = QHBoxLayout(central)
        # Ten players, and the claims beside them, scroll on a small screen.
        row.addWidget(ScrollingPanel(players), 1)
        row.addWidget(ScrollingPanel(right), 1)
        self.setCentralWidget(central)
        self.resize(1100, 700)
        self.document.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """The menus, buttons and headings, then the table shown again in the new language."""
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.toolbar.setWindowTitle(self.tr("Edit"))
        self.next_turn.setText(self.tr("Next turn ▶"))
        self.claims_box.setTitle(self.tr("Claims"))
        for index in range(self.claim_kind.count()):
            what, card = self.claim_kind.itemData(index)
            self.claim_kind.setItemText(index, f"{character_name(card)} — {what_label(what)}")
        self.add_claim.setText(self.tr("Add claim"))
        self.stood.setText(self.tr("Challenged: claim stood"))
        self.caught.setText(self.tr("Challenged: bluff caught"))
        self.challenged_by.setText(self.tr("Latest claim challenged by"))
        self.unseen_heading.setText(self.tr("<b>Unseen cards</b> (not face up)"))
        self.reminders_heading.setText(self.tr("<b>Reminders</b>"))
        super().retranslate()
        self.refresh()

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.add_open_actions(file_menu, new=False)
        file_menu.addSeparator()
        self.add_save_actions(file_menu)
        file_menu.addSeparator()
        self.add_close_action(file_menu)
        self.edit_menu = self.menuBar().addMenu("")
        undo, redo = self.add_undo_actions(self.edit_menu, self.undo_stack)
        self.menuBar().addMenu(HelpMenu(self, "coup"))
        self.toolbar = toolbar = self.addToolBar("")
        toolbar.addAction(undo)
        toolbar.addAction(redo)
        self.next_turn = QPushButton()
        self.next_turn.clicked.connect(
            lambda: self.edit(lambda: self.tr("next turn"), self.tracker.next_turn))
        toolbar.addWidget(self.next_turn)

    def _build_players(self) -> QWidget:
        self.panels = [PlayerPanel(self, p) for p in range(self.tracker.players)]
        players = QWidget()
        column = QVBoxLayout(players)
        for panel in self.panels:
            column.addWidget(panel)
        self.money = QLabel()
        column.addWidget(self.money)
        column.addStretch(1)
        return players

    def _build_claims_side(self) -> QWidget:
        self.claims_box = claims = QGroupBox()
        form = QGridLayout(claims)
        self.claimant = QComboBox()
        self.challenger = QComboBox()
        for name in self.tracker.table.names:
            self.claimant.addItem(name)
            self.challenger.addItem(name)
        self.claim_kind = QComboBox()
        # Narrower than its longest claim (the list opens as wide as it needs).
        self.claim_kind.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.claim_kind.setMinimumContentsLength(14)
        for what, card in self.tracker.claim_kinds():
            self.claim_kind.addItem("", (what, card))
        self.add_claim = QPushButton()
        self.add_claim.clicked.connect(self._add_claim)
        self.stood = QPushButton()
        self.stood.clicked.connect(lambda: self._challenge(True))
        self.caught = QPushButton()
        self.caught.clicked.connect(lambda: self._challenge(False))
        self.challenged_by = QLabel()
        # Two columns, so that the window fits a small screen beside the players.
        form.addWidget(self.claimant, 0, 0)
        form.addWidget(self.claim_kind, 0, 1)
        form.addWidget(self.add_claim, 1, 0, 1, 2)
        form.addWidget(self.challenged_by, 2, 0, 1, 2)
        form.addWidget(self.challenger, 3, 0)
        form.addWidget(self.stood, 4, 0)
        form.addWidget(self.caught, 4, 1)
        self.claims = QListWidget()
        form.addWidget(self.claims, 5, 0, 1, 2)

        self.unseen = QLabel()
        self.unseen.setWordWrap(True)
        self.reminders = QLabel()
        self.reminders.setWordWrap(True)
        self.reminders.setTextFormat(Qt.TextFormat.PlainText)  # they name the players
        self.message = error_line()
        right = QWidget()
        side = QVBoxLayout(right)
        side.addWidget(claims, 1)
        self.unseen_heading, self.reminders_heading = QLabel(), QLabel()
        side.addWidget(self.unseen_heading)
        side.addWidget(self.unseen)
        side.addWidget(self.reminders_heading)
        side.addWidget(self.reminders)
        side.addWidget(self.message)
        return right

    @property
    def path(self) -> Path | None:
        return self.document.path

    # --- DocumentWindow hooks ----------------------------------------------------------------
    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title=self.tr("Open tracker session"),
            save_title=self.tr("Save tracker session"),
            cannot_open=self.tr("Cannot open the session"),
            cannot_save=self.tr("Cannot save the session"),
            no_recent=self.tr("No recent sessions"),
            untitled=self.tr("untitled"))

    def document_title(self) -> str:
        return self.tr("Coup table tracker")

    def suggested_name(self) -> str:
        return self.tr("coup table")

    def open_new_window(self, path: Path) -> DocumentWindow:
        return open_tracker_file(self.context, path)

    # --- edits ----------------------------------------------------------------------------------
    def edit(self, label: Label, change: Callable[[], None]) -> None:
        """Carry out an edit of the model; a refused one explains itself and changes nothing."""
        try:
            change()
        except CompanionError as error:  # refused before it made a new table: nothing changed
            self.message.setText(error_text(error))
            return
        self.message.clear()
        self.document.change(self.tracker.snapshot(), label)

    def _add_claim(self) -> None:
        what, card = self.claim_kind.currentData()
        player = self.claimant.currentIndex()
        self.edit(lambda: self.tr("claim"), lambda: self.tracker.claim(player, card, what))

    def _challenge(self, stood: bool) -> None:
        challenger = self.challenger.currentIndex()
        self.edit(lambda: self.tr("challenge"), lambda: self.tracker.challenge(challenger, stood))

    def refresh(self) -> None:
        tracker = self.tracker
        t = tracker.table
        for panel in self.panels:
            panel.refresh(tracker)
        money = self.tr("Treasury: %n coin(s)", "", tracker.treasury)
        if t.reformation:
            money += "  ·  " + self.tr("Treasury Reserve: {0}").format(t.reserve)
        self.money.setText(money)
        self.claims.clear()
        for claim in t.claims:
            self.claims.addItem(claim_text(claim, t.names))
        self.claims.scrollToBottom()
        self.unseen.setText("  ".join(f"{character_name(c)}: {n}"
                                      for c, n in tracker.unseen().items()))
        self.reminders.setText("\n".join("• " + reminder_text(r, tracker)
                                          for r in tracker.reminders()))
        self.next_turn.setEnabled(tracker.winner() is None)
        self.claimant.setCurrentIndex(t.current)

