"""Coup bots: ``random`` and ``heuristic``."""

from collections.abc import Callable

from companion.core.bots import Bot, RandomBot

BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}
