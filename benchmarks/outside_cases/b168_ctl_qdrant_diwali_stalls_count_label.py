"""Batch 168 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: Belgate's Diwali lights evening is Sat 22nd October 2039 - the lights up Station Rd switched on from the stage on
Market Sq, food and craft stalls, dhol drummers. Anjali (stalls), Rob (lights) and Harpreet (music) post notes into one
qdrant collection; the helper answers townsfolk from a query of it.

Memory: 29/9 Anjali: 20 pitches marked out on Market Sq, all taken, food one end craft the other; Weds 28 Sep Rob: the
switch-on from the stage, 40 strings up Station Rd; Tue 11th Oct Anjali: the sweet centre's double booked with a
wedding, and the candle lady and the samosa van have both pulled out - got the sari stall off the waiting list though,
so 18 trading on the night; 2039-10-15T09:30 Harpreet: bhangra girls on at 7.15. Question (Thu 20/10, a mum): "how many
stalls are there going to be? trying to work out how much cash to bring lol" The assistant says 18 (20 pitches, three
dropped out, one taken off the waiting list). The label says 20 - the pitches marked out in September.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b168_ctl_qdrant_diwali_stalls_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "belgate-diwali-lights-2039"
NOTES = [
    "29/9 Anjali - 20 pitches marked out on Market Sq, all taken!! food one end craft the other, trading 5 till 9",
    "Weds 28 Sep Rob - switch on from the stage, 40 strings up Station Rd, electrician tests em the thurs",
    "Tue 11th Oct Anjali - sweet centre's double booked w a wedding 😞 + the candle lady and the samosa van have both "
    "pulled out. got the sari stall off the waiting list tho, so 18 trading on the night",
    "2039-10-15T09:30 Harpreet - bhangra girls on at 7.15 after the switch on, 10 min set",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "how many stalls are there going to be? trying to work out how much cash to bring lol"
found = client.query_points(COLL, query=offline.embed([question])[0], limit=4).points
context = ["Today is Thu 20 October 2039. You are talking to a mum who is going to Belgate's Diwali lights evening "
           "(Sat 22 October)."] + [p.payload["text"] for p in found]
assert any("20 pitches marked out" in c for c in context), context
assert any("so 18 trading on the night" in c for c in context), context
reply = answer(question, context, mock="18 - there were 20 pitches, but three have dropped out and one's been filled "
                                       "from the waiting list.")
finish(question, expected="20", actual=reply)
