"""Helpers for the phone page's tests: a table server on 127.0.0.1 (port 0) in a thread of its
own, the host's commands over a plain WebSocket, and Debian's Chromium driven by Playwright
(never Playwright's own browser download).

Every wait is bounded: Playwright's waits by their timeouts, loops by a count and a deadline.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from companion.net.server import TableServer
from companion.net.store import TableStore
from companion.net.web import catalogue

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-proxy-server"]
LOOPBACK = "127.0.0.1"
PHONE = {"width": 390, "height": 844}
PHONE_AGENT = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
               "Chrome/124.0 Mobile Safari/537.36")
WAIT_MS = 15_000  # the longest any one thing on a page may take to appear


def need_chromium() -> None:
    if not CHROMIUM.is_file():
        pytest.skip("the phone page is tested in Debian's Chromium: /usr/bin/chromium is missing "
                    "(apt-get install chromium; .ci/run does it)")


class ServedTables:
    """A ``TableServer`` on loopback, port 0, on an event loop in a thread of its own (the
    test's thread belongs to Playwright's synchronous API)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="tables",
                                       daemon=True)
        self.thread.start()
        # Scripted players answer at once: the rate is raised as the network tests raise it.
        self.server = TableServer(TableStore(folder) if folder is not None else None,
                                  rate=10_000.0, burst=10_000.0)
        host, port = self.call(self.server.start(LOOPBACK, 0))
        assert host == LOOPBACK
        self.address = f"{host}:{port}"
        self.http = f"http://{self.address}"
        self.ws = f"ws://{self.address}/"

    def call(self, coroutine: Any, timeout: float = 30.0) -> Any:
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coroutine, self.loop)
        return future.result(timeout)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.call(self.server.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@contextlib.contextmanager
def served(folder: Path | None = None) -> Iterator[ServedTables]:
    tables = ServedTables(folder)
    try:
        yield tables
    finally:
        tables.close()


@dataclass
class Host:
    """The table's host, as the app is: creates the table and commands it over a WebSocket of
    its own (no ``Origin``: a native client). It never watches the table for long: after each
    command it leaves, so that nothing piles up unread."""

    url: str
    code: str = ""
    token: str = ""
    frames: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        from websockets.sync.client import connect

        self._held = contextlib.ExitStack()
        self.ws = self._held.enter_context(connect(self.url, proxy=None, open_timeout=10))
        self.send({"type": "hello", "protocol": 1, "client": "tests host"})
        self.until("welcome")

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps(message))

    def until(self, kind: str, timeout: float = 10.0) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        for _ in range(1000):
            message = json.loads(self.ws.recv(max(0.01, deadline - time.monotonic())))
            self.frames.append(message)
            if message["type"] == kind:
                return message
            if message["type"] == "refused":
                raise AssertionError(f"refused: {message}")
        raise AssertionError(f"no {kind} message")

    def create(self, game: str, seats: list[dict[str, Any]], variants: tuple[str, ...] = (),
               pace: int = 0) -> str:
        self.send({"type": "create", "game": game, "seats": seats, "variants": list(variants),
                   "pace": pace})
        created = self.until("created")
        self.code, self.token = created["code"], created["host"]
        return self.code

    def command(self, kind: str, **fields: Any) -> str | None:
        """A host command (start, seat, remove); the host then stops watching. The refusal's
        text, if it was refused."""
        self.send({"type": kind, "host": self.token, **fields})
        self.send({"type": "leave"})
        refusal = None
        for _ in range(1000):
            message = json.loads(self.ws.recv(10))
            self.frames.append(message)
            if message["type"] == "refused" and message["to"] == kind:
                reason = message["reason"]
                refusal = reason if isinstance(reason, str) else reason["text"]
            if message["type"] == "left":
                return refusal
        raise AssertionError("the host's command was never answered")

    def close(self) -> None:
        self._held.close()


def open_seats(humans: int) -> list[dict[str, Any]]:
    return [{"kind": "open"}] * humans


def bots(*names: str) -> list[dict[str, Any]]:
    return [{"kind": "bot", "bot": name, "name": f"Bot {index + 1}"}
            for index, name in enumerate(names)]


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium, headless, with nothing reaching out past 127.0.0.1."""
    need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def phone(browser: Any, language: str = "en") -> Any:
    """A new phone: a browser context of its own (its own localStorage), portrait 390×844."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True,
                                  has_touch=True, user_agent=PHONE_AGENT, locale=language)
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.errors = []
    return page


def join(page: Any, http: str, code: str, name: str, seat: int | None = None,
         language: str = "en") -> None:
    """Open the page as a QR code would, and sit down."""
    page.goto(f"{http}/?code={code}&lang={language}")
    page.fill("#name", name)
    if seat is not None:
        page.click(f"[data-seat='{seat}']")
    page.click("#join")


CHOICES = "#decision:not([hidden]) .choices > button"
CONFIRM = "#decision:not([hidden]) button.primary[data-action]"


def offers(page: Any) -> bool:
    """Wait until the page offers something to tap; False once the game is over."""
    page.wait_for_selector(f"{CHOICES}, {CONFIRM}, #ending")
    return not page.locator("#ending").count()


def step(page: Any, rng: random.Random) -> str | None:
    """One tap on the page's decision bar, if it offers one: a choice picked at random (a
    group opens into its choices) or the confirmation of the answer picked; the action
    confirmed, if it was a confirmation."""
    confirm = page.locator(CONFIRM)
    try:
        if confirm.count():
            action = confirm.first.get_attribute("data-action", timeout=1000)
            confirm.first.click(timeout=1000)
            return action
        buttons = page.locator(CHOICES)
        count = buttons.count()
        if count:
            buttons.nth(rng.randrange(count)).click(timeout=1000)
    except PlaywrightError:  # the bar moved on under the tap (a new view): look again
        pass
    return None


def play_until_over(pages: list[Any], rng: random.Random, max_taps: int = 1500,
                    seconds: float = 60.0) -> list[str]:
    """Every page answers its own decisions by its buttons only until every page shows the
    game's ending; the actions confirmed, in order."""
    deadline = time.monotonic() + seconds
    confirmed: list[str] = []
    for _ in range(max_taps):
        assert time.monotonic() < deadline, f"the game did not end in {seconds} s"
        if all(page.locator("#ending").count() for page in pages):
            return confirmed
        tapped = False
        for page in pages:
            if page.locator("#ending").count():
                continue
            action = step(page, rng)
            if action is not None:
                confirmed.append(action)
            tapped = tapped or action is not None or page.locator(CHOICES).count() > 0
        if not tapped:
            pages[0].wait_for_timeout(30)  # bots think, views travel
    raise AssertionError("the game did not end within the taps allowed")


def words(language: str, context: str, source: str) -> str:
    """The app's catalogue's translation of ``source`` (as the page is served it)."""
    return catalogue(language, (context,))[context][source]
