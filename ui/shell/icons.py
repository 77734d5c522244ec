"""SVG icons shipped in resources/icons, and the icons of kinds of files and work: a game's icon
with the emblem of the kind (a record, a dungeon, a tracker session, a network table) in its
corner.

Most icons are drawn in dark inks: on a dark palette each gets a thin light outline, or it would
vanish into the window."""

from functools import cache
from math import cos, pi, sin

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

from companion.core.resources import resource
from companion_ui.shell.colours import BLACK, WHITE, contrast, mixed

FALLBACK = "companion"
# Rendered at each common size so icons stay crisp wherever they are shown.
SIZES = (16, 22, 24, 32, 48, 56, 64, 128)
EMBLEM_SHARE = 0.6  # of a kind's icon, the emblem's side


def icon(name: str) -> QIcon:
    """The named icon; the app icon stands in for a game that ships none of its own."""
    return _icon(name, None, *_inks())


def kind_icon(game: str, emblem: str) -> QIcon:
    """``game``'s icon with the ``emblem`` icon in its lower right corner, cut out of it by a
    ring of the page's colour."""
    return _icon(game, emblem, *_inks())


def _inks() -> tuple[str, str]:
    """The outline for icons (none on a light palette) and the page colour, by name (the cache's
    key: a new palette draws the icons anew)."""
    palette = QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    dark = contrast(WHITE, window) > contrast(BLACK, window)
    outline = mixed(window, palette.color(QPalette.ColorRole.WindowText), 0.8).name()
    return (outline if dark else "", palette.color(QPalette.ColorRole.Base).name())


@cache
def _icon(name: str, emblem: str | None, outline: str, page: str) -> QIcon:
    result = QIcon()
    for size in SIZES:
        width = max(1.0, size / 22) if outline else 0.0
        art = _rendered(name, size, width)
        if emblem is not None:
            side = round((size - 2 * width) * EMBLEM_SHARE)
            mark = _outlined(_rendered(emblem, side, width), outline, width)
            corner = QPointF(size - width - side, size - width - side)
            painter = QPainter(art)
            painter.drawPixmap(corner, _grown(mark, QColor(page), max(1.0, size / 20)))
            painter.drawPixmap(corner, mark)
            painter.end()
        result.addPixmap(_outlined(art, outline, width))
    return result


@cache
def _renderer(name: str) -> QSvgRenderer:
    node = resource("icons", f"{name}.svg")
    if not node.is_file():
        node = resource("icons", f"{FALLBACK}.svg")
    return QSvgRenderer(QByteArray(node.read_bytes()))


def _rendered(name: str, size: int, inset: float) -> QPixmap:
    """The icon on a ``size`` pixels square, ``inset`` pixels in from its sides (room for an
    outline)."""
    art = QPixmap(size, size)
    art.fill(Qt.GlobalColor.transparent)
    painter = QPainter(art)
    _renderer(name).render(painter, QRectF(inset, inset, size - 2 * inset, size - 2 * inset))
    painter.end()
    return art


def _outlined(art: QPixmap, outline: str, width: float) -> QPixmap:
    """``art`` with an ``outline`` (none: as it is) ``width`` pixels wide all round."""
    if not outline:
        return art
    drawn = _grown(art, QColor(outline), width)
    painter = QPainter(drawn)
    painter.drawPixmap(0, 0, art)
    painter.end()
    return drawn


def _grown(art: QPixmap, colour: QColor, width: float) -> QPixmap:
    """``art``'s shape grown by ``width`` pixels all round, in ``colour``."""
    shape = QPixmap(art.size())
    shape.fill(Qt.GlobalColor.transparent)
    painter = QPainter(shape)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    steps = 16
    for step in range(steps):
        angle = 2 * pi * step / steps
        painter.drawPixmap(QPointF(width * cos(angle), width * sin(angle)), art)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(shape.rect(), colour)
    painter.end()
    return shape
