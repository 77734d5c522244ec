"""One Companion at a time: a second start hands its files over a local socket; one owner per
autosaved game, and a crashed owner never leaves a game locked."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from companion.core.protocol import GameSetup
from companion.core.resources import read_resource_text
from companion_ui.app import open_handed_over
from companion_ui.lairs.editor_window import DungeonEditorWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.session import GameSession
from companion_ui.shell.session_lock import SessionInUse, SessionLock
from companion_ui.shell.single_instance import SingleInstance, hand_over
from tests.tinygame import SPEC
from tests.tinygame_ui import ACTIVITY


def second_start(*lines: str) -> subprocess.Popen[str]:
    """Another Python process (as a second ``companion`` would be) running ``lines``."""
    return subprocess.Popen([sys.executable, "-c", "\n".join(lines)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)


@pytest.fixture
def instance(qapp: object) -> SingleInstance:
    running = SingleInstance(f"companion-test-{uuid.uuid4().hex[:8]}")
    assert running.listen()
    yield running
    running.server.close()


def test_a_second_start_hands_its_file_to_the_running_app(qtbot, instance: SingleInstance,
                                                          tmp_path: Path) -> None:
    received: list[list[str]] = []
    instance.files_received.connect(received.append)
    second = second_start(
        "from companion_ui.shell.single_instance import hand_over",
        f"print(hand_over({instance.name!r}, [{str(tmp_path / 'dungeon.json')!r}]))")
    qtbot.waitUntil(lambda: received != [], timeout=10000)
    output, _ = second.communicate(timeout=10)
    assert received == [[str(tmp_path / "dungeon.json")]]
    assert output.strip() == "True"  # it was answered, so it quits instead of starting an app


def test_a_start_without_files_only_asks_for_the_app(qtbot, instance: SingleInstance) -> None:
    with qtbot.waitSignal(instance.files_received, timeout=10000) as signal:
        second = second_start("from companion_ui.shell.single_instance import hand_over",
                              f"print(hand_over({instance.name!r}, []))")
    assert signal.args == [[]]
    assert second.communicate(timeout=10)[0].strip() == "True"


def test_nobody_listening_means_this_start_is_the_app(qapp: object) -> None:
    assert not hand_over(f"companion-test-{uuid.uuid4().hex[:8]}", ["x.json"], timeout_ms=200)


def test_a_handed_over_file_opens_in_the_running_app(qtbot, shell_context: ShellContext,
                                                     tmp_path: Path) -> None:
    dungeon = tmp_path / "grotto.json"
    dungeon.write_text(read_resource_text("lairs", "samples/mossy-grotto.json"))
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    open_handed_over(shell_context, launcher, [str(dungeon)])
    editors = [w for w in shell_context.windows if isinstance(w, DungeonEditorWindow)]
    assert [w.document_path() for w in editors] == [dungeon]
    for editor in editors:
        editor.close()


def test_one_game_has_one_owner(shell_context: ShellContext) -> None:
    session = GameSession.start(SPEC, GameSetup(2, seed=1), shell_context.autosaves,
                                ["Ann", "Bo"], ["human", "human"])
    game = shell_context.autosaves.unfinished()[0][0]
    with pytest.raises(SessionInUse, match="already open in another window"):
        GameSession.resume(SPEC, game, shell_context.autosaves)
    session.release()
    GameSession.resume(SPEC, game, shell_context.autosaves).release()


def test_a_game_held_by_another_process_is_not_offered_and_a_crash_frees_it(
        shell_context: ShellContext) -> None:
    shell_context.activities.append(ACTIVITY)
    session = GameSession.start(SPEC, GameSetup(2, seed=1), shell_context.autosaves,
                                ["Ann", "Bo"], ["human", "human"])
    session.release()
    folder, key = shell_context.autosaves.folder, session.autosave_key
    other = second_start(
        "import os, sys",
        "from pathlib import Path",
        "from companion_ui.shell.session_lock import SessionLock",
        f"lock = SessionLock.claim(Path({str(folder)!r}), {key!r})",
        "print('owned', flush=True)",
        "sys.stdin.readline()",
        "os._exit(1)  # a crash: the lock is never released")
    assert other.stdout is not None and other.stdout.readline().strip() == "owned"
    assert SessionLock.is_held(folder, key)
    assert shell_context.resumable() == []
    other.communicate("crash\n", timeout=10)
    assert not SessionLock.is_held(folder, key)  # its owner is gone: the lock is stale
    assert [game.key for game, _ in shell_context.resumable()] == [key]


RACER = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from companion_ui.shell.single_instance import SingleInstance, claim_the_app
app = QCoreApplication([])
name, folder = sys.argv[1], Path(sys.argv[2])
deadline = time.monotonic() + 20
while not (folder / "go").exists() and time.monotonic() < deadline:
    time.sleep(0.005)
hold = claim_the_app(name, folder, [sys.argv[3]], wait_s=15)
if hold is None:
    print("handed over", flush=True)
    sys.exit(0)
instance = SingleInstance(name)
instance.listen()
instance.files_received.connect(lambda files: (print("the app got", *files, flush=True),
                                               app.quit()))
QTimer.singleShot(15000, app.quit)
app.exec()
"""


@pytest.mark.parametrize("attempt", range(3))
def test_two_starts_at_the_same_moment_leave_one_app(tmp_path: Path, attempt: int) -> None:
    name = f"companion-test-{uuid.uuid4().hex[:8]}"
    starts = [subprocess.Popen([sys.executable, "-c", RACER, name, str(tmp_path),
                                str(tmp_path / f"file{n}.json")],
                               stdout=subprocess.PIPE, text=True) for n in range(2)]
    (tmp_path / "go").touch()  # both claim at once
    said = sorted(start.communicate(timeout=40)[0].strip() for start in starts)
    assert [start.returncode for start in starts] == [0, 0]
    assert said[0] == "handed over" and said[1].startswith("the app got")
    assert said[1].split()[-1] in {str(tmp_path / "file0.json"), str(tmp_path / "file1.json")}


def test_the_start_sweeps_temporary_files_and_locks_whose_owner_is_gone(
        shell_context: ShellContext, tmp_path: Path) -> None:
    from companion_ui.shell.leftovers import sweep_leftovers

    folder = tmp_path / "autosave"
    folder.mkdir()
    (folder / ".coup-1.json.k2j3.tmp").write_text("{half")
    (folder / "coup-1.json").write_text("{}")
    dead = subprocess.run([sys.executable, "-c", (
        "import os\nfrom PySide6.QtCore import QLockFile\n"
        f"lock = QLockFile({str(folder / 'coup-9.lock')!r})\nlock.setStaleLockTime(0)\n"
        "assert lock.tryLock(0)\nos._exit(0)  # killed: the lock stays on disk")], check=True)
    assert dead.returncode == 0 and (folder / "coup-9.lock").exists()
    held = SessionLock.claim(folder, "coup-2")  # a live owner: this process
    sweep_leftovers(tmp_path)
    assert sorted(p.name for p in folder.iterdir()) == ["coup-1.json", "coup-2.lock"]
    held.release()
