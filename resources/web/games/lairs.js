// Lairs on a phone: the player's map sheet of the other player's dungeon (a 6×6 board: Unknown
// cells in the dark, the walls and features the Builder told, this turn's trail, the pawn),
// their own dungeon with the other explorer on it, the energy mat, achievements, treasures and
// the display, and the decision as big buttons built from the view's legal actions
// (docs/lairs-play.md, *Notation*: "creep E4 fb", "check 2 fb cb", "conserve fq", "take
// moon-shard", "faceup a b c d").
//
// The map is where a move is chosen: the cells a legal move reaches are lit, and a tap on one
// opens the decision bar at that cell's moves (ctx.open), then its payments. Every move is in
// the bar too ("Move to a cell…"), so that nothing needs the map.
//
// Sentences are the app's own wherever it has them (ui/lairs/explorer/: the LairsGameWindow,
// LairsExplorer, EnergyMatWidget, AchievementsRow, LairsTableLog and LairsEnding catalogues);
// the game's log lines are messages the server sends, said with ctx.message. The view's classes
// are companion/lairs/game.py's PlayerView and views.py's ExplorerView, BuilderView.

import { enumValue } from "../js/wire.js";

// The game's own look, kept beside its page (loaded once, from this server: 'self').
if (!document.querySelector("link[data-game='lairs']")) {
  const sheet = Object.assign(document.createElement("link"), { rel: "stylesheet",
    href: "/games/lairs.css" });
  sheet.dataset.game = "lairs";
  document.head.append(sheet);
}

// --- the board (companion/lairs/board.py) --------------------------------------------------
const SIZE = 6;
const ROWS = "ABCDEF";
const SIDES = ["N", "E", "S", "W"];
const STEP = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
const OPPOSITE = { N: 2, E: 3, S: 0, W: 1 };

export function cellName(cell) {
  return `${ROWS[Math.floor(cell / SIZE)]}${(cell % SIZE) + 1}`;
}

function parseCell(text) {
  if (!/^[A-F][1-6]$/.test(text)) return null;
  return ROWS.indexOf(text[0]) * SIZE + Number(text[1]) - 1;
}

function neighbour(cell, side) {
  const row = Math.floor(cell / SIZE) + STEP[side][0];
  const column = (cell % SIZE) + STEP[side][1];
  return row >= 0 && row < SIZE && column >= 0 && column < SIZE ? row * SIZE + column : null;
}

function adjacent(a, b) {
  return SIDES.some((side) => neighbour(a, side) === b);
}

// --- the energy mat (companion/lairs/energy.py) ----------------------------------------------
// The mat's counts by basket (Fresh, Spent, Fatigued, Conserved) then kind (Basic, Quickness,
// Perception): index basket × 3 + kind.
const BASKETS = ["f", "s", "x", "c"];
const KINDS = ["b", "q", "p"];
const PICK_ORDER = ["fb", "fq", "fp", "cb", "cq", "cp", "sb", "sq", "sp"];
const CONSERVED_SLOTS = 3;
const FACE_UP_LIMIT = 4;
const MONSTER_SLOT_VP = [0, 2, 4];
const EXIT_VP = [4, 2];

function count(mat, basket, kind) {
  return mat.counts[BASKETS.indexOf(basket) * 3 + KINDS.indexOf(kind)];
}

// --- the legal actions, read (companion/lairs/notation.py) -----------------------------------
const MOVES = ["creep", "hustle", "backtrack", "peer"];
const WORDS = ["stop", "enter", "stay", "open", "skip", "exit"];

/** One legal text in Lairs' notation as {verb, cell, pay, cubes, card, cards}; null for a text
 * this page does not read. */
export function parseAction(text) {
  const [verb, ...rest] = text.split(" ");
  const picks = (words) => (words.every((word) => PICK_ORDER.includes(word)) ? words : null);
  if (WORDS.includes(verb)) return rest.length ? null : { verb };
  if (MOVES.includes(verb)) {
    const cell = rest.length ? parseCell(rest[0]) : null;
    const pay = picks(rest.slice(1));
    return cell === null || pay === null ? null : { verb, cell, pay };
  }
  if (verb === "step") {
    const cell = rest.length === 1 ? parseCell(rest[0]) : null;
    return cell === null ? null : { verb, cell };
  }
  if (verb === "check") {
    const pay = picks(rest.slice(1));
    return pay !== null && /^\d$/.test(rest[0] ?? "") && Number(rest[0]) === pay.length
      ? { verb, pay } : null;
  }
  if (verb === "conserve" || verb === "fatigue") {
    const cubes = picks(rest);
    return cubes === null ? null : { verb, cubes };
  }
  if (verb === "take") return rest.length === 1 ? { verb, card: rest[0] } : null;
  if (verb === "faceup") return { verb, cards: rest };
  return null;
}

// --- words ----------------------------------------------------------------------------------
function kindName(ctx, kind) {
  return {
    b: ctx.tr("LairsExplorer", "Basic"), q: ctx.tr("LairsExplorer", "Quickness"),
    p: ctx.tr("LairsExplorer", "Perception"),
  }[kind];
}

function basketName(ctx, basket) {
  return {
    f: ctx.tr("LairsExplorer", "Fresh"), s: ctx.tr("LairsExplorer", "Spent"),
    x: ctx.tr("LairsExplorer", "Fatigued"), c: ctx.tr("LairsExplorer", "Conserved"),
  }[basket];
}

/** Cubes as the app says them ("Fresh Basic, Conserved Quickness"); the same cube twice or
 * more is counted ("2 × Fresh Basic") so that a payment fits a button. */
function picksWords(ctx, picks) {
  if (!picks.length) return ctx.tr("LairsExplorer", "no cubes");
  const counted = new Map();
  for (const pick of picks) counted.set(pick, (counted.get(pick) ?? 0) + 1);
  return [...counted].map(([pick, times]) => {
    const words = `${basketName(ctx, pick[0])} ${kindName(ctx, pick[1])}`;
    return times > 1 ? `${ctx.number(times)} × ${words}` : words;
  }).join(", ");
}

function featureName(ctx, feature) {
  return {
    start: ctx.tr("LairsExplorer", "the Start"), exit: ctx.tr("LairsExplorer", "the Exit"),
    chest: ctx.tr("LairsExplorer", "a chest"),
    monster: ctx.tr("LairsExplorer", "a Hungry Blob (monster)"),
    trap: ctx.tr("LairsExplorer", "a Greased Pit (trap)"),
  }[feature] ?? feature;
}

function verbName(ctx, verb) {
  return {
    creep: ctx.tr("LairsGameWindow", "Creep"), hustle: ctx.tr("LairsGameWindow", "Hustle"),
    backtrack: ctx.tr("LairsGameWindow", "Backtrack"), peer: ctx.tr("LairsGameWindow", "Peer"),
  }[verb];
}

/** What each action costs, as the app's action buttons say it. */
function costWords(ctx, verb) {
  const one = (kind) => ctx.tr("LairsExplorer", "1 {0}", [kindName(ctx, kind)]);
  const any = (n) => ctx.tr("LairsExplorer", "{0} any", [ctx.number(n)]);
  const or = ctx.tr("LairsExplorer", " or ");
  return {
    creep: any(1), hustle: one("q") + or + any(2), backtrack: one("q"),
    peer: one("p") + or + any(2), check: ctx.tr("LairsGameWindow", "1 any per die"),
    conserve: ctx.tr("LairsGameWindow", "free, ends the turn"),
  }[verb];
}

function diceWords(ctx, dice) {
  return ctx.tr("LairsExplorer", "%n die/dice", [], dice);
}

function percent(ctx, share) {
  return ctx.tr("Numbers", "a percentage\u0004{0}%", [ctx.number(Math.round(share * 100))]);
}

