"""The score pad drawn as paper: players as columns, rounds as rows, totals at the bottom.

Each cell shows a player's round the way it is counted at the table — a face-down card for the
captured cards, a gold chip for the Scout chips, a fanned hand for the cards left (struck out for
the round's ender, who takes no penalty) — with the round score large and the running total
small. The ender has a gold star, the round's starting player a green arrow; the round being
entered is lit like a highlighter pen, the selected cell circled in blue and the winners' column
gilded. Drawing only, from the ``ScoreSheet``; a click reports the cell (round, player).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from math import cos, pi, sin

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from companion.scout.score_sheet import Ending, ScoreSheet
from companion.scout.views import Tally
from companion_ui.scout.words import signed

LABEL_W = 150.0
COL_W = 232.0
HEAD_H = 66.0
ROW_H = 96.0
TOTAL_H = 78.0
MARGIN = 18.0

PAPER = QColor("#fbf6e3")
RULE = QColor("#b9cde3")
MARGIN_LINE = QColor("#e2a3a3")
INK = QColor("#23324d")
PENCIL = QColor("#6f7685")
FAINT = QColor("#a9aeb8")
NOW = QColor(255, 236, 120, 120)  # the round being entered, as with a highlighter
SELECTED = QColor("#1976d2")
STAR = QColor("#e0a100")
STARTER = QColor("#2e7d32")
GOLD = QColor(255, 214, 92, 150)
CARD_BACK = QColor("#1f4e79")
CHIP = QColor("#e8b923")
NEGATIVE = QColor("#b3261e")


def cell_rect(round_index: int, player: int) -> QRectF:
    return QRectF(MARGIN + LABEL_W + player * COL_W, MARGIN + HEAD_H + round_index * ROW_H,
                  COL_W, ROW_H)


def star_polygon(center: QPointF, radius: float) -> QPolygonF:
    """A five-pointed star."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -pi / 2 + i * pi / 5
        points.append(QPointF(center.x() + r * cos(angle), center.y() + r * sin(angle)))
    return QPolygonF(points)


def fit(item: QGraphicsSimpleTextItem, width: float) -> None:
    """Shorten a text with "…" until it fits ``width`` (a long name stays in its column)."""
    text = item.text()
    while item.boundingRect().width() > width and len(text) > 1:
        text = text[:-1]
        item.setText(text.rstrip() + "…")


COUNT_KINDS = tuple(f.name for f in fields(Tally))  # captured, chips, hand
ICON_SIZE = 22.0
SCORE_X = 166.0  # where a cell's score column begins


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ScoutScoreKeeper", text, disambiguation, n)


def count_names(two_players: bool) -> tuple[str, str, str]:
    """What each count is, in the words of the table (2 players keep their own chips)."""
    return (_tr("Captured cards"),
            _tr("Unspent Scout chips") if two_players else _tr("Scout chips received"),
            _tr("Cards left in hand"))


def icon_parts(kind: str, ink: QColor) -> list[tuple[QPainterPath, QPen, QBrush]]:
    """A count's picture in a ``ICON_SIZE`` square: face-down captured cards, a gold Scout
    chip, a fanned hand. Shared by the pad and the entry strip."""
    parts = []
    if kind == "captured":
        for offset in (4.0, 0.0):
            path = QPainterPath()
            path.addRoundedRect(QRectF(3 + offset, 4 - offset, 13, 18), 2, 2)
            parts.append((path, QPen(QColor("white"), 1.2), QBrush(CARD_BACK)))
    elif kind == "chips":
        path = QPainterPath()
        path.addEllipse(QRectF(2, 2, 18, 18))
        parts.append((path, QPen(CHIP.darker(140), 1.4), QBrush(CHIP)))
        inner = QPainterPath()
        inner.addEllipse(QRectF(6.5, 6.5, 9, 9))
        parts.append((inner, QPen(CHIP.darker(125), 1), QBrush(Qt.BrushStyle.NoBrush)))
    else:
        for angle, dx in ((-14.0, 0.0), (12.0, 6.0)):
            path = QPainterPath()
            path.addRoundedRect(QRectF(-6.5, -18, 13, 18), 2, 2)
            turn = QTransform().translate(7.5 + dx, 21).rotate(angle)
            parts.append((turn.map(path), QPen(ink, 1.2), QBrush(PAPER)))
    return parts


