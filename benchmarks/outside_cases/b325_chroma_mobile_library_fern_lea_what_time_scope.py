"""Batch 325 (held out). A mobile library for care homes: chromadb collection of the librarian's notes, script style
(every call its own trace); for a "when are we at ..." question the helper asks only the route and homes notes, and
the note that moved one home's visit was filed under the readers' requests.

App: Calder Libraries' home library van does a care home round every other Tuesday - Hollins Park, Fern Lea and
Ashgrove House - with large print, audiobooks and the readers' requests, a driver (Jas) and a volunteer (Gill).
Anita (the outreach librarian) files her notes into one chroma collection with metadata ``kind`` (route, homes,
requests, stock, van); for a "when" question the helper asks only the route and homes notes
(``where={"kind": {"$in": ["route", "homes"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Anita's route note of 2051-01-09T09:30 has Hollins Park
at 10, Fern Lea at 11, lunch in the van, Ashgrove at 1.30. Her note of Tue 28 Mar starts with the readers' requests
for the next round (Maeve Binchy for Mrs Booth, the cricket annual for Mr Ahmed, more audiobooks for Ray) - so it
was filed as requests - and says in passing that Fern Lea have asked can we come after lunch now, the hairdresser's
in on Tuesday mornings and nobody will come out from under the dryer, so they're last now, about 2.45 after
Ashgrove. Question (Mon 10/4, Gill): "what time are we at Fern Lea tmrw? want to ring Mrs Booth's daughter so she
can be there" -> expected about 2.45, last, after Ashgrove (the hairdresser's in the mornings). The scoped query
returns the route and homes notes; the assistant says 11.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 28 Mar note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
2.45, the hairdresser or "after lunch"; the route note's Fern Lea 11 is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b325_chroma_mobile_library_fern_lea_what_time_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 28 Mar - requests for next round 📚 Mrs Booth wants more Maeve Binchy, Mr Ahmed's asking for the "
         "cricket annual (Wisden?? check w/ stock), 2 more audiobooks for Ray. oh + Fern Lea have asked can we come "
         "after lunch now, the hairdresser's in on tues mornings + nobody'll come out from under the dryer 😂 so "
         "they're last now, about 2.45 after Ashgrove")
NOTES = [
    ("route", "2051-01-09T09:30 CARE HOME ROUND every other tues 🚐 Hollins Park 10, Fern Lea 11, lunch in the van, "
              "Ashgrove House 1.30, back at Central by 4 to unload"),
    ("homes", "Fern Lea - ask for Bev (activities), lounge on the left, sign in the book at reception, they like us "
              "to do the 2 in their rooms first"),
    ("homes", "12/1 Hollins Park - park round the back by the laundry, Mr Sutcliffe's the one who'll talk ur ear off"),
    ("requests", MOVED),
    ("stock", "Thu 16/3 - 40 new large print in from the supplier, mostly crime + sagas. audiobooks on CD are being "
              "phased out, ask about the players"),
    ("van", "Mon 3rd Apr Jas - tail lift's sticking again, reported it to fleet, use the ramp if it plays up"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-libraries-care-home-round",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Anita"}])

question = "what time are we at Fern Lea tmrw? want to ring Mrs Booth's daughter so she can be there"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert MOVED in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["route", "homes"]}})
hits = found["documents"][0]
context = ["Today is Mon 10 April 2051. You are talking to Gill, the volunteer on Calder Libraries' care home round "
           "(next round Tue 11 April)."] + hits
assert MOVED not in hits and not any(w in c.lower() for c in context
                                     for w in ("2.45", "hairdresser", "after lunch", "last now")), context
assert any("Hollins Park 10, Fern Lea 11" in c for c in context), context
reply = answer(question, context, mock="About 11 - Fern Lea's second on the round, after Hollins Park at 10.")
finish(question, expected="about 2.45 - Fern Lea are last now, after Ashgrove, because the hairdresser's in on "
                          "Tuesday mornings", actual=reply)
