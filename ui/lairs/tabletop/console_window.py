"""The Builder's console window: your own dungeon behind the screen, the opponent's Explorer
token on it, and what to tell them for every cell they learn.

Announce a move by typing it ("Creep east to E4", "Peer B3", "Hustle", "Backtrack to C2",
"Fight rolled 2+1") or by clicking a cell on the board (a menu offers the moves that are
possible there) and the buttons. The console (``companion.lairs.tabletop.builder_console``)
checks every announcement; an impossible one is refused with the reason and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QCursor, QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.core.resources import read_resource_text, resource
from companion.lairs.board import Cell, Dungeon, Feature, cell_name
from companion.lairs.dungeon_file import load_dungeon, parse_dungeon
from companion.lairs.tabletop.announcements import Announcement, Verb
from companion.lairs.tabletop.answers import Answer, Decision, EventKind
from companion.lairs.tabletop.builder_console import BuilderConsole
from companion.lairs.tabletop.map_check import check_map
from companion.lairs.tabletop.table_sheet import TableSheet
from companion_ui.lairs.explorer.fog_map import BuilderBoardScene, ClickableBoardView
from companion_ui.lairs.tabletop.console_help import add_help_menu
from companion_ui.lairs.tabletop.wording import (
    answer_line,
    decision_text,
    energy_text,
    event_text,
    frame_note,
    outcome_name,
    slip_text,
    tell_lines,
)
from companion_ui.shell import file_dialogs
from companion_ui.shell.colours import ink, mixed, readable
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, UndoableDocumentWindow
from companion_ui.shell.icons import icon
from companion_ui.shell.messages import error_text
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.undoable import UndoableDocument

ACTIVITY_KEY = "lairs.builder-console"
EDITOR_KEY = "lairs.editor"
# Source texts: the window says them in the language of the moment.
CONSOLE_FILTER = QT_TRANSLATE_NOOP("BuilderConsoleWindow", "Lairs Builder's console (*.json)")
DUNGEON_FILTER = QT_TRANSLATE_NOOP("BuilderConsoleWindow", "Lairs dungeon (*.json)")
SHEET_FILTER = QT_TRANSLATE_NOOP("BuilderConsoleWindow", "Lairs table sheet (*.json)")


def sample_dungeons() -> list[tuple[str, Dungeon]]:
    samples = []
    for entry in sorted(resource("lairs", "samples").iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            dungeon = parse_dungeon(read_resource_text("lairs", "samples", entry.name),
                                    entry.name)
            samples.append((dungeon.name or entry.name, dungeon))
    return samples


@dataclass(frozen=True)
class ConsoleValue:
    """The console as a document value: the Builder's dungeon and the announcements followed."""

    dungeon: Dungeon
    announcements: tuple[str, ...] = ()


class ConsoleDocument(UndoableDocument[ConsoleValue | None]):
    """One undo step per announcement (None: no dungeon chosen yet). The window's live
    ``BuilderConsole`` is the engine that follows the announcements of the value shown."""

    def __init__(self, window: BuilderConsoleWindow) -> None:
        super().__init__(None, None, window)
        self.window = window

    def write_value(self, path: Path, value: ConsoleValue | None) -> None:
        assert value is not None  # can_save() is False without a dungeon
        self.window.console_for(value).save(path)


