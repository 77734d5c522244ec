"""The rules guides for players: per game, its set-up, a turn, a cheat-sheet and the decisions
Companion takes where the published rules are silent, in the app's language.

One Markdown file per language and game (``resources/guides/<language>/<game>.md``): a ``#`` title
and four ``##`` sections. The window shows one game's guide at a time, with every game's sections
in a contents list at its side.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QFont,
    QKeySequence,
    QPalette,
    QShortcut,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextLength,
    QTextTable,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.core import registry
from companion.core.resources import resource
from companion_ui.shell.colours import blend, mixed
from companion_ui.shell.guide_art import GuideArtView, guide_art
from companion_ui.shell.icons import icon
from companion_ui.shell.screen_fit import fit_to_screen

# English is the source: every game has its guide in English, other languages may lag behind.
SOURCE_LANGUAGE = "en"
SECTION_LEVEL = 2


def app_language() -> str:
    """The app's language ("tr"): the default locale follows the language the app speaks."""
    return QLocale().name().split("_")[0]


def has_guide(game: str) -> bool:
    return resource("guides", SOURCE_LANGUAGE, f"{game}.md").is_file()


def guide_games() -> list[str]:
    return [spec.name for spec in registry.games() if has_guide(spec.name)]


def contents_label(heading: str) -> str:
    """A heading as the contents list shows it: without its explanation in brackets."""
    return re.sub(r"\s*\([^()]*\)$", "", heading)


def guide_text(game: str, language: str) -> str:
    """The game's guide in ``language``, or in English while that language has none."""
    node = resource("guides", language, f"{game}.md")
    if not node.is_file():
        node = resource("guides", SOURCE_LANGUAGE, f"{game}.md")
    return node.read_text(encoding="utf-8")


@dataclass(frozen=True)
class Guide:
    """One game's guide as shown: its title (for the window's banner) and the rest as a document."""

    game: str
    title: str
    document: QTextDocument

    @classmethod
    def load(cls, game: str, language: str, owner: QWidget) -> Guide:
        title, _, body = guide_text(game, language).partition("\n")
        document = QTextDocument(owner)
        document.setDefaultFont(owner.font())
        document.setDocumentMargin(18)
        document.setMarkdown(body)
        dress(document, owner.palette())
        return cls(game, title.removeprefix("# ").strip(), document)

    def sections(self) -> list[QTextBlock]:
        found = []
        block = self.document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == SECTION_LEVEL:
                found.append(block)
            block = block.next()
        return found


def dress(document: QTextDocument, palette: QPalette) -> None:
    """Headings with room above them, sections in the accent colour, airy lines, and the
    cheat-sheets' tables as a ruled grid across the page with a shaded heading row."""
    accent = mixed(palette.color(QPalette.ColorRole.Highlight),
                   palette.color(QPalette.ColorRole.Text), 0.3)
    block = document.begin()
    while block.isValid():
        cursor = QTextCursor(block)
        if cursor.currentTable() is not None:  # cells keep their own tight spacing
            block = block.next()
            continue
        spacing = block.blockFormat()
        level = spacing.headingLevel()
        spacing.setTopMargin({SECTION_LEVEL: 22, SECTION_LEVEL + 1: 12}.get(level,
                                                                         spacing.topMargin()))
        spacing.setBottomMargin(max(spacing.bottomMargin(), 6.0))
        spacing.setLineHeight(125, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        cursor.setBlockFormat(spacing)
        if level == SECTION_LEVEL:
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock,
                                QTextCursor.MoveMode.KeepAnchor)
            colour = QTextCharFormat()
            colour.setForeground(accent)
            cursor.mergeCharFormat(colour)
        block = block.next()
    shade = QBrush(blend(palette, QPalette.ColorRole.Highlight, 0.14))
    rule = QBrush(blend(palette, QPalette.ColorRole.Text, 0.3))
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        table = frame.format()
        table.setBorder(1)
        table.setBorderBrush(rule)
        table.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
        table.setBorderCollapse(True)
        table.setCellSpacing(0)
        table.setCellPadding(7)
        table.setTopMargin(6)
        table.setBottomMargin(10)
        table.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
        table.setHeaderRowCount(1)
        frame.setFormat(table)
        for column in range(frame.columns()):
            cell = frame.cellAt(0, column)
            cell_format = cell.format()
            cell_format.setBackground(shade)
            cell.setFormat(cell_format)


