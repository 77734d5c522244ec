"""Who plays a seat, as the new-game dialogs offer it: a human, or a bot at a strength level;
``SeatRows`` is the seats box of a dialog (names and kinds).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec
from ui.shell.labels import note_line
from ui.shell.messages import translated
from ui.shell.retranslate import Retranslating
from ui.shell.session import HUMAN


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


class SeatRows(Retranslating, QGroupBox):
    """A new-game dialog's seats: a name and human-or-bot per seat, the first ``count`` shown."""

    def __init__(self, spec: GameSpec, title: str, parent: QWidget | None = None,
                 seat_label: Callable[[int], str] | None = None) -> None:
        """``seat_label(seat)`` may name a seat in rich text (a game's seat colour, say);
        "Seat 1", "Seat 2"... otherwise."""
        super().__init__(title, parent)
        self.spec = spec
        self.seat_label = seat_label
        grid = QGridLayout(self)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        for seat in range(spec.max_players):
            label = QLabel()
            name = QLineEdit()
            kind = QComboBox()
            fill_seat_kinds(kind, spec, remote=True)
            kind.setCurrentIndex(0 if seat == 0 else default_bot_index(spec))
            for column, widget in enumerate((label, name, kind)):
                grid.addWidget(widget, seat, column)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append((label, name, kind))
        self.legend = note_line()
        grid.addWidget(self.legend, spec.max_players, 0, 1, 3)
        self.count = spec.default_players or spec.min_players
        self.retranslate()

    def retranslate(self) -> None:
        """Seat labels, kinds and the levels' legend (the title is the dialog's to give)."""
        for seat, (label, _, kind) in enumerate(self.rows):
            label.setText(self.seat_label(seat) if self.seat_label else seat_number(seat))
            name_seat_kinds(kind, self.spec)
        suggest_names(self.names)
        self.legend.setText(levels_legend(self.spec))

    def show_count(self, count: int) -> None:
        self.count = count
        for seat, widgets in enumerate(self.rows):
            for widget in widgets:
                widget.setVisible(seat < count)

    def chosen(self) -> tuple[list[str], list[str]]:
        """The shown seats' names and kinds; a CompanionError when names clash or are empty
        (a player on another device names themselves when they join)."""
        names = [self.names[s].text().strip() for s in range(self.count)]
        kinds = [self.kinds[s].currentData() for s in range(self.count)]
        named = [n for n, kind in zip(names, kinds, strict=True) if kind != REMOTE]
        if any(not n for n in named) or len(set(named)) != len(named):
            raise CompanionError(
                QCoreApplication.translate("seats", "Every seat needs a distinct name."))
        return names, kinds

    def has_remote(self) -> bool:
        return any(self.kinds[s].currentData() == REMOTE for s in range(self.count))
