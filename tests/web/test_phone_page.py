"""The phone page in a real browser (Debian's Chromium, driven by Playwright) at a real table
server on 127.0.0.1: whole Coup games played through the page's buttons only, phones that
reload or go away, the bytes each page receives checked against what its seat may know, and
the page and server refusing what a seat may not do, in words.

Bots play at pace 0 and the tables are small, so the whole file takes seconds.
"""

from __future__ import annotations

import contextlib
import json
import random
import re
import time
from typing import Any

import pytest

from tests.net.test_leaks import Truth
from tests.web.support import (
    CHOICES,
    Host,
    bots,
    join,
    open_seats,
    phone,
    play_until_over,
    served,
    step,
    words,
)

pytestmark = pytest.mark.timeout(120)


def finished_record(tables: Any, code: str) -> Any:
    table = tables.server.tables[code]
    assert table.match is not None and table.match.state.is_over()
    return table.match.record


def shown_hand(page: Any) -> tuple[list[str], list[str]]:
    """The cards a Coup page shows as the player's own: face down, then lost."""
    return (page.eval_on_selector_all("#hand .coup-card:not(.lost)", "cs => cs.map(c => "
                                      "c.dataset.card)"),
            page.eval_on_selector_all("#hand .coup-card.lost", "cs => cs.map(c => "
                                      "c.dataset.card)"))


def true_hand(tables: Any, code: str, seat: int) -> tuple[list[str], list[str]]:
    from companion.coup.cards import NAMES

    async def on_the_loop() -> Any:  # the table changes on the server's loop only
        return tables.server.tables[code].match.state.view(seat)

    view = tables.call(on_the_loop())
    return ([NAMES[c] for c in view.my_cards], [NAMES[c] for c in view.seats[seat].revealed])


def seat_token(page: Any, code: str) -> dict[str, Any]:
    return json.loads(page.evaluate(f"localStorage.getItem('companion.seat.{code}')"))


def test_a_phone_plays_a_whole_game_through_the_page_alone(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(1) + bots("heuristic", "random"),
                           variants=("reformation",))
        page = phone(browser, "hr")
        join(page, tables.http, code, "Ana", language="hr")
        page.wait_for_selector(".lobby")
        assert code in page.locator("h1").inner_text()
        assert host.command("start") is None
        page.wait_for_selector("#hand .coup-card")
        assert page.locator("#hand .coup-card").count() == 2
        assert "Tvoj utjecaj" in page.inner_text("#panel")  # the page's own words, in Croatian

        confirmed = play_until_over([page], random.Random(7))

        record = finished_record(tables, code)
        mine = [action for action in record.actions if action.startswith("p1 ")]
        # Every answer confirmed on the page was played as it was, and nothing else was sent:
        # the page sends only legal texts, once each.
        assert confirmed == mine and len(mine) >= 1
        assert page.inner_text("#status .who") == "Kraj igre"
        assert page.locator("#ending h2").inner_text()
        assert page.locator("#toast").is_hidden()  # nothing was refused
        assert page.errors == []
        # The language changes on the page itself, the table stays.
        page.select_option("#language", "en")
        page.wait_for_selector("text=Game over")
        assert "lang=en" in page.url and f"code={code}" in page.url
        host.close()


def test_phones_reload_and_leave_mid_game_and_the_game_still_ends(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(2) + bots("heuristic"))
        ada, ben = phone(browser), phone(browser)
        join(ada, tables.http, code, "Ada", seat=0)
        ada.wait_for_selector(".lobby")
        join(ben, tables.http, code, "Ben")
        ben.wait_for_selector(".lobby")
        assert host.command("start") is None
        rng = random.Random(3)
        played = []
        deadline = time.monotonic() + 30
        while len(played) < 4 and time.monotonic() < deadline:  # a few decisions each way
            for page in (ada, ben):
                action = step(page, rng)
                if action:
                    played.append(action)
            if ada.locator("#ending").count():
                pytest.fail("the game ended before the phones went away")
        assert len(played) >= 4
        ada.reload()  # the phone reloads the page: back at its seat with its whole view
        ada.wait_for_selector("#hand .coup-card")
        deadline = time.monotonic() + 5
        while shown_hand(ada) != true_hand(tables, code, 0):  # the view may move on meanwhile
            assert time.monotonic() < deadline, (shown_hand(ada), true_hand(tables, code, 0))
            ada.wait_for_timeout(50)
        assert ada.inner_text("header .me") == "Ada"
        assert ada.locator("#seats li").count() == 3
        assert seat_token(ada, code)["seat"] == 0

        ben.context.close()  # Ben's phone is gone for good: the host lets a bot play his seat
        deadline = time.monotonic() + 10
        while (refused := host.command("seat", seat=1, bot="heuristic")) is not None:
            assert "is here" in refused and time.monotonic() < deadline, refused
            time.sleep(0.1)
        play_until_over([ada], rng)
        assert finished_record(tables, code).actions
        assert ada.errors == []
        host.close()


