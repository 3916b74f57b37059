"""Batch 20 (held out). A one-person wedding-photography business: qdrant-client ``:memory:`` with memtrace's
offline embeddings, script style (each call its own trace).

App: Lou (Lou Marsh Photography) keeps bookings, enquiries, deposits and shot-list notes as points with a payload
``{"kind", "status", "couple", "text"}``; the assistant answers from a vector query. Nineteen notes for 2025-26
weddings. The Harts' deposit was noted in their enquiry thread (the day they said yes), so it carries
kind "enquiry".

Planted fault (DeletionError): a spring clean deletes every point with kind "enquiry" and status "closed" - meant
for couples who never booked - and the Harts' enquiry, closed when it became a booking, goes with it, taking "Harts
said YES!! GBP 400 deposit in by BACS 3/3 to hold 13/9/25". Question: "How much is still owed on the Hart wedding?"
-> expected "GBP 1,250 (the GBP 1,650 package less the GBP 400 deposit paid 3/3), due six weeks before, by 2/8".
The assistant says the full GBP 1,650.

Expected verdict: DeletionError at qdrant.delete (the one delete in fault()). Asserted: the deposit note is in the
query's results before the delete and neither stored nor in the context after; the package price is in the
context. Another reading: none that we see; nothing else touches the Harts' points.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b20_qdrant_wedding_balance_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

DEPOSIT = "Harts said YES!! GBP 400 deposit in by BACS 3/3 to hold 13/9/25. Contract signed via the portal"
NOTES = [
    ("booking", "live", "Hart", "Hart wedding Sat 13/9/25 - Ellie + Tom Hart, Brooksby Hall, full day package "
                                "GBP 1,650 (prep to first dance), balance due 6 wks before"),
    ("enquiry", "closed", "Hart", "Ellie Hart enquiry 20/2 - Brooksby Hall 13/9, wants full day, sent the brochure"),
    ("enquiry", "closed", "Hart", DEPOSIT),
    ("enquiry", "closed", "Begum", "Begum enquiry 2/3 - 2 day wedding Aug, too big for me on my own, passed to Sam"),
    ("enquiry", "closed", "Lowe", "Lowe enquiry Jan - went with someone cheaper, fair enough"),
    ("enquiry", "closed", "Fisher", "Fisher enquiry - date 30/8 already booked, sent Priti's details"),
    ("enquiry", "open", "Carter", "Carter enquiry 28/5 - Oct 2026, Rutland Water, waiting to hear"),
    ("booking", "live", "Okafor", "Okafor wedding Sat 2/8/25 - half day GBP 950, GBP 300 deposit paid Jan, balance "
                                  "GBP 650 due 21/6"),
    ("payment", "done", "Okafor", "Okafor balance GBP 650 in 19/6 - all paid"),
    ("booking", "live", "Singh", "Singh-Patel wedding Fri 24/10/25 - full day GBP 1,650 + 2nd shooter GBP 250, "
                                 "deposit GBP 400 paid Apr"),
    ("shotlist", "live", "Hart", "Harts shot list: confetti run, grandparents group, Tom's rugby lot with the bride, "
                                 "the Morris Minor by the lake"),
    ("shotlist", "live", "Okafor", "Okafors - big family group on the steps (about 60 people!!), need a stepladder"),
    ("admin", "live", "", "Prices 2026: full day GBP 1,750, half day GBP 995. 2025 bookings keep 2025 prices"),
    ("admin", "live", "", "Insurance (PI + kit) renewed GBP 389, new Z6 body added to the policy"),
    ("booking", "live", "Hart", "Harts pre-wedding shoot Sun 6/7 at Bradgate Park 10am - included in the package"),
    ("admin", "live", "", "Second shooter rate Sam GBP 250/day, Priti GBP 220"),
    ("enquiry", "closed", "Nolan", "Nolan enquiry - just wanted prices, never replied"),
    ("admin", "live", "", "Balance reminders go out 8 wks before the date, on the template in Dubsado"),
    ("payment", "done", "Singh", "Singh-Patel deposit GBP 400 received 14/4"),
]

client = QdrantClient(":memory:")
client.create_collection("lou", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("lou", points=[models.PointStruct(id=i, vector=offline.embed([text])[0],
                                                payload={"kind": kind, "status": status, "couple": couple,
                                                         "text": text})
                             for i, (kind, status, couple, text) in enumerate(NOTES, 1)])

question = "How much is still owed on the Hart wedding?"
vector = offline.embed([question])[0]
before = client.query_points("lou", query=vector, limit=19).points
assert any(p.payload["text"] == DEPOSIT for p in before), [p.payload["text"][:40] for p in before]

dead_enquiries = models.Filter(must=[models.FieldCondition(key="kind", match=models.MatchValue(value="enquiry")),
                                     models.FieldCondition(key="status", match=models.MatchValue(value="closed"))])
with fault():
    client.delete("lou", points_selector=models.FilterSelector(filter=dead_enquiries))

hits = client.query_points("lou", query=vector, limit=19).points
context = ["Today is Tue 1/7/25."] + [h.payload["text"] for h in hits]
stored = [p.payload["text"] for p in client.scroll("lou", limit=100)[0]]
assert any("full day package GBP 1,650" in c for c in context), context
assert not any("GBP 400 deposit in by BACS 3/3" in c for c in context + stored), context
reply = answer(question, context, mock="The full GBP 1,650 - I can't see a deposit from the Harts yet. Balance is "
                                       "due six weeks before the 13th, so by 2 August.")
finish(question, expected="GBP 1,250 - GBP 1,650 full day less the GBP 400 deposit paid 3 March; due by 2 August",
       actual=reply)
