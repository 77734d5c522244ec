"""The rules package's messages: English as ever for the CLI, translatable for the app."""

from __future__ import annotations

import ast
import copy
import pickle
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

import companion
from companion.core.errors import IllegalAction
from companion.core.messages import Joined, Message, message
from companion.core.protocol import GameSetup
from companion.coup import GAME as COUP
from companion.coup import actions as CA
from companion.coup.actions import KIND_NAMES
from companion.coup.cards import NAMES
from companion.coup.explain import CHARACTERS, KINDS, PHASES
from companion.coup.phases import PHASE_NAMES
from companion.intrige.actions import PROFESSIONS, Send
from companion.intrige.explain import PROFESSION_WORDS
from companion.intrige.helper import Refusal, new_helper
from companion.lairs import GAME as LAIRS
from companion.lairs.board import Dungeon
from companion.lairs.statistics import dungeon_stats
from companion.lairs.validation import validate
from companion.scout import GAME as SCOUT

COUP_COST = "{kind} costs {cost} coins; {player} has {coins}"


def coup_refusal() -> Message:
    """p1 opens a 4-player game with 2 coins and tries to Coup p2."""
    state = COUP.start(GameSetup(4, 7))
    reason = state.why_illegal(CA.Declare(0, CA.COUP, 1))
    assert isinstance(reason, Message)
    return reason


# --- English, as before ---------------------------------------------------------------------

def test_a_refusal_reads_as_it_always_did() -> None:
    reason = coup_refusal()
    assert reason == "coup costs 7 coins; p1 has 2"
    assert (reason.context, reason.template) == ("CoupRefusal", COUP_COST)
    assert reason.params["cost"] == 7 and reason.params["coins"] == 2
    assert reason.params["player"] == "p1"
    assert isinstance(reason.params["kind"], Message) and reason.params["kind"] == "coup"


def test_the_cli_error_names_the_action_then_the_reason() -> None:
    state = COUP.start(GameSetup(4, 7))
    with pytest.raises(IllegalAction) as raised:
        state.apply(CA.Declare(0, CA.COUP, 1))
    assert str(raised.value) == "p1 coup p2: coup costs 7 coins; p1 has 2"


def test_spot_checks_of_todays_wording() -> None:
    scout = SCOUT.start(GameSetup(4, 3))
    assert scout.why_illegal(object()) == "it is not a Scout action"
    empty = validate(Dungeon(frozenset(), {})).violations
    assert [v.message for v in empty] == [
        "Feature counts: 0 starts (needs 1), 0 exits (needs 1), 0 chests (needs 3), "
        "0 monsters (needs 3), 0 traps (needs 3)",
        "0 walls placed; a dungeon needs 17–20",
    ]
    assert isinstance(empty[0].message, Message)
    assert isinstance(empty[0].message.params["problems"], Joined)
    assert COUP.levels[0].description == ("plays its cards, bluffs now and then, counts what "
                                          "is seen")


def test_the_explorers_log_lines_are_messages() -> None:
    state = LAIRS.start(GameSetup(2, 5))
    state.apply(state.legal_actions()[0])
    log = state.view(0).explorer.log
    assert log[0] == "Turn 1: energy refreshed" and log[0].context == "LairsLog"
    learned = log[-1]
    assert learned.startswith("Learned ") and isinstance(learned.params["sides"], Joined)
    assert all(isinstance(line, Message) for line in log)


def test_the_reasons_words_are_the_notations_words() -> None:
    assert CHARACTERS == NAMES and KINDS == KIND_NAMES and PHASES == PHASE_NAMES
    assert PROFESSION_WORDS == PROFESSIONS


def test_a_message_formats_named_values_and_survives_copies() -> None:
    template = message("Test", "{who} pays {amount}")
    paid = template.format(who="p2", amount=3000)
    assert paid == "p2 pays 3000" and template == "{who} pays {amount}"
    assert paid.params == {"who": "p2", "amount": 3000}
    for again in (pickle.loads(pickle.dumps(paid)), copy.deepcopy(paid)):
        assert again == paid and isinstance(again, Message) and again.params == paid.params
    listed = Joined([paid, "p3"], "; ")
    assert listed == "p2 pays 3000; p3" and pickle.loads(pickle.dumps(listed)).parts == (paid, "p3")


def test_the_landlords_helper_names_players_inside_the_message() -> None:
    helper = new_helper(["Ann", "Ben", "Cleo"])
    reason = helper.why_not(Send(1, 0, 2))
    assert isinstance(reason, Message)
    assert reason == "only the landlord (Ann) sends scholars now"
    assert reason.template == "only the landlord ({player}) sends scholars now"
    with pytest.raises(Refusal) as refused:
        helper.record(Send(1, 0, 2))
    assert refused.value.reason == reason


# --- translated by the app ------------------------------------------------------------------

def _catalogue(entries: dict[tuple[str, str], str]) -> str:
    root = ET.Element("TS", version="2.1", language="xx")
    contexts: dict[str, ET.Element] = {}
    for (context, source), translation in entries.items():
        if context not in contexts:
            contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context], "name").text = context
        entry = ET.SubElement(contexts[context], "message")
        ET.SubElement(entry, "source").text = source
        ET.SubElement(entry, "translation").text = translation
    return ET.tostring(root, encoding="unicode")


