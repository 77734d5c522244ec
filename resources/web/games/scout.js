// Scout on a phone: the player's hand as the real cards look (the active number large on its
// colour at the top, the other small and upside down below), the Active Set and whose it is,
// every seat's hand size, captured cards, chips and points, and the round's scores.
//
// The player answers on the cards themselves, as at the app's table: tapping cards of the hand
// selects a set to Show (the first and the last card, or one after the other), tapping an end
// card of the Active Set picks it to Scout and a tap on the hand then chooses the gap it goes
// into. The decision bar offers what the cards say (only when it is one of the view's legal
// texts) and, for the thumb that prefers lists, every legal Show and Scout grouped (a set; an
// end, then a gap). Notation in docs/scout.md: "p1 keep hand", "p1 show 3-5",
// "p2 scout left turned 4", "p2 scout and show right 1".
//
// Sentences are the app's (ui/scout/: ScoutWords, ScoutStory, TurnPanel, ScoutTable,
// HandTurnChoice, RoundEndScreen, ScoutRefusal), looked up by their English source; the view
// is companion/scout/views.py's ScoutView.

// The page's own look, loaded before its first drawing (the import waits for it), so a game's
// styles stay with its page.
await new Promise((resolve) => {
  const sheet = document.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = "/games/scout.css";
  sheet.onload = sheet.onerror = resolve;
  document.head.append(sheet);
});

// companion/scout/views.py, by number.
const PHASE = { DECIDE: 0, PLAY: 1, SHOW: 2, OVER: 3 };
const LEFT = 0;
const RIGHT = 1;
const END_WORDS = ["left", "right"];
// A hand this long or longer is drawn on more than one row (a phone is 390 px wide).
const PER_ROW = 7;

// --- the cards (companion/scout/cards.py) ---------------------------------------------------
const top = (card) => card >> 4;
const bottom = (card) => card & 15;
const turned = (card) => ((card & 15) << 4) | (card >> 4);
const turnedHand = (hand) => [...hand].reverse().map(turned);

/** A set's strength (more cards, then a group over a run, then the higher number); 0 for an
 * empty table, -1 for cards that are no set. */
export function setStrength(values) {
  const n = values.length;
  if (n === 0) return 0;
  const first = values[0];
  if (values.every((v) => v === first)) return n * 32 + 16 + first;
  const step = values[1] - first;
  if ((step === 1 || step === -1) && values.every((v, i) => i === 0 || v - values[i - 1] === step)) {
    return n * 32 + Math.max(first, values[n - 1]);
  }
  return -1;
}

/** Every set of adjacent cards: [first, last, strength] (indices inclusive). */
function setsIn(values) {
  const found = [];
  for (let i = 0; i < values.length; i += 1) {
    for (let j = i; j < values.length; j += 1) {
      const strength = setStrength(values.slice(i, j + 1));
      if (strength < 0) break;
      found.push([i, j, strength]);
    }
  }
  return found;
}

const canBeat = (values, strength) => setsIn(values).some(([, , s]) => s > strength);

// --- the legal actions, read ----------------------------------------------------------------
/** One legal text in Scout's notation: {seat, verb: "hand", turn}, {seat, verb: "show",
 * first, last} or {seat, verb: "scout", end, turned, place, andShow} (positions 0-based);
 * null for a text that is not Scout's notation. */
export function parseAction(text) {
  const found = /^p(\d+) (.+)$/.exec(text);
  if (!found) return null;
  const seat = Number(found[1]) - 1;
  const rest = found[2];
  if (rest === "keep hand" || rest === "turn hand") {
    return { seat, verb: "hand", turn: rest === "turn hand" };
  }
  const show = /^show (\d+)(?:-(\d+))?$/.exec(rest);
  if (show) {
    const first = Number(show[1]) - 1;
    const last = show[2] === undefined ? first : Number(show[2]) - 1;
    return first >= 0 && last >= first ? { seat, verb: "show", first, last } : null;
  }
  const scout = /^scout( and show)? (left|right)( turned)? (\d+)$/.exec(rest);
  if (scout && Number(scout[4]) >= 1) {
    return { seat, verb: "scout", andShow: Boolean(scout[1]), end: END_WORDS.indexOf(scout[2]),
      turned: Boolean(scout[3]), place: Number(scout[4]) - 1 };
  }
  return null;
}

const scoutKey = (end, isTurned, place, andShow) =>
  `${end}${isTurned ? "t" : ""}:${place}${andShow ? "+" : ""}`;

/** The legal texts by what they do: the hand decision, the Shows by their cards, the Scouts
 * by their end, side, gap and chip. */
function readLegal(legal) {
  const moves = { hand: [], shows: new Map(), scouts: new Map() };
  for (const text of legal) {
    const action = parseAction(text);
    if (!action) continue;
    if (action.verb === "hand") moves.hand.push({ text, action });
    else if (action.verb === "show") moves.shows.set(`${action.first}-${action.last}`, text);
    else moves.scouts.set(scoutKey(action.end, action.turned, action.place, action.andShow), text);
  }
  return moves;
}

