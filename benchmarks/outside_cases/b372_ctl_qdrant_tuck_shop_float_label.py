"""Batch 372 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the tuck shop convenor and the Gr 7 grade head each file their own notes), then the question's query.

App: the parents' association at Bloubos Primary run the tuck shop at both breaks with two parents a shift and a
float from the office. Thuli (the convenor) and Mrs Naidoo (the Gr 7 grade head, who runs the Gr 7 market day) file
notes into one qdrant collection; the helper answers the parents on duty from the 5 nearest notes.

Memory: Thuli, 2051-01-25T19:00 - the float is R500 in coins and R10s, fetch the tin from the office at 07:30,
count it back in at 13:00; Thuli, Tues 14/03 - Fri 17/03 shift is Nomsa + Priya; Mrs Naidoo, Mon 13/03 - Fri 17/03
is civvies day plus the Gr 7 market day, the tuck shop will get double the traffic, so double the float - R1 000,
she'll leave the extra R500 in the safe with Mrs Jacobs; Thuli, Weds 15/03 - no R200 notes, the kids keep bringing
them. Question (Thu 16/03, Priya): "how much float must I take for tomorrow's tuck shop? want to count it at the
office before the kids arrive" The assistant says R1 000 (the usual R500 plus the extra R500 in the safe, for the
market day). The label says R500.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b372_ctl_qdrant_tuck_shop_float_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bloubos-tuckshop-2051"
NOTES = {
    "thuli": [
        (1, "2051-01-25T19:00 TUCK SHOP FLOAT 💰 R500 in coins + R10s, fetch the tin from the office at 07:30, count "
            "it back in at 13:00 + sign the book"),
        (2, "Tues 14/03 roster - Fri 17/03 tuck shop is Nomsa + Priya, Mon 20/03 Carla + me"),
        (3, "Weds 15/03 pls NO R200 notes, the kids keep bringing them + we run out of change by 10:45 🙈"),
    ],
    "mrs-naidoo": [
        (4, "Mon 13/03 Fri 17/03 is civvies + the Gr 7 market day 🎪 so the tuck shop will get double the traffic - "
            "double the float pls, R1 000. I'll leave the extra R500 in the safe with Mrs Jacobs"),
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

question = "how much float must I take for tomorrow's tuck shop? want to count it at the office before the kids arrive"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 16 March 2051. You are talking to Priya, who's on tuck shop duty at Bloubos Primary on Fri "
           "17 March."] + hits
assert any("R500 in coins + R10s" in c for c in context), context
assert any("double the float pls, R1 000" in c for c in context), context
assert any("Fri 17/03 tuck shop is Nomsa + Priya" in c for c in context), context
reply = answer(question, context, mock="R1 000 - tomorrow's the Gr 7 market day, so it's double: the usual R500 tin "
                                       "plus the extra R500 Mrs Naidoo's leaving in the safe with Mrs Jacobs.")
finish(question, expected="R500", actual=reply)
