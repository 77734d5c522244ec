"""Coup that shows instead of tells: drawn cards, greyed actions, claims, the public response
panel of hot-seat play, a proof turned over in view, the end screen and the rematch."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.cards import CAPTAIN, CONTESSA, DUKE, Character
from companion_ui.coup import open_table
from companion_ui.coup.card_art import CardItem, Look, card_text, emblem
from companion_ui.coup.table import CoupTableWindow
from companion_ui.shell.session import GameSession

NAMES = ["Ada", "Ben", "Cleo", "Dan"]


def table(qtbot, shell_context, seats, setup=None, bot_delay_ms=0) -> CoupTableWindow:
    setup = setup or GameSetup(len(seats), 4)
    session = GameSession.start(GAME, setup, shell_context.autosaves, NAMES[:len(seats)], seats,
                                bot_delay_ms=bot_delay_ms)
    window = CoupTableWindow(session)
    qtbot.addWidget(window)
    return window


def play(window: CoupTableWindow, *moves: str) -> None:
    for move in moves:
        window.session.play(GAME.parse_action(move))


def test_every_character_has_an_emblem_and_its_reference_text(qtbot) -> None:
    for character in Character:
        assert emblem(character.name.lower()).isValid()
        action, block = card_text(character)
        assert action or block
    assert emblem("back").isValid()
    assert card_text(DUKE) == ("Tax: take 3 coins", "Blocks Foreign Aid")
    assert card_text(CONTESSA) == ("", "Blocks assassination")


def test_cards_look_different_back_yours_and_lost(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"hands": [["duke", "captain"], ["assassin"]]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    mine = [(c.card, c.look) for c in window.scene.seat_at(0).cards if c.isVisible()]
    bens = [(c.card, c.look) for c in window.scene.seat_at(1).cards if c.isVisible()]
    assert mine == [(DUKE, Look.YOURS), (CAPTAIN, Look.YOURS)]
    assert bens[0] == (None, Look.BACK) and bens[1][1] is Look.LOST  # a short hand lost one
    assert "only you see it" in window.scene.seat_at(0).cards[0].toolTip()
    assert "influence lost" in window.scene.seat_at(1).cards[1].toolTip()


def test_seats_keep_their_places_when_the_device_changes_hands(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"])
    window.hand_over.button.click()
    places = [seat.pos() for seat in window.scene.seats]
    window.prompt.button("Income (+1)").click()
    window.hand_over.button.click()  # Ben's screen now
    assert [seat.pos() for seat in window.scene.seats] == places
    assert window.scene.seat_at(0).pos().y() > 0  # the first human sits at the bottom


def test_with_ten_coins_everything_but_the_coup_is_greyed(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"coins": [10, 2, 2]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup)
    enabled = [b.text() for b in window.prompt.buttons if b.isEnabled()]
    assert enabled == ["Coup (pay 7)…"]
    income = window.prompt.button("Income (+1)")
    assert income.toolTip() == ("A player who starts the turn with 10 or more coins must Coup.")


def test_the_claims_panel_counts_claims_and_unseen_cards(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"hands": [["duke", "captain"]]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    play(window, "p1 tax", "p2 pass", "p3 pass", "p2 steal p3", "p3 pass", "p1 pass",
         "p3 block ambassador")
    panel = window.claims
    assert panel.claims == [{DUKE}, {CAPTAIN}, {Character.AMBASSADOR}]
    assert panel.unseen[DUKE] == 2 and panel.unseen[CAPTAIN] == 2 and panel.unseen[CONTESSA] == 3
    assert "Ben claims Captain" in panel.toolTip()


def test_the_table_answers_a_challenge_while_a_bot_waits_its_turn(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "heuristic"], bot_delay_ms=60_000)
    window.hand_over.button.click()
    window.prompt.button("Tax — Duke (+3)").click()
    panel = window.responses
    assert list(panel.by_seat) == [1]  # Ben answers with buttons; Cleo is a bot
    assert [b.text() for b in panel.by_seat[1]] == ["Challenge!", "Let it pass"]
    assert not panel.nobody.isVisibleTo(window)  # Ben's own row says it
    assert panel.hint.text() == "No cards are shown. Enter: Ben lets it pass."
    panel.answer(1, "Let it pass").click()
    assert window.session.match.record.actions == ["p1 tax", "p2 pass"]
    assert window.session.state.to_move == 2 and window.pages.currentWidget() is window.play_page
    assert "Cleo" in window.status.text()
    assert window.scene.seat_at(2).badge == ("thinking…", "#5d6d7e")


def test_a_later_human_speaks_up_and_the_earlier_ones_let_it_pass(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"])
    window.hand_over.button.click()
    window.prompt.button("Foreign Aid (+2)").click()
    assert "Does anyone block it with a Duke?" in window.responses.label.text()
    window.responses.answer(2, "Blocks with the Duke").click()
    assert window.session.match.record.actions == ["p1 foreign aid", "p2 pass", "p3 block duke"]
    # The block is challenged on the same panel: Ben first, Ada (the actor) last.
    assert list(window.responses.by_seat) == [1, 0]
    assert "Cleo claims the Duke to block." in window.responses.label.text()
    window.responses.answer(0, "Challenge!").click()
    assert window.session.match.record.actions[-2:] == ["p2 pass", "p1 challenge"]
    assert window.pages.currentWidget() is window.hand_over  # Cleo proves it or loses a card
    assert "Cleo" in window.hand_over.heading.text()
    assert "Ada challenges!" in window.hand_over.recap.text()


def test_a_proved_claim_turns_over_in_view_and_goes_back(qtbot, shell_context) -> None:
    setup = GameSetup(2, 4, frozenset(), {"hands": [["duke", "captain"]]})
    window = table(qtbot, shell_context, ["human", "heuristic"], setup, bot_delay_ms=60_000)
    play(window, "p1 tax", "p2 challenge")
    window.prompt.button("Reveal the Duke").click()
    shown = [item for item in window.scene.items()
             if isinstance(item, CardItem) and item.parentItem() is None]
    assert len(shown) == 1 and shown[0].card == DUKE and shown[0].look is Look.SHOWN
    flip, travel = window.scene.animations
    flip.setCurrentTime(flip.duration() // 4)  # a quarter in: the back, narrowing
    assert shown[0].transform().m11() < 1
    flip.setCurrentTime(flip.duration())
    assert shown[0].transform().m11() == 1  # face up, full width
    travel.setCurrentTime(travel.totalDuration())  # it reaches the Court deck and is gone
    assert shown[0].scene() is None and window.scene.animations == []
    assert window.scene.centre.deck_pos() != QPointF()


def bluffing_win(qtbot, shell_context) -> CoupTableWindow:
    setup = GameSetup(2, 3, frozenset(), {"hands": [["captain", "contessa"], ["assassin"]],
                                          "coins": [4, 1]})
    window = table(qtbot, shell_context, ["human", "human"], setup)
    window.hand_over.button.click()
    window.prompt.button("Tax — Duke (+3)").click()
    window.responses.answer(1, "Let it pass").click()
    window.hand_over.button.click()
    window.prompt.button("Income (+1)").click()
    window.hand_over.button.click()
    window.prompt.button("Coup (pay 7)…").click()
    window.prompt.button("Ben").click()
    return window


def test_the_end_shows_every_hand_and_marks_the_bluffs(qtbot, shell_context) -> None:
    window = bluffing_win(qtbot, shell_context)
    ending = window.ending
    assert ending.winner.text() == "Ada wins!"
    assert [ending.claims.item(i).text() for i in range(ending.claims.count())] == [
        "Ada claimed the Duke: BLUFF, never challenged"]
    assert ending.claims.item(0).font().bold()
    story = ending.story.text()
    assert "Ben (a Coup by Ada)" in story
    assert "Ada bluffed 1 of 1 claims; 1 of the bluffs went unchallenged." in story
    cards = [(c.card, c.look) for c in window.scene.seat_at(0).cards if c.isVisible()]
    assert cards == [(CAPTAIN, Look.SHOWN), (CONTESSA, Look.SHOWN)]
    assert not window.claims.isVisibleTo(window)
    assert window.scene.seat_at(0).badge == ("1 bluff", "#c0392b")
    assert window.scene.seat_at(1).badge is None  # Ben claimed nothing
    assert window.scene.seat_at(0).spotlit  # the winner's gold rim


def test_rematch_opens_the_same_table_with_a_new_deal(qtbot, shell_context) -> None:
    window = bluffing_win(qtbot, shell_context)
    session = window.session
    open_table(shell_context, session)  # what the launcher does, so the rematch is wired
    shown = next(w for w in shell_context.windows if isinstance(w, CoupTableWindow)
                 and w.session is session)
    shown.ending.again.click()  # it closes (and deletes) itself
    again = next(w for w in shell_context.windows if isinstance(w, CoupTableWindow)
                 and w.session is not session)
    qtbot.addWidget(again)
    assert again.session.names == session.names and again.session.seats == session.seats
    record = again.session.match.record
    assert record.actions == [] and record.setup.options == {}
    assert record.setup.variants == session.match.record.setup.variants


def test_aiming_an_action_lights_up_its_targets_on_the_table(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"coins": [3, 2, 2]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup)
    scene = window.scene
    window.prompt.button("Assassinate — Assassin (pay 3)…").click()
    assert [seat.choosable for seat in scene.seats] == [False, True, True]
    window.prompt.button("← Back").click()
    assert not any(seat.choosable for seat in scene.seats)
    window.prompt.button("Steal — Captain…").click()
    scene.seat_clicked.emit(2)
    assert window.session.match.record.actions[0] == "p1 steal p3"
    assert not any(seat.choosable for seat in scene.seats)


def test_an_exchange_and_an_examine_lay_their_cards_beside_the_seat(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset({"inquisitor"}),
                      {"hands": [["duke", "assassin"], ["captain", "contessa"]]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    tray = window.scene.tray
    assert not tray.isVisible()
    play(window, "p1 examine p2", "p2 pass", "p3 pass", "p2 show contessa")
    shown = [(c.card, c.look) for c in tray.cards if c.isVisible()]
    assert tray.isVisible() and shown == [(CONTESSA, Look.SHOWN)]
    assert tray.caption == "Shown to you only"
    window.prompt.button("Give it back").click()
    assert not tray.isVisible()
    play(window, "p2 income", "p3 income")
    window.prompt.button("Exchange — Inquisitor").click()
    play(window, "p2 pass", "p3 pass")
    drawn = [c.card for c in tray.cards if c.isVisible()]
    assert tray.caption == "Drawn from the Court deck" and len(drawn) == 1
    assert drawn[0] in window.session.state.view(0).pool


def test_the_account_says_how_the_winner_won(qtbot) -> None:
    from companion.coup.hindsight import claim_checks
    from companion_ui.coup.ending import account, claim_line
    from tests.coup.conftest import play as moves
    from tests.coup.conftest import start

    actions = ["p1 tax", "p2 challenge", "p1 lose captain",  # Ada's bluff is caught
               "p2 tax", "p1 pass", "p1 income", "p2 tax", "p1 pass", "p1 income",
               "p2 coup p1"]
    options = {"hands": [["captain", "contessa"], ["duke"]]}
    state = moves(start(2, seed=3, **options), *actions)
    checks = claim_checks(GameSetup(2, 3, frozenset(), options), actions)
    names = ["Ada", "Ben"]
    story = account(state.view(None), checks, names)
    assert story == ("Ben is the last with influence after 6 turns, with 1 of 2 cards still "
                     "face down. Out: Ada (a Coup by Ben). Every one of Ben's 2 claims was true. "
                     "Ben's one challenge caught a bluff.")
    assert claim_line(checks[0], state.view(None), names, True) == (
        "Ada claimed the Duke: BLUFF, caught")
    # A claim that was true says so in words, not as a bare "true".
    assert claim_line(checks[1], state.view(None), names, False) == (
        "Ben claimed the Duke, and it was true")


def test_no_two_seat_boards_overlap_at_any_table_size(qtbot) -> None:
    from PySide6.QtCore import QRectF

    from companion_ui.coup.scene import SEAT_H, SEAT_W, TableScene
    from tests.coup.conftest import start

    for players in range(2, 11):
        scene = TableScene()
        scene.show_view(start(players, ("reformation",)).view(None),
                        [f"P{i}" for i in range(players)])
        boards = [QRectF(seat.pos().x(), seat.pos().y(), SEAT_W, SEAT_H) for seat in scene.seats]
        for index, board in enumerate(boards):
            assert scene.sceneRect().contains(board)
            assert not any(board.intersects(other) for other in boards[index + 1:]), players


def test_coins_float_by_and_a_lost_card_turns_face_up(qtbot, shell_context) -> None:
    from companion_ui.coup.scene import CoinDelta

    setup = GameSetup(3, 4, frozenset(), {"hands": [["duke", "captain"], ["assassin", "duke"]],
                                          "coins": [7, 2, 2]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    window.prompt.button("Coup (pay 7)…").click()
    window.prompt.button("Ben").click()
    deltas = [item.text for item in window.scene.items() if isinstance(item, CoinDelta)]
    assert deltas == ["−7"]
    play(window, "p2 lose assassin")
    lost = window.scene.seat_at(1).cards[1]
    flip = window.scene.animations[-1]
    flip.setCurrentTime(flip.duration() // 4)
    assert lost.look is Look.LOST and lost.transform().m11() < 1  # turning over
    for animation in list(window.scene.animations):
        animation.setCurrentTime(animation.totalDuration())
    assert window.scene.animations == [] and lost.transform().m11() == 1
    assert not any(isinstance(item, CoinDelta) for item in window.scene.items())


def test_a_hot_seat_game_clicked_at_random_never_shows_a_card_out_of_turn(qtbot,
                                                                          shell_context) -> None:
    import random

    from companion_ui.coup.responses import is_open_response

    rng = random.Random(7)
    window = table(qtbot, shell_context, ["human"] * 4,
                   GameSetup(4, 9, frozenset({"inquisitor", "reformation"})))
    state = window.session.state
    for _ in range(600):
        if state.is_over():
            break
        if window.pages.currentWidget() is window.hand_over:
            window.hand_over.button.click()
            continue
        view = state.view(None)
        for seat in window.scene.seats:  # a face-down card shows only to its owner, in turn
            if any(card.look is Look.YOURS for card in seat.cards if card.isVisible()):
                assert seat.seat == state.to_move and not is_open_response(view)
        if window.responses.isVisibleTo(window):
            rng.choice([*window.responses.buttons, window.responses.nobody,
                        window.responses.nobody]).click()
        else:
            rng.choice([b for b in window.prompt.buttons if b.isEnabled()]).click()
    assert state.is_over() and window.ending.isVisibleTo(window)


def test_a_steal_from_a_player_with_no_coins_is_greyed_with_the_reason(qtbot,
                                                                        shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"coins": [2, 0, 3]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    window.prompt.button("Steal — Captain…").click()
    ben, cleo = window.prompt.button("Ben"), window.prompt.button("Cleo")
    assert not ben.isEnabled() and cleo.isEnabled()
    assert ben.toolTip() == "Ben has no coins: a Steal would take nothing."
    assert [s.seat for s in window.scene.seats if s.choosable] == [2]  # Cleo's seat only
    window.prompt.pick_seat(1)
    assert window.session.match.record.actions == []
    window.prompt.pick_seat(2)
    assert window.session.match.record.actions == ["p1 steal p3"]


def test_steal_and_embezzle_that_take_nothing_are_greyed(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset({"reformation"}),
                      {"coins": [2, 0, 0], "allegiances": ["loyalist", "reformist", "reformist"]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    steal, embezzle = window.prompt.button("Steal — Captain…"), window.prompt.button(
        "Embezzle — no Duke")
    assert not steal.isEnabled() and not embezzle.isEnabled()
    assert steal.toolTip() == ("Ben has no coins: a Steal would take nothing. "
                               "Cleo has no coins: a Steal would take nothing.")
    assert embezzle.toolTip() == ("The Treasury Reserve is empty: an Embezzle would take "
                                  "nothing.")


def test_a_lost_characters_claim_chip_comes_down(qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"hands": [["duke", "captain"], ["duke", "contessa"]]})
    window = table(qtbot, shell_context, ["human", "heuristic", "heuristic"], setup,
                   bot_delay_ms=60_000)
    play(window, "p1 tax", "p2 pass", "p3 pass")
    assert window.claims.claims[0] == {DUKE}
    play(window, "p2 tax", "p3 pass", "p1 challenge", "p2 reveal duke", "p1 lose duke")
    assert window.claims.claims[0] == set() and "Ada claims nothing" in window.claims.toolTip()


def test_each_player_answers_on_their_own_row(qtbot, shell_context) -> None:
    window = table(qtbot, shell_context, ["human", "human", "human"])
    window.hand_over.button.click()
    window.prompt.button("Tax — Duke (+3)").click()
    panel = window.responses
    assert panel.nobody.isVisibleTo(window) and panel.nobody.text() == "Nobody challenges"
    # Cleo lets it pass first: Ben is asked before her, so her answer waits, shown pressed.
    panel.answer(2, "Let it pass").click()
    assert window.session.match.record.actions == ["p1 tax"]
    assert panel.answer(2, "Let it pass").isChecked()
    assert not panel.nobody.isVisibleTo(window)  # only Ben is left to answer
    assert panel.hint.text() == "No cards are shown. Enter: Ben lets it pass."
    panel.answer(1, "Let it pass").click()
    assert window.session.match.record.actions == ["p1 tax", "p2 pass", "p3 pass"]


def test_the_hand_over_screen_is_dressed_as_the_table_and_says_what_comes(
        qtbot, shell_context) -> None:
    setup = GameSetup(3, 4, frozenset(), {"hands": [["duke", "captain"], ["duke", "contessa"]]})
    window = table(qtbot, shell_context, ["human"] * 3, setup)
    window.resize(900, 700)
    screen = window.hand_over
    assert window.pages.currentWidget() is screen
    corner = screen.grab().toImage().pixelColor(5, 5)
    assert corner.green() > corner.red() + 20  # the felt, not the window's grey
    assert screen.art.isVisibleTo(window)  # card backs: nobody's faces
    assert screen.coming.text() == "Ada's turn: choose an action."
    play(window, "p1 tax", "p2 pass", "p3 pass", "p2 tax", "p3 pass", "p1 challenge")
    assert screen.coming.text() == "Ben is challenged: reveal the Duke, or concede."
    play(window, "p2 reveal duke")
    assert screen.coming.text() == ("Ada loses an influence: choose the card to turn face "
                                    "up.")
    assert "Captain" not in screen.coming.text() and "Duke" not in screen.coming.text()
