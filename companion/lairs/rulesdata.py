"""The data an exploration plays with: the die, the hazard cards and the treasure cards."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from companion.lairs.board import Feature
from companion.lairs.hazards import Die, HazardCard, default_die, hazard_cards
from companion.lairs.treasures import TreasureSet, default_treasures


@dataclass(frozen=True)
class RulesData:
    die: Die
    hazards: Mapping[Feature, HazardCard]
    treasures: TreasureSet


@cache
def default_rules_data() -> RulesData:
    return RulesData(default_die(), hazard_cards(), default_treasures())
