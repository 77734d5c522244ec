"""benchmarks/strength.py's record: a long pairing goes on from the games a file already holds."""

from __future__ import annotations

import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from benchmarks.strength import (
    ROLLOUT,
    Outcome,
    Pairing,
    Record,
    code_fingerprint,
    measure,
    verdict,
)
from companion.core import registry
from companion.core.errors import CompanionError


def _pairing() -> Pairing:
    spec = registry.get("coup")
    return Pairing("coup", 2, ROLLOUT, spec.levels[0])


def test_a_record_keeps_every_game_and_goes_on_from_them(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    with ProcessPoolExecutor(1) as pool:
        first = measure(_pairing(), 3, pool, Record(str(path)), first=1000, chunk=2)
        kept = json.loads(path.read_text(encoding="utf-8"))
        assert kept["version"] == 1
        (entry,) = kept["pairings"].values()
        assert len(entry["games"]) == 3
        lines = path.read_text(encoding="utf-8").splitlines()
        assert sum(line.strip().startswith("[") for line in lines) == 3  # a game a line
        more = measure(_pairing(), 5, pool, Record(str(path)), first=1000, chunk=2)
        fresh = measure(_pairing(), 5, pool, Record(None), first=1000)
    assert more.per_game[:3] == first.per_game
    # Going on from a record plays the very games a run from scratch plays.
    assert more.per_game == fresh.per_game
    (entry,) = json.loads(path.read_text(encoding="utf-8"))["pairings"].values()
    assert len(entry["games"]) == 5


def test_a_record_of_another_kind_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    path.write_text('{"games": []}', encoding="utf-8")
    with pytest.raises(CompanionError, match="not a strength record"):
        Record(str(path))
    path.write_text("{", encoding="utf-8")
    with pytest.raises(CompanionError, match="cannot read"):
        Record(str(path))


def test_runs_sharing_a_record_keep_each_other_s_pairings(tmp_path: Path) -> None:
    path = str(tmp_path / "strength.json")
    one, other = Record(path), Record(path)
    one.keep("coup/2p/a", [(1.0, 0, 0)], 1.0)
    other.keep("coup/4p/b", [(0.0, 0, 0)], 2.0)
    assert set(Record(path).pairings) == {"coup/2p/a", "coup/4p/b"}


def test_reading_a_record_plays_nothing(tmp_path: Path) -> None:
    path = str(tmp_path / "strength.json")
    assert measure(_pairing(), 5, None, Record(path), first=1000) is None
    with ProcessPoolExecutor(1) as pool:
        played = measure(_pairing(), 3, pool, Record(path), first=1000)
    read = measure(_pairing(), 500, None, Record(path), first=1000)
    assert read is not None and played is not None
    assert read.games == 3 and read.per_game == played.per_game


def test_each_pairing_is_told_whether_it_reaches_its_target() -> None:
    def outcome(strong: str, weak: str, players: int, low: float) -> Outcome:
        return Outcome("coup", players, strong, weak, 500, low + 0.04, low, low + 0.08,
                       1 / players, 1.0, None, [])

    assert verdict(outcome("Normal", "Easy", 2, 0.66)).endswith(": met")
    assert verdict(outcome("Normal", "Easy", 2, 0.64)).endswith(": not met")
    assert verdict(outcome("Hard", "Normal", 2, 0.51)) == "  above parity: met"
    assert verdict(outcome("Hard", "Normal", 2, 0.50)) == "  above parity: not met"
    assert verdict(outcome("Rollout", "Easy", 2, 0.40)) == ""


def test_a_record_is_kept_per_version_of_the_game_s_code() -> None:
    key = Record.key(_pairing(), 1000)
    assert key.startswith("coup/2p/Rollout=rollout/Easy=") and key.endswith(
        "/1000/" + code_fingerprint("coup"))
    assert code_fingerprint("coup") != code_fingerprint("scout")
