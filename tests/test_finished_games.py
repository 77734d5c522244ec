"""Finished games kept to watch again: a file each, the newest few, unreadable ones set aside.
No Qt: the store is plain Python."""

from __future__ import annotations

import os
from pathlib import Path

from companion.core.finished import DEFAULT_KEPT, MOST_KEPT, FinishedGames, kept_count
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match
from tests.tinygame import SPEC, GreedyBot


def finished(seed: int) -> GameRecord:
    match = Match.start(SPEC, GameSetup(2, seed=seed), ["Ada", "Ben"], ["greedy", "greedy"])
    match.play_out([GreedyBot(0), GreedyBot(1)])
    return match.record


def listed(store: FinishedGames) -> list[GameRecord]:
    games, problems = store.recent(lambda name: SPEC if name == SPEC.name else None)
    assert problems == []
    return [game.record for game in games]


def age(paths: list[Path]) -> None:
    """Give the files distinct times, the first the oldest (a fast test writes them all in
    one clock tick on some file systems)."""
    for seconds, path in enumerate(paths):
        os.utime(path, (1_000_000 + seconds, 1_000_000 + seconds))


def test_a_finished_game_is_kept_and_listed_with_its_result(tmp_path: Path) -> None:
    store = FinishedGames(tmp_path / "finished")
    path = store.keep(finished(1), kept=5)
    assert path is not None and path.parent == tmp_path / "finished"
    games, _ = store.recent(lambda name: SPEC)
    [game] = games
    assert game.record == GameRecord.load(path) == finished(1)
    assert game.result is not None and game.result.winners


def test_the_oldest_beyond_the_cap_are_removed_newest_listed_first(tmp_path: Path) -> None:
    store = FinishedGames(tmp_path)
    paths = []
    for seed in range(4):
        path = store.keep(finished(seed), kept=10)
        assert path is not None
        paths.append(path)
    age(paths)
    assert listed(store) == [finished(seed) for seed in (3, 2, 1, 0)]
    store.keep(finished(4), kept=3)
    assert listed(store) == [finished(seed) for seed in (4, 3, 2)]
    store.trim(1)
    assert listed(store) == [finished(4)]


def test_a_cap_of_zero_keeps_none(tmp_path: Path) -> None:
    store = FinishedGames(tmp_path)
    store.keep(finished(1), kept=10)
    assert store.keep(finished(2), kept=0) is None
    assert listed(store) == [] and list(tmp_path.iterdir()) == []


def test_the_same_game_twice_is_kept_once(tmp_path: Path) -> None:
    store = FinishedGames(tmp_path)
    first = store.keep(finished(1), kept=10)
    assert store.keep(finished(1), kept=10) == first
    assert listed(store) == [finished(1)]


def test_an_unreadable_file_is_set_aside_saying_why(tmp_path: Path) -> None:
    store = FinishedGames(tmp_path)
    store.keep(finished(1), kept=10)
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    bad = finished(2)
    bad.actions.append("take 9")  # an action the game refuses: the replay fails, located
    bad.save(tmp_path / "refused.json")
    games, problems = store.recent(lambda name: SPEC)
    assert [game.record for game in games] == [finished(1)]
    assert len(problems) == 2 and all("set aside as" in problem for problem in problems)
    assert any("actions[" in problem for problem in problems)
    assert (tmp_path / "broken.json.unreadable").exists()
    assert store.recent(lambda name: SPEC)[1] == []  # said once: not found again


def test_records_of_unknown_games_are_left_alone(tmp_path: Path) -> None:
    store = FinishedGames(tmp_path)
    path = store.keep(finished(1), kept=10)
    assert store.recent(lambda name: None) == ([], [])
    assert path is not None and path.exists()


def test_a_missing_folder_lists_nothing(tmp_path: Path) -> None:
    assert FinishedGames(tmp_path / "never").recent() == ([], [])


def test_the_stored_cap_is_read_safely() -> None:
    assert kept_count("12") == 12
    assert kept_count(None) == kept_count("many") == DEFAULT_KEPT
    assert kept_count(-3) == 0 and kept_count(10**9) == MOST_KEPT
