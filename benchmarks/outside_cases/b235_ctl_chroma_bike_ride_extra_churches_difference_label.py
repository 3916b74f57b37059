"""Batch 235 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the vicar and the ride's organiser each file their own notes), then the question's query.

App: St Thomas', Heptonstall Slack hold their sponsored bike ride round the valley's churches on Sat 17th Sept 2050
- a card stamped at every church, sponsors paying per church, soup back at the church hall after. Revd Martin and
Jill (organising the ride) file notes into one chroma collection; the helper answers from the 5 nearest.

Memory: 2050-05-15T21:00 Jill - last year's ride was 7 churches, 19 miles, raised £2,340; 2050-06-02 Jill - this
year's the old 7 plus 3 new ones (Mytholm, Blackshawhead and St John in the Wilderness at Cragg Vale), 10 in all,
28 miles; Revd Martin, Weds 24 Aug - the scaffolding's been up round St John in the Wilderness since Easter for the
roof, they've had it locked up all summer and the churchwarden says there'll be nobody to stamp cards, so riders go
past it and on via the Hinchliffe Arms for a drink instead; Revd Martin, 1.9. - soup and rolls in the church hall
from 1. Question (Thu 15/9, Ruth, a rider's sponsor): "how many more churches are they doing than last yr? I said I'd
give £2 a church extra" The assistant says 2 more (9 against last year's 7 - St John in the Wilderness is locked up
for the roof). The label says 3 more (10 against 7).
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b235_ctl_chroma_bike_ride_extra_churches_difference_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "jill": [
        "2050-05-15T21:00 last yr's ride 🚲 7 churches, 19 miles, £2,340 raised, 26 riders. lets beat it!!",
        "2050-06-02T20:15 route's done - the old 7 + 3 new ones this yr (Mytholm, Blackshawhead + St John in the "
        "Wilderness at Cragg Vale), 10 in all, about 28 miles. the Cragg Vale climb's a beast",
    ],
    "revd-martin": [
        "Weds 24 Aug - the scaffolding's been up round St John in the Wilderness since Easter for the roof, they've "
        "had it locked up all summer & the churchwarden says there'll be nobody there to stamp cards, so ride on past "
        "it + up via the Hinchliffe Arms for a drink instead 🍺",
        "1.9. - soup + rolls in the church hall from 1, Mothers' Union on the urn. sponsor money in by the end of "
        "oct pls",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-thomas-heptonstall-slack-bike-ride-2050",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert notes.count() == sum(len(v) for v in NOTES.values())

question = "how many more churches are they doing than last yr? I said I'd give £2 a church extra"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 15 September 2050. You are talking to Ruth, who's sponsoring a rider in St Thomas', "
           "Heptonstall Slack's sponsored bike ride (Sat 17 September)."] + hits
assert any("7 churches, 19 miles" in c for c in context), context
assert any("the old 7 + 3 new ones" in c for c in context), context
assert any("nobody there to stamp cards" in c for c in context), context
reply = answer(question, context, mock="2 more - it's 9 churches this year against last year's 7, as St John in the "
                                       "Wilderness is locked up for the roof work and they're riding past it.")
finish(question, expected="3 more - 10 churches this year against 7 last year", actual=reply)
