"""The rules package's messages in the player's language (see ``companion.core.messages``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from companion.core.messages import Joined, Message


def translated(text: str) -> str:
    """``text`` in the app's language: a ``Message`` looked up in its context and filled in
    with its values (themselves translated, numbers written the locale's way); any other text
    as it is."""
    if isinstance(text, Joined):
        return text.separator.join(translated(part) for part in text.parts)
    if not isinstance(text, Message):
        return text
    template = QCoreApplication.translate(text.context, text.template)
    if not text.params:
        return template
    try:
        return template.format_map({name: _value(value) for name, value in text.params.items()})
    except (KeyError, IndexError, ValueError):
        # A translation that names a placeholder the message lacks: English beats a crash.
        return str(text)


def percent(share: float) -> str:
    """A share (0.45) as the language writes a percentage: 45%, %45 in Turkish, 45 % in
    Croatian."""
    return QCoreApplication.translate("Numbers", "{0}%", "a percentage").format(
        QLocale().toString(round(share * 100)))


def decimal(value: float, places: int = 1) -> str:
    """A figure with the locale's decimal mark (2.5, 2,5)."""
    return QLocale().toString(float(value), "f", places)


def error_text(error: Exception) -> str:
    """An error's one line for users, translated when the rules package gave it a message."""
    if len(error.args) == 1 and isinstance(error.args[0], str):
        return translated(error.args[0])
    return str(error)


def _value(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return QLocale().toString(value)
    if isinstance(value, str):
        return translated(value)
    return value