// A treasure's type or keyword: the box's words translated, a player's own card's as written.
function boxWord(ctx, word) {
  const words = {
    Book: () => ctx.tr("TreasureWords", "Book"), Statue: () => ctx.tr("TreasureWords", "Statue"),
    Scroll: () => ctx.tr("TreasureWords", "Scroll"), Amulet: () => ctx.tr("TreasureWords", "Amulet"),
    Cup: () => ctx.tr("TreasureWords", "Cup"), Shard: () => ctx.tr("TreasureWords", "Shard"),
    Crown: () => ctx.tr("TreasureWords", "Crown"), Orb: () => ctx.tr("TreasureWords", "Orb"),
    Harmony: () => ctx.tr("TreasureWords", "Harmony"),
    Radiance: () => ctx.tr("TreasureWords", "Radiance"),
    Shadow: () => ctx.tr("TreasureWords", "Shadow"),
  };
  return words[word] ? words[word]() : word;
}

function bonusWords(ctx, bonus) {
  const params = { points: ctx.number(bonus.points), type: boxWord(ctx, bonus.type),
    keyword: boxWord(ctx, bonus.keyword), count: ctx.number(bonus.count) };
  const words = {
    "with-other-type": () => ctx.tr("LairsTreasure", "+{points} if you hold another {type}", params),
    "per-other-type": () => ctx.tr("LairsTreasure", "+{points} for each other {type}", params),
    "with-other-keyword": () => ctx.tr("LairsTreasure", "+{points} if you hold another {keyword} card", params),
    "per-other-keyword": () => ctx.tr("LairsTreasure", "+{points} for each other {keyword} card", params),
    "per-distinct-type": () => ctx.tr("LairsTreasure", "+{points} for each other type you hold", params),
    "set-of-types": () => ctx.tr("LairsTreasure", "+{points} if you hold {count} different types", params),
    flat: () => ctx.tr("LairsTreasure", "+{points}", params),
  };
  return words[bonus.kind] ? words[bonus.kind]() : "";
}

// --- scoring (companion/lairs/scoring.py, treasures.py) --------------------------------------
function bonusScore(bonus, card, others) {
  const has = (other, what) => other.keywords.includes(what);
  switch (bonus.kind) {
    case "with-other-type": return others.some((o) => o.type === bonus.type) ? bonus.points : 0;
    case "per-other-type": return bonus.points * others.filter((o) => o.type === bonus.type).length;
    case "with-other-keyword":
      return others.some((o) => has(o, bonus.keyword)) ? bonus.points : 0;
    case "per-other-keyword":
      return bonus.points * others.filter((o) => has(o, bonus.keyword)).length;
    case "set-of-types":
      return new Set([card.type, ...others.map((o) => o.type)]).size >= bonus.count
        ? bonus.points : 0;
    case "flat": return bonus.points;
    default: {  // per-distinct-type
      const types = new Set(others.map((o) => o.type));
      types.delete(card.type);
      return bonus.points * types.size;
    }
  }
}

/** What treasures score with ``faceUp`` of them face-up: bonuses see only the face-up cards,
 * every other card scores 1. */
function treasureScore(cards, held, faceUp) {
  const up = faceUp.map((id) => cards.get(id)).filter(Boolean);
  const points = up.reduce((sum, card, index) => {
    const others = up.filter((_, other) => other !== index);
    return sum + card.base + (card.bonus ? bonusScore(card.bonus, card, others) : 0);
  }, 0);
  return points + (held.length - up.length);
}

function exitRank(view, seat) {
  const exited = seat === view.seat ? view.explorer.exited : view.opponent.exited;
  if (!exited) return null;
  return view.first_out === seat ? 0 : 1;
}

// --- the map --------------------------------------------------------------------------------
const SVG = "http://www.w3.org/2000/svg";
const CELL = 100;
const MARGIN = 30;  // the row letters and column numbers

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== null && value !== undefined && value !== false) node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}

function centre(cell) {
  return [(cell % SIZE) * CELL + CELL / 2, Math.floor(cell / SIZE) * CELL + CELL / 2];
}

/** A board drawn as a map: ``board.cells`` (36 of {known, walls [N, E, S, W], feature, gone,
 * target, seen}), the pawn's cell and colour, a trail, and the lit cells ({cell: "near",
 * "far" or "here"}); ``onTap(cell)`` is called for a tap on a lit cell. */
function boardSvg(ctx, board) {
  const side = SIZE * CELL;
  const root = svg("svg", {
    class: ["lairs-board", board.kind].join(" "), id: board.id,
    viewBox: `${-MARGIN} ${-MARGIN} ${side + MARGIN + 6} ${side + MARGIN + 6}`,
    role: "img", "aria-label": board.title,
    "data-position": board.position === null ? "" : cellName(board.position),
    "data-turn": board.turn,
  });
  const cells = svg("g", { class: "cells" });
  const marks = svg("g", { class: "marks" });
  for (let cell = 0; cell < SIZE * SIZE; cell += 1) {
    const info = board.cells[cell];
    const x = (cell % SIZE) * CELL;
    const y = Math.floor(cell / SIZE) * CELL;
    cells.append(svg("rect", { x, y, width: CELL, height: CELL,
      class: ["ground", info.known ? "known" : "fog", info.seen && "seen", info.gone && "gone"]
        .filter(Boolean).join(" ") }));
    const piece = info.feature ?? info.gone;
    if (info.known && piece) {
      marks.append(svg("image", { href: ctx.art("lairs", `${piece}.svg`), x: x + 16, y: y + 14,
        width: 68, height: 68, class: info.feature ? "piece" : "piece gone" }));
    }
    if (info.known && info.target !== null && info.target !== undefined) {
      marks.append(svg("text", { x: x + 8, y: y + 30, class: "target" }, String(info.target)));
    }
  }
  // Grid lines first, walls over them: a wall is drawn where either cell beside it is known
  // to have one (beside an Unknown cell it is lit like torchlight: ink on fog would not show).
  const grid = svg("g", { class: "grid" });
  const walls = svg("g", { class: "walls" });
  for (let cell = 0; cell < SIZE * SIZE; cell += 1) {
    for (const sideName of ["E", "S"]) {
      const other = neighbour(cell, sideName);
      if (other === null) continue;
      const [x1, y1, x2, y2] = sideName === "E"
        ? [(cell % SIZE + 1) * CELL, Math.floor(cell / SIZE) * CELL,
          (cell % SIZE + 1) * CELL, Math.floor(cell / SIZE + 1) * CELL]
        : [(cell % SIZE) * CELL, Math.floor(cell / SIZE + 1) * CELL,
          (cell % SIZE + 1) * CELL, Math.floor(cell / SIZE + 1) * CELL];
      const a = board.cells[cell];
      const b = board.cells[other];
      const wall = (a.known && a.walls[SIDES.indexOf(sideName)])
        || (b.known && b.walls[OPPOSITE[sideName]]);
      const line = { x1, y1, x2, y2 };
      if (wall) {
        walls.append(svg("line", { ...line, class: a.known && b.known ? "wall" : "wall torch",
          "data-wall": `${cellName(cell)}|${cellName(other)}` }));
      } else {
        grid.append(svg("line", { ...line, class: a.known || b.known ? "seam" : "seam dark" }));
      }
    }
  }
  const labels = svg("g", { class: "labels" });
  for (let index = 0; index < SIZE; index += 1) {
    labels.append(svg("text", { x: -MARGIN / 2, y: index * CELL + CELL / 2 + 8 }, ROWS[index]),
      svg("text", { x: index * CELL + CELL / 2, y: -9 }, String(index + 1)));
  }
  const path = routed(board, board.trail);
  const trail = path.length > 1 ? svg("g", { class: "trail" },
    svg("polyline", { points: path.map((cell) => centre(cell).join(",")).join(" ") }),
    svg("circle", { cx: centre(path[0])[0], cy: centre(path[0])[1], r: 9 })) : null;
  const lit = svg("g", { class: "lit" });
  for (const [cell, how] of board.lit) {
    const x = (cell % SIZE) * CELL;
    const y = Math.floor(cell / SIZE) * CELL;
    lit.append(svg("rect", { x: x + 6, y: y + 6, width: CELL - 12, height: CELL - 12, rx: 10,
      class: ["spot", how, board.cells[cell].known ? "" : "over-fog"].join(" "),
      "data-spot": cellName(cell) }));
  }
  const pawn = board.position === null ? null : svg("image", {
    href: ctx.art("lairs", "explorer.svg"), class: ["pawn", board.pawn].join(" "),
    x: (board.position % SIZE) * CELL + 48, y: Math.floor(board.position / SIZE) * CELL + 46,
    width: 50, height: 50 });
  // The taps: one transparent square a cell, over everything.
  const taps = svg("g", { class: "taps" });
  for (let cell = 0; cell < SIZE * SIZE; cell += 1) {
    const name = cellName(cell);
    const info = board.cells[cell];
    taps.append(svg("rect", {
      x: (cell % SIZE) * CELL, y: Math.floor(cell / SIZE) * CELL, width: CELL, height: CELL,
      class: board.lit.has(cell) ? "tap lit" : "tap", "data-cell": name,
      "data-known": info.known ? "1" : "0",
      "data-feature": info.known ? (info.feature ?? "") : "",
      "data-lit": board.lit.get(cell) ?? null,
    }, svg("title", {}, board.notes[cell])));
  }
  if (board.onTap) {
    root.addEventListener("click", (event) => {
      const target = event.target.closest("[data-cell]");
      const cell = target ? parseCell(target.dataset.cell) : null;
      if (cell === null || !board.lit.has(cell)) return;
      for (const old of root.querySelectorAll(".chosen")) old.classList.remove("chosen");
      root.querySelector(`[data-spot='${cellName(cell)}']`).classList.add("chosen");
      board.onTap(cell);
    });
  }
  root.append(cells, grid, svg("rect", { class: "frame", x: 0, y: 0, width: side,
    height: side }), lit, trail, marks, walls, pawn, labels, taps);
  return root;
}

