"""Batch 169 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Lyndale summer league (netball) runs Tuesday nights from Tue 1st May 2040 - 10 teams, games at half 6, 7.20 and
8.10 at Lyndale leisure centre, every team bringing an umpire or paying £10 a night. Kerry, the league secretary,
posts updates into one qdrant collection; the league's helper answers captains from a query of it.

Memory: 2040-04-20T19:30 Kerry: 10 teams, bring a C award umpire or it's £10 a night, and 3 points off if you turn up
without one twice; 15.5. Kerry: Kestrels docked 3 pts - no umpire for the second week running, rules are rules; Tue
29th May Kerry: Kestrels have had to pull out, lost their GS and GA to the uni in Sheffield and were down to 6 -
can't put out 7 - their results are wiped and it's 9 teams, fixtures redone; 5/6 Kerry: umpiring course at the centre
Sat 16th June, £25. Question (Thu 7/6, the Ravens' captain): "why have Kestrels disappeared off the table? we beat
them 30-12 and it's gone" The assistant says they've withdrawn - they lost two players to uni and couldn't field seven,
so their results were wiped. The label says they were docked points for not bringing an umpire - the other Kestrels
note, from before they withdrew.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b169_ctl_qdrant_netball_withdrawn_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lyndale-summer-league-2040"
NOTES = [
    "2040-04-20T19:30 Kerry - 10 teams!! games half 6, 7.20, 8.10. bring a C award umpire or it's £10 a night, and 3 "
    "pts off if you turn up w/o one twice",
    "15.5. Kerry - Kestrels docked 3 pts, no umpire for the 2nd wk running. rules are rules ladies",
    "Tue 29th May Kerry - Kestrels have had to pull out 😢 lost their GS + GA to the uni in Sheffield and they were "
    "down to 6, can't put out 7. their results are wiped, it's 9 teams now, fixtures redone on the website",
    "5/6 Kerry - umpiring course at the centre sat 16th june, £25, sign up w me",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why have Kestrels disappeared off the table? we beat them 30-12 and it's gone"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question + " Kestrels results"])[0],
                                                       limit=4).points]
context = ["Today is Thu 7 June 2040. You are talking to the Ravens' captain in Lyndale summer league."] + hits
assert any("Kestrels docked 3 pts" in c for c in context), context
assert any("Kestrels have had to pull out" in c for c in context), context
reply = answer(question, context, mock="They've withdrawn - they lost their GS and GA to uni and couldn't put out a "
                                       "seven, so their results were wiped and it's 9 teams now.")
finish(question, expected="they were docked points for not bringing an umpire", actual=reply)
