"""Views as JSON: how a game's frozen values cross the wire, and are read back exactly.

A view is a tree of frozen dataclasses, enums, tuples, frozensets, mappings and the rules
package's translatable messages. Each becomes JSON that names what it is, so that a client in
any language can read it and Python rebuilds an equal value:

- a dataclass: ``{"$": "Declare", "seat": 0, "kind": 3, ...}`` (its ``__init__`` fields);
- an enum member: ``{"$": "Feature", "value": "trap"}``;
- a tuple: an array; a frozenset: ``{"$": "set", "items": [...]}``; a mapping:
  ``{"$": "map", "items": [[key, value], ...]}``;
- a ``Message``: ``{"$": "msg", "context": ..., "template": ..., "params": {...}}`` (its
  ``text`` too, for clients without the catalogues); a ``Joined``: ``{"$": "joined", ...}``.

Reading is a ``Shape`` (``companion.core.shape``), so a bad view gets the located errors a bad
file gets. Only the game's own dataclasses and enums are ever built, by name, from their declared
fields: a peer can name no other class and run no code of its choosing.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import pkgutil
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

from companion.core.document import quote
from companion.core.errors import CompanionError
from companion.core.messages import Joined, Message
from companion.core.shape import INVALID, Problems, Shape, child, wrong

TAG = "$"


class _Unreadable(Exception):
    """Not a well-formed value: read it again, slowly, to say where."""
_SPECIAL = ("set", "map", "msg", "joined")


class Vocabulary:
    """The classes a game's views are made of, by name: every dataclass and enum defined in
    the game's package (its views, log entries, actions and what they hold)."""

    def __init__(self, classes: Mapping[str, type]) -> None:
        self.classes = dict(classes)
        self._fields: dict[type, tuple[str, ...]] = {}
        self._name_sets: dict[type, frozenset[str]] = {}

    @classmethod
    def of_package(cls, package: str) -> Vocabulary:
        root = importlib.import_module(package)
        found: dict[str, type] = {}
        modules = [root.__name__] + [m.name for m in pkgutil.walk_packages(
            root.__path__, root.__name__ + ".")]
        for name in modules:
            module = importlib.import_module(name)
            for value in vars(module).values():
                if (isinstance(value, type) and value.__module__ == module.__name__
                        and (dataclasses.is_dataclass(value) or issubclass(value, enum.Enum))):
                    if value.__name__ in found or value.__name__ in _SPECIAL:
                        raise CompanionError(f"{package}: two wire types named "
                                             f"{value.__name__}")
                    found[value.__name__] = value
        return cls(found)

    def fields(self, kind: type) -> tuple[str, ...]:
        names = self._fields.get(kind)
        if names is None:
            names = self._fields[kind] = tuple(
                f.name for f in dataclasses.fields(kind) if f.init)
        return names

    # --- writing ------------------------------------------------------------------------------
    def encode(self, value: Any) -> Any:
        """``value`` as JSON data (raises ``CompanionError`` for a type the game does not
        declare: a view must never carry anything else)."""
        if value is None or value.__class__ in (bool, int, float, str):
            return value
        if isinstance(value, Message):
            return {TAG: "msg", "context": value.context, "template": value.template,
                    "params": {key: self.encode(v) for key, v in value.params.items()},
                    "text": str(value)}
        if isinstance(value, Joined):
            return {TAG: "joined", "parts": [self.encode(p) for p in value.parts],
                    "separator": value.separator}
        if isinstance(value, enum.Enum):
            self._declared(value.__class__)
            return {TAG: value.__class__.__name__, "value": value.value}
        if isinstance(value, tuple | list):
            return [self.encode(item) for item in value]
        if isinstance(value, frozenset | set):
            items = [self.encode(item) for item in value]
            items.sort(key=repr)  # the same set is always written the same way
            return {TAG: "set", "items": items}
        if isinstance(value, Mapping):
            return {TAG: "map", "items": [[self.encode(k), self.encode(v)]
                                         for k, v in value.items()]}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            kind = value.__class__
            self._declared(kind)
            data = {TAG: kind.__name__}
            for name in self.fields(kind):
                data[name] = self.encode(getattr(value, name))
            return data
        raise CompanionError(f"{value.__class__.__name__} values cannot be sent")

    def _declared(self, kind: type) -> None:
        if self.classes.get(kind.__name__) is not kind:
            raise CompanionError(f"{kind.__module__}.{kind.__name__} is not a wire type")

    # --- reading ------------------------------------------------------------------------------
    def shape(self, describe: str = "a view") -> Shape:
        return _Value(self, describe)

    def decode(self, data: Any, path: str, problems: Problems) -> Any:
        """The value ``data`` encodes; ``INVALID`` after adding located problems."""
        try:
            return self._quick(data)
        except _Unreadable:
            pass
        except (TypeError, ValueError, KeyError, CompanionError):  # refused, or not a pair
            pass
        return self._located(data, path, problems)

    def _quick(self, data: Any) -> Any:
        """``decode`` without keeping track of where it is: a view is read on every decision,
        and only a broken one needs its problems located (``_located`` does that)."""
        kind_of = data.__class__
        if data is None or kind_of is str or kind_of is int or kind_of is bool or (
                kind_of is float):
            return data
        if kind_of is list:
            return tuple([self._quick(item) for item in data])
        if not isinstance(data, dict):
            raise _Unreadable
        tag = data.get(TAG)
        kind = self.classes.get(tag) if isinstance(tag, str) else None
        if kind is None:
            if tag == "set":
                return frozenset([self._quick(item) for item in data["items"]])
            if tag == "map":
                return MappingProxyType({self._quick(key): self._quick(value)
                                         for key, value in data["items"]})
            if tag in _SPECIAL:
                problems: Problems = []
                value = self._located(data, "", problems)
                if problems:
                    raise _Unreadable
                return value
            raise _Unreadable
        if issubclass(kind, enum.Enum):
            return kind(data.get("value"))
        names = self._names(kind)
        values = {}
        for key, value in data.items():
            if key != TAG:
                if key not in names:
                    raise _Unreadable
                values[key] = self._quick(value)
        return kind(**values)

    def _names(self, kind: type) -> frozenset[str]:
        names = self._name_sets.get(kind)
        if names is None:
            names = self._name_sets[kind] = frozenset(self.fields(kind))
        return names

    def _located(self, data: Any, path: str, problems: Problems) -> Any:
        if data is None or isinstance(data, bool | int | float | str):
            return data
        if isinstance(data, list):
            items = tuple(self._located(item, child(path, i), problems)
                          for i, item in enumerate(data))
            return INVALID if INVALID in items else items
        if not isinstance(data, dict) or not isinstance(data.get(TAG), str):
            return wrong(problems, path, 'a value (a list, or an object with "$")', data)
        tag = data[TAG]
        if tag == "set":
            items = self._items(data, path, problems)
            if items is INVALID:
                return INVALID
            try:
                return frozenset(items)
            except TypeError:
                return wrong(problems, path, "a set of plain values", data)
        if tag == "map":
            return self._map(data, path, problems)
        if tag == "msg":
            return self._message(data, path, problems)
        if tag == "joined":
            parts = data.get("parts")
            separator = data.get("separator")
            if not isinstance(parts, list) or not isinstance(separator, str):
                return wrong(problems, path, "joined parts and a separator", data)
            read = [self._located(p, child(path, i), problems) for i, p in enumerate(parts)]
            if INVALID in read:
                return INVALID
            if not all(isinstance(p, str) for p in read):
                return wrong(problems, path, "joined texts", data)
            return Joined(read, separator)
        kind = self.classes.get(tag)
        if kind is None:
            problems.append(f"{path or 'the top level'}: {quote(tag)} is not a type of this "
                            "game")
            return INVALID
        if issubclass(kind, enum.Enum):
            try:
                return kind(data.get("value"))
            except ValueError:
                return wrong(problems, child(path, "value"), f"a {tag}", data.get("value"))
        return self._dataclass(kind, data, path, problems)

    def _items(self, data: dict[str, Any], path: str, problems: Problems) -> Any:
        items = data.get("items")
        if not isinstance(items, list):
            return wrong(problems, child(path, "items"), "a list", items)
        read = [self._located(item, child(child(path, "items"), i), problems)
                for i, item in enumerate(items)]
        return INVALID if INVALID in read else read

    def _map(self, data: dict[str, Any], path: str, problems: Problems) -> Any:
        pairs = self._items(data, path, problems)
        if pairs is INVALID:
            return INVALID
        result: dict[Any, Any] = {}
        for index, pair in enumerate(pairs):
            if not (isinstance(pair, tuple) and len(pair) == 2):
                return wrong(problems, child(child(path, "items"), index),
                             "a [key, value] pair", data["items"][index])
            try:
                result[pair[0]] = pair[1]
            except TypeError:
                return wrong(problems, child(child(path, "items"), index),
                             "a plain key", data["items"][index][0])
        return MappingProxyType(result)

    def _message(self, data: dict[str, Any], path: str, problems: Problems) -> Any:
        context, template, params = (data.get("context"), data.get("template"),
                                     data.get("params", {}))
        if not (isinstance(context, str) and isinstance(template, str)
                and isinstance(params, dict)):
            return wrong(problems, path, "a message (context, template, params)", data)
        values = {key: self._located(v, child(child(path, "params"), key), problems)
                  for key, v in params.items()}
        if INVALID in values.values():
            return INVALID
        try:
            return Message(context, template, values)
        except (IndexError, KeyError, ValueError, AttributeError):
            # A template whose placeholders its values do not fill.
            return wrong(problems, child(path, "template"), "a template its params fill",
                         template)

    def _dataclass(self, kind: type, data: dict[str, Any], path: str,
                   problems: Problems) -> Any:
        names = self.fields(kind)
        unknown = sorted(set(data) - set(names) - {TAG})
        if unknown:
            problems.append(f"{path or 'the top level'}: {kind.__name__} has no field "
                            f"{quote(unknown[0])}")
            return INVALID
        values = {name: self._located(data[name], child(path, name), problems)
                  for name in names if name in data}
        if INVALID in values.values():
            return INVALID
        try:
            return kind(**values)
        except (TypeError, ValueError, CompanionError) as error:
            problems.append(f"{path or 'the top level'}: not a {kind.__name__} "
                            f"({str(error)[:80]})")
            return INVALID


@dataclasses.dataclass(frozen=True)
class _Value(Shape):
    vocabulary: Vocabulary
    describe: str = "a view"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        return self.vocabulary.decode(value, path, problems)


@cache
def vocabulary(game: str) -> Vocabulary:
    """The wire types of ``companion.<game>`` (found once, on first use)."""
    return Vocabulary.of_package(f"companion.{game}")


# Messages and plain values only: what a refusal or a bot level's description needs.
PLAIN = Vocabulary({})
