// Intrige on a phone: the player's money (theirs alone: the public view has none), their
// castle drawn with its four suites and the scholars living there, the applicants waiting in
// front of it with the bribes offered for them, the other castles at a glance (never their
// money), the Island, and the player's decision as big buttons built from the view's legal
// actions (docs/intrige.md, *Notation*: "p2 bribe 3000 for 6000", "p1 place p2 writer 6000",
// "p1 island p2 writer", "p1 send scientist to p3"). A bribe is one of hundreds of legal
// amounts: it is offered on a stepper over them, still sending exactly one legal text.
//
// Sentences are the app's own wherever the app has them (ui/intrige/: the IntrigeWords,
// IntrigeLog, IntrigePrompt, IntrigeTable, IntrigeTableWindow and BribeDialog catalogues),
// looked up by their English source; the app's questions that say "click it on the table"
// are the page's own words here, since a phone answers with the bar's buttons. The view is
// companion/intrige/state.py's IntrigeView, Applicant in stages.py, log entries the classes
// of actions.py.

// companion/intrige/actions.py: a scholar is owner × 4 + profession; suites by board order.
const PROFESSIONS = ["scientist", "physician", "theologian", "writer"];
const SUITES = [1000, 6000, 10000, 3000];
const ROUNDS = 5;
const MIN_BRIBE = 1000;
const EMPTY = -1;
const ownerOf = (code) => code >> 2;
const professionOf = (code) => code & 3;

// ui/intrige/tokens.py: the seats' colours (those of the rules' examples) and the symbols,
// in the box -1..1, drawn on a disc in the owner's colour: a flask, the medical cross, an
// open book, a quill.
const SEAT_COLOURS = ["#c0392b", "#e1b12c", "#2e8b57", "#2f5f9e", "#7d3c98"];
const NEUTRAL = "#8c8273";
const SYMBOLS = [
  "M-0.2 -0.78L0.2 -0.78L0.2 -0.28L0.66 0.66L-0.66 0.66L-0.2 -0.28Z",
  "M-0.22 -0.7L0.22 -0.7L0.22 -0.22L0.7 -0.22L0.7 0.22L0.22 0.22L0.22 0.7L-0.22 0.7"
    + "L-0.22 0.22L-0.7 0.22L-0.7 -0.22L-0.22 -0.22Z",
  "M-0.78 -0.48L-0.06 -0.34L-0.06 0.62L-0.78 0.46ZM0.78 -0.48L0.06 -0.34L0.06 0.62"
    + "L0.78 0.46Z",
  "M0.7 -0.8Q0.45 0.25 -0.38 0.5Q-0.15 -0.45 0.7 -0.8ZM-0.38 0.5L-0.3 0.42L-0.72 0.86"
    + "L-0.8 0.8Z",
];
const GOLD = "#ffcc33";
const SVG = "http://www.w3.org/2000/svg";

// The page's look lives beside it (the shared app.css is the framework's and Coup's).
const STYLE = "/games/intrige.css";
if (typeof document !== "undefined" && !document.querySelector(`link[href="${STYLE}"]`)) {
  const sheet = document.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = STYLE;
  document.head.append(sheet);
}

// --- words (ui/intrige/words.py) -----------------------------------------------------------
function professionName(ctx, profession) {
  return [ctx.tr("IntrigeWords", "scientist"), ctx.tr("IntrigeWords", "physician"),
    ctx.tr("IntrigeWords", "theologian"), ctx.tr("IntrigeWords", "writer")][profession];
}

function professionsName(ctx, profession) {
  return [ctx.tr("IntrigeWords", "scientists"), ctx.tr("IntrigeWords", "physicians"),
    ctx.tr("IntrigeWords", "theologians"), ctx.tr("IntrigeWords", "writers")][profession];
}

const ducats = (ctx, amount) => ctx.number(amount);

/** "3k": an amount of whole thousands, short (a bribe under a token, a suite's value). */
function thousands(ctx, amount) {
  if (amount % 1000) return ducats(ctx, amount);
  return ctx.tr("IntrigeTable", "whole thousands of ducats, short, under a scholar token\u0004{0}k",
    [ctx.number(amount / 1000)]);
}

function ducatWords(ctx, amount) {
  return ctx.tr("IntrigeTable", "{0} ducat(s)", [ducats(ctx, amount)], amount);
}

function scholarWords(ctx, code) {
  return ctx.tr("IntrigeWords", "{0}'s {1}", [ctx.names[ownerOf(code)] ?? "?",
    professionName(ctx, professionOf(code))]);
}

function castleWords(ctx, seat) {
  return ctx.tr("IntrigeWords", "{0}'s castle", [ctx.names[seat] ?? "?"]);
}

function incomeParts(ctx, view, seat) {
  const parts = [];
  view.castles.forEach((suites, castle) => {
    if (castle === seat) return;
    suites.forEach((code, index) => {
      if (code >= 0 && ownerOf(code) === seat) {
        parts.push(ctx.tr("IntrigeWords", "{0} ({1} at {2}'s)", [ducats(ctx, SUITES[index]),
          professionName(ctx, professionOf(code)), ctx.names[castle]]));
      }
    });
  });
  return parts;
}

/** "Ada collects 19,000: 10,000 (scientist at Ben's), …" (the castles as they are now: they
 * change only in their own landlord's turn, so during a turn they are what was paid). */