/** A trail drawn along the board: a move of more than one cell (a Backtrack) follows the
 * corridor the map shows, rather than a straight line through its walls. */
function routed(board, cells) {
  const path = cells.slice(0, 1);
  for (const cell of cells.slice(1)) {
    path.push(...(adjacent(path.at(-1), cell) ? [cell] : route(board, path.at(-1), cell)));
  }
  return path;
}

/** The shortest way between two cells through Known cells and no wall, over no feature on
 * the way (as a Backtrack goes); just the end when the map shows none. */
function route(board, from, to) {
  const before = new Map([[from, null]]);
  const queue = [from];
  while (queue.length && !before.has(to)) {
    const cell = queue.shift();
    SIDES.forEach((side, index) => {
      const next = neighbour(cell, side);
      const there = next === null ? null : board.cells[next];
      if (!there || before.has(next) || !there.known || board.cells[cell].walls[index]
          || (next !== to && there.feature)) return;
      before.set(next, cell);
      queue.push(next);
    });
  }
  if (!before.has(to)) return [to];
  const way = [];
  for (let cell = to; cell !== from; cell = before.get(cell)) way.unshift(cell);
  return way;
}

/** The explorer's map sheet as a board: Known cells with their walls and what is there now
 * (a feature dealt with is shaded out, as on the paper sheet). */
function sheetBoard(sheet) {
  const cells = [];
  for (let cell = 0; cell < SIZE * SIZE; cell += 1) {
    const known = sheet.cells.get(cell);
    cells.push(known ? {
      known: true, walls: known.walls, feature: enumValue(known.feature),
      gone: known.feature === null && known.learned !== null ? enumValue(known.learned) : null,
      target: known.target,
    } : { known: false, walls: [false, false, false, false], feature: null, gone: null,
      target: null });
  }
  return cells;
}

/** The player's own dungeon, whole, with the cells the other explorer has learned tinted. */
function dungeonBoard(builder) {
  const walls = new Set(builder.dungeon.walls.map(([a, b]) => `${a}|${b}`));
  const built = builder.dungeon.features;
  const seen = new Set(builder.explorer_known);
  const cells = [];
  for (let cell = 0; cell < SIZE * SIZE; cell += 1) {
    const sides = SIDES.map((side) => {
      const other = neighbour(cell, side);
      return other === null || walls.has(`${Math.min(cell, other)}|${Math.max(cell, other)}`);
    });
    const now = builder.features.get(cell);
    const first = built.get(cell);
    cells.push({ known: true, walls: sides, feature: now ? enumValue(now) : null,
      gone: !now && first ? enumValue(first) : null, target: builder.targets.get(cell) ?? null,
      seen: seen.has(cell) });
  }
  return cells;
}

/** The cells of one turn: where it began, then each cell entered (trails.turn_trail). */
function turnTrail(trail, turn) {
  const before = trail.filter((visit) => visit.turn < turn).slice(-1);
  return [...before, ...trail.filter((visit) => visit.turn === turn)].map((visit) => visit.cell);
}

/** What the map sheet says about a cell, as the app's map tooltips say it. */
function cellNote(ctx, sheet, cell) {
  const info = sheet.cells.get(cell);
  const name = cellName(cell);
  let note;
  if (!info) note = ctx.tr("LairsGameWindow", "{0}: Unknown", [name]);
  else if (info.feature !== null) {
    const target = info.target !== null
      ? ctx.tr("LairsGameWindow", ", target {0}", [ctx.number(info.target)]) : "";
    note = ctx.tr("LairsGameWindow", "{0}: {1}{2}", [name, featureName(ctx, enumValue(info.feature)),
      target]);
  } else if (info.learned !== null) {
    note = ctx.tr("LairsGameWindow", "{0}: {1}, dealt with", [name,
      featureName(ctx, enumValue(info.learned))]);
  } else note = ctx.tr("LairsGameWindow", "{0}: empty", [name]);
  if (cell === sheet.position) note += ctx.tr("LairsGameWindow", " — you are here");
  return note;
}

// --- the decision ---------------------------------------------------------------------------
/** The decision as choices: the question, and the legal actions grouped (a move: its cell,
 * then the action, then the payment; a Check: its dice, then the payment). ``lit`` says which
 * cells of the map a tap acts on ("near", "far" or "here"), and ``taps`` which choices a tap
 * on each opens (the labels leading to them). */
