"""Batch 336 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the tours manager and the foundry manager each file their own notes), then the question's query.

App: Whitcliffe Bell Foundry runs casting-day tours in the summer of 2051, when visitors watch a bell being poured
from behind the line on the casting floor. Jess (the tours manager) and Ken (the foundry manager) file notes into one
qdrant collection; the helper answers visitors' questions from the 4 nearest.

Memory: Jess, 2051-04-10T09:30 - tour notes for guides, no photos during the pour, flashes put the lads off and it
isn't safe to be fiddling with phones by the furnace, photos fine in the museum and the tuning shop; Ken, Weds 7
June - since the new LED lighting went in on the casting floor the lads have said photos are fine during the pour,
still no flash, and stay behind the yellow line, happy for it to go in the tour notes; Jess, 14/6 - casting days in
July, Thu 6th and Thu 20th, tours at 10; Ken, Fri 16th Jun - the two new trebles for St Anne's are tuned, in the
tuning shop. Question (Mon 3/7, a visitor booked on Thursday's casting tour): "can we take photos when they pour the
bell on thursday? my dad's a ringer, he'd love one" The assistant says yes, as long as it's no flash and from behind
the yellow line. The label says no - no photos during the pour.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b336_ctl_qdrant_bell_foundry_photos_pour_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "whitcliffe-foundry-casting-tours-2051"
NOTES = {
    "jess": [
        (1, "2051-04-10T09:30 tour notes for guides 🔔 NO photos during the pour pls - flashes put the lads off + "
            "it's not safe to be fiddling w/ phones by the furnace. photos fine in the museum + tuning shop"),
        (2, "14/6 casting days in july: thurs 6th + thurs 20th, tours at 10 on those days, max 12, over 14s only"),
    ],
    "ken": [
        (3, "Weds 7 June - since the new LED lighting went in on the casting floor the lads have said photos are "
            "fine during the pour, NO FLASH still, + stay behind the yellow line. happy for it to go in the tour notes"),
        (4, "Fri 16th Jun the 2 new trebles for St Anne's are tuned 🎶 in the tuning shop if anyone asks, going out "
            "end of month"),
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

question = "can we take photos when they pour the bell on thursday? my dad's a ringer, he'd love one"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Mon 3 July 2051. You are talking to a visitor booked on Whitcliffe Bell Foundry's casting-day "
           "tour (Thu 6 July)."] + hits
assert any("NO photos during the pour" in c for c in context), context
assert any("the lads have said photos are fine during the pour" in c for c in context), context
reply = answer(question, context, mock="Yes - since the new lighting the foundry's fine with photos during the pour, "
                                       "as long as there's no flash and you stay behind the yellow line.")
finish(question, expected="no - no photos during the pour", actual=reply)
