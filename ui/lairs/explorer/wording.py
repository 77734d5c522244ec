"""Plain-language wording of explorer actions and cubes for buttons, tooltips and the log."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    FaceUp,
    Fatigue,
    Hustle,
    Leave,
    OpenChest,
    Peer,
    SkipChest,
    Stay,
    Step,
    Stop,
    Take,
)
from companion.lairs.board import Feature, cell_name
from companion.lairs.energy import Basket, Cost, EnergyMat, Kind, Pick
from companion.lairs.exploration import (
    Pending,
    PendingChest,
    PendingDisplay,
    PendingExit,
    PendingFatigue,
    PendingHustle,
    PendingPeer,
    Roll,
)
from companion.lairs.game import Phase, PublicView
from companion.lairs.treasures import TreasureSet
from companion_ui.shell.messages import translated


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("LairsExplorer", text, disambiguation, n)


def kind_name(kind: Kind) -> str:
    return {Kind.BASIC: tr("Basic"), Kind.QUICKNESS: tr("Quickness"),
            Kind.PERCEPTION: tr("Perception")}[kind]


def basket_name(basket: Basket) -> str:
    return {Basket.FRESH: tr("Fresh"), Basket.SPENT: tr("Spent"),
            Basket.FATIGUED: tr("Fatigued"), Basket.CONSERVED: tr("Conserved")}[basket]


def feature_name(feature: Feature) -> str:
    return {Feature.START: tr("the Start"), Feature.EXIT: tr("the Exit"),
            Feature.CHEST: tr("a chest"), Feature.MONSTER: tr("a Hungry Blob (monster)"),
            Feature.TRAP: tr("a Greased Pit (trap)")}[feature]


def cost_words(cost: Cost) -> str:
    """An action's cost as on the screen: '1 Quickness or 2 any'."""
    parts = []
    if cost.kind is not None:
        parts.append(tr("1 {0}").format(kind_name(cost.kind)))
    if cost.any_count is not None:
        parts.append(tr("{0} any").format(cost.any_count))
    return tr(" or ").join(parts)


def dice_words(count: int) -> str:
    return tr("%n die/dice", "", count)


def picks_words(picks: Sequence[Pick]) -> str:
    if not picks:
        return tr("no cubes")
    return ", ".join(f"{basket_name(p.basket)} {kind_name(p.kind)}" for p in picks)


def describe(action: object, cards: TreasureSet) -> str:
    """A button label for an action (the notation stays the record's language)."""
    if isinstance(action, Fatigue):
        return tr("Fatigue: {0}").format(picks_words(action.cubes))
    if isinstance(action, Step):
        return tr("Hustle on to {0}").format(cell_name(action.target))
    if isinstance(action, Take):
        return tr("Take {0}").format(translated(cards[action.card].name))
    if isinstance(action, FaceUp):
        return tr("Face-up: {0}").format(", ".join(translated(cards[c].name)
                                                   for c in action.cards))
    words = {
        Stop: tr("Stop the Hustle here"), Enter: tr("Enter the cell (free)"),
        Stay: tr("Stay"), OpenChest: tr("Open the chest"), SkipChest: tr("Leave it closed"),
        Leave: tr("Leave the dungeon"),
    }
    if type(action) in words:
        return words[type(action)]
    if isinstance(action, Creep | Hustle | Backtrack | Peer):
        verb = {Creep: tr("Creep"), Hustle: tr("Hustle"), Backtrack: tr("Backtrack"),
                Peer: tr("Peer")}[type(action)]
        return tr("{0} to {1}, paying {2}").format(verb, cell_name(action.target),
                                                    picks_words(action.pay))
    if isinstance(action, Check):
        return tr("Check with {0}, paying {1}").format(dice_words(action.dice),
                                                       picks_words(action.pay))
    if isinstance(action, Conserve):
        return tr("Conserve {0} and end the turn").format(picks_words(action.cubes))
    return str(action)


def progress_words(view: PublicView) -> str:
    """How far the game is, as the game window counts turns: the mover's own ("turn 3")."""
    if view.phase is Phase.EXPLORING and view.to_move is not None:
        return tr("turn {0}").format(view.explorers[view.to_move].turns)
    return tr("scoring: face-up treasures")


def fatigue_words(pending: PendingFatigue, mat: EnergyMat) -> str:
    """A strike's question, in words that agree with the cubes it offers: a "Fresh" penalty
    counts Conserved cubes as Fresh and takes what it lacks from the Spent ones."""
    rule = pending.rule
    text = tr("{0} strikes: {1}.").format(translated(pending.source),
                                         translated(rule.describe()))
    if rule.fresh and rule.kind is None:
        fresh = mat.total(Basket.FRESH) + mat.total(Basket.CONSERVED)
        if not fresh:
            text += " " + tr("You have no Fresh or Conserved cube, so Spent cubes are "
                             "fatigued instead.")
        elif fresh < rule.count:
            text += " " + tr("You have only %n Fresh or Conserved cube(s), so Spent cubes "
                             "make up the rest.", "", fresh)
        elif mat.total(Basket.CONSERVED):
            text += " " + tr("Conserved cubes count as Fresh.")
    return text + " " + tr("Which cubes?")


def pending_words(pending: Pending, mat: EnergyMat) -> str:
    """The question a decision in hand asks the explorer (``mat``: their mat now)."""
    if isinstance(pending, PendingFatigue):
        return fatigue_words(pending, mat)
    if isinstance(pending, PendingHustle):
        return tr("Hustle: up to %n more Creep(s) — click a cell on the map, or stop.", "",
                  pending.creeps_left)
    if isinstance(pending, PendingPeer):
        if pending.must_enter:
            return tr("Peering off a hazard is a way out: enter {0}.").format(
                cell_name(pending.cell))
        return tr("Enter {0} for free?").format(cell_name(pending.cell))
    if isinstance(pending, PendingChest):
        return tr("Open the chest?")
    if isinstance(pending, PendingDisplay):
        return tr("Take one treasure from the display (its rules are listed under Display).")
    assert isinstance(pending, PendingExit)
    return tr("Leave the dungeon?")


def roll_words(roll: Roll) -> str:
    """The last Check in one line: the faces, and their sum only when there are several."""
    if not roll.faces:
        dice = tr("no dice")
    elif len(roll.faces) == 1:
        dice = tr("rolled {0}").format(roll.faces[0])
    else:
        dice = tr("rolled {0} = {1}").format(" + ".join(map(str, roll.faces)), roll.total)
    verdict = tr("success") if roll.success else tr("failure")
    return tr("Last check against {0} (target {1}): {2} — {3}").format(
        translated(roll.hazard), roll.target, dice, verdict)
