// Coup on a phone: the player's influence face up to them alone, their coins, every seat's
// coins and cards (face down counted, lost ones named), the claim or block standing, and the
// player's decision as big buttons built from the view's legal actions (docs/coup.md,
// *Notation*: "p1 steal p3", "p2 block captain", "p1 keep duke contessa").
//
// Every sentence is the app's own (ui/coup/: the CoupCard, CoupPrompt, CoupLog, CoupTable and
// CoupResponses catalogues), looked up by its English source, so a phone says what the app
// says, in the same language. The view's classes are companion/coup/views.py's.

import { enumValue } from "../js/wire.js";

// companion/coup/cards.py, actions.py and phases.py, by number.
const CHARACTERS = ["duke", "assassin", "captain", "ambassador", "contessa", "inquisitor"];
const DUKE = 0;
const KINDS = ["income", "foreign aid", "coup", "tax", "assassinate", "steal", "exchange",
  "examine", "convert", "embezzle"];
const [INCOME, FOREIGN_AID, COUP, TAX, ASSASSINATE, STEAL, EXCHANGE, EXAMINE, CONVERT,
  EMBEZZLE] = KINDS.keys();
const CLAIMS = [-1, -1, -1, 0, 1, 2, 3, 5, -1, 0];
const PHASE = { PICK: 0, SIDE: 1, ACTION: 2, CHALLENGE: 3, BLOCK: 4, BLOCK_CHALLENGE: 5,
  PROVE: 6, LOSE: 7, EXCHANGE: 8, SHOW: 9, VERDICT: 10, OVER: 11 };
const K_CLAIM_STANDS = 1;
const K_BLOCKED = 3;
// The turn menu's order (ui/coup/prompt.py, turn_kinds).
const MENU = [INCOME, FOREIGN_AID, TAX, EXCHANGE, STEAL, EXAMINE, ASSASSINATE, COUP, EMBEZZLE,
  CONVERT];

// --- words -----------------------------------------------------------------------------------
function characterName(ctx, card) {
  const names = {
    0: ctx.tr("CoupCard", "Duke"), 1: ctx.tr("CoupCard", "Assassin"),
    2: ctx.tr("CoupCard", "Captain"), 3: ctx.tr("CoupCard", "Ambassador"),
    4: ctx.tr("CoupCard", "Contessa"), 5: ctx.tr("CoupCard", "Inquisitor"),
  };
  return names[card] ?? "?";
}

function cardText(ctx, card) {
  return {
    0: [ctx.tr("CoupCard", "Tax: take 3 coins"), ctx.tr("CoupCard", "Blocks Foreign Aid")],
    1: [ctx.tr("CoupCard", "Pay 3 coins: assassinate"), ""],
    2: [ctx.tr("CoupCard", "Steal 2 coins from a player"), ctx.tr("CoupCard", "Blocks stealing")],
    3: [ctx.tr("CoupCard", "Exchange: draw 2, return 2"), ctx.tr("CoupCard", "Blocks stealing")],
    4: ["", ctx.tr("CoupCard", "Blocks assassination")],
    5: [ctx.tr("CoupCard", "Exchange 1, or examine a card"), ctx.tr("CoupCard", "Blocks stealing")],
  }[card] ?? ["", ""];
}

function allegianceName(ctx, side) {
  return side === 0 ? ctx.tr("CoupTable", "Loyalist") : ctx.tr("CoupTable", "Reformist");
}

function swapper(ctx, view, context) {
  return view.inquisitor ? ctx.tr(context, "Inquisitor") : ctx.tr(context, "Ambassador");
}

function kindLabel(ctx, kind, view, selfConvert) {
  const labels = {
    [INCOME]: () => ctx.tr("CoupPrompt", "Income (+1)"),
    [FOREIGN_AID]: () => ctx.tr("CoupPrompt", "Foreign Aid (+2)"),
    [COUP]: () => ctx.tr("CoupPrompt", "Coup (pay 7)…"),
    [TAX]: () => ctx.tr("CoupPrompt", "Tax — Duke (+3)"),
    [ASSASSINATE]: () => ctx.tr("CoupPrompt", "Assassinate — Assassin (pay 3)…"),
    [STEAL]: () => ctx.tr("CoupPrompt", "Steal — Captain…"),
    [EXCHANGE]: () => ctx.tr("CoupPrompt", "Exchange — {0}", [swapper(ctx, view, "CoupPrompt")]),
    [EXAMINE]: () => ctx.tr("CoupPrompt", "Examine — Inquisitor…"),
    [CONVERT]: () => selfConvert ? ctx.tr("CoupPrompt", "Convert myself (pay 1)")
      : ctx.tr("CoupPrompt", "Convert a player (pay 2)…"),
    [EMBEZZLE]: () => ctx.tr("CoupPrompt", "Embezzle — no Duke"),
  };
  return labels[kind]();
}

