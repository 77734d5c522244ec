"""The difficulty report: profiles, spread, score, verdict, percentile, heat; the CLI contract."""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path

import pytest

from companion.cli import main
from companion.lairs.board import Dungeon, Feature, parse_cell
from companion.lairs.difficulty import (
    PROFILES,
    TURN_BUDGET,
    Achievement,
    Run,
    Spread,
    Verdict,
    band,
    difficulty,
    explore_alone,
    hardship,
    spread_words,
    typical_turns,
    verdict_of,
)
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.explain import explain
from companion.lairs.measures import measure
from companion.lairs.reference import build_reference, parse_reference, shipped_reference
from companion.lairs.scale import VERDICT_SHARES

HERE = Path(__file__).parent / "dungeons"
OPEN_DOORS = HERE / "open-doors.json"  # the issue's dungeon: every goal touches the Start
SERPENTINE = HERE / "serpentine.json"  # 19 walls, goals 19–23 steps behind a trap and a monster
# The reference dungeons, from open to warren, in the order their scores must come out:
# every goal touching the Start; goals near it (a generator tilt of -1); the serpentine, long
# but with one way on and so little to search; a plain generated warren; goals far off behind
# hazards (tilt 2, 20 walls). Measured with 4 runs per profile and seeds 0–4, each score lies
# at least 6 points from its neighbours' (open ~3, near ~36, serpentine ~45, plain ~54, far ~67).
ORDERED = ("open-doors", "goals-near", "serpentine", "plain", "goals-far")


@pytest.fixture(scope="module")
def reports() -> dict[str, object]:
    return {name: difficulty(load_dungeon(path), 6, seed=1)
            for name, path in (("open", OPEN_DOORS), ("serpentine", SERPENTINE))}


def test_the_issue_dungeons_are_told_apart(reports) -> None:
    easy, long = reports["open"], reports["serpentine"]
    assert easy.verdict is Verdict.EASY and easy.difficulty < 15
    assert long.difficulty - easy.difficulty >= 25
    for mine, theirs in zip(easy.profiles, long.profiles, strict=True):
        assert mine.turns.median < theirs.turns.median  # every profile needs longer
    ref = shipped_reference()
    assert ref.percentile(easy.score) == 0 < ref.percentile(long.score)
    assert easy.measures.forced_hazards == ()
    assert [c for c in long.measures.forced_hazards] == [parse_cell("A3"), parse_cell("B5")]
    assert long.heat.fatigue[parse_cell("A3")] > 0  # the forced trap hurts every explorer


def test_reference_dungeons_come_out_in_order() -> None:
    # A change to the explorers that breaks this ordering fails here.
    scores = [difficulty(load_dungeon(HERE / f"{name}.json"), 4, seed=2).score
              for name in ORDERED]
    assert scores == sorted(scores), dict(zip(ORDERED, scores, strict=True))
    assert min(b - a for a, b in pairwise(scores)) >= 3


def test_a_surprise_is_explained(reports) -> None:
    # The serpentine's walk is long (24 steps past a forced trap and monster), yet explorers
    # get out sooner than in most generated dungeons: one way on, and the figures that make
    # a generated dungeon slow (strikes, fights, cells searched) stay low.
    ref = shipped_reference()
    why = explain(reports["serpentine"], ref)
    assert why is not None and "but explorers needed only about" in why
    assert "usually" in why or "a generated dungeon takes" in why  # a figure is the reason
    assert explain(reports["open"], ref) is None or "only about" in explain(reports["open"], ref)
    document = reports["serpentine"].to_json(percentile=None)
    assert document["layout"]["surprise"] == str(why)
    assert document["layout"]["expected_turns"] > typical_turns(reports["serpentine"].score)


