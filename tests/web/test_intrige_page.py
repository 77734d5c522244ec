"""Intrige's phone page (resources/web/games/intrige.js) in Debian's Chromium at a real table
server on 127.0.0.1: whole games played through the page's own buttons only (bribes on its
stepper), every frame a page received checked against what its seat may know, a page that
offers nothing when the decision is another's, a reload that comes back to the seat's money
and castles, and every legal text of many random games read and offered by the page.

Bots play at pace 0 and the tables are small, so the whole file takes seconds.
"""

from __future__ import annotations

import json
import random
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


def listening(page: Any) -> list[str]:
    """Every frame the page's WebSocket receives, from now on."""
    received: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: received.append(frame)))
    return received


def shown(page: Any) -> dict[str, Any]:
    """What a page shows as its seat's: the money, and every castle's suites (a scholar's
    number, -1 for a free suite) in the board's order."""
    return page.evaluate("""() => ({
        money: Number(document.querySelector("#my-money").dataset.money),
        castles: Object.fromEntries([...document.querySelectorAll("svg.castle")].map((c) =>
            [c.dataset.castle, [...c.querySelectorAll("g.suite")].map((s) =>
                Number(s.dataset.scholar))])),
    })""")


def truly(tables: Any, code: str, seat: int) -> dict[str, Any]:
    async def on_the_loop() -> Any:  # the table changes on the server's loop only
        return tables.server.tables[code].match.state.view(seat)

    view = tables.call(on_the_loop())
    return {"money": view.money,
            "castles": {str(castle): list(suites) for castle, suites in enumerate(view.castles)}}


