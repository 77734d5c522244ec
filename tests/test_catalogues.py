"""The shipped translation catalogues: complete, up to date with the code, and built."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from companion_ui.shell import catalogues
from companion_ui.shell.catalogues import LANGUAGES, catalogue

_PLACEHOLDER = re.compile(r"\{\w*(?::[^}]*)?\}|%n|%L?\d")
_TAG = re.compile(r"</?([a-zA-Z]+)[^>]*>")
# An accelerator: "&" before a letter (not "&&", and not an HTML entity such as "&amp;").
_ACCELERATOR = re.compile(r"(?<!&)&(?![&\s#]|[a-zA-Z]+;)")


def _messages(code: str) -> list[ET.Element]:
    return list(ET.parse(catalogue(code)).getroot().iter("message"))


def _translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


def _entries(path: Path) -> set[tuple[str, str, str, str]]:
    """What a catalogue asks translators for (where in the code it stands aside)."""
    return {(context.findtext("name") or "", message.findtext("source") or "",
             message.findtext("comment") or "", message.get("numerus") or "")
            for context in ET.parse(path).getroot().iter("context")
            for message in context.iter("message")}


def test_the_catalogues_are_up_to_date_with_the_code(tmp_path: Path) -> None:
    """Extracting again asks nothing new: no string of the code is missing from a catalogue,
    and none it holds has vanished from the code."""
    catalogues.update(LANGUAGES, into=tmp_path)
    stale = [code for code in LANGUAGES
             if _entries(tmp_path / catalogue(code).name) != _entries(catalogue(code))]
    assert stale == [], "run: python -m companion_ui.shell.catalogues update"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_entry_is_translated(code: str) -> None:
    unfinished = [message.findtext("source") for message in _messages(code)
                  if message.find("translation").get("type")  # type: ignore[union-attr]
                  in ("unfinished", "vanished", "obsolete")]
    assert unfinished == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_placeholders_markup_and_one_accelerator(code: str) -> None:
    wrong = []
    for message in _messages(code):
        source = message.findtext("source") or ""
        wanted = set(_PLACEHOLDER.findall(source))
        for text in _translations(message):
            found = set(_PLACEHOLDER.findall(text))
            if message.get("numerus") == "yes":
                # A plural form may spell its number out ("one coin").
                found, wanted = found - {"%n"}, wanted - {"%n"}
            if (found != wanted or set(_TAG.findall(text)) != set(_TAG.findall(source))
                    or len(_ACCELERATOR.findall(text)) != len(_ACCELERATOR.findall(source))):
                wrong.append((source, text))
    assert wrong == []


def test_the_built_catalogues_match_their_sources(tmp_path: Path) -> None:
    catalogues.release(LANGUAGES, into=tmp_path)
    stale = [code for code in LANGUAGES
             if (tmp_path / catalogue(code, "qm").name).read_bytes()
             != catalogue(code, "qm").read_bytes()]
    assert stale == [], "run: python -m companion_ui.shell.catalogues release"
