"""Batch 144 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the staff at Warley Road primary keep their sports day notes (the field, the races, the parents' picnic) in one
qdrant collection; the helper answers the PTA and the office from a query of it.

Memory: 14/3, Mrs Hussain (the head): sports day Fri 10th July on the field, 1.15-3.15, parents welcome, picnic
lunch from 12.15; 22.3., Mr Brennan (PE): he heard at the county PE meeting that Robinwood (the Y6 residential) is
8-10 July, which would clash, he'll check with Mrs H; Weds 8 Apr, Mr Brennan: no hang on, he'd got that wrong,
Robinwood's the week after (13th-15th), Y6 are fine - but sports day's going to Tue 7th anyway, the contractors are
resurfacing the playground that Friday and need to get their diggers across the field; Tue 23rd June, Miss Hughes:
reception's races in the morning. Question (Wed 24/6, Jo, the PTA chair): "why's sports day been moved to the
tuesday? people keep asking me at the gates" The assistant says the playground's being resurfaced on the Friday and
the contractors need the field for their diggers. The label says it clashes with the Y6 residential at Robinwood -
in memory, the reason first thought, which Mr Brennan took back.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b144_ctl_qdrant_sportsday_move_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "warley-road-sports-day"
NOTES = [
    "14/3 Mrs Hussain - SPORTS DAY fri 10th july on the field, 1.15-3.15. parents welcome, picnic lunch on the field "
    "from 12.15, pls bring a blanket",
    "22.3. Mr Brennan - heard at the county PE mtg that Robinwood (Y6 residential) is 8-10 july?? that'd clash w "
    "sports day, will check w Mrs H",
    "Weds 8 Apr Mr Brennan - no hang on, got that wrong, Robinwood's the wk after, 13th-15th, Y6 are fine. but sports "
    "day's going to Tue 7th anyway - the contractors are resurfacing the playground that fri + need to get their "
    "diggers across the field",
    "Tue 23rd June Miss Hughes - reception doing their own races in the morning, bean bags + quoits, 9.30ish",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "why's sports day been moved to the tuesday? people keep asking me at the gates"
vector = offline.embed(["why has sports day moved to tuesday friday clash residential playground"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=4).points]
context = ["Today is Wed 24 June 2037. You are talking to Jo, chair of the Warley Road primary PTA."] + hits
assert any("Robinwood (Y6 residential) is 8-10 july" in c for c in context), context
assert any("wk after, 13th-15th" in c and "resurfacing the playground" in c for c in context), context
reply = answer(question, context, mock="Because the playground's being resurfaced on the Friday and the contractors "
                                       "need to get their diggers across the field. (It's not the Y6 residential - "
                                       "Robinwood's the week after.)")
finish(question, expected="it clashes with the Y6 residential at Robinwood", actual=reply)
