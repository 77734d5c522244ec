"""The Scout page in a real browser (Debian's Chromium, driven by Playwright) at a real table
server on 127.0.0.1: whole games played through the page alone — on its cards (a set tapped in
the hand, an end card of the Active Set and a gap) and on its decision bar — every frame a page
received checked against what its seat may know, a page that offers nothing out of turn and
comes back whole after a reload, and every legal text of random games read into a choice.

Bots play at pace 0, the tables are small and taps land where the element shows (after a hit
test, without waiting for the page to be still), so the whole file takes some twenty seconds.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from tests.net.test_leaks import Truth
from tests.web.support import (
    CHOICES,
    CONFIRM,
    Host,
    bots,
    join,
    open_seats,
    phone,
    served,
)

pytestmark = pytest.mark.timeout(120)


def on_the_loop(tables: Any, code: str, work: Any) -> Any:
    """``work(table)`` on the server's loop (the table changes there only)."""
    async def run() -> Any:
        return work(tables.server.tables[code])

    return tables.call(run())


def true_view(tables: Any, code: str, seat: int) -> Any:
    return on_the_loop(tables, code, lambda table: table.match.state.view(seat))


def legal_now(tables: Any, code: str) -> list[str]:
    return on_the_loop(tables, code,
                       lambda table: [str(a) for a in table.match.state.legal_actions()])


def shown_hand(page: Any) -> list[str]:
    return page.eval_on_selector_all("#hand .scout-card", "cs => cs.map(c => c.dataset.card)")


def verb(action: str) -> str:
    """``p1 show 3-5`` → ``show``; ``p2 scout and show left 4`` → ``scout``."""
    return action.split()[1]


def card_texts(cards: Any) -> list[str]:
    return [f"{card >> 4}/{card & 15}" for card in cards]


# Where a tap on the ``index``-th element ``selector`` names lands: its middle, brought into view
# and not covered (by the sticky decision bar, say); null when there is no such element or
# something else lies on top of it.
AIM = """([selector, index]) => {
  const target = document.querySelectorAll(selector)[index];
  if (!target) return null;
  for (const block of ["nearest", "center"]) {
    target.scrollIntoView({ block });
    const box = target.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const top = document.elementFromPoint(x, y);
    if (top && (top === target || target.contains(top))) return [x, y];
  }
  return null;
}"""


def press(page: Any, selector: str, index: int = 0) -> None:
    """A tap as a finger makes it, where the element shows: faster than Playwright's click,
    which waits for the page to be still, and as strict about what is on top."""
    point = page.evaluate(AIM, [selector, index])
    if point is None:
        raise LookupError(f"nothing to tap at {selector} [{index}]")
    page.mouse.click(*point)


# What a page shows, in one look: whether the game is over, the answer waiting for its
# confirmation, how many choices the bar offers, the hand's cards and the Active Set's ends
# that can be tapped.
LOOK = """() => {
  const confirm = document.querySelector('#decision:not([hidden]) button.primary[data-action]');
  return { over: Boolean(document.querySelector('#ending')),
    confirm: confirm ? confirm.dataset.action : null,
    choices: document.querySelectorAll('#decision:not([hidden]) .choices > button').length,
    hand: document.querySelectorAll('#hand button.scout-card').length,
    ends: document.querySelectorAll('#active button.end').length };
}"""


