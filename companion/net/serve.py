"""``companion serve``: the table server without the app, until Ctrl+C.

It listens on the loopback address unless ``--bind`` names another: letting other machines in
is a choice made out loud (and printed, with the phone page's address and, when other devices
can reach it, a QR code of it to scan). Tables are kept in ``--data`` (by default the same
folder the app's own Host uses), so a server stopped or killed resumes them all.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import io
import ipaddress
import logging
import os
import signal
import sys
from pathlib import Path

import segno

from companion.core.errors import CompanionError
from companion.net.store import TableStore

DEFAULT_PORT = 8765
GC_THRESHOLD = 20_000  # allocations between young collections (Python's default: 700)
LOOPBACK = "127.0.0.1"


def default_data_folder() -> Path:
    """Where tables are kept: the platform's per-user data folder (as Qt names the app's)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "Companion" / "Companion" / "tables"


def add_serve_command(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser(
        "serve", help="run a table server for network play (until Ctrl+C)",
        description="Host tables for Companions on other devices. Listens on "
                    f"{LOOPBACK} (this machine only) unless --bind says otherwise.")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="N",
                   help=f"TCP port (default {DEFAULT_PORT}; 0 lets the system choose)")
    p.add_argument("--bind", default=LOOPBACK, metavar="ADDRESS",
                   help="address to listen on: 0.0.0.0 (or ::) for every network this "
                        f"machine is on; default {LOOPBACK}")
    p.add_argument("--data", type=Path, default=None, metavar="DIR",
                   help=f"folder that keeps the tables (default {default_data_folder()})")
    p.set_defaults(func=serve_command)


def serve_command(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        raise CompanionError(f"--port must be 0–65535, not {args.port}")
    try:
        address = ipaddress.ip_address(args.bind)
    except ValueError:
        raise CompanionError(f"--bind must be an IP address such as {LOOPBACK} or 0.0.0.0, "
                             f"not {args.bind[:60]!r}") from None
    data = args.data if args.data is not None else default_data_folder()
    if data.exists() and not data.is_dir():
        raise CompanionError(f"--data {data}: not a folder")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s",
                        datefmt="%H:%M:%S", stream=sys.stderr)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    return asyncio.run(_serve(str(address), args.port, data, address.is_unspecified))


async def _serve(host: str, port: int, data: Path, everywhere: bool) -> int:
    from companion.net.server import TableServer  # websockets only when serving

    server = TableServer(TableStore(data))
    try:
        bound_host, bound_port = await server.start(host, port)
    except OSError as error:
        raise CompanionError(f"cannot listen on {host}:{port}: {error.strerror or error}"
                             ) from None
    # A server with hundreds of tables holds many long-lived objects: Python's full
    # collections then pause every table for 100–200 ms, several times a minute
    # (benchmarks/net_tables.py). What is loaded now stays out of them, and they come seldom.
    gc.freeze()
    gc.set_threshold(GC_THRESHOLD, *gc.get_threshold()[1:])
    reach = ("every network this machine is on" if everywhere else
             "this machine only" if ipaddress.ip_address(bound_host).is_loopback else
             f"the network of {bound_host}")
    print(f"Companion table server on ws://{_shown(bound_host)}:{bound_port} — reachable "
          f"from {reach}. Tables kept in {data}. Ctrl+C stops it.", flush=True)
    print(phone_words(bound_host, bound_port, _own_addresses() if everywhere else None),
          flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: no handlers
            loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await server.close()
        print("Stopped; every table is saved.", file=sys.stderr, flush=True)
    return 0


def _shown(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def phone_words(host: str, port: int, addresses: list[str] | None = None) -> str:
    """Where phones at the table open the page: the address bound, or for a server bound to
    every network ``addresses`` (this machine's own on them); with a QR code to scan when the
    page is reachable from other devices."""
    hosts = addresses if addresses else [host]
    if ipaddress.ip_address(hosts[0]).is_unspecified:  # every network, but none found
        return (f"Phones at the table open http://ADDRESS:{port}/, ADDRESS being this "
                "machine's on their network (none was found now).")
    pages = [f"http://{_shown(h)}:{port}/" for h in hosts]
    if all(ipaddress.ip_address(h).is_loopback for h in hosts):
        return f"The phone page is at {pages[0]} (this machine only)."
    lines = ["Phones at the table open " + " or ".join(pages) + " (scan the code):"]
    code = io.StringIO()
    segno.make(pages[0], error="m").terminal(out=code, compact=True)
    return "\n".join(lines) + "\n" + code.getvalue().rstrip("\n")


def _own_addresses() -> list[str]:
    """This machine's addresses on its networks (IPv4, neither loopback nor link-local)."""
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):  # IPv4 (IPv6 addresses come as tuples)
                address = ipaddress.ip_address(ip.ip)
                if not address.is_loopback and not address.is_link_local:
                    found.append(ip.ip)
    return found
