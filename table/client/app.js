// The browser client of the table: the lobby, a seat's table and the
// record viewer (doc/table.md). It speaks protocol version 1.
import { cardSVG, cardTitle, parseCard, sortKey } from "./cards.js";
import { viewer } from "./viewer.js";

const app = document.getElementById("app");
const base = document.baseURI;

function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "onclick" || k === "onchange") e[k] = v;
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
  return e;
}

// cards splits a card set ("T1 KH", "-" for none) into cards.
export function cards(set) {
  if (!set || set === "-") return [];
  return set.split(" ").filter((c) => c);
}

// card returns a card's element; onclick makes it a button.
export function card(c, opts = {}) {
  const e = h("span", { class: "card" + (opts.cls ? " " + opts.cls : ""), "data-card": c || "hidden", title: cardTitle(c) });
  e.append(cardSVG(c));
  if (opts.onclick) {
    e.classList.add("legal");
    e.setAttribute("role", "button");
    e.tabIndex = 0;
    e.onclick = opts.onclick;
    e.onkeydown = (ev) => { if (ev.key === "Enter" || ev.key === " ") opts.onclick(); };
  }
  return e;
}

function route() {
  const p = location.pathname.slice(new URL(base).pathname.length);
  if (p.startsWith("t/")) return seatPage(p.slice(2), location.hash.slice(1));
  if (p === "viewer") return viewer(app, { h, card, cards });
  return lobby();
}

// ---- the lobby ----

async function lobby() {
  document.getElementById("title").textContent = "New table";
  const list = await (await fetch("api/games")).json();
  const form = h("form", { id: "lobby" });
  const gameSel = h("select", { id: "game" }, list.map((g) => h("option", { value: g.name }, g.title)));
  const presetSel = h("select", { id: "preset" });
  const deals = h("input", { id: "deals", type: "number", min: 1, max: 100, value: 4 });
  const places = h("div", { id: "places" });
  const render = () => {
    const g = list.find((x) => x.name === gameSel.value);
    presetSel.replaceChildren(...g.presets.map((p) => h("option", { value: p }, p)));
    deals.value = g.players;
    places.replaceChildren(...Array.from({ length: g.players }, (_, i) => h("div", { class: "place" },
      h("input", { class: "name", placeholder: i === 0 ? "Your name" : "Name", value: i === 0 ? "" : "" }),
      h("select", { class: "who" }, h("option", { value: "" }, "a person"),
        g.levels.map((l) => h("option", { value: l, selected: i > 0 && l === "heuristic" }, "computer: " + l))))));
  };
  gameSel.onchange = render;
  render();
  const out = h("div", { id: "created" });
  form.append(h("label", {}, "Game ", gameSel), h("label", {}, "Rules ", presetSel), h("label", {}, "Deals ", deals),
    h("p", {}, "Places round the table, in turn order:"), places,
    h("button", { type: "submit", id: "create" }, "Create the table"), out);
  form.onsubmit = async (ev) => {
    ev.preventDefault();
    const players = [...places.children].map((d) => ({ name: d.querySelector(".name").value, computer: d.querySelector(".who").value }));
    const spec = { game: gameSel.value, preset: presetSel.value, deals: +deals.value, players };
    const resp = await fetch("api/tables", { method: "POST", body: JSON.stringify(spec) });
    const body = await resp.json();
    if (!resp.ok) { out.replaceChildren(h("p", { class: "error" }, body.error)); return; }
    out.replaceChildren(h("p", {}, "Send each person their link; it holds the secret of their seat."),
      h("ul", {}, body.seats.map((s) => {
        const url = new URL(s.path.slice(1), base).href;
        return h("li", {}, s.name + ": ", h("a", { href: url, class: "seatlink" }, url));
      })));
  };
  app.replaceChildren(form);
}

// ---- a seat's table ----

