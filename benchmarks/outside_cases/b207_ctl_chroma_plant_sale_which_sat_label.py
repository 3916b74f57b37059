"""Batch 207 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(Pat and Jim each add their own notes), then the question's query.

App: Clun Gardening Club's plant sale is in the Memorial Hall - trays of bedding and veg plants on trestles, the big
pots on the stage, teas, the money towards the club's autumn show. Pat (the club sec) and Jim (the chairman) put their
notes into one chroma collection; members ask the club's helper, which answers from the 4 nearest notes.

Memory: Pat, 2048-03-18T10:00 - plant sale Sat 9th May, Memorial Hall 10-12, trays in from 8.30, posters in the
shop; Jim, 20/3 - 6 trestles and the stage for the big pots; Pat, Weds 8 Apr - the hall committee rang, the county
have got the hall for the election count on the 9th, they've offered them the Saturday after, same times, the posters
want redoing; Jim, 14.4. - bedding £4 a tray, tomatoes 50p each, Val's doing hanging baskets; Pat, Sun 19th - the WI
are doing the teas. Question (Mon 20/4, Eileen, who does the parish magazine): "when's the plant sale? putting it in
the may mag" The assistant says Sat 16th May, 10-12 in the Memorial Hall (the 9th went to the election count). The
label says Sat 9th May.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b207_ctl_chroma_plant_sale_which_sat_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "pat": [("2048-03-18T10:00", "PLANT SALE 🌸🌱 sat 9th may, memorial hall 10-12, trays in from 8.30 pls, posters "
                                 "up in the shop + the pub"),
            ("Weds 8 Apr", "hall committee rang 🙄 the county have got the hall for the election count on the 9th - "
                           "they've offered us the sat after, same times. posters want redoing"),
            ("Sun 19th", "teas - WI doing the cakes, urn from the church, Margaret's got the float")],
    "jim": [("20/3", "6 trestles from the hall + the stage for the big pots, Ken's bringing his sack truck"),
            ("14.4.", "prices - bedding £4 a tray, tomatoes 50p each, Val's doing her hanging baskets £12")],
}
TOP_K = 4

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("clun-gardeners-plant-sale-2048",
                                        embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[f"{day} {who.title()} - {text}"], metadatas=[{"by": who,
                                                                                                "date": day}])


threads = [threading.Thread(target=writer, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the plant sale? putting it in the may mag"
hits = notes.query(query_texts=[question], n_results=TOP_K)["documents"][0]
context = ["Today is Mon 20 Apr 2048. You are talking to Eileen, who does the Clun parish magazine."] + hits
assert any("sat 9th may, memorial hall 10-12" in c for c in context), context
assert any("they've offered us the sat after, same times" in c for c in context), context
reply = answer(question, context, mock="Sat 16th May, 10-12 in the Memorial Hall - the 9th went to the election "
                                       "count, so it's the Saturday after.")
finish(question, expected="Sat 9th May", actual=reply)
