"""The box window: your treasure cards laid out as cards, a small editor for the one in hand
(name, type, keywords, base, bonus), your die's faces, import from a file, and Save into the
user's data folder. Every card is checked by the rules package's own loader before anything is
written; a problem is shown on its card and nothing is lost."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.files import write_json_atomic
from companion.lairs.box import (
    DICE_FILE,
    TREASURES_FILE,
    load_box,
    load_treasures,
    parse_faces,
)
from companion.lairs.hazards import default_die
from companion.lairs.treasures import (
    BONUS_KINDS,
    TreasureSet,
    box_word,
    default_treasures,
    parse_treasures,
    treasures_document,
)
from companion_ui.lairs.box import box_folder
from companion_ui.lairs.treasure_card import STANDIN_MARK
from companion_ui.shell import file_dialogs
from companion_ui.shell.colours import ink
from companion_ui.shell.messages import error_text, translated
from companion_ui.shell.retranslate import Retranslating

CARD = QSize(132, 176)
PARCHMENT = QColor("#f6edd6")
INK = QColor("#3b2f2a")
TYPE_COLOURS = ["#6d4c41", "#546e7a", "#8e24aa", "#00897b", "#c0a000", "#3949ab", "#c62828",
                "#2e7d32"]


def card_pixmap(card: TreasureSet, card_id: str, problem: bool = False) -> QPixmap:
    """One treasure card as it lies on the table: type band, name, base, bonus, keywords."""
    c = card[card_id]
    pixmap = QPixmap(CARD)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QRectF(2, 2, CARD.width() - 4, CARD.height() - 4)
    painter.setPen(QPen(QColor("#b3261e") if problem else INK, 3 if problem else 1.5))
    painter.setBrush(PARCHMENT)
    painter.drawRoundedRect(frame, 9, 9)
    colour = QColor(TYPE_COLOURS[card.types.index(c.type) % len(TYPE_COLOURS)])
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(QRectF(6, 6, CARD.width() - 12, 24), 6, 6)
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(6, 6, CARD.width() - 12, 24), Qt.AlignmentFlag.AlignCenter,
                     translated(box_word(c.type)))
    painter.setPen(INK)
    painter.drawText(QRectF(8, 34, CARD.width() - 16, 34),
                     Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, translated(c.name))
    big = QFont(font)
    big.setPixelSize(30)
    painter.setFont(big)
    painter.drawText(QRectF(8, 66, CARD.width() - 16, 36), Qt.AlignmentFlag.AlignCenter,
                     str(c.base))
    small = QFont(font)
    small.setPixelSize(10)
    small.setBold(False)
    painter.setFont(small)
    if c.bonus is not None:
        painter.drawText(QRectF(8, 104, CARD.width() - 16, 36),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         translated(c.bonus.describe()))
    if c.keywords:
        small.setItalic(True)
        painter.setFont(small)
        painter.drawText(QRectF(8, 140, CARD.width() - 16, 14), Qt.AlignmentFlag.AlignCenter,
                         ", ".join(translated(box_word(k)) for k in sorted(c.keywords)))
    if c.standin:
        painter.setPen(QColor("#9e9e9e"))
        painter.drawText(QRectF(8, CARD.height() - 22, CARD.width() - 16, 14),
                         Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("BoxWindow", "stand-in"))
    painter.end()
    return pixmap


def _slug(name: str, taken: set[str]) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"
    slug, n = base, 2
    while slug in taken:
        slug, n = f"{base}-{n}", n + 1
    return slug


class BoxWindow(Retranslating, QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lairsBox")
        self.folder = box_folder()
        self.document: dict[str, Any] = {}
        self._loading = False
        self.cards = QListWidget()
        self.cards.setObjectName("boxCards")
        self.cards.setViewMode(QListView.ViewMode.IconMode)
        self.cards.setIconSize(CARD)
        self.cards.setResizeMode(QListView.ResizeMode.Adjust)
        self.cards.setMovement(QListView.Movement.Static)
        self.cards.setSpacing(8)
        self.cards.currentRowChanged.connect(self._show_card)
        self.name = QLineEdit()
        self.type = QComboBox()
        self.keywords = QLineEdit()
        self.base = QSpinBox()
        self.base.setRange(0, 30)
        self.bonus_kind = QComboBox()
        for kind in (None, *BONUS_KINDS):
            self.bonus_kind.addItem("", kind)
        self.points = QSpinBox()
        self.points.setRange(0, 30)
        self.bonus_type = QComboBox()
        self.bonus_keyword = QLineEdit()
        self.bonus_count = QSpinBox()
        self.bonus_count.setRange(2, 8)
        self.faces = QLineEdit()
        self.faces.setObjectName("dieFaces")
        self.problem = QLabel()
        self.problem.setObjectName("boxProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {ink(self.problem, '#b3261e')}; font-weight: bold")
        self.note = QLabel()
        self.note.setWordWrap(True)
        for widget in (self.name, self.keywords, self.bonus_keyword):
            widget.textEdited.connect(self._edited)
        for spin in (self.base, self.points, self.bonus_count):
            spin.valueChanged.connect(self._edited)
        for combo in (self.type, self.bonus_kind, self.bonus_type):
            combo.currentIndexChanged.connect(self._edited)

        form = QFormLayout()
        fields = (self.name, self.type, self.keywords, self.base, self.bonus_kind, self.points,
                  self.bonus_type, self.bonus_keyword, self.bonus_count, self.faces)
        self.form_labels = [QLabel() for _ in fields]
        for label, field in zip(self.form_labels, fields, strict=True):
            form.addRow(label, field)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, slot in (("add", self.add_card), ("remove", self.remove_card),
                          ("import", self.import_dialog), ("shipped", self.load_shipped),
                          ("save", self.save)):
            button = QPushButton()
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[key] = button
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.problem)
        side.addWidget(self.note)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.cards, 3)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(330)
        body.addWidget(panel, 2)
        layout = QVBoxLayout()
        layout.addLayout(body, 1)
        layout.addLayout(buttons)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)
        self.resize(1100, 720)
        self.retranslate()
        self.load_saved()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("My Lairs box"))
        self.keywords.setPlaceholderText(self.tr("e.g. Harmony, Moon"))
        bonus_words = {
            None: self.tr("no bonus"),
            "with-other-type": self.tr("+points with another card of a type"),
            "per-other-type": self.tr("+points for each other card of a type"),
            "with-other-keyword": self.tr("+points with another card with a keyword"),
            "per-other-keyword": self.tr("+points for each other card with a keyword"),
            "per-distinct-type": self.tr("+points for each other type held"),
            "set-of-types": self.tr("+points for a set of different types"),
            "flat": self.tr("+points, always"),
        }
        for index in range(self.bonus_kind.count()):
            self.bonus_kind.setItemText(index, bonus_words[self.bonus_kind.itemData(index)])
        for label, text in zip(self.form_labels, (
                self.tr("Name:"), self.tr("Type:"), self.tr("Keywords:"), self.tr("Base:"),
                self.tr("Bonus:"), self.tr("Points:"), self.tr("Of type:"),
                self.tr("With keyword:"), self.tr("Different types:"), self.tr("Die faces:")),
                strict=True):
            label.setText(text)
        for key, text in (("add", self.tr("Add card")), ("remove", self.tr("Remove card")),
                          ("import", self.tr("Import file…")),
                          ("shipped", self.tr("Shipped cards")), ("save", self.tr("Save"))):
            self.buttons[key].setText(text)
        if self.document:
            self._say_note()

    # --- the cards in hand -----------------------------------------------------------------------
    def load_saved(self) -> None:
        try:
            data = load_box(self.folder)
        except CompanionError as error:
            self.problem.setText(self.tr("Your saved box cannot be read ({0}); showing the "
                                         "shipped cards.").format(error))
            self._set(treasures_document(default_treasures()), default_die().faces)
            return
        self._set(treasures_document(data.treasures), data.die.faces)

    def load_shipped(self) -> None:
        self._set(treasures_document(default_treasures()), default_die().faces)

    def _set(self, document: dict[str, Any], faces: tuple[int, ...]) -> None:
        self.document = document
        self._loading = True
        for combo in (self.type, self.bonus_type):
            combo.clear()
            combo.addItems(document["types"])
        self._loading = False
        self.faces.setText(", ".join(map(str, faces)))
        self._refresh_tiles()
        self.cards.setCurrentRow(0)

    @property
    def entries(self) -> list[dict[str, Any]]:
        return self.document["cards"]

    def _say_note(self) -> None:
        """What a stand-in is, while the box holds one (in words of the app's language: the
        file's own note is English)."""
        standins = any(entry.get("standin") for entry in self.document.get("cards", ()))
        self.note.setText(self.tr(
            "Cards marked “stand-in” are made up for the app: only 4 treasure cards are "
            "published in text (Tranquil Goblet, Scroll of Harmony, Moon Shard, Sun Shard). "
            "Edit them into your copy's cards or import your own file. In a game, a stand-in's "
            "name is starred ({0}).").format(STANDIN_MARK) if standins else "")

    def _refresh_tiles(self, problem_index: int | None = None) -> None:
        self._say_note()
        row = self.cards.currentRow()
        self.cards.clear()
        try:
            cards = parse_treasures(self.document, "your cards")
        except CompanionError:
            cards = None
        for index, entry in enumerate(self.entries):
            item = QListWidgetItem(entry.get("name", ""))
            if cards is not None:
                item.setIcon(QIcon(card_pixmap(cards, entry["id"], index == problem_index)))
                item.setText("")
            item.setSizeHint(CARD + QSize(8, 8))
            self.cards.addItem(item)
        if 0 <= row < self.cards.count():
            self.cards.setCurrentRow(row)

    def _show_card(self, row: int) -> None:
        if not 0 <= row < len(self.entries):
            return
        entry = self.entries[row]
        bonus = entry.get("bonus") or {}
        self._loading = True
        self.name.setText(entry.get("name", ""))
        self.type.setCurrentText(entry.get("type", ""))
        self.keywords.setText(", ".join(entry.get("keywords", [])))
        self.base.setValue(entry.get("base", 0))
        self.bonus_kind.setCurrentIndex(max(0, self.bonus_kind.findData(bonus.get("kind"))))
        self.points.setValue(bonus.get("points", 0))
        self.bonus_type.setCurrentText(bonus.get("type", ""))
        self.bonus_keyword.setText(bonus.get("keyword", ""))
        self.bonus_count.setValue(bonus.get("count", 3))
        self._loading = False
        self._follow_kind()

    def _follow_kind(self) -> None:
        kind = self.bonus_kind.currentData()
        self.points.setEnabled(kind is not None)
        self.bonus_type.setEnabled(kind in ("with-other-type", "per-other-type"))
        self.bonus_keyword.setEnabled(kind in ("with-other-keyword", "per-other-keyword"))
        self.bonus_count.setEnabled(kind == "set-of-types")

    def _edited(self, *_: object) -> None:
        self._follow_kind()
        row = self.cards.currentRow()
        if self._loading or not 0 <= row < len(self.entries):
            return
        entry = self.entries[row]
        entry["name"] = self.name.text()
        entry["type"] = self.type.currentText()
        entry["keywords"] = [k.strip() for k in self.keywords.text().split(",") if k.strip()]
        entry["base"] = self.base.value()
        entry["standin"] = False  # edited by hand: your card now
        kind = self.bonus_kind.currentData()
        bonus: dict[str, Any] | None = None
        if kind is not None:
            bonus = {"kind": kind, "points": self.points.value()}
            if kind in ("with-other-type", "per-other-type"):
                bonus["type"] = self.bonus_type.currentText()
            if kind in ("with-other-keyword", "per-other-keyword"):
                bonus["keyword"] = self.bonus_keyword.text().strip()
            if kind == "set-of-types":
                bonus["count"] = self.bonus_count.value()
        entry["bonus"] = bonus
        self.problem.clear()
        self._refresh_tiles()

    def add_card(self) -> None:
        taken = {e["id"] for e in self.entries}
        self.entries.append({"id": _slug(self.tr("New card"), taken), "name": self.tr("New card"),
                             "type": self.document["types"][0], "keywords": [], "base": 1,
                             "bonus": None, "standin": False})
        self._refresh_tiles()
        self.cards.setCurrentRow(len(self.entries) - 1)

    def remove_card(self) -> None:
        row = self.cards.currentRow()
        if 0 <= row < len(self.entries):
            del self.entries[row]
            self._refresh_tiles()
            self.cards.setCurrentRow(min(row, len(self.entries) - 1))

    # --- files -----------------------------------------------------------------------------------
    def import_dialog(self) -> None:
        path = file_dialogs.open_path(self, self.tr("Import treasure cards"),
                                      self.tr("Lairs treasures (*.json)"))
        if path is not None:
            self.import_file(path)

    def import_file(self, path: Path) -> bool:
        """Show the cards of a treasure file (saved only with Save); a bad file changes
        nothing and says where it is wrong."""
        try:
            cards = load_treasures(path)
        except CompanionError as error:
            self.problem.setText(self.tr("Not imported: {0}").format(error))
            return False
        faces = tuple(int(f) for f in re.findall(r"\d+", self.faces.text()))
        self._set(treasures_document(cards), faces)
        self.problem.setText(self.tr("Imported %n card(s) from {0}; Save keeps them.", "",
                                     len(cards.cards)).format(path.name))
        return True

    def save(self) -> bool:
        try:
            cards = parse_treasures(self.document, self.tr("your cards"))
            die = parse_faces(self.faces.text())
        except CompanionError as error:
            self.problem.setText(self.tr("Not saved: {0}").format(error_text(error)))
            match = re.search(r"cards\[(\d+)\]", str(error))
            if match:
                self._refresh_tiles(int(match.group(1)))
                self.cards.setCurrentRow(int(match.group(1)))
            return False
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_json_atomic(self.folder / TREASURES_FILE, treasures_document(cards))
            write_json_atomic(self.folder / DICE_FILE, {
                "format": "lairs-dice", "version": 1, "name": "Basic die",
                "faces": list(die.faces), "assumption": die.assumption})
        except OSError as error:
            self.problem.setText(self.tr("Not saved: {0}").format(error.strerror or error))
            return False
        self.problem.setText(self.tr("Saved %n card(s) and the die in {0}", "",
                                     len(cards.cards)).format(self.folder))
        return True