/** One sentence for one log entry (ui/coup/words.py, describe). */
function describe(ctx, entry, view) {
  const names = ctx.names;
  const who = names[entry.seat] ?? "?";
  const cards = (list) => list.length
    ? list.map((card) => characterName(ctx, card)).join(ctx.tr("CoupLog", " and "))
    : ctx.tr("CoupLog", "nothing");
  switch (entry.$) {
    case "Declare": {
      const target = entry.target >= 0 ? names[entry.target] : "";
      if (entry.kind === CONVERT && entry.target === entry.seat) {
        return ctx.tr("CoupLog", "{0} pays 1 coin to the Treasury Reserve to change allegiance.", [who]);
      }
      const params = [who, target, swapper(ctx, view, "CoupLog")];
      const sentences = {
        [INCOME]: () => ctx.tr("CoupLog", "{0} takes Income (+1 coin).", params),
        [FOREIGN_AID]: () => ctx.tr("CoupLog", "{0} asks for Foreign Aid (+2 coins).", params),
        [COUP]: () => ctx.tr("CoupLog", "{0} pays 7 coins and launches a Coup against {1}.",
          params),
        [TAX]: () => ctx.tr("CoupLog", "{0} claims the Duke to collect Tax (+3 coins).", params),
        [ASSASSINATE]: () => ctx.tr("CoupLog",
          "{0} claims the Assassin and pays 3 coins to assassinate {1}.", params),
        [STEAL]: () => ctx.tr("CoupLog", "{0} claims the Captain to steal from {1}.", params),
        [EXCHANGE]: () => ctx.tr("CoupLog",
          "{0} claims the {2} to exchange cards with the Court deck.", params),
        [EXAMINE]: () => ctx.tr("CoupLog", "{0} claims the Inquisitor to examine a card of {1}.",
          params),
        [CONVERT]: () => ctx.tr("CoupLog", "{0} pays 2 coins to the Treasury Reserve to convert {1}.",
          params),
        [EMBEZZLE]: () => ctx.tr("CoupLog",
          "{0} claims to have no Duke and embezzles the Treasury Reserve.", params),
      };
      return (sentences[entry.kind] || (() => `${who}: ${KINDS[entry.kind]}`))();
    }
    case "Keep":
      return entry.seat === ctx.seat
        ? ctx.tr("CoupLog", "You keep {0} and return the rest to the Court deck.", [cards(entry.cards)])
        : ctx.tr("CoupLog", "{0} keeps {1} and returns the rest.", [who, cards(entry.cards)]);
    case "ShownHand":
      return ctx.tr("CoupLog", "{0} shows their hand ({1}): no Duke. The cards are shuffled back and replaced.", [who, cards(entry.cards)]);
    case "Secret":
      if (entry.what === "keep") return ctx.tr("CoupLog", "{0} returns cards to the Court deck (unseen).", [who]);
      if (entry.what === "show") {
        return ctx.tr("CoupLog", "{0} secretly shows a card to {1}.", [who, names[entry.target] ?? "?"]);
      }
      return ctx.tr("CoupLog", "{0} secretly keeps one card of their set.", [who]);
    case "Verdict":
      return entry.force ? ctx.tr("CoupLog", "{0} forces the examined card to be exchanged.", [who])
        : ctx.tr("CoupLog", "{0} gives the examined card back.", [who]);
    case "ChooseSide":
      return ctx.tr("CoupLog", "{0} chooses {1}; allegiances alternate clockwise.", [who,
        allegianceName(ctx, entry.allegiance)]);
    case "Pass": return ctx.tr("CoupLog", "{0} lets it pass.", [who]);
    case "Challenge": return ctx.tr("CoupLog", "{0} challenges!", [who]);
    case "Block": return ctx.tr("CoupLog", "{0} claims the {1} to block.", [who, characterName(ctx, entry.character)]);
    case "Reveal":
      return ctx.tr("CoupLog", "{0} reveals the {1}, shuffles it back and draws a new card.", [who,
        characterName(ctx, entry.character)]);
    case "Lose":
      return ctx.tr("CoupLog", "{0} loses an influence: the {1} is turned face up.", [who,
        characterName(ctx, entry.character)]);
    case "Show":
      return ctx.tr("CoupLog", "{0} shows the {1} to the Inquisitor.", [who, characterName(ctx, entry.character)]);
    case "Pick":
      return ctx.tr("CoupLog", "{0} keeps the {1} from their set.", [who, characterName(ctx, entry.character)]);
    default:
      return `${who}: ${entry.$}`;
  }
}

