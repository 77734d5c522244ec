"""The few kinds of text line every game window and dialog shows, so they read alike everywhere:
an error line, a question, a note, a headline."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from companion_ui.shell.colours import ink


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


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("KeyHints", text, disambiguation, n)


def keys_hint(answers: int, keys: Sequence[str] = (), enter: str | None = None,
              lone_key: bool = True) -> str:
    """The line that names a panel's keys: its numbered answers ("Keys: 1–3"; "Key: 1" for a
    lone one unless ``lone_key`` is off, where Enter alone takes it), ``keys`` of its own
    ("P pass", "Esc back") and what Enter presses."""
    parts = []
    if answers > 1:
        parts.append(_tr("Keys: 1–{0}").format(min(9, answers)))
    elif answers == 1 and lone_key:
        parts.append(_tr("Key: {0}").format(1))
    parts += keys
    if enter is not None:
        parts.append(_tr("Enter: {0}").format(enter))
    return ", ".join(parts)
