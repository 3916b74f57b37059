"""Batch 275 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Brown Owl and the unit treasurer each file their own notes), then the question's query.

App: 2nd Hebden Royd Brownies go to the pantomime (Cinderella at the Victoria Theatre, Halifax) on Sat 13th Dec
2051 - the 2pm matinee, a coach from the church hall, 22 girls. Brown Owl (Carol) and Tawny Owl (Fiona, who does
the money) file notes into one qdrant collection; the helper answers parents from the 5 nearest notes.

Memory: Carol, 2051-10-06T19:30 - panto trip Sat 13th Dec, the matinee, coach from the church hall 12.45, £12 each
(ticket + coach), money in by the half-term; Fiona, 22/10 - the District have given us a grant from the Trefoil
fund, £4 a girl off the panto, so it's £8 to pay now, anyone who's already paid £12 gets £4 back in an envelope;
Carol, Tue 4th Nov - ice creams in the interval, send a pound if you want them to have one; Fiona, 11.11. - 19 paid
so far, 3 to go. Question (Mon 17/11, Sue, Erin's nan): "how much is the panto for Erin? I'll send it in with her
on weds" The assistant says £8 (the £12 less the District's £4 grant), plus a pound if she wants an ice cream.
The label says £12.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b275_ctl_qdrant_brownies_panto_cost_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "2nd-hebden-royd-brownies-2051"
NOTES = {
    "carol": [
        (1, "2051-10-06T19:30 PANTO 🎭 Cinderella at the Vic, sat 13th dec, the 2pm matinee. coach from the church "
            "hall 12.45, £12 each (ticket + coach), money in by half term pls"),
        (2, "Tue 4th Nov - ice creams in the interval, send a £1 if you want them to have one, in a named envelope"),
    ],
    "fiona": [
        (3, "22/10 good news!! District have given us a grant from the Trefoil fund, £4 a girl off the panto, so it's "
            "£8 to pay now. anyone who's already paid the £12 gets £4 back in an envelope"),
        (4, "11.11. panto money - 19 paid so far, 3 to go, I'll chase"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "how much is the panto for Erin? I'll send it in with her on weds"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 17 November 2051. You are talking to Sue, whose granddaughter Erin is in 2nd Hebden Royd "
           "Brownies (panto trip Sat 13 Dec)."] + hits
assert any("£12 each (ticket + coach)" in c for c in context), context
assert any("£4 a girl off the panto, so it's £8 to pay now" in c for c in context), context
reply = answer(question, context, mock="£8 - it was £12 but the District gave a £4 grant. Plus £1 in a named "
                                       "envelope if you'd like her to have an ice cream.")
finish(question, expected="£12", actual=reply)
