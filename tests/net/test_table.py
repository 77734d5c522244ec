"""A table without sockets: the lobby, who decides at each seat, stand-in bots, removal,
take-backs by consent, rematches, and its file. Every refusal leaves it as it was."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from companion.core import registry
from companion.core.document import DocumentError
from companion.net.protocol import read_client_message
from companion.net.store import TableStore, table_from_json, table_to_json
from companion.net.table import (
    BOT,
    CODE_LETTERS,
    HUMAN,
    OPEN,
    OVER,
    PLAYING,
    Refusal,
    Table,
    new_code,
    normal_code,
)

COUP = registry.find("coup")
assert COUP is not None


def lobby(plans: list[dict], game: str = "coup") -> tuple[Table, str]:
    spec = registry.find(game)
    assert spec is not None
    return Table.create(spec, "ABCDE", plans, [], 0)


OPEN_SEAT = {"kind": "open", "bot": None, "name": None}


def bot_seat(bot: str = "random") -> dict:
    return {"kind": "bot", "bot": bot, "name": None}


def snapshot(table: Table) -> str:
    return json.dumps(table_to_json(table), sort_keys=True)


def test_join_codes_read_aloud_and_are_typed_loosely() -> None:
    codes = {new_code() for _ in range(200)}
    assert all(len(c) == 5 and set(c) <= set(CODE_LETTERS) for c in codes)
    assert not set("01OIL") & set(CODE_LETTERS)
    assert normal_code(" kx7-pq ") == "KX7PQ"


def test_the_lobby_seats_players_and_starts_only_when_every_seat_is_taken() -> None:
    table, host = lobby([OPEN_SEAT, OPEN_SEAT, bot_seat()])
    assert table.is_host(host) and not table.is_host("guess")
    seat, token = table.join("Ada", None)
    assert seat == 0 and table.seat_of(token) == 0 and table.seats[0].kind == HUMAN
    for bad in (lambda: table.join("ada", None),  # the same name in another case
                lambda: table.join("Ben", 0),  # a taken seat
                lambda: table.join("Ben", 2),  # a bot's seat
                table.start):  # seat 2 is still free
        before = snapshot(table)
        with pytest.raises(Refusal):
            bad()
        assert snapshot(table) == before
    table.join("Ben", None)
    table.start()
    assert table.phase == PLAYING and table.match is not None and table.state_id == 1
    assert table.match.record.seats == ["human", "human", "random"]
    with pytest.raises(Refusal, match="started"):
        table.join("Cy", None)


def test_a_leaving_player_frees_the_lobby_seat_and_the_host_fills_seats_with_bots() -> None:
    table, _ = lobby([OPEN_SEAT, OPEN_SEAT])
    table.join("Ada", None)
    table.leave(0)
    assert table.seats[0].kind == OPEN
    table.set_bot(1, "heuristic")
    assert table.seats[1].kind == BOT and table.decider(1) == "heuristic"
    with pytest.raises(Refusal):
        table.set_bot(0, "nonsense-bot")
    table.set_bot(1, None)
    assert table.seats[1].kind == OPEN


def started(humans: int = 2, bots: int = 0) -> tuple[Table, list[str]]:
    table, _ = lobby([OPEN_SEAT] * humans + [bot_seat()] * bots)
    tokens = [table.join(f"P{i}", None)[1] for i in range(humans)]
    for seat in range(humans):
        table.seats[seat].connections = 1  # everyone is here
    table.start()
    return table, tokens


def test_only_the_mover_acts_and_only_on_the_current_state() -> None:
    table, _ = started(3)
    assert table.match is not None
    mover = table.match.state.to_move
    assert mover is not None
    other = (mover + 1) % 3
    legal = str(table.match.state.legal_actions()[0])
    for seat, state_id, text in ((other, 1, legal), (mover, 0, legal), (mover, 1, "p1 dance"),
                                 (mover, 1, f"p{other + 1} income")):
        before = snapshot(table)
        with pytest.raises(Refusal):
            table.act(seat, state_id, text)
        assert snapshot(table) == before
    table.act(mover, 1, legal)
    assert table.state_id == 2 and len(table.match.record.actions) == 1


def test_a_bot_stands_in_for_an_away_player_until_they_come_back() -> None:
    table, tokens = started(2)
    assert table.match is not None
    mover = table.match.state.to_move
    assert mover is not None
    table.seats[mover].connections = 1
    with pytest.raises(Refusal, match="is here"):
        table.set_bot(mover, "random")
    table.seats[mover].connections = 0  # dropped
    table.set_bot(mover, "random")
    turn = table.bot_turn()
    assert turn is not None and turn.seat == mover
    with pytest.raises(Refusal, match="stands in"):
        table.act(mover, table.state_id, str(turn.legal[0]))
    assert table.claim(tokens[mover]) == mover  # back: the seat is theirs again
    assert table.decider(mover) is None
    assert not table.bot_played(turn, turn.legal[0])  # the stand-in's late thought is dropped


def test_the_host_removes_a_player_for_good() -> None:
    table, tokens = started(2)
    table.remove(1)
    assert table.seats[1].kind == BOT and table.seats[1].name == "P1"
    with pytest.raises(Refusal, match="taken this seat"):
        table.claim(tokens[1])


def test_a_take_back_needs_every_other_player_and_a_no_ends_it() -> None:
    table, _ = started(2)
    assert table.match is not None
    state = table.match.state
    first = state.to_move
    assert first is not None
    table.act(first, 1, str(state.legal_actions()[0]))
    asker = first
    with pytest.raises(Refusal, match="no decision"):
        table.ask_take_back(1 - asker)
    assert not table.ask_take_back(asker)
    assert table.waiting_for() == [1 - asker]
    assert table.bot_turn() is None  # nothing moves while the table decides
    with pytest.raises(Refusal, match="take-back is being asked"):
        table.act(1 - asker, table.state_id, str(state.legal_actions()[0]))
    assert not table.answer_take_back(1 - asker, False)
    assert table.take_back is None and len(table.match.record.actions) == 1
    table.ask_take_back(asker)
    assert table.answer_take_back(1 - asker, True)
    assert table.match.record.actions == [] and table.state_id == 3


def test_a_take_back_needs_everyone_here_and_is_off_when_someone_leaves() -> None:
    table, _ = started(2)
    assert table.match is not None
    first = table.match.state.to_move
    assert first is not None
    table.act(first, 1, str(table.match.state.legal_actions()[0]))
    table.seats[1 - first].connections = 0
    with pytest.raises(Refusal, match="is away"):
        table.ask_take_back(first)
    table.seats[1 - first].connections = 1
    table.ask_take_back(first)
    assert table.drop_take_back_for(1 - first) and table.take_back is None


def test_a_table_is_refused_at_once_when_its_game_cannot_be_played_so() -> None:
    for plans, variants in (([OPEN_SEAT] * 4, ["two-player-sets"]),
                            ([OPEN_SEAT] * 2, ["no-such-variant"])):
        with pytest.raises(Refusal):
            Table.create(COUP, "ABCDE", plans, variants, 0)
    with pytest.raises(Refusal, match="at most 5 seconds"):
        lobby([OPEN_SEAT, bot_seat("ismcts:60s")])
    with pytest.raises(Refusal, match="unknown coup bot"):
        lobby([OPEN_SEAT, bot_seat("wizard")])


def test_a_seed_is_64_random_bits() -> None:
    seeds = {started(0, bots=2)[0].match.record.setup.seed  # type: ignore[union-attr]
             for _ in range(8)}
    assert len(seeds) == 8 and max(seeds) > 2**40


def test_against_bots_a_take_back_needs_nobody_and_undoes_their_answers() -> None:
    table, _ = started(1, bots=1)
    assert table.match is not None
    while table.match.state.to_move != 0:
        turn = table.bot_turn()
        assert turn is not None
        table.bot_played(turn, turn.bot.choose(turn.view, turn.legal))
    table.act(0, table.state_id, str(table.match.state.legal_actions()[0]))
    mine = len(table.match.record.actions) - 1
    while table.match.state.to_move == 1:
        turn = table.bot_turn()
        assert turn is not None
        table.bot_played(turn, turn.bot.choose(turn.view, turn.legal))
    assert table.ask_take_back(0)
    assert len(table.match.record.actions) == mine


def test_a_finished_table_offers_a_rematch_with_the_same_seats() -> None:
    table, _ = started(0, bots=2)
    assert table.match is not None
    for _ in range(2_000):
        turn = table.bot_turn()
        if turn is None:
            break
        table.bot_played(turn, turn.bot.choose(turn.view, turn.legal))
    assert table.phase == OVER
    with pytest.raises(Refusal):
        table.act(0, table.state_id, "p1 income")
    seed = table.match.record.setup.seed
    table.rematch()
    assert table.phase == PLAYING and table.number == 2 and table.match.record.actions == []
    assert table.match.record.names == ["Bot 1", "Bot 2"]
    assert table.match.record.setup.seed != seed  # a new deal (the same one: 1 in 2**31)


def test_a_table_file_round_trips_and_a_broken_one_is_set_aside(tmp_path: Path) -> None:
    table, _ = started(2, bots=1)
    assert table.match is not None
    table.act(table.match.state.to_move or 0, 1, str(table.match.state.legal_actions()[0]))
    store = TableStore(tmp_path)
    store.save(table)
    back = table_from_json(json.loads(store.path(table.code).read_text()), "t")
    assert snapshot(back) == snapshot(table)
    assert back.match is not None and back.match.state.view(None) == table.match.state.view(None)
    broken = copy.deepcopy(table_to_json(table))
    broken["seats"][0]["kind"] = "wizard"
    (tmp_path / "ZZZZZ.json").write_text(json.dumps(broken))
    (tmp_path / "YYYYY.json").write_text("{not json")
    tables, problems = store.load()
    assert [t.code for t in tables] == [table.code]
    assert len(problems) == 2 and all("set aside" in p for p in problems)
    assert (tmp_path / "ZZZZZ.json.unreadable").exists()


def test_client_messages_are_checked_like_files() -> None:
    with pytest.raises(DocumentError, match=r"seats\[0\].kind is missing"):
        read_client_message('{"type": "create", "game": "coup", "seats": [{}]}')
    with pytest.raises(DocumentError, match="name holds half of a character"):
        read_client_message('{"type": "join", "code": "A", "name": "\\ud800"}')
    with pytest.raises(DocumentError, match="name must be a plain text"):
        read_client_message('{"type": "join", "code": "A", "name": "A\\u0007da"}')
    message = read_client_message('{"type": "join", "code": "a", "name": "  Ada "}')
    assert message == {"type": "join", "code": "a", "name": "Ada", "seat": None}
