"""The Intrige table as a graphics scene: the castles around the table, the Island in the middle.

Each castle shows its four suites in the board's order (1000, 6000, 10000, 3000) with the scholars
living there, the applicants waiting in front of it (with the bribes offered for them in the stage
in hand), and its owner's supply of scholars. The scene renders one view: the viewer's own money
is the only purse it shows. Clicks are reported as signals; the window decides what they mean.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from companion.intrige.actions import PROFESSIONS, ROUNDS, SUITES
from companion.intrige.state import IntrigeView
from companion_ui.intrige.tokens import SEAT_COLOURS, ScholarToken
from companion_ui.intrige.words import ducats, offer_words, profession_name, scholar_words

CASTLE_W, CASTLE_H = 320, 286
SUITE_W, SUITE_H = 66, 72
SUITE_X0, SUITE_GAP = 14, 11
SUITE_Y = 72
FRONT_Y, FRONT_H = 182, 72
SUPPLY_Y = 266
PLATE_X = 24  # the name plate sits between the towers
TOWER_W = 36
GOLD = "#ffcc33"
LEGAL = "#8fd18b"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("IntrigeTable", text, disambiguation, n)


def _thousands(amount: int) -> str:
    """An amount of whole thousands as "3k", "10k" (a bribe or a suite under a token)."""
    if amount % 1000:
        return ducats(amount)
    return tr("{0}k", "whole thousands of ducats, short, under a scholar token").format(
        amount // 1000)


def _text(parent: QGraphicsItem, text: str, size: float, bold: bool = False,
          colour: str = "#2b2118") -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QBrush(QColor(colour)))
    return item


def _centre_text(item: QGraphicsSimpleTextItem, cx: float, y: float) -> None:
    item.setPos(cx - item.boundingRect().width() / 2, y)


@dataclass
class Highlights:
    """What the deciding human may click now (everything else is only looked at)."""

    suites: set[tuple[int, int]] = field(default_factory=set)  # (castle, suite value)
    island: bool = False
    castles: set[int] = field(default_factory=set)
    supply: set[int] = field(default_factory=set)  # professions of the landlord's supply
    chosen_supply: int | None = None


def _polygon_path(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def crown_path(w: float) -> QPainterPath:
    """The landlord's crown, ``w`` wide."""
    h = w * 0.7
    path = QPainterPath()
    path.moveTo(0, h)
    path.lineTo(0, h * 0.25)
    path.lineTo(w * 0.28, h * 0.6)
    path.lineTo(w * 0.5, 0)
    path.lineTo(w * 0.72, h * 0.6)
    path.lineTo(w, h * 0.25)
    path.lineTo(w, h)
    path.closeSubpath()
    return path


class SuiteItem(QGraphicsRectItem):
    """One suite's window in a castle wall."""

    def __init__(self, castle: int, value: int, parent: QGraphicsItem) -> None:
        super().__init__(0, 0, SUITE_W, SUITE_H, parent)
        self.castle, self.value = castle, value
        self.token: ScholarToken | None = None

    def show_suite(self, code: int, legal: bool, contested: bool) -> None:
        fill = "#5a7f4f" if legal else "#7a3b2e" if contested else "#3d3428"
        self.setBrush(QBrush(QColor(fill)))
        self.setPen(QPen(QColor(GOLD if legal or contested else "#2b2118"),
                         4 if legal or contested else 1.5))
        if code >= 0:
            self.token = ScholarToken.of(code, 25, self)
            self.token.setPos(SUITE_W / 2, SUITE_H / 2)


