"""Batch 153 (held out). A junior parkrun's team notes: qdrant collection, script style (each call its own trace);
the helper's query keeps only its top 3 notes.

App: Hollins Park junior parkrun (2k for 4-14 year olds, Sunday mornings) keeps the core team's notes - Dev, the
run director, and Ali, who does the volunteers and the tokens - in one qdrant collection (a ``kind`` in the payload:
plan, volunteers, route, tokens) and the helper answers parents and volunteers with
``client.query_points(..., limit=3)``.

Planted fault (RetrievalError, cut off by top-k): the plan note has junior parkrun every Sunday at 9am, two laps of
the lake path from the bandstand. Dev's note of Tue 12/5 says the council have the Lake Run 10k on the lake path
till 9.45 on Sunday 17th, so they're going at 10 this week not 9, marshals out for 9.40, same route once the 10k's
off it; and, in passing, that Ellie's dad has the hi-vis bag. For the question the collection ranks that note below
the top 3, so limit=3 leaves it out. Question (Fri 15/5, Jade, whose nana is bringing Maisie): "what time's junior
parkrun on sun? nana's bringing Maisie + wants to know when to get there" -> expected 10am this week (the 10k has
the lake path till 9.45). The assistant says 9am.

Expected verdict: RetrievalError at the qdrant query with limit=3 (wrapped in fault()): Dev's note is in the
collection and the same query with limit=8 returns it, but the search the app made cut it off. Asserted: the wider
query returns it and the app's does not; the plan note (9am) is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b153_qdrant_parkrun_start_time_topk", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hollins-park-junior-parkrun"
LATER = ("Tue 12/5 Dev - council have got the Lake Run 10k on the lake path til 9.45 on the 17th so we go at 10 "
         "this wk not 9, marshals out for 9.40 pls. same route once they're off it. Ellie's dad has the hi-vis bag, "
         "get them back to him after")
NOTES = [
    ({"kind": "plan"}, "JUNIOR PARKRUN every sun 9am - 2k, 2 laps of the lake path from the bandstand. kids 4-14, "
                       "parents can run with them, bring your barcode!! free, always"),
    ({"kind": "volunteers"}, "14/3 Ali - need 8 marshals every sun + timekeeper, funnel manager + 2 on tokens. "
                             "roster goes up on the site by weds night"),
    ({"kind": "tokens"}, "22.3. Ali - tokens back in the tub in order. 3 missing (147, 188 + 203) pls check "
                         "pockets + the washing machine lol"),
    ({"kind": "route"}, "Weds 8 Apr Dev - route: start by the bandstand, clockwise round the lake x2, finish funnel "
                        "on the grass by the cafe. marshals at the bridge, the boathouse + the play area"),
    ({"kind": "volunteers"}, "Tue 5/5 Ali - first timers: kids just need their barcode, parents don't unless "
                             "they're running. briefing for new ones at 8.50 by the bandstand"),
    ({"kind": "plan"}, LATER),
    ({"kind": "tokens"}, "2037-05-10T09:55 Dev - 84 kids today!! record. token 203 turned up in lost property at "
                         "the cafe"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text, **meta})
                            for i, (meta, text) in enumerate(NOTES, 1)])

question = "what time's junior parkrun on sun? nana's bringing Maisie + wants to know when to get there"
vector = offline.embed([question])[0]
wide = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=8).points]
assert LATER in wide, wide

with fault():
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]

context = ["Today is Fri 15 May 2037. You are talking to Jade, whose nana is bringing her daughter Maisie to Hollins "
           "Park junior parkrun on Sunday 17 May."] + hits
assert LATER not in context and not any("10k" in c or "at 10" in c or "9.45" in c for c in context), context
assert any("every sun 9am" in c for c in context), context
reply = answer(question, context, mock="9am on Sunday, by the bandstand - get there for about quarter to so Maisie "
                                       "has her barcode ready.")
finish(question, expected="10am this week - the Lake Run 10k has the lake path till 9.45, so it's not the usual 9",
       actual=reply)
