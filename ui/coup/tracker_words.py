"""The tracker's claims and reminders in words (the model in ``companion.coup.tracker`` keeps
only the facts)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.coup import tracker as T
from companion_ui.coup.scene import allegiance_name, character_name


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupTracker", text, disambiguation, n)


def what_label(what: str) -> str:
    """The kind of claim ("tax", "block steal", ...) as shown."""
    return {
        "tax": tr("tax"),
        "assassinate": tr("assassinate"),
        "steal": tr("steal"),
        "exchange": tr("exchange"),
        "examine": tr("examine"),
        "block foreign aid": tr("block foreign aid"),
        "block steal": tr("block steal"),
        "block assassination": tr("block assassination"),
    }.get(what, what)


def claim_text(claim: T.Claim, names: list[str]) -> str:
    text = tr("{0} claims {1} ({2})").format(
        names[claim.player], character_name(claim.character), what_label(claim.what))
    if claim.challenger < 0:
        return text
    outcome = {True: tr("the claim stood"), False: tr("caught bluffing"), None: tr("pending")}
    return tr("{0}; challenged by {1}: {2}").format(
        text, names[claim.challenger], outcome[claim.stood])


def reminder_text(reminder: T.Reminder, tracker: T.Tracker) -> str:
    t = tracker.table
    who = t.names[reminder.player] if reminder.player >= 0 else ""
    kind = reminder.kind
    if kind == T.AID_BLOCKERS:
        return tr("Foreign Aid by {0} may be blocked (Duke) by {1}.").format(
            who, ", ".join(t.names[p] for p in reminder.players))
    if kind == T.TARGET_BLOCKS:
        return tr("Only the target may block a Steal (Captain or {0}) or an Assassination "
                  "(Contessa); anyone may challenge any claim.").format(
            tr("Inquisitor") if t.inquisitor else tr("Ambassador"))
    if kind == T.OTHER_SIDE:
        return tr("{0} ({1}) may only target players of the other allegiance.").format(
            who, allegiance_name(t.allegiance[reminder.player]))
    return {
        T.WINS: tr("{0} is the last player with influence and wins."),
        T.MUST_COUP: tr("{0} starts the turn with {1} coins and must Coup."),
        T.CAN_COUP: tr("{0} can afford a Coup (7 coins)."),
        T.ONE_SIDE: tr("Everyone shares one allegiance: anyone may be targeted."),
        T.RICH: tr("{0} has {1} coins: must Coup on their turn."),
        T.ETIQUETTE: tr("Deals are allowed but never binding; nobody may show their cards to "
                        "others or give or lend coins."),
    }[kind].format(who, reminder.coins)