class GuideWindow(QWidget):
    """The rules guides: a contents list of every game's sections beside one game's guide."""

    def __init__(self, parent: QWidget | None = None, game: str | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rulesGuides")
        self.guides: dict[str, Guide] = {}
        self.game = ""
        self.badge = QLabel()
        self.heading = QLabel()
        self.heading.setObjectName("guideTitle")
        heading_font = self.heading.font()
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.8)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        banner = QHBoxLayout()
        banner.setSpacing(14)
        banner.addWidget(self.badge)
        banner.addWidget(self.heading)
        self.art = GuideArtView()
        self.art.setObjectName("guideArt")
        banner.addWidget(self.art)

        self.browser = QTextBrowser()
        self.browser.setObjectName("guideText")
        self.browser.setOpenExternalLinks(False)
        font = self.browser.font()
        font.setPointSizeF(font.pointSizeF() * 1.08)
        font.setStyleHint(QFont.StyleHint.SansSerif)
        self.browser.setFont(font)
        reader = QWidget()
        column = QVBoxLayout(reader)
        column.setContentsMargins(6, 8, 0, 0)
        column.addLayout(banner)
        column.addWidget(self.browser, 1)

        self.contents = QTreeWidget()
        self.contents.setObjectName("guideContents")
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(False)
        self.contents.setIndentation(14)
        self.contents.setStyleSheet("QTreeView::item { padding: 3px 2px; }")
        self.contents.itemClicked.connect(self._go_to)
        self.contents.itemActivated.connect(self._go_to)

        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(reader)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([250, 750])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(splitter)
        QShortcut(QKeySequence.StandardKey.Close, self, self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.resize(1040, 800)  # fitted to its screen when opened
        self.retranslate()
        self.load()
        self.show_game(game or next(iter(self.guides), ""))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules guides"))
        self.contents.setToolTip(self.tr("Every game's guide: click a section to go there"))

    def load(self) -> None:
        """Read every game's guide in the app's language and list their sections."""
        language = app_language()
        self.guides = {game: Guide.load(game, language, self.browser) for game in guide_games()}
        titles = {spec.name: spec.title for spec in registry.games()}
        self.contents.clear()
        for game, guide in self.guides.items():
            top = QTreeWidgetItem([titles[game]])
            top.setIcon(0, icon(game))
            top.setData(0, Qt.ItemDataRole.UserRole, (game, -1))
            bold = top.font(0)
            bold.setBold(True)
            top.setFont(0, bold)
            for index, block in enumerate(guide.sections()):
                entry = QTreeWidgetItem(top, [contents_label(block.text())])
                entry.setToolTip(0, block.text())
                entry.setData(0, Qt.ItemDataRole.UserRole, (game, index))
            self.contents.addTopLevelItem(top)
        self.contents.expandAll()

    def show_game(self, game: str, section: int = -1) -> None:
        """Show the game's guide, at the top or at one of its sections (counted from 0)."""
        guide = self.guides.get(game)
        if guide is None:
            return
        if game != self.game or self.browser.document() is not guide.document:
            self.game = game
            self.browser.setDocument(guide.document)
            self.heading.setText(guide.title)
            self.art.show_art(guide_art(game))
            self.badge.setPixmap(icon(game).pixmap(self.heading.sizeHint().height() + 8))
        top = self.section_top(section) if section >= 0 else 0
        self.browser.verticalScrollBar().setValue(top)
        self._mark(game, section)

    def section_top(self, section: int) -> int:
        """Where the shown guide's section starts, in the browser's scroll units (pixels)."""
        block = self.guides[self.game].sections()[section]
        layout = self.browser.document().documentLayout()
        return int(layout.blockBoundingRect(block).top())

    def current_section(self) -> int:
        """The last section whose heading is at or above the top of the view (−1 above all)."""
        if self.game not in self.guides:  # no guide shown (none installed)
            return -1
        shown = self.browser.verticalScrollBar().value()
        layout = self.browser.document().documentLayout()
        current = -1
        for index, block in enumerate(self.guides[self.game].sections()):
            if layout.blockBoundingRect(block).top() <= shown + 1:
                current = index
        return current

    def _go_to(self, item: QTreeWidgetItem) -> None:
        game, section = item.data(0, Qt.ItemDataRole.UserRole)
        self.show_game(game, section)

    def _mark(self, game: str, section: int) -> None:
        for row in range(self.contents.topLevelItemCount()):
            top = self.contents.topLevelItem(row)
            if top.data(0, Qt.ItemDataRole.UserRole)[0] == game:
                chosen = top.child(section) if section >= 0 else top
                self.contents.setCurrentItem(chosen)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # The guides are texts of their own, not catalogue entries: read them afresh.
            self.retranslate()
            game, section = self.game, self.current_section()
            shown = list(self.guides.values())
            self.load()
            self.show_game(game, section)
            for guide in shown:
                guide.document.deleteLater()
        super().changeEvent(event)


def show_guide(opener: QWidget, game: str | None = None) -> GuideWindow:
    """The opener's guide window (one per window, kept once opened) on the game's guide."""
    window = opener.findChild(GuideWindow, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if window is None:
        window = GuideWindow(opener, game)
        fit_to_screen(window, opener.screen())
    elif game is not None:
        window.show_game(game)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


class GuideAction(QAction):
    """Help → "<Game> Rules Guide" (F1): the game's guide, opened over ``window``. It renames
    itself when the app's language changes."""

    def __init__(self, window: QWidget, game: str) -> None:
        super().__init__(window)
        self.opener, self.game = window, game
        self.setObjectName(f"guide-{game}")
        self.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.triggered.connect(self.open_guide)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(self.tr("{0} &Rules Guide").format(registry.get(self.game).title))

    def open_guide(self) -> GuideWindow:
        return show_guide(self.opener, self.game)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)
