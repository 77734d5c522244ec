"""SVG icons shipped in resources/icons."""

from functools import cache

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from companion.core.resources import resource

FALLBACK = "companion"


@cache
def icon(name: str) -> QIcon:
    """The named icon; the app icon stands in for a game that ships none of its own."""
    node = resource("icons", f"{name}.svg")
    if not node.is_file():
        node = resource("icons", f"{FALLBACK}.svg")
    renderer = QSvgRenderer(QByteArray(node.read_bytes()))
    result = QIcon()
    # Rendered at each common size so icons stay crisp wherever they are shown.
    for size in (16, 22, 24, 32, 48, 56, 64, 128):
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        result.addPixmap(pixmap)
    return result
