"""The Lairs play screen as a player sees it: pieces, lit walls and targets, treasure cards, the
opponent's turn on your dungeon, one turn count, and the ending with its paths and Rematch."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from companion.core.protocol import GameSetup
from companion.lairs import GAME
from companion.lairs.actions import Conserve, FaceUp
from companion.lairs.board import Feature, cell_name
from companion.lairs.bots import HeuristicBot
from companion.lairs.energy import Kind
from companion.lairs.exploration import PendingDisplay
from companion.lairs.trails import cells_of, turn_trail
from companion_ui.lairs.board_scene import INK
from companion_ui.lairs.explorer.ending import account
from companion_ui.lairs.explorer.energy_mat import EnergyMatWidget
from companion_ui.lairs.explorer.game_window import MAP_TAB, OWN_TAB, LairsGameWindow
from companion_ui.lairs.pieces import paint_feature
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.session import GameSession
from tests.lairs.explore_support import play_out
from tests.lairs.play_window import game_of, window_for


def piece_image(feature: Feature, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_feature(painter, feature, QRectF(0, 0, size, size))
    painter.end()
    return image


def test_every_feature_is_drawn_as_its_own_piece(qapp) -> None:
    images = {f: piece_image(f, 48) for f in Feature}
    for image in images.values():
        inked = sum(image.pixelColor(x, y).alpha() > 0 for x in range(48) for y in range(48))
        assert 48 * 48 * 0.2 < inked < 48 * 48 * 0.9  # a figure, not a blank or a block
    assert len({image.bits().tobytes() for image in images.values()}) == len(Feature)


def test_walls_beside_unknown_cells_stand_out_from_the_fog(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    e = game_of(window).explorations[0]
    start = e.position
    beside = {w for w in e.dungeon.walls if start in w}
    assert beside and set(window.fog.walls_on_fog()) == beside  # all neighbours Unknown
    # Once both sides are Known a wall is inked like any other.
    e.known.update(c for w in beside for c in w)
    window.render()
    assert not set(window.fog.walls_on_fog()) & beside
    assert all(window.fog.wall_items[w].pen().color() == INK for w in beside)


def test_one_turn_count_in_header_and_log(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    assert "turn 1" in window.status.text()
    assert window.log.toPlainText().splitlines()[0] == "Turn 1: energy refreshed"
    assert "Bob" in window.opponent.text()


def test_the_log_tells_the_other_explorer_s_turn_as_their_builder(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    session = window.session
    session.play(next(a for a in session.state.legal_actions() if isinstance(a, Conserve)))
    qtbot.waitUntil(lambda: session.state.to_move == 0, timeout=10000)  # Bob's turn 1 is over
    lines = window.log.toPlainText().splitlines()
    bob = lines.index("Bob's turn 1 in your dungeon: energy refreshed")
    ann = lines.index("Turn 2: energy refreshed")
    assert lines[0] == "Turn 1: energy refreshed" and bob < ann  # in the order played
    start = cell_name(game_of(window).dungeons[0].start)
    assert lines[bob + 1].startswith(f"You tell Bob: {start}, walls ")  # you name your Start
    told = lines[bob + 1:ann]
    assert len(told) > 2 and all(line.startswith(("Bob ", "You tell Bob: ", "Your "))
                                 for line in told)


def test_every_line_of_the_other_explorer_has_the_builder_s_words(qapp) -> None:
    """A heuristic and a random explorer (who strays into every kind of line) play for a
    while: every line either log wrote has the Builder's words in the other player's log, and
    the turns alternate as they were played, the first explorer's first."""
    from companion.core.bots import RandomBot
    from companion.core.messages import Message
    from companion.lairs.game import new_game
    from companion_ui.lairs.explorer.table_log import BUILDER_VOICE, table_log

    for seed, first in ((2, 0), (4, 1), (6, 0)):
        state = new_game(GameSetup(2, seed, options={"first": f"p{first + 1}"}))
        bots = [HeuristicBot(seed), RandomBot(seed)]
        while not state.is_over() and state.turn < 40:
            seat = state.to_move
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        for viewer in (0, 1):
            view = state.player_view(viewer)
            assert all(isinstance(line, Message) and line.template in BUILDER_VOICE
                       for line in view.opponent.log)
            headings = [line.text for line in table_log(view, ["Ann", "Bob"]) if line.heading]
            other = ["Ann", "Bob"][1 - viewer]
            theirs = [h.startswith(f"{other}'s turn ") for h in headings]
            assert theirs[0] == (first != viewer)
            assert all(a != b for a, b in pairwise(theirs))  # alternate