function choicesOf(s, ctx) {
  const view = s.view;
  const e = view.explorer;
  const parsed = s.legal.map((text) => ({ text, action: parseAction(text) }))
    .filter((entry) => entry.action);
  const lit = new Map();
  const taps = new Map();
  if (enumValue(view.phase) === "scoring") {
    return { question: faceUpQuestion(ctx), choices: faceUpChoices(ctx, view, parsed), lit, taps };
  }
  const pending = e.pending;
  const answer = (label, text, more = {}) => ({ label, action: text, ...more });
  const of = (verb) => parsed.filter((entry) => entry.action.verb === verb);
  const choices = [];
  let question = "";
  switch (pending ? pending.$ : null) {
    case "PendingFatigue":
      question = fatigueQuestion(ctx, pending, e.mat);
      for (const { text, action } of of("fatigue")) {
        choices.push(answer(ctx.tr("LairsExplorer", "Fatigue: {0}", [picksWords(ctx, action.cubes)]),
          text, { icon: cubesIcon(action.cubes), tone: "danger" }));
      }
      break;
    case "PendingHustle":
      question = `${ctx.tr("LairsLog", "Hustle on or stop (Creeps left: {creeps})",
        { creeps: ctx.number(pending.creeps_left) })} ${ctx.t("lairs.tapStep")}`;
      for (const { text, action } of of("step")) {
        const label = ctx.tr("LairsExplorer", "Hustle on to {0}", [cellName(action.cell)]);
        choices.push(answer(label, text, { note: cellNote(ctx, e.map, action.cell) }));
        lit.set(action.cell, "near");
        taps.set(action.cell, [label]);
      }
      for (const { text } of of("stop")) {
        choices.push(answer(ctx.tr("LairsExplorer", "Stop the Hustle here"), text, { tone: "safe" }));
      }
      break;
    case "PendingPeer": {
      const cell = cellName(pending.cell);
      question = pending.must_enter
        ? ctx.tr("LairsExplorer", "Peering off a hazard is a way out: enter {0}.", [cell])
        : ctx.tr("LairsExplorer", "Enter {0} for free?", [cell]);
      const enter = ctx.tr("LairsExplorer", "Enter the cell (free)");
      for (const { text } of of("enter")) {
        choices.push(answer(enter, text, { note: cellNote(ctx, e.map, pending.cell) }));
        lit.set(pending.cell, "near");
        taps.set(pending.cell, [enter]);
      }
      for (const { text } of of("stay")) choices.push(answer(ctx.tr("LairsExplorer", "Stay"), text));
      break;
    }
    case "PendingChest":
      question = ctx.tr("LairsExplorer", "Open the chest?");
      for (const { text } of of("open")) {
        choices.push(answer(ctx.tr("LairsExplorer", "Open the chest"), text, { tone: "safe",
          icon: ctx.art("lairs", "chest.svg") }));
      }
      for (const { text } of of("skip")) choices.push(answer(ctx.tr("LairsExplorer", "Leave it closed"), text));
      break;
    case "PendingDisplay":
      question = ctx.tr("LairsExplorer", "Take one treasure from the display (its rules are listed under Display).");
      for (const { text, action } of of("take")) {
        const card = e.cards.cards.get(action.card);
        choices.push(answer(ctx.tr("LairsExplorer", "Take {0}", [card ? ctx.message(card.name) : action.card]),
          text, { note: card ? cardLine(ctx, card) : "" }));
      }
      break;
    case "PendingExit":
      question = ctx.tr("LairsExplorer", "Leave the dungeon?");
      for (const { text } of of("exit")) {
        choices.push(answer(ctx.tr("LairsExplorer", "Leave the dungeon"), text, { tone: "safe",
          icon: ctx.art("lairs", "exit.svg") }));
      }
      for (const { text } of of("stay")) choices.push(answer(ctx.tr("LairsExplorer", "Stay"), text));
      break;
    default:
      question = ctx.t("lairs.tapMap");
      freeChoices(ctx, view, parsed, choices, lit, taps);
  }
  return { question, choices, lit, taps };
}

/** A free decision: every move by its cell, a Check by its dice, Conserve by its cubes. */
function freeChoices(ctx, view, parsed, choices, lit, taps) {
  const e = view.explorer;
  const here = e.map.position;
  const moves = parsed.filter((entry) => MOVES.includes(entry.action.verb));
  const cells = [...new Set(moves.map((entry) => entry.action.cell))].sort((a, b) => a - b);
  const moveLabel = ctx.t("lairs.move");
  const byCell = [];
  for (const cell of cells) {
    const label = cellNote(ctx, e.map, cell);
    const inner = [];
    for (const verb of MOVES) {
      const ways = moves.filter((entry) => entry.action.verb === verb && entry.action.cell === cell);
      const leaf = ({ text, action }) => ({
        label: ctx.tr("LairsExplorer", "{0} to {1}, paying {2}", [verbName(ctx, verb),
          cellName(cell), picksWords(ctx, action.pay)]),
        action: text, icon: cubesIcon(action.pay),
      });
      if (ways.length === 1) inner.push({ ...leaf(ways[0]), note: costWords(ctx, verb) });
      else if (ways.length) {
        inner.push({ label: ctx.t("lairs.verbTo", { verb: verbName(ctx, verb), cell: cellName(cell) }),
          note: costWords(ctx, verb), choices: ways.map(leaf) });
      }
    }
    const info = e.map.cells.get(cell);
    const piece = info ? enumValue(info.feature) : null;
    byCell.push({ label, choices: inner, ...(piece ? { icon: ctx.art("lairs", `${piece}.svg`) } : {}) });
    lit.set(cell, adjacent(here, cell) ? "near" : "far");
    // A tap opens the cell's moves; an only move (and an only payment) at once.
    const path = [moveLabel, label];
    let level = inner;
    while (level.length === 1) {
      path.push(level[0].label);
      level = level[0].choices ?? [];
    }
    taps.set(cell, path);
  }
  if (byCell.length) {
    choices.push({ label: moveLabel, choices: byCell });
  }
  const checks = parsed.filter((entry) => entry.action.verb === "check");
  if (checks.length) {
    const target = here !== null ? e.map.cells.get(here)?.target : null;
    const label = ctx.trLabel("LairsGameWindow", "Chec&k");
    const byDice = [];
    const most = Math.max(...checks.map((entry) => entry.action.pay.length));
    for (let dice = 0; dice <= most; dice += 1) {
      const ways = checks.filter((entry) => entry.action.pay.length === dice);
      if (!ways.length) continue;
      const chance = chanceAtLeast(e.die_faces, dice, target ?? 0);
      const roll = ctx.tr("LairsGameWindow", "Roll {0}: {1} to reach {2}", [diceWords(ctx, dice),
        percent(ctx, chance), ctx.number(target)]);
      const leaf = ({ text, action }) => ({
        label: ctx.tr("LairsExplorer", "Check with {0}, paying {1}", [diceWords(ctx, dice),
          picksWords(ctx, action.pay)]),
        action: text, note: roll, icon: cubesIcon(action.pay), tone: dice ? null : "danger",
      });
      if (ways.length === 1) byDice.push(leaf(ways[0]));
      else byDice.push({ label: roll, choices: ways.map(leaf) });
    }
    choices.push({ label, note: ctx.t("lairs.checkNote", { target: ctx.number(target ?? 0),
      faces: e.die_faces.map(ctx.number).join(", ") }), choices: byDice,
    icon: ctx.art("lairs", `${enumValue(e.map.cells.get(here)?.feature) ?? "monster"}.svg`) });
    lit.set(here, "here");
    taps.set(here, [label]);
  }
  const conserves = parsed.filter((entry) => entry.action.verb === "conserve");
  const kept = conserves.filter((entry) => entry.action.cubes.length);
  if (kept.length) {
    choices.push({ label: ctx.trLabel("LairsGameWindow", "C&onserve"), choices: kept.map(({ text, action }) => ({
        label: ctx.tr("LairsExplorer", "Conserve {0} and end the turn", [picksWords(ctx, action.cubes)]),
        action: text, icon: cubesIcon(action.cubes) })) });
  }
  for (const { text, action } of conserves) {
    if (action.cubes.length) continue;
    choices.push({ label: ctx.tr("LairsExplorer", "Conserve {0} and end the turn",
      [picksWords(ctx, [])]), action: text });
  }
}

/** The chance that ``dice`` dice with these faces total at least ``target`` (no dice: 0). */
function chanceAtLeast(faces, dice, target) {
  if (!dice) return 0;
  let totals = new Map([[0, 1]]);
  for (let die = 0; die < dice; die += 1) {
    const next = new Map();
    for (const [total, share] of totals) {
      for (const face of faces) {
        next.set(total + face, (next.get(total + face) ?? 0) + share / faces.length);
      }
    }
    totals = next;
  }
  let chance = 0;
  for (const [total, share] of totals) if (total >= target) chance += share;
  return chance;
}

