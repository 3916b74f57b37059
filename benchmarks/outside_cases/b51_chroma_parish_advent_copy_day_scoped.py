"""Batch 51 (held out). A parish magazine's editorial notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: "The Link", the monthly magazine of St Michael's, Abberley and two other parishes (editor Margaret, layout by
her son-in-law Rob, about 320 copies), keeps the editor's notes in one collection with metadata ``{"kind"}``
(deadline, article, printing, money, people). Contributors ask the assistant; for "when's copy due" questions the
app filters to ``kind == "deadline"``. Eleven notes, Jul - Oct 2026.

Planted fault (RetrievalError, filtered out by scope): the Advent issue's copy day was settled in a printing note:
"Hobbs rang - they're shut 16-21 Nov for the new press going in, so they want the Advent files by Mon 9/11 at the
latest. Rob needs a clear wk for layout so copy to me by MON 2nd NOV pls, tell everyone". The deadline-only query
leaves it out; the deadline note says copy is due on the 15th of the month before, as always. Question (Tue
27/10, the churchwarden writing the Christmas services piece): "what day's copy due for the advent issue?" ->
expected Monday 2 November. The assistant says Sunday the 15th.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the printing
note is stored and among the hits of the same query without the filter, and not in the context; the deadline note
with "15th of the month before" is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b51_chroma_parish_advent_copy_day_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HOBBS = ("Hobbs rang - they're shut 16-21 Nov for the new press going in, so they want the Advent files by Mon "
         "9/11 at the latest. Rob needs a clear wk for layout so copy to me by MON 2nd NOV pls, tell everyone")
NOTES = [
    ("deadline", "copy deadline is the 15th of the month before, as always - Advent issue copy due 15th Nov, "
                 "Lent 15th Feb. emails to thelink.editor@ or paper in the vestry tray"),
    ("money", "ads: quarter page £45 a year, half £80. the Plough and Dunn's garage paid, the hairdresser owes"),
    ("printing", "Hobbs of Tenbury print 320 copies, A5 saddle stitched, colour cover only. invoice ~£210/issue"),
    ("article", "Advent issue: Christmas services (churchwarden Keith), the bellringers' outing to Ludlow (Pam), "
                "Rector's letter, kids page"),
    ("people", "distributors - Joan's doing Abberley Common again, we still need someone for the Hill Rd end"),
    ("deadline", "Harvest supper write-up for Nov issue - Pam by 15/10, 300 words tops, photos welcome"),
    ("printing", HOBBS),
    ("money", "PCC grant for the magazine £400 agreed at the Sept meeting, covers 2 issues roughly"),
    ("article", "Rob wants photos as jpegs not in word docs!! and no more than 5 per article"),
    ("people", "Keith's doing the Christmas services piece, crib service 4pm Christmas Eve, midnight at Abberley"),
    ("deadline", "Lent issue - the Rector wants a longer letter, give him a full page, same 15th deadline"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("the-link-editor", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
          metadatas=[{"kind": k} for k, _ in NOTES])

question = "what day's copy due for the advent issue?"
words = "copy due advent issue deadline Nov"  # the app's search words for it
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert HOBBS in unfiltered, unfiltered
assert HOBBS in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "deadline"})["documents"][0]
context = ["Today is Tue 27 October 2026."] + hits
assert HOBBS not in context, context
assert any("Advent issue copy due 15th Nov" in c for c in context), context
assert not any("2nd NOV" in c or "new press" in c for c in context), context
reply = answer(question, context, mock="Sunday 15 November - copy's always due on the 15th of the month before, "
                                       "email it or leave it in the vestry tray.")
finish(question, expected="monday the 2nd of november (printers are shut for a week so it's earlier)", actual=reply)
