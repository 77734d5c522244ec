"""Game set-up: two players (human or a bot each), their dungeons (generated, from a file or
from an open dungeon editor), who explores first and the seed."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
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
from ui.lairs.box import user_rules
from ui.shell import file_dialogs
from ui.shell.messages import translated
from ui.shell.network_options import Network, NetworkOptions
from ui.shell.retranslate import Retranslating
from ui.shell.seats import (
    REMOTE,
    default_bot_index,
    fill_seat_kinds,
    levels_legend,
    name_seat_kinds,
)

GENERATE, FROM_FILE, FROM_EDITOR = "generate", "file", "editor"


@dataclass(frozen=True)
class GameChoice:
    setup: GameSetup
    names: list[str]
    seats: list[str]  # "human" or a bot name


class PlayerBox(Retranslating, QGroupBox):
    """One player's name, kind and dungeon."""

    changed = Signal()

    def __init__(self, number: int, editors: Callable[[], list[tuple[str, Dungeon]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.editors = editors
        self.dungeon: Dungeon | None = None
        self.name = QLineEdit()
        self.default_name = ""  # the name offered, until the player types their own
        self.kind = QComboBox()
        # Human, the strength levels Lairs offers, a player at another device.
        fill_seat_kinds(self.kind, GAME, remote=True)
        self.source = QComboBox()
        self.source.addItem("", GENERATE)
        self.source.addItem("", FROM_FILE)
        self.editor_titles = [title for title, _dungeon in editors()]
        for _title in self.editor_titles:
            self.source.addItem("", FROM_EDITOR)
        self.choose = QPushButton()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.labels = [QLabel(), QLabel(), QLabel()]
        form = QFormLayout(self)
        form.addRow(self.labels[0], self.name)
        form.addRow(self.labels[1], self.kind)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(self.choose)
        form.addRow(self.labels[2], row)
        form.addRow(self.status)
        self.retranslate()
        self.source.currentIndexChanged.connect(self._source_changed)
        self.choose.clicked.connect(self._pick_file)
        self._source_changed()

    def retranslate(self) -> None:
        offered = self.tr("Player {0}").format(self.number)
        self.setTitle(offered)
        if self.name.text() == self.default_name:
            self.name.setText(offered)
        self.default_name = offered
        name_seat_kinds(self.kind, GAME)
        self.source.setItemText(0, self.tr("Generate a random dungeon"))
        self.source.setItemText(1, self.tr("Load from a file…"))
        for index, title in enumerate(self.editor_titles, start=2):
            self.source.setItemText(index, self.tr("From the editor: {0}").format(title))
        self.choose.setText(self.tr("Choose file…"))
        for label, text in zip(self.labels, (self.tr("Name:"), self.tr("Plays as:"),
                                             self.tr("Dungeon they built:")), strict=True):
            label.setText(text)
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
        path = file_dialogs.open_path(self, self.tr("Open dungeon"),
                                      self.tr("Lairs dungeon (*.json)"))
        if path is not None:
            self.load(path)

    def load(self, path: Path) -> None:
        try:
            self.set_dungeon(load_dungeon(path))
        except CompanionError as error:
            self.dungeon = None
            self.status.setText(self.tr("Cannot use {0}: {1}").format(path.name, error))
            self.changed.emit()

    def set_dungeon(self, dungeon: Dungeon) -> None:
        self.dungeon = dungeon
        self._show_status()

    @property
    def is_remote(self) -> bool:
        return self.kind.currentData() == REMOTE

    def problem(self) -> str | None:
        """Why this player's choice cannot start a game, or None."""
        if self.source.currentData() == GENERATE or not self.source.isEnabled():
            return None
        if self.dungeon is None:
            return self.tr("choose a dungeon")
        check = validate(self.dungeon)
        if not check.valid:
            return "; ".join(translated(v.message) for v in check.violations)
        return None

    def _show_status(self) -> None:
        problem = self.problem()
        if self.source.currentData() == GENERATE:
            self.status.setText(self.tr("A valid dungeon is generated from the game's seed."))
        elif problem is None:
            assert self.dungeon is not None
            self.status.setText(self.tr("✔ {0} follows the build rules.").format(
                self.dungeon.name or self.tr("The dungeon")))
        else:
            self.status.setText(self.tr("✘ {0}").format(problem))
        self.changed.emit()


class GameSetupDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None,
                 editors: Callable[[], list[tuple[str, Dungeon]]] = list) -> None:
        super().__init__(parent)
        self.setObjectName("lairsSetup")
        self.setMinimumWidth(460)
        self.players = [PlayerBox(1, editors, self), PlayerBox(2, editors, self)]
        self.players[1].kind.setCurrentIndex(default_bot_index(GAME))
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
        # change (``ui.shell.retranslate``).
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.form_labels = [QLabel(), QLabel(), QLabel()]
        form = QFormLayout()
        for label, field in zip(self.form_labels, (self.first, self.seed, self.die),
                                strict=True):
            form.addRow(label, field)
        form.addRow("", self.own_cards)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        for box in self.players:
            layout.addWidget(box)
            box.name.textChanged.connect(self._names_changed)
            box.changed.connect(self.update_ok)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(self.legend)
        layout.addLayout(form)
        self.network_options = NetworkOptions()
        layout.addWidget(self.network_options)
        layout.addWidget(self.buttons)
        for box in self.players:
            box.kind.currentIndexChanged.connect(self._kinds_changed)
        self.retranslate()
        self._kinds_changed()

    def hosted(self) -> bool:
        return any(box.is_remote for box in self.players)

    def _kinds_changed(self) -> None:
        """A player on another device makes a network table: the table deals both dungeons
        (neither player may know the other's), and seats the players at random."""
        hosted = self.hosted()
        self.network_options.setVisible(hosted)
        for box in self.players:
            box.source.setEnabled(not hosted)
            box.choose.setEnabled(not hosted)
            box.name.setEnabled(not box.is_remote)
        for field in (self.first, self.seed, self.die, self.own_cards):
            field.setEnabled(not hosted)
        self.retranslate()
        self.update_ok()

    def network(self) -> Network | None:
        """How the table is hosted, when a player is on another device."""
        return self.network_options.chosen() if self.hosted() else None

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Lairs game"))
        self.own_cards.setText(self.tr("Treasure cards from my box (%n card(s))", "",
                                       len(self.box.treasures.cards)))
        hosted = hasattr(self, "network_options") and self.hosted()
        self.start_button.setText(self.tr("Host game") if hosted else self.tr("Start"))
        self.note.setText(self.tr(
            "At a network table the table deals both dungeons at random: neither player "
            "knows the other's.") if hosted else self.tr(
            "Each player explores the other player's dungeon. A dungeon chosen here is the "
            "one its player built."))
        for label, text in zip(self.form_labels, (self.tr("First explorer:"), self.tr("Seed:"),
                                                  self.tr("Basic die faces:")), strict=True):
            label.setText(text)
        self.legend.setText(levels_legend(GAME))
        self._names_changed()

    def _names_changed(self) -> None:
        index = max(0, self.first.currentIndex())
        self.first.clear()
        for box in self.players:
            self.first.addItem(box.name.text().strip() or box.title())
        self.first.setCurrentIndex(index)

    def die_faces(self) -> tuple[int, ...] | None:
        """The faces typed in (positive whole numbers, comma-separated), or None if malformed."""
        faces = [small_number(w.strip()) for w in self.die.text().split(",")]
        if not all(face is not None and face > 0 for face in faces):
            return None
        return tuple(face for face in faces if face is not None)

    def update_ok(self) -> None:
        self.start_button.setEnabled(all(box.problem() is None for box in self.players)
                      and self.die_faces() is not None)

    def choice(self) -> GameChoice:
        seed = self.seed.value()
        chosen = [box.dungeon if box.source.currentData() != GENERATE else None
                  for box in self.players]
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
        names = [box.name.text().strip() or box.title() for box in self.players]
        seats = [str(box.kind.currentData()) for box in self.players]
        return GameChoice(GameSetup(2, seed, options=options), names, seats)