class Player:
    """One seat's phone, answering its decisions as a player would: by tapping its cards (a set
    in the hand; an end card of the Active Set, turned or not, then a gap) or the bar's
    buttons, and confirming. Every answer the cards offered is checked against the server's
    legal actions: the bar offers it exactly when it is legal."""

    def __init__(self, page: Any, tables: Any, code: str, seat: int,
                 rng: random.Random) -> None:
        self.page, self.tables, self.code, self.seat, self.rng = page, tables, code, seat, rng
        self.confirmed: list[str] = []
        self.by_cards: list[str] = []  # the answers built on the cards and then confirmed
        self.built: str | None = None  # the answer chosen from what the cards built

    def tap(self) -> bool | None:
        """One thing done on the page, if it is this seat's decision; whether it did any (None:
        the page shows the game's end)."""
        page = self.page
        try:
            now = page.evaluate(LOOK)
            if now["over"]:
                return None
            if now["confirm"] is not None:
                press(page, CONFIRM)
                self.confirmed.append(now["confirm"])
                if now["confirm"] == self.built:
                    self.by_cards.append(now["confirm"])
                self.built = None
                return True
            if not now["choices"]:
                return False
            # Each way at least once, then at random.
            shows = any(verb(a) == "show" for a in self.by_cards)
            scouts = any(verb(a) == "scout" for a in self.by_cards)
            roll = self.rng.random()
            if now["hand"] and (not shows or roll < 0.4):
                self.show_on_cards(now["hand"])
            elif now["ends"] and (not scouts or roll < 0.7):
                self.scout_on_cards()
            else:  # a choice of the bar, at random (a group opens)
                press(page, CHOICES, self.rng.randrange(now["choices"]))
        except (PlaywrightError, LookupError):  # the page moved on (a new view): look again
            pass
        return True

    def show_on_cards(self, count: int) -> None:
        """The first and the last card of a legal set tapped, mostly; else of any cards."""
        page, rng = self.page, self.rng
        legal = legal_now(self.tables, self.code)
        shows = [[int(n) - 1 for n in text.split()[-1].split("-")] for text in legal
                 if " show " in text and " scout" not in text]
        chosen = rng.choice(shows) if shows and rng.random() < 0.75 else None
        if chosen is not None:
            first, last = chosen[0], chosen[-1]
        else:
            first = rng.randrange(count)
            last = min(count - 1, first + rng.choice([0, 1, 2]))
        press(page, f"#hand button.scout-card[data-index='{first}']")
        if last != first:
            press(page, f"#hand button.scout-card[data-index='{last}']")
        chosen_now = page.eval_on_selector_all("#hand button.scout-card.selected",
                                               "cs => cs.map(c => Number(c.dataset.index))")
        if not chosen_now:  # a tap on the only selected card lets it go
            return
        low, high = min(chosen_now), max(chosen_now)
        assert chosen_now == list(range(low, high + 1))  # a selection is always adjacent cards
        where = f"{low + 1}" if low == high else f"{low + 1}-{high + 1}"
        action = f"p{self.seat + 1} show {where}"
        offered = page.locator(f"{CHOICES}[data-action='{action}']")
        if action in legal:
            # The bar offers it first, at its first level.
            assert page.locator(CHOICES).first.get_attribute("data-action") == action
            press(page, f"{CHOICES}[data-action='{action}']")
            self.built = action
        else:  # not a set, or too weak: nothing to confirm, and the page says why
            assert offered.count() == 0, action
            assert page.inner_text("#hand-note").strip()

    def scout_on_cards(self) -> None:
        page, rng = self.page, self.rng
        press(page, "#active button.end", rng.randrange(page.locator("#active button.end").count()))
        if rng.random() < 0.5:
            press(page, "#turn-card")
        places = page.eval_on_selector_all("#hand [data-place]",
                                           "zones => zones.map(z => Number(z.dataset.place))")
        index = rng.randrange(len(places))
        press(page, "#hand [data-place]", index)
        place = places[index]
        end = page.get_attribute("#active button.end.picked", "data-end")
        card = page.get_attribute("#active button.end.picked", "data-card")
        view = true_view(self.tables, self.code, self.seat)
        lying = card_texts(view.active)[0 if end == "left" else -1]
        turned = card != lying  # the page draws the picked card as it would go in
        if turned:
            assert card == "/".join(reversed(lying.split("/")))
        what = f"{end}{' turned' if turned else ''} {place + 1}"
        plain = f"p{self.seat + 1} scout {what}"
        with_show = f"p{self.seat + 1} scout and show {what}"
        legal = legal_now(self.tables, self.code)
        assert plain in legal  # an end card is offered only where scouting is legal
        assert page.locator(CHOICES).first.get_attribute("data-action") == plain
        assert page.locator(f"{CHOICES}[data-action='{with_show}']").count() == (
            with_show in legal)
        action = with_show if with_show in legal and rng.random() < 0.5 else plain
        press(page, f"{CHOICES}[data-action='{action}']")
        self.built = action


def play_until_over(players: list[Player], max_taps: int = 3000, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    for _ in range(max_taps):
        assert time.monotonic() < deadline, f"the game did not end in {seconds} s"
        done = [p.tap() for p in players]
        if all(d is None for d in done):
            return
        if not any(done):
            players[0].page.wait_for_timeout(20)  # bots think, views travel
    raise AssertionError("the game did not end within the taps allowed")


def finished_record(tables: Any, code: str) -> Any:
    table = tables.server.tables[code]
    assert table.match is not None and table.match.state.is_over()
    return table.match.record


def listen(page: Any) -> list[str]:
    received: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: received.append(frame)))
    return received


