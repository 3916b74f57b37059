"""Batch 73 (held out). A book club's reading list: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: the Thrupp Lane Book Club (nine of them, first-ish Wednesday of the month, at each other's houses in turn)
keeps its notes in one collection with metadata ``{"kind": "schedule" | "chat" | "review"}``: the year's list and
hosts as "schedule", anything pasted from the WhatsApp group as "chat", what people thought of the books as
"review". Jo, who runs it, asks the assistant "when's book club?"-type questions; the app looks those up in the
schedule notes only (``where={"kind": "schedule"}``). Eleven documents, Jan - Jul 2031.

Planted fault (RetrievalError, scoped out by the metadata filter): on 30/6 Helen posted in the group: "so sorry all,
cant do weds 9th after all - Lily's sports day got shifted to that evening (don't ask). thurs 10th at mine still ok?
7.30, Pat + Maggie + Jo said yes already". It was filed as "chat". The app's query for the date is filtered to
"schedule", where the year's list still says "Jul - Weds 9th, Helen's". Question (Mon 7/7, Jo): "what day's book
club this month?" -> expected Thursday (the 10th), Helen couldn't do the Wednesday. The assistant says Wednesday 9th.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: Helen's message is
stored and a hit of the same query without the filter; it is not in the context, which has the year's list.
Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b73_chroma_bookclub_july_day_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HELEN = ("so sorry all, cant do weds 9th after all - Lily's sports day got shifted to that evening (don't ask). "
         "thurs 10th at mine still ok? 7.30, Pat + Maggie + Jo said yes already")
DOCS = [
    ("schedule", "2031 list (agreed at Jan mtg): Feb - Weds 5th Jo's, Mar - Weds 5th Pat's, Apr - Weds 2nd "
                 "Maggie's, May 7th Sue's, Jun 4th Ruth's, Jul - Weds 9th, Helen's (1st weds clashes w her pilates), "
                 "Aug off"),
    ("schedule", "Jul book: Small Things Like These - library set of 8 copies, pick up from Stroud library"),
    ("review", "Lessons in Chemistry (Apr) - loved it, 4 stars avg, Maggie the only hold-out, 'too neat'"),
    ("chat", "Pat: anyone got a spare copy of Tom Lake? mine's gone walkabout"),
    ("schedule", "Sept mtg back to normal, Weds 3rd, at Jo's. Sept book TBC at July mtg"),
    ("review", "Demon Copperhead (Jun) - long!! half of us didn't finish, good chat about it tho"),
    ("chat", HELEN),
    ("chat", "Ruth: lovely evening at mine, thanks all, still finding crumbs. who took the blue tupperware"),
    ("schedule", "subs £2 each a meeting to the host for wine/nibbles, Jo keeps the kitty for library fines"),
    ("review", "Tom Lake (May) - 3.5 stars, too slow for some, Sue loved the cherries bit"),
    ("chat", "Maggie: can we do something shorter for Aug-Sept, I'm away 3 wks"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("thrupp-lane-book-club",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what day's book club this month?"
words = "July book club meeting day weds thurs Helen's mine"  # the app's search words
unfiltered = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert HELEN in unfiltered, unfiltered
assert HELEN in notes.get()["documents"]

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"kind": "schedule"})["documents"][0]
context = ["Today is Mon 7 July 2031. You are talking to Jo, who runs the book club."] + hits
assert HELEN not in context
assert not any("thurs 10th" in c or "sports day" in c for c in context), context
assert any("Jul - Weds 9th, Helen's" in c for c in context), context
reply = answer(question, context, mock="Wednesday - the 9th, at Helen's (the first Weds clashes with her pilates).")
finish(question, expected="Thurs the 10th - Helen can't do the Weds", actual=reply)
