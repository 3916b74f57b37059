"""Batch 215 (held out). A church's harvest festival: qdrant collection of notes, two people filing notes from their
own threads; the helper answers from the 3 nearest notes, and the PCC minutes that moved the supper rank 4th.

App: St Michael's, Lydbury North keep harvest on the first weekend of October 2049 - the harvest supper on Sat 2nd
Oct, the festival service on Sun 3rd at 10.30 with the produce auction after it, tins and packets to the food bank in
Bishop's Castle. Rev Anne and Mags (the churchwarden) each file notes into one qdrant collection (payload ``kind``:
harvest, produce, pcc, flowers, supper, auction) from their own phones - here two threads; when someone asks, the
helper takes the 3 nearest notes (``query_points(..., limit=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Anne's first note (2049-08-16T19:00) has the supper in the church
hall at 7, pie and peas, £8. The PCC minutes of 14/9 say - between the parish share, the boiler and the north
gutter - that the hall's got the asbestos survey people in till mid Oct, so the supper's at the Powis Arms' function
room, the landlord doing the pie and peas at cost, same £8. For the question the minutes rank 4th: the 3 nearest
are the first note, the 27/9 supper tickets note and the flowers note. Question (Thu 30/9, Pam, new to the village):
"where's the harvest supper? only moved here in july so don't know where anything is" -> expected the Powis Arms'
function room. The assistant says the church hall.

Expected verdict: RetrievalError at qdrant's query_points (the top-3 query, wrapped in fault()): the minutes are in
the collection and the same question's 4 nearest have them, but the limit cut them from the context the model saw.
Asserted: the 4 nearest have the minutes; the context has nothing on the Powis Arms or the asbestos; the first note's
"supper sat 2nd 7pm in the church hall" is in the context.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b215_qdrant_harvest_supper_where_topk", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "lydbury-harvest-2049"
MINUTES = ("PCC mins 14/9 - parish share paid 🙏 boiler man coming tue 28th. north gutter still dripping, Ron to get "
           "a quote. harvest: the hall's got the asbestos survey lot in till mid oct so supper's at the Powis Arms "
           "function room this yr, Geraint's doing the pie + peas at cost, still £8. AOB new hymn books (£4 each?)")
NOTES = {
    "anne": [
        ("harvest", "2049-08-16T19:00 HARVEST 🌾 service sun 3rd oct 10.30, auction of the produce after. harvest "
                    "supper sat 2nd 7pm in the church hall - pie + peas + Joyce's crumble, £8, bring your own drinks"),
        ("pcc", MINUTES),
        ("auction", "auction - Dennis doing the hammer again, proceeds split food bank + the bells fund. no live "
                    "animals this yr (the ferret incident)"),
    ],
    "mags": [
        ("produce", "harvest produce - where does it all go?? tins + packets to the food bank in Bishop's Castle mon "
                    "morning, fresh stuff for the auction, marrows on the font not the altar pls"),
        ("flowers", "harvest flowers - Joyce's lot doing the windowsills + font fri 1st from 2, + a jam jar of "
                    "michaelmas daisies on each supper table. wheatsheaf loaf ordered from Price's bakery"),
        ("supper", "27/9 supper tickets - 46 sold 🥧 Mags has the list, last orders weds, 2 veggie, 1 no gluten"),
    ],
}
TOP_K = 3

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
lock = threading.Lock()
ids = iter(range(1, 100))


def file_notes(who: str) -> None:
    for i, (kind, text) in enumerate(NOTES[who], 1):
        with turn_span(f"{who}-note-{i}"):
            vector = offline.embed([text])[0]
            with lock:  # the local-mode client isn't safe to write from two threads at once
                pid = next(ids)
                client.upsert(COLL, points=[models.PointStruct(id=pid, vector=vector,
                                                               payload={"text": text, "kind": kind, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where's the harvest supper? only moved here in july so don't know where anything is"
vec = offline.embed([question])[0]
with turn_span("question Thu 30/9"):
    wider = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=TOP_K + 1).points]
    assert MINUTES in wider, wider
    with fault():
        found = client.query_points(COLL, query=vec, limit=TOP_K)
    hits = [p.payload["text"] for p in found.points]
    context = ["Today is Thu 30 Sept 2049. You are talking to Pam, who moved to Lydbury North in July; harvest "
               "supper is Sat 2 Oct."] + hits
    assert MINUTES not in context and not any(w in c.lower() for c in context
                                              for w in ("powis", "asbestos")), context
    assert any("supper sat 2nd 7pm in the church hall" in c for c in context), context
    reply = answer(question, context, mock="In the church hall - Sat 2nd at 7pm, pie and peas and Joyce's crumble, "
                                           "£8, bring your own drinks.")
finish(question, expected="the Powis Arms' function room (the church hall has the asbestos survey people in till mid "
                          "Oct)", actual=reply)
