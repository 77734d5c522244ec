// The phone page: a player's own hand at a real table. It speaks the table protocol
// (docs/network-protocol.md) to the server that served it, and shows its seat's view only.
//
// Screens: join (code, name, seat), lobby (who sits where; the host starts from the app), game
// (whose turn, what happened since the player last looked, the game's own panel and the
// decision bar) and its ending (winners, rematch). A game's panel and answers come from its
// page, games/GAME.js (see resources/web/README.md); a game without one is still playable:
// its legal actions are offered in the game's notation.

import { DecisionBar } from "./js/decision.js";
import { el, show } from "./js/dom.js";
import { JoinScreen } from "./js/join.js";
import { deviceText, TableLink } from "./js/link.js";
import { Seen } from "./js/seen.js";
import { forgetSeat, heldSeat, keepName, keepSeat, lastCode, normalCode } from "./js/store.js";
import { decode } from "./js/wire.js";
import {
  language, languages, loadWords, messageText, number, startLanguage, t, tr, trLabel,
} from "./js/words.js";

const TOAST_SECONDS = 6;
// "Since you last looked" shows this many of the newest lines (and how many came before).
const SINCE_LINES = 6;

const state = {
  code: null,  // the table this phone sits at (or is about to resume)
  seat: null,  // its seat there, once seated
  token: null,
  name: "",
  table: null,  // the newest `table` message of that table
  view: null,  // the newest `view` message for the seat, views decoded
  thinking: null,  // the seat whose bot thinks now
  screen: "connecting",  // connecting, join, lobby, game, elsewhere, broken
  joinCode: "",
  joinError: "",
  link: "connecting",  // what the connection is doing (TableLink's states)
  game: null,  // the page of the table's game
  gameName: null,
  broken: "",
};

const root = document.getElementById("app");
const toastBox = document.getElementById("toast");
const seen = new Seen();
const link = new TableLink({ onMessage: receive, onState: linkState, client: deviceText() });
const join = new JoinScreen({
  onLook: (code) => link.want({ type: "spectate", code }),
  onJoin: ({ code, name, seat }) => {
    keepName(name);
    state.joinCode = code;
    link.want({ type: "join", code, name, seat });
  },
});
// One decision bar for the page's life: what the player has opened or is confirming survives
// the redrawing of everything around it, until the decision changes.
const barBox = el("section", { class: "decision", id: "decision", "aria-live": "polite" });
const bar = new DecisionBar(barBox, act);
let toastTimer = null;

// --- starting ------------------------------------------------------------------------------
async function start() {
  try {
    await loadWords(startLanguage());
  } catch (error) {
    console.warn(error);  // the page still works, in English and with the catalogue's sources
  }
  const asked = normalCode(new URLSearchParams(location.search).get("code"));
  const code = asked || lastCode();
  const held = heldSeat(code);
  if (held) {
    state.code = code;
    state.screen = "connecting";
    link.want({ type: "resume", token: held.token });
  } else {
    state.screen = "join";
    state.joinCode = asked;
  }
  render();
  link.connect();
}

// --- the server's messages -----------------------------------------------------------------
function receive(message) {
  switch (message.type) {
    case "seated":
      seated(message);
      break;
    case "table":
      if (state.seat !== null && message.code === state.code) {
        state.table = message;
        loadGame(message.game);
      } else if (state.screen === "join") {
        join.found(message);
        return;
      }
      break;
    case "view":
      // Only this seat's own view is ever drawn (a look at a table before sitting down
      // brings the public one: not for this page).
      if (state.seat === null || message.seat !== state.seat) return;
      state.view = { ...message, view: decode(message.view), public: decode(message.public) };
      state.thinking = null;
      break;
    case "thinking":
      state.thinking = message.seat;
      break;
    case "refused":
      refused(message);
      break;
    case "left":
      left(message);
      break;
    default:  // welcome, watching, record, chat and anything newer: nothing to draw
      return;
  }
  render();
}

function seated(message) {
  state.code = message.code;
  state.seat = message.seat;
  state.token = message.token;
  state.name = message.name;
  keepSeat(message.code, { token: message.token, seat: message.seat, name: message.name });
  // Every later connection comes back to this seat.
  link.intent = { type: "resume", token: message.token };
  const address = new URL(location.href);
  address.search = `?code=${encodeURIComponent(message.code)}&lang=${language()}`;
  history.replaceState(null, "", address);
}

