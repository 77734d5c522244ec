"""Export a dungeon for the tabletop: a PNG picture, or a printable PDF page with the board,
its coordinates and a legend. Files are written to a temporary name and then moved into place,
so a failed export never leaves half a file.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from companion.core.errors import CompanionError
from companion.lairs.board import FEATURE_COUNTS, MAX_WALLS, MIN_WALLS, Dungeon
from ui.lairs.board_scene import BoardScene, paint_feature


def _tr(text: str) -> str:
    return QCoreApplication.translate("LairsExport", text)


def _write_atomically(path: Path, write: Callable[[str], bool]) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=path.suffix, dir=path.parent)
    os.close(fd)
    try:
        if not write(tmp):
            raise CompanionError(_tr("cannot write {0}").format(path))
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def export_png(scene: BoardScene, path: Path, scale: float = 3.0) -> None:
    rect = scene.sceneRect()
    image = QImage(int(rect.width() * scale), int(rect.height() * scale),
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render_sheet(painter, QRectF(image.rect()))
    painter.end()
    _write_atomically(path, lambda tmp: image.save(tmp, "PNG"))


def export_pdf(scene: BoardScene, dungeon: Dungeon, path: Path) -> None:
    def write(tmp: str) -> bool:
        writer = QPdfWriter(tmp)
        writer.setPageLayout(QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        writer.setResolution(300)
        writer.setTitle(dungeon.name or _tr("Lairs dungeon"))
        painter = QPainter()
        if not painter.begin(writer):
            return False
        _paint_page(painter, scene, dungeon, QRectF(painter.viewport()))
        return painter.end()

    _write_atomically(path, write)


def _paint_page(painter: QPainter, scene: BoardScene, dungeon: Dungeon, page: QRectF) -> None:
    unit = page.width() / 100  # layout in hundredths of the page width
    title_font = QFont()
    title_font.setPixelSize(int(unit * 4.5))
    title_font.setBold(True)
    painter.setFont(title_font)
    title = QRectF(page.left(), page.top(), page.width(), unit * 8)
    painter.drawText(title, Qt.AlignmentFlag.AlignCenter, dungeon.name or _tr("Lairs dungeon"))
    scene_rect = scene.sceneRect()
    width = page.width()
    height = width * scene_rect.height() / scene_rect.width()
    board = QRectF(page.left(), title.bottom() + unit * 2, width, height)
    scene.render_sheet(painter, board)
    text_font = QFont()
    text_font.setPixelSize(int(unit * 2.6))
    painter.setFont(text_font)
    names = {"start": _tr("Start"), "exit": _tr("Exit"), "chest": _tr("Chest"),
             "monster": _tr("Monster (Hungry Blob)"), "trap": _tr("Trap (Greased Pit)")}
    top = board.bottom() + unit * 4
    row_height = unit * 6
    for index, (feature, count) in enumerate(FEATURE_COUNTS.items()):
        y = top + index * row_height
        paint_feature(painter, feature, QRectF(page.left(), y, row_height, row_height))
        painter.drawText(QRectF(page.left() + row_height * 1.2, y, page.width(), row_height),
                         Qt.AlignmentFlag.AlignVCenter,
                         f"{names[feature.value]} × {count}")
    notes = QRectF(page.left(), top + len(FEATURE_COUNTS) * row_height + unit * 2,
                   page.width(), unit * 14)
    painter.drawText(notes, Qt.TextFlag.TextWordWrap, _tr(
        "Walls: {0} placed ({1}–{2} allowed). Rows A–F run north to south, columns 1–6 west "
        "to east. Every cell is reachable from Start, and each goal has a path past at most "
        "one trap and one monster.").format(len(dungeon.walls), MIN_WALLS, MAX_WALLS))
