"""Sampled worlds for the search bot: a full Lairs position consistent with one player's view.

What the view shows is copied: the player's own dungeon (they built it, and see the opponent
explorer's position, map and the features still there on it), their own map sheet, trail, mat,
achievements, treasures and log, everything public about the other explorer (trail, mat,
achievements, how many treasures, the decision they owe), the display and the turn order.

What it hides is drawn at random:

- the Unknown part of the dungeon the player explores (``unseen.UnseenDungeon``). Known cells
  keep their walls, their feature as learned and their current target; the slots between two
  Unknown cells and the features not met yet are drawn so that the dungeon obeys every build
  rule;
- the treasures: the cards the player has not seen (neither held nor on display) are shuffled
  into the opponent's treasures, the discard pile and the deck;
- the generator: a fresh seed, so dice and draws differ from world to world.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from companion.lairs.board import cell_name
from companion.lairs.dungeon_file import dungeon_to_json
from companion.lairs.game import Phase, PlayerView
from companion.lairs.position import pending_to_json, roll_to_json, trail_to_json
from companion.lairs.rulesdata import default_rules_data
from companion.lairs.scoring import best_face_up, face_up_choices
from companion.lairs.treasures import treasures_document
from companion.lairs.unseen import UnseenDungeon


def _cells(cells: Any) -> list[str]:
    return [cell_name(c) for c in sorted(cells)]


class LairsSampler:
    """Works out once what a view tells; then draws as many worlds as asked."""

    def __init__(self, view: PlayerView) -> None:
        if not isinstance(view, PlayerView):
            raise ValueError("a world is sampled for a player, not for the public view")
        if view.phase is Phase.OVER:
            raise ValueError("a finished game has nothing left to sample")
        self.view = view
        self.me = me = view.seat
        self.board = UnseenDungeon(view.explorer.map)
        data = default_rules_data()
        self.hazard_targets = {f: card.target for f, card in data.hazards.items()}
        mine, theirs = view.explorer, view.opponent
        self.treasures = mine.cards  # the game's cards: the shipped set or a player's own box
        seen = Counter(mine.treasures) + Counter(mine.display)
        self.unseen = list((Counter(list(self.treasures.cards)) - seen).elements())
        cells = mine.map.cells
        self.known_features = {cell_name(c): k.feature.value for c, k in cells.items()
                               if k.feature is not None}
        self.known_targets = {cell_name(c): k.target for c, k in cells.items()
                              if k.target is not None}
        builder = view.builder
        first_out = view.first_out
        exited = {me: mine.exited, 1 - me: theirs.exited}
        exit_order = [] if first_out is None else [first_out] + [
            s for s in (1 - first_out,) if exited[s]]
        self.opponent_chooses = view.phase is Phase.SCORING and view.to_move != 1 - me
        self.fixed: dict[str, Any] = {
            "phase": view.phase.value,
            "current": view.to_move if view.phase is Phase.EXPLORING else me,
            "turn": view.turn,
            "exit_order": exit_order,
            "final_turn_of": None if first_out is None else 1 - first_out,
            "die": list(mine.die_faces),
        }
        if self.treasures is not data.treasures:
            # One document for every sampled world, so loading reads it once.
            self.fixed["treasures"] = treasures_document(self.treasures)
        self.my_dungeon = dungeon_to_json(builder.dungeon)
        self.mine: dict[str, Any] = {
            "position": cell_name(mine.map.position) if mine.map.position is not None else None,
            "known": _cells(cells),
            "mat": mine.mat.to_json(), "chests": mine.chests, "monsters": mine.monsters,
            "traps_disarmed": mine.traps_disarmed, "treasures": list(mine.treasures),
            "exited": mine.exited, "turns": mine.turns, "in_turn": mine.in_turn,
            "pending": [] if mine.pending is None else [pending_to_json(mine.pending)],
            "last_roll": roll_to_json(mine.last_roll), "trail": trail_to_json(mine.trail),
            "log": list(mine.log),
        }
        position = builder.explorer_position
        self.theirs: dict[str, Any] = {
            "position": cell_name(position) if position is not None else None,
            "known": _cells(builder.explorer_known),
            "features": {cell_name(c): builder.features[c].value for c in sorted(builder.features)},
            "targets": {cell_name(c): builder.targets[c] for c in sorted(builder.targets)},
            "mat": theirs.mat.to_json(), "chests": theirs.chests, "monsters": theirs.monsters,
            "traps_disarmed": theirs.traps_disarmed,
            "exited": theirs.exited, "turns": theirs.turns, "in_turn": theirs.in_turn,
            "pending": [] if theirs.pending is None else [pending_to_json(theirs.pending)],
            "last_roll": roll_to_json(theirs.last_roll), "trail": trail_to_json(theirs.trail),
            "log": list(theirs.log),
        }

    def sample(self, rng: random.Random) -> dict[str, Any]:
        view, me, board = self.view, self.me, self.board
        dungeon = board.complete(rng)
        features = dict(self.known_features)
        targets = dict(self.known_targets)
        for cell in board.unknown:
            feature = dungeon.features.get(cell)
            if feature is not None:
                features[cell_name(cell)] = feature.value
                if feature.is_hazard:
                    targets[cell_name(cell)] = self.hazard_targets[feature]
        cards = list(self.unseen)
        rng.shuffle(cards)
        count = view.opponent.treasure_count
        held, cards = cards[:count], cards[count:]
        discard, deck = cards[:view.explorer.discard_size], cards[view.explorer.discard_size:]
        face_up: list[Any] = [None, None]
        face_up[me] = list(view.face_up) if view.face_up is not None else None
        if self.opponent_chooses:
            choices = face_up_choices(held, self.treasures)
            if len(choices) == 1 or 1 - me < me:
                face_up[1 - me] = list(best_face_up(self.treasures, held))
        explorers: list[Any] = [None, None]
        explorers[me] = {**self.mine, "features": features, "targets": targets}
        explorers[1 - me] = {**self.theirs, "treasures": held}
        dungeons: list[Any] = [None, None]
        dungeons[me], dungeons[1 - me] = self.my_dungeon, dungeon_to_json(dungeon)
        return {
            **self.fixed,
            "face_up": face_up,
            "dungeons": dungeons,
            "supply": {"deck": deck, "display": list(view.explorer.display), "discard": discard},
            "explorers": explorers,
            "rng": {"seed": rng.getrandbits(32)},
        }


def sampler(view: PlayerView) -> Any:
    """The search seam: ``sampler(view)(rng)`` draws one world."""
    return LairsSampler(view).sample


def sample_world(view: PlayerView, rng: random.Random) -> dict[str, Any]:
    """A position consistent with ``view``, its hidden parts drawn at random."""
    return LairsSampler(view).sample(rng)