function fatigueQuestion(ctx, pending, mat) {
  const rule = pending.rule;
  let text = ctx.tr("LairsExplorer", "{0} strikes: {1}.", [ctx.message(pending.source),
    penaltyWords(ctx, rule)]);
  if (rule.fresh && rule.kind === null) {
    const fresh = KINDS.reduce((sum, kind) => sum + count(mat, "f", kind) + count(mat, "c", kind), 0);
    if (!fresh) {
      text += ` ${ctx.tr("LairsExplorer", "You have no Fresh or Conserved cube, so Spent cubes are fatigued instead.")}`;
    } else if (fresh < rule.count) {
      text += ` ${ctx.tr("LairsExplorer", "You have only %n Fresh or Conserved cube(s), so Spent cubes make up the rest.", [], fresh)}`;
    } else if (KINDS.some((kind) => count(mat, "c", kind))) {
      text += ` ${ctx.tr("LairsExplorer", "Conserved cubes count as Fresh.")}`;
    }
  }
  return `${text} ${ctx.tr("LairsExplorer", "Which cubes?")}`;
}

/** A hazard's penalty (energy.FatigueRule.describe). */
function penaltyWords(ctx, rule) {
  const params = { count: ctx.number(rule.count), kind: rule.kind ? kindEnergyName(ctx, enumValue(rule.kind)) : "" };
  if (rule.kind) {
    return rule.spend ? ctx.tr("LairsEnergy", "spend {count} {kind}", params)
      : ctx.tr("LairsEnergy", "fatigue {count} {kind}", params);
  }
  if (rule.fresh) {
    return rule.spend ? ctx.tr("LairsEnergy", "spend {count} Fresh cubes", params)
      : ctx.tr("LairsEnergy", "fatigue {count} Fresh cubes", params);
  }
  return rule.spend ? ctx.tr("LairsEnergy", "spend {count} cubes", params)
    : ctx.tr("LairsEnergy", "fatigue {count} cubes", params);
}

function kindEnergyName(ctx, kind) {
  return {
    b: ctx.tr("LairsEnergy", "Basic"), q: ctx.tr("LairsEnergy", "Quickness"),
    p: ctx.tr("LairsEnergy", "Perception"),
  }[kind];
}

function faceUpQuestion(ctx) {
  return ctx.t("lairs.faceUp", { count: ctx.number(FACE_UP_LIMIT) });
}

/** The face-up choices at the end, best first (the view's suggestion leads); beyond a few,
 * the rest wait behind "Other choices". */
function faceUpChoices(ctx, view, parsed) {
  const e = view.explorer;
  const cards = e.cards.cards;
  const suggested = [...view.suggested_face_up].sort().join(" ");
  const options = parsed.filter((entry) => entry.action.verb === "faceup").map(({ text, action }) => {
    const vp = treasureScore(cards, e.treasures, action.cards);
    const names = action.cards.map((id) => (cards.get(id) ? ctx.message(cards.get(id).name) : id));
    const best = [...action.cards].sort().join(" ") === suggested;
    return { label: ctx.tr("LairsExplorer", "Face-up: {0}", [names.join(", ")]), action: text,
      note: ctx.t("lairs.vp", { vp: ctx.number(vp) }), tone: best ? "safe" : null, vp, best };
  });
  options.sort((a, b) => (b.best - a.best) || (b.vp - a.vp));
  const shown = options.slice(0, 4);
  const rest = options.slice(4);
  return rest.length ? [...shown, { label: ctx.t("lairs.otherChoices"), choices: rest }] : shown;
}

function cardLine(ctx, card) {
  const keywords = card.keywords.length
    ? ` [${card.keywords.map((word) => boxWord(ctx, word)).join(", ")}]` : "";
  let text = ctx.tr("LairsTreasure", "{name}: {type}{keywords}, base {base}", {
    name: ctx.message(card.name), type: boxWord(ctx, card.type), keywords,
    base: ctx.number(card.base) });
  if (card.bonus) text = ctx.tr("LairsTreasure", "{card}; {bonus}", { card: text, bonus: bonusWords(ctx, card.bonus) });
  if (card.standin) text = ctx.tr("LairsTreasure", "{card} (stand-in card)", { card: text });
  return text;
}

// Cubes drawn small for a button: each kind in its colour (white Basic, gold Quickness, green
// Perception), a Conserved one with a dashed ring.
const CUBE_COLOURS = { b: "#fafafa", q: "#f2c94c", p: "#43a047" };

function cubesIcon(picks) {
  if (!picks.length) return null;
  const per = picks.length === 1 ? 1 : picks.length <= 4 ? 2 : 3;  // one, a square of 4, of 9
  const rows = Math.ceil(picks.length / per);
  const side = 30 / Math.max(per, rows) - 3;
  const cubes = picks.map((pick, index) => {
    const x = (index % per) * (side + 3) + (32 - per * (side + 3) + 3) / 2;
    const y = Math.floor(index / per) * (side + 3) + (32 - rows * (side + 3) + 3) / 2;
    const dash = pick[0] === "c" ? " stroke-dasharray='3 2'" : "";
    return `<rect x='${x}' y='${y}' width='${side}' height='${side}' rx='2.5' fill='${CUBE_COLOURS[pick[1]]}' stroke='#3b2f2a' stroke-width='2'${dash}/>`;
  }).join("");
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>${cubes}</svg>`)}`;
}

function decision(s, ctx) {
  const { question, choices } = choicesOf(s, ctx);
  const view = s.view;
  const heading = enumValue(view.phase) === "exploring"
    ? ctx.tr("LairsGameWindow", "Your turn, {0} — turn {1}", [ctx.names[ctx.seat],
      ctx.number(view.explorer.turns)]) : "";
  const final = finalTurn(s, ctx);
  return { question: [heading && `${heading}.`, final, question].filter(Boolean).join(" "), choices };
}

function finalTurn(s, ctx) {
  const view = s.view;
  if (!view.final_turn) return "";
  return `${ctx.tr("LairsGameWindow", "final turn: {0} has left the dungeon", [view.first_out !== null
    ? ctx.names[view.first_out] : ""])}.`;
}

// --- what the table waits for ---------------------------------------------------------------
function status(s, ctx) {
  const view = s.view;
  const mover = view.to_move;
  if (s.over || mover === null) return "";
  const name = ctx.names[mover] ?? "?";
  if (enumValue(view.phase) === "scoring") {
    return ctx.tr("LairsGameWindow", "{0}: choose the treasures to score face-up.", [name]);
  }
  const text = mover === ctx.seat
    ? ctx.tr("LairsGameWindow", "{0} is exploring — turn {1}", [name, ctx.number(view.explorer.turns)])
    : ctx.tr("LairsGameWindow", "{0} is exploring your dungeon — {0}'s turn {1}", [name,
      ctx.number(view.opponent.turns)]);
  const final = view.final_turn ? ` · ${ctx.tr("LairsGameWindow", "final turn: {0} has left the dungeon",
    [view.first_out !== null ? ctx.names[view.first_out] : ""])}` : "";
  return text + final;
}

// --- the log: both explorers' turns as this player heard them (table_log.py) ----------------
const TURN_BEGINS = "Turn {turn}: energy refreshed";

function begins(line) {
  return typeof line === "string" ? line.startsWith("Turn ") : line.template === TURN_BEGINS;
}

function turnsOf(log) {
  const turns = [];
  for (const line of log) {
    if (begins(line) || !turns.length) turns.push([]);
    turns.at(-1).push(line);
  }
  return turns;
}

/** Who took the first Explorer turn, from what the view shows (game.first_explorer). */
function firstExplorer(view) {
  const turns = [0, 1].map((seat) => (seat === view.seat ? view.explorer.turns : view.opponent.turns));
  if (turns[0] !== turns[1]) return turns[0] > turns[1] ? 0 : 1;
  if (enumValue(view.phase) === "exploring" && view.to_move !== null) return 1 - view.to_move;
  return view.first_out ?? 0;
}

