"""Intrige's rules guide shows the four professions as scholars of four players: the natural
scientist's flask, the physician's cross, the theologian's book and the writer's quill."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from companion_ui.intrige.tokens import ScholarToken
from companion_ui.shell.guide_art import GuideArt, aspect_of, paint_items

PROFESSIONS = 4
RADIUS, GAP = 20.0, 0.3


def paint_scholars(painter: QPainter, box: QRectF) -> None:
    tokens = []
    for profession in range(PROFESSIONS):
        token = ScholarToken(profession, profession, RADIUS)
        token.setPos(profession * 2 * RADIUS * (1 + GAP), 0)
        tokens.append(token)
    paint_items(painter, box, tokens)


GUIDE_ART = GuideArt(aspect_of(PROFESSIONS, 1.0, GAP), paint_scholars)
