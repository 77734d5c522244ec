"""Declared shapes of JSON documents: every key and value type is checked before a loader uses it.

A loader declares what its document looks like (``Fields`` of ``Integer``, ``Text``,
``ListOf``...) and gets back plain, converted values, or a ``DocumentError`` listing every
problem, each located by its JSON path (``players[2].coins``) with the offending value quoted
short. So loaders keep only the rules that tie values together (a claim names a seated player),
never ``isinstance`` chains.

Our own rather than a schema library: the messages are the product here ("players[1].coins must
be a whole number ≥ 0, found -1"), values are converted while checked (a cell name becomes a
cell), and the whole checker is this one small module.
"""

from __future__ import annotations

import copy
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from companion.core.document import DocumentError, quote
from companion.core.errors import CompanionError

Problems = list[str]


class _Invalid:
    def __repr__(self) -> str:
        return "INVALID"


INVALID: Any = _Invalid()  # what ``read`` returns for a value with problems (already reported)
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def child(path: str, key: str | int) -> str:
    """The JSON path of an item: ``players[2]``, ``map.tracker``, ``setup["a b"]``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if _IDENTIFIER.match(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{quote(key)}]"


def wrong(problems: Problems, path: str, expected: str, value: Any) -> Any:
    problems.append(f"{path or 'the top level'} must be {expected}, found {quote(value)}")
    return INVALID


def _at(path: str, message: str) -> str:
    return f"{path}: {message}" if path else message


def check(shape: Shape, data: Any, where: str = "") -> Any:
    """The value ``shape`` reads from ``data``; ``DocumentError`` naming ``where`` if any
    problem."""
    problems: Problems = []
    value = shape.read(data, "", problems)
    if problems:
        raise DocumentError(problems, where)
    return value


class Shape(ABC):
    describe: str  # what a value must be, for "… must be <describe>, found …"

    @abstractmethod
    def read(self, value: Any, path: str, problems: Problems) -> Any:
        """The checked (and converted) value, or ``INVALID`` after adding its problems."""


@dataclass(frozen=True)
class Boolean(Shape):
    describe: str = "true or false"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        return value if type(value) is bool else wrong(problems, path, self.describe, value)


@dataclass(frozen=True)
class Integer(Shape):
    """A whole number (``true`` is not one, though Python's ``bool`` is an ``int``)."""

    low: int | None = None
    high: int | None = None

    @property
    def describe(self) -> str:  # type: ignore[override]
        if self.low is not None and self.high is not None:
            return f"a whole number from {self.low} to {self.high}"
        if self.low is not None:
            return f"a whole number ≥ {self.low}"
        return "a whole number"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if (type(value) is not int or (self.low is not None and value < self.low)
                or (self.high is not None and value > self.high)):
            return wrong(problems, path, self.describe, value)
        return value


@dataclass(frozen=True)
class Text(Shape):
    max_length: int | None = None
    non_empty: bool = False

    @property
    def describe(self) -> str:  # type: ignore[override]
        kind = "a non-empty string" if self.non_empty else "a string"
        return f"{kind} of at most {self.max_length} characters" if self.max_length else kind

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if (not isinstance(value, str) or (self.non_empty and not value.strip())
                or (self.max_length is not None and len(value) > self.max_length)):
            return wrong(problems, path, self.describe, value)
        return value


@dataclass(frozen=True)
class Const(Shape):
    """Exactly this value (a document's ``format`` or ``version``)."""

    value: str | int

    @property
    def describe(self) -> str:  # type: ignore[override]
        return repr(self.value)

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if type(value) is not type(self.value) or value != self.value:
            return wrong(problems, path, self.describe, value)
        return value


@dataclass(frozen=True)
class Choice(Shape):
    """One of a few words, read as the value it names (e.g. ``"trap"`` → ``Feature.TRAP``)."""

    options: Mapping[str, Any]
    name: str = ""  # "a cell A1–F6"; default: "one of <every word>"

    @property
    def describe(self) -> str:  # type: ignore[override]
        return self.name or "one of " + ", ".join(self.options)

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, str) and value in self.options:
            return self.options[value]
        return wrong(problems, path, self.describe, value)


@dataclass(frozen=True)
class Nullable(Shape):
    inner: Shape

    @property
    def describe(self) -> str:  # type: ignore[override]
        return f"{self.inner.describe} or null"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if value is None:
            return None
        before = len(problems)
        result = self.inner.read(value, path, problems)
        if result is INVALID and len(problems) == before + 1 and " must be " in problems[-1]:
            # Say "or null" where the inner shape only said what it wanted.
            problems[-1] = problems[-1].replace(
                f" must be {self.inner.describe},", f" must be {self.describe},", 1)
        return result


@dataclass(frozen=True)
class Parsed(Shape):
    """A short string read by a parser of the game's own (``"B3|C3"`` → a wall).

    ``parse`` raises ``CompanionError`` saying why the text names nothing; a text longer than
    ``max_length`` is refused unparsed, so no reason ever quotes a long value.
    """

    parse: Callable[[str], Any]
    describe: str
    max_length: int = 40

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, str) or len(value) > self.max_length:
            return wrong(problems, path, self.describe, value)
        try:
            return self.parse(value)
        except CompanionError as error:
            problems.append(f"{path} {quote(value)}: {error}")
            return INVALID


