"""The Intrige table as the box lays it out: the castles around the Island, each with its four
suites (1,000, 6,000, 10,000, 3,000), the applicants waiting in front and the owner's scholars
beside it. It renders the public view only (no purse is on the table) and says what was clicked:
a suite, a castle, the Island or a scholar of a supply.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from companion.intrige.actions import SUITES, Island, Place, Send, owner_of, profession_of
from companion.intrige.helper import LandlordHelper
from companion.intrige.stages import Applicant
from companion_ui.intrige.landlord_helper_words import (
    PAINT,
    colour_name,
    ducats,
    profession_name,
    scholar_words,
    tr,
)
from companion_ui.intrige.tokens import add_symbol

CASTLE_W, CASTLE_H = 330, 244
SUITE_W, SUITE_H = 74, 96
PIECE = 46  # a scholar in a suite
SMALL = 30  # an applicant or a scholar on the Island
TINY = 24  # a scholar in the supply
MARGIN = 10  # between a castle's edge and what is drawn in it
# Each row of pieces under its own heading, so that a long word never pushes pieces out.
FRONT_Y, APPLICANTS_Y = 134, 150
SIDE_Y, SUPPLY_Y = 196, 212
GOLD = "#d08c00"
ALLOWED = "#1e8e3e"


def _font(size: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(size)
    font.setBold(bold)
    return font


class ScholarItem(QGraphicsEllipseItem):
    """A scholar: a round piece in its owner's colour with its profession's symbol, drawn as
    on the table in play (``companion_ui.intrige.tokens``)."""

    def __init__(self, colour: str, profession: int, size: int,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(0, 0, size, size, parent)
        _castle, fill, ink = PAINT[colour]
        self.profession = profession
        self.setBrush(QBrush(QColor(fill)))
        self.setPen(QPen(QColor("#1b1b1b"), 1.5))
        self.symbol = add_symbol(self, profession, ink)

    def mark(self, colour: str | None) -> None:
        self.setPen(QPen(QColor(colour), 4) if colour else QPen(QColor("#1b1b1b"), 1.5))


class SuiteItem(QGraphicsRectItem):
    """One suite of a castle: its value and the scholar living in it, if any."""

    def __init__(self, castle: int, value: int, parent: QGraphicsItem) -> None:
        super().__init__(0, 0, SUITE_W, SUITE_H, parent)
        self.castle, self.value = castle, value
        self.scholar = -1
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setFont(_font(11, True))
        self.piece: ScholarItem | None = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_suite(self, helper: LandlordHelper, code: int, mark: str | None) -> None:
        # Said on every showing: the digit grouping follows a language switch (1.000, 1000).
        self.label.setText(QLocale().toString(self.value))
        self.label.setPos((SUITE_W - self.label.boundingRect().width()) / 2, 4)
        if code != self.scholar:
            if self.piece is not None:
                self.piece.setParentItem(None)
                if self.scene() is not None:
                    self.scene().removeItem(self.piece)
                self.piece = None
            if code >= 0:
                self.piece = ScholarItem(helper.players[owner_of(code)].colour,
                                         profession_of(code), PIECE, self)
                self.piece.setPos((SUITE_W - PIECE) / 2, 34)
                self.piece.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scholar = code
        self.setBrush(QBrush(QColor("#fffaf0" if code < 0 else "#f1e6cf")))
        self.setPen(QPen(QColor(mark), 4) if mark else QPen(QColor("#8a7a5c"), 1.2))
        held = scholar_words(helper, code) if code >= 0 else tr("free")
        self.setToolTip(tr("{0} suite: {1}").format(ducats(self.value), held))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.suite_clicked.emit(self.castle, self.value)
        event.accept()


class CastleItem(QGraphicsRectItem):
    """A player's castle: name and colour, four suites, the applicants in front and the
    scholars still beside it."""

    def __init__(self, seat: int, colour: str) -> None:
        super().__init__(0, 0, CASTLE_W, CASTLE_H)
        self.seat, self.colour = seat, colour
        castle, strong, ink = PAINT[colour]
        self.setBrush(QBrush(QColor(castle)))
        # The castle's roof: a band in the owner's colour carrying their name.
        self.band = QGraphicsRectItem(0, 0, CASTLE_W, 28, self)
        self.band.setBrush(QBrush(QColor(strong)))
        self.band.setPen(QPen(Qt.PenStyle.NoPen))
        self.band.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.title = QGraphicsSimpleTextItem(self)
        self.title.setFont(_font(13, True))
        self.title.setBrush(QBrush(QColor(ink)))
        self.title.setPos(10, 4)
        self.badge = QGraphicsSimpleTextItem(self)
        self.badge.setFont(_font(11, True))
        self.badge.setBrush(QBrush(QColor(ink)))
        self.suites = {value: SuiteItem(seat, value, self) for value in SUITES}
        for index, value in enumerate(SUITES):
            self.suites[value].setPos(8 + index * (SUITE_W + 6), 34)
        self.front = QGraphicsSimpleTextItem(self)
        self.front.setFont(_font(9))
        self.front.setPos(MARGIN, FRONT_Y)
        self.bribes: list[QGraphicsSimpleTextItem] = []
        self.applicants: list[ScholarItem] = []
        self.side = QGraphicsSimpleTextItem(self)
        self.side.setFont(_font(9))
        self.side.setPos(MARGIN, SIDE_Y)
        self.supply: list[ScholarItem] = []
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_castle(self, helper: LandlordHelper, marks: dict[int, str],
                    applicants: list[Applicant],
                    current: int | None, picked: int | None,
                    picked_to: set[int] | None) -> None:
        view = helper.table
        seat = self.seat
        landlord = seat == view.landlord and view.phase != "over"
        self.badge.setText(tr("★ landlord") if landlord else "")
        self.badge.setPos(CASTLE_W - self.badge.boundingRect().width() - MARGIN, 6)
        title = f"{helper.name(seat)}  ·  {colour_name(self.colour)}"
        room = int(self.badge.x() - 2 * MARGIN) if landlord else CASTLE_W - 2 * MARGIN
        self.title.setText(QFontMetrics(self.title.font()).elidedText(
            title, Qt.TextElideMode.ElideRight, room))
        self.band.setToolTip(title)
        self.front.setText(tr("Applicants"))
        self.side.setText(tr("Scholars to send"))
        sending_here = picked_to is not None and seat in picked_to
        self.setPen(QPen(QColor(GOLD), 5) if landlord else QPen(QColor(ALLOWED), 5)
                    if sending_here else QPen(QColor("#5c4a2e"), 1.5))
        for index, value in enumerate(SUITES):
            self.suites[value].show_suite(helper, view.castles[seat][index], marks.get(value))
        self._show_applicants(helper, applicants, current)
        self._show_supply(helper, picked)

    def _show_applicants(self, helper: LandlordHelper, applicants: list[Applicant],
                         current: int | None) -> None:
        for item in [*self.applicants, *self.bribes]:
            self.scene().removeItem(item)
        self.applicants, self.bribes = [], []
        step = _step(len(applicants), SMALL, SMALL + 12)
        for index, applicant in enumerate(applicants):
            code = applicant.scholar
            item = ScholarItem(helper.players[owner_of(code)].colour, profession_of(code),
                               SMALL, self)
            x = MARGIN + index * step
            item.setPos(x, APPLICANTS_Y)
            if applicant.bribe >= 0:  # announced aloud at the table: public
                amount = QGraphicsSimpleTextItem(
                    tr("{0}k", "a bribe in thousands of ducats").format(applicant.bribe // 1000),
                    self)
                amount.setFont(_font(8, True))
                width = amount.boundingRect().width()
                amount.setPos(x + (SMALL - width) / 2, APPLICANTS_Y + SMALL + 1)
                self.bribes.append(amount)
            item.mark(GOLD if index == current else None)
            paid = "" if applicant.bribe < 0 else "  " + tr("paid {0}").format(
                ducats(applicant.bribe))
            asked = "" if applicant.request is None else "  " + tr("asks for {0}").format(
                QLocale().toString(applicant.request))
            item.setToolTip(scholar_words(helper, code) + paid + asked)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.applicants.append(item)
        self.front.setVisible(bool(applicants))

    def _show_supply(self, helper: LandlordHelper, picked: int | None) -> None:
        for item in self.supply:
            self.scene().removeItem(item)
        self.supply = []
        x = float(MARGIN)
        for profession, count in enumerate(helper.supply(self.seat)):
            for _ in range(count):
                item = SupplyItem(self.seat, self.colour, profession, self)
                item.setPos(x, SUPPLY_Y)
                item.mark(GOLD if profession == picked else None)
                item.setToolTip(tr("{0}'s {1} (click to send it)").format(
                    helper.name(self.seat), profession_name(profession)))
                self.supply.append(item)
                x += TINY + 4
            x += 6 if count else 0
        self.side.setVisible(bool(self.supply))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.castle_clicked.emit(self.seat)
        event.accept()


def _step(count: int, size: float, natural: float) -> float:
    """How far apart ``count`` pieces of ``size`` stand in a castle's row: ``natural`` when they
    fit, else closer (overlapping a little) so that the last one stays inside."""
    room = CASTLE_W - 2 * MARGIN - size
    return natural if count < 2 else min(natural, room / (count - 1))


class SupplyItem(ScholarItem):
    """A scholar beside its owner's castle, waiting to be sent."""

    def __init__(self, seat: int, colour: str, profession: int, parent: QGraphicsItem) -> None:
        super().__init__(colour, profession, TINY, parent)
        self.seat = seat
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.supply_clicked.emit(self.seat, self.profession)
        event.accept()


