"""Batch 53 (held out). A U12 netball team's notes: qdrant-client ``:memory:`` with memtrace's offline embeddings,
script style (each call its own trace).

App: the Hatton Hornets U12s (coach Jen, team manager Amir, 11 girls) play in the Saturday summer league. Amir keeps
the team's notes as points with payload ``{"kind", "day", "text"}`` (kind: match, kit, league, training; ``day`` as
yyyymmdd for match reports, 0 otherwise). Every Monday the assistant clears out match reports older than a week so
it stops telling parents about old scores. Eleven points, May - June 2026.

Planted fault (DeletionError): a match report on Sat 6/6 also held something lasting: "6/6 lost 8-11 v Kidsgrove
Kestrels, girls played well 2nd half, POM Esme. big news - Claire (Jo's mum) passed her C award on thurs!! so from
the 20th she's our club umpire for home games, Sue's done it 3 seasons and is glad of the break". The Monday 15/6
clear-out deletes it. Question (Fri 26/6, a parent): "who's umpiring our home game tomorrow?" -> expected Claire,
Jo's mum (the new club umpire). The assistant goes by the league note: Sue.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the 6/6 report is a hit
of the app's query before the delete, and is neither stored nor in the context after; the league note naming Sue is
in the context. Another reading: none that we see; no other note says who umpires.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b53_qdrant_netball_umpire_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

REPORT = ("6/6 lost 8-11 v Kidsgrove Kestrels, girls played well 2nd half, POM Esme. big news - Claire (Jo's mum) "
          "passed her C award on thurs!! so from the 20th she's our club umpire for home games, Sue's done it 3 "
          "seasons and is glad of the break")
POINTS = [
    ("league", 0, "summer league: sat mornings, home games at Hatton Leisure Centre courts 10am, each club brings 1 "
                  "umpire for home games - ours is Sue (Millie's nan), league sends the other one"),
    ("kit", 0, "new dresses (purple + gold) from Kitlocker, £28 each, bibs are the club's - DON'T take them home"),
    ("training", 0, "training weds 5.30-6.45 at St Anne's hall, Jen + Amir, bring water + hair tied back, no jewellery"),
    ("match", 20260523, "23/5 won 12-4 v Bollington Bees!! first win of the season, Maisie POM, 5 goals from Ava"),
    ("league", 0, "fixtures: 27/6 home v Alsager Aces, 4/7 away Congleton, 11/7 home v Sandbach, 18/7 finals day"),
    ("match", 20260530, "30/5 drew 6-6 away at Crewe, wet!! Ruby twisted her ankle, ok now. POM Lily"),
    ("match", 20260606, REPORT),
    ("kit", 0, "Esme + Jo still need dresses in age 11-12, Amir ordering fri. subs £15 a term due by 1/7"),
    ("match", 20260613, "13/6 won 10-7 v Macc Magpies, Ava shot 7 from 9!! POM Ruby"),
    ("training", 0, "no training weds 8/7 - hall booked for the school disco, do a park session sun instead?"),
    ("league", 0, "finals day 18/7 at Crewe, top 4 of each pool, results on the league fb page"),
]

client = QdrantClient(":memory:")
client.create_collection("hornets-u12", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("hornets-u12", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "day": d, "text": text})
    for i, (k, d, text) in enumerate(POINTS, 1)])

question = "who's umpiring our home game tomorrow?"
vector = offline.embed(["umpire home game club umpire Sue Claire"])[0]  # the app's search words for it
before = [p.payload["text"] for p in client.query_points("hornets-u12", query=vector, limit=5).points]
assert REPORT in before, before

# Mon 15 June: clear out match reports from before last week
with fault():
    client.delete("hornets-u12", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="match")),
        models.FieldCondition(key="day", range=models.Range(lt=20260608))])))

stored = [p.payload["text"] for p in client.scroll("hornets-u12", limit=50)[0]]
hits = [p.payload["text"] for p in client.query_points("hornets-u12", query=vector, limit=5).points]
context = ["Today is Fri 26 June 2026."] + hits
assert REPORT not in stored and REPORT not in context
assert any("ours is Sue (Millie's nan)" in c for c in context), context
assert not any("Claire" in c or "C award" in c for c in context + stored), context
reply = answer(question, context, mock="Sue, Millie's nan - she's the club's umpire for home games; the league sends "
                                       "the other one.")
finish(question, expected="Jo's mum Claire - she's the club umpire now she's qualified", actual=reply)