def test_report_has_every_profile_with_its_figures(reports) -> None:
    report = reports["serpentine"]
    assert [p.name for p in report.profiles] == [p.name for p in PROFILES]
    for p in report.profiles:
        assert len(p.runs) == 6 and 0 <= p.exit_rate <= 1
        assert p.turns is not None and p.turns.low <= p.turns.median <= p.turns.high
        assert sum(p.achievements.values()) == 6
        assert p.strikes_per_run >= 1  # a trap and a monster stand on the only way
    document = report.to_json(percentile=42.0)
    assert {"difficulty", "verdict", "percentile", "profiles"} <= set(document)
    assert document["percentile"] == 42.0 and document["verdict"] == str(report.verdict)
    assert document["profiles"][0]["turns_to_exit"]["median"] == report.profiles[0].turns.median
    assert set(document["heat"]) >= {"A3", "B5"}


def test_runs_are_seeded_and_record_where_they_got_hurt() -> None:
    dungeon = load_dungeon(SERPENTINE)
    for profile in PROFILES:
        assert explore_alone(dungeon, 5, profile) == explore_alone(dungeon, 5, profile)
    run = explore_alone(dungeon, 5, PROFILES[0])
    assert run.exited and run.achievement is Achievement.CHESTS
    assert parse_cell("A3") in run.strikes  # entering the Unknown trap strikes
    assert sum(n for _, n in run.fatigue) >= 2


def test_the_beginner_makes_mistakes_the_careful_one_does_not() -> None:
    dungeon = load_dungeon(OPEN_DOORS)
    careful = [explore_alone(dungeon, s, PROFILES[0]).turns for s in range(6)]
    beginner = [explore_alone(dungeon, s, PROFILES[2]).turns for s in range(6)]
    assert sum(beginner) > sum(careful)


def test_score_scale_and_verdicts() -> None:
    assert hardship(2) == 0 and hardship(None) == 100 and hardship(TURN_BUDGET) == 100
    assert hardship(3) < hardship(6) < hardship(12)
    assert typical_turns(hardship(8)) == pytest.approx(8)
    stuck = Run("careful", 40, False, 0, 1, 0, (), ())
    assert stuck.hardship == 100 and stuck.achievement is None
    assert Spread.of([]) is None and Spread.of([7]).median == 7


def test_the_verdict_and_the_percentile_say_the_same() -> None:
    # A designer reads one scale: a verdict is the share of generated dungeons a score beats.
    ref = shipped_reference()
    shares = list(VERDICT_SHARES.items())
    for score in [x / 4 for x in range(401)] + list(ref.scores):
        verdict, percentile = verdict_of(score), ref.percentile(score)
        index = [v for v, _ in shares].index(verdict)
        assert shares[index][1] <= percentile, (score, verdict, percentile)
        if index + 1 < len(shares):
            assert percentile < shares[index + 1][1], (score, verdict, percentile)
        low, high = band(verdict)
        assert (low < score or verdict is Verdict.EASY) and score <= high
    assert verdict_of(0) is Verdict.EASY and verdict_of(100) is Verdict.BRUTAL


def test_the_docs_say_what_each_verdict_means() -> None:
    # docs/lairs-builder.md has a table of each verdict's turns and strikes, read off the
    # shipped reference set: remade with it.
    docs = (Path(__file__).parents[2] / "docs" / "lairs-builder.md").read_text(encoding="utf-8")
    ref = shipped_reference()
    for verdict in Verdict:
        meaning = ref.meaning(verdict)
        row = next(line.strip() for line in docs.splitlines()
                   if line.strip().startswith(f"| **{verdict}**"))
        cells = [c.strip() for c in row.strip("|").split("|")]
        turns = (f"more than {meaning.turns_from:.0f}" if meaning.turns_to == float("inf")
                 else f"{meaning.turns_from:.0f}–{meaning.turns_to:.0f}")
        assert cells[2] == turns, row
        assert cells[3] == f"{meaning.strikes_low:.1f}–{meaning.strikes_high:.1f}", row


def test_turns_to_exit_are_said_in_words_one_value_when_a_range_collapses() -> None:
    assert spread_words(Spread.of([8, 8, 8])) == "every run out in 8 turns"
    assert spread_words(Spread.of([6, 8, 8, 8, 11])) == (
        "usually 8 turns (half of the runs took 8, all of them 6 to 11)")
    assert spread_words(Spread.of([5, 7, 8, 9, 12])) == (
        "usually 8 turns (half of the runs took 7 to 9, all of them 5 to 12)")
    quarters = Spread(11, 10.75, 11.25, 10, 12)  # quartiles between whole turns
    assert spread_words(quarters) == (
        "usually 11 turns (half of the runs took 11, all of them 10 to 12)")