function refused(message) {
  const text = words(message.reason);
  switch (message.to) {
    case "act":
      bar.refused();
      toast(text);
      break;
    case "join":
      join.showError(text);
      // A later connection looks at the table again, rather than asking to join once more.
      link.intent = state.joinCode ? { type: "spectate", code: state.joinCode } : null;
      break;
    case "spectate":
      if (state.screen === "join") join.showError(text);
      break;
    case "resume":  // the seat is gone (the table was forgotten, or the host took it)
      forgetSeat(state.code);
      toJoin(state.code, text);
      break;
    case "hello":  // another protocol version: nothing this page can do
      state.screen = "broken";
      state.broken = text;
      link.stop();
      break;
    default:
      toast(text);
  }
}

function left(message) {
  const reason = message.reason || {};
  if (reason.template === "this seat is now played from another connection") {
    // Another phone holds the seat now (the newest connection wins): this one stops, and
    // takes it back only when asked to, so two phones never pull it to and fro.
    Object.assign(state, { screen: "elsewhere", seat: null, table: null, view: null });
    link.stop();
    bar.clear();
    return;
  }
  forgetSeat(state.code);
  toJoin(state.code, reason.template === "you left the table" ? "" : words(reason));
}

function toJoin(code, error) {
  Object.assign(state, { seat: null, token: null, table: null, view: null, game: null,
    gameName: null, screen: "join", joinCode: code || "", joinError: error || "",
    joinShown: false });
  join.forget();
  link.intent = null;
  bar.clear();
  render();
}

function linkState(now) {
  state.link = now;
  render();
}

// --- the game's page -----------------------------------------------------------------------
// A game without a page of its own: its legal actions in the game's notation.
const fallbackGame = {
  decision: () => ({ question: t("game.yourDecision"), choices: [] }),
};

function loadGame(name) {
  if (state.gameName === name) return;
  state.gameName = name;
  state.game = null;
  if (!/^[a-z]+$/.test(name)) {
    state.game = fallbackGame;
    return;
  }
  import(`./games/${name}.js`).then((module) => {
    if (state.gameName === name) state.game = module.default;
    render();
  }, (error) => {
    console.warn(`no page for ${name}:`, error);
    if (state.gameName === name) state.game = fallbackGame;
    render();
  });
}

/** What a game page is given to draw with (see resources/web/README.md). */
function context() {
  const names = state.table ? state.table.seats.map((seat) => seat.name) : [];
  const game = state.game || fallbackGame;
  return {
    t, tr, trLabel, number, el, show,
    message: (reason) => words(reason),
    names,
    seat: state.seat,
    table: state.table,
    art: (folder, file) => `/art/${folder}/${file}`,
    // A page whose panel is played on (cards tapped) draws again, the bar at its first level,
    // where the answer the panel built is offered.
    redraw: () => {
      bar.home();
      render();
    },
    open: (path) => bar.open(path),
    game,
  };
}

/** A message in words; the seats the games' notation names (p2) by their players' names. */
function words(reason) {
  const game = state.game || fallbackGame;
  const names = state.table ? state.table.seats.map((seat) => seat.name) : [];
  const text = messageText(reason, (value) => game.value ? game.value(value, context()) : null);
  return text.replace(/\bp(\d+)\b/g, (whole, n) => names[Number(n) - 1] ?? whole);
}

function gameState() {
  const v = state.view;
  return { ...v, table: state.table, thinking: state.thinking };
}

// --- drawing -------------------------------------------------------------------------------
function render() {
  document.title = state.table ? `${state.table.title} — Companion` : "Companion";
  const screen = state.seat !== null && state.table
    ? (state.table.phase === "lobby" ? "lobby" : "game") : state.screen;
  if (screen !== "join") state.joinShown = false;
  if (screen === "join") drawJoin();
  else if (screen === "lobby") show(root, header(), linkBanner(), lobby());
  else if (screen === "game") drawGame();
  else if (screen === "elsewhere") show(root, header(), elsewhere());
  else if (screen === "broken") show(root, header(), el("p", { class: "error" }, state.broken));
  else show(root, header(), connecting());
}

function header() {
  const table = state.table;
  const picker = el("select", { id: "language", "aria-label": t("app.language"),
    onchange: (event) => switchLanguage(event.target.value) },
  Object.entries(languages()).map(([code, name]) =>
    el("option", { value: code, selected: code === language() }, name)));
  return el("header", { class: "top" },
    el("div", { class: "brand" },
      table ? el("img", { class: "game-icon", src: `/art/icons/${table.game}.svg`, alt: "" }) : null,
      el("span", { class: "title" }, table ? table.title : "Companion"),
      state.name ? el("span", { class: "me" }, state.name) : null),
    el("span", { class: ["dot", state.link], title: linkWords(),
      role: "img", "aria-label": linkWords() }),
    picker);
}

