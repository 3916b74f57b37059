"""Batch 50 (held out). A community orchestra's tour file: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: the Wyvern Sinfonia (a community orchestra from Malvern, 46 players, conductor Rhodri) tours North Yorkshire
17-19 April 2026: Harrogate on the Friday night, Ripon Cathedral on the Saturday, a Sunday morning service in York.
Hilary, the tour manager, keeps every tour note in one collection with metadata ``{"kind"}`` (venue, coach, hotel,
music, money) and the assistant answers the players. For "where" questions the app filters to ``kind == "venue"``.
Eleven notes, 9 Feb - 2 Apr 2026.

Planted fault (RetrievalError, filtered out by scope): the Friday rehearsal hall was settled in a coach note: "Abbey
Coaches rang - Steve can't legally do Harrogate->Ripon->Harrogate AND drive us to the concert that night (driver's
hrs), so fri aft rehearsal is in Ripon after all: St Wilfrid's church hall, Canon Mike's sorted it, 2-5, chairs
there, bring stands". The venue-only query leaves it out. Question (Thu 9/4): "where are we rehearsing on the
friday afternoon?" -> expected St Wilfrid's church hall in Ripon. The assistant goes by the venue note:
Harrogate Methodist Church.

Expected verdict: RetrievalError at chroma.query (the one filtered query inside fault()). Asserted: the coach note is
stored and among the hits of the same query without the filter, and not in the context; the venue note naming the
Methodist church is. Another reading: none that we see; nothing was deleted or overwritten.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b50_chroma_orchestra_rehearsal_hall_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COACH = ("Abbey Coaches rang - Steve can't legally do Harrogate->Ripon->Harrogate AND drive us to the concert that "
         "night (driver's hrs), so fri aft rehearsal is in Ripon after all: St Wilfrid's church hall, Canon Mike's "
         "sorted it, 2-5, chairs there, bring stands")
NOTES = [
    ("venue", "Fri 17/4 concert Harrogate Royal Hall 7.30, get-in from 5, green room for soloists only. Fri aft "
              "rehearsal Harrogate Methodist Church hall 2-5pm, 10 min walk from the hotel"),
    ("money", "tour cost per player £186 (coach £54, 2 nights B&B £118, insurance £14), deposit £50 by 1 March"),
    ("hotel", "Cairn Hotel Harrogate, 23 twins held, check in from 2 but they'll hold bags, brekkie 7-9.30"),
    ("music", "programme: Elgar Enigma (of course), Vaughan Williams Wasps overture, Sibelius 5. Ripon adds the "
              "Parry Jerusalem w the cathedral choir"),
    ("coach", "Abbey Coaches booked, 53 seater + trailer for the timps/basses, leave Priory car park 8.30 fri"),
    ("venue", "Sat 18.4 Ripon Cathedral 7pm, rehearsal w the choir 2.30-4.30 in the nave, it's COLD bring layers"),
    ("money", "grant from Malvern Hills DC £600 came through, goes against the coach"),
    ("coach", COACH),
    ("venue", "Sun 19th York - St Olave's, play for the 10.30 service (Jerusalem + the Nimrod), then lunch and home"),
    ("music", "bowings for the Sibelius on the website, strings pls mark parts BEFORE the tour, Rhodri's words"),
    ("hotel", "rooming list to Cairn by 2/4, Jen + Sue want to share, Marek needs a ground floor room (knee)"),
]

client = chromadb.EphemeralClient()
tour = client.get_or_create_collection("wyvern-tour-2026", embedding_function=offline.chroma_embedding_function())
tour.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, t in NOTES],
         metadatas=[{"kind": k} for k, _ in NOTES])

question = "where are we rehearsing on the friday afternoon?"
words = "fri aft rehearsal hall Harrogate Ripon"  # the app's search words for it
unfiltered = tour.query(query_texts=[words], n_results=5)["documents"][0]
assert COACH in unfiltered, unfiltered
assert COACH in tour.get()["documents"]

with fault():
    hits = tour.query(query_texts=[words], n_results=5, where={"kind": "venue"})["documents"][0]
context = ["Today is Thu 9 April 2026."] + hits
assert COACH not in context, context
assert any("rehearsal Harrogate Methodist Church hall 2-5pm" in c for c in context), context
assert not any("St Wilfrid" in c for c in context), context
reply = answer(question, context, mock="Harrogate Methodist Church hall, 2 till 5 - it's about ten minutes' walk "
                                       "from the Cairn Hotel.")
finish(question, expected="In Ripon - St Wilfrid's church hall (Canon Mike's arranged it)", actual=reply)
