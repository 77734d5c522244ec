"""The app's own colours against the palette of the moment: every colour a window sets on text
(an error in red, a log line by kind) goes through ``readable``, so it reads on a light and on a
dark system palette alike."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

# WCAG 2's least contrasts (AA): for body text, the ratio every colour set on text keeps; for
# graphics that carry meaning (a seat's disc, an icon's edge).
TEXT_CONTRAST = 4.5
GRAPHIC_CONTRAST = 3.0

WHITE, BLACK = QColor("white"), QColor("black")


def mixed(colour: QColor, tint: QColor, share: float) -> QColor:
    """``colour`` with ``share`` of ``tint`` mixed in."""
    return QColor.fromRgbF(*(c + (t - c) * share for c, t in
                             zip(colour.getRgbF()[:3], tint.getRgbF()[:3], strict=True)))


def blend(palette: QPalette, role: QPalette.ColorRole, share: float) -> QColor:
    """The page colour with ``share`` of ``role`` mixed in: readable in light and dark themes."""
    return mixed(palette.color(QPalette.ColorRole.Base), palette.color(role), share)


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance: 0 for black, 1 for white."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(c) for c in colour.getRgbF()[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: QColor, other: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable(colour: QColor | str, background: QColor, least: float = TEXT_CONTRAST) -> QColor:
    """``colour`` if it reads on ``background``, else the nearest shade of it that does: mixed
    with white on a dark background, with black on a light one, in small steps (so a red stays
    a red, only lighter or deeper)."""
    colour = QColor(colour)
    toward = WHITE if contrast(WHITE, background) >= contrast(BLACK, background) else BLACK
    share = 0.0
    shade = colour
    while contrast(shade, background) < least and share < 1.0:
        share = min(1.0, share + 0.05)
        shade = mixed(colour, toward, share)
    return shade


def ink(widget: QWidget, colour: QColor | str,
        role: QPalette.ColorRole = QPalette.ColorRole.Window) -> str:
    """``colour`` made readable on ``widget``'s ``role`` background, as a style sheet's colour
    ("#a93226")."""
    return readable(colour, widget.palette().color(role)).name()
