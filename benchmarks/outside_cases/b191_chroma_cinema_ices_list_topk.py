"""Batch 191 (held out). A village cinema night: chromadb collection, one root span per note and one for the question;
the helper's top 4 leaves out the projector note that, in passing, changed the ices.

App: Cressage village cinema shows "Local Hero" on Fri 12th June 2043 in the village hall - doors 7, film 7.30, ices
and the raffle at the interval. The film group's notes go into one chroma collection, each with a ``kind`` (ices,
film, seats, money, teas...); the helper answers a question from the 4 nearest notes (``n_results=4``).

Planted fault (RetrievalError, cut by top-k): Gill's note of 2043-04-28 has the ices from Mr Bates at the farm shop -
tubs in vanilla, choc and strawberry at £1.50, and choc ices at £1.20. Rob's projector note of 22.5. (kind "film")
says in passing that Mr Bates rang: the wholesaler's stopped the strawberry tubs, so it's vanilla + choc only, and
he's putting in a box of Fabs at £1 to make up. For the question it ranks 5th, under the ice-table note, the ices
note, the teas price list and the money note, so the top 4 leave it out. Question (Weds 10/6, Ellie, Pam's
granddaughter, on the ice table): "what ices we selling fri + prices? doing a list for the ice table" -> expected
vanilla + choc tubs £1.50, choc ices £1.20, Fabs £1 (no strawberry). The assistant lists the strawberry tubs and no
Fabs.

Expected verdict: RetrievalError at chroma's query (the top-4 query, wrapped in fault()): the note is in the
collection and the same query with 7 results has it, but the cut at 4 kept it out of the context the model saw.
Asserted: the note is in the top 7 and not in the top 4; no context line mentions Fabs or the wholesaler; the 04-28
ices line (with strawberry) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b191_chroma_cinema_ices_list_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CHANGED = ("projector bulb's come 📽️ tested it w the dvd, all good, sound's better through the new lead. oh + Mr Bates "
           "rang - wholesaler's stopped doing the strawberry tubs, so it's vanilla + choc only, he's chucking in a box "
           "of Fabs (£1) to make up")
NOTES = [
    ("2043-04-28", "ices", "Gill", "ices for the interval 🍦 Mr Bates at the farm shop does tubs - vanilla, choc, "
                                   "strawberry - £1.50, + choc ices £1.20. keeping them in the chest freezer in the "
                                   "kitchen"),
    ("5.5.", "film", "Rob", "Local Hero's booked thru Filmbank, 111 mins, doors 7, film 7.30, interval at the half way "
                            "~8.25 for 15 mins"),
    ("2043-05-09", "seats", "Pam", "seats - 70 chairs out, cushions on the front row for the oldies, 2 wheelchair "
                                   "spaces by the door"),
    ("Tue 19th May", "money", "Gill", "£5 a ticket, £3 under 16s. float for the ices + the raffle £30 in the tin, "
                                      "change in 50ps pls"),
    ("22.5.", "film", "Rob", CHANGED),
    ("2043-05-30", "ices", "Pam", "ice table at the interval - my granddaughter Ellie's offered to sell, she'll need "
                                  "a hand at the rush. keep the freezer lid shut!!"),
    ("16th may", "teas", "Gill", "teas + coffee 70p, squash 30p, WI doing flapjack 80p - price list on the hatch"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("cressage-cinema-june-2043",
                                        embedding_function=offline.chroma_embedding_function())
for i, (day, kind, who, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i} {day}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"date": day, "kind": kind, "by": who}])

question = "what ices we selling fri + prices? doing a list for the ice table"
with turn_span("question Weds 10/6"):
    wider = notes.query(query_texts=[question], n_results=7)["documents"][0]
    assert CHANGED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Weds 10 June 2043. You are talking to Ellie, who is selling ices at Cressage village "
               "cinema's film night (Fri 12 June, village hall)."] + hits
    assert CHANGED not in context and not any(w in c.lower() for c in context
                                              for w in ("fabs", "wholesaler")), (wider, context)
    assert any("vanilla, choc, strawberry - £1.50, + choc ices £1.20" in c for c in context), context
    reply = answer(question, context, mock="Tubs in vanilla, choc and strawberry at £1.50, and choc ices at £1.20.")
finish(question, expected="vanilla + choc tubs £1.50 (no strawberry now), choc ices £1.20, Fabs £1", actual=reply)
