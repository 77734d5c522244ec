"""The landlord's helper in words: professions, castles' colours, stages, notes and ledger lines
(the model in ``companion.intrige.helper`` keeps only the facts)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from companion.intrige import actions as A
from companion.intrige import helper as H
from companion.intrige.actions import owner_of, profession_of
from companion.intrige.helper import LandlordHelper, LedgerLine, Stage

# The box's colours: castle fill, scholar fill, text on the scholar.
PAINT = {
    "red": ("#f3d3cf", "#c0392b", "#ffffff"),
    "yellow": ("#f8ecc2", "#e1b400", "#2b2100"),
    "green": ("#d4ead6", "#2e8b57", "#ffffff"),
    "blue": ("#d3e0f3", "#2f5f9e", "#ffffff"),
    "purple": ("#e5d6ef", "#7b3fa0", "#ffffff"),
}


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("IntrigeHelper", text, disambiguation, n)


def profession_name(profession: int) -> str:
    return (tr("scientist"), tr("physician"), tr("theologian"), tr("writer"))[profession]


def colour_name(colour: str) -> str:
    return {"red": tr("red"), "yellow": tr("yellow"), "green": tr("green"), "blue": tr("blue"),
            "purple": tr("purple")}[colour]


def ducats(amount: int) -> str:
    return tr("{0} ducat(s)", "", amount).format(QLocale().toString(amount))


def scholar_words(helper: LandlordHelper, code: int) -> str:
    """"Bea's writer"."""
    return tr("{0}'s {1}").format(helper.name(owner_of(code)),
                                  profession_name(profession_of(code)))


def stage_title(stage: Stage) -> str:
    if stage.kind == "calm":
        return tr("No conflict")
    if stage.kind == "external":
        return tr("External conflict")
    return tr("Internal conflict over the {0} suite").format(QLocale().toString(stage.suite))


def note_text(helper: LandlordHelper, note: str) -> str:
    return {
        H.ROUND_ONE: tr("Round 1: nobody collects income, and the starting player has no "
                        "applicants."),
        H.LAST_ROUND: tr("Round 5: no scholars are sent (all are out). After this round "
                         "everyone collects income once more; then the richest wins."),
        H.SAME_CASTLE: tr("The two scholars may go to the same castle or to two castles, "
                          "never to the landlord's own."),
        H.DIFFERENT_CASTLES: tr("Variant: the two scholars go to two different castles."),
        H.REFUND: tr("Variant: bribes for scholars sent to the Island are paid back."),
        H.BINDING: tr("Variant: a bribe that asks for a free suite binds the landlord if the "
                      "scholar is admitted."),
    }[note]


def ledger_text(helper: LandlordHelper, line: LedgerLine) -> str:
    other = helper.name(line.other) if line.other >= 0 else tr("the bank")
    return {
        H.INCOME: tr("Income from the bank"),
        H.FINAL_INCOME: tr("Final income after round 5"),
        H.BRIBE_PAID: tr("Bribe paid to {0}"),
        H.BRIBE_RECEIVED: tr("Bribe from {0}"),
        H.BANK_PAID: tr("The bank paid your minimum bribe"),
        H.REFUND_PAID: tr("Bribe paid back to {0}"),
        H.REFUND_RECEIVED: tr("Bribe paid back by {0}"),
    }[line.kind].format(other)


def log_text(helper: LandlordHelper, entry: object) -> str:
    """One entry of the record (a decision or an event the table saw) as a sentence."""
    name = helper.name
    if isinstance(entry, A.Send):
        return tr("{0} sends a {1} to {2}'s castle.").format(
            name(entry.seat), profession_name(entry.profession), name(entry.castle))
    if isinstance(entry, A.Bribe):
        asked = "" if entry.request is None else " " + tr("(asks for the {0} suite)").format(
            QLocale().toString(entry.request))
        return tr("{0} bribes {1}.").format(name(entry.seat), ducats(entry.amount)) + asked
    if isinstance(entry, A.Place):
        return tr("{0} places {1} in the {2} suite.").format(
            name(entry.seat), scholar_words(helper, entry.scholar), QLocale().toString(entry.suite))
    if isinstance(entry, A.Island):
        return tr("{0} sends {1} to the Island.").format(
            name(entry.seat), scholar_words(helper, entry.scholar))
    if isinstance(entry, A.ToIsland):
        return tr("{0} goes to the Island.").format(scholar_words(helper, entry.scholar))
    if isinstance(entry, A.Income):
        return tr("{0} collects {1} from the bank.").format(name(entry.seat),
                                                           ducats(entry.amount))
    if isinstance(entry, A.BankPays):
        return tr("The bank pays the 1,000 ducats for {0}.").format(name(entry.seat))
    if isinstance(entry, A.Refund):
        target = tr("the bank") if entry.to < 0 else name(entry.to)
        return tr("{0} pays {1} back to {2}.").format(name(entry.seat), ducats(entry.amount),
                                                       target)
    assert isinstance(entry, A.Turn)
    return tr("{0}'s turn").format(name(entry.seat))
