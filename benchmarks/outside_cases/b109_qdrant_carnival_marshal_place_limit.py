"""Batch 109 (held out). A village carnival committee's notes: qdrant collection, the marshals' helper searches
with a small limit, script style (each call its own trace).

App: Wickham Bishops carnival (Sat 17 July) keeps the committee's minutes, emails and jottings as points in one
qdrant collection. The marshals' helper takes the top 3 hits for a question and answers from those.

Planted fault (RetrievalError, the right note below the cut): Sandra's note of 28/6 says the marshals' briefing is
11.30 on the day in the back room of the Plough (Dave's sorted it, tea and bacon baps; hi-vis and radios handed
out there); the scouts have their jumble sale in the hut that morning so it's not the scout hut this year. Last
year's debrief and two more notes about marshals and the scout hut rank above it, and the helper's query keeps only
3 hits. Question (Thu 15/7, a new marshal): "where do us marshals meet up on sat morning for the briefing?" ->
expected the back room of the Plough. The assistant says the scout hut.

Expected verdict: RetrievalError at the qdrant query (the limit-3 query, wrapped in fault()). Asserted: a query of
the same words with limit 8 finds the Plough note; the limit-3 one leaves it out; last year's scout hut line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b109_qdrant_carnival_marshal_place_limit", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PLOUGH = ("28/6 Sandra - briefing on the day 11.30 in the back room of the Plough, Dave's sorted it (tea + bacon "
          "baps on him!). hi-vis + radios handed out there. scouts have got their jumble sale in the hut sat am so "
          "we cant use it this yr")
POINTS = [
    ("debrief", "2037 debrief: marshals met at the scout hut 11am, worked well, loads of room. radios from Ray, 2 "
                "went missing (Ray not happy). need more marshals at the Street/Mill Lane crossing"),
    ("marshals", "marshals so far (14): Ray (chief), Bev, Tony + Sue, the 2 Pauls, Kirsty, Mo, Gaz, Linda, Pete S, "
                 "Anil, Jo + her lad (16 so ok w an adult). want 18 really, marshals please ask round"),
    ("email", "email from Essex CC: road closure for the route OK'd, 1.30-4.30pm sat 17th, signs delivered to the "
              "scout hut fri 16th, marshals to put them out by 12"),
    ("minutes", PLOUGH),
    ("minutes", "mins 14/6: floats assemble the rec from 12, judging 1.15 (Mayor + Mrs Hale WI), off at 2 sharp, "
                "route the Street, Mill Lane, back via Church Rd to the rec"),
    ("jotting", "first aid = St John's, 2 in the tent by the bouncy castle + 1 walking w the procession"),
    ("email", "raffle prizes: meal for 2 at the Plough, a hamper from Budgens, a spa day (Jo's sister). tickets "
              "£1 or 6 for £5"),
    ("jotting", "Ray wants the marshals' radios charged thurs nt - they're in the cupboard at the scout hut"),
]

client = QdrantClient(":memory:")
client.create_collection("wb-carnival", vectors_config=models.VectorParams(size=256,
                                                                           distance=models.Distance.COSINE))
client.upsert("wb-carnival", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "where do us marshals meet up on sat morning for the briefing?"
vector = offline.embed(["marshals meet saturday morning briefing where scout hut"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("wb-carnival", query=vector, limit=8).points]
assert PLOUGH in wide, wide

with fault():
    found = client.query_points("wb-carnival", query=vector, limit=3)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Thu 15 July 2038. You are talking to Anil, one of the new carnival marshals."] + hits
assert PLOUGH not in context and not any("Plough" in c for c in context), [wide.index(PLOUGH), context]
assert any("marshals met at the scout hut 11am" in c for c in context), context
reply = answer(question, context, mock="At the scout hut - the marshals met there at 11 last year and it worked "
                                       "well, and the radios are kept there.")
finish(question, expected="back room of the Plough, 11.30 - the hut's got the scouts' jumble sale", actual=reply)
