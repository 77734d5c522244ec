"""The Scout log's story: the lines of ``stories.json`` (four whole games: 2 to 5 players, random
and heuristic play, a set-up naming the first player), told decision by decision in the app's
English."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core.protocol import GameSetup
from companion.scout import GAME
from ui.scout.story import Story

STORIES = json.loads((Path(__file__).parent / "stories.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", STORIES["games"],
                         ids=lambda g: f"{g['players']}p-seed{g['seed']}")
def test_the_story_is_told_decision_by_decision(qapp: object, game: dict[str, Any]) -> None:
    setup = GameSetup(game["players"], game["seed"], frozenset(), game["options"])
    story = Story(GAME, setup, STORIES["names"][:game["players"]])
    expected = [tuple(line) for line in game["lines"]]
    for step, count in enumerate(game["counts"]):
        story.follow(game["actions"][:step])
        assert [(line.text, line.kind) for line in story.lines] == expected[:count]
