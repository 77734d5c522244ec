"""The energy mat as on the player mat: three Conserved slots, and the Fresh, Spent and Fatigued
baskets, with the six cubes drawn in their colours and a legend of what each colour pays for.
Reusable (explorer screen, map-sheet tracker).

Clicking a cube in a selectable basket selects it; a Conserved cube can be selected twice (it is
spent Conserved → Fresh, then Fresh → Spent), so clicks cycle it through 0, 1 and 2. Dragging
from a cube sweeps: every cube passed over takes the first cube's new state. The widget renders
an ``EnergyMat`` and reports the selection as picks; it knows no rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.lairs.energy import (
    CONSERVED_SLOTS,
    START_MAT,
    Basket,
    EnergyMat,
    Kind,
    Pick,
    Picks,
    canonical,
)
from companion_ui.shell.retranslate import Retranslating

CUBE_COLOURS = {
    Kind.BASIC: QColor("#fafafa"),
    Kind.QUICKNESS: QColor("#f2c94c"),
    Kind.PERCEPTION: QColor("#43a047"),
}
MAT = QColor("#e9dcc0")
INK = QColor("#3b2f2a")
SELECTED = QColor("#1976d2")
CUBE = 26.0
GAP = 8.0
# Where each basket sits on the mat (column, row) in a 3×2 arrangement.
_LAYOUT = {Basket.CONSERVED: (0, 0), Basket.FRESH: (0, 1), Basket.SPENT: (1, 1),
           Basket.FATIGUED: (2, 1)}
_BASKET_W = 3 * CUBE + 4 * GAP
_BASKET_H = 2 * CUBE + 3 * GAP + 18


@dataclass(frozen=True)
class CubeSpot:
    basket: Basket
    index: int  # position within the basket
    kind: Kind
    rect: QRectF


class EnergyMatWidget(Retranslating, QWidget):
    """Paints its words (baskets, legend) in the language of the moment."""

    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("energyMat")
        self.mat: EnergyMat = START_MAT
        self.selectable: frozenset[Basket] = frozenset()
        self._selected: dict[tuple[Basket, int], int] = {}
        self._sweep: bool | None = None  # while dragging: select (True) or unselect (False)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    def retranslate(self) -> None:
        self.update()

    # --- model ---------------------------------------------------------------------------------
    def set_mat(self, mat: EnergyMat, selectable: frozenset[Basket] = frozenset()) -> None:
        if mat != self.mat or selectable != self.selectable:
            self._selected.clear()
        self.mat, self.selectable = mat, selectable
        self.update()
        self.selection_changed.emit()

    def selected_picks(self) -> Picks:
        picks: list[Pick] = []
        for spot in self.cube_spots():
            times = self._selected.get((spot.basket, spot.index), 0)
            if times:
                picks.append(Pick.of(spot.basket, spot.kind))
            if times == 2:  # the Conserved cube, spent again from Fresh
                picks.append(Pick.of(Basket.FRESH, spot.kind))
        return canonical(picks)

    def cube_spots(self) -> list[CubeSpot]:
        spots = []
        for basket, (col, row) in _LAYOUT.items():
            area = self._basket_rect(col, row)
            for index, kind in enumerate(self.mat.kinds_in(basket)):
                r, c = divmod(index, 3)
                x = area.left() + GAP + c * (CUBE + GAP)
                y = area.top() + 18 + GAP + r * (CUBE + GAP)
                spots.append(CubeSpot(basket, index, kind, QRectF(x, y, CUBE, CUBE)))
        return spots

    def click_cube(self, basket: Basket, index: int) -> None:
        """Select / unselect a cube (Conserved ones cycle 0 → 1 → 2 → 0)."""
        if basket not in self.selectable:
            return
        key = (basket, index)
        limit = 2 if basket is Basket.CONSERVED and Basket.FRESH in self.selectable else 1
        times = (self._selected.get(key, 0) + 1) % (limit + 1)
        if times:
            self._selected[key] = times
        else:
            self._selected.pop(key, None)
        self.update()
        self.selection_changed.emit()

    # --- drawing ----------------------------------------------------------------------------------
    def _basket_rect(self, col: int, row: int) -> QRectF:
        return QRectF(GAP + col * (_BASKET_W + GAP), GAP + row * (_BASKET_H + GAP),
                      _BASKET_W, _BASKET_H)

    def sizeHint(self) -> QSize:
        return QSize(int(3 * _BASKET_W + 4 * GAP), int(2 * _BASKET_H + 3 * GAP))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def legend_rect(self) -> QRectF:
        """The free corner beside the Conserved slots, where the cube colours are explained."""
        first = self._basket_rect(1, 0)
        return QRectF(first.left(), first.top(), 2 * _BASKET_W + GAP, _BASKET_H)

    def legend(self) -> list[tuple[Kind, str, str]]:
        """Each cube colour: its name and what it pays for alone (every cube pays "any")."""
        return [
            (Kind.BASIC, self.tr("Basic"), self.tr("pays \"any\"")),
            (Kind.QUICKNESS, self.tr("Quickness"), self.tr("Hustle, Backtrack")),
            (Kind.PERCEPTION, self.tr("Perception"), self.tr("Peer")),
        ]

    def basket_meaning(self, basket: Basket) -> str:
        return {
            Basket.CONSERVED: self.tr("Conserved: saved by Conserve; spending one makes it "
                                      "Fresh, so it can be spent again this turn"),
            Basket.FRESH: self.tr("Fresh: ready to spend this turn"),
            Basket.SPENT: self.tr("Spent: Fresh again at the start of your next turn"),
            Basket.FATIGUED: self.tr("Fatigued (by a monster or trap): Spent at your next "
                                     "turn, Fresh the turn after"),
        }[basket]

    def _label(self, basket: Basket) -> str:
        return {
            Basket.CONSERVED: self.tr("Conserved"), Basket.FRESH: self.tr("Fresh"),
            Basket.SPENT: self.tr("Spent"), Basket.FATIGUED: self.tr("Fatigued"),
        }[basket]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        for basket, (col, row) in _LAYOUT.items():
            area = self._basket_rect(col, row)
            active = basket in self.selectable
            painter.setPen(QPen(SELECTED if active else INK, 2 if active else 1))
            painter.setBrush(MAT)
            painter.drawRoundedRect(area, 8, 8)
            painter.setPen(INK)
            painter.drawText(area.adjusted(GAP, 2, 0, 0), Qt.AlignmentFlag.AlignLeft,
                             self._label(basket))
            if basket is Basket.CONSERVED:  # the three slots of the mat
                painter.setPen(QPen(INK, 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                for slot in range(CONSERVED_SLOTS):
                    painter.drawRect(QRectF(area.left() + GAP + slot * (CUBE + GAP),
                                            area.top() + 18 + GAP, CUBE, CUBE))
        self._paint_legend(painter)
        for spot in self.cube_spots():
            times = self._selected.get((spot.basket, spot.index), 0)
            painter.setPen(QPen(SELECTED if times else INK, 3 if times else 1.2))
            painter.setBrush(CUBE_COLOURS[spot.kind])
            painter.drawRoundedRect(spot.rect, 4, 4)
            if times:
                painter.setPen(SELECTED)
                painter.drawText(spot.rect, Qt.AlignmentFlag.AlignCenter,
                                 "×2" if times == 2 else "✓")
        painter.end()

    def _paint_legend(self, painter: QPainter) -> None:
        area = self.legend_rect().adjusted(GAP, GAP / 2, -GAP / 2, -GAP / 2)
        row_h = area.height() / 3
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.9))
        bold = QFont(small)
        bold.setBold(True)
        for index, (kind, name, use) in enumerate(self.legend()):
            top = area.top() + index * row_h
            cube = QRectF(area.left(), top + (row_h - CUBE * 0.7) / 2, CUBE * 0.7, CUBE * 0.7)
            painter.setPen(QPen(self.palette().windowText().color(), 1.2))
            painter.setBrush(CUBE_COLOURS[kind])
            painter.drawRoundedRect(cube, 3, 3)
            text = QRectF(cube.right() + GAP, top, area.right() - cube.right() - GAP, row_h)
            painter.setFont(bold)
            painter.drawText(text, Qt.AlignmentFlag.AlignVCenter, name)
            offset = painter.fontMetrics().horizontalAdvance(name + "  ")
            painter.setFont(small)
            painter.drawText(text.adjusted(offset, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, use)

    def _spot_at(self, event: QMouseEvent) -> CubeSpot | None:
        point = QPointF(event.position())
        return next((s for s in self.cube_spots() if s.rect.contains(point)), None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        spot = self._spot_at(event)
        if spot is None:
            super().mousePressEvent(event)
            return
        self.click_cube(spot.basket, spot.index)
        self._sweep = (spot.basket, spot.index) in self._selected

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._sweep = None
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        over = self._spot_at(event)
        if over is not None and self._sweep is not None and over.basket in self.selectable:
            key = (over.basket, over.index)
            if (key in self._selected) != self._sweep:
                if self._sweep:
                    self._selected[key] = 1
                else:
                    self._selected.pop(key)
                self.update()
                self.selection_changed.emit()
        if over is None:
            point = QPointF(event.position())
            basket = next((b for b, (col, row) in _LAYOUT.items()
                           if self._basket_rect(col, row).contains(point)), None)
            self.setToolTip(self.basket_meaning(basket) if basket is not None else "")
            self.unsetCursor()
            return
        _kind, name, use = next(row for row in self.legend() if row[0] is over.kind)
        self.setToolTip(self.tr("{0} cube, {1} ({2}).\n{3}").format(
            name, self._label(over.basket), use, self.basket_meaning(over.basket)))
        if over.basket in self.selectable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
