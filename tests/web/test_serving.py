"""The phone page as the table server serves it: its files with their content types, nothing
outside them (however the path is written), 404 for anything unknown, revalidation by ETag,
the page's words in all four languages, and the table server's other guards unchanged. No
browser: plain HTTP and WebSocket requests on 127.0.0.1."""

from __future__ import annotations

import http.client
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.net.serve import phone_words
from companion.net.web import LANGUAGES, catalogue, web_page
from tests.web.support import ServedTables, served

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "resources" / "web"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.fixture(scope="module")
def tables() -> Iterator[ServedTables]:
    with served() as running:
        yield running


def get(tables: ServedTables, path: str, headers: dict[str, str] | None = None
        ) -> tuple[int, dict[str, str], bytes]:
    """One request with ``path`` sent exactly as written (no client-side normalising)."""
    host, port = tables.address.rsplit(":", 1)
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.putrequest("GET", path, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        connection.endheaders()
        answer = connection.getresponse()
        return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
    finally:
        connection.close()


@pytest.mark.parametrize(("path", "kind"), [
    ("/", "text/html; charset=utf-8"),
    ("/?code=KX7PQ&lang=tr", "text/html; charset=utf-8"),
    ("/index.html", "text/html; charset=utf-8"),
    ("/app.js", "text/javascript; charset=utf-8"),
    ("/app.css", "text/css; charset=utf-8"),
    ("/js/link.js", "text/javascript; charset=utf-8"),
    ("/games/coup.js", "text/javascript; charset=utf-8"),
    ("/words/hr.json", "application/json; charset=utf-8"),
    ("/art/coup/duke.svg", "image/svg+xml"),
    ("/art/icons/coup.svg", "image/svg+xml"),
])
def test_each_kind_of_file_comes_with_its_content_type(tables: ServedTables, path: str,
                                                       kind: str) -> None:
    status, headers, body = get(tables, path)
    assert status == 200
    assert headers["content-type"] == kind
    assert int(headers["content-length"]) == len(body) > 0
    assert headers["cache-control"] == "no-cache"
    assert "default-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"


def test_the_page_is_the_index_and_a_file_is_itself(tables: ServedTables) -> None:
    assert get(tables, "/")[2] == (WEB / "index.html").read_bytes()
    assert get(tables, "/app.js")[2] == (WEB / "app.js").read_bytes()


@pytest.mark.parametrize("path", [
    "/../pyproject.toml", "/..%2fpyproject.toml", "/%2e%2e/%2e%2e/companion/net/web.py",
    "/js/..%2f..%2fcompanion/net/web.py", "/js/../../setup.py", "/%2e%2e%2f%2e%2e%2fsetup.py",
    "/art/coup/..%2f..%2ftranslations/companion_tr.ts", "/art/../translations/companion_tr.ts",
    "/art/translations/companion_tr.ts", "/words/../words/en.json", "/words/xx.json",
    "/words/en", "/%5c..%5cpyproject.toml", "/js/link.js%00.css", "/.hidden.js",
    "//etc/passwd", "/README.md", "/words/contexts", "/js/", "/missing.js", "/art/coup/duke.ts",
    "/%ff%fe.js", "/app.js/", "/favicon.ico",
])
def test_nothing_outside_the_page_s_files_is_served(tables: ServedTables, path: str) -> None:
    status, _headers, body = get(tables, path)
    assert status == 404, (path, body[:80])
    assert body == b"Not found\n"
    assert web_page(path) is None


def test_a_file_unchanged_since_is_not_sent_again(tables: ServedTables) -> None:
    _status, headers, _body = get(tables, "/app.js")
    status, again, body = get(tables, "/app.js", {"If-None-Match": headers["etag"]})
    assert (status, body) == (304, b"")
    assert again["etag"] == headers["etag"]
    assert get(tables, "/app.js", {"If-None-Match": '"other"'})[0] == 200


def test_the_origin_check_still_keeps_other_sites_pages_out(tables: ServedTables) -> None:
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect

    with pytest.raises(InvalidStatus, match="403"):
        connect(tables.ws, origin="http://evil.example", proxy=None)  # type: ignore[arg-type]
    # The page this server served is of its origin, and gets in.
    with connect(tables.ws, origin=tables.http, proxy=None):  # type: ignore[arg-type]
        pass


def test_the_words_come_in_all_four_languages_with_the_app_s_translations(
        tables: ServedTables) -> None:
    contexts = json.loads((WEB / "words" / "contexts.json").read_text("utf-8"))["contexts"]
    for language in LANGUAGES:
        status, _headers, body = get(tables, f"/words/{language}.json")
        assert status == 200
        words = json.loads(body)
        assert words["language"] == language
        assert words["languages"] == LANGUAGES
        assert words["page"] == json.loads((WEB / "words" / f"{language}.json").read_text())
        assert set(words["catalogue"]) == set(contexts)
    turkish = json.loads(get(tables, "/words/tr.json")[2])["catalogue"]
    assert turkish["CoupCard"]["Duke"] == "Dük"
    assert turkish["CoupPrompt"]["Your turn (%n coin(s)). Choose an action."] == [
        "Sıra sende (%n sikke). Bir hamle seç."]
    croatian = json.loads(get(tables, "/words/hr.json")[2])["catalogue"]
    assert len(croatian["CoupTable"]["Court deck: %n card(s)"]) == 3  # one, few, many


def test_every_page_word_is_in_every_language_with_the_same_placeholders() -> None:
    english = json.loads((WEB / "words" / "en.json").read_text("utf-8"))
    for language in LANGUAGES:
        words = json.loads((WEB / "words" / f"{language}.json").read_text("utf-8"))
        assert set(words) == set(english), language
        for key, text in words.items():
            assert text.strip(), (language, key)
            assert sorted(PLACEHOLDER.findall(text)) == sorted(
                PLACEHOLDER.findall(english[key])), (language, key)


def _scripts() -> dict[Path, str]:
    return {path: path.read_text("utf-8") for path in sorted(WEB.rglob("*.js"))}


def test_every_word_the_scripts_use_exists() -> None:
    """The scripts name page words by key and app words by context and English source; each
    must be there (a typo would show the key, or the English, in every language)."""
    english = json.loads((WEB / "words" / "en.json").read_text("utf-8"))
    contexts = set(json.loads((WEB / "words" / "contexts.json").read_text("utf-8"))["contexts"])
    translated = {language: catalogue(language, tuple(contexts)) for language in ("tr", "hu",
                                                                                  "hr")}
    used_keys: set[str] = set()
    looked_up: list[tuple[str, str]] = []
    for path, text in _scripts().items():
        used_keys |= set(re.findall(r"\bt\(\"([\w.]+)\"", text))
        for context, source in re.findall(r"\btr(?:Label)?\(\s*\"(\w+)\",\s*\"((?:[^\"\\]|\\.)*)\"",
                                          text):
            looked_up.append((context, json.loads(f'"{source}"')))
        assert not re.search(r"\bt\(`", text), f"{path.name}: a page word named by a template"
    assert used_keys, "no page word found: the pattern no longer matches the scripts"
    assert used_keys - set(english) == set()
    assert len(looked_up) > 100
    missing = []
    for context, source in looked_up:
        if context not in contexts:
            missing.append(f"{context} is not served ({source})")
            continue
        for language, found in translated.items():
            if source not in found[context]:
                missing.append(f"{language}: {context} / {source}")
    assert missing == []
    # And every page word is used somewhere (none left behind when a screen changes).
    assert set(english) - used_keys == set()


def test_serve_says_where_phones_open_the_page() -> None:
    assert phone_words("127.0.0.1", 8765) == (
        "The phone page is at http://127.0.0.1:8765/ (this machine only).")
    shared = phone_words("0.0.0.0", 8765, ["192.168.1.5"])
    first, *code = shared.splitlines()
    assert first == "Phones at the table open http://192.168.1.5:8765/ (scan the code):"
    assert len(code) > 10 and all(set(line) <= set("█▀▄ ") for line in code)
    assert "ADDRESS" in phone_words("0.0.0.0", 8765, [])