def test_the_launcher_counts_turns_as_the_game_window_does(qtbot, shell_context) -> None:
    session = GameSession.start(GAME, GameSetup(2, 5), shell_context.autosaves, ["Ann", "Bob"],
                                ["human", "human"])
    window = LairsGameWindow(session)
    qtbot.addWidget(window)
    window.show()
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    activity = shell_context.activity("lairs.play")
    assert activity is not None

    def launcher_says() -> str:
        games, _ = shell_context.autosaves.unfinished()
        return launcher.unfinished_label_for(games[0], activity).split("\n")[1]

    for turn, mover in ((1, "Ann"), (1, "Bob"), (2, "Ann")):  # an untouched game: Ann's turn 1
        window.hand_over.button.click()  # hot-seat: the mover takes the screen
        assert window.status.text() == f"Your turn, {mover} — turn {turn}"
        assert launcher_says().startswith(f"turn {turn}, {mover} to move · ")
        session.play(next(a for a in session.state.legal_actions() if isinstance(a, Conserve)))
    session.release()


def test_treasures_are_cards_and_a_lit_display_card_is_taken(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "human"])
    session = window.session
    e = game_of(window).explorations[0]
    session.confirm_viewer(0)
    assert window.display_row.card_ids() == list(e.supply.display)
    assert window.display_row.cards[0].card is None  # the deck's back leads the row
    assert window.display_row.cards[0].count == len(e.supply.deck)
    assert not any(c.lit for c in window.display_row.cards)
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while not (session.state.to_move == 0 and isinstance(e.pending[:1] and e.pending[0],
                                                         PendingDisplay)):
        seat = session.state.to_move
        session.play(bots[seat].choose(session.state.view(seat), session.state.legal_actions()))
    session.confirm_viewer(0)
    held = list(e.treasures)  # the card drawn from the deck is already in hand
    card = e.supply.display[1]
    widget = window.display_row.card_widget(card)
    assert widget.lit and "Take one treasure" in window.decision.label.text()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    assert window.session.match.record.actions[-1] == f"take {card}"
    assert window.own_row.card_ids() == [*held, card]
    name = game_of(window).data.treasures[card].name
    assert name in window.own_row.card_widget(card).toolTip()


def test_the_bot_s_turn_is_shown_on_your_dungeon(qtbot, store) -> None:
    session = GameSession.start(GAME, GameSetup(2, 5), store, ["Ann", "Bob"],
                                ["heuristic", "human"], bot_delay_ms=0)
    seen: list[tuple[int, int, list[int] | None]] = []
    window = LairsGameWindow(session)
    qtbot.addWidget(window)
    session.changed.connect(lambda: seen.append(
        (session.state.to_move, window.boards.currentIndex(), window.own.path_cells())))
    window.show()
    assert window.seat == 1 and window.boards.currentIndex() == OWN_TAB
    assert "Ann is exploring your dungeon" in window.status.text()
    # Ann's mat shows while she explores (mats lie open at the table); nothing to click on it.
    assert window.mat.mat == session.state.player_view(1).opponent.mat
    assert not window.mat.selectable and "Ann's mat" in window.achievements.text()
    qtbot.waitUntil(lambda: session.state.to_move == 1, timeout=10000)
    assert window.boards.currentIndex() == MAP_TAB  # your turn: back to your map
    bot_moves = [path for mover, tab, path in seen if mover == 0]
    assert all(tab == OWN_TAB for mover, tab, _ in seen if mover == 0)
    trail = turn_trail(game_of(window).explorations[0].trail, 1)
    assert window.own.token_cell() == trail[-1]
    if len(trail) > 1:  # the bot moved: its trail of the turn stays on your dungeon
        assert window.own.path_cells() == trail and any(bot_moves)


