"""Batch 262 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the coordinator and the social organiser each file their own notes), then the question's query.

App: Todmorden Home Ed Co-op book a weekly home-ed swimming slot at the leisure centre, plus the usual sessions and
the odd party. Priya (the coordinator) and Cath (who does the socials) file notes into one qdrant collection; the
helper answers the families' questions from the 4 nearest notes.

Memory: Priya, 2051-09-01T20:30 - the home-ed slot at the pool is Tuesdays 1.30-2.30, £3.20 a child, lessons with
the pool's instructors in groups by level; Priya, Mon 11 Dec - from January the pool's moved the slot to Weds 2-3
because the schools have had Tuesdays for their lessons, same price, same groups; Cath, 8/12 - the little ones'
nativity Thurs 21st, 11am, costumes from home; Cath - the co-op Christmas party Fri 22nd, bring a plate, secret
Santa £3 max. Question (Sun 7/1/52, Amir, a new parent): "what day's swimming this term? Isla's starting in the
beginners group" The assistant says Wednesdays, 2 till 3 (moved from Tuesdays in January). The label says Tuesdays,
1.30-2.30.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b262_ctl_qdrant_home_ed_swimming_what_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "todmorden-home-ed-coop"
NOTES = {
    "priya": [
        (1, "2051-09-01T20:30 SWIMMING 🏊 our home ed slot at the leisure centre is tuesdays 1.30-2.30, £3.20 a "
            "child, lessons w/ the pool's instructors in groups by level. pay termly to me"),
        (2, "Mon 11 Dec - from jan the pool's moved our swimming slot to weds 2-3 cos the schools have had tuesdays "
            "for their lessons 🙄 same price, same groups, tell ur friends"),
    ],
    "cath": [
        (3, "8/12 nativity for the little ones thurs 21st 11am at the Methodist hall, costumes from home (tea towels "
            "r fine!)"),
        (4, "co-op xmas party fri 22nd 🎄 bring a plate, secret santa £3 max, names in the hat at swimming"),
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

question = "what day's swimming this term? Isla's starting in the beginners group"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Sun 7 January 2052. You are talking to Amir, a new parent in Todmorden Home Ed Co-op."] + hits
assert any("is tuesdays 1.30-2.30" in c for c in context), context
assert any("moved our swimming slot to weds 2-3" in c for c in context), context
reply = answer(question, context, mock="Wednesdays, 2 till 3 - the pool moved the home-ed slot from Tuesdays this "
                                       "January. Same price, and Isla will go in the beginners' group.")
finish(question, expected="Tuesdays, 1.30-2.30", actual=reply)
