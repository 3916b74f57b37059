"""Batch 176 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call
its own trace).

App: Bomere Heath CC's six-a-side is Sat 9th August 2042 - 12 teams, two pitches, the bar open on the day. Kev (club
secretary) and Jo (bar) post notes into one qdrant collection; the helper answers players and members from a query.

Memory: Kev, 1/6: sixes Sat 9th Aug, 12 teams, pitches 1 and 2, the bar till 9 and he's applied for the extension;
Jo, 14/6: the council might not give the extension - the neighbours complained about the noise last year; Jo, Tue
1st July: the licence came through fine, but she and Kev are the only ones with a personal licence and they're both
off to her sister's wedding do at 7.30, so the bar shuts at 7, sorry all - take-outs before then; Kev,
2042-08-04T18:00: teams to be there for 10, umpires sorted, burgers from 12. Question (Thurs 7/8, Aaron, captain of
one of the teams): "why's the bar shutting at 7?? the lads were planning on a few after" The assistant says there's
no one with a personal licence after 7 - Jo and Kev are off to a wedding do (the licence itself came through). The
label says the council wouldn't extend the licence after the neighbours complained.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b176_ctl_qdrant_sixes_bar_close_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bomere-heath-cc-sixes-2042"
NOTES = [
    "1/6 Kev - SIXES sat 9th aug 🏏 12 teams, pitches 1 + 2, bar till 9, I've applied for the extension",
    "14/6 Jo - heads up the council might not give us the extension, the neighbours complained about the noise last "
    "yr 🙄",
    "Tue 1st July Jo - licence came thru fine 👍 BUT me + Kev are the only ones w the personal licence + we're both "
    "off to my sister's wedding do at 7.30 so bar shuts at 7, sorry all. get your take outs before then",
    "2042-08-04T18:00 Kev - teams there for 10 pls, umpires sorted, burgers off the bbq from 12",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why's the bar shutting at 7?? the lads were planning on a few after"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thurs 7 August 2042. You are talking to Aaron, captain of one of the teams in Bomere Heath CC's "
           "six-a-side (Sat 9 August)."] + hits
assert any("neighbours complained about the noise" in c for c in context), context
assert any("licence came thru fine" in c and "bar shuts at 7" in c for c in context), context
reply = answer(question, context, mock="Because there'll be nobody with a personal licence there after 7 - Jo and Kev "
                                       "are both off to a wedding do. The licence itself came through fine.")
finish(question, expected="the council wouldn't extend the licence - the neighbours complained about the noise",
       actual=reply)
