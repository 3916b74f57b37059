"""Batch 310 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Jodie and her sister Kayleigh each file their own notes), then the question's query.

App: Suds on Wheels, a mobile dog wash van round Elland and Greetland; Jodie runs it in the week and her sister
Kayleigh helps on Saturdays. They file booking notes into one qdrant collection; the helper answers from the 5
nearest notes.

Memory: Jodie, 2051-06-05T20:10 - Sat 10th booked so far: 9am the Shaws x2 (the huskies), 10.30 Millie the poodle,
12 Dexter, 1.30 the Hendersons x2, 3pm Rolo = 7 dogs; Kayleigh, Thu 8/6 - Mrs Shaw rang, both huskies are at the
vet's with kennel cough so they're off this Saturday, rebook in 3 weeks; Jodie, 8.6. - squeezed Biscuit (westie) in
at 9 in the Shaws' slot, bath only; Kayleigh, Fri 9th - van's stocked, new towels in, she'll bring lunch. Question
(Fri 9/6, Kayleigh): "how many dogs have we got tmrw? need to know how many towels to wash tonight" The assistant
says 6 (the 7 booked, less the Shaws' two huskies, plus Biscuit). The label says 7.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b310_ctl_qdrant_dog_wash_saturday_dogs_count_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "suds-on-wheels-saturdays-2051"
NOTES = {
    "jodie": [
        (1, "2051-06-05T20:10 SAT 10th 🐾 booked so far - 9am the Shaws x2 (the huskies), 10.30 Millie the poodle, 12 "
            "Dexter, 1.30 the Hendersons x2, 3pm Rolo = 7 dogs. busy one!!"),
        (2, "8.6. squeezed Biscuit (westie) in at 9 in the Shaws' slot, bath only, she's a sweetie"),
    ],
    "kayleigh": [
        (3, "Thu 8/6 Mrs Shaw rang 🤒 both huskies are at the vet's with kennel cough so they're off this sat, said "
            "we'd rebook in 3 wks"),
        (4, "Fri 9th van's stocked, new towels in, I'll bring lunch 🥪"),
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

question = "how many dogs have we got tmrw? need to know how many towels to wash tonight"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 9 June 2051. You are talking to Kayleigh, who helps on Suds on Wheels' Saturday round."] + hits
assert any("= 7 dogs" in c for c in context), context
assert any("both huskies are at the vet's" in c for c in context), context
assert any("squeezed Biscuit (westie) in at 9" in c for c in context), context
reply = answer(question, context, mock="6 - the 7 booked, less the Shaws' two huskies (kennel cough), plus Biscuit "
                                       "in their 9am slot.")
finish(question, expected="7", actual=reply)
