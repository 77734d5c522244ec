"""``companion lairs simulate --die FACES``: every game is set up with your own die's faces."""

import json

from companion.cli import main
from companion.core.protocol import GameSetup
from companion.core.simulate import SimulationRequest, simulate
from companion.lairs import GAME


def test_simulate_with_your_own_die(capsys) -> None:
    assert main(["lairs", "simulate", "--games", "2", "--bots", "heuristic", "--die", "4,4",
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2
    assert main(["lairs", "simulate", "--games", "2", "--die", "0"]) == 2
    assert "faces" in capsys.readouterr().err


def test_the_die_reaches_every_game() -> None:
    assert GAME.setup_options is not None
    state = GAME.start(GameSetup(2, 1, frozenset(), {"die": [4, 4]}))
    assert state.data.die.faces == (4, 4)
    weak = simulate(SimulationRequest(GAME, 6, 2, 5, ["heuristic"], options={"die": [1]}))
    sure = simulate(SimulationRequest(GAME, 6, 2, 5, ["heuristic"], options={"die": [6]}))
    assert weak["mean_turns"] > sure["mean_turns"]  # a die of 1s makes fights long
