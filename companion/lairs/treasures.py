"""Treasure cards (data from resources/lairs/treasures.json) and the shared treasure supply.

A card's bonus is one rule from a small declarative vocabulary, scored against the *other*
face-up cards only:

- ``with-other-type`` (type, points): +points once if another face-up card has that type;
- ``per-other-type`` (type, points): +points for each other face-up card of that type;
- ``with-other-keyword`` (keyword, points): +points once if another face-up card has the keyword;
- ``per-other-keyword`` (keyword, points): +points for each other face-up card with the keyword;
- ``per-distinct-type`` (points): +points for each type among the others that differs from its own;
- ``set-of-types`` (count, points): +points once if the face-up cards, this one included, show
  at least ``count`` different types;
- ``flat`` (points): +points, always.

A player's own box (``companion.lairs.box``) loads its cards with the same parser.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from companion.core.document import parse_json, quote
from companion.core.errors import CompanionError, MalformedInput
from companion.core.messages import Joined, Message, message
from companion.core.resources import read_resource_text
from companion.core.shape import (
    Boolean,
    Choice,
    Const,
    Field,
    Fields,
    Integer,
    ListOf,
    Nullable,
    Parsed,
    Text,
    check,
)

BONUS_KINDS = ("with-other-type", "per-other-type", "with-other-keyword", "per-other-keyword",
               "per-distinct-type", "set-of-types", "flat")
_TYPED = ("with-other-type", "per-other-type")
_KEYWORDED = ("with-other-keyword", "per-other-keyword")
DISPLAY_SIZE = 3


# The box's treasure types, keywords and card names (resources/lairs/treasures.json) as
# messages, so that the app says them in the player's language; a word from a player's own card
# file stays as written.
_BOX_WORDS = (
    message("TreasureWords", "Book"), message("TreasureWords", "Statue"),
    message("TreasureWords", "Scroll"), message("TreasureWords", "Amulet"),
    message("TreasureWords", "Cup"), message("TreasureWords", "Shard"),
    message("TreasureWords", "Crown"), message("TreasureWords", "Orb"),
    message("TreasureWords", "Harmony"), message("TreasureWords", "Radiance"),
    message("TreasureWords", "Shadow"),
    message("TreasureNames", "Tranquil Goblet"), message("TreasureNames", "Scroll of Harmony"),
    message("TreasureNames", "Moon Shard"), message("TreasureNames", "Sun Shard"),
    message("TreasureNames", "Atlas of Lost Halls"), message("TreasureNames", "Bestiary"),
    message("TreasureNames", "Hymnal"), message("TreasureNames", "Jade Idol"),
    message("TreasureNames", "Gargoyle Figurine"), message("TreasureNames", "Scroll of Shadows"),
    message("TreasureNames", "Scroll of Radiance"), message("TreasureNames", "Amulet of Warding"),
    message("TreasureNames", "Serpent Amulet"), message("TreasureNames", "Sunstone Amulet"),
    message("TreasureNames", "Chalice of Dawn"), message("TreasureNames", "Goblet of Dusk"),
    message("TreasureNames", "Star Shard"), message("TreasureNames", "Crown of Whispers"),
    message("TreasureNames", "Gilded Circlet"), message("TreasureNames", "Orb of Stillness"),
    message("TreasureNames", "Storm Orb"), message("TreasureNames", "Orb of Embers"),
)
BOX_WORDS: dict[str, Message] = {str(word): word for word in _BOX_WORDS}


def box_word(word: str) -> str:
    """A treasure's name, type or keyword: a translatable message when it is one of the box's."""
    return BOX_WORDS.get(word, word)


@dataclass(frozen=True)
class Bonus:
    kind: str
    points: int
    type: str = ""
    keyword: str = ""
    count: int = 0  # set-of-types: how many different types

    def score(self, card: TreasureCard, others: Sequence[TreasureCard]) -> int:
        kind = self.kind
        if kind == "with-other-type":
            return self.points if any(o.type == self.type for o in others) else 0
        if kind == "per-other-type":
            return self.points * sum(o.type == self.type for o in others)
        if kind == "with-other-keyword":
            return self.points if any(self.keyword in o.keywords for o in others) else 0
        if kind == "per-other-keyword":
            return self.points * sum(self.keyword in o.keywords for o in others)
        if kind == "set-of-types":
            types = {o.type for o in others} | {card.type}
            return self.points if len(types) >= self.count else 0
        if kind == "flat":
            return self.points
        return self.points * len({o.type for o in others} - {card.type})

    def describe(self) -> Message:
        words = {
            "with-other-type": message("LairsTreasure", "+{points} if you hold another {type}"),
            "per-other-type": message("LairsTreasure", "+{points} for each other {type}"),
            "with-other-keyword": message("LairsTreasure", "+{points} if you hold another "
                                          "{keyword} card"),
            "per-other-keyword": message("LairsTreasure", "+{points} for each other {keyword} "
                                         "card"),
            "per-distinct-type": message("LairsTreasure", "+{points} for each other type you "
                                         "hold"),
            "set-of-types": message("LairsTreasure", "+{points} if you hold {count} different "
                                    "types"),
            "flat": message("LairsTreasure", "+{points}"),
        }[self.kind]
        return words.format(points=self.points, type=box_word(self.type),
                            keyword=box_word(self.keyword), count=self.count)


@dataclass(frozen=True)
class TreasureCard:
    id: str
    name: str
    type: str
    keywords: frozenset[str]
    base: int
    bonus: Bonus | None
    standin: bool  # made up for the app: the real card text is not published
    note: str = ""

    def score(self, others: Sequence[TreasureCard]) -> int:
        """Face-up value: base + bonus, where ``others`` are the other face-up cards."""
        return self.base + (self.bonus.score(self, others) if self.bonus else 0)

    def describe(self) -> Message:
        words = Joined((" [", Joined(box_word(k) for k in sorted(self.keywords)), "]"),
                       "") if self.keywords else ""
        card = message("LairsTreasure", "{name}: {type}{keywords}, base {base}").format(
            name=self.name, type=box_word(self.type), keywords=words, base=self.base)
        if self.bonus:
            card = message("LairsTreasure", "{card}; {bonus}").format(card=card,
                                                                      bonus=self.bonus.describe())
        if self.standin:
            card = message("LairsTreasure", "{card} (stand-in card)").format(card=card)
        return card


@dataclass(frozen=True)
class TreasureSet:
    """The loaded deck contents: every card by id, in file order, and the stand-in note."""

    cards: Mapping[str, TreasureCard]
    types: tuple[str, ...]
    standin_note: str

    def __getitem__(self, card_id: str) -> TreasureCard:
        return self.cards[card_id]

    @property
    def standins(self) -> list[TreasureCard]:
        return [card for card in self.cards.values() if card.standin]


# A card id is written into notation (``p1 faceup a b c d``): one ASCII word, short enough that
# four of them fit in an action a record reads back.
_CARD_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*\Z")
_WORD = Text(max_length=40, non_empty=True)  # a type, a keyword
_POINTS = Integer(0, 99)


def _card_id(text: str) -> str:
    if not _CARD_ID.match(text):
        raise CompanionError("a card id is one word of letters, digits and dashes")
    return text


_BONUS = Fields({
    "kind": Choice({kind: kind for kind in BONUS_KINDS}),
    "points": _POINTS,
    "type": Field(_WORD, ""),
    "keyword": Field(_WORD, ""),
    "count": Field(_POINTS, 0),
})
_CARD = Fields({
    "id": Parsed(_card_id, "a card id like 'moon-shard' (at most 40 characters)", 40),
    "name": Text(max_length=60, non_empty=True),
    "type": _WORD,
    "keywords": Field(ListOf(_WORD, "a list of words", unique="keyword"), ()),
    # A base of 0 is a real card (its worth is all bonus); scoring then offers fewer than 4
    # face-up cards, since such a card may be worth less face-up than face-down.
    "base": _POINTS,
    "bonus": Field(Nullable(_BONUS), None),
    "standin": Field(Boolean(), False),
    "note": Field(Text(max_length=1000), ""),
})
_TREASURES = Fields({
    "format": Const("lairs-treasures"),
    "version": Const(1),
    "types": ListOf(_WORD, "a list of type names", min_items=1, max_items=40, unique="type"),
    "standin_note": Field(Text(max_length=2000), ""),
    "cards": ListOf(_CARD, "a list of cards", min_items=DISPLAY_SIZE + 1, max_items=500),
})


def parse_treasures(data: Any, where: str = "treasures.json") -> TreasureSet:
    checked = check(_TREASURES, data, where)
    types = checked["types"]

    def fail(key: str, problem: str) -> MalformedInput:
        return MalformedInput(problem, f"{where}: {key}")

    cards: dict[str, TreasureCard] = {}
    for index, entry in enumerate(checked["cards"]):
        key = f"cards[{index}]"
        if entry["id"] in cards:
            raise fail(f"{key}.id", f"{entry['id']!r} appears twice")
        if entry["type"] not in types:
            raise fail(f"{key}.type", f"{quote(entry['type'])} is not one of the types")
        bonus = _bonus(entry["bonus"], f"{key}.bonus", types, fail)
        cards[entry["id"]] = TreasureCard(
            entry["id"], box_word(entry["name"]), entry["type"], frozenset(entry["keywords"]),
            entry["base"], bonus, entry["standin"], entry["note"])
    return TreasureSet(cards, types, checked["standin_note"])


def _bonus(data: dict[str, Any] | None, key: str, types: tuple[str, ...],
           fail: Callable[[str, str], MalformedInput]) -> Bonus | None:
    """The rules tying a bonus to its kind and the deck's types (its shape is checked)."""
    if data is None:
        return None
    kind = data["kind"]
    if kind in _TYPED and data["type"] not in types:
        raise fail(f"{key}.type", f"{quote(data['type'])} is not one of the types")
    if kind in _KEYWORDED and not data["keyword"]:
        raise fail(f"{key}.keyword", "must be a keyword")
    if kind == "set-of-types" and not 2 <= data["count"] <= len(types):
        raise fail(f"{key}.count", f"must be a whole number from 2 to {len(types)}")
    return Bonus(kind, data["points"], data["type"] if kind in _TYPED else "",
                 data["keyword"] if kind in _KEYWORDED else "",
                 data["count"] if kind == "set-of-types" else 0)