/** A line of the other explorer's log as their Builder (this player) says it. */
function builderWords(ctx, line, explorer) {
  if (typeof line === "string" || line.$ !== "msg") {
    return ctx.tr("LairsTableLog", "{0}: {1}", [explorer, ctx.message(line)]);
  }
  const params = { explorer };
  for (const [key, value] of Object.entries(line.params || {})) {
    params[key] = typeof value === "number" ? ctx.number(value)
      : typeof value === "string" ? value : ctx.message(value);
  }
  const voice = {
    [TURN_BEGINS]: () => ctx.tr("LairsTableLog", "{explorer}'s turn {turn} in your dungeon: energy refreshed", params),
    "Creep to {cell}": () => ctx.tr("LairsTableLog", "{explorer} creeps to {cell}", params),
    "Hustle to {cell}": () => ctx.tr("LairsTableLog", "{explorer} hustles to {cell}", params),
    "Backtrack to {cell}": () => ctx.tr("LairsTableLog", "{explorer} backtracks to {cell}", params),
    "Peer into {cell}": () => ctx.tr("LairsTableLog", "{explorer} peers into {cell}", params),
    "Enter {cell}": () => ctx.tr("LairsTableLog", "{explorer} enters {cell}", params),
    "Learned {cell}: walls {sides}; {feature}": () => ctx.tr("LairsTableLog", "You tell {explorer}: {cell}, walls {sides}; {feature}", params),
    "Learned {cell}: no walls; {feature}": () => ctx.tr("LairsTableLog", "You tell {explorer}: {cell}, no walls; {feature}", params),
    "{hazard} strikes: {penalty}": () => ctx.tr("LairsTableLog", "Your {hazard} strikes {explorer}: {penalty}", params),
    "Cubes spent: {cubes}": () => ctx.tr("LairsTableLog", "{explorer} spends {cubes}", params),
    "Cubes fatigued: {cubes}": () => ctx.tr("LairsTableLog", "{explorer} fatigues {cubes}", params),
    "No cube left to take": () => ctx.tr("LairsTableLog", "{explorer} has no cube left to take", params),
    "Check against {hazard} (target {target}): rolled {faces} = {total}, success": () => ctx.tr("LairsTableLog", "{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, success", params),
    "Check against {hazard} (target {target}): rolled {faces} = {total}, failure": () => ctx.tr("LairsTableLog", "{explorer} checks against your {hazard} (target {target}): rolled {faces} = {total}, failure", params),
    "{hazard} is removed from the game": () => ctx.tr("LairsTableLog", "Your {hazard} is removed from the game", params),
    "Opened the chest: drew a treasure": () => ctx.tr("LairsTableLog", "{explorer} opens your chest and draws a treasure (not shown to you)", params),
    "Opened the chest": () => ctx.tr("LairsTableLog", "{explorer} opens your chest", params),
    "Took {card} from the display": () => ctx.tr("LairsTableLog", "{explorer} takes {card} from the display", params),
    "Conserve {cubes}; turn ends": () => ctx.tr("LairsTableLog", "{explorer} conserves {cubes}; the turn ends", params),
    "Turn ends, nothing conserved": () => ctx.tr("LairsTableLog", "{explorer} ends the turn, conserving nothing", params),
    "Left the dungeon": () => ctx.tr("LairsTableLog", "{explorer} leaves your dungeon", params),
  }[line.template];
  return voice ? voice() : ctx.tr("LairsTableLog", "{0}: {1}", [explorer, ctx.message(line)]);
}

function log(s, ctx) {
  return remembered("log", s, ctx, () => tableLog(s, ctx));
}

function tableLog(s, ctx) {
  const view = s.view;
  const other = 1 - ctx.seat;
  const name = ctx.names[other] ?? "?";
  const mine = turnsOf(view.explorer.log).map((turn) => turn.map((line) => ctx.message(line)));
  const theirs = turnsOf(view.opponent.log).map((turn) => turn.map((line) => builderWords(ctx, line, name)));
  const order = firstExplorer(view) === ctx.seat ? [mine, theirs] : [theirs, mine];
  const lines = [];
  for (let index = 0; index < Math.max(mine.length, theirs.length); index += 1) {
    for (const turns of order) if (index < turns.length) lines.push(...turns[index]);
  }
  return lines;
}

// --- the panel ------------------------------------------------------------------------------
// Which board shows (the map sheet, or the player's own dungeon), and the turn it was chosen
// for: as in the app, a new turn shows the board it is played on; in between the player may
// look at either. ``revealed``: the decision the map was last scrolled into sight for.
const shown = { board: "map", turn: "", revealed: null };

/** Scroll the map into sight above the decision bar (which stays at the foot of the screen),
 * as little as will do: the player decides on the map. Once a decision, so that the page
 * does not fight a player who scrolls away. */
function reveal(board) {
  const bar = document.getElementById("decision");
  const header = document.querySelector("header.top");
  if (!board.isConnected || !bar || bar.hidden) return;
  const box = board.getBoundingClientRect();
  const floor = bar.getBoundingClientRect().top - 6;
  const ceiling = header ? header.getBoundingClientRect().bottom + 6 : 0;
  if (box.bottom > floor) window.scrollBy(0, Math.min(box.bottom - floor, box.top - ceiling));
}

// Every message redraws the page (a bot's "thinking" too, before each of its moves): the panel
// and the log are built once for a view as shown (its state, whether it is this seat's to
// decide, the language, the names), then given again as they are.
const memo = new Map();

function remembered(what, s, ctx, build) {
  const key = [s.number, s.state_id, s.legal.length, Boolean(s.table?.take_back), ctx.seat,
    document.documentElement.lang, ...ctx.names].join("\u0001");
  const kept = memo.get(what);
  if (kept && kept.key === key) return kept.value;
  const value = build();
  memo.set(what, { key, value });
  return value;
}

function panel(s, ctx) {
  return remembered("panel", s, ctx, () => drawPanel(s, ctx));
}

