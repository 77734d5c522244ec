"""The Lairs phone page (resources/web/games/lairs.js) in a real browser (Debian's Chromium,
driven by Playwright) at a real table server on 127.0.0.1: a whole game against the heuristic
bot played through the page's own map and buttons, every frame checked against what the seat
may know; a page that offers nothing while the other explorer decides and comes back whole
after a reload; and every action the game can offer read by the page and offered as a choice.

The whole game is dealt from a known seed (one where the bot gets out soon: a few seconds of
play even on a busy machine); the other tables are dealt at random. The bot plays at pace 0,
and the page's player ends its turns after a few moves.
"""

from __future__ import annotations

import json
import random
import secrets
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from companion.lairs.board import CELLS, SIZE, Direction, cell_name, step
from tests.net.test_leaks import Truth
from tests.web.support import (
    CHOICES,
    CONFIRM,
    Host,
    bots,
    join,
    offers,
    open_seats,
    phone,
    served,
    words,
)
from tests.web.test_phone_page import ScriptedSeat

pytestmark = pytest.mark.timeout(120)

MOVES = ("creep", "hustle", "backtrack", "peer")
WEB = Path(__file__).resolve().parents[2] / "resources" / "web"


class KnownDeal:
    """The table server's randomness, but for the game's seed: ``SEED`` (codes and tokens stay
    as secret as ever)."""

    SEED = 21  # the heuristic bot leaves its dungeon after some 30 of its decisions

    def __getattr__(self, name: str) -> Any:
        return getattr(secrets, name)

    def randbits(self, bits: int) -> int:
        return self.SEED


def page_words(language: str) -> dict[str, str]:
    return json.loads((WEB / "words" / f"{language}.json").read_text("utf-8"))


def wait_for_text(page: Any, selector: str, text: str) -> None:
    """Until an element of ``selector`` says exactly ``text`` (which may hold any quote)."""
    page.wait_for_function("([selector, text]) => [...document.querySelectorAll(selector)]"
                           ".some((node) => node.innerText === text)", arg=[selector, text])


class LairsPlayer:
    """Plays a Lairs page by what it shows, as a thumb would: a lit cell of the map (then the
    moves and payments it opens in the bar), or one of the bar's answers; after a few moves in
    a turn it ends the turn. Every answer it confirmed is kept, in order."""

    def __init__(self, page: Any, rng: random.Random, moves_a_turn: int = 3) -> None:
        self.page = page
        self.rng = rng
        self.moves_a_turn = moves_a_turn
        self.confirmed: list[str] = []
        self.cell_taps = 0  # taps on the map that opened the bar at a cell
        self.moves = 0  # moves confirmed in the turn on the map
        self.turn: str | None = None

    def wait(self) -> bool:
        """Until the page offers something to tap; False once the game is over."""
        return offers(self.page)

    def opened(self) -> bool:
        """Whether the bar is inside a group (its Back button shows)."""
        return self.page.locator("#decision:not([hidden]) button.back").count() > 0

    def step(self) -> None:
        page = self.page
        # What the page offers, read at once (every question to the browser takes a while).
        now = page.evaluate("""([choices, confirm]) => ({
            turn: document.querySelector("#lairs-map")?.dataset.turn ?? null,
            confirm: document.querySelector(confirm)?.dataset.action ?? null,
            lit: [...document.querySelectorAll("#lairs-map .tap.lit")].map((c) => c.dataset.cell),
            opened: Boolean(document.querySelector("#decision:not([hidden]) button.back")),
            choices: [...document.querySelectorAll(choices)].map((b) => b.dataset.action ?? null),
        })""", [CHOICES, CONFIRM])
        if now["turn"] != self.turn:
            self.turn, self.moves = now["turn"], 0
        try:
            if now["confirm"] is not None:
                page.click(f"{CONFIRM}[data-action='{now['confirm']}']", timeout=1000)
                self.confirmed.append(now["confirm"])
                self.moves += now["confirm"].split(" ")[0] in MOVES
            elif self.moves < self.moves_a_turn and now["lit"] and not now["opened"]:
                cell = self.rng.choice(now["lit"])
                page.click(f"#lairs-map .tap[data-cell='{cell}']", timeout=1000)
                self.cell_taps += 1
            elif now["choices"]:
                actions = now["choices"]
                ends = [index for index, action in enumerate(actions)
                        if action and action.startswith("conserve")]
                enough = self.moves >= self.moves_a_turn
                pick = (self.rng.choice(ends) if ends and enough
                        else self.rng.randrange(len(actions)))
                page.locator(CHOICES).nth(pick).click(timeout=1000)
        except PlaywrightError:  # the bar or the map moved on under the tap (a new view)
            pass

    def play_until_over(self, seconds: float = 45.0, taps: int = 2000) -> None:
        deadline = time.monotonic() + seconds
        for _ in range(taps):
            assert time.monotonic() < deadline, f"the game did not end in {seconds} s"
            if not self.wait():
                return
            self.step()
        raise AssertionError("the game did not end within the taps allowed")


