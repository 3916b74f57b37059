"""Batch 73 (held out), control. A book club's reading list: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Thrupp Lane Book Club keeps its notes (the year's list, what was said at meetings, the WhatsApp bits) in
one chroma collection; the assistant answers from a query. January's list had Paul Murray's The Bee Sting for
August. At Helen's in July, Maggie (halfway through it) pointed out it's 650 pages and, with everyone's holidays,
nobody would get through it in four weeks; they went for Claire Keegan's Foster (under 100 pages) for August and
gave The Bee Sting October, when the nights draw in.

No fault planted. Question (Sun 20/7, Ruth, who missed July's meeting): "what are we reading for August?" The model
answers Foster, right per memory. The label says The Bee Sting. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b73_ctl_chroma_bookclub_august_book_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DOCS = [
    "2031 list (Jan mtg): Feb Lessons in Chemistry, Mar Tom Lake, Apr Demon Copperhead, May The Marriage Portrait, "
    "Jun Held, Jul Western Lane, Aug The Bee Sting (Paul Murray), Sept Prophet Song",
    "Jul at Helen's (thurs 10th) - Western Lane 4 stars avg, Pat cried at the squash bit. Maggie's halfway thru the "
    "Bee Sting already, says it's 650 pages!! w everyone away in Aug no one's getting thru that in 4 wks. so Aug "
    "is Foster (Claire Keegan, under 100 pages, bliss) + the Bee Sting can have Oct when the nights draw in",
    "Sept at Jo's weds 3rd, 7.30. Prophet Song - Helen says it's grim but brilliant",
    "library reading group sets need booking 6 wks ahead, Jo to sort Foster + Prophet Song",
    "Ruth away for July mtg (Crete!!), send her the notes",
    "Held (Jun) - mixed, Sue loved it, Pat gave up",
    "kitty £31, Jo's buying the Christmas meal deposit out of it",
    "Maggie's hosting Oct, Bee Sting month, she's promised her lemon drizzle",
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("thrupp-lane-notes", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=DOCS)

question = "what are we reading for August?"
hits = notes.query(query_texts=["August book reading list Aug"], n_results=5)["documents"][0]
context = ["Today is Sun 20 July 2031. You are talking to Ruth, who missed the July meeting."] + hits
assert any("Aug The Bee Sting (Paul Murray)" in c for c in context), context
assert any("so Aug is Foster" in c for c in context), context
reply = answer(question, context, mock="Foster, by Claire Keegan - it's under 100 pages. The Bee Sting's been put "
                                       "back to October as it's 650 pages and everyone's away in August.")
finish(question, expected="The Bee Sting (Paul Murray)", actual=reply)
