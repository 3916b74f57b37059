"""Batch 221 (held out). A sailing club's open day: chromadb collection of notes, one root span per note and one for
the question; the helper's query is scoped to the sailing notes and the safety-boat note that moves the first taster
sail is filed under safety.

App: Llangorse Sailing Club hold an open day on Sun 15th May 2050 - taster sails in the Wayfarers every half hour, a
rib as safety boat, a barbecue from 12, parking in the top field for the RNLI bucket. The committee keep every note
in one chroma collection (metadata ``kind``: sailing, safety, bbq, kit, parking); the helper sorts a question by
topic and queries only that kind (``collection.query(..., where={"kind": topic}, n_results=4)``) - questions about
the taster sails go to ``kind == "sailing"``.

Planted fault (RetrievalError, a filter that scopes the query away from the record): the first sailing note
(2050-03-30T19:00) has taster sails every half hour from 10, last one 3.30. Gwen's safety note of 14/4 says Huw's
powerboat ticket has run out till his refresher on the 21st, so she's driving the rib - but she's at chapel till
gone 10.30, so nobody goes on the water before 11: the first taster is 11 not 10, and they'll run till 4.30 to make
up; flares checked, new kill cord. Question (Fri 13/5, Cerys, bringing her two): "what time's the first taster
sail sun? bringing my 2, want to be first in the queue" -> expected 11 (no safety boat on the water till Gwen's
there). The assistant says 10.

Expected verdict: RetrievalError at chroma's query (the sailing-only query, wrapped in fault()): Gwen's note is in
the collection and in the question's 4 nearest without the filter, but the ``where={"kind": "sailing"}`` scope left
it out of the context the model saw. Asserted: the unfiltered 4 nearest have it; the filtered hits and the context
have nothing on Gwen, chapel or "first taster 11"; the first note's "every half hour from 10" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b221_chroma_sailing_open_day_first_taster_time_filter", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

SAFETY = ("14/4 Gwen - safety boat: Huw's powerboat ticket's run out till his refresher on the 21st 🙄 so I'm driving "
          "the rib, but I'm at chapel till gone 10.30 so no one on the water before 11 - first taster 11 not 10, "
          "we'll run them till 4.30 to make up. flares checked, new kill cord")
NOTES = [
    ("sailing", "2050-03-30T19:00 Rhys - OPEN DAY ⛵ sun 15th may! taster sails in the Wayfarers every half hour from "
                "10, last one 3.30, 20 mins on the water. under 16s w/ a grown up. sign up on the day at the clubhouse"),
    ("sailing", "taster boats - 4 Wayfarers + the Hartley, 2 helms per boat, max 3 punters each"),
    ("safety", SAFETY),
    ("bbq", "bbq from 12 - Dai's burgers from the farm shop, £4 w/ a can, veggie ones too. Sioned's doing cakes"),
    ("kit", "kit - buoyancy aids in every size on the rack, bring a change of clothes + old trainers, u WILL get wet "
            "lol"),
    ("sailing", "Weds 4 May Rhys - helm rota's up on the board in the clubhouse, shout if u can't do ur slot"),
    ("parking", "parking in the top field, £2 in the RNLI bucket, overflow on the common if it's dry"),
]
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("llangorse-sc-open-day-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = "what time's the first taster sail sun? bringing my 2, want to be first in the queue"
with turn_span("question Fri 13/5"):
    wider = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
    assert SAFETY in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K, where={"kind": "sailing"})
    hits = found["documents"][0]
    context = ["Today is Fri 13 May 2050. You are talking to Cerys, who's bringing her two to Llangorse Sailing "
               "Club's open day (Sun 15 May)."] + hits
    assert SAFETY not in context and not any(w in c.lower() for c in context
                                             for w in ("gwen", "chapel", "first taster 11", "before 11")), context
    assert any("taster sails in the Wayfarers every half hour from 10" in c for c in context), context
    reply = answer(question, context, mock="The first taster sail goes out at 10 - get to the clubhouse a bit before "
                                           "to sign up.")
finish(question, expected="11 - nobody's on the water before 11 (Gwen's driving the safety boat and she's at chapel "
                          "till gone 10.30)", actual=reply)