/** What the table is waiting for, in words everyone may hear (coming_next and
 * open_question in ui/coup/). */
function status(s, ctx) {
  const view = s.view;
  if (s.over || view.to_move === null) return "";
  const names = ctx.names;
  const who = names[view.to_move];
  const phase = enumValue(view.phase);
  switch (phase) {
    case PHASE.PROVE: {
      if (view.kind === EMBEZZLE && view.blocker < 0) {
        return ctx.tr("CoupLog", "{0} is challenged: show a hand without a Duke, or concede.", [who]);
      }
      const claim = view.blocker >= 0 ? view.block_char : view.claimed;
      return ctx.tr("CoupLog", "{0} is challenged: reveal the {1}, or concede.", [who, characterName(ctx, claim)]);
    }
    case PHASE.VERDICT:
      return ctx.tr("CoupLog", "{0} has seen a card of {1}: give it back, or force an exchange.", [who,
        names[view.target]]);
    case PHASE.ACTION: return ctx.tr("CoupLog", "{0}'s turn: choose an action.", [who]);
    case PHASE.LOSE: return ctx.tr("CoupLog", "{0} loses an influence: choose the card to turn face up.", [who]);
    case PHASE.EXCHANGE: return ctx.tr("CoupLog", "{0} exchanges: choose the cards to keep.", [who]);
    case PHASE.SHOW: return ctx.tr("CoupLog", "{0} is examined: choose a card to show.", [who]);
    case PHASE.SIDE: return ctx.tr("CoupLog", "{0} chooses an allegiance.", [who]);
    case PHASE.PICK: return ctx.tr("CoupLog", "{0} keeps one card of their set.", [who]);
    case PHASE.CHALLENGE:
    case PHASE.BLOCK:
    case PHASE.BLOCK_CHALLENGE:
      return openQuestion(ctx, view);
    default: return "";
  }
}

function openQuestion(ctx, view) {
  const last = [...view.log].reverse().find((entry) => entry.$ === "Declare" || entry.$ === "Block");
  if (!last) return "";
  const said = describe(ctx, last, view);
  const phase = enumValue(view.phase);
  if (phase === PHASE.BLOCK_CHALLENGE) {
    return ctx.tr("CoupResponses", "{0} Does anyone challenge the block?", [said]);
  }
  if (phase === PHASE.CHALLENGE) return ctx.tr("CoupResponses", "{0} Does anyone challenge?", [said]);
  if (view.kind === FOREIGN_AID) {
    return ctx.tr("CoupResponses", "{0} Does anyone block it with a Duke?", [said]);
  }
  return ctx.tr("CoupResponses", "{0} Does {1} block it?", [said, ctx.names[view.target]]);
}

