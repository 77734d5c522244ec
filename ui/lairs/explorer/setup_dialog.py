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
    QFileDialog,
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
from ui.shell.messages import translated
from ui.shell.seats import default_bot_index, fill_seat_kinds, levels_legend

GENERATE, FROM_FILE, FROM_EDITOR = "generate", "file", "editor"


@dataclass(frozen=True)
class GameChoice:
    setup: GameSetup
    names: list[str]
    seats: list[str]  # "human" or a bot name


class PlayerBox(QGroupBox):
    """One player's name, kind and dungeon."""

    changed = Signal()

    def __init__(self, number: int, editors: Callable[[], list[tuple[str, Dungeon]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Player {0}").format(number), parent)
        self.editors = editors
        self.dungeon: Dungeon | None = None
        self.name = QLineEdit(self.tr("Player {0}").format(number))
        self.kind = QComboBox()
        fill_seat_kinds(self.kind, GAME)  # Human, then the strength levels Lairs offers
        self.source = QComboBox()
        self.source.addItem(self.tr("Generate a random dungeon"), GENERATE)
        self.source.addItem(self.tr("Load from a file…"), FROM_FILE)
        for title, _dungeon in editors():
            self.source.addItem(self.tr("From the editor: {0}").format(title), FROM_EDITOR)
        self.choose = QPushButton(self.tr("Choose file…"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Plays as:"), self.kind)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(self.choose)
        form.addRow(self.tr("Dungeon they built:"), row)
        form.addRow(self.status)
        self.source.currentIndexChanged.connect(self._source_changed)
        self.choose.clicked.connect(self._pick_file)
        self._source_changed()

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
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open dungeon"), "",
                                              self.tr("Lairs dungeon (*.json)"))
        if name:
            self.load(Path(name))

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

    def problem(self) -> str | None:
        """Why this player's choice cannot start a game, or None."""
        if self.source.currentData() == GENERATE:
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


class GameSetupDialog(QDialog):
    def __init__(self, parent: QWidget | None = None,
                 editors: Callable[[], list[tuple[str, Dungeon]]] = list) -> None:
        super().__init__(parent)
        self.setObjectName("lairsSetup")
        self.setWindowTitle(self.tr("New Lairs game"))
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
        self.own_cards = QCheckBox(self.tr("Treasure cards from my box (%n card(s))", "",
                                           len(self.box.treasures.cards)))
        has_cards = self.box.treasures is not default_treasures()
        self.own_cards.setVisible(has_cards)
        self.own_cards.setChecked(has_cards)
        self.die.textChanged.connect(self.update_ok)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        note = QLabel(self.tr("Each player explores the other player's dungeon. A dungeon "
                              "chosen here is the one its player built."))
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("First explorer:"), self.first)
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow(self.tr("Basic die faces:"), self.die)
        form.addRow("", self.own_cards)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        for box in self.players:
            layout.addWidget(box)
            box.name.textChanged.connect(self._names_changed)
            box.changed.connect(self.update_ok)
        legend = QLabel(levels_legend(GAME))
        legend.setWordWrap(True)
        legend.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(legend)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self._names_changed()
        self.update_ok()

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
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(all(box.problem() is None for box in self.players)
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
