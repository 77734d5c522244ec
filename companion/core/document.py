"""The one reader of every JSON document Companion opens: files, autosaves, records, set-ups.

A file users hand us may be anything: a FIFO, ``/dev/zero``, 50 MB of one repeated wall, a
hundred thousand ``[``, a number of 5,000 digits, a key written twice. Each of those becomes a
``DocumentError`` with one short line per problem, located by line and column (syntax, limits)
or by the JSON path of the value (shapes, see ``companion.core.shape``); never a traceback, a
hang or a gigabyte of memory.

The limits are far above any document Companion writes (the largest, a long game record, is a
few tens of kilobytes nested five deep) and far below what would hurt.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from companion.core.errors import MalformedInput

if TYPE_CHECKING:
    from companion.core.shape import Shape

MAX_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 64  # arrays and objects inside each other
MAX_NUMBER_LENGTH = 100  # characters of one number: Python refuses ints of 4,300+ digits
MAX_PROBLEMS = 20  # lines of one error; the rest are counted, not listed
QUOTE_LENGTH = 40  # characters of an offending value quoted in a message


class DocumentError(MalformedInput):
    """A document that cannot be read; ``problems`` holds one short line per problem."""

    def __init__(self, problems: Sequence[str], where: str = "") -> None:
        shown = list(problems[:MAX_PROBLEMS])
        if len(problems) > MAX_PROBLEMS:
            shown.append(f"… and {len(problems) - MAX_PROBLEMS} more problems")
        self.problems = tuple(shown)
        super().__init__("; ".join(shown), where)


# Line breaks JSON leaves as they are: a message stays on one line.
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def quote(value: Any, limit: int = QUOTE_LENGTH) -> str:
    """A value as JSON on one line, cut short: a message never repeats a whole megabyte of
    input."""
    pieces: list[str] = []
    size = 0
    # iterencode is lazy, so a huge value costs only the first few pieces.
    for piece in json.JSONEncoder(ensure_ascii=False).iterencode(value):
        pieces.append(piece.translate(_LINE_BREAKS))
        size += len(pieces[-1])
        if size > limit:
            return "".join(pieces)[:limit] + "…"
    return "".join(pieces)


class JsonObject(dict[str, Any]):
    """A JSON object that remembers the keys it saw twice (``json`` keeps only the last)."""

    __slots__ = ("duplicates",)

    def __init__(self, pairs: list[tuple[str, Any]]) -> None:
        super().__init__()
        self.duplicates: list[str] = []
        for key, value in pairs:
            if key in self:
                self.duplicates.append(key)
            self[key] = value


# Strings (skipped whole, escapes included), brackets, and bare words (numbers, true, NaN...).
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[{]|[\]}]|[-+.\w]+')
_NOT_NUMBERS = {"NaN", "Infinity", "-Infinity"}  # json reads them; JSON has no such numbers


def _location(text: str, offset: int) -> str:
    line = text.count("\n", 0, offset) + 1
    return f"line {line}, column {offset - text.rfind(chr(10), 0, offset)}"


def _limit_problem(text: str) -> str | None:
    """The first place the text nests too deep or holds a too long or non-JSON number.

    Checked before ``json.loads``, whose C scanner recurses per level and parses every digit.
    Ends at the first problem, so a file of 100,000 ``[`` costs 65 steps.
    """
    depth = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        first = token[0]
        if first == '"':
            continue
        if first in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return (f"nested more than {MAX_DEPTH} levels deep "
                        f"({_location(text, match.start())})")
        elif first in "]}":
            depth -= 1
        elif token in _NOT_NUMBERS:
            return f"{token} is not a JSON number ({_location(text, match.start())})"
        elif len(token) > MAX_NUMBER_LENGTH and (first.isdigit() or first == "-"):
            return (f"a number of more than {MAX_NUMBER_LENGTH} characters "
                    f"({_location(text, match.start())})")
    return None


def parse_json(text: str, where: str = "") -> Any:
    """JSON text → Python values (objects as ``JsonObject``), within the limits above."""
    problem = _limit_problem(text)
    if problem is not None:
        raise DocumentError([problem], where)
    try:
        data = json.loads(text, object_pairs_hook=JsonObject)
    except json.JSONDecodeError as error:
        raise DocumentError(
            [f"not valid JSON: {error.msg} (line {error.lineno}, column {error.colno})"],
            where) from None
    if _SURROGATE_ESCAPE.search(text):
        place = _lone_surrogate(data, "")
        if place is not None:
            raise DocumentError([f"{place or 'the top level'} holds half of a character "
                                 "(a lone \\ud800–\\udfff escape): it is not text"], where)
    return data


# JSON may spell a character outside the BMP as two escapes; one alone is no character, and
# no file can be written with it. Only a text holding such an escape is searched.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(value: Any, path: str) -> str | None:
    """The JSON path of the first key or string holding a lone surrogate, or None."""
    if isinstance(value, str):
        return path if _SURROGATE.search(value) else None
    items = (value.items() if isinstance(value, dict) else
             enumerate(value) if isinstance(value, list) else ())
    for key, item in items:
        if isinstance(key, str) and _SURROGATE.search(key):
            return f"{path}[{key!a}]"
        inner = f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else key
        found = _lone_surrogate(item, inner)
        if found is not None:
            return found
    return None


def _size(count: int) -> str:
    return f"{count / (1024 * 1024):.1f} MB" if count >= 1024 * 1024 else f"{count:,} bytes"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def read_text(path: str | os.PathLike[str]) -> str:
    """A document file's text: a regular file of at most ``MAX_BYTES``, UTF-8 (a BOM is fine)."""
    where = str(path)
    # O_NONBLOCK: opening a FIFO must not wait for a writer; the fstat below then refuses it.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise DocumentError(["no such file"], where) from None
    except OSError as error:
        raise DocumentError([f"cannot read: {error.strerror or error}"], where) from None
    status = os.fstat(fd)
    if not stat.S_ISREG(status.st_mode):
        os.close(fd)
        raise DocumentError([f"is {_kind(status.st_mode)}, not a document file"], where)
    with os.fdopen(fd, "rb") as handle:
        too_big = (f"is larger than {_size(MAX_BYTES)}, far more than any document "
                   "Companion writes")
        if status.st_size > MAX_BYTES:
            raise DocumentError([f"{too_big} ({_size(status.st_size)})"], where)
        try:
            raw = handle.read(MAX_BYTES + 1)  # +1: a file that grew since fstat is still caught
        except OSError as error:
            raise DocumentError([f"cannot read: {error.strerror or error}"], where) from None
    if len(raw) > MAX_BYTES:
        raise DocumentError([too_big], where)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        offset = error.start
        line = raw.count(b"\n", 0, offset) + 1
        column = offset - raw.rfind(b"\n", 0, offset)
        raise DocumentError(
            [f"not UTF-8 text (byte {raw[offset]:#04x} at line {line}, column {column})"],
            where) from None


def read_json(path: str | os.PathLike[str]) -> Any:
    return parse_json(read_text(path), str(path))


def sniff_format(path: str | os.PathLike[str]) -> str | None:
    """The ``format`` a file declares, or None for anything that is not such a JSON document
    (the cheap "which activity opens this?" question; it never raises)."""
    try:
        data = read_json(path)
    except MalformedInput:
        return None
    fmt = data.get("format") if isinstance(data, dict) else None
    return fmt if isinstance(fmt, str) else None


@dataclass(frozen=True)
class DocumentType:
    """One kind of document: its ``format`` name, its version and its declared shape.

    ``read``/``parse``/``check`` return the value the shape builds (checked and converted) or
    raise ``DocumentError`` listing every problem.
    """

    format: str
    version: int
    shape: Shape
    title: str  # "a Lairs dungeon", for "not a Lairs dungeon (format ...)"

    def check(self, data: Any, where: str = "") -> Any:
        # Imported here: the shape module builds on this one (DocumentError, quote).
        from companion.core.shape import check

        # A file of another kind (or none) gets one line, not a problem for each of its keys.
        if isinstance(data, dict) and data.get("format") != self.format:
            found = quote(data["format"]) if "format" in data else "none"
            raise DocumentError(
                [f"not {self.title}: format must be {self.format!r}, found {found}"], where)
        return check(self.shape, data, where)

    def parse(self, text: str, where: str = "") -> Any:
        return self.check(parse_json(text, where), where)

    def read(self, path: str | os.PathLike[str]) -> Any:
        return self.check(read_json(path), str(path))