function seatPage(id, token) {
  const st = { id, token, welcome: null, state: null, sheet: [], lastTrick: null, prevTrick: null, hints: null, hinting: false, selected: new Set(), pending: false, over: false };
  window.tableDebug = st;
  let ws;
  const connect = () => {
    const url = new URL("ws", base);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(url);
    ws.onopen = () => ws.send(JSON.stringify({ type: "join", version: 1, table: id, token }));
    ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
    ws.onclose = () => { setStatus("Connection lost, reconnecting…"); setTimeout(connect, 1000); };
  };
  const send = (m) => ws.send(JSON.stringify(m));
  const move = (text) => {
    if (st.pending) return;
    st.pending = true;
    send({ type: "move", deal: st.state.deal, at: st.state.at, move: text });
  };
  const status = h("div", { id: "status" });
  const setStatus = (t, cls) => { status.textContent = t; status.className = cls || ""; };
  const onMessage = (m) => {
    switch (m.type) {
      case "welcome":
        st.welcome = m; st.sheet = m.sheet || []; st.hinting = false; setStatus("");
        document.getElementById("title").textContent = m.game.title + " · " + m.game.preset;
        break;
      case "players": st.welcome.players = m.players; break;
      case "state": {
        const tr = m.observation && m.observation.currentTrick;
        if (st.state && st.state.deal === m.deal && st.prevTrick && tr && tr.cards.length < st.prevTrick.cards.length) st.lastTrick = st.prevTrick;
        if (!st.state || st.state.deal !== m.deal) { st.lastTrick = null; st.selected.clear(); }
        st.prevTrick = tr && tr.cards.length ? tr : st.prevTrick;
        if (tr && tr.cards.length === tr.players) st.prevTrick = tr;
        st.state = m; st.pending = false;
        break;
      }
      case "dealEnd": st.sheet.push(m.entry); showSettlement(m); break;
      case "matchEnd": st.over = true; setStatus("The match is over.", "over"); break;
      case "hints": st.hints = m; st.hinting = false; break;
      case "error": st.pending = false; st.hinting = false; setStatus(m.reason, "error"); break;
    }
    draw();
  };
  const dialog = h("dialog", { id: "settlement" });
  const showSettlement = (m) => {
    dialog.replaceChildren(h("h3", {}, "Deal " + m.deal + ": " + m.contract), h("pre", {}, m.settlement),
      h("button", { id: "continue", onclick: () => dialog.close() }, "Continue"));
    if (!dialog.open) dialog.showModal();
  };
  const table = h("div", { id: "table" });
  app.replaceChildren(status, table, dialog);

  const draw = () => {
    if (!st.welcome || !st.state) return;
    const w = st.welcome, s = st.state, o = s.observation || {};
    const n = w.game.seats.length, me = s.seat;
    const nameAt = (seat) => {
      const p = s.match.seats.indexOf(seat);
      return p >= 0 ? w.players[p].name : "";
    };
    const legal = s.legal || [];
    const plays = new Map(), others = [];
    for (const m of legal) {
      const mm = /^play (\S+)$/.exec(m);
      if (mm) plays.set(mm[1], m); else others.push(m);
    }
    const clickable = (c) => plays.has(c) ? { onclick: () => move(plays.get(c)) } : {};
    // Positions round the table, me at the bottom; play goes
    // counter-clockwise, so the next seat sits on my right.
    const pos = (seat) => {
      if (me < 0) return ["bottom", "right", "top", "left"][seat % 4];
      const d = (seat - me + n) % n;
      if (d === 0) return "bottom";
      if (n === 2) return "top";
      if (n === 3) return d === 1 ? "right" : "left";
      return ["bottom", "right", "top", "left"][d];
    };
    const seatBox = (seat) => {
      const box = h("div", { class: "seat " + pos(seat) + (o.toMove === seat ? " tomove" : ""), "data-seat": seat },
        h("div", { class: "seatname" }, nameAt(seat) + " · " + w.game.seats[seat] + (o.declarer === seat ? " · declarer" : "")));
      if (seat !== me && o.handSizes) box.append(h("div", { class: "backs" }, Array.from({ length: o.handSizes[seat] }, () => card(null, { cls: "small" }))));
      for (const key of ["openHands", "revealed", "tops"]) {
        const v = o[key];
        if (Array.isArray(v) && v.length === n && cards(v[seat]).length && !(key === "tops" && o.piles)) {
          box.append(h("div", { class: "open " + key }, h("span", { class: "label" }, key === "tops" ? "face up" : key === "openHands" ? "open hand" : "shown"),
            cards(v[seat]).map((c) => card(c, { cls: "small", ...clickable(c) }))));
        }
      }
      if (Array.isArray(o.piles) && o.piles[seat]) {
        box.append(h("div", { class: "piles" }, h("span", { class: "label" }, "strawmen"), o.piles[seat].map((pile) =>
          // The cards left, the face-down ones first so that the top
          // card lies over them, whole and clickable.
          h("div", { class: "pile" }, pile.cards.slice(pile.taken).map((c, i) =>
            card(c, { cls: "small", ...(i === 0 && c ? clickable(c) : {}) })).reverse()))));
      }
      return box;
    };
    const trickView = (tr, cls) => h("div", { class: cls }, (tr ? tr.cards : []).map((c, i) => {
      const seat = (tr.leader + i) % n;
      return h("div", { class: "played " + pos(seat) }, card(c), h("div", { class: "by" }, nameAt(seat)));
    }));
    const hand = cards(o.hand).sort((a, b) => sortKey(a) - sortKey(b));
    const cardMoves = groupCardMoves(others);
    const handView = h("div", { class: "hand", id: "hand" }, hand.map((c) => {
      if (cardMoves && cardMoves.cards.has(c)) {
        return card(c, { cls: st.selected.has(c) ? "selected" : "", onclick: () => { st.selected.has(c) ? st.selected.delete(c) : st.selected.add(c); draw(); } });
      }
      return card(c, clickable(c));
    }));
    const buttons = h("div", { id: "moves" }, (cardMoves ? cardMoves.rest : others).map((m) =>
      h("button", { class: "move", "data-move": m, onclick: () => move(m) }, m)));
    if (cardMoves) {
      const chosen = [...st.selected].sort((a, b) => sortKey(a) - sortKey(b));
      const match = cardMoves.moves.find((m) => sameCards(m.cards, chosen));
      buttons.append(h("button", { class: "move", id: "cardmove", disabled: !match, onclick: () => { st.selected.clear(); move(match.text); } },
        cardMoves.verb + " " + (chosen.join(" ") || "(choose cards)")));
    }
    // The hints of this point of the deal, if asked for: the search
    // player's estimate of each legal move, in game points for this seat,
    // the best first; the best move's card or button is marked.
    const hints = st.hints && st.hints.deal === s.deal && st.hints.at === s.at && legal.length ? st.hints.moves : null;
    if (w.hints && legal.length) {
      buttons.append(h("button", { id: "hint", disabled: st.hinting || !!hints,
        onclick: () => { st.hinting = true; send({ type: "hint" }); draw(); } }, "Hint"));
    }
    const hintView = hints ? hintList(hints) : null;
    const talon = Array.isArray(o.talon) && o.talon.some((c) => c) ? h("div", { id: "talon" }, h("span", { class: "label" }, "talon"), o.talon.map((c) => card(c, { cls: "small" }))) : null;
    const turn = o.phase === "done" || s.toMove < 0 ? "The deal is over." : s.toMove === me ? "Your turn." : "Waiting for " + nameAt(s.toMove) + ".";
    const center = h("div", { id: "center" }, h("div", { id: "turn" }, turn), talon, trickView(o.currentTrick, "trick"));
    const seats = h("div", { id: "seats" }, Array.from({ length: n }, (_, i) => i).filter((i) => i !== me).map(seatBox), center);
    const mine = me >= 0 ? seatBox(me) : h("div", {}, "You sit this deal out.");
    mine.append(handView, buttons, hintView || "");
    if (hints && hints.length && hints[0].searched) {
      const best = hints[0].move, mm = /^play (\S+)$/.exec(best);
      const el = mm ? [...mine.querySelectorAll(".card.legal"), ...seats.querySelectorAll(".card.legal")].find((e) => e.dataset.card === mm[1])
        : [...buttons.querySelectorAll("button.move")].find((e) => e.dataset.move === best);
      if (el) el.classList.add("hinted");
    }
    const last = st.lastTrick || (o.lastTrick && o.lastTrick.cards.length ? o.lastTrick : null);
    const side = h("aside", {},
      h("h3", {}, "Deal " + s.deal + " of " + s.match.deals), info(o),
      h("h3", {}, "Last trick"), last ? trickView(last, "lasttrick") : h("p", {}, "none yet"),
      h("h3", {}, "Auction and announcements"), h("ol", { id: "log" }, (o.history || []).filter((e) => !/^play /.test(e.move)).map((e) =>
        h("li", {}, nameAt(e.seat) + ": " + e.move + (e.concealed ? " (" + e.concealed + " cards)" : "")))),
      h("h3", {}, "Players"), h("ul", { id: "players" }, w.players.map((p, i) => h("li", {},
        p.name + (p.computer ? " (computer, " + p.computer + ")" : p.present ? "" : p.standIn ? " (away, played by the computer)" : " (away)") + ": " + s.match.totals[i]))),
      h("h3", {}, "Score sheet"), sheet(w, st.sheet),
      s.match.played ? h("p", {}, h("a", { href: "viewer?table=" + id + "#" + token, id: "archivelink" }, "The finished deals in the viewer")) : null);
    table.replaceChildren(h("div", { class: "felt" }, seats, mine), side);
  };
  connect();
}

