"""The feature palette: which feature a click places, and how many of each (and walls) are left."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QButtonGroup, QLabel, QToolButton, QVBoxLayout, QWidget

from companion.lairs.board import FEATURE_COUNTS, MAX_WALLS, Dungeon, Feature
from companion_ui.lairs.pieces import paint_feature
from companion_ui.shell.retranslate import Retranslating


def feature_icon(feature: Feature, size: int = 32) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_feature(painter, feature, QRectF(0, 0, size, size))
    painter.end()
    return QIcon(pixmap)


KEYS = {Feature.START: "S", Feature.EXIT: "X", Feature.CHEST: "C", Feature.MONSTER: "M",
        Feature.TRAP: "T"}


class FeaturePalette(Retranslating, QWidget):
    """The counts come from ``update_counts`` (the editor's refresh, also after a language
    change); the rest names itself."""

    tool_changed = Signal(object)  # Feature

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.place_heading = QLabel()
        layout.addWidget(self.place_heading)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[Feature, QToolButton] = {}
        for feature in FEATURE_COUNTS:
            button = QToolButton()
            button.setObjectName(f"palette-{feature.value}")
            button.setCheckable(True)
            button.setIcon(feature_icon(feature))
            button.setIconSize(QSize(28, 28))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setSizePolicy(button.sizePolicy().horizontalPolicy().Expanding,
                                 button.sizePolicy().verticalPolicy())
            button.clicked.connect(lambda _=False, f=feature: self.tool_changed.emit(f))
            self.group.addButton(button)
            layout.addWidget(button)
            self.buttons[feature] = button
        self.walls_label = QLabel()
        self.walls_label.setObjectName("walls-left")
        self.walls_label.setWordWrap(True)
        layout.addSpacing(8)
        self.walls_heading = QLabel()
        layout.addWidget(self.walls_heading)
        layout.addWidget(self.walls_label)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(self.hint)
        layout.addStretch(1)
        self.buttons[Feature.START].setChecked(True)
        self.retranslate()

    @property
    def names(self) -> dict[Feature, str]:
        """The features' names in the language of the moment."""
        return {
            Feature.START: self.tr("Start"), Feature.EXIT: self.tr("Exit"),
            Feature.CHEST: self.tr("Chest"), Feature.MONSTER: self.tr("Monster"),
            Feature.TRAP: self.tr("Trap"),
        }

    def retranslate(self) -> None:
        self.place_heading.setText(self.tr("<b>Place</b>"))
        names = self.names
        for feature, button in self.buttons.items():
            button.setToolTip(self.tr("Click an empty cell to place a {0} (key {1})").format(
                names[feature].lower(), KEYS[feature]))
        self.walls_heading.setText(self.tr("<b>Walls</b>"))
        self.hint.setText(self.tr("Click between two cells to add or remove a wall."))

    @property
    def tool(self) -> Feature:
        return next(f for f, b in self.buttons.items() if b.isChecked())

    def set_tool(self, feature: Feature) -> None:
        self.buttons[feature].setChecked(True)
        self.tool_changed.emit(feature)

    def update_counts(self, dungeon: Dungeon) -> None:
        for feature, button in self.buttons.items():
            left = dungeon.remaining(feature)
            button.setText(self.tr("{0}  ({1} left)").format(self.names[feature], left) if left >= 0
                           else self.tr("{0}  ({1} too many)").format(self.names[feature], -left))
        walls = len(dungeon.walls)
        if walls <= MAX_WALLS:
            self.walls_label.setText(self.tr("{0} placed, {1} left of {2}").format(
                walls, MAX_WALLS - walls, MAX_WALLS))
        else:
            self.walls_label.setText(self.tr("{0} placed, {1} too many (at most {2})").format(
                walls, walls - MAX_WALLS, MAX_WALLS))
