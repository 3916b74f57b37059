"""Batch 282 (held out). A home care agency's client visits: qdrant collection of the office's client notes,
script style (every call its own trace); for a "how do I get in" question the helper asks only the access and
care-plan notes, and the note saying where the key is now was filed under family.

App: Brightside Home Care (about 40 clients round Sowerby Bridge, four calls a day for most) keep one qdrant
collection of client notes with payload ``client`` and ``kind`` (access, care plan, meds, family, rota). Michelle in
the office files them; carers ask the helper before a call. For a question about getting into a house the helper
asks only the access and care-plan notes for that client (``query_filter`` on client and kind, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Edna Hartley's access note (2050-11-02T10:15) has the
key in the key safe by the back door, code 1947. Michelle's note of Mon 9/1 starts with Edna's daughter Julie
ringing - Edna's going to Julie's for Sunday dinner every week now, so no Sunday lunch call - so it was filed as
family, and says, in the middle, that the key safe got smashed Saturday night (kids, police know), so the key's
with next door at no. 12, Mrs Patel, knock at her side door, and the locksmith's coming Thursday. Question (Weds
11/1, Kerry, a new carer doing Edna's 7.30 call tomorrow): "where do I get the key for Edna Hartley's? first time
there tomorrow 7.30" -> expected from next door at no. 12 (Mrs Patel, side door) - the key safe's been smashed. The
scoped query returns the access, care-plan and meds-prompt notes; the assistant says the key safe by the back door,
code 1947.

Expected verdict: RetrievalError at qdrant's query (the scoped query, wrapped in fault()): the Mon 9/1 note is in
the collection and among the question's 4 nearest with no filter at all, but the kind filter kept it from
the context the model saw. Asserted: the note is in the unfiltered 4 nearest and not in the scoped result; no context
line has no. 12, Mrs Patel or "smashed"; the key safe by the back door and its code are in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b282_qdrant_homecare_key_where_scope", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "brightside-homecare-clients"
KEY = ("Mon 9/1 - Edna H's daughter Julie rang, Edna's going to hers for sunday dinner every wk now so NO sun lunch "
       "call from the 15th 👍 ALSO the key safe got smashed sat night (kids, police know 🙄) so the key for Edna "
       "Hartley's is with next door at no.12, Mrs Patel, knock at her side door. locksmith coming thurs")
NOTES = [
    (1, "edna-hartley", "access", "2050-11-02T10:15 Edna Hartley, 7 Bolton Brow. key safe by the back door, code "
                                  "1947, put it back + scramble the numbers!! front door sticks, use the back"),
    (2, "edna-hartley", "care plan", "Edna Hartley care plan - 4 calls, 7.30 / 12.15 / 4.30 / 8. wash + dress am, "
                                     "she likes her porridge w/ golden syrup. uses a frame, NOT a stick"),
    (3, "edna-hartley", "meds", "edna's meds in the blister pack on the kitchen windowsill, prompt only, she does "
                                "them herself. eye drops bd"),
    (4, "edna-hartley", "family", KEY),
    (5, "edna-hartley", "rota", "w/c 9/1 Edna - am Kerry (new, shadowed by Dawn on weds), lunch + tea Jade, bed "
                                "Lorraine"),
    (6, "frank-dyson", "access", "Frank Dyson, 22 Wharf St - key's under the blue pot by the bins (I know 🙄 we've "
                                 "told him), let urself in + shout"),
    (7, "frank-dyson", "care plan", "Frank Dyson - 2 calls, am + bed. diabetic, check he's had his breakfast b4 you "
                                    "leave"),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                               payload={"text": text, "client": who, "kind": kind})
                            for pid, who, kind, text in NOTES])
assert client.count(COLL).count == len(NOTES)

question = "where do I get the key for Edna Hartley's? first time there tomorrow 7.30"
vec = offline.embed([question])[0]
edna = models.FieldCondition(key="client", match=models.MatchValue(value="edna-hartley"))
wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
assert KEY in wider, wider
scope = models.Filter(must=[edna, models.FieldCondition(key="kind", match=models.MatchAny(any=["access", "care plan",
                                                                                             "meds"]))])
with fault():
    found = client.query_points(COLL, query=vec, limit=3, query_filter=scope)
hits = [p.payload["text"] for p in found.points]
context = ["Today is Weds 11 January 2051. You are talking to Kerry, a carer at Brightside Home Care, before her "
           "first call to Edna Hartley (Thu 12 Jan, 7.30am)."] + hits
assert KEY not in hits and not any(w in c.lower() for c in context for w in ("no.12", "patel", "smashed")), context
assert any("key safe by the back door, code 1947" in c for c in context), context
reply = answer(f"(Kerry) {question}", context,
               mock="It's in the key safe by the back door - code 1947. Use the back door, the front sticks, and "
                    "scramble the numbers when you've put it back.")
finish(question, expected="from next door at no. 12 (Mrs Patel, side door) - Edna's key safe was smashed",
       actual=reply)
