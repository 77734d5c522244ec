// The page's one connection to the table server that served it: hello, then what the page
// asks for (join, resume, a look at a table), and coming back after a drop.
//
// A phone sleeps, reloads, changes networks: a dropped connection is opened again with
// growing pauses (0.5 s doubling to 15 s, ±20 %, at most MAX_TRIES times, then the page offers
// to try again), and at once when the page is shown again or the network comes back. Once
// seated, every new connection resumes the seat with its token, and the server sends the
// whole view again.

export const PROTOCOL = 1;
const FIRST_PAUSE = 500;
const LONGEST_PAUSE = 15000;
const MAX_TRIES = 12;
// A phone asleep this long may hold a socket that looks open but is dead: open a new one.
const STALE_AFTER = 15000;

export class TableLink {
  /** ``onMessage(message)`` gets every server message; ``onState(state)`` hears
   * "connecting", "open", "waiting" (a pause before trying again) and "lost" (given up). */
  constructor({ onMessage, onState, client }) {
    this.onMessage = onMessage;
    this.onState = onState;
    this.client = client;
    this.ws = null;
    this.welcomed = false;
    this.intent = null;  // sent after each welcome: a resume (seated) or a join or a look
    this.tries = 0;
    this.timer = null;
    this.hiddenAt = null;
    this.stopped = false;
    document.addEventListener("visibilitychange", () => this.visibility());
    window.addEventListener("online", () => this.stopped || this.reconnect());
    // A page restored from the browser's back-forward cache kept a dead socket.
    window.addEventListener("pageshow", (event) => event.persisted && !this.stopped
      && this.reconnect());
  }

  /** What to send after the next welcome (and after every one, for a resume). */
  want(intent) {
    this.intent = intent;
    if (this.welcomed && intent) this.send(intent);
  }

  connect() {
    this.stopped = false;
    clearTimeout(this.timer);
    this.timer = null;
    if (this.ws) this.drop();
    this.onState("connecting");
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/`);
    this.ws = ws;
    this.welcomed = false;
    ws.onopen = () => {
      if (ws !== this.ws) return;
      ws.send(JSON.stringify({ type: "hello", protocol: PROTOCOL, client: this.client }));
    };
    ws.onmessage = (event) => {
      if (ws !== this.ws) return;  // a connection replaced by a newer one says nothing
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!message || typeof message.type !== "string") return;
      if (message.type === "welcome") {
        this.welcomed = true;
        this.tries = 0;
        this.onState("open");
        if (this.intent) this.send(this.intent);
      }
      this.onMessage(message);
    };
    ws.onclose = () => {
      if (ws !== this.ws) return;
      this.ws = null;
      this.welcomed = false;
      this.later();
    };
  }

  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || !this.welcomed) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  get open() {
    return this.ws !== null && this.welcomed;
  }

  /** Stop for good (the player left the table, or another device took the seat). */
  stop() {
    this.stopped = true;
    this.intent = null;
    clearTimeout(this.timer);
    this.timer = null;
    this.drop();
  }

  /** A new connection now, pauses forgotten. */
  reconnect() {
    this.tries = 0;
    this.connect();
  }

  drop() {
    const ws = this.ws;
    this.ws = null;
    this.welcomed = false;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = null;
      ws.close();
    }
  }

  later() {
    if (this.tries >= MAX_TRIES) {
      this.onState("lost");
      return;
    }
    const pause = Math.min(LONGEST_PAUSE, FIRST_PAUSE * 2 ** this.tries);
    this.tries += 1;
    this.onState("waiting");
    this.timer = setTimeout(() => this.connect(), pause * (0.8 + 0.4 * Math.random()));
  }

  visibility() {
    if (document.visibilityState === "hidden") {
      this.hiddenAt = Date.now();
      return;
    }
    const slept = this.hiddenAt !== null && Date.now() - this.hiddenAt > STALE_AFTER;
    this.hiddenAt = null;
    if (!this.stopped && (slept || !this.open)) this.reconnect();
  }
}

/** What the page says it is in its hello: "web" and a coarse guess at the device, nothing
 * that tells one phone from another. */
export function deviceText() {
  const agent = navigator.userAgent || "";
  let kind = "computer";
  if (/iPad|Tablet/i.test(agent) || (/Android/i.test(agent) && !/Mobile/i.test(agent))) {
    kind = "tablet";
  } else if (/Mobi|iPhone|Android/i.test(agent)) {
    kind = "phone";
  }
  return `web · ${kind}`;
}
