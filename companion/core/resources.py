"""Shipped data files, read with importlib.resources so an installed (zipped or not) copy works."""

from importlib.resources import files
from importlib.resources.abc import Traversable


def resource(*parts: str) -> Traversable:
    """A file or folder under ``resources/``, e.g. ``resource("lairs", "dice.json")``."""
    node = files("companion_resources")
    for part in parts:
        node = node.joinpath(part)
    return node


def read_resource_text(*parts: str) -> str:
    return resource(*parts).read_text(encoding="utf-8")
