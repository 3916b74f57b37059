"""Batch 106 (held out). A village cinema club's volunteer book: qdrant collection, the helper searches the rota
entries only, script style (each call its own trace).

App: the Longstanton Picture House (a film club in the village hall, fortnightly Fridays) keeps everything in one
qdrant collection: rota entries (kind "rota", written by Carol when the season's programme goes out), messages from
volunteers (kind "msg") and notes on the kit (kind "kit"). The club's helper answers "who's doing what" questions
from the rota entries only (``query_filter`` on kind = "rota").

Planted fault (RetrievalError, filtered by scope): a message from Geoff on 2/10 says his hip op's come through for
the 8th, so he's out for a few weeks; Alan's said he'll run the projector for the Amélie night on Fri 10th and he
knows the new laptop setup. It is kind "msg", so the scoped query leaves it out. The rota says projectionist Geoff.
Question (Wed 8/10, Priya, on the door that night): "who's our projectionist fri for Amélie? need to tell them the
subtitles file is on the usb" -> expected Alan. The assistant says Geoff.

Expected verdict: RetrievalError at the qdrant query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns Geoff's message; the scoped one leaves it out, and the rota's Geoff line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b106_qdrant_cinema_projectionist_scoped", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

GEOFF = ("Geoff 2/10: hip ops come through for the 8th!! so I'm out of action a few wks. Alan says he'll do the "
         "projector for Amélie on fri 10th, he's done the new laptop setup w me twice so he's fine. kit's in "
         "the cupboard under the stage as usual")
POINTS = [
    ("rota", "AMÉLIE fri 10 Oct 7.30 (doors 7) - projectionist Geoff, door + tickets Priya, bar Sue + Ken. "
             "French w subtitles, 122 mins"),
    ("rota", "THE GREAT ESCAPE fri 24/10 - projectionist Geoff, door Carol, bar Ken. interval half way, it's "
             "2h52!!"),
    ("msg", GEOFF),
    ("kit", "new laptop (the black Dell) lives in the stage cupboard, password on the inside of the lid. HDMI to "
            "the projector, sound through the hall mixer ch 3+4"),
    ("msg", "Sue: bar float £50 in the cashbox, we're out of the red wine, I'll get 6 from Costco"),
    ("rota", "season tickets: 8 films £40, or £6 on the door. under 16s £3"),
    ("kit", "the big screen's stiff on the left roller, pull it down gently pls - Geoff"),
]

client = QdrantClient(":memory:")
client.create_collection("lph-volunteers", vectors_config=models.VectorParams(size=256,
                                                                              distance=models.Distance.COSINE))
client.upsert("lph-volunteers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "who's our projectionist fri for Amélie? need to tell them the subtitles file is on the usb"
vector = offline.embed(["projectionist Friday Amelie who is running the projector"])[0]  # the helper's search words
wide = [p.payload["text"] for p in client.query_points("lph-volunteers", query=vector, limit=7).points]
assert GEOFF in wide, wide

with fault():
    found = client.query_points("lph-volunteers", query=vector, limit=7, query_filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="rota"))]))
hits = [p.payload["text"] for p in found.points]
context = ["Today is Wed 8 October 2037. You are talking to Priya, who's on the door on Friday."] + hits
assert GEOFF not in context and not any("Alan" in c or "hip" in c for c in context), context
assert any("projectionist Geoff, door + tickets Priya" in c for c in context), context
reply = answer(question, context, mock="Geoff's doing the projector for Amélie on Friday - catch him before 7 "
                                       "about the subtitles USB.")
finish(question, expected="Alan - Geoff's laid up after his hip", actual=reply)