// --- words (ui/scout/words.py and story.py) --------------------------------------------------
const numbers = (cards) => cards.map(top).join("-");
const signed = (score) => String(score).replace("-", "−");

function setName(ctx, cards) {
  const values = cards.map(top);
  if (values.length === 1) return ctx.tr("ScoutWords", "single {0}", [values[0]]);
  if (values.every((v) => v === values[0])) {
    const groups = {
      2: () => ctx.tr("ScoutWords", "pair of {0}s", [values[0]]),
      3: () => ctx.tr("ScoutWords", "three {0}s", [values[0]]),
      4: () => ctx.tr("ScoutWords", "four {0}s", [values[0]]),
      5: () => ctx.tr("ScoutWords", "five {0}s", [values[0]]),
    };
    return (groups[values.length] || (() => ctx.tr("ScoutWords", "{1} × {0}", [values[0],
      values.length])))();
  }
  return ctx.tr("ScoutWords", "run {0}", [numbers(cards)]);
}

function points(ctx, score) {
  return ctx.tr("ScoutWords", "{0} point(s)", [signed(score)], score);
}

function totals(view) {
  return view.seats.map((seat) => view.round_scores.reduce((sum, round) => sum + round[seat.seat], 0));
}

function winnersSentence(ctx, view) {
  const sums = totals(view);
  const best = Math.max(...sums);
  const winners = view.seats.filter((seat) => sums[seat.seat] === best)
    .map((seat) => ctx.names[seat.seat]);
  if (winners.length === 1) {
    return ctx.tr("ScoutWords", "{0} wins with {1}!", [winners[0], points(ctx, best)]);
  }
  return ctx.tr("ScoutWords", "{0} share the victory with {1} each!", [
    winners.join(ctx.tr("ScoutWords", " and ")), points(ctx, best)]);
}

function roundEndReason(ctx, view, finished) {
  const ender = view.enders[finished];
  const tally = view.tallies[finished];
  if (tally && tally[ender].hand === 0) {
    return ctx.tr("ScoutWords", "{0} played the last card of the hand.", [ctx.names[ender]]);
  }
  if (view.seats.length === 2) {
    return ctx.tr("ScoutWords", "{0} could neither show nor scout, so {1}'s Show stands.", [
      ctx.names[1 - ender], ctx.names[ender]]);
  }
  return ctx.tr("ScoutWords", "Nobody beat {0}'s Show: everyone else only scouted.", [ctx.names[ender]]);
}

function showSentence(ctx, entry) {
  const who = ctx.names[entry.seat];
  if (entry.beaten_owner === null) {
    return ctx.tr("ScoutWords", "{0} shows {1} on the empty table.", [who, numbers(entry.cards)]);
  }
  return ctx.tr("ScoutWords", "{0} shows {1} and beats {2}'s {3}.", [who, numbers(entry.cards),
    ctx.names[entry.beaten_owner], setName(ctx, entry.beaten)]);
}

function scoutSentence(ctx, entry, players) {
  const who = ctx.names[entry.seat];
  const card = entry.card;
  let where;
  if (entry.emptied) where = ctx.tr("ScoutWords", "the {0}", [top(card)]);
  else if (entry.end === LEFT) where = ctx.tr("ScoutWords", "the {0} from the left end", [top(card)]);
  else where = ctx.tr("ScoutWords", "the {0} from the right end", [top(card)]);
  let text = entry.turned
    ? ctx.tr("ScoutWords", "{0} scouts {1}, turned to a {2}, into place {3}", [who, where,
      bottom(card), entry.place + 1])
    : ctx.tr("ScoutWords", "{0} scouts {1} into place {2}", [who, where, entry.place + 1]);
  if (entry.and_show) text = ctx.tr("ScoutWords", "Scout & Show: {0}", [text]);
  if (players === 2) return ctx.tr("ScoutWords", "{0}, paying a Scout chip.", [text]);
  return ctx.tr("ScoutWords", "{0}; {1} gets a Scout chip.", [text, ctx.names[entry.owner]]);
}

