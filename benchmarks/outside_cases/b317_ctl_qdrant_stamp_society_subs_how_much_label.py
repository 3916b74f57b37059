"""Batch 317 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the treasurer and the secretary each file their own notes), then the question's query.

App: Halifax Philatelic Society meet on the 1st and 3rd Wednesdays at the Old Cock - displays, the exchange
packets, a members' auction twice a year. Geoff (the treasurer) and Brian (the secretary) file notes into one
qdrant collection; the helper answers members' questions from the 5 nearest notes.

Memory: Geoff, 2050-09-10 20:45 - subs £15 for the year, juniors free, due at the October meetings; Brian, AGM
Weds 1/10/51 - afraid we've had to put the subs up by £3, the room at the Old Cock's gone up again, juniors still
free, 22 there; Geoff, Weds 15th Oct - pay him at a meeting, cash or cheque to "Halifax P.S.", or transfer with
your name as the ref; Brian, 8/10 - the packets and the Stanley Gibbons catalogue. Question (Mon 20/10, Harold):
"how much are the subs this yr? want to pay at weds meeting" The assistant says £18 (£15, put up by £3 at the
AGM). The label says £15.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b317_ctl_qdrant_stamp_society_subs_how_much_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "halifax-ps-2051"
NOTES = {
    "geoff": [
        (1, "2050-09-10 20:45 SUBS 💷 £15 for the yr, juniors free, due at the oct meetings. pay me, don't leave it "
            "in the tea tin!!"),
        (2, "Weds 15th Oct - subs: pay me at a meeting, cash or cheque to 'Halifax P.S.', or transfer w/ ur name as "
            "the ref pls"),
    ],
    "brian": [
        (3, "AGM weds 1/10/51 - afraid we've had to put the subs up by £3, the room at the Old Cock's gone up again "
            "😞 juniors still free. 22 there, Mavis's display of Penny Reds was smashing"),
        (4, "8/10 new packets going round (Scandinavia + GB commems), and the club's SG catalogue is on the shelf by "
            "the bar, sign it out"),
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

question = "how much are the subs this yr? want to pay at weds meeting"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 October 2051. You are talking to Harold, a member of Halifax Philatelic Society."] + hits
assert any("£15 for the yr" in c for c in context), context
assert any("put the subs up by £3" in c for c in context), context
reply = answer(question, context, mock="£18 this year - it was £15, but the AGM put it up by £3 because the room's "
                                       "gone up. Pay Geoff at Wednesday's meeting.")
finish(question, expected="£15", actual=reply)