@pytest.fixture
def translator(qapp: object, tmp_path: Path) -> Iterator[None]:
    """A tiny language built with lrelease: the Coup cost refusal with its values reordered."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from companion_ui.shell.catalogues import catalogue, release

    entries = {
        ("CoupRefusal", COUP_COST): "{player}: {coins} / {cost} ({kind})",
        ("CoupRefusal", "coup"): "darbe",
        ("Refusal", "{action}: {reason}"): "{reason} [{action}]",
        ("BotLevel", COUP.levels[0].description): "kartlarını oynar",
        ("Test", "{who} pays {amount}"): "{amount} ← {nobody}",
        ("LairsValidation", "{walls} walls placed; a dungeon needs {least}–{most}"):
            "{least}–{most} duvar gerekir, {walls} var",
        ("LairsValidation", "Feature counts: {problems}"): "Parçalar: {problems}",
        ("LairsValidation", "{have} chests (needs {needed})"): "{have}/{needed} sandık",
    }
    source = tmp_path / catalogue("xx").name
    source.write_text(_catalogue(entries), encoding="utf-8")
    release(("xx",), source=tmp_path, into=tmp_path)
    loaded = QTranslator()
    assert loaded.load(str(tmp_path / catalogue("xx", "qm").name))
    QCoreApplication.installTranslator(loaded)
    yield
    QCoreApplication.removeTranslator(loaded)


def test_a_refusal_is_translated_with_its_values_reordered(translator: None) -> None:
    from companion_ui.shell.messages import error_text, translated

    assert translated(coup_refusal()) == "p1: 2 / 7 (darbe)"
    state = COUP.start(GameSetup(4, 7))
    with pytest.raises(IllegalAction) as raised:
        state.apply(CA.Declare(0, CA.COUP, 1))
    assert error_text(raised.value) == "p1: 2 / 7 (darbe) [p1 coup p2]"


def test_numbers_follow_the_locale_and_plain_text_stays(translator: None) -> None:
    from PySide6.QtCore import QLocale

    from companion_ui.shell.messages import translated

    untranslated = message("Nobody", "{amount} ducats").format(amount=32000)
    assert translated(untranslated) == f"{QLocale().toString(32000)} ducats"
    assert translated("p2 coup p3") == "p2 coup p3"


def test_a_broken_translation_falls_back_to_english(translator: None) -> None:
    from companion_ui.shell.messages import translated

    paid = message("Test", "{who} pays {amount}").format(who="p2", amount=3)
    assert translated(paid) == "p2 pays 3"


def test_the_new_game_dialogs_translate_level_descriptions(translator: None) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox

    from companion_ui.shell.seats import fill_seat_kinds, levels_legend

    combo = QComboBox()
    fill_seat_kinds(combo, COUP)
    assert combo.itemData(1, Qt.ItemDataRole.ToolTipRole) == "kartlarını oynar"
    assert levels_legend(COUP).splitlines()[0].endswith("kartlarını oynar")


def test_the_validation_panel_shows_the_problems_translated(translator: None) -> None:
    from companion_ui.lairs.validation_panel import FAILED, ValidationPanel

    dungeon = Dungeon(frozenset(), {})
    panel = ValidationPanel()
    panel.show_result(validate(dungeon), dungeon_stats(dungeon), None)
    assert panel.rule_state("wall-count") == FAILED
    assert "17–20 duvar gerekir, 0 var" in panel.rule_labels["wall-count"].text()
    counts = panel.rule_labels["component-count"].text()
    assert "Parçalar: 0 starts (needs 1), 0 exits (needs 1), 0/3 sandık," in counts


# --- the catalogues -------------------------------------------------------------------------

def _marked_messages() -> set[tuple[str, str]]:
    """Every ``message("Context", "text")`` call in companion/, read from the source."""
    found = set()
    for path in Path(companion.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "message"):
                context, text = node.args
                assert isinstance(context, ast.Constant) and isinstance(text, ast.Constant), (
                    f"{path}:{node.lineno}: message() takes two literal strings (lupdate)")
                found.add((context.value, text.value))
    return found


def test_the_catalogue_tool_extracts_every_message_of_companion(tmp_path: Path) -> None:
    from companion_ui.shell.catalogues import catalogue, update

    update(("tr",), into=tmp_path)
    root = ET.parse(tmp_path / catalogue("tr").name).getroot()
    extracted = {(context.findtext("name"), entry.findtext("source"))
                 for context in root.iter("context") for entry in context.iter("message")}
    marked = _marked_messages()
    assert ("CoupRefusal", COUP_COST) in marked
    assert ("LairsValidation", "walled off from Start") in marked
    assert marked - extracted == set()


def test_the_boxs_treasure_words_are_said_in_the_players_language(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from companion.lairs.treasures import Bonus, box_word
    from companion_ui.shell.messages import translated
    from companion_ui.shell.translations import switch_language

    bonus = Bonus("per-other-type", 2, type="Shard")
    assert str(bonus.describe()) == "+2 for each other Shard"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        switch_language(app, "hr")  # the shipped Croatian catalogue
        assert "Shard" not in translated(bonus.describe())
        assert translated(box_word("My Own Type")) == "My Own Type"  # a player's word stays
    finally:
        switch_language(app, "en")


def test_percentages_and_decimals_follow_the_language(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from companion_ui.shell.messages import decimal, percent
    from companion_ui.shell.translations import switch_language

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert (percent(0.454), decimal(2.5)) == ("45%", "2.5")
    try:
        switch_language(app, "tr")
        assert (percent(0.454), decimal(2.5)) == ("%45", "2,5")
        switch_language(app, "hr")
        assert percent(0.454) == "45\u00a0%"
    finally:
        switch_language(app, "en")
