"""The launcher: games and their activities, unfinished work to resume (autosaved games and
documents with unsaved changes), the games finished lately to watch again, and recent files."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.core import registry
from companion.core.autosave import UnfinishedGame
from companion.core.errors import CompanionError
from companion.core.finished import FinishedGame
from companion.core.protocol import GameSpec
from companion.core.record import GameRecord, replay
from companion_ui.shell import file_dialogs
from companion_ui.shell.about import show_about
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document_autosave import RecoveredDocument
from companion_ui.shell.guides import GuideWindow, has_guide, show_guide
from companion_ui.shell.icons import icon, kind_icon
from companion_ui.shell.preferences import PreferencesDialog
from companion_ui.shell.quit import quit_everything
from companion_ui.shell.replay import watch, watch_file
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.session import HUMAN

if TYPE_CHECKING:
    from companion_ui.net.remembered import Remembered

# Games' cards side by side in a grid this wide: all four in sight on a small screen.
CARD_COLUMNS = 2
# Big enough for a kind's emblem in the corner of its game's icon to be told apart.
LIST_ICON = QSize(28, 28)

GAME_BLURBS = {
    "lairs": QT_TRANSLATE_NOOP(
        "LauncherWindow", "Build a dungeon behind your screen, then explore your rival's blind."),
    "coup": QT_TRANSLATE_NOOP(
        "LauncherWindow", "Bluff, steal and assassinate your way to the last influence standing."),
    "scout": QT_TRANSLATE_NOOP(
        "LauncherWindow", "Show sets from a hand you may not reorder, or scout the table's cards."),
    "intrige": QT_TRANSLATE_NOOP(
        "LauncherWindow", "Place your scholars in rival castles: bribe landlords, break promises."),
}

# Typical play time at a real table, in minutes, as the boxes give it (Intrige: its rules digest;
# Lairs, whose rules digest is silent: its publisher's figure). A game without a known figure
# shows only its player count.
PLAY_MINUTES = {"coup": 15, "scout": 15, "intrige": 45, "lairs": 35}


class LauncherWindow(Retranslating, QMainWindow):
    def __init__(self, context: ShellContext) -> None:
        super().__init__()
        self.context = context
        self.setObjectName("launcher")
        self.setWindowIcon(icon("companion"))
        self.activity_buttons: dict[str, QToolButton] = {}
        # Per game card, the texts to say again in a new language: facts, rules button, blurb.
        self.game_texts: dict[str, tuple[GameSpec | None, QLabel, QToolButton | None, QLabel]] = {}

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(18, 18, 18, 18)
        layout.setSpacing(18)
        # The cards two abreast take two thirds: each keeps its title and Rules guide on a line.
        layout.addWidget(self._games_panel(), 2)
        layout.addLayout(self._side_panel(), 1)
        self.setCentralWidget(central)
        self._build_menus()
        self.retranslate()
        context.recent_changed.connect(self.refresh_recent)
        context.unfinished_changed.connect(self.refresh_unfinished)
        context.finished_changed.connect(self.refresh_finished)
        context.set_aside_changed.connect(self.refresh_set_aside)
        self.resize(900, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Companion"))
        for game, (spec, facts, guide, blurb) in self.game_texts.items():
            facts.setText(self.game_facts(game, spec))
            if guide is not None:
                guide.setText(self.tr("Rules guide"))
                guide.setToolTip(self.tr("Set-up, a turn, a cheat-sheet, and the decisions "
                                         "Companion takes where the rules are silent"))
            blurb.setText(self.tr(GAME_BLURBS.get(game, "")))
        for activity in self.context.activities:
            title, description = activity.words()
            self.activity_buttons[activity.key].setText(title)
            self.activity_buttons[activity.key].setToolTip(description)
        if self.no_games is not None:
            self.no_games.setText(self.tr("No game activities are installed."))
        self.unfinished_label.setText(self.tr("<b>Unfinished work</b>"))
        self.resume_button.setText(self.tr("&Resume"))
        self.discard_button.setText(self.tr("&Discard"))
        self.finished_label.setText(self.tr("<b>Recent games</b>"))
        self.finished.setToolTip(self.tr("Games finished here lately: double-click one to "
                                         "watch it again (how many are kept: Settings → "
                                         "Preferences)"))
        self.recent_label.setText(self.tr("<b>Recent files</b>"))
        self._retranslate_menus()
        self.refresh_recent()
        self.refresh_unfinished()
        self.refresh_finished()
        self.refresh_set_aside()

    # --- games ---------------------------------------------------------------------------------
    def _games_panel(self) -> QWidget:
        container = QWidget()
        grid = QGridLayout(container)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(10)
        by_game: dict[str, list[Activity]] = {}
        for activity in self.context.activities:
            by_game.setdefault(activity.game, []).append(activity)
        specs = {spec.name: spec for spec in registry.games()}
        for index, game in enumerate(sorted(by_game)):
            spec = specs.get(game)
            # Play (the activity that resumes the game's saved games) first on every card, the
            # others in the order their game gives.
            activities = sorted(by_game[game], key=lambda a: a.resume is None)
            grid.addWidget(self._game_card(game, spec.title if spec else game.title(),
                                           activities, spec),
                           index // CARD_COLUMNS, index % CARD_COLUMNS)
        self.no_games = None if by_game else QLabel()
        if self.no_games is not None:
            grid.addWidget(self.no_games, 0, 0)
        for column in range(CARD_COLUMNS):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(grid.rowCount(), 1)
        return ScrollingPanel(container)  # the cards whole across, scrolled down

    def game_facts(self, game: str, spec: GameSpec | None) -> str:
        """ "2–10 players · about 15 min" for a game card."""
        facts = []
        if spec is not None:
            low, high = spec.min_players, spec.max_players
            count = f"{low}" if low == high else f"{low}–{high}"
            facts.append(self.tr("{0} players").format(count))
        minutes = PLAY_MINUTES.get(game)
        if minutes is not None:
            facts.append(self.tr("about {0} min").format(minutes))
        return " · ".join(facts)

    def _game_card(self, game: str, title: str, activities: list[Activity],
                   spec: GameSpec | None = None) -> QFrame:
        """The badge, title and Rules guide, the facts and the blurb below them, then one button
        a row per activity (a card is half the panel wide: a row of two would cut their names
        off)."""
        card = QFrame()
        card.setObjectName(f"game-{game}")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        column = QVBoxLayout(card)
        column.setContentsMargins(10, 8, 10, 10)
        column.setSpacing(6)
        badge = QLabel()
        badge.setPixmap(icon(game).pixmap(QSize(36, 36)))
        heading = QLabel(f"<b style='font-size:14pt'>{title}</b>")
        facts = QLabel()
        facts.setObjectName(f"facts-{game}")
        facts.setStyleSheet("color: palette(placeholder-text);")
        facts.setWordWrap(True)
        header = QHBoxLayout()
        header.setSpacing(8)
        header.addWidget(badge)
        header.addWidget(heading, 1)
        guide = QToolButton() if has_guide(game) else None
        if guide is not None:
            guide.setObjectName(f"guide-{game}")
            guide.setIcon(icon("about"))
            guide.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            guide.setAutoRaise(True)
            guide.clicked.connect(lambda _=False: self.show_guide(game))
            header.addWidget(guide)
        blurb = QLabel()
        blurb.setWordWrap(True)
        self.game_texts[game] = (spec, facts, guide, blurb)
        column.addLayout(header)
        column.addWidget(facts)
        column.addWidget(blurb)
        for activity in activities:
            button = QToolButton()
            button.setObjectName(activity.key)
            button.setIcon(icon(activity.icon))
            button.setIconSize(QSize(20, 20))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAutoRaise(False)
            button.clicked.connect(lambda _=False, a=activity: self.open_activity(a))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            column.addWidget(button)
            self.activity_buttons[activity.key] = button
        column.addStretch(1)
        return card

    def show_guide(self, game: str | None = None) -> GuideWindow:
        return show_guide(self, game)

    def open_activity(self, activity: Activity) -> QWidget:
        return activity.open(self.context)

    # --- recent files and unfinished work -----------------------------------------------
    def _side_panel(self) -> QVBoxLayout:
        side = QVBoxLayout()
        side.setSpacing(8)
        self.unfinished_label = QLabel()
        self.unfinished = QListWidget()
        self.unfinished.setIconSize(LIST_ICON)
        self.unfinished.setObjectName("unfinishedGames")
        self.unfinished.setWordWrap(True)  # long entries wrap instead of scrolling sideways
        self.unfinished.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.unfinished.itemActivated.connect(self._resume_item)
        self.resume_button = QPushButton(icon("resume"), "")
        self.resume_button.clicked.connect(lambda: self._resume_item(self.unfinished.currentItem()))
        self.discard_button = QPushButton(icon("discard"), "")
        self.discard_button.clicked.connect(self._discard_current)
        row = QHBoxLayout()
        row.addWidget(self.resume_button)
        row.addWidget(self.discard_button)
        row.addStretch(1)
        # Autosaves that could not be read: set aside, said once here, never in the way.
        self.set_aside_label = QLabel()
        self.set_aside_label.setObjectName("setAside")
        self.set_aside_label.setWordWrap(True)
        self.set_aside_label.setTextFormat(Qt.TextFormat.PlainText)
        self.set_aside_label.setVisible(False)
        self.finished_label = QLabel()
        self.finished = QListWidget()
        self.finished.setIconSize(LIST_ICON)
        self.finished.setObjectName("recentGames")
        self.finished.setWordWrap(True)
        self.finished.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.finished.itemActivated.connect(self._watch_finished)
        self.recent_label = QLabel()
        self.recent = QListWidget()
        self.recent.setIconSize(LIST_ICON)
        self.recent.setObjectName("recentFiles")
        self.recent.itemActivated.connect(self._open_recent)
        self.join_button = QPushButton(icon("play"), "")
        self.join_button.setObjectName("joinButton")
        self.join_button.clicked.connect(self.join_dialog)
        side.addWidget(self.join_button, alignment=Qt.AlignmentFlag.AlignLeft)
        for widget in (self.unfinished_label, self.unfinished):
            side.addWidget(widget)
        side.addLayout(row)
        side.addWidget(self.set_aside_label)
        side.addSpacing(10)
        side.addWidget(self.finished_label)
        side.addWidget(self.finished, 1)
        side.addSpacing(10)
        side.addWidget(self.recent_label)
        side.addWidget(self.recent, 1)
        return side

    def refresh_recent(self) -> None:
        self.recent.clear()
        for entry in self.context.settings.recent_files():
            item = QListWidgetItem(self.file_icon(entry.activity), entry.path.name)
            item.setToolTip(str(entry.path))
            item.setData(Qt.ItemDataRole.UserRole, str(entry.path))
            if not entry.path.exists():
                item.setText(self.tr("{0} (missing)").format(entry.path.name))
            self.recent.addItem(item)
        if self.recent.count() == 0:
            placeholder = QListWidgetItem(self.tr("Files you open or save appear here."))
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(placeholder)

    def file_icon(self, key: str) -> QIcon:
        """The icon of a kind of file, from the key of the activity that opened it: a game's
        record (kept by its Play, or watched), a Lairs dungeon, a tracker session..."""
        game, _, kind = key.partition(".")
        activity = self.context.activity(key)
        if kind == "record" or (activity is not None and activity.resume is not None):
            return kind_icon(game, "record")
        return kind_icon(game, activity.icon) if activity is not None else icon("open")

    def refresh_unfinished(self) -> None:
        self.unfinished.clear()
        for game, activity in self.context.resumable():
            item = QListWidgetItem(icon(game.record.game),
                                   self.unfinished_label_for(game, activity))
            item.setToolTip(str(game.path))
            item.setData(Qt.ItemDataRole.UserRole, (game, activity))
            self.unfinished.addItem(item)
        for remembered in self._network_tables():
            item = QListWidgetItem(kind_icon(remembered.game, "network"),
                                   self.network_label_for(remembered))
            item.setToolTip(remembered.url)
            item.setData(Qt.ItemDataRole.UserRole, (remembered, None))
            self.unfinished.addItem(item)
        for document, activity in self.context.recovered_documents():
            when = datetime.datetime.fromtimestamp(document.saved_at).strftime("%Y-%m-%d %H:%M")
            name = (document.original.name if document.original is not None
                    else self.tr("never saved"))
            item = QListWidgetItem(kind_icon(activity.game, activity.icon), self.tr(
                "{0} — {1}\nunsaved changes from {2}").format(activity.words()[0], name, when))
            item.setToolTip(str(document.original) if document.original is not None
                            else self.tr("Never saved in a file"))
            item.setData(Qt.ItemDataRole.UserRole, (document, activity))
            self.unfinished.addItem(item)
        has_work = self.unfinished.count() > 0
        for widget in (self.unfinished_label, self.unfinished, self.resume_button,
                       self.discard_button):
            widget.setVisible(has_work)
        if has_work:
            self.unfinished.setCurrentRow(0)

    def refresh_finished(self) -> None:
        self.finished.clear()
        for game in self.context.finished_games():
            item = QListWidgetItem(kind_icon(game.record.game, "record"),
                                   self.finished_label_for(game))
            item.setToolTip(str(game.path))
            item.setData(Qt.ItemDataRole.UserRole, game)
            self.finished.addItem(item)
        if self.finished.count() == 0:
            placeholder = QListWidgetItem(self.tr("Games you finish are kept here to watch "
                                                  "again."))
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.finished.addItem(placeholder)

    def finished_label_for(self, game: FinishedGame) -> str:
        """ "Coup — Ada, Ben (bot), Cleo (bot)" over "Ada won · 14:05"."""
        record, result = game.record, game.result
        names = self._names(record)
        if result is None:
            outcome = self.tr("not finished")
        elif result.is_draw:
            outcome = self.tr("a draw")
        else:
            outcome = self.tr("{0} won").format(
                self.tr(" and ").join(names[seat] for seat in sorted(result.winners)))
        return self.tr("{0} — {1}\n{2} · {3}").format(
            self._title(record.game), self._players(record), outcome, self._when(game.finished_at))

    def _watch_finished(self, item: QListWidgetItem) -> None:
        game = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(game, FinishedGame):
            watch(self.context, game.record, self, str(game.path))

    def _names(self, record: GameRecord) -> list[str]:
        return record.names or [self.tr("Player {0}").format(s + 1)
                                for s in range(record.setup.players)]

    def _players(self, record: GameRecord) -> str:
        """ "Ada, Ben (bot), Cleo (bot)"."""
        names = self._names(record)
        bots = [kind != HUMAN for kind in record.seats] or [False] * len(names)
        return ", ".join(self.tr("{0} (bot)").format(name) if bot else name
                         for name, bot in zip(names, bots, strict=True))

    @staticmethod
    def _title(game: str) -> str:
        spec = registry.find(game)
        return spec.title if spec is not None else game

    @staticmethod
    def _when(timestamp: float) -> str:
        """Today's by the time only: a line stays short enough not to wrap."""
        moment = datetime.datetime.fromtimestamp(timestamp)
        return moment.strftime("%H:%M" if moment.date() == datetime.date.today()
                               else "%Y-%m-%d %H:%M")

    def unfinished_label_for(self, game: UnfinishedGame, activity: Activity) -> str:
        """ "Coup — Ada, Ben (bot), Cleo (bot)" over "turn 7, Ben to move · saved …" (how far
        the game is said by ``activity``, the one that resumes it, as its window says it)."""
        record = game.record
        spec = registry.find(record.game)
        names = self._names(record)
        players = self._players(record)
        title = self._title(record.game)
        where = self.tr("saved {0}").format(self._when(game.saved_at))
        try:
            state = replay(spec, record) if spec is not None else None
        except CompanionError:  # offered anyway: resuming explains what is wrong
            state = None
        if state is not None and state.to_move is not None:
            where = self.tr("{0}, {1} to move · {2}").format(
                activity.progress_words(state), names[state.to_move], where)
        return self.tr("{0} — {1}\n{2}").format(title, players, where)

    def _network_tables(self) -> list[Remembered]:
        """Network tables this app sits at, not open in a window now."""
        from companion_ui.net.play import open_tables
        from companion_ui.net.remembered import RememberedTables

        here = {screens.remembered.key for screens in open_tables()
                if screens.context is self.context}
        return [r for r in RememberedTables(self.context.settings).all() if r.key not in here]

    def network_label_for(self, remembered: Remembered) -> str:
        """ "Coup at table KX7PQ — Ada, Ben" over "hosted here · joined …" or "at …"."""
        title = self._title(remembered.game)
        when = self._when(remembered.saved_at)
        where = (self.tr("hosted here") if remembered.hosted
                 else self.tr("at {0}").format(remembered.url.removeprefix("ws://")))
        return self.tr("{0} at table {1} — {2}\n{3} · joined {4}").format(
            title, remembered.code, ", ".join(remembered.names), where, when)

    def refresh_set_aside(self) -> None:
        notes = self.context.set_aside
        self.set_aside_label.setVisible(bool(notes))
        self.set_aside_label.setText(self.tr(
            "Set aside, as they could not be read:") + "\n"
            + "\n".join(f"• {note}" for note in notes))

    def _resume_item(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        work, activity = item.data(Qt.ItemDataRole.UserRole)
        if activity is None:  # a network table: back to its seats
            from companion_ui.net.play import come_back

            try:
                come_back(self.context, work)
            except CompanionError as error:
                QMessageBox.warning(self, self.tr("Cannot resume game"), str(error))
            self.refresh_unfinished()
            return
        if isinstance(work, RecoveredDocument):
            window = self.context.recover_document(work, activity, self)
        else:
            window = self.context.resume(work, activity, self)
        if window is not None:
            self.refresh_unfinished()

    def _discard_current(self) -> None:
        item = self.unfinished.currentItem()
        if item is None:
            return
        work, activity = item.data(Qt.ItemDataRole.UserRole)
        if activity is None:  # a network table: forget its seats here
            from companion_ui.net.remembered import RememberedTables

            question = self.tr("Leave this network table for good? You cannot come back to "
                               "your seat.")
            if QMessageBox.question(self, self.tr("Leave table"), question) == (
                    QMessageBox.StandardButton.Yes):
                RememberedTables(self.context.settings).forget(work.key)
                self.refresh_unfinished()
            return
        if isinstance(work, RecoveredDocument):
            title = self.tr("Discard changes")
            question = self.tr("Discard these unsaved changes for good?")
        else:
            title = self.tr("Discard game")
            question = self.tr("Discard this unfinished game for good?")
        if QMessageBox.question(self, title, question) != QMessageBox.StandardButton.Yes:
            return
        if isinstance(work, RecoveredDocument):
            self.context.discard_document(work)
        else:
            self.context.discard(work)

    def _open_recent(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if not path:
            return
        if not Path(path).exists():
            QMessageBox.information(
                self, self.tr("File not found"),
                self.tr("{0} no longer exists; it is removed from the list.").format(path))
            self.context.settings.forget_recent(Path(path))
            self.refresh_recent()
            return
        if self.context.open_path(Path(path), self) is None:
            # It could not be read (the reason was shown): not offered again until reopened.
            self.context.settings.forget_recent(Path(path))
            self.refresh_recent()

    # --- menus ---------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.open_action = open_action = QAction(icon("open"), "", self)
        open_action.setShortcut(QKeySequence.StandardKey.Open)
        open_action.triggered.connect(self.open_dialog)
        open_action.setEnabled(any(a.open_file for a in self.context.activities))
        file_menu.addAction(open_action)
        self.watch_action = watch_action = QAction(icon("play"), "", self)
        watch_action.triggered.connect(self.watch_dialog)
        watch_action.setEnabled(any(a.replay_table for a in self.context.activities))
        file_menu.addAction(watch_action)
        self.join_action = join_action = QAction(icon("play"), "", self)
        join_action.setObjectName("joinNetworkGame")
        join_action.setShortcut(QKeySequence("Ctrl+J"))
        join_action.triggered.connect(self.join_dialog)
        file_menu.addAction(join_action)
        file_menu.addSeparator()
        self.quit_action = quit_action = QAction(self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self._quit)
        file_menu.addAction(quit_action)

        self.settings_menu = settings_menu = self.menuBar().addMenu("")
        self.preferences_action = preferences = QAction(icon("settings"), "", self)
        preferences.setShortcut(QKeySequence.StandardKey.Preferences)
        if preferences.shortcut().isEmpty():
            preferences.setShortcut(QKeySequence("Ctrl+,"))
        preferences.triggered.connect(self.show_preferences)
        settings_menu.addAction(preferences)

        self.help_menu = help_menu = self.menuBar().addMenu("")
        self.guides_action = guides = QAction(icon("about"), "", self)
        guides.setShortcut(QKeySequence.StandardKey.HelpContents)
        guides.triggered.connect(lambda: self.show_guide())
        help_menu.addAction(guides)
        help_menu.addSeparator()
        self.about_action = about = QAction(icon("about"), "", self)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(lambda: show_about(self))
        help_menu.addAction(about)

    def _retranslate_menus(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open…"))
        self.watch_action.setText(self.tr("&Watch a Game Record…"))
        self.watch_action.setToolTip(self.tr("Step through a saved game decision by decision"))
        self.join_action.setText(self.tr("&Join a Network Game…"))
        self.join_action.setToolTip(self.tr("Sit at a table another Companion hosts, with the "
                                            "host's address and the table's code"))
        self.join_button.setText(self.tr("Join a network game…"))
        self.join_button.setToolTip(self.join_action.toolTip())
        self.quit_action.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.guides_action.setText(self.tr("&Rules Guides"))
        self.about_action.setText(self.tr("&About Companion"))

    def show_preferences(self) -> None:
        if PreferencesDialog(self.context.settings, self).exec():
            self.context.trim_finished()  # fewer kept: the oldest go at once

    def open_dialog(self) -> None:
        filters = [a.filter_words() for a in self.context.activities if a.file_filter]
        path = file_dialogs.open_path(
            self, self.tr("Open"), ";;".join([*filters, self.tr("All files (*)")]))
        if path is not None:
            self.context.open_path(path, self)

    def join_dialog(self) -> QWidget:
        from companion_ui.net.join import JoinDialog
        from companion_ui.net.play import join_table, watch_table

        dialog = JoinDialog(self.context.settings)
        dialog.join.connect(lambda address, code, name: join_table(
            self.context, address, code, name))
        dialog.watch.connect(lambda address, code: watch_table(self.context, address, code))
        return self.context.show_window(dialog, "net.join")

    def watch_dialog(self) -> None:
        path = file_dialogs.open_path(
            self, self.tr("Watch a Game Record"),
            ";;".join([self.tr("Game records (*.json)"), self.tr("All files (*)")]))
        if path is not None:
            watch_file(self.context, path, self)

    def _quit(self) -> None:
        if quit_everything(self.context, self):
            self.close()
