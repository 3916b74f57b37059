"""Batch 265 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the hairdresser and her junior each file their own notes), then the question's query.

App: "Curl Up & Dye" is a mobile hairdressing business round Elland and Greetland - Tracey and her junior Kelly go
out to people's homes and the two care homes with a van full of rollers. Tracey and Kelly file notes into one qdrant
collection; the helper answers their questions from the 5 nearest notes.

Memory: Tracey, 2050-09-01T08:15 - price list from Sept: wash and set £16, cut and blow dry £22, perm £45, gents
£12, care homes 10% off; Kelly, Weds 12/10 - Mrs Lund's booked for her perm Fri 4th Nov, 10.30, she wants it
"not too tight this time"; Tracey, Mon 24th Oct - doing Mrs Lund's perm for £38 from now on, she's been with me
since 2031 and she's on her own since Frank went, don't make a thing of it; Kelly, 27.10. - run out of end papers,
she's getting some from the wholesalers. Question (Thu 3/11, Kelly): "what do I charge Mrs Lund for her perm
tomorrow? Tracey's off" The assistant says £38 (Tracey's price for her now). The label says £45.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b265_ctl_qdrant_hairdresser_perm_price_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "curl-up-and-dye-mobile"
NOTES = {
    "tracey": [
        (1, "2050-09-01T08:15 PRICES from sept 💇‍♀️ wash + set £16, cut + blow £22, perm £45, gents £12, care homes "
            "10% off. cash or card, I've the reader in the van"),
        (2, "Mon 24th Oct - doing Mrs Lund's perm for £38 from now on, she's been with me since 2031 + she's on her "
            "own since Frank went. don't make a thing of it"),
    ],
    "kelly": [
        (3, "Weds 12/10 Mrs Lund booked for her perm fri 4th nov 10.30, wants it 'not too tight this time' 😬"),
        (4, "27.10. run out of end papers!! getting some from the wholesalers sat, + more neck strips"),
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

question = "what do I charge Mrs Lund for her perm tomorrow? Tracey's off"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 3 November 2050. You are talking to Kelly, who works for Curl Up & Dye (mobile "
           "hairdressing)."] + hits
assert any("perm £45" in c for c in context), context
assert any("doing Mrs Lund's perm for £38 from now on" in c for c in context), context
reply = answer(question, context, mock="£38 - Tracey's doing Mrs Lund's perm at £38 now rather than the usual £45.")
finish(question, expected="£45", actual=reply)
