"""What one player may know, built on demand: their own cards, every face-up card, coins, the
claims and answers made at the table, and what their own Exchange or Examine showed them.

Private moves of others (an Exchange's kept cards, a card shown to an Inquisitor, a two-player
set pick) appear in the view's log as ``Secret`` entries. The public view (``player`` is
``None``: spectators, the table scene, logs) holds no face-down card at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from companion.coup import actions as A
from companion.coup.cards import ALLEGIANCE_NAMES, NAMES
from companion.coup.phases import (
    ACTION,
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    EXCHANGE,
    LOSE,
    PHASE_NAMES,
    PICK,
    SIDE,
    VERDICT,
    Phase,
)

if TYPE_CHECKING:
    from companion.coup.state import CoupState


@dataclass(frozen=True)
class Secret:
    """A move whose content the viewer did not see: ``what`` is "keep", "show" or "pick"."""

    seat: int
    what: str
    target: int = -1

    def __str__(self) -> str:
        return f"p{self.seat + 1} {self.what} ?"


@dataclass(frozen=True)
class ShownHand:
    """An Embezzle proved by showing every face-down card (public)."""

    seat: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"p{self.seat + 1} reveal hand " + " ".join(NAMES[c] for c in self.cards)


@dataclass(frozen=True)
class SeatView:
    seat: int
    coins: int
    face_down: int
    revealed: tuple[int, ...]
    alive: bool
    allegiance: int  # -1 without Reformation (or before it is chosen)


@dataclass(frozen=True)
class CoupView:
    player: int | None  # None: the public view
    players: int
    characters: tuple[int, ...]
    copies: int
    inquisitor: bool
    reformation: bool
    two_player_sets: bool
    seats: tuple[SeatView, ...]
    my_cards: tuple[int, ...]
    deck_size: int
    treasury: int
    reserve: int
    turn: int
    phase: Phase
    to_move: int | None
    actor: int
    kind: int  # the action in progress (-1 none)
    target: int
    claimed: int  # the character the actor claims (-1 none)
    blocker: int
    block_char: int
    challenger: int
    # A pending influence loss: what follows it (phases.K_*; -1 when no loss is pending).
    after_loss: int
    # The viewer's own pending choices: cards to keep from, the examined card, the set to pick from.
    pool: tuple[int, ...]
    shown: int
    pick_set: tuple[int, ...]
    log: tuple[Any, ...]
    notes: tuple[tuple[Any, ...], ...]
    winner: int
    # After which log entry whose coins changed, and by how much (public at a real table).
    coin_moves: tuple[tuple[int, tuple[int, ...]], ...] = ()
    # The open challenge or block window: the seats still to answer, in the order they are
    # asked (the deciding one first; public at a real table). Empty outside such a window.
    responders: tuple[int, ...] = ()

    @property
    def variants(self) -> frozenset[str]:
        on = {"inquisitor": self.inquisitor, "two-player-sets": self.two_player_sets,
              "reformation": self.reformation}
        return frozenset(name for name, chosen in on.items() if chosen)

    def unseen(self) -> dict[int, int]:
        """Copies of each character that may be in another player's hand or the Court deck: not
        face up, not in the viewer's hand, not set aside by the viewer (two-player set-up)."""
        counts = dict.fromkeys(self.characters, self.copies)
        for seat in self.seats:
            for card in seat.revealed:
                counts[card] -= 1
        for card in self.my_cards:
            counts[card] -= 1
        for note in self.notes:
            if note[0] == "set aside":
                for card in note[1]:
                    counts[card] -= 1
        return counts


def visible_log(state: CoupState, player: int | None) -> tuple[Any, ...]:
    proved = {seat: [n[1] for n in notes if n[0] == "proved"] for seat, notes in
              enumerate(state.notes)}
    log: list[Any] = []
    examiner = -1
    for entry in state.history:
        cls = entry.__class__
        if cls is A.Declare and entry.kind == A.EXAMINE:
            examiner = entry.seat
        if cls is A.Keep and entry.seat != player:
            entry = Secret(entry.seat, "keep")
        elif cls is A.Pick and entry.seat != player:
            entry = Secret(entry.seat, "pick")
        elif (cls is A.Show and player not in (entry.seat, examiner)) or (
                cls is Secret and entry.what == "show"):
            entry = Secret(entry.seat, "show", examiner)
        elif cls is A.RevealHand:
            # Sorted: the hand's own order would tell which card was a replacement drawn earlier.
            entry = ShownHand(entry.seat, tuple(sorted(proved[entry.seat].pop(0))))
        log.append(entry)
    return tuple(log)


def build_view(state: CoupState, player: int | None) -> CoupView:
    sides = state.allegiance
    seats = tuple(
        SeatView(s, state.coins[s], len(state.hands[s]), tuple(state.revealed[s]),
                 state.alive[s], sides[s] if sides is not None else -1)
        for s in range(state.n)
    )
    mine = player is not None and state.to_move == player
    in_action = state.phase not in (PICK, SIDE, ACTION)
    config = state.config
    return CoupView(
        player=player,
        players=state.n,
        characters=config.characters,
        copies=config.copies,
        inquisitor=state.inquisitor,
        reformation=state.reformation,
        two_player_sets=config.two_player_sets,
        seats=seats,
        my_cards=tuple(sorted(state.hands[player])) if player is not None else (),
        deck_size=len(state.deck),
        treasury=state.treasury,
        reserve=state.reserve,
        turn=state.turn,
        phase=Phase(state.phase),
        to_move=state.to_move,
        actor=state.actor,
        kind=state.kind if in_action else -1,
        target=state.target,
        claimed=state.claimed if in_action else -1,
        blocker=state.blocker,
        block_char=state.block_char if state.blocker >= 0 else -1,
        challenger=state.challenger,
        after_loss=state.after_loss if state.phase == LOSE else -1,
        pool=tuple(sorted(state.pool)) if mine and state.phase == EXCHANGE else (),
        shown=state.shown if mine and state.phase == VERDICT else -1,
        pick_set=tuple(sorted(state.sets[player])) if mine and state.phase == PICK else (),
        log=visible_log(state, player),
        notes=tuple(state.notes[player]) if player is not None else (),
        winner=state.winner,
        coin_moves=tuple(state.coin_moves),
        responders=tuple(state.responders[state.ri:])
        if state.phase in (CHALLENGE, BLOCK, BLOCK_CHALLENGE) else (),
    )


def summarize(state: CoupState) -> dict[str, Any]:
    """The public position as JSON data."""
    sides = state.allegiance
    return {
        "turn": state.turn,
        "phase": PHASE_NAMES[state.phase],
        "to_move": None if state.to_move is None else f"p{state.to_move + 1}",
        "winner": f"p{state.winner + 1}" if state.winner >= 0 else None,
        "players": [
            {
                "player": f"p{s + 1}",
                "coins": state.coins[s],
                "face_down": len(state.hands[s]),
                "revealed": [NAMES[c] for c in state.revealed[s]],
                "exiled": not state.alive[s],
                **({"allegiance": ALLEGIANCE_NAMES[sides[s]]} if sides is not None else {}),
            }
            for s in range(state.n)
        ],
        "court_deck": len(state.deck),
        "treasury": state.treasury,
        **({"treasury_reserve": state.reserve} if state.reformation else {}),
    }
