"""Batch 65 (held out). A family's caravan holiday planning: qdrant-client ``:memory:`` with memtrace's offline
embeddings, script style (each call its own trace).

App: the Gallaghers (two adults, three kids, a 6-berth Bailey caravan behind the Kuga) are going to Ireland for
the summer: Holyhead - Dublin on Stena, then sites in Wicklow and Wexford. Dad keeps every note in one collection,
payload ``{"kind", "text"}`` (kind: quote, booking, site, money, todo). Once the ferry's booked, the app clears out
the old quotes (``kind == "quote"``). Twelve points, Mar - Jun 2028.

Planted fault (DeletionError): one quote note also held what the Stena agent said on the phone: "Stena quote -
£412 rtn car + van (5 of us) Holyhead-Dublin, Irish Ferries were £455. the lady on the phone said with a caravan on
the back check-in shuts an hour before sailing, not the 30 mins it says for cars, as they load the big stuff first.
she was v helpful". The clear-out on 12/6 deletes it. Question (Thu 27/7, the night before): "how long before the
sailing do we have to be at Holyhead?" -> expected an hour. The assistant goes by the general ferry note: 30
minutes.

Expected verdict: DeletionError at qdrant.delete (the one delete inside fault()). Asserted: the quote note is a hit
of the app's query before the delete, and is neither stored nor in the context after; the 30-minute note is in the
context. Another reading: none that we see; no other note gives the caravan check-in.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b65_qdrant_caravan_ferry_checkin_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

STENA = ("Stena quote - £412 rtn car + van (5 of us) Holyhead-Dublin, Irish Ferries were £455. the lady on the phone "
         "said with a caravan on the back check-in shuts an hour before sailing, not the 30 mins it says for cars, as "
         "they load the big stuff first. she was v helpful")
POINTS = [
    ("quote", "Irish Ferries quote 3/3: £455 return, car + caravan under 7m, 2 adults 3 kids. fast craft no good "
              "w a van"),
    ("quote", STENA),
    ("booking", "BOOKED Stena Holyhead-Dublin fri 28 jul 08:55, back wed 9 aug 14:10 Dublin-Holyhead. ref "
                "STN-88214. £412 paid on the credit card"),
    ("site", "Roundwood caravan park (Wicklow) sat 29/7 - sat 5/8, 7 nts, €38 a night w hook-up. dogs ok not that "
             "we've got one"),
    ("site", "Ballinesker (Wexford, nr Curracloe beach) 5/8 - 9/8, 4 nts, €42/nt. pool! kids will be thrilled"),
    ("todo", "ferry general: be at the port 30 mins before, passports for everyone even tho it's Ireland (Stena's "
             "rule not the govt's), kids' ones in the blue folder"),
    ("quote", "Caravan Club Ireland insurance quote €0 - we're covered on the UK policy, checked w Saga 14/3"),
    ("money", "budget: €1,600 for sites + diesel + food, ferry already paid. spending money separate, kids get €20 "
              "each a wk"),
    ("todo", "van service at Brian's 20/6 - tyres, gas bottle (get a spare Calor, Ireland uses different ones!), "
             "bearings"),
    ("todo", "Fri 28th - leave home 3am ugh. Holyhead is 3.5 hrs from ours w the van, stop at Rhuallt services"),
    ("money", "deposit Roundwood €100 paid 2/4, Ballinesker €80 paid 9/4. rest on arrival"),
    ("site", "night before the ferry - could stop at Penrhos CL near Holyhead but decided no, just go early"),
]

client = QdrantClient(":memory:")
client.create_collection("gallagher-hols", vectors_config=models.VectorParams(size=256,
                                                                                distance=models.Distance.COSINE))
client.upsert("gallagher-hols", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": k, "text": text})
    for i, (k, text) in enumerate(POINTS, 1)])

question = "how long before the sailing do we have to be at Holyhead?"
vector = offline.embed(["ferry check-in how long before sailing Holyhead caravan mins Stena"])[0]  # the app's words
before = [p.payload["text"] for p in client.query_points("gallagher-hols", query=vector, limit=6).points]
assert STENA in before, before

# Mon 12 June, after the booking: clear the old quotes
with fault():
    client.delete("gallagher-hols", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="quote"))])))

stored = [p.payload["text"] for p in client.scroll("gallagher-hols", limit=50)[0]]
hits = client.query_points("gallagher-hols", query=vector, limit=6).points
context = ["Today is Thu 27 July 2028, the night before the ferry."] + [h.payload["text"] for h in hits]
assert STENA not in stored and STENA not in context
assert any("be at the port 30 mins before" in c for c in context), context
assert not any("an hour before" in c or "lady on the phone" in c for c in context + stored), context
reply = answer(question, context, mock="30 minutes before - so by 08:25 for the 08:55 Stena sailing. Don't forget "
                                       "everyone's passports in the blue folder.")
finish(question, expected="a good hour - they want vans towing caravans in earlier than cars", actual=reply)
