"""Batch 219 (held out). A football club's sponsored walk: chromadb collection of notes, two writers in threads (the
route organiser and the club secretary), then the question; for route questions the helper only searches the notes
filed as ``kind == "route"``, and the note that added a checkpoint was filed under the marshals.

App: Tenbury Town FC's juniors walk 10 miles on Sun 7th June 2048 for the U12s' new kit and a set of goals - from
Palmers Meadow along the Teme to Burford, up to Greete and back along the old railway, with checkpoints manned by
parents, water, bacon butties at the finish. Dave (the route organiser) and Karen (the club secretary) each file
notes into one chroma collection (metadata ``kind``: route, marshals, sponsors, food) from their own thread; for a
question about the route the helper queries with ``where={"kind": "route"}`` and answers from the 3 hits.

Planted fault (RetrievalError, a filter that leaves the record out): Dave's route note (2048-04-12T18:30) lists four
checkpoints - Burford bridge, Greete church, the Kyrewood layby, the railway bridge. Karen's marshals note of 22.4.
says the marshals are sorted (eight of the dads and Sharon), and that Burford House will let the walk cross their
field but want a checkpoint at the ford gate to count everyone through - an extra one, Gary and his spaniel doing
it; hi-vis from the rugby club. Question (Thu 4/6, Sharon, doing the marshal packs): "how many checkpoints are we
manning sun? doing the marshal packs tonight" -> expected 5 (the four on the route plus the ford gate at Burford
House). The assistant says 4.

Expected verdict: RetrievalError at chroma's query (the route-filtered query, wrapped in fault()): the marshals note
is in the collection and the same question's 4 nearest with no filter have it, but the ``kind == "route"`` filter
kept it out of the context the model saw. Asserted: the unfiltered 4 nearest have the marshals note; the hits and
the context have nothing on the ford gate, Burford House or an extra checkpoint; the route note's four checkpoints
are in the context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b219_chroma_walk_checkpoints_count_filter", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MARSHALS = ("marshals sorted 22.4. 👍 8 of the dads + Sharon. Burford House say we can cross their field but they "
            "want a checkpoint at the ford gate to count everyone thru 🙄 so that's an extra one - Gary + his "
            "spaniel are doing it. hi-vis vests from the rugby club, Phil's collecting")
DAVE = [
    ("route", "2048-04-12T18:30 ROUTE 🥾 10 miles, start + finish Palmers Meadow, along the Teme to Burford, up to "
              "Greete, back on the old railway. checkpoints: 1 Burford bridge, 2 Greete church, 3 the Kyrewood "
              "layby, 4 the railway bridge. water at 2 + 4"),
    ("route", "route - past Greete it's a mudbath after rain, boots not trainers!! dogs on leads thru the sheep "
              "fields pls"),
    ("route", "timings - off in 2 waves 9.30 + 9.45, last checkpoint shuts at 2, minibus sweeping from 3 for "
              "stragglers"),
]
KAREN = [
    ("marshals", MARSHALS),
    ("sponsors", "sponsor forms went out in book bags, money in by 30th june. target £2,500 - u12s kit + the new "
                 "goals"),
    ("food", "bacon butties at the finish, £2, Wendy's doing a cake stall, Co-op giving us the bottled water"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tenbury-town-fc-walk-2048",
                                          embedding_function=offline.chroma_embedding_function())


def writer(who: str, items: list) -> None:
    for i, (kind, text) in enumerate(items, 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"kind": kind, "by": who}])


threads = [threading.Thread(target=writer, args=("dave", DAVE), name="dave-route"),
           threading.Thread(target=writer, args=("karen", KAREN), name="karen-secretary")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many checkpoints are we manning sun? doing the marshal packs tonight"
wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
assert MARSHALS in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "route"})
hits = found["documents"][0]
context = ["Today is Thu 4 June 2048. You are talking to Sharon, who is doing the marshal packs for Tenbury Town "
           "FC's sponsored walk (Sun 7 June)."] + hits
assert MARSHALS not in context and not any(w in c.lower() for c in context
                                           for w in ("ford gate", "burford house", "extra one")), context
assert any("4 the railway bridge" in c for c in context), context
reply = answer(question, context, mock="4 - Burford bridge, Greete church, the Kyrewood layby and the railway "
                                       "bridge.")
finish(question, expected="5 - Burford bridge, Greete church, the Kyrewood layby, the railway bridge and the ford gate "
                          "at Burford House (Gary)", actual=reply)
