"""The Builder's console model: following announced moves through a sample dungeon."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import IllegalAction, MalformedInput, NotationError
from companion.core.resources import read_resource_text
from companion.lairs.board import Direction, Feature, parse_cell
from companion.lairs.dungeon_file import parse_dungeon
from companion.lairs.generator import generate_dungeon
from companion.lairs.tabletop.announcements import Announcement, Verb, parse_announcement
from companion.lairs.tabletop.answers import Decision, EventKind, Outcome
from companion.lairs.tabletop.builder_console import BuilderConsole

# Mossy Grotto: Start F3, Exit F4, traps C4 F5 F6, monsters B1 B4 D6, chests B2 C1 C6.
GROTTO = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))


def c(name: str) -> int:
    return parse_cell(name)


@pytest.fixture
def console() -> BuilderConsole:
    return BuilderConsole(GROTTO)


@pytest.mark.parametrize(("text", "expected"), [
    ("Creep east to E4", Announcement(Verb.CREEP, parse_cell("E4"), Direction.EAST)),
    ("creep E4", Announcement(Verb.CREEP, parse_cell("E4"))),
    ("Peer B3", Announcement(Verb.PEER, parse_cell("B3"))),
    ("peer west into b3", Announcement(Verb.PEER, parse_cell("B3"), Direction.WEST)),
    ("Hustle", Announcement(Verb.HUSTLE)),
    ("Backtrack to C2", Announcement(Verb.BACKTRACK, parse_cell("C2"))),
    ("fight rolled 2+1+1", Announcement(Verb.FIGHT, rolled=(2, 1, 1))),
    ("Disarm: rolled 3", Announcement(Verb.DISARM, rolled=(3,))),
    ("fight with no dice", Announcement(Verb.FIGHT)),
    ("open chest", Announcement(Verb.OPEN)),
    ("End turn", Announcement(Verb.END_TURN)),
    ("leave the dungeon", Announcement(Verb.LEAVE)),
])
def test_announcements_parse_and_print_back(text: str, expected: Announcement) -> None:
    assert parse_announcement(text) == expected
    assert parse_announcement(str(expected)) == expected


@pytest.mark.parametrize("text", ["", "dance", "creep", "creep G7", "backtrack east",
                                  "fight rolled lots", "conserve B3", "creep B3 C3",
                                  "fight rolled \u00b2", "creep A\u0662"])
def test_bad_announcements_say_what_is_wrong(text: str) -> None:
    with pytest.raises(NotationError):
        parse_announcement(text)


def test_the_start_is_named_first_with_its_walls(console: BuilderConsole) -> None:
    (tell,) = console.opening.tells
    assert tell.cell == c("F3") and tell.feature is Feature.START
    assert tell.walls == () and tell.frame == (Direction.SOUTH,)
    assert console.position == c("F3") and console.known == {c("F3")}


def test_tells_walls_in_rulebook_order_then_the_feature(console: BuilderConsole) -> None:
    console.announce("creep north to E3")
    answer = console.announce("peer north into D3")
    (tell,) = answer.tells
    assert tell.cell == c("D3")
    assert tell.walls == (Direction.NORTH, Direction.WEST)  # C3|D3 then D2|D3
    assert tell.feature is None
    assert console.position == c("E3")  # peering is not moving
    console.announce("stay")
    assert console.announce("creep D3").tells == ()  # already known: nothing new to say


def test_impossible_moves_are_refused_with_a_reason_and_change_nothing(
        console: BuilderConsole) -> None:
    for text in ("creep north", "creep east", "creep east"):
        console.announce(text)
    assert console.position == c("E5")
    before = (console.position, console.known, console.said)
    with pytest.raises(IllegalAction, match="wall stands between E5 and E6"):
        console.announce("creep east to E6")
    with pytest.raises(IllegalAction, match="not east of E5"):
        console.announce("creep east to D6")
    with pytest.raises(IllegalAction, match="not reachable through Known Empty"):
        console.announce("backtrack to D5")  # unknown
    with pytest.raises(IllegalAction, match="no monster or trap"):
        console.announce("fight rolled 3")
    assert (console.position, console.known, console.said) == before


def test_backtrack_runs_only_over_known_empty_cells(console: BuilderConsole) -> None:
    console.announce("creep north to E3")
    console.announce("creep east to E4")
    assert console.destinations(Verb.BACKTRACK) == [c("E3"), c("F3")]
    console.announce("backtrack to F3")
    assert console.position == c("F3")
    console.announce("end turn")  # one Quickness cube: one Backtrack a turn
    console.announce("creep east to F4")  # the Exit: a feature stops a Backtrack through it
    assert c("E4") in console.destinations(Verb.BACKTRACK)
    console.announce("backtrack to E3")
    assert c("F4") in console.destinations(Verb.BACKTRACK)


def test_hustle_creeps_until_a_feature_and_a_trap_strikes(console: BuilderConsole) -> None:
    console.announce("creep north to E3")
    console.announce("creep east to E4")
    answer = console.announce("hustle")
    assert answer.events[0].kind is EventKind.HUSTLE
    console.announce("creep north to D4")
    assert console.hustle_in_progress()
    answer = console.announce("creep north to C4")  # Unknown trap: strikes, Hustle over
    assert answer.tells[0].feature is Feature.TRAP and answer.tells[0].target == 5
    assert [e.kind for e in answer.events] == [EventKind.STRIKE]
    assert not console.hustle_in_progress()
    answer = console.announce("disarm rolled 2")  # one cube left after the strike: one die
    (check,) = [e for e in answer.events if e.kind is EventKind.CHECK]
    assert not check.success and check.removed
    assert console.outcomes == {c("C4"): Outcome.REMOVED} and console.traps_disarmed == 0


def test_failed_fight_lowers_the_monster_target() -> None:
    console = BuilderConsole(GROTTO)
    for text in ("creep north", "creep east", "creep east", "creep north", "creep east to D6",
                 "end turn"):
        console.announce(text)
    answer = console.announce("fight rolled 2+2")
    (check,) = [e for e in answer.events if e.kind is EventKind.CHECK]
    assert check.new_target == 2 and console.lowered_targets == {c("D6"): 2}
    console.announce("fight rolled 2")
    assert console.outcomes == {c("D6"): Outcome.DEFEATED} and console.monsters == 1
    assert c("D6") not in console.features


def test_chest_open_and_exit_without_achievement() -> None:
    console = BuilderConsole(GROTTO)
    answer = console.announce("creep east to F4")
    assert EventKind.EXIT_SHUT in [e.kind for e in answer.events]
    with pytest.raises(IllegalAction, match="no achievement"):
        console.announce("leave")
    for text in ("creep west", "creep north", "creep east", "creep east", "creep north"):
        console.announce(text)
    answer = console.announce("peer east into D6")
    assert answer.tells[0].hazard == "Hungry Blob"
    answer = console.announce("enter D6")  # entering a Known monster: no strike
    assert answer.events == ()
    console.announce("creep north to C6")
    assert console.waiting_for is Decision.CHEST
    console.announce("open chest")
    assert console.chests == 1 and console.outcomes[c("C6")] is Outcome.OPENED


def test_undo_and_save_replay(console: BuilderConsole, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console.announce("creep north to E3")
    console.announce("creep east to E4")
    assert console.undo() and console.position == c("E3")
    path = tmp_path / "console.json"
    console.save(path)
    again = BuilderConsole.load(path)
    assert again.position == c("E3") and again.known == console.known
    path.write_text('{"format": "lairs-builder-console", "version": 1, "dungeon": '
                    + path.read_text().split('"dungeon": ', 1)[1].replace(
                        '"creep north to E3"', '"creep west to E2"'))
    with pytest.raises(MalformedInput, match=r"announcements\[0\]"):
        BuilderConsole.load(path)


def test_map_check_lists_the_explorers_slips_and_nothing_untold() -> None:
    from companion.lairs.board import wall
    from companion.lairs.tabletop.map_check import MapSlip, Slip, check_map
    from companion.lairs.tabletop.map_sheet import MapSheet

    console = BuilderConsole(GROTTO)
    for text in ("creep north", "creep east", "creep east", "creep north",
                 "peer east into D6", "enter", "end turn", "fight rolled 1+1+1"):
        console.announce(text)
    right = MapSheet(
        known=console.known,
        walls=frozenset({wall(c("D5"), c("C5")), wall(c("E5"), c("E6"))}),
        symbols={c("F3"): Feature.START, c("D6"): Feature.MONSTER},
        targets={c("D6"): 3}, tracker=c("D6"))
    assert check_map(console, right) == []
    wrong = MapSheet(
        known=console.known - {c("E4")} | {c("A1")},
        walls=right.walls | {wall(c("E3"), c("E4")), wall(c("A1"), c("A2"))},
        symbols={c("F3"): Feature.START, c("D6"): Feature.TRAP}, targets={}, tracker=c("D5"))
    slips = check_map(console, wrong)
    assert MapSlip(Slip.NOT_MARKED_KNOWN, c("E4")) in slips
    assert MapSlip(Slip.MARKED_KNOWN, c("A1")) in slips
    assert MapSlip(Slip.WALL_WRONG, wall=wall(c("E3"), c("E4"))) in slips
    assert MapSlip(Slip.WALL_UNTOLD, wall=wall(c("A1"), c("A2"))) in slips
    assert MapSlip(Slip.SYMBOL_WRONG, c("D6"), expected=Feature.MONSTER,
                   found=Feature.TRAP) in slips
    assert MapSlip(Slip.TARGET_WRONG, c("D6"), expected=3, found=None) in slips
    assert MapSlip(Slip.TRACKER, c("D6"), found=c("D5")) in slips


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), words=st.lists(st.sampled_from([
    "creep north", "creep east", "creep south", "creep west", "hustle", "stop", "enter", "stay",
    "peer north", "peer east", "peer south", "peer west", "open chest", "skip chest",
    "fight rolled 3", "disarm rolled 2+2", "fight with no dice", "conserve", "end turn", "leave",
    "backtrack to A1", "backtrack to C3", "backtrack to F6", "creep B2"]), max_size=40))
def test_any_announcements_are_followed_or_refused_cleanly(seed: int, words: list[str]) -> None:
    console = BuilderConsole(generate_dungeon(seed))
    for text in words:
        before = (console.position, console.known, console.outcomes, console.said)
        try:
            answer = console.announce(text)
        except IllegalAction:
            assert (console.position, console.known, console.outcomes, console.said) == before
            continue
        assert console.position in console.known
        assert {t.cell for t in answer.tells} == console.known - before[1]
