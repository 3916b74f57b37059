"""Batch 90 (held out). A GP surgery's flu clinic planning: chromadb collection, query scoped to the rota notes,
script style (each call its own trace).

App: the practice manager, Carol, keeps the autumn flu campaign in one chroma collection: rota lines (kind "rota":
clinic dates, rooms, who is on) and staff messages she pastes in (kind "msg"). The front-desk helper answers the
receptionists' questions about clinics by querying the rota lines only (``where={"kind": "rota"}``).

Planted fault (RetrievalError, filtered by scope): Carol's message of Mon 2/10 says the car park is being
resurfaced Fri and Sat, so Saturday's clinic (7/10) runs from St Mary's church hall over the road, same times,
and Lisa is taking the vaccine fridge stock over in the cool boxes. It is kind "msg", so the rota-only query
leaves it out. The rota line (Sat 7/10, main surgery, rooms 1-3, 8.30-12) is in. Question (Thu 5/10, Sue on
reception, a patient is asking): "where's saturday's flu clinic?" -> expected St Mary's church hall. The assistant
says the main surgery.

Expected verdict: RetrievalError at chroma.query (the rota-scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the message; the scoped one leaves it out, and the main-surgery rota line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b90_chroma_fluclinic_saturday_venue_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

HALL = ("2/10 - heads up all: car park being resurfaced fri + sat (finally!!) so sat's flu clinic is at St Mary's "
        "church hall over the road, same times. Lisa taking the vaccine stock over in the cool boxes 8am, "
        "fridge thermometer log goes with her. sign on the door pls - Carol")
DOCS = [
    ("rota", "SAT 7/10 FLU CLINIC - main surgery, rooms 1-3, 8.30-12. 65+ only (Fluad). Dr Shah, Grace, Tom "
             "(pharm)"),
    ("rota", "weds pm flu clinics 2-5.30 from 11/10 - under 65 at risk, room 2, Grace + Lisa"),
    ("msg", HALL),
    ("rota", "housebound jabs - Grace + Lisa, thurs 12/10 + 19/10, list from the district nurses"),
    ("msg", "fluad delivery came 29/9, 400 doses, in fridge 2. QIVc due w/c 9th"),
    ("rota", "sat 21/10 clinic - 65+ and carers, main surgery, 8.30-11.30"),
    ("msg", "reminder: texts to the 65+ list went out 25/9, replies coming in thick + fast"),
    ("msg", "Tom says he can do 14/10 but not 21st, wedding"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("ashgrove-flu-2034", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"f{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "where's saturday's flu clinic? got a lady on the phone asking"
words = "saturday flu clinic where venue 7/10"  # the helper's search words
wide = notes.query(query_texts=[words], n_results=6)["documents"][0]
assert HALL in wide, wide

with fault():
    hits = notes.query(query_texts=[words], n_results=6, where={"kind": "rota"})["documents"][0]
context = ["Today is Thu 5 October 2034. You are talking to Sue on reception."] + hits
assert HALL not in context and not any("church hall" in c.lower() or "St Mary" in c for c in context), context
assert any("SAT 7/10 FLU CLINIC - main surgery" in c for c in context), context
reply = answer(question, context, mock="At the main surgery, rooms 1-3, 8.30 till 12 - it's the over-65s clinic.")
finish(question, expected="St Mary's church hall across the road", actual=reply)
