"""Build Companion as a one-folder bundle for people without Python: ``dist/companion/``, whose
``companion`` executable is the app (and the command line), with Qt, the translations, guides,
card art and samples inside.

    python -m pip install pyinstaller        # into the environment Companion is installed in
    python packaging/build.py                # → dist/companion/ (a few minutes)
    python packaging/check_bundle.py         # start it under Xvfb and play a game to the end

PyInstaller follows the imports it can see; the game packages are found at run time
(``companion_ui.shell.activities.discover``) and the data files are read with
importlib.resources, so both are collected whole. It reads Companion as installed from its
wheel (into ``build/site``), since an editable install maps ``ui/`` to ``companion_ui`` in a way
it cannot follow.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"


def main() -> int:
    if shutil.which("pyinstaller", path=str(Path(sys.executable).parent)) is None:
        print("build.py: PyInstaller is not installed here: python -m pip install pyinstaller",
              file=sys.stderr)
        return 2
    started = time.monotonic()
    site = ROOT / "build" / "site"
    shutil.rmtree(site, ignore_errors=True)
    wheels = ROOT / "build" / "wheel"
    shutil.rmtree(wheels, ignore_errors=True)
    pip = [sys.executable, "-m", "pip", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", "--no-build-isolation", "--wheel-dir",
                    str(wheels), str(ROOT)], check=True)
    subprocess.run([*pip, "install", "--no-deps", "--target", str(site),
                    *map(str, wheels.glob("companion-*.whl"))], check=True)
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--onedir",
        "--name", "companion", "--distpath", str(DIST), "--workpath", str(WORK),
        "--specpath", str(WORK), "--paths", str(site),
        "--collect-submodules", "companion", "--collect-submodules", "companion_ui",
        "--collect-all", "companion_resources",
        "--hidden-import", "PySide6.QtSvg",
        str(ROOT / "packaging" / "companion_main.py"),
    ]
    # The installed copy comes first for PyInstaller's own imports too (where it looks for the
    # packages' data files), ahead of the editable install's finder.
    subprocess.run(command, check=True, env={**os.environ, "PYTHONPATH": str(site)})
    bundle = DIST / "companion"
    size = sum(path.stat().st_size for path in bundle.rglob("*") if path.is_file())
    print(f"built {bundle} in {time.monotonic() - started:.0f} s: {size / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
