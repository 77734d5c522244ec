"""Lairs windows for the launcher: the dungeon editor (opens ``lairs-dungeon`` files)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext, looks_like_json_format
from companion_ui.shell.document import recovering


def _open_editor(context: ShellContext) -> QWidget:
    from companion_ui.lairs.editor_window import ACTIVITY_KEY, DungeonEditorWindow

    return context.show_window(DungeonEditorWindow(context), ACTIVITY_KEY)


def _open_dungeon_file(context: ShellContext, path: Path) -> QWidget:
    from companion.lairs.dungeon_file import load_dungeon
    from companion_ui.lairs.editor_window import ACTIVITY_KEY, DungeonEditorWindow

    dungeon = load_dungeon(path)  # a malformed file raises before any window opens
    return context.show_window(DungeonEditorWindow(context, dungeon, path), ACTIVITY_KEY)


ACTIVITIES = [
    Activity(
        key="lairs.editor",
        game="lairs",
        title=QT_TRANSLATE_NOOP("lairs", "Dungeon editor"),
        description=QT_TRANSLATE_NOOP(
            "lairs", "Build a dungeon with live rule checks, generate one, print it"),
        context="lairs",
        icon="editor",
        open=_open_editor,
        accepts_file=lambda path: looks_like_json_format(path, "lairs-dungeon"),
        open_file=_open_dungeon_file,
        recover=recovering(_open_dungeon_file),
        file_filter=QT_TRANSLATE_NOOP("lairs", "Lairs dungeon (*.json)"),
    ),
]

# Digital play (game set-up, explorer screen) lives in companion_ui.lairs.explorer.
from companion_ui.lairs.explorer import PLAY_ACTIVITY  # noqa: E402

ACTIVITIES.append(PLAY_ACTIVITY)

# Lairs at the table (physical box): Builder's console and Explorer's map sheet.
from companion_ui.lairs.tabletop import TABLE_ACTIVITIES  # noqa: E402

ACTIVITIES.extend(TABLE_ACTIVITIES)

# Your own box (treasure cards, die faces) in the user's data folder.
from companion_ui.lairs.box import BOX_ACTIVITY  # noqa: E402

ACTIVITIES.append(BOX_ACTIVITY)
