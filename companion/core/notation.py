"""Notation read back into actions, remembered.

Actions are immutable values, so one parse serves every position that names the same move: a
search bot rebuilds hundreds of positions a decision, each with the whole game's history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core.errors import CompanionError

CACHE_LIMIT = 50_000  # distinct texts remembered (a few megabytes at most)


class RememberedParse:
    """``parse(text)`` with a bounded cache; a text that does not parse raises as ``parse``
    does, and is not remembered."""

    def __init__(self, parse: Callable[[str], Any]) -> None:
        self._parse = parse
        self._seen: dict[str, Any] = {}

    def __call__(self, text: str) -> Any:
        entry = self._seen.get(text)
        if entry is None:
            entry = self._parse(text)
            if len(self._seen) < CACHE_LIMIT:
                self._seen[text] = entry
        return entry


def read_entries(value: Any, parse: Callable[[str], Any],
                 fail: Callable[[str, str], Exception], key: str = "history") -> list[Any]:
    """A position's list of moves in notation, each read with ``parse``; a problem is raised
    as ``fail(where, message)`` with its index (``history[3]``)."""
    if not isinstance(value, list):
        raise fail(key, "must be a list of moves in notation")
    entries: list[Any] = []
    for index, text in enumerate(value):
        if not isinstance(text, str):
            raise fail(f"{key}[{index}]", "must be a move in notation")
        try:
            entries.append(parse(text))
        except CompanionError as error:
            raise fail(f"{key}[{index}]", str(error)) from None
    return entries
