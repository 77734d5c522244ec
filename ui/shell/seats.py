"""Who plays a seat, as the new-game dialogs offer it: a human, or a bot at a strength level;
``SeatRows`` is the seats box that every game's New game dialog and every table-side helper's
set-up shows: one row per seat, added and removed, and ``FormDialog`` the window they sit in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec
from companion_ui.shell.labels import note_line
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.session import HUMAN


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("seats", text, disambiguation, n)


def level_label(label: str) -> str:
    """A level's name through the translation system (literal calls, so lupdate finds them)."""
    names = {
        "Easy": QCoreApplication.translate("seats", "Easy"),
        "Normal": QCoreApplication.translate("seats", "Normal"),
        "Hard": QCoreApplication.translate("seats", "Hard"),
    }
    return names.get(label, label)


REMOTE = "remote"  # a player who joins over the network (the table is then hosted)


def fill_seat_kinds(combo: QComboBox, spec: GameSpec, remote: bool = False) -> None:
    """Human first, then one entry per strength level (its description as the tooltip), then
    (with ``remote``) a player at another device."""
    combo.addItem("", HUMAN)
    for level in spec.levels:
        combo.addItem("", level.bot)
    if remote:
        combo.addItem("", REMOTE)
    name_seat_kinds(combo, spec)


def name_seat_kinds(combo: QComboBox, spec: GameSpec) -> None:
    """The entries of ``fill_seat_kinds`` in the language of the moment."""
    combo.setItemText(0, QCoreApplication.translate("seats", "Human"))
    for index, level in enumerate(spec.levels, start=1):
        combo.setItemText(index, QCoreApplication.translate("seats", "Bot: {0}").format(
            level_label(level.label)))
        combo.setItemData(index, translated(level.description), Qt.ItemDataRole.ToolTipRole)
    remote = combo.findData(REMOTE)
    if remote >= 0:
        combo.setItemText(remote, QCoreApplication.translate("seats",
                                                             "Player on another device"))
        combo.setItemData(remote, QCoreApplication.translate(
            "seats", "Joins over the network from their own Companion: you host the table"),
            Qt.ItemDataRole.ToolTipRole)


def levels_legend(spec: GameSpec) -> str:
    """One line per strength level, for the dialogs to show under the seats."""
    return "\n".join(QCoreApplication.translate("seats", "{0}: {1}").format(
        level_label(level.label), translated(level.description)) for level in spec.levels)


def default_bot_index(spec: GameSpec) -> int:
    """The entry of the level the dialogs suggest for a bot seat (Normal where there is one)."""
    labels = [level.label for level in spec.levels]
    return 1 + (labels.index("Normal") if "Normal" in labels else 0)


def seat_number(seat: int) -> str:
    return QCoreApplication.translate("seats", "Seat {0}").format(seat + 1)


def default_names() -> list[str]:
    """The players' names a new game suggests, in the language of the moment: common first
    names of that language, none of them a word of the games (Turkish "Ada" is the Island)."""
    names = QCoreApplication.translate(
        "seats", "Ada, Ben, Cleo, Dan, Eve, Finn, Gia, Hugo, Iris, Jon",
        "the players' names a new game suggests: ten common first names, comma-separated, "
        "none of them a word of the games")
    return [name.strip() for name in names.split(",")]


def suggest_names(fields: Sequence[QLineEdit]) -> None:
    """Each seat's field gets its suggested name unless the user typed one there: a language
    switch brings that language's names."""
    names = default_names()
    for seat, field in enumerate(fields):
        if not field.isModified():
            field.setText(names[seat % len(names)])


VISIBLE_ROWS = 6  # more seats than this scroll, so the dialog keeps to the screen


class FormDialog(QDialog):
    """A set-up form in a window of its own (not modal): Enter presses its default button from
    any field, and Esc closes it as the title bar's ✕ does (a closed window is forgotten).

    Its button box is its child from the start (``QDialogButtonBox(buttons, self)``): a button
    made default before it belongs to the dialog is forgotten when the dialog shows, and the
    first button (Cancel) takes Enter."""

    def reject(self) -> None:
        super().reject()
        self.close()