def test_a_phone_plays_a_whole_game_through_its_cards_and_buttons(browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("scout", open_seats(1) + bots("heuristic", "heuristic"))
        page = phone(browser, "tr")
        frames = listen(page)
        join(page, tables.http, code, "Ayşe", language="tr")
        page.wait_for_selector(".lobby")
        assert host.command("start") is None
        # The first seat starts: keep the hand as dealt, or turn it around (both shown).
        page.wait_for_selector("#as-dealt .scout-card")
        assert page.locator("#as-dealt .scout-card").count() == 12  # 3 players: 12 cards each
        assert page.locator("#turned .scout-card").count() == 12
        assert page.inner_text("#as-dealt h2").startswith("Dağıtıldığı gibi")  # in Turkish
        assert page.locator("#seats li").count() == 3

        player = Player(page, tables, code, 0, random.Random(5))
        play_until_over([player])
        page.wait_for_timeout(200)  # the record follows the last view

        record = finished_record(tables, code)
        mine = [action for action in record.actions if action.startswith("p1 ")]
        # Every answer confirmed on the page was played as it was, and nothing else was sent.
        assert player.confirmed == mine
        assert {verb(action) for action in player.by_cards} == {"show", "scout"}
        # The ending: the winners, the last round's sheet and every round's scores, in Turkish.
        assert page.inner_text("#status .who") == "Oyun bitti"
        assert page.locator("#ending #score-sheet tbody tr").count() == 3
        assert page.locator("#ending #score-sheet thead th").count() == 3 + 2
        assert "Raunt 3/3 bitti" in page.inner_text("#ending #round-end")
        assert page.locator("#toast").is_hidden()  # nothing was refused
        assert page.errors == []
        # What the page received held nothing its seat may not know.
        assert Truth("scout", record).check(frames, 0) > 0
        host.close()


def test_a_page_offers_nothing_out_of_turn_and_a_reload_brings_the_whole_seat_back(
        browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("scout", open_seats(2))  # the 2-player rules: Scout chips
        ada, ben = phone(browser), phone(browser)
        join(ada, tables.http, code, "Ada", seat=0)
        ada.wait_for_selector(".lobby")
        join(ben, tables.http, code, "Ben", seat=1)
        ben.wait_for_selector(".lobby")
        assert host.command("start") is None
        rng = random.Random(3)
        players = [Player(ada, tables, code, 0, rng), Player(ben, tables, code, 1, rng)]

        def play(decisions: int, seconds: float = 20.0) -> None:
            """Both phones answer until ``decisions`` more are confirmed; at as many moments the
            other phone, once it shows that state, offers nothing: no answer, no card to tap."""
            goal = sum(len(p.confirmed) for p in players) + decisions
            checked = 0
            deadline = time.monotonic() + seconds
            while sum(len(p.confirmed) for p in players) < goal or checked < decisions:
                assert time.monotonic() < deadline, "the phones did not play on"
                for me, other in ((players[0], players[1]), (players[1], players[0])):
                    if me.page.locator(CHOICES).count():
                        other.page.wait_for_selector("#status:not(.mine) .who")
                        assert other.page.locator("#decision").is_hidden()
                        assert other.page.locator("[data-action]").count() == 0
                        assert other.page.locator("#panel button").count() == 0
                        checked += 1
                    me.tap()

        play(4)
        ben.reload()  # the phone reloads the page: back at its seat with its whole view
        ben.wait_for_selector("#hand .scout-card, #as-dealt .scout-card")
        deadline = time.monotonic() + 5
        while True:  # the view may move on meanwhile
            view = true_view(tables, code, 1)
            drawn = ben.eval_on_selector_all("#hand .scout-card, #as-dealt .scout-card",
                                             "cs => cs.map(c => c.dataset.card)")
            if drawn == card_texts(view.hand):
                break
            assert time.monotonic() < deadline, (drawn, view.hand)
            ben.wait_for_timeout(50)
        assert ben.inner_text("header .me") == "Ben"
        assert ben.inner_text("#round").startswith(f"Round {view.round + 1} of 2")
        assert ben.locator("#seats li").count() == 2
        others = ben.locator("#seats li[data-seat='0'] .mini")
        assert others.count() == len(view.seats[0].known)  # Ada's hand, face down
        assert ben.inner_text("#seats li[data-seat='1'] .tokens").count(
            str(view.seats[1].chips)) >= 1

        # Ben's page plays on after the reload: every answer both pages confirmed, before and
        # after, is in the game's record as it was sent.
        before = len(players[1].confirmed)
        play(4)
        assert len(players[1].confirmed) > before
        deadline = time.monotonic() + 5
        while True:
            record = tables.server.tables[code].match.record
            played = [[a for a in record.actions if a.startswith(f"p{seat + 1} ")]
                      for seat in (0, 1)]
            if played == [p.confirmed for p in players]:
                break
            assert time.monotonic() < deadline, (played, [p.confirmed for p in players])
            ada.wait_for_timeout(50)
        for page in (ada, ben):
            assert page.errors == []
        host.close()


def random_states() -> tuple[list[dict[str, Any]], set[str]]:
    """Decisions of random Scout games of 2 to 5 players (the deciding seat's view as the wire
    sends it, with its legal texts), and every legal text they offered. The players show when
    they can, mostly, as players do: the games end, and the hands stay of a playable size."""
    from companion.core import registry
    from companion.core.protocol import GameSetup
    from companion.net.wire import vocabulary

    spec = registry.find("scout")
    assert spec is not None and spec.new_game is not None
    words = vocabulary("scout")
    states: list[dict[str, Any]] = []
    texts: set[str] = set()
    for players, seed in ((2, 0), (2, 1), (3, 0), (4, 0), (5, 0)):
        rng = random.Random(seed)
        state = spec.new_game(GameSetup(players, seed, frozenset()))
        for index in range(600):
            if state.is_over():
                break
            legal = state.legal_actions()
            said = [str(action) for action in legal]
            texts.update(said)
            # A Show-only decision (after a Scout & Show, on an empty table) and every
            # seventh one.
            if index % 7 == 0 or all(" scout" not in text for text in said):
                seat = state.to_move
                # The decision does not read the log: its last entries will do.
                view = state.view(seat)
                view = replace(view, log=view.log[-12:])
                states.append({"view": words.encode(view), "legal": said, "seat": seat,
                               "players": players})
            shows = [action for action, text in zip(legal, said, strict=True)
                     if " show " in text and " scout" not in text]
            state.apply(rng.choice(shows if shows and rng.random() < 0.7 else legal))
    return states, texts


def test_every_legal_text_of_random_games_is_a_choice_of_the_page(browser: Any) -> None:
    """The page reads Scout's notation: every legal text of random games is parsed back to
    itself, and every decision's legal texts are all offered among the page's choices (none
    left to the bar's bare-notation fallback), each choice legal, labelled in words."""
    states, texts = random_states()
    for needed in ("keep hand", "turn hand", "scout left", "scout right turned",
                   "scout and show left", "scout and show right turned", "-"):
        assert any(needed in text for text in texts), needed
    with served() as tables:
        page = phone(browser, "hu")
        warnings: list[str] = []
        page.on("console", lambda message: warnings.append(message.text))
        page.goto(f"{tables.http}/?lang=hu")
        unread = page.evaluate("""async (texts) => {
            const scout = await import("/games/scout.js");
            // The notation written back from what was read.
            const place = (a) => `${a.first + 1}${a.last > a.first ? `-${a.last + 1}` : ""}`;
            const end = (a) => `${["left", "right"][a.end]}${a.turned ? " turned" : ""}`;
            const write = (a) => `p${a.seat + 1} ` + (a.verb === "hand"
              ? (a.turn ? "turn hand" : "keep hand")
              : a.verb === "show" ? `show ${place(a)}`
              : `scout${a.andShow ? " and show" : ""} ${end(a)} ${a.place + 1}`);
            return texts.filter((text) => {
              const a = scout.parseAction(text);
              return !a || write(a) !== text;
            });
        }""", sorted(texts))
        assert unread == []
        # One text, not a structure: Playwright passes a long JSON text at once.
        problems = page.evaluate("""async (written) => {
            const states = JSON.parse(written);
            const words = await import("/js/words.js");
            await words.loadWords("hu");
            const dom = await import("/js/dom.js");
            const { decode } = await import("/js/wire.js");
            const scout = (await import("/games/scout.js")).default;
            const problems = [];
            const flat = (choices) => choices.flatMap((c) => c.choices
              ? [c, ...flat(c.choices)] : [c]);
            for (const [n, state] of states.entries()) {
              const names = Array.from({ length: state.players }, (_, i) => `Seat ${i + 1}`);
              const ctx = { t: words.t, tr: words.tr, trLabel: words.trLabel, number: words.number,
                el: dom.el, show: dom.show, names, seat: state.seat, table: { code: "TEST" },
                art: () => "", message: String, redraw: () => {} };
              const s = { view: decode(state.view), legal: state.legal, state_id: n, number: 1,
                seat: state.seat, over: false, to_move: state.seat, table: ctx.table,
                thinking: null };
              scout.panel(s, ctx);
              const all = flat(scout.decision(s, ctx).choices);
              const offered = new Set(all.filter((c) => c.action).map((c) => c.action));
              for (const text of state.legal) {
                if (!offered.has(text)) problems.push(`not offered: ${text}`);
              }
              for (const text of offered) {
                if (!state.legal.includes(text)) problems.push(`not legal: ${text}`);
              }
              for (const c of all) {
                if (!c.label || /[{}]/.test(c.label + (c.note || ""))) {
                  problems.push(`words: ${c.label}`);
                }
              }
              // Not this seat's decision: its panel has nothing to tap.
              const other = { ...s, legal: [], seat: (state.seat + 1) % state.players };
              if (scout.panel(other, { ...ctx, seat: other.seat }).querySelector("button")) {
                problems.push("a button out of turn");
              }
            }
            return problems;
        }""", json.dumps(states))
        assert problems == []
        assert [w for w in warnings if "no words" in w] == []
        assert page.errors == []
