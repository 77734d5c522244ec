"""Capitals follow the language: Turkish i becomes İ, not I."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from companion_ui.coup.words import sentence


@pytest.fixture
def turkish_locale(qapp: object) -> Iterator[None]:
    QLocale.setDefault(QLocale("tr"))
    yield
    QLocale.setDefault(QLocale("en"))


def test_a_sentence_starts_with_the_languages_capital(turkish_locale: None) -> None:
    assert sentence("iki sikke eksik") == "İki sikke eksik."
