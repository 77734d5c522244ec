"""A game window as the table display: the screen (a laptop, a TV) that shows the public table
to the people in the room while they play from their phones. It only watches: no private
panel, no prompts, no hand-over screens (the windows leave those out); what it adds here is
type readable from across the room and a full-screen toggle (F11; Esc leaves it too).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

TYPE_SCALE = 1.4  # the side column's words, read from a sofa
STATUS_SCALE = 1.6  # the line that says whose turn it is


def enlarge(widget: QWidget, scale: float = TYPE_SCALE) -> None:
    """``widget``'s type ``scale`` times larger: its children that keep the font they inherit
    grow with it."""
    font = widget.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


def headline_status(label: QLabel) -> None:
    """The status line as a headline: bold and large."""
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * STATUS_SCALE)
    font.setBold(True)
    label.setFont(font)


class FullScreenAction(QAction):
    """View the window full screen, or back as it was (maximised or not)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("fullScreen")
        self.window_ = window
        self.setCheckable(True)
        # F11 where the platform's own key is another (macOS: Ctrl+Cmd+F), F11 as well.
        keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)]
        if QKeySequence(Qt.Key.Key_F11) not in keys:
            keys.append(QKeySequence(Qt.Key.Key_F11))
        self.setShortcuts(keys)
        self.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.toggled.connect(self._follow)
        self.was_maximised = False
        window.addAction(self)  # the keys work with the menu bar out of sight
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        leave.activated.connect(lambda: self.setChecked(False))
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(self.tr("&Full Screen"))
        self.setToolTip(self.tr("Show the table on the whole screen (F11; Esc leaves it)"))

    def _follow(self, on: bool) -> None:
        window = self.window_
        if on:
            self.was_maximised = window.isMaximized()
            window.showFullScreen()
        elif window.isFullScreen():
            if self.was_maximised:
                window.showMaximized()
            else:
                window.showNormal()


def make_table_display(window: QMainWindow, side: QWidget, status: QLabel) -> FullScreenAction:
    """Dress ``window`` as the table display: ``side`` (its column of words) and ``status``
    larger, and the full-screen toggle."""
    enlarge(side)
    headline_status(status)
    return FullScreenAction(window)