function incomeWords(ctx, view, seat, amount) {
  if (amount === 0) {
    return ctx.tr("IntrigeWords",
      "{0} collects nothing: no scholar of theirs lives in another castle.", [ctx.names[seat]]);
  }
  return ctx.tr("IntrigeWords", "{0} collects {1}: {2}.", [ctx.names[seat], ducats(ctx, amount),
    incomeParts(ctx, view, seat).join(", ")]);
}

function stageWords(ctx, view) {
  if (view.stage === "calm") {
    return ctx.tr("IntrigeWords", "Applicants without a conflict: each is placed in a free suite.");
  }
  if (view.stage === "external") {
    const groups = [...new Set(view.applicants.map((a) => professionOf(a.scholar)))]
      .sort((a, b) => a - b);
    return ctx.tr("IntrigeWords",
      "External conflict ({0}): one of each group is admitted, the others go to the Island.",
      [groups.map((p) => professionsName(ctx, p)).join(", ")]);
  }
  return ctx.tr("IntrigeWords",
    "Internal conflict over the {0} suite: {1} lives there. The landlord keeps them or replaces them with an applicant; the rest go to the Island.",
    [ducats(ctx, view.contested), scholarWords(ctx, view.incumbent.scholar)]);
}

function offerWords(ctx, bribe, request, bank) {
  if (bribe < 0) return ctx.tr("IntrigeWords", "no offer yet");
  let text = bank ? ctx.tr("IntrigeWords", "{0} (the bank pays)", [ducats(ctx, bribe)])
    : ducats(ctx, bribe);
  if (request !== null) {
    text += ` ${ctx.tr("IntrigeWords", "for the {0} suite", [ducats(ctx, request)])}`;
  }
  return text;
}

/** One sentence for one log entry; ``landlord`` is whose turn it was. */
function describe(ctx, entry, landlord) {
  const names = ctx.names;
  const who = names[entry.seat] ?? "?";
  switch (entry.$) {
    case "Bribe": {
      let text = ctx.tr("IntrigeWords", "{0} offers {1} a bribe of {2}", [who, names[landlord],
        ducats(ctx, entry.amount)]);
      if (entry.request !== null) {
        const asking = ducats(ctx, entry.request);
        text += ` ${ctx.tr("IntrigeWords", "asking for the {0} suite", [asking])}`;
      }
      return `${text}.`;
    }
    case "Place":
      return ctx.tr("IntrigeWords", "{0} places {1} in the {2} suite.", [who,
        scholarWords(ctx, entry.scholar), ducats(ctx, entry.suite)]);
    case "Island":
      return ctx.tr("IntrigeWords", "{0} sends {1} to the Island.", [who,
        scholarWords(ctx, entry.scholar)]);
    case "Send":
      return ctx.tr("IntrigeWords", "{0} sends a {1} to {2}.", [who,
        professionName(ctx, entry.profession), castleWords(ctx, entry.castle)]);
    case "Income":
      return entry.amount
        ? ctx.tr("IntrigeWords", "{0} collects {1}.", [who, ducats(ctx, entry.amount)])
        : ctx.tr("IntrigeWords", "{0} collects nothing.", [who]);
    case "BankPays":
      return ctx.tr("IntrigeWords", "{0} has nothing left: the bank pays the 1,000.", [who]);
    case "ToIsland":
      return ctx.tr("IntrigeWords", "{0} goes to the Island.", [scholarWords(ctx, entry.scholar)]);
    case "Refund":
      return ctx.tr("IntrigeWords", "{0} pays {1} back to {2}.", [who, ducats(ctx, entry.amount),
        entry.to < 0 ? ctx.tr("IntrigeWords", "the bank") : names[entry.to]]);
    case "Turn":
      return ctx.tr("IntrigeWords", "{0}'s turn as landlord.", [who]);
    default:
      return `${who}: ${entry.$}`;
  }
}

function winnersWords(ctx, winners, money) {
  const seats = [...winners].sort((a, b) => a - b);
  const most = ducats(ctx, money[seats[0]]);
  if (seats.length === 1) {
    return ctx.tr("IntrigeWords", "{0} wins with {1} ducat(s)!", [ctx.names[seats[0]], most],
      money[seats[0]]);
  }
  return ctx.tr("IntrigeWords", "{0} share the victory with {1} ducat(s)!",
    [seats.map((seat) => ctx.names[seat]).join(ctx.tr("IntrigeWords", " and ")), most],
    money[seats[0]]);
}

function stepTitle(ctx, view) {
  if (view.phase === "send") return ctx.tr("IntrigeWords", "Step 3: sending scholars");
  const stage = {
    calm: () => ctx.tr("IntrigeWords", "no conflict"),
    external: () => ctx.tr("IntrigeWords", "external conflict"),
    internal: () => ctx.tr("IntrigeWords", "internal conflict"),
  }[view.stage];
  return ctx.tr("IntrigeWords", "Step 2: admitting applicants ({0})", [stage ? stage() : ""]);
}

// --- the state of the admission, read from the view ------------------------------------------
/** The slot whose bribe is paid next: an internal conflict's incumbent first (stages.py). */
function bribeDue(view) {
  if (view.incumbent && view.incumbent.bribe < 0) return view.incumbent;
  return view.applicants.find((slot) => slot.bribe < 0) ?? null;
}

