"""SVG icons shipped in resources/icons."""

from functools import cache

from PySide6.QtGui import QIcon, QPixmap

from companion.core.resources import resource


@cache
def icon(name: str) -> QIcon:
    data = resource("icons", f"{name}.svg").read_bytes()
    pixmap = QPixmap()
    pixmap.loadFromData(data, "SVG")
    return QIcon(pixmap)
