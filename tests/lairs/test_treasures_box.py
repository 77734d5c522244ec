"""Your own box: the grown bonus vocabulary, base 0, located errors, the box folder, and
``difficulty --treasures/--die``."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.errors import CompanionError, MalformedInput
from companion.core.files import write_json_atomic
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.lairs import GAME, HeuristicBot
from companion.lairs.box import (
    load_box,
    load_treasures,
    parse_faces,
    rules_with,
)
from companion.lairs.game import setup_options
from companion.lairs.generator import generate_dungeon
from companion.lairs.rulesdata import default_rules_data
from companion.lairs.scoring import best_face_up, face_up_choices, score_treasures
from companion.lairs.treasures import (
    BONUS_KINDS,
    default_treasures,
    parse_treasures,
    treasures_document,
)

TYPES = ["Book", "Cup", "Orb", "Shard"]


def card(card_id: str, card_type: str, base: int = 1, bonus: dict | None = None,
         keywords: tuple[str, ...] = ()) -> dict:
    return {"id": card_id, "name": card_id.title(), "type": card_type, "base": base,
            "bonus": bonus, "keywords": list(keywords)}


def deck(*cards: dict) -> dict:
    fillers = [card(f"filler-{i}", "Book") for i in range(4)]
    return {"format": "lairs-treasures", "version": 1, "types": TYPES,
            "cards": [*cards, *fillers]}


def test_every_bonus_kind_scores_as_its_words_say() -> None:
    cards = parse_treasures(deck(
        card("flat", "Orb", 0, {"kind": "flat", "points": 3}),
        card("set", "Cup", 1, {"kind": "set-of-types", "count": 3, "points": 5}),
        card("kin", "Shard", 1, {"kind": "with-other-keyword", "keyword": "Moon", "points": 2}),
        card("moon", "Book", 2, None, ("Moon",)),
    ))
    assert set(BONUS_KINDS) >= {"flat", "set-of-types", "with-other-keyword"}
    up = [cards[c] for c in ("flat", "set", "kin", "moon")]
    assert up[0].score(up[1:]) == 3  # flat: base 0 + 3
    assert up[1].score([up[0], up[2]]) == 1 + 5  # Cup, Orb, Shard: three types
    assert up[1].score([up[3]]) == 1  # Cup and Book: two
    assert up[2].score([up[3]]) == 1 + 2 and up[2].score([up[0]]) == 1
    assert "3 different types" in cards["set"].describe()


def test_a_base_zero_card_may_stay_face_down() -> None:
    cards = parse_treasures(deck(card("dud", "Orb", 0), card("cup", "Cup", 2)))
    held = ["dud", "cup"]
    assert ("cup",) in face_up_choices(held, cards) and len(face_up_choices(held)) == 1
    best = best_face_up(cards, held)
    assert best == ("cup",)  # the 0-point card scores 1 face-down
    assert score_treasures(cards, held, best).total == 3


@pytest.mark.parametrize(("change", "where"), [
    ({"base": -1}, r"cards\[0\]\.base"),
    ({"bonus": {"kind": "set-of-types", "points": 2, "count": 9}}, r"cards\[0\]\.bonus\.count"),
    ({"bonus": {"kind": "with-other-keyword", "points": 2}}, r"cards\[0\]\.bonus\.keyword"),
    ({"bonus": {"kind": "per-moon", "points": 1}}, r"cards\[0\]\.bonus"),
    ({"type": "Hat"}, r"cards\[0\]\.type"),
])
def test_bad_cards_are_refused_with_their_place(change: dict, where: str) -> None:
    with pytest.raises(MalformedInput, match=where):
        parse_treasures(deck({**card("x", "Cup"), **change}))


def test_the_shipped_cards_write_and_read_back() -> None:
    shipped = default_treasures()
    again = parse_treasures(json.loads(json.dumps(treasures_document(shipped))))
    assert again == shipped and shipped.standins  # still labelled as stand-ins


def test_a_box_folder(tmp_path) -> None:
    assert load_box(tmp_path) == default_rules_data()  # an empty box: the shipped data
    box = tmp_path / "box"
    cards = parse_treasures(deck(card("grail", "Cup", 4)))
    write_json_atomic(box / "treasures.json", treasures_document(cards))
    assert load_box(box).treasures == cards and "grail" in cards.cards
    (box / "dice.json").write_text(json.dumps({"format": "lairs-dice", "version": 1,
                                               "faces": [2, 2, 3, 3]}))
    assert load_box(box).die.faces == (2, 2, 3, 3)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(deck({**card("x", "Cup"), "base": "lots"})))
    with pytest.raises(MalformedInput, match=r"bad\.json: cards\[0\]\.base"):
        load_treasures(bad)


def test_die_faces_are_checked() -> None:
    assert parse_faces("1, 1,2 2,3,4").faces == (1, 1, 2, 2, 3, 4)
    for text in ("", "7", "1,0", "1,x", "1,²"):
        with pytest.raises(CompanionError):
            parse_faces(text)
    assert rules_with(die=parse_faces("6,6")).die.faces == (6, 6)


def test_difficulty_with_your_own_box(tmp_path, capsys) -> None:
    dungeon = "tests/lairs/dungeons/open-doors.json"
    assert main(["lairs", "difficulty", dungeon, "--runs", "1", "--die", "4,4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "easy"
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(deck(card("grail", "Cup", 9))))
    assert main(["lairs", "difficulty", dungeon, "--runs", "1", "--treasures", str(mine)]) == 0
    assert "shipped cards and die" in capsys.readouterr().out
    mine.write_text(json.dumps(deck({**card("x", "Cup"), "base": -2})))
    assert main(["lairs", "difficulty", dungeon, "--treasures", str(mine)]) == 2
    assert main(["lairs", "difficulty", dungeon, "--die", "1,0"]) == 2
    err = capsys.readouterr().err
    assert "cards[0].base" in err and "Traceback" not in err


def test_the_search_bot_explores_with_your_own_cards() -> None:
    from companion.lairs.difficulty import SEARCHER, explore_alone
    from companion.lairs.dungeon_file import load_dungeon

    own = rules_with(parse_treasures(deck(card("grail", "Cup", 9))))
    run = explore_alone(load_dungeon("tests/lairs/dungeons/open-doors.json"), 1, SEARCHER, own)
    assert run.exited and run.vp >= 4


def test_simulate_with_your_own_cards(tmp_path, capsys) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(deck(card("grail", "Cup", 9),
                                    card("flat", "Orb", 0, {"kind": "flat", "points": 2}))))
    assert main(["lairs", "simulate", "--games", "2", "--bots", "heuristic,ismcts:4",
                 "--treasures", str(mine), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    mine.write_text(json.dumps(deck({**card("x", "Cup"), "base": -1})))
    assert main(["lairs", "simulate", "--games", "1", "--treasures", str(mine)]) == 2
    assert "cards[0].base" in capsys.readouterr().err


def test_a_game_with_your_own_cards_keeps_them_in_views_and_positions() -> None:
    from companion.core.protocol import GameSetup
    from companion.lairs import GAME, from_position

    document = deck(card("grail", "Cup", 9))
    game = GAME.start(GameSetup(2, 3, frozenset(), {"treasures": document}))
    assert "grail" in game.data.treasures.cards
    assert game.player_view(0).explorer.cards is game.data.treasures
    position = game.position()
    assert position["treasures"]["cards"][0]["id"] == "grail"
    again = from_position(GameSetup(2, 3), position)
    assert again.data.treasures == game.data.treasures and again.position() == position
    plain = GAME.start(GameSetup(2, 3))
    assert "treasures" not in plain.position()  # the shipped cards need no document


@pytest.mark.parametrize(("change", "where"), [
    ({"type": ["Cup"]}, r"cards\[0\]\.type must be a non-empty string"),
    ({"type": "T" * 5000}, r"cards\[0\]\.type must be a non-empty string of at most 40"),
    ({"bonus": {"kind": "flat", "points": [1]}}, r"cards\[0\]\.bonus\.points"),
    ({"keywords": "Harmony"}, r"cards\[0\]\.keywords must be a list"),
    ({"id": "moon\tshard"}, r"cards\[0\]\.id"),
    ({"id": "moon\nshard"}, r"cards\[0\]\.id"),
    ({"id": "moon\u00a0shard"}, r"cards\[0\]\.id"),
    ({"id": "m" * 60}, r"cards\[0\]\.id must be a card id"),
])
def test_treasure_data_of_the_wrong_type_is_refused_where_it_is(change: dict, where: str
                                                                 ) -> None:
    with pytest.raises(MalformedInput, match=where) as refused:
        parse_treasures(deck({**card("x", "Cup"), **change}))
    assert len(str(refused.value)) < 300  # long values are quoted cut short


@settings(max_examples=15, deadline=None)
@given(st.lists(st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}", fullmatch=True),
                min_size=6, max_size=6, unique=True), st.integers(0, 2**16))
def test_cards_the_reader_accepts_are_played_written_and_read_back(ids: list[str],
                                                                   seed: int) -> None:
    """Whatever ids a box may hold, a game played with them writes a record that replays."""
    cards = parse_treasures({"format": "lairs-treasures", "version": 1, "types": TYPES,
                             "cards": [card(i, TYPES[n % 4], 1 + n % 3)
                                       for n, i in enumerate(ids)]})
    setup = GameSetup(2, seed, frozenset(), {**setup_options(
        (generate_dungeon(seed), generate_dungeon(seed + 1))),
        "treasures": treasures_document(cards)})
    match = Match.start(GAME, setup, ["Ann", "Bo"], ["human", "human"])
    rng = random.Random(seed)
    bots = [HeuristicBot(0), HeuristicBot(1)]
    while not match.state.is_over() and match.state.turn < 150:
        seat = match.state.to_move
        legal = match.state.legal_actions()
        match.play(bots[seat].choose(match.state.player_view(seat), legal)
                   if rng.random() < 0.7 else rng.choice(legal))
    text = json.dumps(match.record.to_json())
    again = replay(GAME, GameRecord.from_json(json.loads(text)), "record")
    assert again.position() == match.state.position()