/** The index of the applicant the landlord decides now, or -1 (state.py, current_applicant:
 * an external conflict group by group in profession order, else the first). */
function decidingIndex(view) {
  if (view.phase !== "place" || !view.applicants.length) return -1;
  if (view.stage !== "external") return 0;
  let best = 0;
  view.applicants.forEach((slot, index) => {
    if (professionOf(slot.scholar) < professionOf(view.applicants[best].scholar)) best = index;
  });
  return best;
}

/** What ``seat`` is about to decide, in a few public words (IntrigeTableWindow). */
function stepWords(ctx, view, seat) {
  const names = ctx.names;
  if (view.phase === "bribe") {
    return ctx.tr("IntrigeTableWindow", "{0}'s bribe to {1}", [names[seat], names[view.landlord]]);
  }
  if (view.phase === "place") {
    const deciding = view.applicants[decidingIndex(view)];
    return ctx.tr("IntrigeTableWindow", "{0} decides where {1} goes", [names[seat],
      deciding ? scholarWords(ctx, deciding.scholar) : "?"]);
  }
  return ctx.tr("IntrigeTableWindow", "{0} sends scholars", [names[seat]]);
}

function status(s, ctx) {
  const view = s.view;
  if (s.over || view.to_move === null) return "";
  return stepWords(ctx, view, view.to_move);
}

/** The game so far (ui/intrige/log.py): rounds as headings, and the final income with where
 * it comes from. */
function log(s, ctx) {
  const view = s.view;
  const lines = [];
  const final = view.phase === "over" ? view.log.length - view.players : view.log.length;
  // A round begins with the starting player's turn; count back from the round the table is in.
  let round = view.round - view.log.filter((e) => e.$ === "Turn" && e.seat === view.start).length;
  let landlord = view.start;
  const first = view.log[0];
  if (first && first.$ === "Turn" && first.seat !== view.start) {
    lines.push(ctx.tr("IntrigeLog", "Round {0}", [round]));
  }
  view.log.forEach((entry, index) => {
    if (index === final) {
      lines.push(ctx.tr("IntrigeLog", "After round 5 everyone collects once more:"));
    }
    if (entry.$ === "Turn") {
      landlord = entry.seat;
      if (entry.seat === view.start) {
        round += 1;
        lines.push(ctx.tr("IntrigeLog", "Round {0}", [round]));
      }
    }
    lines.push(index >= final && entry.$ === "Income"
      ? incomeWords(ctx, view, entry.seat, entry.amount) : describe(ctx, entry, landlord));
  });
  return lines;
}

// --- the legal actions, read -------------------------------------------------------------------
/** One legal text in Intrige's notation, as {seat, verb, ...}; null for a text this page does
 * not know. */
export function parseAction(text) {
  let found = /^p([1-5]) bribe (\d+)(?: for (\d+))?$/.exec(text);
  if (found) {
    const request = found[3] === undefined ? null : Number(found[3]);
    if (request !== null && !SUITES.includes(request)) return null;
    return { seat: Number(found[1]) - 1, verb: "bribe", amount: Number(found[2]), request };
  }
  found = /^p([1-5]) place p([1-5]) ([a-z]+) (\d+)$/.exec(text);
  if (found) {
    const profession = PROFESSIONS.indexOf(found[3]);
    const suite = Number(found[4]);
    if (profession < 0 || !SUITES.includes(suite)) return null;
    return { seat: Number(found[1]) - 1, verb: "place",
      scholar: (Number(found[2]) - 1) * 4 + profession, suite };
  }
  found = /^p([1-5]) island p([1-5]) ([a-z]+)$/.exec(text);
  if (found) {
    const profession = PROFESSIONS.indexOf(found[3]);
    if (profession < 0) return null;
    return { seat: Number(found[1]) - 1, verb: "island",
      scholar: (Number(found[2]) - 1) * 4 + profession };
  }
  found = /^p([1-5]) send ([a-z]+) to p([1-5])$/.exec(text);
  if (found) {
    const profession = PROFESSIONS.indexOf(found[2]);
    if (profession < 0) return null;
    return { seat: Number(found[1]) - 1, verb: "send", profession,
      castle: Number(found[3]) - 1 };
  }
  return null;
}

// --- the decision ----------------------------------------------------------------------------
function decision(s, ctx) {
  const view = s.view;
  const parsed = s.legal.map((text) => ({ text, action: parseAction(text) }))
    .filter((entry) => entry.action);
  if (view.phase === "bribe") return bribeDecision(ctx, view, parsed);
  if (view.phase === "place") return placeDecision(ctx, view, parsed);
  return sendDecision(ctx, view, parsed);
}

/** What the payer is asked (ui/intrige/prompt.py, bribe_question). */
function bribeQuestion(ctx, view) {
  const due = bribeDue(view);
  if (!due) return "";
  const landlord = ctx.names[view.landlord];
  const profession = professionName(ctx, professionOf(due.scholar));
  const money = ducats(ctx, view.money ?? 0);
  if (view.incumbent && due === view.incumbent) {
    return ctx.tr("IntrigePrompt",
      "Your {0} lives in {1}'s {2} suite and is challenged: bribe {1} to keep them (you have {3}).",
      [profession, landlord, ducats(ctx, view.contested), money]);
  }
  if (view.incumbent) {
    return ctx.tr("IntrigePrompt",
      "Your {0} applies at {1}'s castle, against {2} in the {3} suite: offer {1} a bribe (you have {4}).",
      [profession, landlord, scholarWords(ctx, view.incumbent.scholar),
        ducats(ctx, view.contested), money]);
  }
  return ctx.tr("IntrigePrompt",
    "Your {0} applies at {1}'s castle: offer {1} a bribe (you have {2}).",
    [profession, landlord, money]);
}

