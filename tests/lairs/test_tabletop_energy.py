"""The Builder's console follows the explorer's cubes: costs paid, strikes, Conserve, the turn
ending with the last cube, and rolls the dice cannot make."""

import pytest

from companion.core.errors import IllegalAction
from companion.core.resources import read_resource_text
from companion.lairs.board import parse_cell
from companion.lairs.dungeon_file import parse_dungeon
from companion.lairs.energy import Basket
from companion.lairs.tabletop.answers import EventKind
from companion.lairs.tabletop.builder_console import BuilderConsole

# Mossy Grotto: Start F3, Exit F4, traps C4 F5 F6, monsters B1 B4 D6, chests B2 C1 C6.
GROTTO = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))
SIX_CREEPS = ("creep north", "creep east", "creep east", "creep west", "creep west",
              "creep south")


def kinds(answer) -> list[EventKind]:  # type: ignore[no-untyped-def]
    return [e.kind for e in answer.events]


@pytest.fixture
def console() -> BuilderConsole:
    return BuilderConsole(GROTTO)


def test_cubes_start_fresh_and_each_creep_pays_one(console: BuilderConsole) -> None:
    assert console.energy.baskets()[Basket.FRESH] == (6, 6)
    console.announce("creep north")
    assert console.energy.basket(Basket.FRESH) == (5, 5)
    assert console.energy.basket(Basket.SPENT) == (1, 1)


def test_the_turn_ends_with_the_last_cube_and_the_next_creep_begins_a_new_one(
        console: BuilderConsole) -> None:
    for text in SIX_CREEPS[:-1]:
        assert EventKind.TURN_OVER not in kinds(console.announce(text))
    last = console.announce(SIX_CREEPS[-1])
    assert kinds(last)[-1] is EventKind.TURN_OVER and not console.turn_open
    assert console.energy.basket(Basket.FRESH) == (0, 0)
    seventh = console.announce("creep north")  # not a seventh Creep of turn 1: turn 2 begins
    assert kinds(seventh)[0] is EventKind.TURN and console.turn == 2
    assert console.energy.basket(Basket.FRESH) == (5, 5)


def test_an_action_the_cubes_cannot_pay_is_refused_and_changes_nothing(
        console: BuilderConsole) -> None:
    console.announce("creep north")
    console.announce("backtrack to F3")  # the Quickness cube
    before = (console.position, console.energy, console.said)
    with pytest.raises(IllegalAction, match=r"1 Quickness .*neither Fresh nor Conserved"):
        console.announce("backtrack to E3")
    assert (console.position, console.energy, console.said) == before


def test_rolls_the_dice_cannot_make_are_refused(console: BuilderConsole) -> None:
    with pytest.raises(IllegalAction, match="no monster or trap"):
        console.announce("fight rolled 99")  # the rule first, then the dice
    for text in ("creep north", "creep east", "creep east", "creep north", "creep east to D6",
                 "end turn"):
        console.announce(text)  # onto the Unknown monster at D6: it strikes
    assert console.hazard_here() is not None
    before = (console.targets, console.energy, console.said)
    with pytest.raises(IllegalAction, match="totals 99"):
        console.announce("fight rolled 99")
    with pytest.raises(IllegalAction, match="no face 5"):
        console.announce("fight rolled 5+1")
    with pytest.raises(IllegalAction, match="needs 7 dice"):
        console.announce("fight rolled 1+1+1+1+1+1+1")
    assert (console.targets, console.energy, console.said) == before
    # Turn 2: the 2 cubes the strike fatigued are Spent, 4 Fresh; two dice cost two of them
    # (and the failed fight strikes again).
    console.announce("fight rolled 2+1")
    assert console.turn == 2 and console.energy.basket(Basket.FRESH)[1] == 2


def test_a_hustle_pays_once_and_its_fourth_creep_is_paid_again(console: BuilderConsole) -> None:
    console.announce("hustle")
    assert console.hustle_creeps_left() == 3
    console.announce("creep north")
    console.announce("creep east")
    third = console.announce("creep east")  # E5: the Hustle's last Creep
    assert EventKind.HUSTLE_OVER in kinds(third) and console.hustle_creeps_left() == 0
    spends = console.energy.most_spends
    console.announce("creep west")  # a Creep of its own, paid
    assert console.energy.most_spends == spends - 1


def test_strikes_fatigue_and_conserve_keeps_cubes(console: BuilderConsole) -> None:
    console.announce("creep east to F4")
    console.announce("creep west")
    console.announce("conserve")
    assert not console.turn_open
    assert console.energy.basket(Basket.CONSERVED) == (0, 3)
    console.announce("creep north")  # a new turn: Conserved cubes spend twice
    assert console.energy.most_spends == 6 + 3 - 1
    for text in ("creep east", "hustle", "creep north", "creep north"):  # C4: a trap strikes
        console.announce(text)
    assert console.energy.basket(Basket.FATIGUED)[1] == 2


def test_undo_takes_back_the_cubes_too(console: BuilderConsole) -> None:
    console.announce("creep north")
    energy = console.energy
    console.announce("creep east")
    assert console.undo() and console.energy == energy
    assert console.position == parse_cell("E3")
