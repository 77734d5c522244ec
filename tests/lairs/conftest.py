"""Fixtures shared by the Lairs tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.autosave import AutosaveStore


@pytest.fixture
def store(tmp_path: Path) -> AutosaveStore:
    """A fresh autosave folder for game windows."""
    return AutosaveStore(tmp_path / "autosave")