def test_the_ending_reveals_both_dungeons_with_paths_and_offers_a_rematch(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "human"], seed=9)
    session = window.session
    play_out(lambda: session.state, session.play)
    assert window.stack.currentIndex() == 2
    ending = window.ending
    game = game_of(window)
    for seat, scene in enumerate(ending.dungeons):
        assert scene.dungeon.walls == game.dungeons[seat].walls  # every wall revealed
        assert scene.path_cells() == cells_of(game.explorations[1 - seat].trail)
    winners = game.result().winners
    text = ending.account.text()
    if winners:
        assert session.names[min(winners)] in text
    requests: list[GameSetup] = []
    window.rematch.connect(requests.append)
    qtbot.mouseClick(ending.rematch_button, Qt.MouseButton.LeftButton)
    (setup,) = requests
    old = session.match.record.setup
    assert setup.options == old.options and setup.players == 2 and setup.seed != old.seed


def test_rematch_opens_a_new_game_with_the_same_seats(qtbot, shell_context) -> None:
    from companion_ui.lairs.explorer import start_game

    first = start_game(shell_context, GameSetup(2, 9), ["Ann", "Bob"], ["human", "human"])
    assert isinstance(first, LairsGameWindow)
    play_out(lambda: first.session.state, first.session.play)
    first.ending.rematch_button.click()
    windows = [w for w in shell_context.windows if isinstance(w, LairsGameWindow)]
    second = next(w for w in windows if w is not first)
    assert second.session.names == ["Ann", "Bob"] and second.session.seats == ["human", "human"]
    assert second.session.match.record.setup.seed != 9 and not game_of(second).is_over()
    for window in shell_context.windows:
        window.close()


def test_the_account_says_why_the_winner_won() -> None:
    from companion.lairs.scoring import score_sheet
    from companion.lairs.treasures import default_treasures

    cards = default_treasures()
    ann = score_sheet(cards, ["jade-idol", "hymnal"], ["jade-idol", "hymnal"], 2, 0)
    bob = score_sheet(cards, ["moon-shard"], ["moon-shard"], 3, None)
    text = account(["Ann", "Bob"], [ann, bob], frozenset({0}), [0, None])
    assert text.startswith(f"Ann won by {ann.total - bob.total} VP")
    assert "treasures 5 to 1" in text and "getting out 4 to 0" in text
    assert "Bob led on monsters" in text and "Bob never got out" in text
    tie = account(["Ann", "Bob"], [ann, ann], frozenset({1}), [1, 0])
    assert "Bob got out first, which breaks the tie" in tie


def test_the_mat_explains_its_cube_colours(qtbot) -> None:
    widget = EnergyMatWidget()
    qtbot.addWidget(widget)
    widget.show()
    assert [kind for kind, _name, _use in widget.legend()] == list(Kind)
    assert widget.legend_rect().right() <= widget.width()
    spot = widget.cube_spots()[0]
    qtbot.mouseMove(widget, pos=spot.rect.center().toPoint())
    assert "Basic cube" in widget.toolTip() and "Spent" in widget.toolTip()
    qtbot.mouseMove(widget, pos=QPoint(12, int(widget.height()) - 12))
    assert widget.toolTip().startswith("Fresh")


