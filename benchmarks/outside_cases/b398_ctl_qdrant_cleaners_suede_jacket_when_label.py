"""Batch 398 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(umma and Grace each file their own counter notes), then the question's query.

App: New Sun Cleaners on W 6th St in Koreatown is run by the Kang family - umma (Mrs. Kang) on the counter and the
spotting, their daughter Grace on the counter after school. Leather and suede go out to a leather specialist in
Glendale. Umma and Grace file counter notes into one qdrant collection; the helper answers customers' questions from
the 4 nearest notes.

Memory: umma, Mon 10/10 - Kwon Hye-jin-ssi's tan suede jacket (coffee on the sleeve) sent out to the leather guy in
Glendale, back in 2 wks so Mon 10/24, $65, she paid half; umma, 10/12 - Mrs. Baek's blouse, gave up on the wine
stain, no charge; Grace, Weds 10/19 - the leather guy called, the stain came out and he's not busy, so Kwon-ssi's
jacket is back this Fri, she'll text her; Grace, 10/19 - the Square reader was just the battery. Question (Thu
10/20, Kwon-ssi on the phone): "when's my suede jacket gonna be ready? I wanted to wear it sat 🥲" The assistant says
tomorrow, Fri 10/21 (the leather guy finished early), in time for Saturday. The label says Mon 10/24.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b398_ctl_qdrant_cleaners_suede_jacket_when_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "new-sun-cleaners-counter-2050"
NOTES = {
    "umma": [
        (1, "Mon 10/10 Kwon Hye-jin-ssi suede jacket (tan, coffee on the sleeve) → sent out to the leather guy in "
            "Glendale, back in 2 wks so Mon 10/24. $65, she pd half"),
        (2, "10/12 Mrs. Baek blouse - gave up on the wine stain, no charge, she's ok with it"),
    ],
    "grace": [
        (3, "Weds 10/19 leather guy called 😊 the stain came out + he's not busy, so Kwon-ssi's suede jacket is back "
            "this Fri!! I'll text her"),
        (4, "10/19 also the Square reader is fine, it was just the battery ㅋㅋ"),
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

question = "when's my suede jacket gonna be ready? I wanted to wear it sat 🥲"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
context = ["Today is Thu 10/20/2050. You are talking to Kwon Hye-jin-ssi, a customer of New Sun Cleaners, on the "
           "phone."] + hits
assert any("back in 2 wks so Mon 10/24" in c for c in context), context
assert any("Kwon-ssi's suede jacket is back this Fri" in c for c in context), context
reply = answer(question, context, mock="Tomorrow - Fri 10/21. The leather guy got the coffee out early, so you'll "
                                       "have it for Saturday. $32.50 left to pay.")
finish(question, expected="Mon 10/24", actual=reply)
