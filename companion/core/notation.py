"""Notation read back into actions, remembered.

Actions are immutable values, so one parse serves every position that names the same move: a
search bot rebuilds hundreds of positions a decision, each with the whole game's history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
