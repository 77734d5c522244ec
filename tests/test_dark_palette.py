"""A dark system palette: every colour the app sets on text reads on the background it is drawn
on (WCAG's 4.5:1; 3:1 for a lone symbol such as a seat's disc), measured on the rendered
windows of every game, and no icon's edge vanishes into the window."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QMainWindow, QWidget

from companion.core import registry
from companion.core.autosave import AutosaveStore
from companion.core.protocol import GameSetup
from companion.core.resources import resource
from companion_ui.shell.colours import GRAPHIC_CONTRAST, TEXT_CONTRAST, contrast, readable
from companion_ui.shell.icons import icon, kind_icon
from companion_ui.shell.session import GameSession

# KDE's Breeze Dark, with the two roles that caught the app out in a newcomer's dark theme:
# BrightText red and Mid a light grey (Coup's turn headings were red on light grey).
DARK = {
    QPalette.ColorRole.Window: "#2a2e32", QPalette.ColorRole.WindowText: "#fcfcfc",
    QPalette.ColorRole.Base: "#1b1e20", QPalette.ColorRole.AlternateBase: "#232629",
    QPalette.ColorRole.Text: "#fcfcfc", QPalette.ColorRole.Button: "#31363b",
    QPalette.ColorRole.ButtonText: "#fcfcfc", QPalette.ColorRole.Highlight: "#3daee9",
    QPalette.ColorRole.HighlightedText: "#fcfcfc", QPalette.ColorRole.ToolTipBase: "#31363b",
    QPalette.ColorRole.ToolTipText: "#fcfcfc", QPalette.ColorRole.PlaceholderText: "#a1a9b1",
    QPalette.ColorRole.BrightText: "#ff5555", QPalette.ColorRole.Light: "#4a5057",
    QPalette.ColorRole.Midlight: "#3b4045", QPalette.ColorRole.Mid: "#a8abae",
    QPalette.ColorRole.Dark: "#141618", QPalette.ColorRole.Shadow: "#000000",
    QPalette.ColorRole.Link: "#1d99f3", QPalette.ColorRole.LinkVisited: "#9b59b6",
}
DISABLED_TEXT = "#6e7175"
# A colour in a label's rich text, and the words it colours.
SPAN = re.compile(r"""color:\s*(#[0-9a-fA-F]{6})[^>]*>([^<]*)""")


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(DISABLED_TEXT))
    return palette


@pytest.fixture
def dark(qapp: QApplication) -> Iterator[QPalette]:
    light = qapp.palette()
    qapp.setPalette(dark_palette())
    yield qapp.palette()
    qapp.setPalette(light)


def colours_in(image: QImage, rect: QRect) -> Counter[int]:
    return Counter(image.pixel(x, y) for y in range(rect.top(), rect.bottom() + 1)
                   for x in range(rect.left(), rect.right() + 1))


def page_colour(image: QImage, rect: QRect) -> QColor:
    """The commonest colour in ``rect`` of ``image``: the background words are written on."""
    return QColor.fromRgba(colours_in(image, rect).most_common(1)[0][0])


def ink_colour(image: QImage, rect: QRect, page: QColor) -> QColor:
    """The colour in ``rect`` that stands out most from ``page``: the words' own, at the heart
    of their strokes (a style sheet's colour is drawn, never put in the widget's palette)."""
    return max((QColor.fromRgba(pixel) for pixel in colours_in(image, rect)),
               key=lambda colour: contrast(colour, page))


def shown_rect(widget: QWidget, window: QWidget, rect: QRect) -> QRect:
    """``rect`` of ``widget`` where the window shows it, in the window's pixels."""
    visible = widget.visibleRegion().boundingRect() & rect
    return visible.translated(widget.mapTo(window, QPoint(0, 0)))


def cells(model: QAbstractItemModel) -> Iterator[QModelIndex]:
    """Every cell of a list or table model (a list model keeps its column count private)."""
    for row in range(model.rowCount()):
        column = 0
        while (index := model.index(row, column)).isValid():
            yield index
            column += 1


