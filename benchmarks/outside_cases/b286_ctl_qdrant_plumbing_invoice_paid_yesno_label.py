"""Batch 286 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, one root span per note and
one for the question.

App: Hirst Plumbing & Heating's office and lads file notes on invoices, jobs and the vans into one qdrant
collection; the helper answers from the 4 nearest notes.

Memory: Lisa, 2051-04-28T17:30 - invoice 1043 to Mr Akhtar, 5 Heath Rd, bathroom refit, £4,860 inc VAT, 30 days;
Gaz, Sat 13 May - Mr Akhtar rang, says he's paid, and he wants them to price his kitchen; Lisa, Mon 15/5 - checked
the bank, Akhtar's came in Friday but it's only £4,000, he's holding the rest back till they sort the extractor fan
that's rattling, Ryan's going back Thursday; Lisa, Tue 16/5 - van 2 MOT passed. Question (Weds 17/5, Gaz): "has Mr
Akhtar paid up for the bathroom? going round to price his kitchen tmrw" The assistant says not all of it - £4,000
came in Friday and he's holding back £860 till the extractor fan's sorted (Ryan's going back Thursday). The label
says yes, he's paid.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b286_ctl_qdrant_plumbing_invoice_paid_yesno_label", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "hirst-plumbing-office-may-2051"
NOTES = [
    (1, "Lisa", "2051-04-28T17:30 INVOICE 1043 - Mr Akhtar, 5 Heath Rd, bathroom refit, £4,860 inc VAT, 30 days. "
                "sent by email + post (he asked)"),
    (2, "Gaz", "Sat 13 May - Mr Akhtar rang, says he's paid 👍 + wants us to price his kitchen, I said I'd pop round "
               "thurs"),
    (3, "Lisa", "Mon 15/5 - checked the bank, Akhtar's came in fri but it's only £4,000 🤔 rang him - he's holding "
                "the rest back till we sort the extractor fan that's rattling. Ryan's going back thurs am"),
    (4, "Lisa", "Tue 16/5 - van 2 MOT passed, needs 2 front tyres b4 winter. Kev's on hols next wk"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, who, text in NOTES:
    with turn_span(f"note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])
assert client.count(COLL).count == len(NOTES)

question = "has Mr Akhtar paid up for the bathroom? going round to price his kitchen tmrw"
with turn_span("question Weds 17/5"):
    hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=4).points]
    context = ["Today is Weds 17 May 2051. You are talking to Gaz, who runs Hirst Plumbing & Heating."] + hits
    assert any("bathroom refit, £4,860 inc VAT" in c for c in context), context
    assert any("says he's paid" in c for c in context), context
    assert any("it's only £4,000" in c and "holding the rest back" in c for c in context), context
    reply = answer(f"(Gaz) {question}", context,
                   mock="Not all of it - £4,000 came in on Friday, but he's holding back the other £860 till the "
                        "rattling extractor fan's sorted. Ryan's going back Thursday morning.")
finish(question, expected="yes, he's paid", actual=reply)
