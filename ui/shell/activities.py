"""Launcher activities: what a game offers (play, editor, tracker...) and how to open it.

A game's UI package registers itself by exposing ``ACTIVITIES`` in ``ui/<game>/__init__.py``. Only
built activities are listed, so the launcher never shows a feature that does not exist.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from companion.core.autosave import UnfinishedGame
    from companion.core.protocol import GameState
    from companion_ui.shell.context import ShellContext
    from companion_ui.shell.document_autosave import RecoveredDocument
    from companion_ui.shell.session import TableSession


@dataclass(frozen=True)
class Activity:
    key: str  # unique, e.g. "lairs.editor"
    game: str  # the companion game name, e.g. "lairs"
    # With a ``context``, title and description are source texts (marked with
    # QT_TRANSLATE_NOOP), said in the language of the moment by ``words``; without one they are
    # already translated by the registering module.
    title: str
    description: str
    icon: str  # an SVG name in resources/icons
    open: Callable[[ShellContext], QWidget]
    # Activities that edit files: does a path belong to this activity, and how to open it.
    accepts_file: Callable[[Path], bool] | None = None
    open_file: Callable[[ShellContext, Path], QWidget] | None = None
    # For the launcher's Open dialog, e.g. "Lairs dungeon (*.json)": a source text in
    # ``filter_context`` (else in ``context``), said by ``filter_words``.
    file_filter: str = ""
    # Game windows built on GameSession: reopen an autosaved, unfinished game.
    resume: Callable[[ShellContext, UnfinishedGame], QWidget] | None = None
    # Document windows: reopen an autosaved document with unsaved changes (read its copy as if
    # it were the original file, then ``DocumentWindow.adopt_autosave``).
    recover: Callable[[ShellContext, RecoveredDocument], QWidget] | None = None
    # Game windows: the game's table for the replay viewer (``replay.ReplayTable``),
    # so records of the game can be watched decision by decision.
    replay_table: Callable[[], QWidget] | None = None
    # Game windows: how far a game is, as its window says it ("turn 3", "round 2 of 3"), from
    # its public view; the launcher's unfinished games and the replay viewer's headings say
    # it. Without one: "turn N", N one more than the game's count of turns played.
    progress: Callable[[Any], str] | None = None
    # Game windows: the game's window on a game at a network table (a ``TableSession`` fed by
    # the table server: ``companion_ui.net.session.RemoteSession``).
    play_remote: Callable[[ShellContext, TableSession], QWidget] | None = None
    context: str = ""
    filter_context: str = ""

    def filter_words(self) -> str:
        """The file filter in the language of the moment."""
        context = self.filter_context or self.context
        return QCoreApplication.translate(context, self.file_filter) if context else (
            self.file_filter)

    def progress_words(self, state: GameState) -> str:
        """How far ``state`` is, in the language of the moment (see ``progress``)."""
        if self.progress is not None:
            return self.progress(state.view(None))
        return QCoreApplication.translate("Activity", "turn {0}").format(state.turn + 1)

    def words(self) -> tuple[str, str]:
        """The title and description in the language of the moment."""
        if not self.context:
            return self.title, self.description
        return (QCoreApplication.translate(self.context, self.title),
                QCoreApplication.translate(self.context, self.description))


def discover() -> list[Activity]:
    import companion_ui

    found: list[Activity] = []
    for module in pkgutil.iter_modules(companion_ui.__path__):
        if not module.ispkg or module.name == "shell":
            continue
        package = importlib.import_module(f"companion_ui.{module.name}")
        found.extend(getattr(package, "ACTIVITIES", []))
    return found