// groupCardMoves finds the moves of one verb that choose several cards
// (a discard): {verb, cards (every card in them), moves, rest}, or null.
function groupCardMoves(moves) {
  const by = new Map();
  for (const m of moves) {
    const words = m.split(" ");
    if (words.length >= 2 && words.slice(1).every((w) => parseCard(w))) {
      if (!by.has(words[0])) by.set(words[0], []);
      by.get(words[0]).push({ text: m, cards: words.slice(1) });
    }
  }
  for (const [verb, list] of by) {
    if (list.length > 6 || list.some((x) => x.cards.length > 1)) {
      const all = new Set(list.flatMap((x) => x.cards));
      return { verb, cards: all, moves: list, rest: moves.filter((m) => !m.startsWith(verb + " ") || !list.some((x) => x.text === m)) };
    }
  }
  return null;
}

// hintList lists hints, the best first: each move with its estimated
// value in game points for the seat, or "not searched" for a move the
// search left out.
function hintList(hints) {
  const value = (x) => !x.searched ? "not searched" : (x.value > 0 ? "+" : x.value < 0 ? "−" : "±") + Math.abs(x.value).toFixed(2);
  return h("div", { id: "hintbox" }, h("div", { class: "label" }, "Estimates in game points for you, the best first:"),
    h("ol", { id: "hints" }, hints.map((x, i) => h("li", { class: i === 0 && x.searched ? "best" : null, "data-move": x.move },
      h("span", { class: "hintmove" }, x.move), " ", h("span", { class: "hintvalue" }, value(x))))));
}

