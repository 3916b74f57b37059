"""Batch 178 (held out). A town's half marathon: chromadb collection, one root span per note and one for the
question; the volunteers' helper asks for the top 2 notes only and misses the one that moved the first water station.

App: the Wellington Half is Sun 3rd May 2042 - start and finish on the Bucks Head field, one big loop out through
Admaston and Apley and back along Holyhead Rd, three water stations, marshals from the running club and the town.
Kev (race director) and Jo (marshals) post their notes into one chroma collection with a ``board`` in the metadata;
the helper that answers the volunteers queries the whole collection with ``n_results=2`` to keep the prompt short.

Planted fault (RetrievalError, cut by the query's top-k): Kev's note of 2042-03-09T20:15 has the first water station
at 4 miles outside St Patrick's on Holyhead Rd. His note of Tue 21st Apr says St Pat's have a funeral on the Sunday
morning, so no water table outside the church: the first station goes down by the bus shelter outside the Co-op on
Mill Lane, still about 4 miles, and Sue (at the Co-op) has OK'd their outside tap. The question's query ranks that
note third, so ``n_results=2`` leaves it out (the first two are the 9/3 water note and the route note). Question
(Thurs 30/4, Lorraine, who runs the first station): "where's the first water station? I've got 8 vols on it + need
to know where to drop the tables" -> expected by the bus shelter outside the Co-op on Mill Lane (not St Pat's - a
funeral). The assistant says outside St Patrick's church on Holyhead Rd.

Expected verdict: RetrievalError at chroma's query (the top-2 query, wrapped in fault()): Kev's 21st April note is
in the collection and the same query with n_results=4 finds it, but the app's top-k of 2 cut it from the context the
model saw. Asserted: the top 4 has the note; the top 2 does not and no context line mentions the Co-op, Mill Lane or
the funeral; the 9/3 note ("1st at 4 miles outside St Patrick's") is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b178_chroma_half_water_station_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MOVED = ("Tue 21st Apr Kev - St Pat's have got a funeral on the sun morning 😬 so no water table outside the church. "
         "1st station's going down by the bus shelter outside the Co-op on Mill Lane, still 4 miles near enough, Sue's "
         "ok'd using their outside tap")
NOTES = [
    ("route", "14/2 Kev - Wellington Half sun 3rd may 🏃 start + finish on the Bucks Head field, 1 big loop out thru "
              "Admaston + Apley, back in along Holyhead Rd. road closures 8.30-12.30"),
    ("water", "2042-03-09T20:15 Kev - water stations: 1st at 4 miles outside St Patrick's on Holyhead Rd, 2nd at 8 "
              "(Apley Castle gates), 3rd at 11 (Bowring Park), gels at the 8 only. 6 vols each, tables from the "
              "church hall"),
    ("marshals", "Weds 8 Apr Jo - marshals briefing 7.45 at the leisure centre, hi-vis + whistles there, in position "
                 "by 9"),
    ("water", MOVED),
    ("route", "22.3. Kev - mile markers going out sat afternoon, Amir doing the timing mats at start + finish, chips "
              "on the back of the bib"),
    ("marshals", "16th april Jo - 30 marshals signed up, still short for the Admaston end"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("wellington-half-2042", embedding_function=offline.chroma_embedding_function())
for i, (board, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"board": board}])

question = "where's the first water station? I've got 8 vols on it + need to know where to drop the tables"
with turn_span("question Thurs 30/4"):
    wider = notes.query(query_texts=[question], n_results=4)["documents"][0]
    assert MOVED in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=2)
    hits = found["documents"][0]
    context = ["Today is Thurs 30 April 2042. You are talking to Lorraine, who runs the first water station at the "
               "Wellington Half (Sun 3 May)."] + hits
    assert MOVED not in context and not any("Co-op" in c or "Mill Lane" in c or "funeral" in c
                                            for c in context), context
    assert any("1st at 4 miles outside St Patrick's" in c for c in context), context
    reply = answer(question, context, mock="Outside St Patrick's church on Holyhead Rd, at the 4 mile mark - the "
                                           "tables come from the church hall.")
finish(question, expected="by the bus shelter outside the Co-op on Mill Lane - St Pat's has a funeral that morning",
       actual=reply)
