"""A game's tabletop tool (tracker, score keeper, helper for the real box) as a launcher
activity: a set-up dialog, then a document window on a JSON file of the tool's own format that
the launcher opens, lists among recent files and recovers after a crash."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext, looks_like_json_format
from companion_ui.shell.document import recovering


def show_tabletop_window(context: ShellContext | None, window: QWidget, key: str) -> None:
    """Show a tool's window through the shell (remembered geometry, kept alive) or, opened
    without one (a test, a script), by itself."""
    if context is not None:
        context.show_window(window, key)
    else:
        window.show()


def tabletop_activity(key: str, game: str, title: str, description: str,
                      setup: Callable[[ShellContext], QWidget], file_format: str,
                      open_file: Callable[[ShellContext, Path], QWidget], file_filter: str,
                      context: str = "", filter_context: str = "") -> Activity:
    """The activity ``key``: ``setup(context)`` builds its set-up dialog (geometry kept as
    ``<key>.setup``); ``open_file`` opens a saved ``file_format`` file in a window (a bad file
    raises before any window opens). ``file_filter`` is a source text in ``filter_context``
    (the window's, which says it in its own file dialogs)."""

    def open_setup(context: ShellContext) -> QWidget:
        return context.show_window(setup(context), f"{key}.setup")

    return Activity(key, game, title, description, "tracker", open_setup,
                    accepts_file=lambda path: looks_like_json_format(path, file_format),
                    open_file=open_file, recover=recovering(open_file), file_filter=file_filter,
                    context=context, filter_context=filter_context)