/** A bribe: the minimum at once, or an amount on a stepper over every legal amount (one
 * stepper without a wish, one for each suite a bribe may ask for). */
function bribeDecision(ctx, view, parsed) {
  const bribes = parsed.filter((entry) => entry.action.verb === "bribe")
    .sort((a, b) => a.action.amount - b.action.amount);
  const bank = (view.money ?? 0) < MIN_BRIBE;
  const step = ({ text, action }) => ({
    label: bank ? ctx.tr("IntrigeWords", "{0} (the bank pays)", [ducats(ctx, action.amount)])
      : ducatWords(ctx, action.amount),
    note: action.request === null ? ""
      : ctx.tr("IntrigeWords", "for the {0} suite", [ducats(ctx, action.request)]),
    action: text,
  });
  const choices = [];
  const plain = bribes.filter((entry) => entry.action.request === null);
  const minimum = plain.find((entry) => entry.action.amount === MIN_BRIBE);
  if (minimum) {
    choices.push({ label: ctx.tr("IntrigePrompt", "Offer the minimum (1,000)"),
      action: minimum.text, icon: coinIcon() });
  }
  // The stepper goes on from the minimum (offered at once above): one button per answer.
  const more = plain.filter((entry) => entry !== minimum);
  if (more.length) {
    choices.push({ label: ctx.tr("IntrigePrompt", "Offer a bribe…"), steps: more.map(step),
      start: more[0].text, icon: coinIcon() });
  }
  // The suites a bribe may ask for, in the castle's order (as the legal bribes list them).
  const wishes = [...new Set(parsed.map((entry) => entry.action.request)
    .filter((request) => request !== null && request !== undefined))];
  for (const suite of wishes) {
    const asking = bribes.filter((entry) => entry.action.request === suite);
    choices.push({ label: ctx.t("intrige.bribeAsking", { suite: ducats(ctx, suite) }),
      steps: asking.map(step), start: asking[0].text });
  }
  return { question: bribeQuestion(ctx, view), choices };
}

/** The landlord places the applicant in hand: a suite, or the Island. */
function placeDecision(ctx, view, parsed) {
  const slot = view.applicants[decidingIndex(view)];
  if (!slot) return { question: "", choices: [] };
  const who = scholarWords(ctx, slot.scholar);
  const offer = offerWords(ctx, slot.bribe, slot.request, slot.bank);
  const island = parsed.some((entry) => entry.action.verb === "island");
  let question;
  if (view.stage === "internal" && view.incumbent) {
    question = ctx.t("intrige.admitInstead", { who, offer, suite: ducats(ctx, view.contested),
      incumbent: scholarWords(ctx, view.incumbent.scholar),
      kept: offerWords(ctx, view.incumbent.bribe, null, view.incumbent.bank) });
  } else if (island) {
    question = ctx.t("intrige.placeOrIsland", { who, offer });
  } else {
    question = ctx.t("intrige.place", { who, offer });
  }
  const choices = parsed.map(({ text, action }) => {
    if (action.verb === "island") {
      return { label: ctx.tr("IntrigePrompt", "To the Island"), action: text,
        icon: islandIcon() };
    }
    const asked = action.suite === slot.request;
    return { label: ctx.tr("IntrigePrompt", "{0} suite", [ducats(ctx, action.suite)]),
      note: asked ? ctx.t("intrige.asked") : null, tone: asked ? "safe" : null,
      action: text };
  });
  return { question, choices };
}

/** Sending: a scholar of the supply, then the castle it applies at. */
function sendDecision(ctx, view, parsed) {
  const sends = parsed.filter((entry) => entry.action.verb === "send");
  const counts = view.supply[view.landlord];
  const professions = [...new Set(sends.map((entry) => entry.action.profession))];
  const choices = professions.map((profession) => ({
    label: ctx.tr("IntrigePrompt", "{0} ({1} left)", [professionName(ctx, profession),
      ctx.number(counts[profession])]),
    icon: tokenIcon(view.landlord * 4 + profession),
    choices: sends.filter((entry) => entry.action.profession === profession)
      .map(({ text, action }) => ({
        label: castleWords(ctx, action.castle),
        note: castleNote(ctx, view, action.castle, profession),
        tone: view.castles[action.castle].some((code) => code >= 0
          && professionOf(code) === profession) ? "danger" : null,
        action: text,
        icon: tokenIcon(view.landlord * 4 + profession),  // the scholar sent, seen confirming
      })),
  }));
  return { question: ctx.t("intrige.sendQuestion", { number: ctx.number(view.sent.length + 1) }),
    choices };
}

/** What a sender weighs about a castle, in a few words (the button is half the screen wide):
 * whether the profession already lives there (an internal conflict at that landlord's next
 * turn: the scholar gets in only by ousting the tenant), else the free suites. */
