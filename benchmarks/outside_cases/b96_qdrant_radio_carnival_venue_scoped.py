"""Batch 96 (held out). A community radio station's outside broadcasts: qdrant collection, the OB helper's query
scoped to the planning sheets, script style (each call its own trace).

App: Stort FM keeps its outside-broadcast paperwork in one qdrant collection: planning sheets (kind "ob-plan"), kit
notes ("kit"), forwarded emails ("email") and the presenter rota ("rota"). The OB helper answers "where/when"
questions from the planning sheets only (``kind == "ob-plan"``), which are meant to be the final word.

Planted fault (RetrievalError, filtered by scope): an email from the town council's events officer, forwarded by
Mo on 9/6, says the park's bandstand is fenced off for the path resurfacing until July, so the station's broadcast
point at the carnival is in the foyer of the Rhodes Arts Centre (the big windows look onto the parade route),
load in from 9 round the back on South Rd. It is kind "email", so the scoped query leaves it out. The planning
sheet (written in May) says Carnival Sat 14/6, broadcast point the bandstand in Castle Gardens. Question (Thu
12/6, Amira, presenting): "where am i actually setting up on saturday for the carnival? first OB" -> expected the
Rhodes Arts Centre foyer. The assistant says the bandstand in Castle Gardens.

Expected verdict: RetrievalError at the qdrant query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the email; the scoped one leaves it out, and the sheet's bandstand line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b96_qdrant_radio_carnival_venue_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("Fwd from Mo 9/6: from Jess (council events) - sorry, bandstand + that whole bit of the park is fenced off "
         "for the path resurfacing till July. For the carnival your broadcast point is the foyer of the Rhodes "
         "Arts Centre, the big windows look right onto the parade route. load in from 9 round the back off South "
         "Rd, Jess will be there w the keys")
POINTS = [
    ("ob-plan", "CARNIVAL sat 14/6 - broadcast point the bandstand, Castle Gardens. on air 11-4, parade passes "
                "about 2. presenters Amira + Keith, Dev engineering"),
    ("ob-plan", "duck race sun 6/7, Sawbridgeworth, by the Maltings - details tbc"),
    ("kit", "carnival kit: Comrex, 2 x SM58 + stands, headphone amp, gaffer!! Dev signing it all out fri pm"),
    ("email", EMAIL),
    ("rota", "june rota: sat 14th Amira + Keith at the carnival OB, studio - Tina on the desk 11-4 for breaks"),
    ("email", "Fwd: carnival committee - parade starts at the Causeway 1.30, floats judging 12 in the Rhodes "
              "car park"),
    ("kit", "the blue gazebo has a broken leg, use the white one from Mo's garage"),
    ("ob-plan", "school sports day OB cancelled this yr, the school couldn't get the insurance sorted"),
]

client = QdrantClient(":memory:")
client.create_collection("stort-fm-obs", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("stort-fm-obs", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "where am i actually setting up on saturday for the carnival? first OB"
vector = offline.embed(["carnival broadcast point where set up saturday"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("stort-fm-obs", query=vector, limit=8).points]
assert EMAIL in wide, wide

with fault():
    found = client.query_points("stort-fm-obs", query=vector, limit=8, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="ob-plan"))])).points
hits = [p.payload["text"] for p in found]
context = ["Today is Thu 12 June 2036. You are talking to Amira, a presenter doing her first OB."] + hits
assert EMAIL not in context and not any("Rhodes Arts Centre" in c or "fenced" in c for c in context), context
assert any("broadcast point the bandstand, Castle Gardens" in c for c in context), context
reply = answer(question, context, mock="At the bandstand in Castle Gardens - on air 11 till 4, the parade comes "
                                       "past about 2.")
finish(question, expected="inside the Rhodes arts centre, in the foyer - the park bit is shut off for the paths",
       actual=reply)
