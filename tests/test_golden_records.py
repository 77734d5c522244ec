"""Golden records: saved games of every playable game replay to the same final position.

A rule change that alters what a record replays to shows up here; then bump the game's
``rules_version`` and write the files again: ``python -m tests.test_golden_records``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.core.simulate import derived_seed

GOLDEN = Path(__file__).parent / "golden"
# (game, players, seed, variants): each played by heuristic bots.
GAMES = [
    ("coup", 4, 11, ()),
    ("coup", 2, 12, ("two-player-sets",)),
    ("coup", 6, 13, ("inquisitor", "reformation")),
    ("lairs", 2, 14, ()),
    ("intrige", 4, 15, ()),
    ("scout", 4, 17, ()),
    ("scout", 2, 18, ()),
    ("intrige", 3, 16, ("refund", "binding-promises", "different-castles")),
]


def _digest(position: dict) -> str:
    return hashlib.sha256(json.dumps(position, sort_keys=True).encode()).hexdigest()


def _path(game: str, players: int, seed: int) -> Path:
    return GOLDEN / f"{game}-{players}p-{seed}.json"


@pytest.mark.parametrize(("game", "players", "seed", "variants"), GAMES)
def test_a_golden_record_replays_to_its_final_position(game, players, seed, variants) -> None:
    spec = registry.get(game)
    document = json.loads(_path(game, players, seed).read_text(encoding="utf-8"))
    record = GameRecord.from_json(document["record"])
    assert record.rules == spec.rules_version, "rules version changed: write the files again"
    state = replay(spec, record)
    assert state.is_over()
    assert state.summary() == document["summary"]
    assert _digest(state.position()) == document["final_position_sha256"]


def regenerate() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for game, players, seed, variants in GAMES:
        spec = registry.get(game)
        setup = GameSetup(players, seed, frozenset(variants))
        match = Match.start(spec, setup, [], ["heuristic"] * players)
        bots = [spec.bot("heuristic", derived_seed(seed, s)) for s in range(players)]
        state = match.state
        match.play_out(bots)
        document = {"record": match.record.to_json(), "summary": state.summary(),
                    "final_position_sha256": _digest(state.position())}
        _path(game, players, seed).write_text(json.dumps(document, indent=1) + "\n",
                                              encoding="utf-8")


if __name__ == "__main__":
    regenerate()
