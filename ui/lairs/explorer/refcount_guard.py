"""Workaround for a PySide6 6.12.0 bug on Python 3.11: many calls (every void method such as
``setEnabled``/``setText``, some bool getters) return ``None``/``True``/``False`` without a new
reference — correct only on Python ≥ 3.12, where those objects are immortal. Each call then costs
one reference, and after a few thousand calls (one game's worth of screen updates) the
interpreter aborts with "none_dealloc: deallocating None".

``guard_singletons`` gives the three singletons a large stock of extra references once, on
Python < 3.12 only. They are added to the count directly (not held by a list) so they are never
given back, not even at shutdown.
"""

from __future__ import annotations

import ctypes
import sys

_STOCK = 1 << 40
_guarded = False


def guard_singletons() -> None:
    global _guarded
    if _guarded or sys.version_info >= (3, 12):
        return
    _guarded = True
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += _STOCK