class IslandItem(QGraphicsEllipseItem):
    """The Island: scholars sent there are out of the game for good."""

    def __init__(self) -> None:
        super().__init__(-150, -80, 300, 160)
        self.setBrush(QBrush(QColor("#e9d8a6")))
        self.setPen(QPen(QColor("#7fb7d6"), 10))
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setFont(_font(13, True))
        self.label.setBrush(QBrush(QColor("#6b5a2e")))
        self.scholars: list[ScholarItem] = []
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_island(self, helper: LandlordHelper, allowed: bool) -> None:
        self.label.setText(tr("The Island"))
        self.label.setPos(-self.label.boundingRect().width() / 2, -70)
        for item in self.scholars:
            self.scene().removeItem(item)
        self.scholars = []
        island = helper.table.island
        per_row = 8
        for index, code in enumerate(island):
            item = ScholarItem(helper.players[owner_of(code)].colour, profession_of(code),
                               SMALL, self)
            row, column = divmod(index, per_row)
            width = min(per_row, len(island) - row * per_row) * (SMALL + 4)
            item.setPos(-width / 2 + column * (SMALL + 4), -38 + row * (SMALL + 4))
            item.setToolTip(scholar_words(helper, code))
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scholars.append(item)
        self.setPen(QPen(QColor(ALLOWED if allowed else "#7fb7d6"), 10))
        self.setToolTip(tr("The Island: %n scholar(s), out of the game for good", "",
                           len(island)))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.island_clicked.emit()
        event.accept()


