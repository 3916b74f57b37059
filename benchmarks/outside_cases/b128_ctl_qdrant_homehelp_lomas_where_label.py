"""Batch 128 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads (the
office and the carers' visit log), then a query.

App: Brookside Home Help keeps client details and the office's notes in one qdrant collection and the carers' visit
notes in the same collection as they file them from their phones; the office and the carers write at the same time.
The helper answers a carer from a search.

Memory: the client sheet has Mr Lomas at 14 Fern Close, two calls (9 and 5.30), key safe by the back door; 16th may
(office) his daughter Gill's away 20th May to 3rd June (Portugal), so he's going into Ashdene for the fortnight,
respite, room 7 - our calls carry on there, same times, still our contract, the staff know we're coming; Mon 18/5 and
Tue 19/5 visit notes (a bit low; packing, Gill dropping him at Ashdene 11ish weds). Question (Thu 21/5, Bev): "where
am i seeing mr lomas tmrw morning? not been on his calls before" The assistant says at Ashdene, room 7 - he's there
for respite while Gill's away. The label says 14 Fern Close - in memory, his home address on the client sheet.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b128_ctl_qdrant_homehelp_lomas_where_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

OFFICE = [
    ("client", "CLIENT Mr Ron Lomas, 14 Fern Close. 2 calls a day, 9 + 5.30 - meds, meals, check he's had a drink. "
               "key safe by the back door, code in the office file. dtr Gill is NOK"),
    ("office", "16th may - Gill (Mr Lomas's dtr) away 20th may-3rd june, Portugal. he's going into Ashdene for the "
               "fortnight, respite, room 7 - our calls carry on there, same times, still our contract. Ashdene staff "
               "know we're coming, sign in at reception"),
    ("client", "CLIENT Mrs Okoro, 3 The Crescent. 2 calls 9.30 + 6, shower tues/fri, hoist - Janine or trained staff "
               "only"),
]
CARERS = [
    ("visit", "Mon 18/5 Mr L - bit low today, ate half his lunch. put the fern close bins out for him. Bev"),
    ("visit", "Tue 19/5 - Mr L packing for weds, Gill's dropping him at Ashdene 11ish. he wants his radio taking. "
              "Janine"),
    ("visit", "Tue 19th Mrs Okoro - shower done, hoist fine, cream on her heels. Janine"),
]

client = QdrantClient(":memory:")
client.create_collection("brookside", vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
ids = iter(range(1, 100))
lock = threading.Lock()


def writer(rows) -> None:
    for kind, text in rows:
        with lock:
            pid = next(ids)
        client.upsert("brookside", points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                              payload={"kind": kind, "text": text})])


threads = [threading.Thread(target=writer, args=(OFFICE,), name="office-notes"),
           threading.Thread(target=writer, args=(CARERS,), name="carers-visit-log")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where am i seeing mr lomas tmrw morning? not been on his calls before"
vector = offline.embed(["Mr Lomas where calls address tomorrow morning Ashdene Fern Close"])[0]
hits = [p.payload["text"] for p in client.query_points("brookside", query=vector, limit=5).points]
context = ["Today is Thu 21 May 2037. You are talking to Bev, a carer at Brookside Home Help."] + hits
assert any("14 Fern Close" in c for c in context), context
assert any("going into Ashdene for the fortnight" in c and "room 7" in c for c in context), context
reply = answer(question, context, mock="At Ashdene - room 7, sign in at reception. He's in there for respite while "
                                       "Gill's away till 3rd June; 9 o'clock call as usual.")
finish(question, expected="14 Fern Close", actual=reply)
