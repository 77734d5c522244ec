"""Companion: rules, bots, records and the command line for four tabletop games.

This package is pure Python and never imports Qt; the desktop app in ``ui`` is one of its clients.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("companion")
except PackageNotFoundError:  # running from a source checkout that was never installed
    __version__ = "0.1.0"