function linkWords() {
  return {
    connecting: t("link.connecting"), open: t("link.open"), waiting: t("link.waiting"),
    lost: t("link.lost"),
  }[state.link];
}

async function switchLanguage(code) {
  try {
    await loadWords(code);
  } catch (error) {
    toast(String(error));
    return;
  }
  const address = new URL(location.href);
  address.searchParams.set("lang", code);
  history.replaceState(null, "", address);
  state.joinShown = false;
  render();
}

function linkBanner() {
  if (state.link === "open" || state.link === "connecting" && !state.table) return null;
  if (state.link === "lost") {
    return el("div", { class: "banner", role: "status" }, t("link.lost"),
      el("button", { class: "small", type: "button", onclick: () => link.reconnect() },
        t("link.retry")));
  }
  return el("div", { class: "banner", role: "status" },
    tr("NetworkPlay", "Reconnecting to the table…"));
}

function drawJoin() {
  if (!state.joinShown) {
    state.joinShown = true;
    show(root, header(), el("main", { class: "screen" },
      join.build(state.joinCode, state.joinError)));
    return;
  }
  // Already on screen: only the header follows (the fields keep what is being typed).
  root.querySelector("header.top")?.replaceWith(header());
}

function connecting() {
  if (state.link === "lost") {
    return el("main", { class: "screen" }, el("p", {}, t("link.lost")),
      el("button", { class: "big primary", type: "button", onclick: () => link.reconnect() },
        t("link.retry")));
  }
  return el("main", { class: "screen" },
    el("p", { class: "quiet" }, tr("LobbyWindow", "Connecting to the table…")));
}

function elsewhere() {
  return el("main", { class: "screen" },
    el("p", {}, t("left.elsewhere")),
    el("button", { class: "big primary", type: "button", onclick: () => {
      state.screen = "connecting";
      link.want({ type: "resume", token: state.token || heldSeat(state.code)?.token });
      link.reconnect();
      render();
    } }, t("left.playHere")));
}

function lobby() {
  const table = state.table;
  const open = table.seats.filter((seat) => seat.kind === "open").length;
  return el("main", { class: "screen lobby" },
    el("h1", {}, tr("LobbyWindow", "{0} table {1}", [table.title, table.code])),
    el("h2", {}, tr("SeatsBox", "Seats")),
    el("ul", { class: "seats" }, table.seats.map((seat) => el("li", {
      class: ["seat-row", seat.seat === state.seat && "mine"] },
    el("span", { class: "seat-number" }, number(seat.seat + 1)),
    el("span", { class: "seat-name" }, seatWords(seat))))),
    el("p", { class: "status" }, open
      ? tr("LobbyWindow", "Waiting for %n more player(s).", [], open)
      : tr("LobbyWindow", "Everyone is here: the host starts the game.")),
    el("button", { class: "big secondary", type: "button", onclick: leave },
      trLabel("LobbyWindow", "&Leave Table")));
}

function seatWords(seat) {
  if (seat.kind === "open") return tr("SeatsBox", "free: waiting for a player");
  if (seat.kind === "bot") return tr("SeatsBox", "bot: {0}", [seat.name]);
  const you = seat.seat === state.seat ? ` (${t("game.you")})` : "";
  if (!seat.connected) return tr("SeatsBox", "{0} — away", [seat.name]);
  // The seats played from a phone's page, as the host's screen marks them.
  const phone = (seat.device || "").startsWith("web")
    ? el("span", { class: "phone-mark", title: seat.device }) : null;
  return [`${seat.name}${you}`, phone];
}

function leave() {
  link.send({ type: "leave" });
}

function drawGame() {
  const v = state.view;
  if (!v) {
    show(root, header(), linkBanner(), el("main", { class: "screen" },
      el("p", { class: "quiet" }, tr("LobbyWindow", "The game is on."))));
    return;
  }
  const game = state.game || fallbackGame;
  const s = gameState();
  const ctx = context();
  const lines = game.log ? game.log(s, ctx) : [];
  seen.update(state.code, v.number, state.seat, lines);
  const mine = v.legal.length > 0 && !v.over && !state.table.take_back;
  show(root, header(), linkBanner(),
    el("main", { class: "screen game" },
      status(s, ctx, game),
      v.over ? ending(s, ctx, game) : null,
      takeBack(),
      sinceLooked(lines),
      el("section", { class: "panel", id: "panel" }, game.panel ? game.panel(s, ctx) : null)),
    v.over ? null : barBox);
  if (mine) {
    const decision = game.decision ? game.decision(s, ctx) : { choices: [] };
    bar.ask(v.state_id, decision, v.legal);
  } else {
    bar.clear();
  }
}

