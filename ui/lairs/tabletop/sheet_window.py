"""The Explorer's map sheet window: the paper map sheet with its pencil tools, and beside it the
player mat (energy, achievements, exit conditions) and the score chart calculator.

Every change — a stroke on the map, a cube moved, a treasure added — is one undoable step of the
sheet's history; the map, mat and score chart are saved and reopened as one file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QPlainTextEdit,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.lairs.board import Cell, Feature, Wall, cell_name, wall_name
from companion.lairs.hazards import hazard_cards
from companion.lairs.tabletop.map_sheet import (
    DrawWall,
    MarkKnown,
    MoveTracker,
    PlaceSymbol,
    Shade,
    WriteNotes,
    WriteTarget,
)
from companion.lairs.tabletop.table_sheet import Edit, Retitle, TableSheet
from companion_ui.lairs.palette import feature_icon
from companion_ui.lairs.tabletop.mat_panel import PlayerMatPanel
from companion_ui.lairs.tabletop.score_panel import ScorePanel
from companion_ui.lairs.tabletop.sheet_document import TableDocument
from companion_ui.lairs.tabletop.sheet_scene import MapSheetScene
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, UndoableDocumentWindow
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_menu import HelpMenu
from companion_ui.shell.icons import icon
from companion_ui.shell.labels import error_line
from companion_ui.shell.messages import error_text
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.undoable import Label

ACTIVITY_KEY = "lairs.map-sheet"
FILE_FILTER = QT_TRANSLATE_NOOP("MapSheetWindow", "Lairs table sheet (*.json)")
# Pencil tools: a feature places its symbol; the others are named.
TOOLS = ("known", "wall", Feature.CHEST, Feature.EXIT, Feature.MONSTER, Feature.TRAP,
         Feature.START, "shade", "target", "tracker", "erase")
TOOL_KEYS = ("K", "W", "C", "X", "M", "T", "S", "H", "N", "R", "E")


class MapSheetWindow(UndoableDocumentWindow):
    activity_key = ACTIVITY_KEY
    file_filter = FILE_FILTER

    def __init__(self, context: ShellContext | None = None, sheet: TableSheet | None = None,
                 path: Path | None = None) -> None:
        super().__init__(context)
        self.setObjectName("lairsMapSheet")
        self.setWindowIcon(icon("tracker"))
        self.document = TableDocument(sheet, path, self)
        self.tool: object = "known"

        self.scene = MapSheetScene(self)
        self.view = FittedView(self.scene)
        self.view.setObjectName("mapSheet")
        self.view.setMinimumWidth(360)  # on a small screen the mat beside it gives way first
        self.scene.cell_clicked.connect(self.click_cell)
        self.scene.wall_clicked.connect(self.toggle_wall)
        self.title_edit = QLineEdit()
        self.title_edit.setObjectName("sheetTitle")
        self.title_edit.editingFinished.connect(self._retitle)
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notes")
        self.notes.setMaximumHeight(110)
        self.notes.textChanged.connect(self._notes_changed)
        self.message = error_line()
        self.message.setObjectName("message")

        # The pencil's tools run the window's whole width: their names are long in some languages.
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self._toolbar())
        left = QVBoxLayout()
        left.addWidget(self.title_edit)
        left.addWidget(self.view, 1)
        left.addWidget(self.message)
        left.addWidget(self.notes)
        self.mat_panel = PlayerMatPanel()
        self.mat_panel.edit_requested.connect(self.edit)
        self.score_panel = ScorePanel()
        self.score_panel.edit_requested.connect(self.edit)
        self.side = side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.mat_panel)
        side_layout.addWidget(self.score_panel, 1)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addLayout(left, 1)
        # The mat and the achievements side by side: a small window scrolls them both ways.
        layout.addWidget(ScrollingPanel(side, across=True), 0)
        self.setCentralWidget(central)
        self._build_menus()

        self.document.changed.connect(self.refresh)
        self.retranslate()
        self.resize(1360, 820)

    # --- layout -------------------------------------------------------------------------------
    def _toolbar(self) -> QToolBar:
        self.tools_bar = bar = QToolBar()
        bar.setObjectName("tools")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        group = QActionGroup(self)
        self.tool_actions: dict[object, QAction] = {}
        for tool, key in zip(TOOLS, TOOL_KEYS, strict=True):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            if isinstance(tool, Feature):
                action.setIcon(feature_icon(tool))
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, t=tool: self.set_tool(t))
            group.addAction(action)
            bar.addAction(action)
            self.tool_actions[tool] = action
        self.tool_actions["known"].setChecked(True)
        return bar

    def _name_tools(self) -> None:
        self.tools_bar.setWindowTitle(self.tr("Pencil"))
        names = {
            "known": self.tr("Known"), "wall": self.tr("Wall"), Feature.CHEST: self.tr("Chest"),
            Feature.EXIT: self.tr("Exit"), Feature.MONSTER: self.tr("Monster"),
            Feature.TRAP: self.tr("Trap"), Feature.START: self.tr("Start"),
            "shade": self.tr("Shade"), "target": self.tr("Target"),
            "tracker": self.tr("Tracker"), "erase": self.tr("Rub out"),
        }
        tips = {
            "known": self.tr("Draw / rub out the Known circle of a cell"),
            "wall": self.tr("Click the border between two cells to draw / rub out a wall"),
            "shade": self.tr("Shade a symbol: monster defeated, trap gone, chest opened"),
            "target": self.tr("Write a monster's or trap's target"),
            "tracker": self.tr("Move your tracker token"),
            "erase": self.tr("Rub out the symbol of a cell"),
        }
        for tool, key in zip(TOOLS, TOOL_KEYS, strict=True):
            action = self.tool_actions[tool]
            action.setText(names[tool])
            tip = (self.tr("Draw the {0} symbol").format(names[tool]) if isinstance(tool, Feature)
                   else tips[str(tool)])
            action.setToolTip(f"{tip} ({key})")

    def retranslate(self) -> None:
        """The menus, tools and fields, then the sheet drawn again (the panels' words too)."""
        super().retranslate()
        self.new_action.setText(self.tr("&New sheet"))
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self._name_tools()
        self.title_edit.setPlaceholderText(self.tr("Whose dungeon? (written at the top)"))
        self.notes.setPlaceholderText(self.tr("Notes"))
        self.refresh()

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.add_open_actions(file_menu)
        self.add_save_actions(file_menu)
        file_menu.addSeparator()
        self.add_close_action(file_menu)
        self.edit_menu = edit_menu = self.menuBar().addMenu("")
        self.add_undo_actions(edit_menu, self.document.undo_stack)
        self.menuBar().addMenu(HelpMenu(self, "lairs"))

    # --- edits -----------------------------------------------------------------------------------
    @property
    def sheet(self) -> TableSheet:
        return self.document.sheet

    def set_tool(self, tool: object) -> None:
        self.tool = tool
        self.tool_actions[tool].setChecked(True)
        self.scene.wall_mode = tool == "wall"

    def edit(self, edit: Edit, label: Label) -> bool:
        """Record one edit; a refused one is explained and changes nothing."""
        try:
            changed = self.document.edit(edit, label)
        except CompanionError as error:
            self.message.setText(error_text(error))
            return False
        self.message.clear()
        return changed

    def click_cell(self, cell: Cell) -> None:
        tool, sheet, name = self.tool, self.sheet.map, cell_name(cell)
        if tool == "known":
            known = cell not in sheet.known
            self.edit(MarkKnown(cell, known), lambda: (self.tr("Mark {0} Known") if known
                                                       else self.tr("Unmark {0}")).format(name))
        elif isinstance(tool, Feature):
            feature = None if sheet.symbols.get(cell) is tool else tool
            self.edit(PlaceSymbol(cell, feature), lambda: self.tr("Symbol on {0}").format(name))
        elif tool == "erase":
            self.edit(PlaceSymbol(cell, None), lambda: self.tr("Rub out {0}").format(name))
        elif tool == "shade":
            shade = cell not in sheet.shaded
            self.edit(Shade(cell, shade), lambda: self.tr("Shade {0}").format(name))
        elif tool == "tracker":
            self.edit(MoveTracker(cell), lambda: self.tr("Tracker to {0}").format(name))
        elif tool == "target":
            self.ask_target(cell)

    def ask_target(self, cell: Cell) -> None:
        feature = self.sheet.map.symbols.get(cell)
        if feature is None or not feature.is_hazard:
            self.message.setText(self.tr("Draw a monster or trap symbol on {0} first").format(
                cell_name(cell)))
            return
        current = self.sheet.map.targets.get(cell, hazard_cards()[feature].target)
        value, ok = QInputDialog.getInt(self, self.tr("Target"), self.tr(
            "Target of the hazard on {0}:").format(cell_name(cell)), current, 0, 99)
        if ok:
            self.write_target(cell, value)

    def write_target(self, cell: Cell, target: int | None) -> bool:
        return self.edit(WriteTarget(cell, target), lambda: self.tr("Target on {0}").format(
            cell_name(cell)))

    def toggle_wall(self, w: Wall) -> None:
        drawn = w not in self.sheet.map.walls
        self.edit(DrawWall(w, drawn), lambda: (self.tr("Draw wall {0}") if drawn else self.tr(
            "Rub out wall {0}")).format(wall_name(w)))

    def _notes_changed(self) -> None:
        text = self.notes.toPlainText()
        if text != self.sheet.map.notes:
            self.edit(WriteNotes(text), lambda: self.tr("Notes"))

    def _retitle(self) -> None:
        title = self.title_edit.text()
        if title != self.sheet.title:
            self.edit(Retitle(title), lambda: self.tr("Title"))

    # --- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        sheet = self.sheet
        self.scene.show_sheet(sheet.map)
        self.mat_panel.show_mat(sheet.mat)
        self.score_panel.show_sheet(sheet)
        if self.notes.toPlainText() != sheet.map.notes:
            self.notes.blockSignals(True)
            self.notes.setPlainText(sheet.map.notes)
            self.notes.blockSignals(False)
        if self.title_edit.text() != sheet.title:
            self.title_edit.setText(sheet.title)

    # --- files (the flows live in DocumentWindow) -------------------------------------------
    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title=self.tr("Open sheet"), save_title=self.tr("Save sheet"),
            cannot_open=self.tr("Cannot open sheet"), cannot_save=self.tr("Cannot save sheet"),
            no_recent=self.tr("No recent sheets"), untitled=self.tr("Untitled sheet"))

    def document_title(self) -> str:
        return self.tr("Explorer's map sheet")

    def suggested_name(self) -> str:
        return self.sheet.title

    def read(self, path: Path) -> None:
        self.document.replace(TableSheet.load(path), path)

    def reset(self) -> None:
        self.document.replace(TableSheet(), None)

    open_path = DocumentWindow.open_file  # the sheet's older name for it
