"""Batch 232 (held out). A running club's relay: chromadb collection of the relay notes, one root span per note and
one for the question; the helper scopes its query to the route notes, and the note that moved a handover was filed
under kit.

App: Todmorden Harriers enter the Calder Way Relay on Sun 25th September 2050 - four legs from Todmorden to
Sowerby Bridge, teams of four (men's A and B, ladies', mixed), the club minibus, cake back at the clubhouse. Sue (the
team captain) files notes into one chroma collection with metadata ``kind`` (route, legs, teams, kit, cake); for a
question about where something is the helper asks only the route notes (``where={"kind": "route"}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Sue's first note (2050-08-15T19:30, a route note) has the
leg 2/3 handover at the Stubbing Wharf car park. Her note of Weds 14 Sep starts with the club vests (so it was filed
as kit) and goes on to say the towpath at Stubbing Wharf is shut for the lock gate work till October, so the
organisers have put the 2/3 handover up at Hebden Bridge cricket club on the main road, marshals there from 9 - and
she's doing a lemon drizzle. Question (Fri 23/9, Priya, running leg 3 for the ladies): "where's the handover for
leg 3? need to tell my lift where to drop me" -> expected Hebden Bridge cricket club on the main road (not Stubbing
Wharf, the towpath's shut). The route-scoped query returns the two route notes; the assistant says Stubbing Wharf.

Expected verdict: RetrievalError at chroma's query (the route-scoped query, wrapped in fault()): the kit note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
the cricket club or the lock gates; the first note's Stubbing Wharf handover is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b232_chroma_relay_handover_where_scope", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Weds 14 Sep - club vests are in the kit bag in my boot, grab one sun if u haven't got one. towpath at "
         "Stubbing Wharf's shut for the lock gate work till oct so the organisers have put the 2/3 handover up at "
         "Hebden Bridge cricket club on the main rd, marshals there from 9. I'm doing a lemon drizzle for after 🍋")
NOTES = [
    ("route", "2050-08-15T19:30 CALDER WAY RELAY 🏃 sun 25th sept, 4 legs Tod to Sowerby Bridge. handovers - leg 1/2 "
              "at the Shoulder of Mutton Mytholmroyd, leg 2/3 at the Stubbing Wharf car park, leg 3/4 at Luddenden "
              "Foot. £40 a team"),
    ("legs", "legs - 1 (Tod to Mytholmroyd, 6.5 mi, hilly) Jack / Ellie; 2 (to Stubbing Wharf, 3 mi flat) Dev / "
             "Karen; 3 (to Luddenden Foot, 5 mi w/ the big climb) Sam / Priya; 4 (to Sowerby Br, 4 mi) Tom / me"),
    ("teams", "22/8 - 4 teams in: men A + B, ladies, mixed. minibus from the clubhouse 7.45 sharp, Dave's driving"),
    ("kit", MOVED),
    ("route", "finish is the Sowerby Bridge wharf, results + medals in the Moorings from 2ish, toilets at each "
              "handover"),
    ("cake", "Tue 20th - cake rota for after, back at the clubhouse: my lemon drizzle, Dev's brownies, Karen's "
             "flapjack. kettle on from 1ish"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tod-harriers-calder-way-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sue"}])

question = "where's the handover for leg 3? need to tell my lift where to drop me"
with turn_span("question Fri 23/9"):
    wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
    assert MOVED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=3, where={"kind": "route"})
    hits = found["documents"][0]
    context = ["Today is Fri 23 September 2050. You are talking to Priya, who's running leg 3 for Todmorden "
               "Harriers' ladies' team in the Calder Way Relay (Sun 25 September)."] + hits
    assert MOVED not in hits and not any(w in c.lower() for c in context
                                         for w in ("cricket club", "lock gate", "main rd")), context
    assert any("leg 2/3 at the Stubbing Wharf car park" in c for c in context), context
    reply = answer(question, context, mock="At the Stubbing Wharf car park - that's where leg 2 hands over to leg 3.")
finish(question, expected="Hebden Bridge cricket club on the main road - the towpath at Stubbing Wharf is shut for the "
                          "lock gate work", actual=reply)
