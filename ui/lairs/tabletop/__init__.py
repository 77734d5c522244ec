"""Lairs at the table (played with the physical box): the Builder's console and the Explorer's
map sheet. ``TABLE_ACTIVITIES`` is listed by ``companion_ui.lairs``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext, looks_like_json_format
from companion_ui.shell.document import recovering

CONSOLE_FORMAT = "lairs-builder-console"
SHEET_FORMAT = "lairs-table-sheet"


def _open_console(context: ShellContext) -> QWidget:
    from companion_ui.lairs.tabletop.console_window import ACTIVITY_KEY, BuilderConsoleWindow

    return context.show_window(BuilderConsoleWindow(context), ACTIVITY_KEY)


def _open_console_file(context: ShellContext, path: Path) -> QWidget:
    from companion.lairs.tabletop.builder_console import BuilderConsole
    from companion_ui.lairs.tabletop.console_window import ACTIVITY_KEY, BuilderConsoleWindow

    console = BuilderConsole.load(path)  # a bad file raises before any window opens
    return context.show_window(BuilderConsoleWindow(context, console, path), ACTIVITY_KEY)


def _open_sheet(context: ShellContext) -> QWidget:
    from companion_ui.lairs.tabletop.sheet_window import ACTIVITY_KEY, MapSheetWindow

    return context.show_window(MapSheetWindow(context), ACTIVITY_KEY)


def _open_sheet_file(context: ShellContext, path: Path) -> QWidget:
    from companion.lairs.tabletop.table_sheet import TableSheet
    from companion_ui.lairs.tabletop.sheet_window import ACTIVITY_KEY, MapSheetWindow

    sheet = TableSheet.load(path)
    return context.show_window(MapSheetWindow(context, sheet, path), ACTIVITY_KEY)


TABLE_ACTIVITIES = [
    Activity(
        key="lairs.builder-console",
        game="lairs",
        title=QT_TRANSLATE_NOOP("lairs", "Builder's console"),
        description=QT_TRANSLATE_NOOP(
            "lairs", "At the table: follow your opponent through your dungeon, see what to tell"),
        context="lairs",
        icon="screen",
        open=_open_console,
        accepts_file=lambda path: looks_like_json_format(path, CONSOLE_FORMAT),
        open_file=_open_console_file,
        recover=recovering(_open_console_file),
        file_filter=QT_TRANSLATE_NOOP("lairs", "Lairs Builder's console (*.json)"),
    ),
    Activity(
        key="lairs.map-sheet",
        game="lairs",
        title=QT_TRANSLATE_NOOP("lairs", "Map sheet"),
        description=QT_TRANSLATE_NOOP(
            "lairs", "At the table: your map sheet, energy mat, achievements and score chart"),
        context="lairs",
        icon="mapsheet",
        open=_open_sheet,
        accepts_file=lambda path: looks_like_json_format(path, SHEET_FORMAT),
        open_file=_open_sheet_file,
        recover=recovering(_open_sheet_file),
        file_filter=QT_TRANSLATE_NOOP("lairs", "Lairs table sheet (*.json)"),
    ),
]
