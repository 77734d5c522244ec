"""The shared protocol, records and replay, proven on the tiny Pebbles game."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import IllegalAction, MalformedInput
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from tests.tinygame import SPEC, Pebbles, Take, parse_action


def test_illegal_action_raises_and_leaves_state_unchanged() -> None:
    state = Pebbles(GameSetup(2, seed=1, options={"pile": 2}))
    before = (state.pile, list(state.pebbles), state.current, state.turns)
    with pytest.raises(IllegalAction, match="only 2 pebbles are left"):
        state.apply(Take(3))
    assert (state.pile, state.pebbles, state.current, state.turns) == before
    assert state.legal_actions() == (Take(1), Take(2))


def test_no_action_is_legal_once_over() -> None:
    state = Pebbles(GameSetup(2, seed=1, options={"pile": 1}))
    state.apply(Take(1))
    assert state.is_over() and state.to_move is None and state.legal_actions() == ()
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(Take(1))


def test_seeded_randomness_is_owned_by_the_game() -> None:
    a, b = (Pebbles(GameSetup(3, seed=42)) for _ in range(2))
    assert a.secrets == b.secrets
    assert any(Pebbles(GameSetup(3, seed=s)).secrets != a.secrets for s in range(1, 20))


@given(st.integers(1, 9))
def test_notation_round_trips(count: int) -> None:
    assert parse_action(str(Take(count))) == Take(count)


def test_record_round_trip_and_bit_for_bit_replay(tmp_path) -> None:
    match = Match.start(SPEC, GameSetup(3, seed=7, options={"pile": 9}), ["Ann", "Bo", "Cy"])
    for count in (3, 1, 2, 3):
        match.play(Take(count))
    path = tmp_path / "game.json"
    match.record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == match.record
    state = replay(SPEC, loaded)
    assert (state.secrets, state.pebbles, state.pile) == (
        match.state.secrets, match.state.pebbles, match.state.pile)
    assert state.result() == match.state.result()


def test_record_files_are_written_atomically(tmp_path) -> None:
    match = Match.start(SPEC, GameSetup(2, seed=1))
    match.record.save(tmp_path / "game.json")
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize(
    ("document", "where"),
    [
        ("[1, 2]", "record.json"),
        ('{"format": "other"}', "record.json: not a game record: format"),
        ('{"format": "companion-record", "version": 9}', "record.json: version"),
        ('{"format": "companion-record", "version": 1, "game": "pebbles", "players": "two",'
         ' "seed": 1}', "record.json: players"),
        ('{"format": "companion-record", "version": 1, "game": "pebbles", "players": 2,'
         ' "seed": 1, "actions": [1]}', "record.json: actions"),
        ("{not json", "record.json"),
    ],
)
def test_malformed_records_are_located(tmp_path, document: str, where: str) -> None:
    path = tmp_path / "record.json"
    path.write_text(document, encoding="utf-8")
    with pytest.raises(MalformedInput) as caught:
        GameRecord.load(path)
    assert str(caught.value).startswith(str(tmp_path / where))


def test_replay_reports_the_index_of_a_bad_action(tmp_path) -> None:
    record = GameRecord("pebbles", GameSetup(2, seed=3, options={"pile": 4}),
                        ["take 3", "take 2"])
    with pytest.raises(MalformedInput, match=r"actions\[1\]: take 2: only 1 pebbles are left"):
        replay(SPEC, record)
    record = GameRecord("pebbles", GameSetup(2, seed=3), ["take 1", "fly away"])
    with pytest.raises(MalformedInput, match=r'actions\[1\]: "fly away"'):
        replay(SPEC, record)


def test_record_json_is_versioned() -> None:
    record = GameRecord("pebbles", GameSetup(2, seed=3, variants=frozenset({"short"})), ["take 1"])
    document = json.loads(json.dumps(record.to_json()))
    assert document["format"] == "companion-record" and document["version"] == 1
    assert GameRecord.from_json(document) == record


def test_views_hold_only_the_players_own_secret() -> None:
    state = Pebbles(GameSetup(2, seed=5))
    other = Pebbles(GameSetup(2, seed=5))
    other.secrets[1] = 7 - other.secrets[1]  # a different secret for player 1 only
    assert state.view(0) == other.view(0)
    assert state.view(1) != other.view(1)


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.integers(2, 4))
def test_random_play_always_ends_and_conserves_pebbles(seed: int, players: int) -> None:
    import random

    state = Pebbles(GameSetup(players, seed=seed))
    chooser = random.Random(seed)
    while not state.is_over():
        state.apply(chooser.choice(state.legal_actions()))
    assert sum(state.pebbles) == 10 and state.turn <= 10
    assert state.result().winners
