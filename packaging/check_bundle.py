"""Check a built bundle (``packaging/build.py``) as a user without Python would meet it: under
a virtual display (Xvfb), with no virtual environment, no PYTHONPATH and a fresh home folder,
it starts, shows the launcher, resumes a Coup game whose seats are all bots, and the bots play it
to its end (the finished game is kept, as every finished game is).

    python packaging/check_bundle.py [dist/companion/companion]

Needs ``Xvfb``, ``xdotool`` and ``import`` (ImageMagick); prints how long the launcher took to
appear and leaves a screenshot of the end beside the bundle.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import Match

ROOT = Path(__file__).resolve().parents[1]
DISPLAY = ":97"


def wait_for(what: str, done: object, seconds: float) -> float:
    """Poll ``done()`` until it holds; the seconds it took (SystemExit after ``seconds``)."""
    started = time.monotonic()
    while not done():  # type: ignore[operator]
        if time.monotonic() - started > seconds:
            raise SystemExit(f"check_bundle: {what} did not happen within {seconds:.0f} s")
        time.sleep(0.2)
    return time.monotonic() - started


def main() -> int:
    bundle = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist" / "companion" / "companion")
    missing = [tool for tool in ("Xvfb", "xdotool", "import") if shutil.which(tool) is None]
    if not bundle.is_file() or missing:
        print(f"check_bundle: need {bundle} (packaging/build.py) and {', '.join(missing)}",
              file=sys.stderr)
        return 2
    home = Path(tempfile.mkdtemp(prefix="companion-bundle-"))
    data = home / ".local" / "share" / "Companion" / "Companion"
    (data / "autosave").mkdir(parents=True)
    spec = registry.get("coup")
    match = Match.start(spec, GameSetup(3, seed=11), ["Ada", "Ben", "Cleo"],
                        ["heuristic", "heuristic", "heuristic"])
    (data / "autosave" / "coup-bundlecheck.json").write_text(json.dumps(match.record.to_json()))
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "DISPLAY": DISPLAY, "LANG": "C.UTF-8"}
    screen = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1366x768x24"],
                              stderr=subprocess.DEVNULL)
    app = None
    try:
        time.sleep(1)
        started = time.monotonic()
        app = subprocess.Popen([str(bundle)], env=env, cwd=home, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)

        def launcher() -> str:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Companion"],
                                   env=env, capture_output=True, text=True).stdout.split()
            return found[0] if found else ""

        wait_for("the launcher", launcher, 60)
        shown = time.monotonic() - started
        window = launcher()
        time.sleep(1)  # laid out
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "alt+r"], env=env, check=True)
        kept = data / "finished"
        played = wait_for("the bots' game to its end",
                          lambda: kept.is_dir() and any(kept.glob("*.json")), 300)
        time.sleep(1)
        shot = bundle.parent.parent / "bundle-check.png"
        subprocess.run(["import", "-window", "root", str(shot)], env=env, check=True)
        size = sum(p.stat().st_size for p in bundle.parent.rglob("*") if p.is_file())
        print(f"bundle {bundle.parent} ({size / 2**20:.0f} MiB): launcher shown {shown:.1f} s "
              f"after start; a Coup game of three bots resumed and played to its end in "
              f"{played:.0f} s; screenshot {shot}")
        return 0
    finally:
        for process in (app, screen):
            if process is not None:
                process.terminate()
                process.wait(timeout=10)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
