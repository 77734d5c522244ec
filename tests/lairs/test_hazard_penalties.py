"""Hazards as data: the penalty forms the rules name ("fatigue N cubes", "fatigue N Fresh",
"fatigue 1 Quickness", "spend N cubes"), loaded, met and kept in positions."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from companion.core.errors import MalformedInput
from companion.lairs.actions import Creep
from companion.lairs.board import Feature
from companion.lairs.energy import Basket, FatigueRule, Kind, Pick
from companion.lairs.exploration import Exploration, PendingFatigue
from companion.lairs.hazards import parse_hazard
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion.lairs.treasures import TreasureSupply
from tests.lairs.explore_support import dungeon, mat


def fail(key: str, message: str) -> MalformedInput:
    return MalformedInput(message, key)


def hazard(strike: object) -> dict:
    return {"feature": "trap", "name": "Net", "target": 4, "strike": strike,
            "on_failed_check": "remove"}


@pytest.mark.parametrize(("strike", "rule"), [
    ({"fatigue": 2, "from": "any"}, FatigueRule(2, False)),
    ({"fatigue": 2, "from": "fresh"}, FatigueRule(2, True)),
    ({"fatigue": 1, "from": "quickness"}, FatigueRule(1, False, Kind.QUICKNESS)),
    ({"spend": 3}, FatigueRule(3, False, spend=True)),
])
def test_penalty_forms_load(strike: object, rule: FatigueRule) -> None:
    assert parse_hazard(hazard(strike), "hazards[0]", fail).strike == rule


@pytest.mark.parametrize("strike", [{"fatigue": 0, "from": "any"}, {"fatigue": 1, "from": "hats"},
                                    {"spend": 0}, {"spend": 1, "fatigue": 1}, "lots"])
def test_bad_penalties_say_where(strike: object) -> None:
    with pytest.raises(MalformedInput, match=r"hazards\[0\]\.strike"):
        parse_hazard(hazard(strike), "hazards[0]", fail)


def test_fatigue_one_quickness_takes_that_cube_only() -> None:
    m = mat(fresh={"b": 4, "q": 1, "p": 1})
    rule = FatigueRule(1, False, Kind.QUICKNESS)
    assert m.fatigue_choices(rule) == [(Pick.FQ,)]
    after = m.after_penalty(rule, (Pick.FQ,))
    assert after is not None and after.count(Basket.FATIGUED, Kind.QUICKNESS) == 1
    assert after.fatigue_choices(rule) == [()]  # already Fatigued: nothing more to lose
    assert rule.describe() == "fatigue 1 Quickness"


def test_spend_n_cubes_spends_as_if_paying() -> None:
    m = mat(fresh={"b": 1}, conserved={"b": 1}, spent={"b": 2, "q": 1, "p": 1})
    rule = FatigueRule(2, False, spend=True)
    choices = m.fatigue_choices(rule)
    assert (Pick.FB, Pick.CB) in choices and all(len(c) == 2 for c in choices)
    after = m.after_penalty(rule, (Pick.FB, Pick.CB))
    assert after is not None and after.total(Basket.FATIGUED) == 0
    assert after.total(Basket.FRESH) == 1 and after.total(Basket.CONSERVED) == 0
    assert rule.describe() == "spend 2 cubes"
    broke = mat(spent={"b": 4, "q": 1, "p": 1})
    assert broke.fatigue_choices(rule) == [()]


def test_a_spend_penalty_strikes_in_an_exploration() -> None:
    base = default_rules_data()
    net = replace(base.hazards[Feature.TRAP], strike=FatigueRule(2, False, spend=True))
    data = RulesData(base.die, {**base.hazards, Feature.TRAP: net}, base.treasures)
    rng = random.Random(0)
    d = dungeon({"A1": "start", "A2": "trap", "F6": "exit"})
    e = Exploration(d, data, TreasureSupply(list(data.treasures.cards), rng), rng)
    e.begin_turn()
    creep = next(a for a in e.legal_actions() if isinstance(a, Creep) and a.target == 1
                 and a.pay == (Pick.FB,))
    e.apply(creep)
    assert isinstance(e.pending[0], PendingFatigue) and e.pending[0].rule.spend
    e.apply(e.legal_actions()[0])
    assert e.mat.total(Basket.FATIGUED) == 0 and e.mat.total(Basket.SPENT) == 3
    assert "Cubes spent: Basic, Basic" in e.log
