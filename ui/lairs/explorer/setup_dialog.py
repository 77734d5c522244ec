"""Game set-up: two players (human or a bot each), their dungeons (generated, from a file or
from an open dungeon editor), who explores first, and (under Advanced) the seed, the die and
your own box's cards."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.numerals import small_number
from companion.core.protocol import GameSetup
from companion.core.simulate import derived_seed
from companion.lairs import GAME
from companion.lairs.board import Dungeon
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.game import setup_options
from companion.lairs.generator import generate_dungeon
from companion.lairs.hazards import default_die
from companion.lairs.treasures import default_treasures, treasures_document
from companion.lairs.validation import validate
from companion_ui.lairs.box import user_rules
from companion_ui.shell import file_dialogs
from companion_ui.shell.labels import note_line
from companion_ui.shell.messages import translated
from companion_ui.shell.network_options import Network, NetworkOptions
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.seats import REMOTE, FormDialog, SeatRows, seat_number

GENERATE, FROM_FILE, FROM_EDITOR = "generate", "file", "editor"


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Words of the player box this grew out of: its context keeps their translations.
    return QCoreApplication.translate("PlayerBox", text, disambiguation, n)


@dataclass(frozen=True)
class GameChoice:
    setup: GameSetup
    names: list[str]
    seats: list[str]  # "human" or a bot name


class DungeonChoice(Retranslating, QWidget):
    """The dungeon one player built: generated, from a file or from an open editor."""

    changed = Signal()

    def __init__(self, editors: Callable[[], list[tuple[str, Dungeon]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editors = editors
        self.dungeon: Dungeon | None = None
        self.source = QComboBox()
        self.source.addItem("", GENERATE)
        self.source.addItem("", FROM_FILE)
        self.editor_titles = [title for title, _dungeon in editors()]
        for _title in self.editor_titles:
            self.source.addItem("", FROM_EDITOR)
        self.choose = QPushButton()
        self.choose.setAutoDefault(False)  # Enter starts the game
        self.status = note_line()
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(self.choose)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        column.addWidget(self.status)
        self.retranslate()
        self.source.currentIndexChanged.connect(self._source_changed)
        self.choose.clicked.connect(self._pick_file)
        self._source_changed()

    def retranslate(self) -> None:
        self.source.setItemText(0, _tr("Generate a random dungeon"))
        self.source.setItemText(1, _tr("Load from a file…"))
        for index, title in enumerate(self.editor_titles, start=2):
            self.source.setItemText(index, _tr("From the editor: {0}").format(title))
        self.choose.setText(_tr("Choose file…"))
        if self.status.text():  # said once the source is known
            self._show_status()

    def _source_changed(self) -> None:
        source = self.source.currentData()
        self.choose.setVisible(source == FROM_FILE)
        self.dungeon = None
        if source == FROM_EDITOR:
            editors = self.editors()
            index = self.source.currentIndex() - 2
            if 0 <= index < len(editors):
                self.set_dungeon(editors[index][1])
        self._show_status()

    def _pick_file(self) -> None:
        path = file_dialogs.open_path(self, _tr("Open dungeon"),
                                      _tr("Lairs dungeon (*.json)"))
        if path is not None:
            self.load(path)

    def load(self, path: Path) -> None:
        try:
            self.set_dungeon(load_dungeon(path))
        except CompanionError as error:
            self.dungeon = None
            self.status.setText(_tr("Cannot use {0}: {1}").format(path.name, error))
            self.changed.emit()

    def set_dungeon(self, dungeon: Dungeon) -> None:
        self.dungeon = dungeon
        self._show_status()

    def problem(self) -> str | None:
        """Why this player's choice cannot start a game, or None."""
        if self.source.currentData() == GENERATE or not self.source.isEnabled():
            return None
        if self.dungeon is None:
            return _tr("choose a dungeon")
        check = validate(self.dungeon)
        if not check.valid:
            return "; ".join(translated(v.message) for v in check.violations)
        return None

    def _show_status(self) -> None:
        problem = self.problem()
        if self.source.currentData() == GENERATE:
            self.status.setText(_tr("A valid dungeon is generated from the game's seed."))
        elif problem is None:
            assert self.dungeon is not None
            self.status.setText(_tr("✔ {0} follows the build rules.").format(
                self.dungeon.name or _tr("The dungeon")))
        else:
            self.status.setText(_tr("✘ {0}").format(problem))
        self.changed.emit()