function act(action) {
  const v = state.view;
  // Only this seat's own legal answers, for the view on screen, with this seat's token.
  if (!v || v.seat !== state.seat || !v.legal.includes(action)) return;
  seen.markRead();
  link.send({ type: "act", token: state.token, state_id: v.state_id, action });
}

function status(s, ctx, game) {
  const v = state.view;
  const table = state.table;
  let who = "";
  if (v.over) {
    who = t("over.heading");
  } else if (v.to_move === state.seat && v.legal.length) {
    who = t("game.yourDecision");
  } else if (v.to_move !== null) {
    const seat = table.seats[v.to_move];
    if (state.thinking === v.to_move) who = tr("TableWindow", "{0} is thinking…", [seat.name]);
    else if (seat.kind === "human" && !seat.connected && !seat.bot) {
      who = tr("NetworkPlay", "{0} is reconnecting…", [seat.name]);
    } else who = t("game.deciding", { name: seat.name });
  }
  // On the player's own decision the bar asks the question: the table's sentence would repeat it.
  const said = game.status && !(v.legal.length && !v.over) ? game.status(s, ctx) : "";
  return el("section", { class: ["status", v.to_move === state.seat && !v.over && "mine"],
    id: "status", role: "status" },
  el("p", { class: "who" }, who),
  said ? el("p", { class: "what" }, said) : null);
}

function takeBack() {
  const asked = state.table.take_back;
  if (!asked) return null;
  const asker = state.table.seats[asked.seat].name;
  if (!asked.waiting.includes(state.seat)) {
    return el("section", { class: "take-back" }, el("p", {},
      tr("NetRefusal", "a take-back is being asked for: the table waits for the answers")));
  }
  const answer = (agree) => link.send({ type: "answer", token: state.token, agree });
  return el("section", { class: "take-back" },
    el("p", {}, tr("NetworkPlay", "{0} asks to take back their last decision. {1}, do you agree?",
      [asker, state.name])),
    el("div", { class: "row" },
      el("button", { class: "big secondary", type: "button", onclick: () => answer(false) },
        t("takeBack.no")),
      el("button", { class: "big primary", type: "button", onclick: () => answer(true) },
        t("takeBack.yes"))));
}

function sinceLooked(lines) {
  if (!lines.length) return null;
  const fresh = seen.unseen();
  const shown = fresh.length ? fresh.slice(-SINCE_LINES) : lines.slice(-3);
  const earlier = fresh.length - shown.length;
  return el("section", { class: ["since", fresh.length && "fresh"], id: "since" },
    el("h2", {}, fresh.length ? t("game.since", { count: number(fresh.length) })
      : tr("TableWindow", "What happened")),
    earlier > 0 ? el("p", { class: "note" }, t("game.earlier", { count: number(earlier) }))
      : null,
    el("ol", {}, shown.map((line) => el("li", {}, line))));
}

function ending(s, ctx, game) {
  const v = state.view;
  const winners = v.result ? v.result.winners : [];
  const names = state.table.seats.map((seat) => seat.name);
  let line;
  if (winners.includes(state.seat)) line = t("over.youWin");
  else if (winners.length) {
    line = tr("LauncherWindow", "{0} won",
      [winners.map((seat) => names[seat]).join(tr("LauncherWindow", " and "))]);
  } else line = tr("LauncherWindow", "a draw");
  const scores = v.result && v.result.scores;
  return el("section", { class: "ending", id: "ending" },
    el("h2", {}, line),
    scores ? el("ol", { class: "scores" }, scores.map((score, seat) =>
      el("li", {}, `${names[seat]}: ${typeof score === "number" ? number(score) : score}`)))
      : null,
    game.ending ? game.ending(s, ctx) : null,
    el("div", { class: "row" },
      el("button", { class: "big secondary", type: "button", onclick: leave },
        trLabel("LobbyWindow", "&Leave Table")),
      el("button", { class: "big primary", type: "button", id: "rematch",
        onclick: () => link.send({ type: "rematch", token: state.token }) },
      trLabel("NetworkPlay", "&Rematch"))));
}

function toast(text) {
  clearTimeout(toastTimer);
  show(toastBox, el("p", {}, text));
  toastBox.hidden = false;
  toastTimer = setTimeout(() => { toastBox.hidden = true; }, TOAST_SECONDS * 1000);
}

toastBox.addEventListener("click", () => { toastBox.hidden = true; });
start();
