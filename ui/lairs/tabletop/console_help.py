"""The Builder's console's Help menu: the Lairs rules guide, as in every Lairs window, and what the
console understands when the explorer speaks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox

from companion_ui.shell.game_menu import HelpMenu


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ConsoleHelp", text, disambiguation, n)


def add_help_menu(window: QMainWindow) -> HelpMenu:
    menu = HelpMenu(window, "lairs")
    menu.add_entry(lambda: _tr("&Announcements"), lambda: QMessageBox.information(
        window, _tr("Announcements"), announcements_help(window)))
    window.menuBar().addMenu(menu)
    return menu


def announcements_help(window: QMainWindow) -> str:
    return _tr(
        "<p>Type what the explorer says, or click a cell:</p>"
        "<p><b>creep east to E4</b> · <b>creep E4</b> · <b>creep east</b><br>"
        "<b>hustle</b>, then up to 3 <b>creep</b>s, <b>stop</b> · <b>hustle north to D4</b><br>"
        "<b>peer B3</b>, then <b>enter</b> or <b>stay</b> · <b>backtrack to C2</b><br>"
        "<b>fight rolled 2+1+1</b> · <b>disarm rolled 4</b> · <b>fight with no dice</b><br>"
        "<b>open chest</b> · <b>skip chest</b> · <b>conserve</b> · <b>end turn</b> · "
        "<b>leave</b></p>"
        "<p>The console follows their cubes as they pay (they never say which): an action "
        "their cubes cannot pay, or a roll their dice cannot make, is refused with the reason. "
        "The turn ends by itself when no cube is left.</p>")