class DraggedApplicant(ScholarToken):
    """The applicant the landlord decides, dragged onto a suite or the Island (a drop anywhere
    else, or a refused one, puts it back)."""

    def __init__(self, profession: int, owner: int | None, r: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(profession, owner, r, parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(10)  # above the suites it passes over
        self.home = QPointF()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.home = self.pos()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        point = event.scenePos()
        table = self.scene()
        assert isinstance(table, TableScene)
        self.setPos(self.home)  # the table is redrawn once the move is played
        for castle in table.castles:
            for suite in castle.suites:
                if suite.sceneBoundingRect().contains(point):
                    table.castle_clicked.emit(castle.seat, suite.value)
                    return
        if table.island is not None and table.island.contains(table.island.mapFromScene(point)):
            table.island_clicked.emit()


class CastleItem(QGraphicsRectItem):
    """A player's castle with its name plate, suites, applicants and supply."""

    def __init__(self, seat: int, scene: TableScene) -> None:
        super().__init__(0, 0, CASTLE_W, CASTLE_H)
        self.seat = seat
        self.table = scene
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.suites: list[SuiteItem] = []
        self.applicants: list[ScholarToken] = []
        self.supply: list[ScholarToken] = []
        self.tags: list[QGraphicsSimpleTextItem] = []
        self.purse: QGraphicsSimpleTextItem | None = None

    def build(self, view: IntrigeView, name: str, marks: Highlights) -> None:
        seat = self.seat
        landlord = seat == view.landlord and view.phase != "over"
        sendable = seat in marks.castles
        self._towers()
        plate = QGraphicsRectItem(PLATE_X, 0, CASTLE_W - 2 * PLATE_X, 36, self)
        plate.setBrush(QBrush(QColor("#f4ead2")))
        plate.setPen(QPen(QColor(GOLD if landlord else LEGAL if sendable else "#6b5a3a"),
                          4 if landlord or sendable else 1.5))
        disc = QGraphicsEllipseItem(PLATE_X + 8, 8, 20, 20, plate)
        disc.setBrush(QBrush(QColor(SEAT_COLOURS[seat])))
        disc.setPen(QPen(QColor("#2b2118"), 1.2))
        self.name = _text(plate, name, 13, bold=True)
        self.name.setPos(PLATE_X + 36, 7)
        if landlord:
            crown = QGraphicsPathItem(crown_path(26), plate)
            crown.setBrush(QBrush(QColor(GOLD)))
            crown.setPen(QPen(QColor("#7a5a00"), 1.2))
            crown.setPos(PLATE_X + 44 + self.name.boundingRect().width(), 9)
            crown.setToolTip(tr("{0} is the landlord this turn").format(name))
        # Money is secret until the end: the viewer's own purse, then everyone's.
        money = view.money if view.player == seat else None
        if view.final_money is not None:
            money = view.final_money[seat]
        if money is not None:
            self.purse = _text(plate, tr("{0} ducat(s)", "", money).format(ducats(money)), 12,
                               bold=True, colour="#6b4d00")
            self.purse.setPos(CASTLE_W - PLATE_X - self.purse.boundingRect().width() - 10, 8)
            self.purse.setToolTip(tr("Your money: nobody else sees it")
                                  if view.final_money is None else tr("Money at the end"))
        self._building(view, marks)
        self._front(view, marks)
        self._supply(view, marks)

    def _towers(self) -> None:
        """A round tower with a roof in the owner's colour at each end of the wall."""
        for x in (-TOWER_W / 2 + 4, CASTLE_W - TOWER_W / 2 - 4):
            body = QGraphicsRectItem(x, 30, TOWER_W, 146, self)
            body.setBrush(QBrush(QColor("#a89a7a")))
            body.setPen(QPen(QColor("#6b604a"), 1.5))
            roof = QGraphicsPathItem(_polygon_path([(x - 4, 32), (x + TOWER_W / 2, -6),
                                                    (x + TOWER_W + 4, 32)]), self)
            roof.setBrush(QBrush(QColor(SEAT_COLOURS[self.seat])))
            roof.setPen(QPen(QColor("#2b2118"), 1.5))

    def _building(self, view: IntrigeView, marks: Highlights) -> None:
        seat = self.seat
        stone = QColor("#b8ab8c")
        for i in range(10):  # battlements
            merlon = QGraphicsRectItem(4 + i * 32, 44, 20, 14, self)
            merlon.setBrush(QBrush(stone))
            merlon.setPen(QPen(QColor("#6b604a"), 1))
        wall = QGraphicsRectItem(0, 56, CASTLE_W, 120, self)
        gradient = QLinearGradient(0, 56, 0, 176)
        gradient.setColorAt(0, stone.lighter(108))
        gradient.setColorAt(1, stone.darker(112))
        wall.setBrush(QBrush(gradient))
        wall.setPen(QPen(QColor("#6b604a"), 1.5))
        contested = view.contested if seat == view.landlord else None
        for index, value in enumerate(SUITES):
            suite = SuiteItem(seat, value, self)
            suite.setPos(SUITE_X0 + index * (SUITE_W + SUITE_GAP), SUITE_Y)
            suite.show_suite(view.castles[seat][index], (seat, value) in marks.suites,
                             value == contested)
            code = view.castles[seat][index]
            if suite.token is not None:
                suite.token.setToolTip(tr("{0} in the {1} suite").format(
                    scholar_words(code, self.table.names), ducats(value)))
            label = _text(self, ducats(value), 10, bold=True)
            _centre_text(label, suite.x() + SUITE_W / 2, SUITE_Y + SUITE_H + 2)
            self.suites.append(suite)
            if value == contested and view.incumbent is not None:
                tag = _text(self, offer_words(view.incumbent.bribe, None, view.incumbent.bank),
                            9, bold=True, colour="#7a1f00")
                _centre_text(tag, suite.x() + SUITE_W / 2, SUITE_Y - 14)
                self.tags.append(tag)

    def _front(self, view: IntrigeView, marks: Highlights) -> None:
        """The applicants in front of the castle: the stage in hand first, with their offers."""
        seat = self.seat
        ground = QGraphicsRectItem(0, FRONT_Y, CASTLE_W, FRONT_H, self)
        ground.setBrush(QBrush(QColor(0, 0, 0, 45)))
        ground.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
        in_stage = list(view.applicants) if seat == view.landlord else []
        waiting = view.waiting[seat]
        if not in_stage and not waiting:
            hint = _text(self, tr("no applicants"), 9, colour="#d8ceb5")
            _centre_text(hint, CASTLE_W / 2, FRONT_Y + FRONT_H / 2 - 8)
            return
        payer = next((a for a in in_stage if a.bribe < 0), None)
        incumbent_pays = view.incumbent is not None and view.incumbent.bribe < 0
        x = 30.0
        # Up to eight applicants (two from each other player) fit in front of the castle.
        step = min(40.0, (CASTLE_W - 56) / max(1, len(in_stage) + len(waiting) - 1))
        marked = False
        for applicant in in_stage:
            # Twins are interchangeable: the first one is the one decided.
            deciding = applicant.scholar == self.table.deciding and not marked
            draggable = deciding and bool(marks.suites or marks.island)
            token = (DraggedApplicant if draggable else ScholarToken).of(applicant.scholar, 17,
                                                                         self)
            token.setPos(x, FRONT_Y + 20)
            if deciding:
                token.mark(True)
                marked = True
            token.setToolTip(tr("{0}: {1}").format(scholar_words(applicant.scholar,
                                                                 self.table.names),
                                                   offer_words(applicant.bribe,
                                                               applicant.request,
                                                               applicant.bank)))
            self.applicants.append(token)
            if applicant is payer and not incumbent_pays:
                words = tr("next")
            elif applicant.bribe < 0:
                words = "…"
            else:  # in thousands: eight tags share the castle's front (the tooltip says all)
                words = _thousands(applicant.bribe) + (
                    "" if applicant.request is None else "\n→" + _thousands(applicant.request))
            tag = _text(self, words, 8, bold=True, colour="#fff4c2")
            _centre_text(tag, x, FRONT_Y + 39)
            self.tags.append(tag)
            x += step
        for code in waiting:  # later stages: not yet bribed for
            token = ScholarToken.of(code, 15, self)
            token.setPos(x, FRONT_Y + 20)
            token.setOpacity(0.8 if not in_stage else 0.55)
            token.setToolTip(tr("{0} waits to apply").format(scholar_words(code,
                                                                           self.table.names)))
            self.applicants.append(token)
            x += step

    def _supply(self, view: IntrigeView, marks: Highlights) -> None:
        label = _text(self, tr("supply"), 9, colour="#e9dfc6")
        label.setPos(4, SUPPLY_Y - 8)
        sending = self.seat == view.landlord  # only the landlord's supply is ever picked from
        x = 62.0
        for profession, count in enumerate(view.supply[self.seat]):
            for _ in range(count):
                token = ScholarToken(profession, self.seat, 10, self)
                token.setPos(x, SUPPLY_Y)
                if sending and profession == marks.chosen_supply:
                    token.mark(True)
                elif sending and profession in marks.supply:
                    token.setPen(QPen(QColor(LEGAL), 2.5))
                token.setToolTip(tr("{0}'s {1} (in the supply)").format(
                    self.table.names[self.seat], profession_name(profession)))
                self.supply.append(token)
                x += 24
            x += 6

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        point = event.scenePos()
        token = next((t for t in self.supply if t.sceneBoundingRect().contains(point)), None)
        if token is not None:
            self.table.supply_clicked.emit(self.seat, token.profession)
        else:
            suite = next((s for s in self.suites if s.sceneBoundingRect().contains(point)), None)
            self.table.castle_clicked.emit(self.seat, 0 if suite is None else suite.value)
        event.accept()


class IslandItem(QGraphicsEllipseItem):
    """The Island: scholars sent there are out of the game for good."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(-200, -105, 400, 210)
        self.table = scene
        self.tokens: list[ScholarToken] = []

    def build(self, view: IntrigeView, legal: bool) -> None:
        self.setBrush(QBrush(QColor("#2c6f8f")))
        self.setPen(QPen(QColor(GOLD if legal else "#1d4a60"), 5 if legal else 2))
        sand = QGraphicsEllipseItem(-165, -80, 330, 160, self)
        sand.setBrush(QBrush(QColor("#e3cf97")))
        sand.setPen(QPen(QColor("#c2a964"), 2))
        title = _text(self, tr("The Island"), 12, bold=True, colour="#5b4519")
        _centre_text(title, 0, -72)
        per_row = 10
        for index, code in enumerate(view.island):
            token = ScholarToken.of(code, 12, self)
            row, column = divmod(index, per_row)
            token.setPos(-117 + column * 26, -34 + row * 26)
            token.setToolTip(tr("{0}: out of the game").format(
                scholar_words(code, self.table.names)))
            self.tokens.append(token)
        if legal:
            hint = _text(self, tr("click to send the applicant here"), 9, colour="#5b4519")
            _centre_text(hint, 0, 56)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.table.island_clicked.emit()
        event.accept()


class TableScene(QGraphicsScene):
    castle_clicked = Signal(int, int)  # seat, suite value (0: not on a suite)
    island_clicked = Signal()
    supply_clicked = Signal(int, int)  # seat, profession

    def __init__(self) -> None:
        super().__init__()
        self.setBackgroundBrush(QBrush(QColor("#4a3526")))
        self.castles: list[CastleItem] = []
        self.island: IslandItem | None = None
        self.header: QGraphicsSimpleTextItem | None = None
        self.names: list[str] = []
        self.deciding = -1  # the applicant the landlord decides now (a scholar code)

    def show_view(self, view: IntrigeView, names: list[str], bottom: int, step: str,
                  marks: Highlights | None = None, deciding: int = -1) -> None:
        """Draw ``view`` with castle ``bottom`` nearest the viewer; ``step`` names the step and
        ``deciding`` is the applicant the landlord decides now (a scholar code, or -1)."""
        marks = marks or Highlights()
        self.clear()
        self.names = names
        self.deciding = deciding
        n = view.players
        rx, ry = {3: (420.0, 250.0), 4: (470.0, 300.0)}.get(n, (520.0, 320.0))
        felt = QGraphicsEllipseItem(-rx - 40, -ry - 40, 2 * (rx + 40), 2 * (ry + 40))
        felt.setBrush(QBrush(QColor("#2f5d46")))
        felt.setPen(QPen(QColor("#223f30"), 8))
        self.addItem(felt)
        self.island = IslandItem(self)
        self.addItem(self.island)
        self.island.build(view, marks.island)
        self.castles = []
        for seat in range(n):
            castle = CastleItem(seat, self)
            self.addItem(castle)
            castle.build(view, names[seat], marks)
            angle = math.pi / 2 + 2 * math.pi * ((seat - bottom) % n) / n
            castle.setPos(rx * math.cos(angle) - CASTLE_W / 2, ry * math.sin(angle) - CASTLE_H / 2)
            self.castles.append(castle)
        bounds = self.itemsBoundingRect()
        self._header(view, names, step, bounds)
        self._legend(bounds)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-20, -20, 20, 20))

    def _header(self, view: IntrigeView, names: list[str], step: str, bounds: QRectF) -> None:
        if view.phase == "over":
            words = tr("The game is over after {0} rounds: {1}").format(ROUNDS, step)
        else:
            words = tr("Round {0} of {1}  ·  {2} is the landlord  ·  {3}").format(
                view.round, ROUNDS, names[view.landlord], step)
        band = QGraphicsRectItem(0, 0, bounds.width(), 44)
        band.setBrush(QBrush(QColor("#f4ead2")))
        band.setPen(QPen(QColor("#6b5a3a"), 2))
        band.setPos(bounds.left(), bounds.top() - 60)
        self.addItem(band)
        self.header = _text(band, words, 15, bold=True)
        _centre_text(self.header, bounds.width() / 2, 10)

    def _legend(self, bounds: QRectF) -> None:
        box = QGraphicsRectItem(0, 0, 170, 132)
        box.setBrush(QBrush(QColor(244, 234, 210, 225)))
        box.setPen(QPen(QColor("#6b5a3a"), 1.5))
        box.setPos(bounds.left() + 10, bounds.bottom() - 142)
        self.addItem(box)
        for profession in range(len(PROFESSIONS)):
            token = ScholarToken(profession, None, 13, box)
            token.setPos(22, 20 + profession * 30)
            label = _text(box, profession_name(profession), 11)
            label.setPos(44, 11 + profession * 30)

    def castle(self, seat: int) -> CastleItem:
        return self.castles[seat]

    def suite(self, seat: int, value: int) -> SuiteItem:
        return next(s for s in self.castles[seat].suites if s.value == value)

    def texts(self) -> list[str]:
        """Every text on the table (what a player could read off it)."""
        return [item.text() for item in self.items() if isinstance(item, QGraphicsSimpleTextItem)]