function sameCards(a, b) {
  return a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");
}

const SHOWN = new Set(["rules", "history", "hand", "handSizes", "talon", "currentTrick", "lastTrick", "piles", "tops", "openHands",
  "revealed", "played", "won", "knownHand", "seat", "toMove"]);

// info lists the observation's other fields: the phase, the contract, the
// declarer, the called king, the announcements, …
function info(o) {
  const rows = [];
  for (const [k, v] of Object.entries(o)) {
    if (SHOWN.has(k)) continue;
    let t = typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
    if (t === "null" || t === "{}" || t === "[]") continue;
    if (t.length > 80) t = t.slice(0, 80) + "…";
    rows.push(h("tr", {}, h("th", {}, k), h("td", {}, t)));
  }
  return h("table", { class: "info" }, rows);
}

function sheet(w, entries) {
  return h("table", { id: "sheet" }, h("tr", {}, h("th", {}, "#"), w.players.map((p) => h("th", {}, p.name))),
    entries.map((e) => h("tr", { title: e.summary }, h("td", {}, e.deal), e.pay.map((x, i) => h("td", {}, (x > 0 ? "+" : "") + x + " (" + e.totals[i] + ")")))));
}

window.tableDebug = {}; // the state of a seat's page, read by the browser tests
route();
