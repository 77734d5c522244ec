"""Who claims what, and how many of each character nobody at this screen has seen.

A player's claims are the characters they said they hold and have not since swapped away (from
the view's log, as ``companion.coup.claims`` remembers them); the unseen counts are the copies
not face up and not in the viewer's own hand (``CoupView.unseen``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.coup.cards import Character
from companion.coup.claims import remembered_claims
from companion.coup.views import CoupView
from companion_ui.coup.card_art import COLOURS, character_name, emblem

ROW_H = 28
CHIP_H = 22


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupClaims", text, disambiguation, n)


def paint_chip(painter: QPainter, x: float, y: float, card: int, text: str) -> float:
    """A small badge: the character's emblem on its colour, then ``text``; returns its width."""
    width = painter.fontMetrics().horizontalAdvance(text) + CHIP_H + 12
    box = QRectF(x, y, width, CHIP_H)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(COLOURS[Character(card)]))
    painter.drawRoundedRect(box, CHIP_H / 2, CHIP_H / 2)
    emblem(Character(card).name.lower()).render(painter, QRectF(x + 4, y + 3, CHIP_H - 6,
                                                                CHIP_H - 6))
    painter.setPen(QColor("white"))
    painter.drawText(QRectF(x + CHIP_H, y, width - CHIP_H - 4, CHIP_H),
                     Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
    return width


class ClaimsPanel(QWidget):
    """One row per player with their standing claims, then the unseen copies of each character."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.claims: list[set[int]] = []
        self.unseen: dict[int, int] = {}
        self.names: list[str] = []
        self.alive: list[bool] = []
        self.yours = False  # whether the counts leave out the viewer's own cards
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_view(self, view: CoupView, names: Sequence[str]) -> None:
        self.claims = remembered_claims(view)
        self.unseen = view.unseen()
        self.names = list(names)
        self.alive = [seat.alive for seat in view.seats]
        self.yours = view.player is not None
        lines = [tr("{0} claims {1}").format(names[seat], ", ".join(
            character_name(c) for c in sorted(claimed)) or tr("nothing"))
            for seat, claimed in enumerate(self.claims)]
        lines.append(self._unseen_title() + " " + ", ".join(
            f"{character_name(c)} {n}" for c, n in self.unseen.items()))
        self.setToolTip("\n".join(lines))
        self.updateGeometry()
        self.update()

    def _unseen_title(self) -> str:
        return tr("Unseen (not face up, not yours):") if self.yours else tr(
            "Unseen (not face up):")

    def sizeHint(self) -> QSize:
        return QSize(380, 26 + ROW_H * len(self.names) + 24 + CHIP_H + 6)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        faint = self.palette().color(QPalette.ColorRole.PlaceholderText)
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text)
        painter.drawText(QPointF(2, 18), tr("Claims standing"))
        y = 26.0
        name_w = max([painter.fontMetrics().horizontalAdvance(n) for n in self.names] + [40]) + 12
        for seat, claimed in enumerate(self.claims):
            painter.setFont(bold)
            painter.setPen(text if self.alive[seat] else faint)
            painter.drawText(QRectF(2, y, name_w, CHIP_H), Qt.AlignmentFlag.AlignVCenter,
                             self.names[seat])
            painter.setFont(self.font())
            x = name_w + 4
            if not claimed or not self.alive[seat]:
                painter.setPen(faint)
                painter.drawText(QRectF(x, y, 200, CHIP_H), Qt.AlignmentFlag.AlignVCenter,
                                 tr("exiled") if not self.alive[seat] else tr("no claim"))
                claimed = set()
            for card in sorted(claimed):
                x += paint_chip(painter, x, y, card, character_name(card)) + 4
            y += ROW_H
        painter.setFont(bold)
        painter.setPen(text)
        painter.drawText(QPointF(2, y + 16), self._unseen_title())
        y += 24
        painter.setFont(self.font())
        x = 2.0
        for card, count in self.unseen.items():
            x += paint_chip(painter, x, y, card, str(count)) + 4
        painter.end()
