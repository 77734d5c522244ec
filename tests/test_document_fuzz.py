"""Fuzzing every document type: a mutated file is read, or refused with the project's own error.

Each example starts from a valid document (``tests.documents``) and mutates it a few times: a
value replaced by any JSON, a key or item removed, an item repeated, a value replaced by
pathological text (100,000 brackets' worth of nesting, numbers of 5,000 digits, NaN, a key
written twice, notation with odd digits), then possibly the text cut short or a stray byte put
in. Every loader must return or raise ``CompanionError`` with one short line; the CLI must answer
with its exit codes and one line; ``companion FILE`` (the app's open path, offscreen) must open
a window or show one message.
"""

from __future__ import annotations

import copy
import io
import json
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.document import sniff_format
from companion.core.errors import CompanionError
from tests.documents import DOCUMENTS

PATHOLOGICAL = [
    "[" * 5000 + "]" * 5000,
    '{"a": ' * 3000 + "1" + "}" * 3000,
    "9" * 5000,
    "-" + "9" * 5000,
    "1e999",
    "NaN",
    "-Infinity",
    '{"k": 1, "k": 2}',
    json.dumps("x" * 100_000),
    json.dumps("p\u00b2 income"),
    json.dumps("p" + "1" * 5000 + " income"),
    json.dumps("check " + "1" * 5000),
    json.dumps("fight rolled " + "9" * 5000),
]
LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 100), st.text(max_size=6),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["duke", "A1", "B3|C3", "p1 income", "human", "trap", "coup", "loyalist"]),
)
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=5)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    items = value.items() if isinstance(value, dict) else (
        enumerate(value) if isinstance(value, list) else ())
    for key, item in items:
        found += _paths(item, (*prefix, key))
    return found


@st.composite
def mutated(draw: st.DrawFn, document: dict[str, Any]) -> bytes:
    doc: Any = copy.deepcopy(document)
    payloads: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(doc)))
        operation = draw(st.sampled_from(["replace", "delete", "repeat", "pathological"]))
        if operation == "pathological":
            new: Any = f"@@{len(payloads)}@@"
            payloads.append(draw(st.sampled_from(PATHOLOGICAL)))
        else:
            new = draw(VALUES)
        if not path:
            doc = new
            continue
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        if operation == "delete":
            del parent[key]
        elif operation == "repeat" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        else:
            parent[key] = new
    text = json.dumps(doc, ensure_ascii=False)
    for index, payload in enumerate(payloads):
        text = text.replace(json.dumps(f"@@{index}@@"), payload)
    raw = text.encode("utf-8")
    damage = draw(st.sampled_from(["none", "none", "cut", "byte"]))
    at = draw(st.integers(0, len(raw)))
    if damage == "cut":
        raw = raw[:at]
    elif damage == "byte":
        stray = draw(st.sampled_from([b"\xff", b"\x00", b"{", b"]", b'"', b","]))
        raw = raw[:at] + stray + raw[at:]
    return raw


def _one_short_line(message: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message
    assert len(message) < 6000, message[:200]  # at most 20 problems, each quoting short values


FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.mark.parametrize("kind", DOCUMENTS)
@FUZZ
@given(data=st.data())
def test_every_loader_reads_a_mutated_file_or_says_why(kind: str, data: st.DataObject,
                                                      tmp_path: Path) -> None:
    document, load = DOCUMENTS[kind]
    path = tmp_path / "document.json"
    path.write_bytes(data.draw(mutated(document)))
    try:
        load(path)
    except CompanionError as error:
        _one_short_line(str(error))
    sniff_format(path)  # the file-type check of `companion FILE` never raises


CLI = {"dungeon": ["lairs", "validate"], "coup-record": ["coup", "replay"],
       "lairs-record": ["lairs", "replay"]}


@pytest.mark.parametrize("kind", CLI)
@FUZZ
@given(data=st.data())
def test_the_cli_answers_a_mutated_file_with_its_exit_codes(kind: str, data: st.DataObject,
                                                           tmp_path: Path) -> None:
    path = tmp_path / "document.json"
    path.write_bytes(data.draw(mutated(DOCUMENTS[kind][0])))
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main([*CLI[kind], str(path)])
    lines = err.getvalue().splitlines()
    assert code in (0, 1, 2) and "Traceback" not in err.getvalue()
    if code == 2:  # validate: one line per problem (at most 20 and a count); others: one line
        assert 1 <= len(lines) <= (21 if kind == "dungeon" else 1)
        for line in lines:
            _one_short_line(line)
    else:
        assert lines == []


@pytest.mark.parametrize("kind", DOCUMENTS)
@settings(max_examples=6, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_companion_file_opens_a_mutated_file_or_shows_one_message(
        kind: str, data: st.DataObject, tmp_path: Path, shell_context: Any, qtbot: Any,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What ``companion FILE`` does once the app is up: ``ShellContext.open_path``."""
    from PySide6.QtWidgets import QMessageBox

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *_rest: (
        warnings.append(text), QMessageBox.StandardButton.Ok)[1])
    path = tmp_path / "document.json"
    path.write_bytes(data.draw(mutated(DOCUMENTS[kind][0])))
    window = shell_context.open_path(path)
    if window is None:
        assert len(warnings) == 1 and warnings[0]
    else:
        assert warnings == []
        window.close()
        window.deleteLater()
