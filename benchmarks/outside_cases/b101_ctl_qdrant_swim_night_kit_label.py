"""Batch 101 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, query, script style.

App: the Wells Dippers keep swim plans, kit and safety notes in one qdrant collection; the club helper answers
members from the closest matches.

Memory: the night swim is Fri 19/9 at 8pm from the lifeboat ramp: a tow float with a light in it (the club has
spares to sign out) and a glow stick on your goggle strap (Jo's bringing a bag of them); wetsuits are only a must
from October to April, your call in September, the water's 16.5 on the buoy; bring warm things for after, it goes
cold quickly once the sun's down; a head torch is handy for the walk back but not in the water. Question (Wed
17/9, a member on her first night swim): "what do i need for the night swim fri? never done one" The assistant
says a tow float with a light (or borrow one), a glow stick on the goggle strap, and warm things for after; a
wetsuit is up to her. The label says a tow float with a light and a wetsuit.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b101_ctl_qdrant_swim_night_kit_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("plan", "NIGHT SWIM fri 19/9 8pm lifeboat ramp!! tow float w a light inside (club has spares, sign them out) "
             "+ a glow stick on ur goggle strap, Jo's bringing a bag of them"),
    ("kit", "wetsuits - only a must Oct to Apr, your call in sept. water 16.5 on the buoy 15/9"),
    ("kit", "night swim - bring warm stuff for after, goes cold v quick once the sun's down. dryrobe, hat, flask"),
    ("kit", "head torch is handy for the walk back along the beach but NOT in the water pls, blinds the kayaks"),
    ("plan", "sun 21/9 morning swim 9am, last one w kayak cover this yr"),
    ("social", "AGM thurs 2/10 7.30 at the Globe, subs for 37 due then - £25, £15 concessions"),
]

client = QdrantClient(":memory:")
client.create_collection("wells-dippers", vectors_config=models.VectorParams(size=256,
                                                                             distance=models.Distance.COSINE))
client.upsert("wells-dippers", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "text": text})
    for i, (kind, text) in enumerate(POINTS, 1)])

question = "what do i need for the night swim fri? never done one"
vector = offline.embed(["night swim kit what to bring tow float light wetsuit"])[0]  # the helper's search words
hits = [p.payload["text"] for p in client.query_points("wells-dippers", query=vector, limit=6).points]
context = ["Today is Wed 17 September 2036. You are talking to a member going on her first night swim."] + hits
assert any("tow float w a light inside" in c and "glow stick" in c for c in context), context
assert any("wetsuits - only a must Oct to Apr" in c for c in context), context
assert any("bring warm stuff for after" in c for c in context), context
reply = answer(question, context, mock="A tow float with a light in it (borrow a club one if you need to), a glow "
                                       "stick on your goggle strap - Jo's bringing some - and warm things for "
                                       "afterwards. A wetsuit's up to you this time of year.")
finish(question, expected="a lit tow float and a wetsuit", actual=reply)
