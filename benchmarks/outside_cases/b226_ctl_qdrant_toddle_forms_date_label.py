"""Batch 226 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the playgroup leader and the treasurer), then the question.

App: Tiny Steps Playgroup's sponsored toddle is Sat 22nd May 2049 - twice round the rec path (about 1k), flags at
the corners, a picnic after, sponsor money for new outdoor toys. Helen (the playgroup leader) and Gill (the
treasurer) each file notes into one qdrant collection from their own thread; the helper answers from the 4 nearest.

Memory: 2049-04-19T14:10 Helen - toddle Sat 22nd May round the rec, sponsor forms out this week, money and forms
back by Fri 28th May please; Helen - the route, twice round the rec path, under-2s can go in buggies; Gill, 25.5. -
14 forms back so far, £418; Gill, Weds 26 May - half term's the week after and half the mums are away, so no panic
on the sponsor forms, they just have to be in by the Wednesday they're back, 9th June, forms and money, she'll bank
it all in one go. Question (Thu 27/5, Lucy, Millie's mum): "when do the sponsor forms have to be in by? Millie's got
£34 on hers" The assistant says Weds 9th June (the Wednesday after half term). The label says Fri 28th May (the
first date given, before half term came up).
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b226_ctl_qdrant_toddle_forms_date_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tiny-steps-toddle-2049"
HELEN = [
    "2049-04-19T14:10 Helen - SPONSORED TODDLE 👣 sat 22nd may round the rec. sponsor forms out this wk, money + forms "
    "back by fri 28th may pls",
    "Helen - route is twice round the rec path, ~1k, flags at the corners, under 2s can go in buggies",
    "Helen - picnic on the rec after, we're doing squash + a cake, bring a blanket",
]
GILL = [
    "25.5. Gill - 14 forms back so far, £418 🙌 cash in the tin in the office",
    "Weds 26 May Gill - half term's the wk after + half the mums are away, so no panic on the sponsor forms, they "
    "just have to be in by the weds we're back, 9th june, forms + money, I'll bank it all in one go",
]
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
write_lock = threading.Lock()  # the local (in-process) qdrant client is not safe for concurrent writes


def writer(who: str, first_id: int, items: list) -> None:
    for i, text in enumerate(items):
        point = models.PointStruct(id=first_id + i, vector=offline.embed([text])[0], payload={"text": text, "by": who})
        with write_lock:
            client.upsert(COLL, points=[point])


threads = [threading.Thread(target=writer, args=("Helen", 1, HELEN), name="helen-leader"),
           threading.Thread(target=writer, args=("Gill", 101, GILL), name="gill-treasurer")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when do the sponsor forms have to be in by? Millie's got £34 on hers"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=TOP_K).points]
context = ["Today is Thu 27 May 2049. You are talking to Lucy, whose daughter Millie is doing Tiny Steps Playgroup's "
           "sponsored toddle."] + hits
assert any("back by fri 28th may" in c for c in context), context
assert any("have to be in by the weds we're back, 9th june" in c for c in context), context
reply = answer(question, context, mock="By Wednesday 9th June - Gill says with half term the week after, as long as "
                                       "the forms and money are in by the Wednesday you're back, that's fine.")
finish(question, expected="Fri 28th May", actual=reply)