function castleNote(ctx, view, castle, profession) {
  if (view.castles[castle].some((code) => code >= 0 && professionOf(code) === profession)) {
    return ctx.t("intrige.alreadyThere", { profession: professionName(ctx, profession) });
  }
  const free = SUITES.filter((_value, index) => view.castles[castle][index] === EMPTY);
  return free.length
    ? ctx.t("intrige.freeSuites", { suites: free.map((v) => thousands(ctx, v)).join(" ") })
    : ctx.t("intrige.noFreeSuite");
}

// --- drawing -----------------------------------------------------------------------------------
/** An SVG element: ``svg("circle", {r: 3}, child, …)`` (the DOM helper makes HTML only). */
function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined && value !== false) node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** Symbols on a light disc are drawn dark, elsewhere light (Qt's lightness, over 140). */
function inkFor(colour) {
  const rgb = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return (Math.max(...rgb) + Math.min(...rgb)) / 2 > 140 ? "#3b2a00" : "#fdf6e3";
}

/** A scholar token: a disc in the owner's colour (``owner`` null: the legend's, nobody's)
 * with the profession's symbol, ``r`` in radius, at (x, y). */
function token(ctx, profession, owner, r, x, y, extra = {}) {
  const colour = owner === null ? NEUTRAL : SEAT_COLOURS[owner];
  const ring = extra.ring ?? null;
  return svg("g", { class: ["token", extra.dim && "dim"].filter(Boolean).join(" "),
    transform: `translate(${x} ${y})`, ...extra.data },
  ring ? svg("circle", { r: r + r * 0.22, fill: "none", stroke: ring,
    "stroke-width": r * 0.2 }) : null,
  svg("circle", { r, fill: colour, stroke: "#2b2118", "stroke-width": Math.max(1, r / 12) }),
  svg("path", { d: SYMBOLS[profession], transform: `scale(${r * 0.62})`, fill: inkFor(colour) }),
  extra.title ? svg("title", {}, extra.title) : null);
}

function scholarToken(ctx, code, r, x, y, extra = {}) {
  return token(ctx, professionOf(code), ownerOf(code), r, x, y,
    { title: scholarWords(ctx, code), ...extra });
}

/** A small picture for a button (``img-src`` allows ``data:``, and nothing from elsewhere). */
function picture(body, box = "-1 -1 2 2") {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="${SVG}" viewBox="${box}">${body}</svg>`)}`;
}

function tokenIcon(code) {
  const colour = SEAT_COLOURS[ownerOf(code)];
  return picture(`<circle r="0.92" fill="${colour}" stroke="#2b2118" stroke-width="0.08"/>`
    + `<path d="${SYMBOLS[professionOf(code)]}" transform="scale(0.62)" `
    + `fill="${inkFor(colour)}"/>`);
}

function islandIcon() {
  return picture(`<ellipse rx="0.98" ry="0.7" fill="#2c6f8f"/>`
    + `<ellipse rx="0.7" ry="0.45" fill="#e3cf97" stroke="#c2a964" stroke-width="0.06"/>`
    + `<path d="M0 0.2Q0.05 -0.3 0.1 -0.5M0.1 -0.5Q-0.2 -0.6 -0.4 -0.35M0.1 -0.5Q0.4 -0.6 `
    + `0.5 -0.3" fill="none" stroke="#2e6b3a" stroke-width="0.1"/>`);
}

function coinIcon() {
  return picture(`<circle r="0.9" fill="#e0b040" stroke="#7a5a00" stroke-width="0.1"/>`
    + `<circle r="0.62" fill="none" stroke="#7a5a00" stroke-width="0.07"/>`
    + `<path d="M-0.18 -0.35L0.18 -0.35L0.18 0.35L-0.18 0.35Z" fill="#7a5a00"/>`);
}

function crown(x, y, w) {
  const h = w * 0.7;
  return svg("path", { class: "crown", transform: `translate(${x} ${y})`, fill: GOLD,
    stroke: "#7a5a00", "stroke-width": 1.2,
    d: `M0 ${h}L0 ${h * 0.25}L${w * 0.28} ${h * 0.6}L${w * 0.5} 0L${w * 0.72} ${h * 0.6}`
      + `L${w} ${h * 0.25}L${w} ${h}Z` });
}

function text(x, y, words, size, attributes = {}) {
  return svg("text", { x, y, "font-size": size, "text-anchor": "middle", ...attributes }, words);
}

function shortName(name, most) {
  return name.length > most ? `${name.slice(0, most - 1)}…` : name;
}

// A castle as the app draws it (ui/intrige/scene.py, CastleItem), 320 wide: the name plate
// between two towers roofed in the owner's colour, the wall with its four suites (arched
// windows) and the scholars living there, the applicants in front, the owner's supply under.
const CASTLE_W = 320;
const SUITE_W = 66;
const SUITE_H = 72;
const SUITE_Y = 72;
const FRONT_Y = 186;
const FRONT_H = 78;
const SUPPLY_Y = FRONT_Y + FRONT_H + 17;

function castleDrawing(ctx, view, seat, marks, small) {
  const landlord = seat === view.landlord && view.phase !== "over";
  const font = small ? 1.75 : 1;  // a small castle is drawn at half the width: bigger letters
  const height = 310;
  const drawing = svg("svg", { class: ["castle", small ? "small" : "big", landlord && "landlord"]
    .filter(Boolean).join(" "), viewBox: `-24 -12 368 ${height}`, role: "img",
  "aria-label": castleWords(ctx, seat), "data-castle": seat });
  drawing.append(svg("rect", { x: -24, y: -12, width: 368, height, rx: 14, class: "felt" }));
  for (const x of [-14, CASTLE_W - 22]) {  // the towers and their roofs
    drawing.append(svg("rect", { x, y: 30, width: 36, height: 146, fill: "#a89a7a",
      stroke: "#6b604a", "stroke-width": 1.5 }));
    drawing.append(svg("path", { d: `M${x - 4} 32L${x + 18} -6L${x + 40} 32Z`,
      fill: SEAT_COLOURS[seat], stroke: "#2b2118", "stroke-width": 1.5 }));
  }
  for (let i = 0; i < 10; i += 1) {  // battlements
    drawing.append(svg("rect", { x: 4 + i * 32, y: 44, width: 20, height: 14, fill: "#b8ab8c",
      stroke: "#6b604a" }));
  }
  drawing.append(svg("rect", { x: 0, y: 56, width: CASTLE_W, height: 120, class: "wall",
    stroke: "#6b604a", "stroke-width": 1.5 }));
  // The name plate: the owner's colour, their name, the landlord's crown.
  drawing.append(svg("rect", { x: 24, y: 0, width: CASTLE_W - 48, height: 38, rx: 4,
    fill: "#f4ead2", stroke: landlord ? GOLD : "#6b5a3a", "stroke-width": landlord ? 4 : 1.5 }));
  drawing.append(svg("circle", { cx: 44, cy: 19, r: 10, fill: SEAT_COLOURS[seat],
    stroke: "#2b2118", "stroke-width": 1.2 }));
  const name = ctx.names[seat] ?? "?";
  const plate = seat === ctx.seat && !small ? `${shortName(name, 16)} (${ctx.t("game.you")})`
    : shortName(name, small ? 13 : 22);
  drawing.append(text(landlord ? 82 : 62, 19, plate, 17 * Math.min(font, 1.5),
    { "text-anchor": "start", "dominant-baseline": "central", "font-weight": 700,
      fill: "#2b2118", class: "name" }));
  if (landlord) {
    drawing.append(crown(58, 9, 18));
    drawing.lastChild.append(svg("title", {},
      ctx.tr("IntrigeTable", "{0} is the landlord this turn", [name])));
  }
  const contested = seat === view.landlord ? view.contested : null;
  SUITES.forEach((value, index) => {
    const code = view.castles[seat][index];
    const x = 14 + index * (SUITE_W + 11);
    const legal = marks.suites.has(value) && seat === view.landlord;
    const fought = value === contested;
    const arch = `M${x} ${SUITE_Y + SUITE_H}V${SUITE_Y + 22}A${SUITE_W / 2} 22 0 0 1 `
      + `${x + SUITE_W} ${SUITE_Y + 22}V${SUITE_Y + SUITE_H}Z`;
    drawing.append(svg("g", { class: ["suite", legal && "legal", fought && "contested"]
      .filter(Boolean).join(" "), "data-suite": value, "data-scholar": code },
    svg("path", { d: arch, class: "window" }),
    code >= 0 ? scholarToken(ctx, code, small ? 27 : 25, x + SUITE_W / 2,
      SUITE_Y + SUITE_H / 2 + 6) : null,
    svg("title", {}, code >= 0 ? ctx.tr("IntrigeTable", "{0} in the {1} suite",
      [scholarWords(ctx, code), ducats(ctx, value)]) : ducats(ctx, value))));
    drawing.append(text(x + SUITE_W / 2, SUITE_Y + SUITE_H + (small ? 24 : 17),
      small ? thousands(ctx, value) : ducats(ctx, value), 13 * font,
      { "font-weight": 700, fill: "#2b2118" }));
    if (fought && view.incumbent && !small) {
      drawing.append(text(x + SUITE_W / 2, SUITE_Y - 4, offerWords(ctx, view.incumbent.bribe,
        null, view.incumbent.bank), 12, { "font-weight": 700, class: "tag danger" }));
    }
  });
  front(ctx, view, seat, marks, small, drawing);
  supply(ctx, view, seat, small, drawing);
  return drawing;
}

/** The applicants in front of a castle: the stage in hand first, with their offers (in
 * thousands: eight share the front; the admission list above says each in full). */
function front(ctx, view, seat, marks, small, drawing) {
  drawing.append(svg("rect", { x: 0, y: FRONT_Y, width: CASTLE_W, height: FRONT_H, rx: 6,
    class: "front" }));
  const inStage = seat === view.landlord ? view.applicants : [];
  const waiting = view.waiting[seat];
  if (!inStage.length && !waiting.length) {
    drawing.append(text(CASTLE_W / 2, FRONT_Y + FRONT_H / 2,
      ctx.tr("IntrigeTable", "no applicants"),
      12 * (small ? 1.6 : 1), { "dominant-baseline": "central", class: "hint" }));
    return;
  }
  const count = inStage.length + waiting.length;
  const step = Math.min(small ? 44 : 42, (CASTLE_W - 56) / Math.max(1, count - 1));
  const due = bribeDue(view);
  const r = small ? 20 : 19;
  const y = FRONT_Y + 38;
  let x = 30;
  inStage.forEach((slot, index) => {
    const deciding = index === marks.deciding;
    const next = slot === due;
    drawing.append(scholarToken(ctx, slot.scholar, r, x, y, {
      ring: deciding || next ? GOLD : null,
      data: { "data-applicant": slot.scholar },
      title: `${scholarWords(ctx, slot.scholar)}: `
        + offerWords(ctx, slot.bribe, slot.request, slot.bank),
    }));
    let tag = "…";
    if (next) tag = small ? "?" : ctx.tr("IntrigeTable", "next");
    else if (slot.bribe >= 0) tag = thousands(ctx, slot.bribe);
    drawing.append(text(x, y + r + (small ? 22 : 15), tag, 12 * (small ? 1.5 : 1),
      { "font-weight": 700, class: "tag" }));
    if (slot.request !== null && slot.bribe >= 0 && !small) {
      drawing.append(text(x, y - r - 6, `→${thousands(ctx, slot.request)}`, 11,
        { class: "tag", "font-weight": 700 }));
    }
    x += step;
  });
  for (const code of waiting) {  // later stages, or the landlord's next turn: not yet bribed for
    drawing.append(scholarToken(ctx, code, r - 2, x, y, { dim: true,
      title: ctx.tr("IntrigeTable", "{0} waits to apply", [scholarWords(ctx, code)]) }));
    x += step;
  }
}

function supply(ctx, view, seat, small, drawing) {
  const r = 12;
  const gap = small ? 30 : 28;
  let x = small ? 22 : 76;
  if (!small) {
    drawing.append(text(4, SUPPLY_Y, ctx.tr("IntrigeTable", "supply"), 12,
      { "text-anchor": "start", "dominant-baseline": "central", class: "hint" }));
  }
  view.supply[seat].forEach((count, profession) => {
    for (let i = 0; i < count; i += 1) {
      drawing.append(token(ctx, profession, seat, r, x, SUPPLY_Y, {
        title: ctx.tr("IntrigeTable", "{0}'s {1} (in the supply)", [ctx.names[seat],
          professionName(ctx, profession)]) }));
      x += gap;
    }
    if (count) x += small ? 4 : 6;
  });
}

function islandDrawing(ctx, view) {
  const perRow = 10;
  const rows = Math.max(1, Math.ceil(view.island.length / perRow));
  const height = 62 + rows * 30;
  const drawing = svg("svg", { class: "island", viewBox: `0 0 368 ${height}`, role: "img",
    "aria-label": ctx.tr("IntrigeTable", "The Island") });
  drawing.append(svg("rect", { x: 0, y: 0, width: 368, height, rx: 14, fill: "#2c6f8f" }));
  drawing.append(svg("ellipse", { cx: 184, cy: height / 2 + 4, rx: 176, ry: height / 2 - 8,
    fill: "#e3cf97", stroke: "#c2a964", "stroke-width": 2 }));
  drawing.append(text(184, 26, ctx.tr("IntrigeTable", "The Island"), 16,
    { "font-weight": 700, fill: "#5b4519" }));
  view.island.forEach((code, index) => {
    const row = Math.floor(index / perRow);
    const column = index % perRow;
    const inRow = Math.min(perRow, view.island.length - row * perRow);
    drawing.append(scholarToken(ctx, code, 12, 184 + (column - (inRow - 1) / 2) * 30,
      54 + row * 30, { title: ctx.tr("IntrigeTable", "{0}: out of the game",
        [scholarWords(ctx, code)]) }));
  });
  return drawing;
}

function legend(ctx) {
  const { el } = ctx;
  return el("ul", { class: "intrige-legend" }, PROFESSIONS.map((_name, profession) =>
    el("li", {}, svg("svg", { viewBox: "-11 -11 22 22", class: "legend-token" },
      token(ctx, profession, null, 10, 0, 0)), professionName(ctx, profession))));
}

/** The admission in hand, in words: the stage, every applicant with the offer so far and the
 * one who bribes next (IntrigeTableWindow's side panel). */
function admission(ctx, view) {
  const { el } = ctx;
  if (view.stage === null) return null;
  const due = bribeDue(view);
  const deciding = decidingIndex(view);
  const slots = [...(view.incumbent ? [view.incumbent] : []), ...view.applicants];
  return el("section", { class: "intrige-admission", id: "admission" },
    el("p", { class: "stage" }, stageWords(ctx, view)),
    el("ul", {}, slots.map((slot) => {
      const decided = slot !== view.incumbent && view.applicants.indexOf(slot) === deciding;
      return el("li", { class: [slot === due && "due", decided && "deciding"] },
        svg("svg", { viewBox: "-13 -13 26 26", class: "legend-token" },
          scholarToken(ctx, slot.scholar, 10, 0, 0, { ring: slot === due ? GOLD : null })),
        el("span", {}, ctx.tr("IntrigeTableWindow", "{0}: {1}{2}", [
          scholarWords(ctx, slot.scholar), offerWords(ctx, slot.bribe, slot.request, slot.bank),
          slot === due ? ctx.tr("IntrigeTableWindow", " ← bribes next") : ""])));
    })));
}

/** The newest turn's income (after its "turn" entry), or round 1's word that there is none. */
function news(ctx, view) {
  let start = -1;
  view.log.forEach((entry, index) => { if (entry.$ === "Turn") start = index; });
  const income = start < 0 ? null : view.log.slice(start).find((e) => e.$ === "Income");
  if (income) return incomeWords(ctx, view, income.seat, income.amount);
  return ctx.tr("IntrigeTableWindow", "Round 1: no income yet. {0} is the landlord.",
    [ctx.names[view.landlord]]);
}

function panel(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  const me = ctx.seat;
  const over = view.phase === "over";
  const mine = !over && view.to_move === me && s.legal.length > 0;
  const marks = { suites: new Set(), deciding: decidingIndex(view) };
  if (mine && view.phase === "place") {
    for (const text of s.legal) {
      const action = parseAction(text);
      if (action && action.verb === "place") marks.suites.add(action.suite);
    }
  }
  const money = over ? view.final_money[me] : view.money;
  // The castle where the turn happens comes first (the landlord's: its suites, applicants and
  // offers are what every decision is about), then the player's own, then the rest clockwise.
  const focus = over ? me : view.landlord;
  const rest = Array.from({ length: view.players }, (_, i) => (me + 1 + i) % view.players)
    .filter((seat) => seat !== me && seat !== focus);
  const header = over
    ? ctx.tr("IntrigeTable", "The game is over after {0} rounds: {1}", [ROUNDS,
      s.result ? winnersWords(ctx, s.result.winners, view.final_money) : ""])
    : ctx.tr("IntrigeTable", "Round {0} of {1}  ·  {2} is the landlord  ·  {3}",
      [view.round, ROUNDS, ctx.names[view.landlord], stepTitle(ctx, view)]);
  return el("div", { class: "intrige" },
    el("div", { class: "intrige-purse" },
      el("span", { class: "money", id: "my-money", "data-money": money ?? "" },
        money === null || money === undefined ? "" : ducatWords(ctx, money)),
      el("span", { class: "note" }, over ? ctx.tr("IntrigeTable", "Money at the end")
        : ctx.tr("IntrigeTable", "Your money: nobody else sees it"))),
    el("p", { class: "intrige-band", id: "band" }, header),
    castleDrawing(ctx, view, focus, marks, false),
    over ? null : admission(ctx, view),
    mine && view.phase === "bribe" ? bribeRules(ctx, view) : null,
    over ? null : el("p", { class: "intrige-news", id: "news" }, news(ctx, view)),
    focus === me ? null : castleDrawing(ctx, view, me, marks, false),
    rest.length ? el("h2", {}, ctx.t("intrige.others")) : null,
    rest.length ? el("div", { class: "intrige-others" },
      rest.map((seat) => castleDrawing(ctx, view, seat, marks, true))) : null,
    islandDrawing(ctx, view),
    legend(ctx));
}

/** Beside the player's own bribe: what a bribe may be, and what a wish is worth
 * (ui/intrige/bribe.py). */
function bribeRules(ctx, view) {
  const { el } = ctx;
  const wishes = view.stage !== "internal";
  const binding = view.variants.includes("binding-promises");
  const purse = (view.money ?? 0) >= MIN_BRIBE
    ? ctx.tr("BribeDialog",
      "You have {0} ducats. Bribes are at least 1,000, in steps of 1,000, paid at once and open to the table.",
      [ducats(ctx, view.money)])
    : ctx.tr("BribeDialog", "You have nothing left: offer 1,000 and the bank pays it.");
  const wish = binding
    ? ctx.tr("BribeDialog",
      "Binding promises: if this applicant is admitted, they get the suite asked for (if still free).")
    : ctx.tr("BribeDialog",
      "A wish binds nobody: the landlord is free to place the applicant anywhere.");
  return el("div", { class: "intrige-rules note" },
    el("p", {}, purse), wishes ? el("p", {}, wish) : null);
}

// --- the end -------------------------------------------------------------------------------------
/** Places (equal money shares a place), each seat's final income and money
 * (IntrigeTableWindow's standings). */
function ending(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  if (!view.final_money) return null;
  const money = view.final_money;
  const incomes = new Map(view.log.slice(-view.players).filter((e) => e.$ === "Income")
    .map((e) => [e.seat, e.amount]));
  const order = money.map((_m, seat) => seat).sort((a, b) => money[b] - money[a]);
  let place = 0;
  const rows = order.map((seat, index) => {
    if (index === 0 || money[order[index - 1]] !== money[seat]) place = index + 1;
    return el("tr", { class: seat === ctx.seat && "mine" },
      el("td", {}, ctx.number(place)), el("td", {}, ctx.names[seat]),
      el("td", {}, ducats(ctx, incomes.get(seat) ?? 0)), el("td", {}, ducats(ctx, money[seat])));
  });
  return el("div", { class: "intrige-ending" },
    el("table", { class: "intrige-standings", id: "standings" },
      el("thead", {}, el("tr", {},
        el("th", {}, ctx.tr("IntrigeTableWindow", "Place")),
        el("th", {}, ctx.tr("IntrigeTableWindow", "Player")),
        el("th", {}, ctx.tr("IntrigeTableWindow", "Final income")),
        el("th", {}, ctx.tr("IntrigeTableWindow", "Money")))),
      el("tbody", {}, rows)));
}

export default { status, log, panel, decision, ending };
