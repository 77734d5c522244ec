"""DocumentWindow, the base of document-style windows, driven through a tiny test document."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QFileDialog, QMessageBox

from companion.core.errors import MalformedInput
from companion.core.files import write_text_atomic
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, recovering
from companion_ui.shell.file_dialogs import start_folder
from companion_ui.shell.launcher import LauncherWindow
from tests.document_recovery import (
    autosave_copy,
    autosave_files,
    crash_and_discard,
    crash_and_resume,
    save_drops_autosave,
)

Button = QMessageBox.StandardButton


class Jot(QUndoCommand):
    def __init__(self, window: JotterWindow, before: str, after: str) -> None:
        super().__init__("jot")
        self.window, self.before, self.after = window, before, after

    def redo(self) -> None:
        self.window.text = self.after

    def undo(self) -> None:
        self.window.text = self.before


class JotterWindow(DocumentWindow):
    """One line of text kept in a file starting "jot:", every change undoable."""

    activity_key = "test.jotter"
    file_filter = "Jottings (*.txt)"
    default_suffix = ".txt"

    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__(context)
        self.text = ""
        self.path: Path | None = None
        self.stack = QUndoStack(self)
        file_menu = self.menuBar().addMenu("&File")
        self.add_open_actions(file_menu)
        self.add_save_actions(file_menu)
        self.add_close_action(file_menu)
        self.undo_action, self.redo_action = self.add_undo_actions(
            self.menuBar().addMenu("&Edit"), self.stack)
        self.update_title()

    def jot(self, text: str) -> None:
        self.stack.push(Jot(self, self.text, text))

    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title="Open jotting", save_title="Save jotting",
            cannot_open="Cannot open jotting", cannot_save="Cannot save jotting",
            no_recent="No recent jottings", untitled="untitled")

    def document_title(self) -> str:
        return "Jotter"

    def document_path(self) -> Path | None:
        return self.path

    def is_modified(self) -> bool:
        return not self.stack.isClean()

    def suggested_name(self) -> str:
        return self.text.split(" ")[0]

    def read(self, path: Path) -> None:
        raw = path.read_text(encoding="utf-8")
        if not raw.startswith("jot:"):
            raise MalformedInput(f"{path.name}: not a jotting")
        self.stack.clear()
        self.text, self.path = raw[4:], path

    def write(self, path: Path) -> None:
        write_text_atomic(path, "jot:" + self.text)
        self.path = path
        self.stack.setClean()

    def write_copy(self, path: Path) -> None:
        write_text_atomic(path, "jot:" + self.text)

    def mark_recovered(self, original: Path | None) -> None:
        self.path = original
        self.stack.resetClean()

    def reset(self) -> None:
        self.stack.clear()
        self.text, self.path = "", None


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Warnings are recorded; a question nobody expected fails the test."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, title, text: shown.append((title, text)))

    def unexpected(*_args: object) -> Button:
        raise AssertionError("unexpected unsaved-changes question")

    monkeypatch.setattr(QMessageBox, "question", unexpected)
    return shown


def answer_with(monkeypatch: pytest.MonkeyPatch, *answers: Button) -> list[tuple[object, ...]]:
    asked: list[tuple[object, ...]] = []
    queue = list(answers)

    def question(*args: object) -> Button:
        asked.append(args)
        return queue.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def save_dialog_returns(monkeypatch: pytest.MonkeyPatch,
                        chosen: Path | None) -> list[tuple[object, ...]]:
    calls: list[tuple[object, ...]] = []

    def dialog(*args: object) -> tuple[str, str]:
        calls.append(args)
        return (str(chosen) if chosen else "", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    return calls


def no_dialog(*_args: object) -> tuple[str, str]:
    raise AssertionError("no file dialog expected")


@pytest.fixture
def jotter(qtbot, warnings: list[tuple[str, str]],  # type: ignore[no-untyped-def]
           shell_context: ShellContext) -> Iterator[JotterWindow]:
    window = JotterWindow(shell_context)
    yield window
    window.stack.setClean()  # closing must not stop at the unsaved-changes prompt
    window.close()


def test_save_as_then_open_round_trip(qtbot, jotter: JotterWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                      monkeypatch: pytest.MonkeyPatch,
                                      shell_context: ShellContext) -> None:
    jotter.jot("dragons below")
    calls = save_dialog_returns(monkeypatch, tmp_path / "notes")
    start = start_folder()
    assert jotter.save()  # never saved: Save asks where
    _parent, title, suggested, file_filter = calls[0]
    assert (title, suggested, file_filter) == (
        "Save jotting", str(start / "dragons.txt"), "Jottings (*.txt)")
    target = tmp_path / "notes.txt"  # the default suffix is added
    assert target.read_text(encoding="utf-8") == "jot:dragons below"
    assert jotter.path == target and not jotter.is_modified()
    assert jotter.statusBar().currentMessage() == "Saved notes.txt"
    recent = shell_context.settings.recent_files()[0]
    assert (recent.path, recent.activity) == (target.resolve(), "test.jotter")

    jotter.jot("dragons and goblins")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    assert jotter.save()  # the file is known now: no dialog
    assert target.read_text(encoding="utf-8") == "jot:dragons and goblins"

    other = JotterWindow(shell_context)
    qtbot.addWidget(other)
    opened: list[tuple[object, ...]] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args: opened.append(args) or (str(target), ""))
    other.open_dialog()
    assert opened[0][1:] == ("Open jotting", str(tmp_path), "Jottings (*.txt)")  # as last
    assert other.text == "dragons and goblins" and other.path == target
    assert not other.isWindowModified()
    other._fill_recent()
    assert [a.text() for a in other.recent_menu.actions()] == [str(target.resolve())]


def test_open_recent_lists_this_activity_and_opens_the_entry(
        qtbot, jotter: JotterWindow, tmp_path: Path, shell_context: ShellContext) -> None:  # type: ignore[no-untyped-def]
    jotter._fill_recent()
    (empty,) = jotter.recent_menu.actions()
    assert empty.text() == "No recent jottings" and not empty.isEnabled()
    path = tmp_path / "cave.txt"
    path.write_text("jot:a cave", encoding="utf-8")
    shell_context.note_recent(path, "test.jotter")
    shell_context.note_recent(tmp_path / "other.json", "test.other")
    jotter._fill_recent()
    (entry,) = jotter.recent_menu.actions()
    entry.trigger()
    assert jotter.text == "a cave" and jotter.path == path.resolve()


@pytest.mark.parametrize("content, reason", [
    ("no header", "bad.txt: not a jotting"),  # CompanionError from read
    (None, "No such file or directory"),  # OSError from read
])
def test_a_file_that_cannot_be_opened_is_explained_and_nothing_lost(
        jotter: JotterWindow, tmp_path: Path, warnings: list[tuple[str, str]],
        content: str | None, reason: str) -> None:
    bad = tmp_path / "bad.txt"
    if content is not None:
        bad.write_text(content, encoding="utf-8")
    jotter.jot("keep me")
    jotter.stack.setClean()
    assert not jotter.open_file(bad)
    assert jotter.text == "keep me" and jotter.path is None
    (title, text), = warnings
    assert title == "Cannot open jotting" and reason in text


def test_a_failing_write_is_shown_and_the_document_stays_modified(
        jotter: JotterWindow, tmp_path: Path, warnings: list[tuple[str, str]],
        shell_context: ShellContext) -> None:
    jotter.jot("precious")
    blocked = tmp_path / "taken.txt"
    blocked.mkdir()  # a folder where the file should go: the write fails
    assert not jotter.save_to(blocked)
    (title, text), = warnings
    assert title == "Cannot save jotting"
    assert str(blocked) in text and "Is a directory" in text
    assert jotter.is_modified() and jotter.isWindowModified() and jotter.path is None
    assert jotter.text == "precious"
    assert shell_context.settings.recent_files() == []


@pytest.mark.parametrize("answer, saved, goes_on", [
    (Button.Save, True, True),
    (Button.Discard, False, True),
    (Button.Cancel, False, False),
])
def test_unsaved_prompt_answers(jotter: JotterWindow, tmp_path: Path,
                                monkeypatch: pytest.MonkeyPatch,
                                answer: Button, saved: bool, goes_on: bool) -> None:
    target = tmp_path / "j.txt"
    save_dialog_returns(monkeypatch, target)
    jotter.jot("unsaved")
    asked = answer_with(monkeypatch, answer)
    jotter.new_document()
    (_parent, title, text, buttons, default), = asked
    assert (title, text) == ("Unsaved changes", "Save the changes to “untitled”?")
    assert buttons == Button.Save | Button.Discard | Button.Cancel and default == Button.Save
    assert target.exists() == saved
    assert jotter.text == ("" if goes_on else "unsaved")
    assert jotter.is_modified() == (not goes_on)


def test_save_cancelled_in_the_dialog_cancels_the_prompt(
        jotter: JotterWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    save_dialog_returns(monkeypatch, None)
    jotter.jot("unsaved")
    answer_with(monkeypatch, Button.Save)
    jotter.new_document()
    assert jotter.text == "unsaved" and jotter.is_modified()


def test_closing_asks_and_cancel_keeps_the_window_open(
        qtbot, warnings: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    window = JotterWindow()
    window.show()
    qtbot.waitExposed(window)
    window.jot("unsaved")
    asked = answer_with(monkeypatch, Button.Cancel, Button.Discard)
    assert not window.close() and window.isVisible()
    with qtbot.waitSignal(window.destroyed):  # WA_DeleteOnClose
        assert window.close()
    assert len(asked) == 2


def test_nothing_to_lose_asks_nothing(jotter: JotterWindow) -> None:
    jotter.jot("a")
    jotter.undo_action.trigger()  # back to the clean state
    assert jotter.may_discard()  # the warnings fixture fails on any question
    jotter.new_document()


def test_title_shows_the_file_name_and_modified_marker(
        jotter: JotterWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert jotter.windowTitle() == "untitled[*] — Jotter" and not jotter.isWindowModified()
    jotter.jot("x")
    assert jotter.isWindowModified()
    jotter.undo_action.trigger()
    assert not jotter.isWindowModified()
    jotter.redo_action.trigger()
    assert jotter.isWindowModified()
    save_dialog_returns(monkeypatch, tmp_path / "x.txt")
    assert jotter.save_as()
    assert jotter.windowTitle() == "x.txt[*] — Jotter" and not jotter.isWindowModified()


def test_standard_actions_and_shortcuts(jotter: JotterWindow) -> None:
    file_menu = jotter.menuBar().actions()[0].menu()
    texts = [a.text() for a in file_menu.actions()]
    assert texts == ["&New", "&Open…", "Open &Recent", "&Save", "Save &As…", "&Close"]
    standard = QKeySequence.StandardKey
    keys = {jotter.new_action: standard.New, jotter.open_action: standard.Open,
            jotter.save_action: standard.Save, jotter.save_as_action: standard.SaveAs,
            jotter.close_action: standard.Close}
    for action, key in keys.items():
        assert action.shortcut() == QKeySequence(key), action.text()
    assert jotter.undo_action.shortcuts() == QKeySequence.keyBindings(
        QKeySequence.StandardKey.Undo)
    assert jotter.redo_action.shortcuts() == QKeySequence.keyBindings(
        QKeySequence.StandardKey.Redo)


class JotterPerFile(JotterWindow):
    """Every jotting in a window of its own: Open never replaces this window's jotting."""

    opens_in_new_window = True

    def __init__(self, context: ShellContext | None = None) -> None:
        super().__init__(context)
        self.opened: list[JotterPerFile] = []

    def open_new_window(self, path: Path) -> DocumentWindow:
        window = JotterPerFile(self.context)
        window.read(path)  # a bad file raises before the window is kept or shown
        self.opened.append(window)
        return window