/** One log entry's lines (ui/scout/story.py). */
function describe(ctx, entry, view) {
  switch (entry.$) {
    case "TurnHand":
      return [entry.turn ? ctx.tr("ScoutWords", "{0} turns the hand around.", [ctx.names[entry.seat]])
        : ctx.tr("ScoutWords", "{0} keeps the hand as dealt.", [ctx.names[entry.seat]])];
    case "Shown": return [showSentence(ctx, entry)];
    case "Scouted": return [scoutSentence(ctx, entry, view.seats.length)];
    case "RoundStart":
      return [ctx.tr("ScoutStory", "Round {0} of {1}: {2} starts.", [entry.round + 1, view.rounds,
        ctx.names[entry.first]])];
    case "RoundEnd": {
      const finished = entry.round;
      const scores = view.round_scores[finished] || [];
      const lines = [
        ctx.tr("ScoutStory", "Round {0} is over: {1}", [finished + 1,
          roundEndReason(ctx, view, finished)]),
        ctx.tr("ScoutStory", "Round scores: {0}.", [scores.map((score, seat) =>
          `${ctx.names[seat]} ${signed(score)}`).join(", ")]),
      ];
      if (finished + 1 === view.rounds) {
        lines.push(ctx.tr("ScoutStory", "Game over. {0}", [winnersSentence(ctx, view)]));
      }
      return lines;
    }
    default:
      return [];
  }
}

/** A refusal's sentence as the app's panel writes it: capital first, full stop last. */
function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1) + (text.endsWith(".") ? "" : ".");
}

function beatsWords(ctx, view) {
  if (!view.active.length) return ctx.t("scout.onEmpty");
  return ctx.t("scout.beats", { name: ctx.names[view.owner], set: setName(ctx, view.active) });
}

function endWords(ctx, view, end, isTurned) {
  const card = view.active[end === RIGHT ? view.active.length - 1 : 0];
  let where;
  if (view.active.length === 1) where = ctx.tr("ScoutWords", "the {0}", [top(card)]);
  else if (end === LEFT) where = ctx.tr("ScoutWords", "the {0} from the left end", [top(card)]);
  else where = ctx.tr("ScoutWords", "the {0} from the right end", [top(card)]);
  return isTurned ? ctx.t("scout.turnedTo", { card: where, number: bottom(card) }) : where;
}

// --- the answer being built on the cards -----------------------------------------------------
// Kept here, not in the view: it lives as long as one decision of one seat (a new view, a
// reload or another table starts it afresh).
const building = { key: null, selected: null, scout: null, looked: false };

function built(s) {
  const key = `${s.table?.code}:${s.number}:${s.seat}:${s.state_id}`;
  if (building.key !== key) {
    Object.assign(building, { key, selected: null, scout: null, looked: false });
  }
  return building;
}

// The table and the hand in view between the page's header and the decision bar: when a
// decision of this seat begins (the log above may have grown past the screen) and when a tap
// on the table changes its size (an end card picked opens the hand's gaps). It moves as little
// as it can, and never pushes the table's top under the header.
function fitTable() {
  requestAnimationFrame(() => {
    const table = document.getElementById("scout-table");
    if (!table) return;
    const header = document.querySelector("header.top");
    const bar = document.getElementById("decision");
    const ceiling = (header ? header.getBoundingClientRect().bottom : 0) + 8;
    const floor = (bar && !bar.hidden ? bar.getBoundingClientRect().top : window.innerHeight) - 8;
    const { top, bottom } = table.getBoundingClientRect();
    let by = bottom > floor ? Math.min(bottom - floor, top - ceiling) : 0;
    if (top - by < ceiling) by = top - ceiling;
    if (Math.abs(by) > 1) window.scrollBy(0, by);
  });
}

function redraw(ctx) {
  ctx.redraw();
  fitTable();
}

function mine(s) {
  return s.legal.length > 0 && !s.over && !(s.table && s.table.take_back);
}

/** The seat's hand if the Scout being built went into ``place``. */
function scoutedHand(view, scout, place) {
  const card = view.active[scout.end === RIGHT ? view.active.length - 1 : 0];
  const hand = [...myHand(view)];
  hand.splice(place, 0, scout.turned ? turned(card) : card);
  return hand;
}

/** "2-5-[7]-3": the hand after a Scout, the scouted card marked; ``around`` keeps only that
 * many neighbours each side (a button's label stays on one line). */
function handAfter(view, scout, place, around = Infinity) {
  const hand = scoutedHand(view, scout, place);
  const from = Math.max(0, place - around);
  const to = Math.min(hand.length, place + around + 1);
  const text = hand.slice(from, to).map((card, i) => (from + i === place ? `[${top(card)}]`
    : String(top(card)))).join("-");
  return `${from > 0 ? "…" : ""}${text}${to < hand.length ? "…" : ""}`;
}

function myHand(view) {
  return view.seats[view.player].known;
}

/** Who ends the round if the viewer makes this Scout, or null (ScoutView.round_ender_after). */
function roundEnderAfter(view, scout, place, andShow) {
  const seat = view.player;
  const owner = view.owner;
  if (owner === null || !view.active.length) return null;
  const players = view.seats.length;
  if (players > 2) return !andShow && (seat + 1) % players === owner ? owner : null;
  const rest = [...view.active];
  if (scout.end === RIGHT) rest.pop();
  else rest.shift();
  if (rest.length && view.seats[seat].chips > 1) return null;
  const after = scoutedHand(view, scout, place).map(top);
  return canBeat(after, setStrength(rest.map(top))) ? null : owner;
}

