"""Batch 353 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(Bec on the tools and Leon in the office each file their own notes), then the question's query.

App: Bayside Bathrooms in Brisbane (Bec, who owns it; Leon, who does the quotes and the QBCC paperwork) are quoting
Kym Nguyen's ensuite at 7 Cracknell Rd, Annerley in May 2050. Bec and Leon file notes into one qdrant collection;
the helper answers from the 5 nearest notes.

Memory: Bec, 2050-05-03T19:40 - Annerley ensuite, quote Q-318 rev A $18,400 inc GST: floor to ceiling tiles,
freestanding vanity, semi-frameless screen; Leon, Mon 9/5 - Q-318 rev B sent to Kym, she's gone the wall-hung vanity
and a niche, rev A's dead, new total $19,950 inc GST; Bec, 11/5 - Kym accepted rev B by email, 10% deposit (under
20k so QBCC's fine with 10); Leon, 12/5 - skip booked for the 23rd, 6m3. Question (Fri 13/5, Leon): "what's the
contract price for Annerley? doing up the QBCC contract this arvo" The assistant says $19,950 inc GST (Q-318 rev B,
which Kym accepted). The label says $18,400 (rev A, superseded by rev B).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b353_ctl_qdrant_brisbane_bathroom_quote_amount_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "bayside-bathrooms-quotes-2050"
NOTES = {
    "bec": [
        (1, "2050-05-03T19:40 ANNERLEY ensuite (Kym Nguyen, 7 Cracknell Rd) - quote Q-318 rev A $18,400 inc GST. "
            "floor to ceiling tiles, freestanding vanity, semi frameless screen, 3 wks"),
        (2, "11/5 Kym accepted rev B by email 👍 10% deposit, under 20k so QBCC's fine with the 10. start 23/5"),
    ],
    "leon": [
        (3, "Mon 9/5 Q-318 rev B sent to Kym - she's gone the wall hung vanity + a niche, rev A's dead. new total "
            "$19,950 inc GST"),
        (4, "12/5 skip booked for the 23rd, 6m3, on the street - council permit's $95, done"),
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

question = "what's the contract price for Annerley? doing up the QBCC contract this arvo"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Fri 13 May 2050. You are talking to Leon, who does the quotes and paperwork at Bayside "
           "Bathrooms (Brisbane)."] + hits
assert any("quote Q-318 rev A $18,400 inc GST" in c for c in context), context
assert any("rev A's dead" in c and "$19,950 inc GST" in c for c in context), context
assert any("Kym accepted rev B" in c for c in context), context
reply = answer(question, context, mock="$19,950 inc GST - that's Q-318 rev B (wall-hung vanity + niche), which Kym "
                                       "accepted on the 11th. 10% deposit is $1,995.")
finish(question, expected="$18,400 inc GST", actual=reply)