def test_a_window_per_document_opens_files_in_new_windows(
        qtbot, tmp_path: Path, warnings: list[tuple[str, str]],  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch, shell_context: ShellContext) -> None:
    window = JotterPerFile(shell_context)
    qtbot.addWidget(window)
    window.jot("unsaved here")  # no unsaved-changes question: this jotting stays as it is
    good = tmp_path / "good.txt"
    good.write_text("jot:elsewhere", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(good), ""))
    window.open_dialog()
    (opened,) = window.opened
    qtbot.addWidget(opened)
    assert opened.text == "elsewhere" and opened.windowTitle() == "good.txt[*] — Jotter"
    assert window.text == "unsaved here" and window.is_modified() and window.path is None
    assert window.windowTitle() == "untitled[*] — Jotter"
    assert shell_context.settings.recent_files()[0].path == good.resolve()
    assert window.open_file(good) is window.opened[1]
    qtbot.addWidget(window.opened[1])
    bad = tmp_path / "bad.txt"
    bad.write_text("no header", encoding="utf-8")
    assert window.open_file(bad) is None and len(window.opened) == 2
    (title, text), = warnings
    assert title == "Cannot open jotting" and "bad.txt: not a jotting" in text
    assert window.text == "unsaved here"
    window.stack.setClean()


