// Cards of the Industrie und Glück pack drawn as SVG in code: the 22
// tarocks with their Roman numerals (the Sküs with its jester), the 32
// suit cards with their rank and suit. Cards are named in the module's
// notation (doc/notation.md): T1 … T21, Skus, KH, QD, CS, JC, AH, 4D,
// 10S, 7C.

const NS = "http://www.w3.org/2000/svg";
const ROMAN = ["", "I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
  "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
const NAMES = { 1: "Pagat", 2: "Uhu", 3: "Kakadu", 4: "Quapil", 21: "Mond" };
const SUITS = { H: ["♥", "#c8102e", "hearts"], D: ["♦", "#c8102e", "diamonds"], S: ["♠", "#111", "spades"], C: ["♣", "#111", "clubs"] };
const RANKS = { K: "King", Q: "Queen", C: "Cavall", J: "Jack" };

function el(name, attrs, text) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// parseCard returns {tarock: n} (22 for the Sküs) or {rank, suit}, or null.
export function parseCard(c) {
  if (!c) return null;
  if (c === "Skus") return { tarock: 22 };
  let m = /^T(\d+)$/.exec(c);
  if (m) return { tarock: +m[1] };
  m = /^(K|Q|C|J|A|2|3|4|10|9|8|7)([HDSC])$/.exec(c);
  return m ? { rank: m[1], suit: m[2] } : null;
}

// sortKey orders a hand as a person holds it: tarocks from the highest
// down, then hearts, diamonds, spades, clubs, each from the highest down.
export function sortKey(c) {
  const p = parseCard(c);
  if (!p) return 999;
  if (p.tarock) return 22 - p.tarock;
  const red = ["K", "Q", "C", "J", "A", "2", "3", "4"], black = ["K", "Q", "C", "J", "10", "9", "8", "7"];
  const ranks = p.suit === "H" || p.suit === "D" ? red : black;
  return 100 + "HDSC".indexOf(p.suit) * 20 + ranks.indexOf(p.rank);
}

// cardTitle returns the card's name in words.
export function cardTitle(c) {
  const p = parseCard(c);
  if (!p) return "hidden card";
  if (p.tarock === 22) return "Sküs";
  if (p.tarock) return (NAMES[p.tarock] ? NAMES[p.tarock] + " " : "Tarock ") + ROMAN[p.tarock];
  const rank = RANKS[p.rank] || (p.rank === "A" ? "Ace" : p.rank);
  return rank + " of " + SUITS[p.suit][2];
}

// cardSVG returns the picture of card c (null or "" for a card face down).
export function cardSVG(c) {
  const svg = el("svg", { viewBox: "0 0 60 90", class: "cardsvg", role: "img" });
  svg.appendChild(el("title", {}, cardTitle(c)));
  const p = parseCard(c);
  if (!p) {
    svg.appendChild(el("rect", { x: 1, y: 1, width: 58, height: 88, rx: 5, fill: "#2b4c7e", stroke: "#123" }));
    for (let i = 0; i < 6; i++) {
      svg.appendChild(el("rect", { x: 6 + i * 2, y: 6 + i * 3, width: 48 - i * 4, height: 78 - i * 6, rx: 3, fill: "none", stroke: i % 2 ? "#d9c77a" : "#8fb0dd", "stroke-width": 0.8 }));
    }
    return svg;
  }
  svg.appendChild(el("rect", { x: 1, y: 1, width: 58, height: 88, rx: 5, fill: "#fffdf5", stroke: "#333" }));
  if (p.tarock) drawTarock(svg, p.tarock);
  else drawSuit(svg, p.rank, p.suit);
  return svg;
}

function drawTarock(svg, n) {
  const hue = (n * 47) % 360;
  if (n === 22) {
    // The Sküs: a jester with his cap and bells.
    svg.appendChild(el("rect", { x: 6, y: 16, width: 48, height: 58, rx: 3, fill: "#f3e6b8", stroke: "#996" }));
    svg.appendChild(el("path", { d: "M18 44 L30 22 L42 44 Z", fill: "#c8102e" }));
    svg.appendChild(el("path", { d: "M18 44 L10 30 M42 44 L50 30", stroke: "#264", "stroke-width": 3 }));
    for (const [x, y] of [[10, 30], [30, 22], [50, 30]]) svg.appendChild(el("circle", { cx: x, cy: y, r: 2.5, fill: "#d4a017" }));
    svg.appendChild(el("circle", { cx: 30, cy: 52, r: 8, fill: "#f5d0a9", stroke: "#633" }));
    svg.appendChild(el("path", { d: "M22 62 Q30 72 38 62", fill: "#264" }));
    svg.appendChild(el("text", { x: 30, y: 12, "text-anchor": "middle", "font-size": 10, "font-weight": "bold", fill: "#111" }, "Sküs"));
    svg.appendChild(el("text", { x: 30, y: 85, "text-anchor": "middle", "font-size": 8, fill: "#111" }, "XXII"));
    return;
  }
  const r = ROMAN[n];
  svg.appendChild(el("text", { x: 30, y: 13, "text-anchor": "middle", "font-size": r.length > 4 ? 10 : 12, "font-weight": "bold", "font-family": "serif", fill: "#111" }, r));
  const rot = el("g", { transform: "rotate(180 30 45)" });
  rot.appendChild(el("text", { x: 30, y: 13, "text-anchor": "middle", "font-size": r.length > 4 ? 10 : 12, "font-weight": "bold", "font-family": "serif", fill: "#111" }, r));
  svg.appendChild(rot);
  // A genre scene: sky, ground and a figure, coloured by the number.
  svg.appendChild(el("rect", { x: 6, y: 17, width: 48, height: 56, rx: 2, fill: `hsl(${hue},55%,82%)`, stroke: "#777" }));
  svg.appendChild(el("rect", { x: 6, y: 55, width: 48, height: 18, fill: `hsl(${(hue + 90) % 360},40%,55%)` }));
  svg.appendChild(el("circle", { cx: 30, cy: 33, r: 5, fill: "#f5d0a9", stroke: "#633", "stroke-width": 0.6 }));
  svg.appendChild(el("path", { d: "M22 60 L26 40 L34 40 L38 60 Z", fill: `hsl(${(hue + 200) % 360},50%,40%)` }));
  if (n % 2) svg.appendChild(el("circle", { cx: 46, cy: 24, r: 4, fill: "#f7e07a" }));
  else svg.appendChild(el("path", { d: "M10 55 L16 42 L22 55 Z", fill: "#3a6b35" }));
  if (NAMES[n]) svg.appendChild(el("text", { x: 30, y: 70, "text-anchor": "middle", "font-size": 7, fill: "#111" }, NAMES[n]));
}

function drawSuit(svg, rank, suit) {
  const [sym, colour] = SUITS[suit];
  const label = rank === "A" ? "1" : rank;
  svg.appendChild(el("text", { x: 6, y: 15, "font-size": 12, "font-weight": "bold", fill: colour }, label));
  svg.appendChild(el("text", { x: 6, y: 26, "font-size": 11, fill: colour }, sym));
  const rot = el("g", { transform: "rotate(180 30 45)" });
  rot.appendChild(el("text", { x: 6, y: 15, "font-size": 12, "font-weight": "bold", fill: colour }, label));
  rot.appendChild(el("text", { x: 6, y: 26, "font-size": 11, fill: colour }, sym));
  svg.appendChild(rot);
  if (RANKS[rank]) {
    // A court card: a framed figure with the rank's letter.
    svg.appendChild(el("rect", { x: 15, y: 18, width: 30, height: 54, rx: 2, fill: "#f6efd9", stroke: colour }));
    svg.appendChild(el("circle", { cx: 30, cy: 32, r: 5, fill: "#f5d0a9", stroke: "#633", "stroke-width": 0.6 }));
    if (rank === "K") svg.appendChild(el("path", { d: "M24 26 L26 21 L30 25 L34 21 L36 26 Z", fill: "#d4a017" }));
    if (rank === "C") svg.appendChild(el("path", { d: "M18 66 Q24 52 34 56 Q42 50 44 62", fill: "none", stroke: "#6b4423", "stroke-width": 2 }));
    svg.appendChild(el("path", { d: "M23 64 L26 40 L34 40 L37 64 Z", fill: colour, opacity: 0.75 }));
    svg.appendChild(el("text", { x: 30, y: 58, "text-anchor": "middle", "font-size": 11, "font-weight": "bold", fill: "#fff" }, rank));
    svg.appendChild(el("text", { x: 40, y: 70, "text-anchor": "middle", "font-size": 9, fill: colour }, sym));
    return;
  }
  const n = rank === "A" ? 1 : +rank;
  const spots = {
    1: [[30, 45]], 2: [[30, 30], [30, 60]], 3: [[30, 28], [30, 45], [30, 62]], 4: [[22, 30], [38, 30], [22, 60], [38, 60]],
    7: [[22, 26], [38, 26], [30, 36], [22, 46], [38, 46], [22, 66], [38, 66]],
    8: [[22, 26], [38, 26], [30, 36], [22, 46], [38, 46], [30, 56], [22, 66], [38, 66]],
    9: [[22, 25], [38, 25], [22, 38], [38, 38], [30, 45], [22, 52], [38, 52], [22, 65], [38, 65]],
    10: [[22, 24], [38, 24], [30, 32], [22, 40], [38, 40], [22, 50], [38, 50], [30, 58], [22, 66], [38, 66]],
  }[n];
  for (const [x, y] of spots) {
    svg.appendChild(el("text", { x, y: y + 4, "text-anchor": "middle", "font-size": n === 1 ? 26 : 11, fill: colour }, sym));
  }
}
