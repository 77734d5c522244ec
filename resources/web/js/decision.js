// The decision bar: the question and big buttons for the player's legal answers.
//
// A game page describes the answers as choices: {label, action} for an answer (``action`` is
// one of the view's ``legal`` texts, sent back verbatim) or {label, choices: [...]} for a
// group that opens into more (an action, then its target); either may have a ``note`` (a
// second line), a ``tone`` ("safe" or "danger") and an ``icon`` (a picture's address, drawn
// on ``iconClass``). A choice may instead be a stepper, {label, steps: [...], start}: answers in
// an order (amounts) too many for a button each; it opens to the step shown, − and + beside
// it and a slider under it, and tapping the step shown asks for its confirmation (``start``
// is the action shown first). Only legal texts can be confirmed:
// an answer whose action is not among ``legal`` is dropped, and a legal text that no choice
// offers still gets a button (in its notation) under "Other answers", so that the player can
// always answer. Tapping an answer asks for a confirmation; a confirmed answer is sent once.

import { el, show } from "./dom.js";
import { t } from "./words.js";

export class DecisionBar {
  /** ``onConfirm(action)`` sends an answer; the bar waits for the next decision after it. */
  constructor(root, onConfirm) {
    this.root = root;
    this.onConfirm = onConfirm;
    this.stateId = null;
    this.path = [];  // the labels of the groups opened, outermost first
    this.pending = null;  // the answer waiting for its confirmation
    this.sent = null;  // the answer sent for this state
    this.at = null;  // the step a stepper shows (null: its start)
  }

  /** Nothing to decide: ``text`` says why (or nothing). */
  clear(text = "") {
    this.stateId = null;
    this.path = [];
    this.pending = this.sent = null;
    this.root.hidden = !text;
    show(this.root, text ? el("p", { class: "question quiet" }, text) : null);
  }

  /** Ask ``decision`` ({question, choices}) for the state ``stateId``, with its ``legal``. */
  ask(stateId, decision, legal) {
    if (stateId !== this.stateId) {
      this.stateId = stateId;
      this.path = [];
      this.pending = this.sent = null;
      this.at = null;
    }
    this.question = decision.question || "";
    this.choices = offered(decision.choices || [], legal);
    this.draw();
  }

  /** Back to the first level with nothing waiting for its confirmation: the game's panel has
   * changed the answer it builds, which the first level offers. */
  home() {
    this.path = [];
    this.pending = null;
  }

  /** Open the choices at ``path`` (their labels, outermost first) as if they were tapped:
   * the groups open (a stepper too, at its start), and a label naming an answer asks for its
   * confirmation. A game's panel calls it (``ctx.open``) when the player points at an answer
   * there, as on a map's cell. False when the path names nothing offered now (or the answer
   * is already sent). */
  open(path) {
    if (this.stateId === null || this.sent) return false;
    let level = this.choices;
    const opened = [];
    this.at = null;
    for (const label of path) {
      const choice = level.find((each) => each.label === label);
      if (!choice) return false;
      if (choice.steps) {
        opened.push(label);
        break;
      }
      if (!choice.choices) {
        this.path = opened;
        this.pending = choice;
        this.draw();
        return true;
      }
      opened.push(label);
      level = choice.choices;
    }
    this.path = opened;
    this.pending = null;
    this.draw();
    return true;
  }

  /** The server refused the answer sent: the same decision may be answered again. */
  refused() {
    this.sent = null;
    this.pending = null;
    if (this.stateId !== null) this.draw();
  }

  draw() {
    this.root.hidden = false;
    if (this.sent) {
      show(this.root, el("p", { class: "question" }, this.question),
        el("p", { class: "sent", role: "status" }, t("game.sent", { answer: this.sent.label })));
      return;
    }
    if (this.pending) {
      const answer = this.pending;
      show(this.root,
        el("p", { class: "question" }, this.question),
        el("div", { class: "confirm" },
          el("p", { class: "confirm-what" }, icon(answer), answer.label),
          answer.note ? el("p", { class: "note" }, answer.note) : null,
          el("div", { class: "row" },
            el("button", { class: "big secondary", type: "button",
              onclick: () => { this.pending = null; this.draw(); } }, t("game.back")),
            el("button", { class: ["big", "primary", answer.tone], type: "button",
              "data-action": answer.action,
              onclick: () => this.confirm(answer) }, t("game.confirm")))));
      return;
    }
    let level = this.choices;
    const opened = [];
    for (const label of this.path) {
      const group = level.find((choice) => (choice.choices || choice.steps)
        && choice.label === label);
      if (!group) break;
      opened.push(group);
      if (group.steps) break;  // a stepper opens into no further level
      level = group.choices;
    }
    this.path = opened.map((group) => group.label);
    const inner = opened.at(-1);
    if (inner?.steps) {
      this.drawStepper(inner);
      return;
    }
    show(this.root,
      el("p", { class: "question" }, inner ? inner.label : this.question),
      inner?.note ? el("p", { class: "note" }, inner.note) : null,
      el("div", { class: "choices" }, level.map((choice) => this.button(choice))),
      inner ? this.backButton() : null);
  }

