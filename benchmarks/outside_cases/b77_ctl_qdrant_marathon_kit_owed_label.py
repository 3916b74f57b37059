"""Batch 77 (held out), control. A marathon charity team: qdrant-client ``:memory:`` with memtrace's offline
embeddings, query, script style (each call its own trace).

App: Team Hartley's kit and money notes go in a qdrant collection (payload ``{"text", "who", "day"}``); the
assistant answers runners from a query. The team kit from the hospice's supplier: the running vest £22, the shorts
£18, the buff £6, or the lot for £46. Kez already has black shorts she's run in all winter and doesn't want new
ones for race day, so she's having the vest and the buff: £28.

No fault planted. Question (Mon 21/3, Kez): "what do I owe Gill for my kit?" The model answers £28 (vest and buff),
right per memory. The label says £46 for the full kit. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b77_ctl_qdrant_marathon_kit_owed_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

POINTS = [
    ("Gill", "4/3", "team kit from Sportif (hospice's supplier): vest £22, shorts £18, buff £6 - or the lot for £46. "
                    "pay me, not them, I'm doing one order"),
    ("Priya", "5.3.33", "NOTHING new on race day!! whatever you wear has to have done a 16+ in it first"),
    ("Kez", "6/3", "I'll have a vest (size 10) + a buff pls Gill. I'm sticking w my black Ronhills, done every long "
                   "run in them since Nov, not risking chafing"),
    ("Gill", "8/3", "order in: 9 vests, 7 shorts, 9 buffs. Sam + Kez have their own shorts"),
    ("Dan", "Mar 10", "paid Gill £46 for the full kit, bank transfer"),
    ("Gill", "12/3", "still owed for kit: Kez, Sam, Tash. sort code 20-44-91, acct 4031 7788, ref KIT"),
    ("Priya", "14/3", "Sun 20th 14 miles easy, new vests on for the photo at the start pls"),
]

client = QdrantClient(":memory:")
client.create_collection("team-hartley", vectors_config=models.VectorParams(size=256,
                                                                            distance=models.Distance.COSINE))
client.upsert("team-hartley", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"who": who, "day": day, "text": text})
    for i, (who, day, text) in enumerate(POINTS, 1)])

question = "what do I owe Gill for my kit?"
vector = offline.embed(["Kez kit owe Gill vest shorts buff price paid"])[0]  # the app's search words
hits = client.query_points("team-hartley", query=vector, limit=6).points
context = ["Today is Mon 21 March 2033. You are talking to Kez, one of the runners."] + \
          [f"{h.payload['day']} {h.payload['who']}: {h.payload['text']}" for h in hits]
assert any("vest £22, shorts £18, buff £6 - or the lot for £46" in c for c in context), context
assert any("a vest (size 10) + a buff" in c for c in context), context
reply = answer(question, context, mock="£28 - the vest at £22 and the buff at £6. You're wearing your own shorts, "
                                       "so no £18 for those.")
finish(question, expected="£46 for the kit", actual=reply)
