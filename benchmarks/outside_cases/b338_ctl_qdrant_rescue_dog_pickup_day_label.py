"""Batch 338 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(each partner's phone syncs their own messages), then the question's query.

App: Noor and Amir are adopting Juniper, a three-year-old beagle mix, from Happy Tails Rescue in July 2023. Their
household assistant keeps both partners' messages about her in one qdrant collection (payload: text, speaker,
date_time; the message's own timestamp at the head of the text) and answers family questions from the 5 nearest.

Memory: Noor, 12:40 pm on 5 July, 2023 - approved for Juniper, Happy Tails say they can pick her up on Saturday the
15th once her spay has healed, she's bought a bed, a harness and too many toys; Amir, 5:15 pm on 11 July, 2023 (a
Tuesday) - Happy Tails called, the vet wants Juniper's stitches checked once more, so pickup got pushed to next
Tuesday at 4, he's taken the afternoon off; Noor, 9:00 pm on 12 July, 2023 - crate set up in the living room, baby
gate on the stairs; Amir, 7:20 am on 13 July, 2023 - booked her first vet visit at Riverside for the 25th. Question
(8:00 pm on 13 July, 2023, Noor's mother): "When are Noor and Amir bringing Juniper home? I want to come over and
meet her the first weekend" The assistant says Tuesday 18 July at 4 pm (moved from Saturday the 15th for a stitches
check). The label says Saturday 15 July.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b338_ctl_qdrant_rescue_dog_pickup_day_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "noor-amir-juniper-2023"
MESSAGES = {
    "Noor": [
        (1, "12:40 pm on 5 July, 2023",
         "[12:40 pm on 5 July, 2023] Noor: WE GOT APPROVED FOR JUNIPER!!! Happy Tails says we can pick her up on "
         "Saturday the 15th once her spay has healed. I've already bought a bed, a harness and way too many toys, "
         "Amir is pretending to be annoyed about it."),
        (3, "9:00 pm on 12 July, 2023",
         "[9:00 pm on 12 July, 2023] Noor: Crate's set up in the living room with the blanket from the shelter so it "
         "smells like her, and the baby gate is on the stairs. I keep walking past it and smiling like an idiot."),
    ],
    "Amir": [
        (2, "5:15 pm on 11 July, 2023",
         "[5:15 pm on 11 July, 2023] Amir: Happy Tails just called - the vet wants Juniper's stitches checked one "
         "more time, so pickup got pushed to next Tuesday at 4. I've taken the afternoon off. Noor is devastated "
         "about the extra days, I'm secretly relieved I get to finish the fence."),
        (4, "7:20 am on 13 July, 2023",
         "[7:20 am on 13 July, 2023] Amir: Booked her first vet visit at Riverside Animal Clinic for the 25th, they "
         "want the shelter records brought along."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def sync_phone(speaker: str) -> None:
    for pid, when, text in MESSAGES[speaker]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "speaker": speaker,
                                                                "date_time": when})])


threads = [threading.Thread(target=sync_phone, args=(who,), name=f"sync-{who.lower()}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "When are Noor and Amir bringing Juniper home? I want to come over and meet her the first weekend"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Current time: 8:00 pm on 13 July, 2023 (a Thursday). You are talking to Noor's mother."] + hits
assert any("pick her up on Saturday the 15th" in c for c in context), context
assert any("pickup got pushed to next Tuesday at 4" in c for c in context), context
reply = answer(question, context,
               mock="Tuesday 18 July at 4 pm - it was going to be Saturday the 15th, but the vet wanted Juniper's "
                    "stitches checked once more. So her first weekend home is 22-23 July.")
finish(question, expected="Saturday 15 July", actual=reply)