/** What the deciding player is asked (ui/coup/prompt.py, question). */
function question(ctx, view) {
  const names = ctx.names;
  const actor = names[view.actor];
  switch (enumValue(view.phase)) {
    case PHASE.ACTION: {
      const coins = view.seats[view.player].coins;
      return coins >= 10 ? ctx.tr("CoupPrompt", "Your turn. With %n coin(s) you must Coup.", [], coins)
        : ctx.tr("CoupPrompt", "Your turn (%n coin(s)). Choose an action.", [], coins);
    }
    case PHASE.CHALLENGE:
      if (view.kind === EMBEZZLE) {
        return ctx.tr("CoupPrompt", "{0} claims to have no Duke to embezzle. Challenge?", [actor]);
      }
      return ctx.tr("CoupPrompt", "{0}. Challenge?", [claimPhrase(ctx, view)]);
    case PHASE.BLOCK:
      if (view.target === view.player) return ctx.tr("CoupPrompt", "{0}. Block?", [claimPhrase(ctx, view)]);
      return ctx.tr("CoupPrompt", "{0} asks for Foreign Aid. Block with a Duke?", [actor]);
    case PHASE.BLOCK_CHALLENGE: {
      const sentences = {
        [FOREIGN_AID]: ctx.tr("CoupPrompt", "{0} claims the {1} to block {2} Foreign Aid."),
        [STEAL]: ctx.tr("CoupPrompt", "{0} claims the {1} to block {2} steal."),
        [ASSASSINATE]: ctx.tr("CoupPrompt", "{0} claims the {1} to block {2} assassination."),
      };
      const whose = view.actor === view.player ? ctx.tr("CoupPrompt", "your") : ctx.tr("CoupPrompt", "{0}'s", [actor]);
      return ctx.tr("CoupPrompt", "{0} Challenge the block?", [fillPositional(sentences[view.kind],
        [names[view.blocker], characterName(ctx, view.block_char), whose])]);
    }
    case PHASE.PROVE: {
      const challenger = names[view.challenger];
      if (view.kind === EMBEZZLE && view.blocker < 0) {
        if (view.my_cards.includes(DUKE)) {
          return ctx.tr("CoupPrompt", "{0} challenges: holding a Duke, you must concede. Which card do you turn face up?", [challenger]);
        }
        return ctx.tr("CoupPrompt", "{0} challenges: prove you have no Duke, or concede.", [challenger]);
      }
      const card = view.blocker >= 0 ? view.block_char : view.claimed;
      if (!view.my_cards.includes(card)) {
        return ctx.tr("CoupPrompt", "{0} challenges your {1}: you cannot reveal it. Which card do you turn face up?", [challenger, characterName(ctx, card)]);
      }
      return ctx.tr("CoupPrompt", "{0} challenges your {1}. Reveal it, or concede an influence.", [challenger,
        characterName(ctx, card)]);
    }
    case PHASE.LOSE: return loseQuestion(ctx, view);
    case PHASE.EXCHANGE: {
      const note = [...view.notes].reverse().find((entry) => entry[0] === "exchange");
      const drawn = note ? note[1] : [];
      const keep = view.my_cards.length === 1 ? ctx.tr("CoupPrompt", "Keep one card; the others go back.")
        : ctx.tr("CoupPrompt", "Keep two cards; the others go back.");
      return ctx.tr("CoupPrompt", "Exchange: you drew {0}. {1}", [drawn.map((card) => characterName(ctx, card)).join(" + "), keep]);
    }
    case PHASE.SHOW: return ctx.tr("CoupPrompt", "{0} examines you: choose a card to show.", [actor]);
    case PHASE.VERDICT:
      return ctx.tr("CoupPrompt", "{0} shows you the {1}. Give it back or force an exchange?", [names[view.target],
        characterName(ctx, view.shown)]);
    case PHASE.SIDE: return ctx.tr("CoupPrompt", "Choose your allegiance; the others alternate clockwise.");
    case PHASE.PICK: return ctx.tr("CoupPrompt", "Keep one card of your set; the rest leave the game.");
    default: return "";
  }
}

function fillPositional(template, params) {
  return template.replace(/\{(\d+)\}/g, (whole, n) => params[Number(n)] ?? whole);
}

function loseQuestion(ctx, view) {
  const names = ctx.names;
  const which = ctx.tr("CoupPrompt", "Which card do you turn face up?");
  if (view.challenger === view.player
      && (view.after_loss === K_CLAIM_STANDS || view.after_loss === K_BLOCKED)) {
    const blocked = view.after_loss === K_BLOCKED;
    return ctx.tr("CoupPrompt", "{0} revealed the {1}: your challenge failed. {2}", [names[blocked ? view.blocker : view.actor],
      characterName(ctx, blocked ? view.block_char : view.claimed), which]);
  }
  if (view.kind === COUP) return ctx.tr("CoupPrompt", "{0} launches a Coup against you. {1}", [names[view.actor], which]);
  if (view.kind === ASSASSINATE) return ctx.tr("CoupPrompt", "{0} assassinates you. {1}", [names[view.actor], which]);
  return ctx.tr("CoupPrompt", "You lose an influence. {0}", [which]);
}