class TableScene(QGraphicsScene):
    suite_clicked = Signal(int, int)  # castle, suite value
    castle_clicked = Signal(int)
    island_clicked = Signal()
    supply_clicked = Signal(int, int)  # seat, profession

    def __init__(self, helper: LandlordHelper) -> None:
        super().__init__()
        self.setBackgroundBrush(QBrush(QColor("#2f5d46")))
        self.castles = [CastleItem(seat, p.colour) for seat, p in enumerate(helper.players)]
        n = len(self.castles)
        rx, ry = 400.0, 262.0
        for seat, item in enumerate(self.castles):
            self.addItem(item)
            # Seat 0 at the bottom, the others clockwise, as the players sit.
            angle = math.pi / 2 + 2 * math.pi * seat / n
            item.setPos(rx * math.cos(angle) - CASTLE_W / 2, ry * math.sin(angle) - CASTLE_H / 2)
        self.island = IslandItem()
        self.addItem(self.island)
        self.setSceneRect(QRectF(-rx - CASTLE_W / 2 - 16, -ry - CASTLE_H / 2 - 16,
                                 2 * rx + CASTLE_W + 32, 2 * ry + CASTLE_H + 32))

    def show_helper(self, helper: LandlordHelper, picked: int | None) -> None:
        """Draw the table; the decision in hand is marked (the suites a placement may take,
        the applicant deciding, the Island when it is allowed, the scholar picked to send)."""
        view = helper.table
        legal = helper.legal()
        marks: dict[int, str] = {}
        picked_to = {a.castle for a in legal if isinstance(a, Send)
                     and a.profession == picked} if picked is not None else None
        island = False
        current: int | None = None
        stage_applicants = list(view.applicants)
        if view.phase == "place":
            for action in legal:
                if isinstance(action, Place):
                    marks[action.suite] = ALLOWED
                island = island or isinstance(action, Island)
            first = legal[0]
            assert isinstance(first, Place | Island)
            deciding = first.scholar
            current = next(i for i, a in enumerate(stage_applicants) if a.scholar == deciding)
        elif view.phase == "bribe":
            payer = next(i for i, a in enumerate(stage_applicants) if a.bribe < 0) if (
                view.incumbent is None or view.incumbent.bribe >= 0) else None
            current = payer
        if view.contested is not None:
            marks.setdefault(view.contested, GOLD)
        for seat, item in enumerate(self.castles):
            landlord = seat == view.landlord and view.phase != "over"
            waiting = [Applicant(c, -1, None, False) for c in view.waiting[seat]]
            applicants = stage_applicants + waiting if landlord else waiting
            sending = landlord and view.phase == "send"
            item.show_castle(helper, marks if landlord else {}, applicants,
                             current if landlord else None, picked if sending else None,
                             picked_to)
        self.island.show_island(helper, island)

    def castle_at(self, seat: int) -> CastleItem:
        return self.castles[seat]


def piece_centre(item: QGraphicsItem) -> QPointF:
    """Where a click on ``item`` lands, in scene coordinates (tests click there)."""
    return item.mapToScene(item.boundingRect().center())