def finished_record(tables: Any, code: str) -> Any:
    table = tables.server.tables[code]
    assert table.match is not None and table.match.state.is_over()
    return table.match.record


def true_view(tables: Any, code: str, seat: int) -> Any:
    async def on_the_loop() -> Any:  # the table changes on the server's loop only
        return tables.server.tables[code].match.state.view(seat)

    return tables.call(on_the_loop())


def true_sheet(view: Any) -> dict[str, Any]:
    """The seat's map sheet and mat as the page should draw them: Known cells with what is
    there now, the walls told (an interior wall beside at least one Known cell), the pawn,
    and the cubes in each basket."""
    sheet = view.explorer.map
    walls = set()
    for cell in CELLS:
        for direction in (Direction.EAST, Direction.SOUTH):
            other = step(cell, direction)
            if other is None:
                continue
            opposite = Direction.WEST if direction is Direction.EAST else Direction.NORTH
            if (cell in sheet.cells and sheet.cells[cell].wall(direction)) or (
                    other in sheet.cells and sheet.cells[other].wall(opposite)):
                walls.add(f"{cell_name(cell)}|{cell_name(other)}")
    mat = view.explorer.mat.to_json()
    return {
        "known": sorted(cell_name(c) for c in sheet.cells),
        "features": {cell_name(c): k.feature.value if k.feature else ""
                     for c, k in sheet.cells.items()},
        "walls": sorted(walls),
        "position": cell_name(sheet.position) if sheet.position is not None else "",
        "mat": {basket[0] if basket != "fatigued" else "x": kinds
                for basket, kinds in mat.items()},
    }


def shown_sheet(page: Any) -> dict[str, Any]:
    """The same, read off what the page drew."""
    return page.evaluate("""() => {
        const map = document.querySelector("#lairs-map");
        const known = [...map.querySelectorAll(".tap[data-known='1']")];
        const mat = {};
        for (const basket of document.querySelectorAll("#lairs-mat [data-basket]")) {
            const count = (kind) => basket.querySelectorAll(`.cube[data-kind='${kind}']`).length;
            mat[basket.dataset.basket] = {basic: count("b"), quickness: count("q"),
                                          perception: count("p")};
        }
        return {
            known: known.map((cell) => cell.dataset.cell).sort(),
            features: Object.fromEntries(known.map((cell) => [cell.dataset.cell,
                                                              cell.dataset.feature])),
            walls: [...map.querySelectorAll("[data-wall]")].map((w) => w.dataset.wall).sort(),
            position: map.dataset.position,
            mat,
        };
    }""")


