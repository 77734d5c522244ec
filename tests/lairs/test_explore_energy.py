"""The energy mat: refresh order, payments (Conserved cubes spend twice), penalties, Conserve."""

from companion.lairs.energy import (
    HUSTLE_COST,
    PEER_COST,
    START_MAT,
    Basket,
    EnergyMat,
    FatigueRule,
    Kind,
    Pick,
    canonical,
)
from tests.lairs.explore_support import mat


def picks(text: str) -> tuple[Pick, ...]:
    return canonical(Pick.parse(word) for word in text.split())


def test_start_mat_refreshes_to_all_fresh() -> None:
    assert START_MAT.refreshed() == EnergyMat.all_in(Basket.FRESH)


def test_refresh_moves_spent_to_fresh_before_fatigued_to_spent() -> None:
    m = mat(spent={"b": 1}, fatigued={"b": 2, "q": 1}, conserved={"b": 1, "p": 1})
    r = m.refreshed()
    assert r.count(Basket.FRESH, Kind.BASIC) == 1
    assert r.count(Basket.SPENT, Kind.BASIC) == 2
    assert r.count(Basket.SPENT, Kind.QUICKNESS) == 1
    assert r.total(Basket.FATIGUED) == 0
    assert r.total(Basket.CONSERVED) == 2  # Conserved cubes stay


def test_a_conserved_cube_pays_twice() -> None:
    m = mat(conserved={"b": 1}, spent={"b": 3, "q": 1, "p": 1})
    assert m.spend_units == 2
    assert picks("fb cb") in m.any_payments(2)
    after = m.after_payment(picks("fb cb"))
    assert after is not None and after.count(Basket.SPENT, Kind.BASIC) == 4
    assert m.after_payment(picks("fb")) is None  # no Fresh cube yet


def test_hustle_and_peer_costs() -> None:
    m = mat(fresh={"b": 2, "q": 1}, spent={"b": 2, "p": 1})
    hustle = m.payments(HUSTLE_COST)
    assert hustle[0] == picks("fq") and picks("fb fb") in hustle and picks("fb fq") in hustle
    assert picks("fp") not in m.payments(PEER_COST)  # the Perception cube is Spent
    assert picks("fb fb") in m.payments(PEER_COST)


def test_fatigue_fresh_shortfall_is_made_up_from_spent() -> None:
    m = mat(fresh={"b": 1}, spent={"b": 3, "q": 1, "p": 1})
    choices = set(m.fatigue_choices(FatigueRule(2, fresh=True)))
    assert choices == {picks("fb sb"), picks("fb sq"), picks("fb sp")}


def test_fatigue_any_may_take_spent_cubes() -> None:
    m = mat(fresh={"b": 1, "q": 1}, spent={"b": 3, "p": 1})
    choices = m.fatigue_choices(FatigueRule(2, fresh=False))
    assert picks("sb sb") in choices and picks("fb fq") in choices
    assert all(len(c) == 2 for c in choices)


def test_fatigue_with_too_few_cubes_takes_what_there_is() -> None:
    m = mat(fresh={"b": 1}, fatigued={"b": 3, "q": 1, "p": 1})
    assert m.fatigue_choices(FatigueRule(2, fresh=True)) == [picks("fb")]


def test_conserve_up_to_three_and_only_into_free_slots() -> None:
    m = EnergyMat.all_in(Basket.FRESH)
    assert max(len(c) for c in m.conserve_choices()) == 3
    m2 = mat(fresh={"b": 2, "q": 1, "p": 1}, conserved={"b": 2})
    assert max(len(c) for c in m2.conserve_choices()) == 1
    assert () in m2.conserve_choices()


def test_fatigue_fresh_counts_conserved_cubes_as_fresh() -> None:
    m = mat(fresh={"b": 1}, conserved={"p": 1}, spent={"b": 3, "q": 1})
    assert m.fatigue_choices(FatigueRule(2, fresh=True)) == [picks("fb cp")]