def test_the_face_up_choice_is_made_on_the_cards(qtbot, store) -> None:
    from companion.lairs.game import Phase

    window = window_for(qtbot, store, ["human", "human"], seed=3)  # Bob ends with 6 cards
    session = window.session
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while session.state.phase is Phase.EXPLORING:
        seat = session.state.to_move
        session.play(bots[seat].choose(session.state.view(seat), session.state.legal_actions()))
    chooser = session.state.to_move
    assert chooser == 1 and session.state.phase is Phase.SCORING
    session.confirm_viewer(chooser)
    view = game_of(window).player_view(chooser)
    suggested = set(view.suggested_face_up)
    cards = {w.card.id: w for w in window.own_row.cards}
    assert {c for c, w in cards.items() if w.face_up} == suggested
    assert all(w.lit for w in cards.values())
    up = sorted(suggested)[0]
    qtbot.mouseClick(window.own_row.card_widget(up), Qt.MouseButton.LeftButton)
    assert not window.own_row.card_widget(up).face_up  # turned back face-down
    assert not window.decision.confirm_button.isEnabled()  # with more than 4 cards, 4 are face-up
    down = next(c for c in cards if c not in suggested)
    qtbot.mouseClick(window.own_row.card_widget(down), Qt.MouseButton.LeftButton)
    assert window.decision.confirm_button.isEnabled()
    qtbot.mouseClick(window.decision.confirm_button, Qt.MouseButton.LeftButton)
    chosen = tuple(sorted(suggested - {up} | {down}))
    assert session.match.record.actions[-1] == str(FaceUp(chosen))


def test_map_cells_say_what_the_map_shows(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    e = game_of(window).explorations[0]
    start = e.position
    neighbour = sorted(e.dungeon.open_neighbours(start))[0]
    assert window.map_view.tip(start).startswith(f"{cell_name(start)}: the Start — you are here")
    far = next(c for c in range(36) if c not in e.known and c != neighbour)
    assert window.map_view.tip(far) == f"{cell_name(far)}: Unknown"
    assert window.map_view.tip(neighbour).splitlines()[1].startswith("Creep to")


def test_the_play_screen_fits_1280_by_800(qtbot, store) -> None:
    """At 1280×780 nothing scrolls, also with a decision in hand and a hand of treasures; the
    screen's smallest size fits a laptop at 200% (800×500), where the right column and the
    cards scroll."""
    from PySide6.QtWidgets import QAbstractScrollArea

    from companion_ui.shell.screen_fit import ScrollingPanel

    window = window_for(qtbot, store, ["human", "human"], seed=3)
    session = window.session
    bots = [HeuristicBot(1), HeuristicBot(2)]
    sizes, decisions = [], 0
    for _ in range(40):
        seat = session.state.to_move
        if session.needs_hand_over() is not None:
            session.confirm_viewer(seat)
        sizes.append(window.minimumSizeHint())
        decisions += window.decision.isVisible()
        session.play(bots[seat].choose(session.state.view(seat), session.state.legal_actions()))
    assert decisions and max(len(e.treasures) for e in game_of(window).explorations) >= 2
    assert max(s.width() for s in sizes) <= 800 and max(s.height() for s in sizes) <= 480
    assert window.size().toTuple() == (1280, 780)
    assert len(window.findChildren(ScrollingPanel)) == 2

    def scrolling() -> list[QAbstractScrollArea]:
        return [w for w in window.findChildren(QAbstractScrollArea) if w.objectName() != "log"
                and (w.verticalScrollBar().isVisible() or w.horizontalScrollBar().isVisible())]

    qtbot.waitUntil(lambda: not scrolling(), timeout=2000)  # once laid out


def test_the_pawn_slides_from_cell_to_cell(qtbot, store) -> None:
    from companion_ui.lairs.board_scene import cell_rect

    window = window_for(qtbot, store, ["human", "heuristic"])
    e = game_of(window).explorations[0]
    start = e.position
    target = sorted(e.dungeon.open_neighbours(start))[0]
    token = window.fog.token
    window.choose_target(target)
    assert window.fog.token_cell() == target
    assert cell_rect(start).intersects(token.sceneBoundingRect())  # on its way
    qtbot.waitUntil(lambda: cell_rect(target).contains(token.sceneBoundingRect().center()),
                    timeout=2000)