def treasures_document(cards: TreasureSet) -> dict[str, Any]:
    """The treasure file for a set of cards (``parse_treasures`` reads it back)."""
    entries = []
    for card in cards.cards.values():
        entry: dict[str, Any] = {"id": card.id, "name": card.name, "type": card.type,
                                 "keywords": sorted(card.keywords), "base": card.base,
                                 "bonus": None, "standin": card.standin}
        if card.bonus is not None:
            bonus: dict[str, Any] = {"kind": card.bonus.kind, "points": card.bonus.points}
            for key in ("type", "keyword", "count"):
                if getattr(card.bonus, key):
                    bonus[key] = getattr(card.bonus, key)
            entry["bonus"] = bonus
        if card.note:
            entry["note"] = card.note
        entries.append(entry)
    return {"format": "lairs-treasures", "version": 1, "types": list(cards.types),
            "standin_note": cards.standin_note, "cards": entries}


# Positions of a game with a player's own cards carry their document; the search bot's sampled
# worlds share one document object, so it is read once.
_READ: dict[int, tuple[Any, TreasureSet]] = {}


def treasures_from_document(document: Any) -> TreasureSet:
    hit = _READ.get(id(document))
    if hit is not None and hit[0] is document:
        return hit[1]
    cards = parse_treasures(document, "position treasures")
    if len(_READ) > 16:
        _READ.clear()
    _READ[id(document)] = (document, cards)
    return cards


