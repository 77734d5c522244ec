"""The phone page's screenshots in docs/screenshots/ (phone-GAME-*.png), taken at 390×844 in
Debian's Chromium from real games against bots on 127.0.0.1. Not part of the test suite: run
it by hand when a page's look changes, and look at what it wrote (the games named, or all).

    .venv/bin/python -m tests.web.screenshots [coup] [intrige] [scout] [lairs]
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from tests.web.support import (
    CHOICES,
    CONFIRM,
    Host,
    bots,
    chromium,
    join,
    offers,
    open_seats,
    served,
)

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SAFE = (f"{CHOICES}[data-action$=' income'], {CHOICES}[data-action$=' pass'], "
        f"{CHOICES}[data-action*=' reveal ']")


def main(games: list[str]) -> int:
    for game in games or list(SHOOTERS):
        SHOOTERS[game]()
    return 0


def coup() -> None:
    with served() as tables, chromium() as browser:
        host = Host(tables.ws)
        code = host.create("coup", open_seats(2) + bots("heuristic", "heuristic"))
        pages = []
        for name in ("Ada", "Ben"):
            context = browser.new_context(viewport={"width": 390, "height": 844},
                                          device_scale_factor=1, is_mobile=True, has_touch=True,
                                          locale="en")
            context.set_default_timeout(15_000)
            page = context.new_page()
            join(page, tables.http, code, name)
            page.wait_for_selector(".lobby")
            pages.append(page)
        ada, ben = pages
        ada.wait_for_selector("text=Everyone is here")
        shoot(ada, "lobby")
        host.command("start")
        ben.context.close()  # only Ada's phone plays on: a bot stands in for Ben
        for _ in range(100):
            if host.command("seat", seat=1, bot="heuristic") is None:
                break
            ada.wait_for_timeout(100)
        rng = random.Random(5)
        shot_turn = shot_challenge = False
        for _ in range(2000):
            if not offers(ada):
                break
            if ada.locator(CONFIRM).count():
                ada.locator(CONFIRM).click()
                continue
            if not shot_turn and ada.locator(f"{CHOICES}[data-action$=' income']").count() \
                    and ada.locator("#since li").count() >= 3:
                shoot(ada, "turn")
                shot_turn = True
            if not shot_challenge and ada.locator(
                    f"{CHOICES}[data-action$=' challenge']").count():
                shoot(ada, "challenge")
                shot_challenge = True
            # Play it safe until both decisions are shot, then anything: the game ends sooner.
            safe = ada.locator(SAFE)
            if not (shot_turn and shot_challenge) and safe.count():
                safe.first.click()
            else:
                choices = ada.locator(CHOICES)
                choices.nth(rng.randrange(choices.count())).click()
        ada.wait_for_selector("#ending")
        shoot(ada, "over")
        host.close()


def intrige() -> None:
    """Ada at a table of four: her bribe on the stepper while other players' scholars are
    admitted (a mid-game decision), and, as landlord, placing an applicant with the offers
    in front of her castle."""
    with served() as tables, chromium() as browser:
        host = Host(tables.ws)
        code = host.create("intrige", open_seats(1) + bots("heuristic", "heuristic",
                                                           "heuristic"))
        ada = phone_at(browser)
        join(ada, tables.http, code, "Ada")
        ada.wait_for_selector(".lobby")
        host.command("start")
        rng = random.Random(4)
        shot_bribe = shot_place = False
        for _ in range(3000):
            if not offers(ada):
                break
            if ada.locator(CONFIRM).count():
                ada.locator(CONFIRM).click()
                continue
            applicants = ada.locator("#admission li").count()
            # The castle drawn first (the landlord's) has tenants: there is a game to see.
            later = ada.locator("svg.castle").first.locator("g.suite g.token").count() >= 2
            stepper = ada.locator("#decision .choices.stepper")
            if stepper.count():
                if not shot_bribe and applicants >= 2 and later:
                    for _ in range(rng.randrange(2, 6)):
                        stepper.locator("button.step").last.click()
                    shoot(ada, "bribe", "intrige", at="#panel")
                    shot_bribe = True
                stepper.locator("button.take").click()
                continue
            if not shot_place and applicants and later and ada.locator(
                    f"{CHOICES}[data-action*=' place ']").count() >= 2:
                shoot(ada, "place", "intrige", at="#panel")
                shot_place = True
            # A bribe opens its stepper rather than offering the minimum, to be seen.
            bribe = ada.locator(f"{CHOICES}.group:has-text('…')")
            if not shot_bribe and bribe.count() and applicants >= 2 and later:
                bribe.first.click()
                continue
            choices = ada.locator(CHOICES)
            choices.nth(rng.randrange(choices.count())).click()
        ada.wait_for_selector("#ending")
        shoot(ada, "over", "intrige")
        host.close()


def lairs() -> None:
    """Ada on her phone against the heuristic bot: a decision on the map (an Unknown cell
    beside her tapped, its moves in the bar), a Check on a monster or trap (the dice and their
    chances) and the end. Games are dealt at random: a few are played until each moment came."""
    from tests.web.test_lairs_page import LairsPlayer

    wanted = {"turn", "check", "over"}
    for game in range(6):
        with served() as tables, chromium() as browser:
            host = Host(tables.ws)
            code = host.create("lairs", open_seats(1) + bots("heuristic"))
            page = phone_at(browser)
            join(page, tables.http, code, "Ada")
            page.wait_for_selector(".lobby")
            host.command("start")
            player = LairsPlayer(page, random.Random(game))
            for _ in range(2000):
                if not player.wait():
                    break
                known = page.locator("#lairs-map .tap[data-known='1']").count()
                free = not player.opened() and not page.locator(CONFIRM).count()
                check = page.locator(f"{CHOICES}.group:has-text('Check')")
                # The hazard in the upper half of the map, above the bar's dice.
                high = (page.get_attribute("#lairs-map", "data-position") or "Z")[0] in "ABC"
                if "check" in wanted and check.count() and free and high and known >= 6:
                    check.click()
                    shoot(page, "check", "lairs", at=".lairs-tabs")
                    wanted.discard("check")
                    continue
                lit = page.locator("#lairs-map .tap.lit[data-lit='near'][data-known='0']")
                if "turn" in wanted and known >= 14 and lit.count() and free:
                    lit.first.click()
                    if page.locator(CHOICES).count() >= 3:  # Creep, Hustle and Peer there
                        shoot(page, "turn", "lairs", at=".lairs-tabs")
                        wanted.discard("turn")
                player.step()
            if page.locator("#ending").count() and "over" in wanted:
                shoot(page, "over", "lairs")
                wanted.discard("over")
            host.close()
        if not wanted:
            break


def phone_at(browser: Any) -> Any:
    context = browser.new_context(viewport={"width": 390, "height": 844},
                                  device_scale_factor=1, is_mobile=True, has_touch=True,
                                  locale="en")
    context.set_default_timeout(15_000)
    return context.new_page()


def shoot(page: Any, name: str, game: str = "coup", at: str | None = None,
          top: bool = True) -> None:
    """The screen scrolled to the top, or with ``at`` just under the header, or (``top``
    false) as it is."""
    if top or at:
        page.evaluate("""(at) => {
            const top = at ? document.querySelector(at).getBoundingClientRect().top + scrollY
                - document.querySelector("header.top").offsetHeight - 8 : 0;
            window.scrollTo(0, top);
        }""", at)
    path = OUT / f"phone-{game}-{name}.png"
    page.screenshot(path=str(path))
    print(path.relative_to(OUT.parents[1]))


def scout(tables: Any, browser: Any) -> None:
    """A 4-player Scout game on Ada's phone, three bots around her: a Show chosen on her
    cards, a Scout with its gap, the sheet of round 1 above round 2's hand decision, the end.
    Ada plays as a simple player does: her strongest Show, else a Scout into the middle."""
    host = Host(tables.ws)
    code = host.create("scout", open_seats(1) + bots("heuristic", "heuristic", "heuristic"))
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1,
                                  is_mobile=True, has_touch=True, locale="en")
    context.set_default_timeout(15_000)
    ada = context.new_page()
    join(ada, tables.http, code, "Ada")
    ada.wait_for_selector(".lobby")
    host.command("start")
    table = tables.server.tables[code]

    def legal() -> list[str]:
        async def on_the_loop() -> list[str]:
            return [str(a) for a in table.match.state.legal_actions()]
        return tables.call(on_the_loop())

    def answer(action: str, shot: str = "") -> None:
        """The answer made as a player makes it: on the cards, then from the bar."""
        words = action.split()
        if words[1] == "show":
            first, _, last = words[2].partition("-")
            for index in dict.fromkeys((int(first) - 1, int(last or first) - 1)):
                ada.click(f"#hand button.scout-card[data-index='{index}']")
        elif words[1] == "scout":
            end = "left" if "left" in words else "right"
            ada.click(f"#active button.end[data-end='{end}']")
            if "turned" in words:
                ada.click("#turn-card")
            ada.locator(f"#hand [data-place='{int(words[-1]) - 1}']").first.click()
        if shot:  # the answer built on the cards, the bar offering it
            shoot(ada, shot, "scout", top=False)
            shots.add(shot)
        ada.click(f"{CHOICES}[data-action='{action}']")
        ada.click(CONFIRM)

    shots: set[str] = set()
    for _ in range(500):
        ada.wait_for_selector(f"{CHOICES}, #ending")
        if ada.locator("#ending").count():
            break
        ada.wait_for_timeout(100)  # the table scrolls into view on a new decision
        now = legal()
        if any(text.endswith(" hand") for text in now):
            if ada.locator("#round-end").count() and "round" not in shots:
                shoot(ada, "round", "scout", top=False)
                shots.add("round")
            answer(now[0])  # keep the hand
            continue
        shows = [text for text in now if text.split()[1] == "show"]
        longest = max(shows, key=lambda text: (text.count("-"), len(text)), default=None)
        ends = ada.locator("#active button.end").count()
        if longest and "-" in longest and ada.locator("#since li").count() >= 3 and (
                "turn" not in shots and ada.locator("#active .scout-card").count() >= 2):
            answer(longest, shot="turn")
        elif ends and "scout" not in shots and "turn" in shots and ada.locator(
                "#active .scout-card").count() >= 2:
            middle = len(ada.locator("#hand .scout-card").all()) // 2 + 1
            answer(f"p1 scout right turned {middle}", shot="scout")
        elif longest:
            answer(longest)
        else:
            scouts = [text for text in now if text.split()[1] == "scout"
                      and " and show " not in text]
            answer(scouts[len(scouts) // 2])
    ada.wait_for_selector("#ending")
    # The last round's sheet and the score sheet of every round, under the page's header.
    ada.evaluate("""() => window.scrollTo(0, document.querySelector("#ending #round-end")
      .getBoundingClientRect().top + window.scrollY - 60)""")
    shoot(ada, "over", "scout", top=False)
    host.close()



def scout_game() -> None:
    with served() as tables, chromium() as browser:
        scout(tables, browser)


SHOOTERS = {"coup": coup, "intrige": intrige, "scout": scout_game, "lairs": lairs}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
