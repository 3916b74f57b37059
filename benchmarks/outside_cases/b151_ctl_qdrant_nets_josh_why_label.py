"""Batch 151 (held out), control. A cricket club's junior coaches' notes: qdrant collection, script style (each call
its own trace).

App: Booth Wood CC's junior coaches (Dan and Mick) keep notes in a qdrant collection; the club's helper answers with
``query_points`` and a litellm answer call.

No fault is planted. Memory: 17.4. Dan - watch Josh's overs, the ECB directives say max 5 overs a spell at U13 and
he'll bowl all night if you let him; Fri 24th Mick - Josh's mum rang, his back's been sore since the county trial and
the physio says no bowling for 3 wks, batting's fine. Question (Weds 29/4, Rob, the club's junior secretary): "why's
Josh not bowling at nets? he's been sulking in the car park" -> the model answers his sore back (physio, no bowling
for three weeks), which is right per memory. The label says he has reached his overs limit under the ECB
directives: the over limit is in memory, but as a reminder to watch his overs, not as the reason he's stopped
(the reason is said as "his back's been sore since the county trial", no keyword).

Expected verdict: AnnotationError (the label is wrong; no operation is at fault). Asserted: both notes are in the
context.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b151_ctl_qdrant_nets_josh_why_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "booth-wood-junior-coaches"
NOTES = [
    "10/4 Dan - first nets, 23 kids. U13s: Josh, Ethan, Priya + Sam look like they could play for the 2nd XI by "
    "aug",
    "17.4. Dan - watch Josh's overs, ECB directives say max 5 overs a spell at U13 + he'll bowl all night if you "
    "let him. Ethan's keeping is coming on",
    "Weds 22 Apr Mick - bowling machine's back from the repair man, £40, don't put the windballs thru it",
    "Fri 24th Mick - Josh's mum rang, his back's been sore since the county trial + the physio says no bowling for "
    "3 wks, batting's fine. give him the keeping gloves or a bat, he'll be gutted",
    "2037-04-26T11:00 Dan - U13 friendly v Triangle sun 10th may, 10.30 start, need 2 parents driving",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([t])[0], payload={"text": t})
                            for i, t in enumerate(NOTES, 1)])

question = "why's Josh not bowling at nets? he's been sulking in the car park"
hits = [p.payload["text"] for p in
        client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Weds 29 April 2037. You are talking to Rob, junior secretary of Booth Wood Cricket Club."] + hits
assert any("watch Josh's overs" in c and "max 5 overs a spell" in c for c in context), context
assert any("his back's been sore since the county trial" in c for c in context), context
reply = answer(question, context, mock="His back - it's been sore since the county trial and the physio's said no "
                                       "bowling for three weeks. He can still bat (or keep).")
finish(question, expected="he's reached his overs limit under the ECB directives", actual=reply)