function endingWarning(ctx, view, ender) {
  const name = ctx.names[ender];
  if (view.seats.length === 2) {
    return ctx.tr("TurnPanel", "This Scout ends the round: you could then neither Show nor Scout, so {0}'s Show stands and {0} takes no hand penalty.", [name]);
  }
  return ctx.tr("TurnPanel", "This Scout ends the round: play comes back to {0}, whose Show nobody beat, and {0} takes no hand penalty.", [name]);
}

// A tap on the hand: the first tap selects a card, a tap outside the selection stretches it to
// that card (the first and the last card of a set, or each in turn), a tap on its end takes
// that card back out, a tap inside it starts again from there.
function tapCard(index, ctx) {
  const at = building.selected;
  if (!at) building.selected = [index, index];
  else if (index < at[0] || index > at[1]) {
    building.selected = [Math.min(index, at[0]), Math.max(index, at[1])];
  }
  else if (at[0] === at[1]) building.selected = null;
  else if (index === at[0]) building.selected = [at[0] + 1, at[1]];
  else if (index === at[1]) building.selected = [at[0], at[1] - 1];
  else building.selected = [index, index];
  redraw(ctx);
}

// A tap on an end of the Active Set picks it to scout; a second tap on it turns it over.
function tapEnd(end, ctx) {
  const scout = building.scout;
  if (scout && scout.end === end) scout.turned = !scout.turned;
  else building.scout = { end, turned: false, place: null };
  building.selected = null;
  redraw(ctx);
}

// --- drawing -----------------------------------------------------------------------------------
/** One card as the real one looks; ``props`` make it a button (a tap target) or not. */
function cardNode(ctx, card, tag = "div", props = {}, extra = null) {
  const { el } = ctx;
  return el(tag, { type: tag === "button" ? "button" : null, ...props,
    class: ["scout-card", `n${top(card)}`, ...[props.class ?? []].flat()],
    "data-card": `${top(card)}/${bottom(card)}`,
    "aria-label": ctx.tr("ScoutCard", "{0} (the {1} below, upside down)", [top(card),
      bottom(card)]) },
  el("span", { class: ["hi", `n${top(card)}`] }, String(top(card))),
  el("span", { class: ["lo", `n${bottom(card)}`] }, el("span", {}, String(bottom(card)))),
  extra);
}

function handGrid(ctx, count, gaps, children, id = null) {
  const rows = Math.max(1, Math.ceil(count / PER_ROW));
  const columns = Math.max(1, Math.ceil(count / rows));
  return ctx.el("div", { class: ["scout-hand", gaps && "gaps"], id,
    style: { gridTemplateColumns: `repeat(${columns}, minmax(0, 4.2rem))` } }, children);
}

function panel(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  const phase = view.phase;
  const asking = mine(s);
  const b = built(s);
  const moves = readLegal(asking ? s.legal : []);
  if (asking && !b.looked) {
    b.looked = true;
    fitTable();
  }
  return el("div", { class: "scout" },
    el("p", { class: "scout-round", id: "round" },
      ctx.tr("ScoutTable", "Round {0} of {1}", [Math.min(view.round + 1, view.rounds), view.rounds]),
      " · ", ctx.tr("ScoutTable", "{0} started", [ctx.names[view.first]])),
    el("div", { class: "scout-play", id: "scout-table" },
      // A round has just ended: its sheet comes first, above the next round's decision.
      !s.over && justEnded(view) ? roundSheet(ctx, view, view.round_scores.length - 1) : null,
      asking && phase === PHASE.DECIDE ? handTurn(ctx, view) : [
        activeSet(ctx, view, asking && phase === PHASE.PLAY ? moves : null, b),
        myHandPanel(ctx, view, asking && phase !== PHASE.DECIDE ? moves : null, b),
      ]),
    el("h2", {}, ctx.t("scout.table")),
    el("ul", { class: "scout-seats", id: "seats" },
      view.seats.map((seat) => seatRow(ctx, s, seat))),
    view.round_scores.length && !s.over ? scoreSheet(ctx, view) : null);
}

/** A round has just ended: the next one has seen no Show nor Scout yet. */
function justEnded(view) {
  if (!view.round_scores.length) return false;
  const start = view.log.map((entry) => entry.$).lastIndexOf("RoundStart");
  return view.log.slice(start + 1).every((entry) => entry.$ === "TurnHand");
}

