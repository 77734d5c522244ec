"""Coup's rules guide shows the court: every character's card, as on the table."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from companion.coup.cards import Character
from companion_ui.coup.card_art import CARD_H, CARD_W, paint_face
from companion_ui.shell.guide_art import GuideArt, aspect_of, row

COURT = (Character.DUKE, Character.ASSASSIN, Character.CAPTAIN, Character.AMBASSADOR,
         Character.INQUISITOR, Character.CONTESSA)


def paint_court(painter: QPainter, box: QRectF) -> None:
    for character, card_box in zip(COURT, row(box, len(COURT), CARD_W / CARD_H), strict=True):
        paint_face(painter, int(character), card_box)


GUIDE_ART = GuideArt(aspect_of(len(COURT), CARD_W / CARD_H), paint_court)
