"""The few kinds of text line every game window and dialog shows, so they read alike everywhere:
an error line, a question, a note, a headline."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ui.shell.colours import ink


def error_line() -> QLabel:
    """Where a dialog or panel says what is wrong with the input (empty until it is)."""
    label = QLabel()
    label.setObjectName("error")
    label.setStyleSheet(f"color: {ink(label, '#b00020')};")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)  # it quotes what was typed: names, values
    return label


def question_line() -> QLabel:
    """What the deciding player is asked, a size up and bold above the answers."""
    label = QLabel()
    label.setWordWrap(True)
    font = label.font()
    font.setPointSize(font.pointSize() + 1)
    font.setBold(True)
    label.setFont(font)
    return label


def note_line(text: str = "") -> QLabel:
    """A quiet explanation (legends, keys, what a choice means) in the palette's muted colour."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


def headline() -> QLabel:
    """A screen's big centred line (who won, whose round ended), twice the size and bold."""
    label = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
    font = label.font()
    font.setPointSize(font.pointSize() * 2)
    font.setBold(True)
    label.setFont(font)
    return label