function activeSet(ctx, view, moves, b) {
  const { el } = ctx;
  const scouting = moves && [...moves.scouts.keys()].length > 0;
  const picked = b.scout;
  const cards = view.active.map((card, i) => {
    // A one-card set is scouted as its left end (docs/scout.md).
    const end = i === 0 ? LEFT : (i === view.active.length - 1 ? RIGHT : -1);
    const chosen = picked && end === picked.end;
    const shown = chosen && picked.turned ? turned(card) : card;
    if (scouting && end >= 0) {
      return cardNode(ctx, shown, "button", { class: ["end", chosen && "picked"],
        "data-end": END_WORDS[end], onclick: () => tapEnd(end, ctx) });
    }
    return cardNode(ctx, shown);
  });
  const caption = view.active.length
    ? ctx.tr("ScoutTable", "Active Set: {0}'s {1}", [ctx.names[view.owner],
      setName(ctx, view.active)])
    : ctx.tr("ScoutTable", "The table is empty: any set may be shown");
  return el("section", { class: "scout-felt", id: "active" },
    el("p", { class: "caption" }, caption),
    view.active.length ? el("div", { class: "scout-set" }, cards) : null,
    picked ? el("div", { class: "row scout-tools" },
      el("button", { class: "small", type: "button", id: "turn-card",
        onclick: () => { picked.turned = !picked.turned; redraw(ctx); } },
      ctx.tr("TurnPanel", "Turn the card ↻")),
      el("button", { class: "small", type: "button", id: "start-over",
        onclick: () => { building.scout = null; redraw(ctx); } },
      ctx.tr("TurnPanel", "Start over"))) : null,
    scouting && !picked ? el("p", { class: "hint" }, ctx.t("scout.tapEnd")) : null);
}

function myHandPanel(ctx, view, moves, b) {
  const { el } = ctx;
  const hand = myHand(view);
  const asking = moves !== null;
  const scout = asking ? b.scout : null;
  let grid;
  if (scout) {
    grid = gapGrid(ctx, view, hand, scout);
  } else {
    const selected = asking ? b.selected : null;
    const playable = new Set();
    if (asking) {
      for (const key of moves.shows.keys()) {
        const [first, last] = key.split("-").map(Number);
        for (let i = first; i <= last; i += 1) playable.add(i);
      }
    }
    grid = handGrid(ctx, hand.length, false, hand.map((card, i) => {
      const inside = selected && i >= selected[0] && i <= selected[1];
      if (!asking) return cardNode(ctx, card);
      return cardNode(ctx, card, "button", {
        class: [inside && "selected", playable.has(i) && "playable"], "data-index": i,
        "aria-pressed": inside ? "true" : "false", onclick: () => tapCard(i, ctx) });
    }), "hand");
  }
  return el("section", { class: "scout-mine" },
    el("h2", {}, ctx.t("scout.hand"),
      el("span", { class: "count" }, ctx.tr("ScoutTable", "%n card(s) in hand", [], hand.length))),
    grid,
    asking ? note(ctx, handNote(ctx, view, moves, b)) : null);
}

function note(ctx, text) {
  return text ? ctx.el("p", { class: "hint", id: "hand-note" }, text) : null;
}

// In a Scout the hand shows its gaps: a tap on a card's left half puts the scouted card before
// it, on its right half after it; the chosen gap holds the scouted card's number.
function gapGrid(ctx, view, hand, scout) {
  const { el } = ctx;
  const card = view.active[scout.end === RIGHT ? view.active.length - 1 : 0];
  const incoming = scout.turned ? turned(card) : card;
  const choose = (place) => { scout.place = place; redraw(ctx); };
  const gap = (place, side) => el("span", { class: ["gap", side, scout.place === place && "chosen"] },
    scout.place === place
      ? el("span", { class: ["badge", `n${top(incoming)}`] }, String(top(incoming))) : null);
  const zone = (place, side) => el("button", { type: "button", class: ["gap-zone", side],
    "data-place": place,
    "aria-label": ctx.tr("ScoutTable", "Put the scouted card here (place {0})", [place + 1]),
    onclick: () => choose(place) });
  const cells = hand.map((c, i) => el("div", { class: "gap-cell" },
    cardNode(ctx, c),
    gap(i, "before"), i === hand.length - 1 ? gap(i + 1, "after") : null,
    zone(i, "left"), zone(i + 1, "right")));
  return handGrid(ctx, hand.length, true, cells, "hand");
}

function handNote(ctx, view, moves, b) {
  const hand = myHand(view);
  if (b.scout) {
    // The bar's question says where the card goes; here only what the Scout would do besides.
    const place = b.scout.place;
    if (place === null) return null;
    const said = [];
    if (!moves.scouts.has(scoutKey(b.scout.end, b.scout.turned, place, true))
        && view.seats.length > 2 && view.seats[view.player].scout_show) {
      said.push(ctx.tr("TurnPanel", "(Scout & Show: no Show would beat what is left.)"));
    }
    const ender = roundEnderAfter(view, b.scout, place, false);
    if (ender !== null) said.push(endingWarning(ctx, view, ender));
    return said.length ? said.join(" ") : null;
  }
  if (b.selected) {
    const [first, last] = b.selected;
    const cards = hand.slice(first, last + 1);
    if (moves.shows.has(`${first}-${last}`)) {
      return `${setName(ctx, cards)} · ${beatsWords(ctx, view)}`;
    }
    const set = numbers(cards);
    if (setStrength(cards.map(top)) < 0) {
      return sentence(ctx.tr("ScoutRefusal", "{set} is not a single, a group or a run", { set }));
    }
    return sentence(ctx.tr("ScoutRefusal", "{set} does not beat the Active Set", { set }));
  }
  const count = moves.shows.size;
  if (!count) return ctx.tr("TurnPanel", "No set of your hand beats it: scout a card.");
  const shown = ctx.tr("TurnPanel", "%n set(s) of your hand can be shown.", [], count);
  return `${shown} ${ctx.t("scout.tapCards")}`;
}

