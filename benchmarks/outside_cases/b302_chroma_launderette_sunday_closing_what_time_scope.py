"""Batch 302 (held out). A launderette: chromadb collection of the owner's notes, script style (every call its own
trace); for a question about opening times the helper asks only the hours, prices and service-wash notes, and the
note with the new Sunday closing was filed under staff.

App: Bev runs the Bubbles launderette on King Cross Rd - 12 washers, 8 dryers, two big machines for duvets, service
washes, open seven days. She files her notes into one chroma collection with metadata ``kind`` (hours, prices,
service, machines, staff) and the helper answers customers' messages; for a question about when they're open it
asks only the hours, prices and service notes (``where={"kind": {"$in": ["hours", "prices", "service"]}}``, the 3
nearest).

Planted fault (RetrievalError, filtered out by the scope): Bev's note of 2051-09-01T07:45 has the hours - Mon-Sat 8
till 8, Sun 9 till 6, last wash an hour before close. Her note of Sat 7 Oct starts with Dawn's last day (cake in the
back) and the new girl Kayleigh's days (so it was filed as staff) and says, in passing, that she's decided Sundays
they're shutting at 4 from now on - dead after 3 anyway and it saves on the heating. Question (Sat 14/10, a
customer by message): "what time do u shut tmrw? was going to bring the duvets in about half 4" -> expected 4pm (so
half 4 is too late; Sundays shut at 4 now). The scoped query returns the hours, prices and service notes; the
assistant says 6pm, so half 4 is fine.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Sat 7 Oct note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"shutting at 4" or Kayleigh; the Sun 9 till 6 hours are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b302_chroma_launderette_sunday_closing_what_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SUNDAY = ("Sat 7 Oct - Dawn's last day yesterday 🥲 cake in the back if u want some. new girl Kayleigh starts mon, "
          "she's doing tues, weds + sun. oh and I've decided sundays we're shutting at 4 from now on, it's dead after "
          "3 anyway + it saves on the heating. tmrw's the first one")
NOTES = [
    ("hours", "2051-09-01T07:45 HOURS (for the sign) mon-sat 8am-8pm, sun 9-6. last wash an hr before we shut, "
              "dryers till close. bank hols 10-4"),
    ("prices", "8kg wash £4.50, big 18kg machines £9 (duvets, sleeping bags, dog beds 🙄), dryers 20p for 4 mins, "
               "tabs 50p"),
    ("service", "service wash £9 a bag, wash dry + fold, in by 11 ready by 5 same day. ironing £1.20 an item, "
                "shirts on hangers"),
    ("machines", "12/9 washer 7 making a noise on spin again, keep an eye. change machine taking £2 coins now"),
    ("staff", SUNDAY),
    ("staff", "Mon 9/10 Kayleigh's first day, showed her the service wash book + the fuse box. she's a natural 😂"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("bubbles-launderette", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Bev"}])

question = "what time do u shut tmrw? was going to bring the duvets in about half 4"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert SUNDAY in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["hours", "prices", "service"]}})
hits = found["documents"][0]
context = ["Today is Sat 14 October 2051. You are answering a customer's message for Bubbles launderette, King Cross "
           "Rd."] + hits
assert SUNDAY not in hits and not any(w in c.lower() for c in context for w in ("shutting at 4", "kayleigh")), context
assert any("sun 9-6" in c for c in context), context
reply = answer(question, context, mock="We're open till 6 on a Sunday, so half 4 is fine - the big machines take "
                                       "about an hour, and the last wash is at 5.")
finish(question, expected="4pm - Bev's shutting at 4 on Sundays now, so half 4's too late", actual=reply)
