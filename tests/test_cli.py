"""The `companion` command line: version, help, exit codes, simulate and replay."""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
from collections.abc import Iterator

import pytest

from companion import __version__
from companion.cli import build_parser, main
from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import Match
from tests.tinygame import SPEC, Take


@pytest.fixture
def pebbles() -> Iterator[None]:
    registry.register(SPEC)
    yield
    registry.unregister(SPEC.name)


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0] == f"companion {__version__}"  # what scripts read
    assert lines[1] == "rules: " + ", ".join(
        f"{spec.name} {spec.rules_version}" for spec in registry.games())
    assert lines[2].startswith("Python 3.") and "PySide6 (Qt) 6." in lines[2]
    assert lines[3].startswith("data folder: ")


def test_help_lists_the_registered_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "companion FILE" in out
    for spec in registry.games():
        assert spec.name in out


@pytest.mark.parametrize(
    "argv",
    [["frobnicate"], ["--bogus"], ["lairs", "explode"]],
)
def test_bad_usage_exits_2_with_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]
                                         ) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "error" in err
    assert "Traceback" not in err


def test_simulate_json(pebbles: None, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["pebbles", "simulate", "--games", "30", "--players", "3", "--seed", "4",
            "--bots", "greedy,random,random", "--json"]
    assert main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["game"] == "pebbles" and first["games"] == 30 and first["players"] == 3
    assert first["bots"] == ["greedy", "random", "random"]
    assert first["draws"] == first["unfinished"] == 0
    # Three players: a shared game has two or three winners, each counted.
    assert (30 + first["shared_games"] <= sum(first["wins"].values())
            <= 30 + 2 * first["shared_games"])
    assert main(argv) == 0
    second = json.loads(capsys.readouterr().out)
    assert first["wins"] == second["wins"] and first["mean_turns"] == second["mean_turns"]


def test_simulate_human_output(pebbles: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pebbles", "simulate", "--games", "5"]) == 0
    assert "entrant 0 (random)" in capsys.readouterr().out


def test_simulate_summary_says_how_the_wins_add_up(pebbles: None,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # Seed 1: 13 wins in 10 games, three of them tied for first.
    assert main(["pebbles", "simulate", "--games", "10", "--seed", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert sum(summary["wins"].values()) == 13 and summary["shared_games"] == 3
    assert main(["pebbles", "simulate", "--games", "10", "--seed", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1:6] == [
        "  entrant 0 (random): 8 wins (80.0%)",
        "  entrant 1 (random): 5 wins (50.0%)",
        "  won by one player: 7 games",
        "  shared: 3 games, by 6 winners (a win for each: 13 wins in all)",
        "  draws (nobody won): 0",
    ]


def test_a_shared_scout_game_is_said_so(capsys: pytest.CaptureFixture[str]) -> None:
    """The issue's own case: 6 wins in 5 games of Scout, one game tied by two players."""
    assert main(["scout", "simulate", "--games", "5", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "won by one player: 4 games" in out
    assert "shared: 1 game, by 2 winners (a win for each: 6 wins in all)" in out


@pytest.mark.parametrize("game", [spec.name for spec in registry.games()])
def test_a_game_alone_prints_its_commands(game: str, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    assert main([game]) == 0
    out, err = capsys.readouterr()
    assert out.startswith(f"usage: companion {game}") and err == ""
    assert "simulate" in out and "replay" in out


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    return next(action.choices for action in parser._actions
                if isinstance(action, argparse._SubParsersAction))


@pytest.mark.parametrize("game", [spec.name for spec in registry.games() if spec.playable])
def test_simulate_help_describes_every_option(game: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    spec = registry.get(game)
    simulate = _subcommands(_subcommands(build_parser())[game])["simulate"]
    for action in simulate._actions:
        assert action.help and len(action.help.split()) >= 4, action.option_strings
    assert main([game, "simulate", "--help"]) == 0
    out = capsys.readouterr().out
    for bot in spec.bots:
        assert f"\n  {bot} " in out
    for variant in spec.variants:
        assert f"\n  {variant} " in out
    assert "ismcts:400" in out and "shared" in out
    assert f"companion {game} simulate --games 200 --bots heuristic," in out


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--bots", "random,random,random"], "give 1 or 2"),
        (["--variant", "huge"], "unknown pebbles variant"),
        (["--players", "7"], "2–4 players"),
        (["--games", "many"], "invalid int value"),
    ],
)
def test_simulate_bad_options_exit_2(pebbles: None, capsys: pytest.CaptureFixture[str],
                                     extra: list[str], message: str) -> None:
    assert main(["pebbles", "simulate", "--games", "3", *extra]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_replay_prints_the_final_state(pebbles: None, tmp_path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    match = Match.start(SPEC, GameSetup(2, seed=8, options={"pile": 4}), ["Ann", "Bo"])
    for count in (3, 1):
        match.play(Take(count))
    path = tmp_path / "game.json"
    match.record.save(path)
    assert main(["pebbles", "replay", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["over"] and document["actions"] == 2
    assert document["winners"] == sorted(match.state.result().winners)
    winner = ["Ann", "Bo"][min(match.state.result().winners)]
    assert document["names"] == ["Ann", "Bo"] and document["winner_names"] == [winner]
    assert [d["player"] for d in document["decisions"]] == ["Ann", "Bo"]
    assert main(["pebbles", "replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[:6] == [
        "Pebbles, 2 players: Ann (human), Bo (human)",
        "  seed 8",
        "Turn 1",
        "  Ann: take 3",
        "Turn 2",
        "  Bo: take 1",
    ]
    assert f"Result: {winner} won after 2 turns" in out
    assert "{" not in out and "None" not in out and "p1" not in out


def test_replay_of_a_broken_record_exits_2(pebbles: None, tmp_path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    assert main(["pebbles", "replay", str(path)]) == 2
    assert main(["pebbles", "replay", str(tmp_path / "missing.json")]) == 2
    err = capsys.readouterr().err
    assert "not valid JSON" in err and "no such file" in err


def test_installed_entry_point_runs_without_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "companion", "nonsense"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_a_missing_file_to_open_is_named(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    missing = tmp_path / "dungeon.json"
    assert main([str(missing)]) == 2
    assert capsys.readouterr().err.strip() == f"companion: cannot open {missing}: no such file"


class Terminal(io.StringIO):
    """A stderr that says it is a terminal, as a person's shell is."""

    def isatty(self) -> bool:
        return True


def on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> Terminal:
    """stderr becomes a terminal (in the test's body: capsys replaces stderr as the test
    starts)."""
    stderr = Terminal()
    monkeypatch.setattr(sys, "stderr", stderr)
    return stderr


def test_simulate_shows_progress_on_a_terminal(pebbles: None, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    terminal = on_a_terminal(monkeypatch)
    assert main(["pebbles", "simulate", "--games", "40"]) == 0
    assert "0/40" in terminal.getvalue() and "game/s" in terminal.getvalue()
    assert "0/40" not in capsys.readouterr().out


def test_progress_never_in_json_output(pebbles: None, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    terminal = on_a_terminal(monkeypatch)
    assert main(["pebbles", "simulate", "--games", "40", "--json"]) == 0
    assert terminal.getvalue() == ""
    assert json.loads(capsys.readouterr().out)["games"] == 40


def test_no_progress_when_stderr_is_not_a_terminal(pebbles: None,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pebbles", "simulate", "--games", "40"]) == 0
    assert capsys.readouterr().err == ""


def test_difficulty_shows_progress_on_a_terminal_but_not_with_json(
        monkeypatch: pytest.MonkeyPatch, tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    from companion.core.resources import read_resource_text

    terminal = on_a_terminal(monkeypatch)

    dungeon = tmp_path / "grotto.json"
    dungeon.write_text(read_resource_text("lairs", "samples/mossy-grotto.json"))
    assert main(["lairs", "difficulty", str(dungeon), "--runs", "12"]) == 0
    assert "0/36" in terminal.getvalue() and "run/s" in terminal.getvalue()  # 12 per profile
    shown = len(terminal.getvalue())
    assert main(["lairs", "difficulty", str(dungeon), "--runs", "12", "--json"]) == 0
    assert len(terminal.getvalue()) == shown
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["runs_per_profile"] == 12


def test_the_about_box_carries_what_a_bug_report_needs(qapp: object,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from companion_ui.shell.about import show_about
    from companion_ui.shell.context import autosave_folder

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    show_about(QWidget())
    assert f"Companion {__version__}" in shown[0] and "Coup 1" in shown[0]
    assert autosave_folder().parent.as_posix() in shown[0]
