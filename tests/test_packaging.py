"""Companion as users install it: a wheel whose packages are named Companion's own (no top-level
``ui`` or ``resources`` to meet another distribution's), with every resource inside, that runs
from where it is installed, not from the checkout or the current folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {".git", ".venv", "build", "dist", ".hypothesis", ".pytest_cache", ".ruff_cache",
           "__pycache__", "tests", "benchmarks"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a copy of the sources (the checkout is left as it is), offline."""
    source = tmp_path_factory.mktemp("source") / "companion"
    shutil.copytree(ROOT, source, ignore=lambda folder, names: [
        name for name in names if name in SKIPPED or name.endswith(".egg-info")])
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--no-index", "-q", "--wheel-dir", str(out), str(source)],
                   check=True, timeout=300)
    return next(out.glob("companion-*.whl"))


def test_the_wheel_installs_only_names_of_companion_s_own_with_every_resource(
        wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/", 1)[0] for name in names if ".dist-info/" not in name}
    assert tops == {"companion", "companion_ui", "companion_resources"}
    for needed in ("companion_resources/translations/companion_tr.qm",
                   "companion_resources/icons/companion.svg",
                   "companion_resources/guides/hu/intrige.md",
                   "companion_resources/lairs/treasures.json",
                   "companion_resources/lairs/samples/twisting-tunnels.json",
                   "companion_resources/web/index.html",
                   "companion_resources/web/games/coup.js",
                   "companion_resources/web/words/hr.json",
                   "companion_resources/translations/companion_hr.ts",
                   "companion_ui/shell/launcher.py"):
        assert needed in names, needed


def test_the_installed_copy_runs_from_anywhere(wheel: Path, tmp_path: Path) -> None:
    """Unpacked where an installer puts it, it answers --version, simulates a game and opens
    the launcher offscreen, from a folder that holds none of the sources."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen",
           "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}

    def run(*code: str) -> str:
        return subprocess.run([sys.executable, *code], cwd=elsewhere, env=env, check=True,
                              capture_output=True, text=True, timeout=120).stdout

    assert run("-m", "companion", "--version").startswith("companion ")
    assert "Coup: 2 games" in run("-m", "companion", "coup", "simulate", "--games", "2",
                                  "--seed", "1")
    shown = run("-c", "\n".join((
        "import companion, companion_ui",
        "from companion_ui.app import create_application, create_shell",
        "app = create_application(['companion'])",
        "context, launcher = create_shell(app)",
        "launcher.show()",
        "print(companion.__file__, companion_ui.__file__, len(context.activities))")))
    files = shown.split()
    assert all(Path(name).is_relative_to(site) for name in files[:2])
    assert int(files[2]) >= 8
    # The phone page, and its words from the catalogues, from the installed copy.
    served = run("-c", "\n".join((
        "import json",
        "from companion.net.web import web_page",
        "page, words = web_page('/'), web_page('/words/tr.json')",
        "print(page.content_type, json.loads(words.body)['catalogue']['CoupCard']['Duke'])")))
    assert served.split() == ["text/html;", "charset=utf-8", "Dük"]