/** The round's first decision: the hand as dealt and turned around, each with its best set. */
function handTurn(ctx, view) {
  const { el } = ctx;
  const hand = myHand(view);
  const row = (title, cards, id) => {
    const [first, last] = strongestSet(cards);
    return el("section", { class: "scout-turn", id },
      el("h2", {}, title, el("span", { class: "count" }, strongest(ctx, cards))),
      handGrid(ctx, cards.length, false, cards.map((card, i) => cardNode(ctx, card, "div",
        { class: i >= first && i <= last && "playable" }))));
  };
  return el("div", { class: "scout-choice" },
    row(plainText(ctx.tr("HandTurnChoice", "<b>As dealt</b>")), hand, "as-dealt"),
    row(plainText(ctx.tr("HandTurnChoice", "<b>Turned around</b>")), turnedHand(hand), "turned"),
    el("p", { class: "note" }, ctx.tr("HandTurnChoice", "Before the round's first turn you may turn your whole hand around once: every card shows its other number and the order reverses. Cards can never be reordered, so look for long runs and groups.")));
}

function plainText(html) {
  return html.replace(/<[^>]*>/g, "");
}

/** The first and last card of the hand's strongest set ([-1, -1] for no cards). */
function strongestSet(cards) {
  const best = setsIn(cards.map(top)).reduce((a, b) => (b[2] > a[2] ? b : a), [-1, -1, -1]);
  return [best[0], best[1]];
}

function strongest(ctx, cards) {
  const [first, last] = strongestSet(cards);
  if (first < 0) return "";
  return ctx.tr("HandTurnChoice", "strongest set: {0}", [setName(ctx, cards.slice(first, last + 1))]);
}

function seatRow(ctx, s, seat) {
  const { el } = ctx;
  const view = s.view;
  const two = view.seats.length === 2;
  const name = ctx.names[seat.seat] ?? "?";
  const notes = [];
  if (s.thinking === seat.seat) notes.push(ctx.tr("ScoutTable", "thinking…"));
  if (view.first === seat.seat && !s.over) notes.push(ctx.tr("ScoutTable", "starts"));
  if (seat.turned !== null && view.phase === PHASE.DECIDE) {
    notes.push(seat.turned ? ctx.tr("ScoutTable", "turned the hand")
      : ctx.tr("ScoutTable", "kept the hand"));
  }
  const deciding = !s.over && view.to_move === seat.seat;
  const me = seat.seat === ctx.seat;
  return el("li", { class: ["scout-seat", deciding && "deciding", me && "me"],
    "data-seat": seat.seat },
    el("div", { class: "line" },
      el("span", { class: "who" }, me ? `${name} (${ctx.t("game.you")})` : name),
      notes.length ? el("span", { class: "notes" }, notes.join(" · ")) : null,
      el("span", { class: "pts", title: ctx.tr("ScoutTable", "Points from the finished rounds") },
        ctx.tr("ScoutTable", "{0} pts", [signed(totals(view)[seat.seat])]))),
    el("div", { class: "minis" },
      me ? null : seat.known.map((card) => card === null
        ? el("span", { class: "mini back",
          title: ctx.tr("ScoutTable", "A card only its holder knows") })
        : el("span", { class: ["mini", `n${top(card)}`],
          title: ctx.tr("ScoutTable", "{0}: scouted in plain sight", [top(card)]) }, String(top(card)))),
      el("span", { class: "count" },
        ctx.tr("ScoutTable", "%n card(s) in hand", [], seat.known.length))),
    el("div", { class: "tokens" },
      el("span", { class: "token captured",
        title: ctx.tr("ScoutTable", "Captured cards: 1 point each") },
        ctx.t("scout.captured", { count: ctx.number(seat.captured.length) })),
      el("span", { class: "token chips",
        title: two ? ctx.tr("ScoutTable", "Scout chips left: scouting pays one; each left scores 1 at the round's end")
          : ctx.tr("ScoutTable", "Scout chips received: 1 point each") },
      two ? ctx.t("scout.chipsLeft", { count: ctx.number(seat.chips) })
        : ctx.t("scout.chips", { count: ctx.number(seat.chips) })),
      two ? null : el("span", { class: ["token", "ss", !seat.scout_show && "used"],
        title: seat.scout_show ? ctx.tr("ScoutTable", "Scout & Show chip: ready")
          : ctx.tr("ScoutTable", "Scout & Show chip: used this round") },
      ctx.tr("ScoutTable", "S&S"))));
}

