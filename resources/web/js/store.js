// What the phone keeps between visits (localStorage): each table's seat (its token is a
// secret: it stays on this phone and is never put in an address), the last table, the name.

import { safeStorage } from "./words.js";

const SEAT = "companion.seat.";
const LAST = "companion.last";
const NAME = "companion.name";

/** A table's code as the server keeps it: upper case, letters and digits only. */
export function normalCode(text) {
  return String(text || "").toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 12);
}

/** The seat this phone holds at table ``code``: {token, seat, name}, or null. */
export function heldSeat(code) {
  const text = code ? safeStorage(() => localStorage.getItem(SEAT + code)) : null;
  if (!text) return null;
  try {
    const held = JSON.parse(text);
    return typeof held.token === "string" && Number.isInteger(held.seat) ? held : null;
  } catch {
    return null;
  }
}

export function keepSeat(code, held) {
  safeStorage(() => {
    localStorage.setItem(SEAT + code, JSON.stringify(held));
    localStorage.setItem(LAST, code);
  });
}

export function forgetSeat(code) {
  safeStorage(() => localStorage.removeItem(SEAT + code));
}

export function lastCode() {
  return normalCode(safeStorage(() => localStorage.getItem(LAST)));
}

export function lastName() {
  return safeStorage(() => localStorage.getItem(NAME)) || "";
}

export function keepName(name) {
  safeStorage(() => localStorage.setItem(NAME, name));
}
