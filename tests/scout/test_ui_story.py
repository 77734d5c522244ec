"""The Scout log's story, told from views: the lines of ``stories.json`` (four whole games as the
record-based story told them before views carried a log: 2 to 5 players, random and heuristic
play, a set-up naming the first player), decision by decision and from every seat's view, in the
app's English; and the log widget adding only what is new."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core.protocol import GameSetup
from companion.scout import GAME
from companion_ui.scout.log import ScoutLog
from companion_ui.scout.story import tell
from tests.scout.tables import play, table

STORIES = json.loads((Path(__file__).parent / "stories.json").read_text(encoding="utf-8"))


def texts(log: ScoutLog) -> list[str]:
    return [log.item(row).text() for row in range(log.count())]


@pytest.mark.parametrize("game", STORIES["games"],
                         ids=lambda g: f"{g['players']}p-seed{g['seed']}")
def test_the_story_is_told_from_views_as_the_record_told_it(qapp: object,
                                                            game: dict[str, Any]) -> None:
    n = game["players"]
    names = STORIES["names"][:n]
    state = GAME.start(GameSetup(n, game["seed"], frozenset(), game["options"]))
    expected = [tuple(line) for line in game["lines"]]
    for step, count in enumerate(game["counts"]):
        if step:
            state.apply(GAME.parse_action(game["actions"][step - 1]))
        viewer = None if step % 3 else step % n  # the log is the same in every view
        told = tell(state.view(viewer), names)
        assert [(line.text, line.kind) for line in told] == expected[:count]


def test_the_widget_adds_new_lines_and_tells_afresh_what_does_not_go_on(qtbot) -> None:
    log = ScoutLog()
    qtbot.addWidget(log)
    names = ["Ada", "Ben", "Cleo"]
    s = table(3, hands=[["5/3", "6/1", "9/1"], None, None], active=[], owner=None)
    log.show_view(s.view(None), names)
    assert texts(log) == []  # a position begun without a log tells nothing of its past
    before = s.view(None)
    play(s, "p1 show 1-2")
    log.show_view(s.view(0), names)
    first = log.item(0)
    play(s, "p2 scout left 1")
    log.show_view(s.view(1), names)
    assert log.item(0) is first  # only the new line was added
    assert texts(log) == ["Ada shows 5-6 on the empty table.",
                          "Ben scouts the 5 from the left end into place 1; Ada gets a Scout "
                          "chip."]
    play(s, "p3 scout left 1")  # nobody beat Ada's Show: round 2 begins
    log.show_view(s.view(None), names)
    assert texts(log)[2:] == [
        "Cleo scouts the 6 into place 1; Ada gets a Scout chip.",
        "Round 1 is over: Nobody beat Ada's Show: everyone else only scouted.",
        "Round scores: Ada 2, Ben −18, Cleo −17.",
        "Round 2 of 3: Ben starts."]
    log.show_view(before, names)  # back to before the Show (a replay stepping back)
    assert texts(log) == []
    log.show_view(s.view(None), ["Ann", "Bob", "Cid"])  # other names: told afresh
    assert texts(log)[0] == "Ann shows 5-6 on the empty table." and log.count() == 6
    log.retell()
    assert texts(log)[0] == "Ann shows 5-6 on the empty table." and log.count() == 6
