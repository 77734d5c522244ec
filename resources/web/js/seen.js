// "Since you last looked": the game's log in words (the game page writes it from each view),
// and how much of it this phone's player has seen, kept per table, game and seat, so that a
// reload or a phone that slept still knows. The player has seen the log as it was when the
// page was last hidden (the phone locked, another app in front) and when they last decided.

import { safeStorage } from "./words.js";

export class Seen {
  constructor() {
    this.key = null;
    this.count = 0;
    this.lines = [];
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") this.markRead();
    });
  }

  /** The log of game ``number`` at table ``code`` as ``seat`` sees it now. */
  update(code, number, seat, lines) {
    const key = `companion.seen.${code}.${number}.${seat}`;
    if (key !== this.key) {
      this.key = key;
      this.count = Number(safeStorage(() => localStorage.getItem(key))) || 0;
    }
    this.lines = lines;
    // A take-back shortens the log: what is left was seen as far as it goes.
    this.count = Math.min(this.count, lines.length);
  }

  /** The lines the player has not seen yet. */
  unseen() {
    return this.lines.slice(this.count);
  }

  markRead() {
    if (this.key === null) return;
    this.count = this.lines.length;
    const { key, count } = this;
    safeStorage(() => localStorage.setItem(key, String(count)));
  }
}
