"""One Companion per user: a second start hands its files to the running app and quits.

The running app listens on a local socket (``QLocalServer``) named after the user's data folder;
a second ``companion`` (with or without files) connects, sends one JSON line ``{"open": [...]}``
with absolute paths, waits for the "ok" and exits. The running app opens the files and comes to
the front. A socket left behind by a crash is removed before listening again.

Which start is the app is settled by a lock file (``QLockFile``, held for the app's life): two
starts at the same moment would otherwise both find nobody listening and both stay up. The one
that does not get the lock waits for the other to listen and hands its files over.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QStandardPaths, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

HANDOVER_TIMEOUT_MS = 2000
ACK = b"ok\n"
# How long a start waits for the app holding the lock to listen (it is starting too, or busy).
CLAIM_WAIT_S = 15.0


def instance_name() -> str:
    """One name per user data folder (so test runs, with their own folder, never meet the
    user's app)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return "companion-" + hashlib.blake2b(folder.encode(), digest_size=8).hexdigest()


def hand_over(name: str, files: Sequence[str], timeout_ms: int = HANDOVER_TIMEOUT_MS) -> bool:
    """Give ``files`` to the Companion listening as ``name``; False when none is running."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    message = {"open": [str(Path(f).resolve()) for f in files]}
    socket.write(json.dumps(message).encode() + b"\n")
    socket.flush()
    answered = socket.waitForReadyRead(timeout_ms) and socket.readAll().data() == ACK
    socket.disconnectFromServer()
    return answered


def claim_the_app(name: str, folder: Path, files: Sequence[str],
                  wait_s: float = CLAIM_WAIT_S) -> QLockFile | None:
    """This start's hold on being the app (keep it while the app runs), or None when the files
    went to the app that holds it. ``TimeoutError`` when that app never answers."""
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / f"{name}.lock"))
    lock.setStaleLockTime(0)  # stale only once its owner is gone: an app may run for days
    deadline = time.monotonic() + wait_s
    while not lock.tryLock(100):
        if lock.error() != QLockFile.LockError.LockFailedError:
            # No lock can be kept there (a read-only folder): the socket alone decides.
            return None if hand_over(name, files) else lock
        if hand_over(name, files, timeout_ms=500):
            return None
        if time.monotonic() > deadline:
            raise TimeoutError("Companion is running already but does not answer")
    return lock


class SingleInstance(QObject):
    """The running app's end: ``files_received(list of paths)`` for every later start (an
    empty list: it had no files, bring the app forward)."""

    files_received = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening; a stale socket from a crashed app is cleared first."""
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + socket.readAll().data()
        self._buffers[socket] = data
        if b"\n" not in data:
            return
        self._buffers[socket] = b""
        try:
            files = [str(f) for f in json.loads(data.split(b"\n", 1)[0])["open"]]
        except (ValueError, KeyError, TypeError):  # not a Companion talking: no answer
            socket.disconnectFromServer()
            return
        socket.write(ACK)
        socket.flush()
        self.files_received.emit(files)

    def _drop(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()
