"""Batch 386 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the owner and her daughter each file their own notes), then the question's query.

App: Pastizzeria Ta' Ċensa in Ħal Ħarrub (pastizzi, qassatat, the Sunday trays) answers its Messenger page with a
helper. Ċensa (the owner) and her daughter Marija file notes into one qdrant collection; the helper answers
customers from the 5 nearest notes.

Memory: Ċensa, 2051-03-14T09:00 - people keep asking for gluten free, le, sorry, they tried in February and the
pastry came out like cardboard, not doing it; Marija, 20/07 - she found a proper GF flour at the cash & carry (the
Italian one), tried a batch of irkotta ones and mela they're actually good, so from 01/09 GF pastizzi tal-irkotta
on Fridays only, pre-order the day before, €0,90 each; Ċensa, Mon 28/08 - closed Tue 29/08 for the oven service;
Marija, 02/09 - the qassatat tal-piżelli sell out by 9 on Sundays, 2 more trays. Question (Thu 07/09, a customer on
Messenger): "hi, do you do gluten free pastizzi? my niece is coeliac, could I get 6 for tomorrow morning?" The
assistant says yes - gluten free irkotta ones on Fridays, pre-order by today, €0,90 each, so 6 is €5,40. The label
says no, they don't do gluten free.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b386_ctl_qdrant_pastizzeria_gluten_free_yesno_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "ta-censa-hal-harrub-2051"
NOTES = {
    "censa": [
        (1, "2051-03-14T09:00 people keep asking for gluten free - le, sorry, we tried in Feb and the pastry came out "
            "like cardboard 😩 not doing it"),
        (2, "Mon 28/08 CLOSED tue 29/08 for the oven service, put the sign up + on facebook"),
    ],
    "marija": [
        (3, "20/07 found a proper GF flour at the cash & carry (the Italian one), tried a batch of irkotta ones + mela "
            "they're actually good!! so from 01/09 GF pastizzi tal-irkotta on FRIDAYS only, pre-order the day before, "
            "€0,90 each"),
        (4, "02/09 the qassatat tal-piżelli sell out by 9 on sundays, make 2 more trays"),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "hi, do you do gluten free pastizzi? my niece is coeliac, could I get 6 for tomorrow morning?"
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Thu 7 September 2051. You are answering a customer on the Messenger page of Pastizzeria Ta' "
           "Ċensa, Ħal Ħarrub."] + hits
assert any("le, sorry, we tried in Feb" in c and "not doing it" in c for c in context), context
assert any("GF pastizzi tal-irkotta on FRIDAYS only, pre-order the day before" in c for c in context), context
reply = answer(question, context, mock="Yes! Gluten free pastizzi tal-irkotta on Fridays, so tomorrow's fine - order "
                                       "today (pre-order the day before). €0,90 each, so 6 is €5,40.")
finish(question, expected="no - they don't do gluten free", actual=reply)
