"""Translated wording of the Builder's console answers (the model's ``describe`` is the log's
English)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.lairs.board import Direction, Feature, cell_name, wall_name
from companion.lairs.energy import Basket
from companion.lairs.tabletop.answers import Decision, Event, EventKind, Outcome, Tell
from companion.lairs.tabletop.energy_watch import EnergyWatch
from companion.lairs.tabletop.map_check import MapSlip, Slip
from companion_ui.shell.messages import translated


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("LairsTabletop", text, disambiguation, n)


def direction_name(direction: Direction) -> str:
    return {Direction.NORTH: tr("north"), Direction.EAST: tr("east"),
            Direction.SOUTH: tr("south"), Direction.WEST: tr("west")}[direction]


def feature_name(feature: Feature | None) -> str:
    if feature is None:
        return tr("nothing (empty)")
    return {Feature.START: tr("the Start"), Feature.EXIT: tr("the Exit"),
            Feature.CHEST: tr("a chest"), Feature.MONSTER: tr("a monster"),
            Feature.TRAP: tr("a trap")}[feature]


def outcome_name(outcome: Outcome) -> str:
    return {Outcome.DEFEATED: tr("monster defeated"), Outcome.DISARMED: tr("trap disarmed"),
            Outcome.REMOVED: tr("trap removed (failed disarm)"),
            Outcome.OPENED: tr("chest opened")}[outcome]


def tell_lines(tell: Tell) -> tuple[str, str, str]:
    """Heading, walls, feature: what to say, in the rulebook's order."""
    walls = ", ".join(direction_name(d) for d in tell.walls) or tr("none")
    if tell.hazard:
        feature = tr("{0}: {1} (target {2})").format(feature_name(tell.feature),
                                                     translated(tell.hazard), tell.target)
    else:
        feature = feature_name(tell.feature)
    return (tr("Tell about {0}").format(cell_name(tell.cell)),
            tr("1. Walls: {0}").format(walls), tr("2. Feature: {0}").format(feature))


def frame_note(tell: Tell) -> str:
    if not tell.frame:
        return ""
    sides = ", ".join(direction_name(d) for d in tell.frame)
    return tr("(outer wall {0}: common knowledge, need not be said)").format(sides)


def event_text(event: Event) -> str:
    where = cell_name(event.cell) if event.cell is not None else ""
    if event.kind is EventKind.CHECK:
        verdict = tr("success") if event.success else tr("failure")
        text = tr("{0} (target {1}): rolled {2}, {3}").format(translated(event.hazard),
                                                              event.target, event.total, verdict)
        if event.new_target is not None:
            text += tr("; new target {0} (they write it on their map)").format(event.new_target)
        elif event.removed:
            text += tr("; the trap strikes and is removed")
        return text
    if event.kind is EventKind.STRIKE:
        return tr("{0} strikes: {1}").format(translated(event.hazard), translated(event.detail))
    return {
        EventKind.START: tr("Name the Start: {0}").format(where),
        EventKind.TURN: tr("A new Explorer turn: confirm their position"),
        EventKind.CHEST: tr("A chest: they may open it"),
        EventKind.OPENED: tr("Chest opened: they draw the top card and take one from the display"),
        EventKind.EXIT_OPEN: tr("The Exit: they have an achievement and may leave"),
        EventKind.EXIT_SHUT: tr("The Exit: no achievement yet, they cannot leave"),
        EventKind.HUSTLE: tr("Hustle: up to 3 Creeps follow; it ends on a non-empty cell"),
        EventKind.HUSTLE_OVER: tr("The Hustle is over (3 Creeps): the next Creep is paid")
        if event.detail else tr("The Hustle is over"),
        EventKind.LEFT: tr("They left the dungeon"),
        EventKind.TURN_OVER: tr("Their turn is over: no cube left to spend")
        if event.detail else tr("Their turn is over"),
    }[event.kind]


def decision_text(decision: Decision) -> str:
    return {Decision.HUSTLE: tr("Creep on (part of the Hustle) or stop"),
            Decision.PEER: tr("enter the peered cell for free, or stay"),
            Decision.CHEST: tr("open the chest, or leave it closed"),
            Decision.EXIT: tr("leave the dungeon, or stay")}[decision]


def answer_line(said: str, tells: tuple[Tell, ...], events: tuple[Event, ...]) -> str:
    """One line of the console's log."""
    details = [" ".join(tell_lines(t)[1:]) for t in tells] + [event_text(e) for e in events]
    heads = [cell_name(t.cell) for t in tells]
    text = said + (f" [{', '.join(heads)}]" if heads else "")
    return text + (f" → {'; '.join(details)}" if details else "")


def slip_text(slip: MapSlip) -> str:
    """One slip on the explorer's map, as the Builder would point it out."""
    cell = cell_name(slip.cell) if slip.cell is not None else ""
    where = wall_name(slip.wall) if slip.wall is not None else ""

    def shown(value: object) -> str:
        if isinstance(value, Feature) or value is None:
            return feature_name(value) if value is not None else tr("nothing")
        return str(value)

    return {
        Slip.NOT_MARKED_KNOWN: tr("{0} is Known but has no Known circle").format(cell),
        Slip.MARKED_KNOWN: tr("{0} is marked Known but was never described").format(cell),
        Slip.WALL_MISSING: tr("the wall {0} is missing").format(where),
        Slip.WALL_WRONG: tr("there is no wall at {0}").format(where),
        Slip.WALL_UNTOLD: tr("the wall {0} was never described").format(where),
        Slip.SYMBOL_MISSING: tr("{0} should show {1}").format(cell, shown(slip.expected)),
        Slip.SYMBOL_WRONG: tr("{0} shows {1} but should show {2}").format(
            cell, shown(slip.found), shown(slip.expected)),
        Slip.SHADE_MISSING: tr("the symbol on {0} should be shaded").format(cell),
        Slip.SHADE_WRONG: tr("the symbol on {0} should not be shaded").format(cell),
        Slip.TARGET_WRONG: tr("the target on {0} should be {1}, not {2}").format(
            cell, shown(slip.expected), shown(slip.found)),
        Slip.TRACKER: tr("the tracker should be on {0}, not {1}").format(
            cell, cell_name(slip.found) if isinstance(slip.found, int) else tr("off the map")),
    }[slip.slip]


def energy_text(energy: EnergyWatch) -> str:
    """Their cubes per basket (a range where the announcements leave it open)."""
    names = {Basket.FRESH: tr("Fresh"), Basket.SPENT: tr("Spent"),
             Basket.FATIGUED: tr("Fatigued"), Basket.CONSERVED: tr("Conserved")}
    parts = []
    for basket, (low, high) in energy.baskets().items():
        count = str(low) if low == high else f"{low}–{high}"
        parts.append(f"{names[basket]} {count}")
    return tr("Their cubes: {0}").format(" · ".join(parts))
