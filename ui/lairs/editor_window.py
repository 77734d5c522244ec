"""The dungeon editor window: board, palette, live validation, files, generator, export.

The window turns the scene's requests into undoable edits of the ``DungeonDocument``; every rule
question (what is legal, what is reachable, the legal path) goes to ``companion.lairs``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.lairs.board import MAX_WALLS, Cell, Dungeon, Feature, Wall, cell_name, wall_name
from companion.lairs.difficulty import DifficultyReport
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.generator import generate_dungeon
from companion.lairs.statistics import dungeon_stats
from companion.lairs.validation import Validation, legal_path, validate
from companion_ui.lairs.compare_dialog import CompareDialog
from companion_ui.lairs.document import DungeonDocument
from companion_ui.lairs.editor_scene import EditorScene
from companion_ui.lairs.explorer.difficulty_dialog import DifficultyDialog
from companion_ui.lairs.export import export_pdf, export_png
from companion_ui.lairs.generate_dialog import GenerateDialog
from companion_ui.lairs.heat_map import BoardHeat
from companion_ui.lairs.palette import FeaturePalette
from companion_ui.lairs.validation_panel import ValidationPanel
from companion_ui.shell import file_dialogs
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, UndoableDocumentWindow
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_menu import HelpMenu
from companion_ui.shell.icons import icon
from companion_ui.shell.messages import translated
from companion_ui.shell.undoable import DocumentUndoKeys

ACTIVITY_KEY = "lairs.editor"
UNREACHABLE = "unreachable"
FILE_FILTER = QT_TRANSLATE_NOOP("DungeonEditorWindow", "Lairs dungeon (*.json)")


class DungeonEditorWindow(UndoableDocumentWindow):
    activity_key = ACTIVITY_KEY
    file_filter = FILE_FILTER

    def __init__(self, context: ShellContext | None, dungeon: Dungeon | None = None,
                 path: Path | None = None) -> None:
        super().__init__(context)
        self.setObjectName("lairs-editor")
        self.setWindowIcon(icon("editor"))
        self.document = DungeonDocument(dungeon, path, self)
        self.validation: Validation = validate(self.document.dungeon)
        self.selected_goal: Cell | None = None

        self.scene = EditorScene(self)
        self.heat = BoardHeat(self.scene)
        self.heat_of: Dungeon | None = None  # the dungeon the heat was reported for
        self.view = FittedView(self.scene)
        self.view.setObjectName("board")
        self.view.setMouseTracking(True)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.palette = FeaturePalette()
        self.panel = ValidationPanel()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("dungeon-name")
        self.name_edit.editingFinished.connect(self._rename)
        DocumentUndoKeys(self.name_edit, self._rename)

        side_widget = QWidget()
        side = QVBoxLayout(side_widget)
        side.setContentsMargins(0, 0, 0, 0)
        self.name_label = QLabel()
        side.addWidget(self.name_label)
        side.addWidget(self.name_edit)
        side.addWidget(self.panel, 1)
        side_widget.setMinimumWidth(260)
        side_widget.setMaximumWidth(340)
        self.palette.setMaximumWidth(200)
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.addWidget(self.palette)
        layout.addWidget(self.view, 1)
        layout.addWidget(side_widget)
        self.setCentralWidget(central)
        self._build_menus()

        self.scene.wall_clicked.connect(self.toggle_wall)
        self.scene.cell_clicked.connect(self.click_cell)
        self.scene.place_requested.connect(self.place)
        self.scene.move_requested.connect(self.move_feature)
        self.scene.remove_requested.connect(self.remove)
        self.panel.goal_selected.connect(self.select_goal)
        self.document.changed.connect(self.refresh)
        self.retranslate()
        self.resize(1100, 640)
        self.view.setFocus()

    # --- menus -----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.add_open_actions(file_menu)
        file_menu.addSeparator()
        self.add_save_actions(file_menu)
        file_menu.addSeparator()
        self.export_png_action = self.menu_action(file_menu, "", self.export_png_dialog)
        self.export_pdf_action = self.menu_action(file_menu, "", self.export_pdf_dialog,
                                                  QKeySequence.StandardKey.Print)
        file_menu.addSeparator()
        self.add_close_action(file_menu)

        self.edit_menu = edit_menu = self.menuBar().addMenu("")
        undo, redo = self.add_undo_actions(edit_menu, self.document.undo_stack)
        edit_menu.addSeparator()
        self.generate_action = self.menu_action(edit_menu, "", self.generate_dialog,
                                                QKeySequence("Ctrl+G"))
        # Reports that read the dungeon without changing it: a menu of their own, not Edit.
        self.tools_menu = tools_menu = self.menuBar().addMenu("")
        self.difficulty_action = self.menu_action(tools_menu, "", self.difficulty_dialog)
        self.compare_action = self.menu_action(tools_menu, "", self.compare_dialog)
        self.toolbar = toolbar = self.addToolBar("")
        toolbar.setObjectName("dungeon-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_action, self.open_action, self.save_action, undo, redo,
                       self.generate_action):
            toolbar.addAction(action)
        self.help_menu = HelpMenu(self, "lairs")
        self.help_menu.add_entry(lambda: self.tr("&Keyboard and Mouse"), self._show_help)
        self.menuBar().addMenu(self.help_menu)

    def retranslate(self) -> None:
        """The menus, tool bar and labels, then the board and panels drawn again in the new
        language (the help menu and palette name themselves)."""
        self.file_menu.setTitle(self.tr("&File"))
        self.export_png_action.setText(self.tr("Export as &PNG…"))
        self.export_pdf_action.setText(self.tr("Export printable P&DF…"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.generate_action.setText(self.tr("&Generate Dungeon…"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.difficulty_action.setText(self.tr("&Difficulty Report…"))
        self.compare_action.setText(self.tr("&Compare with…"))
        self.toolbar.setWindowTitle(self.tr("Dungeon"))
        self.name_edit.setPlaceholderText(self.tr("Dungeon name"))
        self.name_label.setText(self.tr("<b>Name</b>"))
        super().retranslate()
        self.refresh()

    # --- edits (each one undoable) ----------------------------------------------------------
    @property
    def dungeon(self) -> Dungeon:
        return self.document.dungeon

    def toggle_wall(self, w: Wall) -> None:
        d = self.dungeon
        if w in d.walls:
            self.document.edit(d.toggled_wall(w),
                               lambda: self.tr("Remove wall {0}").format(wall_name(w)))
        elif len(d.walls) >= MAX_WALLS:
            self.say(self.tr("All {0} walls are on the board; remove one first.").format(
                MAX_WALLS))
        else:
            self.document.edit(d.toggled_wall(w),
                               lambda: self.tr("Add wall {0}").format(wall_name(w)))

    def click_cell(self, cell: Cell) -> None:
        feature = self.dungeon.feature_at(cell)
        if feature is None:
            self.place(cell, self.palette.tool)
        elif feature.is_goal:
            self.select_goal(cell)

    def place(self, cell: Cell, feature: Feature) -> None:
        d = self.dungeon
        if d.feature_at(cell) is not None:
            self.say(self.tr("{0} already holds a feature; remove it first.").format(
                cell_name(cell)))
            return
        if d.remaining(feature) <= 0:
            self.say(self.tr("No {0} left to place.").format(self.palette.names[feature]))
            return
        self.document.edit(d.with_feature(cell, feature), lambda: self.tr(
            "Place {0} on {1}").format(self.palette.names[feature], cell_name(cell)))
        if self.dungeon.remaining(feature) == 0:
            following = next((f for f in Feature if self.dungeon.remaining(f) > 0), None)
            if following is not None:
                self.palette.set_tool(following)

    def move_feature(self, source: Cell, target: Cell) -> None:
        d = self.dungeon
        feature = d.feature_at(source)
        if feature is None:
            return
        if d.feature_at(target) is not None:
            self.say(self.tr("{0} already holds a feature.").format(cell_name(target)))
            return
        if self.selected_goal == source:
            self.selected_goal = target  # the path follows the moved goal
        self.document.edit(d.moved_feature(source, target), lambda: self.tr(
            "Move {0} to {1}").format(self.palette.names[feature], cell_name(target)))
        self.scene.move_cursor(target)

    def remove(self, cell: Cell) -> None:
        feature = self.dungeon.feature_at(cell)
        if feature is not None:
            self.document.edit(self.dungeon.with_feature(cell, None),
                               lambda: self.tr("Remove {0} from {1}").format(
                                   self.palette.names[feature], cell_name(cell)))

    def _rename(self) -> None:
        name = self.name_edit.text().strip()
        if name != self.dungeon.name:
            self.document.edit(self.dungeon.renamed(name), lambda: self.tr("Rename dungeon"))

    def generate(self, seed: int) -> None:
        self.document.edit(generate_dungeon(seed),
                           lambda: self.tr("Generate (seed {0})").format(seed))
        self.say(self.tr("Generated with seed {0}").format(seed), 0)

    def generate_dialog(self) -> GenerateDialog:
        dialog = GenerateDialog(self)
        dialog.accepted.connect(lambda: self._generated(dialog))
        dialog.open()
        return dialog

    def _generated(self, dialog: GenerateDialog) -> None:
        if dialog.dungeon is not None and self._may_replace():
            seed = dialog.seed.value()
            self.document.edit(dialog.dungeon, lambda: self.tr("Generate (seed {0})").format(seed))
            self.say(dialog.outcome(), 0)

    def _may_replace(self) -> bool:
        """An empty board is replaced at once; a dungeon with work on it only if the builder
        says so (Undo would bring it back, but nobody should have to know that)."""
        dungeon = self.dungeon
        if not dungeon.walls and not dungeon.features:
            return True
        answer = QMessageBox.question(
            self, self.tr("Generate Dungeon"),
            self.tr("Replace the dungeon on the board with the generated one? (Edit → Undo "
                    "brings it back.)"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    # --- live validation ---------------------------------------------------------------------
    def refresh(self) -> None:
        d = self.dungeon
        if self.heat.cells and d != self.heat_of:
            self.heat.show(None)  # a report of another dungeon
        self.validation = validate(d)
        if self.selected_goal is not None and self.selected_goal not in (
                d.cells_with(Feature.EXIT) + d.cells_with(Feature.CHEST)):
            self.selected_goal = None
        self.scene.set_dungeon(d)
        self.scene.set_shading(UNREACHABLE, self.validation.unreachable,
                               QBrush(QColor(90, 90, 90, 110), Qt.BrushStyle.Dense4Pattern))
        self.scene.set_marks(self.validation.perilous_goals)
        self._draw_selected_path()
        self.palette.update_counts(d)
        self.panel.show_result(self.validation, dungeon_stats(d), self.selected_goal)
        if self.name_edit.text() != d.name:
            self.name_edit.setText(d.name)

    def select_goal(self, cell: Cell | None) -> None:
        self.selected_goal = cell
        self._draw_selected_path()
        self.panel.select_goal(cell)

    def _draw_selected_path(self) -> None:
        if self.selected_goal is None:
            self.scene.set_path(None)
            return
        result = legal_path(self.dungeon, self.selected_goal)
        self.scene.set_path(result.path)
        if result.path is None:
            self.say(self.tr("{0}: no legal path ({1})").format(
                cell_name(self.selected_goal), translated(result.reason)))

    # --- files (the flows live in DocumentWindow) -------------------------------------------
    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title=self.tr("Open dungeon"), save_title=self.tr("Save dungeon"),
            cannot_open=self.tr("Cannot open dungeon"), cannot_save=self.tr("Cannot save dungeon"),
            no_recent=self.tr("No recent dungeons"), untitled=self.tr("untitled"))

    def document_title(self) -> str:
        return self.tr("Lairs dungeon editor")

    def suggested_name(self) -> str:
        return self.dungeon.name or "dungeon"

    def read(self, path: Path) -> None:
        dungeon = load_dungeon(path)
        self.selected_goal = None
        self.document.replace(dungeon, path)

    def reset(self) -> None:
        self.selected_goal = None
        self.document.replace(Dungeon(), None)

    new_dungeon = DocumentWindow.new_document  # the editor's own word for New

    def export_png_dialog(self) -> None:
        self._export(self.tr("Export as PNG"), "PNG image (*.png)", ".png",
                     lambda scene, path: export_png(scene, self.dungeon, path))

    def export_pdf_dialog(self) -> None:
        self._export(self.tr("Export printable PDF"), "PDF document (*.pdf)", ".pdf",
                     lambda scene, path: export_pdf(scene, self.dungeon, path))

    def _export(self, title: str, file_filter: str, suffix: str,
                write: Callable[[EditorScene, Path], None]) -> None:
        own = self.document.path  # exported beside it, else named after the dungeon
        suggested = (own.with_suffix(suffix) if own is not None
                     else (self.dungeon.name or "dungeon") + suffix)
        path = file_dialogs.save_path(self, title, self.tr(file_filter), suggested)
        if path is None:
            return
        try:
            write(self.scene, path)
        except (OSError, CompanionError) as error:
            QMessageBox.warning(self, title, str(error))
            return
        self.say(self.tr("Exported {0}").format(path.name))

    def difficulty_dialog(self) -> DifficultyDialog:
        dialog = DifficultyDialog(self.dungeon, self)
        dialog.reported.connect(self.show_heat)
        dialog.open()
        return dialog

    def show_heat(self, report: DifficultyReport) -> None:
        """Where explorers got hurt, on this board until the next edit (never exported)."""
        self.heat.show(report.heat)
        self.heat_of = self.dungeon
        self.say(self.tr("Red on the board: where explorers got hurt (cubes fatigued per run); "
                         "the next edit clears it"), 0)

    def compare_dialog(self) -> CompareDialog:
        dialog = CompareDialog(self.dungeon, self)
        dialog.open()
        return dialog

    def _show_help(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard and mouse"), self.tr(
            "<b>Mouse</b>: click between two cells to add or remove a wall; click an empty cell "
            "to place the palette's feature; drag a feature to move it; right-click removes it; "
            "click a chest or the exit to see its legal path.<br><b>Keyboard</b>: arrows move the "
            "cursor; Shift+arrow toggles the wall on that side; Ctrl+arrow moves the feature; "
            "S, X, C, M, T place start, exit, chest, monster, trap; Enter places or selects; "
            "Delete removes."))