  backButton() {
    return el("button", { class: "big secondary back", type: "button",
      onclick: () => { this.path.pop(); this.at = null; this.draw(); } }, t("game.back"));
  }

  /** An opened stepper: the step shown is a button that asks for its confirmation; − and +
   * and the slider move it without drawing the bar again (the slider stays under the finger). */
  drawStepper(stepper) {
    const steps = stepper.steps;
    if (this.at === null) this.at = Math.max(0, steps.findIndex((s) => s.action === stepper.start));
    const label = el("span", { class: "label" });
    const note = el("span", { class: "note" });
    const take = el("button", { class: ["big", "choice", "take", stepper.tone], type: "button",
      onclick: () => { this.pending = steps[this.at]; this.draw(); } }, label, note);
    const slider = el("input", { type: "range", class: "stepper-slider", min: 0,
      max: steps.length - 1, step: 1, "aria-label": stepper.label,
      oninput: (event) => move(Number(event.target.value) - this.at) });
    const less = el("button", { class: "big secondary step", type: "button",
      onclick: () => move(-1) }, "−");
    const more = el("button", { class: "big secondary step", type: "button",
      onclick: () => move(1) }, "+");
    const move = (by) => {
      this.at = Math.min(steps.length - 1, Math.max(0, this.at + by));
      const shown = steps[this.at];
      label.textContent = shown.label;
      note.textContent = shown.note || "";
      take.dataset.action = shown.action;
      slider.value = String(this.at);
      // Said to a screen reader as the step each one goes to; dimmed at the ends (not
      // disabled: a tap there simply stays).
      less.setAttribute("aria-label", steps[this.at - 1]?.label ?? shown.label);
      more.setAttribute("aria-label", steps[this.at + 1]?.label ?? shown.label);
      less.classList.toggle("at-end", this.at === 0);
      more.classList.toggle("at-end", this.at === steps.length - 1);
    };
    move(0);
    // The question stays in sight: the amount is weighed against what it asks.
    show(this.root,
      el("p", { class: "question" }, this.question),
      el("p", { class: "stepper-label" }, stepper.label),
      stepper.note ? el("p", { class: "note" }, stepper.note) : null,
      el("div", { class: "choices stepper" }, less, take, more),
      steps.length > 1 ? slider : null,
      this.backButton());
  }

  button(choice) {
    const group = Boolean(choice.choices || choice.steps);
    return el("button", {
      class: ["big", "choice", choice.tone, group && "group"],
      type: "button",
      "data-action": group ? null : choice.action,
      onclick: () => {
        if (group) {
          this.path.push(choice.label);
          this.at = null;
        } else this.pending = choice;
        this.draw();
      },
    }, icon(choice),
    el("span", { class: "label" }, choice.label),
    choice.note ? el("span", { class: "note" }, choice.note) : null);
  }

  confirm(answer) {
    if (this.sent) return;
    this.sent = answer;
    this.pending = null;
    this.draw();
    this.onConfirm(answer.action);
  }
}

function icon(choice) {
  return choice.icon ? el("img", { class: ["icon", choice.iconClass], src: choice.icon, alt: "" })
    : null;
}

/** The choices whose answers are legal now (empty groups and steppers dropped), and a button
 * for every legal text that none of them offers. */
export function offered(choices, legal) {
  const allowed = new Set(legal);
  const covered = new Set();
  const keep = (list) => list.flatMap((choice) => {
    if (choice.steps) {
      const steps = [];
      for (const step of choice.steps) {
        if (!allowed.has(step.action) || covered.has(step.action)) continue;
        covered.add(step.action);
        steps.push(step);
      }
      return steps.length ? [{ ...choice, steps }] : [];
    }
    if (choice.choices) {
      const inner = keep(choice.choices);
      return inner.length ? [{ ...choice, choices: inner }] : [];
    }
    if (!allowed.has(choice.action) || covered.has(choice.action)) return [];
    covered.add(choice.action);
    return [choice];
  });
  const kept = keep(choices);
  const rest = legal.filter((action) => !covered.has(action));
  if (rest.length && !kept.length) return rest.map((action) => ({ label: action, action }));
  if (rest.length) {
    kept.push({ label: t("game.other"),
      choices: rest.map((action) => ({ label: action, action })) });
  }
  return kept;
}
