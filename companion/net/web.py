"""The phone page: the web client that the table server serves on its own port.

Phones at a real table open ``http://HOST:PORT/`` (``?code=CODE&lang=xx`` fills in the join
screen) and play their seat through the documented protocol, like any other client. Being
served by the table server itself is what lets the page through the server's ``Origin`` check.

What is served, and nothing else:

- ``/`` (and ``/index.html``): the page, ``resources/web/index.html``;
- files of ``resources/web/`` by their path (``/app.js``, ``/games/coup.js``), of a few known
  kinds only (HTML, CSS, JavaScript, JSON, SVG, PNG);
- ``/words/LANG.json``: the page's own words (``resources/web/words/LANG.json``) together with
  the app's translations of the catalogue contexts the page uses
  (``resources/web/words/contexts.json``), read from the Qt catalogues, so the page says the
  games' words exactly as the app does;
- ``/art/FOLDER/NAME.svg``: the games' pictures that the app draws too (the Coup cards' emblems).

Paths are matched segment by segment against plain names (letters, digits, ``-``, ``_``, ``.``,
never a leading dot), so nothing outside those folders can be named. Answers carry an ``ETag``
and ``Cache-Control: no-cache``: a phone asks again each time but gets ``304 Not Modified``
while nothing changed, and never runs a page older than its server.
"""

from __future__ import annotations

import hashlib
import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from importlib.resources.abc import Traversable
from typing import Any
from urllib.parse import unquote, urlsplit

from companion.core.resources import resource

# The app's languages, each named in itself (the page's language switcher shows these).
LANGUAGES = {"en": "English", "tr": "Türkçe", "hu": "Magyar", "hr": "Hrvatski"}
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}
# Pictures the page may show, by the folder of resources/ they live in.
ART_FOLDERS = {"coup": ("coup",), "icons": ("icons",), "lairs": ("lairs", "pieces")}
ART_SUFFIXES = (".svg", ".png")
# One segment of a path: a plain file or folder name (no "..", no hidden files, no separators).
_SEGMENT = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}")
# Nothing served may run code from elsewhere or talk to any server but this one.
SECURITY_HEADERS = (
    ("Content-Security-Policy",
     "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)


@dataclass(frozen=True)
class WebFile:
    """One answer of the page server: its content type and bytes (and a tag that changes
    whenever the bytes do)."""

    content_type: str
    body: bytes

    @property
    def etag(self) -> str:
        return '"' + hashlib.sha256(self.body).hexdigest()[:32] + '"'


def web_page(target: str) -> WebFile | None:
    """The file a request's target (path and query, as sent) names, or None (not found)."""
    path = urlsplit(target).path
    if path in ("/", "/index.html"):
        return _file(resource("web", "index.html"), ".html")
    parts = _segments(path)
    if parts is None:
        return None
    if len(parts) == 2 and parts[0] == "words" and parts[1].endswith(".json"):
        language = parts[1].removesuffix(".json")
        if language not in LANGUAGES:
            return None
        return WebFile(CONTENT_TYPES[".json"], words_json(language))
    if parts[0] == "art":
        if len(parts) != 3 or parts[1] not in ART_FOLDERS or not parts[2].endswith(
                ART_SUFFIXES):
            return None
        return _file(resource(*ART_FOLDERS[parts[1]], parts[2]), _suffix(parts[2]))
    suffix = _suffix(parts[-1])
    if suffix not in CONTENT_TYPES:
        return None
    return _file(resource("web", *parts), suffix)


def _segments(path: str) -> list[str] | None:
    """A path's names, or None when any of them is not a plain name (``..``, ``.hidden``, an
    encoded slash or backslash, an empty segment)."""
    if not path.startswith("/"):
        return None
    try:
        parts = unquote(path[1:], errors="strict").split("/")
    except UnicodeDecodeError:
        return None
    if not parts or not all(_SEGMENT.fullmatch(part) for part in parts):
        return None
    return parts


def _suffix(name: str) -> str:
    return name[name.rfind("."):].lower() if "." in name else ""


def _file(node: Traversable, suffix: str) -> WebFile | None:
    if not node.is_file():
        return None
    return WebFile(CONTENT_TYPES[suffix], node.read_bytes())


# --- words ----------------------------------------------------------------------------------
@cache
def words_json(language: str) -> bytes:
    """Everything the page says in ``language``, as one JSON document: ``page`` (the page's
    own words, by key) and ``catalogue`` (context → English source → translation; a plural
    is a list of the language's forms, ``%n`` standing for the number)."""
    page = json.loads(resource("web", "words", f"{language}.json").read_text("utf-8"))
    contexts = json.loads(resource("web", "words", "contexts.json").read_text("utf-8"))
    document = {
        "language": language,
        "languages": LANGUAGES,
        "page": page,
        "catalogue": catalogue(language, tuple(contexts["contexts"])),
    }
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


def catalogue(language: str, contexts: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """The finished translations of ``contexts`` in the app's catalogue for ``language``
    (``resources/translations/companion_LANG.ts``). A source with a disambiguation is keyed
    ``comment + "\\u0004" + source``, as gettext keys its contexts."""
    wanted = set(contexts)
    found: dict[str, dict[str, Any]] = {name: {} for name in contexts}
    root = ET.fromstring(resource("translations", f"companion_{language}.ts").read_bytes())
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        if name not in wanted:
            continue
        for entry in context.iter("message"):
            translated = _translation(entry)
            if translated is None:
                continue
            source = entry.findtext("source") or ""
            comment = entry.findtext("comment")
            found[name][f"{comment}\u0004{source}" if comment else source] = translated
    return found


def _translation(entry: ET.Element) -> str | list[str] | None:
    """An entry's translation: a text, or for a plural its forms; None when unfinished."""
    node = entry.find("translation")
    if node is None or node.get("type") in ("unfinished", "vanished", "obsolete"):
        return None
    if entry.get("numerus") == "yes":
        forms = [form.text or "" for form in node.iter("numerusform")]
        return forms if forms and all(forms) else None
    return node.text or None
