"""Batch 152 (held out). A canoe club's river trip notes: chromadb collection, script style (each call its own
trace); the helper's query keeps only its top 3 notes.

App: Calder Canoe Club's spring trip down the Wharfe (Sat 16th May 2037, Burnsall to Bolton Abbey, open boats and a
few kayaks, two coaches leading). The trip leaders keep their notes in one chroma collection (a ``kind`` in the
metadata: plan, shuttle, kit, people) and the helper answers the paddlers with ``collection.query(...,
n_results=3)``.

Planted fault (RetrievalError, cut off by top-k): the plan note has put in at Burnsall bridge and get out at the
Cavendish Pavilion at Bolton Abbey, 10km. Steve's note of Tue 12/5 says after all the rain the Strid's not somewhere
he's taking juniors near, and the estate's got the Cavendish car park full of marquees for a wedding that weekend
anyway, so they'll come off at Barden Bridge on river left, park on the verge by the tower; and, in passing, that
Ellie's lost her spraydeck. For the question the collection ranks that note below the top 3, so n_results=3 leaves
it out. Question (Thu 14/5, Martin, leaving his car at the end for the shuttle): "where's the get out on sat?
leaving my car at the end for the shuttle" -> expected Barden Bridge (river left, park on the verge
by Barden Tower). The assistant says the Cavendish Pavilion at Bolton Abbey.

Expected verdict: RetrievalError at the chroma query with n_results=3 (wrapped in fault()): Steve's note is in the
collection and the same query with n_results=8 returns it, but the search the app made cut it off. Asserted: the
wider query returns it and the app's does not; the plan note (get out at the Cavendish Pavilion) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b152_chroma_canoe_getout_place_topk", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MOVE = ("Tue 12/5 Steve - after all this rain the Strid's not somewhere I'm taking juniors anywhere near, + the "
        "estate have got the Cavendish car park full of marquees for a wedding that wkend anyway. so we come off at "
        "Barden Bridge, river left, park on the verge by the tower. Ellie's lost her spraydeck, anyone got a spare "
        "medium??")
NOTES = [
    ({"kind": "plan"}, "WHARFE TRIP sat 16th may - put in Burnsall bridge 10.30, get out at the Cavendish Pavilion at "
                       "Bolton Abbey, abt 10km. grade 1-2, portage round Barden weir if its lumpy"),
    ({"kind": "people"}, "14/3 Rach - 12 signed up so far, 4 juniors (need a parent or over 18 w them). leaders me + "
                         "Steve"),
    ({"kind": "kit"}, "22.3. Rach - open boats off the top rack, kayaks for the juniors. BAs + helmets from the "
                      "container, throw lines x3"),
    ({"kind": "shuttle"}, "Weds 8 Apr Steve - shuttle: we drop the boats at the put in, drivers take the cars down "
                          "to the get out + come back in the minibus. Martin + Lou said they'd leave cars at the "
                          "bottom"),
    ({"kind": "plan"}, MOVE),
    ({"kind": "people"}, "2037-05-02T21:10 Rach - Lou's bringing her nephew (14), form signed"),
    ({"kind": "kit"}, "Tue 5/5 Steve - spare clothes in a drybag, flask, butties, sun cream (lol). river level on "
                      "the EA site, I'll call it fri night"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("calder-canoe-wharfe-trip",
                                        embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "where's the get out on sat? leaving my car at the end for the shuttle"
wide = notes.query(query_texts=[question], n_results=8)["documents"][0]
assert MOVE in wide, wide

with fault():
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]

context = ["Today is Thu 14 May 2037. You are talking to Martin, a Calder Canoe Club paddler who is leaving his car "
           "at the get-out for the shuttle on Saturday's Wharfe trip."] + hits
assert MOVE not in context and not any("Barden Bridge" in c or "marquees" in c for c in context), context
assert any("get out at the Cavendish Pavilion" in c for c in context), context
reply = answer(question, context, mock="The Cavendish Pavilion at Bolton Abbey - leave your car there for the "
                                       "shuttle.")
finish(question, expected="Barden Bridge - river left, park on the verge by Barden Tower (not the Cavendish "
                          "Pavilion)", actual=reply)