function claimPhrase(ctx, view) {
  const names = ctx.names;
  const target = view.target === view.player ? ctx.tr("CoupPrompt", "you")
    : (view.target >= 0 ? names[view.target] : "");
  const params = [names[view.actor], target, swapper(ctx, view, "CoupPrompt")];
  const phrases = {
    [TAX]: () => ctx.tr("CoupPrompt", "{0} claims the Duke to collect Tax (+3)", params),
    [ASSASSINATE]: () => ctx.tr("CoupPrompt", "{0} claims the Assassin to assassinate {1}", params),
    [STEAL]: () => ctx.tr("CoupPrompt", "{0} claims the Captain to steal from {1}", params),
    [EXCHANGE]: () => ctx.tr("CoupPrompt", "{0} claims the {2} to exchange cards", params),
    [EXAMINE]: () => ctx.tr("CoupPrompt", "{0} claims the Inquisitor to examine a card of {1}",
      params),
  };
  return (phrases[view.kind] || (() => ""))();
}

// --- the legal actions, read -------------------------------------------------------------------
/** One legal text in Coup's notation, as {seat, verb, kind, target, cards, ...}; null for a
 * text this page does not know (it is still offered, in notation). */
export function parseAction(text) {
  const found = /^p(\d+) (.+)$/.exec(text);
  if (!found) return null;
  const seat = Number(found[1]) - 1;
  const rest = found[2];
  const character = (word) => CHARACTERS.indexOf(word);
  for (const [kind, word] of KINDS.entries()) {
    if (rest === word) return { seat, verb: "declare", kind, target: -1 };
    const aimed = new RegExp(`^${word} p(\\d+)$`).exec(rest);
    if (aimed) return { seat, verb: "declare", kind, target: Number(aimed[1]) - 1 };
  }
  const words = rest.split(" ");
  const [verb, ...more] = words;
  if (rest === "pass" || rest === "challenge") return { seat, verb };
  if (rest === "reveal hand") return { seat, verb: "reveal hand" };
  if (rest === "give back") return { seat, verb: "verdict", force: false };
  if (rest === "force exchange") return { seat, verb: "verdict", force: true };
  if (["block", "reveal", "lose", "show", "pick"].includes(verb) && more.length === 1
      && character(more[0]) >= 0) {
    return { seat, verb, character: character(more[0]) };
  }
  if (verb === "keep" && more.length && more.every((word) => character(word) >= 0)) {
    return { seat, verb, cards: more.map(character) };
  }
  if (verb === "choose" && (more[0] === "loyalist" || more[0] === "reformist")) {
    return { seat, verb, allegiance: more[0] === "loyalist" ? 0 : 1 };
  }
  return null;
}

function emblem(ctx, card) {
  return { icon: ctx.art("coup", `${CHARACTERS[card]}.svg`), iconClass: `c-${CHARACTERS[card]}` };
}

/** The decision: the question and the legal actions as big buttons, grouped as the app's
 * panel groups them (an action, then its target). */
