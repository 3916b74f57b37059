"""Batch 345 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
pet-sitter's voice notes and the client's dictated replies, each filed by their own writer), then the question's
query.

App: Kelly's Paws (a pet-sitter in Halifax) talks to clients by WhatsApp voice notes; Emma's phone assistant
transcribes both sides (no punctuation, ums and all) into one qdrant collection and answers Emma's questions from
the 5 nearest.

Memory: Kelly, 2050-08-20T19:10 - her prices: twelve fifty a visit for drop-ins, or two visits in a day, morning and
evening, for twenty two pound the day; Emma, Thu 25/8 - they're away the weekend of the tenth, can Kelly do two
visits a day Sat and Sun for Bramble, "so that's four visits so fifty quid for the weekend is it"; Kelly, Sat 27th -
"no no you're on the day rate love two a day so it's twenty two a day not twelve fifty a go", morning about eight,
evening about six, both days, she'll need a key; Kelly, Sun 11th - last visit done, key's in the safe. Question
(Mon 12 Sept, Emma): "how much do i owe kelly for the weekend want to send it tonight" The assistant says £44 (the
day rate, £22 a day for Sat and Sun). The label says £50 (four visits at the drop-in price of £12.50).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b345_ctl_qdrant_pet_sitter_weekend_cost_sum_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "emma-kellys-paws-2050"
NOTES = {
    "kelly": [
        (1, "voice note kelly 2050-08-20T19:10 hiya emma it's kelly um so my prices are twelve fifty a visit for drop "
            "ins or if you want two visits in a day morning and evening i do that for twenty two pound the day so it "
            "works out a bit cheaper for you"),
        (3, "voice note kelly sat 27th 10:05 no no you're on the day rate love two a day so it's twenty two a day not "
            "twelve fifty a go um so i'll do morning about eight and evening about six both days and i'll need a key"),
        (4, "voice note kelly sun 11th 18:40 last visit done bramble's had her tea and a run round the garden key's "
            "back in the safe see you soon"),
    ],
    "emma": [
        (2, "voice reply emma thu 25/8 21:00 hi kelly we're away the weekend of the tenth can you do two visits a day "
            "sat and sun for bramble um so that's four visits so fifty quid for the weekend is it"),
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

question = "how much do i owe kelly for the weekend want to send it tonight"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 12 September 2050. You are talking to Emma, whose dog Bramble Kelly (Kelly's Paws) looked "
           "after on Sat 10 and Sun 11 Sept."] + hits
assert any("twenty two pound the day" in c for c in context), context
assert any("so fifty quid for the weekend is it" in c for c in context), context
assert any("you're on the day rate love" in c for c in context), context
reply = answer(question, context, mock="£44 - two visits a day is Kelly's day rate, £22 a day, for Saturday and "
                                       "Sunday (not £12.50 a visit).")
finish(question, expected="£50", actual=reply)
