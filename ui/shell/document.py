"""The base of every document-style window: a file you create, open, edit, save and close.

``DocumentWindow`` owns what such windows share — the File menu entries (New, Open, Open Recent,
Save, Save As, Close with the standard shortcuts), Undo/Redo from a ``QUndoStack``, the open and
save flows with clear messages, the unsaved-changes prompt (also on close), recent files noted in
the shell context and the window title "name[*] — Title" with the modified marker.

A subclass keeps its document however it likes and supplies small hooks:

- class attributes ``activity_key`` (recent files are noted and listed under it), ``file_filter``
  (e.g. ``"Lairs dungeon (*.json)"``) and ``default_suffix`` (added when a saved name has none);
- ``document_words()``: the wording of dialogs and prompts, a ``DocumentWords``;
- ``document_title()``: the fixed part of the window title (e.g. "Lairs dungeon editor");
- ``document_path()``: the file the document was last opened from or saved to, or None;
- ``is_modified()``: whether there are unsaved changes;
- ``read(path)``: load a file and show it (raise ``CompanionError`` for a bad file; change nothing
  then); ``write(path)``: save atomically and remember ``path`` as the document's file, marking it
  clean (raise ``OSError``/``CompanionError``; the document stays modified then);
- ``write_copy(path)``: write exactly what ``write`` would, but leave the document's file and
  modified state alone (the autosave);
- ``mark_recovered(original)``: the document just read from an autosaved copy belongs to the
  file ``original`` (None: never saved) and has unsaved changes (see ``adopt_autosave``);
- ``reset()``: start a new, empty document (only for windows with a New action);
- optionally ``can_save()`` (False while there is nothing to save), ``suggested_name()`` (the file
  name Save As proposes for a never-saved document) and ``document_name()``;
- a window that shows every document in a window of its own sets ``opens_in_new_window`` and
  supplies ``open_new_window(path)`` instead of ``read``: Open (and Open Recent) then leave this
  window as it is and ask nothing.

The standard actions exist from construction as ``new_action``, ``open_action``,
``save_action``, ``save_as_action``, ``close_action`` and the ``recent_menu`` (listing the files
noted under ``activity_key``); a subclass may reword one with ``setText`` (e.g. "&New sheet") and
puts them in its menus with ``add_open_actions(menu, new=...)``, ``add_save_actions(menu)`` and
``add_close_action(menu)``, its own entries in between; ``add_undo_actions(menu, stack)`` adds
Undo/Redo of a ``QUndoStack``; ``menu_action``/``make_action`` make any other action. The flows
are public: ``new_document``, ``open_dialog``, ``open_file(path)`` (returns the window now
showing the file, or None), ``save``, ``save_as``, ``save_to(path)`` (these three return whether
they went through), ``may_discard`` (the Save / Discard / Cancel prompt, also asked on close),
``note_recent`` and ``say`` (status bar).

The base updates the title after open, save and new and whenever a stack given to
``add_undo_actions`` changes. A subclass whose document changes otherwise (e.g. without a
``QUndoStack``) calls ``document_changed()`` itself after every change.

Nothing a user did is lost: with a shell context, a document with unsaved changes is copied
after every change to the context's ``document_autosaves`` (``document_autosave.py``) under
this window's ``autosave_key``; the copy goes once the document is saved, back to its saved state,
replaced (New, Open) or the window is closed on purpose. After a crash the launcher offers the
copy: the activity's ``recover`` (made by ``recovering(open_file)``) opens the copy like a file
and calls ``adopt_autosave(recovered)`` on the new window, which then shows it as modified.

A window whose document is an ``UndoableDocument`` (in ``self.document``) derives from
``UndoableDocumentWindow``, which supplies ``document_path``, ``is_modified``, ``write``,
``write_copy`` and ``mark_recovered`` by forwarding to that document.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from companion.core.errors import CompanionError
from companion_ui.shell import file_dialogs
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document_autosave import RecoveredDocument
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.undoable import UndoableDocument, rename_steps

Shortcut = QKeySequence | QKeySequence.StandardKey


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("DocumentWindow", text, disambiguation, n)


@dataclass(frozen=True)
class DocumentWords:
    """How a window names its document in dialogs (already translated by the subclass)."""

    open_title: str  # "Open dungeon"
    save_title: str  # "Save dungeon"
    cannot_open: str  # "Cannot open dungeon"
    cannot_save: str  # "Cannot save dungeon"
    no_recent: str  # "No recent dungeons"
    untitled: str  # the name shown for a never-saved document; "" shows none


def unsaved_question(parent: QWidget, names: list[str]) -> str:
    """The one wording of every unsaved-changes prompt (one document or several)."""
    if len(names) == 1:
        return _tr("Save the changes to “{0}”?").format(names[0])
    return _tr("Save the changes to these {0} documents?").format(len(names))


class DocumentWindow(Retranslating, QMainWindow):
    activity_key: str = ""
    file_filter: str = ""
    default_suffix: str = ".json"
    opens_in_new_window: bool = False

    def __init__(self, context: ShellContext | None) -> None:
        super().__init__()
        self.context = context
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # The standard actions exist from the start (menus and toolbars pick what they show);
        # a subclass may reword one with setText, e.g. "&New sheet" (in its ``retranslate``).
        self.new_action = self.make_action("", self.new_document, QKeySequence.StandardKey.New)
        self.open_action = self.make_action("", self.open_dialog, QKeySequence.StandardKey.Open)
        self.save_action = self.make_action("", self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self.make_action("", self.save_as,
                                                QKeySequence.StandardKey.SaveAs)
        self.close_action = self.make_action("", self.close, QKeySequence.StandardKey.Close)
        self.recent_menu = QMenu(self)
        self._undo_actions: list[tuple[QUndoStack, QAction, QAction]] = []
        self._name_standard_actions()
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.statusBar()  # made now, so the first "Saved" message does not shift the layout
        self.autosave_key = (context.document_autosaves.new_key()
                             if context is not None else "")
        self._autosave_failure = ""
        self._closing_decided = False

    # --- hooks -----------------------------------------------------------------------------------
    def document_words(self) -> DocumentWords:
        raise NotImplementedError

    def document_title(self) -> str:
        raise NotImplementedError

    def document_path(self) -> Path | None:
        raise NotImplementedError

    def is_modified(self) -> bool:
        raise NotImplementedError

    def read(self, path: Path) -> None:
        raise NotImplementedError

    def write(self, path: Path) -> None:
        raise NotImplementedError

    def write_copy(self, path: Path) -> None:
        raise NotImplementedError

    def mark_recovered(self, original: Path | None) -> None:
        raise NotImplementedError

    def reset(self) -> None:
        raise NotImplementedError

    def open_new_window(self, path: Path) -> DocumentWindow:
        """Show ``path`` in a new window (only with ``opens_in_new_window``); raise
        ``CompanionError`` or ``OSError`` for a bad file before any window opens."""
        raise NotImplementedError

    def can_save(self) -> bool:
        return True

    def suggested_name(self) -> str:
        return ""

    def document_name(self) -> str:
        path = self.document_path()
        return path.name if path is not None else self.document_words().untitled

    # --- menus -----------------------------------------------------------------------------------
    def make_action(self, text: str, slot: Callable[[], object],
                    shortcut: Shortcut | None = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _=False: slot())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def menu_action(self, menu: QMenu, text: str, slot: Callable[[], object],
                    shortcut: Shortcut | None = None) -> QAction:
        action = self.make_action(text, slot, shortcut)
        menu.addAction(action)
        return action

    def add_open_actions(self, menu: QMenu, new: bool = True) -> None:
        """New (unless ``new`` is False), Open… and the Open Recent submenu."""
        if new:
            menu.addAction(self.new_action)
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)

    def add_save_actions(self, menu: QMenu) -> None:
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)

    def add_close_action(self, menu: QMenu) -> None:
        menu.addAction(self.close_action)

    def add_undo_actions(self, menu: QMenu, stack: QUndoStack) -> tuple[QAction, QAction]:
        """Undo and Redo of ``stack``; the title and autosave follow the stack."""
        # Our own actions rather than the stack's: its prefix is fixed once made, and "&Undo"
        # must follow a language change.
        undo = self.make_action("", stack.undo)
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = self.make_action("", stack.redo)
        redo.setShortcuts(QKeySequence.StandardKey.Redo)
        stack.canUndoChanged.connect(undo.setEnabled)
        stack.canRedoChanged.connect(redo.setEnabled)
        self._undo_actions.append((stack, undo, redo))
        self._name_undo_actions()
        stack.undoTextChanged.connect(self._name_undo_actions)
        stack.redoTextChanged.connect(self._name_undo_actions)
        menu.addAction(undo)
        menu.addAction(redo)
        stack.cleanChanged.connect(self.update_title)
        stack.indexChanged.connect(self.document_changed)
        return undo, redo

    def _name_undo_actions(self) -> None:
        undo_word, redo_word = self.tr("&Undo"), self.tr("&Redo")
        for stack, undo, redo in self._undo_actions:
            undo.setEnabled(stack.canUndo())
            redo.setEnabled(stack.canRedo())
            undo.setText(f"{undo_word} {stack.undoText()}".rstrip())
            redo.setText(f"{redo_word} {stack.redoText()}".rstrip())

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        entries = [] if self.context is None else [
            r for r in self.context.settings.recent_files() if r.activity == self.activity_key]
        for entry in entries:
            action = self.recent_menu.addAction(str(entry.path))
            action.triggered.connect(lambda _=False, p=entry.path: self.open_file(p))
        if not entries:
            self.recent_menu.addAction(self.document_words().no_recent).setEnabled(False)

    def _name_standard_actions(self) -> None:
        self.new_action.setText(self.tr("&New"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.close_action.setText(self.tr("&Close"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))

    def retranslate(self) -> None:
        """The standard actions and the title in a new language (a subclass adds its own texts:
        it may call this at the end of its ``__init__`` instead of ``update_title``)."""
        self._name_standard_actions()
        for stack, _undo, _redo in self._undo_actions:
            rename_steps(stack)
        self._name_undo_actions()
        self.update_title()

    # --- title -----------------------------------------------------------------------------------
    def update_title(self) -> None:
        name = self.document_name()
        if name:
            self.setWindowTitle(self.tr("{0}[*] — {1}").format(name, self.document_title()))
        else:
            self.setWindowTitle(self.tr("{0}[*]").format(self.document_title()))
        self.setWindowModified(self.is_modified())

    def document_changed(self) -> None:
        """The document changed: its title and autosave follow."""
        self.update_title()
        self.autosave()

    # --- autosave --------------------------------------------------------------------------------
    def autosave(self) -> None:
        """Copy unsaved changes to the autosave; a document without any needs none."""
        if self.context is None:
            return
        store = self.context.document_autosaves
        if not self.is_modified():
            store.discard(self.activity_key, self.autosave_key)
            return
        try:
            self.write_copy(store.document_path(self.activity_key, self.autosave_key))
            store.note_origin(self.activity_key, self.autosave_key, self.document_path())
        except (OSError, CompanionError) as error:
            reason = (error.strerror or error) if isinstance(error, OSError) else error
            self._autosave_failure = self.tr("Autosave failed: {0}").format(reason)
            self.say(self._autosave_failure, 0)  # stays until an autosave works again
            return
        if self._autosave_failure and self.statusBar().currentMessage() == self._autosave_failure:
            self.statusBar().clearMessage()
        self._autosave_failure = ""

    def adopt_autosave(self, recovered: RecoveredDocument) -> None:
        """This window shows the copy of ``recovered`` (already read): from now on it is the
        unsaved document of ``recovered.original`` and keeps that autosave."""
        self.drop_autosave()  # any copy made while the window was being built
        self.autosave_key = recovered.key
        self.mark_recovered(recovered.original)
        self.document_changed()

    def drop_autosave(self) -> None:
        if self.context is not None:
            self.context.document_autosaves.discard(self.activity_key, self.autosave_key)

    def say(self, message: str, timeout: int = 5000) -> None:
        self.statusBar().showMessage(message, timeout)

    # --- files -----------------------------------------------------------------------------------
    def unsaved_name(self) -> str:
        """How the unsaved-changes prompts name this document: its file, else its window."""
        return self.document_name() or self.document_title()

    def may_discard(self) -> bool:
        """Ask before unsaved changes are lost; True when it is fine to go on."""
        if self._closing_decided or not self.is_modified():
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"), unsaved_question(self, [self.unsaved_name()]),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def close_decided(self) -> bool:
        """Close without asking: the user already chose to save or discard (the Quit dialog)."""
        self._closing_decided = True
        closed = self.close()
        self._closing_decided = closed
        return closed

    def new_document(self) -> None:
        if self.may_discard():
            self.reset()
            self.document_changed()

    def open_dialog(self) -> None:
        if not self.opens_in_new_window and not self.may_discard():
            return
        chosen = file_dialogs.open_path(self, self.document_words().open_title,
                                        self.tr(self.file_filter), self.document_path())
        if chosen is not None:
            self.open_file(chosen, confirmed=True)

    def open_file(self, path: Path, confirmed: bool = False) -> DocumentWindow | None:
        """Open ``path`` in this window (after the unsaved-changes prompt unless ``confirmed``)
        or, with ``opens_in_new_window``, in a new one. Returns the window showing it, or None
        when it did not go through; a bad file is explained and the document kept."""
        here = not self.opens_in_new_window
        if here and not confirmed and not self.may_discard():
            return None
        try:
            window = self._read_here(path) if here else self.open_new_window(path)
        except CompanionError as error:
            QMessageBox.warning(self, self.document_words().cannot_open, str(error))
            return None
        except OSError as error:
            QMessageBox.warning(self, self.document_words().cannot_open,
                                self.tr("{0}: {1}").format(path, error.strerror or error))
            return None
        self.note_recent(path)
        window.document_changed()
        return window

    def _read_here(self, path: Path) -> DocumentWindow:
        self.read(path)
        return self

    def save(self) -> bool:
        path = self.document_path()
        return self.save_as() if path is None else self.save_to(path)

    def save_as(self) -> bool:
        if not self.can_save():
            return False
        path = self.document_path()
        name = self.suggested_name()
        target = file_dialogs.save_path(
            self, self.document_words().save_title, self.tr(self.file_filter),
            path if path is not None else (name + self.default_suffix if name else ""))
        if target is None:
            return False
        if not target.suffix:
            target = target.with_suffix(self.default_suffix)
        return self.save_to(target)

    def save_to(self, path: Path) -> bool:
        """Write the document to ``path``; a failure is explained and the document stays
        modified (the models write atomically, so the old file is intact)."""
        if not self.can_save():
            return False
        try:
            self.write(path)
        except (OSError, CompanionError) as error:
            reason = (error.strerror or error) if isinstance(error, OSError) else error
            QMessageBox.warning(self, self.document_words().cannot_save,
                                self.tr("{0}: {1}").format(path, reason))
            return False
        self.note_recent(path)
        self.document_changed()
        self.say(self.tr("Saved {0}").format(path.name))
        return True

    def note_recent(self, path: Path, activity_key: str | None = None) -> None:
        if self.context is not None:
            self.context.note_recent(path, activity_key or self.activity_key)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.may_discard():
            event.accept()
            self.drop_autosave()  # saved or discarded on purpose: nothing to recover
        else:
            event.ignore()


def recovering(open_file: Callable[[ShellContext, Path], QWidget]
               ) -> Callable[[ShellContext, RecoveredDocument], QWidget]:
    """An ``Activity.recover`` from its ``open_file``: open the autosaved copy in a window of
    its own (a bad copy raises before any window opens), then adopt it as unsaved."""
    def recover(context: ShellContext, recovered: RecoveredDocument) -> QWidget:
        window = open_file(context, recovered.document)
        assert isinstance(window, DocumentWindow)
        window.adopt_autosave(recovered)
        return window

    return recover


class UndoableDocumentWindow(DocumentWindow):
    """A ``DocumentWindow`` whose document is an ``UndoableDocument`` in ``self.document``: the
    file hooks that only forward to the document are supplied here once."""

    document: UndoableDocument[Any]

    def document_path(self) -> Path | None:
        return self.document.path

    def is_modified(self) -> bool:
        return self.document.modified

    def write(self, path: Path) -> None:
        self.document.save(path)

    def write_copy(self, path: Path) -> None:
        self.document.write_copy(path)

    def mark_recovered(self, original: Path | None) -> None:
        self.document.path = original
        self.document.mark_unsaved()