function drawPanel(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  const e = view.explorer;
  const other = ctx.names[1 - ctx.seat] ?? "?";
  const mine = s.legal.length > 0 && !s.over && !s.table?.take_back;
  const { lit, taps } = mine ? choicesOf(s, ctx) : { lit: new Map(), taps: new Map() };
  const mover = view.to_move;
  const turnKey = mover === null || enumValue(view.phase) !== "exploring" ? ""
    : `${s.number}:${mover}:${mover === ctx.seat ? e.turns : view.opponent.turns}`;
  if (turnKey && turnKey !== shown.turn) {
    shown.turn = turnKey;
    shown.board = mover === ctx.seat ? "map" : "own";
  }
  if (mine) shown.board = "map";
  const notes = Array.from({ length: SIZE * SIZE }, (_, cell) => cellNote(ctx, e.map, cell));
  const map = boardSvg(ctx, {
    id: "lairs-map", kind: "sheet", title: ctx.tr("LairsGameWindow", "Your map of {0}'s dungeon", [other]),
    cells: sheetBoard(e.map), position: e.map.position, pawn: "mine", turn: e.turns,
    trail: s.over ? e.trail.map((visit) => visit.cell) : turnTrail(e.trail, e.turns), lit, notes,
    onTap: mine ? (cell) => ctx.open(taps.get(cell)) : null,
  });
  const own = boardSvg(ctx, {
    id: "lairs-own", kind: "dungeon", title: ctx.tr("LairsGameWindow", "Your dungeon ({0} exploring)", [other]),
    cells: dungeonBoard(view.builder), position: view.builder.explorer_position, pawn: "theirs",
    turn: view.opponent.turns,
    trail: s.over ? view.opponent.trail.map((visit) => visit.cell)
      : turnTrail(view.opponent.trail, view.opponent.turns), lit: new Map(),
    notes: Array.from({ length: SIZE * SIZE }, (_, cell) => cellName(cell)),
  });
  const boards = [
    { key: "map", node: map, label: ctx.tr("LairsGameWindow", "Your map of {0}'s dungeon", [other]) },
    { key: "own", node: own, label: ctx.tr("LairsGameWindow", "Your dungeon ({0} exploring)", [other]) },
  ];
  const frames = boards.map((board) => el("div", { class: "lairs-frame", hidden: shown.board !== board.key,
    "data-board": board.key }, board.node));
  const tabs = boards.map((board) => el("button", {
    type: "button", class: ["lairs-tab", shown.board === board.key && "on"], role: "tab",
    "aria-selected": String(shown.board === board.key),
    onclick: (event) => {
      shown.board = board.key;
      const box = event.currentTarget.closest(".lairs");
      for (const tab of box.querySelectorAll(".lairs-tab")) {
        tab.classList.toggle("on", tab === event.currentTarget);
        tab.setAttribute("aria-selected", String(tab === event.currentTarget));
      }
      for (const frame of box.querySelectorAll(".lairs-frame")) frame.hidden = frame.dataset.board !== board.key;
    },
  }, board.label));
  if (mine && shown.revealed !== s.state_id) {
    shown.revealed = s.state_id;
    requestAnimationFrame(() => reveal(map));  // once the page holds the panel and the bar
  }
  return el("div", { class: "lairs" },
    el("div", { class: "lairs-tabs", role: "tablist" }, tabs),
    frames,
    rollLine(ctx, view, other),
    el("h2", {}, ctx.t("lairs.energy")),
    matNode(ctx, e.mat, "lairs-mat"),
    costsNode(ctx, s, mine),
    achievementsNode(ctx, e),
    el("p", { class: "lairs-score", id: "lairs-score" }, scoreNow(ctx, view)),
    el("p", { class: "lairs-opponent", id: "lairs-opponent" }, ctx.tr("LairsGameWindow",
      "{0} — chests {1} · monsters {2} · treasures {3}{4}", [other, ctx.number(view.opponent.chests),
        ctx.number(view.opponent.monsters), ctx.number(view.opponent.treasure_count),
        view.opponent.exited ? ctx.tr("LairsGameWindow", " · has left") : ""])),
    el("h2", {}, ctx.tr("LairsGameWindow", "Your treasures")),
    el("div", { class: "lairs-cards", id: "lairs-treasures" }, e.treasures.length
      ? e.treasures.map((id) => cardNode(ctx, e.cards.cards.get(id), id))
      : el("p", { class: "note" }, ctx.tr("LairsGameWindow", "None yet: open a chest."))),
    el("h2", {}, ctx.tr("LairsGameWindow", "Display")),
    el("div", { class: "lairs-cards", id: "lairs-display" },
      e.display.map((id) => cardNode(ctx, e.cards.cards.get(id), id)),
      el("div", { class: "lairs-deck" }, ctx.tr("TreasureCardWidget", "The treasure deck: %n card(s), face down",
        [], e.deck_size))));
}

function rollLine(ctx, view, other) {
  const theirs = view.to_move === 1 - ctx.seat && enumValue(view.phase) === "exploring";
  const roll = theirs ? view.opponent.last_roll : view.explorer.last_roll;
  if (!roll) return null;
  let dice;
  if (!roll.faces.length) dice = ctx.tr("LairsExplorer", "no dice");
  else if (roll.faces.length === 1) dice = ctx.tr("LairsExplorer", "rolled {0}", [ctx.number(roll.faces[0])]);
  else {
    dice = ctx.tr("LairsExplorer", "rolled {0} = {1}", [roll.faces.map(ctx.number).join(" + "),
      ctx.number(roll.faces.reduce((a, b) => a + b, 0))]);
  }
  const words = ctx.tr("LairsExplorer", "Last check against {0} (target {1}): {2} — {3}", [
    ctx.message(roll.hazard), ctx.number(roll.target), dice,
    roll.success ? ctx.tr("LairsExplorer", "success") : ctx.tr("LairsExplorer", "failure")]);
  return ctx.el("p", { class: ["lairs-roll", roll.success ? "won" : "lost"], id: "lairs-roll" },
    theirs ? ctx.tr("LairsGameWindow", "{0}: {1}", [other, words]) : words);
}

/** The energy mat: the three Conserved slots, then the Fresh, Spent and Fatigued baskets, each
 * cube in its kind's colour; a legend of what each colour pays for. */
function matNode(ctx, mat, id) {
  const { el } = ctx;
  const basket = (letter) => {
    const cubes = [];
    for (const kind of KINDS) {
      for (let n = 0; n < count(mat, letter, kind); n += 1) {
        cubes.push(el("span", { class: ["cube", `k-${kind}`], "data-kind": kind,
          title: `${basketName(ctx, letter)} ${kindName(ctx, kind)}` }));
      }
    }
    const slots = letter === "c"
      ? Array.from({ length: Math.max(0, CONSERVED_SLOTS - cubes.length) },
        () => el("span", { class: "cube slot" })) : [];
    const meaning = {
      c: ctx.tr("EnergyMatWidget", "Conserved: saved by Conserve; spending one makes it Fresh, so it can be spent again this turn"),
      f: ctx.tr("EnergyMatWidget", "Fresh: ready to spend this turn"),
      s: ctx.tr("EnergyMatWidget", "Spent: Fresh again at the start of your next turn"),
      x: ctx.tr("EnergyMatWidget", "Fatigued (by a monster or trap): Spent at your next turn, Fresh the turn after"),
    }[letter];
    const name = {
      c: ctx.tr("EnergyMatWidget", "Conserved"), f: ctx.tr("EnergyMatWidget", "Fresh"),
      s: ctx.tr("EnergyMatWidget", "Spent"), x: ctx.tr("EnergyMatWidget", "Fatigued"),
    }[letter];
    return el("div", { class: ["basket", `b-${letter}`], "data-basket": letter, title: meaning },
      el("span", { class: "basket-name" }, name),
      el("span", { class: "cubes" }, cubes, slots));
  };
  const legend = [
    ["b", ctx.tr("EnergyMatWidget", "Basic"), ctx.tr("EnergyMatWidget", "pays \"any\"")],
    ["q", ctx.tr("EnergyMatWidget", "Quickness"), ctx.tr("EnergyMatWidget", "Hustle, Backtrack")],
    ["p", ctx.tr("EnergyMatWidget", "Perception"), ctx.tr("EnergyMatWidget", "Peer")],
  ];
  return el("div", { class: "lairs-mat", id },
    el("div", { class: "baskets" }, ["f", "c", "s", "x"].map(basket)),
    el("ul", { class: "legend" }, legend.map(([kind, name, use]) => el("li", {},
      el("span", { class: ["cube", "small", `k-${kind}`] }), el("b", {}, name), ` ${use}`))));
}

/** What each action costs; the ones this decision offers stand out. */
function costsNode(ctx, s, mine) {
  const { el } = ctx;
  const free = mine && !s.view.explorer.pending && enumValue(s.view.phase) === "exploring";
  const offered = new Set(free ? s.legal.map((text) => text.split(" ")[0]) : []);
  const rows = [
    ["creep", ctx.trLabel("LairsGameWindow", "&Creep")],
    ["hustle", ctx.trLabel("LairsGameWindow", "H&ustle")],
    ["backtrack", ctx.trLabel("LairsGameWindow", "&Backtrack")],
    ["peer", ctx.trLabel("LairsGameWindow", "&Peer")],
    ["check", ctx.trLabel("LairsGameWindow", "Chec&k")],
    ["conserve", ctx.trLabel("LairsGameWindow", "C&onserve")],
  ];
  return el("ul", { class: "lairs-costs", id: "lairs-costs" }, rows.map(([verb, name]) => el("li", {
    class: offered.has(verb) ? "on" : null }, el("b", {}, name), el("span", {}, costWords(ctx, verb)))));
}