def unreadable_words(window: QWidget) -> list[str]:
    """Every label and item line of ``window`` whose colour does not read on its rendered
    background: "what: words — colour on background (ratio)"."""
    image = window.grab().toImage()
    found: list[str] = []

    def check(what: str, colour: QColor, words: str, page: QColor) -> None:
        least = GRAPHIC_CONTRAST if len(words.strip()) <= 1 else TEXT_CONTRAST
        ratio = contrast(colour, page)
        if ratio < least:
            found.append(f"{what}: {words.strip()[:40]!r} — {colour.name()} on {page.name()} "
                         f"({ratio:.1f})")

    for label in [window, *window.findChildren(QLabel)]:
        if not isinstance(label, QLabel):
            continue
        if not (label.isVisible() and label.isEnabled() and label.text().strip()):
            continue
        rect = shown_rect(label, window, label.contentsRect())
        if rect.width() < 2 or rect.height() < 2:
            continue
        page = page_colour(image, rect)
        what = label.objectName() or type(label.parentWidget()).__name__
        check(what, ink_colour(image, rect, page), label.text(), page)
        for colour, words in SPAN.findall(label.text()):
            check(what, QColor(colour), words, page)
    for view in window.findChildren(QAbstractItemView):
        if not view.isVisible() or view.model() is None:
            continue
        model, viewport = view.model(), view.viewport()
        for index in cells(model):
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if (not text or not model.flags(index) & Qt.ItemFlag.ItemIsEnabled
                    or view.selectionModel().isSelected(index)):
                continue
            rect = shown_rect(viewport, window, view.visualRect(index))
            if rect.width() < 2 or rect.height() < 2:
                continue
            brush = index.data(Qt.ItemDataRole.ForegroundRole)
            colour = (brush.color() if brush is not None
                      else view.palette().color(QPalette.ColorRole.Text))
            check(view.objectName() or type(view).__name__, colour, str(text),
                  page_colour(image, rect))
    return found


def played(game: str, decisions: int, store: AutosaveStore, seed: int = 3) -> GameSession:
    """A hot-seat game of humans, ``decisions`` random legal decisions in (fewer if it ends)."""
    spec = registry.get(game)
    names = ["Ada", "Ben", "Cleo", "Dan", "Eve"][:spec.default_players]
    session = GameSession.start(spec, GameSetup(len(names), seed=seed), store, names,
                                ["human"] * len(names))
    rng = random.Random(seed)
    for _ in range(decisions):
        state = session.match.state
        if state.is_over():
            break
        session.match.play(rng.choice(list(state.legal_actions())))
    return session


def shown(qtbot, window: QMainWindow) -> QMainWindow:  # type: ignore[no-untyped-def]
    """``window`` on screen at a laptop's size, past its hand-over screen."""
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    if window.hand_over.isVisible():
        window.hand_over.button.click()
    return window


def store(folder: Path) -> AutosaveStore:
    return AutosaveStore(folder / "autosave")


def table_window(game: str, session: GameSession) -> QMainWindow:
    from companion_ui.coup.table import CoupTableWindow
    from companion_ui.intrige.table import IntrigeTableWindow
    from companion_ui.lairs.explorer.game_window import LairsGameWindow
    from companion_ui.scout.table import ScoutTableWindow

    windows = {"coup": CoupTableWindow, "scout": ScoutTableWindow,
               "intrige": IntrigeTableWindow, "lairs": LairsGameWindow}
    return windows[game](session)


@pytest.mark.parametrize(("game", "decisions"),
                         [("coup", 40), ("scout", 30), ("intrige", 40), ("lairs", 30)])
def test_every_game_table_reads_in_a_dark_palette(qtbot, dark, tmp_path: Path, game: str,
                                                  decisions: int) -> None:
    window = shown(qtbot, table_window(game, played(game, decisions, store(tmp_path))))
    assert unreadable_words(window) == []


def test_coup_turn_headings_read_in_a_dark_palette(qtbot, dark, tmp_path: Path) -> None:
    window = shown(qtbot, table_window("coup", played("coup", 40, store(tmp_path))))
    headings = [window.log.item(i) for i in range(window.log.count())
                if window.log.item(i).data(Qt.ItemDataRole.UserRole) == "heading"]
    assert headings
    for heading in headings:
        shade = heading.background().color()
        assert shade != window.palette().color(QPalette.ColorRole.Mid)  # not the light grey
        assert contrast(heading.foreground().color(), shade) >= TEXT_CONTRAST


