"""The phone page's screenshots in docs/screenshots/ (phone-coup-*.png), taken at 390×844 in
Debian's Chromium from a real game against bots on 127.0.0.1. Not part of the test suite: run
it by hand when the page's look changes, and look at what it wrote.

    .venv/bin/python -m tests.web.screenshots
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from tests.web.support import CHOICES, CONFIRM, Host, bots, chromium, join, open_seats, served

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SAFE = (f"{CHOICES}[data-action$=' income'], {CHOICES}[data-action$=' pass'], "
        f"{CHOICES}[data-action*=' reveal ']")


def main() -> int:
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
            ada.wait_for_selector(f"{CHOICES}, {CONFIRM}, #ending")
            if ada.locator("#ending").count():
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
    return 0


def shoot(page: object, name: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")  # type: ignore[attr-defined]
    path = OUT / f"phone-coup-{name}.png"
    page.screenshot(path=str(path))  # type: ignore[attr-defined]
    print(path.relative_to(OUT.parents[1]))


if __name__ == "__main__":
    sys.exit(main())
