"""The static part of the `-pipeline-html` page: its HTML shell, CSS and JavaScript.

The page is one file with no external reference (no fonts, scripts or images from the
network): `pipeline_html.py` puts the journey's data into the shell as JSON (a
`<script type="application/json">` block) and the script below draws it. Only the
chosen function is turned into DOM nodes, so a page for a module of thousands of
functions opens as fast as one for a single function.

What the script draws, per function, top to bottom: the input IR, the IR after each
optimizer pass that changed it (with -pipeline-html-passes), the SelectionDAG of each
block at each DAG stage (inline SVG, or the node list), the MIR after each backend
stage, and the function's assembly. Lines carry `data-s` (their source line, from
`!dbg`) and `data-i` (the IR instruction they come from), and so do the DAG nodes (the
SVG node groups and the node list lines: a node's SDLoc); hovering marks the lines that
share them (class `hov`), clicking selects them (class `sel`). A stage's "diff" button
shows its line diff (Myers' O(ND) algorithm) against the previous stage of the same
kind (IR to IR, MIR to MIR).
"""
from __future__ import annotations

CSS = r"""
:root { --bg:#fff; --fg:#1d1f21; --mute:#6a737d; --line:#e1e4e8; --sel:#ffe08a;
        --hov:#fff4c4; --add:#e6ffed; --del:#ffeef0; --head:#f6f8fa; }
* { box-sizing: border-box; }
body { margin:0; font:14px/1.4 system-ui, sans-serif; color:var(--fg); background:var(--bg); }
header { position:sticky; top:0; z-index:5; background:var(--head);
         border-bottom:1px solid var(--line); padding:6px 12px; }
header h1 { font-size:16px; margin:0 12px 0 0; display:inline-block; }
header .meta { color:var(--mute); }
header select { max-width:28em; }
#stagenav { margin-top:4px; font-size:12px; }
#stagenav a { margin-right:8px; color:#0366d6; text-decoration:none; white-space:nowrap; }
#layout { display:grid; grid-template-columns:minmax(18em, 32%) 1fr; gap:0; }
#srcpane { position:sticky; top:var(--hdr, 90px); align-self:start;
           height:calc(100vh - var(--hdr, 90px)); overflow:auto;
           border-right:1px solid var(--line); }
#stages { min-width:0; padding:0 12px 40vh 12px; }
section.stage { margin:12px 0; border:1px solid var(--line); border-radius:4px; }
section.stage > h2 { font-size:14px; margin:0; padding:4px 8px; background:var(--head);
                     border-bottom:1px solid var(--line); display:flex; gap:8px;
                     align-items:center; }
section.stage > h2 .kind { color:var(--mute); font-weight:normal; }
section.stage > h2 button { margin-left:auto; font-size:12px; }
.note { color:var(--mute); padding:4px 8px; font-style:italic; }
pre.code { margin:0; padding:4px 0; overflow-x:auto; font:12px/1.35 ui-monospace,
           "DejaVu Sans Mono", monospace; }
pre.code .ln { display:block; padding:0 8px 0 0; white-space:pre; min-height:1.35em; }
pre.code .ln[data-s], pre.code .ln[data-i] { cursor:pointer; }
.ln .no { display:inline-block; width:4.5em; text-align:right; color:var(--mute);
          padding-right:8px; user-select:none; }
.ln .cnt { display:inline-block; width:7em; text-align:right; padding-right:8px;
           color:#8a3b00; user-select:none; }
.ln.hov { background:var(--hov); }
.ln.sel { background:var(--sel); }
g.node.ln { cursor:pointer; }
g.node.hov > polygon { fill:var(--hov); }
g.node.sel > polygon { fill:var(--sel); }
.ln.add { background:var(--add); }
.ln.del { background:var(--del); }
.srcfile h3 { font-size:13px; margin:0; padding:4px 8px; background:var(--head);
              border-bottom:1px solid var(--line); position:sticky; top:0; }
details.dag { border-top:1px solid var(--line); }
details.dag > summary { padding:4px 8px; cursor:pointer; font-family:ui-monospace, monospace;
                        font-size:12px; }
.dagstage { padding:4px 8px; border-top:1px dashed var(--line); }
.dagstage h4 { margin:2px 0; font-size:12px; color:var(--mute); font-weight:normal; }
.dagstage svg { max-width:100%; height:auto; display:block; }
table.timings { border-collapse:collapse; font-size:12px; }
table.timings td { padding:0 8px; text-align:right; }
table.timings td:last-child { text-align:left; }
"""