class BuilderConsoleWindow(UndoableDocumentWindow):
    activity_key = ACTIVITY_KEY
    file_filter = CONSOLE_FILTER

    def __init__(self, context: ShellContext | None = None,
                 console: BuilderConsole | None = None, path: Path | None = None) -> None:
        super().__init__(context)
        self.setObjectName("lairsBuilderConsole")
        self.setWindowIcon(icon("tracker"))
        self.console: BuilderConsole | None = None
        self.document = ConsoleDocument(self)
        self._following = True  # the live console follows the document's value
        self.document.changed.connect(self._follow_value)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._choose_page())
        self.pages.addWidget(self._console_page())
        self.setCentralWidget(self.pages)
        self._build_menus()
        self.resize(1180, 720)
        if console is not None:
            self.start(console, path)
        self.retranslate()

    def retranslate(self) -> None:
        """The menus, pages and buttons, then the console said again (log, tells, status)."""
        super().retranslate()
        self.open_action.setText(self.tr("&Open console…"))
        self.save_action.setText(self.tr("&Save console"))
        self.save_as_action.setText(self.tr("Save console &as…"))
        self.file_menu.setTitle(self.tr("&File"))
        self.open_dungeon_action.setText(self.tr("Open my &dungeon…"))
        self.check_action.setText(self.tr("&Check their map sheet…"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.choose_title.setText(self.tr("<h2>Builder's console</h2>"
                                          "<p>Load your own dungeon: it stays on your side of "
                                          "the screen. Then follow your opponent's announced "
                                          "moves.</p>"))
        self.open_button.setText(self.tr("Open my dungeon…"))
        self.sample_button.setText(self.tr("Use this sample"))
        if self.build_button is not None:
            self.build_button.setText(self.tr("Build one in the editor…"))
        self.entry.setPlaceholderText(self.tr("e.g. Creep east to E4 · Peer B3 · Hustle · "
                                              "Backtrack to C2 · Fight rolled 2+1"))
        self.say_button.setText(self.tr("Announce"))
        self.announcement_box.setTitle(self.tr("Their announcement"))
        for verb, text in (
            (Verb.HUSTLE, self.tr("Hustle")), (Verb.STOP, self.tr("Stop")),
            (Verb.ENTER, self.tr("Enter")), (Verb.STAY, self.tr("Stay")),
            (Verb.OPEN, self.tr("Open chest")), (Verb.SKIP, self.tr("Skip chest")),
            (Verb.CONSERVE, self.tr("Conserve")), (Verb.END_TURN, self.tr("End turn")),
            (Verb.LEAVE, self.tr("Leave")),
        ):
            self.buttons[verb].setText(text)
        self.dice.setPrefix(self.tr("rolled "))
        self.dice.setSpecialValueText(self.tr("no dice"))  # not "rolled 0": none were bought
        self.dice.setToolTip(self.tr("The total the explorer rolled (0 = no dice bought)"))
        self.check_button.setText(self.tr("Fight / disarm"))
        self.tell_heading.setText(self.tr("Say to the explorer"))
        self.map_heading.setText(self.tr("Their map should show"))
        if self.console is not None:
            self._show_console()

    # --- pages ----------------------------------------------------------------------------------
    def _choose_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        self.choose_title = title = QLabel()
        title.setWordWrap(True)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        row = QHBoxLayout()
        row.addStretch(1)
        self.open_button = QPushButton(icon("open"), "")
        self.open_button.clicked.connect(self.open_dungeon_dialog)
        row.addWidget(self.open_button)
        self.samples = QComboBox()
        self.samples.setObjectName("samples")
        self._samples = sample_dungeons()
        for name, _dungeon in self._samples:
            self.samples.addItem(name)
        row.addWidget(self.samples)
        self.sample_button = QPushButton()
        self.sample_button.clicked.connect(self.use_sample)
        row.addWidget(self.sample_button)
        self.build_button: QPushButton | None = None
        if self.context is not None and self.context.activity(EDITOR_KEY) is not None:
            self.build_button = QPushButton(icon("editor"), "")
            self.build_button.clicked.connect(self.open_editor)
            row.addWidget(self.build_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        return page

    def _console_page(self) -> QWidget:
        self.scene = BuilderBoardScene(self)
        self.board = ClickableBoardView(self.scene)
        self.board.setObjectName("builderBoard")
        self.board.cell_clicked.connect(self.cell_menu)

        self.entry = QLineEdit()
        self.entry.setObjectName("announcement")
        self.entry.returnPressed.connect(self.announce_typed)
        self.say_button = QPushButton()
        self.say_button.clicked.connect(self.announce_typed)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry, 1)
        entry_row.addWidget(self.say_button)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color: {ink(self.refusal, '#b3261e')}; font-weight: bold")
        # Room for three lines, kept even when empty: a refusal appearing must not push the
        # panel under it down (and pull it up again at the next announcement).
        self.refusal.setFixedHeight(self.refusal.fontMetrics().lineSpacing() * 3 + 4)
        self.refusal.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        self.announcement_box = buttons = QGroupBox()
        grid = QGridLayout(buttons)
        self.buttons: dict[Verb, QPushButton] = {}
        verbs = (Verb.HUSTLE, Verb.STOP, Verb.ENTER, Verb.STAY, Verb.OPEN, Verb.SKIP,
                 Verb.CONSERVE, Verb.END_TURN, Verb.LEAVE)
        for index, verb in enumerate(verbs):
            button = QPushButton()
            button.setObjectName(f"say-{verb.value.replace(' ', '-')}")
            button.clicked.connect(lambda _=False, v=verb: self.announce(Announcement(v)))
            grid.addWidget(button, index // 3, index % 3)
            self.buttons[verb] = button
        self.dice = QSpinBox()
        self.dice.setObjectName("rolled")
        self.dice.setRange(0, 60)
        self.check_button = QPushButton()
        self.check_button.setObjectName("say-check")
        self.check_button.clicked.connect(self.announce_check)
        grid.addWidget(self.dice, 3, 0)
        grid.addWidget(self.check_button, 3, 1, 1, 2)

        self.tell = QLabel()
        self.tell.setObjectName("tell")
        self.tell.setWordWrap(True)
        self.tell.setTextFormat(Qt.TextFormat.RichText)
        self.tell.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.tell.setFrameShape(QFrame.Shape.StyledPanel)
        # A note-paper yellow over the page, in the palette's own text colour: light or dark.
        palette = self.palette()
        paper = mixed(palette.color(QPalette.ColorRole.Base), QColor("#ffe680"), 0.2)
        words = readable(palette.color(QPalette.ColorRole.Text), paper)
        self.tell.setStyleSheet(f"QLabel#tell {{ background: {paper.name()}; "
                                f"color: {words.name()}; padding: 8px; }}")
        self.tell.setMinimumHeight(120)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.check_map = QLabel()
        self.check_map.setObjectName("checkMap")
        self.check_map.setWordWrap(True)
        self.check_map.setTextFormat(Qt.TextFormat.RichText)
        self.log = QListWidget()
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        side = QVBoxLayout()
        side.addLayout(entry_row)
        side.addWidget(self.refusal)
        side.addWidget(buttons)
        self.tell_heading, self.map_heading = self._heading(), self._heading()
        side.addWidget(self.tell_heading)
        side.addWidget(self.tell)
        side.addWidget(self.status)
        side.addWidget(self.map_heading)
        side.addWidget(self.check_map)
        side.addWidget(self.log, 1)
        page = QWidget()
        layout = QHBoxLayout(page)
        layout.addWidget(self.board, 3)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(420)
        layout.addWidget(ScrollingPanel(panel), 2)  # a short window scrolls the panel
        return page

    def _heading(self) -> QLabel:
        label = QLabel()
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        return label

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.open_dungeon_action = self.menu_action(file_menu, "", self.open_dungeon_dialog)
        file_menu.addSeparator()
        self.add_open_actions(file_menu, new=False)
        self.add_save_actions(file_menu)
        file_menu.addSeparator()
        self.check_action = self.menu_action(file_menu, "", self.check_sheet_dialog)
        file_menu.addSeparator()
        self.add_close_action(file_menu)
        self.edit_menu = edit_menu = self.menuBar().addMenu("")
        self.undo_action, self.redo_action = self.add_undo_actions(edit_menu,
                                                                   self.document.undo_stack)
        add_help_menu(self)

    # --- starting -------------------------------------------------------------------------------
    def start(self, console: BuilderConsole, path: Path | None = None) -> None:
        """Follow ``console``; its announcements so far are the undo history, saved as they
        are in ``path`` (or, for a new console, with none made yet)."""
        self.console = console
        self._following = False  # the console already is where the history ends
        try:
            self.document.replace(ConsoleValue(console.dungeon), path)
            for count, said in enumerate(console.said, start=1):
                # The Explorer's announcements are steps in their own words: no translation.
                self.document.change(ConsoleValue(console.dungeon, console.said[:count]),
                                     lambda said=said: said)
            self.document.undo_stack.setClean()
        finally:
            self._following = True
        self.pages.setCurrentIndex(1)
        self._show_console()
        self.entry.setFocus()

    def _show_console(self) -> None:
        console = self.console
        assert console is not None
        self.log.clear()
        self._log_answer(console.opening)
        for answer in console.answers:
            self._log_answer(answer)
        self.refusal.clear()
        self._show_answer(console.answers[-1] if console.answers else console.opening)
        self.render()

    def console_for(self, value: ConsoleValue) -> BuilderConsole:
        """A console at ``value``: the live one when it is there, else one replayed."""
        live = self.console
        if (live is not None and live.dungeon == value.dungeon
                and live.said == value.announcements):
            return live
        console = BuilderConsole(value.dungeon)
        for said in value.announcements:
            console.announce(said)
        return console

    def _follow_value(self) -> None:
        """Undo and Redo: the live console goes to the value shown (one step back or on in
        the usual case, replayed otherwise)."""
        value, live = self.document.value, self.console
        if not self._following or value is None or live is None:
            return
        if live.said == value.announcements:
            return
        if live.said[:-1] == value.announcements:
            live.undo()
        elif value.announcements[:-1] == live.said:
            live.announce(value.announcements[-1])
        else:
            self.console = self.console_for(value)
        self._show_console()

    def start_dungeon(self, dungeon: Dungeon) -> bool:
        if not self.may_discard():
            return False
        try:
            console = BuilderConsole(dungeon)
        except CompanionError as error:
            QMessageBox.warning(self, self.tr("Cannot use this dungeon"), str(error))
            return False
        self.start(console)
        return True

    def use_sample(self) -> None:
        self.start_dungeon(self._samples[self.samples.currentIndex()][1])

    def open_editor(self) -> None:
        if self.context is not None:
            activity = self.context.activity(EDITOR_KEY)
            if activity is not None:
                activity.open(self.context)

    def open_dungeon_dialog(self) -> None:
        path = file_dialogs.open_path(self, self.tr("Open your dungeon"), self.tr(DUNGEON_FILTER))
        if path is not None:
            try:
                dungeon = load_dungeon(path)
            except CompanionError as error:
                QMessageBox.warning(self, self.tr("Cannot open dungeon"), str(error))
                return
            if self.start_dungeon(dungeon):
                self.note_recent(path, EDITOR_KEY)

    def check_sheet_dialog(self) -> None:
        path = file_dialogs.open_path(self, self.tr("Their map sheet"), self.tr(SHEET_FILTER))
        if path is not None:
            self.check_sheet(path)

    def check_sheet(self, path: Path) -> list[str]:
        """Compare the explorer's saved map sheet with what they were told; show the slips."""
        if self.console is None:
            return []
        try:
            sheet = TableSheet.load(path)
        except CompanionError as error:
            QMessageBox.warning(self, self.tr("Cannot open sheet"), str(error))
            return []
        slips = [slip_text(slip) for slip in check_map(self.console, sheet.map)]
        text = ("<ul>" + "".join(f"<li>{s}</li>" for s in slips) + "</ul>") if slips else (
            self.tr("Their map agrees with everything they were told."))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Their map sheet"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("mapCheck")
        box.open()
        return slips

    # --- files (the flows live in DocumentWindow) -------------------------------------------
    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title=self.tr("Open a console"), save_title=self.tr("Save console"),
            cannot_open=self.tr("Cannot open console"), cannot_save=self.tr("Cannot save console"),
            no_recent=self.tr("No recent consoles"), untitled="")

    def document_title(self) -> str:
        name = self.console.dungeon.name if self.console is not None else ""
        title = self.tr("Builder's console")
        return self.tr("{0} — {1}").format(name, title) if name else title

    @property
    def modified(self) -> bool:
        return self.is_modified()

    def can_save(self) -> bool:
        return self.console is not None

    def suggested_name(self) -> str:
        name = self.console.dungeon.name if self.console is not None else ""
        return self.tr("{0} console").format(name) if name else ""

    def read(self, path: Path) -> None:
        self.start(BuilderConsole.load(path), path)

    open_console = DocumentWindow.open_file  # beside open_dungeon_dialog, say which file

    # --- announcing -------------------------------------------------------------------------------
    def announce_typed(self) -> None:
        text = self.entry.text().strip()
        if text and self.announce(text):
            self.entry.clear()

    def announce_check(self) -> None:
        rolled = (self.dice.value(),) if self.dice.value() else ()
        self.announce(Announcement(Verb.CHECK, rolled=rolled))

    def announce(self, announcement: Announcement | str) -> bool:
        """Follow one announcement; a refusal is shown with its reason and changes nothing."""
        if self.console is None:
            return False
        try:
            answer = self.console.announce(announcement)
        except CompanionError as error:
            self.refusal.setText(self.tr("Not possible: {0}").format(error_text(error)))
            return False
        self.refusal.clear()
        self._log_answer(answer)
        self._show_answer(answer)
        # The console moved on already: the document follows it as one undo step.
        said = answer.said
        self.document.change(ConsoleValue(self.console.dungeon, self.console.said), lambda: said)
        self.render()
        return True

    def undo(self) -> None:
        """Take back the last announcement (Edit > Undo)."""
        self.document.undo_stack.undo()

    def cell_menu(self, cell: Cell) -> None:
        """Offer the announcements that are possible for a clicked cell."""
        menu = self.cell_actions(cell)
        if menu.actions():
            menu.exec(QCursor.pos())
            menu.deleteLater()
        else:
            self.refusal.setText(self.tr("Nothing can be announced for {0} now").format(
                cell_name(cell)))

    def cell_actions(self, cell: Cell) -> QMenu:
        menu = QMenu(self)
        menu.setObjectName("cellMenu")
        if self.console is None:
            return menu
        words = {Verb.CREEP: self.tr("Creep to {0}"), Verb.HUSTLE: self.tr("Hustle to {0}"),
                 Verb.PEER: self.tr("Peer into {0}"), Verb.BACKTRACK: self.tr("Backtrack to {0}")}
        for verb, text in words.items():
            if cell in self.console.destinations(verb):
                action = menu.addAction(text.format(cell_name(cell)))
                action.setData(verb.value)
                action.triggered.connect(
                    lambda _=False, v=verb: self.announce(Announcement(v, cell)))
        return menu

    # --- showing ----------------------------------------------------------------------------------
    def _show_answer(self, answer: Answer) -> None:
        # A new turn's "confirm their position" comes before what the turn's first move reveals.
        parts = [f"<p>{event_text(e)}</p>" for e in answer.events if e.kind is EventKind.TURN]
        for tell in answer.tells:
            heading, walls, feature = tell_lines(tell)
            note = frame_note(tell)
            parts.append(f"<p><b>{heading}</b><br>{walls}<br>{feature}"
                         + (f"<br><small>{note}</small>" if note else "") + "</p>")
        parts += [f"<p>{event_text(e)}</p>" for e in answer.events if e.kind is not EventKind.TURN]
        if not parts:
            parts.append(self.tr("<p>Nothing new to tell: they move their tracker.</p>"))
        self.tell.setText("".join(parts))

    def _log_answer(self, answer: Answer) -> None:
        said = answer.said or self.tr("First turn")
        self.log.addItem(answer_line(said, answer.tells, answer.events))
        self.log.scrollToBottom()

    def render(self) -> None:
        console = self.console
        self.update_title()
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(console is not None)
        self.check_action.setEnabled(console is not None)
        if console is None:
            return
        self.scene.show_builder(console.board_view())
        waiting = console.waiting_for
        status = [self.tr("Explorer on {0} · turn {1}").format(cell_name(console.position),
                                                                console.turn)]
        if console.hustle_in_progress():
            status.append(self.tr("Hustle in progress: up to {0} more Creeps").format(
                console.hustle_creeps_left()))
        if waiting:
            status.append(self.tr("They may now: {0}").format(decision_text(waiting)))
        if console.exited:
            status.append(self.tr("They have left the dungeon"))
        self.status.setText(" · ".join(status) + "<br>" + energy_text(console.energy))
        # Buttons for the explorer's open choices; anything else typed is still checked.
        open_verbs = {Verb.HUSTLE, Verb.CONSERVE, Verb.END_TURN}
        open_verbs |= {
            Decision.HUSTLE: {Verb.STOP}, Decision.PEER: {Verb.ENTER, Verb.STAY},
            Decision.CHEST: {Verb.OPEN, Verb.SKIP}, Decision.EXIT: {Verb.LEAVE, Verb.STAY},
        }.get(waiting, set()) if waiting is not None else set()
        if console.hustle_in_progress():
            open_verbs.add(Verb.STOP)
        for verb, button in self.buttons.items():
            button.setEnabled(verb in open_verbs and not console.exited)
        hazard = console.hazard_here()
        self.check_button.setEnabled(hazard is not None and not console.exited)
        self.check_button.setText(self.tr("Fight") if hazard is Feature.MONSTER
                                  else self.tr("Disarm") if hazard is Feature.TRAP
                                  else self.tr("Fight / disarm"))
        self._render_check_map(console)

    def _render_check_map(self, console: BuilderConsole) -> None:
        known = ", ".join(cell_name(c) for c in sorted(console.known))
        lines = [self.tr("<b>Known ({0}):</b> {1}").format(len(console.known), known)]
        for cell, outcome in sorted(console.outcomes.items()):
            lines.append(self.tr("{0}: shaded — {1}").format(cell_name(cell),
                                                              outcome_name(outcome)))
        for cell, target in sorted(console.lowered_targets.items()):
            lines.append(self.tr("{0}: monster target written as {1}").format(cell_name(cell),
                                                                               target))
        lines.append(self.tr("Achievements: {0} chests opened, {1} monsters defeated, "
                             "{2} traps disarmed").format(console.chests, console.monsters,
                                                          console.traps_disarmed))
        lines.append(self.tr("Tracker on {0}").format(cell_name(console.position)))
        self.check_map.setText("<br>".join(lines))
