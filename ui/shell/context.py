"""The shell context every activity receives: settings, recent files, autosaves, finished games
kept to watch again, open windows."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from shiboken6 import isValid

from companion.core import registry
from companion.core.autosave import AutosaveStore, UnfinishedGame, set_aside
from companion.core.document import quote, read_json, sniff_format
from companion.core.errors import CompanionError, MalformedInput
from companion.core.finished import FinishedGame, FinishedGames
from companion.core.record import RECORD_FORMAT, GameRecord, replay
from companion_ui.shell.activities import Activity
from companion_ui.shell.document_autosave import DocumentAutosaves, RecoveredDocument
from companion_ui.shell.screen_fit import centre_over, fit_to_screen
from companion_ui.shell.session import GameSession, TableSession
from companion_ui.shell.session_lock import SessionInUse, SessionLock
from companion_ui.shell.settings import AppSettings


def autosave_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


class _GeometryKeeper(QObject):
    """Saves a window's geometry when it closes."""

    def __init__(self, window: QWidget, key: str, settings: AppSettings) -> None:
        super().__init__(window)
        self.key, self.settings = key, settings
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget):
            self.settings.set_geometry(self.key, watched.saveGeometry())
        return False


class _FitWhenLaidOut(QObject):
    """Fits a window just shown to its screen once more when it has been laid out: a page's
    minimum size may settle only as it shows (its words wrapped)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)  # gone with the window, and its timer with it
        QTimer.singleShot(0, self, self.fit)

    def fit(self) -> None:
        window = self.parent()
        assert isinstance(window, QWidget)
        fit_to_screen(window)
        self.deleteLater()


class ShellContext(QObject):
    recent_changed = Signal()
    unfinished_changed = Signal()
    finished_changed = Signal()
    set_aside_changed = Signal()

    def __init__(
        self, settings: AppSettings, activities: list[Activity], autosaves: AutosaveStore,
        finished: FinishedGames | None = None,
    ) -> None:
        """``finished``: where finished games are kept (by default beside the autosaves)."""
        super().__init__()
        self.settings = settings
        self.activities = activities
        self.autosaves = autosaves
        self.finished = finished or FinishedGames(autosaves.folder.parent / "finished")
        # A subfolder: AutosaveStore reads every *.json at the top level as a game record.
        self.document_autosaves = DocumentAutosaves(autosaves.folder / "documents")
        self.windows: list[QWidget] = []
        # Autosaves that could not be read, set aside this session (each is reported once: a
        # file set aside is not found again).
        self.set_aside: list[str] = []

    def activity(self, key: str) -> Activity | None:
        return next((a for a in self.activities if a.key == key), None)

    def show_window(self, window: QWidget, geometry_key: str) -> QWidget:
        """Show a top-level window, restoring its remembered geometry and keeping it alive; a
        window shown for the first time opens centred over the window it was opened from. Either
        way it opens whole on its screen."""
        geometry = self.settings.geometry(geometry_key)
        if geometry is not None:
            window.restoreGeometry(geometry)
            fit_to_screen(window)  # remembered on a larger screen, or at a smaller scale
        else:
            opener = self._opener(window)
            fit_to_screen(window, opener.screen() if opener is not None else None)
            if opener is not None:
                centre_over(window, opener)
        _GeometryKeeper(window, geometry_key, self.settings)
        session = getattr(window, "session", None)
        if isinstance(session, GameSession):  # the game is free for another window once closed
            window.destroyed.connect(session.release)
        # After the release: forgetting the window tells the launcher, which offers the game
        # again only once its lock is free. A bound slot (not a lambda), so Qt drops the
        # connection if the context goes first.
        window.destroyed.connect(self._forget)
        self.windows.append(window)
        window.show()
        _FitWhenLaidOut(window)
        window.raise_()
        window.activateWindow()
        return window

    def _opener(self, window: QWidget) -> QWidget | None:
        """The window ``window`` is opened from: the active one, else the last one shown."""
        opener = QApplication.activeWindow()
        if opener is None or opener is window:
            shown = [w for w in self.windows if isValid(w) and w.isVisible() and w is not window]
            opener = shown[-1] if shown else None
        return opener

    def _forget(self, window: QObject) -> None:
        self.windows = [w for w in self.windows if w is not window and isValid(w)]
        self.unfinished_changed.emit()

    def note_recent(self, path: Path, activity: str) -> None:
        self.settings.add_recent(path, activity)
        self.recent_changed.emit()

    # --- opening files -----------------------------------------------------------------------
    def activity_for_file(self, path: Path) -> Activity | None:
        for activity in self.activities:
            if activity.accepts_file and activity.open_file and activity.accepts_file(path):
                return activity
        return None

    def open_path(self, path: Path, parent: QWidget | None = None) -> QWidget | None:
        """Open a file with the activity that reads it; a clear message when none does."""
        if looks_like_json_format(path, RECORD_FORMAT):
            return self.open_record(path, parent)
        activity = self.activity_for_file(path)
        if activity is not None and activity.open_file is not None:
            try:
                window = activity.open_file(self, path)
            except CompanionError as error:
                QMessageBox.warning(parent, self.tr("Cannot open file"), str(error))
                return None
            self.note_recent(path, activity.key)
            return window
        QMessageBox.warning(parent, self.tr("Cannot open file"), self.why_unopenable(path))
        return None

    def why_unopenable(self, path: Path) -> str:
        """What is wrong with a file no activity reads, located as the CLI does it."""
        try:
            data = read_json(path)
        except MalformedInput as error:  # not readable, not JSON: with the line and column
            return str(error)
        declared = data.get("format") if isinstance(data, dict) else None
        if isinstance(declared, str):
            # The kinds from the activities' file filters ("Lairs dungeon (*.json)").
            kinds = [a.filter_words().split(" (")[0] for a in self.activities if a.file_filter]
            return self.tr("{0}: format {1} is not a kind of file Companion opens ({2}, "
                           "game records).").format(path, quote(declared), ", ".join(kinds))
        return self.tr('{0}: a JSON file without a "format" name, so not a file Companion '
                       "wrote.").format(path)

    def open_record(self, path: Path, parent: QWidget | None = None) -> QWidget | None:
        """Play on from a saved game record (the file itself is never written to)."""
        try:
            record = GameRecord.load(path)
        except CompanionError as error:
            QMessageBox.warning(parent, self.tr("Cannot open game record"), str(error))
            return None
        if record.actions:
            from companion_ui.shell.replay import (  # replay builds on this module
                replay_activity,
                watch,
            )

            if replay_activity(self, record.game) is not None and _is_over(record):
                watching = watch(self, record, parent, str(path))  # nothing to play on: watch it
                if watching is not None:
                    self.note_recent(path, f"{record.game}.record")
                return watching
        activity = self._resumer(record.game)
        if activity is None:
            QMessageBox.warning(
                parent, self.tr("Cannot open game record"),
                self.tr("Companion cannot play {0} games yet.").format(record.game))
            return None
        game = UnfinishedGame(self.autosaves.new_key(record.game), path, record,
                              path.stat().st_mtime)
        window = self.resume(game, activity, parent, self.tr("Cannot open game record"))
        if window is not None:
            self.note_recent(path, activity.key)
        return window

    # --- unfinished games ----------------------------------------------------------------------
    def _resumer(self, game: str) -> Activity | None:
        return next((a for a in self.activities if a.resume and a.game == game), None)

    def resumable(self) -> list[tuple[UnfinishedGame, Activity]]:
        games, problems = self.autosaves.unfinished()
        self._note_set_aside(problems)
        open_keys = {getattr(w, "autosave_key", None) for w in self.windows}
        offers = []
        for game in games:
            activity = self._resumer(game.record.game)
            if (game.key not in open_keys and activity is not None
                    and not SessionLock.is_held(self.autosaves.folder, game.key)):
                offers.append((game, activity))
        return offers

    def resume(self, game: UnfinishedGame, activity: Activity,
               parent: QWidget | None = None, failure_title: str = "") -> QWidget | None:
        """Play an unfinished game on; a failure is explained under ``failure_title`` (by
        default "Cannot resume game")."""
        assert activity.resume is not None
        title = failure_title or self.tr("Cannot resume game")
        try:
            return activity.resume(self, game)
        except SessionInUse as error:  # nothing wrong with the autosave: never set aside
            QMessageBox.warning(parent, title, str(error))
            return None
        except CompanionError as error:
            message = str(error)
            if game.path.parent == self.autosaves.folder:  # not a record file the user opened
                with contextlib.suppress(OSError):  # already gone: nothing left to set aside
                    set_aside(game.path)
                message += "\n\n" + self.tr("The autosave is set aside (renamed *.unreadable).")
                self.unfinished_changed.emit()
            QMessageBox.warning(parent, title, message)
            return None

    def discard(self, game: UnfinishedGame) -> None:
        self.autosaves.discard(game.key)
        self.unfinished_changed.emit()

    # --- finished games --------------------------------------------------------------------
    def keep_when_finished(self, session: TableSession) -> None:
        """Keep the session's game once it is over (now, if its record came before its
        window: a network game that ended before this Companion saw it)."""
        session.finished.connect(lambda: self.keep_finished(session))
        if session.match is not None and session.state.is_over():
            self.keep_finished(session)

    def keep_finished(self, session: TableSession) -> None:
        """Keep a finished game to watch again; a file that cannot be written is said."""
        if session.match is None:
            return
        try:
            self.finished.keep(session.match.record, self.settings.finished_kept)
        except OSError as error:
            QMessageBox.warning(QApplication.activeWindow(), self.tr("Cannot keep the game"),
                                self.tr("The finished game is not kept to watch again: {0}: "
                                        "{1}").format(self.finished.folder,
                                                      error.strerror or error))
            return
        self.finished_changed.emit()

    def finished_games(self) -> list[FinishedGame]:
        """The finished games kept, newest first (files that cannot be read set aside)."""
        games, problems = self.finished.recent()
        self._note_set_aside(problems)
        return games

    def trim_finished(self) -> None:
        """Keep no more finished games than the settings say (after they changed)."""
        self.finished.trim(self.settings.finished_kept)
        self.finished_changed.emit()

    # --- unsaved documents -------------------------------------------------------------------
    def recovered_documents(self) -> list[tuple[RecoveredDocument, Activity]]:
        """Autosaved documents no open window is keeping, with the activity that reopens them."""
        kept = {(getattr(w, "activity_key", None), getattr(w, "autosave_key", None))
                for w in self.windows if isValid(w)}
        offers = []
        recovered_documents, problems = self.document_autosaves.recovered()
        self._note_set_aside(problems)
        for recovered in recovered_documents:
            activity = self.activity(recovered.activity)
            if (activity is not None and activity.recover is not None
                    and (recovered.activity, recovered.key) not in kept):
                offers.append((recovered, activity))
        return offers

    def recover_document(self, recovered: RecoveredDocument, activity: Activity,
                         parent: QWidget | None = None) -> QWidget | None:
        """Reopen an autosaved document, unsaved; a copy that cannot be read is explained."""
        assert activity.recover is not None
        try:
            return activity.recover(self, recovered)
        except CompanionError as error:
            reason = str(error)
        except OSError as error:
            reason = self.tr("{0}: {1}").format(recovered.document, error.strerror or error)
        # Never offered again: the copy is set aside (kept, renamed) and the reason shown once.
        self.document_autosaves.set_aside(recovered.activity, recovered.key)
        QMessageBox.warning(parent, self.tr("Cannot recover document"), self.tr(
            "{0}\n\nThe autosaved copy is set aside (renamed *.unreadable).").format(reason))
        self.unfinished_changed.emit()
        return None

    def _note_set_aside(self, problems: list[str]) -> None:
        if problems:
            self.set_aside.extend(problems)
            self.set_aside_changed.emit()

    def discard_document(self, recovered: RecoveredDocument) -> None:
        self.document_autosaves.discard(recovered.activity, recovered.key)
        self.unfinished_changed.emit()


def _is_over(record: GameRecord) -> bool:
    spec = registry.find(record.game)
    try:
        return spec is not None and replay(spec, record).is_over()
    except CompanionError:  # playing on explains what is wrong with it
        return False


def looks_like_json_format(path: Path, format_name: str) -> bool:
    """Cheap sniff used by ``Activity.accepts_file``: is this a JSON file of that format?"""
    return sniff_format(path) == format_name