# Everything the script needs is in the JSON block #journey; see pipeline_html.py for
# its fields. The script makes no network request and writes nothing but the DOM.
JS = r"""
'use strict';
const J = JSON.parse(document.getElementById('journey').textContent);
const $ = (sel, root) => (root || document).querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};
let index = { s: new Map(), i: new Map() };  // key -> line elements (current view)
let hovered = [], selected = [];
const MAX_EDITS = 4000;    // a diff with more edits is shown as all out, all in

function addIndex(kind, key, node) {
  let list = index[kind].get(key);
  if (!list) { list = []; index[kind].set(key, list); }
  list.push(node);
}

function fmtCount(n) { return n ? n.toLocaleString('en-US') : ''; }

// One <pre> of lines; `s`, `i`, `c`: per-line source key, IR id, count (or null).
function codeBlock(text, s, i, c, numbered) {
  const pre = el('pre', 'code');
  const lines = text.split('\n');
  const frag = document.createDocumentFragment();
  for (let k = 0; k < lines.length; k++) {
    const ln = el('span', 'ln');
    if (numbered) ln.appendChild(el('span', 'no', String(k + 1)));
    if (c) ln.appendChild(el('span', 'cnt', fmtCount(c[k])));
    ln.appendChild(document.createTextNode(lines[k]));
    if (s && s[k]) { ln.dataset.s = s[k]; addIndex('s', String(s[k]), ln); }
    if (i && i[k]) { ln.dataset.i = i[k]; addIndex('i', String(i[k]), ln); }
    frag.appendChild(ln);
  }
  pre.appendChild(frag);
  return pre;
}

// Myers' O(ND) line diff: a list of [op, text], op ' ', '-', '+'.
function diffLines(a, b) {
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo] === b[lo]) lo++;
  let ea = a.length, eb = b.length;
  while (ea > lo && eb > lo && a[ea - 1] === b[eb - 1]) { ea--; eb--; }
  const A = a.slice(lo, ea), B = b.slice(lo, eb);
  const n = A.length, m = B.length, max = n + m, off = max + 1;
  const out = a.slice(0, lo).map(t => [' ', t]);
  const tail = a.slice(ea).map(t => [' ', t]);
  const v = new Int32Array(2 * max + 3);
  const trace = [];        // v around the diagonals -d-1 .. d+1 before round d
  let done = false;
  for (let d = 0; d <= max && !done; d++) {
    if (d > MAX_EDITS) {   // too different to align: all of A out, all of B in
      A.forEach(t => out.push(['-', t])); B.forEach(t => out.push(['+', t]));
      return out.concat(tail);
    }
    trace.push(v.slice(off - d - 1, off + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = (k === -d || (k !== d && v[off + k - 1] < v[off + k + 1]))
        ? v[off + k + 1] : v[off + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && A[x] === B[y]) { x++; y++; }
      v[off + k] = x;
      if (x >= n && y >= m) { done = true; break; }
    }
  }
  const mid = [];
  let x = n, y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const vd = trace[d], base = d + 1, k = x - y;
    const down = (k === -d || (k !== d && vd[base + k - 1] < vd[base + k + 1]));
    const pk = down ? k + 1 : k - 1;
    const px = vd[base + pk], py = px - pk;
    while (x > px && y > py) { mid.push([' ', A[x - 1]]); x--; y--; }
    if (d > 0) {
      if (down) mid.push(['+', B[y - 1]]); else mid.push(['-', A[x - 1]]);
    }
    x = px; y = py;
  }
  mid.reverse();
  return out.concat(mid, tail);
}

function stageText(fn, k) {
  const st = fn.stages[k];
  return st.same !== undefined ? fn.stages[st.same].text : st.text;
}

function diffView(fn, k, prev) {
  const d = diffLines(stageText(fn, prev).split('\n'), stageText(fn, k).split('\n'));
  const pre = el('pre', 'code diff');
  let adds = 0, dels = 0;
  for (const [op, t] of d) {
    const ln = el('span', 'ln' + (op === '+' ? ' add' : op === '-' ? ' del' : ''), op + ' ' + t);
    if (op === '+') adds++; else if (op === '-') dels++;
    pre.appendChild(ln);
  }
  const box = el('div');
  box.appendChild(el('div', 'note', `against "${fn.stages[prev].name}": ` +
                     `${adds} lines added, ${dels} removed`));
  box.appendChild(pre);
  return box;
}

// The picture's nodes (<g class="node"><title>NodeN</title>) join the links of their
// source line and IR instruction (`links`: node id -> [source key, IR number]).
function linkNodes(holder, links) {
  if (!links) return;
  for (const g of holder.querySelectorAll('g.node')) {
    const t = g.querySelector('title');
    const m = t && /^Node(\d+)$/.exec(t.textContent);
    const k = m && links[m[1]];
    if (!k) continue;
    g.classList.add('ln');
    if (k[0]) { g.dataset.s = k[0]; addIndex('s', String(k[0]), g); }
    if (k[1]) { g.dataset.i = k[1]; addIndex('i', String(k[1]), g); }
  }
}

function dagSection(st) {
  const box = el('div');
  if (st.note) box.appendChild(el('div', 'note', st.note));
  for (const b of st.blocks) {
    const det = el('details', 'dag');
    const sum = el('summary', null, `${b.block}: ${b.stages.length} DAG stages, ` +
                   b.stages.map(x => x.nodes).join(' / ') + ' nodes');
    det.appendChild(sum);
    det.addEventListener('toggle', () => {
      if (!det.open || det.dataset.drawn) return;
      det.dataset.drawn = '1';
      for (const ds of b.stages) {
        const div = el('div', 'dagstage');
        div.appendChild(el('h4', null, `entering ${ds.stage} (${ds.nodes} nodes)`));
        if (ds.svg) {
          const holder = el('div', 'svgholder');
          holder.innerHTML = ds.svg;
          linkNodes(holder, ds.n);
          div.appendChild(holder);
        } else {
          div.appendChild(codeBlock(ds.list, ds.s, ds.i, null, false));
        }
        det.appendChild(div);
      }
    });
    box.appendChild(det);
  }
  return box;
}

const KIND = { ir: 'LLVM IR', mir: 'MIR', asm: 'assembly', dag: 'SelectionDAG' };

function renderFunction(fi) {
  index = { s: new Map(), i: new Map() };
  hovered = []; selected = [];
  const fn = J.functions[fi];
  const root = $('#stages');
  root.textContent = '';
  const nav = $('#stagenav');
  nav.textContent = '';
  const lastOfKind = {};
  fn.stages.forEach((st, k) => {
    const sec = el('section', 'stage');
    sec.id = 'stage-' + k;
    sec.dataset.kind = st.kind;
    const h = el('h2');
    h.appendChild(el('span', null, st.name));
    h.appendChild(el('span', 'kind', KIND[st.kind] || st.kind));
    sec.appendChild(h);
    const a = el('a', null, st.name);
    a.href = '#stage-' + k;
    nav.appendChild(a);
    if (st.note && st.kind !== 'dag') sec.appendChild(el('div', 'note', st.note));
    if (st.kind === 'dag') {
      sec.appendChild(dagSection(st));
    } else {
      const src = st.same !== undefined ? fn.stages[st.same] : st;
      if (st.same !== undefined)
        sec.appendChild(el('div', 'note', `no change from "${fn.stages[st.same].name}"`));
      const body = codeBlock(src.text, src.s, src.i, st.c || src.c, true);
      sec.appendChild(body);
      const prev = lastOfKind[st.kind];
      if (prev !== undefined && st.kind !== 'asm') {
        const btn = el('button', 'diffbtn', 'diff');
        btn.title = `show the changes since "${fn.stages[prev].name}"`;
        let view = null;
        btn.addEventListener('click', () => {
          if (view === null) { view = diffView(fn, k, prev); sec.appendChild(view); }
          const showDiff = body.style.display !== 'none';
          body.style.display = showDiff ? 'none' : '';
          view.style.display = showDiff ? '' : 'none';
          btn.textContent = showDiff ? 'text' : 'diff';
        });
        h.appendChild(btn);
      }
      lastOfKind[st.kind] = k;
    }
    root.appendChild(sec);
  });
  for (const f of document.querySelectorAll('#srcpane .ln')) {
    addIndex('s', f.dataset.s, f);
  }
  fixHeader();
}

function mark(list, cls, on) { for (const e of list) e.classList.toggle(cls, on); }

function related(node) {
  const out = [];
  if (node.dataset.s) out.push(...(index.s.get(node.dataset.s) || []));
  if (node.dataset.i) out.push(...(index.i.get(node.dataset.i) || []));
  return out;
}

function functionOf(key) {     // the first function with code from source line `key`
  for (let f = 0; f < J.functions.length; f++)
    for (const st of J.functions[f].stages)
      if (st.s && st.s.includes(Number(key))) return f;
  return -1;
}

function onOver(ev) {
  const ln = ev.target.closest('.ln');
  mark(hovered, 'hov', false);
  hovered = ln && (ln.dataset.s || ln.dataset.i) ? related(ln) : [];
  mark(hovered, 'hov', true);
}

function onClick(ev) {
  const ln = ev.target.closest('.ln');
  if (!ln || !(ln.dataset.s || ln.dataset.i)) return;
  mark(selected, 'sel', false);
  let rel = related(ln);
  const inSource = ln.closest('#srcpane') !== null;
  if (inSource && rel.every(e => e.closest('#srcpane'))) {   // not in this function
    const f = functionOf(ln.dataset.s);
    if (f >= 0) {
      $('#fnsel').value = String(f);
      renderFunction(f);
      rel = related(ln);
    }
  }
  selected = rel;
  mark(selected, 'sel', true);
  const first = selected.find(e => !e.closest('#srcpane') && e !== ln);
  if (inSource && first) first.scrollIntoView({ block: 'center' });
  if (!inSource) {
    const s = selected.find(e => e.closest('#srcpane'));
    if (s) s.scrollIntoView({ block: 'nearest' });
  }
}

function renderSources() {
  const pane = $('#srcpane');
  if (!J.files.length) {
    pane.appendChild(el('div', 'note', 'No debug information (compile with clang -g): ' +
      'lines are linked through the IR instruction each machine instruction comes from.'));
    return;
  }
  J.files.forEach((f, n) => {
    const box = el('div', 'srcfile');
    box.appendChild(el('h3', null, f.name));
    if (!f.lines) box.appendChild(el('div', 'note', 'source not readable: the lines used'));
    const shown = f.lines || f.used.map(l => `(line ${l})`);
    const keys = f.lines ? f.lines.map((_, k) => (n + 1) * J.keyBase + k + 1)
                         : f.used.map(l => (n + 1) * J.keyBase + l);
    const counts = J.program ? keys.map(key => J.lineCounts[key] || 0) : null;
    const pre = codeBlock(shown.join('\n'), null, null, counts, true);
    pre.querySelectorAll('.ln').forEach((ln, k) => { ln.dataset.s = keys[k]; });
    if (!f.lines) pre.querySelectorAll('.no').forEach((no, k) => { no.textContent = f.used[k]; });
    box.appendChild(pre);
    pane.appendChild(box);
  });
}

function fixHeader() {
  const h = $('header').getBoundingClientRect().height;
  document.documentElement.style.setProperty('--hdr', h + 'px');
}

function init() {
  const sel = $('#fnsel');
  J.functions.forEach((f, k) => {
    const o = el('option', null, f.name + (f.total !== null ? `  (${fmtCount(f.total)})` : ''));
    o.value = String(k);
    sel.appendChild(o);
  });
  sel.addEventListener('change', () => renderFunction(Number(sel.value)));
  renderSources();
  document.addEventListener('mouseover', onOver);
  document.addEventListener('click', onClick);
  window.addEventListener('resize', fixHeader);
  if (J.functions.length) renderFunction(0);
}
init();
"""

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>{css}</style>
</head>
<body>
<header>
<h1>{title}</h1> <span class="meta">{meta}</span>
<label>function <select id="fnsel"></select></label>
<details class="meta"><summary>run, timings and notes</summary>{details}</details>
<nav id="stagenav"></nav>
</header>
<div id="layout">
<aside id="srcpane"></aside>
<main id="stages"></main>
</div>
<script type="application/json" id="journey">{data}</script>
<script>{js}</script>
</body>
</html>
"""
