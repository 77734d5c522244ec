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
from tests.tinygame import SPEC
from tests.tinygame_ui import ACTIVITY
from ui.app import open_handed_over
from ui.lairs.editor_window import DungeonEditorWindow
from ui.shell.context import ShellContext
from ui.shell.launcher import LauncherWindow
from ui.shell.session import GameSession
from ui.shell.session_lock import SessionInUse, SessionLock
from ui.shell.single_instance import SingleInstance, hand_over


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
        "from ui.shell.single_instance import hand_over",
        f"print(hand_over({instance.name!r}, [{str(tmp_path / 'dungeon.json')!r}]))")
    qtbot.waitUntil(lambda: received != [], timeout=10000)
    output, _ = second.communicate(timeout=10)
    assert received == [[str(tmp_path / "dungeon.json")]]
    assert output.strip() == "True"  # it was answered, so it quits instead of starting an app


def test_a_start_without_files_only_asks_for_the_app(qtbot, instance: SingleInstance) -> None:
    with qtbot.waitSignal(instance.files_received, timeout=10000) as signal:
        second = second_start("from ui.shell.single_instance import hand_over",
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
        "from ui.shell.session_lock import SessionLock",
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
