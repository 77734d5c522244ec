"""Export a dungeon for the tabletop: a PNG picture with its title, or a printable PDF page
with the board, its coordinates and a legend. Both are drawn into memory first and written
atomically with the user's usual file mode (``companion.core.files``), so a failed export never
leaves half a file. Only the sheet is drawn: no cursor, path or hover preview of the editor.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from companion.core.errors import CompanionError
from companion.core.files import write_bytes_atomic
from companion.lairs.board import FEATURE_COUNTS, MAX_WALLS, MIN_WALLS, Dungeon
from companion.lairs.validation import validate
from companion_ui.lairs.board_scene import BoardScene, paint_feature


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("LairsExport", text, disambiguation, n)


def _contents(paint: Callable[[QBuffer], bool], path: Path) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not paint(buffer):
        raise CompanionError(_tr("cannot write {0}").format(path))
    return bytes(buffer.data().data())


def export_png(scene: BoardScene, dungeon: Dungeon, path: Path, scale: float = 3.0) -> None:
    rect = scene.sceneRect()
    width = int(rect.width() * scale)
    board_height = int(rect.height() * scale)
    title_height = int(width * 0.1)
    image = QImage(width, title_height + board_height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_title(painter, dungeon, QRectF(0, 0, width, title_height))
    scene.render_sheet(painter, QRectF(0, title_height, width, board_height))
    painter.end()
    write_bytes_atomic(path, _contents(lambda buffer: image.save(buffer, "PNG"), path))


def export_pdf(scene: BoardScene, dungeon: Dungeon, path: Path) -> None:
    def paint(buffer: QBuffer) -> bool:
        writer = QPdfWriter(buffer)
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

    write_bytes_atomic(path, _contents(paint, path))


def _paint_title(painter: QPainter, dungeon: Dungeon, area: QRectF) -> None:
    font = QFont()
    font.setPixelSize(int(area.height() * 0.56))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(area, Qt.AlignmentFlag.AlignCenter, dungeon.name or _tr("Lairs dungeon"))


def _paint_page(painter: QPainter, scene: BoardScene, dungeon: Dungeon, page: QRectF) -> None:
    unit = page.width() / 100  # layout in hundredths of the page width
    title = QRectF(page.left(), page.top(), page.width(), unit * 8)
    _paint_title(painter, dungeon, title)
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
    verdict = _tr("This dungeon follows every build rule.") if validate(dungeon).valid else _tr(
        "This dungeon breaks a build rule; check it in the editor before play.")
    painter.drawText(notes, Qt.TextFlag.TextWordWrap, _tr(
        "Walls: {0} placed ({1}–{2} allowed). Rows A–F run north to south, columns 1–6 west "
        "to east. Build rules: every cell reachable from Start; each goal (exit, chests) "
        "reachable on a path past at most one trap and one monster. {3}").format(
            len(dungeon.walls), MIN_WALLS, MAX_WALLS, verdict))