def count_icon(kind: str, size: int, ratio: float) -> QIcon:
    """A count's picture as an icon (for widgets), drawn sharp at the screen's scale."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / ICON_SIZE, size / ICON_SIZE)
    for path, pen, brush in icon_parts(kind, INK):
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawPath(path)
    painter.end()
    return QIcon(pixmap)


@dataclass
class CellItems:
    """What one cell shows, kept for the tests and tooltips."""

    frame: QGraphicsRectItem
    counts: tuple[QGraphicsSimpleTextItem, QGraphicsSimpleTextItem, QGraphicsSimpleTextItem]
    score: QGraphicsSimpleTextItem
    running: QGraphicsSimpleTextItem | None
    star: QGraphicsPathItem | None
    starter: QGraphicsPathItem | None


class ScorePadScene(QGraphicsScene):
    cell_clicked = Signal(int, int)  # round index, player
    name_double_clicked = Signal(int)  # player

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cells: dict[tuple[int, int], CellItems] = {}
        self.totals: list[QGraphicsSimpleTextItem] = []
        self.winner_bands: list[QGraphicsRectItem] = []
        self.round_labels: list[QGraphicsSimpleTextItem] = []
        self.selected: tuple[int, int] | None = None
        self.players = 0

    # --- words (translated in this scene's context) ---------------------------------------------
    def _round_label(self, index: int) -> str:
        return self.tr("Round {0}").format(index + 1)

    # --- drawing ---------------------------------------------------------------------------------
    def show_sheet(self, sheet: ScoreSheet, selected: tuple[int, int] | None) -> None:
        self.clear()
        self.cells, self.totals, self.winner_bands, self.round_labels = {}, [], [], []
        self.selected = selected
        n, rows = sheet.players, sheet.round_count
        self.players = n
        width = LABEL_W + n * COL_W
        height = HEAD_H + rows * ROW_H + TOTAL_H
        paper = self.addRect(QRectF(0, 0, width + 2 * MARGIN, height + 2 * MARGIN),
                             QPen(QColor("#d9cfb0"), 1.5), QBrush(PAPER))
        paper.setZValue(-10)
        winners = sheet.winners
        # Nobody "leads" before a round is scored, nor when everybody is level.
        leaders = sheet.leaders if any(r.finished for r in sheet.rounds) else frozenset()
        if len(leaders) == n:
            leaders = frozenset()
        for p in sorted(winners):
            band = self.addRect(QRectF(MARGIN + LABEL_W + p * COL_W, MARGIN, COL_W, height),
                                QPen(Qt.PenStyle.NoPen), QBrush(GOLD))
            band.setZValue(-8)
            self.winner_bands.append(band)
        if sheet.current is not None:
            now = self.addRect(QRectF(MARGIN, cell_rect(sheet.current, 0).top(), width, ROW_H),
                               QPen(Qt.PenStyle.NoPen), QBrush(NOW))
            now.setZValue(-7)
        self._draw_rules(n, rows, width, height)
        self._draw_header(sheet, leaders, winners)
        for r in range(rows):
            self._draw_round_label(sheet, r)
            if r < len(sheet.rounds):
                for p in range(n):
                    self._draw_cell(sheet, r, p)
        self._draw_totals(sheet, leaders, winners)
        if selected is not None and selected in self.cells:
            ring = self.addRect(cell_rect(*selected).adjusted(4, 4, -4, -4),
                                QPen(SELECTED, 3), QBrush(Qt.BrushStyle.NoBrush))
            ring.setZValue(5)
        self.setSceneRect(QRectF(0, 0, width + 2 * MARGIN, height + 2 * MARGIN))

    def _draw_rules(self, n: int, rows: int, width: float, height: float) -> None:
        rule = QPen(RULE, 1.2)
        for r in range(rows + 1):
            y = MARGIN + HEAD_H + r * ROW_H
            self.addLine(MARGIN, y, MARGIN + width, y, rule)
        total_y = MARGIN + HEAD_H + rows * ROW_H + 4
        self.addLine(MARGIN, total_y, MARGIN + width, total_y, QPen(INK, 1.4))
        for p in range(1, n):
            x = MARGIN + LABEL_W + p * COL_W
            self.addLine(x, MARGIN + 8, x, MARGIN + height - 6, QPen(RULE, 1))
        self.addLine(MARGIN + LABEL_W, MARGIN, MARGIN + LABEL_W, MARGIN + height,
                     QPen(MARGIN_LINE, 2))

    def _text(self, text: str, size: float, colour: QColor, bold: bool = False,
              italic: bool = False) -> QGraphicsSimpleTextItem:
        font = QFont()
        font.setPixelSize(round(size))
        font.setBold(bold)
        font.setItalic(italic)
        item = self.addSimpleText(text, font)
        item.setBrush(colour)
        return item

    def _centred(self, item: QGraphicsItem, x: float, y: float) -> None:
        rect = item.boundingRect()
        item.setPos(x - rect.width() / 2, y - rect.height() / 2)

    def _draw_header(self, sheet: ScoreSheet, leaders: frozenset[int],
                     winners: frozenset[int]) -> None:
        title = self._text(self.tr("SCOUT"), 22, NEGATIVE, bold=True)
        self._centred(title, MARGIN + LABEL_W / 2, MARGIN + HEAD_H / 2)
        for p, name in enumerate(sheet.names):
            x = MARGIN + LABEL_W + (p + 0.5) * COL_W
            item = self._text(name, 21, INK, bold=True)
            fit(item, COL_W - 16)
            item.setToolTip(self.tr("{0} — double-click to correct the name").format(name))
            self._centred(item, x, MARGIN + HEAD_H / 2 - 4)
            if p in winners or (p in leaders and not winners):
                words = self.tr("winner") if p in winners else self.tr("leads")
                note = self._text(words, 13, STAR.darker(130), italic=True)
                self._centred(note, x, MARGIN + HEAD_H - 12)

    def _draw_round_label(self, sheet: ScoreSheet, r: int) -> None:
        top = MARGIN + HEAD_H + r * ROW_H
        begun = r < len(sheet.rounds)
        label = self._text(self._round_label(r), 19, INK if begun else FAINT, bold=True)
        label.setPos(MARGIN + 12, top + 14)
        self.round_labels.append(label)
        starter = sheet.names[sheet.starter(r)]
        line = self._text(self.tr("{0} starts").format(starter), 14,
                          STARTER if begun else FAINT)
        fit(line, LABEL_W - 36)
        line.setToolTip(self.tr("{0} starts").format(starter))
        line.setPos(MARGIN + 30, top + 44)
        arrow = self._arrow(QPointF(MARGIN + 14, top + 53), 7, STARTER if begun else FAINT)
        arrow.setToolTip(self.tr("Starting player"))
        if begun:
            rnd = sheet.rounds[r]
            state = (self.tr("scored") if rnd.finished else self.tr("being entered"))
            status = self._text(state, 12, PENCIL, italic=True)
            status.setPos(MARGIN + 30, top + 66)

    def _arrow(self, tip: QPointF, size: float, colour: QColor) -> QGraphicsPathItem:
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(tip.x() - size, tip.y() - size),
                                   QPointF(tip.x() + size * 0.6, tip.y()),
                                   QPointF(tip.x() - size, tip.y() + size)]))
        path.closeSubpath()
        return self.addPath(path, QPen(Qt.PenStyle.NoPen), QBrush(colour))

    def _draw_cell(self, sheet: ScoreSheet, r: int, p: int) -> None:
        rect = cell_rect(r, p)
        rnd = sheet.rounds[r]
        tally = rnd.tallies[p]
        blank = not rnd.finished and tally == Tally() and rnd.ender != p
        ink = INK if rnd.finished else PENCIL
        frame = self.addRect(rect, QPen(Qt.PenStyle.NoPen), QBrush(Qt.BrushStyle.NoBrush))
        frame.setData(0, (r, p))
        frame.setZValue(1)
        ended = rnd.ender == p
        tips = count_names(sheet.two_players)
        y = rect.top() + 40
        texts = []
        for index, (kind, count) in enumerate(zip(COUNT_KINDS, (tally.captured, tally.chips,
                                                               tally.hand), strict=True)):
            x = rect.left() + 10 + index * 48
            for path, pen, brush in icon_parts(kind, ink):
                part = self.addPath(path, pen, brush)
                part.setPos(x, y)
                part.setToolTip(tips[index])
                part.setOpacity(0.4 if blank else 1.0)
            penalty = kind == "hand" and not ended and count > 0
            text = self._text(("−" if penalty else "") + str(count), 18,
                              NEGATIVE if penalty else ink, bold=True)
            if kind == "hand" and ended and count > 0:  # kept, but no penalty
                font = text.font()
                font.setStrikeOut(True)
                text.setFont(font)
            text.setPos(x + ICON_SIZE + 3, y + (ICON_SIZE - text.boundingRect().height()) / 2)
            text.setToolTip(tips[index] if not (kind == "hand" and ended)
                            else self.tr("No hand penalty: ended the round"))
            text.setOpacity(0.45 if blank else 1.0)
            texts.append(text)
        divider = rect.left() + SCORE_X
        self.addLine(divider, rect.top() + 18, divider, rect.bottom() - 18, QPen(RULE, 1))
        score_value = rnd.score(p)
        score = self._text("–" if blank else signed(score_value), 32,
                           NEGATIVE if score_value < 0 else ink, bold=True)
        self._centred(score, (divider + rect.right()) / 2, rect.top() + ROW_H / 2 - 2)
        score.setToolTip(self.tr("Round score"))
        running = None
        if rnd.finished:
            running = self._text(self.tr("total {0}").format(signed(sheet.totals(r)[p])), 12,
                                 PENCIL, italic=True)
            running.setPos(rect.right() - 12 - running.boundingRect().width(),
                           rect.bottom() - 20)
        star = None
        if ended:
            path = QPainterPath()
            path.addPolygon(star_polygon(QPointF(divider - 16, rect.top() + 18), 11))
            path.closeSubpath()
            star = self.addPath(path, QPen(STAR.darker(140), 1), QBrush(STAR))
            star.setToolTip(self.tr("Ended the round: played their last card")
                            if rnd.ending is Ending.EMPTIED
                            else self.tr("Ended the round: nobody beat their Show"))
        starter = None
        if sheet.starter(r) == p:
            starter = self._arrow(QPointF(rect.left() + 16, rect.top() + 16), 6, STARTER)
            starter.setToolTip(self.tr("Started this round"))
        self.cells[(r, p)] = CellItems(frame, (texts[0], texts[1], texts[2]), score, running,
                                       star, starter)

    def _draw_totals(self, sheet: ScoreSheet, leaders: frozenset[int],
                     winners: frozenset[int]) -> None:
        top = MARGIN + HEAD_H + sheet.round_count * ROW_H + 4
        label = self._text(self.tr("Total"), 20, INK, bold=True)
        label.setPos(MARGIN + 12, top + (TOTAL_H - label.boundingRect().height()) / 2)
        for p, total in enumerate(sheet.totals()):
            x = MARGIN + LABEL_W + (p + 0.5) * COL_W
            item = self._text(signed(total), 34, NEGATIVE if total < 0 else INK, bold=True)
            self._centred(item, x, top + TOTAL_H / 2)
            self.totals.append(item)
            if p in winners:
                path = QPainterPath()
                path.addPolygon(star_polygon(QPointF(x + 52, top + TOTAL_H / 2), 15))
                path.closeSubpath()
                crown = self.addPath(path, QPen(STAR.darker(140), 1), QBrush(STAR))
                crown.setToolTip(self.tr("Winner") if len(winners) == 1
                                 else self.tr("Shares the victory"))
            elif p in leaders and not winners:
                under = self.addLine(x - 30, top + TOTAL_H / 2 + 22, x + 30,
                                     top + TOTAL_H / 2 + 22, QPen(STAR, 3))
                under.setToolTip(self.tr("Leads so far"))

    # --- mouse -----------------------------------------------------------------------------------
    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        for (r, p), items in self.cells.items():
            if items.frame.rect().contains(point):
                return r, p
        return None

    def name_at(self, point: QPointF) -> int | None:
        column = (point.x() - MARGIN - LABEL_W) // COL_W
        if MARGIN <= point.y() < MARGIN + HEAD_H and 0 <= column < self.players:
            return int(column)
        return None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        player = self.name_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and player is not None:
            self.name_double_clicked.emit(player)
            return
        super().mouseDoubleClickEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        cell = self.cell_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and cell is not None:
            self.cell_clicked.emit(*cell)
            return
        super().mousePressEvent(event)
