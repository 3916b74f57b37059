"""Batch 339 (held out). A commercial property lease register: qdrant collection of register entries, one root span per
entry, one for the register clean-up and one for the question; the clean-up deletes, by a payload filter, the entries
still marked as drafts, and one of them had the completion of a licence written into it.

App: Calder Estates keep the lease register for Fenwick Trade Park (Leeds) in one qdrant collection: one entry per
document or event (payload ``status``: executed, draft, note; ``unit``). Once a month the register clerk deletes the
draft entries (superseded working drafts) with a filter on ``status``; the helper answers the managing agent's
questions from the 4 nearest entries.

Planted fault (DeletionError): REG 7/2 (executed) is Halden & Co Ltd's lease of Unit 7 dated 2021-06-24: assignment
of the whole with LL consent, NO underletting of part. REG 7/5 was opened as a draft (the tenant's solicitors'
comments on the draft licence to underlet) and was updated on 2026-02-11, in the same entry, with "licence to
underlet pt 2nd flr to Ardent Analytics Ltd COMPLETED / dated today, LL consent given, deed of variation permits
underletting of that part only"; its status was never changed from draft. The clean-up of 2026-03-02 deletes the
draft entries, that one with them. Question (2026-03-09, the site facilities manager): "is Halden allowed to sublet
part of the 2nd floor at Unit 7 to Ardent? Ardent's staff are asking for access fobs" -> expected yes (a yes/no
answer): the licence to underlet that part to Ardent was completed 2026-02-11 with LL consent. The assistant says
no, the lease bars underletting of part.

Expected verdict: DeletionError at qdrant's delete (the clean-up, wrapped in fault()): REG 7/5 was in the collection
and in the question's 4 nearest before the delete, and the delete removed it while it still decided the answer.
Asserted: REG 7/5 is in the 4 nearest before the delete and gone from the collection and the context after it
(nothing on the licence, COMPLETED or the deed of variation); REG 7/2's "NO underletting of part" is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b339_qdrant_lease_sublet_yesno_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "calder-estates-fenwick-lease-register"
LICENCE = ("REG 7/5 | DRAFT | Unit 7 | Licence to underlet pt 2nd flr (Halden & Co Ltd -> Ardent Analytics Ltd): T's "
           "solrs (Pryce Kaur LLP) comments on cl. 4.2 rent deposit resolved 2026-01-29. UPDATE 2026-02-11: licence "
           "to underlet pt 2nd flr to Ardent Analytics Ltd COMPLETED / dated today, LL consent given, deed of "
           "variation permits underletting of that part only; orig. to deeds room (ref D-0711)")
ENTRIES = [
    (1, "executed", "7", "REG 7/2 | EXECUTED | Unit 7, Fenwick Trade Park, Leeds LS11 | T: Halden & Co Ltd (Co. No. "
                         "08812345) | lease dated 2021-06-24; term 10 yrs; passing rent GBP 42,000 pa; RR 2026-06-24 "
                         "(OMV, upwards only) | alienation: assignment of whole w/ LL consent (not unreasonably "
                         "withheld); NO underletting of part"),
    (2, "executed", "7", "REG 7/3 | EXECUTED | Unit 7 | svc chg 6.2% of estate costs, cap GBP 3.10/sq ft 2025-26; "
                         "insurance rent recharged annually in June; NIA 1,180 sq m over GF + 2 flrs"),
    (3, "draft", "7", "REG 7/4 | DRAFT | Unit 7 | RR memo v1 (2026-01-20): LL surveyor (Moss & Pike) proposes "
                      "GBP 48,500 pa; T's surveyor counter GBP 45,000; not agreed, PACT if no deal by 2026-05-31"),
    (4, "draft", "7", LICENCE),
    (5, "executed", "9", "REG 9/1 | EXECUTED | Unit 9 | T: Moorside Print Ltd | lease 2019-03-25, 15 yrs, rent GBP "
                         "27,750 pa | alienation: NO underletting (whole or part), assignment of whole only"),
    (6, "note", "7", "REG 7/6 | NOTE | Unit 7 | site insp 2026-02-25 (JB): T's sign-writing on E elevation w/o "
                     "consent - letter sent 2026-02-26; roof gutter blocked, LL repair (svc chg)"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, status, unit, text in ENTRIES:
    with turn_span(f"register-entry-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "status": status, "unit": unit})])
assert client.count(COLL).count == len(ENTRIES)

question = "is Halden allowed to sublet part of the 2nd floor at Unit 7 to Ardent? Ardent's staff are asking for fobs"
vec = offline.embed([question])[0]
with turn_span("register clean-up 2026-03-02"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert LICENCE in before, before
    drafts = models.Filter(must=[models.FieldCondition(key="status", match=models.MatchValue(value="draft"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=drafts))

with turn_span("question 2026-03-09"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Mon 2026-03-09. You are talking to the facilities manager at Fenwick Trade Park, Leeds "
               "(managing agent: Calder Estates)."] + hits
    assert LICENCE not in stored and not any(w in c.lower() for c in stored + context
                                             for w in ("licence", "completed", "deed of variation")), stored
    assert any("NO underletting of part" in c for c in context), context
    reply = answer(question, context, mock="No - Halden's lease of Unit 7 only allows assignment of the whole with "
                                           "landlord's consent; underletting of part isn't permitted.")
finish(question, expected="yes - the licence to underlet part of the 2nd floor to Ardent was completed 2026-02-11 "
                          "with LL consent", actual=reply)
