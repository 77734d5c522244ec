"""The document reader and the cases of issue 10, one regression test each."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from companion.cli import main
from companion.core import registry
from companion.core.autosave import AutosaveStore
from companion.core.document import MAX_BYTES, DocumentError, parse_json, sniff_format
from companion.core.errors import CompanionError, MalformedInput, NotationError
from companion.core.files import STALE_SECONDS, write_json_atomic, write_text_atomic
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match
from companion.coup.actions import parse_action as coup_action
from companion.coup.tracker_file import load_tracker
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.notation import parse_action as lairs_action
from companion.lairs.tabletop.announcements import parse_announcement
from companion.lairs.tabletop.table_sheet import TableSheet
from tests.documents import DOCUMENTS

DEEP = "[" * 100_000


def _run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def _write(tmp_path: Path, document: Any, name: str = "doc.json") -> Path:
    path = tmp_path / name
    path.write_text(document if isinstance(document, str) else json.dumps(document),
                    encoding="utf-8")
    return path


# --- the reader ---------------------------------------------------------------------------------
def test_errors_are_located_by_line_and_column() -> None:
    with pytest.raises(DocumentError, match=r"line 3, column 7"):
        parse_json('{\n  "a": 1,\n  "b" 2\n}')
    with pytest.raises(DocumentError, match=r"more than 64 levels deep \(line 2, column 65\)"):
        parse_json("\n" + DEEP)
    with pytest.raises(DocumentError, match=r"a number of more than 100 characters \(line 1"):
        parse_json("[" + "9" * 5000 + "]")
    with pytest.raises(DocumentError, match="NaN is not a JSON number"):
        parse_json('{"a": NaN}')


def test_half_a_character_is_refused_where_it_is_and_a_whole_one_read(tmp_path: Path) -> None:
    """A lone surrogate escape reads as no character and cannot be written back: refused,
    located, from every document (a dungeon's name here); an escaped pair is one character."""
    assert parse_json('{"name": "\\ud83d\\ude00"}') == {"name": "\U0001f600"}
    with pytest.raises(DocumentError, match=r"names\[1\] holds half of a character"):
        parse_json('{"names": ["Ann", "B\\udc80"]}')
    dungeon = json.loads(json.dumps(DOCUMENTS["dungeon"][0]))
    path = tmp_path / "lone.json"
    path.write_text(json.dumps(dungeon).replace('"name": "', '"name": "\\ud800', 1))
    with pytest.raises(MalformedInput, match=r"lone\.json: name holds half of a character"):
        load_dungeon(path)


def test_strings_may_hold_brackets_digits_and_escaped_quotes() -> None:
    text = json.dumps({"a": "[" * 100 + "9" * 200 + '\\"{', "b": [1, 2.5e3, -3]})
    assert parse_json(text) == json.loads(text)


def test_fifo_device_folder_and_huge_files_are_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(DocumentError, match="is a pipe, not a document file"):
        load_dungeon(fifo)  # would wait for a writer for ever
    with pytest.raises(DocumentError, match="is a device"):
        load_dungeon("/dev/zero")  # would fill the memory
    with pytest.raises(DocumentError, match="is a folder"):
        load_dungeon(tmp_path)
    huge = tmp_path / "walls.json"
    walls = json.dumps(["A1|A2"] * (MAX_BYTES // 8))
    huge.write_text('{"format": "lairs-dungeon", "version": 1, "features": {}, "walls": '
                    f"{walls}}}")
    started = time.monotonic()
    code, _out, err = _run("lairs", "validate", str(huge))
    assert code == 2 and "is larger than 2.0 MB" in err and len(err) < 300
    assert time.monotonic() - started < 1


def test_many_problems_are_counted_not_all_listed_and_values_are_quoted_short(
        tmp_path: Path) -> None:
    walls = ["A1|A2"] * 5000 + ["Z" * 10_000]
    path = _write(tmp_path, {"format": "lairs-dungeon", "version": 1, "features": {},
                             "walls": walls})
    code, _out, err = _run("lairs", "validate", str(path))
    lines = err.splitlines()
    assert code == 2 and len(lines) == 21 and lines[-1].endswith("… and 4980 more problems")
    assert max(len(line) for line in lines) < 200
    with pytest.raises(DocumentError) as caught:
        load_dungeon(_write(tmp_path, {"format": "x" * 10_000}))
    assert len(str(caught.value)) < 200 and "…" in str(caught.value)


def test_a_key_written_twice_is_located(tmp_path: Path) -> None:
    path = _write(tmp_path, '{"format": "coup-tracker", "version": 1, "version": 1}')
    with pytest.raises(DocumentError, match='key "version" appears twice'):
        load_tracker(path)


# --- records ------------------------------------------------------------------------------------
def test_a_deeply_nested_record_is_a_one_line_error_not_a_traceback(tmp_path: Path) -> None:
    path = _write(tmp_path, DEEP)
    code, _out, err = _run("coup", "replay", str(path))
    assert code == 2 and err == f"companion: {path}: nested more than 64 levels deep " \
                                "(line 1, column 65)\n"


def test_a_record_with_fewer_names_than_players_is_refused(tmp_path: Path) -> None:
    document = dict(DOCUMENTS["coup-record"][0], names=["Ann", "Bo"])
    code, _out, err = _run("coup", "replay", str(_write(tmp_path, document)))
    assert code == 2 and "names lists 2 for 3 players" in err


def test_a_record_may_name_its_rules_version(tmp_path: Path) -> None:
    document = DOCUMENTS["coup-record"][0]
    assert GameRecord.load(_write(tmp_path, dict(document, rules=3))).game == "coup"
    with pytest.raises(DocumentError, match="rules must be a whole number ≥ 0, found -1"):
        GameRecord.load(_write(tmp_path, dict(document, rules=-1)))


# --- notation -------------------------------------------------------------------------------------
@pytest.mark.parametrize("parse, text", [
    (coup_action, "p² income"),
    (coup_action, "p" + "1" * 5000 + " income"),
    (lairs_action, "check " + "1" * 5000),
    (parse_announcement, "fight rolled " + "9" * 5000),
])
def test_odd_or_endless_digits_in_notation_are_notation_errors(parse: Any, text: str) -> None:
    with pytest.raises(NotationError):
        parse(text)


def test_a_record_action_with_endless_digits_is_reported(tmp_path: Path) -> None:
    document = dict(DOCUMENTS["coup-record"][0])
    document["actions"] = [*document["actions"], "p" + "1" * 150 + " income"]
    code, _out, err = _run("coup", "replay", str(_write(tmp_path, document)))
    assert code == 2 and "actions[6]" in err


# --- tracker sessions and map sheets --------------------------------------------------------------
def test_tracker_sessions_without_revealed_load_and_odd_values_are_located(
        tmp_path: Path) -> None:
    document = json.loads(json.dumps(DOCUMENTS["tracker"][0]))
    del document["players"][0]["revealed"]
    assert load_tracker(_write(tmp_path, document)).table.revealed[0] == ()
    document["players"][0]["revealed"] = [["duke"]]
    with pytest.raises(DocumentError, match=r"players\[0\].revealed\[0\] must be one of"):
        load_tracker(_write(tmp_path, document))
    document["players"][0]["revealed"] = []
    document["claims"][0]["character"] = {"duke": 1}
    with pytest.raises(DocumentError, match=r"claims\[0\].character must be one of"):
        load_tracker(_write(tmp_path, document))


@pytest.mark.parametrize("change, message", [
    (lambda d: d["map"].update(tracker={}), r"map.tracker must be a cell .* or null, found \{\}"),
    (lambda d: d["score"].update(exit_rank=True), "score.exit_rank must be a whole number"),
    (lambda d: d["score"].update(treasures=["jade-idol", "jade-idol"]),
     r'score.treasures\[1\] "jade-idol": the same card as "jade-idol", listed twice'),
])
def test_table_sheets_refuse_odd_values_with_their_paths(tmp_path: Path, change: Any,
                                                         message: str) -> None:
    document = json.loads(json.dumps(DOCUMENTS["sheet"][0]))
    change(document)
    with pytest.raises(DocumentError, match=message):
        TableSheet.load(_write(tmp_path, document))


# --- the app --------------------------------------------------------------------------------------
def test_the_file_type_check_of_companion_file_survives_deep_nesting(tmp_path: Path) -> None:
    assert sniff_format(_write(tmp_path, DEEP)) is None
    assert sniff_format(_write(tmp_path, DOCUMENTS["dungeon"][0])) == "lairs-dungeon"


def test_an_unreadable_autosave_is_set_aside_and_reported_once_in_the_launcher(
        qtbot: Any, shell_context: Any) -> None:
    from companion_ui.shell.launcher import LauncherWindow

    folder = shell_context.autosaves.folder
    folder.mkdir(parents=True)
    (folder / "coup-broken.json").write_text(DEEP)
    launcher = LauncherWindow(shell_context)  # the app starts
    qtbot.addWidget(launcher)
    assert not (folder / "coup-broken.json").exists()
    assert (folder / "coup-broken.json.unreadable").read_text() == DEEP  # kept, renamed
    assert launcher.set_aside_label.isVisibleTo(launcher)
    assert "coup-broken.json: nested more than 64 levels" in launcher.set_aside_label.text()
    assert shell_context.autosaves.unfinished() == ([], [])  # not reported again


def test_an_unreadable_document_autosave_is_set_aside(qtbot: Any, shell_context: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    autosaves = shell_context.document_autosaves
    copy = autosaves.document_path("lairs.map-sheet", "k1")
    copy.parent.mkdir(parents=True)
    copy.write_text(DEEP)
    autosaves.note_origin("lairs.map-sheet", "k1", None)
    autosaves.note_origin("lairs.map-sheet", "k2", None)
    autosaves._origin_path("lairs.map-sheet", "k2").write_text(DEEP)
    offers = shell_context.recovered_documents()
    assert [recovered.key for recovered, _activity in offers] == ["k1"]
    assert len(shell_context.set_aside) == 1 and "k2.origin.json" in shell_context.set_aside[0]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *_rest: warnings.append(text))
    assert shell_context.recover_document(*offers[0]) is None
    assert "nested more than 64 levels" in warnings[0]
    assert shell_context.recovered_documents() == []
    assert copy.with_name("k1.json.unreadable").exists()


def test_a_finished_game_left_by_a_crash_is_not_offered(tmp_path: Path) -> None:
    spec = registry.get("coup")
    match = Match.start(spec, GameSetup(2, seed=1), ["A", "B"], ["human", "human"])
    while not match.state.is_over():
        match.play(match.state.legal_actions()[0])
    store = AutosaveStore(tmp_path)
    store.save("coup-done", match.record)  # the crash came before the removal
    store.save("coup-open", GameRecord("coup", match.record.setup, match.record.actions[:3]))
    games, problems = store.unfinished()
    assert [game.key for game in games] == ["coup-open"] and problems == []
    assert not store.path("coup-done").exists()


# --- writing --------------------------------------------------------------------------------------
def test_atomic_writes_keep_the_mode_and_follow_the_umask(tmp_path: Path) -> None:
    target = tmp_path / "shared.json"
    target.write_text("{}")
    target.chmod(0o644)
    write_json_atomic(target, {"a": 1})
    assert target.stat().st_mode & 0o777 == 0o644
    old = os.umask(0o027)
    try:
        write_json_atomic(tmp_path / "new.json", {})
    finally:
        os.umask(old)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o640


def test_temporary_files_of_interrupted_writes_are_cleaned_up(tmp_path: Path) -> None:
    stale = tmp_path / ".game.json.abc123.tmp"
    fresh = tmp_path / ".game.json.def456.tmp"  # maybe another process writing right now
    for leftover in (stale, fresh):
        leftover.write_text("{half")
    past = time.time() - STALE_SECONDS - 5
    os.utime(stale, (past, past))
    write_text_atomic(tmp_path / "game.json", "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == [fresh.name, "game.json"]


# --- the rest of the issue ------------------------------------------------------------------------
def test_a_lairs_game_can_be_cloned() -> None:
    game = registry.get("lairs").start(GameSetup(2, seed=1))
    before = (game.to_move, list(game.legal_actions()))
    clone = game.clone()
    assert (clone.to_move, list(clone.legal_actions())) == before
    clone.apply(clone.legal_actions()[0])
    assert (game.to_move, list(game.legal_actions())) == before  # the original is untouched


def test_validate_output_survives_an_ascii_terminal(tmp_path: Path) -> None:
    path = _write(tmp_path, {"format": "lairs-dungeon", "version": 1, "walls": [],
                             "features": {}})
    done = subprocess.run([sys.executable, "-m", "companion", "lairs", "validate", str(path)],
                          capture_output=True, env={**os.environ, "PYTHONIOENCODING": "ascii"},
                          check=False)
    assert done.returncode == 1 and b"INVALID \\u2014" in done.stdout and done.stderr == b""


def test_every_loader_refuses_the_wrong_kind_of_document_in_one_line(tmp_path: Path) -> None:
    dungeon = _write(tmp_path, DOCUMENTS["dungeon"][0])
    for kind, (_document, load) in DOCUMENTS.items():
        if kind == "dungeon":
            continue
        with pytest.raises(MalformedInput) as caught:
            load(dungeon)
        assert isinstance(caught.value, CompanionError)
        assert "format must be" in str(caught.value) and ";" not in str(caught.value)


@pytest.mark.parametrize("key", ["\n", "\x1c", "\x85", "\u2028", "\u2029"])
def test_a_quoted_value_stays_on_one_line(key: str) -> None:
    from companion.core.document import quote

    assert len(f"found {quote({key: None})}".splitlines()) == 1


def test_saving_through_a_link_saves_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "real" / "dungeon.json"
    real.parent.mkdir()
    real.write_text("{}")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_json_atomic(link, {"saved": True})
    assert link.is_symlink() and json.loads(real.read_text()) == {"saved": True}


def test_a_file_name_with_a_line_break_keeps_the_error_on_one_line(tmp_path: Path) -> None:
    odd = tmp_path / "two\nlines.json"
    odd.write_text("{oops")
    err = io.StringIO()
    with redirect_stderr(err):
        assert main(["lairs", "validate", str(odd)]) != 0
    assert err.getvalue().count("\n") == 1 and "two\\nlines.json" in err.getvalue()
    err = io.StringIO()
    with redirect_stderr(err):
        assert main(["coup", "replay", str(odd)]) != 0
    assert err.getvalue().count("\n") == 1 and "two\\nlines.json" in err.getvalue()


def test_a_die_face_of_thousands_of_digits_is_refused_in_one_line(tmp_path: Path) -> None:
    dungeon = tmp_path / "d.json"
    write_json_atomic(dungeon, DOCUMENTS["dungeon"][0])
    err = io.StringIO()
    with redirect_stderr(err):
        code = main(["lairs", "difficulty", "--die", "1," + "9" * 5000, str(dungeon)])
    assert code != 0 and err.getvalue().count("\n") == 1 and len(err.getvalue()) < 300
    assert "die faces must be whole numbers from 1 to 999" in err.getvalue()
