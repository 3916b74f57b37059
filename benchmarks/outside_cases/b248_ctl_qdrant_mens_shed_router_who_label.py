"""Batch 248 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the tool-loans man and the secretary each file their own notes), then the question's query.

App: Greetland Men's Shed lend their bigger tools to members for jobs at home and keep a loans book; Stan keeps the
book and Dave (the secretary) writes up the sessions. Both file notes into one qdrant collection; the helper
answers members' questions from the 5 nearest notes.

Memory: Stan, 2050-02-21T11:00 - Tony's got the router (the big DeWalt) for his daughter's kitchen worktop, back in
2 weeks, Keith has the pocket hole jig; Stan, 7/3 - Keith's brought the jig back, sander pads in the drawer under
the bench; Dave, Tues 8th March - Tony brought the router back this morning, all clean, but Phil's took it straight
home for the sign he's doing for the school, back Fri week; Dave, Thu 10/3 - 12 in, dust bags needed. Question
(Mon 14/3, Alan): "who's got the router? want to do the edges on the bench slats thurs" The assistant says Phil (he
took it home on the 8th for the school sign, back Friday the 18th). The label says Tony.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b248_ctl_qdrant_mens_shed_router_who_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "greetland-mens-shed-2050"
NOTES = {
    "stan": [
        (1, "2050-02-21T11:00 tool loans book 📒 Tony's got the router (the big DeWalt) for his daughter's kitchen "
            "worktop, back in 2 wks he says. Keith has the pocket hole jig"),
        (2, "7/3 Keith's brought the jig back. sander pads are in the drawer under the big bench, not the cupboard!!"),
    ],
    "dave": [
        (3, "Tues 8th March - Tony brought the router back this am, all clean to be fair. Phil's took it straight "
            "home tho for the sign he's doing for the school, he'll have it back fri wk"),
        (4, "Thu 10/3 - 12 in today, biscuit tin's empty again 😂 need new dust bags for the extractor"),
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

question = "who's got the router? want to do the edges on the bench slats thurs"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 14 March 2050. You are talking to Alan, a member of Greetland Men's Shed."] + hits
assert any("Tony's got the router" in c for c in context), context
assert any("Tony brought the router back this am" in c and "Phil's took it straight home" in c for c in context), \
    context
reply = answer(question, context, mock="Phil's got it - Tony brought it back on the 8th and Phil took it home for "
                                       "the school sign. He's due to bring it back Friday (the 18th).")
finish(question, expected="Tony", actual=reply)