class _RowsArea(QScrollArea):
    """The seats' rows: as tall as they are up to ``VISIBLE_ROWS`` seats (and a quarter of the
    screen), scrolling beyond; never shorter, so the dialog grows with the first seats added."""

    def __init__(self, rows: QWidget, count: Callable[[], int]) -> None:
        super().__init__()
        self.count = count
        self.setWidget(rows)
        self.setWidgetResizable(True)
        # The rows sit on the seats' box, as rows without a scroll area would.
        rows.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        inner = self.widget().sizeHint()
        shown = max(1, self.count())
        height = min(inner.height() * min(shown, VISIBLE_ROWS) // shown,
                     self.screen().availableGeometry().height() // 4)
        scroll = self.verticalScrollBar().sizeHint().width() if height < inner.height() else 0
        return QSize(inner.width() + scroll, height)

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        scroll = hint.width() - self.widget().sizeHint().width()
        return QSize(self.widget().minimumSizeHint().width() + scroll, hint.height())


class SeatRows(Retranslating, QGroupBox):
    """A dialog's seats, ``minimum`` to ``maximum`` of them, clockwise: how many (``players``),
    and a row per seat with the seat's label, a name, who plays it (when ``spec`` is given: a
    human, a bot at one of its levels or, with ``remote``, a player on another device), what
    ``extra(seat)`` adds to the row (a castle's colour, say) and a ✕ that removes that seat
    (the ones after it move up, with what was chosen for them); *Add a seat* adds one below."""

    count_changed = Signal(int)
    kinds_changed = Signal()

    def __init__(self, minimum: int, maximum: int, count: int, spec: GameSpec | None = None,
                 remote: bool = False, title: str = "",
                 seat_label: Callable[[int], str] | None = None,
                 extra: Callable[[int], QWidget] | None = None,
                 parent: QWidget | None = None) -> None:
        """``seat_label(seat)`` may name a seat in rich text (a game's seat colour, say);
        "Seat 1", "Seat 2"... otherwise."""
        super().__init__(title, parent)
        self.spec = spec
        self.seat_label = seat_label
        self.players = QSpinBox(minimum=minimum, maximum=maximum, value=count)
        self.players_label = QLabel()
        self.players_label.setBuddy(self.players)
        self.add_button = QPushButton()
        self.add_button.setAutoDefault(False)  # Enter starts the game, never adds a seat
        self.add_button.clicked.connect(lambda: self.players.setValue(self.players.value() + 1))
        header = QHBoxLayout()
        header.addWidget(self.players_label)
        header.addWidget(self.players)
        header.addStretch(1)
        self.extra_heading = QLabel()
        self.grid = QGridLayout(rows := QWidget())
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 1)  # the names take the room
        self.grid.setRowStretch(maximum + 1, 1)  # room to spare stays under the rows
        self.labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.extras: list[QWidget] = []
        self.removers: list[QToolButton] = []
        for seat in range(maximum):
            self.labels.append(QLabel())
            name = QLineEdit()
            self.names.append(name)
            if spec is not None:
                kind = QComboBox()
                fill_seat_kinds(kind, spec, remote=remote)
                kind.setCurrentIndex(0 if seat == 0 else default_bot_index(spec))
                kind.currentIndexChanged.connect(self.kinds_changed)
                self.kinds.append(kind)
            if extra is not None:
                self.extras.append(extra(seat))
            remove = QToolButton()
            remove.setText("✕")
            remove.clicked.connect(lambda _=False, r=remove: self.remove_seat(
                self.removers.index(r)))
            self.removers.append(remove)
        self._place_rows()
        self.area = _RowsArea(rows, lambda: self.count)
        self.legend = note_line()
        self.legend.setVisible(spec is not None)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.area)
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.legend)
        # One number of seats is no choice: nothing to add, remove or count.
        fixed = minimum == maximum
        for widget in (self.players_label, self.players, self.add_button):
            widget.setVisible(not fixed)
        self.fixed = fixed
        self.count = count
        self.players.valueChanged.connect(self.show_count)
        self.show_count(count)
        self.retranslate()

    def _place_rows(self) -> None:
        """Each seat's widgets on its row of the grid, in the order of the seats."""
        chain: list[QWidget] = []
        for seat in range(len(self.names)):
            row = [self.labels[seat], self.names[seat], *self.kinds[seat:seat + 1],
                   *self.extras[seat:seat + 1], self.removers[seat]]
            for column, widget in enumerate(row):
                self.grid.removeWidget(widget)
                self.grid.addWidget(widget, seat + 1, column)
            if self.extras:  # under its heading, at its own size
                self.grid.setAlignment(self.extras[seat], Qt.AlignmentFlag.AlignCenter)
            chain += row[1:]
        for before, after in pairwise(chain):  # Tab goes seat by seat
            QWidget.setTabOrder(before, after)
        if self.extras:  # the extra column's heading, above it
            self.grid.addWidget(self.extra_heading, 0, 3 if self.kinds else 2,
                                Qt.AlignmentFlag.AlignCenter)

    def retranslate(self) -> None:
        """Seat labels, kinds and the levels' legend (the title is the dialog's to give)."""
        self.players_label.setText(tr("Players"))
        self.add_button.setText(tr("+ Add a seat"))
        for seat, label in enumerate(self.labels):
            label.setText(self.seat_label(seat) if self.seat_label else seat_number(seat))
            self.removers[seat].setToolTip(tr("Remove this seat (the seats after it move up)"))
        suggest_names(self.names)
        if self.spec is not None:
            for kind in self.kinds:
                name_seat_kinds(kind, self.spec)
            self.legend.setText(levels_legend(self.spec))

    def set_range(self, minimum: int, maximum: int) -> None:
        """A narrower or wider choice (a game's variants decide it); the count moves into it."""
        self.players.setRange(minimum, maximum)  # a count moved into it shows at once
        self._show_rows()

    def show_count(self, count: int) -> None:
        self.count = count
        self._show_rows()
        self.count_changed.emit(count)

    def _show_rows(self) -> None:
        count = self.count
        for seat in range(len(self.names)):
            shown = seat < count
            for widget in (self.labels[seat], self.names[seat], *self.kinds[seat:seat + 1],
                           *self.extras[seat:seat + 1]):
                widget.setVisible(shown)
            self.removers[seat].setVisible(shown and not self.fixed)
            self.removers[seat].setEnabled(count > self.players.minimum())
        self.add_button.setEnabled(count < self.players.maximum())
        self.area.updateGeometry()

    def remove_seat(self, seat: int) -> None:
        """The seat leaves the table: the seats after it move up one, with their choices."""
        if self.count <= self.players.minimum():
            return
        # It waits first among the hidden rows: *Add a seat* brings it back as it was.
        last = self.count - 1
        for column in (self.names, self.kinds, self.extras, self.removers):
            if column:
                column.insert(last, column.pop(seat))  # type: ignore[arg-type]
        self._place_rows()
        self.players.setValue(self.count - 1)

    def chosen_names(self) -> list[str]:
        """The shown seats' names, as typed (a helper's record judges them)."""
        return [self.names[s].text().strip() for s in range(self.count)]

    def chosen(self) -> tuple[list[str], list[str]]:
        """The shown seats' names and kinds; a CompanionError when names clash or are empty
        (a player on another device names themselves when they join)."""
        names = self.chosen_names()
        kinds = [self.kinds[s].currentData() for s in range(self.count)]
        named = [n for n, kind in zip(names, kinds, strict=True) if kind != REMOTE]
        if any(not n for n in named) or len(set(named)) != len(named):
            raise CompanionError(
                QCoreApplication.translate("seats", "Every seat needs a distinct name."))
        return names, kinds

    def set_shows_table(self, on: bool) -> None:
        """This screen shows the table to the room: nobody plays at it, so no seat is a
        Human's here; each becomes a player on another device (their phone), and Human cannot
        be chosen until the choice is undone."""
        for kind in self.kinds:
            human = kind.findData(HUMAN)
            remote = kind.findData(REMOTE)
            if human < 0 or remote < 0:
                continue
            item = kind.model().item(human)  # type: ignore[attr-defined]
            item.setEnabled(not on)
            if on and kind.currentIndex() == human:
                kind.setCurrentIndex(remote)

    def has_remote(self) -> bool:
        return any(self.kinds[s].currentData() == REMOTE for s in range(min(self.count,
                                                                             len(self.kinds))))
