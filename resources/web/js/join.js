// The join screen: the table's code (filled in from the address a QR code gave), the player's
// name and, once the table is found, its seats to choose from (or the first free one).
//
// Built once each time it is shown, so that typing is never interrupted; the table's seats
// and the server's refusals are drawn into their own places as they come.

import { el, show } from "./dom.js";
import { lastName, normalCode } from "./store.js";
import { t, tr, trLabel } from "./words.js";

const CODE_LENGTH = 5;

export class JoinScreen {
  /** ``onLook(code)`` asks for a table's seats; ``onJoin({code, name, seat})`` sits down. */
  constructor({ onLook, onJoin }) {
    this.onLook = onLook;
    this.onJoin = onJoin;
    this.seat = null;  // the seat chosen (null: the first free one)
    this.table = null;  // the table found for the code typed
    this.looked = "";
  }

  build(code, error) {
    // Drawn again in another language: what was typed stays.
    const typedCode = this.codeInput?.value;
    const typedName = this.nameInput?.value;
    this.codeInput = el("input", {
      id: "code", name: "code", value: normalCode(typedCode || code), maxlength: 12, autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", enterkeyhint: "next",
      oninput: () => this.typed(),
    });
    this.nameInput = el("input", {
      id: "name", name: "name", value: typedName || lastName(), maxlength: 40,
      autocomplete: "nickname",
      enterkeyhint: "go",
    });
    this.seats = el("div", { class: "seat-choice" });
    this.error = el("p", { class: "error", role: "alert" });
    this.button = el("button", { class: "big primary", type: "submit", id: "join" },
      trLabel("JoinDialog", "&Join"));
    const form = el("form", { class: "join", novalidate: true,
      onsubmit: (event) => { event.preventDefault(); this.submit(); } },
    el("h1", {}, t("join.heading")),
    el("label", { for: "code" }, trLabel("JoinDialog", "Table &code")),
    this.codeInput,
    el("p", { class: "note" }, tr("JoinDialog", "five characters, for example KX7PQ")),
    el("label", { for: "name" }, trLabel("JoinDialog", "Your &name")),
    this.nameInput,
    this.seats,
    this.error,
    this.button,
    el("p", { class: "note" }, t("join.where")));
    if (typedCode === undefined) {  // a new join screen; else the table found stays
      this.table = null;
      this.looked = "";
      this.seat = null;
    }
    this.drawSeats();
    this.showError(error);
    queueMicrotask(() => this.typed());
    return form;
  }

  /** The next ``build`` is a new join screen (not the same one in another language). */
  forget() {
    this.codeInput = this.nameInput = undefined;
  }

  typed() {
    const code = normalCode(this.codeInput.value);
    if (code.length === CODE_LENGTH && code !== this.looked) {
      this.looked = code;
      this.table = null;
      this.seat = null;
      this.drawSeats();
      this.onLook(code);
    }
  }

  /** The table found for the code (a ``table`` message), or null. */
  found(table) {
    if (table && table.code !== normalCode(this.codeInput.value)) return;
    this.table = table;
    this.drawSeats();
  }

  showError(text) {
    this.error.textContent = text || "";
    this.error.hidden = !text;
  }

  drawSeats() {
    const table = this.table;
    if (!table) {
      show(this.seats);
      return;
    }
    const open = table.seats.filter((seat) => seat.kind === "open");
    if (table.phase !== "lobby" || open.length === 0) {
      show(this.seats, el("p", { class: "note" },
        tr("LobbyWindow", "{0} table {1}", [table.title, table.code])));
      return;
    }
    const choice = (seat, label, detail) => el("button", {
      type: "button", class: ["seat", this.seat === seat && "chosen"],
      "aria-pressed": String(this.seat === seat), "data-seat": seat ?? "any",
      onclick: () => { this.seat = seat; this.drawSeats(); },
    }, el("span", { class: "label" }, label), detail ? el("span", { class: "note" }, detail) : null);
    show(this.seats,
      el("p", { class: "found" }, tr("LobbyWindow", "{0} table {1}", [table.title, table.code])),
      el("p", { class: "label" }, t("join.seat")),
      el("div", { class: "seats-grid" },
        choice(null, t("join.anySeat")),
        table.seats.map((seat) => seat.kind === "open"
          ? choice(seat.seat, tr("SeatsBox", "Seat {0}", [seat.seat + 1]),
            tr("SeatsBox", "free: waiting for a player"))
          : el("div", { class: "seat taken" },
            el("span", { class: "label" }, tr("SeatsBox", "Seat {0}", [seat.seat + 1])),
            el("span", { class: "note" }, seat.name)))));
  }

  submit() {
    const code = normalCode(this.codeInput.value);
    const name = this.nameInput.value.trim();
    if (code.length !== CODE_LENGTH) {
      this.showError(tr("JoinDialog", "A table code has {0} characters.", [CODE_LENGTH]));
      this.codeInput.focus();
      return;
    }
    if (!name) {
      this.showError(tr("JoinDialog", "Give the name the others will see."));
      this.nameInput.focus();
      return;
    }
    this.showError("");
    this.onJoin({ code, name, seat: this.seat });
  }
}