@cache
def default_treasures() -> TreasureSet:
    where = "resources/lairs/treasures.json"
    try:
        data = parse_json(read_resource_text("lairs", "treasures.json"), where)
    except OSError as error:
        raise MalformedInput(f"cannot be read: {error}", where) from None
    return parse_treasures(data, where)


class TreasureSupply:
    """The shared face-down deck (top = last), the face-up display of 3 and the discard pile."""

    def __init__(
        self, deck: Sequence[str], rng: random.Random, discard: Sequence[str] = ()
    ) -> None:
        self.deck: list[str] = list(reversed(deck))  # given top first; popped from the end
        self.display: list[str] = []
        # Nothing in the base game discards a treasure; expansions and explicit set-ups do.
        self.discard: list[str] = list(discard)
        self._rng = rng
        self.refill_display()

    @classmethod
    def shuffled(cls, cards: TreasureSet, rng: random.Random) -> TreasureSupply:
        order = list(cards.cards)
        rng.shuffle(order)
        return cls(order, rng)

    def draw(self) -> str | None:
        """The top card; an empty deck is first rebuilt from the shuffled discard pile."""
        if not self.deck and self.discard:
            self.deck, self.discard = self.discard, []
            self._rng.shuffle(self.deck)
        return self.deck.pop() if self.deck else None

    def take_from_display(self, card_id: str) -> None:
        if card_id not in self.display:
            raise CompanionError(f"{card_id} is not in the display")
        self.display.remove(card_id)
        self.refill_display()

    def refill_display(self) -> None:
        while len(self.display) < DISPLAY_SIZE:
            card = self.draw()
            if card is None:
                return
            self.display.append(card)