function decision(s, ctx) {
  const view = s.view;
  const phase = enumValue(view.phase);
  const parsed = s.legal.map((text) => ({ text, action: parseAction(text) }))
    .filter((entry) => entry.action);
  const choices = [];
  if (phase === PHASE.ACTION) {
    for (const kind of MENU) {
      const mine = parsed.filter((entry) => entry.action.verb === "declare"
        && entry.action.kind === kind);
      const plain = mine.filter((entry) => entry.action.target < 0
        || entry.action.target === view.player);
      const aimed = mine.filter((entry) => entry.action.target >= 0
        && entry.action.target !== view.player);
      const tone = kind === COUP || kind === ASSASSINATE ? "danger" : null;
      for (const entry of plain) {
        choices.push({ label: kindLabel(ctx, kind, view, kind === CONVERT), action: entry.text,
          tone, ...(CLAIMS[kind] >= 0 ? emblem(ctx, CLAIMS[kind] === 3 && view.inquisitor ? 5
            : CLAIMS[kind]) : {}) });
      }
      if (aimed.length) {
        choices.push({ label: kindLabel(ctx, kind, view, false), tone,
          ...(CLAIMS[kind] >= 0 && kind !== EMBEZZLE ? emblem(ctx, CLAIMS[kind]) : {}),
          choices: aimed.map((entry) => targetChoice(ctx, view, entry, tone)) });
      }
    }
  }
  for (const { text, action } of parsed) {
    if (action.verb === "declare") continue;
    choices.push(answerChoice(ctx, view, phase, text, action));
  }
  // Speaking up first, letting it pass last (as the app's panel).
  choices.sort((a, b) => (a.pass === true) - (b.pass === true));
  return { question: question(ctx, view), choices };
}

function targetChoice(ctx, view, entry, tone) {
  const seat = view.seats[entry.action.target];
  return {
    label: ctx.names[entry.action.target],
    note: `${ctx.tr("CoupTable", "{0}: %n coin(s)", [""], seat.coins).replace(/^:\s*/, "")}`
      + ` · ${"🂠".repeat(seat.face_down)}`,
    action: entry.text,
    tone,
  };
}

function answerChoice(ctx, view, phase, text, action) {
  const name = (card) => characterName(ctx, card);
  switch (action.verb) {
    case "pass": return { label: ctx.tr("CoupPrompt", "Let it pass"), action: text, tone: "safe", pass: true };
    case "challenge": return { label: ctx.tr("CoupPrompt", "Challenge!"), action: text, tone: "danger" };
    case "block":
      return { label: ctx.tr("CoupPrompt", "Block with the {0}", [name(action.character)]), action: text,
        ...emblem(ctx, action.character) };
    case "reveal":
      return { label: ctx.tr("CoupPrompt", "Reveal the {0}", [name(action.character)]), action: text, tone: "safe",
        ...emblem(ctx, action.character) };
    case "reveal hand": return { label: ctx.tr("CoupPrompt", "Reveal my whole hand (no Duke)"), action: text };
    case "lose":
      return { label: phase === PHASE.PROVE ? ctx.tr("CoupPrompt", "Concede: lose the {0}", [name(action.character)])
        : ctx.tr("CoupPrompt", "Lose the {0}", [name(action.character)]), action: text, tone: "danger",
      ...emblem(ctx, action.character) };
    case "keep":
      return { label: ctx.tr("CoupPrompt", "Keep {0}", [action.cards.map(name).join(" + ")]), action: text,
        tone: sameCards(action.cards, view.my_cards) ? "safe" : null };
    case "show":
      return { label: ctx.tr("CoupPrompt", "Show the {0}", [name(action.character)]), action: text,
        ...emblem(ctx, action.character) };
    case "verdict":
      return { label: action.force ? ctx.tr("CoupPrompt", "Force an exchange") : ctx.tr("CoupPrompt", "Give it back"), action: text };
    case "choose": return { label: allegianceName(ctx, action.allegiance), action: text };
    case "pick":
      return { label: ctx.tr("CoupPrompt", "Keep the {0}", [name(action.character)]), action: text,
        ...emblem(ctx, action.character) };
    default: return { label: text, action: text };
  }
}

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().every((card, i) => card === [...b].sort()[i]);
}

// --- the panel -----------------------------------------------------------------------------------
function speech(ctx, view, seat) {
  const phase = enumValue(view.phase);
  if (view.kind < 0 || view.winner >= 0) return "";
  if (seat === view.challenger && (phase === PHASE.PROVE || phase === PHASE.LOSE)) {
    return ctx.tr("CoupTable", "Challenge!");
  }
  if (seat === view.blocker) {
    return ctx.tr("CoupTable", "Blocks: {0}", [characterName(ctx, view.block_char)]);
  }
  if (seat === view.actor) {
    if (view.kind === EMBEZZLE) return ctx.tr("CoupTable", "No Duke!");
    if (view.kind === FOREIGN_AID) return ctx.tr("CoupTable", "Foreign Aid (+2)");
    if (view.claimed >= 0) {
      return ctx.tr("CoupTable", "I am the {0}", [characterName(ctx, view.claimed)]);
    }
  }
  return "";
}

