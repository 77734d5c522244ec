"""Autosaved copies of documents with unsaved changes, so a crash loses nothing a user did.

A ``DocumentWindow`` with unsaved changes keeps a copy of its document in
``<folder>/<activity_key>/<key>.json`` — exactly what saving would write — beside a small
sidecar ``<key>.origin.json`` naming the file the document belongs to (if any). The copy is
deleted once the document is saved, back to its saved state or closed on purpose; what is left
after a crash is offered again by the launcher (``ShellContext.recovered_documents``).

The folder is ``documents/`` inside the game-record autosave folder, never its top level (every
``*.json`` there is read as a game record).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from pathlib import Path

from companion.core.autosave import set_aside
from companion.core.document import DocumentType
from companion.core.errors import MalformedInput
from companion.core.files import write_json_atomic
from companion.core.shape import Const, Field, Fields, Nullable, Text

ORIGIN_FORMAT = "companion-document-autosave"
ORIGIN_VERSION = 1
ORIGIN_SUFFIX = ".origin.json"
ORIGIN = DocumentType(ORIGIN_FORMAT, ORIGIN_VERSION, Fields({
    "format": Const(ORIGIN_FORMAT),
    "version": Const(ORIGIN_VERSION),
    "file": Field(Nullable(Text(non_empty=True)), None),
}), "a document autosave note")


@dataclass(frozen=True)
class RecoveredDocument:
    """A document's autosaved copy: read ``document`` as if it were the file ``original``."""

    activity: str  # the activity key the document belongs to
    key: str  # the autosave's name within the activity's folder
    document: Path  # the copy of the document, in its own file format
    original: Path | None  # the file it was opened from or last saved to; None if never saved
    saved_at: float  # seconds since the epoch


class DocumentAutosaves:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @staticmethod
    def new_key() -> str:
        return uuid.uuid4().hex[:12]

    def document_path(self, activity: str, key: str) -> Path:
        return self.folder / activity / f"{key}.json"

    def _origin_path(self, activity: str, key: str) -> Path:
        return self.folder / activity / f"{key}{ORIGIN_SUFFIX}"

    def note_origin(self, activity: str, key: str, original: Path | None) -> None:
        """Written after the copy itself, so a listed autosave always has its document."""
        write_json_atomic(self._origin_path(activity, key), {
            "format": ORIGIN_FORMAT, "version": ORIGIN_VERSION,
            "file": str(original) if original is not None else None})

    def discard(self, activity: str, key: str) -> None:
        self._origin_path(activity, key).unlink(missing_ok=True)
        self.document_path(activity, key).unlink(missing_ok=True)

    def set_aside(self, activity: str, key: str) -> None:
        """Rename an autosave that cannot be read out of the way (``*.unreadable``): it is not
        offered again, and stays for anyone who wants to look."""
        for path in (self._origin_path(activity, key), self.document_path(activity, key)):
            if path.exists():
                set_aside(path)

    def recovered(self) -> tuple[list[RecoveredDocument], list[str]]:
        """Every readable autosave, newest first, and one message per autosave set aside."""
        found, problems = [], []
        for origin in self.folder.glob(f"*/*{ORIGIN_SUFFIX}"):
            key = origin.name[:-len(ORIGIN_SUFFIX)]
            document = origin.with_name(f"{key}.json")
            try:
                note = ORIGIN.read(origin)
                saved_at = document.stat().st_mtime
            except (MalformedInput, OSError) as error:
                reason = (f"{document}: {error.strerror or error}" if isinstance(error, OSError)
                          else str(error))
                self.set_aside(origin.parent.name, key)
                problems.append(f"{reason} (set aside)")
                continue
            file = note["file"]
            found.append(RecoveredDocument(origin.parent.name, key, document,
                                           Path(file) if file else None, saved_at))
        found.sort(key=lambda recovered: recovered.saved_at, reverse=True)
        return found, problems