/** Round ``finished``'s sheet: why it ended, and each seat's captured + chips − hand. */
function roundSheet(ctx, view, finished) {
  const { el } = ctx;
  const two = view.seats.length === 2;
  const ender = view.enders[finished];
  const tally = view.tallies[finished];
  const scores = view.round_scores[finished];
  const heads = [ctx.tr("RoundEndScreen", "Captured (+1 each)"),
    two ? ctx.tr("RoundEndScreen", "Chips left (+1 each)")
      : ctx.tr("RoundEndScreen", "Scout chips (+1 each)"),
    ctx.tr("RoundEndScreen", "In hand (−1 each)"), ctx.tr("RoundEndScreen", "Round score")];
  const cells = (seat) => {
    if (!tally) return ["", "", "", signed(scores[seat])];
    const t = tally[seat];
    const hand = seat === ender ? ctx.tr("RoundEndScreen", "{0} (no penalty)", [t.hand])
      : (t.hand ? signed(-t.hand) : "0");
    return [String(t.captured), String(t.chips), hand, signed(scores[seat])];
  };
  return el("section", { class: "scout-sheet", id: "round-end" },
    el("h2", {}, ctx.tr("RoundEndScreen", "Round {0} of {1} is over", [finished + 1, view.rounds])),
    el("p", {}, roundEndReason(ctx, view, finished)),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}), heads.map((head) => el("th", {}, head)))),
      el("tbody", {}, view.seats.map((seat) => el("tr", { class: seat.seat === ender && "ender",
        title: seat.seat === ender
          ? ctx.tr("RoundEndScreen", "Ended the round: takes no hand penalty") : null },
      el("th", {}, ctx.names[seat.seat]),
      cells(seat.seat).map((text, i) => el("td", { class: i === 3 && "total" }, text)))))),
    el("p", { class: "note" }, ctx.tr("RoundEndScreen", "{0} ended the round and takes no hand penalty (highlighted). The Active Set left on the table scores for nobody.", [ctx.names[ender]]),
      two ? ` ${ctx.tr("RoundEndScreen", "Two players: every unspent Scout chip scores 1.")}` : ""));
}

/** Every finished round's scores and the totals, the leaders starred. */
function scoreSheet(ctx, view) {
  const { el } = ctx;
  const sums = totals(view);
  const best = Math.max(...sums);
  return el("section", { class: "scout-sheet", id: "score-sheet" },
    el("h2", {}, plainText(ctx.tr("RoundEndScreen", "<b>Score sheet</b>"))),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}),
        view.round_scores.map((_, r) => el("th", {},
          ctx.tr("RoundEndScreen", "Round {0}", [r + 1]))),
        el("th", {}, ctx.tr("RoundEndScreen", "Total")))),
      el("tbody", {}, view.seats.map((seat) => el("tr", {},
        el("th", {}, ctx.names[seat.seat]),
        view.round_scores.map((round) => el("td", {}, signed(round[seat.seat]))),
        el("td", { class: "total" },
          `${sums[seat.seat] === best ? "★ " : ""}${signed(sums[seat.seat])}`))))));
}

// --- the decision --------------------------------------------------------------------------------
function question(ctx, view, b) {
  if (view.phase === PHASE.DECIDE) {
    return ctx.tr("HandTurnChoice", "Round {0} of {1}: keep your hand, or turn it around?", [
      view.round + 1, view.rounds]);
  }
  if (view.phase === PHASE.SHOW) {
    return ctx.tr("TurnPanel", "Scout & Show: now show a set that beats {0}.", [view.active.length
      ? setName(ctx, view.active) : ctx.tr("TurnPanel", "the empty table")]);
  }
  let text = view.active.length
    ? ctx.tr("TurnPanel", "Your turn: beat the {0} with a Show, or scout an end card of it.", [setName(ctx, view.active)])
    : ctx.t("scout.showAny");
  if (view.seats.length === 2) {
    const chips = view.seats[view.player].chips;
    text = `${text} (${ctx.tr("TurnPanel", "%n Scout chip(s) left", [], chips)})`;
  }
  if (b.scout && b.scout.place === null) {
    const card = view.active[b.scout.end === RIGHT ? view.active.length - 1 : 0];
    text = ctx.t("scout.tapGap", { number: top(b.scout.turned ? turned(card) : card) });
  } else if (b.scout) {
    text = ctx.tr("TurnPanel", "Your hand would read {0}.", [handAfter(view, b.scout, b.scout.place)]);
  }
  return text;
}

