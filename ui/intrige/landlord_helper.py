"""The landlord's helper window, for a game of Intrige played with the real box.

The table as the box lays it out (``landlord_helper_scene``) beside the "what now" panel
(``landlord_helper_panel``); play is recorded by clicking: a scholar beside the landlord's castle
then the castle it applies to, a bribe's amount, a suite or the Island for an applicant. Every
decision is one undoable step of a ``LandlordHelper`` value (frozen, so undo is exact); the game
is saved and opened as a file, autosaved while unsaved and offered again after a crash. Each
player's money is shown only to them, behind a hand-over screen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.intrige import actions as A
from companion.intrige.actions import Island, Place, Send
from companion.intrige.helper import LandlordHelper, Refusal
from companion.intrige.helper_file import load_helper, save_helper
from companion_ui.intrige.landlord_helper_money import LedgerPage
from companion_ui.intrige.landlord_helper_panel import WhatNowPanel
from companion_ui.intrige.landlord_helper_scene import TableScene
from companion_ui.intrige.landlord_helper_words import ducats, log_text, tr
from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow, DocumentWords, UndoableDocumentWindow
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_menu import HelpMenu
from companion_ui.shell.handover import HandOverScreen
from companion_ui.shell.icons import icon
from companion_ui.shell.messages import translated
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.tabletop_activity import show_tabletop_window
from companion_ui.shell.undoable import UndoableDocument

ACTIVITY_KEY = "intrige.landlord-helper"
FILE_FILTER = QT_TRANSLATE_NOOP("LandlordHelperWindow", "Intrige landlord's helper (*.json)")
TABLE, HAND_OVER, LEDGER = range(3)


def open_helper_file(context: ShellContext | None, path: Path) -> LandlordHelperWindow:
    """Open a helper file in a new window; a malformed file raises before any window opens."""
    window = LandlordHelperWindow(load_helper(path), context, path)
    show_tabletop_window(context, window, ACTIVITY_KEY)
    return window


class HelperDocument(UndoableDocument[LandlordHelper]):
    @property
    def helper(self) -> LandlordHelper:
        return self.value

    def write_value(self, path: Path, value: LandlordHelper) -> None:
        save_helper(path, value)


class LandlordHelperWindow(UndoableDocumentWindow):
    activity_key = ACTIVITY_KEY
    file_filter = FILE_FILTER
    opens_in_new_window = True

    def __init__(self, helper: LandlordHelper, context: ShellContext | None = None,
                 path: Path | None = None) -> None:
        super().__init__(context)
        self.setObjectName("intrigeLandlordHelper")
        self.setWindowIcon(icon("tracker"))
        self.document = HelperDocument(helper, path, self)
        self.profession = -1  # the scholar picked to send (a profession), -1: none yet
        self.money_seat = -1  # whose money the hand-over screen is about to show

        self.scene = TableScene(helper)
        self.scene.suite_clicked.connect(self.click_suite)
        self.scene.island_clicked.connect(self.click_island)
        self.scene.castle_clicked.connect(self.click_castle)
        self.scene.supply_clicked.connect(self.click_supply)
        self.view = FittedView(self.scene)
        self.view.setObjectName("table")
        self.panel = WhatNowPanel()
        self.panel.decided.connect(self.record)
        self.panel.picked.connect(self.pick)
        self.record_list = QListWidget()
        self.record_list.setObjectName("record")

        self.stack = QStackedWidget()
        self.stack.addWidget(self._table_page(helper))
        self.hand_over = HandOverScreen()
        self.hand_over.ready.connect(self._reveal_money)
        self.stack.addWidget(self.hand_over)
        self.ledger = LedgerPage()
        self.ledger.hidden.connect(self.hide_money)
        self.stack.addWidget(self.ledger)
        self.setCentralWidget(self.stack)
        self._build_menus()

        self.document.changed.connect(self.refresh)
        self.retranslate()
        self.resize(1500, 900)

    @property
    def helper(self) -> LandlordHelper:
        return self.document.helper

    def _table_page(self, helper: LandlordHelper) -> QWidget:
        # What now first: the record is a look back, a tab away.
        self.tabs = QTabWidget()
        self.tabs.addTab(ScrollingPanel(self.panel), "")
        self.tabs.addTab(self.record_list, "")
        # The words above the players' buttons: beside five names they widened the window
        # past a laptop's screen at 200%.
        money = QWidget()
        lines = QVBoxLayout(money)
        lines.setContentsMargins(4, 0, 4, 0)
        self.money_label = QLabel()
        lines.addWidget(self.money_label)
        row = QHBoxLayout()
        lines.addLayout(row)
        self.money_buttons = []
        for seat, player in enumerate(helper.players):
            button = QPushButton(player.name)
            button.setObjectName(f"money{seat}")
            button.clicked.connect(lambda _=False, s=seat: self.ask_money(s))
            row.addWidget(button)
            self.money_buttons.append(button)
        row.addStretch(1)
        self.final_count = QPushButton()
        self.final_count.clicked.connect(self.count_money)
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.tabs, 1)
        column.addWidget(money)
        column.addWidget(self.final_count)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([980, 520])
        return splitter

    def retranslate(self) -> None:
        """The menus, tabs and buttons, then the table, the panel and any money on screen said
        again in the new language."""
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.toolbar.setWindowTitle(self.tr("Edit"))
        self.tabs.setTabText(0, tr("What now"))
        self.tabs.setTabText(1, tr("Record, round by round"))
        self.money_label.setText(tr("Show my money:"))
        for button, player in zip(self.money_buttons, self.helper.players, strict=True):
            button.setToolTip(tr("Only {0} should look: the screen is handed over first").format(
                player.name))
        self.final_count.setText(tr("Count everyone's money"))
        super().retranslate()
        self.refresh()
        if self.panel.result.text():
            self.count_money()
        if self.stack.currentIndex() == HAND_OVER:
            self.ask_money(self.money_seat)
        elif self.stack.currentIndex() == LEDGER:
            self.ledger.show_ledger(self.helper, self.money_seat)

    def _build_menus(self) -> None:
        self.file_menu = file_menu = self.menuBar().addMenu("")
        self.add_open_actions(file_menu, new=False)
        file_menu.addSeparator()
        self.add_save_actions(file_menu)
        file_menu.addSeparator()
        self.add_close_action(file_menu)
        self.edit_menu = self.menuBar().addMenu("")
        undo, redo = self.add_undo_actions(self.edit_menu, self.document.undo_stack)
        self.menuBar().addMenu(HelpMenu(self, "intrige"))
        self.toolbar = toolbar = self.addToolBar("")
        toolbar.setObjectName("editToolbar")
        toolbar.addAction(undo)
        toolbar.addAction(redo)

    # --- DocumentWindow hooks ----------------------------------------------------------------
    def document_words(self) -> DocumentWords:
        return DocumentWords(
            open_title=self.tr("Open Intrige game"),
            save_title=self.tr("Save Intrige game"),
            cannot_open=self.tr("Cannot open the game"),
            cannot_save=self.tr("Cannot save the game"),
            no_recent=self.tr("No recent games"),
            untitled=self.tr("untitled"))

    def document_title(self) -> str:
        return self.tr("Intrige landlord's helper")

    def suggested_name(self) -> str:
        return self.tr("intrige game")

    def open_new_window(self, path: Path) -> DocumentWindow:
        return open_helper_file(self.context, path)

    # --- recording ------------------------------------------------------------------------------
    def record(self, action: A.IntrigeAction) -> bool:
        """Record one decision; a refused one is explained and changes nothing."""
        helper = self.helper
        try:
            after = helper.record(action)
        except Refusal as refusal:
            self.panel.say(translated(refusal.reason))
            return False
        if isinstance(action, Send):
            self.profession = -1
        self.panel.say("")
        self.document.change(after, lambda: log_text(helper, action))
        return True

    def pick(self, profession: int) -> None:
        self.profession = profession
        self.panel.say("")
        self.refresh()

    def _deciding(self) -> int | None:
        """The applicant the landlord decides now, if a placement is in hand."""
        helper = self.helper
        if helper.table.phase != "place":
            return None
        first = helper.legal()[0]
        assert isinstance(first, Place | Island)
        return first.scholar

    def click_suite(self, castle: int, value: int) -> None:
        helper = self.helper
        landlord = helper.table.landlord
        if castle != landlord or helper.over:
            self.panel.say(tr("Scholars move only into the landlord's castle ({0}'s) during "
                              "their turn.").format(helper.name(landlord)))
            return
        scholar = self._deciding()
        if scholar is None:
            self.panel.say(translated(helper.why_not(Place(landlord, 0, value)) or ""))
            return
        self.record(Place(landlord, scholar, value))

    def click_island(self) -> None:
        helper = self.helper
        scholar = self._deciding()
        if scholar is None:
            self.panel.say(translated(helper.why_not(Island(helper.table.landlord, 0)) or ""))
            return
        self.record(Island(helper.table.landlord, scholar))

    def click_castle(self, castle: int) -> None:
        helper = self.helper
        view = helper.table
        if view.phase != "send":
            return
        if self.profession < 0:
            self.panel.say(tr("First pick one of {0}'s scholars beside their castle.").format(
                helper.name(view.landlord)))
            return
        self.record(Send(view.landlord, self.profession, castle))

    def click_supply(self, seat: int, profession: int) -> None:
        helper = self.helper
        view = helper.table
        if seat == view.landlord and view.phase == "send":
            self.pick(profession)
            return
        target = view.landlord if seat != view.landlord else (seat + 1) % helper.n
        self.panel.say(translated(helper.why_not(Send(seat, profession, target)) or ""))

    # --- money ----------------------------------------------------------------------------------
    def ask_money(self, seat: int) -> None:
        self.money_seat = seat
        name = self.helper.name(seat)
        self.hand_over.hand_to(name, tr("Everyone else, please look away: {0}'s money comes "
                                        "next.").format(name))
        self.hand_over.button.setText(tr("I am {0} — show my money").format(name))
        self.stack.setCurrentIndex(HAND_OVER)

    def _reveal_money(self) -> None:
        self.ledger.show_ledger(self.helper, self.money_seat)
        self.stack.setCurrentIndex(LEDGER)

    def hide_money(self) -> None:
        self.ledger.clear()
        self.money_seat = -1
        self.stack.setCurrentIndex(TABLE)

    def count_money(self) -> None:
        """After the last round the money is counted openly: the richest win (ties share)."""
        helper = self.helper
        result = helper.result()
        if result is None or result.scores is None:
            return
        purses = ", ".join(f"{helper.name(s)} {ducats(int(m))}"
                           for s, m in enumerate(result.scores))
        winners = " & ".join(helper.name(s) for s in sorted(result.winners))
        self.panel.tell_result(tr("Final count: {0}. The richest: {1}.").format(purses, winners))

    # --- showing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        helper = self.helper
        view = helper.table
        if view.phase != "send" or (self.profession >= 0
                                    and not helper.supply(view.landlord)[self.profession]):
            self.profession = -1
        self.scene.show_helper(helper, self.profession if self.profession >= 0 else None)
        self.panel.show_helper(helper, self.profession)
        self.final_count.setVisible(helper.over)
        self._fill_record(helper)

    def _fill_record(self, helper: LandlordHelper) -> None:
        self.record_list.clear()
        turns = 0
        bold = QFont()
        bold.setBold(True)
        for entry in helper.table.log:
            if isinstance(entry, A.Turn):
                turns += 1
                item = QListWidgetItem(tr("Round {0} · {1}").format(
                    (turns - 1) // helper.n + 1, log_text(helper, entry)))
                item.setFont(bold)
            else:
                item = QListWidgetItem("    " + log_text(helper, entry))
            self.record_list.addItem(item)
        # Once laid out: a list filled before the window shows would stay at its top.
        QTimer.singleShot(0, self.record_list, self.record_list.scrollToBottom)