def test_a_phone_plays_a_whole_game_through_the_page_alone(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("intrige", open_seats(1) + bots("heuristic", "random"),
                           variants=("binding-promises", "refund"))
        page = phone(browser, "tr")
        frames = listening(page)
        join(page, tables.http, code, "Ayşe", language="tr")
        page.wait_for_selector(".lobby")
        assert host.command("start") is None
        page.wait_for_selector("#panel svg.castle.big")
        # The app's words, in Turkish: the purse is the player's alone.
        assert words("tr", "IntrigeTable", "Your money: nobody else sees it") in page.inner_text(
            "#panel")
        assert page.locator("svg.castle").count() == 3

        confirmed = play_until_over([page], random.Random(5))

        record = finished_record(tables, code)
        mine = [action for action in record.actions if action.startswith("p1 ")]
        # Every answer confirmed on the page was played as it was, and nothing else was sent:
        # bribes, placements and sendings alike (the bot seats' decisions are theirs).
        assert confirmed == mine
        assert {action.split()[1] for action in mine} >= {"bribe", "send"}
        assert page.locator("#standings tbody tr").count() == 3
        assert page.locator("#toast").is_hidden()  # nothing was refused
        assert page.errors == []
        page.wait_for_timeout(200)  # the record follows the last view
        assert Truth("intrige", record).check(frames, 0) > 0
        host.close()


def test_a_page_offers_nothing_on_another_s_decision_and_a_reload_comes_back(
        browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("intrige", open_seats(2) + bots("heuristic"),
                           variants=("different-castles",))
        pages = []
        for index, (name, language) in enumerate((("Ada", "hu"), ("Ben", "hr"))):
            page = phone(browser, language)
            join(page, tables.http, code, name, seat=index, language=language)
            page.wait_for_selector(".lobby")
            pages.append(page)
        assert host.command("start") is None
        ada, ben = pages
        rng = random.Random(8)
        played, hidden = [], 0
        deadline = time.monotonic() + 20
        while len(played) < 8:
            assert time.monotonic() < deadline, played
            for page, other in ((ada, ben), (ben, ada)):
                if page.locator(CHOICES).count():
                    # One decision at a time: the other phone offers nothing to do.
                    assert other.locator("[data-action]").count() == 0
                    hidden += other.locator("#decision").is_hidden()
                action = step(page, rng)
                if action:
                    played.append(action)
            assert not ada.locator("#ending").count(), "the game ended before the reload"
        assert hidden >= 1

        ada.reload()  # back at the seat with its whole view: the money and every castle
        ada.wait_for_selector("#panel svg.castle.big")
        # Each page shows its own seat's purse and the castles as they are (the view may move
        # on meanwhile: bots answer at once).
        for seat, page in enumerate(pages):
            deadline = time.monotonic() + 5
            while shown(page) != truly(tables, code, seat):
                assert time.monotonic() < deadline, (shown(page), truly(tables, code, seat))
                page.wait_for_timeout(50)
            assert page.errors == []
        assert ada.inner_text("header .me") == "Ada"
        assert words("hu", "IntrigeTable", "Your money: nobody else sees it") in ada.inner_text(
            "#panel")
        host.close()


def _played_decisions() -> tuple[set[str], list[dict[str, Any]]]:
    """Random games of every size and variant: every legal text they offered, and a sample of
    decisions (the deciding seat's view on the wire, its legal texts) of every kind."""
    from companion.core import registry
    from companion.core.protocol import GameSetup
    from companion.net.wire import vocabulary

    spec = registry.find("intrige")
    assert spec is not None and spec.new_game is not None
    encode = vocabulary("intrige").encode
    texts: set[str] = set()
    samples: list[dict[str, Any]] = []
    kinds: set[tuple[Any, ...]] = set()
    tables_of = [(3, ()), (4, ("binding-promises",)), (5, ("refund", "different-castles")),
                 (4, ("binding-promises", "refund", "different-castles"))]
    for players, variants in tables_of:
        for seed in range(2):
            rng = random.Random(seed)
            state = spec.new_game(GameSetup(players, seed, frozenset(variants)))
            for _ in range(1000):
                if state.is_over():
                    break
                legal = [str(action) for action in state.legal_actions()]
                texts.update(legal)
                seat = state.to_move
                kind = (state.phase, state.stage, players, variants,
                        any(" island " in text for text in legal), state.money[seat] < 1000)
                if kind not in kinds or rng.random() < 0.03:
                    kinds.add(kind)
                    samples.append({"view": encode(state.view(seat)), "legal": legal,
                                    "seat": seat})
                state.apply(rng.choice(state.legal_actions()))
            assert state.is_over()
    return texts, samples


def test_every_legal_text_is_read_and_offered_by_the_page(browser: Any) -> None:
    """The page reads every legal text in Intrige's notation, and every decision's choices
    (its buttons, groups and steppers) offer exactly the legal texts: nothing falls back to a
    bare notation button, nothing illegal is offered."""
    texts, samples = _played_decisions()
    for needed in (" bribe 1000", " for 6000", " place ", " island ", " send "):
        assert any(needed in text for text in texts), needed
    assert any(sample["view"]["stage"] == "internal" for sample in samples)
    with served() as tables:
        page = phone(browser)
        page.goto(tables.http)
        found = page.evaluate("""async ({texts, samples}) => {
            const words = await import("/js/words.js");
            await words.loadWords("en");
            const dom = await import("/js/dom.js");
            const wire = await import("/js/wire.js");
            const bar = await import("/js/decision.js");
            const intrige = await import("/games/intrige.js");
            const unread = texts.filter((text) => intrige.parseAction(text) === null);
            const problems = [];
            for (const sample of samples) {
                const view = wire.decode(sample.view);
                const names = Array.from({length: view.players}, (_, i) => `Seat ${i + 1}`);
                const ctx = { t: words.t, tr: words.tr, trLabel: words.trLabel,
                    number: words.number, el: dom.el, show: dom.show, names,
                    seat: sample.seat, table: null, art: (f, n) => `/art/${f}/${n}`,
                    message: (m) => words.messageText(m) };
                const s = { view, public: null, legal: sample.legal, state_id: 1,
                    to_move: sample.seat, over: false, result: null, seat: sample.seat,
                    number: 1, table: null, thinking: null };
                const decision = intrige.default.decision(s, ctx);
                const leaves = [];
                const walk = (list) => list.forEach((c) => c.choices ? walk(c.choices)
                    : c.steps ? c.steps.forEach((step) => leaves.push(step.action))
                    : leaves.push(c.action));
                walk(decision.choices);
                const legal = new Set(sample.legal);
                const missing = sample.legal.filter((text) => !leaves.includes(text));
                const illegal = leaves.filter((text) => !legal.has(text));
                const other = bar.offered(decision.choices, sample.legal)
                    .some((c) => c.label === words.t("game.other"));
                const said = [decision.question, ...intrige.default.log(s, ctx),
                    intrige.default.status(s, ctx), intrige.default.panel(s, ctx).textContent];
                const unsaid = said.filter((line) => !line
                    || /\\{\\w+\\}|undefined|NaN/.test(line));
                if (missing.length || illegal.length || other || leaves.length !== legal.size
                        || unsaid.length) {
                    problems.push({phase: view.phase, stage: view.stage,
                        missing: missing.slice(0, 3), illegal: illegal.slice(0, 3), other,
                        unsaid: unsaid.slice(0, 2).map((line) => String(line).slice(0, 120))});
                }
            }
            return {unread, problems, checked: samples.length};
        }""", {"texts": sorted(texts), "samples": json.loads(json.dumps(samples))})
        assert found["unread"] == []
        assert found["problems"] == [], json.dumps(found["problems"][:3])
        assert found["checked"] == len(samples) > 40
        assert page.errors == []
