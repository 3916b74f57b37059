"""Batch 338 (held out). Adopting a rescue dog, told to a personal assistant: qdrant collection of Olga's messages
(payload: text, topic, date_time), one root span per message, one for her clear-out and one for the question; the
clear-out deletes, by a payload filter, the adoption-paperwork messages once the adoption is final, and one of them
also carried the vet's new dose.

App: Olga adopts Bruno, a shy brindle greyhound mix, from Second Chance Rescue in July 2023. She tells her phone's
assistant how it's going - the application, the vet, the storms, the training class - and it files each message
into one qdrant collection with a ``topic`` (adoption, vet, training, home) and the message's own timestamp ("[3:50
pm on 17 July, 2023] Olga: ..."). When the adoption is final she asks it to clear out the adoption paperwork
messages (a delete with a filter on ``topic``); the assistant answers from the 4 nearest messages.

Planted fault (DeletionError): Olga's vet message of 6:30 pm on 8 July, 2023 has Dr. Okafor putting Bruno on
trazodone for his anxiety, 50 mg twice a day with food. Her message of 3:50 pm on 17 July, 2023 is mostly the
adoption being final (contract signed, microchip in her name, the $275 fee) - so it was filed as adoption - and says
in the middle that Dr. Okafor called after yesterday's recheck and is bumping his trazodone to 75 mg twice a day
because the thunderstorms have been so rough on him. The clear-out (10:00 am on 22 July, 2023) deletes the adoption
messages, that one with them. Question (1:10 pm on 24 July, 2023, Olga): "how many mg of trazodone does Bruno get
now? refilling his pill organizer for the week" -> expected 75 mg twice a day (raised after the 16 July recheck). The
assistant says 50 mg twice a day.

Expected verdict: DeletionError at qdrant's delete (the clear-out, wrapped in fault()): the 17 July message was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the message is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 75 mg, the recheck or the thunderstorms); the 8 July message's 50 mg twice a day is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b338_qdrant_rescue_dog_trazodone_dose_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "olga-assistant-bruno-2023"
DOSE = ("[3:50 pm on 17 July, 2023] Olga: IT'S OFFICIAL!!! Second Chance sent over the signed contract this morning "
        "and his microchip is registered to me now, the $275 fee went through too. Also Dr. Okafor called after "
        "yesterday's recheck - she's bumping his trazodone to 75 mg twice a day because the thunderstorms have been "
        "so rough on him, poor guy was shaking under the desk for two hours on Friday. Anyway. He's MINE. I keep "
        "saying it out loud to him.")
MESSAGES = [
    (1, "adoption", "9:14 am on 2 July, 2023",
     "[9:14 am on 2 July, 2023] Olga: I did it, I filled out the application at Second Chance Rescue for Bruno, the "
     "shy brindle boy I told you about. He's a greyhound mix, about 4, and he leaned his whole body against my legs "
     "at the meet and greet. Home check is Thursday, I'm cleaning like the Queen is coming."),
    (2, "vet", "6:30 pm on 8 July, 2023",
     "[6:30 pm on 8 July, 2023] Olga: First vet visit at Maple Street done. Dr. Okafor is lovely, she put him on "
     "trazodone for the anxiety, 50 mg twice a day with food, and said to give it a couple of weeks. He's 62 lb, she "
     "wants him closer to 68, so a bit more kibble. He was so brave about the nail trim."),
    (3, "home", "10:45 pm on 11 July, 2023",
     "[10:45 pm on 11 July, 2023] Olga: He's figured out the couch. I have lost the couch. Also ordered a raised "
     "feeder and a fleece for when it gets cold, greyhounds have no fat on them at all apparently."),
    (4, "adoption", "3:50 pm on 17 July, 2023", DOSE),
    (5, "training", "2:05 pm on 20 July, 2023",
     "[2:05 pm on 20 July, 2023] Olga: Signed us up for the Saturday 10 am class at Good Dog Academy, six weeks, "
     "$180. Today he learned 'touch' in about five minutes, he's such a nerd for cheese."),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, topic, when, text in MESSAGES:
    with turn_span(f"message-{pid} {when}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "topic": topic, "date_time": when})])
assert client.count(COLL).count == len(MESSAGES)

question = "how many mg of trazodone does Bruno get now? refilling his pill organizer for the week"
vec = offline.embed([question])[0]
with turn_span("clear-out 10:00 am on 22 July, 2023"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert DOSE in before, before
    paperwork = models.Filter(must=[models.FieldCondition(key="topic", match=models.MatchValue(value="adoption"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=paperwork))

with turn_span("question 1:10 pm on 24 July, 2023"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Current time: 1:10 pm on 24 July, 2023. You are Olga's personal assistant; Bruno is the rescue dog "
               "she adopted this month."] + hits
    assert DOSE not in stored and not any(w in c.lower() for c in stored + context
                                          for w in ("75 mg", "recheck", "thunderstorm")), stored
    assert any("trazodone for the anxiety, 50 mg twice a day with food" in c for c in context), context
    reply = answer(f"(Olga) {question}", context,
                   mock="Bruno gets 50 mg of trazodone twice a day, with food - so 14 doses for the week.")
finish(question, expected="75 mg twice a day - Dr. Okafor raised it after the 16 July recheck because of the storms",
       actual=reply)
