"""The Scout score keeper: the paper score pad of a game played with the real cards.

The pad (``score_keeper_pad``) shows the whole game; a click picks a player's round, entered in
the strip below it (``score_keeper_entry``). Every entry is one undoable step holding the sheet
before and after (an ``UndoableDocument`` of frozen ``ScoreSheet`` values); spinning one count
merges into one step. Sheets are saved to files (Save, Save As, Open — each sheet in a window of
its own — and recent files); unsaved changes are autosaved and offered again after a crash.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QInputDialog, QLabel, QVBoxLayout, QWidget

from companion.core.errors import CompanionError
from companion.scout.score_sheet import MAX_PLAYERS, Ending, ScoreSheet
from companion_ui.scout.score_keeper_entry import TallyEntry
from companion_ui.scout.score_keeper_pad import COUNT_KINDS, ScorePadScene
from companion_ui.scout.words import signed
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, UndoableDocumentWindow
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_menu import HelpMenu
from companion_ui.shell.icons import icon
from companion_ui.shell.messages import error_text
from companion_ui.shell.tabletop_activity import show_tabletop_window
from companion_ui.shell.undoable import Label, UndoableDocument

ACTIVITY_KEY = "scout.score-keeper"
FILE_FILTER = QT_TRANSLATE_NOOP("ScoreKeeperWindow", "Scout score sheet (*.json)")


class ScoreSheetDocument(UndoableDocument[ScoreSheet]):
    def write_value(self, path: Path, value: ScoreSheet) -> None:
        value.save(path)


def open_score_sheet_file(context: ShellContext | None, path: Path) -> ScoreKeeperWindow:
    """Open a sheet file in a new window; a malformed file raises before any window opens."""
    window = ScoreKeeperWindow(ScoreSheet.load(path), context, path)
    show_tabletop_window(context, window, ACTIVITY_KEY)
    return window


def _merge_id(round_index: int, player: int, field: int) -> int:
    """One id per count of one cell, so spinning a count is one undo step."""
    return 1 + (round_index * MAX_PLAYERS + player) * len(COUNT_KINDS) + field


class ScoreKeeperWindow(UndoableDocumentWindow):
    activity_key = ACTIVITY_KEY
    file_filter = FILE_FILTER
    opens_in_new_window = True

    def __init__(self, sheet: ScoreSheet, context: ShellContext | None = None,
                 path: Path | None = None) -> None:
        super().__init__(context)
        self.setObjectName("scoutScoreKeeper")
        self.setWindowIcon(icon("tracker"))
        self.document = ScoreSheetDocument(sheet, path, self)
        self.selected = (0, sheet.starter(0))

        self.pad = ScorePadScene(self)
        self.view = FittedView(self.pad)
        self.view.setObjectName("scorePad")
        self.pad.cell_clicked.connect(self.select)
        self.pad.name_double_clicked.connect(self.rename_player)
        self.entry = TallyEntry()
        self.entry.count_changed.connect(self._count_changed)
        self.entry.ender_toggled.connect(self._ender_toggled)
        self.entry.next_player.connect(self.select_next)
        self.entry.finish_round.connect(self.finish_round)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)  # it names a player: as typed
        font = self.verdict.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.verdict.setFont(font)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.entry)
        self.setCentralWidget(central)
        self._build_menus()
        self.document.changed.connect(self.refresh)
        self.retranslate()
        self.resize(1180, 860)

    def retranslate(self) -> None:
        """The menus, then the pad and entry strip drawn again in the new language."""
        super().retranslate()
        self.new_action.setText(self.tr("&New sheet, same players"))
        self.new_action.setToolTip(self.tr("Play again: a fresh sheet for the same table"))
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.rename_action.setText(self.tr("Correct the selected player's &name…"))
        self.toolbar.setWindowTitle(self.tr("Edit"))
        self.refresh()

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.add_open_actions(file_menu)
        file_menu.addSeparator()
        self.add_save_actions(file_menu)
        file_menu.addSeparator()
        self.add_close_action(file_menu)
        self.edit_menu = edit_menu = self.menuBar().addMenu("")
        undo, redo = self.add_undo_actions(edit_menu, self.document.undo_stack)
        edit_menu.addSeparator()
        self.rename_action = self.menu_action(edit_menu, "",
                                              lambda: self.rename_player(self.selected[1]))
        self.toolbar = toolbar = self.addToolBar("")
        toolbar.setObjectName("editBar")
        toolbar.addAction(undo)
        toolbar.addAction(redo)
        self.menuBar().addMenu(HelpMenu(self, "scout"))

    @property
    def sheet(self) -> ScoreSheet:
        return self.document.value

    # --- edits -----------------------------------------------------------------------------------
    def edit(self, label: Label, change: Callable[[ScoreSheet], ScoreSheet],
             merge_id: int = -1) -> bool:
        """Record one edit; a refused one is explained and changes nothing."""
        try:
            after = change(self.sheet)
        except CompanionError as error:
            self.entry.message.setText(error_text(error))
            self.refresh()  # the entry strip shows the sheet again, not the refused value
            return False
        self.entry.message.clear()
        return self.document.change(after, label, merge_id)

    def _count_changed(self, field: int, value: int) -> None:
        r, p = self.selected
        tally = replace(self.sheet.rounds[r].tallies[p], **{COUNT_KINDS[field]: value})
        name = self.sheet.names[p]
        self.edit(lambda: self.tr("{0}, round {1}").format(name, r + 1),
                  lambda sheet: sheet.enter(r, p, tally), _merge_id(r, p, field))

    def _ender_toggled(self, ending: Ending) -> None:
        r, p = self.selected
        rnd = self.sheet.rounds[r]
        name = self.sheet.names[p]
        if rnd.ender == p and rnd.ending is ending:
            self.edit(lambda: self.tr("Take {0}'s star off").format(name),
                      lambda sheet: sheet.clear_ender(r))
            return
        # Starring someone else moves the star: a round has one ender.
        self.edit(lambda: self.tr("{0} ended round {1}").format(name, r + 1),
                  lambda sheet: sheet.mark_ender(r, p, ending, moving=True))

    def rename_player(self, player: int) -> None:
        old = self.sheet.names[player]
        name, ok = QInputDialog.getText(self, self.tr("Player's name"),
                                        self.tr("Name of {0}:").format(old), text=old)
        if ok:
            self.edit(lambda: self.tr("Rename {0}").format(old),
                      lambda sheet: sheet.rename(player, name))

    def finish_round(self) -> None:
        current = self.sheet.current
        if current is None:
            return

        def finish(sheet: ScoreSheet) -> ScoreSheet:
            sheet = sheet.finish_round(current)
            return sheet if len(sheet.rounds) == sheet.round_count else sheet.add_round()

        if self.edit(lambda: self.tr("Score round {0}").format(current + 1), finish):
            following = self.sheet.current
            if following is not None:
                self.select(following, self.sheet.starter(following))

    # --- selection -------------------------------------------------------------------------------
    def select(self, round_index: int, player: int) -> None:
        self.selected = (round_index, player)
        self.refresh()
        self.entry.focus_first()

    def select_next(self) -> None:
        """The next player clockwise in the same round."""
        r, p = self.selected
        self.select(r, (p + 1) % self.sheet.players)

    # --- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        sheet = self.sheet
        r, p = self.selected
        if r >= len(sheet.rounds):  # an undo took the round away
            r = len(sheet.rounds) - 1
            p = sheet.starter(r)
        self.selected = (r, p)
        self.pad.show_sheet(sheet, self.selected)
        self.entry.show_cell(sheet, r, p)
        self.verdict.setText(self.verdict_text())

    def verdict_text(self) -> str:
        sheet = self.sheet
        winners = sorted(sheet.winners)
        if not winners:
            current = sheet.current
            return self.tr("Round {0} of {1}: {2} starts").format(
                current + 1, sheet.round_count,
                sheet.names[sheet.starter(current)]) if current is not None else ""
        total = sheet.totals()[winners[0]]
        best = signed(total)
        names = [sheet.names[w] for w in winners]
        if len(names) == 1:
            return self.tr("★ {0} wins with {1} point(s)", "", total).format(names[0], best)
        return self.tr("★ {0} share the victory with {1} point(s)", "", total).format(
            " & ".join(names), best)

    # --- files (the flows live in DocumentWindow) ------------------------------------------------
    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title=self.tr("Open score sheet"), save_title=self.tr("Save score sheet"),
            cannot_open=self.tr("Cannot open the score sheet"),
            cannot_save=self.tr("Cannot save the score sheet"),
            no_recent=self.tr("No recent score sheets"), untitled=self.tr("untitled"))

    def document_title(self) -> str:
        return self.tr("Scout score keeper")

    def suggested_name(self) -> str:
        return self.tr("scout scores")

    def reset(self) -> None:
        sheet = self.sheet
        self.selected = (0, sheet.starter(0))
        self.document.replace(ScoreSheet.new(sheet.names, sheet.first), None)

    def open_new_window(self, path: Path) -> DocumentWindow:
        return open_score_sheet_file(self.context, path)
