"""Batch 250 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Ines's own client notes and her inbox filer, which files the lines that matter from client emails), then the
question's query.

App: Ines Hartley, a freelance translator (German and French into English), keeps her client notes in one qdrant
collection - her own notes and what her inbox filer picks out of client emails; the helper answers from the 5
nearest.

Memory: Ines, 2050-01-05T10:00 - Agence Lefèvre (Lyon), FR>EN, €0.09 a word, minimum charge €40, PM is Camille,
they send Trados packages; inbox, 14/2 - Camille: "agreed - from 1 March your rate goes to €0.11 for all new jobs,
legal and marketing, the 0.09 was overdue a bump, sorry it took so long"; Ines, Mon 7 March - Lefèvre pay on the
15th of the month after, invoice in EUR, no VAT (reverse charge); inbox, 17.3. - Camille: new job, a hotel brochure
for a chain in Annecy, 3,400 words, due the 28th. Question (Fri 18/3, Ines): "what do I charge Lefèvre per word for
the hotel brochure? doing the quote now" The assistant says €0.11 (the new rate from 1 March, so €374). The label
says €0.09.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b250_ctl_qdrant_translator_lefevre_rate_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ines-client-notes-2050"
NOTES = {
    "ines": [
        (1, "2050-01-05T10:00 Agence Lefèvre (Lyon) 🇫🇷 FR>EN, €0.09/wd, min charge €40, PM is Camille, they send "
            "Trados packages. v nice, always on time w/ feedback"),
        (2, "Mon 7 March - Lefèvre pay on the 15th of the month after, invoice in EUR, no VAT (reverse charge), "
            "their VAT no's on the PO"),
    ],
    "inbox": [
        (3, "14/2 Camille (Lefèvre): agreed - from 1 March your rate goes to €0.11 for all new jobs, legal + "
            "marketing. the 0.09 was overdue a bump, sorry it took so long!"),
        (4, "17.3. Camille (Lefèvre): new job - hotel brochure for a chain in Annecy, 3,400 wds, due the 28th, can "
            "you quote?"),
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

question = "what do I charge Lefèvre per word for the hotel brochure? doing the quote now"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 18 March 2050. You are talking to Ines, a freelance translator."] + hits
assert any("€0.09/wd, min charge €40" in c for c in context), context
assert any("from 1 March your rate goes to €0.11" in c for c in context), context
assert any("hotel brochure for a chain in Annecy, 3,400 wds" in c for c in context), context
reply = answer(question, context, mock="€0.11 a word - Camille agreed the new rate from 1 March for all new jobs, "
                                       "so 3,400 words comes to €374.")
finish(question, expected="€0.09 a word", actual=reply)
