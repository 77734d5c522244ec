"""Tables kept on disk, so that a server that is stopped or killed resumes every table.

One file per table (``<code>.json``, format ``companion-table``), written atomically after every
decision and every change of seats. It holds the game as a ``companion-record`` (so a table's
game can be replayed like any other) and the seats with the *digests* of their tokens: the
files never hold a secret that would let their reader take a seat. A finished table's file moves
to ``finished/``; a file that cannot be read is set aside (``*.unreadable``) and named once.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from filelock import BaseFileLock, FileLock, Timeout

from companion.core import registry
from companion.core.autosave import set_aside_saying_why
from companion.core.document import DocumentType, read_json
from companion.core.errors import CompanionError, MalformedInput
from companion.core.files import compact_json, remove_leftovers, write_compact_json_atomic
from companion.core.record import GameRecord, Match
from companion.core.shape import (
    Anything,
    Const,
    Field,
    Fields,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Text,
)
from companion.net.protocol import MAX_SEATS, NAME_LENGTH
from companion.net.table import BOT, HUMAN, LOBBY, OPEN, OVER, PLAYING, Seat, Table

TABLE_FORMAT = "companion-table"
TABLE_VERSION = 1
_DIGEST = Text(max_length=64, non_empty=True)

TABLE = DocumentType(TABLE_FORMAT, TABLE_VERSION, Fields({
    "format": Const(TABLE_FORMAT),
    "version": Const(TABLE_VERSION),
    "code": Text(max_length=12, non_empty=True),
    "game": Text(max_length=40, non_empty=True),
    "variants": ListOf(Text(max_length=40), "a list of variant names"),
    "host": _DIGEST,
    "pace": Integer(0, 5000),
    "phase": Text(max_length=10, non_empty=True),
    "state_id": Integer(0),
    "number": Integer(0),
    "seats": ListOf(Fields({
        "kind": Text(max_length=10, non_empty=True),
        "name": Text(max_length=NAME_LENGTH),
        "bot": Field(Nullable(Text(max_length=40)), None),
        "token": Field(Nullable(_DIGEST), None),
    }), "a list of seats", 1, MAX_SEATS),
    "removed": Field(ListOf(_DIGEST, "a list of token digests"), ()),
    "record": Field(Nullable(MapOf(Text(), Anything(), "a game record")), None),
}), "a Companion table")


def table_to_json(table: Table) -> dict[str, Any]:
    return {
        "format": TABLE_FORMAT,
        "version": TABLE_VERSION,
        "code": table.code,
        "game": table.spec.name,
        "variants": sorted(table.variants),
        "host": table.host,
        "pace": table.pace,
        "phase": table.phase,
        "state_id": table.state_id,
        "number": table.number,
        "seats": [{"kind": s.kind, "name": s.name, "bot": s.bot, "token": s.token}
                  for s in table.seats],
        "removed": sorted(table.removed),
        "record": table.match.record.to_json() if table.match is not None else None,
    }


def table_from_json(data: Any, where: str) -> Table:
    checked = TABLE.check(data, where)
    spec = registry.find(checked["game"])
    if spec is None or not spec.playable:
        raise MalformedInput(f"{checked['game']!r} is not a game this Companion plays",
                             f"{where}: game")
    if checked["phase"] not in (LOBBY, PLAYING, OVER):
        raise MalformedInput(f"phase must be {LOBBY}, {PLAYING} or {OVER}", f"{where}: phase")
    seats = []
    for index, seat in enumerate(checked["seats"]):
        if seat["kind"] not in (OPEN, HUMAN, BOT):
            raise MalformedInput(f"kind must be {OPEN}, {HUMAN} or {BOT}",
                                 f"{where}: seats[{index}]")
        seats.append(Seat(seat["kind"], seat["name"], seat["bot"], seat["token"]))
    table = Table(checked["code"], spec, seats, frozenset(checked["variants"]),
                  checked["host"], checked["pace"])
    table.phase, table.state_id, table.number = (checked["phase"], checked["state_id"],
                                                 checked["number"])
    table.removed = set(checked["removed"])
    if checked["record"] is not None:
        record = GameRecord.from_json(checked["record"], f"{where}: record")
        if record.game != spec.name or record.setup.players != len(seats):
            raise MalformedInput("the record is of another game or table", f"{where}: record")
        table.match = Match.resume(spec, record, f"{where}: record")
    elif table.phase != LOBBY:
        raise MalformedInput("a table in play needs its record", f"{where}: record")
    return table


class TableStore:
    """The server's tables folder (``--data``)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    def lock(self) -> BaseFileLock:
        """Hold the folder for one server (released by ``release()``, or by the system when
        the process dies); ``CompanionError`` if another server holds it."""
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = FileLock(self.folder / ".lock")
        try:
            lock.acquire(timeout=0)
        except Timeout:
            raise CompanionError(f"another table server keeps its tables in {self.folder}"
                                 ) from None
        # The folder is this server's now: its writes need not make or tidy it each time.
        (self.folder / "finished").mkdir(exist_ok=True)
        for folder in (self.folder, self.folder / "finished"):
            remove_leftovers(folder)
        return lock

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def save(self, table: Table) -> None:
        """Write a table (a store the server has not locked: the folders made first)."""
        (self.folder / "finished").mkdir(parents=True, exist_ok=True)
        self.write(table.code, compact_json(table_to_json(table)),
                   table.number if table.phase == OVER else None)

    def write(self, code: str, encoded: bytes, finished: int | None = None) -> None:
        """Write a table's JSON (``compact_json(table_to_json(table))``) into the folder
        ``lock`` made; a finished game (``finished``: its number at the table) is also kept in
        ``finished/``."""
        if finished is not None:
            write_compact_json_atomic(self.folder / "finished" / f"{code}-{finished}.json",
                                      encoded)
        write_compact_json_atomic(self.path(code), encoded)

    def discard(self, code: str) -> None:
        self.path(code).unlink(missing_ok=True)

    def load(self) -> tuple[list[Table], list[str]]:
        """Every table kept, and one line per file set aside."""
        tables: list[Table] = []
        problems: list[str] = []
        if not self.folder.is_dir():
            return tables, problems
        for path in sorted(self.folder.glob("*.json")):
            try:
                table = table_from_json(read_json(path), str(path))
                if table.code != path.stem:
                    raise MalformedInput(f"holds table {table.code}, not {path.stem}", str(path))
            except (CompanionError, OSError) as error:
                problems.append(set_aside_saying_why(path, error))
                continue
            tables.append(table)
        return tables, problems
