"""Batch 327 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and the office each file their own notes), then the question's query.

App: Ridgeway Tree Care (Liam, the owner, and Kirsty, who runs the office) are doing the ash dieback work at St
Anne's C of E Primary in the February half term (w/c 13th Feb 2051) while there are no children about. Both file
job notes into one qdrant collection; the helper answers the crew from the 5 nearest notes.

Memory: Liam, 2050-11-04T14:30 - dieback survey done, 5 ash to fell along the field boundary (#1-#5 on the plan),
Feb half term, £3,200 + VAT; Kirsty, 10/11 - invoice the diocese not the school; Liam, Tue 10th Jan - went back with
the council's tree officer, who reckons #3 has got away with it (10% crown dieback), so deadwood and monitor, that
one stays, and #5 isn't dieback at all, it's honey fungus on an old limb wound, just lose the limb, so that's
staying too; Kirsty, 16/1 - the head's asked them to do the cherry by the front gate while they're there, its roots
have lifted the path and a parent tripped, fell and grind, £450; Kirsty, 30/1 - crew Liam, Jonno, Kyle and the
Gorilla chipper. Question (Mon 6/2, Jonno): "how many are we felling at St Anne's next wk? working out how many
days we need the chipper" The assistant says 4 - three of the ash (#1, #2, #4; #3 and #5 are staying) and the cherry
by the gate. The label says 5.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b327_ctl_qdrant_tree_surgeon_school_fell_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ridgeway-st-annes-2051"
NOTES = {
    "liam": [
        (1, "2050-11-04T14:30 St Anne's - ash dieback survey done 🌳 5 ash to fell along the field boundary (#1-#5 "
            "on the plan), do it feb half term so no kids about. £3,200 + vat"),
        (2, "Tue 10th Jan - went back w/ the council's tree officer (Mark). he reckons #3 has got away with it, only "
            "10% crown dieback, so deadwood + monitor, that one stays. and #5 isn't dieback at all, it's honey fungus "
            "on the old limb wound - just lose the limb, so that's staying too"),
    ],
    "kirsty": [
        (3, "10/11 school bursar says pls invoice the diocese not the school, PO to follow (chase in dec!!)"),
        (4, "16/1 head's asked can we do the cherry by the front gate while we're there - roots have lifted the path "
            "+ a parent tripped 🙄 fell + grind, Liam's priced it £450"),
        (5, "30/1 half term crew Liam, Jonno, Kyle + the Gorilla chipper. cones + barriers from the yard"),
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
assert client.count(COLL).count == 5

question = "how many are we felling at St Anne's next wk? working out how many days we need the chipper"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 6 February 2051. You are talking to Jonno, one of Ridgeway Tree Care's climbers (St Anne's "
           "C of E Primary, Feb half term, w/c 13 Feb)."] + hits
assert any("5 ash to fell along the field boundary" in c for c in context), context
assert any("that one stays" in c and "so that's staying too" in c for c in context), context
assert any("the cherry by the front gate" in c and "fell + grind" in c for c in context), context
reply = answer(question, context, mock="4 - three of the ash (#1, #2 and #4; #3 and #5 are staying now) plus the "
                                       "cherry by the front gate.")
finish(question, expected="5", actual=reply)
