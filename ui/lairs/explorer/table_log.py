"""The log as the table heard it: your turns in your own log's words, and the other explorer's
turns in your dungeon as you, their Builder, announce them ("Bob creeps to C3", "You tell Bob:
C3, walls north, east; chest").

Both logs come from the views: an explorer's log holds nothing secret (``OpponentView.log``:
a card drawn from the deck is never named). They are interleaved turn by turn, the first
explorer's turn before the other's, since Explorer turns alternate. The public table (a
spectator, the table display) hears both explorers alike, each line under its explorer's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from companion.core.messages import Message, message
from companion.lairs.game import PlayerView, PublicView, first_explorer
from companion_ui.shell.messages import translated


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("LairsTableLog", text, disambiguation, n)


TURN_BEGINS = "Turn {turn}: energy refreshed"  # the template of each turn's first line

# The other explorer's lines in the Builder's voice, by the template of the line in their own
# log (``companion.lairs.exploration``); each takes the same values, and {explorer}.
BUILDER_VOICE: dict[str, Message] = {
    TURN_BEGINS: message("LairsTableLog", "{explorer}'s turn {turn} in your dungeon: energy "
                         "refreshed"),
    "Creep to {cell}": message("LairsTableLog", "{explorer} creeps to {cell}"),
    "Hustle to {cell}": message("LairsTableLog", "{explorer} hustles to {cell}"),
    "Backtrack to {cell}": message("LairsTableLog", "{explorer} backtracks to {cell}"),
    "Peer into {cell}": message("LairsTableLog", "{explorer} peers into {cell}"),
    "Enter {cell}": message("LairsTableLog", "{explorer} enters {cell}"),
    "Learned {cell}: walls {sides}; {feature}": message(
        "LairsTableLog", "You tell {explorer}: {cell}, walls {sides}; {feature}"),
    "Learned {cell}: no walls; {feature}": message(
        "LairsTableLog", "You tell {explorer}: {cell}, no walls; {feature}"),
    "{hazard} strikes: {penalty}": message("LairsTableLog",
                                           "Your {hazard} strikes {explorer}: {penalty}"),
    "Cubes spent: {cubes}": message("LairsTableLog", "{explorer} spends {cubes}"),
    "Cubes fatigued: {cubes}": message("LairsTableLog", "{explorer} fatigues {cubes}"),
    "No cube left to take": message("LairsTableLog", "{explorer} has no cube left to take"),
    "Check against {hazard} (target {target}): rolled {faces} = {total}, success": message(
        "LairsTableLog", "{explorer} checks against your {hazard} (target {target}): rolled "
        "{faces} = {total}, success"),
    "Check against {hazard} (target {target}): rolled {faces} = {total}, failure": message(
        "LairsTableLog", "{explorer} checks against your {hazard} (target {target}): rolled "
        "{faces} = {total}, failure"),
    "{hazard} is removed from the game": message("LairsTableLog",
                                                 "Your {hazard} is removed from the game"),
    "Opened the chest: drew a treasure": message(
        "LairsTableLog", "{explorer} opens your chest and draws a treasure (not shown to you)"),
    "Opened the chest": message("LairsTableLog", "{explorer} opens your chest"),
    "Took {card} from the display": message("LairsTableLog",
                                            "{explorer} takes {card} from the display"),
    "Conserve {cubes}; turn ends": message("LairsTableLog",
                                           "{explorer} conserves {cubes}; the turn ends"),
    "Turn ends, nothing conserved": message("LairsTableLog",
                                            "{explorer} ends the turn, conserving nothing"),
    "Left the dungeon": message("LairsTableLog", "{explorer} leaves your dungeon"),
}


@dataclass(frozen=True)
class LogLine:
    text: str
    heading: bool  # a turn's first line


def _begins_turn(line: str) -> bool:
    if isinstance(line, Message):
        return line.template == TURN_BEGINS
    return line.startswith("Turn ")  # a log read back from a position is plain English


def _turns(log: Sequence[str]) -> list[list[str]]:
    """The log cut into turns, each from its first line."""
    turns: list[list[str]] = []
    for line in log:
        if _begins_turn(line) or not turns:
            turns.append([])
        turns[-1].append(line)
    return turns


def builder_words(line: str, explorer: str) -> str:
    """A line of the other explorer's log as their Builder says it."""
    voice = BUILDER_VOICE.get(line.template) if isinstance(line, Message) else None
    if voice is None:
        return tr("{0}: {1}").format(explorer, translated(line))
    return translated(voice.format(**line.params, explorer=explorer))


def table_log(view: PlayerView, names: Sequence[str]) -> list[LogLine]:
    """Both explorers' turns in the order they were played, as ``view.seat`` heard them."""
    me, other = view.seat, 1 - view.seat
    turns = {me: view.explorer.turns, other: view.opponent.turns}
    first = first_explorer((turns[0], turns[1]), view.to_move, view.phase, view.first_out)
    mine = [[LogLine(translated(line), _begins_turn(line)) for line in turn]
            for turn in _turns(view.explorer.log)]
    theirs = [[LogLine(builder_words(line, names[other]), _begins_turn(line)) for line in turn]
              for turn in _turns(view.opponent.log)]
    return _interleaved((mine, theirs) if first == me else (theirs, mine))


def public_log(view: PublicView, names: Sequence[str]) -> list[LogLine]:
    """Both explorers' turns in the order they were played, as the whole table heard them."""
    explorers = view.explorers
    first = first_explorer((explorers[0].turns, explorers[1].turns), view.to_move, view.phase,
                           view.first_out)
    told = [[[LogLine(tr("{0}: {1}").format(names[seat], translated(line)), _begins_turn(line))
              for line in turn] for turn in _turns(explorers[seat].log)] for seat in (0, 1)]
    return _interleaved((told[first], told[1 - first]))


def _interleaved(order: tuple[list[list[LogLine]], list[list[LogLine]]]) -> list[LogLine]:
    """The first explorer's turns and the other's, one after the other."""
    lines: list[LogLine] = []
    for index in range(max(len(order[0]), len(order[1]))):
        for seat_turns in order:
            if index < len(seat_turns):
                lines.extend(seat_turns[index])
    return lines