def test_open_file_returns_the_window_showing_the_file(
        jotter: JotterWindow, tmp_path: Path) -> None:
    path = tmp_path / "here.txt"
    path.write_text("jot:here", encoding="utf-8")
    assert jotter.open_file(path) is jotter and jotter.text == "here"


# --- autosave and recovery ------------------------------------------------------------------------
def open_jotting(context: ShellContext, path: Path) -> JotterWindow:
    window = JotterWindow(context)
    window.read(path)
    context.show_window(window, "test.jotter")
    return window


JOTTER = Activity("test.jotter", "pebbles", "Jotter", "One line of text", "editor",
                  lambda context: context.show_window(JotterWindow(context), "test.jotter"),
                  accepts_file=lambda path: path.suffix == ".txt", open_file=open_jotting,
                  recover=recovering(open_jotting))


@pytest.fixture
def jotter_activity(shell_context: ShellContext) -> Activity:
    shell_context.activities.append(JOTTER)
    return JOTTER


def test_unsaved_changes_are_autosaved_until_saved(jotter: JotterWindow, tmp_path: Path,
                                                   shell_context: ShellContext) -> None:
    copy = autosave_copy(jotter)
    assert copy.parent == shell_context.autosaves.folder / "documents" / "test.jotter"
    assert not copy.exists()
    jotter.jot("first")
    assert copy.read_text(encoding="utf-8") == "jot:first"
    jotter.jot("second")
    assert copy.read_text(encoding="utf-8") == "jot:second"
    jotter.stack.undo()
    jotter.stack.undo()  # back to the saved state: nothing to recover
    assert autosave_files(shell_context) == []
    jotter.stack.redo()
    assert copy.exists() and jotter.document_path() is None  # autosave never moves the file
    save_drops_autosave(jotter, tmp_path / "kept.txt")
    assert jotter.document_path() == tmp_path / "kept.txt" and not jotter.isWindowModified()
    assert shell_context.autosaves.unfinished() == ([], [])  # no game record looks like one