class GameSetupDialog(Retranslating, FormDialog):
    """The two seats (the rows every New game dialog shares), the dungeons they built and who
    explores first; the seed, the die and your own cards under *Advanced*, folded away."""

    def __init__(self, parent: QWidget | None = None,
                 editors: Callable[[], list[tuple[str, Dungeon]]] = list) -> None:
        super().__init__(parent)
        self.setObjectName("lairsSetup")
        self.setMinimumWidth(460)
        self.seats = SeatRows(2, 2, 2, GAME, remote=True)
        self.dungeons = [DungeonChoice(editors, self), DungeonChoice(editors, self)]
        self.dungeon_labels = [QLabel(), QLabel()]
        self.dungeons_box = QGroupBox()
        dungeons = QFormLayout(self.dungeons_box)
        for label, choice in zip(self.dungeon_labels, self.dungeons, strict=True):
            dungeons.addRow(label, choice)
            choice.changed.connect(self.update_ok)
        self.first = QComboBox()
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(2**31))
        # Your own box (Lairs > My box), if you saved one: its die, and its cards on request.
        self.box, _problem = user_rules()
        die = self.box.die
        self.die = QLineEdit(", ".join(map(str, die.faces)))
        self.die.setToolTip(die.assumption)
        self.own_cards = QCheckBox()
        has_cards = self.box.treasures is not default_treasures()
        self.own_cards.setVisible(has_cards)
        self.own_cards.setChecked(has_cards)
        self.die.textChanged.connect(self.update_ok)
        # Start is a button of the dialog's own: the box would say "OK" again on a language
        # change (``companion_ui.shell.retranslate``).
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.note = note_line()
        self.first_label = QLabel()
        first = QFormLayout()
        first.addRow(self.first_label, self.first)
        # What most games leave as it is, folded away until asked for.
        self.advanced_button = QToolButton()
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setAutoRaise(True)
        self.advanced = QWidget()
        self.advanced.setVisible(False)
        self.advanced_button.toggled.connect(self._fold)
        self.advanced_labels = [QLabel(), QLabel()]
        form = QFormLayout(self.advanced)
        form.setContentsMargins(18, 0, 0, 0)
        for label, field in zip(self.advanced_labels, (self.seed, self.die), strict=True):
            form.addRow(label, field)
        form.addRow("", self.own_cards)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.seats)
        layout.addWidget(self.dungeons_box)
        layout.addLayout(first)
        layout.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.advanced)
        self.network_options = NetworkOptions()
        self.network_options.shows_table_changed.connect(self.seats.set_shows_table)
        layout.addWidget(self.network_options)
        layout.addWidget(self.buttons)
        for name in self.seats.names:
            name.textChanged.connect(self._names_changed)
        self.seats.kinds_changed.connect(self._kinds_changed)
        self.retranslate()
        self._kinds_changed()

    def _fold(self, shown: bool) -> None:
        self.advanced.setVisible(shown)
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown
                                          else Qt.ArrowType.RightArrow)
        self.adjustSize()

    def hosted(self) -> bool:
        return self.seats.has_remote()

    def _kinds_changed(self) -> None:
        """A player on another device makes a network table: the table deals both dungeons
        (neither player may know the other's), and seats the players at random."""
        hosted = self.hosted()
        self.network_options.setVisible(hosted)
        self.dungeons_box.setEnabled(not hosted)
        for name, kind in zip(self.seats.names, self.seats.kinds, strict=True):
            name.setEnabled(kind.currentData() != REMOTE)
        for field in (self.first, self.seed, self.die, self.own_cards):
            field.setEnabled(not hosted)
        self.retranslate()
        self.update_ok()

    def network(self) -> Network | None:
        """How the table is hosted, when a player is on another device."""
        return self.network_options.chosen() if self.hosted() else None

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Lairs game"))
        self.seats.setTitle(self.tr("Players"))
        self.dungeons_box.setTitle(self.tr("Dungeons"))
        self.own_cards.setText(self.tr("Treasure cards from my box (%n card(s))", "",
                                       len(self.box.treasures.cards)))
        hosted = hasattr(self, "network_options") and self.hosted()
        self.start_button.setText(self.tr("Host game") if hosted else self.tr("Start"))
        self.note.setText(self.tr(
            "At a network table the table deals both dungeons at random: neither player "
            "knows the other's.") if hosted else self.tr(
            "Each player explores the other player's dungeon. A dungeon chosen here is the "
            "one its player built."))
        self.first_label.setText(self.tr("First explorer:"))
        self.advanced_button.setText(self.tr("Advanced"))
        for label, text in zip(self.advanced_labels, (self.tr("Seed:"),
                                                      self.tr("Basic die faces:")), strict=True):
            label.setText(text)
        self._names_changed()

    def names(self) -> list[str]:
        return [name or seat_number(seat)
                for seat, name in enumerate(self.seats.chosen_names())]

    def _names_changed(self) -> None:
        index = max(0, self.first.currentIndex())
        self.first.clear()
        names = self.names()
        self.first.addItems(names)
        self.first.setCurrentIndex(index)
        for label, name in zip(self.dungeon_labels, names, strict=True):
            label.setText(self.tr("{0} built:").format(name))

    def die_faces(self) -> tuple[int, ...] | None:
        """The faces typed in (positive whole numbers, comma-separated), or None if malformed."""
        faces = [small_number(w.strip()) for w in self.die.text().split(",")]
        if not all(face is not None and face > 0 for face in faces):
            return None
        return tuple(face for face in faces if face is not None)

    def update_ok(self) -> None:
        self.start_button.setEnabled(all(d.problem() is None for d in self.dungeons)
                                     and self.die_faces() is not None)

    def choice(self) -> GameChoice:
        seed = self.seed.value()
        chosen = [d.dungeon if d.source.currentData() != GENERATE else None
                  for d in self.dungeons]
        dungeons = None
        if any(d is not None for d in chosen):
            # Generated ones are made here too, so the record holds both dungeons explicitly.
            d0, d1 = (d or generate_dungeon(derived_seed(seed, seat))
                      for seat, d in enumerate(chosen))
            dungeons = (d0, d1)
        faces = self.die_faces()
        die = faces if faces != default_die().faces else None
        options = dict(setup_options(dungeons, first=self.first.currentIndex(), die=die))
        if self.own_cards.isChecked() and self.box.treasures is not default_treasures():
            options["treasures"] = treasures_document(self.box.treasures)
        seats = [str(kind.currentData()) for kind in self.seats.kinds]
        return GameChoice(GameSetup(2, seed, options=options), self.names(), seats)
