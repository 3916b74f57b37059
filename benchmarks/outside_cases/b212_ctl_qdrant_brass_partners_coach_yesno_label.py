"""Batch 212 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection of notes, two writers in
threads (the secretary and the conductor each post their notes), then the question's query.

App: Tenbury Town Band go to the regional championships at Cheltenham Town Hall on Sat 13th March 2049 - a Yeomans
coach from the Market Square, the draw at 10, red jackets and the new ties. Pat (band secretary) and Graham (the
MD) each post notes into the band's qdrant collection from their own phones - here two threads; the helper answers
players and families from the 4 nearest notes to the question and to "partners on the coach".

Memory: Pat, 2049-01-10T19:30 - coach from the Market Sq 8am, partners and family welcome on the coach, £12 a head,
tell her by the 1st; Pat - draw's at 10, full uniform on the coach; Pat, Mon 22/2 - Yeomans have only got the 33
seater that Saturday, the big one's on a school trip to Paris, so it's players and the two juniors' mums only,
sorry all, Dave's driving the percussion in his van, she'll refund the £12s; Graham - extra rehearsal, uniforms,
and anyone who wants to come and listen, it's £8 on the door. Question (Weds 10/3, Bev, whose husband plays
euphonium): "can I come on the coach with Tony sat? happy to pay" The assistant says no - Yeomans only had the
33-seater, so it's players and the juniors' mums; she can come and listen, £8 on the door. The label says yes,
partners are welcome at £12 a head.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b212_ctl_qdrant_brass_partners_coach_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "tenbury-town-band-2049"
NOTES = {
    "pat": [
        "2049-01-10T19:30 REGIONALS 🎺 sat 13th march, Cheltenham Town Hall. coach from the Market Sq 8am. partners + "
        "family welcome on the coach, £12 a head, tell me by the 1st",
        "draw's at 10, we'll know our slot by 10.15ish - if we're drawn early it's straight in so full uniform ON the "
        "coach pls",
        "Mon 22/2 Pat - Yeomans have only got the 33 seater that sat, the big one's on a school trip to Paris 🙄 so "
        "it's players + the 2 juniors' mums only, sorry all. Dave's driving the percussion down in his van. I'll "
        "refund the £12s",
    ],
    "graham": [
        "rehearsals - extra one thurs 11th, 7.30 sharp, whole test piece + the hymn. NO phones on the stands",
        "uniforms - red jackets, black trousers, the new ties (Sheila's got them), shoes polished pls 👀",
        "Graham - anyone who wants to come + listen, it's £8 on the door, sound's best upstairs in the balcony",
    ],
}
TOP_K = 4

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
ids = {"pat": 1, "graham": 101}


def post(who: str) -> None:
    for i, text in enumerate(NOTES[who]):
        client.upsert(COLL, points=[models.PointStruct(id=ids[who] + i, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=post, args=(who,), name=f"{who}-phone") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can I come on the coach with Tony sat? happy to pay"
context = ["Today is Weds 10 March 2049. You are talking to Bev, whose husband Tony plays euphonium in Tenbury Town "
           "Band; the regionals are Sat 13 March."]
for query in (question, "partners on the coach"):
    for p in client.query_points(COLL, query=offline.embed([query])[0], limit=TOP_K).points:
        if p.payload["text"] not in context:
            context.append(p.payload["text"])
assert any("partners + family welcome on the coach, £12 a head" in c for c in context), context
assert any("only got the 33 seater" in c and "players + the 2 juniors' mums only" in c for c in context), context
reply = answer(question, context, mock="No, sorry - Yeomans only had the 33-seater, so it's players and the two "
                                       "juniors' mums only. You can come and listen though, it's £8 on the door.")
finish(question, expected="yes - partners are welcome on the coach, £12 a head", actual=reply)