@dataclass(frozen=True)
class ListOf(Shape):
    """A JSON array, read as a tuple of its items."""

    item: Shape
    describe: str = "a list"
    min_items: int = 0
    max_items: int | None = None
    unique: str = ""  # when set, a repeated item is refused, named with this noun ("wall")

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, list):
            return wrong(problems, path, self.describe, value)
        if len(value) < self.min_items or (
                self.max_items is not None and len(value) > self.max_items):
            most = "" if self.max_items is None else f"–{self.max_items}"
            problems.append(f"{path or 'the top level'} must hold {self.min_items}{most} "
                            f"items, found {len(value)}")
            return INVALID
        items, seen, ok = [], {}, True
        for index, raw in enumerate(value):
            item = self.item.read(raw, child(path, index), problems)
            if item is INVALID:
                ok = False
                continue
            if self.unique:
                if item in seen:
                    problems.append(f"{child(path, index)} {quote(raw)}: the same {self.unique} "
                                    f"as {quote(value[seen[item]])}, listed twice")
                    ok = False
                    continue
                seen[item] = index
            items.append(item)
        return tuple(items) if ok else INVALID


@dataclass(frozen=True)
class ParsedList(Shape):
    """A JSON array of texts in one notation, read as ``ListOf(Parsed(...))`` reads it, but
    in one sweep while every text is sound: a search bot rebuilds positions that hold a long
    log hundreds of times a decision, and a path per item costs more than a cached ``parse``.
    Any problem is then reported item by item, located as ``ListOf`` locates it."""

    parse: Callable[[str], Any]
    item: str  # what each text must be, as ``Parsed.describe``
    max_length: int = 40
    describe: str = "a list"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        limit = self.max_length
        if isinstance(value, list) and all(type(text) is str and len(text) <= limit
                                           for text in value):
            try:
                return tuple(map(self.parse, value))
            except CompanionError:
                pass  # located below
        return ListOf(Parsed(self.parse, self.item, limit), self.describe).read(
            value, path, problems)


def _duplicates(value: dict[str, Any], path: str, problems: Problems) -> bool:
    """Report keys written twice (the reader's ``JsonObject`` remembers them)."""
    repeated = getattr(value, "duplicates", ())
    for key in repeated:
        problems.append(_at(path, f"key {quote(key)} appears twice"))
    return not repeated


@dataclass(frozen=True)
class MapOf(Shape):
    """A JSON object whose keys and values follow one shape each, read as a dict."""

    key: Shape
    value: Shape
    describe: str = "an object"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, dict):
            return wrong(problems, path, self.describe, value)
        ok = _duplicates(value, path, problems)
        result = {}
        for raw_key, raw in value.items():
            key = self.key.read(raw_key, f"{path} key" if path else "a key", problems)
            item = self.value.read(raw, child(path, raw_key), problems)
            if key is INVALID or item is INVALID:
                ok = False
            else:
                result[key] = item
        return result if ok else INVALID


_REQUIRED: Any = object()


@dataclass(frozen=True)
class Field:
    """A key of a ``Fields`` object; without a default the key is required."""

    shape: Shape
    default: Any = _REQUIRED


@dataclass(frozen=True)
class Fields(Shape):
    """A JSON object with named keys, read as a dict holding every declared key (defaults
    filled in). ``others``: keys not declared are ignored (reserved for later versions) or
    refused."""

    fields: Mapping[str, Shape | Field]
    others: Literal["ignore", "refuse"] = "ignore"
    describe: str = "an object"
    _declared: dict[str, Field] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_declared", {
            key: spec if isinstance(spec, Field) else Field(spec)
            for key, spec in self.fields.items()})

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, dict):
            return wrong(problems, path, self.describe, value)
        ok = _duplicates(value, path, problems)
        if self.others == "refuse":
            for key in sorted(set(value) - set(self._declared)):
                problems.append(_at(path, f"unknown key {quote(key)}"))
                ok = False
        result = {}
        for key, spec in self._declared.items():
            if key not in value:
                if spec.default is _REQUIRED:
                    problems.append(f"{child(path, key)} is missing")
                    ok = False
                else:
                    result[key] = copy.copy(spec.default)
                continue
            item = spec.shape.read(value[key], child(path, key), problems)
            ok = ok and item is not INVALID
            result[key] = item
        return result if ok else INVALID


@dataclass(frozen=True)
class Anything(Shape):
    """Any JSON value, kept as it is (objects become plain dicts, duplicate keys refused):
    for parts another reader checks later, e.g. a game's set-up options."""

    describe: str = "any JSON value"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, dict):
            ok = _duplicates(value, path, problems)
            items = {k: self.read(v, child(path, k), problems) for k, v in value.items()}
            return items if ok and INVALID not in items.values() else INVALID
        if isinstance(value, list):
            listed = [self.read(v, child(path, i), problems) for i, v in enumerate(value)]
            return listed if INVALID not in listed else INVALID
        if value is None or isinstance(value, str | int | float | bool):
            return value
        return wrong(problems, path, self.describe, value)
