// The record viewer: opens an archive of game records (a file, pasted
// text, or a table's finished deals) and steps through each deal move by
// move or trick by trick with every hand open.
export async function viewer(app, { h, card, cards }) {
  document.getElementById("title").textContent = "Record viewer";
  const params = new URLSearchParams(location.search);
  const file = h("input", { type: "file", id: "file", accept: ".txt,.pgn,text/plain" });
  const text = h("textarea", { id: "archive", rows: 6, cols: 80, placeholder: "…or paste game records here" });
  const open = h("button", { id: "open" }, "Open");
  const out = h("div", { id: "viewer" });
  app.replaceChildren(h("div", { id: "source" }, file, text, open), out);
  const load = async (body) => {
    const resp = await fetch("api/replay", { method: "POST", body });
    const a = await resp.json();
    if (!resp.ok) { out.replaceChildren(h("p", { class: "error" }, a.error)); return; }
    show(a);
  };
  file.onchange = async () => { if (file.files[0]) load(await file.files[0].text()); };
  open.onclick = () => load(text.value);
  if (params.get("table")) {
    const resp = await fetch("api/tables/" + encodeURIComponent(params.get("table")) + "/archive", { headers: { "X-Table-Token": location.hash.slice(1) } });
    if (resp.ok) load(await resp.text());
    else out.replaceChildren(h("p", { class: "error" }, (await resp.json()).error));
  }

  function show(a) {
    let di = 0, step = 0;
    const pick = h("select", { id: "deal" }, a.deals.map((d, i) => h("option", { value: i }, (i + 1) + ". " + d.title + ": " + (d.summary || "not over"))));
    const board = h("div", { id: "board" });
    const go = (f) => () => { const d = a.deals[di]; step = Math.max(0, Math.min(d.moves.length, f(d))); draw(); };
    // trickEnds are the steps after which a trick is complete.
    const isTrickEnd = (d, i) => {
      const o = d.views[i][0];
      return i > 0 && o.currentTrick && o.currentTrick.cards.length === 0 && /^play /.test(d.moves[i - 1].move);
    };
    const nextTrick = (d) => { let i = step + 1; while (i < d.moves.length && !isTrickEnd(d, i)) i++; return i; };
    const prevTrick = (d) => { let i = step - 1; while (i > 0 && !isTrickEnd(d, i)) i--; return i; };
    const controls = h("div", { id: "controls" },
      h("button", { id: "first", onclick: go(() => 0) }, "⏮"),
      h("button", { id: "prevtrick", onclick: go(prevTrick) }, "« trick"),
      h("button", { id: "prev", onclick: go(() => step - 1) }, "‹ move"),
      h("button", { id: "next", onclick: go(() => step + 1) }, "move ›"),
      h("button", { id: "nexttrick", onclick: go(nextTrick) }, "trick »"),
      h("button", { id: "last", onclick: go((d) => d.moves.length) }, "⏭"));
    pick.onchange = () => { di = +pick.value; step = 0; draw(); };
    const draw = () => {
      const d = a.deals[di];
      const views = d.views[step];
      const o0 = views[0];
      const seats = d.seats.map((name, s) => {
        const o = views[s];
        return h("div", { class: "vseat", "data-seat": s }, h("div", { class: "seatname" }, (d.names[s] || "seat " + s) + " · " + name + (o0.toMove === s ? " · to move" : "")),
          h("div", { class: "hand" }, cards(o.hand).map((c) => card(c, { cls: "small" }))));
      });
      const tr = o0.currentTrick;
      const trick = h("div", { class: "trick" }, tr ? tr.cards.map((c, i) => h("div", { class: "played" }, card(c), h("div", { class: "by" }, d.names[(tr.leader + i) % d.seats.length] || ""))) : "");
      const talon = Array.isArray(o0.talon) ? h("div", { id: "talon" }, h("span", { class: "label" }, "talon"), o0.talon.map((c) => card(c, { cls: "small" }))) : "";
      const moves = h("ol", { id: "vmoves" }, d.moves.map((m, i) => h("li", { class: i === step - 1 ? "current" : "" }, (d.names[m.seat] || "seat " + m.seat) + ": " + m.move)));
      board.replaceChildren(h("p", { id: "stepinfo" }, "Move " + step + " of " + d.moves.length), seats, talon, trick,
        step === d.moves.length && d.settlement ? h("pre", { id: "vsettlement" }, d.settlement) : "", moves);
    };
    out.replaceChildren(a.errors ? h("ul", { class: "error" }, a.errors.map((e) => h("li", {}, e))) : "", pick, controls, board);
    if (a.deals.length) draw();
  }
}
