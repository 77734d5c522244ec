"""Atomic file writes: a crash mid-write never leaves a half-written file behind.

The text goes to a temporary file beside the target, then replaces it in one rename. The new
file gets the target's permissions (saving over a 0644 file keeps it 0644), or for a new file
those the umask gives any new file, not ``mkstemp``'s private 0600. Temporary files left by an
interrupted write are removed by the next write of the same target.
"""

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

# A temporary file this old is a leftover of a crash, never a write in progress (those take
# milliseconds); younger ones may belong to another process writing the same file right now.
STALE_SECONDS = 60.0


def _umask() -> int:
    """The process umask. Linux shows it in /proc; elsewhere it can only be read by setting it,
    which is briefly process-wide, so that is the fallback."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o7777
    except FileNotFoundError:
        return 0o666 & ~_umask()


def _prefix(target: Path) -> str:
    return f".{target.name}."


def _remove_leftovers(target: Path) -> None:
    now = time.time()
    for leftover in target.parent.glob(f"{_prefix(target)}*.tmp"):
        try:
            if now - leftover.stat().st_mtime > STALE_SECONDS:
                leftover.unlink()
        except OSError:
            pass  # gone already, or not ours to remove: the write itself matters more


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes, tidy: bool = True,
                       sync: bool = True) -> None:
    """Write ``data`` atomically, with the permissions described above (exports, pictures).
    ``tidy``: make the folder if need be and remove the target's leftovers; a writer that
    writes many files many times a second (the table server) does both once, at its start.
    ``sync``: wait until the data is on the disk before the rename (see
    ``write_compact_json_atomic`` for the files that do not)."""
    target = Path(path)
    if target.is_symlink():
        # Saving through a link saves the file it points to (as editors do), not a new file
        # in the link's place.
        target = Path(os.path.realpath(target))
    if tidy:
        target.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode_for(target)
    fd, tmp = tempfile.mkstemp(prefix=_prefix(target), suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            else:  # Windows: only the read-only bit exists
                os.chmod(tmp, mode)
            if sync:
                os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    if tidy:
        _remove_leftovers(target)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """UTF-8 with "\n" line ends on every platform."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: str | os.PathLike[str], document: Any) -> None:
    write_text_atomic(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def compact_json(document: Any) -> bytes:
    """JSON on one line, by the C encoder (an indented document is written in Python)."""
    return (json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
            ).encode("utf-8")


def write_compact_json_atomic(path: str | os.PathLike[str], encoded: bytes) -> None:
    """``compact_json`` bytes, for files written after every decision; their folder is made
    and tidied by their writer. (The table server encodes on its loop and writes on threads:
    the encoder holds the GIL, the write lets it go.)

    They are not flushed to the disk one by one: the rename alone already leaves a complete
    file (this one or the one before) to a process that is killed, and the system writes
    them out within seconds. Waiting for the disk at every decision made every player at
    the server wait for the slowest write (p99 of a round trip 60–250 ms instead of under
    50 ms at 200 tables, benchmarks/net_tables.py); a power cut may cost the last seconds
    of play, as an editor's autosave would."""
    write_bytes_atomic(path, encoded, tidy=False, sync=False)


def remove_leftovers(folder: Path) -> None:
    """Every temporary file an interrupted write left in ``folder`` (called by a writer that
    owns the folder, at its start: no write is in progress then)."""
    for leftover in folder.glob(".*.tmp"):
        with contextlib.suppress(OSError):  # gone already, or not ours: the writes matter more
            leftover.unlink()
