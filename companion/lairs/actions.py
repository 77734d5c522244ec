"""Explorer actions as small immutable values; ``str(action)`` is the notation.

Notation (one action per line in records and logs; cubes are picks, see ``energy``):

    creep E4 fb          move to E4 paying one Fresh Basic cube
    hustle E4 fq         start a Hustle into E4 (1 Quickness or 2 any), then ``step E5`` / ``stop``
    backtrack C2 fq      Backtrack to C2 (1 Quickness)
    peer B3 fp           learn B3 (1 Perception or 2 any), then ``enter`` or ``stay``
    check 3 fb fb cb     buy 3 dice and fight/disarm (``check 0`` = automatic failure)
    conserve fb fq       end the turn moving up to 3 Fresh cubes to Conserved
    fatigue sb fq        choose the cubes a strike fatigues
    open / skip          open the chest you entered, or leave it closed
    take moon-shard      take a card from the display after opening a chest
    exit / stay          leave the dungeon from the Exit (``stay`` also declines a Peer entry)
    faceup a b c d       choose the (at most 4) face-up treasures at the end
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.lairs.board import Cell, cell_name
from companion.lairs.energy import Picks, picks_text


def _with_picks(text: str, picks: Picks) -> str:
    return f"{text} {picks_text(picks)}" if picks else text


@dataclass(frozen=True)
class Creep:
    target: Cell
    pay: Picks

    def __str__(self) -> str:
        return _with_picks(f"creep {cell_name(self.target)}", self.pay)


@dataclass(frozen=True)
class Hustle:
    """Pay for a Hustle and make its first Creep."""

    target: Cell
    pay: Picks

    def __str__(self) -> str:
        return _with_picks(f"hustle {cell_name(self.target)}", self.pay)


@dataclass(frozen=True)
class Step:
    """A further Creep of a Hustle in progress (free)."""

    target: Cell

    def __str__(self) -> str:
        return f"step {cell_name(self.target)}"


@dataclass(frozen=True)
class Stop:
    """End a Hustle early."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Backtrack:
    target: Cell
    pay: Picks

    def __str__(self) -> str:
        return _with_picks(f"backtrack {cell_name(self.target)}", self.pay)


@dataclass(frozen=True)
class Peer:
    target: Cell
    pay: Picks

    def __str__(self) -> str:
        return _with_picks(f"peer {cell_name(self.target)}", self.pay)


@dataclass(frozen=True)
class Enter:
    """Enter the cell just learned by Peer, for free."""

    def __str__(self) -> str:
        return "enter"


@dataclass(frozen=True)
class Stay:
    """Decline: do not enter the peered cell / do not leave by the Exit."""

    def __str__(self) -> str:
        return "stay"


@dataclass(frozen=True)
class Check:
    """Buy one die per pick and fight the monster / disarm the trap you stand on."""

    pay: Picks

    @property
    def dice(self) -> int:
        return len(self.pay)

    def __str__(self) -> str:
        return _with_picks(f"check {self.dice}", self.pay)


@dataclass(frozen=True)
class Conserve:
    cubes: Picks

    def __str__(self) -> str:
        return _with_picks("conserve", self.cubes)


@dataclass(frozen=True)
class Fatigue:
    cubes: Picks

    def __str__(self) -> str:
        return _with_picks("fatigue", self.cubes)


@dataclass(frozen=True)
class OpenChest:
    def __str__(self) -> str:
        return "open"


@dataclass(frozen=True)
class SkipChest:
    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class Take:
    card: str

    def __str__(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True)
class Leave:
    """Leave the dungeon by the Exit."""

    def __str__(self) -> str:
        return "exit"


@dataclass(frozen=True)
class FaceUp:
    cards: tuple[str, ...]  # sorted card ids

    def __str__(self) -> str:
        return " ".join(("faceup", *self.cards))


ExplorerAction = (
    Creep | Hustle | Step | Stop | Backtrack | Peer | Enter | Stay | Check | Conserve | Fatigue
    | OpenChest | SkipChest | Take | Leave
)
LairsAction = ExplorerAction | FaceUp
