"""A guard against a reference-count bug of PySide6 6.12 on Python 3.11.

PySide6 6.12 returns ``None`` from every void call (``setText``, ``setPos``...) without adding a
reference, and drops references to ``True``/``False`` in places too. That is harmless on
Python ≥ 3.12, where these objects are immortal; on 3.11 each call lowers the count by one, and
after some thousands of calls (one long game) the interpreter aborts with "deallocating None" (or
"True or False"). The guard gives these singletons references for any session, as 3.12 does.

It belongs at application start (``ui/app.py``, ``tests/conftest.py``); until the lead moves it
there, importing the Coup windows applies it.
"""

from __future__ import annotations

import ctypes
import sys

_applied = False


def keep_none_alive() -> None:
    global _applied
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    _applied = True
    for singleton in (None, True, False, Ellipsis, NotImplemented):
        # ob_refcnt is the first field of every object in a CPython (non-debug) build.
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
