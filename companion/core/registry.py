"""Games register themselves: every ``companion.<game>`` package exposing ``GAME`` is found here."""

from __future__ import annotations

import importlib
import pkgutil

import companion
from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec

_games: dict[str, GameSpec] = {}
_discovered = False


def register(spec: GameSpec) -> None:
    _games[spec.name] = spec


def unregister(name: str) -> None:
    _games.pop(name, None)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    for module in pkgutil.iter_modules(companion.__path__):
        if not module.ispkg or module.name == "core":
            continue
        package = importlib.import_module(f"companion.{module.name}")
        spec = getattr(package, "GAME", None)
        if isinstance(spec, GameSpec):
            register(spec)


def games() -> list[GameSpec]:
    _discover()
    return sorted(_games.values(), key=lambda spec: spec.name)


def get(name: str) -> GameSpec:
    _discover()
    try:
        return _games[name]
    except KeyError:
        known = ", ".join(sorted(_games)) or "none"
        raise CompanionError(f"unknown game {name!r} (known: {known})") from None


def find(name: str) -> GameSpec | None:
    """The registered game of that name, or None (e.g. a record of a game not built yet)."""
    _discover()
    return _games.get(name)