/** The achievements row of the mat: disarmed traps, opened chests, defeated monsters (with
 * their 0, 2, +4 VP), and whether the Exit is open. */
function achievementsNode(ctx, e) {
  const { el } = ctx;
  const groups = [
    ["trap", ctx.tr("AchievementsRow", "Disarmed traps"), e.traps_disarmed],
    ["chest", ctx.tr("AchievementsRow", "Opened chests"), e.chests],
    ["monster", ctx.tr("AchievementsRow", "Defeated monsters"), e.monsters],
  ];
  return el("div", { class: "lairs-achievements", id: "lairs-achievements" },
    groups.map(([piece, name, done]) => el("div", { class: "group", "data-piece": piece,
      "data-count": done },
    el("span", { class: "group-name" }, name),
    el("span", { class: "slots" }, [0, 1, 2].map((slot) => el("span", { class: ["slot", slot < done && "done"] },
      slot < done ? el("img", { src: ctx.art("lairs", `${piece}.svg`), alt: "" }) : null,
      piece === "monster" ? el("small", {}, slot === 2 ? `+${ctx.number(4)}`
        : ctx.number(MONSTER_SLOT_VP[slot])) : null))))),
    el("p", { class: ["exit", e.achieved && "open"] }, e.achieved
      ? ctx.tr("LairsGameWindow", "The Exit is open to you.")
      : ctx.tr("LairsGameWindow", "Leaving needs 3 chests, 3 monsters or 2 + 2.")));
}

function scoreNow(ctx, view) {
  const e = view.explorer;
  const treasures = treasureScore(e.cards.cards, e.treasures, view.suggested_face_up);
  const monsters = MONSTER_SLOT_VP.slice(0, e.monsters).reduce((a, b) => a + b, 0);
  const rank = exitRank(view, view.seat);
  const out = rank === null ? 0 : EXIT_VP[rank];
  return ctx.t("lairs.scoreNow", { vp: ctx.number(treasures + monsters + out),
    treasures: ctx.number(treasures), monsters: ctx.number(monsters), out: ctx.number(out) });
}

// The box's types have colours of their own (games/lairs.css); a player's own type is grey.
const TYPES = ["Book", "Statue", "Scroll", "Amulet", "Cup", "Shard", "Crown", "Orb"];

function cardNode(ctx, card, id) {
  const { el } = ctx;
  if (!card) return el("div", { class: "lairs-card", "data-card": id }, id);
  return el("div", { class: ["lairs-card", TYPES.includes(card.type) && `t-${card.type.toLowerCase()}`],
    "data-card": id, title: cardLine(ctx, card) },
  el("span", { class: "band" }, boxWord(ctx, card.type),
    card.keywords.length ? ` · ${card.keywords.map((word) => boxWord(ctx, word)).join(", ")}` : ""),
  el("span", { class: "medal" }, ctx.number(card.base)),
  el("span", { class: "name" }, ctx.message(card.name), card.standin ? " *" : ""),
  el("span", { class: "bonus" }, card.bonus ? bonusWords(ctx, card.bonus)
    : ctx.tr("TreasureCardWidget", "no bonus")));
}

// --- the end ---------------------------------------------------------------------------------
/** Why the game ended as it did (ending.account), and both score sheets. */
function ending(s, ctx) {
  const { el } = ctx;
  const view = s.view;
  const sheets = view.scores;
  if (!sheets) return null;
  const names = [0, 1].map((seat) => ctx.names[seat] ?? "?");
  const winners = s.result ? s.result.winners : [];
  const ranks = [0, 1].map((seat) => exitRank(view, seat));
  const totals = sheets.map(sheetTotal);
  const rows = [
    [ctx.tr("ScoreChartWidget", "Face-up treasures"), (sheet) => sheet.treasures.face_up.reduce((sum, c) => sum + c.points, 0)],
    [ctx.tr("ScoreChartWidget", "Face-down treasures"), (sheet) => sheet.treasures.face_down.length],
    [ctx.tr("ScoreChartWidget", "Defeated monsters"), (sheet) => sheet.monsters],
    [ctx.tr("ScoreChartWidget", "Exiting"), (sheet) => sheet.exiting],
    [ctx.tr("ScoreChartWidget", "Total"), sheetTotal],
  ];
  return el("div", { class: "lairs-ending" },
    el("p", {}, account(ctx, names, sheets, totals, winners, ranks)),
    el("table", { class: "lairs-scores" },
      el("tr", {}, el("th", {}, ""), names.map((name) => el("th", {}, name))),
      rows.map(([label, value]) => el("tr", {}, el("th", {}, label),
        sheets.map((sheet) => el("td", {}, ctx.number(value(sheet))))))),
    sheets.map((sheet, seat) => (sheet.treasures.face_up.length ? el("p", { class: "note" },
      `${names[seat]}: `, sheet.treasures.face_up.map((scored) =>
        `${ctx.message(scored.card.name)} (${ctx.message(scored.why)})`).join(", ")) : null)));
}

function sheetTotal(sheet) {
  return sheet.treasures.face_up.reduce((sum, c) => sum + c.points, 0)
    + sheet.treasures.face_down.length + sheet.monsters + sheet.exiting + sheet.other;
}

function account(ctx, names, sheets, totals, winners, ranks) {
  const exitWords = (seat) => {
    if (ranks[seat] === 0) return ctx.tr("LairsEnding", "{0} left the dungeon first", [names[seat]]);
    if (ranks[seat] === 1) return ctx.tr("LairsEnding", "{0} left second", [names[seat]]);
    return ctx.tr("LairsEnding", "{0} never got out", [names[seat]]);
  };
  const exits = `${exitWords(0)}; ${exitWords(1)}.`;
  if (!winners.length) {
    return `${ctx.tr("LairsEnding", "Level on points and nobody got out first: a draw.")} ${exits}`;
  }
  const winner = Math.min(...winners);
  const loser = 1 - winner;
  const [w, lo] = [sheets[winner], sheets[loser]];
  if (totals[winner] === totals[loser]) {
    return `${ctx.tr("LairsEnding", "Level on {0} VP; {1} got out first, which breaks the tie.",
      [ctx.number(totals[winner]), names[winner]])} ${exits}`;
  }
  const treasures = (sheet) => sheet.treasures.face_up.reduce((sum, c) => sum + c.points, 0)
    + sheet.treasures.face_down.length;
  const ahead = [
    [ctx.tr("LairsEnding", "treasures"), treasures(w), treasures(lo)],
    [ctx.tr("LairsEnding", "defeated monsters"), w.monsters, lo.monsters],
    [ctx.tr("LairsEnding", "getting out"), w.exiting, lo.exiting],
    [ctx.tr("LairsEnding", "other points"), w.other, lo.other],
  ].filter(([, ours, theirs]) => ours > theirs).map(([label, ours, theirs]) =>
    ctx.tr("LairsEnding", "{0} {1} to {2}", [label, ctx.number(ours), ctx.number(theirs)]));
  const behind = [
    [ctx.tr("LairsEnding", "treasures"), treasures(w), treasures(lo)],
    [ctx.tr("LairsEnding", "monsters"), w.monsters, lo.monsters],
    [ctx.tr("LairsEnding", "getting out"), w.exiting, lo.exiting],
  ].filter(([, ours, theirs]) => ours < theirs).map(([label]) => label);
  let text = ctx.tr("LairsEnding", "{0} won by {1} VP, ahead on {2}.", [names[winner],
    ctx.number(totals[winner] - totals[loser]), ahead.join(", ")]);
  if (behind.length) {
    text += ` ${ctx.tr("LairsEnding", "{0} led on {1}, not enough to catch up.", [names[loser], behind.join(", ")])}`;
  }
  return `${text} ${exits}`;
}

export default { status, log, panel, decision, ending };