/** The decision: what the cards say first (the selected set, the scouted card in its gap),
 * then every legal Show and Scout in groups, so each legal text has its button. */
function decision(s, ctx) {
  const view = s.view;
  const b = built(s);
  const moves = readLegal(s.legal);
  const choices = [];
  if (view.phase === PHASE.DECIDE) {
    for (const { text, action } of moves.hand) {
      // Each hand's strongest set is written over its cards on the panel.
      choices.push(action.turn
        ? { label: ctx.tr("HandTurnChoice", "Turn the hand around"), action: text }
        : { label: ctx.tr("HandTurnChoice", "Keep this hand"), action: text, tone: "safe" });
    }
    return { question: question(ctx, view, b), choices };
  }
  const hand = myHand(view);
  // What the cards say first.
  if (b.selected) {
    const text = moves.shows.get(`${b.selected[0]}-${b.selected[1]}`);
    if (text) {
      // The hand's note above says which set it is and what it beats.
      choices.push({ label: ctx.trLabel("TurnPanel", "Show the selected cards"), action: text,
        tone: "safe" });
    }
  }
  if (b.scout && b.scout.place !== null) {
    const { end, place } = b.scout;
    const plain = moves.scouts.get(scoutKey(end, b.scout.turned, place, false));
    const withShow = moves.scouts.get(scoutKey(end, b.scout.turned, place, true));
    // The question says how the hand would read; the hand's note, whether the round would end.
    if (plain) {
      const ender = roundEnderAfter(view, b.scout, place, false);
      choices.push({ label: ender !== null ? ctx.trLabel("TurnPanel", "Scout it here and end the round")
        : ctx.trLabel("TurnPanel", "Scout it here"), action: plain,
      tone: ender !== null ? "danger" : "safe" });
    }
    if (withShow) choices.push({ label: ctx.t("scout.scoutShowHere"), action: withShow });
  }
  // Then every legal answer, grouped (a dozen Shows in the bar would hide the hand): the
  // groups' own words come with them once opened.
  const shows = [...moves.shows.entries()].map(([key, text]) => {
    const [first, last] = key.split("-").map(Number);
    return { label: setName(ctx, hand.slice(first, last + 1)), action: text,
      note: first === last ? ctx.t("scout.card", { first: first + 1 })
        : ctx.t("scout.cards", { first: first + 1, last: last + 1 }) };
  });
  if (shows.length) choices.push({ label: ctx.t("scout.showGroup"), choices: shows });
  const scouts = scoutGroups(ctx, view, moves, false);
  if (scouts.length) choices.push({ label: ctx.t("scout.scoutGroup"), choices: scouts });
  const scoutShows = scoutGroups(ctx, view, moves, true);
  if (scoutShows.length) {
    choices.push({ label: ctx.trLabel("TurnPanel", "Scout && Show"), choices: scoutShows });
  }
  return { question: question(ctx, view, b), choices };
}

/** The Scouts as groups: an end of the Active Set (turned over or not), then its gap. */
function scoutGroups(ctx, view, moves, andShow) {
  const groups = [];
  for (const end of [LEFT, RIGHT]) {
    for (const isTurned of [false, true]) {
      const places = [];
      for (let place = 0; place <= myHand(view).length; place += 1) {
        const text = moves.scouts.get(scoutKey(end, isTurned, place, andShow));
        if (!text) continue;
        const scout = { end, turned: isTurned };
        const ender = andShow ? null : roundEnderAfter(view, scout, place, false);
        places.push({ label: handAfter(view, scout, place, 2), action: text,
          tone: ender !== null ? "danger" : null });
      }
      if (!places.length) continue;
      const ender = andShow ? null : roundEnderAfter(view, { end, turned: isTurned }, 0, false);
      groups.push({ label: endWords(ctx, view, end, isTurned), choices: places,
        note: ender !== null && view.seats.length > 2 ? endingWarning(ctx, view, ender) : null });
    }
  }
  return groups;
}

// --- what everyone may hear, the log, the ending ----------------------------------------------
function status(s, ctx) {
  const view = s.view;
  if (s.over || view.to_move === null) return "";
  const name = ctx.names[view.to_move];
  if (view.phase === PHASE.DECIDE) return ctx.t("scout.status.decide", { name });
  if (view.phase === PHASE.SHOW) return ctx.t("scout.status.show", { name });
  if (!view.active.length) return ctx.t("scout.status.empty", { name });
  return ctx.t("scout.status.play", { name, owner: ctx.names[view.owner],
    set: setName(ctx, view.active) });
}

function log(s, ctx) {
  return s.view.log.flatMap((entry) => describe(ctx, entry, s.view));
}

function ending(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  if (!view.round_scores.length) return null;
  // The winners are named above it, by the page.
  return el("div", { class: "scout-ending" },
    roundSheet(ctx, view, view.round_scores.length - 1),
    scoreSheet(ctx, view));
}

export default { status, log, panel, decision, ending };
