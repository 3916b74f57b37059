"""Batch 78 (held out). A dental practice's rota: qdrant collection of rota notes, script style.

App: Sunita, practice manager at Brookside Dental, keeps standing rota notes (kind "rota", no date) and week-by-week
cover notes (kind "cover", with a day stamp) in one qdrant collection. Reception asks the app who is seeing which
list. At the start of each month a tidy-up deletes the cover notes from before the month.

Planted fault (DeletionError): on 1 Oct the tidy-up deletes the cover notes dated before 1 Oct. One of them, 26/9,
is about a week's holiday cover but also says, in passing, that from October Dr Okafor drops to four days and Dr
Priya Shah (the new associate) takes his Weds afternoon list for good. The standing rota still says Dr Okafor is in
Mon-Fri with Leanne in surgery 2. Question (Wed 8/10, reception): "who's seeing Dr Okafor's patients this
afternoon?" -> expected the new associate, Dr Shah. The assistant says Dr Okafor himself.

Expected verdict: DeletionError at qdrant.delete (the filtered delete, wrapped in fault()). Asserted: the note is in
the search results before the delete and gone from both the collection and the context after it; the standing rota
line is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b78_qdrant_dental_weds_list_delete", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTE = ("26/9 - w/c 29/9 Leanne on hols, Kelly (agency) nursing for Dr O all wk, she's been before, knows the "
        "sterilising. also from Oct Dr Okafor is down to 4 days (his choice, grandkids!) + Priya Shah our new "
        "associate takes his weds pm list for good, surg 3, Jade nursing her")
POINTS = [
    ("rota", 0, "Dr Okafor - mon-fri 8.30-5, surgery 2, nurse Leanne. NHS + private. lunch 1-2"),
    ("rota", 0, "Dr Hale - mon, tues, thurs, surg 1, nurse Marta. does the sedation list thurs pm"),
    ("cover", 20310905, "5/9 Marta off sick, Jade covered surg 1, Jade's own list moved to the 12th"),
    ("rota", 0, "hygienist Beth - weds + fri, surg 3 (when free), 30 min appts, £58 private"),
    ("cover", 20310915, "15.9 - compressor engineer 7.30am, don't book anyone before 9 in surg 2"),
    ("cover", 20310926, NOTE),
    ("rota", 0, "reception: Gill am, Tasha pm, Sat mornings alternate. emergency slots 9 + 2 daily"),
    ("cover", 20311002, "2/10 Dr Hale CPD fri 17th, move her Fri privates to mon 20th"),
    ("rota", 0, "surgery 3 = Beth's hygiene days weds + fri AM only now"),
    ("cover", 20311006, "6/10 - Priya's 1st wk, she's shadowing Dr Hale mon, on her own from tues"),
]

client = QdrantClient(":memory:")
client.create_collection("brookside-rota", vectors_config=models.VectorParams(size=256,
                                                                               distance=models.Distance.COSINE))
client.upsert("brookside-rota", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"kind": kind, "day": day, "text": text})
    for i, (kind, day, text) in enumerate(POINTS, 1)])

question = "who's seeing Dr Okafor's patients this afternoon?"
vector = offline.embed(["Dr Okafor weds pm list afternoon who is seeing patients"])[0]  # the app's search words
before = [p.payload["text"] for p in client.query_points("brookside-rota", query=vector, limit=4).points]
assert NOTE in before, before

# 1 Oct: tidy-up of last month's cover notes
with fault():
    client.delete("brookside-rota", points_selector=models.FilterSelector(filter=models.Filter(must=[
        models.FieldCondition(key="kind", match=models.MatchValue(value="cover")),
        models.FieldCondition(key="day", range=models.Range(lt=20311001))])))

stored = [p.payload["text"] for p in client.scroll("brookside-rota", limit=50)[0]]
hits = client.query_points("brookside-rota", query=vector, limit=4).points
context = ["Today is Wed 8 October 2031, 12.40pm. You are talking to Tasha on reception."] + \
          [h.payload["text"] for h in hits]
assert NOTE not in stored and NOTE not in context
assert not any("4 days" in c or "weds pm list" in c for c in context + stored)
assert any("Dr Okafor - mon-fri" in c for c in context), context
reply = answer(question, context, mock="Dr Okafor himself - he's in Monday to Friday, surgery 2 with Leanne, "
                                       "back from lunch at 2.")
finish(question, expected="Dr Shah, the new associate", actual=reply)
