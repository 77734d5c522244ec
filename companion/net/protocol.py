"""The table protocol's messages: versioned JSON objects with a ``type``, each with a declared
shape (``companion.core.shape``), so a bad message gets the located errors a bad file gets.

The whole protocol, for anyone writing a client, is ``docs/network-protocol.md``; this module is
its single source of truth for what a client may send.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from typing import Any

from companion.core.document import DocumentError, parse_json, quote
from companion.core.shape import (
    Anything,
    Boolean,
    Field,
    Fields,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Problems,
    Shape,
    Text,
    check,
    wrong,
)

PROTOCOL_VERSION = 1
# A client's frame: its largest real message (an action, a chat line) is a few hundred bytes.
MAX_CLIENT_FRAME = 16 * 1024
# What a client accepts from a server: a Lairs view with its card texts is ~40 KB, twice.
MAX_SERVER_FRAME = 4 * 1024 * 1024
NAME_LENGTH = 40
CHAT_LENGTH = 300
TOKEN_LENGTH = 64
MAX_SEATS = 10  # Coup's largest table


@dataclass(frozen=True)
class PlainText(Shape):
    """Text a person typed: no control characters, no lone surrogates (which cannot be
    written as UTF-8), surrounding spaces trimmed."""

    max_length: int
    non_empty: bool = True

    @property
    def describe(self) -> str:  # type: ignore[override]
        return f"a plain text of {'1' if self.non_empty else '0'}–{self.max_length} characters"

    def read(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, str) or len(value) > self.max_length * 4:
            return wrong(problems, path, self.describe, value)
        text = value.strip()
        if (len(text) > self.max_length or (self.non_empty and not text)
                or any(unicodedata.category(c) in ("Cc", "Cs") for c in text)):
            return wrong(problems, path, self.describe, value)
        return text


def _token() -> Text:
    return Text(max_length=TOKEN_LENGTH, non_empty=True)


CODE = Text(max_length=12, non_empty=True)
SEAT = Integer(0, MAX_SEATS - 1)
BOT = Text(max_length=40, non_empty=True)  # a bot name as `simulate` takes it: ismcts:0.25s

SEAT_PLAN = Fields({
    "kind": Text(max_length=10, non_empty=True),  # "open" or "bot"
    "bot": Field(Nullable(BOT), None),
    "name": Field(Nullable(PlainText(NAME_LENGTH)), None),
}, others="refuse", describe="a seat: {\"kind\": \"open\"} or {\"kind\": \"bot\", \"bot\": …}")

# What a client may send, by type. Unknown keys are refused: a client that sends something the
# server would ignore is better told at once.
def _message(fields: dict[str, Shape | Field]) -> Fields:
    return Fields({"type": Text(max_length=20), **fields}, others="refuse")


CLIENT_MESSAGES: dict[str, Fields] = {
    "hello": _message({"protocol": Integer(0), "client": Field(PlainText(80), "")}),
    "create": _message({
        "game": Text(max_length=40, non_empty=True),
        "seats": ListOf(SEAT_PLAN, "a list of seats", 1, MAX_SEATS),
        "variants": Field(ListOf(Text(max_length=40), "a list of variant names", 0, 8), ()),
        # Milliseconds a bot waits before it moves, so that people can follow (0 in tests).
        "pace": Field(Integer(0, 5000), 700),
    }),
    "join": _message({"code": CODE, "name": PlainText(NAME_LENGTH),
                    "seat": Field(Nullable(SEAT), None)}),
    "resume": _message({"token": _token()}),
    "spectate": _message({"code": CODE}),
    "act": _message({"token": _token(), "state_id": Integer(0),
                   "action": Text(max_length=200, non_empty=True)}),
    "chat": _message({"text": PlainText(CHAT_LENGTH)}),
    "leave": _message({}),
    "start": _message({"host": _token()}),
    "seat": _message({"host": _token(), "seat": SEAT, "bot": Nullable(BOT)}),
    "remove": _message({"host": _token(), "seat": SEAT}),
    "take_back": _message({"token": _token()}),
    "answer": _message({"token": _token(), "agree": Boolean()}),
    "rematch": _message({"token": _token()}),
}
_TYPES = ", ".join(CLIENT_MESSAGES)


def read_client_message(text: str | bytes) -> dict[str, Any]:
    """A client's frame as a checked message (``type`` and its fields), or ``DocumentError``
    naming every problem."""
    if isinstance(text, bytes):
        raise DocumentError(["frames must be text (JSON), not binary"])
    if len(text) > MAX_CLIENT_FRAME:
        raise DocumentError([f"a message of {len(text):,} characters; at most "
                             f"{MAX_CLIENT_FRAME:,}"])
    data = parse_json(text)
    if not isinstance(data, dict):
        raise DocumentError([f"a message must be a JSON object, found {quote(data)}"])
    kind = data.get("type")
    shape = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if shape is None:
        raise DocumentError([f"type must be one of {_TYPES}, found {quote(kind)}"])
    return dict(check(shape, data))


def dumps(message: dict[str, Any]) -> str:
    """A message as compact JSON text (what goes on the wire)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