function card(ctx, character, lost) {
  const [action, block] = cardText(ctx, character);
  const { el } = ctx;
  return el("div", { class: ["coup-card", `c-${CHARACTERS[character]}`, lost && "lost"],
    "data-card": CHARACTERS[character] },
  el("span", { class: "ribbon" }, lost ? ctx.tr("CoupCard", "LOST") : ctx.tr("CoupCard", "yours")),
  el("img", { src: ctx.art("coup", `${CHARACTERS[character]}.svg`), alt: "" }),
  el("span", { class: "name" }, characterName(ctx, character)),
  action ? el("span", { class: "text" }, action) : null,
  block ? el("span", { class: "text" }, block) : null);
}

function panel(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  const me = view.seats[ctx.seat];
  const phase = enumValue(view.phase);
  const claim = view.kind >= 0 && !s.over
    ? [...view.log].reverse().find((entry) => entry.$ === "Declare") : null;
  const open = [PHASE.CHALLENGE, PHASE.BLOCK, PHASE.BLOCK_CHALLENGE].includes(phase);
  return el("div", { class: "coup" },
    el("h2", {}, ctx.t("coup.influence")),
    el("div", { class: "coup-hand", id: "hand" },
      view.my_cards.map((character) => card(ctx, character, false)),
      me.revealed.map((character) => card(ctx, character, true))),
    el("div", { class: "coup-mine" },
      el("span", { class: "coins", id: "my-coins" },
        ctx.tr("CoupTable", "{0}: %n coin(s)", [ctx.names[ctx.seat]], me.coins)),
      me.allegiance >= 0 ? el("span", {}, allegianceName(ctx, me.allegiance)) : null),
    claim ? el("p", { class: "coup-claim", id: "claim" }, describe(ctx, claim, view)) : null,
    open && view.responders.length > 1 ? el("p", { class: "note" }, ctx.t("coup.stillAsked",
      { names: view.responders.map((seat) => ctx.names[seat]).join(", ") })) : null,
    el("h2", {}, ctx.t("coup.table")),
    el("ul", { class: "coup-seats", id: "seats" },
      view.seats.map((seat) => seatRow(ctx, view, seat, s))),
    el("p", { class: "coup-bank" },
      el("span", {}, ctx.tr("CoupTable", "Court deck: %n card(s)", [], view.deck_size)),
      el("span", {}, ctx.tr("CoupTable", "Treasury: %n coin(s)", [], view.treasury)),
      view.reformation ? el("span", {},
        ctx.tr("CoupTable", "Treasury Reserve: %n coin(s)", [], view.reserve)) : null));
}

function seatRow(ctx, view, seat, s) {
  const { el } = ctx;
  const name = ctx.names[seat.seat] ?? "?";
  const said = speech(ctx, view, seat.seat);
  const deciding = !s.over && view.to_move === seat.seat;
  const aimed = view.kind >= 0 && !s.over && view.target === seat.seat;
  return el("li", { class: ["coup-seat", deciding && "deciding", aimed && "target",
    !seat.alive && "out"], "data-seat": seat.seat },
  el("span", { class: "who" }, seat.seat === ctx.seat ? `${name} (${ctx.t("game.you")})` : name,
    seat.allegiance >= 0 ? ` · ${allegianceName(ctx, seat.allegiance)}` : "",
    aimed ? ` · ${ctx.tr("CoupTable", "target")}` : ""),
  el("span", { class: "count coins" }, ctx.number(seat.coins)),
  el("span", { class: "cards" },
    !seat.alive ? el("span", { class: "note" }, ctx.tr("CoupTable", "exiled")) : null,
    Array.from({ length: seat.face_down }, () => el("span", { class: "back-card",
      title: ctx.tr("CoupCard", "Face-down card") })),
    seat.revealed.map((character) => el("span", { class: ["chip", `c-${CHARACTERS[character]}`] },
      characterName(ctx, character)))),
  said ? el("span", { class: "speech" }, `“${said}”`) : null);
}

function log(s, ctx) {
  return s.view.log.map((entry) => describe(ctx, entry, s.view));
}

export default { status, log, panel, decision };
