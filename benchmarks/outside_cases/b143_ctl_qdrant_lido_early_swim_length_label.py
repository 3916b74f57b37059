"""Batch 143 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, script style (each call its
own trace).

App: the Friends of Hebble Lido keep their notes (the council's plans for the season, the cafe, the swims) in one
qdrant collection; the helper answers members and the Facebook page admin from a query of it.

Memory: 14/3 cttee: early swims Monday to Friday 6.30-8, £3.50 or £2.50 for members, from opening (Sat 23rd May);
22.3.: the cafe does bacon rolls for the earlies; 16th may Gareth at the council: the insurers want the first aider
on site for every session this year and she can't get in before 7, so the earlies are 7 till 8 - the cafe lot need
the poolside clear by quarter past to put the tables out, so there's no pushing it back; Tue 19/5: the season tickets.
Question (Wed 20/5, Gill, doing the Facebook post): "how long are the early swims this summer? putting it on the
facebook page tonight" The assistant says an hour, 7 till 8. The label says an hour and a half, 6.30-8 - in memory,
the committee's March times.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b143_ctl_qdrant_lido_early_swim_length_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hebble-lido-notes"
NOTES = [
    "14/3 cttee - EARLY SWIMS mon-fri 6.30-8 from opening (sat 23rd may), £3.50, members £2.50. lanes out for the "
    "earlies",
    "22.3. Bev - cafe doing bacon rolls + coffee for the early swimmers from 7.30ish",
    "16th may Gareth (council) - insurers want the first aider on site every session this yr + she cant get in "
    "before 7, so earlies are 7 till 8. cant push it later either, cafe lot need the poolside clear by quarter past "
    "to get the tables out",
    "Tue 19/5 Gill - season tix £60, members £50, kiosk or online. 43 sold already!!",
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
                            for i, text in enumerate(NOTES, 1)])

question = "how long are the early swims this summer? putting it on the facebook page tonight"
vector = offline.embed(["early swims times how long earlies mon-fri"])[0]
hits = [p.payload["text"] for p in client.query_points(COLL, query=vector, limit=3).points]
context = ["Today is Wed 20 May 2037. You are talking to Gill, who chairs the Friends of Hebble Lido and runs its "
           "Facebook page."] + hits
assert any("EARLY SWIMS mon-fri 6.30-8" in c for c in context), context
assert any("so earlies are 7 till 8" in c for c in context), context
reply = answer(question, context, mock="An hour - 7 till 8, Monday to Friday. The first aider can't be in before 7 "
                                       "and the poolside has to be clear for the cafe by quarter past.")
finish(question, expected="an hour and a half, 6.30-8", actual=reply)