def test_a_crashed_document_is_offered_and_resumes_unsaved(
        qtbot, shell_context: ShellContext, jotter_activity: Activity,  # type: ignore[no-untyped-def]
        tmp_path: Path, warnings: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("jot:saved")
    window = shell_context.open_path(path)
    assert isinstance(window, JotterWindow)
    window.jot("saved and more")
    resumed = crash_and_resume(qtbot, shell_context, window)
    assert isinstance(resumed, JotterWindow) and resumed.text == "saved and more"
    assert path.read_text() == "jot:saved"  # the file itself is untouched until saved
    resumed.jot("even more")
    assert autosave_copy(resumed).read_text(encoding="utf-8") == "jot:even more"
    crash_and_discard(qtbot, shell_context, resumed, monkeypatch)
    assert path.read_text() == "jot:saved" and warnings == []


def test_closing_on_purpose_drops_the_autosave(jotter: JotterWindow, shell_context: ShellContext,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    jotter.jot("draft")
    answer_with(monkeypatch, Button.Cancel)
    assert not jotter.close() and autosave_copy(jotter).exists()
    answer_with(monkeypatch, Button.Discard)
    assert jotter.close() and autosave_files(shell_context) == []


def test_new_and_open_replace_the_autosave(jotter: JotterWindow, shell_context: ShellContext,
                                           tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    jotter.jot("draft")
    answer_with(monkeypatch, Button.Discard)
    jotter.new_document()
    assert autosave_files(shell_context) == []
    jotter.jot("another draft")
    path = tmp_path / "other.txt"
    path.write_text("jot:other")
    answer_with(monkeypatch, Button.Discard)
    assert jotter.open_file(path) is jotter
    assert autosave_files(shell_context) == []


def test_an_unreadable_autosave_is_explained_and_can_be_discarded(
        qtbot, shell_context: ShellContext, jotter_activity: Activity,  # type: ignore[no-untyped-def]
        warnings: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    store = shell_context.document_autosaves
    write_text_atomic(store.document_path("test.jotter", "broken"), "not a jotting")
    store.note_origin("test.jotter", "broken", None)
    offers = LauncherWindow(shell_context)
    qtbot.addWidget(offers)
    assert "Jotter — never saved" in offers.unfinished.item(0).text()
    offers.resume_button.click()
    assert warnings and "not a jotting" in warnings[0][1] and shell_context.windows == []
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: Button.Yes)
    offers.discard_button.click()
    assert autosave_files(shell_context) == [] and not offers.unfinished.isVisibleTo(offers)


def test_a_failing_autosave_is_shown_until_one_works(jotter: JotterWindow,
                                                    shell_context: ShellContext) -> None:
    folder = shell_context.document_autosaves.folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the folder should be")
    jotter.jot("draft")
    assert jotter.statusBar().currentMessage().startswith("Autosave failed")
    assert jotter.isWindowModified() and jotter.text == "draft"  # the edit itself stands
    folder.unlink()
    jotter.jot("draft 2")
    assert jotter.statusBar().currentMessage() == ""
    assert autosave_copy(jotter).read_text(encoding="utf-8") == "jot:draft 2"