def test_measures_of_the_open_doors() -> None:
    m = measure(load_dungeon(OPEN_DOORS))
    # Start C3 → a chest and back, three times, then the Exit: 1 + 2 + 2 + 2.
    assert m.route == 7 and m.forced_hazards == () and len(m.route_goals) == 3


def test_shipped_reference_matches_the_report() -> None:
    ref = shipped_reference()
    assert ref.matches_report  # else: python -m companion.lairs.reference
    assert len(ref.scores) >= 200 and list(ref.scores) == sorted(ref.scores)
    assert ref.percentile(-1) == 0 and ref.percentile(101) == 100
    assert 20 < ref.percentile(ref.scores[len(ref.scores) // 2]) <= 50
    _, slope, spread = ref.layout_fit
    assert slope > 0 and spread > 0  # a longer route suggests a harder dungeon


def test_reference_is_rebuilt_and_read_back(tmp_path) -> None:
    ref = build_reference(dungeons=3, runs=1)
    assert len(ref.scores) == 3 and ref.matches_report
    again = parse_reference(json.loads(json.dumps(ref.to_json())), "test")
    assert again == ref
    with pytest.raises(Exception, match="dungeons"):
        parse_reference({**ref.to_json(), "dungeons": []}, "test")


def test_difficulty_cli_json(capsys) -> None:
    assert main(["lairs", "difficulty", str(SERPENTINE), "--runs", "2", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert 0 <= document["difficulty"] <= 100
    assert document["verdict"] in {"easy", "fair", "hard", "brutal"}
    assert 0 <= document["percentile"] <= 100
    assert [p["profile"] for p in document["profiles"]] == [p.name for p in PROFILES]
    assert all({"exit_rate", "turns_to_exit", "mean_vp", "achievements"} <= set(p)
               for p in document["profiles"])


def test_difficulty_cli_human(capsys) -> None:
    assert main(["lairs", "difficulty", str(OPEN_DOORS), "--runs", "2"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "harder than" in out and "careful" in out and "beginner" in out


def test_difficulty_cli_rejects_bad_input(tmp_path, capsys) -> None:
    assert main(["lairs", "difficulty", str(tmp_path / "missing.json")]) == 2
    invalid = tmp_path / "invalid.json"
    invalid.write_text(json.dumps({"format": "lairs-dungeon", "version": 1, "walls": [],
                                   "features": {"A1": "start"}}))
    assert main(["lairs", "difficulty", str(invalid)]) == 1
    assert main(["lairs", "difficulty", str(OPEN_DOORS), "--runs", "0"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_a_dungeon_without_achievement_path_is_never_out() -> None:
    # Not a valid dungeon (no chests reachable past the walls), but the report still holds.
    walls = {(a, b) for a in range(36) for b in (a + 1, a + 6)
             if b < 36 and not (b == a + 1 and a % 6 == 5)} - {(0, 1)}
    dungeon = Dungeon(frozenset(walls), {0: Feature.START, 1: Feature.EXIT})
    run = explore_alone(dungeon, 1, PROFILES[0])
    assert not run.exited and run.turns == 40


def test_the_search_bot_explores_beside_the_score() -> None:
    from companion.lairs.difficulty import SEARCHER

    dungeon = load_dungeon(SERPENTINE)
    run = explore_alone(dungeon, 3, SEARCHER)
    assert run.profile == "ismcts" and run.exited and parse_cell("A3") in run.strikes
    plain = difficulty(dungeon, 1, seed=4)
    both = difficulty(dungeon, 1, seed=4, profiles=(*PROFILES, SEARCHER))
    assert [p.name for p in both.profiles][-1] == "ismcts"
    assert both.score == plain.score  # shown, not counted (the reference has no search runs)
    assert both.to_json()["profiles"][-1]["counted"] is False