def test_each_page_receives_only_what_its_seat_may_know(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(2) + bots("heuristic"), variants=("inquisitor",))
        pages, frames = [], []
        for index, name in enumerate(("Ada", "Ben")):
            page = phone(browser, "hu")
            received: list[str] = []
            page.on("websocket", lambda ws, into=received: ws.on(
                "framereceived", lambda payload, into=into: into.append(payload)))
            join(page, tables.http, code, name, seat=index, language="hu")
            page.wait_for_selector(".lobby")
            pages.append(page)
            frames.append(received)
        assert host.command("start") is None
        play_until_over(pages, random.Random(11))
        for page in pages:
            page.wait_for_timeout(200)  # the record follows the last view
        record = finished_record(tables, code)
        truth = Truth("coup", record)
        for seat, received in enumerate(frames):
            assert all(isinstance(frame, str) for frame in received)
            assert truth.check(received, seat) > 0
            tables_seen = [json.loads(f) for f in received if '"type":"table"' in f]
            # The page says it is a phone's page, and the table shows it on its seat.
            assert tables_seen[-1]["seats"][seat]["device"] == "web · phone"
        host.close()


def test_a_page_does_not_act_for_another_seat_and_shows_the_server_s_refusal_in_words(
        browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(2), variants=("two-player-sets",))
        ada, ben = phone(browser), phone(browser, "tr")
        sockets: list[Any] = []

        def through(route: Any) -> None:  # Ben's frames pass as they are; the test may add
            sockets.append(route.connect_to_server())

        ben.route_web_socket(re.compile(".*"), through)
        join(ada, tables.http, code, "Ada", seat=0)
        ada.wait_for_selector(".lobby")
        join(ben, tables.http, code, "Ben", seat=1, language="tr")
        ben.wait_for_selector(".lobby")
        assert host.command("start") is None
        for page in (ada, ben):
            page.wait_for_selector("#hand .coup-card")
        # The first decision is Ada's: Ben's turn comes first only when he starts, so Ben
        # answers until it is (income, then letting things pass).
        for _ in range(20):
            ada.wait_for_timeout(100)
            if ada.locator(CHOICES).count():
                break
            answer = ben.locator(f"{CHOICES}[data-action$=' income'], {CHOICES}[data-action$="
                                 f"' pass'], {CHOICES}[data-action*=' pick ']")
            if answer.count():
                answer.first.click()
                ben.locator("#decision button.primary[data-action]").click()
        ada.wait_for_selector(CHOICES)
        # Not Ben's decision: his page offers nothing to do.
        assert ben.locator("#decision").is_hidden()
        assert ben.locator("[data-action]").count() == 0
        legal = ada.locator(f"{CHOICES}[data-action]").first.get_attribute("data-action")
        state_id = tables.server.tables[code].state_id

        # A frame made by hand on Ben's connection: Ada's action, with Ada's token.
        sockets[-1].send(json.dumps({"type": "act", "token": seat_token(ada, code)["token"],
                                     "state_id": state_id, "action": legal}))
        toast = ben.locator("#toast")
        toast.wait_for(state="visible")
        assert toast.inner_text() == words("tr", "NetRefusal",
                                           "that token is not this connection's seat")
        # And with his own token: the decision is Ada's, said with her name, in Turkish.
        sockets[-1].send(json.dumps({"type": "act", "token": seat_token(ben, code)["token"],
                                     "state_id": state_id, "action": legal}))
        expected = words("tr", "NetRefusal", "it is {name}'s decision, not yours").format(
            name="Ada")
        ben.wait_for_function("text => document.querySelector('#toast').innerText === text",
                              arg=expected)
        assert tables.server.tables[code].state_id == state_id  # nothing happened
        host.close()


def test_a_second_phone_cannot_take_a_held_seat(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(2))
        ada, ben, cy = phone(browser), phone(browser), phone(browser)
        join(ada, tables.http, code, "Ada", seat=0)
        ada.wait_for_selector(".lobby")
        sockets: list[Any] = []
        ben.route_web_socket(re.compile(".*"), lambda route: sockets.append(
            route.connect_to_server()))
        ben.goto(f"{tables.http}/?code={code.lower()}")  # a code typed loosely is found too
        ben.wait_for_selector(".seat.taken")
        # Ada's seat is shown taken, not offered.
        assert ben.locator("[data-seat='0']").count() == 0
        assert ben.locator("[data-seat='1']").count() == 1
        sockets[-1].send(json.dumps({"type": "join", "code": code, "name": "Ben", "seat": 0}))
        ben.wait_for_selector("form.join .error:text('seat 1 is not free')")
        ben.fill("#name", "Ben")
        ben.click("#join")
        ben.wait_for_selector(".lobby")
        assert host.command("start") is None
        ada.wait_for_selector("#hand .coup-card")

        # A phone set to Hungarian, with no language in the address, speaks Hungarian; the
        # switcher changes it on the spot, keeping what was typed.
        dora = phone(browser, "hu")
        dora.goto(f"{tables.http}/?code={code}")
        dora.wait_for_selector("text=Ülj le az asztalhoz")
        dora.fill("#name", "Dóra")
        dora.select_option("#language", "hr")
        dora.wait_for_selector("text=Sjedni za stol")
        assert dora.input_value("#name") == "Dóra" and dora.input_value("#code") == code
        dora.context.close()

        # A third phone once the game is on: every seat is taken.
        join(cy, tables.http, code, "Cy")
        cy.wait_for_selector("form.join .error:text('the game has started: every seat is taken')")
        assert cy.locator(".lobby, #hand").count() == 0

        # Ada's seat's secret copied to Cy's phone moves the seat there (the newest connection
        # wins, as the protocol says); Ada's page stops and says so, without fighting back.
        cy.evaluate("([code, held]) => localStorage.setItem('companion.seat.' + code, held)",
                    [code, json.dumps(seat_token(ada, code))])
        cy.goto(f"{tables.http}/?code={code}")
        cy.wait_for_selector("#hand .coup-card")
        ada.wait_for_selector("text=Your seat is now played from another device.")
        ada.wait_for_timeout(700)  # a page that fought back would have resumed by now
        assert cy.locator("#hand .coup-card").count() == 2
        ada.click("text=Play here again")
        ada.wait_for_selector("#hand .coup-card")
        cy.wait_for_selector("text=Your seat is now played from another device.")
        host.close()


