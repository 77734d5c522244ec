"""The Lairs game window played through what a table server sends one seat: its view, the public
view, whose decision it is and the legal actions; the record and the whole state only once the
game is over."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from companion.core.autosave import AutosaveStore
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match
from companion.lairs import GAME
from companion.lairs.actions import FaceUp
from companion.lairs.bots import HeuristicBot
from companion.lairs.trails import cells_of, turn_trail
from companion_ui.lairs.explorer.fog_map import cell_point
from companion_ui.lairs.explorer.game_window import END_PAGE, MOVES, PLAY_PAGE, LairsGameWindow
from companion_ui.shell.session import GameSession
from tests.remote_session import RemoteSeat, SeatState


def server_near_the_end(store: AutosaveStore, decisions_left: int) -> GameSession:
    """Ann (human) against Bob (the heuristic bot), played by bots up to ``decisions_left``
    decisions before the end of their game (a window draws every decision: a whole game
    would be slow)."""
    match = Match.start(GAME, GameSetup(2, 5), ["Ann", "Bob"], ["human", "heuristic"])
    match.play_out([HeuristicBot(1), HeuristicBot(2)])
    record = match.record
    shorter = GameRecord(record.game, record.setup, record.actions[:-decisions_left],
                         list(record.names), list(record.seats), record.rules)
    return GameSession(GAME, Match.resume(GAME, shorter), store, store.new_key(GAME.name),
                       bot_delay_ms=0)


def click_like(qtbot, window: LairsGameWindow, action: Any) -> None:
    """Play about ``action`` as a player would: click its answer to the decision in hand, the
    face-up button, or its move's button and then its cell on the map (paid the cheapest way);
    else its action button."""
    decision = window.decision
    if isinstance(action, FaceUp):
        qtbot.mouseClick(decision.confirm_button, Qt.MouseButton.LeftButton)
    elif decision.buttons:
        qtbot.mouseClick(decision.buttons[window.legal.index(action)], Qt.MouseButton.LeftButton)
    elif isinstance(action, MOVES):
        qtbot.mouseClick(window.buttons[type(action)], Qt.MouseButton.LeftButton)
        point = window.map_view.mapFromScene(cell_point(action.target))
        qtbot.mouseClick(window.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    else:
        qtbot.mouseClick(window.buttons[type(action)], Qt.MouseButton.LeftButton)


def test_the_window_plays_a_seat_from_what_the_server_sends_it(qtbot, store) -> None:
    server = server_near_the_end(store, 24)
    seat = RemoteSeat(server, 0)
    window = LairsGameWindow(seat)
    qtbot.addWidget(window)
    window.show()
    ann = HeuristicBot(1)  # what Ann means to do; the window is clicked to do it
    played = 0
    while not server.state.is_over():
        qtbot.waitUntil(lambda: server.state.is_over() or server.state.to_move == 0,
                        timeout=10000)
        if server.state.is_over():
            break
        assert isinstance(seat.state, SeatState) and seat.match is None
        assert window.stack.currentIndex() == PLAY_PAGE and window.seat == 0
        # Bob's token and his trail of his last turn, on Ann's dungeon.
        bob = seat.state.view(None).explorers[1]
        trail = turn_trail(bob.trail, bob.turns)
        assert window.own.token_cell() == trail[-1]
        assert window.own.path_cells() == (trail if len(trail) > 1 else None)
        before = len(server.match.record.actions)
        click_like(qtbot, window, ann.choose(server.state.view(0), server.state.legal_actions()))
        assert len(server.match.record.actions) == before + 1  # the click played a decision
        played += 1
    assert played >= 8
    # At the end the window gets the whole game.
    assert seat.state is server.state and seat.match is server.match
    assert window.stack.currentIndex() == END_PAGE
    for builder, scene in enumerate(window.ending.dungeons):
        assert scene.path_cells() == cells_of(server.match.state.explorations[1 - builder].trail)