def test_the_launcher_editor_console_and_tracker_read_in_a_dark_palette(qtbot, dark,
                                                                       shell_context) -> None:
    from companion.coup.tracker import Tracker
    from companion_ui.coup.tracker_window import TrackerWindow
    from companion_ui.lairs.editor_window import DungeonEditorWindow
    from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow
    from companion_ui.shell.launcher import LauncherWindow

    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    assert unreadable_words(launcher) == []
    editor = DungeonEditorWindow(shell_context)  # an empty board: rules broken, in red
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    assert "rules broken" in editor.findChild(QLabel, "validation-summary").text()
    assert unreadable_words(editor) == []
    console = BuilderConsoleWindow(shell_context)
    qtbot.addWidget(console)
    console.show()
    console.use_sample()  # what to tell the explorer, on a note of its own colour
    qtbot.waitExposed(console)
    assert "Tell about" in console.tell.text()
    assert unreadable_words(console) == []
    tracker = TrackerWindow(Tracker(["Ada", "Ben", "Cleo"]))
    qtbot.addWidget(tracker)
    tracker.show()
    tracker.message.setText("Ada cannot Coup with 2 coins.")
    qtbot.waitExposed(tracker)
    assert unreadable_words(tracker) == []


def test_the_check_itself_catches_dark_red_on_a_dark_window(qtbot, dark) -> None:
    label = QLabel("Refused: not your turn")
    label.setStyleSheet("color: #b3261e;")
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    assert len(unreadable_words(label)) == 1
    lighter = readable("#b3261e", dark.color(QPalette.ColorRole.Window))
    label.setStyleSheet(f"color: {lighter.name()};")
    assert unreadable_words(label) == []


def edge_share_seen(image: QImage, page: QColor) -> float:
    """Of the pixels along the icon's silhouette, the share that stands out of ``page`` (3:1)."""
    def opaque(x: int, y: int) -> bool:
        inside = 0 <= x < image.width() and 0 <= y < image.height()
        return inside and image.pixelColor(x, y).alpha() >= 128

    edge = [(x, y) for y in range(image.height()) for x in range(image.width())
            if opaque(x, y) and not all(opaque(x + dx, y + dy)
                                        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))]
    seen = 0
    for x, y in edge:
        pixel = image.pixelColor(x, y)
        share = pixel.alphaF()
        shown = QColor.fromRgbF(*(p * share + b * (1 - share) for p, b in
                                  zip(pixel.getRgbF()[:3], page.getRgbF()[:3], strict=True)))
        seen += contrast(shown, page) >= GRAPHIC_CONTRAST
    return seen / len(edge)


def test_no_icon_vanishes_into_a_dark_window(dark) -> None:
    window = dark.color(QPalette.ColorRole.Window)
    names = sorted(path.name.removesuffix(".svg") for path in resource("icons").iterdir()
                   if path.name.endswith(".svg"))
    for name in [*names, "lairs+editor", "coup+network"]:
        game, _, emblem = name.partition("+")
        drawn = kind_icon(game, emblem) if emblem else icon(name)
        image = drawn.pixmap(32, 32).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        assert edge_share_seen(image, window) >= 0.9, name


def test_painted_words_read_too_lairs_exit_open(qtbot, dark) -> None:
    from companion_ui.lairs.explorer.achievements import SLOT, AchievementsRow

    row = AchievementsRow()
    qtbot.addWidget(row)
    row.set_counts(0, 3, 0)  # three chests: the Exit is open, said in green
    row.resize(row.sizeHint())
    row.show()
    qtbot.waitExposed(row)
    image = row.grab().toImage()
    # Under the first two groups only: the third has its points under its slots.
    strip = QRect(0, int(SLOT + 20), int(row.slot_rect(2, 0).left()), 16)
    page = page_colour(image, strip)
    inked = max(contrast(image.pixelColor(x, y), page)
                for y in range(strip.top(), strip.bottom() + 1)
                for x in range(strip.left(), strip.right() + 1))
    assert inked >= TEXT_CONTRAST
