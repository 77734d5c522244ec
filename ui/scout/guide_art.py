"""Scout's rules guide shows a hand as dealt: a run of 3-4-5 beside a pair of 7s, each card with
its other number upside down at the foot."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from companion_ui.scout.card import CARD_H, CARD_W, CardItem
from companion_ui.shell.guide_art import GuideArt, paint_items

HAND = ((3, 9), (4, 1), (5, 8), (7, 2), (7, 10))  # (the number that counts, the one below)
GAP = 0.14


def paint_hand(painter: QPainter, box: QRectF) -> None:
    cards = []
    for index, (top, bottom) in enumerate(HAND):
        card = CardItem(top << 4 | bottom)
        card.setPos(index * CARD_W * (1 + GAP), 0)
        cards.append(card)
    paint_items(painter, box, cards)


# A card's bounds reach 4 past its edge on every side (its glow when selected).
GUIDE_ART = GuideArt(((len(HAND) - 1) * CARD_W * (1 + GAP) + CARD_W + 8) / (CARD_H + 8), paint_hand)
