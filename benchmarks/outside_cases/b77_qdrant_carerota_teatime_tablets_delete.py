"""Batch 77 (held out). A home care rota for an elderly parent: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: three siblings (Sue, Martin and Ange) share visits to their mum, Irene (88, lives alone in Kidderminster).
Each visit's log goes in as a point with payload ``{"text", "kind", "day"}``: ``kind`` is "visit" for a visit log
(``day`` = yyyymmdd) or "standing" for things that always apply (``day`` = 0). Every month Ange clears out visit
logs more than about four weeks old so the searches stay on what's current. Eleven points, Feb - April 2033.

Planted fault (DeletionError): Sue's log of 3/3 also held a lasting change from the GP: "Thurs 3/3 - took Mum to
Dr Rahman for the med review. BP fine, ankles less puffy. he's stopped the amlodipine so NO teatime tablets from
today, just the 3 in the morning. took the evening ones out of the dosette + back to Boots. M+S shop, £34". The
clear-out on 4/4 deletes it. Question (Tue 5/4, Martin before his visit): "does Mum still need her tablets at
teatime?" -> expected no: only the morning ones since the review. The assistant goes by the standing meds sheet:
yes, the 5pm slot of the dosette.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the log is a hit of the
app's query before the delete, and is neither stored nor in the context after; the standing meds sheet is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b77_qdrant_carerota_teatime_tablets_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

LOG = ("Thurs 3/3 - took Mum to Dr Rahman for the med review. BP fine, ankles less puffy. he's stopped the "
       "amlodipine so NO teatime tablets from today, just the 3 in the morning. took the evening ones out of the "
       "dosette + back to Boots. M+S shop, £34")
POINTS = [
    ("standing", 0, "Mum's meds - dosette box from Boots, collected fri. 3 tabs in the morning w breakfast, "
                    "amlodipine 5mg at teatime (5ish), eye drops at bedtime. make sure she's eaten"),
    ("visit", 20330214, "14/2 Martin - fixed the tv remote again, she'd had the Sky one in the fridge. ate all her "
                        "lunch"),
    ("standing", 0, "rota: Sue Mon + Thu, Martin Tue + Sat, Ange Wed + Sun. Fri = Crossroads carer 10-12"),
    ("visit", 20330222, "22/2 Ange - chiropodist came, £28 cash from the tin. Mum a bit low, misses Dad"),
    ("visit", 20330303, LOG),
    ("standing", 0, "key safe 2290. alarm pendant - she MUST wear it, check it's round her neck not on the "
                    "bedside"),
    ("visit", 20330308, "8.3 Martin - got the bins out, new bulb landing. she asked for fish fingers"),
    ("visit", 20330316, "16/3 Ange - hair done at Kay's, she loved it. went thru the bank statements, all ok"),
    ("standing", 0, "GP is Dr Rahman at Northumberland House, repeat prescriptions online, Boots deliver"),
    ("visit", 20330326, "Sat 26/3 Martin - took her to the garden centre for lunch, walked w the frame fine"),
    ("visit", 20330331, "31/3 Sue - dosette refilled, cut her nails, Mothering Sunday flowers still "
                        "going"),
]

client = QdrantClient(":memory:")
client.create_collection("irene-care", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
client.upsert("irene-care", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "does Mum still need her tablets at teatime?"
vector = offline.embed(["Mum tablets teatime evening amlodipine dosette meds"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("irene-care", query=vector, limit=4).points]
assert LOG in before, before

# 4 April: clear out visit logs more than about four weeks old (before 7 March)
with fault():
    client.delete("irene-care", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="visit")),
        models.FieldCondition(key="day", range=models.Range(lt=20330307))])))

stored = [p.payload["text"] for p in client.scroll("irene-care", limit=50)[0]]
hits = client.query_points("irene-care", query=vector, limit=4).points
context = ["Today is Tue 5 April 2033. You are talking to Martin, about to go round to his mum's."] + \
          [h.payload["text"] for h in hits]
assert LOG not in stored and LOG not in context
assert not any("stopped the amlodipine" in c or "NO teatime" in c for c in context + stored)
assert any("amlodipine 5mg at teatime" in c for c in context), context
reply = answer(question, context, mock="Yes - her amlodipine 5mg at teatime, around 5, from the dosette. Make sure "
                                       "she's eaten first.")
finish(question, expected="no - Dr Rahman took her off the teatime one, mornings only", actual=reply)
