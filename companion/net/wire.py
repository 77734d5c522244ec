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
import itertools
import json
import operator
import pkgutil
import sys
from collections.abc import Callable, Mapping
from functools import cache
from json.encoder import encode_basestring
from types import MappingProxyType
from typing import Any

from companion.core.document import quote
from companion.core.errors import CompanionError
from companion.core.messages import Joined, Message
from companion.core.shape import INVALID, Problems, Shape, child, wrong

TAG = "$"
_SPECIAL = ("set", "map", "msg", "joined")

Writer = Callable[[Any], str]


def dumps(data: Any) -> str:
    """JSON data as the protocol writes it (``companion.net.protocol.dumps``, which this module
    cannot import: the protocol imports it)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _float_text(value: float) -> str:
    # What json writes for a float (its own rule for the values JSON has no number for).
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)


# The JSON of plain values: exactly what json.dumps writes for them (``encode_basestring`` is the
# very function it uses for text when ``ensure_ascii`` is off).
_PLAIN_WRITERS: dict[type, Writer] = {
    type(None): lambda _value: "null",
    bool: lambda value: "true" if value else "false",
    int: int.__repr__,
    float: _float_text,
    str: encode_basestring,
}
# JSON's own values, which never change: an enum member or a frozen record holding only these
# always has the same text.
_PLAIN = frozenset(_PLAIN_WRITERS)
_KEPT_LIMIT = 1 << 14  # records whose text is kept, ~300 bytes each (some 5 MB at most)


class _Irregular(Exception):
    """What the quick reading of a view does not accept (the careful reading names it)."""


def _make_room(kept: dict[int, tuple[Any, str]]) -> None:
    """Forget the records only ``kept`` still holds (finished games' logs), then the oldest
    (dicts keep their order) until at most three quarters of the limit are left."""
    alone = (object(), "")
    held_by_entry_only = sys.getrefcount(alone[0])  # as counted here, in this Python
    for key, entry in list(kept.items()):
        if sys.getrefcount(entry[0]) <= held_by_entry_only:
            kept.pop(key, None)
    excess = len(kept) - _KEPT_LIMIT * 3 // 4
    for key in list(itertools.islice(kept, max(0, excess))):
        kept.pop(key, None)


def _quick_list(value: Any) -> list[Any]:
    if value.__class__ is not list:
        raise _Irregular
    return value


class Vocabulary:
    """The classes a game's views are made of, by name: every dataclass and enum defined in
    the game's package (its views, log entries, actions and what they hold)."""

    def __init__(self, classes: Mapping[str, type]) -> None:
        self.classes = dict(classes)
        self._fields: dict[type, tuple[str, ...]] = {}
        self._writers: dict[type, Writer] = dict(_PLAIN_WRITERS)
        self._readers: dict[str, Callable[[dict[str, Any]], Any]] = {}
        self._kept: dict[int, tuple[Any, str]] = {}

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

    def text(self, value: Any) -> str:
        """``value`` as JSON text: ``dumps(self.encode(value))`` character for character, and
        the same ``CompanionError`` for what cannot be sent.

        The server writes a view for every seat after every decision, so this is written for
        speed: what ``encode`` decides from a value's class is decided once per class (a
        writer), and text is joined directly instead of building JSON data to serialize.
        Sets, mappings and messages (rare in views, and a set's order is defined on its
        items' JSON data) are written by ``encode`` itself.
        """
        writer = self._writers.get(value.__class__)
        if writer is None:
            writer = self._writer(value.__class__)
        return writer(value)

    def _writer(self, kind: type) -> Writer:
        """How ``encode`` writes values of this class, in its order of checks."""
        writer: Writer
        if issubclass(kind, Message | Joined | frozenset | set | Mapping):
            def writer(value: Any) -> str:
                return dumps(self.encode(value))
        elif issubclass(kind, enum.Enum):
            self._declared(kind)
            writer = self._enum_writer(kind)
        elif issubclass(kind, tuple | list):
            texts = self._texts

            def writer(value: Any) -> str:
                return "[" + ",".join(texts(value)) + "]"
        elif dataclasses.is_dataclass(kind):
            self._declared(kind)
            writer = self._dataclass_writer(kind)
        else:
            raise CompanionError(f"{kind.__name__} values cannot be sent")
        # Message and Joined are str: a class seen first as a tuple or set stays so, and the
        # order of the checks above is encode's, so one writer per class decides as it does.
        self._writers[kind] = writer
        return writer

    def _enum_writer(self, kind: type[enum.Enum]) -> Writer:
        head = "{" + encode_basestring(TAG) + ":" + encode_basestring(kind.__name__) + \
            ',"value":'
        known: dict[enum.Enum, str] = {}

        def writer(member: Any) -> str:
            written = known.get(member)
            if written is None:
                written = head + dumps(member.value) + "}"
                if member.value.__class__ in _PLAIN:
                    known[member] = written
            return written

        return writer

    def _dataclass_writer(self, kind: type) -> Writer:
        names = self.fields(kind)
        # The object's text with a %s for each field's (the names and the class's name are
        # identifiers, but their % are escaped all the same).
        template = "".join([
            "{" + encode_basestring(TAG) + ":" + encode_basestring(kind.__name__).replace(
                "%", "%%"),
            *["," + encode_basestring(name).replace("%", "%%") + ":%s" for name in names],
            "}"])
        if not names:
            return lambda _value: template
        texts = self._texts
        values: Callable[[Any], tuple[Any, ...]]
        if len(names) == 1:
            name = names[0]

            def values(value: Any) -> tuple[Any, ...]:
                return (getattr(value, name),)
        else:
            values = operator.attrgetter(*names)
        if not kind.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            def writer(value: Any) -> str:
                return template % tuple(texts(values(value)))

            return writer
        # A frozen record of plain values (most of a game's log) always has the same text:
        # kept by identity, it is written once, not once per seat and decision. The entry holds
        # the record itself, so its id cannot be taken by another object while it is kept.
        kept = self._kept

        def kept_writer(value: Any) -> str:
            entry = kept.get(id(value))
            if entry is not None and entry[0] is value:
                return entry[1]
            items = values(value)
            text = template % tuple(texts(items))
            if all(item.__class__ in _PLAIN for item in items):
                if len(kept) >= _KEPT_LIMIT:
                    _make_room(kept)
                kept[id(value)] = (value, text)
            return text

        return kept_writer

    def _texts(self, items: Any) -> list[str]:
        """The text of each item (numbers and text, most of a view, without a call)."""
        written = []
        writers = self._writers
        for item in items:
            kind = item.__class__
            if kind is int:
                written.append(int.__repr__(item))
            elif kind is str:
                written.append(encode_basestring(item))
            else:
                writer = writers.get(kind)
                if writer is None:
                    writer = self._writer(kind)
                written.append(writer(item))
        return written

    def _declared(self, kind: type) -> None:
        if self.classes.get(kind.__name__) is not kind:
            raise CompanionError(f"{kind.__module__}.{kind.__name__} is not a wire type")

    # --- reading ------------------------------------------------------------------------------
    def shape(self, describe: str = "a view") -> Shape:
        return _Value(self, describe)

    def decode(self, data: Any, path: str, problems: Problems) -> Any:
        """The value ``data`` describes; ``INVALID`` after adding its problems.

        A client decodes every view it is sent, so a quick pass reads first: no JSON paths,
        no problems list, and what depends only on a tag is decided once per tag. It is at
        least as strict as the careful reading, and at anything it does not accept, the careful
        reading starts over and says exactly what it always said.
        """
        try:
            return self._quick(data)
        except Exception:  # whatever it was, the careful reading finds and names it
            return self._careful(data, path, problems)

    def _quick(self, data: Any) -> Any:
        if data.__class__ in _PLAIN:
            return data
        if data.__class__ is list:
            quick = self._quick
            return tuple([quick(item) for item in data])
        if not isinstance(data, dict):
            raise _Irregular
        tag = data[TAG]
        reader = self._readers.get(tag)
        if reader is None:
            reader = self._reader(tag)
        return reader(data)

    def _reader(self, tag: Any) -> Callable[[dict[str, Any]], Any]:
        """How the quick pass reads an object with this tag (each step as ``_careful``'s)."""
        quick = self._quick
        reader: Callable[[dict[str, Any]], Any]
        if tag.__class__ is not str:
            raise _Irregular
        if tag == "set":
            def reader(data: dict[str, Any]) -> Any:
                return frozenset([quick(item) for item in _quick_list(data.get("items"))])
        elif tag == "map":
            def reader(data: dict[str, Any]) -> Any:
                result: dict[Any, Any] = {}
                for item in _quick_list(data.get("items")):
                    pair = quick(item)
                    if pair.__class__ is not tuple or len(pair) != 2:
                        raise _Irregular
                    result[pair[0]] = pair[1]
                return MappingProxyType(result)
        elif tag == "msg":
            def reader(data: dict[str, Any]) -> Any:
                context, template = data.get("context"), data.get("template")
                params = data.get("params", {})
                if (context.__class__ is not str or template.__class__ is not str
                        or not isinstance(params, dict)):
                    raise _Irregular
                return Message(context, template,
                               {key: quick(value) for key, value in params.items()})
        elif tag == "joined":
            def reader(data: dict[str, Any]) -> Any:
                separator = data.get("separator")
                if separator.__class__ is not str:
                    raise _Irregular
                parts = [quick(part) for part in _quick_list(data.get("parts"))]
                if not all(isinstance(part, str) for part in parts):
                    raise _Irregular
                return Joined(parts, separator)
        else:
            kind = self.classes.get(tag)
            if kind is None:
                raise _Irregular  # not cached: a peer may send any number of such tags
            if issubclass(kind, enum.Enum):
                def reader(data: dict[str, Any]) -> Any:
                    return kind(data.get("value"))
            else:
                names = self.fields(kind)
                allowed = frozenset(names) | {TAG}

                def reader(data: dict[str, Any]) -> Any:
                    if not allowed.issuperset(data):
                        raise _Irregular
                    return kind(**{name: quick(data[name]) for name in names if name in data})
        self._readers[tag] = reader
        return reader

    def _careful(self, data: Any, path: str, problems: Problems) -> Any:
        """The reading that locates every problem (``decode`` without the quick pass)."""
        if data is None or isinstance(data, bool | int | float | str):
            return data
        if isinstance(data, list):
            items = tuple(self._careful(item, child(path, i), problems)
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
            read = [self._careful(p, child(path, i), problems) for i, p in enumerate(parts)]
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
        read = [self._careful(item, child(child(path, "items"), i), problems)
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
        values = {key: self._careful(v, child(child(path, "params"), key), problems)
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
        values = {name: self._careful(data[name], child(path, name), problems)
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