def test_a_phone_plays_a_whole_lairs_game_by_its_map_and_sees_only_its_own(
        browser: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("companion.net.table.secrets", KnownDeal())
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("lairs", open_seats(1) + bots("heuristic"))
        page = phone(browser, "hu")
        received: list[str] = []
        page.on("websocket", lambda ws: ws.on(
            "framereceived", lambda payload: received.append(payload)))
        join(page, tables.http, code, "Anna", language="hu")
        page.wait_for_selector(".lobby")
        assert host.command("start") is None
        page.wait_for_selector("#lairs-map")
        # The board is a map: the Start cell is known (the Builder named it), the other 35 lie
        # in the dark, and the explorer stands on the Start.
        assert page.locator("#lairs-map .tap[data-known='1']").count() == 1
        start = page.get_attribute("#lairs-map .tap[data-known='1']", "data-cell")
        assert page.get_attribute("#lairs-map", "data-position") == start
        assert page.get_attribute(f"#lairs-map [data-cell='{start}']", "data-feature") == "start"
        tab = words("hu", "LairsGameWindow", "Your map of {0}'s dungeon").format("Bot 1")
        assert page.locator(".lairs-tab.on").inner_text() == tab

        player = LairsPlayer(page, random.Random(5), moves_a_turn=2)
        player.play_until_over()

        record = finished_record(tables, code)
        truth = Truth("lairs", record)
        mine = [action for index, action in enumerate(record.actions)
                if truth.to_move[index + 1] == 0]
        # Every answer confirmed on the page was played as it was, and nothing else was sent:
        # the page sends only legal texts, once each. Moves were chosen on the map.
        assert player.confirmed == mine
        assert player.cell_taps > 0
        assert any(action.split(" ")[0] in MOVES for action in mine)
        page.wait_for_timeout(200)  # the record follows the last view
        assert truth.check(received, 0) > len(mine)
        assert page.inner_text("#status .who") == page_words("hu")["over.heading"]
        assert page.locator("#ending .lairs-scores").count() == 1
        assert page.locator("#toast").is_hidden()  # nothing was refused
        assert page.errors == []
        host.close()


def test_the_page_offers_nothing_on_the_other_s_decision_and_comes_back_whole(
        browser: Any) -> None:
    with served() as tables:
        host = Host(tables.ws)
        code = host.create("lairs", open_seats(2))
        page = phone(browser, "tr")
        join(page, tables.http, code, "Ada", seat=0, language="tr")
        page.wait_for_selector(".lobby")
        ben = ScriptedSeat(tables.ws, code, "Ben")
        assert host.command("start") is None
        # The map at 390 px: drawn whole, its cells big enough for a thumb, and on her decision
        # above the decision bar (which stays at the foot of the screen); nothing on the page
        # is wider than the screen.
        page.wait_for_selector("#lairs-map .tap.lit")
        page.wait_for_timeout(100)  # the page scrolls the map into sight after drawing it
        assert page.locator("#lairs-map .tap").count() == SIZE * SIZE
        cell = page.locator("#lairs-map .tap").first.bounding_box()
        assert cell is not None and min(cell["width"], cell["height"]) >= 44
        board = page.locator("#lairs-map").bounding_box()
        bar = page.locator("#decision").bounding_box()
        assert board is not None and bar is not None
        assert board["y"] >= 0 and board["y"] + board["height"] <= bar["y"] + 1
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        # Ada explores first (p1): a few moves on the map, then her turn ends.
        player = LairsPlayer(page, random.Random(2), moves_a_turn=3)
        deadline = time.monotonic() + 20
        while true_view(tables, code, 0).to_move == 0:
            assert time.monotonic() < deadline, "Ada's first turn did not end"
            player.wait()
            player.step()
        assert any(action.split(" ")[0] in MOVES for action in player.confirmed)
        view = ben.until(lambda m: m["type"] == "view" and m["legal"])

        # Ben's decision: Ada's page shows whose it is and offers nothing at all.
        exploring = words("tr", "LairsGameWindow",
                          "{0} is exploring your dungeon — {0}'s turn {1}").format("Ben", 1)
        wait_for_text(page, "#status .what", exploring)
        for _ in range(2):
            assert page.locator("#decision").is_hidden()
            assert page.locator("[data-action]").count() == 0
            assert page.locator("#lairs-map .tap.lit").count() == 0
            # A turn of the other explorer shows the board it is played on: Ada's own dungeon.
            assert page.locator(".lairs-frame[data-board='own']").is_visible()
            assert shown_sheet(page) == true_sheet(true_view(tables, code, 0))
            page.reload()  # and once more after a reload, back at the seat with the whole view
            wait_for_text(page, "#status .what", exploring)
        assert page.inner_text("header .me") == "Ada"

        # Ben creeps: Ada sees his pawn move through her dungeon and hears it as his Builder.
        creep = next(text for text in view["legal"] if text.startswith("creep "))
        ben.send({"type": "act", "token": ben.token, "state_id": view["state_id"],
                  "action": creep})
        cell = creep.split(" ")[1]
        page.wait_for_selector(f"#lairs-own[data-position='{cell}']")
        told = words("tr", "LairsTableLog", "{explorer} creeps to {cell}").format(
            explorer="Ben", cell=cell)
        wait_for_text(page, "#since li", told)
        assert page.errors == []
        ben.held.close()
        host.close()


def _states(games: int = 5) -> Iterator[Any]:
    """Whole games from their start: the heuristic bot's choices mostly, so that they reach
    chests, fights and the end, and random ones, so that every kind of answer comes up."""
    from companion.core import registry
    from companion.core.protocol import GameSetup

    spec = registry.find("lairs")
    assert spec is not None and spec.new_game is not None
    for seed in range(games):
        rng = random.Random(seed)
        bot = spec.bots["heuristic"](seed)
        state = spec.new_game(GameSetup(2, 1000 + seed, frozenset()))
        for _ in range(600):
            yield state
            if state.is_over():
                break
            legal = state.legal_actions()
            wise = bot.choose(state.view(state.to_move), legal)
            state.apply(wise if rng.random() < 0.7 else rng.choice(legal))


def test_every_lairs_action_is_read_by_the_page_and_offered_as_a_choice(browser: Any) -> None:
    """Every legal text that played games offered is read by the page's notation parser; and
    at decisions of every kind (a free move, each answer the rules ask, the face-up choice at
    the end) the page's choices offer exactly the legal texts — none left to fall back on its
    bare notation, none made up — with the map lit where a move goes."""
    from companion.net.wire import vocabulary

    encode = vocabulary("lairs").encode
    texts: set[str] = set()
    samples: list[dict[str, Any]] = []
    kinds: dict[str, int] = {}
    for state in _states():
        seat = state.to_move
        view = state.view(seat if seat is not None else 0)
        legal = [str(action) for action in state.legal_actions()] if seat is not None else []
        texts.update(legal)
        kind = ("over" if seat is None else "scoring" if state.phase.value == "scoring"
                else type(view.explorer.pending).__name__ if view.explorer.pending
                else "check" if any(text.startswith("check") for text in legal) else "free")
        kinds[kind] = kinds.get(kind, 0) + 1
        if kinds[kind] <= 4 or (kind == "free" and kinds[kind] % 40 == 0):
            samples.append({"seat": view.seat, "legal": legal, "over": seat is None,
                            "view": json.loads(json.dumps(encode(view)))})
    for needed in ("creep", "hustle", "step", "stop", "backtrack", "peer", "enter", "stay",
                   "check 0", "check 2", "conserve", "fatigue", "open", "skip", "take", "exit",
                   "faceup"):
        assert any(text.startswith(needed) for text in texts), needed
    assert {"over", "scoring", "check", "PendingFatigue", "PendingHustle", "PendingPeer",
            "PendingChest", "PendingDisplay", "PendingExit"} <= set(kinds)
    with served() as tables:
        page = phone(browser)
        page.goto(tables.http)
        found = page.evaluate("""async (given) => {
            const [texts, samples] = JSON.parse(given);  // one text: a tree would cross slowly
            const lairs = await import("/games/lairs.js");
            const { decode } = await import("/js/wire.js");
            const { el, show } = await import("/js/dom.js");
            const words = await import("/js/words.js");
            await words.loadWords("en");
            const unread = texts.filter((text) => lairs.parseAction(text) === null);
            const page = lairs.default;
            const problems = [];
            for (const [index, sample] of samples.entries()) {
                const ctx = { t: words.t, tr: words.tr, trLabel: words.trLabel,
                    number: words.number, el, show, names: ["Ada", "Ben"], seat: sample.seat,
                    message: (m) => words.messageText(m), art: (f, n) => `/art/${f}/${n}`,
                    open: () => true };
                const s = { view: decode(sample.view), legal: sample.legal, state_id: index,
                    number: 1, over: sample.over, to_move: sample.view.to_move, seat: sample.seat,
                    result: sample.over ? { winners: [0], scores: null } : null,
                    table: { take_back: null } };
                const offered = [];
                const walk = (choices) => {
                    for (const choice of choices) {
                        if (choice.choices) walk(choice.choices);
                        else offered.push(choice.action);
                    }
                };
                const node = page.panel(s, ctx);
                const lines = page.log(s, ctx);
                if (!lines.length || lines.some((line) => !line || line.includes("[object")))
                    problems.push(["log", lines]);
                if (sample.over) {
                    if (!page.ending(s, ctx)) problems.push(["no ending"]);
                    continue;
                }
                walk(page.decision(s, ctx).choices);
                const extra = offered.filter((a) => !sample.legal.includes(a));
                const missing = sample.legal.filter((a) => !offered.includes(a));
                if (extra.length || missing.length || new Set(offered).size !== offered.length)
                    problems.push(["choices", sample.legal, offered]);
                // The map lights a move's cells (and the explorer's for a Check), nothing else.
                const lit = [...node.querySelectorAll("#lairs-map .tap.lit")]
                    .map((cell) => cell.dataset.cell).sort();
                const moved = new Set(sample.legal.map((text) => text.split(" "))
                    .filter(([verb]) => ["creep", "hustle", "backtrack", "peer", "step"]
                        .includes(verb)).map(([, cell]) => cell));
                if (sample.legal.some((text) => text.startsWith("check")))
                    moved.add(node.querySelector("#lairs-map").dataset.position);
                if (sample.legal.includes("enter")) {
                    const cell = sample.view.explorer.pending.cell;
                    moved.add("ABCDEF"[Math.floor(cell / 6)] + (cell % 6 + 1));
                }
                if (JSON.stringify(lit) !== JSON.stringify([...moved].sort()))
                    problems.push(["lit", lit, [...moved]]);
            }
            return { unread, problems };
        }""", json.dumps([sorted(texts), samples]))
        assert found == {"unread": [], "problems": []}
        assert page.errors == []