# --- what a server sends ----------------------------------------------------------------------
def server_messages(view: Shape) -> dict[str, Fields]:
    """The server's messages, by type, with ``view`` the shape of the table's game's views.
    Keys and types a client does not know are let pass unread: a newer server may say more."""
    seat_status = Fields({"seat": SEAT, "name": Text(max_length=NAME_LENGTH),
                          "kind": Text(max_length=10), "bot": Field(Nullable(BOT), None),
                          "connected": Boolean(),
                          # The hello's ``client`` of the connection playing the seat ("": none).
                          "device": Field(Text(max_length=80), "")})
    reason = Field(view, "")
    return {
        "welcome": Fields({"protocol": Integer(0), "server": Text(max_length=80),
                           "games": ListOf(Anything(), "a list of games")}),
        "created": Fields({"code": CODE, "host": _token()}),
        "seated": Fields({"code": CODE, "seat": SEAT, "token": _token(),
                          "name": Text(max_length=NAME_LENGTH)}),
        "watching": Fields({"code": CODE}),
        "table": Fields({
            "code": CODE, "game": Text(max_length=40), "title": Text(max_length=80),
            "variants": ListOf(Text(max_length=40)), "phase": Text(max_length=10),
            "number": Integer(0), "pace": Integer(0),
            "seats": ListOf(seat_status, "a list of seats", 1, MAX_SEATS),
            "take_back": Field(Nullable(Fields({"seat": SEAT, "waiting": ListOf(SEAT)})),
                               None)}),
        "view": Fields({
            "state_id": Integer(0), "number": Integer(0), "seat": Nullable(SEAT),
            "to_move": Nullable(SEAT), "over": Boolean(),
            "result": Nullable(Fields({"winners": ListOf(SEAT),
                                       "scores": Nullable(ListOf(Anything()))})),
            "legal": ListOf(Text(max_length=200), "a list of actions"),
            "view": view, "public": Field(view, None)}),
        "thinking": Fields({"seat": SEAT}),
        "refused": Fields({"to": Text(max_length=20), "reason": reason,
                           "state_id": Field(Nullable(Integer(0)), None)}),
        "chat": Fields({"seat": SEAT, "name": Text(max_length=NAME_LENGTH),
                        "text": Text(max_length=CHAT_LENGTH)}),
        "record": Fields({"number": Integer(0), "record": MapOf(Text(), Anything())}),
        "left": Fields({"reason": reason}),
    }


def read_server_message(text: str | bytes, messages: dict[str, Fields]) -> dict[str, Any]:
    """A server's frame as a checked message (views decoded), or ``DocumentError``."""
    if isinstance(text, bytes):
        raise DocumentError(["frames must be text (JSON), not binary"])
    if len(text) > MAX_SERVER_FRAME:
        raise DocumentError([f"a message of {len(text):,} characters"])
    data = _parse_frame(text)
    kind = data.get("type") if isinstance(data, dict) else None
    if not isinstance(kind, str):
        raise DocumentError([f"a message must be an object with a type, found {quote(data)}"])
    shape = messages.get(kind)
    if shape is None:  # a newer server's message: this client lets it pass unread
        return {"type": kind}
    assert isinstance(data, dict)
    checked = check(shape, {key: value for key, value in data.items() if key != "type"})
    checked["type"] = kind
    return dict(checked)


def _refuse_constant(word: str) -> Any:
    raise ValueError(f"{word} is not a JSON number")


def _parse_frame(text: str) -> Any:
    """A server's frame as JSON values. Not the file reader's ``parse_json``: its scan of every
    token before parsing costs more than the whole message at a view's 40 KB, many times a
    decision. What that scan guards against is still refused here, by the parser itself: NaN
    and Infinity, numbers too long to read, nesting deeper than Python's recursion allows."""
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise DocumentError([f"not valid JSON: {error.msg} (line {error.lineno}, column "
                             f"{error.colno})"]) from None
    except (ValueError, RecursionError) as error:
        raise DocumentError([f"not readable: {str(error)[:80]}"]) from None
