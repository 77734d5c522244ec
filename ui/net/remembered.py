"""Network tables this app sits at, remembered in the settings until their game ends: the
launcher offers them like unfinished local games, and a restarted app comes back to its seats
with their tokens (a hosted table: after starting its server again).

Kept as one JSON text in the settings, read back through a declared shape: whatever the
settings file holds, a bad entry is dropped, never a traceback.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from companion.core.document import DocumentError, parse_json
from companion.core.errors import CompanionError
from companion.core.shape import (
    Boolean,
    Field,
    Fields,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Parsed,
    Text,
    check,
)
from companion.net.protocol import NAME_LENGTH
from companion_ui.shell.settings import AppSettings

KEY = "network/tables"
KEPT = 20  # the newest tables remembered


def _seat_number(text: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 2:
        raise CompanionError("not a seat number")
    return int(text)


_ENTRY = Fields({
    "url": Text(max_length=200, non_empty=True),
    "code": Text(max_length=12, non_empty=True),
    "game": Text(max_length=40, non_empty=True),
    "tokens": MapOf(Parsed(_seat_number, "a seat number", 2), Text(max_length=64)),
    "host_token": Field(Nullable(Text(max_length=64)), None),
    "hosted": Field(Boolean(), False),
    "bind": Field(Text(max_length=60), "127.0.0.1"),
    "port": Field(Integer(0, 65535), 0),
    "names": Field(ListOf(Text(max_length=NAME_LENGTH)), ()),
    "saved_at": Field(Integer(0), 0),
    "shows_table": Field(Boolean(), False),
})


@dataclass(frozen=True)
class Remembered:
    url: str
    code: str
    game: str
    tokens: dict[int, str]
    host_token: str | None = None
    hosted: bool = False  # the table lives on this app's own server
    bind: str = "127.0.0.1"
    port: int = 0
    names: tuple[str, ...] = ()
    saved_at: int = field(default_factory=lambda: int(time.time()))
    shows_table: bool = False  # this screen shows the table to the room; it plays no seat

    @property
    def key(self) -> str:
        return f"{self.url}#{self.code}"


class RememberedTables:
    def __init__(self, settings: AppSettings) -> None:
        self.settings = settings

    def all(self) -> list[Remembered]:
        raw = self.settings.store.value(KEY, "")
        if not isinstance(raw, str) or not raw:
            return []
        try:
            entries = parse_json(raw, "settings")
        except DocumentError:
            return []
        if not isinstance(entries, list):
            return []
        found = []
        for entry in entries:
            try:
                checked = check(_ENTRY, entry)
            except DocumentError:
                continue  # a bad entry is forgotten, the others kept
            checked["tokens"] = dict(checked["tokens"])
            checked["names"] = tuple(checked["names"])
            found.append(Remembered(**checked))
        return found

    def keep(self, entry: Remembered) -> None:
        others = [e for e in self.all() if e.key != entry.key]
        self._write([entry, *others][:KEPT])

    def forget(self, key: str) -> None:
        self._write([e for e in self.all() if e.key != key])

    def _write(self, entries: list[Remembered]) -> None:
        data: list[dict[str, Any]] = []
        for entry in entries:
            item = asdict(entry)
            item["tokens"] = {str(seat): token for seat, token in entry.tokens.items()}
            item["names"] = list(entry.names)
            data.append(item)
        self.settings.store.setValue(KEY, json.dumps(data))
