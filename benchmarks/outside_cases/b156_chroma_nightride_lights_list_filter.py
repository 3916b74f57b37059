"""Batch 156 (held out). A cycling club's Thursday night ride: chromadb collection, one root span per note and one
for the question; the helper's kit search is scoped to kit notes only.

App: Hebden Bridge Wheelers run a Thursday night ride in spring 2037 (a 22-mile loop out of Hebden Bridge, a cafe
stop, new riders welcome). Gav, the ride leader, and Sian, the club sec, keep their notes in one chroma collection,
each with a ``kind`` (kit, route, cafe, general). For kit questions the helper queries with
``where={"kind": "kit"}`` so route chatter doesn't crowd the answer.

Planted fault (RetrievalError, filtered out by the query's scope): the kit note of 14/3 asks for a proper front light
(400 lumen min, not a be-seen blinky) and a rear, both charged. Gav's note of Tue 21/4, filed under route, says Cragg
Rd's shut for the gas main till June so they're coming back along the canal towpath from Mytholmroyd, it's pitch
black down there, so a helmet torch as well as the bar light, and a bell for the dog walkers; the cafe stop's the
same. The kit-scoped query can't return it. Question (Wed 29/4, Dan, a new rider): "what lights do i need for thurs?
first night ride for me, don't want to turn up wrong" -> expected a proper front light (400 lumen+), a rear light and
a helmet torch as well for the unlit towpath (plus a bell). The assistant lists the front and rear only.

Expected verdict: RetrievalError at chroma's query (the kit-scoped query, wrapped in fault()): Gav's note is in the
collection and the same query without the filter returns it, but the app's filter left it out of the context.
Asserted: the unfiltered query returns it; the app's query does not, and no context line mentions a helmet torch or
the towpath; the 14/3 kit note (front + rear) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b156_chroma_nightride_lights_list_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

TOWPATH = ("Tue 21/4 Gav - Cragg Rd's shut for the gas main til june so we're coming back along the canal towpath "
           "from Mytholmroyd. pitch black down there so a helmet torch as well as your bars light pls, + a bell, "
           "there's dog walkers. cafe stop the same")
NOTES = [
    ({"kind": "kit"}, "14/3 Sian - night rides: front light (400 lumen min pls, not a be-seen blinky) + a rear, BOTH "
                      "charged!! hi vis or reflective bits, spare tube + pump. mudguards if you've got em"),
    ({"kind": "cafe"}, "22.3. Sian - cafe stop Cragg Vale Coffee, they stay open til 9 for us on thurs, toasties "
                       "£4.50, they take card"),
    ({"kind": "route"}, "Weds 8 Apr Gav - thurs loop: Hebden - Mytholmroyd - up Cragg Vale - back over Blackshaw "
                        "Head. abt 22 mi, 2 hrs + the cafe. we regroup at the top of every climb"),
    ({"kind": "kit"}, "16th april Sian - club's got 3 spare rear lights in the box if anyone forgets, ask me. "
                      "NOT lending the good front one again after last time"),
    ({"kind": "route"}, TOWPATH),
    ({"kind": "general"}, "2037-04-24T08:30 Gav - 11 out last thurs, good turnout. new riders meet 7pm Hebden "
                          "station car park, we leave 7.15 sharp"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("hebden-wheelers-night-ride",
                                        embedding_function=offline.chroma_embedding_function())
for i, (meta, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i:02d}"], documents=[text], metadatas=[meta])

question = "what lights do i need for thurs? first night ride for me, don't want to turn up wrong"
with turn_span("question Wed 29/4"):
    wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
    assert TOWPATH in wide, wide
    with fault():
        hits = notes.query(query_texts=[question], n_results=4, where={"kind": "kit"})["documents"][0]
    context = ["Today is Wed 29 April 2037. You are talking to Dan, a new rider coming on Hebden Bridge Wheelers' "
               "Thursday night ride on 30 April."] + hits
    assert TOWPATH not in context and not any("helmet torch" in c or "towpath" in c for c in context), context
    assert any("front light (400 lumen min" in c and "+ a rear" in c for c in context), context
    reply = answer(question, context, mock="A proper front light (400 lumens minimum, not just a blinky) and a rear "
                                           "light - both fully charged.")
finish(question, expected="a proper front light (400 lumen+), a rear light, and a helmet torch as well for the unlit "
                          "canal towpath back from Mytholmroyd (plus a bell)", actual=reply)
