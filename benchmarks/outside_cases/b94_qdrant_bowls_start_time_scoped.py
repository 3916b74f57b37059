"""Batch 94 (held out). A bowls club's fixtures board: qdrant collection, query scoped to this month's posts,
script style (each call its own trace).

App: Ver Meadows Bowls Club's match secretary, Jim, posts fixtures, notices and tea rotas to the members' board;
each post is a qdrant point with its kind and the day it went up (``posted`` as a yyyymmdd number). The members'
helper answers "when/where" questions from this month's posts only (``posted >= 20360501``), to keep last
season's noise out.

Planted fault (RetrievalError, filtered by scope): Jim's post of Sun 27/4 says Wheathampstead's secretary rang:
they've a wedding do in their clubhouse from 6 on Sat 10/5, so the match starts at 1.30, not the card's 2.30, teas
at 4, and the coach leaves ours at 12.45. Posted in April, it is outside the month filter. The May fixture list
(copied from the printed card on 1/5) says Sat 10/5 v Wheathampstead (A) 2.30. Question (Wed 7/5, Colin, in his
first season): "what time do we start at wheathampstead on sat? need to tell the wife when i'll be back" ->
expected half past one. The assistant says 2.30.

Expected verdict: RetrievalError at the qdrant query (the month-scoped query, wrapped in fault()). Asserted: the
same query without the filter returns the 27/4 post; the scoped one leaves it out, and the card's 2.30 line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b94_qdrant_bowls_start_time_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EARLY = ("27/4 - Wheathampstead's sec rang, they've got a wedding do in the clubhouse from 6 on sat 10th so we're "
         "starting 1.30 not 2.30 that day. teas at 4. coach leaves ours 12.45 sharp, £6 each, pay Brian")
POINTS = [
    (20360412, "notice", "green opens sat 19/4 for roll ups, flat shoes only on the new bit by the gate pls"),
    (20360420, "rota", "tea rota Apr/May - Joan + Iris home games, bring your own for aways"),
    (20360427, "notice", EARLY),
    (20360501, "fixture", "MAY (from the card): sat 3/5 v Redbourn (H) 2.30, 4 rinks, whites. sat 10/5 v "
                          "Wheathampstead (A) 2.30, 3 rinks, whites. sat 17/5 v Harpenden (H) 2.30, greys"),
    (20360501, "fixture", "weds evening triples league starts 14/5, 6.15 start, greys ok"),
    (20360503, "notice", "we beat Redbourn 71-64!! well done all. Brian's rink won by 11"),
    (20360505, "rota", "selection sat 10/5: R1 skip Brian, R2 skip Jim, R3 skip Maureen - Colin on Brian's rink "
                       "at lead"),
    (20360506, "notice", "new mats arrived, old ones in the shed if anyone wants them for the garden"),
]

client = QdrantClient(":memory:")
client.create_collection("ver-meadows-board", vectors_config=models.VectorParams(size=256,
                                                                                 distance=models.Distance.COSINE))
client.upsert("ver-meadows-board", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"posted": posted, "kind": kind, "text": text})
    for i, (posted, kind, text) in enumerate(POINTS, 1)])

question = "what time do we start at wheathampstead on sat? need to tell the wife when i'll be back"
vector = offline.embed(["Wheathampstead saturday start time match"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("ver-meadows-board", query=vector, limit=6).points]
assert EARLY in wide, wide

with fault():
    found = client.query_points("ver-meadows-board", query=vector, limit=6, query_filter=models.Filter(must=[
        models.FieldCondition(key="posted", range=models.Range(gte=20360501))])).points
hits = [p.payload["text"] for p in found]
context = ["Today is Wed 7 May 2036. You are talking to Colin, in his first season."] + hits
assert EARLY not in context and not any("1.30" in c or "wedding" in c for c in context), context
assert any("sat 10/5 v Wheathampstead (A) 2.30" in c for c in context), context
reply = answer(question, context, mock="2.30 start at Wheathampstead, 3 rinks, whites - you're leading on Brian's "
                                       "rink.")
finish(question, expected="half one - their clubhouse has a wedding on that evening", actual=reply)