def test_every_coup_action_in_every_variant_is_read_by_the_page(browser: Any) -> None:
    """The Coup page reads the legal texts in Coup's notation: every action that random games
    of every variant offered is read (none falls back to its bare notation)."""
    from companion.core import registry
    from companion.core.protocol import GameSetup

    spec = registry.find("coup")
    assert spec is not None and spec.new_game is not None
    texts: set[str] = set()
    tables_of = [(2, ()), (2, ("two-player-sets",)), (4, ("inquisitor",)),
                 (6, ("reformation",)), (5, ("inquisitor", "reformation"))]
    for players, variants in tables_of:
        for seed in range(6):
            rng = random.Random(seed)
            state = spec.new_game(GameSetup(players, seed, frozenset(variants)))
            for _ in range(400):
                if state.is_over():
                    break
                legal = state.legal_actions()
                texts.update(str(action) for action in legal)
                state.apply(rng.choice(legal))
    for needed in ("examine", "convert", "embezzle", "choose loyalist", "pick", "show",
                   "give back", "force exchange", "reveal hand", "keep"):
        assert any(f" {needed}" in text for text in texts), needed
    with served() as tables:
        page = phone(browser)
        page.goto(tables.http)
        unread = page.evaluate("""async (texts) => {
            const coup = await import("/games/coup.js");
            return texts.filter((text) => coup.parseAction(text) === null);
        }""", sorted(texts))
        assert unread == []


class ScriptedSeat:
    """A player at another Companion, scripted: a plain WebSocket at one seat."""

    def __init__(self, url: str, code: str, name: str) -> None:
        from websockets.sync.client import connect

        self.held = contextlib.ExitStack()
        self.ws = self.held.enter_context(connect(url, proxy=None, open_timeout=10))
        self.send({"type": "hello", "protocol": 1, "client": "tests seat"})
        self.send({"type": "join", "code": code, "name": name})
        self.token = self.until(lambda m: m["type"] == "seated")["token"]
        self.view: dict[str, Any] | None = None

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps(message))

    def until(self, want: Any, timeout: float = 10.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        for _ in range(2000):
            message = json.loads(self.ws.recv(max(0.01, deadline - time.monotonic())))
            if message["type"] == "view":
                self.view = message
            if want(message):
                return message
        raise AssertionError("never came")


def test_a_phone_answers_a_take_back_asked_at_the_table(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(2))
        ada = phone(browser)
        join(ada, tables.http, code, "Ada", seat=0)
        ada.wait_for_selector(".lobby")
        ben = ScriptedSeat(tables.ws, code, "Ben")
        assert host.command("start") is None
        view = ben.until(lambda m: m["type"] == "view")
        if view["to_move"] == 0:  # Ada starts: she takes Income on her phone
            ada.click(f"{CHOICES}[data-action='p1 income']")
            ada.click("#decision button.primary")
            view = ben.until(lambda m: m["type"] == "view" and m["to_move"] == 1)
        ben.send({"type": "act", "token": ben.token, "state_id": view["state_id"],
                  "action": "p2 income"})
        after = ben.until(lambda m: m["type"] == "view" and m["state_id"] > view["state_id"])
        ada.wait_for_selector(CHOICES)
        ben.send({"type": "take_back", "token": ben.token})
        # Ada's phone asks her, with Ben's name, and offers nothing else meanwhile.
        ada.wait_for_selector("text=Ben asks to take back their last decision. Ada, do you agree?")
        assert ada.locator("[data-action]").count() == 0
        ada.click("section.take-back button.primary")
        back = ben.until(lambda m: m["type"] == "view" and m["state_id"] > after["state_id"])
        assert back["to_move"] == 1 and "p2 income" in back["legal"]
        ada.wait_for_selector("section.take-back", state="detached")
        ben.held.close()
        host.close()
